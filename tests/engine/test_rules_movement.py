"""Movement rules R1–R89, each test named after the rule it proves.

Positions use the catalogue's drill notation: ``X`` is the side on roll, ``O`` the opponent,
both in X's numbering (home 1–6, bar, off).  Every catalogue example marked ✔ is here.
"""

from __future__ import annotations

import pytest

from nardi_teach import Dice, IllegalPlay, Position, Reason, Turn

X = Position.from_checkers


def plays(position: Position, dice: str) -> set[str]:
    return {str(p) for p in position.legal_plays(dice)}


def reason(position: Position, text: str, dice: str) -> IllegalPlay:
    with pytest.raises(IllegalPlay) as info:
        position.parse_play(text, dice)
    return info.value


# — 1.A setup and geometry —

def test_R2_R16_starting_position_has_15_checkers_a_side_and_167_pips() -> None:
    start = Position.initial()
    assert start.pip_counts() == (167, 167)
    assert sum(start.player[1:]) == sum(start.opponent[1:]) == 15
    assert start.player[24] == 2 and start.player[13] == 5 and start.player[8] == 3
    assert start.player[6] == 5


def test_R9_crossing_the_bar_costs_nothing_a_1_from_7_lands_on_6() -> None:
    single = X({7: 1}, {})
    assert {str(p) for p in single.legal_plays("2-1")} == {"7/4"}


def test_R10_checkers_never_move_backwards() -> None:
    error = reason(Position.initial(), "13/15", "2-1")
    assert error.reason is Reason.WRONG_DIRECTION and error.rule == "R10"


def test_R18_any_number_of_checkers_may_share_a_point() -> None:
    assert X({6: 15}).pip_counts()[0] == 90


def test_R19_a_point_never_holds_both_colours() -> None:
    from nardi_teach import InvalidPositionError

    with pytest.raises(InvalidPositionError):
        X({6: 2}, {6: 1})


# — 1.B the opening —

def test_R26_the_opening_position_plays_every_non_double_roll() -> None:
    start = Position.initial()
    for high in range(2, 7):
        for low in range(1, high):
            assert start.legal_plays((high, low)).max_moves == 2


# — 1.C movement —

def test_R29_R30_a_2_4_is_two_moves_three_ways() -> None:
    lone = X({20: 1}, {})
    assert plays(lone, "4-2") == {"20/14"}  # one checker, either order: one result
    two = X({20: 1, 10: 1}, {})
    assert {"20/16 10/8", "20/18 10/6", "20/14", "10/4"} <= plays(two, "4-2")


def test_R31_both_dice_on_one_checker() -> None:
    assert "24/16" in plays(Position.initial(), "5-3")


def _checker_paths(play) -> tuple[int, ...]:
    """How many moves each checker made, by chaining one die's moves."""
    chains: list[list] = []
    for move in sorted(play.moves, key=lambda m: -m.src):
        for chain in chains:
            if chain[-1].dst == move.src:
                chain.append(move)
                break
        else:
            chains.append([move])
    return tuple(sorted((len(c) for c in chains), reverse=True))


def test_R32_R34_C8_a_double_is_four_moves_in_every_pattern() -> None:
    legal = Position.initial().legal_plays("6-6")
    assert legal.max_moves == 4 and all(len(p) == 4 for p in legal)
    open_board = X({24: 2, 20: 2, 13: 5}, {})
    patterns = {_checker_paths(p) for p in open_board.legal_plays("3-3")}
    assert patterns == {(4,), (3, 1), (2, 2), (2, 1, 1), (1, 1, 1, 1)}  # C8: all five


def test_R36_a_move_may_not_end_on_an_opposing_point() -> None:
    position = X({24: 2, 13: 5, 8: 3, 6: 5}, {20: 2, 19: 2})
    error = reason(position, "24/20 13/8", "5-4")
    assert error.reason is Reason.POINT_BLOCKED and error.rule == "R36"
    assert "მე-20 პუნქტი" in error.message("ka") and "point 20" in error.message("en")


