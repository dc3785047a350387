"""How well and how fast the computer opponent plays (issues 15, 22), side by side with GNU
Backgammon (gnubg-nn, GPL: used here and in the tests only, never by the package).

Short nardi, for each level of ``nardi_teach.computer.Computer``:

- **against gnubg-nn 0-ply**, cubeless money games with *paired dice*: every seed is played
  twice, the level as White and as Black, with the same dice (the game's own seeded dice); win
  rate (Wilson 95 % interval) and points a game (mean ± 1.96 standard errors).  gnubg's player
  evaluates every legal result at 0-ply and plays the best cubeless equity;
- **error per move** against gnubg's own best choice: a fixed set of decisions (seeded games of
  ``strong`` against itself, rolls with two or more distinct results), gnubg scoring every legal
  result at 0-ply (cubeless money equity for the mover); the error is gnubg's best minus the
  level's choice, in mEMG (thousandths of a point), with the share of moves losing more than
  0.1;
- **against the greedy rule** (most pips moved, then most points held), paired dice;
- **cube**: agreement with gnubg's probabilities put through the same Janowski formulas, on
  positions in or near the doubling window where that reference is clear (its margin ≥ 0.04);
  and cubeful money points a game against gnubg, gnubg's cube decided the same way from its own
  probabilities;
- **move time** of ``Computer.choose``, median and p95, in CPython.

Long nardi: each level (all from long nardi's own self-play network, ``long_net.json``)
against ``heuristic`` (the issue-15 ``strong``: the pip heuristic with a one-ply search) and
against greedy, paired dice; the goals are printed with the figures.  Long nardi's cube:
cubeful money games of ``strong`` (cube decisions from the network, :mod:`.cube`) against the
same checker play with the pip rule of thumb the computer used before (``RaceRuleCube``).
``benchmarks/computer_pyodide.mjs`` times the choices in Pyodide under Node.

Run: ``.venv/bin/python benchmarks/computer.py --games 400 [--only short|long|cube|longcube|time]``;
the levels' table (issue 39): ``--only levels --games 200 --decisions 500``.
(one core; the figures in the report say how many games each used).
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
from nardi_teach.computer import LEVELS, Computer, play_out  # noqa: E402
from nardi_teach.computer import cube as cube_rules  # noqa: E402
from nardi_teach.computer.long import choose_long, play_long_game  # noqa: E402
from nardi_teach.computer.net import Probabilities  # noqa: E402
from nardi_teach.games.game import GameState  # noqa: E402
from nardi_teach.games.long_game import LongGame  # noqa: E402
from nardi_teach.long_nardi.position import LongPosition  # noqa: E402

# — statistics —


def wilson(wins: int, n: int) -> tuple[float, float]:
    """The Wilson 95 % interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    z, p = 1.96, wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def mean_ci(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95 % interval."""
    if len(values) < 2:
        return (values[0] if values else 0.0), 0.0
    return statistics.fmean(values), 1.96 * statistics.stdev(values) / math.sqrt(len(values))


# — the reference players —


def gnubg_probabilities(mover_on_roll: Position) -> Probabilities:
    """gnubg-nn 0-ply probabilities for the side on roll."""
    import gnubg_nn
    from gnubg_ref import to_gnubg

    w, wg, wbg, lg, lbg = gnubg_nn.probabilities(
        to_gnubg(mover_on_roll.player, mover_on_roll.opponent), 0)
    return Probabilities(w, wg, wbg, lg, lbg)


def gnubg_equity_after(after: Position) -> float:
    """Cubeless money equity, for the side that has just played, of ``after`` (the mover in
    ``after.player``), by gnubg-nn at 0-ply."""
    mover, other = after.player, after.opponent
    if mover[0] == 15:
        if other[0]:
            return 1.0
        return 3.0 if other[25] or any(other[19:25]) else 2.0
    return -gnubg_probabilities(Position(other, mover)).equity


def gnubg_choice(position: Position, dice: Dice) -> Play:
    legal = position.legal_plays(dice)
    best, best_value = None, -math.inf
    for key, after in zip(legal.keys(), legal.results(), strict=True):
        value = gnubg_equity_after(after)
        if value > best_value:
            best, best_value = key, value
    return Play() if best is None else legal.play_for(best)  # type: ignore[return-value]


def greedy_choice(position: Position | LongPosition, dice: Dice) -> Play:
    """Most pips moved, then most points held (two or more checkers); the engine's order
    breaks ties."""
    legal = position.legal_plays(dice)
    best, best_key = None, None
    before = sum(p * n for p, n in enumerate(position.player))
    for key, after in zip(legal.keys(), legal.results(), strict=True):
        moved = before - sum(p * n for p, n in enumerate(after.player))
        held = sum(1 for n in after.player[1:25] if n >= 2)
        if best_key is None or (moved, held) > best_key:
            best, best_key = key, (moved, held)
    return Play() if best is None else legal.play_for(best)  # type: ignore[return-value]


class Chooser:
    """A game player from a play chooser: rolls, never doubles, takes every double, plays."""

    def __init__(self, choose) -> None:
        self.choose = choose

    def __call__(self, game: Game) -> None:
        if game.phase is Phase.ROLL:
            game.roll()
        elif game.phase is Phase.DOUBLED:
            game.take()
        else:
            game.play(self.choose(game.position, game.dice))


class GnubgCube(Chooser):
    """gnubg's checker play, and cube decisions from gnubg's probabilities by Janowski."""

    def __call__(self, game: Game) -> None:
        state = game.state
        if game.phase is Phase.ROLL:
            if state.double_refusal() is None and cube_rules.decision(
                    state, gnubg_probabilities(state.position)).should_double:
                game.double()
            else:
                game.roll()
        elif game.phase is Phase.DOUBLED:
            takes = cube_rules.decision(state, gnubg_probabilities(state.position)).should_take
            game.take() if takes else game.drop()
        else:
            game.play(self.choose(game.position, game.dice))


def _signed_points(game: Game, me: Color) -> int:
    return game.points if game.winner == me else -game.points


def paired_short(level: str, opponent_factory, pairs: int, *, cube: bool = False,
                 seed: int = 22) -> tuple[list[int], float]:
    """Signed points of ``level`` over ``pairs`` seeds, each played with either colour."""
    points: list[int] = []
    start = time.perf_counter()
    for i in range(pairs):
        for me in (Color.WHITE, Color.BLACK):
            game = Game(Rules(cube=cube), seed=seed * 100_003 + i)
            players = {me: Computer(level, seed=seed + i), me.other: opponent_factory()}
            play_out(game, players)
            points.append(_signed_points(game, me))
    return points, time.perf_counter() - start


def _report_points(label: str, points: list[int], seconds: float) -> None:
    wins = sum(p > 0 for p in points)
    low, high = wilson(wins, len(points))
    mean, half = mean_ci([float(p) for p in points])
    print(f"  {label:22} {wins / len(points):6.1%} (95% {low:.1%}–{high:.1%})  "
          f"{mean:+.3f} ± {half:.3f} points/game  [{len(points)} games, {seconds:.0f} s]",
          flush=True)


# — error per move —


def decisions(count: int, seed: int = 7) -> list[tuple[Position, Dice]]:
    """(position, dice) met in seeded cubeless games of ``strong`` against itself."""
    out: list[tuple[Position, Dice]] = []
    i = 0
    while len(out) < count:
        game = Game(Rules(cube=False), seed=seed * 7919 + i)
        strong = Computer("strong")
        while not game.is_over and len(out) < count:
            if game.phase is Phase.MOVE:
                out.append((game.position, game.dice))
            strong.act(game)
        i += 1
    return out


def move_losses(choose, cases: list) -> list[float]:
    """Each decision's equity lost against gnubg 0-ply's best (decisions with a choice)."""
    losses = []
    for position, dice in cases:
        legal = position.legal_plays(dice)
        if len(legal) < 2:
            continue
        best = max(gnubg_equity_after(after) for after in legal.results())
        chosen = position.play(choose(position, dice)).flipped()
        losses.append(max(best - gnubg_equity_after(chosen), 0.0))
    return losses


def levels_table(levels: list[str], pairs: int, count: int) -> None:
    """Each level's error a move (mEMG, 95 % interval) against gnubg 0-ply's choice and its
    win rate and points a game against gnubg 0-ply (paired dice, 95 % intervals)."""
    cases = decisions(count)
    print(f"\nLevels (issue 39): error a move against gnubg 0-ply's best ({count} decisions of "
          f"strong-v-strong games, forced plays left out) and cubeless money games against "
          f"gnubg 0-ply, paired dice ({2 * pairs} games a level):")
    print(f"  {'level':13} {'mEMG (95 %)':>18} {'win rate (95 %)':>22} {'points/game':>18}")
    for level in levels:
        losses = move_losses(Computer(level, seed=3).choose, cases)
        memg, half = mean_ci([1000 * x for x in losses])
        points, _ = paired_short(level, lambda: Chooser(gnubg_choice), pairs)
        wins = sum(p > 0 for p in points)
        low, high = wilson(wins, len(points))
        mean, phalf = mean_ci([float(p) for p in points])
        print(f"  {level:13} {memg:7.1f} ± {half:4.1f}      {wins / len(points):6.1%} "
              f"({low:.1%}–{high:.1%})   {mean:+.3f} ± {phalf:.3f}", flush=True)


def move_errors(choose, cases: list) -> tuple[float, float, float, int]:
    """(mean mEMG, share of gnubg's best, share losing > 0.1, decisions counted)."""
    losses = move_losses(choose, cases)
    n = len(losses)
    return (1000 * statistics.fmean(losses), sum(x < 1e-9 for x in losses) / n,
            sum(x > 0.1 for x in losses) / n, n)


# — cube agreement —


def cube_agreement(count: int, seed: int = 31) -> None:
    """Double and take decisions against gnubg's probabilities through Janowski."""
    doubles = takes = agree_d = agree_t = 0
    i = 0
    while (doubles < count or takes < count) and i < 4000:
        game = Game(Rules(cube=False), seed=seed * 7919 + i)
        club = {c: Computer("club", seed=i) for c in Color}
        while not game.is_over:
            if game.phase is Phase.OPENING:
                game.roll_opening()
                continue
            if game.phase is Phase.ROLL:
                state = GameState(position=game.position, phase=Phase.ROLL)
                ref_p = gnubg_probabilities(game.position)
                if 0.6 <= ref_p.win <= 0.97:
                    ref = cube_rules.decision(state, ref_p)
                    ours = cube_rules.decision(state)
                    nd, dt, dp = ref.no_double, ref.double_take, ref.double_pass
                    if abs(min(dt, dp) - nd) >= 0.04 and doubles < count:
                        doubles += 1
                        agree_d += ours.should_double == ref.should_double
                    if abs(dt - dp) >= 0.04 and takes < count:
                        takes += 1
                        agree_t += ours.should_take == ref.should_take
            club[game.actor].act(game)
        i += 1
    print(f"  double/no double agrees {agree_d / max(doubles, 1):.1%} of {doubles} clear "
          f"positions; take/pass {agree_t / max(takes, 1):.1%} of {takes}", flush=True)


# — time —


def choice_times(level: str, cases: list) -> tuple[float, float]:
    computer = Computer(level, seed=1)
    times = []
    for position, dice in cases:
        start = time.perf_counter()
        computer.choose(position, dice)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


# — long nardi —


def paired_long(level: str, other, pairs: int, seed: int = 15) -> tuple[int, int, float,
                                                                        list[float]]:
    """(wins, games, seconds, move times in ms) of ``level`` against ``other`` (a chooser)."""
    wins, times = 0, []
    start = time.perf_counter()
    for i in range(pairs):
        for me in (Color.WHITE, Color.BLACK):
            computer = Computer(level, seed=seed + i)

            def timed(position: LongPosition, dice: Dice, computer: Computer = computer) -> Play:
                t = time.perf_counter()
                play = computer.choose(position, dice)
                times.append((time.perf_counter() - t) * 1000)
                return play

            winner, _ = play_long_game({me: timed, me.other: other},
                                       random.Random(seed * 100_003 + i))
            wins += winner == me
    return wins, 2 * pairs, time.perf_counter() - start, times


_HEURISTIC_RNG = random.Random(0)


def heuristic(position: LongPosition, dice: Dice) -> Play:
    """Issue 15's long-nardi ``strong``: the heuristic with a one-ply search."""
    return choose_long(position, dice, "strong", _HEURISTIC_RNG)


class RaceRuleCube:
    """Long nardi's computer before its network decided the cube: the same checker play
    (``strong``), cube actions by the 8-9-12 pip rule (``cube.race_rule_*``)."""

    def __init__(self, seed: int) -> None:
        self.computer = Computer("strong", seed=seed)

    def __call__(self, game: Game) -> None:
        state = game.state
        if game.phase is Phase.ROLL:
            if state.double_refusal() is None and cube_rules.race_rule_double(state):
                game.double()
            else:
                game.roll()
        elif game.phase is Phase.DOUBLED:
            game.take() if cube_rules.race_rule_take(state) else game.drop()
        else:
            game.play(self.computer.choose(game.position, game.dice))


def paired_long_cube(pairs: int, seed: int = 41) -> tuple[list[int], float]:
    """Signed points of ``strong`` (the network's cube) against :class:`RaceRuleCube` in
    cubeful long-nardi money games, each seed played with either colour; the cube stops at 64
    (a physical cube, C22), since the pip rule's redoubles as an underdog, each taken and
    turned, would otherwise grow one game's stake past any average."""
    points: list[int] = []
    start = time.perf_counter()
    for i in range(pairs):
        for me in (Color.WHITE, Color.BLACK):
            game = LongGame(Rules(cube_max=64), cube=True, seed=seed * 100_003 + i)
            players = {me: Computer("strong", seed=seed + i), me.other: RaceRuleCube(seed + i)}
            play_out(game, players)
            points.append(_signed_points(game, me))
    return points, time.perf_counter() - start


LONG_GOALS = {("expert", "heuristic"): 0.65, ("expert", "greedy"): 0.75,
              ("beginner", "greedy"): 0.55}
"""Issue 22's goals for long nardi: the top level and the weakest."""


def long_part(levels: list[str], pairs: int, opponents: list[str]) -> None:
    print(f"\nLong nardi ({2 * pairs} games each, paired dice):")
    for name, other in (("heuristic", heuristic), ("greedy", greedy_choice)):
        if name not in opponents:
            continue
        for level in levels:
            wins, n, seconds, times = paired_long(level, other, pairs)
            low, high = wilson(wins, n)
            times.sort()
            goal = LONG_GOALS.get((level, name))
            print(f"  {level:9} vs {name:9} {wins / n:6.1%} (95% {low:.1%}–{high:.1%}; "
                  f"{seconds:.0f} s)  move median {statistics.median(times):.1f} ms, "
                  f"p95 {times[int(0.95 * (len(times) - 1))]:.1f} ms"
                  + (f"  [goal ≥ {goal:.0%}: {'met' if wins / n >= goal else 'NOT met'}]"
                     if goal else ""), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per match (even)")
    parser.add_argument("--decisions", type=int, default=500)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--only", choices=["short", "long", "cube", "longcube", "time",
                                           "errors", "levels"])
    parser.add_argument("--opponents", default="gnubg,greedy,heuristic",
                        help="opponents: gnubg, greedy (both games), heuristic (long nardi)")
    args = parser.parse_args()
    levels = args.levels.split(",")
    pairs = max(args.games // 2, 1)
    if args.only in (None, "short"):
        print(f"Short nardi, cubeless money games, paired dice ({2 * pairs} games each):")
        opponents = {"gnubg": ("gnubg 0-ply", gnubg_choice), "greedy": ("greedy", greedy_choice)}
        for name in args.opponents.split(","):
            if name not in opponents:
                continue
            label, choose = opponents[name]
            for level in levels:
                _report_points(f"{level} v {label}",
                               *paired_short(level, lambda c=choose: Chooser(c), pairs))
    if args.only in (None, "errors"):
        cases = decisions(args.decisions)
        print(f"\nError per move against gnubg 0-ply's best ({len(cases)} decisions from "
              "strong-v-strong games; forced plays left out):")
        from nardi_teach.computer.short import pubeval_plays

        choosers = {level: Computer(level, seed=3).choose for level in levels}
        choosers["pubeval (issue 15)"] = lambda p, d: pubeval_plays(p, d)[0][0]
        for name, choose in choosers.items():
            memg, hits, big, n = move_errors(choose, cases)
            print(f"  {name:19} {memg:6.1f} mEMG  (gnubg's best {hits:.0%}, losing > 0.1 "
                  f"{big:.1%}, {n} moves)", flush=True)
    if args.only == "levels":
        levels_table(levels, pairs, args.decisions)
    if args.only in (None, "cube"):
        print("\nCube (money):")
        cube_agreement(100)
        for level in ("strong",):
            _report_points(f"{level} v gnubg, cubeful",
                           *paired_short(level, lambda: GnubgCube(gnubg_choice),
                                         max(pairs // 2, 1), cube=True))
    if args.only in (None, "time"):
        cases = decisions(300, seed=11)
        print("\nMove choice in CPython (Computer.choose), ms:")
        for level in levels:
            median, p95 = choice_times(level, cases)
            print(f"  {level:9} median {median:.2f}  p95 {p95:.2f}", flush=True)
    if args.only in (None, "long"):
        long_part(levels, pairs, args.opponents.split(","))
    if args.only in (None, "longcube"):
        print("\nLong nardi's cube (cubeful money games, the same checker play on both sides):")
        _report_points("network's cube v pip rule", *paired_long_cube(pairs))


if __name__ == "__main__":
    main()
