"""What every game's position shares: both sides' checkers as 26 counts each, in each
side's own numbering (``[0]`` borne off, ``[1..24]`` points, ``[25]`` the bar where the game
has one), and the colour on roll.  Each variant's position class adds its own rules."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import ClassVar, Self

from .board import CHECKERS, OFF, Color
from .checks import shown
from .errors import InvalidPositionError
from .textboard import text_board


class Sides:
    """The queries both games' positions answer the same way (mixed into each position
    class, which holds ``player``, ``opponent`` and ``turn``)."""

    __slots__ = ()

    player: tuple[int, ...]
    opponent: tuple[int, ...]
    turn: Color
    total: ClassVar[int] = CHECKERS
    """Checkers per side: 15, or 3 in hypergammon (V12)."""
    has_bar: ClassVar[bool]
    """Whether the game has a bar (short nardi: yes, R52; long nardi and plakoto: no)."""

    # What each game's class supplies, so that a drawing or a text needs no game's class.
    @staticmethod
    def for_other_side(point: int) -> int:
        """The same point in the other side's numbering (each game's own rule)."""
        raise NotImplementedError

    @classmethod
    def _trusted(cls, player: tuple[int, ...], opponent: tuple[int, ...], turn: Color) -> Self:
        """The position with these counts, unchecked (engine-internal)."""
        raise NotImplementedError

    def pip_counts(self) -> tuple[int, int]:
        """Pips each side still needs: (player on roll, opponent); a checker on the bar
        counts 25."""
        return (sum(i * n for i, n in enumerate(self.player)),
                sum(i * n for i, n in enumerate(self.opponent)))

    def checkers(self, color: Color) -> tuple[int, ...]:
        """The 26 counts of ``color`` in that colour's own numbering."""
        return self.player if color == self.turn else self.opponent

    def borne_off(self) -> tuple[int, int]:
        """Checkers borne off: (player on roll, opponent)."""
        return self.player[0], self.opponent[0]

    def winner(self) -> Color | None:
        """The colour that has borne off all its checkers, if any (R20, L9)."""
        if self.player[0] == self.total:
            return self.turn
        if self.opponent[0] == self.total:
            return self.turn.other
        return None

    def __str__(self) -> str:
        return text_board(self)

    def _repr_svg_(self) -> str:
        from ..svg import board_svg

        return str(board_svg(self))


def read_counts(checkers: Mapping[int | str, int], point_of: Callable[[object], int | None],
                key_error: str) -> tuple[int, ...]:
    """The 26 counts a ``{point: count}`` mapping gives, each key placed by ``point_of``
    (``None``: no point of this game, refused with the message ``key_error``); checkers
    given as borne off are not counted (the rest of ``total`` is)."""
    if not isinstance(checkers, Mapping):
        raise InvalidPositionError("value.checkers", value=shown(checkers))
    counts = [0] * 26
    for key, count in checkers.items():
        if isinstance(count, bool) or not isinstance(count, int):
            raise InvalidPositionError("value.count", key=shown(key), value=shown(count))
        point = None if isinstance(key, bool) else point_of(key)
        if point is None:
            raise InvalidPositionError(key_error, key=key)
        if point != OFF:
            counts[point] += count
    return tuple(counts)
