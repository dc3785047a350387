"""Can the tutor's constants be set better on one half of the tutor bench and hold on the
other? (issue 39, point 1)

The tutor's values of every play it would search are computed once per decision of
``benchmarks/data/tutor_decisions.json`` (its 0-ply ranking; its one-ply search of its five best
plays at 0-ply and of gnubg's five plausible ones, with the opponent's replies pruned to 3 as
the tutor does, and to 8), then the tutor's rule is replayed with other constants:

- ``W``/``M``: the candidates searched (the best ``W`` at 0-ply within ``M`` of the best);
- ``R``: the learner's play is searched when its 0-ply loss is below ``R`` (``SEARCH_REACH``);
- ``RW``: the opponent's replies valued per roll in the search (3 as shipped, or 8);
- ``a``: the value of a play is ``a`` × its searched value + (1 − ``a``) × its 0-ply value;
- ``S``/``N``: the loss is ``S`` × (best − play) − ``N`` (``N`` is the tutor's ``NOISE``).

The constants are chosen on decisions 0–299 (the most goals met there, then a score: the
agreement less each goal's shortfall) and the same constants are reported on 300–599 (held
out) and on all 600: the four figures of ``benchmarks/tutor.py`` (agreement, gnubg's best
criticised, good plays criticised, bad plays flagged).

Run: ``.venv/bin/python benchmarks/tutor_calibrate.py`` (one core; a few minutes).
"""

from __future__ import annotations

import itertools
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from nardi_teach import Position  # noqa: E402
from nardi_teach.computer import short, tutor  # noqa: E402
from nardi_teach.core.dice import Dice  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "tutor_decisions.json"
WIDTHS = (3, 8)
TRAIN, TEST, ALL = range(300), range(300, 600), range(600)
SHIPPED = {"W": tutor.SEARCH_WIDTH, "M": tutor.SEARCH_MARGIN, "R": tutor.SEARCH_REACH,
           "RW": short.REPLY_WIDTH, "a": 1.0, "S": 1.0, "N": tutor.NOISE}


def raw(d: dict) -> dict:
    """One decision's values: 0-ply of every result, searched values of the candidates."""
    position, dice = Position.from_gnubg_id(d["position"]), Dice(*d["dice"])
    ranked = tutor.ranked_equities(position, dice)
    plays = [position.parse_play(text, dice) for text in d["plays"]]
    afters = {position.play(p) for p, _ in ranked[:5]} | {position.play(p) for p in plays}
    searched = {}
    for width in WIDTHS:
        short.REPLY_WIDTH = width
        searched[width] = {str(a): short.lookahead_equity(a.flipped()) for a in afters}
    short.REPLY_WIDTH = SHIPPED["RW"]
    return {"zero": {str(position.play(p)): v for p, v in ranked},
            "top": [str(position.play(p)) for p, _ in ranked[:5]],
            "plays": [str(position.play(p)) for p in plays], "searched": searched,
            "exact": tutor._exact(position, [p for p, _ in ranked[:2]] + plays),
            "gnubg2": d["gnubg2"]}


def losses(r: dict, W: int, M: float, R: float, RW: int, a: float, S: float, N: float
           ) -> list[float]:
    """The tutor's loss of each plausible play under these constants (its rule otherwise)."""
    zero, top = r["zero"], r["top"]
    best0 = zero[top[0]]
    candidates = [p for p in top[:W] if zero[p] >= best0 - M]
    value = lambda p: a * r["searched"][RW][p] + (1 - a) * zero[p]  # noqa: E731
    out = []
    for p in r["plays"]:
        if r["exact"]:
            out.append(max(best0 - zero[p], 0.0))
        elif best0 - zero[p] >= R or candidates == [p]:
            out.append(max(S * (best0 - zero[p]) - N, 0.0))
        else:
            out.append(max(S * (max(value(q) for q in candidates) - value(p)) - N, 0.0))
    return out


def grade(x: float) -> int:
    return [v for v in (0, 1, 2, 3) if v == 0 or x >= (0.04, 0.08, 0.16)[v - 1] - 1e-12][-1]


def figures(rows: list[dict], part: range, constants: dict) -> tuple[float, ...]:
    agree = n = best = good = good_n = bad = bad_n = 0
    for i in part:
        r = rows[i]
        reference, top = r["gnubg2"], max(r["gnubg2"])
        for k, (equity, loss) in enumerate(zip(reference, losses(r, **constants), strict=True)):
            ref, ours = grade(top - equity), grade(loss)
            agree += ref == ours
            n += 1
            best += k == reference.index(top) and ours > 0
            good_n += ref == 0
            good += ref == 0 and ours > 0
            bad_n += ref >= 2
            bad += ref >= 2 and ours > 0
    return agree / n, best / len(part), good / good_n, bad / bad_n


def score(f: tuple[float, ...]) -> tuple[int, float]:
    met = (f[1] <= 0.03) + (f[2] <= 0.08) + (f[3] >= 0.95)
    return met, f[0] - max(0, f[1] - 0.03) - max(0, f[2] - 0.08) - max(0, 0.95 - f[3])


def line(name: str, rows: list[dict], constants: dict) -> str:
    cells = []
    for label, part in (("0–299", TRAIN), ("300–599", TEST), ("all", ALL)):
        f = figures(rows, part, constants)
        cells.append(f"{label}: " + " ".join(f"{x:6.1%}" for x in f))
    shown = " ".join(f"{k}={v}" for k, v in constants.items())
    return f"{name:<8} {shown:<44} " + " | ".join(cells)


def main() -> None:
    decisions = json.loads(DATA.read_text(encoding="utf-8"))[:600]
    rows = [raw(d) for d in decisions]
    print("figures: agreement, gnubg's best criticised, good criticised, bad flagged")
    print(line("shipped", rows, SHIPPED))
    grid = [dict(zip("W M R RW a S N".split(), values, strict=True)) for values in
            itertools.product((2, 3, 5), (0.06, 0.15), (0.3, 0.5), WIDTHS, (0.5, 0.7, 1.0),
                              (0.9, 1.0, 1.05, 1.1, 1.2), (0.0, 0.005, 0.01, 0.015, 0.02))]
    ranked = sorted(grid, key=lambda c: score(figures(rows, TRAIN, c)), reverse=True)
    for constants in ranked[:5]:
        print(line("fit", rows, constants))
    # the tutor's own settings only (no blend, no scale): SEARCH_WIDTH, _MARGIN, _REACH, NOISE
    # and the replies per roll
    settings = [c for c in grid if c["a"] == 1.0 and c["S"] == 1.0]
    ranked = sorted(settings, key=lambda c: score(figures(rows, TRAIN, c)), reverse=True)
    for constants in ranked[:8]:
        print(line("settings", rows, constants))


if __name__ == "__main__":
    main()
