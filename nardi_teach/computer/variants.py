"""The computer's play in the YellowClub family's other games (issue 20): a greedy choice
among ``legal_plays`` by a simple heuristic of our own, one for each family.

- **Long family** (sport, gul-bara, the crazy games, fevga, khachapuri, Greek fevga): long
  nardi's own evaluation (:func:`nardi_teach.computer.long.value`: pips, blocks in front of
  the opponent, the head, stacking), one ply, no search.
- **Short family** (hypergammon, triple and "2-2", Caucasian, crazy short nardi, plakoto):
  the race in pips, checkers off, the opponent's checkers sent to the bar or pinned (a
  pinned mother most of all, V31), own points made, minus the exposure of own single
  checkers to the opponent's checkers behind them (direct shots count most) and own pinned
  checkers.

``"strong"`` and ``"club"`` take the best value; ``"beginner"`` draws a play with
probability ∝ exp(value / ``BEGINNER_TEMPERATURE``).  Any roll is read: two dice, three or
four (V16), or moves passed on (``Roll``, V66).

>>> from nardi_teach.plakoto import PlakotoPosition
>>> from nardi_teach.core.dice import Dice
>>> start = PlakotoPosition.from_checkers({24: 14, 13: 1}, {12: 1, 1: 14})
>>> str(choose_variant(start, Dice(1, 1), "strong", random.Random(1)))   # it pins (V26)
'24/23(3) 13/12*'
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from ..core.dice import Dice, DiceLike, Roll, coerce_any
from ..core.moves import Play
from ..core.sides import Sides
from ..long_nardi.position import LongPosition
from ..short_nardi.position import Position
from .long import value as long_value

BEGINNER_TEMPERATURE = 4.0
"""Pips of value that make a play e times less likely for ``"beginner"``."""
OFF_VALUE = 3.0
"""Pips each checker borne off is worth beyond the pips it saved."""
HIT_VALUE = 6.0
"""Pips each opposing checker on the bar is worth beyond its pips."""
PIN_VALUE = 12.0
"""Pips each pinned opposing checker is worth (plakoto, V26) — and each own one costs."""
MOTHER_VALUE = 40.0
"""Pips a pinned mother (the last checker on its start point, V31) is worth."""
POINT_VALUE = 2.0
"""Pips each point held with two or more checkers is worth."""
SHOT_COST = (8.0, 3.0, 1.0)
"""Pips a single checker costs when an opposing checker stands 1–6, 7–12 or further behind
it."""


def is_variant_game(position: Any, dice: object) -> bool:
    """Whether this module chooses: any position but short and long nardi's own, or a roll
    that is not two dice."""
    if not isinstance(position, Sides):
        return False  # not a position at all: the caller refuses it, typed
    return type(position) not in (Position, LongPosition) or isinstance(dice, Roll)


def _exposure(me: Sequence[int], opp: Sequence[int]) -> float:
    """What ``me``'s single checkers cost: each one, by its distance from the nearest
    opposing checker behind it (both in their own numbering; the opponent's ``q`` is the
    mover's ``25 − q``, its bar behind every point)."""
    behind = [25 - q for q in range(1, 25) if opp[q]]
    if opp[25]:
        behind.append(0)
    if not behind:
        return 0.0
    cost = 0.0
    for point in range(1, 25):
        if me[point] != 1:
            continue
        gaps = [point - x for x in behind if x < point]
        if gaps:
            gap = min(gaps)
            cost += SHOT_COST[0 if gap <= 6 else 1 if gap <= 12 else 2]
    return cost


def short_value(after: Any) -> float:
    """The heuristic value of a short-family position for the side that has just played
    (``after`` as ``legal_plays(...).results()`` gives it: the mover is ``player``)."""
    me, opp = after.player, after.opponent
    pips_me = sum(i * n for i, n in enumerate(me))
    pips_opp = sum(i * n for i, n in enumerate(opp))
    score = pips_opp - pips_me + OFF_VALUE * me[0] + HIT_VALUE * opp[25]
    score += POINT_VALUE * sum(1 for n in me[1:25] if n >= 2)
    mine_pinned = getattr(after, "player_pins", frozenset())
    theirs_pinned = getattr(after, "opponent_pins", frozenset())
    score += PIN_VALUE * (len(theirs_pinned) - len(mine_pinned))
    if 24 in theirs_pinned:
        score += MOTHER_VALUE
    if 24 in mine_pinned:
        score -= MOTHER_VALUE
    me_open = [n if p not in mine_pinned else 0 for p, n in enumerate(me)]
    return score - _exposure(me_open, opp)


def _value(after: Any) -> float:
    if after.player[0] == sum(after.player):
        return math.inf  # all borne off: the game is won
    if isinstance(after, LongPosition):
        return long_value(after.player, after.opponent)
    return short_value(after)


def scored_variant_plays(position: Any, dice: DiceLike | Roll) -> list[tuple[Play, float]]:
    """Every legal play with its heuristic value for the side on roll, best first."""
    legal = position.legal_plays(coerce_any(dice) if not isinstance(dice, Dice) else dice)
    scored = [(key, _value(after))
              for key, after in zip(legal.keys(), legal.results(), strict=True)]
    scored.sort(key=lambda item: -item[1])
    return [(legal.play_for(key), v) for key, v in scored]  # type: ignore[misc]


def choose_variant(position: Any, dice: DiceLike | Roll, level: str, rng: random.Random
                   ) -> Play:
    """The play ``level`` makes (the empty play when nothing can be played)."""
    ranked = scored_variant_plays(position, dice)
    if not ranked:
        return Play()
    top = ranked[0][1]
    if level != "beginner" or top == math.inf:
        return ranked[0][0]
    weights = [math.exp((v - top) / BEGINNER_TEMPERATURE) for _p, v in ranked]
    return rng.choices([p for p, _v in ranked], weights)[0]
