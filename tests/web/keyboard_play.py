"""Keyboard-only play on the live book's boards, shared by the keyboard tests (issue 23).

Opens ``book/play.html`` (or another page) offline with a seeded roll, reads what the board
said aloud (``nardiSpoken``), presses a key and waits for Python's answer, and walks the
board's cursor to a point with the arrow keys, checking that each step says its point.
"""

from __future__ import annotations

import json
from typing import Any

from browser import LIVE, READY_MS, new_context, next_action, offline, seeding

from nardi_teach.controllers.config import act, live_controller

SEED = 5
# Where the board's cursor is, what it says and how far ``target`` lies from it (in px), read
# in one round trip; with ``said`` given, first wait (≤ 10 s) until more than ``said`` things
# were spoken (the answer to the arrow key just pressed).
_CURSOR = """async (v, [target, said]) => {
  const e = v.closest('[data-nardi-board]');
  for (const end = Date.now() + 10000; said !== null && (e.nardiSpoken || []).length <= said;) {
    if (Date.now() > end) throw new Error('the arrow key was not spoken');
    await new Promise((r) => setTimeout(r, 5));
  }
  const at = (n) => v.querySelector(`svg [data-point="${n}"]`);
  const c = at(v.dataset.cursor).getBoundingClientRect(), t = at(target).getBoundingClientRect();
  const spoken = e.nardiSpoken || [];
  return {cursor: v.dataset.cursor, label: at(v.dataset.cursor).getAttribute('data-label'),
          last: spoken[spoken.length - 1], said: spoken.length,
          dx: t.left + t.width / 2 - c.left - c.width / 2,
          dy: t.top + t.height / 2 - c.top - c.height / 2};
}"""


def open_page(browser: Any, site_url: str, page_name: str = "play", seed: int = SEED,
              **options: Any) -> Any:
    context = new_context(browser, viewport={"width": 1366, "height": 900},
                                  reduced_motion="reduce", **options)
    context.route("**/*", offline)
    context.route("**/book/play.html", seeding(seed))
    page = context.new_page()
    page.goto(f"{site_url}/book/{page_name}.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    return page


def spoken(element: Any) -> list[str]:
    return list(element.evaluate("e => e.nardiSpoken || []"))


def events(page: Any) -> int:
    return int(page.evaluate("window.nardiLive.timings.length"))


def key(page: Any, name: str, count: int) -> None:
    """Press a key that sends an event to Python; wait for its answer."""
    page.keyboard.press(name)
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)


def go_to(page: Any, element: Any, view: Any, point: int) -> None:
    """Arrow keys from the cursor to ``point``; each step says the point it reached."""
    path = []
    state = view.evaluate(_CURSOR, [point, None])
    for _ in range(60):
        path.append(state["cursor"])
        if state["cursor"] == str(point):
            return
        dx, dy = state["dx"], state["dy"]
        arrow = (("ArrowRight" if dx > 0 else "ArrowLeft") if abs(dx) > 8  # along the row first
                 else ("ArrowDown" if dy > 0 else "ArrowUp"))
        page.keyboard.press(arrow)
        state = view.evaluate(_CURSOR, [point, state["said"]])
        assert state["last"] == state["label"] and state["label"]
    raise AssertionError(f"the cursor did not reach point {point}: {path}")


# What the board has said and done so far, read in one round trip before a key: the page's
# event count and how many things were spoken.
_BEFORE = "(e) => [window.nardiLive.timings.length, (e.nardiSpoken || []).length]"
# What a key changed, read in one round trip after its answer: the things spoken since
# ``said``, whether the board still has the focus, and the board's one message.
_AFTER = """(e, said) => {
  const messages = e.querySelectorAll('.nardi-message-text');
  if (messages.length !== 1) throw new Error(`${messages.length} message elements`);
  return {new: (e.nardiSpoken || []).slice(said),
          focused: document.activeElement.classList.contains('nardi-board-view'),
          message: messages[0].textContent};
}"""


def play_a_whole_game(browser: Any, site_url: str, index: int, variant: str,
                      seed: int = SEED) -> None:
    """A whole game against the computer on play.html's board ``index``, keys only, each turn
    mirrored in Python from the board's config; every event and every computer move said.
    ``seed``: the boards' dice (a whole game either way; the tests pick one of the shorter).

    A game is some 300 keys and as many cursor walks: what the page says and shows is read in
    one round trip before and one after each key (``_BEFORE``, ``_AFTER``) through handles of
    the board and its view, never one Playwright call per fact."""
    page = open_page(browser, site_url, seed=seed)
    element = page.locator("[data-nardi-board]").nth(index)
    config = json.loads(element.get_attribute("data-nardi-board"))
    assert config["variant"] == variant and config["computer"]["color"] == "black"
    mirror = live_controller(config)  # built as the page builds it
    view = element.locator(".nardi-board-view")
    assert view.get_attribute("role") == "application" and view.get_attribute("tabindex") == "0"
    assert view.get_attribute("aria-label")
    board, board_view = element.element_handle(), view.element_handle()
    view.focus()  # the reader tabbed to the board; from here on, keys only
    replies = 0
    for _ in range(3000):
        if mirror.game.is_over:
            break
        action = next_action(mirror)
        serial = mirror.frames_serial
        if action["type"] == "click":
            go_to(page, board, board_view, action["point"])
        act(mirror, action)
        count, said = board.evaluate(_BEFORE)
        if action["type"] == "click":
            key(page, "Enter", count)
        elif action["type"] == "take":  # Tab from the board to the take button, Enter
            for _ in range(20):
                page.keyboard.press("Tab")
                if page.evaluate("document.activeElement.dataset.action") == "take":
                    break
            key(page, "Enter", count)
        else:
            key(page, {"roll": "r", "confirm": "c"}[action["type"]], count)
        after = board.evaluate(_AFTER, said)
        new = after["new"]
        assert not mirror.error, mirror.message
        assert mirror.message in new, (mirror.message, new)
        if mirror.frames_serial != serial:  # the computer's reply, move by move
            replies += 1
            for message in mirror.frame_messages():
                assert message in new, (message, new)
        assert after["focused"]
        assert after["message"] == mirror.message
    assert mirror.game.is_over and replies >= 5
    assert "პარტია დასრულდა" in " ".join(spoken(element)[-3:])
    page.context.close()
