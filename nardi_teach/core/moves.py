"""``Move`` (one die's checker move) and ``Play`` (a whole turn): values shared by every variant."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True, order=True)
class Move:
    """One checker moved by one die: ``src`` (25 = bar) to ``dst`` (0 = off).

    ``hit`` says whether it landed on an opposing blot.  ``die`` can exceed ``src − dst``
    only when bearing off from the highest point (R74).
    """

    src: int
    dst: int
    die: int
    hit: bool = False

    def __str__(self) -> str:
        src = "bar" if self.src == 25 else str(self.src)
        dst = "off" if self.dst == 0 else str(self.dst)
        return f"{src}/{dst}{'*' if self.hit else ''}"


class Play:
    """A whole turn: the moves made, in the order made.  Empty for a dance.

    Plays are values: equal when they hold the same moves in any order, and hashable.
    ``str(play)`` writes standard notation (``24/13``, ``13/7*/2``, ``8/2(2) 6/off(2)``).
    """

    __slots__ = ("_moves", "_sorted", "_lazy")

    def __init__(self, moves: Iterable[Move] = ()) -> None:
        self._moves: tuple[Move, ...] | None = tuple(moves)
        self._sorted: tuple[Move, ...] | None = None
        self._lazy: tuple[Callable[[Any, Any], tuple[Move, ...]], Any, Any] | None = None

    @classmethod
    def _of(cls, moves: tuple[Move, ...]) -> Play:
        """A play of a tuple of moves (engine-internal: built plays are cheap, sorted lazily)."""
        play = object.__new__(cls)
        play._moves, play._sorted, play._lazy = moves, None, None
        return play

    @classmethod
    def _deferred(cls, build: Callable[[Any, Any], tuple[Move, ...]], value: Any, context: Any
                  ) -> Play:
        """A play whose moves ``build(value, context)`` makes when they are first asked for
        (engine-internal: ``list(legal_plays)`` then builds no moves)."""
        play = object.__new__(cls)
        play._moves, play._sorted, play._lazy = None, None, (build, value, context)
        return play

    @property
    def moves(self) -> tuple[Move, ...]:
        """The moves made, in the order made."""
        moves = self._moves
        if moves is None:
            build, value, context = self._lazy  # type: ignore[misc]
            moves = self._moves = build(value, context)
            self._lazy = None
        return moves

    @property
    def _key(self) -> tuple[Move, ...]:
        """The moves in a fixed order: what equality and the hash compare."""
        if self._sorted is None:
            self._sorted = tuple(sorted(self.moves))
        return self._sorted

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Play) and self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def __len__(self) -> int:
        return len(self.moves)

    def __bool__(self) -> bool:
        return bool(self.moves)

    def __iter__(self) -> Iterator[Move]:
        return iter(self.moves)

    @property
    def dice_used(self) -> tuple[int, ...]:
        """The die values this play uses, in order."""
        return tuple(m.die for m in self.moves)

    @property
    def hits(self) -> int:
        """How many opposing blots this play hits."""
        return sum(m.hit for m in self.moves)

    def __str__(self) -> str:
        from .notation import format_play

        return format_play(self)

    def __repr__(self) -> str:
        inner = ", ".join(f"Move({m.src}, {m.dst}, {m.die}{', True' if m.hit else ''})"
                          for m in self.moves)
        return f"Play([{inner}])"


_MOVES: dict[tuple[int, int, int, bool], Move] = {}


def move_of(step: tuple[int, int, int, bool]) -> Move:
    """The ``Move`` of a generator's step ``(src, dst, die, hit)``; moves are values, so one
    object per step is shared by every play that makes it."""
    move = _MOVES.get(step)
    if move is None:
        move = _MOVES[step] = Move(*step)
    return move
