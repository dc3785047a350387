"""Part III's guided lessons in the built book as a learner meets them (issue 21), in headless
Chromium with the network cut: each chapter's lesson (31–36) goes live, one refused try per
lesson is explained with its V-id (a click the game's rule forbids, or a raise by the side
that does not own the cube), and every step is then solved by clicking the checkers of the
engine's own intended play (or the step's action button) to the lesson's stars, which the
browser keeps."""

from __future__ import annotations

import json
from typing import Any

import pytest
from browser import LIVE, READY_MS, new_context, offline

from nardi_teach.i18n import translate
from nardi_teach.lessons.lesson import Step, lesson_file, read_lesson

PAGES = {31: "31_family", 32: "32_short_family", 33: "33_plakoto", 34: "34_long_family",
         35: "35_crazy", 36: "36_raise_cube"}
REFUSED = {  # (step, clicks in the viewer's numbering or an action key, the V-id said)
    31: ("ch31-l1-crazy-exact", [5, 0], "V44"),  # the 6 does not bear off from the 5-point
    32: ("ch32-l1-caucasian-frozen", [8, 4, 4], "V21"),  # the hitter is frozen
    33: ("ch33-l1-pinned-side", [13], "V26"),  # a pinned checker cannot move
    34: ("ch34-l1-greek-runner", [24], "V38"),  # the runner first, in Greek fevga
    35: ("ch35-l1-granted-double", [24, 20, 24], "V42"),  # one checker off the head
    36: ("ch36-l1-not-your-cube", "double", "V69"),  # only the owner raises
}


def _updates(page: Any) -> int:
    return int(page.evaluate("window.nardiLive.timings.length"))


def _act(page: Any, target: Any) -> None:
    """Click ``target`` and wait for Python's answer to be drawn."""
    n = _updates(page)
    target.click()
    page.wait_for_function(f"window.nardiLive.timings.length > {n}", timeout=30_000)


def _point(page: Any, lesson: Any, point: int) -> None:
    _act(page, lesson.locator(f".nardi-board-view g[data-point='{point}']").first)


def _solve(page: Any, lesson: Any, step: Step) -> None:
    """The step's intended answer, clicked: each single move of the engine's reading of the
    intended play (the side to play is at the bottom, so its numbering is the viewer's)."""
    if step.kind == "action":
        _act(page, lesson.locator(f"button[data-choice='{step.action}']"))
        return
    for move in step.intended().moves:  # type: ignore[union-attr]
        _point(page, lesson, move.src)
        _point(page, lesson, move.dst)
    _act(page, lesson.locator("button[data-action='confirm']"))


@pytest.mark.parametrize("chapter", sorted(PAGES))
def test_a_part_three_lesson_explains_a_refusal_then_is_played_to_its_stars(
        browser: Any, site_url: str, chapter: int) -> None:
    context = new_context(browser, viewport={"width": 1366, "height": 900})
    context.route("**/*", offline)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(f"{site_url}/book/{PAGES[chapter]}.html#ch{chapter}-lesson", wait_until="load")
    lesson = page.locator("[data-nardi-live-part='lesson']")
    steps = read_lesson(lesson_file(chapter)).steps
    assert f"1 / {len(steps)}" in lesson.locator(".nardi-lesson-counter").inner_text()
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    mistakes = 0
    for number, step in enumerate(steps, 1):
        assert lesson.get_attribute("data-step") == str(number)
        refused = REFUSED.get(chapter)
        if refused is not None and refused[0] == step.id:
            if isinstance(refused[1], str):
                _act(page, lesson.locator(f"button[data-choice='{refused[1]}']"))
                mistakes += 1  # a forbidden action is a wrong answer
            else:
                for point in refused[1]:
                    _point(page, lesson, point)
            assert lesson.get_attribute("data-tone") == "illegal", step.id
            # the rule is the lesson's, kept beside the message, not a code in it (issue 38)
            assert refused[2] in (lesson.get_attribute("data-rule") or "").split(", "), step.id
            assert refused[2] not in lesson.locator(".nardi-lesson-message").inner_text()
            link = lesson.locator(".nardi-lesson-message a.nardi-message-rule")  # in words
            assert refused[2] in (link.get_attribute("title") or "").split(", "), step.id
            assert link.inner_text() == translate("rule.link", "ka")
            while lesson.locator("button[data-action='undo']:not([disabled])").count():
                _act(page, lesson.locator("button[data-action='undo']"))
        _solve(page, lesson, step)
        assert lesson.get_attribute("data-tone") == "right", step.id
        assert lesson.locator(".nardi-lesson-message").inner_text().startswith("✔ სწორია")
        if number < len(steps):
            _act(page, lesson.locator("button[data-action='next']"))
    assert lesson.get_attribute("data-finished") == "1"
    stars = 3 if mistakes == 0 else 2
    assert ("★" * stars + "☆" * (3 - stars)) in lesson.locator(".nardi-lesson-done").inner_text()
    saved = json.loads(page.evaluate("nardiStore.text('nardi-lessons')"))
    assert saved[str(chapter)]["stars"] == stars
    assert errors == []
    context.close()
