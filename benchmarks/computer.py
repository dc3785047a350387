"""How well and how fast the computer opponent plays (issue 15).

For each level of ``nardi_teach.computer.Computer``:

- **win rate** against a random legal mover (a uniformly random legal play) over N cubeless
  games (the cube is off, so a game counts one win whatever its result), with its Wilson 95 %
  interval;
- **equity lost per move** against GNU Backgammon's choice: a fixed set of decisions (from
  seeded games of the strong level against itself, only rolls with two or more
  distinct results), every legal play evaluated by gnubg-nn at 0-ply (cubeless money equity
  of the position after the play), the loss being gnubg's best minus the level's choice;
  also the share of decisions where the level picks gnubg's best play.  gnubg-nn is GPL and
  used only here and in the tests, never by the package;
- **move-choice time**: median and p95 of ``Computer.choose`` in CPython over the same
  decisions (all of them, forced plays included);
- **long nardi**: win rate against a random legal mover over N games (L2's re-rolled
  opening), and the move-choice time over those games' decisions.

``benchmarks/computer_pyodide.mjs`` times the same choices in Pyodide under Node.

Run: ``.venv/bin/python benchmarks/computer.py [--games N] [--decisions N] [--only long]``.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from nardi_teach import Color, Dice, Game, Phase, Play, Position, Rules  # noqa: E402
from nardi_teach.computer import LEVELS, Computer  # noqa: E402
from nardi_teach.computer.long import play_long_game  # noqa: E402
from nardi_teach.long_nardi.position import LongPosition  # noqa: E402


class RandomMover:
    """Plays a uniformly random legal play (one per distinct result) and never doubles."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def __call__(self, game: Game) -> None:
        if game.phase is Phase.ROLL:
            game.roll()
        elif game.phase is Phase.DOUBLED:
            game.take()
        else:
            plays = list(game.position.legal_plays(game.dice))
            game.play(self.rng.choice(plays))


def _play(game: Game, players: dict) -> Game:
    while not game.is_over:
        if game.phase is Phase.OPENING:
            game.roll_opening()
            continue
        player = players[game.actor]
        if isinstance(player, Computer):
            player.act(game)
        else:
            player(game)
    return game


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The Wilson 95 % interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    z, p = 1.96, wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def win_rate(level: str, games: int, seed: int = 15) -> tuple[int, float]:
    """(wins, seconds) of ``level`` against the random mover; colours alternate."""
    wins = 0
    start = time.perf_counter()
    for i in range(games):
        me = Color.WHITE if i % 2 == 0 else Color.BLACK
        players = {me: Computer(level, seed=seed + i), me.other: RandomMover(seed + i)}
        game = _play(Game(Rules(cube=False), seed=seed * 100_003 + i), players)
        wins += game.winner == me
    return wins, time.perf_counter() - start


def decisions(count: int, seed: int = 7) -> list[tuple[Position, tuple[int, int]]]:
    """(position, dice) met in seeded cubeless games of the strong level against itself."""
    out: list[tuple[Position, tuple[int, int]]] = []
    i = 0
    while len(out) < count:
        game = Game(Rules(cube=False), seed=seed * 7919 + i)
        strong = Computer("strong")
        while not game.is_over and len(out) < count:
            if game.phase is Phase.MOVE:
                out.append((game.position, (game.dice.high, game.dice.low)))
            strong.act(game)
        i += 1
    return out


def _gnubg_equity(after: Position) -> float:
    """Cubeless money equity, for the side that has just played, of ``after`` (the mover's
    counts in ``after.player``), by gnubg-nn at 0-ply."""
    import gnubg_nn
    from gnubg_ref import to_gnubg

    mover, other = after.player, after.opponent
    if mover[0] == 15:
        if other[0]:
            return 1.0
        return 3.0 if other[25] or any(other[19:25]) else 2.0
    w, wg, wbg, lg, lbg = gnubg_nn.probabilities(to_gnubg(other, mover), 0)
    return -(2 * w - 1 + wg - lg + wbg - lbg)


