"""Reading a short-nardi play: ``parse_play`` matches what people write against the legal plays.

Out: moves sorted by starting point, highest first; one checker's consecutive moves joined
(``24/13``), an intermediate point shown only where it hit (``13/7*/2``), identical moves
grouped (``8/2(2)``), ``bar`` and ``off`` spelled out.

In: what people write — ``24/13``, ``24/18 18/13``, ``24/18/13``, ``b/22``, ``25/22``,
``6/0``, ``6/o``, ``*`` and ``(2)`` optional, commas, any case and spacing — read into
checker movements and matched against the generated legal plays by their result.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.dice import DiceLike, Roll
from ..core.errors import AmbiguousPlayError
from ..core.notation import read_segments
from .movegen import MASK_SHIFT, encode

if TYPE_CHECKING:
    from ..core.moves import Play
    from .position import Position

_COUNTS = (1 << MASK_SHIFT) - 1  # the counts part of a result key


def parse_play(position: Position, text: str, dice: DiceLike | Roll) -> Play:
    """The legal play ``text`` means in ``position`` with ``dice``.

    Raises ``NotationError`` (cannot be read), ``AmbiguousPlayError`` (several legal plays
    fit), or ``IllegalPlay`` explaining which rule the play breaks.
    """
    from ..core.moves import Play
    from .explain import check_written_order, explain_segments

    legal = position.legal_plays(dice)  # the position reads its game's dice (V16)
    roll = legal.dice
    segments = read_segments(text)
    me = list(position.player)
    named_hits = 0
    for src, dst, marked in segments:
        me[src] -= 1
        me[dst] += 1
        if dst and (marked or position.opponent[25 - dst] == 1):
            named_hits |= 1 << dst
    target = encode(me) if min(me) >= 0 else -1
    candidates = [key for key in legal.keys() if key & _COUNTS == target]
    if len(candidates) > 1:
        exact = [key for key in candidates if key >> MASK_SHIFT == named_hits]
        candidates = exact or candidates
    if len(candidates) == 1:
        play = legal.play_for(candidates[0])
        assert play is not None
        check_written_order(position, roll, segments)  # the steps, not only the end (R10, R67)
        return play
    if candidates:
        options = ", ".join(str(legal.play_for(key)) for key in candidates)
        raise AmbiguousPlayError("notation.ambiguous", text=text, options=options)
    if not segments and not legal:
        return Play()  # a dance: nothing to play (R48, R63)
    explain_segments(position, roll, segments, legal)
    raise AssertionError("unreachable: explain_segments always raises")  # pragma: no cover
