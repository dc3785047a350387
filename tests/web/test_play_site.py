"""Issue 15 in the built book: a short game against the computer played to the end by clicks
on ``book/play.html``, in headless Chromium with the network cut.

The page's board is unseeded (every reader gets fresh dice); the test serves the page with a
seed in the first board's config, mirrors the board in Python from that config and, each
turn, makes the first legal move the engine offers, by the page's own controls.
"""

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

from nardi_teach.controllers.config import act, controller, live_controller

SEED = 8  # a whole game of 90 events, with a double and a take (seed 11: 146)


@pytest.fixture(scope="module")
def tab(browser: Any) -> Any:
    """One offline tab the module's games share (a live page in a fresh context costs some
    2.6 CPU-s more than in a page reused); each opens the page with :func:`_play`."""
    context = new_context(browser, accept_downloads=True)
    context.route("**/*", offline)
    page = context.new_page()
    yield page
    context.close()


def _play(tab: Any, site_url: str, viewport: dict[str, int], *, seeded: bool,
          reduced_motion: str = "no-preference") -> Any:
    """``book/play.html`` live in the shared tab as on a first visit: the book's storage of the
    site emptied (from a file of it that runs no script, so no page writes to it on the way
    out), the given size and motion, its first board seeded with ``SEED`` or not."""
    page = tab
    page.goto(f"{site_url}/_static/nardi_store.js")
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    assert page.evaluate("localStorage.length + sessionStorage.length") == 0
    page.set_viewport_size(viewport)
    page.emulate_media(reduced_motion=reduced_motion)
    page.unroute("**/book/play.html")
    if seeded:
        page.route("**/book/play.html", seeding(SEED, 1))
    page.goto(f"{site_url}/book/play.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    return page




def test_a_short_game_against_the_computer_is_played_to_the_end(tab: Any,
                                                                  site_url: str) -> None:
    # with reduced motion the computer's play is not shown step by step: the present board
    # comes at once (and the whole game stays quick to play)
    page = _play(tab, site_url, {"width": 1366, "height": 900}, seeded=True,
                 reduced_motion="reduce")
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    element = page.locator("[data-nardi-board]").first
    config = json.loads(element.get_attribute("data-nardi-board"))
    assert config["seed"] == SEED and config["computer"]["color"] == "black"
    mirror = live_controller(config)  # built as the page builds it
    board = element.element_handle()
    computer_ms: list[float] = []  # page events in which the computer answered
    for _ in range(2000):
        if mirror.game.is_over:
            break
        action = next_action(mirror)
        act(mirror, action)
        click_and_wait(page, element, action)
        now = shown(board)  # message, data-playing and arrows in one round trip
        assert now["playing"] is None
        assert now["message"] == ("⚠ " if mirror.error else "") + mirror.message
        assert not mirror.error, mirror.message
        arrows = mirror._shown_arrows()
        assert now["arrows"] == len(arrows)
        if "(კომპიუტერმა)" in mirror.message and action["type"] in ("confirm", "roll"):
            computer_ms.append(page.evaluate("window.nardiLive.timings.at(-1).ms"))
    assert mirror.game.is_over
    computer_ms.sort()
    print(f"\nbrowser: {len(computer_ms)} events with a computer turn, median "
          f"{computer_ms[len(computer_ms) // 2]:.0f} ms, max {computer_ms[-1]:.0f} ms")
    message = element.locator(".nardi-message-text").text_content()
    assert "პარტია დასრულდა" in message or "უარი" in message
    assert "(კომპიუტერმა)" in mirror.record_text() or "შავი" in mirror.record_text()
    assert element.locator("button[data-action='new_game']").is_enabled()
    element.locator("button[data-action='record']").click()
    page.wait_for_function(
        "document.querySelector('[data-nardi-board] .nardi-message-text')"
        ".textContent.includes('Match ID')", timeout=60_000)


def test_the_learner_picks_colour_and_level_with_the_selects(tab: Any,
                                                             site_url: str) -> None:
    page = _play(tab, site_url, {"width": 390, "height": 900}, seeded=False)
    element = page.locator("[data-nardi-board]").first
    count = int(page.evaluate("window.nardiLive.timings.length"))
    element.locator("select[data-choice='color']").select_option("white")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    message = element.locator(".nardi-message-text").text_content()
    assert message.startswith("კომპიუტერი თეთრებით თამაშობს (დონე: კლუბის), თქვენ — შავებით.")
    assert "შავი" in (element.locator("svg desc").text_content() or "").split(";")[0]
    assert element.locator("select[data-choice='color']").input_value() == "white"
    count += 1
    element.locator("select[data-choice='level']").select_option("strong")
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    assert "(დონე: ძლიერი)" in element.locator(".nardi-message-text").text_content()
    count += 1
    element.locator("button[data-action='roll']").click()  # the opening roll
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)
    # if the computer won the opening, its play is shown move by move first: wait for the end
    element.wait_for(state="attached")
    page.wait_for_function(
        "!document.querySelector('[data-nardi-board]').dataset.playing", timeout=60_000)
    assert "საწყისი სროლა" in element.locator(".nardi-message-text").text_content()


