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
from pathlib import Path

import numpy as np
from bgsage import STARTING_BOARD, check_game_over, flip_board
from bgsage.batch import batch_checker_play, batch_evaluate
from generate import BATCH, EXPLORE, to_sides


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

    started = 0
    boards: list[list[int]] = []
    while started < games or boards:
        while started < games and len(boards) < BATCH:
            boards.append(list(STARTING_BOARD))
            started += 1
        for b in boards:
            keep(b)
        rolls = [(rng.randint(1, 6), rng.randint(1, 6)) for _ in boards]
        results = batch_checker_play(
            [{"board": b, "die1": d1, "die2": d2}
             for b, (d1, d2) in zip(boards, rolls, strict=True)], "1ply", n_threads=1)
        nxt = []
        for b, res in zip(boards, results, strict=True):
            if len(res.moves) > 1 and rng.random() < rate:
                rest = res.moves[top:]
                picked = res.moves[:top] + rng.sample(rest, min(others, len(rest)))
                for move in picked:
                    if check_game_over(list(move.board)) == 0:
                        keep(flip_board(list(move.board)), groups)
                groups += 1
            if not res.moves:
                after = b
            elif rng.random() < EXPLORE:
                after = rng.choice(res.moves[:5]).board
            else:
                after = res.moves[0].board
            if check_game_over(list(after)) != 0:
                continue
            nxt.append(flip_board(list(after)))
        boards = nxt
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
    targets = []
    for i in range(0, len(boards), 20000):
        chunk = boards[i:i + 20000]
        evals = batch_evaluate([{"board": list(b), "cube_value": 1, "cube_owner": "centered"}
                                for b in chunk], args.label, n_threads=1)
        for e in evals:
            p = e.probs
            targets.append((p.win, p.gammon_win, p.backgammon_win, p.gammon_loss,
                            p.backgammon_loss))
        print(f"labelled {len(targets)} at {args.label}, {time.time() - t0:.0f} s", flush=True)
    sides = [to_sides(list(b)) for b in boards]
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, player=np.array([s[0] for s in sides], dtype=np.uint8),
                        opponent=np.array([s[1] for s in sides], dtype=np.uint8),
                        targets=np.array(targets, dtype=np.float32),
                        group=np.array(group, dtype=np.int32))


if __name__ == "__main__":
    main()