def test_R37_R39_blocked_intermediate_points_stop_a_combined_move() -> None:
    position = X({24: 2, 13: 5, 8: 3, 6: 5}, {20: 2, 19: 2})
    legal = plays(position, "5-4")
    assert len(legal) == 9 and not any(p.startswith("24/") for p in legal)  # ✔ Ex 3.2
    error = reason(position, "24/15", "5-4")
    assert error.reason is Reason.INTERMEDIATE_BLOCKED and error.rule == "R37"
    assert error.example is not None and str(error.example) in legal


def test_R38_a_single_die_jumps_over_blocked_points() -> None:
    position = X({24: 1, 1: 14}, {23: 2, 22: 2, 21: 2, 20: 2})
    assert plays(position, "6-5") == {"24/13"}


def test_R40_R48_no_pass_while_a_move_exists_and_a_dance_is_empty() -> None:
    error = reason(Position.initial(), "", "6-5")
    assert error.reason is Reason.MUST_MOVE and error.rule == "R40"
    closed = X({"bar": 1, 6: 5, 8: 4, 13: 5}, {p: 2 for p in range(19, 25)})
    assert len(closed.legal_plays("6-1")) == 0 and not closed.legal_plays("6-1")  # ✔ Ex 5.4
    assert closed.parse_play("", "6-1") == closed.parse_play("-", "6-1")


def test_R41_R42_both_dice_must_be_played_when_possible() -> None:
    position = X({14: 1, 9: 1, 1: 13}, {6: 2, 7: 2})
    assert plays(position, "6-2") == {"14/12 9/3", "9/1"}  # ✔ Ex 3.3
    error = reason(position, "14/8", "6-2")
    assert error.reason is Reason.MUST_USE_BOTH and error.rule == "R42"


def test_R43_the_higher_die_when_only_one_can_be_played() -> None:
    position = X({13: 1, 1: 14}, {2: 2})
    assert plays(position, "6-5") == {"13/7"}  # ✔ Ex 3.4
    error = reason(position, "13/8", "6-5")
    assert error.reason is Reason.MUST_USE_HIGHER and error.rule == "R43"
    assert str(error.example) == "13/7"


def test_R44_only_the_lower_die_playable_must_be_played() -> None:
    position = X({13: 1, 1: 14}, {2: 2, 7: 2})
    assert plays(position, "6-5") == {"13/8"}  # ✔ Ex 3.4


def test_R45_R46_as_many_moves_of_a_double_as_possible() -> None:
    position = X({13: 2, 1: 13}, {7: 2})
    legal = position.legal_plays("3-3")
    assert legal.max_moves == 2 and {str(p) for p in legal} == {"13/10(2)"}  # ✔ Ex 3.5
    error = reason(position, "13/10", "3-3")
    assert error.reason is Reason.MUST_PLAY_MORE_DOUBLE and error.rule == "R45"


def test_R47_unplayable_dice_are_forfeited() -> None:
    position = X({"bar": 2, 6: 5, 8: 3, 13: 5}, {19: 2, 1: 2})
    legal = position.legal_plays("6-3")
    assert {str(p) for p in legal} == {"bar/22"} and legal.max_moves == 1  # ✔ Ex 5.1


def test_R50_a_double_changes_only_the_number_of_moves() -> None:
    assert Dice(5, 5).moves == (5, 5, 5, 5) and Dice(6, 5).moves == (6, 5)


# — 1.D hitting and the bar —

def test_R52_R55_hit_on_the_way_and_continue() -> None:
    position = X({13: 1, 6: 5, 8: 3, 24: 2, 1: 4}, {10: 1})
    play = position.parse_play("13/10*/8", "3-2")  # ✔ Ex 4.3
    assert str(play) == "13/10*/8" and play.hits == 1
    after = position.play(play)
    assert after.player[25] == 1  # the opponent (now on roll) has a checker on the bar


