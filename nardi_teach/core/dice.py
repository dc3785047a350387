"""``Dice``: one roll of two dice, an immutable value."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import InvalidDiceError

_FACES = {1, 2, 3, 4, 5, 6}
_ROLL = re.compile(r"^\s*([1-6])\s*[-–:, x/]?\s*([1-6])\s*$")


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
        match = _ROLL.match(text) if isinstance(text, str) else None
        if not match:
            raise InvalidDiceError("dice.syntax", text=text)
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
