"""The short-family variants' rules, one test per [MG] decision of
``shared/rules/variants.md`` (V-ids), each with the position it needs."""

from __future__ import annotations

import pytest

from nardi_teach.core.board import BLACK, WHITE
from nardi_teach.core.dice import Dice, Roll
from nardi_teach.core.errors import IllegalPlay, InvalidDiceError, InvalidPositionError, Reason
from nardi_teach.core.turn import Turn
from nardi_teach.plakoto import PlakotoPosition
from nardi_teach.short_nardi.family import (
    CaucasianPosition,
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)
from nardi_teach.short_nardi.position import Position
from nardi_teach.svg import board_svg

ALL = [HyperPosition, TriplePosition, TwoTwoPosition, CaucasianPosition, CrazyShortPosition,
       PlakotoPosition]


def plays(position, dice) -> list[str]:  # type: ignore[no-untyped-def]
    return sorted(str(p) for p in position.legal_plays(dice))


def refused(position, text, dice) -> IllegalPlay:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalPlay) as info:
        position.parse_play(text, dice)
    error = info.value
    assert error.message("ka") and error.message("en")
    if error.example is not None:
        assert error.example in position.legal_plays(dice)
    return error


# — the API every variant shares —

@pytest.mark.parametrize("cls", ALL)
def test_every_variant_has_the_position_api(cls) -> None:  # type: ignore[no-untyped-def]
    start = cls.initial()
    assert eval(repr(start), {cls.__name__: cls, "Color": type(WHITE)}) == start
    assert str(start) and board_svg(start).startswith("<svg") and start._repr_svg_()
    dice = "6-5-3" if cls is TriplePosition else "6-5-3-1" if cls is TwoTwoPosition else "6-5"
    legal = start.legal_plays(dice)
    play = next(iter(legal))
    assert start.parse_play(str(play), dice) == play
    after = start.play(play)
    assert type(after) is cls and after.turn == BLACK
    assert eval(repr(after), {cls.__name__: cls, "Color": type(WHITE)}) == after
    if cls is PlakotoPosition:
        assert cls.from_id(after.id()) == after
    else:
        assert cls.from_gnubg_id(after.gnubg_id(), BLACK) == after


# — V1, V2: numbering and the contrary family —

def test_V2_contrary_family_mirror() -> None:
    assert PlakotoPosition.for_other_side(1) == 24 and CaucasianPosition.for_other_side(6) == 19


# — V12–V13 hypergammon —

def test_V12_hypergammon_start() -> None:
    start = HyperPosition.initial()
    assert [p for p in range(26) if start.player[p]] == [22, 23, 24]
    assert start.opponent == start.player and start.pip_counts() == (69, 69)
    assert start.borne_off() == (0, 0)


def test_V13_hypergammon_bears_off_once_all_three_are_home() -> None:
    position = HyperPosition.from_checkers({9: 1, 5: 1, 2: 1}, {20: 3})
    assert all(m.dst != 0 for p in position.legal_plays("2-1") for m in p)  # 9 stays out
    assert "7/6 5/off" in plays(HyperPosition.from_checkers({7: 1, 5: 1, 2: 1}, {20: 3}), "5-1")
    position = HyperPosition.from_checkers({5: 1, 2: 1, "off": 1}, {20: 3})
    assert "5/off 2/1" in plays(position, "5-1")
    won = position.play(position.parse_play("5/off 2/off", "6-5"))
    assert won.winner() == WHITE


def test_V13_hypergammon_refuses_a_fourth_checker() -> None:
    with pytest.raises(InvalidPositionError) as info:
        HyperPosition.from_checkers({24: 2, 23: 2})
    assert info.value.key == "position.total"
    assert info.value.message("ka") and info.value.message("en")


# — V16–V18 triple and "2-2" —

def test_V16_triple_three_fives_are_three_moves() -> None:
    legal = TriplePosition.initial().legal_plays("5-5-5")
    assert legal.max_moves == 3 and all(len(p) == 3 for p in legal)


def test_V16_two_two_rolls_four_dice_and_refuses_two() -> None:
    assert TwoTwoPosition.initial().legal_plays("6-6-6-6").max_moves == 4
    with pytest.raises(InvalidDiceError) as info:
        TwoTwoPosition.initial().legal_plays("6-5")
    assert info.value.key == "dice.variant_count"
    with pytest.raises(InvalidDiceError):
        TriplePosition.initial().legal_plays(Dice(6, 6))


