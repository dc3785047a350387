"""Speed of the short-family variants' ``legal_plays`` beside short nardi's (issue 20: each
within 1.5× of short nardi's on positions of the same kind).

Kinds, each a seeded sample:

* ``game`` — positions of random short-nardi games with a random roll; Caucasian and crazy
  short nardi are timed on the very same positions and rolls, triple and "2-2" on the same
  positions with three or four random dice;
* ``doubles`` — the same positions with a double; triple plays it as three dice (5-5-5),
  "2-2" as four (5-5-5-5: the same four moves as short nardi's 5-5);
* ``bearoff`` — the corpus's bear-off positions (``tests/corpus.py``), where crazy short
  nardi's exact-only rule bites;
* ``own game`` — hypergammon and plakoto on positions of their own random games (their
  boards differ from short nardi's: three checkers; pins and one start point).

Median, p95 and worst µs per call (best of 3 runs of each case; a kind's variants are
timed case by case in turn, so that the machine's drift falls on all alike), the ratios
to short nardi's, and the median µs per distinct result (three or four different dice
give many more plays than two: 2-2's 6-5-4-3 has hundreds).  Last, triple and "2-2"
beside short nardi on positions with the same number of distinct results (bins of the
count; the ``game`` and ``doubles`` cases together, then the ``bearoff`` ones): a call's
cost for the same amount of output.
Run: ``.venv/bin/python benchmarks/variants_short.py [--per-kind N] [--build]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from corpus import cases, played_positions, random_dice  # noqa: E402

from nardi_teach import Dice, Position  # noqa: E402
from nardi_teach.core.dice import Roll  # noqa: E402
from nardi_teach.core.moves import Play  # noqa: E402
from nardi_teach.plakoto import PlakotoPosition  # noqa: E402
from nardi_teach.short_nardi.family import (  # noqa: E402
    CaucasianPosition,
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)


def time_call(fn: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter_ns()
        fn()
        best = min(best, time.perf_counter_ns() - start)
    return best / 1000.0


def summary(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    return (statistics.median(ordered), ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))],
            ordered[-1])


def as_variant(cls: type, position: Position) -> Any:
    return cls._trusted(position.player, position.opponent, position.turn)


def own_games(start: Any, rng: random.Random, count: int, doubles: bool = False) -> list:
    out: list = []
    while len(out) < count:
        position = start
        while position.winner() is None and len(out) < count:
            d = rng.randint(1, 6)
            dice = Dice(d, d) if doubles else Dice(d, rng.randint(1, 6))
            out.append((position, dice))
            plays = list(position.legal_plays(dice))
            position = position.play(rng.choice(plays) if plays else Play())
    return out


def samples(per_kind: int) -> dict[str, dict[str, list]]:
    """Per kind: {variant: [(position, roll), …]}, short nardi's first."""
    rng = random.Random(2020)
    games = played_positions(rng, per_kind)
    rolls = [random_dice(rng, "contact") for _ in games]
    extra = [(rng.randint(1, 6), rng.randint(1, 6)) for _ in games]
    faces = [rng.randint(1, 6) for _ in games]
    bearoff = [(p, d) for kind, p, d in cases(2020, per_kind) if kind == "bearoff"]
    out: dict[str, dict[str, list]] = {"game": {}, "doubles": {}, "bearoff": {}}
    out["game"]["short"] = list(zip(games, rolls, strict=True))
    out["doubles"]["short"] = [(p, Dice(f, f)) for p, f in zip(games, faces, strict=True)]
    out["bearoff"]["short"] = bearoff
    for name, cls in (("caucasian", CaucasianPosition), ("crazy_short", CrazyShortPosition)):
        for kind in out:
            out[kind][name] = [(as_variant(cls, p), d) for p, d in out[kind]["short"]]
    for name, cls, n in (("triple", TriplePosition, 3), ("2-2", TwoTwoPosition, 4)):
        out["game"][name] = [(as_variant(cls, p), Roll(*(d.high, d.low, *e)[:n]))
                             for (p, d), e in zip(out["game"]["short"], extra, strict=True)]
        out["doubles"][name] = [(as_variant(cls, p), Roll(*(d.high,) * n))
                                for p, d in out["doubles"]["short"]]
        out["bearoff"][name] = [(as_variant(cls, p), Roll(*(d.high, d.low, *e)[:n]))
                                for (p, d), e in zip(bearoff, extra, strict=False)]
    return out


def own_samples(per_kind: int) -> dict[str, list]:
    rng = random.Random(2021)
    return {"short": own_games(Position.initial(), rng, per_kind),
            "hypergammon": own_games(HyperPosition.initial(), rng, per_kind),
            "plakoto": own_games(PlakotoPosition.initial(), rng, per_kind),
            "short (doubles)": own_games(Position.initial(), rng, per_kind, doubles=True),
            "plakoto (doubles)": own_games(PlakotoPosition.initial(), rng, per_kind,
                                           doubles=True)}


