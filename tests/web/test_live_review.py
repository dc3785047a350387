"""Issue 15 in the built book: a missed exercise comes back on the review page once the clock
has moved on, is answered there, and moves on in the queue; the progress page counts it.

Headless Debian Chromium with the network cut; the page's clock is Playwright's
(``page.clock``), so "a day later" is a setting, not a wait.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from browser import LIVE, READY_MS, answer, built_bank, new_context, offline, open_live

from nardi_teach.exercises import Exercise, kind_of

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
CHAPTER = "book/03_moving.html"




def _typed(page: Any, bank: dict[str, Any]) -> list[tuple[str, Exercise]]:
    """The page's exercises answered by typing that have a known wrong answer."""
    ids = page.eval_on_selector_all(".nardi-ex.is-live:has(.nardi-answer-text)",
                                    "els => els.map(e => e.dataset.exercise)")
    found = [(i, Exercise.from_dict(bank[i])) for i in ids]
    return [(i, ex) for i, ex in found if kind_of(ex).wrong_answers(ex)]


@pytest.fixture(scope="module")
def tab(browser: Any) -> Any:
    """One offline tab for the module's two stories (a fresh context costs a live page some
    2.6 CPU-s more than a page reused); each story starts from :func:`_cleared`."""
    context = new_context(browser)
    page = context.new_page()
    page.route("**/*", offline)
    yield page
    context.close()


def _cleared(page: Any, site_url: str) -> None:
    """Empty the book's storage in this tab, as on a first visit: the answers (localStorage)
    and the tab's own (sessionStorage) — from a file of the site that runs no script, so no
    page of the book writes to it on the way out."""
    page.goto(f"{site_url}/_static/nardi_store.js")
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    assert page.evaluate("localStorage.length + sessionStorage.length") == 0


