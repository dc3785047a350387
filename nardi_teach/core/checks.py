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

import enum
from types import UnionType
from typing import Any

from ..i18n import quoted
from .board import Color
from .errors import InvalidValueError


def shown(value: object, limit: int = 40) -> str:
    """``repr(value)``, cut to ``limit`` characters (a message never grows with the input;
    a number of thousands of digits is shown by its first and last digits)."""
    text = quoted(value, "r")
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


def number(value: object, name: str, lo: float, hi: float) -> float:
    """A finite ``int``/``float`` (not a bool) from ``lo`` to ``hi``."""
    if isinstance(value, bool) or not isinstance(value, int | float) or not lo <= value <= hi:
        raise InvalidValueError("value.whole", name=name, lo=lo, hi=hi, value=shown(value))
    return value


def flag(value: object, name: str) -> bool:
    """``value`` when it is a bool."""
    if not isinstance(value, bool):
        raise InvalidValueError("value.type", name=name, type="bool", value=shown(value))
    return value


def point_pairs(pairs: object, name: str = "arrows") -> list[tuple[int, int]]:
    """``(src, dst)`` pairs of points 0–25."""
    try:
        items = list(pairs)  # type: ignore[call-overload]
    except TypeError:
        raise InvalidValueError("value.type", name=name, type="[(src, dst), …]",
                                value=shown(pairs)) from None
    out = []
    for item in items:
        if not isinstance(item, tuple | list) or len(item) != 2:
            raise InvalidValueError("value.type", name=name, type="(src, dst)",
                                    value=shown(item))
        out.append((whole(item[0], name, 0, 25), whole(item[1], name, 0, 25)))
    return out


def xml_text(text: object, name: str = "text") -> str:
    """``text`` without the characters XML cannot hold (control characters, lone
    surrogates, U+FFFE/U+FFFF); a tab or line break becomes a space."""
    if not isinstance(text, str):
        raise InvalidValueError("value.type", name=name, type="str", value=shown(text))
    return "".join(
        " " if c in "\t\n\r" else c for c in text
        if not (c < " " and c not in "\t\n\r") and not "\ud800" <= c <= "\udfff"
        and c not in "\ufffe\uffff")


def instance(value: object, kind: type | UnionType, name: str) -> Any:
    """``value`` when it is an instance of ``kind``."""
    if not isinstance(value, kind):
        raise InvalidValueError("value.type", name=name, type=getattr(kind, "__name__", kind),
                                value=shown(value))
    return value


def one_of(value: object, options: tuple[object, ...], name: str) -> Any:
    """``value`` when it is one of ``options``."""
    if not any(value is o or (type(value) is type(o) and value == o) for o in options):
        raise InvalidValueError("value.one_of", name=name,
                                names=", ".join(str(o) for o in options if o is not None),
                                value=shown(value))
    return value


def items(value: object, name: str, count: int | None = None) -> list[Any]:
    """``value`` as a list (a list or tuple, of ``count`` items when given)."""
    if not isinstance(value, list | tuple) or (count is not None and len(value) != count):
        raise InvalidValueError("value.type", name=name, type=f"[…]{count or ''}",
                                value=shown(value))
    return list(value)


def position(value: object, name: str = "position") -> Any:
    """``value`` when it is a position of some variant (short or long nardi)."""
    if not hasattr(type(value), "_turn_rules"):
        raise InvalidValueError("value.type", name=name, type="Position", value=shown(value))
    return value


def member(value: object, kind: type[enum.Enum], name: str) -> Any:
    """A member of the enum ``kind``, given as the member or its value (``"sport"``)."""
    if isinstance(value, kind):
        return value
    for option in kind:
        if type(value) is type(option.value) and value == option.value:
            return option
    raise InvalidValueError("value.one_of", name=name,
                            names=", ".join(str(o.value) for o in kind), value=shown(value))


def seed(value: object, name: str = "seed") -> Any:
    """A seed for ``random.Random``: ``None``, a whole number or a text (UTF-8)."""
    if value is None or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            pass
        else:
            return value
    raise InvalidValueError("value.type", name=name, type="int", value=shown(value))


def sides(values: object, name: str) -> set[Color]:
    """A set of sides from an iterable of ``Color``s (or their values 0/1)."""
    if not isinstance(values, list | tuple | set | frozenset):
        raise InvalidValueError("value.type", name=name, type="[Color, …]", value=shown(values))
    return {as_side(v, name) for v in values}


def cube_mark(value: object, name: str = "cube") -> tuple[int, Color | None] | None:
    """A drawn cube: ``None`` or ``(value, owner)``, a value of 1–2**20 and an owner that is
    a side or ``None`` (the middle)."""
    if value is None:
        return None
    pair = items(value, name, 2)
    owner = None if pair[1] is None else as_side(pair[1], name)
    return whole(pair[0], name, 1, 1 << 20), owner