def test_R54_C15_hitting_is_not_compulsory_unless_it_is_the_only_play() -> None:
    start_with_blot = X({24: 2, 13: 5, 8: 3, 6: 5}, {18: 1})
    legal = plays(start_with_blot, "6-1")
    assert any("*" in p for p in legal) and any("*" not in p for p in legal)
    forced = X({8: 1, 1: 14}, {2: 1, 7: 2, 6: 2, 5: 2, 4: 2, 3: 2})
    legal = plays(forced, "6-5")
    assert legal and all("*" in p for p in legal)  # C15: the only legal play hits


def test_R57_R58_an_anchor_hits_a_blot_in_the_bear_off() -> None:
    # 004's diagram in the book's numbering: the opponent's anchor on X's 3, X's blot on 6.
    defender = X({22: 2, 13: 13}, {19: 1, 20: 3, 21: 3, 23: 2, 24: 2, "bar": 0})
    assert any(str(p).startswith("22/19*") for p in defender.legal_plays("3-1"))
    after = defender.play(defender.parse_play("22/19* 13/12", "3-1"))
    assert after.player[25] == 1 and not after.can_bear_off()  # R87


# — 1.E entering —

def test_R59_bar_checkers_enter_before_anything_else() -> None:
    position = X({"bar": 1, 6: 5, 8: 3, 13: 5, 24: 1}, {20: 2, 1: 2, 3: 2})
    assert plays(position, "5-2") == {"bar/23 13/8", "bar/23 24/19", "bar/18"}  # ✔ Ex 5.2
    error = reason(position, "13/8 24/22", "5-2")
    assert error.reason is Reason.MUST_ENTER_FIRST and error.rule == "R59"


def test_R60_a_die_n_enters_on_point_25_minus_n() -> None:
    for die in range(1, 7):
        first = Turn.start(X({"bar": 1, 1: 14}, {}), (die, die)).legal_moves()
        assert [(m.src, m.dst) for m in first] == [(25, 25 - die)]


def test_R61_a_blocked_entry_point_refuses_the_checker() -> None:
    position = X({"bar": 1, 6: 14}, {20: 2})
    error = reason(position, "bar/20", "5-1")
    assert error.reason is Reason.ENTRY_BLOCKED and error.rule == "R61"


def test_R62_no_entering_with_the_sum_of_both_dice() -> None:
    position = X({"bar": 1, 6: 14}, {22: 2, 23: 2})
    error = reason(position, "bar/20", "3-2")  # ✔ Ex 5.3
    assert error.reason is Reason.ENTER_SINGLE_DIE and error.rule == "R62"


def test_R63_R65_a_closed_board_is_a_dance_for_every_roll() -> None:
    closed = X({"bar": 1, 6: 5, 8: 4, 13: 5}, {p: 2 for p in range(19, 25)})
    for high in range(1, 7):
        for low in range(1, high + 1):
            assert not closed.legal_plays((high, low))


def test_R64_after_the_last_bar_checker_enters_the_rest_is_played_normally() -> None:
    position = X({"bar": 1, 6: 14}, {})
    assert plays(position, "4-3") == {"bar/18", "bar/21 6/3", "bar/22 6/2"}


# — 1.F bearing off —

def test_R67_R69_no_bearing_off_while_a_checker_is_outside() -> None:
    position = X({7: 1, 6: 4, 5: 4, 4: 3, 3: 3})
    assert not position.can_bear_off()
    error = reason(position, "6/off 5/off", "6-5")
    assert error.reason is Reason.BEAR_OFF_NOT_HOME and error.rule == "R67"


def test_R68_borne_off_checkers_count_as_home() -> None:
    assert X({6: 2, "off": 13}).can_bear_off()


def test_R73_the_exact_number_always_bears_off() -> None:
    position = X({6: 2, 3: 1, "off": 12})
    assert "3/off" in " ".join(plays(position, "3-1"))


