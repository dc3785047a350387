"""A guided lesson in the built book as a learner meets it (issue 15), in headless Chromium with
the network cut: chapter 3's lesson, one wrong try (a legal play that is not the step's, made by
clicking checkers), the right play, the whole lesson to its stars; after a reload the intro
page's lesson map shows them (from this browser's storage)."""

from __future__ import annotations

import json
from typing import Any

from browser import LIVE, READY_MS, new_context, offline


def _updates(page: Any) -> int:
    return int(page.evaluate("window.nardiLive.timings.length"))


def _act(page: Any, target: Any) -> None:
    """Click ``target`` and wait for Python's answer to be drawn."""
    n = _updates(page)
    target.click()
    page.wait_for_function(f"window.nardiLive.timings.length > {n}", timeout=30_000)


def _play(page: Any, lesson: Any, *points: int) -> None:
    for point in points:
        _act(page, lesson.locator(f".nardi-board-view g[data-point='{point}']").first)
    _act(page, lesson.locator("button[data-action='confirm']"))


def test_a_lesson_step_with_a_wrong_and_a_right_try_then_stars_on_the_map(
        browser: Any, site_url: str) -> None:
    context = new_context(browser, viewport={"width": 1366, "height": 900})
    context.route("**/*", offline)
    page = context.new_page()
    page.goto(f"{site_url}/book/03_moving.html", wait_until="load")
    lesson = page.locator("[data-nardi-live-part='lesson']")
    # before Python: the first step is there to read
    assert "ნაბიჯი 1 / 3" in lesson.locator(".nardi-lesson-counter").inner_text()
    assert lesson.locator("svg").count() == 1
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    assert "is-live" in (lesson.get_attribute("class") or "")
    assert lesson.get_attribute("data-step") == "1"

    # a wrong try: 13/9 10/8 is legal, but the step asks for one checker to play both dice
    _play(page, lesson, 13, 9, 10, 8)
    verdict = lesson.locator(".nardi-lesson-verdict").inner_text()
    assert "დასაშვები სვლაა, მაგრამ ეს ნაბიჯი სხვას ითხოვს" in verdict
    assert lesson.get_attribute("data-tone") == "other_legal"
    assert lesson.get_attribute("data-step") == "1"
    assert "შეცდომა: 1" in lesson.locator(".nardi-lesson-tally").inner_text()
    # the board is back at the step's start: both checkers where they stood
    board = lesson.locator(".nardi-board-view")
    assert board.locator("g[data-point='13'] circle.checker").count() == 1
    assert board.locator("g[data-point='10'] circle.checker").count() == 1

    # the right try, then the next step
    _play(page, lesson, 13, 7)
    assert lesson.get_attribute("data-tone") == "right"
    assert lesson.locator(".nardi-lesson-verdict").inner_text().startswith("✔ სწორია: 13/7.")
    _act(page, lesson.locator("button[data-action='next']"))
    assert lesson.get_attribute("data-step") == "2"
    assert "ნაბიჯი 2 / 3" in lesson.locator(".nardi-lesson-counter").inner_text()

    # the rest of the lesson: 6-6, then the higher die
    _play(page, lesson, 24, 18, 24, 18, 13, 7, 13, 7)
    assert lesson.get_attribute("data-tone") == "right"
    _act(page, lesson.locator("button[data-action='next']"))
    _play(page, lesson, 13, 7)
    assert lesson.get_attribute("data-finished") == "1"
    done = lesson.locator(".nardi-lesson-done").inner_text()
    assert "★★☆" in done  # one mistake
    saved = json.loads(page.evaluate("nardiStore.text('nardi-lessons')"))  # merged on read
    assert saved["3"]["stars"] == 2 and saved["3"]["at"].endswith("Z")

    # the intro page's map, after a reload: chapter 3 has its stars, the others not
    page.goto(f"{site_url}/book/intro.html", wait_until="load")
    page.reload(wait_until="load")
    entry = page.locator(".nardi-lesson-map [data-chapter='3']")
    page.wait_for_function(
        "document.querySelector(\".nardi-lesson-map [data-chapter='3'] .nardi-lesson-stars\")"
        ".textContent === '★★☆'", timeout=30_000)
    assert "ვარსკვლავი" in (entry.locator(".nardi-lesson-stars").get_attribute("aria-label") or "")
    assert entry.locator("a").get_attribute("href").endswith("03_moving.html#ch03-lesson")
    other = page.locator(".nardi-lesson-map [data-chapter='2'] .nardi-lesson-stars")
    assert other.inner_text() == "ჯერ არ დაწყებულა"
    # the map's link leads to the lesson section
    _ = entry.locator("a").click()
    page.wait_for_url("**/03_moving.html#ch03-lesson")
    assert page.locator("#ch03-lesson").count() == 1
    context.close()


def test_a_worse_result_keeps_the_best_stars(browser: Any, site_url: str) -> None:
    context = new_context(browser)
    context.route("**/*", offline)
    page = context.new_page()
    page.goto(f"{site_url}/book/intro.html", wait_until="load")
    page.evaluate("localStorage.setItem('nardi-lessons', JSON.stringify("
                  "{'6': {stars: 3, at: '2026-01-01T00:00:00.000Z'}, '5': 'broken'}))")
    page.reload(wait_until="load")
    page.wait_for_function(
        "document.querySelector(\".nardi-lesson-map [data-chapter='6'] .nardi-lesson-stars\")"
        ".textContent === '★★★'", timeout=30_000)
    assert page.locator(".nardi-lesson-map [data-chapter='5'] .nardi-lesson-stars"
                        ).inner_text() == "ჯერ არ დაწყებულა"
    context.close()
