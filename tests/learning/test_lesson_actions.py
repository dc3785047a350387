"""Guided lessons beyond plays (issue 15): action steps judged by the game engine, and a
lesson for every chapter of every part."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach.core.moves import Play
from nardi_teach.exercises.model import BankError
from nardi_teach.lessons import actions as lesson_actions
from nardi_teach.lessons.lesson import (
    LESSON_DIR,
    Lesson,
    Step,
    Verdict,
    load_lessons,
    read_lesson,
    validate_lesson_file,
    validate_step,
)

BOOK = Path(__file__).resolve().parents[2] / "book"
LESSONS = load_lessons()
STEPS = [step for lesson in LESSONS for step in lesson.steps]
ACTION_STEPS = [step for step in STEPS if step.kind == "action"]
STEP = {step.id: step for step in STEPS}


def test_docstring_examples() -> None:
    assert doctest.testmod(lesson_actions).failed == 0


def test_every_chapter_of_every_part_has_a_lesson() -> None:
    # Parts I, II and III (files 01–11, 21–26, 31–36; issue 21 for Part III)
    chapters = {int(m[1]) for p in BOOK.glob("*.md") if (m := re.match(r"(\d\d)_", p.name))}
    assert {lesson.chapter for lesson in LESSONS} == chapters
    for lesson in LESSONS:
        assert 1 <= len(lesson.steps) <= 6, lesson.chapter
        if lesson.chapter > 30:  # Part III: a guided lesson of 3–6 steps in the family's games
            assert 3 <= len(lesson.steps) <= 6, lesson.chapter
            continue
        long = lesson.chapter > 20
        assert all((step.variant == "long") == long or step.id.startswith("ch25")
                   for step in lesson.steps)


@pytest.mark.parametrize("step", STEPS, ids=lambda s: s.id)
def test_every_step_validates_and_its_intended_answer_is_right(step: Step) -> None:
    assert validate_step(step, "en") == []
    for lang in ("ka", "en"):
        result = step.check(step.answer, lang)
        assert result.verdict is Verdict.RIGHT and step.why_text(lang) in result.message
        assert step.task_text(lang) and step.task.get(lang)


def test_a_whole_run_through_every_lesson_earns_three_stars() -> None:
    for lesson in LESSONS:
        run = lesson.start()
        for step in lesson.steps:
            run, result = run.answer(step.answer)
            assert result.right
        assert run.finished and run.stars == 3


def test_step_kinds_choices_and_the_state_an_action_step_shows() -> None:
    play, action = STEP["ch07-l1-save-the-mars"], STEP["ch08-l1-drop"]
    assert play.kind == "play" and play.choices() == [] and play.answer == "6/5 4/off"
    assert action.play == action.answer == action.action == "drop"
    assert action.kind == "action" and action.roll is None and action.intended() == "drop"
    assert action.choices("ka") == [("take", "მიღება"), ("drop", "უარი")]  # default after "D"
    assert action.choices("en") == [("take", "Take"), ("drop", "Drop")]
    state = action.state
    assert state.phase.value == "doubled" and state.cube.value == 4
    assert state.actor == state.on_roll.other  # the doubled side answers …
    assert action.board.turn == state.actor  # … and sees the board from its own side
    assert action.board == state.position.flipped()
    roll = STEP["ch08-l1-not-your-cube"]
    assert roll.board == roll.state.position and roll.board.turn == roll.state.actor
    assert STEP["ch08-l1-not-your-cube"].choices("en") == [("double", "Double"),
                                                           ("roll", "Roll")]
    crawford = STEP["ch09-l1-crawford-game"].state
    assert crawford.crawford and crawford.match_length == 5 and crawford.score == (2, 4)


def test_an_action_is_answered_by_its_key_or_its_label_in_either_language() -> None:
    step = STEP["ch08-l1-double-before-the-roll"]
    for answer in ("double", " DOUBLE ", "Double", "გაორმაგება"):
        assert step.check(answer, "en").right
    assert step.check("double", "en").message.startswith("Right: Double.")
    assert step.check("double", "ka").message.startswith("სწორია: გაორმაგება.")


def test_another_allowed_action_is_other_legal_with_the_steps_reason() -> None:
    step = STEP["ch08-l1-double-before-the-roll"]
    result = step.check("roll", "en")
    assert result.verdict is Verdict.OTHER_LEGAL and result.rule == "R106"
    assert result.message == ("“Roll” is allowed here, but not what this step asks: "
                              + step.why_text("en"))
    take = STEP["ch08-l1-take"].check("drop", "ka")
    assert take.verdict is Verdict.OTHER_LEGAL and "დასაშვებია" in take.message
    assert STEP["ch09-l1-after-crawford"].check("roll").verdict is Verdict.OTHER_LEGAL


def test_R111_doubling_when_the_opponent_owns_the_cube_is_illegal() -> None:
    result = STEP["ch08-l1-not-your-cube"].check("double", "en")
    assert result.verdict is Verdict.ILLEGAL and result.rule == "R111"
    assert result.rule == "R111" and "R111" not in result.message  # a link beside it (#38)


def test_R114_a_one_point_match_has_no_cube() -> None:
    result = STEP["ch08-l1-one-point-match"].check("double", "en")
    assert result.verdict is Verdict.ILLEGAL and result.rule == "R114"


def test_R120_no_double_in_the_crawford_game() -> None:
    result = STEP["ch09-l1-crawford-game"].check("გაორმაგება", "ka")
    assert result.verdict is Verdict.ILLEGAL and result.rule == "R120"
    assert "კროუფორდის" in result.message


def test_R108_nothing_to_take_before_a_double_and_no_roll_before_the_answer() -> None:
    before = STEP["ch08-l1-double-before-the-roll"]
    assert before.check("take").rule == "R108" and before.check("drop").rule == "R108"
    offered = STEP["ch08-l1-drop"]
    for key in ("roll", "double"):
        result = offered.check(key, "en")
        assert result.verdict is Verdict.ILLEGAL and result.rule == "R108"


def test_R106_doubling_after_the_roll_is_illegal() -> None:
    rolled = Step.from_dict({
        "id": "rolled", "position": "XGID=-b----E-C---eE---c-e----B-:0:0:1:63:0:0:0:0:10",
        "action": "roll", "task": "ა", "why": "ბ"})
    result = rolled.check("double", "en")
    assert result.verdict is Verdict.ILLEGAL and result.rule == "R106"
    assert rolled.check("roll", "en").rule == "R27"  # rolling twice


def test_L10_long_nardi_has_no_cube_unless_agreed() -> None:
    result = STEP["ch24-l1-no-cube"].check("double", "en")
    assert result.verdict is Verdict.ILLEGAL and result.rule == "L10"


def test_R27_checker_moves_where_an_action_is_asked_are_illegal() -> None:
    step = STEP["ch08-l1-double-before-the-roll"]
    some_play = next(iter(step.board.legal_plays("6-5")))
    result = step.check(some_play, "en")
    assert result.verdict is Verdict.ILLEGAL and result.rule == "R27"


def test_an_unknown_action_is_unreadable_and_costs_nothing() -> None:
    lesson = read_lesson(LESSON_DIR / "ch08.yaml")
    run = lesson.start()
    for answer in ("redouble", "24/13", "", "ბივერი"):
        after, result = run.answer(answer, "en")
        assert result.verdict is Verdict.UNREADABLE and after == run
        assert "Double, Roll" in result.message
    after, result = run.answer("roll")  # allowed, not asked: a mistake, the step stays
    assert result.verdict is Verdict.OTHER_LEGAL and after.step == 0 and after.mistakes == 1


ANSWERS = st.one_of(
    st.text(max_size=30),
    st.sampled_from(["roll", "double", "take", "drop", "Double", "უარი", "24/13", "8/5 6/5",
                     "bar/18", "6/off", "24/16(2)", "13/7*/2", "off/6", "25/0", "(2)"]),
)


@settings(max_examples=300, deadline=None)
@given(index=st.integers(0, len(STEPS) - 1), answer=ANSWERS)
def test_any_text_answer_never_raises_and_moves_on_only_when_right(index: int,
                                                                  answer: str) -> None:
    step = STEPS[index]
    lesson = Lesson(1, {"ka": "ტ"}, (step,))
    run = lesson.start()
    after, result = run.answer(answer, "en")
    assert isinstance(result.message, str) and result.message
    assert (after.step == 1) == (result.verdict is Verdict.RIGHT)
    assert after.mistakes == (result.verdict in (Verdict.OTHER_LEGAL, Verdict.ILLEGAL))


@settings(max_examples=60, deadline=None)
@given(index=st.integers(0, len(STEPS) - 1), data=st.data())
def test_any_legal_play_from_a_board_is_judged_without_raising(index: int,
                                                               data: st.DataObject) -> None:
    step = STEPS[index]
    if step.kind == "action":
        plays = list(step.board.legal_plays(data.draw(st.sampled_from(["6-5", "3-3", "2-1"]))))
    else:
        plays = list(step.board.legal_plays(step.roll))
    play = data.draw(st.sampled_from(plays)) if plays else Play()
    result = step.check(play, "en")
    assert result.verdict in (Verdict.RIGHT, Verdict.OTHER_LEGAL, Verdict.ILLEGAL)
    if step.kind == "action":
        assert result.verdict is Verdict.ILLEGAL


BROKEN = """\
chapter: 8
title: {ka: ტესტი}
steps:
  - id: ok
    position: "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:5:10"
    action: double
    task: {ka: ა}
    why: {ka: ბ}
  - id: crawford
    position: "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:2:4:1:5:10"
    action: double
    choices: [roll]
    task: {ka: ა}
    why: {ka: ბ}
