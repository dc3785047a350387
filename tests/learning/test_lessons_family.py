"""Guided lessons in the games of the family (issue 21): a step's ``variant`` is any playable
game of the registry, read by that game's own position class and judged by its engine
(V-ids), an action step plays by the game's cube rule, and ``cube_kind: raise`` asks about
YellowClub's raise cube (V68–V70).  Part III's lessons (chapters 31–36) use them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach.core.dice import Dice, Roll
from nardi_teach.exercises.model import BankError
from nardi_teach.html.lessons import lesson_data, lesson_html
from nardi_teach.lessons import actions as lesson_actions
from nardi_teach.lessons.board import LessonBoard
from nardi_teach.lessons.lesson import (
    Lesson,
    Step,
    Verdict,
    lesson_file,
    load_lessons,
    read_lesson,
    validate_lesson_file,
    validate_step,
)
from nardi_teach.web.lessons import lesson_event, new_lesson

PART_III = [lesson for lesson in load_lessons() if lesson.chapter > 30]
STEP = {step.id: step for lesson in PART_III for step in lesson.steps}


def _step(**fields: object) -> Step:
    data = {"id": "t", "task": "დავალება", "why": "მიზეზი", **fields}
    return Step.from_dict(data, "test:1")


def test_part_three_has_a_lesson_per_chapter_each_step_citing_a_v_id() -> None:
    assert [lesson.chapter for lesson in PART_III] == [31, 32, 33, 34, 35, 36]
    for lesson in PART_III:
        assert 3 <= len(lesson.steps) <= 6
        for step in lesson.steps:
            assert any(rule.startswith("V") for rule in step.rules), step.id
            assert step.task.get("en") and step.why.get("en"), step.id


def test_aliases_are_kept_as_the_registry_names() -> None:
    assert _step(variant="gul-bara", position="start", dice="6-6", play="24/18(2)").variant \
        == "gul_bara"
    assert _step(variant="2-2", position="start", dice="6-6-6-6",
                 play="24/18(2) 13/7(2)").variant == "two_two"
    assert STEP["ch35-l1-crazy-short-exact"].variant == "crazy_short"


def test_V16_V18_a_triple_step_rolls_three_dice_and_must_play_them_all() -> None:
    step = STEP["ch32-l1-triple-three-dice"]
    assert step.roll == Roll(6, 5, 4) and type(step.board).__name__ == "TriplePosition"
    assert step.check("24/13 8/4").right
    short = step.check("24/13", "en")
    assert short.verdict is Verdict.ILLEGAL and short.rule == "V18"
    assert STEP["ch32-l1-two-two-four-sixes"].roll == Roll(6, 6, 6, 6)  # four moves, not 8
    assert isinstance(STEP["ch32-l1-hyper-home"].roll, Dice)


def test_V16_a_roll_with_the_wrong_number_of_dice_is_a_finding() -> None:
    step = _step(variant="triple", position="start", dice="6-5", play="24/13")
    problems = validate_step(step, "en")
    assert len(problems) == 1 and "3" in problems[0].message


def test_V21_the_frozen_hitter_is_explained_on_the_board() -> None:
    board = LessonBoard(read_lesson(lesson_file(32)), lang="en")
    while board.shown.id != "ch32-l1-caucasian-frozen":
        board.handle({"type": "play", "text": board.shown.play})
        board.next()
    for point in (8, 4, 4):
        board.click(point)
    assert board.tone == "illegal" and board.rule is not None and "V21" in board.rule
    for point in (13, 10):
        board.click(point)
    board.confirm()
    assert board.tone == "right"


def test_V26_V27_V30_plakoto_steps_give_the_engines_reasons() -> None:
    pinned = STEP["ch33-l1-pinned-side"]
    assert pinned.board.turn != STEP["ch33-l1-pin"].board.turn  # the pinned side plays
    assert pinned.check("13/7 24/19").rule.startswith("V26")
    assert pinned.check("24/13").rule == "V27"
    blocked = STEP["ch33-l1-no-bear-off-while-pinned"]
    assert blocked.check("6/off 6/5").rule.startswith("V30")
    assert blocked.check("5/4").right and blocked.check("6/5").right


def test_V31_the_mother_is_pinned_by_either_way_of_writing_the_play() -> None:
    step = STEP["ch33-l1-mother"]
    assert step.check("6/1* 8/6").right and step.check("8/1*").right
    assert step.check("8/3 6/4").verdict is Verdict.OTHER_LEGAL


def test_V32_a_plakoto_action_step_has_no_cube() -> None:
    state = lesson_actions.action_state("start", "plakoto")
    assert state.variant.name == "plakoto"
    assert lesson_actions.refusal(state, "double").rule == "V32"
    step = STEP["ch33-l1-no-cube"]
    refused = step.check("double", "ka")
    assert refused.verdict is Verdict.ILLEGAL and refused.rule == "V32"
    assert step.check("roll").right
    board = LessonBoard(read_lesson(lesson_file(33)), lang="ka")
    while board.shown.id != step.id:
        board.handle({"type": "play", "text": board.shown.play})
        board.next()
    assert 'class="cube' not in board.svg()  # a game without a cube draws none


def test_V35_V38_V63_the_head_rules_of_the_long_family() -> None:
    assert STEP["ch34-l1-fevga-six-six"].check("24/18(2)").rule.startswith("V35")
    assert STEP["ch34-l1-greek-runner"].check("24/21 20/19").rule == "V38"
    granted = STEP["ch35-l1-granted-double"]
    assert "L4" in granted.check("24/20 24/16 17/13").rule
    assert granted.check("24/16 18/14 17/13").right  # the engine's own example is accepted


def test_V44_the_crazy_games_bear_off_only_with_the_exact_number() -> None:
    for step_id, wrong in (("ch31-l1-crazy-exact", "5/off 3/off"),
                           ("ch35-l1-crazy-exact", "4/off(2)")):
        result = STEP[step_id].check(wrong, "en")
        assert result.verdict is Verdict.ILLEGAL and result.rule.startswith("V44")
    assert STEP["ch31-l1-usual-bear-off"].check("5/off 3/off").right  # long nardi: V6


def test_V59_sport_lets_the_second_player_take_two_off_the_head() -> None:
    step = STEP["ch31-l1-sport-second-player"]
    assert step.check("24/16(2)").right
    assert "V3" in step.check("24/16").rule  # four fours can be played: all four must


def test_V68_the_raise_cube_stake_is_the_accepted_offers_plus_one() -> None:
    text = "XGID=-b---BD-B---eE---c-e----B-:{k}:1:1:00:0:0:0:0:10"
    stakes = [lesson_actions.action_state(text.format(k=k), cube_kind="raise").cube.value
              for k in (1, 2, 3)]
    doubling = [lesson_actions.action_state(text.format(k=k)).cube.value for k in (1, 2, 3)]
    assert stakes == [2, 3, 4] and doubling == [2, 4, 8]


def test_V69_raise_steps_name_raising_and_refuse_a_raise_by_the_wrong_side() -> None:
    first = STEP["ch36-l1-raise-before-the-roll"]
    assert first.cube_kind == "raise"
    assert first.choices("ka") == [("double", "აწევა"), ("roll", "გაგორება")]
    assert first.choices("en") == [("double", "Raise"), ("roll", "Roll")]
    for answer in ("double", "აწევა", "Raise", "raise"):
        assert first.check(answer).right, answer
    refused = STEP["ch36-l1-not-your-cube"].check("აწევა", "ka")
    assert refused.verdict is Verdict.ILLEGAL and refused.rule.startswith("V69")
    assert "აწევ" in refused.message
    drop = STEP["ch36-l1-drop-a-lost-game"]
    assert drop.state.cube.next_value == 3 and drop.check("drop").right


def test_V69_the_offered_raise_is_drawn_with_its_new_stake() -> None:
    board = LessonBoard(read_lesson(lesson_file(36)), lang="ka")
    while board.shown.id != "ch36-l1-drop-a-lost-game":
        board.choose(board.shown.action)
        board.next()
    svg = board.state()["svg"]
    assert 'class="cube offered"' in svg and ">3</text>" in svg


def test_every_part_three_lesson_goes_live_through_the_browser_bridge() -> None:
    for lesson in PART_III:
        data = lesson_data(lesson.chapter)
        state = json.loads(new_lesson(json.dumps(data), "ka"))
        assert state["ok"] and state["svg"].startswith("<svg"), lesson.chapter
        for step in lesson.steps:
            event = ({"type": "play", "text": step.play} if step.kind == "play"
                     else {"type": "choose", "key": step.action})
            state = json.loads(lesson_event(state["id"], json.dumps(event)))
            assert state["tone"] == "right", (step.id, state["message"])
            state = json.loads(lesson_event(state["id"], '{"type": "next"}'))
        assert state["finished"] and state["stars"] == 3
        assert "<svg" in lesson_html(data, "ka")


BAD = """\
chapter: 36
title: {ka: ტესტი}
steps:
  - id: no-such-game
    variant: tbilisi
    position: start
    dice: 6-5
    play: 24/13
    task: ა
    why: ბ
  - id: bad-cube
    position: "XGID=-b---BD-B---eE---c-e----B-:0:0:1:00:0:0:0:0:10"
    action: double
    cube_kind: linear
    task: ა
    why: ბ
  - id: cube-on-a-play
    position: start
    dice: 3-1
    play: 8/5 6/5
    cube_kind: raise
    rules: [V72, V73]
    task: ა
    why: ბ
