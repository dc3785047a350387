"""Positions and their training targets, from the MPL-2.0 ``bgsage`` engine (Open Sage).

Games are played by bgsage itself at its "1ply" level (its raw networks), both sides, with
exploration so that the positions after weaker plays are met too: with probability
``EXPLORE`` a side plays a move drawn uniformly from bgsage's five best (else the best).
Every position before a roll (the side on roll's view) is kept once; each is then evaluated by
bgsage at ``--label`` (default "1ply": its raw networks, at about GNU Backgammon 0-ply's
level; "2ply" adds a two-ply lookahead, about 30 times slower), cubeless: its five
probabilities (win, win gammon, win backgammon, lose gammon, lose backgammon) are the
training targets.

Writes ``positions.npz``: ``player``, ``opponent`` (N × 26 uint8, the project's numbering:
``[0]`` off, ``[1..24]`` points, ``[25]`` bar) and ``targets`` (N × 5 float32).

Run: ``python training/generate.py --games 5000 --out training/out/positions.npz``
(one thread: ``n_threads=1`` in every bgsage call).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from bgsage import STARTING_BOARD, check_game_over, flip_board
from bgsage.batch import batch_checker_play, batch_evaluate

EXPLORE = 0.15
BATCH = 400


def to_sides(board: list[int]) -> tuple[list[int], list[int]]:
    """A bgsage board (mover's view; ``[25]`` the mover's bar, ``[0]`` the opponent's bar (a count),
    opponent's checkers negative) → (player26, opponent26) in the project's numbering."""
    player, opponent = [0] * 26, [0] * 26
    for point in range(1, 25):
        n = board[point]
        if n > 0:
            player[point] = n
        elif n < 0:
            opponent[25 - point] = -n
    player[25] = board[25]
    opponent[25] = abs(board[0])
    player[0] = 15 - sum(player[1:])
    opponent[0] = 15 - sum(opponent[1:])
    return player, opponent


def play_games(games: int, rng: random.Random, keep: Callable[[list[int]], None] | None = None,
               look: Callable[[list[int], object], None] | None = None
               ) -> list[tuple[int, ...]]:
    """Pre-roll boards met in ``games`` explored self-play games of bgsage (1ply), in the order
    first met.  ``keep(board)``, when given, is told each board instead (the list is then
    empty); ``look(board, result)`` is shown each roll's plays before one is picked."""
    seen: set[tuple[int, ...]] = set()
    order: list[tuple[int, ...]] = []

    def remember(board: list[int]) -> None:
        key = tuple(board)
        if key not in seen:
            seen.add(key)
            order.append(key)

    keep = keep or remember
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
            if look:
                look(b, res)
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
    return order


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20000)
    parser.add_argument("--seed", type=int, default=22)
    parser.add_argument("--out", default="training/out/positions.npz")
    parser.add_argument("--label", default="1ply", choices=["1ply", "2ply", "3ply"])
    args = parser.parse_args()
    rng = random.Random(args.seed)
    t0 = time.time()
    boards = play_games(args.games, rng)
    print(f"{len(boards)} distinct positions from {args.games} games, {time.time() - t0:.0f} s",
          flush=True)
    save(args.out, boards, label(boards, args.label, 5000, t0))


def label(boards: list, level: str, chunk: int, t0: float) -> list[tuple[float, ...]]:
    """The five probabilities of each board by bgsage at ``level``, ``chunk`` boards a batch
    (one thread), the progress printed."""
    targets = []
    for i in range(0, len(boards), chunk):
        evals = batch_evaluate([{"board": list(b), "cube_value": 1, "cube_owner": "centered"}
                                for b in boards[i:i + chunk]], level, n_threads=1)
        for e in evals:
            p = e.probs
            targets.append((p.win, p.gammon_win, p.backgammon_win, p.gammon_loss,
                            p.backgammon_loss))
        print(f"labelled {len(targets)} at {level}, {time.time() - t0:.0f} s", flush=True)
    return targets


def save(path: str, boards: list, targets: list, **extra: np.ndarray) -> None:
    """The boards as the network's two sides, their targets and ``extra`` arrays, to ``path``."""
    sides = [to_sides(list(b)) for b in boards]
    out = Path(path)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, player=np.array([s[0] for s in sides], dtype=np.uint8),
                        opponent=np.array([s[1] for s in sides], dtype=np.uint8),
                        targets=np.array(targets, dtype=np.float32), **extra)


if __name__ == "__main__":
    main()
