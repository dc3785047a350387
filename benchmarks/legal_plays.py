"""Speed and memory of ``Position.legal_plays`` beside GNU Backgammon and gym-backgammon.

A fixed seeded corpus of (position, roll) cases, split by kind (contact, bar, bear-off,
doubles, and positions met in random games), run through the three generators in the same
process.  For each generator: median, p95 and worst time per call (best of 3 runs of each
case), and the ratio to ours; peak memory of one call (tracemalloc; gnubg allocates in C,
where tracemalloc cannot see).

A second corpus holds doubles only, rich in the hard ones (``tests/corpus.py``,
``doubles_cases``): checkers spread over many points (hundreds of distinct results), a
bear-off that opens during the roll, entering from the bar and moving on, and positions of
random games; its table is printed after the first, with its own targets.

gym-backgammon is timed twice: its generator alone (``get_valid_plays``, which returns move
sequences, several of which may reach one position), and with the distinct resulting
positions counted, which is what ``legal_plays`` and gnubg return.

Long nardi (``long_nardi_section``, last): ``LongPosition.legal_plays`` beside short
nardi's on positions of the same kind — met in random games (any roll, doubles only) and
bearing off; median, p95, worst and the ratios (target: within 1.5×).

Run: ``.venv/bin/python benchmarks/legal_plays.py [--per-kind N] [--doubles-per-kind N]
[--long-per-kind N] [--only main|doubles|long]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from corpus import (  # noqa: E402
    DOUBLES_KINDS,
    KINDS,
    cases,
    doubles_cases,
    played_positions,
    random_dice,
)

from benchmarks import peers  # noqa: E402
from nardi_teach import Position  # noqa: E402


def corpus(per_kind: int) -> list[tuple[str, Position, tuple[int, int]]]:
    out = [(kind, pos, (d.high, d.low)) for kind, pos, d in cases(1129, per_kind)]
    rng = random.Random(1129)
    for pos in played_positions(rng, per_kind):
        d = random_dice(rng, "contact")
        out.append(("game", pos, (d.high, d.low)))
    return out


def time_calls(fn: Callable[[], object], repeat: int = 3) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter_ns()
        fn()
        best = min(best, time.perf_counter_ns() - start)
    return best / 1000.0  # µs


def summary(values: list[float]) -> tuple[float, float, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return statistics.median(ordered), p95, ordered[-1]


NAMES = ["nardi_teach", "gnubg-nn", "gym (generator)", "gym (distinct results)"]


def time_generators(
    cases_: list[tuple[str, Position, tuple[int, int]]],
) -> dict[str, dict[str, list[float]]]:
    """µs per call of every generator, by kind and for ``"all"``."""
    times: dict[str, dict[str, list[float]]] = {n: {} for n in NAMES}
    for kind, pos, (d1, d2) in cases_:
        p, o = pos.player, pos.opponent
        g = peers.prepare_gnubg(p, o, d1, d2)
        y = peers.prepare_gym(p, o, d1, d2)
        game, roll = y
        runs = {
            "nardi_teach": lambda pos=pos, d=(d1, d2): len(pos.legal_plays(d)),
            "gnubg-nn": lambda g=g: peers.run_gnubg(g),
            "gym (generator)": lambda game=game, roll=roll: game.get_valid_plays(peers.WHITE, roll),
            "gym (distinct results)": lambda y=y: peers.run_gym(y),
        }
        for name, fn in runs.items():
            t = time_calls(fn)
            times[name].setdefault(kind, []).append(t)
            times[name].setdefault("all", []).append(t)
    return times


def print_table(times: dict[str, dict[str, list[float]]], kinds: list[str]) -> None:
    """Median, p95 and worst per generator and kind, and each as a multiple of ours."""
    ours = {k: summary(times["nardi_teach"][k]) for k in kinds}
    width = max(9, *(len(k) for k in kinds))
    header = (f"{'generator':24} {'kind':{width}} {'median µs':>10} {'p95 µs':>10} "
              f"{'worst µs':>10}")
    print(header + f" {'median ×ours':>13} {'p95 ×ours':>10}")
    print("-" * (len(header) + 25))
    for kind in kinds:
        for name in NAMES:
            med, p95, worst = summary(times[name][kind])
            print(f"{name:24} {kind:{width}} {med:10.1f} {p95:10.1f} {worst:10.1f} "
                  f"{med / ours[kind][0]:13.2f} {p95 / ours[kind][1]:10.2f}")
        print()


def main_section(per_kind: int) -> None:
    """The general corpus: every kind of position, any roll."""
    cases_ = corpus(per_kind)
    print(f"legal_plays benchmark: {len(cases_)} cases, {per_kind} per kind "
          f"({', '.join(KINDS)}, game)\n")
    times = time_generators(cases_)
    print_table(times, ["all", *KINDS, "game"])
    med, p95, worst = summary(times["nardi_teach"]["all"])
    gym_med, gym_p95, _ = summary(times["gym (generator)"]["all"])
    gnubg_med = summary(times["gnubg-nn"]["all"])[0]
    print("Targets (all cases):")
    print(f"  ≥2× faster than gym's generator at the median: {gym_med / med:.1f}×, "
          f"at p95: {gym_p95 / p95:.1f}×")
    print(f"  no case over 20 ms: worst {worst / 1000:.2f} ms")
    print(f"  within 10× of gnubg at the median: {med / gnubg_med:.1f}× gnubg")
    peak_memory(cases_)


def peak_memory(cases_: list[tuple[str, Position, tuple[int, int]]]) -> None:
    """Peak memory of one call, over the heaviest cases of each generator (Python heap only)."""
    heavy = sorted(cases_, key=lambda c: -len(c[1].legal_plays(c[2])))[:50]
    print("\nPeak memory of one call (tracemalloc, 50 heaviest cases):")
    for name in ("nardi_teach", "gym (distinct results)"):
        peak = 0
        for _, pos, (d1, d2) in heavy:
            y = peers.prepare_gym(pos.player, pos.opponent, d1, d2)
            if name == "nardi_teach":
                def fn(pos=pos, d=(d1, d2)):
                    return len(pos.legal_plays(d))
            else:
                def fn(y=y):
                    return peers.run_gym(y)
            tracemalloc.start()
            fn()
            peak = max(peak, tracemalloc.get_traced_memory()[1])
            tracemalloc.stop()
        print(f"  {name:24} {peak / 1024:8.1f} KiB")
    print("  gnubg-nn                 (allocates in C: not visible to tracemalloc)")


# --- doubles only -----------------------------------------------------------------------------


def doubles_corpus(per_kind: int) -> list[tuple[str, Position, tuple[int, int]]]:
    """The doubles corpus (``doubles_cases``) plus the general corpus's own doubles kind."""
    out = [(kind, pos, (d.high, d.low)) for kind, pos, d in doubles_cases(1201, per_kind)]
    out += [(kind, pos, (d.high, d.low)) for kind, pos, d in cases(1129, per_kind)
            if kind == "doubles"]
    return out


