"""Hypergammon (V12–V13) against GNU Backgammon (``gnubg-nn``, test-only).

gnubg-nn has no variant switch, but gnubg's move generator is the same for every variant
(its hypergammon differs only in the start and the evaluation): a board with three checkers
a side is generated exactly as gnubg's hypergammon generates it.  The borne-off counts are
absent from gnubg's boards, so each side's 3 − on-board becomes 15 − on-board here."""

from __future__ import annotations

import random

from gnubg_ref import gnubg_results

from nardi_teach.core.dice import ALL_ROLLS, Dice
from nardi_teach.core.moves import Play
from nardi_teach.short_nardi.family import HyperPosition


def as15(side: tuple[int, ...]) -> tuple[int, ...]:
    return (15 - sum(side[1:]), *side[1:])


def ours(position: HyperPosition, dice: Dice) -> set[tuple[tuple[int, ...], tuple[int, ...]]]:
    return {(as15(r.player), as15(r.opponent)) for r in position.legal_plays(dice).results()}


def theirs(position: HyperPosition, dice: Dice) -> set[tuple[tuple[int, ...], tuple[int, ...]]]:
    return gnubg_results(as15(position.player), as15(position.opponent), dice.high, dice.low)


def cases(seed: int, count: int) -> list[tuple[HyperPosition, Dice]]:
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        position = HyperPosition.initial()
        while position.winner() is None and len(out) < count:
            dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
            out.append((position, dice))
            plays = list(position.legal_plays(dice))
            position = position.play(rng.choice(plays) if plays else Play())
    return out


def test_V13_every_opening_roll_matches_gnubg() -> None:
    start = HyperPosition.initial()
    for dice in ALL_ROLLS:
        assert ours(start, dice) == theirs(start, dice), dice


def test_V13_random_games_match_gnubg() -> None:
    found = [(p, d) for p, d in cases(7, 2000) if ours(p, d) != theirs(p, d)]
    assert found == []
