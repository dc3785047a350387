"""How the weaker levels err (issue 39, point 5): by a learner's typical misjudgements, not by
random picks.

A weaker level values a play as the evaluator does plus ``weight × habits(after)``: a score of
the position the play leaves that rewards what learners are known to over-value, so that the
level's mistakes are the ones a learner makes (and the tutor explains):

Short nardi (:func:`short_habits`, the mover's own numbering, home 1–6):

- **leaving direct shots** — each blot with an opponent's checker (or the bar) one to six pips
  behind it counts ``SHOT`` (a learner does not count the shots it leaves);
- **running when it should build** — each checker still back (in the opponent's home, points
  19–24, or on the bar) counts ``−RUN``;
- **breaking the wrong point** — each point held outside home (7–18, the midpoint among them)
  counts ``OUTFIELD``: kept at the price of the home-board points it should have kept.

Long nardi (:func:`long_habits`, the mover's own numbering, the head on 24, home 1–6):

- **running when it should build** — each checker on points 1–12 (past the middle) counts
  ``RUN``;
- **sitting on the head** — each checker still on the head counts ``HEAD``;
- **not building blocks** — the longest run of held points counts ``−BLOCK`` (the block the
  network values is ignored).

The weights are ours (no published model of learners' errors exists); each level's strength is
measured against GNU Backgammon in ``benchmarks/computer.py``.

>>> from nardi_teach import Position
>>> start = Position.initial()
>>> after = start.play(start.parse_play("24/13", "6-5")).flipped()  # one back checker ran
>>> direct_blots(after.player, after.opponent), short_habits(after)  # its partner is a blot
(1, 0.5)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..long_nardi.position import LongPosition
    from ..short_nardi.position import Position

SHOT = 0.5
RUN = 1.0
OUTFIELD = 0.5
HEAD = 0.5
BLOCK = 0.5


def direct_blots(mover: Sequence[int], opponent: Sequence[int]) -> int:
    """The mover's blots with an opponent's checker one to six pips behind (the opponent's
    bar counts as behind every point 1–6); both sides in their own numbering."""
    behind = [False] * 26  # behind[q]: an opponent checker on the mover's point q (0: its bar)
    behind[0] = opponent[25] > 0
    for point in range(1, 25):
        behind[point] = opponent[25 - point] > 0
    return sum(1 for p in range(1, 25)
               if mover[p] == 1 and any(behind[q] for q in range(max(p - 6, 0), p)))


def short_habits(after: Position) -> float:
    """The short-nardi habit score of the position a play leaves (the mover in ``player``, as
    ``LegalPlays.results()`` gives it): see the module."""
    mover, opponent = after.player, after.opponent
    back = mover[25] + sum(mover[19:25])
    outfield = sum(1 for p in range(7, 19) if mover[p] >= 2)
    return SHOT * direct_blots(mover, opponent) - RUN * back + OUTFIELD * outfield


def long_habits(mover: Sequence[int]) -> float:
    """The long-nardi habit score of the mover's checkers after a play (its own numbering):
    see the module."""
    run = sum(mover[1:13])
    block = longest = 0
    for point in range(1, 25):
        block = block + 1 if mover[point] else 0
        longest = max(longest, block)
    return RUN * run + HEAD * mover[24] - BLOCK * longest


def long_position_habits(after: LongPosition) -> float:
    """:func:`long_habits` of a long-nardi position after a play (the mover in ``player``)."""
    return long_habits(after.player)
