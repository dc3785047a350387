"""The tutor's explanations from real games (issue 39, point 4), as the learner sees them.

Seeded games on a game board against the computer (``club``) with the tutor on, in short and in
long nardi; the learner's side (White) is played by ``beginner`` (its mistakes are a learner's
typical ones, :mod:`nardi_teach.computer.habits`).  After each of the learner's plays the
tutor's verdict and reasons are printed in Georgian exactly as the board shows them
(``tutor_state``), with the position's ID and the roll, until ``--count`` verdicts below "good"
have been shown in each game.

Run: ``.venv/bin/python benchmarks/tutor_examples.py --count 5``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]

from nardi_teach import Color  # noqa: E402
from nardi_teach.computer import Computer  # noqa: E402
from nardi_teach.controllers.game import GameController  # noqa: E402
from nardi_teach.games.game import Phase  # noqa: E402


def examples(variant: str, count: int, seed: int) -> list[str]:
    """Up to ``count`` explanations from seeded games of ``variant``."""
    out: list[str] = []
    game_seed = seed
    while len(out) < count and game_seed < seed + 40:
        board = GameController(variant=variant, computer={"color": "black", "level": "club",
                                                          "seed": game_seed},
                               tutor=True, lang="ka", seed=game_seed)
        learner = Computer("beginner", seed=game_seed)
        for _ in range(400):
            game = board.game
            if game.is_over or len(out) >= count:
                break
            if game.phase is Phase.OPENING:
                board.roll()
                continue
            if game.actor != Color.WHITE:
                break  # the computer moves by itself; this should not happen
            if game.phase is Phase.DOUBLED:
                board.take()
            elif game.phase is Phase.ROLL:
                board.roll()
            elif game.phase is Phase.MOVE:
                position, dice = game.position, game.dice
                play = learner.choose(position, dice)
                ident = position.position_id()
                board.play_text(str(play) if play else "")
                state = board.tutor_state()
                if state and state["verdict"] not in (None, "good"):
                    why = " ".join(f"• {r['text']}" for r in state["reasons"])
                    roll = "-".join(map(str, dice))
                    out.append(f"{variant} {ident} {roll}, {play}: "
                               f"{state['text']} {state['why_title']} {why}")
            else:
                break
        game_seed += 1
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=5)
    parser.add_argument("--seed", type=int, default=3939)
    args = parser.parse_args()
    for variant in ("short", "long"):
        for line in examples(variant, args.count, args.seed):
            print(line, "\n")


if __name__ == "__main__":
    main()
