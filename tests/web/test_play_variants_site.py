"""Issue 21, point 4, in the built book: ``book/play.html`` offers every game against the
computer from a list, and its gul-bara board plays a whole game to the end by the page's
own controls, in headless Chromium with the network cut — announcing the extra roll (V65)
and the moves passed to the opponent (V66) in the board's message."""

from __future__ import annotations

import json
from typing import Any

import pytest
from browser import (
    LIVE,
    READY_MS,
    click_and_wait,
    new_context,
    next_action,
    offline,
    seeding,
    shown,
)

from nardi_teach.controllers.config import act, live_controller
from nardi_teach.controllers.variants import GAME_NAMES, game_variant
from nardi_teach.i18n import has_message

SEED = 1
"""A seed whose game shows both an extra roll and passed moves (checked in Python)."""


def _page(browser: Any, site_url: str, width: int) -> tuple[Any, Any]:
    context = new_context(browser, viewport={"width": width, "height": 900},
                                  reduced_motion="reduce")
    context.route("**/*", offline)
    context.route("**/book/play.html", seeding(SEED))
    page = context.new_page()
    page.goto(f"{site_url}/book/play.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    return context, page


@pytest.mark.parametrize("lang", ["ka", "en"])
def test_every_game_has_its_name_in_the_catalogue(lang: str) -> None:
    """What made the switch below fail on the merged page: six games of the short family had
    lost their ``variant.name.*`` messages between two branches, so the list and the message
    showed the registry's bare name ("თამაში: plakoto")."""
    for name in GAME_NAMES:
        assert has_message(f"variant.name.{name}", lang), name
    for name in GAME_NAMES:  # Georgian never falls back to the Latin registry name
        assert game_variant(name).label("ka") != name, name


def test_the_play_page_lists_every_game_and_switches_to_the_one_chosen(
        browser: Any, site_url: str) -> None:
    context, page = _page(browser, site_url, 390)
    element = page.locator("[data-nardi-board]").first
    select = element.locator("select[data-choice='variant']")
    values = select.locator("option").evaluate_all("(os) => os.map((o) => o.value)")
    assert values == list(GAME_NAMES)
    labels = select.locator("option").evaluate_all("(os) => os.map((o) => o.textContent)")
    assert not set(labels) & set(GAME_NAMES)  # each game by its Georgian name
    count = int(page.evaluate("window.nardiLive.timings.length"))
    select.select_option("plakoto")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert "თამაში: პლაკოტო" in element.locator(".nardi-message-text").text_content()
    assert element.locator("select[data-choice='variant']").input_value() == "plakoto"
    context.close()


def test_a_gul_bara_game_against_the_computer_is_played_to_the_end(browser: Any,
                                                                   site_url: str) -> None:
    context, page = _page(browser, site_url, 1366)
    element = page.locator("[data-nardi-board]").nth(2)
    config = json.loads(element.get_attribute("data-nardi-board"))
    assert config["variant"] == "gul_bara" and config["seed"] == SEED
    mirror = live_controller(config)  # built as the page builds it
    board = element.element_handle()
    said: set[str] = set()
    for _ in range(2000):
        if mirror.game.is_over:
            break
        action = next_action(mirror)
        act(mirror, action)
        click_and_wait(page, element, action)
        now = shown(board)  # the message and the rule beside it (#38), one round trip
        assert now["message"] == mirror.message and not mirror.error, now["message"]
        rules = (now["rule"] or "").split(", ")
        said |= {rule for rule in ("V65", "V66") if rule in rules}
    assert mirror.game.is_over
    assert said == {"V65", "V66"}
    assert "პარტია დასრულდა" in element.locator(".nardi-message-text").text_content()
    context.close()


def test_the_raise_cube_is_a_table_option_on_the_play_page(browser: Any, site_url: str) -> None:
    """Issue 41: „კუბი“ picks the raise cube for the game against the computer (V68); the
    message says so and the board's description names the cube as the game does."""
    context, page = _page(browser, site_url, 1366)
    element = page.locator("[data-nardi-board]").first
    cube = element.locator("select[data-choice='cube']")
    assert cube.locator("option").evaluate_all("(os) => os.map((o) => o.value)") == [
        "doubling", "raise"]
    count = int(page.evaluate("window.nardiLive.timings.length"))
    cube.select_option("raise")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert "კუბი: აწევის კუბი" in element.locator(".nardi-message-text").text_content()
    assert "აწევის კუბი შუაშია" in element.locator(".nardi-board-view svg desc").text_content()
    assert element.locator("select[data-choice='cube']").input_value() == "raise"
    context.close()