def timed(pools: dict[str, list], build: bool) -> dict[str, list[float]]:
    """Per variant: µs per call of each case.  The variants' i-th cases are timed one after
    another, in turn, so that the machine's drift in speed falls on all of them alike."""
    call = list if build else len
    out: dict[str, list[float]] = {name: [] for name in pools}
    for row_cases in zip(*pools.values(), strict=True):
        for name, (position, dice) in zip(pools, row_cases, strict=True):
            out[name].append(time_call(lambda p=position, d=dice: call(p.legal_plays(d))))
    return out


def row(kind: str, name: str, sample: list, times: list[float],
        base: tuple[float, float, float] | None) -> tuple[float, float, float]:
    figures = summary(times)
    per_result = statistics.median(
        t / max(1, len(p.legal_plays(d))) for t, (p, d) in zip(times, sample, strict=True))
    ratios = (" " * 39 if base is None else "".join(
        f" {a / b:{w}.2f}" for a, b, w in zip(figures, base, (14, 11, 13), strict=True)))
    print(f"{kind:10} {name:18} {len(sample):6} {figures[0]:10.1f} {figures[1]:10.1f} "
          f"{figures[2]:10.1f}" + ratios + f" {per_result:10.2f}")
    return figures


def rows(kind: str, pools: dict[str, list], build: bool) -> None:
    """One kind's rows, the first pool (short nardi's) the base of the ratios."""
    times = timed(pools, build)
    base = None
    for name, sample in pools.items():
        figures = row(kind, name, sample, times[name], base)
        base = base or figures


BINS = ((1, 1), (2, 10), (11, 30), (31, 100), (101, 300), (301, 600), (601, 1200),
        (1201, 10**6))
"""The bins of the number of distinct results a roll has (the top ones narrow enough that
a bin's cases have about the same count in every variant)."""

BEAR_OFF_BINS = ((1, 1), (2, 3), (4, 6), (7, 10), (11, 20), (21, 40), (41, 10**6))
"""The same for bear-off positions, which have few results."""


def by_results(pools: dict[str, list], build: bool, bins: tuple[tuple[int, int], ...],
               title: str) -> None:
    """Median µs per call by the number of distinct results, each variant beside short."""
    times = timed(pools, build)
    timed_by: dict[str, list[tuple[int, float]]] = {
        name: [(len(p.legal_plays(d)), t) for (p, d), t in zip(sample, times[name],
                                                               strict=True)]
        for name, sample in pools.items()}
    print(f"\n{title}, by the number of distinct results (median µs per call; cases in "
          "brackets):")
    print(f"{'results':>12} " + "".join(f"{name:>20}" for name in pools)
          + "".join(f"{name + ' ×short':>16}" for name in pools if name != "short"))
    for low, high in bins:
        medians = {}
        cells = []
        for name in pools:
            times = [t for n, t in timed_by[name] if low <= n <= high]
            medians[name] = statistics.median(times) if len(times) >= 5 else None
            cells.append(f"{medians[name]:11.1f} [{len(times):5}]" if medians[name] is not None
                         else f"{'—':>11} [{len(times):5}]")
        ratios = [f"{medians[n] / medians['short']:16.2f}"
                  if medians[n] is not None and medians["short"] is not None else f"{'—':>16}"
                  for n in pools if n != "short"]
        label = f"{low}" if low == high else f"{low}–{high if high < 10**6 else '…'}"
        print(f"{label:>12} " + "".join(f"{c:>20}" for c in cells) + "".join(ratios))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=500)
    parser.add_argument("--build", action="store_true",
                        help="time list(legal_plays) (the plays built) instead of len()")
    args = parser.parse_args()
    header = (f"{'kind':10} {'variant':18} {'cases':>6} {'median µs':>10} {'p95 µs':>10} "
              f"{'worst µs':>10}")
    what = "list(legal_plays(…))" if args.build else "len(legal_plays(…))"
    print(f"Short-family variants beside short nardi, {what}, {args.per_kind} per kind\n")
    print(header + f" {'median ×short':>14} {'p95 ×short':>11} {'worst ×short':>13}"
          f" {'µs/result':>10}")
    print("-" * (len(header) + 51))
    drawn = samples(args.per_kind)
    for kind, variants in drawn.items():
        rows(kind, variants, args.build)
        print()
    own = own_samples(args.per_kind)
    rows("own game", {name: own[name] for name in ("short", "hypergammon", "plakoto")},
         args.build)
    rows("own game", {name: own[name] for name in ("short (doubles)", "plakoto (doubles)")},
         args.build)
    by_results({name: drawn["game"][name] + drawn["doubles"][name]
                for name in ("short", "triple", "2-2")}, args.build, BINS,
               "Game and doubles positions")
    by_results({name: drawn["bearoff"][name] for name in ("short", "triple", "2-2")},
               args.build, BEAR_OFF_BINS, "Bear-off positions")
    print("\nTarget: each variant within 1.5× of short nardi at the median and p95.")


if __name__ == "__main__":
    main()
