"""The move rules of the short-nardi variants that the fast two-dice generator does not know:
Caucasian short nardi's frozen hitter (V21–V22) and crazy short nardi's exact-only bear-off
(V44–V46).  Each has a search board (``core.search``) and the ``TurnRules`` a ``Turn`` and
the refusals use (``core.turn``); numbering and keys are short nardi's (``short_nardi.movegen``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core.dice import AnyRoll
from ..core.errors import IllegalPlay, Reason
from ..core.moves import Move
from ..core.pairs import hitting_pairs
from ..core.search import Step
from ..core.turn import die_orders
from .explain import _ShortTurnRules, check_step, move_checker
from .movegen import (
    DELTA,
    MASK_SHIFT,
    SearchBoard,
    _generate_double,
    apply_step,
    encode,
    single_steps,
    undo_step,
)

HOME_HITS = 0b1111110  # the hit-mask bits of the mover's home points 1–6


# — crazy: a die bears off only the checker on its own point (V44) —

def exact_steps(me: list[int], opp: list[int], die: int) -> list[tuple[int, int]]:
    """:func:`~nardi_teach.short_nardi.movegen.single_steps` with the exact-only bear-off
    (V44): a larger die never bears off."""
    if me[25] or any(me[7:25]):
        return single_steps(me, opp, die, 24)  # no bear-off: nothing to change
    return _exact_home_steps(me, opp, die)


def _exact_home_steps(me: list[int], opp: list[int], die: int) -> list[tuple[int, int]]:
    """:func:`exact_steps` when every checker is home (and stays home)."""
    out = [(src, src - die) for src in range(6, die, -1) if me[src] and opp[25 - src + die] < 2]
    if me[die]:
        out.append((die, 0))  # V44: only the checker on the die's own point
    return out


def exact_generate(me: Sequence[int], opp: Sequence[int], moves: tuple[int, ...]
                   ) -> tuple[int, dict[int, Any]] | None:
    """Crazy short nardi's plays of two different dice or of equal dice (a double), the
    exact-only bear-off in short nardi's own loops (V3, V44); ``None`` for other rolls."""
    if len(set(moves)) == 1:
        return _generate_double(me, opp, moves[0], len(moves), exact=True)
    if len(moves) != 2:
        return None
    high, low = moves
    steps = exact_steps if me[25] or any(me[7:25]) else _exact_home_steps  # home stays home
    return hitting_pairs(list(me), list(opp), high, low, encode(me), steps, DELTA, MASK_SHIFT,
                         {})


class CrazyBoard(SearchBoard):
    """Short nardi's search board with the exact-only bear-off (V44)."""

    __slots__ = ()

    def steps(self, die: int) -> list[tuple[int, int]]:
        return exact_steps(self.me, self.opp, die)


def _max_dice(me: list[int], opp: list[int], dice: list[int], steps: Any) -> int:
    """The most of ``dice`` that can still be played with the single-die ``steps(me, opp, d)``."""
    if not dice:
        return 0
    best = 0
    for die in sorted(set(dice), reverse=True):
        rest = list(dice)
        rest.remove(die)
        for src, dst in steps(me, opp, die):
            hit = apply_step(me, opp, src, dst)
            got = 1 + _max_dice(me, opp, rest, steps)
            undo_step(me, opp, src, dst, hit)
            best = max(best, got)
            if best == len(dice):
                return best
    return best


def crazy_move_checker(me: list[int], opp: list[int], remaining: list[int], src: int, dst: int
                       ) -> list[Move]:
    """Short nardi's ``move_checker`` with the exact-only bear-off (V44)."""
    if dst != 0 or not remaining:
        return move_checker(me, opp, remaining, src, dst)
    orders = die_orders(src, 0, remaining)
    exact = [order for order in orders if sum(order) == src]
    for order in exact:
        trial_me, trial_opp, rest = list(me), list(opp), list(remaining)
        try:
            steps: list[Move] = []
            at = src
            for die in order:
                check_step(trial_me, trial_opp, at, at - die, die)
                steps.append(Move(at, at - die, die, apply_step(trial_me, trial_opp, at, at - die)))
                rest.remove(die)
                at -= die
        except IllegalPlay:
            continue
        me[:], opp[:], remaining[:] = trial_me, trial_opp, rest
        return steps
    over = [order for order in orders if sum(order) > src]
    if over and not any(me[7:26]):
        order = over[0]
        at = src - sum(order[:-1])
        raise IllegalPlay(Reason.BEAR_OFF_EXACT, die=order[-1], src=at, rule="V44, R90")
    return move_checker(me, opp, remaining, src, dst)


