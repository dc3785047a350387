"""Issue 23, point 1: every board plays by keyboard alone, every event spoken.

In headless Chromium with the network cut, on ``book/play.html``: a whole game against the
computer, in short and in long nardi, played with the keys only (arrows, Enter, R, C, Tab to
a button), each turn mirrored in Python from the board's config; every cursor move says its
point (the SVG's ``data-label``), every event says the board's message, the computer's reply
is said move by move.  Also: Escape, U, P (the position in words), the play typed in
notation, focus kept on the board after a button, and the Tab order.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from browser import LIVE, READY_MS, next_action, offline, seeding

from nardi_teach.controllers.config import act, controller

SEED = 5
_VECTOR = """(v, p) => {
  const at = (n) => v.querySelector(`svg [data-point="${n}"]`).getBoundingClientRect();
  const c = at(v.dataset.cursor), t = at(p);
  return [t.left + t.width / 2 - c.left - c.width / 2, t.top + t.height / 2 - c.top - c.height / 2];
}"""


def _open(browser: Any, site_url: str, page_name: str = "play", **options: Any) -> Any:
    context = browser.new_context(viewport={"width": 1366, "height": 900},
                                  reduced_motion="reduce", **options)
    context.route("**/*", offline)
    context.route("**/book/play.html", seeding(SEED))
    page = context.new_page()
    page.goto(f"{site_url}/book/{page_name}.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    return page


def _spoken(element: Any) -> list[str]:
    return list(element.evaluate("e => e.nardiSpoken || []"))


def _events(page: Any) -> int:
    return int(page.evaluate("window.nardiLive.timings.length"))


def _key(page: Any, key: str, count: int) -> None:
    """Press a key that sends an event to Python; wait for its answer."""
    page.keyboard.press(key)
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)


def _go_to(page: Any, element: Any, view: Any, point: int) -> None:
    """Arrow keys from the cursor to ``point``; each step says the point it reached."""
    path = []
    for _ in range(60):
        cursor = view.get_attribute("data-cursor")
        path.append(cursor)
        if cursor == str(point):
            return
        dx, dy = view.evaluate(_VECTOR, point)
        key = (("ArrowRight" if dx > 0 else "ArrowLeft") if abs(dx) > 8  # along the row first
               else ("ArrowDown" if dy > 0 else "ArrowUp"))
        before = len(_spoken(element))
        page.keyboard.press(key)
        page.wait_for_function("(e) => (e.nardiSpoken || []).length > " + str(before),
                               arg=element.element_handle(), timeout=10_000)
        now = view.get_attribute("data-cursor")
        label = view.locator(f"svg [data-point='{now}']").first.get_attribute("data-label")
        assert _spoken(element)[-1] == label and label
    raise AssertionError(f"the cursor did not reach point {point}: {path}")


@pytest.mark.parametrize("index, variant", [(0, "short"), (1, "long")])
def test_a_whole_game_against_the_computer_by_keyboard_alone(browser: Any, site_url: str,
                                                             index: int, variant: str) -> None:
    page = _open(browser, site_url)
    element = page.locator("[data-nardi-board]").nth(index)
    config = json.loads(element.get_attribute("data-nardi-board"))
    assert config["variant"] == variant and config["computer"]["color"] == "black"
    mirror = controller(config)
    view = element.locator(".nardi-board-view")
    assert view.get_attribute("role") == "application" and view.get_attribute("tabindex") == "0"
    assert view.get_attribute("aria-label")
    view.focus()  # the reader tabbed to the board; from here on, keys only
    replies = 0
    for _ in range(3000):
        if mirror.game.is_over:
            break
        action = next_action(mirror)
        serial = mirror.frames_serial
        if action["type"] == "click":
            _go_to(page, element, view, action["point"])
        act(mirror, action)
        count, said = _events(page), len(_spoken(element))
        if action["type"] == "click":
            _key(page, "Enter", count)
        elif action["type"] == "take":  # Tab from the board to the take button, Enter
            for _ in range(20):
                page.keyboard.press("Tab")
                if page.evaluate("document.activeElement.dataset.action") == "take":
                    break
            _key(page, "Enter", count)
        else:
            _key(page, {"roll": "r", "confirm": "c"}[action["type"]], count)
        new = _spoken(element)[said:]
        assert not mirror.error, mirror.message
        assert mirror.message in new, (mirror.message, new)
        if mirror.frames_serial != serial:  # the computer's reply, move by move
            replies += 1
            for message in mirror.frame_messages():
                assert message in new, (message, new)
        assert page.evaluate("document.activeElement.classList.contains('nardi-board-view')")
        assert element.locator(".nardi-message-text").text_content() == mirror.message
    assert mirror.game.is_over and replies >= 5
    assert "პარტია დასრულდა" in " ".join(_spoken(element)[-3:])
    page.context.close()


def test_escape_undo_position_notation_and_tab_order(browser: Any, site_url: str) -> None:
    page = _open(browser, site_url)
    element = page.locator("[data-nardi-board]").first
    mirror = controller(json.loads(element.get_attribute("data-nardi-board")))
    view = element.locator(".nardi-board-view")
    view.focus()
    # before the roll: C and U cannot act, and say so
    said = len(_spoken(element))
    page.keyboard.press("c")
    page.wait_for_function(f"(e) => e.nardiSpoken.length > {said}", arg=element.element_handle())
    assert _spoken(element)[-1].startswith("ეს მოქმედება ახლა შეუძლებელია: დადასტურება")
    # the opening roll, until the learner (white) is on roll with two dice to play
    for _ in range(20):
        if mirror.buttons()["roll"]:
            act(mirror, {"type": "roll"})
            _key(page, "r", _events(page))
        if mirror.turn is not None and not mirror.turn.is_complete:
            break
    assert mirror.turn is not None
    # P: the position in words, as the SVG's description says it
    said = len(_spoken(element))
    page.keyboard.press("p")
    page.wait_for_function(f"(e) => e.nardiSpoken.length > {said}", arg=element.element_handle())
    position = _spoken(element)[-1]
    assert position == view.locator("svg desc").text_content()
    assert "გასავლელი მანძილი" in position and "სვლის რიგი: თეთრი" in position
    # Enter picks a checker up, Escape puts it back
    src = next(p for p in range(25, 0, -1)
               if mirror.turn.current.player[p] and mirror.turn.destinations(p))
    _go_to(page, element, view, src)
    act(mirror, {"type": "click", "point": src})
    _key(page, "Enter", _events(page))
    assert mirror.message in _spoken(element)[-2:] and "არჩეულია" in mirror.message
    assert view.locator(f"svg [data-point='{src}']").first.get_attribute(
        "data-label").endswith("ეს ქვა აღებულია.")
    act(mirror, {"type": "click", "point": src})
    _key(page, "Escape", _events(page))
    assert _spoken(element)[-1] == mirror.message == "ქვის არჩევა გაუქმდა."
    # a move, then U takes it back
    dst = next(iter(mirror.turn.destinations(src)))
    for p in (src, dst):
        _go_to(page, element, view, p)
        act(mirror, {"type": "click", "point": p})
        _key(page, "Enter", _events(page))
    act(mirror, {"type": "undo"})
    _key(page, "u", _events(page))
    assert _spoken(element)[-1] == mirror.message and "გაუქმდა" in mirror.message
    # a whole play typed in notation: a wrong one is refused with its reason, a right one plays
    field = element.locator("input.nardi-play-input")
    field.focus()
    field.type("24/12")
    count = _events(page)
    act(mirror, {"type": "play", "text": "24/12"})
    page.keyboard.press("Enter")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert mirror.error and _spoken(element)[-1] == mirror.message
    assert "წესი" in mirror.message or "(" in mirror.message
    play = str(next(iter(mirror.turn.legal)))
    field.type(play)
    count = _events(page)
    act(mirror, {"type": "play", "text": play})
    page.keyboard.press("Enter")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert not mirror.error and mirror.message in _spoken(element)
    assert "(კომპიუტერმა)" in mirror.message
    # the Tab order: board, (dice,) buttons …, then the notation field and the large board
    view.focus()
    order = []
    for _ in range(25):
        page.keyboard.press("Tab")
        order.append(page.evaluate(
            "(() => { const a = document.activeElement; return a.dataset.action || "
            "a.className || a.tagName; })()"))
    assert order[0] == "roll" or order[0] == "undo" or order[0] == "double", order
    assert order.index("nardi-play-input") > order.index("record")  # after the buttons
    assert "nardi-large-toggle" in order
    page.context.close()


def test_focus_stays_on_the_board_after_a_button_and_lesson_keys(browser: Any,
                                                                 site_url: str) -> None:
    page = _open(browser, site_url, "03_moving")
    element = page.locator("[data-nardi-board]").first
    mirror = controller(json.loads(element.get_attribute("data-nardi-board")))
    # a button pressed with the keyboard keeps the focus in the board, never the page's top
    if mirror.buttons()["roll"]:
        button = element.locator("button[data-action='roll']")
        button.focus()
        act(mirror, {"type": "roll"})
        _key(page, "Enter", _events(page))
        active = page.evaluate("document.activeElement.closest('[data-nardi-board]') !== null")
        assert active
        assert _spoken(element)[-1] == mirror.message
    lesson = page.locator("[data-nardi-live-part='lesson']")
    if lesson.count():
        lesson = lesson.first
        view = lesson.locator(".nardi-board-view")
        assert view.get_attribute("role") == "application"
        view.focus()
        said = len(_spoken(lesson))
        page.keyboard.press("ArrowLeft")
        page.wait_for_function(f"(e) => (e.nardiSpoken || []).length > {said}",
                               arg=lesson.element_handle())
        assert "პუნქტი" in _spoken(lesson)[-1] or "ბარი" in _spoken(lesson)[-1]
        count = _events(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}",
                               timeout=60_000)
        assert lesson.evaluate("e => e.nardiSpoken.length") > said + 1
    page.context.close()


@pytest.mark.parametrize("width", [1366, 390])
def test_the_keys_shown_on_tabbing_in_hide_nothing_and_letters_work_on_a_georgian_layout(
        browser: Any, site_url: str, width: int) -> None:
    page = _open(browser, site_url)
    page.set_viewport_size({"width": width, "height": 900})
    element = page.locator("[data-nardi-board]").first
    view = element.locator(".nardi-board-view")
    help_text = element.locator(".nardi-keys-help")
    side = element.locator(".nardi-live-side")
    page.keyboard.press("Tab")  # the keyboard's focus (a click shows no keys)
    view.focus()
    shown, board, column = help_text.bounding_box(), view.bounding_box(), side.bounding_box()
    assert shown and board and column and shown["height"] > 40
    assert "?" in help_text.text_content()
    if column["y"] >= board["y"] + board["height"]:  # a phone: the keys between board and side
        assert shown["y"] + shown["height"] <= column["y"] + 1
    else:  # beside the side column: no wider than the board, over none of its buttons
        assert shown["x"] + shown["width"] <= board["x"] + board["width"] + 1
    # the first key hides them (the message and buttons are in sight); ? shows and says them
    page.keyboard.press("ArrowRight")
    assert help_text.bounding_box()["height"] <= 1
    said = len(_spoken(element))
    page.keyboard.press("?")
    page.wait_for_function(f"(e) => e.nardiSpoken.length > {said}", arg=element.element_handle())
    assert _spoken(element)[-1] == help_text.text_content()
    assert help_text.bounding_box()["height"] > 40
    # the Georgian layout: R's key gives რ, and it still rolls
    mirror = controller(json.loads(element.get_attribute("data-nardi-board")))
    act(mirror, {"type": "roll"})
    count = _events(page)
    view.evaluate("v => v.dispatchEvent(new KeyboardEvent('keydown', "
                  "{key: 'რ', code: 'KeyR', bubbles: true}))")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert element.locator(".nardi-message-text").text_content() == mirror.message
    assert help_text.bounding_box()["height"] <= 1
    page.context.close()
