"""Long nardi's cube reads the exact bear-off table where it applies (issue 39, point 4): once
both sides have every checker home, the winning chance is the one-sided database's (long nardi
bears off by the same rules, L8), not the network's; and in no exact position does the
computer double or redouble as the underdog or below its own doubling point."""

from __future__ import annotations

import functools
import itertools
import random

import pytest

from nardi_teach import Cube, Phase
from nardi_teach.computer import bearoff, cube
from nardi_teach.computer.long_play import exact_probabilities, position_probabilities
from nardi_teach.computer.net import Probabilities
from nardi_teach.core.board import Color
from nardi_teach.core.dice import ALL_ROLLS
from nardi_teach.games.game import GameState
from nardi_teach.long_nardi.position import LongPosition


def homes(most: int) -> list[tuple[int, ...]]:
    """Every home board (points 1–6) with 1 … ``most`` checkers."""
    return [h for h in bearoff.all_homes() if 0 < sum(h) <= most]


def position(mine: tuple[int, ...], theirs: tuple[int, ...]) -> LongPosition:
    """White on roll with ``mine`` home, Black with ``theirs`` on its own points 1–6 (White's
    13–18); the rest of both sides borne off."""
    return LongPosition.from_checkers({p + 1: n for p, n in enumerate(mine) if n},
                                      {p + 13: n for p, n in enumerate(theirs) if n})


def recount_win(mine: tuple[int, ...], theirs: tuple[int, ...]) -> float:
    """P(the side on roll is off first), summed here from the two distributions."""
    db = bearoff.shipped()
    a, b = db.distribution(mine), db.distribution(theirs)
    return sum(a[n] * sum(b[n:]) for n in range(len(a)))


@functools.cache
def doubling_point(x: float, owner: str) -> float:
    """The smallest winning chance (per mille) at which the gammonless model doubles."""
    for i in range(1001):
        p = Probabilities(i / 1000, 0.0, 0.0, 0.0, 0.0)
        if min(2 * cube.cubeful_equity(p, x, "them"), 1.0) > cube.cubeful_equity(p, x, owner):
            return i / 1000
    return 1.0


def test_L8_long_nardis_bear_off_is_the_tables_bear_off() -> None:
    rng = random.Random(39)
    for home in rng.sample(homes(15), 60):
        start = position(home, (0, 0, 0, 0, 0, 5))
        for dice in ALL_ROLLS:
            got = {tuple(r.player[1:7]) for r in (start.play(p).flipped()
                                                 for p in start.legal_plays(dice))}
            assert got == bearoff.after_roll(home, max(dice), min(dice)), (home, dice)


@functools.cache
def exact_cases() -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every pair of homes of up to three checkers, and 800 pairs of any size (seeded); made
    when a test first asks, not at import (every parallel worker imports this module)."""
    small = homes(3)
    rng = random.Random(4)
    big = homes(15)
    return list(itertools.product(small, small)) + [(rng.choice(big), rng.choice(big))
                                                     for _ in range(800)]


def test_the_cube_reads_the_exact_chance_in_every_case() -> None:
    for mine, theirs in exact_cases()[::7]:
        p = position_probabilities(position(mine, theirs))
        assert p.win == pytest.approx(recount_win(mine, theirs), abs=1e-9)


@pytest.mark.parametrize("owned", [False, True], ids=["double", "redouble"])
def test_no_double_or_redouble_below_the_doubling_point_in_an_exact_position(owned: bool
                                                                              ) -> None:
    owner = "me" if owned else "centre"
    doubled = 0
    for mine, theirs in exact_cases():
        here = position(mine, theirs)
        state = GameState(position=here, phase=Phase.ROLL,
                          cube=Cube(2, Color.WHITE) if owned else Cube())
        decision = cube.decision(state)
        win = recount_win(mine, theirs)
        if not decision.should_double:
            continue
        doubled += 1
        assert win >= 0.5, (mine, theirs, win)
        if here.player[0] and here.opponent[0]:  # no mars either way: the model's point
            x = cube.long_cube_efficiency(here.player, here.opponent)
            assert win >= doubling_point(x, owner) - 1e-3, (mine, theirs, win)
    assert doubled > 100  # the sample holds many doubles


def test_a_short_bear_off_the_network_misjudged_is_now_exact() -> None:
    # two checkers each, on the 6- and 5-points against the 1- and 2-points: the side on roll
    # is a clear underdog by the table
    mine, theirs = (0, 0, 0, 0, 1, 1), (1, 1, 0, 0, 0, 0)
    exact = exact_probabilities(position(mine, theirs).player, position(mine, theirs).opponent)
    assert exact is not None and exact.win == pytest.approx(recount_win(mine, theirs))
    assert exact.win < 0.5 and exact.win_gammon == 0.0 == exact.lose_gammon
    state = GameState(position=position(mine, theirs), phase=Phase.ROLL, cube=Cube(2, Color.WHITE))
    assert not cube.decision(state).should_double
