"""Long nardi's own position ID (L11; gnubg's IDs do not cover long nardi).

``LN:<player>:<opponent>:<turn><flags>[:<variant>]`` — ``<player>`` and ``<opponent>`` are
24 hex digits, each side's counts on its own points 1–24 (the side on roll first; borne-off
checkers are the rest of 15); ``<turn>`` is ``w`` or ``b``, the colour on roll; ``<flags>``
two digits, ``1`` when that side's (player's, opponent's) first turn is still to come; the
variant is a ``HeadRule`` value, left out for the standard rule.  Case is ignored.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..core.board import Color
from ..core.errors import InvalidIdError

if TYPE_CHECKING:
    from .position import LongPosition

_ID = re.compile(r"^LN:([0-9a-f]{24}):([0-9a-f]{24}):([wb])([01])([01])(?::([a-z_]+))?$")


def encode_long_id(position: LongPosition) -> str:
    """The ID of ``position``."""
    from .position import HeadRule

    sides = [
        "".join(format(n, "x") for n in side[1:25])
        for side in (position.player, position.opponent)
    ]
    flags = f"{int(position.player_first)}{int(position.opponent_first)}"
    turn = "w" if position.turn == Color.WHITE else "b"
    variant = "" if position.head_rule is HeadRule.STANDARD else f":{position.head_rule.value}"
    return f"LN:{sides[0]}:{sides[1]}:{turn}{flags}{variant}"


def decode_long_id(text: str) -> tuple[Any, ...]:
    """The ``LongPosition`` fields an ID gives (validated by the constructor)."""
    from .position import HeadRule

    match = _ID.match(text.strip().lower().replace("ln:", "LN:", 1)) if isinstance(
        text, str) else None
    if not match:
        raise InvalidIdError("id.long", text=text)
    player, opponent, turn, first, second, variant = match.groups()
    try:
        head_rule = HeadRule(variant or "standard")
    except ValueError:
        raise InvalidIdError("id.long", text=text) from None
    sides = [(0, *(int(c, 16) for c in side), 0) for side in (player, opponent)]
    return (sides[0], sides[1], Color.WHITE if turn == "w" else Color.BLACK, first == "1",
            second == "1", head_rule)
