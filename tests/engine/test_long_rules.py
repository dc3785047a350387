"""Long nardi's rules, one test per edge case of docs/rules/long_nardi.md (L1–L11),
named by L-id.  Positions are drills: both sides in the mover's numbering (the opponent's
head is the mover's 12)."""

from __future__ import annotations

import pytest
from long_cases import X

from nardi_teach import IllegalPlay, InvalidPositionError, NotationError, Reason
from nardi_teach.core.dice import ALL_ROLLS
from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi.position import HeadRule, LongPosition

START = LongPosition.initial()


def plays(position: LongPosition, dice: str) -> set[str]:
    return {str(p) for p in position.legal_plays(dice)}


def refusal(position: LongPosition, text: str, dice: str) -> IllegalPlay:
    with pytest.raises(IllegalPlay) as info:
        position.parse_play(text, dice)
    return info.value


# — L1 start —

def test_L1_fifteen_on_each_head_diagonally_opposite() -> None:
    assert START.player[24] == START.opponent[24] == 15
    assert START.pip_counts() == (360, 360)
    # the opponent's head is the mover's 12: closed to the mover (L3)
    assert all(not any(m.dst == 12 for m in p) for d in ALL_ROLLS for p in START.legal_plays(d))


def test_L1_both_sides_move_the_same_way_round() -> None:
    after = START.play(START.parse_play("24/13", "6-5"))
    # the second player's 24 is untouched, and the first player's checker is on its 13,
    # which is the second player's 1
    assert after.player[24] == 15 and after.opponent[13] == 1
    assert str(after).splitlines()[-1].startswith("X (black, on roll)")


# — L3 no hitting —

def test_L3_one_opposing_checker_closes_a_point() -> None:
    position = X({20: 1, "off": 14}, {15: 1, 12: 14})
    assert "20/15" not in plays(position, "5-1")
    error = refusal(position, "20/15", "5-1")
    assert error.reason is Reason.POINT_CLOSED and error.rule == "L3, R159"


def test_L3_no_hit_mark_and_no_bar_in_notation() -> None:
    with pytest.raises(NotationError):
        START.parse_play("24/18*", "6-5")
    with pytest.raises(NotationError):
        START.parse_play("bar/20", "6-5")
    with pytest.raises(InvalidPositionError):
        LongPosition.from_checkers({"bar": 1, 24: 14})


# — L4 / L5 the head —

def test_L4_one_checker_off_the_head_per_turn() -> None:
    position = X({24: 14, 20: 1}, {12: 14, 2: 1})
    assert all(sum(m.src == 24 for m in p) <= 1 for p in position.legal_plays("6-5"))
    error = refusal(position, "24/18 24/19", "6-5")
    assert error.reason is Reason.HEAD_RULE and error.rule == "L4, R157"
    assert error.example in position.legal_plays("6-5")


def test_L5_opening_six_six_plays_two_to_18_and_loses_two_sixes() -> None:
    legal = START.legal_plays("6-6")
    assert {str(p) for p in legal} == {"24/18(2)"} and legal.max_moves == 2


def test_L5_opening_four_four_takes_two_checkers_to_16() -> None:
    assert plays(START, "4-4") == {"24/16(2)"}


def test_L5_opening_three_three() -> None:
    assert plays(START, "3-3") == {"24/18(2)", "24/21 24/15"}


@pytest.mark.parametrize("dice", ["5-5", "2-2"])
def test_L5_second_players_first_turn_without_the_exception(dice: str) -> None:
    second = START.play(START.parse_play("24/13", "6-5"))
    assert second.player_first and not second.opponent_first
    assert all(sum(m.src == 24 for m in p) == 1 for p in second.legal_plays(dice))


def test_L5_second_players_first_turn_with_the_exception() -> None:
    second = START.play(START.parse_play("24/13", "6-5"))
    assert "24/18(2)" in plays(second, "6-6")


def test_L5_no_exception_from_the_second_turn_on() -> None:
    after = START.play(START.parse_play("24/13", "6-5"))
    after = after.play(after.parse_play("24/14", "6-4"))  # the second player's first turn
    assert not after.player_first
    error = refusal(after, "24/18(2)", "6-6")
    assert error.reason is Reason.HEAD_RULE


def test_L5_sport_only_the_second_players_first_turn() -> None:
    sport = LongPosition.initial(head_rule=HeadRule.SPORT)
    assert all(sum(m.src == 24 for m in p) == 1 for p in sport.legal_plays("6-6"))  # R162
    second = sport.play(sport.parse_play("24/13", "6-5"))
    assert "24/18(2)" in plays(second, "6-6")


