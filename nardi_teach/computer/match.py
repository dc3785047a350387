"""Checker play at a match score: the value of a play's outcomes in match-winning chances.

Money play counts a gammon (short nardi) or a mars (long nardi) as two points whatever the
score.  In a match a gammon is worth what the extra points are worth at that score — nothing
for a side that needs one point (or whose opponent needs one, post-Crawford, if it can only
lose one), much more for a side two away at 4-away.  ``match_value`` reads the outcome
probabilities through the Kazaross-XG2 table (:func:`mwc`, which the cube decisions of
:mod:`.cube` read too) as cubeless match-winning chances, put on the equity scale of the cube's
value (winning it +1, losing it −1), so that the levels' temperatures mean the same at any
score.

>>> from nardi_teach.computer.net import Probabilities
>>> gammonish = Probabilities(0.5, 0.3, 0.0, 0.0, 0.0)
>>> money = gammonish.equity
>>> round(money, 2), round(match_value(gammonish, MatchScore(1, 5)), 2)   # 1-away: no gammons
(0.3, 0.0)
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

from ..core.board import Color
from .net import Probabilities


@cache
def met() -> tuple[tuple[tuple[float, ...], ...], tuple[float, ...]]:
    """The Kazaross-XG2 table: (pre-Crawford 25 × 25, post-Crawford 25)."""
    data = json.loads(resources.files(__package__).joinpath("kazaross_xg2.json").read_text())
    return tuple(tuple(row) for row in data["pre"]), tuple(data["post"])


def mwc(mine: int, theirs: int, post_crawford: bool) -> float:
    """The chance of winning the match needing ``mine`` points against ``theirs`` (≤ 0: the
    match is over); ``post_crawford``: the Crawford game has been played."""
    if mine <= 0:
        return 1.0
    if theirs <= 0:
        return 0.0
    pre, post = met()
    mine, theirs = min(mine, 25), min(theirs, 25)
    if post_crawford and mine == 1:
        return 1.0 - post[theirs - 1]
    if post_crawford and theirs == 1:
        return post[mine - 1]
    return pre[mine - 1][theirs - 1]


@dataclass(frozen=True, slots=True)
class MatchScore:
    """A match score for the side to play: the points it still needs (``mine``) and its
    opponent needs (``theirs``), the cube's value, and whether the games after this one are
    post-Crawford."""

    mine: int
    theirs: int
    cube: int = 1
    post_crawford: bool = False

    @classmethod
    def of(cls, state: object) -> MatchScore | None:
        """The score a ``GameState`` stands at for its side on roll (``None``: money play)."""
        length = getattr(state, "match_length", 0)
        if not length:
            return None
        white, black = state.score  # type: ignore[attr-defined]
        turn = state.position.turn  # type: ignore[attr-defined]
        mine = length - (white if turn == Color.WHITE else black)
        theirs = length - (black if turn == Color.WHITE else white)
        post = bool(state.crawford) or mine == 1 or theirs == 1  # type: ignore[attr-defined]
        return cls(mine, theirs, state.cube.value, post)  # type: ignore[attr-defined]


def match_value(p: Probabilities, score: MatchScore) -> float:
    """The cubeless match equity of outcome probabilities ``p`` (for the side to play) at
    ``score``: the match-winning chance, mapped linearly so that winning the cube's value is
    +1 and losing it −1."""
    cube = score.cube

    def at(points: int) -> float:
        if points > 0:
            return mwc(score.mine - points, score.theirs, score.post_crawford)
        return mwc(score.mine, score.theirs + points, score.post_crawford)

    win1, lose1 = at(cube), at(-cube)
    chance = ((p.win - p.win_gammon) * win1
              + (p.win_gammon - p.win_backgammon) * at(2 * cube)
              + p.win_backgammon * at(3 * cube)
              + (1.0 - p.win - p.lose_gammon) * lose1
              + (p.lose_gammon - p.lose_backgammon) * at(-2 * cube)
              + p.lose_backgammon * at(-3 * cube))
    return 2.0 * (chance - lose1) / ((win1 - lose1) or 1e-9) - 1.0
