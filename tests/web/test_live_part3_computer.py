"""Issue 41 point 3 in the built book: a Part III game board is played against the computer
at the level the reader picks in its selects, as on play.html — one board of each family
(short: hypergammon, ch. 20; plakoto: the mother ending, ch. 21; long: sport, ch. 19), in
headless Chromium with the network cut.

The page and its mirror in Python (``controllers.config.controller`` on the page's own config)
take the same steps; the page must show the mirror's message after each, and the computer must
have answered with a play of its own."""

from __future__ import annotations

import json
from typing import Any

import pytest
from browser import LIVE, READY_MS, click_and_wait, new_context, next_action, offline, seeding

from nardi_teach.controllers.config import act, live_controller
from nardi_teach.games.actions import WholePlay

BOARDS = [("32_short_family", "hypergammon", "black"), ("33_plakoto", "plakoto", "white"),
          ("31_family", "sport", "black")]
"""Page, game, the computer's colour (in the mother ending White is on roll: the computer
plays it, so that it answers before the ending can be over)."""
SAID = {"black": ("შავებით", "შავმა (კომპიუტერმა)"), "white": ("თეთრებით", "თეთრმა (კომპიუტერმა)")}


def computer_played(mirror: Any) -> bool:
    game = mirror.game
    return any(isinstance(action, WholePlay) and state.actor is mirror.computer_side
               for action, state in zip(game.history, game.states(), strict=False))


@pytest.mark.parametrize(("page_name", "variant", "colour"), BOARDS)
def test_a_part3_game_board_plays_against_the_computer_at_the_level_picked(
        browser: Any, site_url: str, page_name: str, variant: str, colour: str) -> None:
    context = new_context(browser, viewport={"width": 1366, "height": 900},
                                  reduced_motion="reduce")
    context.route("**/*", offline)
    context.route(f"**/book/{page_name}.html", seeding(7))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}/book/{page_name}.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    element = page.locator(".nardi-live-board:has(select[data-choice='color'])").first
    config = json.loads(element.get_attribute("data-nardi-board"))
    assert config["mode"] == "game" and config["variant"] == variant
    assert config["computer"]["color"] == "none"  # two players until the reader picks
    assert element.locator("input.nardi-dice-text").count() == 1
    element.scroll_into_view_if_needed()
    mirror = live_controller(config)  # built as the page builds it
    # the reader picks the computer's level, then its colour: each a new game, as on play.html
    for name, value in (("level", "beginner"), ("color", colour)):
        count = int(page.evaluate("window.nardiLive.timings.length"))
        element.locator(f"select[data-choice='{name}']").select_option(value)
        page.wait_for_function(f"window.nardiLive.timings.length > {count}", timeout=60_000)
        message = {"type": "computer", **{
            s.get_attribute("data-choice"): s.input_value()
            for s in element.locator("select[data-choice]").all()}}
        act(mirror, message)
    assert mirror.computer is not None and mirror.computer.level == "beginner"
    text = element.locator(".nardi-message-text")
    assert text.text_content() == mirror.message
    assert f"კომპიუტერი {SAID[colour][0]} თამაშობს (დონე: დამწყები)" in mirror.message
    assert element.locator("input.nardi-dice-text").count() == 0  # its dice are rolled
    for _ in range(200):
        if computer_played(mirror) or mirror.game.is_over:
            break
        action = next_action(mirror)
        act(mirror, action)
        click_and_wait(page, element, action)
        assert text.text_content() == mirror.message and not mirror.error, mirror.message
    assert computer_played(mirror), mirror.message
    assert SAID[colour][1] in text.text_content()
    if page_name == "33_plakoto":
        element.screenshot(path="/tmp/nardi_part3_computer_1366.png")
    assert errors == []
    context.close()
