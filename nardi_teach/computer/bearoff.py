"""An exact one-sided bear-off database: up to 15 checkers on the home board's six points.

For every way of placing 0 … 15 checkers on points 1 … 6 (54,264 positions) it holds the
probability that the side bears all of them off in exactly ``n`` rolls (n = 0 … ``MAX_ROLLS``;
the last entry takes the tiny rest), when each roll is played to *minimise the expected number
of rolls* (the usual one-sided policy).  ``build`` computes it with our own bear-off move
generator (R-rules of bearing off: a die bears off a checker from its point, or from the highest
occupied point when the die is larger; both dice are used, a double four times); the shipped
file ``bearoff.json`` is what ``python -m nardi_teach.computer.bearoff`` writes.

Two-sided races: when both sides have every checker home, ``race_win`` gives the exact chance
that the side on roll gets off first (both playing the one-sided policy, which ignores the
opponent — the standard approximation of one-sided databases).
"""

from __future__ import annotations

import base64
import json
import zlib
from array import array
from collections.abc import Sequence
from functools import cache
from importlib import resources

from ..core.dice import ALL_ROLLS, roll_weight

POINTS = 6
CHECKERS = 15
MAX_ROLLS = 31
"""The longest count kept; 15 checkers need at most 30 rolls only with absurd luck — the
probability beyond is folded into the last entry."""
SCALE = 1023
"""Each probability is stored in units of 1/1023 (10 bits; every row sums to exactly 1023), which
keeps the file near 600 kB: each probability within 1/1023 of the exact one."""
DB_FILE = "bearoff.json"

Home = tuple[int, ...]
"""Checkers on points 1 … 6 (index 0 is point 1)."""


def all_homes() -> list[Home]:
    """Every home board with at most 15 checkers, in the database's order (by pip count,
    then lexicographically)."""
    homes: list[Home] = [()]
    for _point in range(POINTS):
        homes = [h + (n,) for h in homes for n in range(CHECKERS + 1 - sum(h))]
    homes.sort(key=lambda h: (sum((i + 1) * n for i, n in enumerate(h)), h))
    return homes


def _after_die(home: Home, die: int) -> set[Home]:
    """Every home board after one die's move (bearing off or moving within)."""
    results = set()
    highest = max((i for i in range(POINTS) if home[i]), default=-1)
    for i in range(POINTS):
        if not home[i]:
            continue
        point = i + 1
        target = point - die
        if target >= 1:
            moved = list(home)
            moved[i] -= 1
            moved[target - 1] += 1
            results.add(tuple(moved))
        elif target == 0 or i == highest:
            moved = list(home)
            moved[i] -= 1
            results.add(tuple(moved))
    return results


def after_roll(home: Home, high: int, low: int) -> set[Home]:
    """Every home board a roll can leave (both orders of the dice; a double four times)."""
    orders = [(high,) * 4] if high == low else [(high, low), (low, high)]
    results: set[Home] = set()
    for dice in orders:
        current = {home}
        for die in dice:
            step = set()
            for h in current:
                if sum(h) == 0:
                    step.add(h)
                else:
                    step |= _after_die(h, die)
            current = step
        results |= current
    return results


def build() -> tuple[list[Home], list[list[float]]]:
    """The database: the homes in order and, for each, its distribution of rolls to bear off
    (``MAX_ROLLS + 1`` probabilities)."""
    homes = all_homes()
    index = {h: i for i, h in enumerate(homes)}
    means = [0.0] * len(homes)
    dists: list[list[float]] = [[1.0] + [0.0] * MAX_ROLLS]
    for h in homes[1:]:
        dist = [0.0] * (MAX_ROLLS + 1)
        mean = 1.0
        for dice in ALL_ROLLS:
            best = min((index[r] for r in after_roll(h, dice.high, dice.low)),
                       key=means.__getitem__)
            weight = roll_weight(dice) / 36
            mean += weight * means[best]
            child = dists[best]
            for n in range(MAX_ROLLS):
                dist[n + 1] += weight * child[n]
            dist[MAX_ROLLS] += weight * child[MAX_ROLLS]
        means[index[h]] = mean
        dists.append(dist)
    return homes, dists