"""


def test_the_checker_names_a_bad_game_cube_kind_or_v_id_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "ch36.yaml"
    path.write_text(BAD, "utf-8")
    problems = validate_lesson_file(path, "en")
    found = {(p.where.rpartition(":")[2], p.id): p.message for p in problems}
    assert "tbilisi" in found[("5", "no-such-game")]
    assert "linear" in found[("14", "bad-cube")]
    assert "action step" in found[("21", "cube-on-a-play")]
    ka = validate_lesson_file(path, "ka")
    assert all(p.message for p in ka) and len(ka) == len(problems)


def test_v_ids_past_v72_are_refused() -> None:
    step = _step(position="start", dice="3-1", play="8/5 6/5", rules=["V72", "V73", "V0"])
    messages = [p.message for p in validate_step(step, "en")]
    assert len(messages) == 2 and all("V1–V72" in m for m in messages)


@settings(max_examples=200, deadline=None)
@given(variant=st.one_of(st.text(max_size=12), st.integers(), st.none(), st.booleans(),
                         st.lists(st.text(max_size=3), max_size=2),
                         st.sampled_from(["plakoto", "2-2", "gul-bara", "tbilisi", "long"])),
       cube_kind=st.one_of(st.text(max_size=8), st.integers(), st.none(),
                           st.sampled_from(["raise", "doubling"])))
def test_any_variant_or_cube_kind_is_a_step_or_a_bank_error(variant: object,
                                                            cube_kind: object) -> None:
    data = {"id": "h", "variant": variant, "position": "start", "action": "roll",
            "cube_kind": cube_kind, "task": "ა", "why": "ბ"}
    try:
        step = Step.from_dict(data, "h:1")
    except BankError:
        return
    assert step.cube_kind in ("doubling", "raise")
    validate_step(step, "en")  # never raises: every finding is a problem


@pytest.mark.parametrize("lesson", PART_III, ids=lambda ls: f"ch{ls.chapter}")
def test_part_three_lesson_files_pass_the_teachers_checker(lesson: Lesson) -> None:
    assert validate_lesson_file(lesson_file(lesson.chapter), "ka") == []


def test_V68_a_raise_lesson_board_draws_the_raise_cube_not_the_doubling_cube() -> None:
    lesson = next(lesson for lesson in PART_III if lesson.chapter == 36)
    svg = LessonBoard(lesson, lang="ka").svg()  # its first step: a centred cube, no raise yet
    assert 'class="cube"' in svg
    assert ">64<" not in svg and ">1<" in svg  # the raise cube's stake, 1 (V68)