_WATCH = """(el) => {
  window.seen = { boards: 0, messages: [] };
  if (window.watching) return;
  window.watching = true;
  const view = el.querySelector('.nardi-board-view');
  const text = el.querySelector('.nardi-message-text');
  let last = view.innerHTML;
  new MutationObserver(() => {
    if (view.innerHTML !== last) { last = view.innerHTML; window.seen.boards += 1; }
  }).observe(view, { childList: true });
  new MutationObserver(() => window.seen.messages.push(text.textContent))
    .observe(text, { childList: true, characterData: true, subtree: true });
}"""


def _press(page: Any, element: Any, mirror: Any, action: dict[str, Any]) -> None:
    """One learner action on the page (and on the mirror); waits for Python's answer."""
    act(mirror, action)
    click_and_wait(page, element, action)


def _settled(page: Any) -> None:
    page.wait_for_function(
        "!document.querySelector('[data-nardi-board]').dataset.playing", timeout=60_000)


def test_the_computers_play_step_by_step_the_replay_and_the_download(
        tab: Any, site_url: str) -> None:
    page = _play(tab, site_url, {"width": 1366, "height": 900}, seeded=True)
    element = page.locator("[data-nardi-board]").first
    mirror = controller(json.loads(element.get_attribute("data-nardi-board")))
    text = element.locator(".nardi-message-text")
    # play until the computer answers with a play of two checker moves or more
    for _ in range(400):
        action = next_action(mirror)
        serial = mirror.frames_serial
        page.evaluate(_WATCH, element.element_handle())
        _press(page, element, mirror, action)
        if mirror.frames_serial != serial and len(mirror.frames) >= 3:
            break
        _settled(page)
    else:
        raise AssertionError("the computer never played two checker moves")
    _settled(page)
    seen = page.evaluate("window.seen")
    # the roll, then the board after each move: the board changed once per picture at least
    assert seen["boards"] >= len(mirror.frames) >= 3
    for message in mirror.frame_messages():  # each move named, "(სვლა 1 / 2)" …
        assert message in seen["messages"]
    assert "(სვლა 1 / " in " ".join(seen["messages"])
    assert seen["messages"][-1] == mirror.message == text.text_content()
    present = element.locator(".nardi-board-view").inner_html()
    assert element.locator("svg g.arrow").count() == len(mirror._shown_arrows())

    # "show again"; a click on the board during the showing ends it and does not count
    count = int(page.evaluate("window.nardiLive.timings.length"))
    _press(page, element, mirror, {"type": "show_again"})
    page.wait_for_function(
        "document.querySelector('[data-nardi-board]').dataset.playing === '1'", timeout=10_000)
    count += 1
    element.locator(".nardi-board-view [data-point='6']").first.click()
    _settled(page)
    assert text.text_content() == mirror.frame_note() + "\n" + mirror.message
    assert element.locator(".nardi-board-view").inner_html() == present
    page.wait_for_timeout(300)
    assert int(page.evaluate("window.nardiLive.timings.length")) == count  # not sent

    # the replay: from the first position through every line of the record, and back
    steps = mirror.replay_steps()
    _press(page, element, mirror, {"type": "replay"})
    assert text.text_content() == mirror.message and mirror.message.startswith(steps[0].text)
    assert element.locator("button[data-action='replay_back']").is_disabled()
    assert element.locator("button[data-action='roll']").count() == 0
    boards = {element.locator(".nardi-board-view").inner_html()}
    for k in range(1, len(steps)):
        _press(page, element, mirror, {"type": "replay_forward"})
        assert text.text_content().startswith(steps[k].text)
        boards.add(element.locator(".nardi-board-view").inner_html())
    assert len(boards) == len(steps)
    assert element.locator("button[data-action='replay_forward']").is_disabled()
    assert element.locator("button[data-action='replay_start']").get_attribute(
        "aria-label") == "პარტიის დასაწყისი"
    _press(page, element, mirror, {"type": "replay_exit"})
    assert element.locator(".nardi-board-view").inner_html() == present
    assert text.text_content() == mirror.message

    # the record saved as a .txt file
    with page.expect_download() as download:
        element.locator("button[data-action='save']").click()
    file = download.value
    assert file.suggested_filename.startswith("nardi-short-")
    assert file.suggested_filename.endswith(".txt")
    saved = open(file.path(), encoding="utf-8").read()
    assert saved == mirror.record_text() + "\n"
    assert "Match ID: " in saved and saved.startswith("პარტიის ჩანაწერი\n1. ")