def test_V17_triple_is_short_nardi_with_three_dice() -> None:
    start = TriplePosition.initial()
    assert start.player == Position.initial().player and start.has_bar
    hit = TriplePosition.from_checkers({8: 1, 1: 14}, {5: 1})
    assert any(m.hit for p in hit.legal_plays("3-2-1") for m in p)


def test_V18_three_dice_use_the_largest_two() -> None:
    # One checker on 10; the opponent holds 7, 4, 3 and 1: 6-2-1 plays at most two dice,
    # 10/8/2 (6 and 2) — not 10/9 (1) or 10/8 (2) alone; (6, 2) ranks above (2, 1).
    position = TriplePosition.from_checkers({10: 1, "off": 14}, {4: 2, 1: 2, 7: 2, 3: 2})
    legal = position.legal_plays("6-2-1")
    assert plays(position, "6-2-1") == ["10/2"] and legal.dice_used == (6, 2)
    error = refused(position, "10/8", "6-2-1")
    assert error.reason is Reason.MUST_PLAY_MORE_DICE and error.rule == "V18"


def test_V18_four_dice_lexicographic_not_pips() -> None:
    # 24 is frozen (the opponent holds 23, 19, 18) and 1 is closed: of 6-5-5-1 only two dice
    # play, {6, 1} (12/5) or {5, 5} (12/2, more pips); V18 takes the higher dice, 6-1.
    position = TwoTwoPosition.from_checkers({24: 1, 12: 1, "off": 13},
                                            {23: 2, 19: 2, 18: 2, 1: 2})
    legal = position.legal_plays("6-5-5-1")
    assert plays(position, "6-5-5-1") == ["12/5"] and legal.dice_used == (6, 1)
    error = refused(position, "12/2", "6-5-5-1")
    assert error.reason is Reason.MUST_USE_LARGEST and error.rule == "V18"
    assert error.params["best"] == (6, 1) and str(error.example) == "12/5"


def test_V18_turn_move_by_move_keeps_the_largest_dice() -> None:
    position = TwoTwoPosition.from_checkers({24: 1, 12: 1, "off": 13},
                                            {23: 2, 19: 2, 18: 2, 1: 2})
    turn = Turn.start(position, "6-5-5-1")
    assert {(m.src, m.dst) for m in turn.legal_moves()} == {(12, 6), (12, 11)}
    with pytest.raises(IllegalPlay) as info:
        turn.move(12, 7)
    assert info.value.reason is Reason.MUST_USE_LARGEST


# — V20–V23 Caucasian short nardi —

def test_V21_frozen_hitter_may_not_move_on() -> None:
    position = CaucasianPosition.from_checkers({6: 1, 13: 2}, {4: 1})
    assert "6/4*/3" not in plays(position, "2-1")
    assert "13/12 6/4*" in plays(position, "2-1")
    error = refused(position, "6/4*/3", "2-1")
    assert error.reason is Reason.FROZEN_HITTER and "V22" in error.rule and "R172" in error.rule


def test_V21_turn_refuses_the_hitter_move_by_move() -> None:
    turn = Turn.start(CaucasianPosition.from_checkers({6: 1, 13: 2}, {4: 1}), "2-1").move(6, 4)
    assert all(m.src != 4 for m in turn.legal_moves())
    with pytest.raises(IllegalPlay) as info:
        turn.move(4, 3)
    assert info.value.reason is Reason.FROZEN_HITTER


def test_V21_a_hit_by_entering_is_not_covered() -> None:
    position = CaucasianPosition.from_checkers({"bar": 1, 13: 1}, {22: 1})
    assert "bar/22*/20" in plays(position, "3-2") or any(
        p.startswith("bar/22*/") for p in plays(position, "3-2"))


def test_V22_the_hitter_moves_when_no_best_play_leaves_it() -> None:
    position = CaucasianPosition.from_checkers({6: 1, "off": 14}, {2: 1, 3: 2, 4: 2, 5: 2, 1: 2})
    assert plays(position, "4-2") == ["6/2*/off"]


def test_V22_game_end_hit_then_bear_off() -> None:
    # V4's example: one checker on 6, an opposing blot on 3, roll 6-3: only 6/3* 3/off.
    position = CaucasianPosition.from_checkers({6: 1, "off": 14}, {3: 1})
    assert plays(position, "6-3") == ["6/3*/off"]


