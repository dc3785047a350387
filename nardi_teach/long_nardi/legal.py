"""``LongLegalPlays``: long nardi's legal plays of one roll (L3–L8)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.dice import AnyRoll, DiceLike, Roll, coerce_any
from ..core.legal import BaseLegalPlays
from ..core.moves import Move, Play
from ..core.search import search
from .movegen import HEAD, Step, decode, encode, expand, front_of, generate, single_steps

if TYPE_CHECKING:
    from .position import LongPosition


def _play_of(value: tuple) -> Play:  # type: ignore[type-arg]
    steps: tuple[Step, ...] = expand(value)
    return Play(Move(src, dst, die) for src, dst, die in steps)


class LongLegalPlays(BaseLegalPlays):
    """The legal plays of one roll in one long-nardi position, one per distinct result.

    The same interface as short nardi's ``LegalPlays``: ``in``, ``len``, iteration,
    truthiness, ``max_moves``, ``keys()``, ``play_for(key)``, ``results()``.  Empty when the
    player dances.
    """

    __slots__ = ("head",)

    def __init__(self, position: LongPosition, dice: DiceLike) -> None:
        self.position = position
        self.dice = coerce_any(dice)
        self.head = position.head_allowance(self.dice)
        """How many checkers may leave the head this turn (L4–L5)."""
        if position.player[0] == 15:  # the game is over (L9)
            self.max_moves, self._results = 0, {}
        elif isinstance(self.dice, Roll):  # one to four single moves (V17, V66)
            used, self._results = search(
                LongSearchBoard(position.player, position.opponent, self.head,
                                position.exact_bear_off), self.dice.moves)
            self.max_moves = len(used)
        else:
            self.max_moves, self._results = generate(
                position.player, position.opponent, self.dice.high, self.dice.low, self.head,
                position.exact_bear_off)
        self._plays: list[Play] | None = None

    def _play(self, value: tuple) -> Play:  # type: ignore[type-arg]
        return _play_of(value)

    def _key(self, play: Play) -> int | None:
        return result_key(self.position, play, self.dice)

    def results(self) -> list[LongPosition]:
        """The distinct positions the legal plays lead to (before the turn passes)."""
        return [self.position._like(decode(key), self.position.opponent)
                for key in self._results]


def result_key(position: LongPosition, play: Play, dice: AnyRoll) -> int | None:
    """The result key ``play`` reaches, or ``None`` if its moves cannot be made with ``dice``
    (order-independent: each move matches a die, no die is used more often than rolled, no
    point runs out of checkers, nothing is hit)."""
    available = Counter(dice.moves)
    used = Counter(m.die for m in play.moves)
    if any(used[d] > available[d] for d in used):
        return None
    me = list(position.player)
    for m in play.moves:
        if m.hit or not (1 <= m.src <= 24 and 0 <= m.dst < m.src):
            return None
        if m.dst == 0:
            if m.die < m.src:
                return None
        elif m.src - m.dst != m.die:
            return None
        me[m.src] -= 1
        me[m.dst] += 1
    if min(me) < 0:
        return None
    return encode(me)


class LongSearchBoard:
    """Long nardi's board for :func:`nardi_teach.core.search.search` (any ``Roll``)."""

    __slots__ = ("me", "opp", "head_left", "front", "exact")

    def __init__(self, me: tuple[int, ...], opp: tuple[int, ...], head: int,
                 exact: bool = False) -> None:
        self.me, self.opp, self.head_left, self.front = list(me), opp, head, front_of(opp)
        self.exact = exact

    def steps(self, die: int) -> list[tuple[int, int]]:
        return single_steps(self.me, self.opp, die, self.head_left, self.front, self.exact)

    def make(self, src: int, dst: int, die: int) -> Step:
        self.me[src] -= 1
        self.me[dst] += 1
        self.head_left -= src == HEAD
        return (src, dst, die)

    def unmake(self, step: Step) -> None:
        src, dst, _ = step
        self.me[src] += 1
        self.me[dst] -= 1
        self.head_left += src == HEAD

    def key(self) -> int:
        return encode(self.me)

    def state(self) -> tuple[int, int]:
        return encode(self.me), self.head_left
