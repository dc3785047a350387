"""A written play is read step by step, not only by where it ends — and every explanation
names a move that really exists in the position (issue 11)."""

from __future__ import annotations

import pytest

from nardi_teach import IllegalPlay, Position, Reason, Turn

X = Position.from_checkers
START = Position.initial()
RIVAL = {19: 3, 20: 3, 21: 3, 22: 3, 23: 3}  # the opponent's 15, far away in their home


def refused(position: Position, text: str, dice: str) -> IllegalPlay:
    with pytest.raises(IllegalPlay) as info:
        position.parse_play(text, dice)
    return info.value


def test_R67_bearing_off_before_the_last_checker_is_home_is_refused() -> None:
    last_in = X({7: 1, 6: 4, 5: 4, 4: 3, 3: 3}, RIVAL)
    error = refused(last_in, "6/off 7/6", "6-1")
    assert error.reason is Reason.BEAR_OFF_NOT_HOME and error.rule == "R67"
    assert "მე-7 პუნქტზე" in error.message("ka")
    for text in ("7/6 6/off", "7/off", "7/1/off"):  # the same play, written in a legal order
        assert str(last_in.parse_play(text, "6-1")) == "7/off"


def test_R10_a_backward_step_is_refused_even_if_the_play_ends_legally() -> None:
    error = refused(START, "13/24 24/13 24/13", "6-5")
    assert error.reason is Reason.WRONG_DIRECTION and error.rule == "R10"
    assert "მე-13 პუნქტიდან" in error.message("ka")


def test_R29_a_step_from_an_empty_point_is_refused() -> None:
    error = refused(START, "18/13 24/18", "6-5")  # as written, nothing stands on 18 yet
    assert error.reason is Reason.NO_CHECKER and error.rule == "R29"


def test_R59_entering_must_come_before_other_moves_as_written() -> None:
    position = X({"bar": 1, 13: 5, 8: 3, 6: 5, 24: 1}, {19: 2, 20: 2})
    assert str(position.parse_play("bar/22 13/8", "5-3")) == "bar/22 13/8"
    error = refused(position, "13/8 bar/22", "5-3")
    assert error.reason is Reason.MUST_ENTER_FIRST and error.rule == "R59"


def test_R75_bearing_off_lower_first_with_a_larger_die_is_refused() -> None:
    position = X({5: 1, 2: 1, "off": 13}, RIVAL)
    assert str(position.parse_play("5/2 2/off", "4-3")) == "5/off"
    error = refused(position, "2/off 5/2", "4-3")
    assert error.reason is Reason.BEAR_OFF_HIGHER and error.rule == "R75"


def test_R29_R30_standard_notation_and_any_legal_order_still_read() -> None:
    for text in ("24/13", "24/18 18/13", "24/18/13", "24/19/13", "13/8 24/18", "24/18, 13/8"):
        assert START.parse_play(text, "6-5") is not None, text
    assert str(START.parse_play("6/5 8/5", "3-1")) == "8/5 6/5"
    gnubg = Position.from_gnubg_id("LYXnMACpAAAAAA")  # gnubg writes 5/off first: it finishes later
    assert str(gnubg.parse_play("5/off 4/1 3/off", "3-3")) == "5/off 4/1 3/off"


def test_R75_explanation_names_a_move_that_exists() -> None:
    position = X({6: 1, 1: 1, "off": 13}, RIVAL)
    error = refused(position, "6/5 1/off", "2-1")
    assert error.reason is Reason.BEAR_OFF_HIGHER
    assert error.params["alternatives"] == "5/3"  # computed in the position, not templated
    assert "5/3" in error.message("ka") and "5/3" in error.message("en")


def test_R75_explanation_says_so_when_the_die_has_no_move_at_all() -> None:
    position = X({5: 1, 2: 1, "off": 13}, {1: 2, 19: 3, 20: 3, 21: 3, 22: 2, 23: 2})
    for error in (refused(position, "2/off", "4-3"), _turn_refusal(position, "4-3", 2, 0)):
        assert error.reason is Reason.BEAR_OFF_HIGHER and error.rule == "R75"
        assert error.key == "illegal.bear_off_higher_none"
        assert "არცერთ ქვას" in error.message("ka")
        assert "სახლის შიგნით ჩვეულებრივ სვლად" not in error.message("ka")


def test_R75_a_board_names_only_moves_of_a_legal_play() -> None:
    position = X({6: 1, 5: 1, 2: 1, "off": 12}, RIVAL)
    error = _turn_refusal(position, "4-1", 2, 0)
    legal_fours = {str(m) for m in Turn.start(position, "4-1").legal_moves() if m.die == 4}
    named = set(error.params["alternatives"].split(", "))
    assert named and named <= legal_fours


def _turn_refusal(position: Position, dice: str, src: int, dst: int) -> IllegalPlay:
    with pytest.raises(IllegalPlay) as info:
        Turn.start(position, dice).move(src, dst)
    return info.value


def test_R75_an_illegal_play_is_explained_in_the_order_written() -> None:
    position = X({5: 1, 3: 2, "off": 12}, RIVAL)
    error = refused(position, "3/off 5/4", "6-1")  # 3/off comes first: the 5-point is occupied
    assert error.reason is Reason.BEAR_OFF_HIGHER and error.params["higher"] == 5
    assert error.params["alternatives"] == "5/off"
    assert "მე-5 პუნქტზე" in error.message("ka")
