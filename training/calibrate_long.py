"""Fit the calibration of long nardi's winning chances (``long_play.CALIBRATION``).

The network's winning chance before a roll is read through ``logit(p') = a · logit(p) + b``
(Platt scaling), ``a`` and ``b`` fitted by maximum likelihood on the positions of seeded
``strong`` v ``strong`` games, each labelled with whether the side on roll went on to win.
Pure Python, the package only (no numpy); about two minutes on one core:

    PYTHONPATH=. python3 training/calibrate_long.py --games 300

It prints the fit and, per tenth of predicted chances, how often the side won, before and
after.  The figures it printed for the shipped constants are in ``training/README.md``.
"""

from __future__ import annotations

import argparse
import math

from nardi_teach import Color, Phase
from nardi_teach.computer import Computer
from nardi_teach.computer.long_play import position_probabilities
from nardi_teach.games.long_game import LongGame


def logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return math.log(p / (1 - p))


def positions(games: int, seed: int) -> list[tuple[float, bool]]:
    """(the uncalibrated winning chance of the side on roll, whether it won)."""
    out = []
    for i in range(games):
        game = LongGame(seed=seed + i)
        players = {c: Computer("strong", seed=seed + i + k) for k, c in enumerate(Color)}
        seen = []
        while not game.is_over:
            if game.phase is Phase.OPENING:
                game.roll_opening()
                continue
            if game.phase is Phase.ROLL:
                position = game.state.position
                seen.append((position.turn, position_probabilities(position, raw=True).win))
            players[game.actor].act(game)
        out.extend((p, game.winner == turn) for turn, p in seen)
    return out


def fit(data: list[tuple[float, bool]]) -> tuple[float, float]:
    """Maximum-likelihood ``(a, b)`` by Newton's method."""
    a, b = 1.0, 0.0
    xs = [(logit(p), float(won)) for p, won in data]
    for _ in range(50):
        ga = gb = haa = hab = hbb = 0.0
        for x, y in xs:
            q = 1 / (1 + math.exp(-(a * x + b)))
            ga += (y - q) * x
            gb += y - q
            w = q * (1 - q)
            haa += w * x * x
            hab += w * x
            hbb += w
        det = haa * hbb - hab * hab
        da, db = (hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det
        a, b = a + da, b + db
        if abs(da) + abs(db) < 1e-9:
            break
    return a, b


def table(data: list[tuple[float, bool]], a: float, b: float) -> None:
    bins: dict[int, list[float]] = {}
    for p, won in data:
        q = 1 / (1 + math.exp(-(a * logit(p) + b)))
        for name, value in (("raw", p), ("calibrated", q)):
            row = bins.setdefault((name == "raw", min(int(value * 10), 9)), [0, 0, 0.0])
            row[0] += won
            row[1] += 1
            row[2] += value
    for raw in (True, False):
        print("uncalibrated" if raw else "calibrated")
        for tenth in range(10):
            won, n, total = bins.get((raw, tenth), [0, 0, 0.0])
            if n:
                print(f"  predicted {tenth / 10:.1f}-{(tenth + 1) / 10:.1f}: mean {total / n:.3f},"
                      f" won {won / n:.3f}  ({n} positions)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=50_000)
    args = parser.parse_args()
    data = positions(args.games, args.seed)
    a, b = fit(data)
    print(f"{len(data)} positions from {args.games} games (seed {args.seed}): "
          f"a = {a:.4f}, b = {b:.4f}")
    table(data, a, b)


if __name__ == "__main__":
    main()
