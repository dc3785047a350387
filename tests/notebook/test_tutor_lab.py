"""Issue 22, point 5, in a real JupyterLab (headless Chromium, the network cut): the tutor
under a ``BoardWidget`` against the computer judges the learner's play, made by clicks, and
"show the better play" draws it — the same controller as the live page's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser import launch, new_page
from playwright import sync_api as playwright
from test_widget_lab import NOTEBOOK, _open, lab_server

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


@pytest.fixture()
def lab(tmp_path: Path):
    (tmp_path / "tutor.ipynb").write_text(json.dumps(TUTORED), encoding="utf-8")
    with lab_server(tmp_path) as url:
        served = _Lab(url)
        served.progress = str(tmp_path)
        yield served


def _click(page, point: int) -> None:
    page.locator(f".nardi-board-view svg g[data-point='{point}']").first.click()
    page.wait_for_timeout(400)


def test_the_tutor_judges_a_play_made_by_clicks_in_jupyterlab(lab):
    with playwright.sync_playwright() as p:
        browser = launch(p)
        try:
            page = new_page(browser, viewport={"width": 1400, "height": 1000})
            _open(page, lab + "lab/tree/tutor.ipynb")
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
            browser.close()
