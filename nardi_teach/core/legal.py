"""What both games' collections of legal plays share: a lazy view of one roll's legal plays,
one per distinct result, keyed by an integer the variant's move generator packs.

Like python-chess's ``board.legal_moves`` it supports ``in``, ``len``, iteration and
truthiness without building the plays first; a dance is an empty collection.  A variant's
subclass fills ``_results`` (result key → the generator's compact play) and says how a compact
play becomes a ``Play`` and which key a ``Play`` reaches.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from .dice import AnyRoll
from .moves import Play


class BaseLegalPlays:
    """One roll's legal plays in one position (see the variant's subclass)."""

    __slots__ = ("position", "dice", "max_moves", "_results", "_plays")

    position: Any
    dice: AnyRoll
    max_moves: int
    _results: dict[int, Any]
    _plays: list[Play] | None

    def _play(self, value: Any) -> Play:
        """The ``Play`` a compact play from the generator stands for."""
        raise NotImplementedError

    def _key(self, play: Play) -> int | None:
        """The result key ``play`` reaches, or ``None`` if its moves cannot be made."""
        raise NotImplementedError

    def _keyed(self) -> dict[int, Any]:
        """``_results`` with its final keys (a subclass may key its results only when a key
        is first asked for: iterating, counting and truthiness need none)."""
        return self._results

    def _materialise(self) -> list[Play]:
        if self._plays is None:
            self._plays = [self._play(v) for v in self._results.values()]
        return self._plays

    def __iter__(self) -> Iterator[Play]:
        return iter(self._materialise())

    def __len__(self) -> int:
        return len(self._results)

    def __bool__(self) -> bool:
        return bool(self._results)

    def __contains__(self, play: object) -> bool:
        if not isinstance(play, Play):
            return False
        key = self._key(play)
        return key is not None and key in self._keyed()

    def play_for(self, key: int) -> Play | None:
        """The legal play reaching a result key, if any."""
        value = self._keyed().get(key)
        return None if value is None else self._play(value)

    @property
    def dice_used(self) -> tuple[int, ...]:
        """The dice every legal play uses, high first (the same for all of them: V3, V18)."""
        for play in self._materialise():
            return tuple(sorted(play.dice_used, reverse=True))
        return ()

    def keys(self) -> Iterable[int]:
        """The result keys: the player's counts after each play, packed in one integer (by
        the variant's move generator)."""
        return self._keyed().keys()

    def __repr__(self) -> str:
        plays = ", ".join(str(p) for p in self)
        return f"<{type(self).__name__} {self.dice} ({len(self)}): {plays}>"