def equity_loss(level: str, cases: list, seed: int = 3) -> tuple[float, float, int]:
    """(mean equity lost per decision, share of gnubg's best play, decisions counted)."""
    computer = Computer(level, seed=seed)
    losses, best_hits = [], 0
    for position, dice in cases:
        legal = position.legal_plays(dice)
        if len(legal) < 2:
            continue
        equities = {key: _gnubg_equity(after)
                    for key, after in zip(legal.keys(), legal.results(), strict=True)}
        best = max(equities.values())
        chosen = computer.choose(position, dice)
        value = _gnubg_equity(_after(position, chosen))
        losses.append(best - value)
        best_hits += best - value < 1e-9
    return statistics.fmean(losses), best_hits / len(losses), len(losses)


def _after(position: Position, play) -> Position:
    """The position after ``play``, the mover still in ``player``."""
    return position.play(play).flipped()


def choice_times(level: str, cases: list) -> tuple[float, float]:
    """(median, p95) milliseconds of ``choose`` per decision."""
    computer = Computer(level, seed=1)
    times = []
    for position, dice in cases:
        start = time.perf_counter()
        computer.choose(position, dice)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def long_win_rate(level: str, games: int, seed: int = 15) -> tuple[int, float, list[float]]:
    """(wins, seconds, move times in ms) of ``level`` against the random mover in long nardi;
    colours alternate."""
    wins, times = 0, []
    start = time.perf_counter()
    for i in range(games):
        me = Color.WHITE if i % 2 == 0 else Color.BLACK
        computer, mover = Computer(level, seed=seed + i), random.Random(seed + i)

        def timed(position: LongPosition, dice: Dice, computer: Computer = computer) -> Play:
            t = time.perf_counter()
            play = computer.choose(position, dice)
            times.append((time.perf_counter() - t) * 1000)
            return play

        def random_play(position: LongPosition, dice: Dice, mover: random.Random = mover) -> Play:
            plays = list(position.legal_plays(dice))
            return mover.choice(plays) if plays else Play()

        winner, _record = play_long_game({me: timed, me.other: random_play},
                                         random.Random(seed * 100_003 + i))
        wins += winner == me
    return wins, time.perf_counter() - start, times


def _long_part(levels: list[str], games: int) -> None:
    print(f"\nLong nardi, {games} games against a random legal mover (colours alternate):")
    for level in levels:
        wins, seconds, times = long_win_rate(level, games)
        low, high = wilson(wins, games)
        times.sort()
        print(f"  {level:9} {wins / games:6.1%}  (95% CI {low:.1%}–{high:.1%}; {seconds:.0f} s)"
              f"  move choice median {statistics.median(times):.1f} ms, "
              f"p95 {times[int(0.95 * (len(times) - 1))]:.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--decisions", type=int, default=1000)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--only", choices=["short", "long"], default=None)
    args = parser.parse_args()
    levels = args.levels.split(",")
    if args.only == "long":
        _long_part(levels, args.games)
        return

    print(f"Short nardi, {args.games} cubeless games against a random legal mover "
          "(colours alternate):")
    for level in levels:
        wins, seconds = win_rate(level, args.games)
        low, high = wilson(wins, args.games)
        print(f"  {level:9} {wins / args.games:6.1%}  (95% CI {low:.1%}–{high:.1%}; "
              f"{seconds:.0f} s)")

    cases = decisions(args.decisions)
    print(f"\nEquity lost per move against GNU Backgammon 0-ply (gnubg-nn), {len(cases)} "
          "decisions from strong-v-strong games (forced plays left out):")
    for level in levels:
        loss, hits, n = equity_loss(level, cases)
        print(f"  {level:9} {loss:.3f} per move  (gnubg's best play {hits:.0%} of {n})")

    print("\nMove choice in CPython (Computer.choose), ms:")
    for level in levels:
        median, p95 = choice_times(level, cases)
        print(f"  {level:9} median {median:.2f}  p95 {p95:.2f}")
    if args.only is None:
        _long_part(levels, args.games)


if __name__ == "__main__":
    main()