@pytest.fixture(scope="module")
def journey(tab: Any, built_html: Path, site_url: str) -> dict[str, Any]:
    """Answer wrongly in chapter 3, open another's solution; the review page a minute later,
    then a day later; answer there; the progress page."""
    page = tab
    _cleared(page, site_url)
    errors: list[str] = []

    def noted(error: Any) -> None:
        errors.append(str(error))

    page.on("pageerror", noted)
    page.clock.install(time=T0)
    bank = built_bank(built_html)
    seen: dict[str, Any] = {"page": page, "errors": errors, "bank": bank}

    open_live(page, f"{site_url}/{CHAPTER}")
    (missed, ex), (opened, _) = _typed(page, bank)[:2]
    wrong = kind_of(ex).wrong_answers(ex)[0]
    seen["verdict"] = answer(page, page.locator(f".nardi-ex[data-exercise='{missed}']"), wrong)
    page.locator(f".nardi-ex[data-exercise='{opened}'] details.nardi-ex-solution summary").click()
    page.wait_for_function(
        f"(nardiStore.progress()['{opened}'] || {{}}).log")  # merged on read (nardi_store.js)
    seen["stored"] = json.loads(page.evaluate("nardiStore.text('nardi-progress')"))
    seen["missed"], seen["opened"], seen["exercise"] = missed, opened, ex

    page.clock.set_system_time(T0 + timedelta(minutes=2))
    open_live(page, f"{site_url}/book/review.html")
    seen["soon"] = page.inner_text("[data-nardi-live-part=review]")
    seen["soon_due"] = page.locator(".nardi-review-item").count()

    page.clock.set_system_time(T0 + timedelta(days=1, hours=1))
    open_live(page, f"{site_url}/book/review.html")
    seen["due_ids"] = page.eval_on_selector_all(
        ".nardi-review-item .nardi-ex.is-live", "els => els.map(e => e.dataset.exercise)")
    seen["head"] = page.inner_text(".nardi-review-head")
    box = page.locator(f".nardi-review-item[data-review-item='{missed}']")
    right = kind_of(ex).right_answers(ex)[0]
    seen["right_verdict"] = answer(page, box, right)
    page.wait_for_function(f"document.querySelector(\"[data-review-item='{missed}'] "
                           ".nardi-review-next\")", timeout=30_000)
    seen["next"] = box.locator(".nardi-review-next").inner_text()
    seen["upcoming"] = page.inner_text(".nardi-review-later")
    seen["head_after"] = page.inner_text(".nardi-review-head")

    page.reload(wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    seen["due_after_reload"] = page.eval_on_selector_all(
        ".nardi-review-item", "els => els.map(e => e.dataset.reviewItem)")

    open_live(page, f"{site_url}/book/progress.html")
    page.wait_for_selector("[data-nardi-live-part=progress][data-filled]")
    seen["row3"] = page.inner_text("[data-nardi-live-part=progress] tr[data-chapter='3']")
    seen["link3"] = page.get_attribute(
        "[data-nardi-live-part=progress] tr[data-chapter='3'] a", "href")
    seen["total3"] = sum(1 for e in bank.values() if e["chapter"] == 3)
    page.remove_listener("pageerror", noted)
    return seen


def test_answers_are_kept_with_their_time(journey: dict) -> None:
    entry = journey["stored"][journey["missed"]]
    assert entry["correct"] is False and entry["attempts"] == 1
    assert [(r["item"], r["correct"]) for r in entry["log"]] == [(journey["missed"], False)]
    assert entry["log"][0]["at"].startswith("2026-03-01T09:0")
    opened = journey["stored"][journey["opened"]]
    assert opened["log"][0]["shown_solution"] is True and opened["log"][0]["correct"] is False
    assert opened["attempts"] == 0  # opening the solution is a miss, not an attempt


def test_nothing_is_due_the_same_day(journey: dict) -> None:
    assert journey["soon_due"] == 0
    assert "ახლა გასამეორებელი არაფერია. შემდეგი სავარჯიშო ხვალ დაბრუნდება." in journey["soon"]


def test_a_day_later_the_missed_exercises_are_due(journey: dict) -> None:
    assert sorted(journey["due_ids"]) == sorted([journey["missed"], journey["opened"]])
    assert "ახლა გასამეორებელია 2 სავარჯიშო" in journey["head"]


def test_answered_right_it_moves_on_three_days(journey: dict) -> None:
    ex = journey["exercise"]
    assert journey["right_verdict"] == ex.check(kind_of(ex).right_answers(ex)[0], "ka").message
    assert journey["next"] == "ეს სავარჯიშო კვლავ 3 დღეში დაბრუნდება."
    assert "3 დღეში" in journey["upcoming"]
    assert "ახლა გასამეორებელია 1 სავარჯიშო" in journey["head_after"]
    assert journey["due_after_reload"] == [journey["opened"]]


def test_the_progress_page_counts_the_chapter(journey: dict) -> None:
    assert f"1 / {journey['total3']}" in journey["row3"]
    assert "სვლა და კამათლები" in journey["row3"]
    assert journey["link3"] == "03_moving.html"


def test_no_page_error(journey: dict) -> None:
    assert journey["errors"] == []


def test_unreadable_storage_is_said_and_left_alone(tab: Any, site_url: str) -> None:
    page = tab
    _cleared(page, site_url)
    page.goto(f"{site_url}/book/intro.html")
    page.evaluate("localStorage.setItem('nardi-progress', 'not json {')")
    open_live(page, f"{site_url}/book/review.html")
    assert "დაზიანებულია" in page.inner_text(".nardi-review-head")
    assert page.evaluate("localStorage.getItem('nardi-progress')") == "not json {"
    open_live(page, f"{site_url}/{CHAPTER}")  # an answer now: the old record is put aside first
    box = page.locator(".nardi-ex.is-live:has(.nardi-answer-text)").first
    answer(page, box, "24/1")
    page.wait_for_function("Object.keys(localStorage).some(k => k.startsWith("
                           "'nardi-progress.broken-'))")  # folded, the old value kept aside
    kept = page.evaluate("Object.keys(localStorage)"
                         ".filter(k => k.startsWith('nardi-progress.broken-'))"
                         ".map(k => localStorage.getItem(k))")
    assert kept == ["not json {"]
    fresh = json.loads(page.evaluate("localStorage.getItem('nardi-progress')"))
    assert [len(e["log"]) for e in fresh.values()] == [1]
