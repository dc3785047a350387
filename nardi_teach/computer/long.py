"""Long nardi's pip heuristic (issue 15) and a one-ply search on it.

The computer's long-nardi levels now come from long nardi's own self-play network
(:mod:`.long_play`); this heuristic stays as the long family's variants' evaluation
(:mod:`.variants`), the reply filter of ``"expert"``'s lookahead, and the benchmark's
``heuristic`` opponent (``choose_long(..., "strong", ...)``).  A side's *standing* counts, in
pips:

- its pip count (the race: fewer is better);
- its blocks: every point it holds in front of the opponent's rearmost checker (the opponent
  must pass it, L3), and more for runs of them (``RUN_VALUE`` by length: a run of five is a
  wall; six are only legal once an opposing checker is past them, L6);
- its checkers borne off, and, while it has not left the start, the checkers still stacked
  on the head (only one may leave per turn, L4);
- stacking: checkers beyond three on one point are wasted pips later.

A position's value for the side that has just played is its standing minus the opponent's.
``"strong"`` looks one roll ahead: for each of the best few plays it averages, over the
opponent's 21 rolls, the value after the opponent's best reply; ``"club"`` takes the best
value at once; ``"beginner"`` draws a play with probability ∝ exp(value / 2 pips);
``"expert"`` plays as ``"strong"``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from operator import mul

from ..core.board import Color
from ..core.dice import ALL_ROLLS, Dice, roll_weight
from ..core.moves import Play
from ..long_nardi.movegen import CROSS, decode
from ..long_nardi.position import HeadRule, LongPosition

RUN_VALUE = (0.0, 0.0, 2.0, 5.0, 9.0, 14.0, 20.0)
"""Pips a run of held points in front of the opponent is worth, by its length (six or more
count as six)."""
POINT_VALUE = 3.0
"""Pips each held point in front of the opponent's rearmost checker is worth."""
OFF_VALUE = 2.0
"""Pips each borne-off checker is worth beyond the pips it saved."""
HEAD_VALUE = 3.0
"""Pips each checker beyond the first still on the head costs."""
STACK_VALUE = 1.0
"""Pips each checker beyond three on one point costs."""
TEMPERATURE = {"beginner": 2.0, "club": 0.0, "intermediate": 0.0, "strong": 0.0, "expert": 0.0}
"""Softmax temperatures in pips; ``"beginner"`` at 4 pips (issue 15) lost to the greedy rule
(41.8 %), at 2 pips it beats it (86 % in 120 paired games)."""
SEARCH_WIDTH = 4
"""How many of the best-valued plays ``"strong"`` looks ahead from, at most …"""
SEARCH_MARGIN = 10.0
"""… and only those valued within this many pips of the best."""


def standing(me: Sequence[int], opp: Sequence[int]) -> float:
    """One side's standing in pips (higher is better), both sides in their own numbering."""
    value = OFF_VALUE * me[0] - sum(map(mul, me, _PIPS))
    rear = 24  # the opponent's rearmost checker, in its own numbering
    while rear and not opp[rear]:
        rear -= 1
    run = 0
    for point in _PATH[:max(rear - 1, 0)]:  # the points in front of it, along its path
        if me[point]:
            run += 1
        elif run:
            value += _RUN[run]
            run = 0
    value += _RUN[run]
    if me[24] > 1:
        value -= HEAD_VALUE * (me[24] - 1)
    for count in me[1:24]:
        if count > 3:
            value -= STACK_VALUE * (count - 3)
    return value


_PIPS = tuple(range(26))
_PATH = tuple(CROSS[q] for q in range(1, 25))
"""The mover's points in the order the opponent passes them (its 1, 2, …, 24)."""
_RUN = tuple(POINT_VALUE * n + RUN_VALUE[min(n, 6)] for n in range(25))
"""A run's worth: each held point, plus the run's length bonus."""


def value(me: Sequence[int], opp: Sequence[int]) -> float:
    """The value of a position for ``me``: ``me``'s standing minus the opponent's; all
    checkers off is won outright."""
    if me[0] == 15:
        return math.inf
    return standing(me, opp) - standing(opp, me)


def scored_long_plays(position: LongPosition, dice: Dice) -> list[tuple[Play, float]]:
    """Every legal play with its value for the side on roll, best first."""
    legal = position.legal_plays(dice)
    opp = position.opponent
    scored = [(key, value(after.player, opp))
              for key, after in zip(legal.keys(), legal.results(), strict=True)]
    scored.sort(key=lambda item: -item[1])
    return [(legal.play_for(key), v) for key, v in scored]  # type: ignore[misc]


def _best_reply_value(after: LongPosition) -> float:
    """The mean over the opponent's rolls of our value after its best reply (``after``:
    the opponent on roll)."""
    total = 0.0
    ours = after.opponent
    for dice in ALL_ROLLS:
        best = -math.inf
        for key in after.legal_plays(dice).keys():
            reply = decode(key)
            if reply[0] == 15:  # the opponent bears off its last checker
                best = math.inf
                break
            reply_value = standing(reply, ours) - standing(ours, reply)
            if reply_value > best:
                best = reply_value
        if best == -math.inf:  # the opponent dances
            best = value(after.player, ours)
        total += roll_weight(dice) * -best
    return total / 36


def choose_long(position: LongPosition, dice: Dice, level: str, rng: random.Random) -> Play:
    """The play ``level`` makes in a long-nardi position."""
    ranked = scored_long_plays(position, dice)
    if not ranked:
        return Play()
    temperature = TEMPERATURE[level]
    if temperature:
        top = ranked[0][1]
        if top == math.inf:
            return ranked[0][0]
        weights = [math.exp((v - top) / temperature) for _p, v in ranked]
        return rng.choices([p for p, _v in ranked], weights)[0]
    if level not in ("strong", "expert") or len(ranked) == 1 or ranked[0][1] == math.inf:
        return ranked[0][0]
    best, best_value = ranked[0][0], -math.inf
    floor = ranked[0][1] - SEARCH_MARGIN
    for play, static in ranked[:SEARCH_WIDTH]:
        if static < floor:
            break
        ahead = _best_reply_value(position.play(play))
        if ahead > best_value:
            best, best_value = play, ahead
    return best


Chooser = Callable[[LongPosition, Dice], Play]


def play_long_game(players: Mapping[Color, Chooser], rng: random.Random,
                   head_rule: HeadRule = HeadRule.STANDARD, *, max_turns: int = 2000
                   ) -> tuple[Color, list[tuple[LongPosition, Dice, Play]]]:
    """Play a long-nardi game from the start to the end (L1–L9): the first roll decides who
    starts, who then rolls both dice afresh (L2, ``opening = "reroll"``); ``players[side]``
    chooses each play.  Returns the winner and every (position, dice, play)."""
    while True:
        white, black = rng.randint(1, 6), rng.randint(1, 6)
        if white != black:
            break
    position = LongPosition.initial(Color.WHITE if white > black else Color.BLACK, head_rule)
    record = []
    for _ in range(max_turns):
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        play = players[position.turn](position, dice)
        record.append((position, dice, play))
        position = position.play(play)
        winner = position.winner()
        if winner is not None:
            return winner, record
    raise RuntimeError("the game did not end")
