"""Long nardi's neural network: three outcome probabilities of a position, in pure Python.

Trained by self-play with our own move generator (``training/train_long.py``, TD(λ); no
reference engine exists for long nardi) and shipped as ``long_net.json``.  It sees a position
before a roll, from the side on roll ("me"), and answers ``Probabilities`` for that side: win,
win a mars (the loser has borne off none, L9), lose a mars; long nardi has no koks, so the
backgammon figures are 0.

**Inputs** (``INPUTS`` = 211), for each side in its own numbering (``me`` first, 105 units a
side): for each point 1 … 24 four units — one or more checkers, two or more, three or more,
(n − 3) / 4 for n > 3; checkers borne off / 15; the pip count / 100; and three of our own about
the side as a blocker of the other (L3, L6): the points it holds in front of the other's
rearmost checker / 12, its longest run of them as a thermometer (≥ 2 … ≥ 6), and the other's
checkers behind that run / 15 (when the run is two or longer).  Last, 1 when the sides have
passed each other (a race).

**Net**: one hidden layer of sigmoid units, three sigmoid outputs, made consistent on the way
out (a mars is a win).  **Forward pass**: every input is a function of a small integer (a
point's count, a number of points, a run's length), so the hidden sums are table rows made
once at load — one row per occupied point and one per blocker figure (the weights folded for
tanh, :func:`.net.folded`).
"""

from __future__ import annotations

import base64
import hashlib
import json
from array import array
from collections.abc import Sequence
from functools import cache
from importlib import resources
from itertools import compress
from operator import getitem, mul

from ..long_nardi.movegen import CROSS
from .net import Probabilities, folded, forward, weights

SIDE_UNITS = 105
OFF_UNIT, PIPS_UNIT, HELD_UNIT, RUN_UNIT, TRAPPED_UNIT = 96, 97, 98, 99, 104
RACE_UNIT = 2 * SIDE_UNITS
INPUTS = RACE_UNIT + 1
OUTPUTS = 3
WEIGHTS_FILE = "long_net.json"
FORMAT = "nardi_teach long net 1"


def point_units(n: int) -> tuple[float, float, float, float]:
    """The four units for ``n`` checkers of one side on one point."""
    return (float(n >= 1), float(n >= 2), float(n >= 3), (n - 3) / 4 if n > 3 else 0.0)


def run_units(run: int) -> tuple[float, ...]:
    """The longest run's thermometer: ≥ 2, ≥ 3, ≥ 4, ≥ 5, ≥ 6."""
    return tuple(float(run >= k) for k in range(2, 7))


def blocks(me: Sequence[int], them: Sequence[int]) -> tuple[int, int, int]:
    """``me`` as a blocker of ``them`` (both in their own numbering): the points ``me`` holds
    in front of ``them``'s rearmost checker, its longest run of them (at most 6), and
    ``them``'s checkers behind that run (0 for a run shorter than two)."""
    rear = 24
    while rear and not them[rear]:
        rear -= 1
    held = run = best = top = start = 0
    for k in range(rear - 1, 0, -1):  # them's points ahead of its rearmost, in its numbering
        if me[CROSS[k]]:
            held += 1
            run += 1
            if run == 1:
                start = k
            if run > best:
                best, top = run, start
        else:
            run = 0
    trapped = sum(them[top + 1:25]) if best >= 2 else 0
    return held, min(best, 6), trapped


def pips(side: Sequence[int]) -> int:
    """A side's pip count (its own numbering)."""
    return sum(map(mul, side[1:25], range(1, 25)))


def features(me: Sequence[int], them: Sequence[int]) -> list[float]:
    """The ``INPUTS`` inputs of a position, ``me`` on roll (both sides 26 counts in their own
    numbering: ``[0]`` off, ``[1..24]`` points).  The training script builds its inputs with
    this function."""
    x = [0.0] * INPUTS
    mine, theirs = blocks(me, them), blocks(them, me)
    for offset, side, (held, run, trapped) in ((0, me, mine), (SIDE_UNITS, them, theirs)):
        for point in range(1, 25):
            n = side[point]
            if n:
                base = offset + 4 * (point - 1)
                x[base:base + 4] = point_units(n)
        x[offset + OFF_UNIT] = side[0] / 15
        x[offset + PIPS_UNIT] = pips(side) / 100
        x[offset + HELD_UNIT] = held / 12
        x[offset + RUN_UNIT:offset + RUN_UNIT + 5] = run_units(run)
        x[offset + TRAPPED_UNIT] = trapped / 15
    x[RACE_UNIT] = float(mine[0] == 0 and theirs[0] == 0)
    return x


def _probabilities(win: float, win_mars: float, lose_mars: float) -> Probabilities:
    return Probabilities(win, min(win_mars, win), 0.0, min(lose_mars, 1.0 - win), 0.0)