def test_R162_sports_first_player_is_told_the_exception_is_the_second_players() -> None:
    sport = LongPosition.initial(head_rule=HeadRule.SPORT)
    with pytest.raises(IllegalPlay) as refused:
        sport.parse_play("24/18(2)", "6-6")
    said = refused.value.message("ka")
    assert "მხოლოდ მეორე მოთამაშეს ეკუთვნის" in said and "R162" in str(refused.value.rule)
    standard = LongPosition.initial()  # after its own first turn: the general reason
    later = standard.play(standard.parse_play("24/13", "6-5"))
    later = later.play(later.parse_play("24/14", "6-4"))
    with pytest.raises(IllegalPlay) as general:
        later.parse_play("24/18(2)", "6-6")
    assert "მეორე მოთამაშეს" not in general.value.message("ka")



def test_L5_crazy_gul_bara_adds_one_one() -> None:
    assert plays(START, "1-1") == {"24/20"}
    crazy = LongPosition.initial(head_rule=HeadRule.CRAZY_GUL_BARA)
    assert "24/22(2)" in plays(crazy, "1-1")  # R163


def test_L5_fevga_never_two_off_the_head() -> None:
    fevga = LongPosition.initial(head_rule=HeadRule.FEVGA)
    assert plays(fevga, "6-6") == {"24/18"}  # R163
    error = refusal(fevga, "24/18(2)", "6-6")
    assert error.reason is Reason.HEAD_RULE


def test_L5_explains_the_first_turn_exception_when_it_does_not_apply() -> None:
    second = START.play(START.parse_play("24/13", "6-5"))
    error = refusal(second, "24/19(2)", "5-5")
    assert error.key == "illegal.head_rule_first" and error.rule == "L5, R158"
    assert "5-5" in error.message("en") and "5-5" in error.message("ka")


# — L6 six-block —

FIVE = {24: 5, 22: 2, 21: 2, 20: 2, 19: 2, 18: 2}  # the opponent's 10–6


def test_L6_six_in_a_row_refused_when_no_opposing_checker_has_passed() -> None:
    position = X(FIVE)
    assert not any(any(m.dst == 23 for m in p) for p in position.legal_plays("1-2"))
    error = refusal(position, "24/23 22/20", "2-1")
    assert error.reason is Reason.SIX_BLOCK and error.rule == "L6"
    assert error.params["run"] == "18, 19, 20, 21, 22, 23, 24"  # the head is part of it
    assert "18, 19, 20, 21, 22, 23, 24" in error.message("ka")
    assert error.example in position.legal_plays("2-1")


def test_L6_the_same_run_allowed_once_one_opposing_checker_has_passed() -> None:
    position = X(FIVE, {12: 14, 16: 1})  # the opponent's 4: ahead of its 11–6
    assert "24/23 22/20" in plays(position, "2-1")


def test_L6_a_borne_off_opposing_checker_counts_as_passed() -> None:
    assert "24/23 22/20" in plays(X(FIVE, {12: 14}), "2-1")


def test_L6_a_run_straddling_one_and_twenty_four_is_refused() -> None:
    position = X({24: 5, 23: 2, 22: 2, 2: 2, 1: 2, 5: 2})
    assert not any(any(m.dst == 3 for m in p) for p in position.legal_plays("2-1"))
    error = refusal(position, "5/3 5/4", "2-1")
    assert error.reason is Reason.SIX_BLOCK
    assert error.params["run"] == "22, 23, 24, 1, 2, 3"


def test_L6_the_same_shape_across_thirteen_and_twelve_is_allowed() -> None:
    position = X({20: 5, 17: 2, 16: 2, 15: 2, 14: 2, 13: 2}, {11: 15})
    assert "17/12 20/18" not in plays(position, "5-2")  # 18: six in a row, 18–13
    assert any(any(m.dst == 12 for m in p) for p in position.legal_plays("5-2"))
    assert refusal(position, "20/18 17/12", "5-2").reason is Reason.SIX_BLOCK


