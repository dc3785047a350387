"""Short nardi's neural network: five outcome probabilities of a position, in pure Python.

The network is trained by ``training/train.py`` (targets and their licence: ``training/README.md``)
and shipped as ``short_net.json``.  It sees a position before a roll, from the side on roll
("me"), and answers ``Probabilities`` for that side.

**Inputs** (``INPUTS`` = 199; Tesauro's encoding, for each side in its own numbering): for each
point 1 … 24 four units — one or more checkers, two or more, three or more, and (n − 3) / 2 for
n > 3; checkers on the bar / 2; checkers borne off / 15 (98 units a side, "me" first); then three
of our own: 1 in a race (no contact), and each side's pip count / 100.

**Net**: one hidden layer of sigmoid units, five sigmoid outputs (win, win a gammon, win a
backgammon, lose a gammon, lose a backgammon), made consistent on the way out (a backgammon is a
gammon, a gammon a win).

**Forward pass**: the inputs are sparse, so the hidden layer's sums are built from tables made
once at load: for each side, point and checker count the sum of the weight rows that count
switches on (and its share of the pip-count inputs) — one row per occupied point instead of a
199 × H product.  The weights are kept folded for tanh (:func:`folded`, the same function).
"""

from __future__ import annotations

import base64
import hashlib
import json
import math
from array import array
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from importlib import resources
from itertools import compress
from operator import getitem, mul, ne, sub

INPUTS = 199
SIDE_UNITS = 98
RACE_UNIT, MY_PIPS_UNIT, THEIR_PIPS_UNIT = 196, 197, 198
WEIGHTS_FILE = "short_net.json"


@dataclass(frozen=True, slots=True)
class Probabilities:
    """Outcome probabilities for one side: it wins (``win``), wins a gammon or more
    (``win_gammon``), a backgammon (``win_backgammon``); loses a gammon or more
    (``lose_gammon``), a backgammon (``lose_backgammon``).  Each gammon figure counts its
    backgammons too."""

    win: float
    win_gammon: float
    win_backgammon: float
    lose_gammon: float
    lose_backgammon: float

    def flipped(self) -> Probabilities:
        """The same outcomes seen by the other side."""
        return Probabilities(1.0 - self.win, self.lose_gammon, self.lose_backgammon,
                             self.win_gammon, self.win_backgammon)

    @property
    def equity(self) -> float:
        """Cubeless money equity: the points this side wins on average (−3 … 3)."""
        return (2.0 * self.win - 1.0 + self.win_gammon - self.lose_gammon
                + self.win_backgammon - self.lose_backgammon)

    def __repr__(self) -> str:
        return (f"Probabilities({self.win:.4f}, {self.win_gammon:.4f}, "
                f"{self.win_backgammon:.4f}, {self.lose_gammon:.4f}, "
                f"{self.lose_backgammon:.4f})")


def point_units(n: int) -> tuple[float, float, float, float]:
    """Tesauro's four units for ``n`` checkers of one side on one point."""
    return (float(n >= 1), float(n >= 2), float(n >= 3), (n - 3) / 2 if n > 3 else 0.0)


def pips(side: Sequence[int]) -> int:
    """A side's pip count (its own numbering; the bar counts 25)."""
    return sum(p * side[p] for p in range(1, 26))


PLACES = range(26)
"""A side's places: 0 off, 1 … 24 its points, 25 the bar."""


def no_contact(me: Sequence[int], them: Sequence[int]) -> bool:
    """Whether the two sides have passed each other (a pure race)."""
    mine = max(compress(PLACES, me[1:]), default=-1) + 1  # the rearmost checker's place
    theirs = max(compress(PLACES, them[1:]), default=-1) + 1
    return mine + theirs < 25


def features(me: Sequence[int], them: Sequence[int]) -> list[float]:
    """The 199 inputs of a position, ``me`` on roll (both sides 26 counts in their own
    numbering: ``[0]`` off, ``[1..24]`` points, ``[25]`` bar).  The training script builds its
    inputs with this function."""
    x = [0.0] * INPUTS
    for offset, side in ((0, me), (SIDE_UNITS, them)):
        for point in range(1, 25):
            if side[point]:
                base = offset + 4 * (point - 1)
                x[base:base + 4] = point_units(side[point])
        x[offset + 96] = side[25] / 2
        x[offset + 97] = side[0] / 15
    x[RACE_UNIT] = float(no_contact(me, them))
    x[MY_PIPS_UNIT] = pips(me) / 100
    x[THEIR_PIPS_UNIT] = pips(them) / 100
    return x


