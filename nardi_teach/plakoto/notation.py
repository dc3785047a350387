"""Reading a plakoto play: what people write, matched against the legal plays by result
(as ``short_nardi.notation``; ``*`` marks a pin, V25)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.dice import DiceLike, Roll
from ..core.errors import AmbiguousPlayError, NotationError
from ..core.notation import read_segments
from ..core.turn import explain_segments
from ..short_nardi.movegen import MASK_SHIFT, encode

if TYPE_CHECKING:
    from ..core.moves import Play
    from .position import PlakotoPosition

_COUNTS = (1 << MASK_SHIFT) - 1


def parse_play(position: PlakotoPosition, text: str, dice: DiceLike | Roll) -> Play:
    """The legal play ``text`` means; raises ``NotationError``, ``AmbiguousPlayError`` or
    ``IllegalPlay`` (the movement's rule, or the must-play rule the play breaks)."""
    from ..core.moves import Play

    legal = position.legal_plays(dice)
    segments = read_segments(text)
    if any(25 in (src, dst) for src, dst, _ in segments):
        raise NotationError("notation.plakoto_bar", text=text)  # V25: pinned, not hit
    me = list(position.player)
    named = 0
    for src, dst, marked in segments:
        me[src] -= 1
        me[dst] += 1
        if dst and marked:
            named |= 1 << dst
    target = encode(me) if min(me) >= 0 else -1
    candidates = [key for key in legal.keys() if key & _COUNTS == target]
    if len(candidates) > 1:
        exact = [key for key in candidates if (key >> MASK_SHIFT) & named == named]
        candidates = exact or candidates
        if len(candidates) > 1:
            options = ", ".join(str(legal.play_for(key)) for key in candidates)
            raise AmbiguousPlayError("notation.ambiguous", text=text, options=options)
    if candidates:
        play = legal.play_for(candidates[0])
        assert play is not None
        return play
    if not segments and not legal:
        return Play()  # no die can be played: the turn passes (V5, R48)
    explain_segments(position, legal.dice, segments, legal)
    raise AssertionError("unreachable: explain_segments always raises")  # pragma: no cover
