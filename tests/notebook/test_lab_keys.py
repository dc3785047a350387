"""A move by keyboard only on the board widget in real JupyterLab (issue 23 point 1, headless
Chromium, network cut): the arrow keys move the focus ring point to point, Enter picks up and
drops, Escape puts the checker back, U undoes, a whole play typed in notation is made and
confirmed, R rolls — every event said in Georgian in the board's aria-live region, with the
live book's own script (``nardi_keys.js``) and the catalogue's texts; JupyterLab's own
shortcuts (Enter, the arrows, D D) do not fire while the board has the focus."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from browser import close_contexts, new_page, offline
from playwright import sync_api as playwright
from test_widget_lab import NOTEBOOK, lab_server

from nardi_teach.i18n import translate
from nardi_teach.notebook.keys import key_strings

SHOTS = os.environ.get("NARDI_SHOTS")
BOARD = ".nardi-lab-board"
VIEW = f"{BOARD} .nardi-board-view"

KEYS = json.dumps({**NOTEBOOK, "cells": [{**NOTEBOOK["cells"][0], "source": (
    "from nardi_teach import Position\n"
    "from nardi_teach.notebook.board import BoardWidget\n"
    "BoardWidget(Position.initial(), dice='6-5', seed=2)")}]})


GAME = json.dumps({**NOTEBOOK, "cells": [
    {**NOTEBOOK["cells"][0], "source": (
        "from nardi_teach.notebook.board import BoardWidget\n"
        "BoardWidget(mode='game', seed=3, computer={'color': 'black', 'level': 'club'})")},
    {**NOTEBOOK["cells"][0], "source": (
        "from nardi_teach.notebook.lesson_show import LessonView\n"
        "LessonView(3, live=True)")}]})
LESSON = ".nardi-lesson-widget .nardi-lab-board"


@pytest.fixture()
def lab(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("NARDI_TEACH_PROGRESS", str(tmp_path / "progress.json"))
    (tmp_path / "keys.ipynb").write_text(KEYS, encoding="utf-8")
    (tmp_path / "game.ipynb").write_text(GAME, encoding="utf-8")
    with lab_server(tmp_path) as url:
        yield url


def _open(page, url: str) -> None:  # type: ignore[no-untyped-def]
    page.route("**/*", offline)
    page.goto(url)
    page.wait_for_selector(".jp-Toolbar-kernelName:has-text('Python')", timeout=90_000)
    page.wait_for_function(
        "() => window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel"
        "?.status === 'idle'", timeout=90_000)
    page.evaluate("window.jupyterapp.commands.execute('runmenu:run-all')")
    page.locator(f"{VIEW}[role=application] svg").first.wait_for(timeout=90_000)


def _cursor(page, board: str = BOARD) -> int | None:  # type: ignore[no-untyped-def]
    value = page.locator(f"{board} .nardi-board-view").first.get_attribute("data-cursor")
    return None if value is None else int(value)


def _go(page, point: int, board: str = BOARD) -> None:  # type: ignore[no-untyped-def]
    """Arrow keys until the focus ring is on ``point`` (the direction read off the screen)."""
    path = []
    for _ in range(40):
        here = _cursor(page, board)
        path.append(here)
        if here == point:
            return
        dx, dy = page.evaluate(
            "([a, b, board]) => { const box = (p) => document.querySelector("
            "`${board} .nardi-board-view svg [data-point='${p}']`).getBoundingClientRect();"
            " const r = box(a), s = box(b);"
            " return [s.x + s.width / 2 - r.x - r.width / 2, s.y + s.height / 2 - r.y"
            " - r.height / 2]; }", [here, point, board])
        if abs(dx) > 20:  # along the row first (through the bar: it is in line with both)
            page.keyboard.press("ArrowRight" if dx > 0 else "ArrowLeft")
        else:
            page.keyboard.press("ArrowDown" if dy > 0 else "ArrowUp")
    raise AssertionError(f"the ring never reached {point}: {path}")


def _said(page, board: str = BOARD) -> list[str]:  # type: ignore[no-untyped-def]
    return page.evaluate(f"[...document.querySelector('{board}').nardiSpoken || []]")


def _wait_said(page, text: str, board: str = BOARD) -> None:  # type: ignore[no-untyped-def]
    try:
        page.wait_for_function(
            "([t, board]) => (document.querySelector(board).nardiSpoken || [])"
            ".some(s => s.includes(t))", arg=[text, board], timeout=30_000)
    except playwright.TimeoutError:
        raise AssertionError(f"never said {text!r}; said: {_said(page, board)}") from None


def _checkers(page, point: int) -> int:  # type: ignore[no-untyped-def]
    return page.locator(f"{VIEW} g[data-point='{point}'] circle.checker").count()


def test_a_move_by_keyboard_only_in_jupyterlab(lab: str, browser: Any) -> None:
    strings = key_strings("ka")
    try:
        page = new_page(browser, viewport={"width": 1366, "height": 900})
        _open(page, lab + "lab/tree/keys.ipynb")
        view = page.locator(VIEW)
        assert view.get_attribute("aria-label") == strings["a11y.board"]
        assert view.get_attribute("tabindex") == "0"
        live = page.locator(f"{BOARD} .nardi-announce")
        assert live.get_attribute("aria-live") == "polite"
        cells = page.evaluate("window.jupyterapp.shell.currentWidget.content.widgets.length")

        label = view.locator("g[data-point='24']").get_attribute("data-label")
        assert label and "24" in label  # Python's words for the point (svg/words.py)
        view.focus()
        page.keyboard.press("ArrowRight")  # the ring, on the first checker that can move
        _go(page, 24)
        _wait_said(page, label)
        assert page.locator(f"{VIEW} .nardi-cursor").count() == 1  # the ring is drawn
        page.keyboard.press("Enter")  # pick up
        page.wait_for_selector(f"{VIEW} g[data-point='13'] .hl.legal", state="attached",
                               timeout=30_000)
        page.keyboard.press("Escape")  # put it back
        _wait_said(page, translate("ctl.deselected", "ka"))
        assert page.locator(f"{VIEW} .hl.selected").count() == 0

        page.keyboard.press("Enter")  # the ring is still on 24
        page.wait_for_selector(f"{VIEW} g[data-point='13'] .hl.legal", state="attached",
                               timeout=30_000)
        _go(page, 13)
        page.keyboard.press("Space")  # drop: 24/13
        page.wait_for_function(
            "() => document.querySelectorAll(\".nardi-lab-board g[data-point='24'] "
            "circle.checker\").length === 1", timeout=30_000)
        _wait_said(page, translate("ctl.complete", "ka", play="24/13"))
        # the keys hide at the first key; ? shows them under the board, not over the field
        assert page.locator(f"{BOARD} .nardi-keys-help").bounding_box()["height"] <= 1
        page.keyboard.press("?")
        _wait_said(page, strings["a11y.keys"])
        help_box = page.locator(f"{BOARD} .nardi-keys-help").bounding_box()
        tools_box = page.locator(f"{BOARD} .nardi-board-tools").bounding_box()
        assert help_box and tools_box and help_box["height"] > 20
        assert help_box["y"] + help_box["height"] <= tools_box["y"] + 1
        if SHOTS:
            page.locator(BOARD).screenshot(path=f"{SHOTS}/lab-keys-move.png")
            page.screenshot(path=f"{SHOTS}/lab-keys-page.png")

        page.keyboard.press("u")  # undo, twice: 24/13 was two moves (6 and 5)
        _wait_said(page, translate("ctl.undone", "ka", dice=(5,), roll="").split(".")[0])
        page.keyboard.press("u")
        page.wait_for_function(
            "() => document.querySelectorAll(\".nardi-lab-board g[data-point='24'] "
            "circle.checker\").length === 2", timeout=30_000)
        page.keyboard.press("p")  # the position in words (the board's <desc>)
        desc = view.locator("svg desc").text_content()
        assert desc and "167" in desc
        _wait_said(page, desc)

        # the whole play typed: Tab to the field under the board, type, Enter
        page.keyboard.press("Tab")
        field = page.locator(f"{BOARD} .nardi-play-input")
        assert page.evaluate("document.activeElement.classList.contains('nardi-play-input')")
        assert field.get_attribute("placeholder") == strings["a11y.play_placeholder"]
        page.keyboard.type("13/7 13/8")
        page.keyboard.press("Enter")
        _wait_said(page, "13/8 13/7")
        assert _checkers(page, 13) == 3
        message = page.locator(".nardi-message-text").inner_text()
        assert _said(page)[-1] == message  # what the board shows is what is said

        # back on the board (Shift+Tab), R rolls for black; D cannot act here: said so
        page.keyboard.press("Shift+Tab")
        before = len(_said(page))
        page.keyboard.press("r")  # black's dice, said
        page.wait_for_function(
            "(n) => (document.querySelector('.nardi-lab-board').nardiSpoken || [])"
            ".slice(n).some(s => /[1-6]-[1-6]/.test(s))", arg=before, timeout=30_000)
        page.keyboard.press("d")
        _wait_said(page, strings["a11y.not_now"].replace("{detail}", strings["widget.double"]))
        # the aria-live region holds Georgian words, the last thing said
        page.wait_for_function(
            "() => /[ა-ჰ]/.test(document.querySelector('.nardi-lab-board "
            ".nardi-announce').textContent)", timeout=10_000)

        # JupyterLab's shortcuts stayed out: same cells, still in command mode
        notebook = "window.jupyterapp.shell.currentWidget.content"
        assert page.evaluate(f"{notebook}.widgets.length") == cells
        assert page.evaluate(f"{notebook}.mode") == "command"
        assert page.evaluate("document.activeElement.classList.contains('nardi-board-view')")
    finally:
        close_contexts(browser)


def test_the_computer_and_a_lesson_by_keyboard_in_jupyterlab(lab: str, browser: Any) -> None:
    """R rolls against the computer: its reply is said move by move, then where the game
    stands; a lesson step played with the keys and confirmed with C, its verdict said."""
    try:
        page = new_page(browser, viewport={"width": 1366, "height": 900})
        _open(page, lab + "lab/tree/game.ipynb")
        page.locator(f"{LESSON} .nardi-board-view svg").wait_for(timeout=90_000)
        page.locator(VIEW).first.focus()
        page.keyboard.press("r")  # the opening roll: black (the computer) wins it, plays
        your_roll = translate("computer.your_roll", "ka")
        _wait_said(page, your_roll)
        said = _said(page)
        replies = [i for i, s in enumerate(said) if "(სვლა " in s]
        assert len(replies) == 2 and "(სვლა 1 / 2)" in said[replies[0]]
        assert "(სვლა 2 / 2)" in said[replies[1]]
        assert said.index(next(s for s in said if your_roll in s)) > replies[1]
        assert "5-2-ით ითამაშა" in said[-1]

        # the lesson (chapter 3, step 1: 4-2, both dice with the checker on 13)
        view = page.locator(f"{LESSON} .nardi-board-view")
        view.scroll_into_view_if_needed()
        view.focus()
        page.keyboard.press("ArrowLeft")
        _go(page, 13, LESSON)
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{LESSON} g[data-point='7'] .hl", state="attached",
                               timeout=30_000)
        _go(page, 7, LESSON)
        page.keyboard.press("Enter")
        page.wait_for_function(
            f"() => document.querySelectorAll(\"{LESSON} g[data-point='13'] "
            "circle.checker\").length === 0", timeout=30_000)
        page.keyboard.press("c")
        _wait_said(page, translate("lesson.right", "ka", play="13/7", why="").strip(), LESSON)
        if SHOTS:
            page.screenshot(path=f"{SHOTS}/lab-keys-lesson.png")
    finally:
        close_contexts(browser)
