"""The long family's other games, one test per [MG] decision of docs/rules/variants.md
(V34–V59, V63, V66), named by V-id, each with the position it needs.  Drill positions give
both sides in the mover's numbering (the opponent's head is the mover's 12)."""

from __future__ import annotations

import pytest
from long_variants_cases import X

from nardi_teach import IllegalPlay, InvalidPositionError, Reason
from nardi_teach.core.dice import ALL_ROLLS, Roll
from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi.family import (
    CrazyFevgaPosition,
    CrazyGulBaraPosition,
    CrazyPosition,
    FevgaPosition,
    GulBaraPosition,
    KhachapuriPosition,
    SportPosition,
)
from nardi_teach.long_nardi.greek import GreekFevgaPosition
from nardi_teach.long_nardi.greek_movegen import split_trapped
from nardi_teach.long_nardi.position import HeadRule, LongPosition, forbidden_run

G = GreekFevgaPosition


def plays(position: LongPosition, dice) -> set[str]:
    return {str(p) for p in position.legal_plays(dice)}


def written(position: LongPosition, dice, texts: list[str]) -> set[str]:
    """The plays ``texts`` mean (each read by ``parse_play``, so each must be legal)."""
    return {str(position.parse_play(text, dice)) for text in texts}


def refusal(position: LongPosition, text: str, dice) -> IllegalPlay:
    with pytest.raises(IllegalPlay) as info:
        position.parse_play(text, dice)
    return info.value


def off_head(position: LongPosition, dice) -> set[int]:
    """How many checkers leave the head in each legal play."""
    return {sum(m.src == 24 for m in p) for p in position.legal_plays(dice)}


# — V34–V35 YellowClub fevga —

def test_V34_fevga_is_long_nardi_with_one_checker_off_the_head() -> None:
    start = FevgaPosition.initial()
    assert start.head_rule is HeadRule.FEVGA
    for dice in ALL_ROLLS:
        assert off_head(start, dice) <= {0, 1}
    # L3 and L6 hold as in long nardi
    assert plays(start, "6-6") == {"24/18"}
    five = X(FevgaPosition, {24: 5, 22: 2, 21: 2, 20: 2, 19: 2, 18: 2})
    for dice in ALL_ROLLS:
        for result in five.legal_plays(dice).results():
            assert forbidden_run(result.player, result.opponent) is None
    assert "24/23" not in plays(five, "1-2")


def test_V35_openings_of_fevga() -> None:
    start = FevgaPosition.initial()
    assert plays(start, "6-6") == {"24/18"}      # three sixes lost
    assert plays(start, "4-4") == {"24/16"}
    assert plays(start, "3-3") == {"24/15"}
    assert plays(start, "5-5") == {"24/4"}       # one checker, all four fives
    error = refusal(start, "24/18(2)", "6-6")
    assert error.reason is Reason.HEAD_RULE and error.rule.startswith("V35")
    assert str(error.example) == "24/18"
    second = X(FevgaPosition, {24: 15}, {12: 14, 7: 1}, player_first=True)
    assert plays(second, "4-4") == {"24/16"}


# — V37–V41 Greek fevga —

def test_V37_greek_fevga_start_and_movement() -> None:
    start = G.initial()
    assert start.player[24] == start.opponent[24] == 15 and start.variant == "fevga_greek"
    error = refusal(X(G, {24: 14, 16: 1}, {12: 14, 13: 1}), "16/13", "3-1")
    assert error.reason is Reason.POINT_CLOSED and "V37" in error.rule


def test_V38_only_the_first_checker_moves_until_it_passes() -> None:
    start = G.initial()
    assert plays(start, "6-5") == {"24/13"}          # 13 is not yet past the 12
    assert plays(start, "6-6") == {"24/18"}          # the runner is stuck at 18 (12 closed)
    assert plays(start, "5-5") == written(start, "5-5", ["24/4", "24/9 24/19"])  # passes at 9
    runner = X(G, {24: 14, 16: 1}, {12: 14, 3: 1})
    error = refusal(runner, "24/19 16/14", "5-2")
    assert error.reason is Reason.HEAD_RULE and error.rule == "V38"
    assert error.example is not None and error.params["runner"] == 16
    assert "V38" in error.message("en") and "V38" in error.message("ka")


def test_V39_no_head_limit_once_a_checker_has_passed() -> None:
    passed = X(G, {24: 14, 5: 1}, {12: 14, 20: 1})
    assert 4 in off_head(passed, "3-3")
    assert 2 in off_head(passed, "6-5")


def test_V40a_never_all_six_points_of_the_starting_quarter() -> None:
    five = X(G, {24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 5: 1}, {12: 14, 7: 1})
    assert all(not all(r.player[19:25]) for d in ALL_ROLLS for r in five.legal_plays(d).results())
    error = refusal(five, "24/19 5/4", "5-1")
    assert error.rule == "V40" and error.key == "illegal.fevga_quarter"
    assert error.example is not None
    with pytest.raises(InvalidPositionError):
        X(G, {24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 19: 1})