"""


def test_R120_a_lesson_asking_for_an_illegal_action_names_file_line_and_rule(
        tmp_path: Path) -> None:
    path = tmp_path / "ch08.yaml"
    path.write_text(BROKEN, "utf-8")
    problems = validate_lesson_file(path, "en")
    assert [(p.id, p.where) for p in problems] == [  # the action, the choices (issue 37)
        ("crawford", f"{path}:11"), ("crawford", f"{path}:12")]
    assert "not allowed here" in problems[0].message and "R120" in problems[0].message
    assert "do not include" in problems[1].message


@pytest.mark.parametrize(("change", "key", "where", "field"), [
    (("action: double\n    task", "action: beaver\n    task"), "lesson.action_key", 4, 6),
    (("choices: [roll]", "choices: [roll, resign]"), "lesson.action_key", 9, 12),
    (("choices: [roll]", "accept: [roll]"), "lesson.action_accept", 9, 12),
    (("action: double\n    task", "action: double\n    play: 24/13\n    task"),
     "lesson.play_or_action", 4, 4),
])
def test_a_broken_action_step_is_a_typed_error_naming_file_and_line(
        tmp_path: Path, change: tuple[str, str], key: str, where: int, field: int) -> None:
    path = tmp_path / "ch08.yaml"
    path.write_text(BROKEN.replace(*change, 1), "utf-8")
    with pytest.raises(BankError) as caught:
        read_lesson(path)
    assert caught.value.key == key and caught.value.where == f"{path}:{where}"
    problems = validate_lesson_file(path, "ka")
    assert problems[0].where == f"{path}:{field}"  # the bad field's line (issue 37); first
    assert all(p.where.startswith(f"{path}:") for p in problems)  # (issue 25)


def test_a_play_step_has_no_choices_and_needs_its_dice() -> None:
    base = {"id": "p", "position": "start", "play": "24/13", "task": "ა", "why": "ბ"}
    with pytest.raises(BankError) as caught:
        Step.from_dict(base, "f.yaml:3")
    assert caught.value.key == "lesson.missing" and "dice" in caught.value.params["fields"]
    with pytest.raises(BankError) as caught:
        Step.from_dict({**base, "dice": "6-5", "choices": ["roll"]}, "f.yaml:3")
    assert caught.value.key == "lesson.choices_play"
    with pytest.raises(BankError) as caught:
        Step.from_dict({k: v for k, v in base.items() if k != "play"}, "f.yaml:3")
    assert caught.value.key == "lesson.play_or_action"


def test_an_action_steps_dice_never_change_the_judgement() -> None:
    data = {"id": "d", "position": "XGID=-b---BD-B---eE---b-d-b--B-:0:0:1:00:0:0:0:0:10",
            "action": "double", "task": "ა", "why": "ბ"}
    plain, with_dice = Step.from_dict(data), Step.from_dict({**data, "dice": "6-5"})
    assert validate_step(with_dice) == [] and str(with_dice.roll) == "6-5"
    for answer in ("double", "roll", "take", "x"):
        assert plain.check(answer, "en") == with_dice.check(answer, "en")