def doubles_section(per_kind: int) -> None:
    """Doubles only, the heavy cases; targets: median and p95 at most 0.5× gym's generator,
    no case over 5 ms."""
    cases_ = doubles_corpus(per_kind)
    kinds = ["all", *DOUBLES_KINDS, "doubles"]
    print(f"\nlegal_plays benchmark, doubles only: {len(cases_)} cases, {per_kind} per kind "
          f"({', '.join(kinds[1:])})\n")
    times = time_generators(cases_)
    print_table(times, kinds)
    heaviest = max(cases_, key=lambda c: len(c[1].legal_plays(c[2])))
    med, p95, worst = summary(times["nardi_teach"]["all"])
    gym_med, gym_p95, _ = summary(times["gym (generator)"]["all"])
    print("Targets (doubles corpus, all cases):")
    print(f"  median at most 0.5× gym's generator: {med / gym_med:.2f}×, "
          f"p95 at most 0.5×: {p95 / gym_p95:.2f}×")
    print(f"  no case over 5 ms: worst {worst / 1000:.2f} ms")
    print(f"  the most distinct results: {len(heaviest[1].legal_plays(heaviest[2]))} "
          f"({heaviest[2][0]}-{heaviest[2][1]}, {heaviest[0]})")


# --- long nardi (issue 13) -------------------------------------------------------------------

def long_nardi_corpus(per_kind: int) -> dict[str, tuple[list, list]]:
    """Per kind: (short-nardi cases, long-nardi cases) as (position, roll) pairs."""
    from long_cases import game_cases

    from nardi_teach import Dice

    rng = random.Random(1129)
    short_games = [(p, random_dice(rng, "contact")) for p in played_positions(rng, per_kind)]
    short_doubles = []
    for p in played_positions(rng, per_kind):
        d = rng.randint(1, 6)
        short_doubles.append((p, Dice(d, d)))
    short_bearoff = [(p, d) for kind, p, d in cases(1129, per_kind) if kind == "bearoff"]
    long_games = game_cases(1129, per_kind)
    long_all = game_cases(1130, 12 * per_kind)
    long_doubles = []
    for p, _ in long_all[:per_kind]:
        d = rng.randint(1, 6)
        long_doubles.append((p, Dice(d, d)))
    long_bearoff = [(p, d) for p, d in long_all if p.can_bear_off()][:per_kind]
    return {"game": (short_games, long_games), "doubles": (short_doubles, long_doubles),
            "bearoff": (short_bearoff, long_bearoff)}


def long_nardi_section(per_kind: int) -> None:
    """Long nardi's legal_plays beside short nardi's: median, p95, worst per kind."""
    print(f"\nLong nardi beside short nardi (nardi_teach), {per_kind} cases per kind:")
    header = (f"{'kind':9} {'variant':6} {'cases':>6} {'median µs':>10} {'p95 µs':>10} "
              f"{'worst µs':>10}")
    print(header + f" {'median ×short':>14} {'p95 ×short':>11} {'worst ×short':>13}")
    print("-" * (len(header) + 40))
    for kind, (short, long_) in long_nardi_corpus(per_kind).items():
        figures = {}
        for name, sample in (("short", short), ("long", long_)):
            figures[name] = summary([time_calls(lambda p=p, d=d: len(p.legal_plays(d)))
                                     for p, d in sample])
            med, p95, worst = figures[name]
            ratios = "" if name == "short" else "".join(
                f" {a / b:{w}.2f}" for a, b, w in zip(figures["long"], figures["short"],
                                                       (14, 11, 13), strict=True))
            print(f"{kind:9} {name:6} {len(sample):6} {med:10.1f} {p95:10.1f} {worst:10.1f}"
                  + ratios)
    print("Target: long within 1.5× of short at the median and p95.")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=2500)
    parser.add_argument("--doubles-per-kind", type=int, default=1000)
    parser.add_argument("--long-per-kind", type=int, default=1000)
    parser.add_argument("--only", choices=("main", "doubles", "long"))
    args = parser.parse_args()
    if args.only in (None, "main"):
        main_section(args.per_kind)
    if args.only in (None, "doubles"):
        doubles_section(args.doubles_per_kind)
    if args.only in (None, "long"):
        long_nardi_section(args.long_per_kind)


if __name__ == "__main__":
    main()
