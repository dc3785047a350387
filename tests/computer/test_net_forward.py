"""Both networks' fast forward pass (tables, weights folded for tanh, issue 39) gives the
outputs of the network as trained — inputs → dense layer → sigmoid → dense layer → sigmoid —
to within float rounding, over many random positions."""

from __future__ import annotations

import json
import random
from array import array
from base64 import b64decode
from math import exp
from pathlib import Path

import pytest

from nardi_teach import Dice, Position
from nardi_teach.computer import long_net, net
from nardi_teach.computer.evaluate import near
from nardi_teach.long_nardi.movegen import CROSS

COMPUTER = Path(__file__).resolve().parents[2] / "nardi_teach" / "computer"
TOLERANCE = 1e-12


def _weights(name: str) -> tuple[list[list[float]], list[float], list[list[float]], list[float]]:
    """The file's arrays as trained: ``w1`` (inputs × H), ``b1``, ``w2`` (outputs × H), ``b2``."""
    data = json.loads((COMPUTER / name).read_text())
    h = data["hidden"]

    def floats(key: str) -> list[float]:
        values = array("f")
        values.frombytes(b64decode(data[key]))
        return values.tolist()

    w1, w2 = floats("w1"), floats("w2")
    return ([w1[i:i + h] for i in range(0, len(w1), h)], floats("b1"),
            [w2[i:i + h] for i in range(0, len(w2), h)], floats("b2"))


def _dense(x: list[float], w1, b1, w2, b2) -> list[float]:
    """The reference: every input times its weight row, a sigmoid per hidden unit, then a
    sigmoid per output."""
    sums = list(b1)
    for value, row in zip(x, w1, strict=True):
        for j, weight in enumerate(row):
            sums[j] += value * weight
    hidden = [1.0 / (1.0 + exp(-s)) for s in sums]
    return [1.0 / (1.0 + exp(-(b + sum(w * h for w, h in zip(row, hidden, strict=True)))))
            for row, b in zip(w2, b2, strict=True)]


def _scatter(rng: random.Random, places: list[int], side: list[int], free) -> None:
    """Put 15 checkers of ``side`` on ``places`` (one at a time, at random), only where
    ``free(place)`` allows."""
    for _ in range(15):
        place = rng.choice([p for p in places if free(p)])
        side[place] += 1


def _short_position(rng: random.Random) -> tuple[list[int], list[int]]:
    """A random short-nardi position (``[0]`` off, ``[1..24]``, ``[25]`` bar): the two sides
    never share a point; some races, some checkers borne off or on the bar."""
    me, them = [0] * 26, [0] * 26
    style = rng.randrange(3)
    if style == 0:  # a race: my checkers on 1 … 12, theirs on their 1 … 12
        _scatter(rng, [0, *range(1, 13)], me, lambda p: True)
        _scatter(rng, [0, *range(1, 13)], them, lambda p: True)
    else:
        weight = [0, *range(1, 26)] if style == 1 else [*range(1, 25), 25, 25, 0, 0]
        _scatter(rng, weight, me, lambda p: True)
        _scatter(rng, weight, them, lambda p: p in (0, 25) or me[25 - p] == 0)
    return me, them


def _long_position(rng: random.Random) -> tuple[list[int], list[int]]:
    """A random long-nardi position (``[0]`` off, ``[1..24]``; no bar): the two sides never
    share a point (my point ``t`` is the other's ``CROSS[t]``); a quarter are races (both
    sides on their own points 1 … 9 or off)."""
    me, them = [0] * 26, [0] * 26
    race = rng.random() < 0.25
    spread = list(range(1, 10 if race else 25)) + ([0] * rng.randrange(4))
    if not race and rng.random() < 0.2:
        me[24] = rng.randrange(5, 15)  # the head still loaded
    while sum(me) < 15:
        me[rng.choice(spread)] += 1
    while sum(them) < 15:
        place = rng.choice(spread)
        if place == 0 or me[CROSS[place]] == 0:
            them[place] += 1
    return me, them


NETS = {"short": (net, _short_position, 3900), "long": (long_net, _long_position, 3910)}
"""Each network's module, its random positions and the seeds' base."""


@pytest.mark.parametrize("seed", range(4))
@pytest.mark.parametrize("game", NETS)
def test_the_nets_fast_forward_pass_equals_the_dense_network(game: str, seed: int) -> None:
    module, position, base = NETS[game]
    w1, b1, w2, b2 = _weights(module.WEIGHTS_FILE)
    shipped = module.shipped()
    rng = random.Random(base + seed)
    for _ in range(100):
        me, them = position(rng)
        reference = _dense(module.features(me, them), w1, b1, w2, b2)
        assert shipped.raw(me, them) == pytest.approx(reference, abs=TOLERANCE, rel=0)


def test_the_random_positions_reach_every_kind_of_input() -> None:
    # The test above means something only if its positions switch on each kind of input: a
    # race and contact, checkers on the bar and borne off, stacks past three.
    rng = random.Random(3900)
    short = [_short_position(rng) for _ in range(100)]
    assert {net.no_contact(me, them) for me, them in short} == {True, False}
    assert any(me[25] for me, _ in short) and any(them[25] for _, them in short)
    assert any(me[0] for me, _ in short) and any(them[0] for _, them in short)
    assert any(max(me[1:25]) > 3 for me, _ in short)
    rng = random.Random(3910)
    long = [_long_position(rng) for _ in range(100)]
    features = [long_net.features(me, them) for me, them in long]
    assert {x[long_net.RACE_UNIT] for x in features} == {0.0, 1.0}
    assert any(x[long_net.RUN_UNIT + 4] for x in features)  # a run of six
    assert any(x[long_net.TRAPPED_UNIT] for x in features)
    assert any(me[0] for me, _ in long) and any(max(me[1:25]) > 3 for me, _ in long)


@pytest.mark.parametrize("seed", range(2))
def test_a_rolls_results_valued_near_the_position_equal_the_dense_network(seed: int) -> None:
    # ``Near`` (issue 39) values a roll's results from the position's hidden sums, corrected
    # where the counts changed: the same outputs as the network (hits, bear-offs, doubles).
    w1, b1, w2, b2 = _weights(net.WEIGHTS_FILE)
    shipped = net.shipped()
    rng = random.Random(3920 + seed)
    checked = 0
    while checked < 300:
        me, them = _short_position(rng)
        position = Position(tuple(me), tuple(them))
        network = near(position)
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        results = position.legal_plays(dice).results()
        for after in rng.sample(results, min(len(results), 12)):
            reference = _dense(net.features(after.opponent, after.player), w1, b1, w2, b2)
            raw = network.raw(after.opponent, after.player)
            assert raw == pytest.approx(reference, abs=TOLERANCE, rel=0)
            assert raw == pytest.approx(shipped.raw(after.opponent, after.player),
                                        abs=TOLERANCE, rel=0)
            checked += 1
