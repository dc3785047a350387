"""Part II in a real browser: the long-nardi chapters of the built site, served from 127.0.0.1
with every other request aborted, play long nardi in Pyodide — a legal play by clicks, a second
checker off the head refused (L4) and a six-point block refused (L6), each with the engine's
Georgian explanation, and an exercise answered wrong, then right.

The expected texts come from the engine in this process (the same board config, the same
exercise), so the page must say exactly what the engine says.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from browser import LIVE, READY_MS, close_contexts, new_page, offline_noting

from nardi_teach.controllers.board import BoardController
from nardi_teach.controllers.config import controller
from nardi_teach.exercises import load_chapter

GEORGIAN = re.compile(r"[\u10a0-\u10ff]")


@pytest.fixture(scope="module")
def browser_page(built_html, site_url, browser) -> Iterator[dict[str, Any]]:
    """One browser page, network cut off but for 127.0.0.1; ``open(name)`` loads a chapter
    and waits until Python is ready."""

    record: dict[str, Any] = {"blocked": [], "errors": []}
    try:
        page = new_page(browser)
        page.route("**/*", offline_noting(record["blocked"]))
        page.on("pageerror", lambda e: record["errors"].append(str(e)))

        def open_chapter(name: str) -> Any:
            assert (built_html / "book" / f"{name}.html").is_file(), name
            page.goto(f"{site_url}/book/{name}.html", wait_until="load")
            page.wait_for_function(LIVE, timeout=READY_MS)
            assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready", \
                page.evaluate("window.nardiLive.error")
            return page

        record["open"] = open_chapter
        yield record
    finally:
        close_contexts(browser)


def _board(page: Any) -> tuple[dict, BoardController]:
    """The page's first live board, and the same board built here from its config."""
    raw = page.get_attribute("[data-nardi-board]", "data-nardi-board")
    config = json.loads(html.unescape(raw))
    return config, controller(config)


def _click(page: Any, point: int) -> None:
    count = page.evaluate("window.nardiLive.timings.length")
    page.locator(f"[data-nardi-board] .nardi-board-view [data-point='{point}']").first.click()
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=30_000)


def _message(page: Any) -> str:
    return page.inner_text("[data-nardi-board] .nardi-message-text")


def _clicks(page: Any, board: BoardController, *points: int) -> None:
    for point in points:
        board.click(point)
        _click(page, point)
        assert _message(page) == (("⚠ " if board.error else "") + board.message)


def test_long_board_is_long_nardi_and_plays_a_legal_play_by_clicks(browser_page) -> None:
    page = browser_page["open"]("22_long_moving")
    config, board = _board(page)
    assert config["variant"] == "long"
    assert board.turn is not None and str(board.turn.dice) == "6-5"
    _clicks(page, board, 24, 18, 19, 14)  # 24/18 19/14: one checker off the head, then 19/14
    assert not board.error and board.turn.is_complete
    assert str(board.turn.play) == "24/18 19/14"
    assert page.locator("[data-nardi-board] button[data-action='confirm']").first.is_enabled()
    count = page.evaluate("window.nardiLive.timings.length")
    page.locator("[data-nardi-board] button[data-action='undo_turn']").first.click()
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=30_000)
    board.undo_turn()
    assert _message(page) == board.message


def test_second_checker_off_the_head_is_refused_in_georgian_L4(browser_page) -> None:
    page = browser_page["open"]("22_long_moving")
    _, board = _board(page)
    _clicks(page, board, 24, 18, 24)  # 24/18, then a second checker from the head
    assert board.error and board.error_rule.startswith("L4")
    message = _message(page)
    assert GEORGIAN.search(message) and "თავიდან" in message and "L4" not in message
    link = page.locator("[data-nardi-board] .nardi-message-rule").first
    assert link.get_attribute("href").startswith("rules.html#rule-l4")  # the rule, linked
    assert link.text_content() == "ეს წესი წიგნში"
    assert page.get_attribute("[data-nardi-board]", "data-rule") == board.error_rule


def test_six_point_block_is_refused_in_georgian_L6(browser_page) -> None:
    page = browser_page["open"]("23_long_block")
    config, board = _board(page)
    assert config["variant"] == "long" and str(board.turn.dice) == "2-1"
    _clicks(page, board, 24, 23)  # 24/23 would close 19–24 with every black checker behind
    assert board.error and board.error_rule == "L6"
    message = _message(page)
    assert "ზედიზედ ექვს პუნქტს" in message and "19, 20, 21, 22, 23, 24" in message
    assert page.get_attribute("[data-nardi-board]", "data-rule") == "L6"


def test_long_exercise_wrong_then_right(browser_page) -> None:
    page = browser_page["open"]("22_long_moving")
    ex = next(e for e in load_chapter(22) if e.id == "ch22-two-off-head")
    box = page.locator(f".nardi-ex[data-exercise='{ex.id}']")
    result = box.locator(".nardi-check-result")
    # a yes/no question: "არა" alone is right (issue 24); the rule named is welcome too
    for answer, correct in (("დიახ", False), ("არა", True), ("არა, L4", True)):
        box.locator(".nardi-answer-text").fill(answer)
        count = page.evaluate("window.nardiLive.timings.length")
        box.locator(".nardi-live-answer button[type=submit]").click()
        page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}",
                               timeout=30_000)
        expected = ex.check(answer, "ka")
        assert expected.correct is correct
        assert result.inner_text() == expected.message
        assert ("is-correct" if correct else "is-wrong") in result.get_attribute("class")


def test_nothing_left_localhost(browser_page) -> None:
    assert browser_page["blocked"] == [] and browser_page["errors"] == []