def test_V40a_is_checked_after_every_die() -> None:
    # 24/19 fills the quarter for a moment even if 19/18 would empty it again
    five = X(G, {24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 5: 1}, {12: 14, 7: 1})
    assert "24/18" in plays(five, "5-1")  # as 24/23/18: the other order passes the check
    for dice in ALL_ROLLS:
        for play in five.legal_plays(dice):
            me = list(five.player)
            for m in play.moves:  # every step of every legal play, in its order
                me[m.src] -= 1
                me[m.dst] += 1
                assert not all(me[19:25]), (dice, play)


def test_V40_no_six_block_rule() -> None:
    run = X(G, {24: 2, 18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 8: 3})
    assert "14/13 8/3" in plays(run, "5-1")          # six in a row, nobody ahead: allowed
    assert "14/13 8/3" not in plays(X(LongPosition, {24: 2, 18: 2, 17: 2, 16: 2, 15: 2, 14: 2,
                                                     8: 3}), "5-1")


def test_V40b_a_prime_in_front_of_every_opposing_checker_must_be_opened() -> None:
    # the opponent is all on its head (the mover's 12); the mover's 11–7 and a 6 to make
    almost = X(G, {24: 5, 11: 2, 10: 2, 9: 2, 8: 2, 7: 2}, {12: 15})
    legal = almost.legal_plays("6-1")
    assert legal.trapped and all(not all(r.player[6:12]) for r in legal.results())
    trapped = next(iter(legal.trapped.values()))
    text = " ".join(f"{s}/{d}" for s, d, _ in trapped)
    error = refusal(almost, text, "6-1")
    assert error.rule == "V40" and error.key == "illegal.fevga_trap"
    assert error.example in legal
    assert "V40" in error.message("ka") and "12" in error.message("en")
    # when no play can open it, the prime stays: every result kept
    results = {key: () for key in legal.trapped}
    assert split_trapped(results, almost.opponent) == (results, {})


def test_V40b_applies_after_must_play_in_the_turn_move_by_move() -> None:
    almost = X(G, {24: 5, 11: 2, 10: 2, 9: 2, 8: 2, 7: 2}, {12: 15})
    turn = Turn.start(almost, "6-1")
    for move in turn.legal_moves():
        assert any(move in p.moves for p in turn.legal)
    legal = almost.legal_plays("6-1")
    for bad in legal.trapped.values():  # each dropped play: its last move is refused
        (s1, d1, _), (s2, d2, _) = bad
        after = turn.move(s1, d1)
        with pytest.raises(IllegalPlay) as info:
            after.move(s2, d2)
        assert info.value.rule == "V40" and info.value.example in legal


def test_V41_greek_bear_off_as_long_nardi() -> None:
    home = X(G, {3: 2, 2: 2, 1: 1}, {12: 15})
    assert "3/off(2)" in plays(home, "6-5")


# — V42, V44–V45 exact-only bear-off in every crazy long game —

@pytest.mark.parametrize("cls", [CrazyPosition, CrazyFevgaPosition, CrazyGulBaraPosition])
def test_V44_a_die_bears_off_only_from_its_own_point(cls: type[LongPosition]) -> None:
    home = X(cls, {3: 2, 2: 2, 1: 1})
    assert plays(home, "6-5") == set()               # no die can be played at all
    assert plays(home, "3-1") == written(home, "3-1", ["3/off 1/off", "3/off 3/2",
                                                         "3/off 2/1"])
    assert all(m.dst != 0 or m.src == m.die for p in home.legal_plays("3-1") for m in p)
    error = refusal(home, "3/off", "6-5")
    assert error.reason is Reason.BEAR_OFF_HIGHER and error.rule.startswith("V44")
    assert "V44" in error.message("ka") and "V44" in error.message("en")
    inside = X(cls, {5: 1, 3: 2, 1: 1, "off": 11})
    assert plays(inside, "6-4") == {"5/1"}          # 6 cannot be played; the 4 moves inside


def test_V45_classic_long_nardi_keeps_the_overshoot() -> None:
    home = X(LongPosition, {3: 2, 2: 2, 1: 1})
    assert "3/off(2)" in plays(home, "6-5")
    error = refusal(X(CrazyPosition, {5: 1, 3: 2, 1: 1, "off": 11}), "5/off", "6-4")
    assert error.params.get("alternatives") is None or "5/off" not in error.params[
        "alternatives"]


def test_V42_crazy_has_the_classic_head_rule() -> None:
    start = CrazyPosition.initial()
    assert plays(start, "6-6") == {"24/18(2)"} and plays(start, "4-4") == {"24/16(2)"}
    assert off_head(start, "5-5") == {1}


