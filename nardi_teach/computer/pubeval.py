"""Tesauro's *pubeval*: a linear evaluation of short-nardi (backgammon) positions.

Source: Gerald Tesauro, ``pubeval.c`` (IBM Research, 1993), "Provided as a public service to
the backgammon programming community"; the OpenBSD games copy is headed "Public domain,
Gerry Tesauro".  The two weight vectors below are Tesauro's published figures; the input
encoding and the code are written here.

A score is ``W · x`` over 122 inputs of the position *after* a play, seen from the side that
played: five inputs for each point 24 … 1 (an opposing blot there; the player's checkers: one,
two or more, exactly three, and (n − 3) / 2 for four or more), the opponent's checkers on the
bar / 2, and the player's checkers borne off / 15.  Racing positions (no contact before the
play) use the race weights, all others the contact weights.  Higher is better for the player.
Only the order of scores means anything: a score is not a probability.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import reduce
from operator import add, getitem

from ..short_nardi.movegen import MASK_SHIFT

# Tesauro's contact weights, 5 per point from the player's 24-point down to the 1-point,
# then the opponent's bar and the player's checkers off.
CONTACT_WEIGHTS: tuple[float, ...] = (
    0.25696, -0.66937, -1.66135, -2.02487, -2.53398, -0.16092, -1.11725, -1.06654,
    -0.92830, -1.99558, -1.10388, -0.80802, 0.09856, -0.62086, -1.27999, -0.59220,
    -0.73667, 0.89032, -0.38933, -1.59847, -1.50197, -0.60966, 1.56166, -0.47389,
    -1.80390, -0.83425, -0.97741, -1.41371, 0.24500, 0.10970, -1.36476, -1.05572,
    1.15420, 0.11069, -0.38319, -0.74816, -0.59244, 0.81116, -0.39511, 0.11424,
    -0.73169, -0.56074, 1.09792, 0.15977, 0.13786, -1.18435, -0.43363, 1.06169,
    -0.21329, 0.04798, -0.94373, -0.22982, 1.22737, -0.13099, -0.06295, -0.75882,
    -0.13658, 1.78389, 0.30416, 0.36797, -0.69851, 0.13003, 1.23070, 0.40868,
    -0.21081, -0.64073, 0.31061, 1.59554, 0.65718, 0.25429, -0.80789, 0.08240,
    1.78964, 0.54304, 0.41174, -1.06161, 0.07851, 2.01451, 0.49786, 0.91936,
    -0.90750, 0.05941, 1.83120, 0.58722, 1.28777, -0.83711, -0.33248, 2.64983,
    0.52698, 0.82132, -0.58897, -1.18223, 3.35809, 0.62017, 0.57353, -0.07276,
    -0.36214, 4.37655, 0.45481, 0.21746, 0.10504, -0.61977, 3.54001, 0.04612,
    -0.18108, 0.63211, -0.87046, 2.47673, -0.48016, -1.27157, 0.86505, -1.11342,
    1.24612, -0.82385, -2.77082, 1.23606, -1.59529, 0.10438, -1.30206, -4.11520,
    5.62596, -2.75800,
)

# Tesauro's race weights, in the same order.
RACE_WEIGHTS: tuple[float, ...] = (
    0.00000, -0.17160, 0.27010, 0.29906, -0.08471, 0.00000, -1.40375, -1.05121,
    0.07217, -0.01351, 0.00000, -1.29506, -2.16183, 0.13246, -1.03508, 0.00000,
    -2.29847, -2.34631, 0.17253, 0.08302, 0.00000, -1.27266, -2.87401, -0.07456,
    -0.34240, 0.00000, -1.34640, -2.46556, -0.13022, -0.01591, 0.00000, 0.27448,
    0.60015, 0.48302, 0.25236, 0.00000, 0.39521, 0.68178, 0.05281, 0.09266,
    0.00000, 0.24855, -0.06844, -0.37646, 0.05685, 0.00000, 0.17405, 0.00430,
    0.74427, 0.00576, 0.00000, 0.12392, 0.31202, -0.91035, -0.16270, 0.00000,
    0.01418, -0.10839, -0.02781, -0.88035, 0.00000, 1.07274, 2.00366, 1.16242,
    0.22520, 0.00000, 0.85631, 1.06349, 1.49549, 0.18966, 0.00000, 0.37183,
    -0.50352, -0.14818, 0.12039, 0.00000, 0.13681, 0.13978, 1.11245, -0.12707,
    0.00000, -0.22082, 0.20178, -0.06285, -0.52728, 0.00000, -0.13597, -0.19412,
    -0.09308, -1.26062, 0.00000, 3.05454, 5.16874, 1.50680, 5.35000, 0.00000,
    2.19605, 3.85390, 0.88296, 2.30052, 0.00000, 0.92321, 1.08744, -0.11696,
    -0.78560, 0.00000, -0.09795, -0.83050, -1.09167, -4.94251, 0.00000, -1.00316,
    -3.66465, -2.56906, -9.67677, 0.00000, -2.77982, -7.26713, -3.40177, -12.32252,
    0.00000, 3.42040,
)

INPUTS = 122
WON = 99999999.0
"""The score of a position with all the player's checkers off (Tesauro's convention)."""


def inputs(player: Sequence[int], opponent: Sequence[int]) -> list[float]:
    """The 122 pubeval inputs of a position after a play (both sides in their own numbering:
    ``[0]`` off, ``[1..24]`` points, ``[25]`` bar; ``player`` is the side that played)."""
    x = [0.0] * INPUTS
    for point in range(1, 25):
        base = 5 * (24 - point)
        mine = player[point]
        if mine == 0:
            if opponent[25 - point] == 1:
                x[base] = 1.0
            continue
        if mine == 1:
            x[base + 1] = 1.0
        else:
            x[base + 2] = 1.0
            if mine == 3:
                x[base + 3] = 1.0
            elif mine >= 4:
                x[base + 4] = (mine - 3) / 2
    x[120] = opponent[25] / 2
    x[121] = player[0] / 15
    return x


def _tables(weights: tuple[float, ...]) -> tuple[tuple[tuple[float, ...], ...], tuple[float, ...]]:
    """Per point: the weight sum for 0–15 of the player's checkers, and for an opposing blot."""
    mine = [(0.0,) * 16]
    blot = [0.0]
    for point in range(1, 25):
        base = 5 * (24 - point)
        row = [0.0]
        for n in range(1, 16):
            if n == 1:
                row.append(weights[base + 1])
            else:
                value = weights[base + 2]
                if n == 3:
                    value += weights[base + 3]
                elif n >= 4:
                    value += weights[base + 4] * (n - 3) / 2
                row.append(value)
        mine.append(tuple(row))
        blot.append(weights[base])
    return tuple(mine), tuple(blot)


