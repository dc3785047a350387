"""A click redraws the board, not its buttons (issue 41: every click or check ≤ 50 ms).

A click on a board mostly changes which of its buttons can act, not which buttons there are.
``nardi_live.js`` then keeps the buttons it drew and updates them in place: each is the same
element as before, in the state Python gives it, and the focus goes where it went when they
were drawn anew (a pressed button that can no longer act gives it to the board). Each click's
time carries its parts (Python, the wait for the worker, the page's update), which
``benchmarks/live_site.py`` prints.
"""

from __future__ import annotations

import json
from typing import Any

from browser import new_context, offline, open_live

from nardi_teach.web import boards

BUTTONS = "[data-nardi-board] .nardi-live-controls [data-group] > button[data-action]"


def _buttons(page: Any) -> list[dict[str, Any]]:
    return page.eval_on_selector_all(BUTTONS, """els => els.map(b => ({action: b.dataset.action,
        label: b.textContent, enabled: !b.disabled, kept: Boolean(b.nardiKept)}))""")


def _expected(state: dict[str, Any]) -> list[dict[str, Any]]:
    return [{"action": b["action"], "label": b["label"], "enabled": b["enabled"]}
            for b in state["buttons"]]


def _click(page: Any, what: str) -> None:
    count = int(page.evaluate("window.nardiLive.timings.length"))
    page.locator(what).first.click()
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)


def test_a_click_updates_the_boards_buttons_in_place(browser: Any, site_url: str) -> None:
    context = new_context(browser)
    context.route("**/*", offline)
    page = context.new_page()
    open_live(page, f"{site_url}/book/01_board.html")
    raw = page.get_attribute("[data-nardi-board]", "data-nardi-board")
    mirror = json.loads(boards.new_board(raw))  # the same board in this Python, as the page's
    assert [b["action"] for b in _buttons(page)] == [b["action"] for b in mirror["buttons"]]
    page.eval_on_selector_all(BUTTONS, "els => els.forEach(b => { b.nardiKept = true; })")
    view = "[data-nardi-board] .nardi-board-view"
    board = boards._boards[mirror["id"]]
    move = next(iter(board.turn.legal)).moves[0]
    for point in (move.src, move.dst):  # pick up a checker, then move it
        _click(page, f"{view} [data-point='{point}']")
        mirror = json.loads(boards.board_event(mirror["id"], json.dumps(
            {"type": "click", "point": point})))
        shown = _buttons(page)
        assert all(b.pop("kept") for b in shown), "a button was drawn anew"
        assert shown == _expected(mirror)
    assert next(b for b in mirror["buttons"] if b["action"] == "undo")["enabled"]
    _click(page, "[data-nardi-board] button[data-action='undo']")
    mirror = json.loads(boards.board_event(mirror["id"], '{"type": "undo"}'))
    shown = _buttons(page)
    assert all(b.pop("kept") for b in shown) and shown == _expected(mirror)
    # the undo button pressed can no longer act: the board has the focus, as before
    assert not next(b for b in mirror["buttons"] if b["action"] == "undo")["enabled"]
    assert page.evaluate("document.activeElement.classList.contains('nardi-board-view')")
    last = page.evaluate("window.nardiLive.timings.at(-1)")
    assert last["kind"] == "button" and 0 <= last["draw"] <= last["ms"]
    assert last["python"] <= last["ms"] and last["wait"] is not None
    context.close()
