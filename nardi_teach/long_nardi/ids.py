"""The long family's own position IDs (L11; gnubg's IDs do not cover these games).

``<prefix>:<player>:<opponent>:<turn><flags>[:<variant>]`` — ``<prefix>`` names the game
(``LN`` long nardi; the other games' prefixes are their classes' ``id_prefix``, listed in
``long_nardi.family``); ``<player>`` and ``<opponent>`` are 24 hex digits, each side's
counts on its own points 1–24 (the side on roll first; borne-off checkers are the rest of
15); ``<turn>`` is ``w`` or ``b``, the colour on roll; ``<flags>`` two digits, ``1`` when
that side's (player's, opponent's) first turn is still to come; the variant, only in ``LN``
IDs, is a ``HeadRule`` value, left out for the standard rule.  Case is ignored.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..core.board import Color
from ..core.errors import InvalidIdError

if TYPE_CHECKING:
    from .position import LongPosition

_ID = re.compile(r"^([A-Z]{2}):([0-9a-f]{24}):([0-9a-f]{24}):([wb])([01])([01])(?::([a-z_]+))?$")


def encode_long_id(position: LongPosition) -> str:
    """The ID of ``position``."""
    from .position import HeadRule

    sides = [
        "".join(format(n, "x") for n in side[1:25])
        for side in (position.player, position.opponent)
    ]
    flags = f"{int(position.player_first)}{int(position.opponent_first)}"
    turn = "w" if position.turn == Color.WHITE else "b"
    variant = ("" if position.head_rule is HeadRule.STANDARD or position.own_head_rule
               else f":{position.head_rule.value}")
    return f"{position.id_prefix}:{sides[0]}:{sides[1]}:{turn}{flags}{variant}"


def split_long_id(text: object) -> tuple[str, tuple[str, ...]] | None:
    """The prefix and the other fields of an ID's text, or ``None`` if it is not one."""
    if not isinstance(text, str):
        return None
    body = text.strip()
    match = _ID.match(body[:3].upper() + body[3:].lower())
    if not match:
        return None
    return match.group(1), match.groups()[1:]


def decode_long_id(text: str, cls: type[LongPosition]) -> tuple[Any, ...]:
    """The fields of a ``cls`` position an ID gives (validated by the constructor)."""
    from .position import HeadRule

    parts = split_long_id(text)
    if parts is None or parts[0] != cls.id_prefix:
        raise InvalidIdError("id.long" if cls.id_prefix == "LN" else "id.long_variant",
                             text=text, prefix=cls.id_prefix)
    player, opponent, turn, first, second, variant = parts[1]
    if variant is not None and cls.own_head_rule is not None:
        raise InvalidIdError("id.long_variant", text=text, prefix=cls.id_prefix)
    try:
        head_rule = HeadRule(variant or "standard") if cls.own_head_rule is None else None
    except ValueError:
        raise InvalidIdError("id.long", text=text) from None
    sides = [(0, *(int(c, 16) for c in side), 0) for side in (player, opponent)]
    return (sides[0], sides[1], Color.WHITE if turn == "w" else Color.BLACK, first == "1",
            second == "1", head_rule)
