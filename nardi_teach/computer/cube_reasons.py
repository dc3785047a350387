"""Why a cube action was wrong, in the chances it turns on (issue 39, point 2, for the cube).

Money play only (in a match the chances are weighed by the score's table, which has no single
threshold to say).  From the evaluator's cubeless chances of the side on roll (``p``, with its
gammons) and the position's cube efficiency (:func:`.cube.cubeful_equity`), the model's own
thresholds are found by scanning ``p`` with the gammon shares fixed: the **doubling point**
(the smallest winning chance at which doubling beats waiting) and the **take point** (the
largest winning chance of the doubler at which the other side still takes).  A reason states
the chance and the threshold it crossed, in whole percent:

- a double that was too early (chance below the doubling point) or too good (a gammon is
  worth more than the cube's point);
- a missed double (chance at or above the doubling point), or a missed cash (above the take
  point: the opponent would have to pass);
- a take beyond the take point, or a pass within it.

>>> from nardi_teach.computer.net import Probabilities
>>> t = thresholds(Probabilities(0.6, 0.0, 0.0, 0.0, 0.0), 0.6, "centre")
>>> round(t[0], 3), round(t[1], 3)
(0.667, 0.782)
"""

from __future__ import annotations

from dataclasses import replace

from ..games.game import GameState
from ..long_nardi.position import LongPosition
from . import cube as _cube
from .evaluate import position_probabilities
from .long_play import position_probabilities as long_position_probabilities
from .net import Probabilities
from .reasons import Reason

STEPS = 1000
"""The grid of winning chances the thresholds are found on (per mille)."""


def _at(p: Probabilities, win: float) -> Probabilities:
    """``p`` at winning chance ``win``, the gammons the same share of wins and of losses."""
    wins, losses = p.win or 1.0, (1.0 - p.win) or 1.0
    return replace(p, win=win, win_gammon=p.win_gammon / wins * win,
                   win_backgammon=p.win_backgammon / wins * win,
                   lose_gammon=p.lose_gammon / losses * (1.0 - win),
                   lose_backgammon=p.lose_backgammon / losses * (1.0 - win))


def thresholds(p: Probabilities, x: float, owner: str, jacoby: bool = False
               ) -> tuple[float, float]:
    """``(doubling point, take point)`` as the doubler's winning chance, for cube ``owner``
    (``"centre"`` or ``"me"``: a redouble) and efficiency ``x``."""
    double_from, take_to = 1.0, 0.0
    for i in range(STEPS + 1):
        q = _at(p, i / STEPS)
        taken = 2.0 * _cube.cubeful_equity(q, x, "them")
        waiting = _cube.cubeful_equity(q, x, owner, jacoby)
        if taken <= 1.0:
            take_to = i / STEPS
        if double_from == 1.0 and min(taken, 1.0) > waiting:
            double_from = i / STEPS
    return double_from, take_to


def cube_reasons(state: GameState, action: str, best: str, too_good: bool) -> list[Reason]:
    """Why ``best`` beats ``action`` (``"double"``, ``"no_double"``, ``"take"``, ``"pass"``)
    in ``state`` (the doubler on roll); empty when they agree or in a match."""
    if action == best or state.match_length:
        return []
    position = state.position
    if isinstance(position, LongPosition):
        p = long_position_probabilities(position)
        x = _cube.long_cube_efficiency(position.player, position.opponent)
    else:
        p = position_probabilities(position)
        x = _cube.cube_efficiency(list(position.player), list(position.opponent))
    owner = "centre" if state.cube.owner is None else "me"
    jacoby = bool(getattr(state.rules, "jacoby", False))
    double_from, take_to = thresholds(p, x, owner, jacoby)
    win = round(100 * p.win)
    if action == "double" and too_good:
        return [Reason("cube_too_good", round(100 * p.win_gammon), win, 1.0)]
    if action == "double":
        return [Reason("cube_early", round(100 * double_from), win, 1.0)]
    if action == "no_double":
        fact = "cube_cash" if p.win > take_to else "cube_missed"
        return [Reason(fact, round(100 * (take_to if fact == "cube_cash" else double_from)),
                       win, 1.0)]
    fact = "cube_take" if action == "take" else "cube_pass"
    return [Reason(fact, round(100 * take_to), win, 1.0)]
