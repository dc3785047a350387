"""``Roll``: one to four single moves (V16, V66), and must-play for any roll (V3, V18)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import Position
from nardi_teach.core.dice import Dice, Roll
from nardi_teach.core.errors import IllegalPlay, InvalidDiceError, NardiError, Reason
from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi.position import LongPosition


def test_V16_equal_dice_are_not_doubled() -> None:
    assert Roll(5, 5, 5).moves == (5, 5, 5)
    assert Roll.parse("5-5-5-5").moves == (5, 5, 5, 5)
    assert Dice(5, 5).moves == (5, 5, 5, 5)  # Dice is unchanged


def test_V66_passed_moves() -> None:
    assert Roll.passed(5, 2) == Roll(5, 5)
    assert str(Roll.passed(5, 2)) == "5-5"


@pytest.mark.parametrize("text", ["6-5-3", "653", "6 5 3", "3-6-5", "5-5-5-5", "4", "2:1"])
def test_roll_parse_and_repr_round_trip(text: str) -> None:
    roll = Roll.parse(text)
    assert eval(repr(roll)) == roll
    assert Roll.parse(str(roll)) == roll
    assert list(roll) == sorted(roll, reverse=True)


@pytest.mark.parametrize("bad", ["", "7-1", "6-5-4-3-2", "0", "a-b", "6--5", "12345"])
def test_roll_bad_text_is_a_typed_error(bad: str) -> None:
    with pytest.raises(InvalidDiceError) as info:
        Roll.parse(bad)
    assert info.value.message("ka") and info.value.message("en")


@pytest.mark.parametrize("values", [(), (1, 2, 3, 4, 5), (0,), (7,), (True,), ("6",)])
def test_roll_bad_values_are_typed_errors(values: tuple) -> None:  # type: ignore[type-arg]
    with pytest.raises(InvalidDiceError):
        Roll(*values)


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.text(max_size=12), st.lists(st.integers(-3, 9), max_size=6),
                 st.integers(), st.none()))
def test_roll_coerce_raises_only_typed_errors(value: object) -> None:
    try:
        roll = Roll.coerce(value)  # type: ignore[arg-type]
    except NardiError:
        return
    assert 1 <= len(roll) <= 4


def test_V18_three_dice_start() -> None:
    legal = Position.initial().legal_plays(Roll(6, 5, 3))
    assert legal.max_moves == 3 and legal.dice_used == (6, 5, 3)
    assert all(sorted(play.dice_used) == [3, 5, 6] for play in legal)


def test_V18_largest_dice_when_not_all_play() -> None:
    # One checker on 8, the opponent holds 2 and 3 (its 23 and 22): 8/2 and 8/3 are closed,
    # 8/4 is open, 8/6 is open.  With 6-5-4-2 and only these checkers…
    position = Position.from_checkers({8: 1, 1: 14}, {2: 2, 3: 2})
    legal = position.legal_plays(Roll(6, 5, 2))
    # 8/6 then 6/1 (5) then 1/off? 1 is home: all home after 8/6… every die counts.
    assert legal.max_moves == len(legal.dice_used)
    for play in legal:
        assert tuple(sorted(play.dice_used, reverse=True)) == legal.dice_used


def test_V18_refusal_names_the_rule_and_an_example() -> None:
    position = Position.initial()
    with pytest.raises(IllegalPlay) as info:
        position.parse_play("24/18", Roll(6, 5, 3))
    assert info.value.reason is Reason.MUST_PLAY_MORE_DICE and info.value.rule == "V18"
    assert info.value.example in position.legal_plays(Roll(6, 5, 3))


def test_V18_turn_with_a_roll() -> None:
    turn = Turn.start(Position.initial(), Roll(6, 5, 3))
    assert {m.die for m in turn.legal_moves()} == {6, 5, 3}
    turn = turn.move(24, 18).move(18, 13).move(13, 10)
    assert turn.is_complete and turn.play in turn.legal


def test_V66_long_passed_moves_one_checker_from_head() -> None:
    legal = LongPosition.initial().legal_plays(Roll.passed(5, 2))
    assert [str(p) for p in legal] == ["24/14"]


def test_roll_of_two_equals_dice_of_two_different() -> None:
    position = Position.initial()
    assert set(position.legal_plays(Roll(6, 5))) == set(position.legal_plays(Dice(6, 5)))
    assert set(position.legal_plays(Roll(4, 4, 4, 4))) == set(position.legal_plays(Dice(4, 4)))
