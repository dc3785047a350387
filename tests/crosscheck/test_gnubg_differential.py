"""The engine's legal plays equal GNU Backgammon's, compared as sets of resulting positions.

GNU Backgammon's own move generator (through ``gnubg-nn``, a test-only dependency) is the
oracle, on seeded positions rich in bar entries, closed and blocked points, bear-offs with
gaps and anchors, and doubles — and on positions met in random games from the start.
"""

from __future__ import annotations

import random

import pytest
from corpus import DOUBLES_KINDS, KINDS, cases, doubles_cases, played_positions, random_dice
from gnubg_ref import gnubg_results

from nardi_teach import Position


def engine_results(position: Position, high: int, low: int) -> set:
    return {(r.player, r.opponent) for r in position.legal_plays((high, low)).results()}


@pytest.mark.parametrize("kind", KINDS)
def test_R29_R89_legal_plays_match_gnubg_on_seeded_positions(kind: str) -> None:
    checked = 0
    for case_kind, position, dice in cases(seed=20261129, per_kind=2500):
        if case_kind != kind:
            continue
        expected = gnubg_results(position.player, position.opponent, dice.high, dice.low)
        assert engine_results(position, dice.high, dice.low) == expected, (repr(position), dice)
        checked += 1
    assert checked == 2500


def test_R29_R89_legal_plays_match_gnubg_in_random_games() -> None:
    rng = random.Random(4)
    positions = played_positions(rng, 5000)
    for position in positions:
        dice = random_dice(rng, "contact")
        expected = gnubg_results(position.player, position.opponent, dice.high, dice.low)
        assert engine_results(position, dice.high, dice.low) == expected, (repr(position), dice)


def test_R29_R89_every_roll_from_the_start_matches_gnubg() -> None:
    start = Position.initial()
    for high in range(1, 7):
        for low in range(1, high + 1):
            expected = gnubg_results(start.player, start.opponent, high, low)
            assert engine_results(start, high, low) == expected


@pytest.mark.parametrize("kind", DOUBLES_KINDS)
def test_R41_R45_R59_R67_doubles_match_gnubg_on_the_doubles_corpus(kind: str) -> None:
    # spread checkers (hundreds of results), a bear-off opening mid-roll, entering then
    # moving on, positions of random games; the plays (of every tenth case) replay to
    # their own results
    checked = 0
    for case_kind, position, dice in doubles_cases(seed=20261201, per_kind=600):
        if case_kind != kind:
            continue
        checked += 1
        plays = position.legal_plays(dice)
        expected = gnubg_results(position.player, position.opponent, dice.high, dice.low)
        results = engine_results(position, dice.high, dice.low)
        assert results == expected, (repr(position), dice)
        for play in plays if checked % 10 == 0 else ():
            after = position.play(play).flipped()
            assert (after.player, after.opponent) in results, (repr(position), dice, str(play))
