"""Speed of the long family's other games (issue 20): each game's ``legal_plays`` beside
long nardi's on the same positions — met in random games of that game (any roll), the same
positions with doubles, and bearing off; plus the passed moves of a double (a ``Roll`` of
one to three moves, V66).  Each position is timed as the game's and as a classic
``LongPosition`` with the same checkers, interleaved.  Median, p95 and worst µs per call
(best of 3 runs of each case) and the ratios to long nardi (target: within 1.5× at the
median and p95).

Run: ``.venv/bin/python benchmarks/long_family.py [--per-kind N] [--only GAME] [--build]``
(``--build``: ``list(legal_plays)``, the plays built, instead of ``len``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from long_variants_cases import GAMES, game_cases  # noqa: E402

from nardi_teach.core.dice import Dice, Roll  # noqa: E402
from nardi_teach.long_nardi.family import LONG_FAMILY  # noqa: E402
from nardi_teach.long_nardi.position import LongPosition  # noqa: E402


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


def corpus(name: str, per_kind: int) -> dict[str, list]:
    """Per kind, (position, roll) cases of one game (all from its own random games)."""
    cls = LONG_FAMILY[name]
    rng = random.Random(1129)
    games = game_cases(cls, 1129, per_kind)
    many = game_cases(cls, 1130, 8 * per_kind)
    doubles = [(p, Dice(d, d)) for p, _ in many[:per_kind] for d in [rng.randint(1, 6)]]
    bearoff = [(p, d) for p, d in many if p.can_bear_off()][:per_kind]
    passed = [(p, Roll.passed(rng.randint(1, 6), rng.randint(1, 3))) for p, _ in
              many[per_kind:2 * per_kind]]
    return {"game": games, "doubles": doubles, "bearoff": bearoff, "passed": passed}


def as_long(position: LongPosition) -> LongPosition:
    """The same checkers, flags and side on roll as a classic long-nardi position."""
    return LongPosition._trusted(position.player, position.opponent, position.turn,
                                 position.player_first, position.opponent_first)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=400)
    parser.add_argument("--only", choices=GAMES, help="one game only")
    parser.add_argument("--build", action="store_true",
                        help="time list(legal_plays) (the plays built) instead of len()")
    args = parser.parse_args()
    call = list if args.build else len
    print(f"Long family: {call.__name__}(legal_plays) beside long nardi's on the same "
          f"positions (the game's "
          f"own random games), {args.per_kind} cases per kind\n")
    header = (f"{'game':15} {'kind':8} {'cases':>6} {'median µs':>10} {'p95 µs':>9} "
              f"{'worst µs':>9} {'long med':>9} {'long p95':>9} {'median ×long':>13} "
              f"{'p95 ×long':>10}")
    print(header)
    print("-" * len(header))
    worst_ratio = 0.0
    for name in [args.only] if args.only else GAMES:
        for kind, sample in corpus(name, args.per_kind).items():
            ours, base = [], []
            for p, d in sample:  # interleaved, so that the machine's load hits both alike
                classic = as_long(p)
                ours.append(time_call(lambda p=p, d=d: call(p.legal_plays(d))))
                base.append(time_call(lambda p=classic, d=d: call(p.legal_plays(d))))
            if not sample:
                continue
            (med, p95, worst), (bmed, bp95, _) = summary(ours), summary(base)
            ratios = med / bmed, p95 / bp95
            worst_ratio = max(worst_ratio, *ratios)
            print(f"{name:15} {kind:8} {len(sample):6} {med:10.1f} {p95:9.1f} {worst:9.1f} "
                  f"{bmed:9.1f} {bp95:9.1f} {ratios[0]:13.2f} {ratios[1]:10.2f}")
        print()
    print(f"Target: every game within 1.5× of long nardi at the median and p95 "
          f"(highest ratio: {worst_ratio:.2f}×).")


if __name__ == "__main__":
    main()
