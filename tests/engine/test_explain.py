"""Explanations: every reason a play is refused, in Georgian and English, with its R-id —
and a turn played one checker at a time, as a board plays it."""

from __future__ import annotations

import pytest

from nardi_teach import (
    Dice,
    IllegalPlay,
    InvalidDiceError,
    InvalidPositionError,
    Position,
    Reason,
    Turn,
    set_language,
)

X = Position.from_checkers
START = Position.initial()


def test_messages_name_the_concrete_points_dice_and_rule_in_both_languages() -> None:
    position = X({24: 2, 13: 5, 8: 3, 6: 5}, {19: 2, 20: 2})
    with pytest.raises(IllegalPlay) as info:
        position.parse_play("24/19 13/9", "5-4")
    error = info.value
    assert error.reason is Reason.POINT_BLOCKED and error.rule == "R36"
    ka, en = error.message("ka"), error.message("en")
    assert "ხუთიანით" in ka and "24-ე პუნქტიდან" in ka and "მე-19 პუნქტი" in ka and "R36" in ka
    assert "5" in en and "point 24" in en and "point 19" in en and "R36" in en
    assert str(error) == ka  # Georgian by default


def test_default_language_can_be_switched() -> None:
    try:
        set_language("en")
        with pytest.raises(IllegalPlay) as info:
            START.parse_play("13/15", "2-1")
        assert "forwards" in str(info.value)
    finally:
        set_language("ka")


def test_turn_offers_only_moves_that_belong_to_a_legal_play() -> None:
    position = X({14: 1, 9: 1, 1: 13}, {6: 2, 7: 2})
    turn = Turn.start(position, "6-2")
    assert {(m.src, m.dst) for m in turn.legal_moves()} == {(14, 12), (9, 3)}
    with pytest.raises(IllegalPlay) as info:
        turn.move(14, 8)
    assert info.value.reason is Reason.MUST_USE_BOTH and info.value.rule == "R42"
    assert "ორიანი" in info.value.message("ka")
    assert turn.moves == ()  # nothing half-applied


def test_turn_higher_die_and_double_limits() -> None:
    turn = Turn.start(X({13: 1, 1: 14}, {2: 2}), "6-5")
    with pytest.raises(IllegalPlay) as info:
        turn.move(13, 8)
    assert info.value.rule == "R43"
    turn = Turn.start(X({13: 2, 1: 13}, {7: 2}), "3-3")
    done = turn.move(13, 10).move(13, 10)
    assert done.is_complete and str(done.play) == "13/10(2)" and done.remaining == (3, 3)


def test_turn_combined_move_undo_and_bear_off() -> None:
    turn = Turn.start(START, "6-4")
    assert set(turn.destinations(24)) == {18, 20, 14}
    moved = turn.move(24, 14)
    assert moved.is_complete and str(moved.play) == "24/14"
    assert moved.undo().undo() == turn.undo() == turn
    bear = Turn.start(X({6: 1, 1: 1, "off": 13}), "2-1")
    with pytest.raises(IllegalPlay) as info:
        bear.move(6, 5).move(1, 0)
    assert info.value.rule == "R75"
    assert str(bear.move(1, 0).move(6, 4).play) == "6/4 1/off"


def test_turn_on_a_dance_is_complete_and_explains() -> None:
    closed = X({"bar": 1, 6: 5, 8: 4, 13: 5}, {p: 2 for p in range(19, 25)})
    turn = Turn.start(closed, "6-1")
    assert turn.is_complete and turn.legal_moves() == []
    with pytest.raises(IllegalPlay) as info:
        turn.move(25, 19)
    assert "6-1" in info.value.message("ka")


@pytest.mark.parametrize(
    "bad", [(0, 3), (7, 1), ("6", 1), (True, 2), (1, 2, 3), "66x", "7-1", None]
)
def test_R32_bad_dice_raise_a_typed_error(bad: object) -> None:
    with pytest.raises(InvalidDiceError):
        START.legal_plays(bad)  # type: ignore[arg-type]


def test_impossible_positions_raise_typed_errors() -> None:
    with pytest.raises(InvalidPositionError):
        X({6: 16})
    with pytest.raises(InvalidPositionError):
        X({6: 2}, {19: 15, 6: 1})
    with pytest.raises(InvalidPositionError):
        X({"nowhere": 1})
    with pytest.raises(InvalidPositionError):
        Position((0,) * 25, (0,) * 26)


def test_illegal_play_in_position_play_changes_nothing() -> None:
    from nardi_teach import Move, Play

    start = Position.initial()
    with pytest.raises(IllegalPlay):
        start.play(Play([Move(24, 18, 6), Move(13, 2, 6)]))
    assert start == Position.initial()


def test_dice_value_type() -> None:
    assert Dice(3, 5) == Dice(5, 3) == Dice.parse("5-3") == Dice.parse("53")
    assert repr(Dice(5, 3)) == "Dice(5, 3)" and str(Dice(5, 3)) == "5-3"


def test_R88_a_checker_hit_in_the_bear_off_must_come_home_before_bearing_off_resumes() -> None:
    position = X({"bar": 1, 6: 2, 5: 1, 1: 1, "off": 10}, {3: 2})
    with pytest.raises(IllegalPlay) as info:
        position.parse_play("bar/19 1/off", "6-1")
    assert info.value.reason is Reason.BEAR_OFF_AFTER_HIT and info.value.rule == "R88"
    assert "მე-19 პუნქტზე" in info.value.message("ka")


def test_R33_a_non_double_gives_two_moves_R32_a_double_four() -> None:
    with pytest.raises(IllegalPlay) as info:
        START.parse_play("8/4 6/5", "3-1")
    assert info.value.rule == "R33"
    with pytest.raises(IllegalPlay) as info:
        START.parse_play("8/7 8/7 6/5 6/5 24/23", "1-1")
    assert info.value.rule == "R32"


def test_R62_message_names_the_entry_points_in_good_georgian() -> None:
    position = X({"bar": 1, 13: 5, 8: 4, 6: 5}, {23: 2, 20: 2})
    with pytest.raises(IllegalPlay) as info:
        position.parse_play("bar/18", "5-2")
    assert "23-ე ან მე-20 პუნქტზე" in info.value.message("ka")


def test_position_errors_name_the_side_in_georgian() -> None:
    with pytest.raises(InvalidPositionError) as info:
        X({6: 10, 5: 6})
    assert info.value.message("ka").startswith("სვლაზე მყოფ მოთამაშეს")
    assert "player" not in info.value.message("ka")
    with pytest.raises(InvalidPositionError):
        X({6: 2, "off": 12})  # 2 + 12 is not 15
