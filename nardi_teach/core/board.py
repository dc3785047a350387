"""The board's shared vocabulary: the two sides, the checker count, the bar and off."""

from __future__ import annotations

import enum

BAR = 25
OFF = 0
CHECKERS = 15


class Color(enum.IntEnum):
    """The two sides.  ``WHITE`` is XGID's X (the first, bottom player); ``BLACK`` is O."""

    WHITE = 0
    BLACK = 1

    @property
    def other(self) -> Color:
        return Color(1 - self)

    def __repr__(self) -> str:
        return f"Color.{self.name}"


WHITE, BLACK = Color.WHITE, Color.BLACK
