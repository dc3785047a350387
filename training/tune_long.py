"""Tune long nardi's heuristic weights by self-play (no reference engine exists for long nardi).

A coordinate search over the heuristic's five weights (``nardi_teach.computer.long``: the
value of a held point, the scale of the run bonuses, a borne-off checker, a checker left on the
head, a checker stacked beyond three): each step tries one weight × 1.5 and × 2/3 against the
current best, both at the ``"club"`` level (the heuristic without search, for speed), over
``--pairs`` seeds each played with either colour (paired dice); a change is kept when it wins
at least ``--accept`` of those games.  Pure Python, one core, stops by itself (``--minutes``).

Run: ``PYTHONPATH=. python training/tune_long.py --minutes 15 > training/tune_long.log``
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nardi_teach import Color  # noqa: E402
from nardi_teach.computer import long as heuristic  # noqa: E402

NAMES = ("POINT_VALUE", "RUN_SCALE", "OFF_VALUE", "HEAD_VALUE", "STACK_VALUE")
BASE_RUN = heuristic.RUN_VALUE


def install(weights: dict[str, float]) -> None:
    """Make ``weights`` the module's (the run table is rebuilt from them)."""
    heuristic.OFF_VALUE = weights["OFF_VALUE"]
    heuristic.HEAD_VALUE = weights["HEAD_VALUE"]
    heuristic.STACK_VALUE = weights["STACK_VALUE"]
    run = tuple(weights["RUN_SCALE"] * v for v in BASE_RUN)
    heuristic._RUN = tuple(weights["POINT_VALUE"] * n + run[min(n, 6)] for n in range(25))


def chooser(weights: dict[str, float], level: str, rng: random.Random):
    def choose(position, dice):
        install(weights)
        return heuristic.choose_long(position, dice, level, rng)
    return choose


def match(a: dict[str, float], b: dict[str, float], pairs: int, seed: int,
          level: str = "club") -> float:
    """The share of games ``a`` wins against ``b`` (paired dice)."""
    wins = 0
    for i in range(pairs):
        for me in (Color.WHITE, Color.BLACK):
            players = {me: chooser(a, level, random.Random(i)),
                       me.other: chooser(b, level, random.Random(i))}
            winner, _ = heuristic.play_long_game(players, random.Random(seed * 1_000_003 + i))
            wins += winner == me
    return wins / (2 * pairs)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs", type=int, default=60)
    parser.add_argument("--accept", type=float, default=0.56)
    parser.add_argument("--minutes", type=float, default=15)
    parser.add_argument("--seed", type=int, default=22)
    args = parser.parse_args()
    start = time.time()
    best = {"POINT_VALUE": heuristic.POINT_VALUE, "RUN_SCALE": 1.0,
            "OFF_VALUE": heuristic.OFF_VALUE, "HEAD_VALUE": heuristic.HEAD_VALUE,
            "STACK_VALUE": heuristic.STACK_VALUE}
    original = dict(best)
    print(f"start {best}", flush=True)
    step = 0
    while time.time() - start < 60 * args.minutes:
        improved = False
        for name in NAMES:
            for factor in (1.5, 2 / 3):
                if time.time() - start > 60 * args.minutes:
                    break
                step += 1
                trial = dict(best, **{name: best[name] * factor})
                share = match(trial, best, args.pairs, args.seed + step)
                kept = share >= args.accept
                print(f"step {step:3d} {name} × {factor:.2f} → {trial[name]:.3f}: "
                      f"{share:.1%} of {2 * args.pairs}{'  kept' if kept else ''}  "
                      f"({time.time() - start:.0f} s)", flush=True)
                if kept:
                    best, improved = trial, True
                    break
        if not improved:
            break
    print(f"final {best}", flush=True)
    share = match(best, original, args.pairs, 999)
    print(f"final (club) v original (club): {share:.1%} of {2 * args.pairs} "
          f"({time.time() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