_CONTACT = _tables(CONTACT_WEIGHTS)
_RACE = _tables(RACE_WEIGHTS)


def score(player: Sequence[int], opponent: Sequence[int], race: bool) -> float:
    """Pubeval's score of a position after a play, for the side that played.

    ``race`` says whether the position *before* the play had no contact (Tesauro's rule).
    Equal to ``W · inputs(player, opponent)``, computed from per-point tables.
    """
    if player[0] == 15:
        return WON
    weights = RACE_WEIGHTS if race else CONTACT_WEIGHTS
    mine, blot = _RACE if race else _CONTACT
    total = weights[120] * opponent[25] / 2 + weights[121] * player[0] / 15
    for point in range(1, 25):
        n = player[point]
        if n:
            total += mine[point][n]
        elif opponent[25 - point] == 1:
            total += blot[point]
    return total


def key_scorer(opponent: Sequence[int], race: bool) -> Callable[[int], float]:
    """:func:`score` of the results of one side's plays, straight from their result keys
    (``LegalPlays.keys()``: the player's counts and the mask of hit points) against
    ``opponent`` before the play: ``key_scorer(opp, race)(key)`` equals ``score(result.player,
    result.opponent, race)`` exactly (the same additions in the same order), without building
    the result (a hit puts the blot on the bar: its point no longer counts as a blot)."""
    weights = RACE_WEIGHTS if race else CONTACT_WEIGHTS
    mine, blot = _RACE if race else _CONTACT
    rows = tuple((blot[p] if opponent[25 - p] == 1 else 0.0,) + mine[p][1:]
                 for p in range(1, 25))
    hit_rows = tuple((0.0,) + mine[p][1:] for p in range(1, 25))
    bar, on_bar, off = opponent[25], weights[120], weights[121]
    counts = (1 << MASK_SHIFT) - 1

    def scored(key: int) -> float:
        player = (key & counts).to_bytes(26, "little")
        if player[0] == 15:
            return WON
        mask = key >> MASK_SHIFT
        table = rows
        if mask:
            table = list(rows)
            for p in range(1, 25):
                if mask >> p & 1:
                    table[p - 1] = hit_rows[p - 1]
        total = on_bar * (bar + mask.bit_count()) / 2 + off * player[0] / 15
        return reduce(add, map(getitem, table, player[1:25]), total)

    return scored
