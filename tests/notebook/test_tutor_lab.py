"""Issue 22, point 5, in a real JupyterLab (headless Chromium, the network cut): the tutor
under a ``BoardWidget`` against the computer judges the learner's play, made by clicks, and
"show the better play" draws it — the same controller as the live page's.  Issue 39: with the
tutor off, a bad play is judged quietly on the kernel's event loop after the board is drawn and
goes into the learner's store for review.  One JupyterLab for the file (per worker)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser import close_contexts, new_page
from test_lab_chapters import KERNEL_IDLE
from test_widget_lab import NOTEBOOK, _open, lab_server

from nardi_teach import Position
from nardi_teach.computer import tutor
from nardi_teach.computer.mistakes import mistake_id

TUTORED = {**NOTEBOOK, "cells": [{
    **NOTEBOOK["cells"][0],
    # White to play 2-1 with checkers on its 2- and 1-point: 2/off 1/off wins at once
    "source": ("from nardi_teach import Position\n"
               "from nardi_teach.notebook.board import BoardWidget\n"
               "last = Position.from_checkers({2: 1, 1: 1, 'off': 13}, {24: 1, 'off': 14})\n"
               "board = BoardWidget(last, mode='game', dice='2-1', tutor=True,"
               " computer={'color': 'black', 'level': 'club', 'seed': 1})\n"
               "board"),
}]}


class _Lab(str):
    """The Lab's URL, with the folder it serves (``progress``: where its store is)."""

    progress: str


def engines_bad_play() -> str:
    """A play of the opening 4-2 the tutor calls bad (by the engine, not by hand)."""
    start = Position.initial()
    return next(str(play) for play, _ in tutor.ranked_equities(start, (4, 2))
                if tutor.review_play(start, (4, 2), play).verdict in (
                    tutor.Verdict.BAD, tutor.Verdict.VERY_BAD))


QUIET = {**NOTEBOOK, "cells": [{
    **NOTEBOOK["cells"][0],
    "source": ("from nardi_teach import Position\n"
               "from nardi_teach.notebook.board import BoardWidget\n"
               "board = BoardWidget(Position.initial(), mode='game', dice='4-2',"
               " computer={'color': 'black', 'level': 'club', 'seed': 1})\n"
               "board"),
}]}


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory):
    root = tmp_path_factory.mktemp("tutor_lab")
    (root / "tutor.ipynb").write_text(json.dumps(TUTORED), encoding="utf-8")
    (root / "quiet.ipynb").write_text(json.dumps(QUIET), encoding="utf-8")
    with lab_server(root) as url:
        served = _Lab(url)
        served.progress = str(root)
        yield served


def _click(page, point: int) -> None:
    page.locator(f".nardi-board-view svg g[data-point='{point}']").first.click()
    page.wait_for_timeout(400)


def test_the_tutor_judges_a_play_made_by_clicks_in_jupyterlab(lab, browser):
    try:
        page = new_page(browser, viewport={"width": 1400, "height": 1000})
        _open(page, lab + "lab/workspaces/tutor/tree/tutor.ipynb")
        assert page.locator(".nardi-tutor-off").is_visible()
        # 2/1, then 1/off: one checker, and the other stays — the game thrown away
        for point in (2, 1, 1, 0):
            _click(page, point)
        page.locator(".nardi-confirm").click()
        verdict = page.locator(".nardi-tutor-verdict[data-verdict='very_bad']")
        verdict.wait_for(timeout=60_000)
        assert "ძალიან ცუდი სვლაა" in verdict.inner_text()
        assert "უკეთესი იყო 2/off 1/off" in verdict.inner_text()
        # issue 39: the play is kept for review, in the kernel's progress store
        stored = json.loads((Path(lab.progress) / "progress.json").read_text("utf-8"))
        (ident,) = [key for key in stored if key.startswith("mistake~short~2-1~")]
        assert stored[ident]["log"][0]["correct"] is False
        page.locator(".nardi-show-better").click()
        page.wait_for_selector(".nardi-message-text:has-text('უკეთესი სვლა (2-1)')",
                               timeout=30_000)
    finally:
        close_contexts(browser)


def test_with_the_tutor_off_a_bad_play_is_judged_quietly_and_kept_for_review_in_jupyterlab(
        lab, browser):
    bad = engines_bad_play()
    start = Position.initial()
    play = start.parse_play(bad, "4-2")
    ident = mistake_id(start, (4, 2), play)
    try:
        page = new_page(browser, viewport={"width": 1400, "height": 1000})
        _open(page, lab + "lab/workspaces/quiet/tree/quiet.ipynb")  # a workspace of its own
        assert page.locator(".nardi-tutor-on").is_visible()  # the tutor is off
        for move in play.moves:  # the learner's play, by clicks
            _click(page, move.src)
            _click(page, move.dst)
        page.locator(".nardi-confirm").click()
        page.wait_for_function(KERNEL_IDLE, timeout=60_000)
        store = Path(lab.progress) / "progress.json"
        kept: list[str] = []
        for _ in range(120):  # judged in slices after the board is drawn
            if store.exists():
                stored = json.loads(store.read_text("utf-8"))
                kept = [key for key in stored if key.startswith("mistake~short~4-2~")]
                if kept:
                    break
            page.wait_for_timeout(500)
        assert kept == [ident], "the bad play never reached the store"
        assert stored[kept[0]]["log"][0]["correct"] is False
        assert page.locator(".nardi-tutor-verdict").count() == 0  # no verdict shown
    finally:
        close_contexts(browser)