def test_V22_a_second_checker_on_the_hitters_point_may_leave() -> None:
    # 8/4* hits; another checker joins 4; one checker may then leave 4 (V21 counts checkers:
    # the point keeps at least its one frozen hitter).
    position = CaucasianPosition.from_checkers({8: 2, 5: 3, "off": 10}, {4: 1, 20: 2})
    assert plays(position, "4-4") == ["8/4 8/4* 5/1(2)", "8/4 8/4*/off 5/1", "8/4* 5/1(3)"]


# — V24–V31 plakoto —

def test_V24_plakoto_start() -> None:
    start = PlakotoPosition.initial()
    assert start.player[24] == 15 and start.opponent[24] == 15 and not start.has_bar
    assert plays(start, "6-5") == ["24/13", "24/19 24/18"]


def test_V25_landing_on_a_blot_pins_it() -> None:
    position = PlakotoPosition.from_checkers({20: 1, 24: 14}, {15: 1, 1: 14})
    play = position.parse_play("20/15* 24/23", "5-1")
    after = position.play(play)
    assert after.pins(BLACK) == frozenset({10}) and after.player[25] == 0
    assert after.checkers(WHITE)[15] == 1 and after.checkers(BLACK)[10] == 1


def test_V26_a_pinned_checker_cannot_move() -> None:
    position = PlakotoPosition.from_checkers({20: 1, 24: 14}, {20: 1, 1: 14},
                                             pinned={20: "player"})
    assert all(m.src != 20 for p in position.legal_plays("5-1") for m in p)
    error = refused(position, "20/15", "5-1")
    assert error.reason is Reason.PINNED and "V26" in error.rule


def test_V27_the_pinned_side_may_not_land_on_its_pinned_point() -> None:
    position = PlakotoPosition.from_checkers({13: 1, 24: 14}, {13: 1, 1: 14},
                                             pinned={13: "player"})
    assert all(m.dst != 13 for p in position.legal_plays("6-5") for m in p)
    error = refused(position, "24/18 18/13", "6-5")
    assert error.reason is Reason.PINNED_POINT and error.rule == "V27"


def test_V27_the_pinner_may_stack_any_number() -> None:
    position = PlakotoPosition.from_checkers({13: 1, 24: 14}, {13: 1, 1: 14},
                                             pinned={13: "opponent"})
    assert "24/13(2)" not in plays(position, "6-5")  # not a double
    assert any("24/13" in p for p in plays(position, "6-5"))
    stacked = position.play(position.parse_play("24/13", "6-5"))
    assert stacked.pins(BLACK) == frozenset({12}) and stacked.checkers(WHITE)[13] == 2


def test_V27_two_free_opposing_checkers_close_a_point() -> None:
    position = PlakotoPosition.from_checkers({24: 15}, {18: 2, 1: 13})
    assert all(m.dst != 18 for p in position.legal_plays("6-5") for m in p)


def test_V28_release_when_the_last_pinner_leaves() -> None:
    position = PlakotoPosition.from_checkers({15: 1, 24: 14}, {15: 1, 1: 14},
                                             pinned={15: "opponent"})
    after = position.play(position.parse_play("15/10 24/23", "5-1"))
    assert after.pins(BLACK) == frozenset()
    # …and a checker may pin it again later in the same turn
    again = position.legal_plays("5-4")
    assert any(r.pins(BLACK) == frozenset({10}) and r.player[15] == 1 for r in again.results())


def test_V28_the_movers_own_pins_never_change_in_its_turn() -> None:
    position = PlakotoPosition.from_checkers({20: 1, 24: 14}, {20: 1, 1: 14},
                                             pinned={20: "player"})
    assert all(r.player_pins == frozenset({20}) for r in position.legal_plays("6-6").results())


def test_V29_must_play_with_pins() -> None:
    position = PlakotoPosition.from_checkers({20: 1, 24: 14}, {20: 1, 1: 14},
                                             pinned={20: "player"})
    error = refused(position, "24/18", "6-5")
    assert error.reason is Reason.MUST_USE_BOTH and "V29" in error.rule


