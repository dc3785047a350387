"""Why a short-nardi move is illegal, and the rules a ``Turn`` needs (``TURN_RULES``).

``check_step`` explains a single die's move that cannot be made at all; ``move_checker``
moves one checker with one or more dice.  ``Turn`` (a turn in progress: which checker moves
may come next, R41–R46, and why any other is refused) and ``explain_segments`` (why a
written play is not legal) are the shared ones of ``nardi_teach.core.turn``, driven by
``TURN_RULES``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.dice import Dice
from ..core.errors import IllegalPlay, Reason
from ..core.moves import Move
from ..core.turn import Turn, die_orders, explain_segments
from .movegen import apply_step, max_dice, single_steps, undo_step
from .position import Position

__all__ = ["TURN_RULES", "Turn", "check_step", "explain_segments", "move_checker"]


def _check_source(me: Sequence[int], src: int, dst: int) -> None:
    """Raise ``IllegalPlay`` unless a checker of the mover may leave ``src`` towards ``dst``."""
    if me[25] and src != 25:
        raise IllegalPlay(Reason.MUST_ENTER_FIRST)  # R59
    if not 1 <= src <= 25 or me[src] == 0:
        raise IllegalPlay(Reason.NO_CHECKER, src=src)
    if dst >= src:
        raise IllegalPlay(Reason.WRONG_DIRECTION, src=src, dst=dst)  # R10


def check_step(me: Sequence[int], opp: Sequence[int], src: int, dst: int, die: int) -> None:
    """Raise ``IllegalPlay`` if one checker cannot move ``src``→``dst`` with ``die``."""
    if me[0] == 15:
        raise IllegalPlay(Reason.GAME_OVER)
    _check_source(me, src, dst)
    if dst > 0:
        if src - dst != die:
            raise IllegalPlay(Reason.DIE_NOT_ROLLED, src=src, dst=dst, distance=src - dst,
                              dice=(die,))
        count = opp[25 - dst]
        if count >= 2:
            if src == 25:
                raise IllegalPlay(Reason.ENTRY_BLOCKED, die=die, dst=dst, count=count)  # R61
            raise IllegalPlay(Reason.POINT_BLOCKED, die=die, src=src, dst=dst, count=count)
        return
    _check_all_home(me)
    if die < src:
        raise IllegalPlay(Reason.BEAR_OFF_TOO_SMALL, die=die, src=src, need=src)  # R81
    if die > src:
        higher = [p for p in range(src + 1, 7) if me[p]]
        if higher:
            raise IllegalPlay(Reason.BEAR_OFF_HIGHER, die=die, src=src, higher=max(higher))


def _check_all_home(me: Sequence[int]) -> None:
    if any(me[7:26]):
        if me[25]:
            raise IllegalPlay(Reason.BEAR_OFF_BAR)  # R87
        outside = [p for p in range(7, 25) if me[p]]
        if me[0]:  # checkers are off, so one outside was hit in the bear-off (R87–R88)
            raise IllegalPlay(Reason.BEAR_OFF_AFTER_HIT, where=outside)
        raise IllegalPlay(Reason.BEAR_OFF_NOT_HOME, where=outside)  # R67


def move_checker(
    me: list[int], opp: list[int], remaining: list[int], src: int, dst: int
) -> list[Move]:
    """Move one checker ``src``→``dst`` with one or more of the ``remaining`` dice.

    On success ``me``, ``opp`` and ``remaining`` are updated and the single-die moves
    returned; otherwise ``IllegalPlay`` explains why and nothing is changed.
    """
    if not remaining:
        raise IllegalPlay(Reason.DICE_USED_UP, dice=())
    _check_source(me, src, dst)
    orders = die_orders(src, dst, remaining)
    if not orders and dst == 0:
        _check_all_home(me)
        die = max(remaining)
        raise IllegalPlay(Reason.BEAR_OFF_TOO_SMALL, die=die, src=src, need=src)  # R81
    if not orders:
        raise IllegalPlay(Reason.DIE_NOT_ROLLED, src=src, dst=dst, distance=src - dst,
                          dice=tuple(remaining))
    first_error: IllegalPlay | None = None
    blocked_via: set[int] = set()
    entry_failed = True
    for order in orders:
        trial_me, trial_opp = list(me), list(opp)
        steps: list[Move] = []
        at = src
        try:
            for index, die in enumerate(order):
                to = max(at - die, 0)
                try:
                    check_step(trial_me, trial_opp, at, to, die)
                except IllegalPlay as error:
                    if index > 0:
                        entry_failed = False
                    if index < len(order) - 1 and error.reason is Reason.POINT_BLOCKED:
                        blocked_via.add(to)  # R37: an intermediate landing point
                    raise
                hit = apply_step(trial_me, trial_opp, at, to)
                steps.append(Move(at, to, die, hit))
                at = to
        except IllegalPlay as error:
            first_error = first_error or error
            continue
        me[:], opp[:] = trial_me, trial_opp
        for step in steps:
            remaining.remove(step.die)
        return steps
    if all(len(order) > 1 for order in orders):
        if src == 25 and entry_failed:
            via = sorted({25 - order[0] for order in orders})
            raise IllegalPlay(Reason.ENTER_SINGLE_DIE, dst=dst, via=via)  # R62
        if blocked_via:
            raise IllegalPlay(Reason.INTERMEDIATE_BLOCKED, src=src, dst=dst,
                              via=sorted(blocked_via))
    assert first_error is not None
    raise first_error


class _ShortTurnRules:
    """Short nardi's side of :class:`~nardi_teach.core.turn.TurnRules`: the board is the
    pair of count lists ``[me, opp]``."""

    def board(self, position: Position, dice: Dice, moves: Sequence[Move]
              ) -> list[list[int]]:
        me, opp = list(position.player), list(position.opponent)
        for m in moves:
            apply_step(me, opp, m.src, m.dst)
        return [me, opp]

    def steps(self, board: list[list[int]], die: int) -> list[tuple[int, int]]:
        return single_steps(board[0], board[1], die)

    def make(self, board: list[list[int]], src: int, dst: int, die: int) -> Move:
        return Move(src, dst, die, apply_step(board[0], board[1], src, dst))

    def unmake(self, board: list[list[int]], move: Move) -> None:
        undo_step(board[0], board[1], move.src, move.dst, move.hit)

    def max_dice(self, board: list[list[int]], remaining: list[int]) -> int:
        return max_dice(board[0], board[1], remaining)

    def move_checker(self, board: list[list[int]], remaining: list[int], src: int, dst: int
                     ) -> list[Move]:
        return move_checker(board[0], board[1], remaining, src, dst)

    def current(self, board: list[list[int]], position: Position) -> Position:
        return Position._trusted(tuple(board[0]), tuple(board[1]), position.turn)

    def rule(self, reason: Reason) -> str | None:
        return None


TURN_RULES = _ShortTurnRules()
