"""GNU Backgammon Position IDs and XGID position fields.

The Position ID packs 80 bits: for each side, for points 1–24 and then the bar, as many
1-bits as checkers and a 0-bit; the side **not** on roll comes first (as gnubg's code does,
whatever its manual says), bits fill each byte from the lowest, and the 10 bytes are
written in base64 without padding.
"""

from __future__ import annotations

import base64
import binascii
import re

from ..core.errors import InvalidIdError, InvalidPositionError

Side = tuple[int, ...]

_ID_CHARS = re.compile(r"^[A-Za-z0-9+/]{14}$")
_XGID_CHARS = re.compile(r"^[-A-Oa-o]{26}$")


def _checked_count(counts: list[int], text: str) -> int:
    """Checkers on the board and the bar; more than 15 makes the ID describe nothing."""
    on_board = sum(counts)
    if on_board > 15:
        raise InvalidIdError(
            "id.position_content", text=text,
            detail=InvalidPositionError("position.too_many", side="", count=on_board).message(),
        )
    return on_board


def encode_position_id(player: Side, opponent: Side) -> str:
    """Position ID of a position (``player`` on roll; each side in its own numbering)."""
    bits = 0
    shift = 0
    for side in (opponent, player):
        for point in range(1, 26):
            count = side[point]
            bits |= ((1 << count) - 1) << shift
            shift += count + 1
    return base64.b64encode(bits.to_bytes(10, "little")).decode("ascii")[:14]


def decode_position_id(text: str, shared: bool = False) -> tuple[Side, Side]:
    """(player, opponent) of a Position ID; raises ``InvalidIdError``.  ``shared``: a point
    may hold both colours (plakoto's pins, V25; the caller checks them)."""
    if not isinstance(text, str):
        raise InvalidIdError("id.position", text=text)
    cleaned = text.strip()
    if cleaned.lower().startswith("position id:"):
        cleaned = cleaned[len("position id:"):].strip()
    if not _ID_CHARS.match(cleaned):
        raise InvalidIdError("id.position", text=text)
    try:
        raw = base64.b64decode(cleaned + "==", validate=True)
    except binascii.Error:
        raise InvalidIdError("id.position", text=text) from None
    bits = int.from_bytes(raw, "little")
    sides: list[Side] = []
    shift = 0
    for _ in range(2):
        counts = [0] * 26
        for point in range(1, 26):
            while shift < 80 and bits >> shift & 1:
                counts[point] += 1
                shift += 1
            if shift >= 80:
                raise InvalidIdError("id.position", text=text)
            shift += 1
        counts[0] = 15 - _checked_count(counts, text)
        sides.append(tuple(counts))
    if bits >> shift:
        raise InvalidIdError("id.position", text=text)
    opponent, player = sides
    for point in range(1, 25):
        if not shared and player[point] and opponent[25 - point]:
            raise InvalidIdError(
                "id.position_content", text=text,
                detail=InvalidPositionError("position.both_colours", point=point).message(),
            )
    return player, opponent


def _xgid_char(count: int, upper: bool) -> str:
    if count == 0:
        return "-"
    letter = chr(ord("A") + count - 1)
    return letter if upper else letter.lower()


def encode_xgid_position(player: Side, opponent: Side, turn: int) -> str:
    """XGID position field: always from X's (``WHITE``'s) side, X upper case."""
    x, o = (player, opponent) if turn == 0 else (opponent, player)
    chars = [_xgid_char(o[25], False)]
    for point in range(1, 25):
        if x[point]:
            chars.append(_xgid_char(x[point], True))
        else:
            chars.append(_xgid_char(o[25 - point], False))
    chars.append(_xgid_char(x[25], True))
    return "".join(chars)


def xgid_fields(text: str) -> list[str]:
    """The colon-separated fields of an XGID (the ``XGID=`` prefix is optional)."""
    if not isinstance(text, str):
        raise InvalidIdError("id.xgid", text=text)
    body = text.strip()
    if body.upper().startswith("XGID="):
        body = body[5:]
    return body.split(":")


def decode_xgid_position(text: str) -> tuple[Side, Side, int]:
    """(player, opponent, turn) from an XGID or its bare position field."""
    fields = xgid_fields(text)
    field = fields[0]
    if not _XGID_CHARS.match(field):
        raise InvalidIdError("id.xgid", text=text)
    turn = 0
    if len(fields) > 3:
        if fields[3] not in ("1", "-1"):
            raise InvalidIdError("id.xgid_field", text=text, field="turn", detail=fields[3])
        turn = 0 if fields[3] == "1" else 1
    x = [0] * 26
    o = [0] * 26
    for index, char in enumerate(field):
        if char == "-":
            continue
        count = ord(char.upper()) - ord("A") + 1
        if char.isupper():
            if index == 0:
                raise InvalidIdError("id.xgid", text=text)
            x[index] += count
        else:
            if index == 25:
                raise InvalidIdError("id.xgid", text=text)
            o[25 if index == 0 else 25 - index] += count
    for side in (x, o):
        side[0] = 15 - _checked_count(side, text)
    xs, os_ = tuple(x), tuple(o)
    return (xs, os_, 0) if turn == 0 else (os_, xs, 1)
