"""Positions the tutor ranks, with deeper targets, from the MPL-2.0 ``bgsage`` engine (Open Sage).

The tutor compares the results of one roll's legal plays, so the network must get the
*differences* between close plays right.  This set holds, besides the positions before a roll
met in explored self-play games of bgsage (as ``generate.py``), the *sibling results* of some
of those rolls: with probability ``--rate`` a roll's ``--top`` best results by bgsage "1ply" and
``--others`` more drawn from the rest (each seen from the opponent, who is then on roll).
Every position is labelled by bgsage at ``--label`` (default "2ply": its networks with a
one-ply lookahead, about ten times the cost of "1ply"), cubeless, the side on roll's five
probabilities — the training targets.

Writes the same ``.npz`` as ``generate.py`` (``player``, ``opponent``, ``targets``) and
``group``: for a sibling, the number of its roll (``train.py --pairs`` fits the differences
within a roll), else -1.

Run: ``python training/generate_siblings.py --games 2000 --seed 41 --out training/out/siblings.npz``
(one thread: ``n_threads=1`` in every bgsage call).
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np
from bgsage import check_game_over, flip_board
from generate import label, save
from generate import play_games as play


def play_games(games: int, rng: random.Random, rate: float, top: int,
               others: int) -> tuple[list[tuple[int, ...]], list[int]]:
    """Pre-roll boards of ``games`` explored self-play games of bgsage (1ply), and the sibling
    results of a share ``rate`` of their rolls (flipped: the opponent on roll); with each
    board its group: the number of the roll whose sibling it is (the first group it was met
    in), -1 for a board met only before a roll."""
    seen: dict[tuple[int, ...], int] = {}
    order: list[tuple[int, ...]] = []
    group: list[int] = []
    groups = 0

    def keep(board: list[int], g: int = -1) -> None:
        key = tuple(board)
        if key not in seen:
            seen[key] = len(order)
            order.append(key)
            group.append(g)
        elif g >= 0 and group[seen[key]] < 0:
            group[seen[key]] = g

    def look(board: list[int], res: object) -> None:
        nonlocal groups
        moves = res.moves  # type: ignore[attr-defined]
        if len(moves) > 1 and rng.random() < rate:
            rest = moves[top:]
            for move in moves[:top] + rng.sample(rest, min(others, len(rest))):
                if check_game_over(list(move.board)) == 0:
                    keep(flip_board(list(move.board)), groups)
            groups += 1

    play(games, rng, keep, look)
    return order, group


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=41)
    parser.add_argument("--rate", type=float, default=0.4)
    parser.add_argument("--top", type=int, default=8)
    parser.add_argument("--others", type=int, default=2)
    parser.add_argument("--out", default="training/out/siblings.npz")
    parser.add_argument("--label", default="2ply", choices=["1ply", "2ply", "3ply"])
    args = parser.parse_args()
    rng = random.Random(args.seed)
    t0 = time.time()
    boards, group = play_games(args.games, rng, args.rate, args.top, args.others)
    print(f"{len(boards)} distinct positions from {args.games} games, {time.time() - t0:.0f} s",
          flush=True)
    save(args.out, boards, label(boards, args.label, 20000, t0),
         group=np.array(group, dtype=np.int32))


if __name__ == "__main__":
    main()
