"""``list(position.legal_plays(dice))`` — the plays built, as boards and the computer use
them — beside gym-backgammon's generator, on the doubles corpus (``legal_plays.py``'s
``doubles_corpus``, rich in heavy doubles).  Issue 20's target: at most 0.5× gym's generator
at the median and p95.  Also the cost of then reading every play's moves.

Plays are built lazily (``Play._deferred``): the moves of a play are made when first asked
for, so ``list(...)`` costs one small object per result.

Run: ``.venv/bin/python benchmarks/built_plays.py [--per-kind N]``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

from legal_plays import doubles_corpus, summary, time_calls  # noqa: E402

from benchmarks import peers  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-kind", type=int, default=216)
    args = parser.parse_args()
    cases = doubles_corpus(args.per_kind)
    rows: dict[str, list[float]] = {"len(legal_plays)": [], "list(legal_plays)": [],
                                    "list + every play's moves": [], "gym (generator)": []}
    for _, pos, dice in cases:
        game, roll = peers.prepare_gym(pos.player, pos.opponent, *dice)
        rows["len(legal_plays)"].append(time_calls(lambda p=pos, d=dice: len(p.legal_plays(d))))
        rows["list(legal_plays)"].append(time_calls(lambda p=pos, d=dice: list(p.legal_plays(d))))
        rows["list + every play's moves"].append(time_calls(
            lambda p=pos, d=dice: [play.moves for play in p.legal_plays(d)]))
        rows["gym (generator)"].append(time_calls(
            lambda g=game, r=roll: g.get_valid_plays(peers.WHITE, r)))
    gym = summary(rows["gym (generator)"])
    print(f"Built plays beside gym-backgammon's generator: {len(cases)} doubles cases\n")
    print(f"{'what':28} {'median µs':>10} {'p95 µs':>10} {'worst µs':>10} {'median ×gym':>12} "
          f"{'p95 ×gym':>9}")
    for name, times in rows.items():
        med, p95, worst = summary(times)
        print(f"{name:28} {med:10.1f} {p95:10.1f} {worst:10.1f} {med / gym[0]:12.2f} "
              f"{p95 / gym[1]:9.2f}")
    print("\nTarget: list(legal_plays) at most 0.5× gym's generator at the median and p95.")


if __name__ == "__main__":
    main()