# — V47, V50 gul-bara and crazy gul-bara —

def test_V47_gul_bara_board_is_long_nardi() -> None:
    start = GulBaraPosition.initial()
    classic = LongPosition.initial()
    for dice in ALL_ROLLS:
        assert plays(start, dice) == plays(classic, dice)
    assert refusal(start, "24/18 24/19", "6-5").rule.startswith("V47")


def test_V50_crazy_gul_bara_adds_1_1_to_the_first_turn_list() -> None:
    start = CrazyGulBaraPosition.initial()
    assert 2 in off_head(start, "1-1")
    assert off_head(LongPosition.initial(), "1-1") == {1}
    assert off_head(start, "5-5") == {1} and off_head(start, "2-2") == {1}
    later = X(CrazyGulBaraPosition, {24: 14, 20: 1}, {12: 14, 10: 1})
    assert off_head(later, "1-1") == {0, 1}  # not a first turn: one off the head at most


# — V51–V53 khachapuri —

def test_V51_khachapuri_start() -> None:
    start = KhachapuriPosition.initial()
    assert start.player[24] == 4 and start.player[6] == 11 and start.player[0] == 0
    assert start.opponent == start.player
    assert start.for_other_side(24) == 12 and start.for_other_side(6) == 18
    assert start.pip_counts() == (4 * 24 + 11 * 6,) * 2
    assert all(m.dst not in (12, 18) for d in ALL_ROLLS for p in start.legal_plays(d)
               for m in p)


def test_V52_khachapuri_has_no_head_limit() -> None:
    start = KhachapuriPosition.initial()
    assert 2 in off_head(start, "5-3")
    assert 4 in off_head(start, "1-1")
    assert start.head_allowance("6-5") == 15


def test_V53_khachapuri_otherwise_long_nardi() -> None:
    # a single opposing checker closes a point (L3)
    start = KhachapuriPosition.initial()
    assert all(m.dst not in (12, 18) for p in start.legal_plays("6-6") for m in p)
    # the six-block rule holds (L6); from the start it can never bite, since the opponent's
    # eleven checkers in its home are always ahead of any run — hence this drill
    five = X(KhachapuriPosition, {24: 2, 22: 1, 21: 1, 20: 1, 19: 1, 6: 9}, {12: 15})
    assert "24/23 6/2" not in plays(five, "1-4")  # either order completes 24–19
    assert "24/23 19/15" in plays(five, "1-4")    # 19/15 first leaves five
    error = refusal(five, "24/23 6/2", "1-4")
    assert error.reason is Reason.SIX_BLOCK and error.rule == "V53, L6"
    # bearing off only with all fifteen home (L8)
    assert all(m.dst != 0 for d in ALL_ROLLS for p in KhachapuriPosition.initial()
               .legal_plays(d) for m in p)


# — V56 crazy fevga, V59 sport —

def test_V56_crazy_fevga_is_fevga_with_exact_bear_off() -> None:
    start = CrazyFevgaPosition.initial()
    assert plays(start, "6-6") == {"24/18"} and plays(start, "5-5") == {"24/4"}
    assert plays(X(CrazyFevgaPosition, {4: 2, 2: 1, "off": 12}), "6-5") == set()


def test_V59_sport_exception_only_on_the_second_players_first_turn() -> None:
    first = SportPosition.initial()
    assert off_head(first, "6-6") == {1} and off_head(first, "4-4") == {1}
    assert refusal(first, "24/18(2)", "6-6").rule.startswith("V59")
    second = X(SportPosition, {24: 15}, {12: 14, 7: 1}, player_first=True)
    assert off_head(second, "6-6") == {2} and off_head(second, "3-3") <= {2}
    assert off_head(second, "5-5") == {1}


# — V63, V66: a granted double and passed moves are each one turn for the board —

@pytest.mark.parametrize("cls", [FevgaPosition, CrazyPosition, CrazyGulBaraPosition])
def test_V63_a_granted_double_takes_one_checker_off_the_head(cls: type[LongPosition]) -> None:
    later = X(cls, {24: 10, 20: 2, 16: 3}, {12: 15})
    assert off_head(later, "6-6") <= {0, 1} and 1 in off_head(later, "6-6")
    assert later.head_allowance("4-4") == 1


def test_V66_passed_moves_are_single_moves_with_the_head_rule() -> None:
    start = FevgaPosition.initial()
    assert plays(start, Roll.passed(5, 3)) == {"24/9"}
    assert plays(KhachapuriPosition.initial(), Roll.passed(5, 3)) >= {"24/19(3)"}
    assert plays(G.initial(), Roll.passed(5, 2)) == {"24/14"}
    assert plays(X(CrazyPosition, {3: 2, 2: 2, 1: 1}), Roll.passed(5, 2)) == set()
