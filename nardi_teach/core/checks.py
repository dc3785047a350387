"""Checking what callers hand the engine: whole numbers in range and sides, refused with
``InvalidValueError`` (Georgian and English) instead of a ``TypeError`` deep inside.

>>> whole(3, "die", 1, 6)
3
>>> try:
...     whole(8.0, "src", 0, 25)
... except InvalidValueError as error:
...     print(error.message("en"))
src: expected a whole number from 0 to 25, got 8.0.
"""

from __future__ import annotations

from .board import Color
from .errors import InvalidValueError


def shown(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut to ``limit`` characters (a message never grows with the input)."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def whole(value: object, name: str, lo: int, hi: int) -> int:
    """``value`` when it is an ``int`` (not a bool) from ``lo`` to ``hi``."""
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise InvalidValueError("value.whole", name=name, lo=lo, hi=hi, value=shown(value))
    return int(value)


def as_side(value: object, name: str = "turn") -> Color:
    """A :class:`Color` from a ``Color`` or its value 0/1."""
    if isinstance(value, Color):
        return value
    if type(value) is int and value in (0, 1):
        return Color(value)
    raise InvalidValueError("value.side", name=name, value=shown(value))
