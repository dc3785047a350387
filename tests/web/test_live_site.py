"""The live book in a real browser: a chapter of the built site, served from 127.0.0.1 with every
other request aborted, starts nardi_teach in Pyodide and answers clicks and answers with the
engine's own words.

One page load (one Python start) serves the whole module; the moves and answers are computed
by the engine in this process from the page's own data, and the page must say exactly what the
engine says.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from browser import LIVE, READY_MS, close_contexts, new_page, offline_noting

from nardi_teach import IllegalPlay
from nardi_teach.controllers.board import BoardController
from nardi_teach.controllers.config import controller
from nardi_teach.exercises import Exercise, kind_of

GEORGIAN = re.compile(r"[\u10a0-\u10ff]")


STATE = """() => ({live: document.documentElement.dataset.nardiLive || null,
  ready: document.readyState,
  boards: [...document.querySelectorAll('[data-nardi-board] svg')].map((e) => ({
    board: e.closest('[data-nardi-board]').className, parent: e.parentElement.className,
    display: getComputedStyle(e).display, box: e.getBoundingClientRect().toJSON()})),
  phases: window.nardiLive ? window.nardiLive.phases : null})"""


def _chapter(built_html: Path) -> Path:
    """The first chapter page with both a live board and an exercise."""
    for page in sorted((built_html / "book").glob("[0-9][0-9]_*.html")):
        text = page.read_text(encoding="utf-8")
        if "data-nardi-board=" in text and 'class="nardi-ex"' in text:
            return page
    raise AssertionError("no chapter shows both a live board and an exercise")


@pytest.fixture(scope="module")
def live(built_html: Path, site_url: str, browser: Any) -> Iterator[dict[str, Any]]:
    """A chapter opened once, network cut off, waited on until Python is ready — in a page
    without SharedWorker, so that Python's worker is the page's own and Playwright sees its
    requests (it does not see a shared worker's; the worker's code is the same)."""

    chapter = _chapter(built_html)
    record: dict[str, Any] = {"requests": [], "blocked": [], "errors": [], "failed": [],
                              "html": built_html}
    try:
        page = new_page(browser)
        page.add_init_script("delete window.SharedWorker")
        page.route("**/*", offline_noting(record["blocked"]))
        page.on("request", lambda r: record["requests"].append(r.url))
        page.on("requestfailed", lambda r: record["failed"].append(r.url))
        page.on("console", lambda m: m.type == "error" and record["errors"].append(m.text))
        page.on("pageerror", lambda e: record["errors"].append(str(e)))
        url = f"{site_url}/{chapter.relative_to(built_html).as_posix()}"
        page.goto(url, wait_until="load")
        record["static_boards"] = page.eval_on_selector_all(
            "[data-nardi-board] svg", "els => els.map(e => e.getBoundingClientRect().width)")
        # what the page was doing then (a board once measured 0 px wide at 'load', a full run)
        record["static_state"] = page.evaluate(STATE)
        page.wait_for_function(LIVE, timeout=READY_MS)
        # when the page was first painted (else its DOM was ready), and when Python was
        record["readable_at"], record["python_at"] = page.evaluate(
            """() => [(performance.getEntriesByName('first-contentful-paint')[0]
                       || {startTime: performance.getEntriesByType('navigation')[0]
                                        .domContentLoadedEventEnd}).startTime,
                      window.nardiLive.pythonAt]""")
        record["page"] = page
        yield record
    finally:
        close_contexts(browser)


def _wait_for_update(page: Any, count: int) -> None:
    page.wait_for_function(f"window.nardiLive.timings.length >= {count}", timeout=30_000)


def _board_message(page: Any) -> str:
    return page.inner_text("[data-nardi-board] .nardi-message-text")


def _first_board(page: Any) -> tuple[dict, BoardController]:
    raw = page.get_attribute("[data-nardi-board]", "data-nardi-board")
    config = json.loads(html.unescape(raw))
    return config, controller(config)


def _click(page: Any, point: int) -> None:
    count = page.evaluate("window.nardiLive.timings.length")
    page.locator(f"[data-nardi-board] .nardi-board-view [data-point='{point}']").first.click()
    _wait_for_update(page, count + 1)


def test_page_is_readable_before_python_and_python_gets_ready(live: dict) -> None:
    assert live["static_boards"] and all(w > 100 for w in live["static_boards"]), \
        live["static_state"]
    # Python never blocks the page: it is painted before Python is ready (Python starts from
    # the head and may be ready before the page's "load", which waits for every picture)
    assert live["readable_at"] < live["python_at"], (live["readable_at"], live["python_at"])
    page = live["page"]
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready", \
        page.evaluate("window.nardiLive.error")
    assert page.locator("[data-nardi-board].is-live").count() == \
        page.locator("[data-nardi-board]").count()


def test_legal_play_by_clicks(live: dict) -> None:
    page = live["page"]
    config, board = _first_board(page)
    assert board.turn is not None, "the chapter's live board starts with a roll"
    play = next(iter(board.turn.legal))
    for move in play.moves:
        for point in (move.src, move.dst):
            board.click(point)
            _click(page, point)
            assert _board_message(page) == board.message
    assert not board.error and board.turn.is_complete
    assert page.locator("[data-nardi-board] button[data-action='confirm']").first.is_enabled()
    count = page.evaluate("window.nardiLive.timings.length")
    page.locator("[data-nardi-board] button[data-action='undo_turn']").first.click()
    _wait_for_update(page, count + 1)
    board.undo_turn()
    assert _board_message(page) == board.message


def _illegal_click(board: BoardController) -> tuple[int, int]:
    """A checker with a legal move, and a point it may not go to (the engine says why)."""
    for src in range(25, 0, -1):
        if not board.turn.destinations(src):
            continue
        for dst in range(24, 0, -1):
            if dst == src or dst in board.turn.destinations(src) or board.current.player[dst]:
                continue
            try:
                board.turn.move(src, dst)
            except IllegalPlay:
                return src, dst
    raise AssertionError("no illegal landing point on this board")


def test_illegal_try_gets_the_engines_georgian_explanation(live: dict) -> None:
    page = live["page"]
    _, board = _first_board(page)
    src, dst = _illegal_click(board)
    for point in (src, dst):
        board.click(point)
        _click(page, point)
    assert board.error
    message = _board_message(page)
    assert message == "⚠ " + board.message
    assert GEORGIAN.search(message) and not re.search(r"\b[RLV]\d+", message)  # a link, issue 38
    assert page.get_attribute("[data-nardi-board]", "data-rule") == (board.error_rule or "")


def manifest(built: Path) -> dict[str, Any]:
    return json.loads((built / "_pyodide" / "live.json").read_text("utf-8"))


def _text_exercise(page: Any, built: Path) -> tuple[str, Exercise]:
    """The first exercise on the page answered by typing, with a wrong answer to try."""
    ids = page.eval_on_selector_all(".nardi-ex.is-live:has(.nardi-answer-text)",
                                    "els => els.map(e => e.dataset.exercise)")
    bank = json.loads((built / "_pyodide" / manifest(built)["exercises"]).read_text("utf-8"))
    for exercise_id in ids:
        ex = Exercise.from_dict(bank[exercise_id])
        if kind_of(ex).wrong_answers(ex):
            return exercise_id, ex
    raise AssertionError(f"no typed exercise with a known wrong answer among {ids}")


def _check(page: Any, exercise_id: str, answer: str) -> str:
    box = page.locator(f".nardi-ex[data-exercise='{exercise_id}']")
    box.locator(".nardi-answer-text").fill(answer)
    count = page.evaluate("window.nardiLive.timings.length")
    box.locator(".nardi-live-answer button[type=submit]").click()
    _wait_for_update(page, count + 1)
    return box.locator(".nardi-check-result").inner_text()


def test_exercise_wrong_then_right(live: dict) -> None:
    page = live["page"]
    exercise_id, ex = _text_exercise(page, live["html"])
    wrong = kind_of(ex).wrong_answers(ex)[0]
    right = kind_of(ex).right_answers(ex)[0]
    result = page.locator(f".nardi-ex[data-exercise='{exercise_id}'] .nardi-check-result")
    assert _check(page, exercise_id, wrong) == ex.check(wrong, "ka").message
    assert "is-wrong" in result.get_attribute("class")
    assert GEORGIAN.search(result.inner_text())
    assert _check(page, exercise_id, right) == ex.check(right, "ka").message
    assert "is-correct" in result.get_attribute("class")


def test_nothing_left_localhost_and_nothing_failed(live: dict) -> None:
    assert live["requests"]
    assert live["blocked"] == []
    assert [u for u in live["requests"] if not u.startswith("http://127.0.0.1:")] == []
    assert live["failed"] == []
    assert live["errors"] == []
    assert any("/_pyodide/pyodide.asm.wasm" in u for u in live["requests"])
    assert any(u.endswith("-py3-none-any.whl") for u in live["requests"])
