"""Invariants of the engine, checked with hypothesis on generated positions and rolls."""

from __future__ import annotations

import random

from corpus import KINDS, random_position
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import Dice, Position

positions = st.builds(
    lambda seed, kind: random_position(random.Random(seed), kind),
    st.integers(0, 2**32), st.sampled_from(KINDS),
)
dice = st.builds(Dice, st.integers(1, 6), st.integers(1, 6))


@settings(max_examples=300, deadline=None)
@given(positions, dice)
def test_R2_R19_checkers_conserved_and_no_shared_points(position: Position, roll: Dice) -> None:
    for play in position.legal_plays(roll):
        after = position.play(play)
        assert sum(after.player) == 15 and sum(after.opponent) == 15
        for point in range(1, 25):
            assert not (after.player[point] and after.opponent[25 - point])
        assert after.turn == position.turn.other


@settings(max_examples=300, deadline=None)
@given(positions, dice)
def test_R41_R43_R45_plays_use_the_most_dice_and_the_higher_die(
    position: Position, roll: Dice
) -> None:
    legal = position.legal_plays(roll)
    plays = list(legal)
    assert all(len(p) == legal.max_moves for p in plays)
    if legal.max_moves == 1 and not roll.is_double:
        higher_playable = bool(position.legal_plays(Dice(roll.high, roll.high)))
        if higher_playable:
            assert all(p.moves[0].die == roll.high for p in plays)  # R43
    if not plays:
        # a dance: not a single die can be played (R48)
        assert not position.legal_plays(Dice(roll.high, roll.high))
        assert not position.legal_plays(Dice(roll.low, roll.low))


@settings(max_examples=300, deadline=None)
@given(positions, dice)
def test_plays_are_distinct_by_result_and_notation_round_trips(
    position: Position, roll: Dice
) -> None:
    legal = position.legal_plays(roll)
    results = [position.play(p) for p in legal]
    assert len(set(results)) == len(results)
    for play in legal:
        assert position.parse_play(str(play), roll) == play
        assert play in legal


@settings(max_examples=300, deadline=None)
@given(positions)
def test_ids_round_trip(position: Position) -> None:
    assert Position.from_gnubg_id(position.gnubg_id(), position.turn) == position
    turn = 1 if position.turn == 0 else -1
    assert Position.from_xgid(f"XGID={position.xgid()}:0:0:{turn}:0:0:0:0:0:10") == position
    assert eval(repr(position), {"Position": Position, "Color": type(position.turn)}) == position
