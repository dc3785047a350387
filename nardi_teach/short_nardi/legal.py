"""``LegalPlays``: short nardi's legal plays of one roll, and checking a play's moves."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..core.dice import AnyRoll, DiceLike, Roll, coerce_any
from ..core.legal import BaseLegalPlays
from ..core.moves import Move, Play, move_of
from .movegen import MASK_SHIFT, Step, apply_step, decode, encode, generate
from .multidice import generate_roll

if TYPE_CHECKING:
    from .position import Position


def _step_moves(steps: tuple[Step, ...], _: object = None) -> tuple[Move, ...]:
    return tuple([move_of(step) for step in steps])


_CHUNKS: dict[int, tuple[tuple[int, int], ...]] = {}
"""For 12 bits of a double's integer (four points' counts): (offset, count) of each point
(filled as met)."""


def _chunk(bits: int) -> tuple[tuple[int, int], ...]:
    found = _CHUNKS[bits] = tuple((i, bits >> 3 * i & 7) for i in range(4) if bits >> 3 * i & 7)
    return found


def _double_moves(value: int, opp: tuple[int, ...]) -> tuple[Move, ...]:
    """The play a double's integer stands for (see ``movegen.expand``): the moves from the
    highest point down, a hit on the first checker to land."""
    die = value & 7
    groups: list[tuple[int, int]] = []
    rest, base = value >> 3, 1
    while rest:  # four points (12 bits) at a time
        chunk = rest & 4095
        if chunk:
            groups.extend([(base + i, k) for i, k in _CHUNKS.get(chunk) or _chunk(chunk)])
        rest >>= 12
        base += 4
    moves: list[Move] = []
    for point, k in reversed(groups):
        land = point - die if point > die else 0
        moves.append(move_of((point, land, die, land > 0 and opp[25 - land] == 1)))
        if k > 1:
            moves.extend([move_of((point, land, die, False))] * (k - 1))
    return tuple(moves)


class LegalPlays(BaseLegalPlays):
    """The legal plays of one roll in one position, one per distinct result (R29–R89).

    Supports ``in``, ``len``, iteration and truthiness, like python-chess's
    ``board.legal_moves``.  Empty when the player dances (R48, R63).
    """

    __slots__ = ()

    def __init__(self, position: Position, dice: DiceLike | Roll) -> None:
        self.position = position
        self.dice = coerce_any(dice)
        if position.player[0] == position.total:  # the game is over (R20)
            self.max_moves, self._results = 0, {}
        elif isinstance(self.dice, Roll):  # one to four single moves (V16, V18, V66)
            self.max_moves, self._results = generate_roll(position.player, position.opponent,
                                                          self.dice.moves)
        else:
            self.max_moves, self._results = generate(
                position.player, position.opponent, self.dice.high, self.dice.low
            )
        self._plays: list[Play] | None = None

    def _play(self, value: tuple | int) -> Play:  # type: ignore[type-arg]
        if type(value) is int:  # the moves are made when first asked for (issue 20)
            return Play._deferred(_double_moves, value, self.position.opponent)
        return Play._deferred(_step_moves, value, None)

    def _key(self, play: Play) -> int | None:
        return result_key(self.position, play, self.dice)

    def results(self) -> list[Position]:
        """The distinct positions the legal plays lead to (before the turn passes)."""
        return [self.result_for(key) for key in self._results]

    def hits(self) -> bool:
        """Whether one of the legal plays hits (puts an opposing checker on the bar)."""
        return any(key >> MASK_SHIFT for key in self._results)

    def result_for(self, key: int) -> Position:
        """The position one result key stands for (before the turn passes): the player's
        counts, the opponent's with each hit checker on the bar."""
        player, mask = decode(key)
        opp = list(self.position.opponent)
        while mask:
            low = mask & -mask
            opp[26 - low.bit_length()] = 0  # the hit point's 25 − point
            opp[25] += 1
            mask ^= low
        return type(self.position)._trusted(player, tuple(opp), self.position.turn)


def result_key(position: Position, play: Play, dice: AnyRoll) -> int | None:
    """The result key ``play`` reaches, or ``None`` if its moves cannot be made with ``dice``.

    Order-independent: each move must match a die of the roll (the exact distance, or a
    larger die to bear off), no die is used more often than rolled, and no point runs out
    of checkers; legality of the whole play is then a matter of the result.
    """
    available = Counter(dice.moves)
    used = Counter(m.die for m in play.moves)
    if any(used[d] > available[d] for d in used):
        return None
    me = list(position.player)
    opp = position.opponent
    mask = 0
    for m in play.moves:
        if not (1 <= m.src <= 25 and 0 <= m.dst < m.src):
            return None
        if m.dst == 0:
            if m.die < m.src:
                return None
        elif m.src - m.dst != m.die:
            return None
        me[m.src] -= 1
        me[m.dst] += 1
        if m.dst and opp[25 - m.dst] == 1:
            mask |= 1 << m.dst
    if min(me) < 0:
        return None
    return encode(me, mask)


def apply_play(position: Position, play: Play) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """(player, opponent) after ``play``'s moves, each checked as it is made."""
    from .explain import check_step

    me = list(position.player)
    opp = list(position.opponent)
    for m in play.moves:
        check_step(me, opp, m.src, m.dst, m.die)
        apply_step(me, opp, m.src, m.dst)
    return tuple(me), tuple(opp)
