"""``Dice``: one roll of two dice, an immutable value."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import InvalidDiceError

_FACES = {1, 2, 3, 4, 5, 6}
MAX_TEXT = 64
"""The longest roll text read (a longer one is refused before any pattern sees it)."""
# Spaces, then at most one mark and spaces: no two parts can share a space, so a text such as
# "6" + spaces + "!" is refused in one pass (a space in the marks made it quadratic, issue 40).
_ROLL = re.compile(r"^\s*([1-6])\s*(?:[-–:,x/]\s*)?([1-6])\s*$")


@dataclass(frozen=True, slots=True, order=True)
class Dice:
    """A roll of two dice, stored higher die first: ``Dice(3, 5) == Dice(5, 3)``.

    >>> Dice.parse("3-5"), Dice(6, 6).moves
    (Dice(5, 3), (6, 6, 6, 6))
    """

    high: int
    low: int

    def __init__(self, first: int, second: int) -> None:
        for value in (first, second):
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                raise InvalidDiceError("dice.value", value=value)
        object.__setattr__(self, "high", max(first, second))
        object.__setattr__(self, "low", min(first, second))

    @classmethod
    def _make(cls, first: int, second: int) -> Dice:
        dice = object.__new__(cls)
        object.__setattr__(dice, "high", first if first > second else second)
        object.__setattr__(dice, "low", second if first > second else first)
        return dice

    @classmethod
    def parse(cls, text: str) -> Dice:
        """Read ``"6-5"``, ``"65"``, ``"6 5"`` or ``"6:5"``."""
        match = _ROLL.match(text) if isinstance(text, str) and len(text) <= MAX_TEXT else None
        if not match:
            raise InvalidDiceError("dice.syntax", text=text[:40] if isinstance(text, str) else text)
        return cls(int(match.group(1)), int(match.group(2)))

    @classmethod
    def coerce(cls, value: DiceLike) -> Dice:
        """A ``Dice`` from a ``Dice``, a pair of ints or a string such as ``"6-5"``."""
        if isinstance(value, Dice):
            return value
        if type(value) is tuple and len(value) == 2:
            first, second = value
            if type(first) is int and type(second) is int and first in _FACES and second in _FACES:
                return _ROLLS[first, second]
        if isinstance(value, str):
            return cls.parse(value)
        try:
            values = tuple(value)
        except TypeError:
            raise InvalidDiceError("dice.syntax", text=str(value)) from None
        if len(values) != 2:
            raise InvalidDiceError("dice.count", count=len(values))
        return cls(*values)

    @property
    def is_double(self) -> bool:
        """Both dice show the same number (four moves, R32)."""
        return self.high == self.low

    @property
    def moves(self) -> tuple[int, ...]:
        """The moves the roll gives: two, or four for a double (R32–R33)."""
        return (self.high,) * 4 if self.is_double else (self.high, self.low)

    def __iter__(self):  # type: ignore[no-untyped-def]
        yield self.high
        yield self.low

    def __str__(self) -> str:
        return f"{self.high}-{self.low}"

    def __repr__(self) -> str:
        return f"Dice({self.high}, {self.low})"


DiceLike = Dice | str | tuple[int, int] | list[int]

_ROLLS = {(a, b): Dice._make(a, b) for a in range(1, 7) for b in range(1, 7)}

ALL_ROLLS: tuple[Dice, ...] = tuple(Dice(a, b) for a in range(1, 7) for b in range(1, a + 1))
"""The 21 distinct rolls; a non-double happens in 2 of the 36 equally likely ways."""


def roll_weight(dice: Dice) -> int:
    """How many of the 36 equally likely outcomes give this roll (1 or 2)."""
    return 1 if dice.is_double else 2


_ROLL_TEXT = re.compile(r"^\s*[1-6](?:(?:\s*[-–:,x/]\s*|\s+)[1-6]){0,3}\s*$")


class Roll:
    """One to four single moves, each its own die, never doubled: three or four dice of
    the triple and "2-2" games (V16: ``5-5-5`` is three fives), or the moves of a double
    that pass to the opponent (V66: ``Roll.passed(5, 2)`` is two moves of 5).

    Stored high first, so ``Roll(3, 6, 5) == Roll(6, 5, 3)``.  Unlike :class:`Dice` a roll
    of equal values is *not* doubled: ``Roll(5, 5).moves == (5, 5)``.

    >>> Roll.parse("3-6-5"), Roll(5, 5, 5).moves, str(Roll.passed(5, 2))
    (Roll(6, 5, 3), (5, 5, 5), '5-5')
    """

    __slots__ = ("values",)

    values: tuple[int, ...]

    def __init__(self, *values: int) -> None:
        if not 1 <= len(values) <= 4:
            raise InvalidDiceError("dice.roll_count", count=len(values))
        for value in values:
            if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
                raise InvalidDiceError("dice.value", value=value)
        object.__setattr__(self, "values", tuple(sorted(values, reverse=True)))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    @classmethod
    def passed(cls, value: int, count: int) -> Roll:
        """``count`` moves of ``value`` (V66: the unplayed moves of a double)."""
        if isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= 4:
            raise InvalidDiceError("dice.roll_count", count=count)
        return cls(*(value,) * count)

    @classmethod
    def parse(cls, text: str) -> Roll:
        """Read ``"6-5-3"``, ``"5-5-5-5"``, ``"6 5 3"`` or ``"653"`` (one to four dice)."""
        if not isinstance(text, str):
            raise InvalidDiceError("dice.roll_syntax", text=str(text)[:40])
        compact = text.strip()
        if len(text) > MAX_TEXT:
            raise InvalidDiceError("dice.roll_syntax", text=text[:40])
        if compact.isascii() and compact.isdigit() and 1 <= len(compact) <= 4:
            digits = compact
        elif _ROLL_TEXT.match(text):
            digits = "".join(c for c in text if c in "123456")
        else:
            raise InvalidDiceError("dice.roll_syntax", text=text[:40])
        if any(c not in "123456" for c in digits):
            raise InvalidDiceError("dice.roll_syntax", text=text[:40])
        return cls(*(int(c) for c in digits))

    @classmethod
    def coerce(cls, value: RollLike) -> Roll:
        """A ``Roll`` from a ``Roll``, a ``Dice`` (its two values, not doubled), a sequence of
        ints or a string such as ``"6-5-3"``."""
        if isinstance(value, Roll):
            return value
        if isinstance(value, Dice):
            return cls(value.high, value.low)
        if isinstance(value, str):
            return cls.parse(value)
        try:
            values = tuple(value)
        except TypeError:
            raise InvalidDiceError("dice.roll_syntax", text=str(value)[:40]) from None
        return cls(*values)

    @property
    def moves(self) -> tuple[int, ...]:
        """The moves: one per die, high first (V16)."""
        return self.values

    @property
    def is_double(self) -> bool:
        """Always ``False``: a roll's equal dice are not doubled (V16)."""
        return False

    @property
    def high(self) -> int:
        return self.values[0]

    @property
    def low(self) -> int:
        return self.values[-1]

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.values)

    def __len__(self) -> int:
        return len(self.values)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Roll) and self.values == other.values

    def __hash__(self) -> int:
        return hash(("Roll", self.values))

    def __str__(self) -> str:
        return "-".join(str(v) for v in self.values)

    def __repr__(self) -> str:
        return f"Roll({', '.join(str(v) for v in self.values)})"


RollLike = Roll | Dice | str | tuple[int, ...] | list[int]
AnyRoll = Dice | Roll


def coerce_any(value: DiceLike | Roll) -> AnyRoll:
    """A ``Roll`` stays a ``Roll``; anything else is read as two-dice ``Dice``."""
    return value if isinstance(value, Roll) else Dice.coerce(value)


def rank(used: tuple[int, ...] | list[int]) -> tuple[int, tuple[int, ...]]:
    """How a play's dice rank under must-play (V3, V18): more dice first, then the dice
    sorted high first, compared lexicographically."""
    return len(used), tuple(sorted(used, reverse=True))
