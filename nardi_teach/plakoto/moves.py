"""Plakoto's moves (V24–V30): pins instead of hits, no bar.

A side is 26 counts in its own numbering as in short nardi (``[0]`` off, ``[1..24]``,
``[25]`` always 0); a pinned checker is counted on its point, and a side's *pins* are a
bit mask of its points where its own checker lies pinned under the other side's.  For the
mover, point ``t`` is the opponent's ``25 − t``.

A result key is short nardi's layout: the mover's counts a byte each, and above them
(``<< 208``) the mask of the mover's points where an opposing checker is pinned after
the play — the opponent's counts never change during the mover's turn, and the mover's
own pins cannot change either (V28), so the key identifies the result (V5).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.errors import IllegalPlay, Reason
from ..core.moves import Move
from ..core.turn import die_orders
from ..short_nardi.movegen import MASK_SHIFT, encode

Step = tuple[int, int, int, bool, bool]  # (src, dst, die, pinned a checker, released one)


class PlakotoBoard:
    """A turn's working board: the mover's counts ``me`` (in place), the opponent's ``opp``,
    ``mine`` (the mover's pinned points, fixed for the turn) and ``theirs`` (the mover's
    points where an opposing checker is pinned, changed by pins and releases).  ``exact``:
    the crazy games' exact-only bear-off (V44–V45, V57)."""

    __slots__ = ("me", "opp", "mine", "theirs", "exact", "made")

    def __init__(self, me: Sequence[int], opp: Sequence[int], mine: int, theirs: int,
                 exact: bool = False) -> None:
        self.me, self.opp = list(me), list(opp)
        self.mine, self.theirs, self.exact = mine, theirs, exact
        self.made: list[Step] = []

    def movable(self, src: int) -> int:
        """How many of the mover's checkers on ``src`` may move (a pinned one may not, V26)."""
        return self.me[src] - (self.mine >> src & 1)

    def landing(self, dst: int) -> Reason | None:
        """Why the mover may not land on ``dst`` (1–24), or ``None``."""
        if self.mine >> dst & 1:
            return Reason.PINNED_POINT  # V27: the pinned side may not land there
        if not self.theirs >> dst & 1 and self.opp[25 - dst] >= 2:
            return Reason.POINT_BLOCKED  # V27, R36: two or more free opposing checkers
        return None

    def home(self) -> bool:
        """Every checker home or off, none pinned (V6, V30)."""
        return not self.mine and not any(self.me[7:25])

    def steps(self, die: int) -> list[tuple[int, int]]:
        me = self.me
        out: list[tuple[int, int]] = []
        home = self.home()
        highest = True
        for src in range(6 if home else 24, 0, -1):
            if not me[src]:
                continue
            if self.movable(src) > 0:
                dst = src - die
                if dst > 0:
                    if self.landing(dst) is None:
                        out.append((src, dst))
                elif home and (dst == 0 or (highest and not self.exact)):
                    out.append((src, 0))  # V6, V30; V44 exact only
            highest = False
        return out

    def make(self, src: int, dst: int, die: int) -> Step:
        me = self.me
        me[src] -= 1
        me[dst] += 1
        released = bool(self.theirs >> src & 1) and me[src] == 0  # V28
        if released:
            self.theirs &= ~(1 << src)
        pinned = dst > 0 and not self.theirs >> dst & 1 and self.opp[25 - dst] == 1  # V25
        if pinned:
            self.theirs |= 1 << dst
        step = (src, dst, die, pinned, released)
        self.made.append(step)
        return step

    def unmake(self, step: Step) -> None:
        src, dst, _, pinned, released = step
        if pinned:
            self.theirs &= ~(1 << dst)
        if released:
            self.theirs |= 1 << src
        self.me[src] += 1
        self.me[dst] -= 1
        self.made.pop()

    def key(self) -> int:
        return encode(self.me) | self.theirs << MASK_SHIFT

    def state(self) -> int:
        return self.key()


# — explaining a refused movement (core.turn's TurnRules) —