def test_R74_R76_R79_a_larger_die_bears_off_from_the_highest_point() -> None:
    position = X({5: 1, 3: 2, "off": 12})
    assert plays(position, "6-1") == {"5/off 3/2", "5/off"}  # ✔ Ex 6.2 (5/4/off)
    assert plays(X({4: 1, 3: 1, "off": 13}), "6-5") == {"4/off 3/off"}


def test_R75_C12_a_lower_checker_may_not_bear_off_while_a_higher_point_is_occupied() -> None:
    position = X({6: 1, 1: 1, "off": 13})
    # ✔ Ex 6.3: the catalogue lists 6/4/3 and 6/5/3 separately; they reach one position.
    assert plays(position, "2-1") == {"6/4 1/off", "6/3"}
    error = reason(position, "6/5 1/off", "2-1")
    assert error.reason is Reason.BEAR_OFF_HIGHER and error.rule == "R75"
    c12 = X({6: 1, 5: 1, 2: 1, "off": 12})
    first_moves = Turn.start(c12, "4-4").legal_moves()
    turn_moves = {(m.src, m.dst) for m in first_moves}
    assert turn_moves == {(6, 2), (5, 1)}  # ✔ C12: standard reading, 6/2 or 5/1


def test_R80_000s_6_4_example() -> None:
    position = X({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2})
    assert plays(position, "6-4") == {"6/off 4/off", "6/off 5/1", "6/2 6/off"}  # ✔ Ex 6.6


def test_R81_a_smaller_die_is_a_move_inside_home() -> None:
    position = X({5: 1, 1: 1, "off": 13})
    error = reason(position, "5/off 1/off", "3-1")
    assert error.reason is Reason.BEAR_OFF_TOO_SMALL and error.rule == "R81"


def test_R82_bearing_off_is_never_compulsory() -> None:
    legal = plays(X({6: 2, 2: 1, "off": 12}), "2-1")
    assert "6/5 6/4" in legal and any("off" in p for p in legal)


def test_R83_a_double_bears_off_four() -> None:
    assert plays(X({3: 4, "off": 11}), "3-3") == {"3/off(4)"}  # ✔ Ex 6.6


def test_R84_only_the_moves_made_count_and_the_game_ends_with_the_last_checker() -> None:
    legal = X({6: 1, 5: 1, 2: 1, "off": 12}).legal_plays("6-6")
    assert legal.max_moves == 3 and len(legal) == 1  # ✔ Ex 6.6
    (play,) = legal
    assert Position.from_checkers({6: 1, 5: 1, 2: 1, "off": 12}).play(play).opponent[0] == 15


def test_R85_the_same_turn_that_brings_the_last_checker_home_may_bear_off() -> None:
    position = X({7: 1, 6: 4, 5: 4, 4: 3, 3: 3})
    legal = position.legal_plays("6-1")
    assert len(legal) == 5 and "7/off" in {str(p) for p in legal}  # ✔ Ex 6.4 (7/1/off ≡ 7/6 6/off)
    assert position.parse_play("7/6 6/off", "6-1") == position.parse_play("7/1/off", "6-1")
    assert "8/6 5/off" in plays(X({8: 1, 6: 4, 5: 4, 4: 3, 3: 3}), "5-2")  # ✔


def test_R86_borne_off_checkers_stay_off() -> None:
    position = X({1: 1, 2: 1, "off": 13}, {})
    for play in position.legal_plays("2-1"):
        assert position.play(play).opponent[0] >= 13


def test_R87_R88_a_hit_stops_the_bear_off_until_the_checker_comes_home() -> None:
    position = X({"bar": 1, 6: 2, 5: 1, 1: 1, "off": 10}, {3: 2})
    assert plays(position, "6-1") == {"bar/18", "bar/19 6/5", "bar/19 5/4"}  # ✔ Ex 6.5
    back_home = X({6: 3, 5: 1, 1: 1, "off": 10}, {3: 2})
    assert back_home.can_bear_off()