def forward(rows: Sequence[Sequence[float]], out: Sequence[Sequence[float]],
            out_bias: Sequence[float]) -> tuple[float, ...]:
    """A sparse forward pass in the folded form of :func:`folded`: the hidden units are the
    tanh of the sums of ``rows`` (the halved bias and weight rows of the non-zero inputs), each
    output 0.5 + 0.5 · tanh of its folded sum — the network's sigmoid layers, computed by C
    loops (``map``) instead of a Python one per hidden unit."""
    tanh = math.tanh
    hidden = list(map(tanh, map(sum, zip(*rows, strict=True))))
    return tuple(0.5 + 0.5 * tanh(sum(map(mul, row, hidden)) + bias)
                 for row, bias in zip(out, out_bias, strict=True))


def folded(w1: Sequence[Sequence[float]], b1: Sequence[float], w2: Sequence[Sequence[float]],
           b2: Sequence[float]) -> tuple[list[list[float]], list[float], list[list[float]],
                                         list[float]]:
    """The weights rewritten for :func:`forward`, the same network: sigmoid(x) =
    0.5 + 0.5 · tanh(x / 2), so the hidden layer's weights and bias are halved (exactly: a
    power of two) and its hidden units become t = tanh(…); an output's sum b + Σ w·(0.5 + 0.5·t)
    halved for its own tanh is (b + 0.5·Σ w) / 2 + Σ (w / 4)·t."""
    return ([[0.5 * v for v in row] for row in w1], [0.5 * v for v in b1],
            [[0.25 * v for v in row] for row in w2],
            [0.5 * b + 0.25 * sum(row) for row, b in zip(w2, b2, strict=True)])


def consistent(win: float, wg: float, wbg: float, lg: float, lbg: float) -> Probabilities:
    """The five outputs made consistent: a backgammon is a gammon, a gammon a win."""
    wg = min(wg, win)
    lg = min(lg, 1.0 - win)
    return Probabilities(win, wg, min(wbg, wg), lg, min(lbg, lg))


def weights(data: dict, name: str) -> list[float]:
    """A weights file's float32 array ``name`` (base64 of its bytes)."""
    values = array("f")
    values.frombytes(base64.b64decode(data[name]))
    return values.tolist()


class Net:
    """A loaded network: ``probabilities(me, them)`` for the side on roll ``me``.

    ``hidden`` is the hidden layer's size; ``digest`` the SHA-256 of the weights file it came
    from (the training log names it)."""

    __slots__ = ("hidden", "digest", "_bias", "_places", "_race", "_out", "_out_bias")

    def __init__(self, w1: Sequence[Sequence[float]], b1: Sequence[float],
                 w2: Sequence[Sequence[float]], b2: Sequence[float], digest: str = "") -> None:
        """``w1``: INPUTS rows of H weights; ``b1``: H; ``w2``: 5 rows of H; ``b2``: 5."""
        hidden = len(b1)
        if len(w1) != INPUTS or any(len(row) != hidden for row in w1) or len(w2) != 5:
            raise ValueError("weights of the wrong shape")
        self.hidden, self.digest = hidden, digest
        w1, b1, w2, b2 = folded(w1, b1, w2, b2)
        self._bias = b1
        # _places[side][place][n]: the hidden sums' share of n checkers of a side (0 "me",
        # 1 "them") at a place in its numbering (0 off, 1 … 24 points, 25 the bar)
        self._places: list[list[list[list[float]]]] = []
        for offset, pip_row in ((0, w1[MY_PIPS_UNIT]), (SIDE_UNITS, w1[THEIR_PIPS_UNIT])):
            off = [[v * n / 15 for v in w1[offset + 97]] for n in range(16)]
            side = [off]
            for point in range(1, 25):
                rows = w1[offset + 4 * (point - 1):offset + 4 * point]
                counts = [[0.0] * hidden]
                for n in range(1, 16):
                    units = point_units(n)
                    counts.append([sum(u * row[j] for u, row in zip(units, rows, strict=True))
                                   + point * n / 100 * pip_row[j] for j in range(hidden)])
                side.append(counts)
            side.append([[w1[offset + 96][j] * n / 2 + 25 * n / 100 * pip_row[j]
                          for j in range(hidden)] for n in range(16)])
            self._places.append(side)
        self._race = w1[RACE_UNIT]
        self._out, self._out_bias = w2, b2

    def raw(self, me: Sequence[int], them: Sequence[int]) -> tuple[float, ...]:
        """The five outputs as the network gives them (before they are made consistent)."""
        rows = [self._bias]
        for places, side in zip(self._places, (me, them), strict=True):
            rows += map(getitem, compress(places, side), compress(side, side))
        if no_contact(me, them):
            rows.append(self._race)
        return forward(rows, self._out, self._out_bias)

    def near(self, me: Sequence[int], them: Sequence[int]) -> Near:
        """An evaluator of the positions near this one (:class:`Near`)."""
        return Near(self, me, them)

    def probabilities(self, me: Sequence[int], them: Sequence[int]) -> Probabilities:
        """The outcome probabilities for ``me``, the side on roll."""
        return consistent(*self.raw(me, them))

    # — the weights file —

    @classmethod
    def from_json(cls, text: str | bytes) -> Net:
        """A network from the weights file's text (see ``to_json``)."""
        raw = text.encode() if isinstance(text, str) else text
        data = json.loads(raw)
        hidden = data["hidden"]

        w1, w2 = weights(data, "w1"), weights(data, "w2")
        return cls([w1[i * hidden:(i + 1) * hidden] for i in range(INPUTS)], weights(data, "b1"),
                   [w2[i * hidden:(i + 1) * hidden] for i in range(5)], weights(data, "b2"),
                   hashlib.sha256(raw).hexdigest())


