"""Invariants of the YellowClub turn sequence (V61–V67), over random games of every game
with a flow: the game always ends, the dice budget is kept (a double's moves, the mover's
and the recipient's together, are at most four), no move is played twice (each segment
once, in the order the rules give, nothing passes back), personal rolls are counted right;
and bad input to every public constructor and method raises only the package's typed
errors."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import Phase as Stage
from hypothesis import strategies as st

from nardi_teach.core.board import CHECKERS
from nardi_teach.core.dice import Dice, Roll
from nardi_teach.core.errors import NardiError
from nardi_teach.games import flow
from nardi_teach.games.cube import Cube
from nardi_teach.games.flow import PROGRESSION_FROM, Segment
from nardi_teach.games.game import Game
from nardi_teach.games.phase import Phase
from nardi_teach.games.registry import VARIANTS, playable, variant_named
from nardi_teach.games.rules import CubeKind, Rules
from nardi_teach.games.variant import Variant

FLOW_GAMES = [n for n in playable() if VARIANTS[n].has_flow]
MAX_ACTIONS = 3000


def _fuzz(n: int) -> Any:
    return settings(max_examples=n, deadline=None, database=None,
                    suppress_health_check=list(HealthCheck),
                    phases=[Stage.explicit, Stage.generate])  # whole games shrink slowly


def _total(variant_name: str) -> int:
    position = VARIANTS[variant_name].initial(0)
    return sum(position.player[1:])


def _run(name: str, seed: int, pass_scope: str = "doubles",
         games: list[Game] | None = None) -> list[tuple[Any, ...]]:
    """Play a random game to its end; return every segment as it ended (those that end at
    once, with nothing to play, included): (mover, segment, dice, moves, state after)."""
    chooser = random.Random(seed)
    game = Game(variant=variant_named(name, pass_scope=pass_scope), seed=seed)
    if games is not None:
        games.append(game)
    log: list[tuple[Any, ...]] = []
    original = flow.end_segment

    def observed(state: Any, play: Any, turn: Any) -> Any:
        index = len(log)
        log.append(())  # in the order the segments start (a segment may start another)
        after = original(state, play, turn)
        log[index] = (turn.position.turn, state.flow.segment, turn.dice, len(play), after,
                      turn.position, play)
        return after

    flow.end_segment = observed  # type: ignore[assignment]
    try:
        game.start()
        for _ in range(MAX_ACTIONS):
            state = game.state
            if state.phase is Phase.OVER:
                return log
            if state.phase is Phase.ROLL:
                game.roll()
                continue
            turn = state.turn
            assert turn is not None and state.phase is Phase.MOVE
            game.play(chooser.choice(list(turn.legal)))
    finally:
        flow.end_segment = original  # type: ignore[assignment]
    raise AssertionError(f"{name} seed {seed}: no end after {MAX_ACTIONS} actions")


@_fuzz(6)
@given(st.sampled_from(FLOW_GAMES), st.integers(0, 2**32 - 1))
def test_V67_every_flow_game_ends_and_keeps_its_checkers(name: str, seed: int) -> None:
    games: list[Game] = []
    log = _run(name, seed, games=games)
    game = games[0]  # its record replays to the same end, and undo walks back to the start
    assert Game.from_record(game.record).state == game.state
    states = game.states()
    while game.undo() is not None:
        assert game.state == states[len(game.history)]
    final = log[-1][4]
    assert final.phase is Phase.OVER and (final.winner is not None or final.drawn)
    total = _total(name)
    for *_, state, _before, _play in log:
        for color in (0, 1):
            counts = state.position.checkers(color)
            assert sum(counts[1:]) + counts[0] - (CHECKERS - total) == total


@_fuzz(8)
@given(st.sampled_from(FLOW_GAMES), st.integers(0, 2**32 - 1),
       st.sampled_from(["doubles", "all"]))
def test_V62_V65_V66_segments_come_in_order_and_keep_the_dice_budget(
        name: str, seed: int, pass_scope: str) -> None:
    variant = variant_named(name, pass_scope=pass_scope)
    log = _run(name, seed, pass_scope)
    for (mover, segment, dice, used, after, before, play), nxt in zip(
            log, log[1:] + [None], strict=True):
        assert used <= len(dice.moves)
        # each move is made once, on the mover's own checkers: its pips fall by exactly the
        # moves' distances, within the dice used; the parallel family never touches the other
        travelled = sum(m.src - m.dst for m in play.moves)
        assert before.pip_counts()[0] - after.position.pip_counts()[
            0 if after.position.turn == mover else 1] == travelled
        assert travelled <= sum(m.die for m in play.moves)
        if variant.family == "parallel":
            assert after.position.checkers(mover.other) == before.checkers(mover.other)
        if after.phase is Phase.OVER:
            assert nxt is None
            break
        assert nxt is not None
        n_mover, n_segment, n_dice, n_used, *_ = nxt
        left = len(dice.moves) - used
        double = isinstance(dice, Dice) and dice.is_double
        if segment is Segment.PASSED:  # V66: the recipient rolls next, nothing passes back
            assert n_segment is Segment.ROLL and n_mover == mover
            continue
        if n_segment is Segment.PASSED:  # V66: that many moves of that number
            assert variant.passing and left and n_mover == mover.other
            assert (double or pass_scope == "all") and len(n_dice.moves) == left
            assert n_used <= left and isinstance(n_dice, Roll)
            if double:
                assert n_dice == Roll.passed(dice.high, left)
        elif n_segment is Segment.GRANTED:  # V62: the next higher double, same player
            assert variant.progression and double and not left and n_mover == mover
            assert n_dice == Dice(dice.high + 1, dice.high + 1) and dice.high < 6
        elif n_segment is Segment.EXTRA:  # V65: once, after a rolled double in full
            assert variant.extra_roll and double and not left and segment is Segment.ROLL
            assert n_mover == mover
        else:  # the turn is over
            assert n_mover == mover.other or (
                segment is Segment.PASSED and n_mover == mover)
            if variant.passing and left and (double or pass_scope == "all"):
                raise AssertionError("unplayed moves did not pass")


@_fuzz(6)
@given(st.sampled_from([n for n in FLOW_GAMES if VARIANTS[n].progression]),
       st.integers(0, 2**32 - 1))
def test_V61_V62_personal_rolls_count_and_the_first_five_are_ordinary(name: str,
                                                                       seed: int) -> None:
    log = _run(name, seed)
    rolls = [0, 0]
    for mover, segment, _dice, _used, after, *_ in log:
        if segment is Segment.ROLL:
            rolls[mover] += 1
        if segment is Segment.GRANTED:
            assert rolls[mover] >= PROGRESSION_FROM
        assert after.flow.rolls == tuple(rolls)


# — bad input: only the package's typed errors —

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**6, 10**6),
                    st.floats(allow_nan=True), st.text(max_size=8),
                    st.lists(st.integers(-2, 9), max_size=5),
                    st.tuples(st.integers(-2, 9), st.integers(-2, 9)),
                    st.sampled_from([CubeKind.RAISE, CubeKind.DOUBLING, 0, 1, "raise",
                                     Cube(), Cube.raising(), Rules()]))


def _typed(call: Any, *args: Any, **kwargs: Any) -> None:
    try:
        call(*args, **kwargs)
    except NardiError:
        pass


@_fuzz(200)
@given(scalars, scalars, scalars, scalars)
def test_bad_input_to_the_cube_and_rules_raises_typed_errors(a: Any, b: Any, c: Any,
                                                             d: Any) -> None:
    _typed(Cube, a, b, c, d)
    _typed(Cube, a, kind=d)
    _typed(Cube.raising, a, b)
    _typed(Rules, cube_kind=a)
    for cube in (Cube(), Cube.raising(), Cube.raising(3, 1)):
        _typed(cube.taken_by, a)


@_fuzz(200)
@given(scalars, scalars, scalars)
def test_bad_input_to_the_registry_raises_typed_errors(a: Any, b: Any, c: Any) -> None:
    _typed(variant_named, a)
    _typed(variant_named, "crazy", cube=b)
    _typed(variant_named, "gul_bara", pass_scope=c)
    _typed(Game, a, variant=VARIANTS["crazy"])
    _typed(Game, variant=VARIANTS["gul_bara"], cube=b)
    _typed(Game, variant=VARIANTS["triple"], position=c)


@_fuzz(200)
@given(scalars, scalars, scalars, scalars)
def test_bad_input_to_the_flow_values_raises_typed_errors(a: Any, b: Any, c: Any,
                                                          d: Any) -> None:
    _typed(flow.FlowState, a, b, c, d)
    _typed(flow.FlowState, rolls=(1, 2), segment=Segment.ROLL, base=a, first=b, events=c)
    _typed(flow.FlowEvent, a, b, c)
    _typed(flow.FlowEvent, "flow.granted", b, c)
    _typed(Variant, a, b, c)
    _typed(Variant, "x", abs, abs, opening=a, dice=b, pass_scope=c, family=d)
    _typed(Variant, "x", abs, abs, progression=a, cube_refusal=b, decisions=c)


@_fuzz(150)
@given(st.sampled_from(FLOW_GAMES + ["tbilisi", "plakoto"]), st.integers(0, 99),
       st.lists(st.tuples(st.sampled_from(["roll", "move", "play", "double", "take", "drop",
                                           "opening"]), scalars, scalars), max_size=12))
def test_bad_input_to_a_flow_game_raises_typed_errors_and_changes_nothing(
        name: str, seed: int, actions: list[tuple[str, Any, Any]]) -> None:
    try:
        game = Game(variant=VARIANTS[name], seed=seed)
    except NardiError:
        return
    game.start()
    for kind, a, b in actions:
        before = (game.state, len(game.history))
        call = {"roll": lambda a=a: game.roll(a), "move": lambda a=a, b=b: game.move(a, b),
                "play": lambda a=a: game.play(a), "double": game.double, "take": game.take,
                "drop": game.drop, "opening": lambda a=a, b=b: game.roll_opening(a, b)}[kind]
        try:
            call()
        except NardiError:
            assert (game.state, len(game.history)) == before
