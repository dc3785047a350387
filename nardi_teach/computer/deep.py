"""Short nardi's two-ply search, the tutor's (issue 39): deeper than the top level plays.

``two_ply_equity(after)`` is the mover's mean cubeless money equity, over the opponent's 21
rolls, of the position after the opponent's best reply, that position valued one ply deeper
(:func:`.short.lookahead_equity`: the mean over the mover's 21 rolls after its own best
reply).  The opponent's best reply to each roll is chosen as the one-ply search chooses its
replies: the ``short.REPLY_WIDTH`` best by pubeval, the best of them by the network.  A roll the
opponent dances is valued by the mover's own one-ply search of the position (it rolls again);
a reply that bears off the opponent's last checker is the game's exact result.

It costs about 21 one-ply searches (some 150 ms of CPython a play): only the tutor uses it,
and a front end runs it in steps (:func:`two_ply_steps`, a yield after each roll of either
side), never within a click.

>>> from nardi_teach import Position
>>> start = Position.initial()
>>> -1.0 < two_ply_equity(start.play(start.parse_play("8/5 6/5", "3-1")).flipped()) < 1.0
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.dice import roll_weight
from . import short
from .evaluate import after_play, near
from .short import lookahead_steps
from .steps import Steps, finish

if TYPE_CHECKING:
    from ..short_nardi.position import Position


def two_ply_equity(after: Position) -> float:
    """The mover's two-ply equity of ``after`` (see the module); ``after`` as
    ``LegalPlays.results()`` gives it (the mover in ``player``, the opponent next on roll)."""
    return finish(two_ply_steps(after))


def two_ply_steps(after: Position) -> Steps[float]:
    """:func:`two_ply_equity` in steps (:mod:`.steps`): it yields after each roll of the
    mover's one-ply searches and after each of the opponent's rolls, and returns the same
    value."""
    them = after.flipped()  # the opponent on roll
    network = near(them)
    total = 0.0
    for dice, legal, keys in short.candidate_replies(them):
        if not keys:  # the opponent dances: the mover rolls again
            value = -(yield from lookahead_steps(them))
        else:
            reply = max(keys, key=lambda key: after_play(legal.result_for(key),
                                                         network).equity)
            replied = legal.result_for(reply)  # the opponent has just played (in ``player``)
            if replied.player[0] == 15:  # its last checker off: the exact result
                value = -after_play(replied, network).equity
            else:
                value = -(yield from lookahead_steps(replied))
        total += roll_weight(dice) * value
        yield
    return total / 36
