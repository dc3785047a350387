"""Reading a long-nardi play (L11): the same notation as short nardi, without ``bar`` and
``*`` — ``24/18 24/20``, ``24/12``, ``24/18(2)``, ``6/off`` — matched against the legal plays
by their result."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.dice import DiceLike, Roll, coerce_any
from ..core.errors import NotationError
from ..core.moves import Play
from ..core.notation import read_segments
from ..core.turn import explain_segments
from .movegen import encode

if TYPE_CHECKING:
    from .position import LongPosition


def parse_play(position: LongPosition, text: str, dice: DiceLike | Roll) -> Play:
    """The legal play ``text`` means in ``position`` with ``dice``.

    Raises ``NotationError`` (cannot be read; ``bar``, ``*`` or a step that goes nowhere)
    or ``IllegalPlay`` explaining which rule the play breaks (a backward step included).
    """
    roll = coerce_any(dice)
    segments = read_segments(text)
    for src, dst, marked in segments:
        if 25 in (src, dst):
            raise NotationError("notation.long_bar", text=text)
        if marked:
            raise NotationError("notation.long_hit", text=text)
        if src == dst:
            raise NotationError("notation.zero_step", text=text, point=src)
    legal = position.legal_plays(roll)
    me = list(position.player)
    for src, dst, _ in segments:
        me[src] -= 1
        me[dst] += 1
    if min(me) >= 0:
        play = legal.play_for(encode(me))
        if play is not None:
            return play
    if not segments and not legal:
        return Play()  # a dance: nothing to play
    explain_segments(position, roll, segments, legal)
    raise AssertionError("unreachable: explain_segments always raises")  # pragma: no cover
