"""Issue 23, point 1: every board plays by keyboard alone, every event spoken.

In headless Chromium with the network cut: Escape, U, P (the position in words), the play
typed in notation, focus kept on the board after a button, lesson keys, and the Tab order.
The whole games by keyboard alone are in ``test_a11y_keyboard_short_game.py`` and
``test_a11y_keyboard_long_game.py`` (one file each, so parallel workers take them apart).
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from keyboard_play import events, go_to, key, open_page, spoken

from nardi_teach.controllers.config import act, controller


def test_escape_undo_position_notation_and_tab_order(browser: Any, site_url: str) -> None:
    page = open_page(browser, site_url)
    element = page.locator("[data-nardi-board]").first
    mirror = controller(json.loads(element.get_attribute("data-nardi-board")))
    view = element.locator(".nardi-board-view")
    view.focus()
    # before the roll: C and U cannot act, and say so
    said = len(spoken(element))
    page.keyboard.press("c")
    page.wait_for_function(f"(e) => e.nardiSpoken.length > {said}", arg=element.element_handle())
    assert spoken(element)[-1].startswith("ეს მოქმედება ახლა შეუძლებელია: დადასტურება")
    # the opening roll, until the learner (white) is on roll with two dice to play
    for _ in range(20):
        if mirror.buttons()["roll"]:
            act(mirror, {"type": "roll"})
            key(page, "r", events(page))
        if mirror.turn is not None and not mirror.turn.is_complete:
            break
    assert mirror.turn is not None
    # P: the position in words, as the SVG's description says it
    said = len(spoken(element))
    page.keyboard.press("p")
    page.wait_for_function(f"(e) => e.nardiSpoken.length > {said}", arg=element.element_handle())
    position = spoken(element)[-1]
    assert position == view.locator("svg desc").text_content()
    assert "გასავლელი მანძილი" in position and "სვლის რიგი: თეთრი" in position
    # Enter picks a checker up, Escape puts it back
    src = next(p for p in range(25, 0, -1)
               if mirror.turn.current.player[p] and mirror.turn.destinations(p))
    go_to(page, element, view, src)
    act(mirror, {"type": "click", "point": src})
    key(page, "Enter", events(page))
    assert mirror.message in spoken(element)[-2:] and "არჩეულია" in mirror.message
    assert view.locator(f"svg [data-point='{src}']").first.get_attribute(
        "data-label").endswith("ეს ქვა აღებულია.")
    act(mirror, {"type": "click", "point": src})
    key(page, "Escape", events(page))
    assert spoken(element)[-1] == mirror.message == "ქვის არჩევა გაუქმდა."
    # a move, then U takes it back
    dst = next(iter(mirror.turn.destinations(src)))
    for p in (src, dst):
        go_to(page, element, view, p)
        act(mirror, {"type": "click", "point": p})
        key(page, "Enter", events(page))
    act(mirror, {"type": "undo"})
    key(page, "u", events(page))
    assert spoken(element)[-1] == mirror.message and "გაუქმდა" in mirror.message
    # a whole play typed in notation: a wrong one is refused with its reason, a right one plays
    field = element.locator("input.nardi-play-input")
    field.focus()
    field.type("24/12")
    count = events(page)
    act(mirror, {"type": "play", "text": "24/12"})
    page.keyboard.press("Enter")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert mirror.error and spoken(element)[-1] == mirror.message
    assert "წესი" in mirror.message or "(" in mirror.message
    play = str(next(iter(mirror.turn.legal)))
    field.type(play)
    count = events(page)
    act(mirror, {"type": "play", "text": play})
    page.keyboard.press("Enter")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert not mirror.error and mirror.message in spoken(element)
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
    page = open_page(browser, site_url, "03_moving")
    element = page.locator("[data-nardi-board]").first
    mirror = controller(json.loads(element.get_attribute("data-nardi-board")))
    # a button pressed with the keyboard keeps the focus in the board, never the page's top
    if mirror.buttons()["roll"]:
        button = element.locator("button[data-action='roll']")
        button.focus()
        act(mirror, {"type": "roll"})
        key(page, "Enter", events(page))
        active = page.evaluate("document.activeElement.closest('[data-nardi-board]') !== null")
        assert active
        assert spoken(element)[-1] == mirror.message
    lesson = page.locator("[data-nardi-live-part='lesson']")
    if lesson.count():
        lesson = lesson.first
        view = lesson.locator(".nardi-board-view")
        assert view.get_attribute("role") == "application"
        view.focus()
        said = len(spoken(lesson))
        page.keyboard.press("ArrowLeft")
        page.wait_for_function(f"(e) => (e.nardiSpoken || []).length > {said}",
                               arg=lesson.element_handle())
        assert "პუნქტი" in spoken(lesson)[-1] or "ბარი" in spoken(lesson)[-1]
        count = events(page)
        page.keyboard.press("Enter")
        page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}",
                               timeout=60_000)
        assert lesson.evaluate("e => e.nardiSpoken.length") > said + 1
    page.context.close()


@pytest.mark.parametrize("width", [1366, 390])
def test_the_keys_shown_on_tabbing_in_hide_nothing_and_letters_work_on_a_georgian_layout(
        browser: Any, site_url: str, width: int) -> None:
    page = open_page(browser, site_url)
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
    said = len(spoken(element))
    page.keyboard.press("?")
    page.wait_for_function(f"(e) => e.nardiSpoken.length > {said}", arg=element.element_handle())
    assert spoken(element)[-1] == help_text.text_content()
    assert help_text.bounding_box()["height"] > 40
    # the Georgian layout: R's key gives რ, and it still rolls
    mirror = controller(json.loads(element.get_attribute("data-nardi-board")))
    act(mirror, {"type": "roll"})
    count = events(page)
    view.evaluate("v => v.dispatchEvent(new KeyboardEvent('keydown', "
                  "{key: 'რ', code: 'KeyR', bubbles: true}))")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert element.locator(".nardi-message-text").text_content() == mirror.message
    assert help_text.bounding_box()["height"] <= 1
    page.context.close()
