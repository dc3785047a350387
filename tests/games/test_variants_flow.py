"""The YellowClub family's game flow, one test per [FL] decision of
``shared/rules/variants.md`` (V10, V11, V14, V15, V19, V31–V33, V41, V43, V46, V48, V50,
V54–V57, V59, V61–V67): personal rolls, the progression, the extra roll, passing, the game's
end first, the mother rule, openings, scores and cubes."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from nardi_teach import BLACK, WHITE, Cube, IllegalAction, Position, Rules
from nardi_teach.core.board import Color
from nardi_teach.core.dice import Dice, Roll
from nardi_teach.core.errors import InvalidDiceError, InvalidValueError
from nardi_teach.games.flow import FlowState, Segment, _game_end, mother_verdict
from nardi_teach.games.game import Game
from nardi_teach.games.match import MatchState
from nardi_teach.games.phase import Phase
from nardi_teach.games.registry import VARIANTS, playable, scorer, variant_named
from nardi_teach.games.rules import CubeKind
from nardi_teach.games.scoring import GameResult
from nardi_teach.long_nardi.family import (
    CrazyFevgaPosition,
    CrazyGulBaraPosition,
    CrazyPosition,
    GulBaraPosition,
    KhachapuriPosition,
)
from nardi_teach.plakoto import PlakotoPosition
from nardi_teach.short_nardi.family import (
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)

RACE = {24: 5, 23: 5, 22: 5}          # far from home, room for every double
FAR = {12: 15}                        # the opponent on its own head


def game(name: str, position: Any, rolls: tuple[int, int] = (0, 0), **options: Any) -> Game:
    """A game of ``name`` from ``position`` (its side to roll) after ``rolls`` personal rolls."""
    g = Game(variant=variant_named(name, **options), position=position)
    return Game.from_state(replace(g.state, flow=FlowState(rolls=rolls)))


def keys(g: Game) -> list[str]:
    return [e.key for e in g.events]


def play_any(g: Game) -> None:
    """Play the first legal play of the segment in progress."""
    g.play(next(iter(g.state.turn.legal)))


# — V61–V64: the progression —

def test_V61_the_rolloff_composite_is_the_starters_first_personal_roll() -> None:
    g = Game(variant=VARIANTS["crazy_short"], seed=1)
    g.roll_opening(5, 3)
    assert g.state.flow.rolls == (1, 0) and g.state.flow.segment is Segment.ROLL
    g = Game(variant=VARIANTS["crazy"], seed=1)          # L2: the starter rolls afresh
    g.roll_opening(5, 3)
    assert g.state.flow.rolls == (0, 0)
    g.roll("6-5")
    assert g.state.flow.rolls == (1, 0)


def test_V61_V62_the_first_five_personal_rolls_are_ordinary() -> None:
    g = game("crazy", CrazyPosition.from_checkers(RACE, FAR), rolls=(4, 4))
    g.roll("3-3")                                        # the 5th personal roll
    play_any(g)
    assert g.on_roll == BLACK and g.phase is Phase.ROLL and "flow.granted" not in keys(g)


def test_V62_R167_a_double_on_the_sixth_roll_is_followed_by_every_higher_double() -> None:
    g = game("crazy", CrazyPosition.from_checkers(RACE, FAR), rolls=(5, 5))
    g.roll("3-3")
    seen = [g.dice]
    for expected in ((4, 4), (5, 5), (6, 6)):
        play_any(g)
        assert g.on_roll == WHITE and g.state.flow.segment is Segment.GRANTED
        assert g.dice == Dice(*expected) and keys(g) == ["flow.granted"]
        seen.append(g.dice)
    assert g.events[0].message("en").startswith(
        "A granted double: 6-6 follows your 5-5")
    assert "6-6" in g.events[0].message("ka") and "V62" in g.events[0].message("ka")
    play_any(g)                                          # 6-6 has no successor
    assert g.on_roll == BLACK and g.phase is Phase.ROLL
    assert seen == [Dice(3, 3), Dice(4, 4), Dice(5, 5), Dice(6, 6)]
    assert g.state.flow.rolls == (6, 5)                  # granted doubles are not personal rolls


def test_V63_a_granted_double_takes_one_checker_from_the_head() -> None:
    g = game("crazy", CrazyPosition.from_checkers({24: 13, 20: 2}, FAR), rolls=(5, 5))
    g.roll("2-2")
    play_any(g)
    assert g.state.flow.segment is Segment.GRANTED and g.dice == Dice(3, 3)
    assert all(sum(m.src == 24 for m in play) <= 1 for play in g.state.turn.legal)


def test_V64a_the_progression_stops_when_every_checker_is_home() -> None:
    g = game("crazy", CrazyPosition.from_checkers({8: 1, 6: 14}, FAR), rolls=(5, 5))
    g.roll("1-1")
    g.play("8/4")                                        # the last checker comes home
    assert keys(g) == ["flow.progression_home"] and g.on_roll == BLACK
    assert "V64" in g.events[0].message("en")


def test_V64b_V43_a_double_not_played_in_full_ends_it_and_its_moves_are_lost() -> None:
    position = CrazyPosition.from_checkers({24: 14, 18: 1}, {12: 14, 6: 1})
    g = game("crazy", position, rolls=(5, 5))
    g.roll("6-6")                                        # 24/18/12: the opponent's head
    assert g.state.turn.legal.max_moves < 4
    play_any(g)
    assert keys(g) == ["flow.progression_short", "flow.lost"]
    assert g.on_roll == BLACK and g.phase is Phase.ROLL
    assert "Lost:" in g.events[1].message("en") and "იკარგება" in g.events[1].message("ka")


def test_V46_crazy_short_nardi_has_the_progression_on_short_nardi() -> None:
    position = CrazyShortPosition.from_checkers({13: 5, 24: 5, 8: 5}, {14: 15})
    g = game("crazy_short", position, rolls=(5, 5))
    g.roll("4-4")
    play_any(g)
    assert g.dice == Dice(5, 5) and g.state.flow.segment is Segment.GRANTED


# — V65: the extra roll —

def test_V65_R166_a_rolled_double_played_in_full_gives_one_more_roll_only_once() -> None:
    g = game("gul_bara", GulBaraPosition.from_checkers(RACE, FAR))
    g.roll("2-2")
    play_any(g)
    assert (g.on_roll, g.phase, keys(g)) == (WHITE, Phase.ROLL, ["flow.extra_roll"])
    assert g.state.flow.rolls == (1, 0)
    with pytest.raises(IllegalAction) as err:                # mid-turn: no cube (V69)
        g.double()
    assert err.value.key == "action.double_mid_turn" and "V65" in err.value.rule
    g.roll("3-3")                                        # the extra roll: not personal
    assert g.state.flow.segment is Segment.EXTRA and g.state.flow.rolls == (1, 0)
    play_any(g)
    assert (g.on_roll, keys(g)) == (BLACK, ["flow.extra_once"])


def test_V65_the_games_first_roll_can_be_a_double_and_earns_it() -> None:
    g = Game(variant=VARIANTS["gul_bara"], seed=3)
    g.roll_opening(4, 2)
    g.roll("4-4")                                        # L5: 24/20(2) 20/16(2)
    play_any(g)
    assert (g.on_roll, g.phase, keys(g)) == (WHITE, Phase.ROLL, ["flow.extra_roll"])


def test_V65_V66_a_double_not_played_in_full_gives_no_extra_roll_and_passes() -> None:
    position = GulBaraPosition.from_checkers({24: 14, 18: 1}, {12: 14, 6: 1})
    g = game("gul_bara", position)
    g.roll("6-6")
    played = g.state.turn.legal.max_moves
    play_any(g)
    assert "flow.extra_roll" not in keys(g) and keys(g)[-1] == "flow.passed"
    assert g.on_roll == BLACK and g.state.flow.segment is Segment.PASSED
    assert g.dice == Roll.passed(6, 4 - played)


def test_V54_khachapuri_has_gul_baras_doubles() -> None:
    g = game("khachapuri", KhachapuriPosition.initial())
    g.roll("1-1")
    play_any(g)
    assert keys(g) == ["flow.extra_roll"] and g.on_roll == WHITE


# — V66: passing —

def _passing_game(name: str, cls: type) -> Game:
    """White on roll with 6-6 it cannot play in full (the opponent's head blocks 12)."""
    position = cls.from_checkers({24: 14, 18: 1}, {12: 14, 6: 1})
    return game(name, position, rolls=(5, 5))


@pytest.mark.parametrize(("name", "cls"), [("gul_bara", GulBaraPosition),
                                           ("crazy_gul_bara", CrazyGulBaraPosition),
                                           ("crazy_fevga", CrazyFevgaPosition)])
def test_V66_the_unplayed_moves_of_a_double_pass_to_the_opponent(name: str, cls: type) -> None:
    g = _passing_game(name, cls)
    g.roll("6-6")
    used = g.state.turn.legal.max_moves
    play_any(g)
    event = g.events[-1]
    assert event.key == "flow.passed" and g.on_roll == BLACK
    count = 4 - used
    assert g.dice == Roll.passed(6, count)
    english = event.message("en")
    assert f"{['One move', 'Two moves', 'Three moves'][count - 1]} of 6" in english
    assert "Black" in english and "V66" in english
    assert "შავს გადაეცემა" in event.message("ka")
    # before its own roll: no roll, no cube, until the passed moves are played
    with pytest.raises(IllegalAction) as err:
        g.roll()
    assert err.value.key == "flow.play_passed_first" and err.value.rule == "V66"
    with pytest.raises(IllegalAction) as err:
        g.double()
    assert err.value.key == "action.double_passed_first"
    rolls = g.state.flow.rolls
    play_any(g)
    assert g.on_roll == BLACK and g.phase is Phase.ROLL      # now its own roll
    assert g.state.flow.rolls == rolls                       # passed moves are not a roll
    assert g.state.flow.segment is Segment.ROLL


def test_V66_passed_moves_are_one_turn_for_the_head_and_the_rest_is_lost() -> None:
    position = GulBaraPosition.from_checkers({24: 14, 18: 1}, {12: 15})
    g = game("gul_bara", position)
    g.roll("6-6")
    g.play("24/18")                                      # 18/12 is Black's head
    assert g.dice == Roll.passed(6, 3) and g.state.flow.segment is Segment.PASSED
    assert [str(p) for p in g.state.turn.legal] == ["24/18"]    # one checker off the head
    g.play("24/18")
    assert keys(g) == ["flow.passed_lost"]
    assert "Two moves of the passed moves could not be played and are lost" in \
        g.events[0].message("en")
    assert g.on_roll == BLACK and g.phase is Phase.ROLL    # nothing passes back


def test_V66_passed_moves_keep_the_recipients_first_turn() -> None:
    position = GulBaraPosition.from_checkers({24: 14, 18: 1}, {12: 15},
                                             opponent_first=True)
    g = game("gul_bara", position)
    g.roll("6-6")
    play_any(g)
    play_any(g)                                          # Black plays what passed to it
    assert g.on_roll == BLACK and g.position.player_first    # L5 still ahead for Black


def test_V66_a_non_doubles_unplayed_die_is_lost_unless_the_switch_passes_it() -> None:
    position = GulBaraPosition.from_checkers({24: 14, 13: 1}, {18: 1, 17: 1, 7: 1, 12: 12})
    g = game("gul_bara", position)
    g.roll("6-1")                                        # no six anywhere: only the 1
    g.play("24/23")
    assert keys(g) == [] and g.on_roll == BLACK and g.phase is Phase.ROLL
    g = game("gul_bara", position, pass_scope="all")
    g.roll("6-1")
    g.play("24/23")
    assert keys(g) == ["flow.passed_dice"] and g.dice == Roll(6)
    assert g.on_roll == BLACK and g.state.flow.segment is Segment.PASSED


# — V67: the game's end first —

def test_V67_the_last_checker_off_ends_the_game_before_any_flow_rule() -> None:
    position = GulBaraPosition.from_checkers({1: 1}, {12: 15})
    g = game("gul_bara", position)
    g.roll("1-1")
    g.play("1/off")
    assert g.is_over and g.winner == WHITE and g.result is GameResult.GAMMON
    assert keys(g) == []                                 # nothing passes, no extra roll
    position = CrazyPosition.from_checkers({1: 1}, {12: 15})
    g = game("crazy", position, rolls=(7, 7))
    g.roll("1-1")
    g.play("1/off")
    assert g.is_over and keys(g) == []


# — V31, V57: plakoto's mother —

class _Pins:
    """A stand-in plakoto position: checkers in each side's numbering and pinned points."""

    def __init__(self, white: dict[int, int], black: dict[int, int],
                 pins: dict[Color, set[int]]) -> None:
        self.sides = {WHITE: white, BLACK: black}
        self._pins = pins

    def checkers(self, color: Color) -> tuple[int, ...]:
        counts = [0] * 26
        for point, n in self.sides[color].items():
            counts[point] = n
        counts[0] = 15 - sum(counts)
        return tuple(counts)

    def pins(self, color: Color) -> frozenset[int]:
        return frozenset(self._pins.get(color, set()))

    def winner(self) -> Color | None:
        return None


def test_V31_a_pinned_mother_loses_once_the_pinner_has_left_its_start() -> None:
    mother = {24: 1, 10: 14}
    still_home = _Pins(mother, {24: 3, 1: 1, 5: 11}, {WHITE: {24}})
    assert mother_verdict(still_home) is None            # the pinner can still be pinned
    gone = _Pins(mother, {1: 1, 5: 14}, {WHITE: {24}})
    assert mother_verdict(gone) == WHITE
    both = _Pins({24: 1, 1: 1, 5: 13}, {24: 1, 1: 1, 5: 13}, {WHITE: {24}, BLACK: {24}})
    assert mother_verdict(both) == "draw"


def test_V31_V57_V67_the_mother_rule_ends_the_game_first_two_points_or_a_draw() -> None:
    state = Game(position=Position.initial()).state
    plakoto = replace(VARIANTS["crazy_plakoto"], playable=True)
    state = replace(state, variant=plakoto)
    gone = _Pins({24: 1, 10: 14}, {1: 1, 5: 14}, {WHITE: {24}})
    ended = _game_end(state, gone)
    assert ended is not None and ended.phase is Phase.OVER
    assert (ended.winner, ended.result, ended.points) == (BLACK, GameResult.GAMMON, 2)
    assert ended.events[-1].key == "flow.mother_lost"
    assert "White's mother" in ended.events[-1].message("en")
    assert "თეთრის დედა" in ended.events[-1].message("ka")
    both = _Pins({24: 1, 1: 1, 5: 13}, {24: 1, 1: 1, 5: 13}, {WHITE: {24}, BLACK: {24}})
    drawn = _game_end(state, both)
    assert drawn is not None and drawn.drawn and drawn.outcome is None
    assert MatchState(5).record(drawn).games == 1 and MatchState(5).record(drawn).score == (0, 0)


def test_V31_in_plakoto_a_pinned_mother_ends_the_game_after_the_play() -> None:
    mother = PlakotoPosition.from_checkers({3: 1, 6: 14}, {1: 1, 13: 14})
    g = Game(variant=VARIANTS["plakoto"], position=mother)
    g.roll("2-1")
    g.play("3/1 6/5")                                    # pins Black's mother; none on 24
    assert g.is_over and g.outcome is not None
    assert (g.winner, g.result, g.points) == (WHITE, GameResult.GAMMON, 2)
    assert keys(g) == ["flow.mother_lost"]
    assert "შავის დედა" in g.events[0].message("ka")
    home = PlakotoPosition.from_checkers({24: 2, 3: 1, 6: 12}, {1: 1, 13: 14})
    g = Game(variant=VARIANTS["plakoto"], position=home)
    g.roll("2-1")
    g.play("3/1 6/5")                                    # White still on its start: play on
    assert g.phase is Phase.ROLL and g.on_roll == BLACK
    both = PlakotoPosition.from_checkers({24: 1, 3: 1, 6: 13}, {24: 1, 1: 1, 13: 13},
                                         pinned={24: "player"})
    g = Game(variant=VARIANTS["crazy_plakoto"], position=both)
    g.roll("2-1")
    g.play("3/1 6/5")
    assert g.is_over and g.drawn and g.outcome is None and keys(g) == ["flow.mother_draw"]


def test_V31_a_positions_own_mother_verdict_is_asked_first() -> None:
    class Own(_Pins):
        def mother_verdict(self) -> tuple[str, Color | None] | None:
            return "loses", BLACK

    assert mother_verdict(Own({}, {}, {})) == BLACK


# — openings —

def test_V10_V14_V59_the_rolloff_dice_are_the_first_play() -> None:
    for name in ("short", "hypergammon", "sport", "crazy_short", "caucasian"):
        g = Game(variant=VARIANTS[name], seed=1)
        g.roll_opening(5, 3)
        assert g.phase is Phase.MOVE and g.dice == Dice(5, 3), name


def test_V33_L2_the_starter_rolls_afresh_and_the_winner_starts_the_next() -> None:
    for name in ("long", "crazy", "gul_bara", "khachapuri", "fevga", "plakoto",
                 "crazy_plakoto"):
        v = VARIANTS[name]
        assert v.opening == "reroll" and v.winner_starts, name
    g = Game(variant=VARIANTS["gul_bara"], seed=1)
    g.roll_opening(5, 3)
    assert g.phase is Phase.ROLL and g.on_roll == WHITE


def test_V19_triple_and_2_2_open_with_the_rolloff_dice_and_fresh_ones() -> None:
    g = Game(variant=VARIANTS["triple"], seed=1)
    g.roll_opening(5, 3)
    assert g.phase is Phase.ROLL and g.state.flow.base == (5, 3)
    with pytest.raises(IllegalAction) as err:
        g.double()                                       # the turn has begun
    assert err.value.key == "action.double_mid_turn" and "V19" in err.value.rule
    with pytest.raises(InvalidDiceError) as bad:
        g.roll("6-5-4")                                  # only the fresh die is thrown
    assert bad.value.key == "dice.fresh_count"
    assert bad.value.message("en").startswith("The roll-off's dice (5-3) stay on the board")
    g.roll("4")
    assert g.dice == Roll(5, 4, 3) and g.state.flow.rolls == (1, 0)
    g = Game(variant=VARIANTS["two_two"], seed=1)
    g.roll_opening(2, 6)
    g.roll()
    assert len(g.dice.moves) == 4 and {6, 2} <= set(g.dice.moves)
    assert g.on_roll == BLACK


def test_V16_triple_rolls_three_dice_each_its_own_move() -> None:
    g = Game(variant=VARIANTS["triple"], position=TriplePosition.initial(), seed=2)
    g.roll("5-5-5")
    assert g.dice == Roll(5, 5, 5) and g.state.turn.legal.max_moves == 3
    g = Game(variant=VARIANTS["two_two"], position=TwoTwoPosition.initial(), seed=2)
    g.roll()
    assert len(g.dice) == 4


# — scores —

def test_V11_short_nardi_scores_oin_mars_koks() -> None:
    result = VARIANTS["short"].result_of
    assert result(Position.from_checkers({}, {"bar": 1, 12: 14})) is GameResult.BACKGAMMON
    assert result(Position.from_checkers({}, {12: 15})) is GameResult.GAMMON


def test_V32_plakoto_scores_one_or_two_never_koks() -> None:
    result = VARIANTS["plakoto"].result_of
    assert result(Position.from_checkers({}, {20: 15}), WHITE) is GameResult.GAMMON
    assert result(Position.from_checkers({}, {20: 14}), WHITE) is GameResult.SINGLE


def test_V41_V55_fevga_and_khachapuri_score_as_long_nardi() -> None:
    for name in ("fevga", "khachapuri", "crazy_fevga", "gul_bara"):
        assert VARIANTS[name].result_of(
            KhachapuriPosition.from_checkers({}, {20: 15}), WHITE) is GameResult.GAMMON


def test_V15_hypergammon_counts_from_three_checkers_with_jacoby() -> None:
    hyper = VARIANTS["hypergammon"]
    assert type(hyper.initial(WHITE)) is HyperPosition
    finished = HyperPosition.from_checkers({}, {1: 1, 2: 1, 3: 1})   # none of three off
    assert hyper.result_of(finished, WHITE) is GameResult.BACKGAMMON
    assert hyper.result_of(HyperPosition.from_checkers({}, {13: 2}), WHITE) is \
        GameResult.SINGLE
    assert Game(variant=hyper).state.rules.jacoby                # money play's default
    assert not Game(variant=hyper, match_length=5).state.rules.jacoby


def test_V15_scorer_reads_each_games_start() -> None:
    assert scorer(VARIANTS["hypergammon"].initial, koks=False)(
        HyperPosition.from_checkers({}, {13: 3}), WHITE) is GameResult.GAMMON
    assert scorer(lambda turn: Position.from_checkers({24: 1, 23: 1, 22: 1}, {1: 3}), False)(
        Position.from_checkers({}, {13: 3}), WHITE) is GameResult.GAMMON  # 12 off at start


# — cubes —

def test_V32_plakoto_has_no_cube_and_the_long_family_none_unless_turned_on() -> None:
    assert not VARIANTS["plakoto"].has_cube and not VARIANTS["crazy_plakoto"].has_cube
    assert VARIANTS["plakoto"].cube_refusal == ("action.double_no_cube", "V32")
    for name in ("long", "sport", "crazy", "gul_bara", "khachapuri", "fevga"):
        assert VARIANTS[name].cube_refusal == ("action.double_no_cube", "L10")
        assert variant_named(name, cube=True).has_cube
    for name in ("short", "hypergammon", "caucasian", "crazy_short", "triple", "two_two"):
        assert VARIANTS[name].has_cube, name


def test_V68_the_raise_cube_is_a_table_option_on_every_game_with_a_cube() -> None:
    raise_table = Rules(cube_kind=CubeKind.RAISE)
    for name in playable():
        v = variant_named(name, cube=True)
        g = Game(raise_table, variant=v)
        assert g.cube == Cube.raising(), name
        g.start()
        if g.phase is Phase.ROLL and not g.state.flow.mid_turn:
            g.double()
            g.take()
            assert g.cube.value == 2 and g.cube.owner == g.on_roll.other


def test_V68_no_cube_refusal_names_the_games_rule() -> None:
    g = Game(Rules(cube_kind=CubeKind.RAISE), variant=VARIANTS["gul_bara"])
    g.start()
    with pytest.raises(IllegalAction) as err:
        g.double()
    assert err.value.key == "action.raise_no_cube" and err.value.rule == "V68, L10"


# — the registry —

def test_registry_names_every_game_of_004_and_tbilisi_only_by_name() -> None:
    assert len(VARIANTS) == 18                           # 16 names + Greek fevga + short
    assert not VARIANTS["tbilisi"].playable and playable() == [
        n for n in VARIANTS if n != "tbilisi"]
    with pytest.raises(InvalidValueError) as err:
        Game(variant=VARIANTS["tbilisi"])
    assert err.value.key == "variant.not_playable"
    for name, v in VARIANTS.items():
        assert v.name == name and v.label("ka") != v.label("en") or name in (
            "khachapuri",), name
        assert v.label("ka") != name
    assert variant_named("2-2") is VARIANTS["two_two"]
    assert variant_named("classic") is VARIANTS["long"]
    with pytest.raises(InvalidValueError):
        variant_named("backgammon")


def test_V43_V48_V50_V56_V57_each_games_turn_sequence() -> None:
    for name in ("crazy_gul_bara", "crazy_fevga", "crazy_plakoto"):
        v = VARIANTS[name]
        assert v.progression and v.passing and not v.extra_roll, name
    assert VARIANTS["crazy"].progression and not VARIANTS["crazy"].passing  # V43
    assert VARIANTS["gul_bara"].extra_roll and VARIANTS["gul_bara"].passing  # V48


def test_registry_variants_repr_round_trips() -> None:
    for v in (VARIANTS["crazy"], variant_named("crazy", cube=True),
              variant_named("gul_bara", pass_scope="all"), variant_named("short", cube=False)):
        assert eval(repr(v), {"variant_named": variant_named}) == v
    assert repr(VARIANTS["two_two"]) == "variant_named('two_two')"


def test_V33_in_a_match_the_winner_of_a_game_starts_the_next() -> None:
    import random

    from nardi_teach.games.match import Match

    chooser = random.Random(5)
    match = Match(3, variant=VARIANTS["plakoto"], seed=5)
    starters = []
    while not match.is_over and len(match.games) < 12:
        g = match.game
        g.start()
        starters.append(g.on_roll)
        while not g.is_over:
            if g.phase is Phase.ROLL:
                g.roll()
            else:
                g.play(chooser.choice(list(g.state.turn.legal)))
        if not match.is_over:
            match.new_game()
    finished = [g for g in match.games if g.is_over]
    for before, starter in zip(finished, starters[1:], strict=False):
        if before.winner is not None:
            assert starter == before.winner


FLOW_DECISIONS = ["V10", "V11", "V14", "V15", "V19", "V31", "V32", "V33", "V41", "V43", "V46",
                  "V48", "V50", "V54", "V55", "V56", "V57", "V59", "V61", "V62", "V63", "V64",
                  "V65", "V66", "V67", "V68", "V69", "V70"]
"""Every [FL] decision of ``shared/rules/variants.md``."""


def test_every_flow_decision_has_a_rule_test_named_after_it() -> None:
    import re
    from pathlib import Path

    here = Path(__file__).parent
    names = " ".join(re.findall(r"^def (test_\w+)", (here / "test_variants_flow.py").read_text(
        "utf-8") + (here / "test_raise_cube.py").read_text("utf-8"), re.M))
    missing = [v for v in FLOW_DECISIONS if not re.search(rf"_{v}[a-z]?(_|\s|$)", names)]
    assert missing == []


def test_V66_undo_takes_back_the_play_that_passed_the_moves() -> None:
    g = _passing_game("gul_bara", GulBaraPosition)
    g.roll("6-6")
    before = g.state
    play_any(g)
    assert g.state.flow.segment is Segment.PASSED
    g.undo()
    assert g.state == before and g.on_roll == WHITE and g.dice == Dice(6, 6)


def test_V19_V62_V65_V66_a_board_can_show_what_is_being_played() -> None:
    g = game("crazy", CrazyPosition.from_checkers(RACE, FAR), rolls=(5, 5))
    assert g.state.status is None
    g.roll("3-3")
    play_any(g)
    assert g.state.status is not None
    assert g.state.status.message("en").startswith("A granted double, 4-4")
    g = _passing_game("gul_bara", GulBaraPosition)
    g.roll("6-6")
    play_any(g)
    assert "ექვსიანის სამი სვლა" in g.state.status.message("ka")
    g = game("gul_bara", GulBaraPosition.from_checkers(RACE, FAR))
    g.roll("2-2")
    play_any(g)
    assert g.state.status.key == "flow.status_extra_due"
    g.roll("5-3")
    assert g.state.status.key == "flow.status_extra"
    g = Game(variant=VARIANTS["two_two"], seed=1)
    g.roll_opening(2, 6)
    assert "roll two more" in g.state.status.message("en")


def test_R47_V66_a_turn_with_dice_left_that_cannot_be_played_says_so() -> None:
    """After YellowClub fevga's opening 6-6 only 24/18 can be played (V35): a further click
    is told the rest of the roll cannot be played (R47), not that every die is used; where
    a double's unplayed moves pass to the opponent (crazy fevga), the rule is V66."""
    from nardi_teach.controllers.game import GameController
    from nardi_teach.controllers.variants import initial_position

    for game, rule in (("fevga", "R47"), ("crazy_fevga", "V66")):
        board = GameController(initial_position(game), variant=game, lang="en", dice="6-6")
        board.click(24)
        board.click(18)
        board.click(24)
        assert board.error and board.error_rule == rule
        assert "the dice left (three 6s) cannot be played" in board.message
    board = GameController(initial_position("short"), variant="short", lang="en", dice="6-5")
    for point in (24, 18, 18, 13, 13):  # 24/18 18/13, then a click more
        board.click(point)
    assert board.error_rule == "R33"  # every die used: R33, as before
    assert board.message.startswith("All the dice of this roll have been used.")


def test_V16_a_roll_with_the_wrong_number_of_dice_names_the_games_count() -> None:
    from nardi_teach.controllers.game import GameController
    from nardi_teach.controllers.variants import initial_position

    board = GameController(initial_position("triple"), variant="triple", lang="en")
    board.roll("6-5")
    assert board.error and board.message.startswith("This game rolls 3 dice at a time")
