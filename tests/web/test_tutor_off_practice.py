"""Issue 39, point 3, in the built book: a game against the computer with the tutor switched
off still turns the learner's bad plays into practice.  On ``book/play.html`` (headless
Chromium, the network cut) the learner switches the tutor off, plays a few good plays, then a
play the engine calls bad or very bad (found by the engine, not by hand); no verdict is shown,
yet once the page is idle the play is in this browser's review queue and the next day the
review page asks for a better play.  Screenshots of the review page at 1366 and 390 px go to
``NARDI_SHOTS`` when that names a folder."""

from __future__ import annotations

import json
import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from browser import LIVE, READY_MS, new_context, offline, open_live, press, seeding, type_play

from nardi_teach.computer import tutor
from nardi_teach.computer.mistakes import mistake_id
from nardi_teach.controllers.config import act, controller
from nardi_teach.exercises.mistakes import mistake_exercise

SEED = 7
GOOD_TURNS = 2
"""The learner's good plays before the bad one."""
FLAGGED = (tutor.Verdict.BAD, tutor.Verdict.VERY_BAD)


def _to_learners_turn(page: Any, board: Any, mirror: Any) -> None:
    """Roll (and take) on the page and on its Python mirror until the learner has a play."""
    for _ in range(20):
        if mirror.turn is not None:
            return
        name = "take" if mirror.buttons().get("take") else "roll"
        act(mirror, {"type": name})
        press(page, board, name)
    raise AssertionError("the learner never got a play to make")


def _flagged(position: Any, dice: Any) -> Any | None:
    """A play of the learner's that the tutor calls bad or very bad (the worst first)."""
    for play, _ in reversed(tutor.ranked_equities(position, dice)):
        if tutor.review_play(position, dice, play).verdict in FLAGGED:
            return play
    return None


@pytest.mark.parametrize("width", [1366, 390])
def test_with_the_tutor_off_a_bad_play_against_the_computer_is_due_for_review(
        browser: Any, site_url: str, width: int) -> None:
    t0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
    context = new_context(browser, viewport={"width": width, "height": 900},
                                  reduced_motion="reduce")
    context.route("**/*", offline)
    context.route("**/book/play.html", seeding(SEED, 1))
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.clock.install(time=t0)
    page.goto(f"{site_url}/book/play.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    board = page.locator("[data-nardi-board]").first
    mirror = controller(json.loads(board.get_attribute("data-nardi-board")))
    press(page, board, "tutor_off")
    act(mirror, {"type": "tutor_off"})
    assert board.locator("button[data-action='tutor_on']").is_visible()
    good = 0
    for _ in range(12):
        _to_learners_turn(page, board, mirror)
        position, dice = mirror.position, mirror.turn.dice
        bad = _flagged(position, dice) if good >= GOOD_TURNS else None
        play = bad if bad is not None else tutor.hint(position, dice)
        act(mirror, {"type": "play", "text": str(play)})
        type_play(page, board, str(play))
        assert board.locator(".nardi-tutor[data-verdict]").count() == 0  # no verdict shown
        if bad is not None:
            break
        good += 1
    assert bad is not None, "no bad play was found in a dozen turns"
    assert mirror.tutor_state() is None
    ident = mistake_id(position, dice, bad)
    page.wait_for_function(f"(nardiStore.progress()[{json.dumps(ident)}] || {{}}).log",
                           timeout=60_000)  # judged when the page was idle
    page.wait_for_function("!document.querySelector('[data-nardi-board][data-judging]')",
                           timeout=60_000)
    kept = page.evaluate(
        "Object.keys(nardiStore.progress()).filter((k) => k.startsWith('mistake~'))")
    assert kept == [ident]  # the good plays are not practice
    page.clock.set_system_time(t0 + timedelta(days=1, hours=1))
    open_live(page, f"{site_url}/book/review.html")
    box = page.locator(f".nardi-review-item[data-review-item={json.dumps(ident)}]")
    assert box.count() == 1 and "იპოვეთ უკეთესი სვლა" in box.inner_text()
    ex = mistake_exercise(ident)
    assert ex is not None and ex.check(ex.solution("ka").answer, "ka").correct
    if os.environ.get("NARDI_SHOTS"):
        box.evaluate("(el) => window.scrollTo(0, el.getBoundingClientRect().top"
                     " + window.scrollY - 70)")
        page.screenshot(path=str(Path(os.environ["NARDI_SHOTS"])
                             / f"review-tutor-off-{width}.png"))
    assert errors == []
    context.close()


def test_a_play_left_unjudged_by_a_reload_is_judged_on_the_next_page_once(
        browser: Any, site_url: str) -> None:
    """The page keeps the plays still to judge in the tab (``nardi-unjudged``); a play the
    last page did not finish judging (a reload) is judged on the next page's computer board
    when idle: the bad one reaches the review queue, once, and the kept list is emptied."""
    start = controller({"mode": "game", "computer": {"color": "black"}}).position
    dice = (4, 2)
    bad = _flagged(start, dice)
    assert bad is not None
    ident = mistake_id(start, dice, bad)
    kept = {"abcd0123:1": {"id": ident, "page": "the-last-page"}}
    context = new_context(browser, viewport={"width": 1366, "height": 900})
    context.route("**/*", offline)
    context.add_init_script(
        f"if (!sessionStorage.getItem('nardi-unjudged-test')) {{"
        f" sessionStorage.setItem('nardi-unjudged', {json.dumps(json.dumps(kept))});"
        f" sessionStorage.setItem('nardi-unjudged-test', '1'); }}")
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(f"{site_url}/book/play.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    page.wait_for_function(f"(nardiStore.progress()[{json.dumps(ident)}] || {{}}).log",
                           timeout=60_000)
    page.wait_for_function("sessionStorage.getItem('nardi-unjudged') === '{}'", timeout=60_000)
    log = page.evaluate(f"nardiStore.progress()[{json.dumps(ident)}].log")
    assert len(log) == 1 and log[0]["correct"] is False
    page.reload(wait_until="load")  # nothing left to judge: nothing recorded again
    page.wait_for_function(LIVE, timeout=READY_MS)
    page.wait_for_timeout(1500)
    assert len(page.evaluate(f"nardiStore.progress()[{json.dumps(ident)}].log")) == 1
    assert errors == []
    context.close()
