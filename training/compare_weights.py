"""A candidate weights file against the shipped one, on what a new network must not make worse:
the tutor's four figures on the stored decisions (``benchmarks/tutor.py``'s set; halves 0–299
and 300–599) and each level's mEMG against gnubg-nn 0-ply's choice (``benchmarks/computer.py``'s
500 decisions of seed 7).  The decisions of the mEMG set come from ``strong``-v-``strong``
games, which depend on the network: they are made once with the *shipped* network, so every
file is measured on the same positions.

Measuring only: gnubg-nn (GPL) judges here, it never makes a training target.

Run (the project's environment, from the repository root):
``PYTHONPATH=. .venv/bin/python training/compare_weights.py shipped training/out/candidate.json``
"""

from __future__ import annotations

import json
import statistics
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests"), str(ROOT / "benchmarks")]

import computer as computer_bench  # noqa: E402
import tutor as tutor_bench  # noqa: E402

from nardi_teach.computer import LEVELS, Computer, net, tutor  # noqa: E402


def use(path: str, shipped=net.shipped) -> None:
    """Make ``path`` (or ``"shipped"``) the network every evaluation reads."""
    if path == "shipped":
        net.shipped = shipped
    else:
        raw = Path(path).read_bytes()
        net.shipped = cache(lambda: net.Net.from_json(raw))
    tutor.forget()


def main() -> None:
    decisions = json.loads(tutor_bench.DATA.read_text(encoding="utf-8"))[:600]
    cases = computer_bench.decisions(500)  # with the shipped network
    for path in sys.argv[1:]:
        use(path)
        _f, times, per = tutor_bench.figures(decisions, tutor_bench.new_loss)
        print(f"\n{path}  (tutor: {1000 * statistics.fmean(t for t, *_ in times):.1f} ms a play)")
        for start, stop in ((0, 300), (300, 600)):
            s = tutor_bench.summary(per[start:stop])
            print(f"  tutor {start}–{stop - 1}: " + "  ".join(
                f"{name} {s[name]:5.1%}" for name in tutor_bench.FIGURES), flush=True)
        cells = []
        for level in LEVELS:
            losses = computer_bench.move_losses(Computer(level, seed=3).choose, cases)
            mean, half = computer_bench.mean_ci([1000 * x for x in losses])
            cells.append(f"{level} {mean:.1f} ± {half:.1f}")
        print(f"  mEMG ({len(losses)} decisions): " + " | ".join(cells), flush=True)


if __name__ == "__main__":
    main()
