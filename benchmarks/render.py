"""How long ``board_svg`` takes: median and p95 over many positions (target: well under 5 ms).

Run: ``.venv/bin/python benchmarks/render.py [N]``.  Positions come from seeded random games,
drawn with dice, cube, score and a play's arrows, as chapters draw them.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

from nardi_teach import Dice, Position
from nardi_teach.svg import board_svg


def positions(n: int, seed: int = 7) -> list[tuple[Position, Dice, object]]:
    """``n`` (position, dice, a legal play) triples from seeded random games."""
    rng = random.Random(seed)
    out: list[tuple[Position, Dice, object]] = []
    position = Position.initial()
    while len(out) < n:
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        plays = list(position.legal_plays(dice))
        play = rng.choice(plays) if plays else None
        out.append((position, dice, play))
        position = position.play(play) if play is not None else position.flipped()
        if position.winner() is not None:
            position = Position.initial()
    return out


def main(n: int = 2000) -> None:
    sample = positions(n)
    times = []
    for position, dice, play in sample:
        start = time.perf_counter()
        board_svg(position, dice=dice, play=play, cube=(2, None), score=(1, 3, 7))
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print(f"board_svg over {n} positions: median {statistics.median(times):.3f} ms, "
          f"p95 {p95:.3f} ms, max {times[-1]:.3f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000)
