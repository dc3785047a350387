"""The computer's cube decisions: simple published rules of thumb, not an evaluation.

- **Doubling** only in a pure race (no contact), by the 8-9-12 rule of thumb on pip counts:
  with its pip count ``p`` and the opponent's ``q`` (the side on roll counts 4 pips fewer for
  the roll it is about to make), the side on roll doubles when its lead ``q − p`` is at least
  8 % of ``p`` (the first double) or 9 % (a redouble).  In contact it never doubles.
- **Taking**: in a race, take when the doubler's lead is at most 12 % of the doubler's count;
  in contact, take unless the doubler leads by more than 25 % or the taker has two or more
  checkers on the bar (the gammon danger this crude rule can see).
- **Matches**: the trailer doubles at once in the first post-Crawford game (a free double),
  and the leader then always takes.

The rules only decide; whether a double is allowed is the game's business (``Game.may_double``).
"""

from __future__ import annotations

from ..core.board import Color
from ..games.game import GameState

ROLL_ALLOWANCE = 4
"""Pips the side on roll is credited for the roll it is about to make."""


def _post_crawford_free(state: GameState) -> bool:
    """Whether the opponent of the side on roll is one point from winning the match after the
    Crawford game, so the side on roll loses nothing by doubling."""
    if not state.match_length or state.crawford:
        return False
    mine, theirs = state.score if state.on_roll == Color.WHITE else state.score[::-1]
    return theirs == state.match_length - 1 and mine < theirs


def should_double(state: GameState) -> bool:
    """Whether the side on roll should double now (see the module's rules)."""
    if _post_crawford_free(state):
        return True
    position = state.position
    if not position.is_race():
        return False
    mine, theirs = position.pip_counts()
    mine = max(mine - ROLL_ALLOWANCE, 1)
    threshold = 0.08 if state.cube.centred else 0.09
    return theirs - mine >= threshold * mine


def should_take(state: GameState) -> bool:
    """Whether the doubled side (``state.position.turn.other``) should take."""
    if _post_crawford_free(state):
        return True
    position = state.position  # the doubler is on roll
    doubler, taker = position.pip_counts()
    doubler = max(doubler - ROLL_ALLOWANCE, 1)
    lead = taker - doubler
    if position.is_race():
        return lead <= 0.12 * doubler
    return lead <= 0.25 * doubler and position.opponent[25] < 2