def check_step(board: PlakotoBoard, src: int, dst: int, die: int) -> None:
    """Raise ``IllegalPlay`` if one checker cannot move ``src``→``dst`` with ``die``."""
    me = board.me
    if not any(me[1:25]):
        raise IllegalPlay(Reason.GAME_OVER)
    if not 1 <= src <= 24 or me[src] == 0:
        raise IllegalPlay(Reason.NO_CHECKER, src=src)
    if dst >= src:
        raise IllegalPlay(Reason.WRONG_DIRECTION, src=src, dst=dst)  # R10
    if board.movable(src) <= 0:
        raise IllegalPlay(Reason.PINNED, src=src, rule="V26, R173")
    if dst > 0:
        if src - dst != die:
            raise IllegalPlay(Reason.DIE_NOT_ROLLED, src=src, dst=dst, distance=src - dst,
                              dice=(die,))
        why = board.landing(dst)
        if why is Reason.PINNED_POINT:
            raise IllegalPlay(why, dst=dst, rule="V27")
        if why is not None:
            raise IllegalPlay(why, die=die, src=src, dst=dst, count=board.opp[25 - dst],
                              rule="V27, R36")
        return
    if board.mine:
        where = [p for p in range(1, 25) if board.mine >> p & 1]
        raise IllegalPlay(Reason.BEAR_OFF_PINNED, where=where, rule="V30, R91")
    outside = [p for p in range(7, 25) if me[p]]
    if outside:
        raise IllegalPlay(Reason.BEAR_OFF_NOT_HOME, where=outside, rule="V6, R67")
    if die < src:
        raise IllegalPlay(Reason.BEAR_OFF_TOO_SMALL, die=die, src=src, need=src)  # R81
    if die > src:
        if board.exact:
            raise IllegalPlay(Reason.BEAR_OFF_EXACT, die=die, src=src, rule="V44, V57")
        higher = [p for p in range(src + 1, 7) if me[p]]
        if higher:
            alternatives = ", ".join(str(Move(a, b, die)) for a, b in board.steps(die))
            if alternatives:
                raise IllegalPlay(Reason.BEAR_OFF_HIGHER, die=die, src=src, higher=max(higher),
                                  alternatives=alternatives)
            raise IllegalPlay(Reason.BEAR_OFF_HIGHER, key="illegal.bear_off_higher_none",
                              die=die, src=src, higher=max(higher))


def move_checker(board: PlakotoBoard, remaining: list[int], src: int, dst: int) -> list[Move]:
    """Move one checker ``src``→``dst`` with one or more of ``remaining`` (both updated), or
    raise ``IllegalPlay`` and change nothing."""
    if not remaining:
        raise IllegalPlay(Reason.DICE_USED_UP, dice=())
    orders = die_orders(src, dst, remaining)
    if not orders:
        check_step(board, src, dst, max(remaining) if dst == 0 else src - dst)
        raise IllegalPlay(Reason.DIE_NOT_ROLLED, src=src, dst=dst, distance=src - dst,
                          dice=tuple(remaining))
    first: IllegalPlay | None = None
    for order in orders:
        made: list[Step] = []
        at = src
        try:
            for die in order:
                to = max(at - die, 0)
                check_step(board, at, to, die)
                made.append(board.make(at, to, die))
                at = to
        except IllegalPlay as error:
            for step in reversed(made):
                board.unmake(step)
            first = first or error
            continue
        for step in made:
            remaining.remove(step[2])
        return [Move(s[0], s[1], s[2], s[3]) for s in made]
    assert first is not None
    raise first


def max_dice(board: PlakotoBoard, dice: list[int]) -> int:
    """The most of ``dice`` that can still be played."""
    if not dice:
        return 0
    best = 0
    for die in sorted(set(dice), reverse=True):
        rest = list(dice)
        rest.remove(die)
        for src, dst in board.steps(die):
            step = board.make(src, dst, die)
            got = 1 + max_dice(board, rest)
            board.unmake(step)
            best = max(best, got)
            if best == len(dice):
                return best
    return best


class PlakotoTurnRules:
    """Plakoto's side of :class:`~nardi_teach.core.turn.TurnRules` (the board is a
    :class:`PlakotoBoard`; :meth:`make` and :meth:`unmake` nest, as a ``Turn`` uses them)."""

    def board(self, position: Any, dice: Any, moves: Sequence[Move]) -> PlakotoBoard:
        board = position._board()
        for m in moves:
            board.make(m.src, m.dst, m.die)
        return board

    def steps(self, board: PlakotoBoard, die: int) -> list[tuple[int, int]]:
        return board.steps(die)

    def make(self, board: PlakotoBoard, src: int, dst: int, die: int) -> Move:
        step = board.make(src, dst, die)
        return Move(src, dst, die, step[3])

    def unmake(self, board: PlakotoBoard, move: Move) -> None:
        board.unmake(board.made[-1])

    def max_dice(self, board: PlakotoBoard, remaining: list[int]) -> int:
        return max_dice(board, list(remaining))

    def move_checker(self, board: PlakotoBoard, remaining: list[int], src: int, dst: int
                     ) -> list[Move]:
        return move_checker(board, remaining, src, dst)

    def current(self, board: PlakotoBoard, position: Any) -> Any:
        return position._after(board)

    def rule(self, reason: Reason) -> str | None:
        return {Reason.MUST_MOVE: "V29, R40", Reason.MUST_USE_BOTH: "V29, R42",
                Reason.MUST_USE_HIGHER: "V29, R43", Reason.MUST_PLAY_MORE_DOUBLE: "V29, R45",
                Reason.NOT_LEGAL: "V29"}.get(reason)

    def refine(self, error: IllegalPlay, legal_moves: Sequence[Move]) -> IllegalPlay:
        return error


TURN_RULES = PlakotoTurnRules()