def test_L6_a_run_made_and_broken_in_one_turn_is_refused_at_the_step_that_makes_it() -> None:
    position = X({24: 5, 19: 1, 17: 2, 16: 2, 15: 2, 14: 2}, {23: 1, 12: 14})
    assert "24/17" not in plays(position, "6-1")  # 24/18 makes 19–14; 18/17 would break it
    error = refusal(position, "24/17", "6-1")
    assert error.reason is Reason.SIX_BLOCK and error.params["dst"] == 18
    assert "24/18 19/18" in plays(position, "6-1")  # breaking it first is fine


def test_L6_turn_offers_no_step_into_a_forbidden_run() -> None:
    turn = Turn.start(X(FIVE), "2-1")
    assert not any(m.dst == 23 for m in turn.legal_moves())
    with pytest.raises(IllegalPlay) as info:
        turn.move(24, 23)
    assert info.value.reason is Reason.SIX_BLOCK and info.value.example is not None


# — L7 must-play —

def test_L7_only_the_lower_die_playable() -> None:
    position = X({20: 1, "off": 14}, {14: 1, 12: 14})
    assert plays(position, "6-2") == {"20/18"}


def test_L7_both_playable_alone_but_not_together_plays_the_higher() -> None:
    position = X({20: 1, "off": 14})
    assert plays(position, "6-2") == {"20/14"}
    error = refusal(position, "20/18", "6-2")
    assert error.reason is Reason.MUST_USE_HIGHER and error.rule == "L7, R43"


def test_L7_both_dice_when_both_can_be_played() -> None:
    error = refusal(START, "24/18", "6-5")
    assert error.reason is Reason.MUST_USE_BOTH and error.rule == "L7, R42"
    assert str(error.example) == "24/13"


def test_L7_a_dance() -> None:
    position = X({13: 1, "off": 14}, {12: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 20: 9})
    for dice in ALL_ROLLS:
        assert not position.legal_plays(dice)
        assert Turn.start(position, dice).is_complete
    assert str(position.parse_play("", "6-5")) == ""


# — L8 bearing off —

def test_L8_exact_numbers_bear_off() -> None:
    position = X({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {18: 5, 12: 10})
    assert "6/off 5/off" in plays(position, "6-5")


def test_L8_a_larger_die_bears_off_from_the_highest_point() -> None:
    assert plays(X({3: 2, 2: 2, 1: 1, "off": 10}), "6-5") == {"3/off(2)"}


def test_L8_a_larger_die_must_move_inside_while_a_checker_stands_higher() -> None:
    position = X({5: 1, 2: 1, "off": 13})
    error = refusal(position, "5/4 2/off", "4-1")
    assert error.reason is Reason.BEAR_OFF_HIGHER and error.rule == "L8, R75"
    assert "5/1 2/1" in plays(position, "4-1")


def test_L8_not_before_all_fifteen_are_home() -> None:
    error = refusal(X({10: 1, 3: 14}), "3/off 10/8", "3-2")
    assert error.reason is Reason.BEAR_OFF_NOT_HOME and error.rule == "L8, R67"


def test_L8_bearing_off_in_the_turn_the_last_checker_comes_home() -> None:
    position = X({8: 1, 6: 4, 5: 4, 4: 3, 3: 3})
    play = position.parse_play("8/6 6/off", "6-2")
    assert play in position.legal_plays("6-2") and str(play) == "8/off"
    assert [m.dst for m in Turn.start(position, "6-2").move(8, 6).legal_moves()].count(0) == 1


# — L11 IDs, repr, text —

def test_L11_id_and_repr_round_trip() -> None:
    position = START.play(START.parse_play("24/13", "6-5"))
    assert LongPosition.from_id(position.id()) == position
    assert eval(repr(position)) == position  # noqa: S307
    sport = LongPosition.initial(head_rule=HeadRule.SPORT)
    assert sport.id().endswith(":sport") and LongPosition.from_id(sport.id()) == sport


def test_L11_notation_reads_long_plays() -> None:
    assert str(START.parse_play("24/18 18/13", "6-5")) == "24/13"
    assert str(START.parse_play("24/18(2)", "6-6")) == "24/18(2)"
    home = X({6: 2, "off": 13})
    assert str(home.parse_play("6/off(2)", "6-6")) == "6/off(2)"


def test_L11_refuses_backward_and_zero_steps() -> None:
    position = X({20: 1, 14: 1, "off": 13})
    error = refusal(position, "14/20", "6-1")
    assert error.reason is Reason.WRONG_DIRECTION and error.rule == "L1, R10"
    with pytest.raises(NotationError) as info:
        position.parse_play("20/20", "6-1")
    assert info.value.key == "notation.zero_step"