def to_json(dists: Sequence[Sequence[float]]) -> str:
    """The file's text: for each distribution (in ``all_homes`` order) its first non-zero roll
    count, how many entries follow, and those entries in units of ``1/SCALE`` (rounded by the
    largest remainders, so each row sums to ``SCALE`` and each entry is within one unit) —
    all as little-endian uint16, zlib-compressed, base64."""
    packed = array("H")
    for dist in dists:
        row = [int(p * SCALE) for p in dist]  # largest remainders: each entry within 1 unit
        for n in sorted(range(len(row)), key=lambda n: row[n] - dist[n] * SCALE)[
                :SCALE - sum(row)]:
            row[n] += 1
        used = [n for n, v in enumerate(row) if v]
        packed.extend((used[0], used[-1] + 1 - used[0], *row[used[0]:used[-1] + 1]))
    return json.dumps({"format": "nardi_teach bearoff 2", "points": POINTS,
                       "checkers": CHECKERS, "rolls": MAX_ROLLS + 1,
                       "data": base64.b64encode(zlib.compress(packed.tobytes(), 9)).decode()})


class BearoffDB:
    """The loaded database: ``distribution(home)``, ``mean_rolls(home)``, ``race_win``."""

    __slots__ = ("_index", "_rows", "_width")

    def __init__(self, text: str | bytes) -> None:
        info = json.loads(text)
        self._width = info["rolls"]
        data = array("H")
        data.frombytes(zlib.decompress(base64.b64decode(info["data"])))
        rows, at = [], 0
        while at < len(data):
            first, count = data[at], data[at + 1]
            rows.append((first, data[at + 2:at + 2 + count]))
            at += 2 + count
        self._rows = rows
        self._index = {h: i for i, h in enumerate(all_homes())}

    def distribution(self, home: Sequence[int]) -> list[float]:
        """P(all off in exactly n rolls), n = 0 … MAX_ROLLS, for points 1 … 6 in ``home``."""
        first, values = self._rows[self._index[tuple(home)]]
        dist = [0.0] * self._width
        for n, v in enumerate(values, first):
            dist[n] = v / SCALE
        return dist

    def mean_rolls(self, home: Sequence[int]) -> float:
        """The expected number of rolls to bear everything off."""
        return sum(n * p for n, p in enumerate(self.distribution(home)))

    def race_win(self, me: Sequence[int], them: Sequence[int]) -> float:
        """The chance that ``me``, on roll, bears off first (both sides' points 1 … 6)."""
        mine, theirs = self.distribution(me), self.distribution(them)
        if not any(me):
            return 1.0
        if not any(them):
            return 0.0
        win, theirs_left = 0.0, 1.0  # P(they need at least n rolls)
        for n in range(len(mine)):
            if n:
                theirs_left -= theirs[n - 1]
            win += mine[n] * theirs_left
        return min(max(win, 0.0), 1.0)


def home_of(side: Sequence[int]) -> Home | None:
    """A side's points 1 … 6 if every checker it has left is there, else ``None``."""
    if side[25] or any(side[7:25]):
        return None
    return tuple(side[1:7])


@cache
def shipped() -> BearoffDB:
    """The database shipped with the package (loaded once)."""
    return BearoffDB(resources.files(__package__).joinpath(DB_FILE).read_bytes())


if __name__ == "__main__":
    import sys
    from pathlib import Path

    _homes, _dists = build()
    out = Path(sys.argv[1] if len(sys.argv) > 1 else Path(__file__).with_name(DB_FILE))
    out.write_text(to_json(_dists))
    print(f"{len(_homes)} positions, {out.stat().st_size} bytes → {out}")