def test_V30_no_bear_off_while_a_checker_is_pinned_in_the_home() -> None:
    position = PlakotoPosition.from_checkers({5: 1, 6: 7, 3: 7}, {5: 2, 24: 13},
                                             pinned={5: "player"})
    assert not position.can_bear_off()
    assert all(m.dst != 0 for p in position.legal_plays("6-3") for m in p)
    error = refused(position, "6/off 3/off", "6-3")
    assert error.reason is Reason.BEAR_OFF_PINNED and "V30" in error.rule


def test_V30_bear_off_resumes_once_free() -> None:
    position = PlakotoPosition.from_checkers({5: 1, 6: 7, 3: 7}, {5: 1, 24: 14},
                                             pinned={5: "opponent"})
    assert position.can_bear_off()
    assert any(m.dst == 0 for p in position.legal_plays("6-3") for m in p)


def test_V31_mother_query() -> None:
    pinned = PlakotoPosition.from_checkers({1: 1, 6: 14}, {1: 1, 24: 14}, pinned={1: "opponent"})
    assert pinned.mother_pinned(BLACK) and not pinned.mother_pinned(WHITE)
    assert pinned.mother_verdict() == ("loses", BLACK)
    waits = PlakotoPosition.from_checkers({1: 1, 6: 12, 24: 2}, {1: 1, 13: 14},
                                          pinned={1: "opponent"})
    assert waits.mother_verdict() is None  # White still has checkers on its start (V31)
    both = PlakotoPosition.from_checkers({1: 1, 24: 1, 6: 13}, {1: 1, 24: 1, 19: 13},
                                         pinned={1: "opponent", 24: "player"})
    assert both.mother_verdict() == ("draw", None)


# — V44–V46 the exact-only bear-off —

def test_V44_a_larger_die_never_bears_off() -> None:
    position = CrazyShortPosition.from_checkers({3: 1, 2: 1, "off": 13}, {19: 2})
    assert plays(position, "6-5") == []
    assert plays(position, "3-2") == ["3/off 2/off"]
    error = refused(position, "3/off", "6-5")
    assert error.reason is Reason.BEAR_OFF_EXACT and "V44" in error.rule


def test_V44_the_die_is_played_inside_the_home_if_it_can_be() -> None:
    position = CrazyShortPosition.from_checkers({5: 1, 2: 1, "off": 13}, {19: 2})
    assert plays(position, "6-3") == ["5/2"]


def test_V45_crazy_plakoto_bears_off_exactly() -> None:
    plain = PlakotoPosition.from_checkers({3: 1, "off": 14}, {24: 15})
    crazy = PlakotoPosition.from_checkers({3: 1, "off": 14}, {24: 15}, crazy=True)
    assert plays(plain, "6-5") == ["3/off"] and plays(crazy, "6-5") == []
    assert PlakotoPosition.from_id(crazy.id()) == crazy and crazy.id().endswith(":c")


def test_V46_crazy_short_is_short_nardi_before_the_bear_off() -> None:
    start = CrazyShortPosition.initial()
    assert set(start.legal_plays("6-6")) == set(Position.initial().legal_plays("6-6"))


# — V66 passed moves in the short family (crazy plakoto passes them, V57) —

def test_V66_passed_moves_in_plakoto() -> None:
    legal = PlakotoPosition.initial(crazy=True).legal_plays(Roll.passed(5, 2))
    assert legal.max_moves == 2 and plays(PlakotoPosition.initial(), Roll(5, 5)) == [
        "24/14", "24/19(2)"]


# — the board draws them —

def test_V25_pinned_checker_drawn_under_the_pinner() -> None:
    position = PlakotoPosition.from_checkers({15: 1, 24: 14}, {15: 1, 1: 14},
                                             pinned={15: "opponent"})
    svg = board_svg(position)
    group = svg[svg.index('data-point="15"'):]
    group = group[:group.index("</g></g>") if "</g></g>" in group else len(group)]
    assert 'class="pinned black"' in group and 'class="pin"' in group
    assert group.index('class="pinned black"') < group.index('class="checker white"')
    assert 'class="head"' not in svg  # no long-nardi heads on a plakoto board


def test_V16_three_and_four_dice_drawn() -> None:
    assert board_svg(TriplePosition.initial(), dice=Roll(5, 5, 5)).count('data-die="5"') == 3
    four = board_svg(TwoTwoPosition.initial(), dice=Roll(6, 5, 4, 3), used_dice=[6])
    assert four.count("data-die=") == 4 and four.count('class="die used"') == 1