class LongNet:
    """A loaded network: ``probabilities(me, them)`` for the side on roll ``me``.

    ``hidden`` is the hidden layer's size; ``digest`` the SHA-256 of the weights file it came
    from (the training log names it)."""

    __slots__ = ("hidden", "digest", "_bias", "_places", "_held", "_run", "_trapped", "_race",
                 "_out", "_out_bias")

    def __init__(self, w1: Sequence[Sequence[float]], b1: Sequence[float],
                 w2: Sequence[Sequence[float]], b2: Sequence[float], digest: str = "") -> None:
        """``w1``: INPUTS rows of H weights; ``b1``: H; ``w2``: 3 rows of H; ``b2``: 3."""
        hidden = len(b1)
        if (len(w1) != INPUTS or any(len(row) != hidden for row in w1) or len(w2) != OUTPUTS
                or len(b2) != OUTPUTS):
            raise ValueError("weights of the wrong shape")
        self.hidden, self.digest = hidden, digest
        w1, b1, w2, b2 = folded(w1, b1, w2, b2)
        self._bias = b1

        def combine(units: Sequence[float], rows: Sequence[Sequence[float]]) -> list[float]:
            return [sum(u * row[j] for u, row in zip(units, rows, strict=True))
                    for j in range(hidden)]

        # _places[side][place][n]: n checkers of a side (0 "me", 1 "them") at a place in its
        # numbering (0 off, 1 … 24 points)
        self._places: list[list[list[list[float]]]] = []
        self._held, self._run, self._trapped = [], [], []
        for offset in (0, SIDE_UNITS):
            pip_row = w1[offset + PIPS_UNIT]
            side = [[combine((n / 15,), [w1[offset + OFF_UNIT]]) for n in range(16)]]
            for point in range(1, 25):
                rows = [*w1[offset + 4 * (point - 1):offset + 4 * point], pip_row]
                side.append([combine((*point_units(n), point * n / 100), rows)
                             for n in range(16)])
            self._places.append(side)
            self._held.append([combine((n / 12,), [w1[offset + HELD_UNIT]]) for n in range(25)])
            self._run.append([combine(run_units(n), w1[offset + RUN_UNIT:offset + RUN_UNIT + 5])
                              for n in range(7)])
            self._trapped.append([combine((n / 15,), [w1[offset + TRAPPED_UNIT]])
                                  for n in range(16)])
        self._race = w1[RACE_UNIT]
        self._out, self._out_bias = w2, b2

    def raw(self, me: Sequence[int], them: Sequence[int]) -> tuple[float, ...]:
        """The three outputs as the network gives them (before they are made consistent)."""
        rows = [self._bias]
        for places, side in zip(self._places, (me, them), strict=True):
            rows += map(getitem, compress(places, side), compress(side, side))
        mine_b, theirs_b = blocks(me, them), blocks(them, me)
        for i, (held, run, trapped) in enumerate((mine_b, theirs_b)):
            if held:
                rows.append(self._held[i][held])
            if run >= 2:
                rows.append(self._run[i][run])
            if trapped:
                rows.append(self._trapped[i][trapped])
        if mine_b[0] == 0 and theirs_b[0] == 0:
            rows.append(self._race)
        return forward(rows, self._out, self._out_bias)

    def probabilities(self, me: Sequence[int], them: Sequence[int]) -> Probabilities:
        """The outcome probabilities for ``me``, the side on roll."""
        return _probabilities(*self.raw(me, them))

    # — the weights file —

    @classmethod
    def from_json(cls, text: str | bytes) -> LongNet:
        """A network from the weights file's text (see ``to_json``)."""
        raw = text.encode() if isinstance(text, str) else text
        data = json.loads(raw)
        if data.get("format") != FORMAT or data.get("inputs") != INPUTS:
            raise ValueError("not a long-nardi weights file")
        hidden = data["hidden"]

        w1, w2 = weights(data, "w1"), weights(data, "w2")
        return cls([w1[i * hidden:(i + 1) * hidden] for i in range(INPUTS)], weights(data, "b1"),
                   [w2[i * hidden:(i + 1) * hidden] for i in range(OUTPUTS)], weights(data, "b2"),
                   hashlib.sha256(raw).hexdigest())


def to_json(w1: Sequence[Sequence[float]], b1: Sequence[float], w2: Sequence[Sequence[float]],
            b2: Sequence[float], note: str = "") -> str:
    """The weights file's text: the shapes, a note, and each array as little-endian float32
    in base64 (row-major; ``w1`` is INPUTS × H, ``w2`` 3 × H)."""

    def pack(values: Sequence[float]) -> str:
        packed = array("f", values)
        if packed.itemsize != 4:
            raise RuntimeError("float32 expected")
        return base64.b64encode(packed.tobytes()).decode()

    return json.dumps({"format": FORMAT, "inputs": INPUTS, "hidden": len(b1), "note": note,
                       "w1": pack([v for row in w1 for v in row]), "b1": pack(b1),
                       "w2": pack([v for row in w2 for v in row]), "b2": pack(b2)})


@cache
def shipped() -> LongNet:
    """The network shipped with the package (loaded once)."""
    raw = resources.files(__package__).joinpath(WEIGHTS_FILE).read_bytes()
    return LongNet.from_json(raw)
