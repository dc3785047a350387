"""Why a long-nardi move is illegal, and the rules a ``Turn`` needs (``TURN_RULES``).

``check_step`` explains one die's move that cannot be made (a closed point L3, the head
L4–L5, a six-block L6, bearing off L8); ``move_checker`` moves one checker with one or more
dice; ``apply_play`` checks and makes a whole play.  The shared ``Turn`` and
``explain_segments`` (``nardi_teach.core.turn``) add the must-play rules (L7).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from ..core.dice import Dice
from ..core.errors import IllegalPlay, Reason
from ..core.moves import Move, Play
from ..core.turn import die_orders
from .movegen import CROSS, HEAD, front_of, makes_block, max_dice, run_through, single_steps

if TYPE_CHECKING:
    from .position import LongPosition

# The rule ids long nardi names: the L-id, and the catalogue's R-id where there is one.
RULES: dict[Reason | str, str] = {
    Reason.POINT_CLOSED: "L3, R159",
    Reason.INTERMEDIATE_BLOCKED: "L3, R37",
    Reason.HEAD_RULE: "L4, R157",
    Reason.SIX_BLOCK: "L6",
    Reason.WRONG_DIRECTION: "L1, R10",
    Reason.BEAR_OFF_NOT_HOME: "L8, R67",
    Reason.BEAR_OFF_HIGHER: "L8, R75",
    Reason.BEAR_OFF_TOO_SMALL: "L8, R81",
    Reason.GAME_OVER: "L9",
    "illegal.head_rule_two": "L5, R158",
    "illegal.head_rule_first": "L5, R158",
    "illegal.head_rule_fevga": "L5, R163",
    "illegal.head_rule_sport": "R162, L5",
}
"""Reason (or message key, for a more specific rule) → the rule ids a refusal names; the
other games of the family extend it (``position.rule_ids``)."""


class LongBoard:
    """A turn's working board: the mover's counts (changed in place), the opponent's, how
    many more checkers may leave the head, and the opponent's front (see ``movegen``);
    ``exact``: the game bears off only with the exact number (V44); ``rules``: the rule ids
    its refusals name."""

    __slots__ = ("me", "opp", "allowance", "head_left", "front", "first", "dice", "exact",
                 "rules", "sport_first", "fevga")

    def __init__(self, position: LongPosition, dice: Dice, moves: Sequence[Move] = ()) -> None:
        self.me = list(position.player)
        self.opp = position.opponent
        self.allowance = self.head_left = position.head_allowance(dice)
        self.front = front_of(self.opp)
        self.first = position.player_first
        self.dice = dice
        self.exact = position.exact_bear_off
        self.rules = position.rule_ids or RULES
        # sport's first player, whose first turn has no exception (R162)
        self.sport_first = (position.head_rule.value == "sport" and position.player_first
                            and position.opponent_first)
        self.fevga = position.head_rule.value == "fevga"  # no first-turn exception (R163)
        for m in moves:
            self.me[m.src] -= 1
            self.me[m.dst] += 1
            self.head_left -= m.src == HEAD

    def copy(self) -> LongBoard:
        other = object.__new__(type(self))
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                setattr(other, name, getattr(self, name))
        other.me = list(self.me)
        return other


def _illegal(rules: dict[Reason | str, str], reason: Reason, key: str | None = None,
             **params: object) -> IllegalPlay:
    rule = rules.get(key) if key else None
    return IllegalPlay(reason, key=key, rule=rule or rules.get(reason), **params)


def check_step(board: LongBoard, src: int, dst: int, die: int) -> None:
    """Raise ``IllegalPlay`` if one checker cannot move ``src``→``dst`` with ``die``."""
    me, opp = board.me, board.opp
    if me[0] == 15:
        raise _illegal(board.rules, Reason.GAME_OVER)
    if not 1 <= src <= 24 or me[src] == 0:
        raise _illegal(board.rules, Reason.NO_CHECKER, src=src)
    if dst >= src:
        raise _illegal(board.rules, Reason.WRONG_DIRECTION, src=src, dst=dst)
    if src == HEAD and board.head_left <= 0:
        if board.allowance == 2:
            raise _illegal(board.rules, Reason.HEAD_RULE, key="illegal.head_rule_two",
                           dice=tuple(board.dice))
        if board.dice.is_double and board.first:
            key = ("illegal.head_rule_sport" if board.sport_first else
                   "illegal.head_rule_fevga" if board.fevga else "illegal.head_rule_first")
            raise _illegal(board.rules, Reason.HEAD_RULE, key=key, dice=tuple(board.dice))
        raise _illegal(board.rules, Reason.HEAD_RULE)
    if dst > 0:
        if src - dst != die:
            raise _illegal(board.rules, Reason.DIE_NOT_ROLLED, src=src, dst=dst, distance=src - dst,
                           dice=(die,))
        count = opp[CROSS[dst]]
        if count:
            raise _illegal(board.rules, Reason.POINT_CLOSED, die=die, src=src, dst=dst, count=count)
        if not me[dst] and makes_block(me, src, dst, board.front):
            me[src] -= 1
            me[dst] += 1
            lo, hi = run_through(me, dst)
            me[src] += 1
            me[dst] -= 1
            run = ", ".join(str(CROSS[q]) for q in range(lo, hi + 1))
            raise _illegal(board.rules, Reason.SIX_BLOCK, src=src, dst=dst, run=run,
                           length=hi - lo + 1,
                           trapped=15 - opp[0])
        return
    outside = [p for p in range(7, 25) if me[p]]
    if outside:
        raise _illegal(board.rules, Reason.BEAR_OFF_NOT_HOME, where=outside)
    if die < src:
        raise _illegal(board.rules, Reason.BEAR_OFF_TOO_SMALL, die=die, src=src, need=src)
    if die > src and board.exact:  # V44: only a die equal to the point bears off
        moves = [str(Move(a, b, die)) for a, b in
                 single_steps(me, opp, die, board.head_left, board.front, True)]
        if moves:
            raise _illegal(board.rules, Reason.BEAR_OFF_HIGHER, key="illegal.long_bear_off_exact",
                           die=die, src=src, alternatives=", ".join(moves))
        raise _illegal(board.rules, Reason.BEAR_OFF_HIGHER, key="illegal.long_bear_off_exact_none",
                       die=die, src=src)
    if die > src:
        higher = [p for p in range(src + 1, 7) if me[p]]
        if higher:  # name the moves the die really has here (computed), or say it has none
            moves = [str(Move(a, b, die)) for a, b in
                     single_steps(me, opp, die, board.head_left, board.front, board.exact)]
            if moves:
                raise _illegal(board.rules, Reason.BEAR_OFF_HIGHER, die=die, src=src,
                               higher=max(higher),
                               alternatives=", ".join(moves))
            raise _illegal(board.rules, Reason.BEAR_OFF_HIGHER, key="illegal.bear_off_higher_none",
                           die=die,
                           src=src, higher=max(higher))


def _step(board: LongBoard, src: int, dst: int) -> None:
    board.me[src] -= 1
    board.me[dst] += 1
    board.head_left -= src == HEAD


def move_checker(board: LongBoard, remaining: list[int], src: int, dst: int,
                 check: Callable[[Any, int, int, int], None] = check_step) -> list[Move]:
    """Move one checker ``src``→``dst`` with one or more of the ``remaining`` dice.

    On success ``board`` and ``remaining`` are updated and the single-die moves returned;
    otherwise ``IllegalPlay`` explains why and nothing is changed.  ``check`` explains one
    die's move (another game of the family passes its own).
    """
    if not remaining:
        raise _illegal(board.rules, Reason.DICE_USED_UP, dice=())
    if not 1 <= src <= 24 or board.me[src] == 0:
        raise _illegal(board.rules, Reason.NO_CHECKER, src=src)
    if dst >= src:
        raise _illegal(board.rules, Reason.WRONG_DIRECTION, src=src, dst=dst)
    orders = die_orders(src, dst, remaining)
    if not orders and dst == 0:
        check(board, src, 0, max(remaining))  # not home, or too small
        raise _illegal(board.rules, Reason.BEAR_OFF_TOO_SMALL, die=max(remaining), src=src,
                       need=src)
    if not orders:
        raise _illegal(board.rules, Reason.DIE_NOT_ROLLED, src=src, dst=dst, distance=src - dst,
                       dice=tuple(remaining))
    errors: list[IllegalPlay] = []
    closed_via: set[int] = set()
    for order in orders:
        trial = board.copy()
        steps: list[Move] = []
        at = src
        try:
            for index, die in enumerate(order):
                to = max(at - die, 0)
                try:
                    check(trial, at, to, die)
                except IllegalPlay as error:
                    if index < len(order) - 1 and error.reason is Reason.POINT_CLOSED:
                        closed_via.add(to)  # an intermediate landing point (R37)
                    else:
                        errors.append(error)
                    raise
                _step(trial, at, to)
                steps.append(Move(at, to, die))
                at = to
        except IllegalPlay:
            continue
        board.me[:] = trial.me
        board.head_left = trial.head_left
        for step in steps:
            remaining.remove(step.die)
        return steps
    if errors:  # the first reason that is not a closed intermediate point
        raise errors[0]
    raise _illegal(board.rules, Reason.INTERMEDIATE_BLOCKED, src=src, dst=dst,
                   via=sorted(closed_via))


def apply_play(position: LongPosition, play: Play) -> tuple[int, ...]:
    """The player's counts after ``play``'s moves, each checked as it is made.  The head
    allowance is the one of the dice the play uses (two equal dice: that double)."""
    dice = play.dice_used
    roll = Dice(dice[0], dice[0]) if len(dice) > len(set(dice)) else Dice(1, 2)
    board = LongBoard(position, roll)
    for m in play.moves:
        if m.hit:
            raise _illegal(board.rules, Reason.POINT_CLOSED, die=m.die, src=m.src, dst=m.dst,
                           count=board.opp[CROSS[m.dst]] if 0 < m.dst < 25 else 0)
        check_step(board, m.src, m.dst, m.die)
        _step(board, m.src, m.dst)
    return tuple(board.me)


class _LongTurnRules:
    """Long nardi's side of :class:`~nardi_teach.core.turn.TurnRules`; ``must_play``: the
    rule ids the must-play refusals name before the catalogue's (``L7``; the other games
    of the family ``V3, L7``)."""

    def __init__(self, must_play: str = "L7") -> None:
        self.must_play = must_play

    def board(self, position: LongPosition, dice: Dice, moves: Sequence[Move]) -> LongBoard:
        return LongBoard(position, dice, moves)

    def steps(self, board: LongBoard, die: int) -> list[tuple[int, int]]:
        return single_steps(board.me, board.opp, die, board.head_left, board.front, board.exact)

    def make(self, board: LongBoard, src: int, dst: int, die: int) -> Move:
        _step(board, src, dst)
        return Move(src, dst, die)

    def unmake(self, board: LongBoard, move: Move) -> None:
        board.me[move.src] += 1
        board.me[move.dst] -= 1
        board.head_left += move.src == HEAD

    def max_dice(self, board: LongBoard, remaining: list[int]) -> int:
        return max_dice(board.me, board.opp, remaining, board.head_left, board.front,
                        board.exact)

    def move_checker(self, board: LongBoard, remaining: list[int], src: int, dst: int
                     ) -> list[Move]:
        return move_checker(board, remaining, src, dst)

    def current(self, board: LongBoard, position: LongPosition) -> LongPosition:
        return position._like(tuple(board.me), position.opponent)

    def rule(self, reason: Reason) -> str | None:
        return f"{self.must_play}, {reason.rule}"

    def refine(self, error: IllegalPlay, legal_moves: Sequence[Move]) -> IllegalPlay:
        return error


TURN_RULES = _LongTurnRules()
VARIANT_TURN_RULES = _LongTurnRules("V3, L7")
"""The turn rules of the family's other games: the same, naming V3 with the must-play."""