class Near:
    """The network's outputs for positions near one base position — a roll's results from it,
    or the replies to them: the base's hidden sums are added once, and a position only
    corrects them at the places whose counts differ from the base's (one row a place: its
    count's row less the base's, made when first met), so a 2-2's results sum about half the
    rows.  The same function as :meth:`Net.raw` (the sums in another order: equal to within
    float rounding)."""

    __slots__ = ("_net", "_sides", "_sums", "_changes")

    def __init__(self, net: Net, me: Sequence[int], them: Sequence[int]) -> None:
        self._net = net
        self._sides = (tuple(me), tuple(them))
        rows = [net._bias]
        for places, side in zip(net._places, self._sides, strict=True):
            rows += map(getitem, compress(places, side), compress(side, side))
        self._sums = list(map(sum, zip(*rows, strict=True)))
        # _changes[side][place][n]: n checkers there instead of the base's count
        self._changes: tuple[list[dict[int, list[float]]], ...] = tuple(
            [{} for _ in PLACES] for _ in range(2))

    def raw(self, me: Sequence[int], them: Sequence[int]) -> tuple[float, ...]:
        """The five outputs of ``(me, them)`` as :meth:`Net.raw` gives them."""
        net = self._net
        rows = [self._sums]
        for places, changes, side, base in zip(net._places, self._changes, (me, them),
                                               self._sides, strict=True):
            for place in compress(PLACES, map(ne, side, base)):
                n = side[place]
                row = changes[place].get(n)
                if row is None:
                    table = places[place]
                    row = changes[place][n] = list(map(sub, table[n], table[base[place]]))
                rows.append(row)
        if no_contact(me, them):
            rows.append(net._race)
        return forward(rows, net._out, net._out_bias)

    def probabilities(self, me: Sequence[int], them: Sequence[int]) -> Probabilities:
        """:meth:`Net.probabilities` of ``(me, them)``."""
        return consistent(*self.raw(me, them))


def to_json(w1: Sequence[Sequence[float]], b1: Sequence[float], w2: Sequence[Sequence[float]],
            b2: Sequence[float], note: str = "") -> str:
    """The weights file's text: the shapes, a note, and each array as little-endian float32
    in base64 (row-major; ``w1`` is INPUTS × H, ``w2`` 5 × H)."""

    def pack(values: Sequence[float]) -> str:
        packed = array("f", values)
        if packed.itemsize != 4:
            raise RuntimeError("float32 expected")
        return base64.b64encode(packed.tobytes()).decode()

    return json.dumps({"format": "nardi_teach short net 1", "inputs": INPUTS,
                       "hidden": len(b1), "note": note,
                       "w1": pack([v for row in w1 for v in row]), "b1": pack(b1),
                       "w2": pack([v for row in w2 for v in row]), "b2": pack(b2)})


@cache
def shipped() -> Net:
    """The network shipped with the package (loaded once)."""
    raw = resources.files(__package__).joinpath(WEIGHTS_FILE).read_bytes()
    return Net.from_json(raw)
