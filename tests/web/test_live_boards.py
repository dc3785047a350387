"""Boards and exercises of the built book as a reader meets them, in headless Chromium with the
network cut (issue 10): text sizes, a game board that keeps its orientation, the offered cube,
answers that survive a reload, hints and the printed chapter (the offline book:
test_offline_app.py).

The engine computes the plays from each board's own config, so the page must agree with it.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from browser import LIVE, READY_MS, new_context, offline, rewriting

VIEWPORT = {"width": 1280, "height": 720}  # Playwright's default, a fresh context's


@pytest.fixture(scope="module")
def tab(browser: Any) -> Any:
    """One offline tab the module's readers share (a live page in a fresh context costs some
    2.6 CPU-s more than in a page reused); :func:`_open` empties its storage before each."""
    context = new_context(browser)
    context.route("**/*", offline)
    page = context.new_page()
    yield page
    context.close()


def _open(tab: Any, url: str, viewport: dict[str, int] = VIEWPORT) -> Any:
    """``url`` live in the shared tab as on a first visit: the book's storage of the site
    emptied (from a file of it that runs no script, so no page writes to it on the way
    out), the screen's media and the given size."""
    page = tab
    page.goto(url.split("/book/")[0] + "/_static/nardi_store.js")
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    assert page.evaluate("localStorage.length + sessionStorage.length") == 0
    page.emulate_media(media="null")
    page.set_viewport_size(viewport)
    page.goto(url, wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    return page


def _board_updates(page: Any) -> int:
    return int(page.evaluate("window.nardiLive.timings.length"))


def _wait(page: Any, count: int) -> None:
    page.wait_for_function(f"window.nardiLive.timings.length >= {count}", timeout=30_000)


def test_every_board_text_is_at_least_12_px(tab: Any, site_url: str) -> None:
    """Side lines, point numbers, pip counts, captions, score: measured as rendered."""
    page = None  # one page reads the four chapters, each live before it is measured
    for chapter in ("03_moving", "06_bearing_off", "09_match", "10_optional"):
        url = f"{site_url}/book/{chapter}.html"
        if page is None:
            page = _open(tab, url, viewport={"width": 1366, "height": 900})
        else:
            page.goto(url, wait_until="load")
            page.wait_for_function(LIVE, timeout=READY_MS)
            assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
        sizes = page.evaluate("""() => [...document.querySelectorAll('svg.nardi-board text')]
            .filter(t => t.getBBox().width > 0)
            .map(t => parseFloat(getComputedStyle(t).fontSize) * t.getScreenCTM().a)""")
        assert len(sizes) > 20, chapter
        assert min(sizes) >= 12, (chapter, min(sizes))


def _press(page: Any, board: Any, action: str, dice: str | None = None) -> None:
    n = _board_updates(page)
    if dice is not None:
        board.locator(".nardi-dice-text").fill(dice)
        action = "set_dice"
    board.locator(f"button[data-action='{action}']").click()
    _wait(page, n + 1)


def _bottom(board: Any) -> str:
    """The description's first sentence: whose checkers are at the bottom (the numbering that
    follows it changes with the side on roll, issue 38)."""
    desc = board.locator("svg desc").text_content() or ""
    return desc.split(".")[0]


def test_a_game_board_keeps_white_at_the_bottom_and_draws_the_offered_cube(
        tab: Any, site_url: str) -> None:
    page = _open(tab, f"{site_url}/book/09_match.html")
    board = page.locator("[data-nardi-board]").first
    assert json.loads(board.get_attribute("data-nardi-board"))["mode"] == "game"
    start = _bottom(board)
    assert "თეთრი" in start
    assert board.locator("button[data-action='new_game']").is_disabled()  # mid-match: no
    _press(page, board, "roll", dice="5-3")  # white opens with 5-3
    for src, dst in ((8, 3), (6, 3)):
        for point in (src, dst):
            n = _board_updates(page)
            board.locator(f".nardi-board-view [data-point='{point}']").first.click()
            _wait(page, n + 1)
    _press(page, board, "confirm")
    assert _bottom(board) == start  # black on roll: the board has not turned
    cube = board.locator("svg g.cube")
    assert cube.text_content() == "64"
    _press(page, board, "double")  # black offers a double before rolling
    offered = board.locator("svg g.cube.offered")
    assert offered.count() == 1 and offered.text_content() == "2"
    assert board.locator("button[data-action='take']").is_enabled()
    _press(page, board, "take")
    _press(page, board, "roll", dice="6-1")
    assert _bottom(board) == start


def _exercise_with_text(page: Any) -> tuple[str, str]:
    """A typed-answer exercise on the page and a wrong answer to it."""
    from nardi_teach.exercises import Exercise, kind_of

    for exercise_id in page.eval_on_selector_all(
            ".nardi-ex.is-live:has(.nardi-answer-text)", "els => els.map(e => e.dataset.exercise)"):
        bank = page.evaluate("""async () => {
            const m = await (await fetch('../_pyodide/live.json')).json();
            return await (await fetch('../_pyodide/' + m.exercises)).json(); }""")
        ex = Exercise.from_dict(bank[exercise_id])
        wrong = kind_of(ex).wrong_answers(ex)
        if wrong:
            return exercise_id, wrong[0]
    raise AssertionError("no typed exercise on the page")


def test_dice_typed_in_the_box_are_rolled_by_enter_and_a_mistyped_roll_is_said(
        tab: Any, site_url: str) -> None:
    """A reader types "5-3" and presses Enter, as in any text box: the board rolls those
    dice; a play typed into the dice box by mistake is refused with how to write a roll."""
    page = _open(tab, f"{site_url}/book/09_match.html")
    board = page.locator("[data-nardi-board]").first
    box = board.locator(".nardi-dice-text")
    n = _board_updates(page)
    box.fill("24/18")
    box.press("Enter")
    _wait(page, n + 1)
    message = board.locator(".nardi-message-text").text_content() or ""
    assert message.startswith("⚠") and "24/18" in message and "6-5" in message, message
    n = _board_updates(page)
    box.fill("5-3")
    box.press("Enter")
    _wait(page, n + 1)
    message = board.locator(".nardi-message-text").text_content() or ""
    assert "5-3" in message and not message.startswith("⚠"), message
    assert board.locator("button[data-action='confirm']").count() == 1


def test_answers_survive_a_reload_and_hints_open(tab: Any, site_url: str) -> None:
    page = _open(tab, f"{site_url}/book/03_moving.html")
    exercise_id, answer = _exercise_with_text(page)
    box = page.locator(f".nardi-ex[data-exercise='{exercise_id}']")
    assert box.locator(".nardi-answer-text").get_attribute("placeholder")  # the format, shown
    box.locator(".nardi-answer-text").fill(answer)
    n = _board_updates(page)
    box.locator(".nardi-live-answer button[type=submit]").click()
    _wait(page, n + 1)
    verdict = box.locator(".nardi-check-result").text_content()
    assert verdict
    page.reload(wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    box = page.locator(f".nardi-ex[data-exercise='{exercise_id}']")
    assert box.locator(".nardi-answer-text").input_value() == answer
    assert box.locator(".nardi-check-result").text_content() == verdict
    hint = page.locator(".nardi-ex-hint").first
    assert hint.count() == 1
    assert not hint.locator("p").is_visible()
    hint.locator("summary").click()
    assert hint.locator("p").is_visible() and hint.locator("p").text_content()


def test_a_printed_chapter_has_no_controls_and_ends_with_the_answer_key(
        tab: Any, site_url: str) -> None:
    page = _open(tab, f"{site_url}/book/03_moving.html")
    page.emulate_media(media="print")
    visible = page.evaluate("""() => [...document.querySelectorAll(
            '.nardi-live-board button, .nardi-live-board input, .nardi-ex button, ' +
            '.nardi-ex input, .nardi-ex details, .nardi-ex summary')]
        .filter(e => e.getClientRects().length > 0).length""")
    assert visible == 0
    key = page.locator(".nardi-key")
    assert key.is_visible()
    items = key.locator(".nardi-key-item")
    assert items.count() == page.locator(".nardi-ex").count() > 0
    assert page.locator(".nardi-ex .nardi-answer-space").first.is_visible()
    assert page.locator("svg.nardi-board").first.is_visible()  # the boards stay
    page.emulate_media(media="screen")
    assert not key.is_visible()  # on screen the answers stay behind "solution"


def test_a_board_python_refuses_says_why_in_place_and_the_rest_stays_live(
        browser: Any, site_url: str) -> None:
    """One broken board (its config garbled): its own message area says so, the exercises on
    the page still come alive and answer."""
    import html as html_lib
    import re

    context = new_context(browser)
    context.route("**/*", offline)

    def garble(body: str) -> str:
        bad = html_lib.escape(json.dumps({"v": 1, "mode": "no-such-mode"}), quote=True)
        return re.sub(r'data-nardi-board="[^"]*"', f'data-nardi-board="{bad}"', body, count=1)

    context.route("**/book/03_moving.html", rewriting(garble))
    page = context.new_page()
    page.goto(f"{site_url}/book/03_moving.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    board = page.locator("[data-nardi-board]").first
    message = board.locator(".nardi-message-text")
    assert "is-error" in (message.get_attribute("class") or "")
    assert re.search(r"[\u10a0-\u10ff]", message.text_content() or "")  # said in Georgian
    assert page.locator(".nardi-ex.is-live").count() == page.locator(".nardi-ex").count() > 0
    context.close()


def test_exercise_titles_stay_readable_in_dark_mode(tab: Any, site_url: str) -> None:
    page = _open(tab, f"{site_url}/book/03_moving.html")
    page.evaluate("document.documentElement.dataset.theme = 'dark'")
    contrast = page.evaluate("""() => {
        const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
        const lum = (c) => { const v = rgb(c).map(x => { x /= 255;
            return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; });
            return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; };
        const box = document.querySelector('.nardi-ex');
        const a = lum(getComputedStyle(box.querySelector('h4')).color);
        const b = lum(getComputedStyle(box).backgroundColor);
        return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05); }""")
    assert contrast >= 4.5
