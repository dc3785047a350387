"""Guided lessons (issue 15): the files validate, the engine judges every answer, stars."""

from __future__ import annotations

import doctest
from pathlib import Path

import pytest

from nardi_teach.exercises.__main__ import main
from nardi_teach.lessons import lesson as lessons_module
from nardi_teach.lessons.lesson import (
    LESSON_DIR,
    Lesson,
    Step,
    Verdict,
    load_lessons,
    read_lesson,
    stars,
    validate_lesson_file,
)

FILES = sorted(LESSON_DIR.glob("ch*.yaml"))


def test_docstring_examples() -> None:
    assert doctest.testmod(lessons_module).failed == 0


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_lesson_file_validates(path: Path) -> None:
    assert validate_lesson_file(path, "en") == []
    lesson = read_lesson(path)
    assert lesson.steps and lesson.title_text("ka")
    for step in lesson.steps:  # Georgian and English for every learner-facing text
        assert step.task["ka"] and step.why["ka"] and step.task.get("en") and step.why.get("en")
        assert step.check(step.answer).right


def test_lessons_are_sorted_by_chapter_and_one_per_chapter() -> None:
    chapters = [lesson.chapter for lesson in load_lessons()]
    assert chapters == sorted(set(chapters)) and len(chapters) >= 5


def _ch03() -> Lesson:
    return read_lesson(LESSON_DIR / "ch03.yaml")


def test_the_intended_play_is_right_in_any_spelling() -> None:
    step = _ch03().steps[0]
    for text in ("13/7", "13/9/7", "13/11 11/7"):
        result = step.check(text, "en")
        assert result.verdict is Verdict.RIGHT and result.message.startswith("Right: 13/7.")


def test_another_legal_play_is_legal_but_not_what_the_step_asks() -> None:
    step = _ch03().steps[0]
    result = step.check("13/9 10/8", "en")
    assert result.verdict is Verdict.OTHER_LEGAL
    assert result.message.startswith("13/9 10/8 is legal, but not what this step asks: One checker")
    ka = step.check("13/9 10/8", "ka").message
    assert "დასაშვები სვლაა, მაგრამ ეს ნაბიჯი სხვას ითხოვს" in ka


def test_an_illegal_play_gets_the_engines_explanation() -> None:
    step = _ch03().steps[2]  # only the higher die can be played (R43)
    result = step.check("13/8", "en")
    assert result.verdict is Verdict.ILLEGAL and result.rule == "R43"
    assert step.board.legal_plays(step.roll) and "13/7" in result.message


def test_unreadable_text_is_not_judged_a_mistake() -> None:
    run = _ch03().start()
    after, result = run.answer("thirteen to seven")
    assert result.verdict is Verdict.UNREADABLE and after == run


def test_a_play_from_the_board_is_judged_like_its_notation() -> None:
    step = _ch03().steps[0]
    assert step.check(step.intended()).right
    other = next(p for p in step.board.legal_plays(step.roll) if str(p) != "13/7")
    assert step.check(other).verdict is Verdict.OTHER_LEGAL


def test_accepted_alternatives_compare_by_the_position_reached() -> None:
    step = Step.from_dict({"id": "t", "position": "start", "dice": "6-5", "play": "24/13",
                           "accept": ["13/7 13/8"], "task": "ითამაშეთ", "why": "იმიტომ"})
    assert step.check("13/8 13/7").right and step.check("24/18 18/13").right
    assert step.check("24/18 13/8").verdict is Verdict.OTHER_LEGAL


def test_a_run_counts_mistakes_and_hints_and_earns_stars() -> None:
    run = _ch03().start()
    run, _ = run.answer("13/9 10/8")  # legal, not asked: a mistake
    run, result = run.answer("13/7")
    assert result.right and run.step == 1 and run.mistakes == 1
    run, hint = run.hint("en")  # step 2 has no hints: nothing to show, nothing counted
    assert hint == "No more hints." and run.hints == 0
    run, _ = run.answer("24/18(2) 13/7(2)")
    run, hint = run.hint("en")
    assert hint.startswith("Either way") and run.hints == 1
    run, _ = run.answer("13/7")
    assert run.finished and run.current is None and run.stars == 2
    assert run.summary("ka") == (
        "გაკვეთილი დასრულდა: ორი ვარსკვლავი (ერთი შეცდომა და ერთი მინიშნება).")


def test_stars_by_mistakes_and_hints() -> None:
    assert [stars(m, h) for m, h in [(0, 0), (1, 0), (0, 2), (1, 1), (3, 0), (1, 2)]] == [
        3, 2, 2, 2, 1, 1]


def test_a_long_nardi_step() -> None:
    step = Step.from_dict({"id": "ln", "variant": "long", "position": "start", "dice": "6-6",
                           "play": "24/18(2)", "rules": ["L5"],
                           "task": {"ka": "პირველი სვლა 6-6-ით", "en": "First move with 6-6"},
                           "why": {"ka": "თავიდან ორი ქვა", "en": "Two off the head"}})
    assert step.check("24/18(2)").right
    assert step.check("24/12", "en").verdict is Verdict.ILLEGAL


BAD = """\
chapter: 4
title: {ka: ტესტი}
steps:
  - id: a
    position: "X{24:2, 13:5} O{24:1}"
    dice: 6-5
    play: 24/13
    task: {ka: ა}
    why: {ka: ბ}
  - id: b
    position: start
    dice: 6-5
    play: 24/18 24/19
    rules: [R999, L3, L12]
    task: {ka: ა}
    why: {ka: ბ}
  - id: b
    position: "X{bar:1, 13:14} O{19:2, 20:2, 21:2, 22:2, 23:2, 24:2}"
    dice: 3-3
    play: bar/22
    task: {ka: ა}
    why: {en: only English}
"""


def test_validation_points_at_each_broken_step(tmp_path: Path) -> None:
    path = tmp_path / "ch04.yaml"
    path.write_text(BAD, "utf-8")
    problems = validate_lesson_file(path, "en")
    assert "Georgian" in problems[-1].message  # and the other steps are still checked (#25)
    assert len(problems) == 5
    path.write_text(BAD.replace("why: {en: only English}", "why: {ka: გ}"), "utf-8")
    problems = validate_lesson_file(path, "en")
    by_step = [(p.id, p.where.rsplit(":", 1)[1]) for p in problems]
    # each problem at the line of the field at fault (issue 37): the position, the play, the
    # rules (twice), the repeated id, the dice that leave nothing to play
    assert by_step == [("a", "5"), ("b", "13"), ("b", "14"), ("b", "14"), ("b", "17"),
                       ("b", "19")]
    text = [p.message for p in problems]
    assert "both colours" in text[0] and "24/18 24/19" in text[1] and "R36" in text[1]
    assert "R999" in text[2] and "L12" in text[3]
    assert "already used" in text[4] and "no legal play" in text[5]


def test_cli_validates_lesson_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--lang", "en", "lessons", "validate", str(FILES[0])]) == 0
    assert "no problems" in capsys.readouterr().out
    bad = tmp_path / "ch09.yaml"
    bad.write_text(BAD.replace("why: {en: only English}", "why: {ka: გ}"), "utf-8")
    assert main(["lessons", "validate", str(bad)]) == 1
    assert "6 შეცდომა" in capsys.readouterr().out