class CrazyTurnRules(_ShortTurnRules):
    """Crazy short nardi's ``TurnRules``: short nardi's with the exact-only bear-off."""

    def steps(self, board: list[list[int]], die: int) -> list[tuple[int, int]]:
        return exact_steps(board[0], board[1], die)

    def max_dice(self, board: list[list[int]], remaining: list[int]) -> int:
        return _max_dice(board[0], board[1], list(remaining), exact_steps)

    def move_checker(self, board: list[list[int]], remaining: list[int], src: int, dst: int
                     ) -> list[Move]:
        return crazy_move_checker(board[0], board[1], remaining, src, dst)

    def rule(self, reason: Reason) -> str | None:
        return None


CRAZY_RULES = CrazyTurnRules()


# — Caucasian: a checker that hit in its own home moves no further this turn (V21–V22) —

class CaucasianBoard(SearchBoard):
    """Short nardi's search board that keeps frozen hitters still (V21): ``frozen[p]``
    checkers on home point ``p`` hit there this turn and may not move again."""

    __slots__ = ("frozen",)
    peek = None  # the state carries the frozen hitters: no peeking

    def __init__(self, me: Sequence[int], opp: Sequence[int]) -> None:
        super().__init__(me, opp)
        self.frozen = [0] * 7

    def steps(self, die: int) -> list[tuple[int, int]]:
        frozen, me = self.frozen, self.me
        return [(src, dst) for src, dst in single_steps(me, self.opp, die)
                if src > 6 or me[src] > frozen[src]]

    def make(self, src: int, dst: int, die: int) -> Step:
        step = super().make(src, dst, die)
        if step[3] and dst <= 6:
            self.frozen[dst] += 1
        return step

    def unmake(self, step: Step) -> None:
        super().unmake(step)
        if step[3] and step[1] <= 6:
            self.frozen[step[1]] -= 1

    def state(self) -> Any:
        return self.key(), tuple(self.frozen)


def frozen_steps(board: list[Any], die: int) -> list[tuple[int, int]]:
    me, opp, frozen = board[0], board[1], board[2]
    return [(src, dst) for src, dst in single_steps(me, opp, die)
            if src > 6 or me[src] > frozen[src]]


class CaucasianTurnRules(_ShortTurnRules):
    """Caucasian short nardi's ``TurnRules``: the board is ``[me, opp, frozen, binding]``;
    when ``binding`` (some best play leaves every hitter still, V22) frozen hitters stay."""

    def board(self, position: Any, dice: AnyRoll, moves: Sequence[Move]) -> list[Any]:
        me, opp = list(position.player), list(position.opponent)
        frozen = [0] * 7
        for m in moves:
            hit = apply_step(me, opp, m.src, m.dst)
            if hit and m.dst <= 6:
                frozen[m.dst] += 1
        return [me, opp, frozen, position.legal_plays(dice).frozen_binding]

    def steps(self, board: list[Any], die: int) -> list[tuple[int, int]]:
        if board[3]:
            return frozen_steps(board, die)
        return single_steps(board[0], board[1], die)

    def make(self, board: list[Any], src: int, dst: int, die: int) -> Move:
        move = super().make(board, src, dst, die)
        if move.hit and dst <= 6:
            board[2][dst] += 1
        return move

    def unmake(self, board: list[Any], move: Move) -> None:
        super().unmake(board, move)
        if move.hit and move.dst <= 6:
            board[2][move.dst] -= 1

    def max_dice(self, board: list[Any], remaining: list[int]) -> int:
        if not remaining:
            return 0
        best = 0
        for die in sorted(set(remaining), reverse=True):
            rest = list(remaining)
            rest.remove(die)
            for src, dst in self.steps(board, die):
                move = self.make(board, src, dst, die)
                got = 1 + self.max_dice(board, rest)
                self.unmake(board, move)
                best = max(best, got)
                if best == len(remaining):
                    return best
        return best

    def move_checker(self, board: list[Any], remaining: list[int], src: int, dst: int
                     ) -> list[Move]:
        me, opp, frozen, binding = board
        if binding and 1 <= src <= 6 and me[src] and me[src] <= frozen[src]:
            raise IllegalPlay(Reason.FROZEN_HITTER, src=src, rule="V21, V22, R172")
        trial_me, trial_opp, rest = list(me), list(opp), list(remaining)
        steps = move_checker(trial_me, trial_opp, rest, src, dst)
        if binding:
            for before, after in zip(steps, steps[1:], strict=False):
                if before.hit and before.dst <= 6:
                    raise IllegalPlay(Reason.FROZEN_HITTER, src=after.src, rule="V21, V22, R172")
        me[:], opp[:], remaining[:] = trial_me, trial_opp, rest
        for m in steps:
            if m.hit and m.dst <= 6:
                frozen[m.dst] += 1
        return steps

    def rule(self, reason: Reason) -> str | None:
        return None


CAUCASIAN_RULES = CaucasianTurnRules()
