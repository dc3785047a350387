"""Legal-play generators of other projects, for the benchmark: GNU Backgammon and gym-backgammon.

Both take the project's board format (``tests/gnubg_ref.py``): per side 26 ints in its own
numbering, 0 = borne off, 1..24 = points (home 1..6), 25 = bar; ``player`` is the side on roll.

Each peer has ``prepare_*`` (convert once, outside the timing) and ``run_*`` (just generate, the
part to time) returning the number of distinct resulting positions; ``*_plays`` does both.

* gnubg-nn (GPL, test/benchmark only): ``gnubg_nn.moves(board, d1, d2)`` with
  ``board = [opponent25, player25]`` (index i = point i+1, 24 = bar); it returns one position key
  per distinct resulting position, so its count is the number of distinct results already.
* gym-backgammon: ``Backgammon.get_valid_plays(player, roll)`` returns a set of plays (tuples of
  ``(src, dst)`` moves); different plays can reach the same position, so ``run_gym`` also applies
  each play (``execute_play``) and counts the distinct positions, which is the work gnubg does too.
  Its rules are not fully correct in the bear-off with doubles: it misses plays in which a checker
  moves inside the home board and is then borne off with the same double, e.g. 5-point + two on
  the 4-point with 2-2 (gnubg: 4 results, gym: 3, it lacks 5/3 4/2 4/2/off), or 4 on the 4-point,
  one each on 5 and 6, with 1-1 (it lacks 4/3/2/1/off). Seen in 20 of 63,000 random bear-off
  cases, 0 of 8,400 general random cases; non-double bear-offs and the start position agree.
"""

from __future__ import annotations

import importlib.util
from collections.abc import Sequence
from pathlib import Path

import gnubg_nn


def _load_gym_rules():
    """gym-backgammon's rules module, loaded by file path.

    ``import gym_backgammon.envs`` also imports gym, numpy and pyglet (its renderer; pyglet is not
    even declared as a dependency). The rules live in ``envs/backgammon.py``, which imports only
    the standard library, so load just that file.
    """
    spec = importlib.util.find_spec("gym_backgammon")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("gym-backgammon is not installed (see requirements.txt)")
    path = Path(next(iter(spec.submodule_search_locations))) / "envs" / "backgammon.py"
    mod_spec = importlib.util.spec_from_file_location("_gym_backgammon_rules", path)
    module = importlib.util.module_from_spec(mod_spec)
    mod_spec.loader.exec_module(module)
    return module


_gym = _load_gym_rules()
Backgammon, WHITE, BLACK = _gym.Backgammon, _gym.WHITE, _gym.BLACK


# --- GNU Backgammon ---------------------------------------------------------------------------


def prepare_gnubg(player: Sequence[int], opponent: Sequence[int], d1: int, d2: int):
    board = [list(opponent[1:25]) + [opponent[25]], list(player[1:25]) + [player[25]]]
    return board, d1, d2


def run_gnubg(prepared) -> int:
    board, d1, d2 = prepared
    return len(gnubg_nn.moves(board, d1, d2))


def gnubg_plays(player: Sequence[int], opponent: Sequence[int], d1: int, d2: int) -> int:
    """Number of distinct positions GNU Backgammon allows after ``d1``-``d2``."""
    return run_gnubg(prepare_gnubg(player, opponent, d1, d2))


# --- gym-backgammon ---------------------------------------------------------------------------
# gym's board: 24 cells (count, colour or None), WHITE moves from index 23 towards 0 with negative
# dice and bears off below 0; BLACK the other way. The mover is WHITE: point p → index p - 1;
# the opponent is BLACK: its point q is our 25 - q → index 24 - q.


def prepare_gym(player: Sequence[int], opponent: Sequence[int], d1: int, d2: int):
    game = Backgammon()
    cells: list[tuple[int, int | None]] = [(0, None)] * 24
    for p in range(1, 25):
        if player[p]:
            cells[p - 1] = (player[p], WHITE)
        if opponent[p]:
            if cells[24 - p][0]:
                raise ValueError(f"point {25 - p} is held by both sides")
            cells[24 - p] = (opponent[p], BLACK)
    game.board = cells
    game.bar = [player[25], opponent[25]]
    game.off = [player[0], opponent[0]]
    game.players_positions = game.get_players_positions()
    game.state = game.save_state()
    return game, (-d1, -d2)


def _apply_all(game: Backgammon, plays) -> set:
    start = game.save_state()
    seen = set()
    for play in plays:
        game.restore_state(start)
        game.execute_play(WHITE, play)
        seen.add((tuple(game.board), tuple(game.bar), tuple(game.off)))
    game.restore_state(start)
    return seen


def run_gym(prepared) -> int:
    game, roll = prepared
    return len(_apply_all(game, game.get_valid_plays(WHITE, roll)))


def gym_plays(player: Sequence[int], opponent: Sequence[int], d1: int, d2: int) -> int:
    """Number of distinct positions gym-backgammon allows after ``d1``-``d2``."""
    return run_gym(prepare_gym(player, opponent, d1, d2))


def gym_results(player: Sequence[int], opponent: Sequence[int], d1: int, d2: int) -> set:
    """gym-backgammon's resulting positions as ``(player26, opponent26)`` (mover's view)."""
    game, roll = prepare_gym(player, opponent, d1, d2)
    out = set()
    for cells, bar, off in _apply_all(game, game.get_valid_plays(WHITE, roll)):
        me, them = [0] * 26, [0] * 26
        for i, (n, colour) in enumerate(cells):
            if colour == WHITE:
                me[i + 1] = n
            elif colour == BLACK:
                them[24 - i] = n
        me[25], them[25] = bar
        me[0], them[0] = off
        out.add((tuple(me), tuple(them)))
    return out
