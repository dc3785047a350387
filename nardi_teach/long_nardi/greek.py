"""Greek fevga (the switch ``fevga_greek``, V37–V41): its position class, legal plays and
the explanations of its refusals.

The start and the movement are YellowClub fevga's (V37: fifteen on the head, the same way
round, no hitting, one checker closes a point); the first checker must pass the opponent's
start before another leaves the head (V38), then the head has no limit (V39); there is no
six-block rule, but the mover never holds all of 19–24 and must open a prime that shuts in
every opposing checker when a play can (V40).  Bear-off and score as long nardi (V41).

>>> start = GreekFevgaPosition.initial()
>>> sorted(str(play) for play in start.legal_plays("5-5"))   # V38: it passes, then others go
['24/19 24/9', '24/4']
>>> [str(play) for play in start.legal_plays("6-6")]          # the runner is stuck at 18
['24/18']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from ..core.board import CHECKERS
from ..core.dice import AnyRoll, Dice, DiceLike, Roll, coerce_any
from ..core.errors import IllegalPlay, InvalidPositionError, Reason
from ..core.legal import BaseLegalPlays
from ..core.moves import Move, Play
from . import explain
from .explain import LongBoard
from .greek_movegen import (
    fills_quarter,
    generate_greek,
    greek_steps,
    head_open,
    most_dice,
    reaches,
    split_trapped,
    trap_points,
)
from .legal import _play_of, result_key
from .movegen import HEAD, decode
from .position import HeadRule, LongPosition

RULES: dict[Any, str] = {
    **{reason: f"V37, {reason.rule}" for reason in Reason},
    **{key: f"V41, {rule}" if rule.startswith("L8") else f"V37, {rule}"
       for key, rule in explain.RULES.items()},
    "illegal.fevga_first": "V38",
    "illegal.fevga_quarter": "V40",
    "illegal.fevga_trap": "V40",
}


class GreekLegalPlays(BaseLegalPlays):
    """Greek fevga's legal plays of one roll, one per distinct result (V3, V37–V40).

    ``trapped``: the results V40b drops (a prime shutting in every opposing checker that
    another play opens), by result key.
    """

    __slots__ = ("trapped",)

    def __init__(self, position: GreekFevgaPosition, dice: DiceLike | Roll) -> None:
        self.position = position
        self.dice = coerce_any(dice)
        self.trapped: dict[int, Any] = {}
        if position.player[0] == CHECKERS:
            self.max_moves, self._results = 0, {}
        else:
            self.max_moves, found = generate_greek(position.player, position.opponent,
                                                   list(self.dice.moves),
                                                   isinstance(self.dice, Dice))
            self._results, self.trapped = split_trapped(found, position.opponent)
        self._plays: list[Play] | None = None

    def _play(self, value: tuple) -> Play:  # type: ignore[type-arg]
        return _play_of(value)

    def _key(self, play: Play) -> int | None:
        return result_key(self.position, play, self.dice)

    def results(self) -> list[LongPosition]:
        """The distinct positions the legal plays lead to (before the turn passes)."""
        return [self.position._like(decode(key), self.position.opponent)
                for key in self._results]


class GreekBoard(LongBoard):
    """A Greek-fevga turn's working board: long nardi's, with no head limit and no L6 (the
    first-checker and quarter rules are checked by the steps), the dice still to play and
    the roll's kept and dropped results (V40b)."""

    __slots__ = ("remaining", "kept", "trapped")

    def __init__(self, position: GreekFevgaPosition, dice: AnyRoll, moves: Sequence[Move] = (),
                 results: tuple[dict[int, Any], dict[int, Any]] | None = None) -> None:
        super().__init__(position, dice, moves)
        self.front = 0  # no six-block rule (V40)
        self.remaining = list(dice.moves)
        for m in moves:
            self.remaining.remove(m.die)
        if results is None:
            legal = position.legal_plays(dice)
            results = legal._results, legal.trapped
        self.kept, self.trapped = results


def _runner(me: Sequence[int]) -> int:
    return max(p for p in range(1, 24) if me[p])


def check_step(board: GreekBoard, src: int, dst: int, die: int) -> None:
    """Raise ``IllegalPlay`` if one checker cannot move ``src``→``dst`` with ``die`` in Greek
    fevga: long nardi's reasons without L4 and L6, then V38 and V40a."""
    me = board.me
    if src == HEAD and me[src] and dst < src and me[0] < CHECKERS and not head_open(me):
        raise IllegalPlay(Reason.HEAD_RULE, key="illegal.fevga_first", rule=RULES[
            "illegal.fevga_first"], runner=_runner(me))
    explain.check_step(board, src, dst, die)
    if dst > 0 and fills_quarter(me, src, dst):
        raise IllegalPlay(Reason.SIX_BLOCK, key="illegal.fevga_quarter",
                          rule=RULES["illegal.fevga_quarter"], src=src, dst=dst)


def trap_error(opp: Sequence[int], example: Play | None) -> IllegalPlay:
    """V40b: the play leaves a prime in front of every opposing checker (``opp``'s), and
    another play opens it."""
    behind, run = trap_points(opp) or (0, [])
    return IllegalPlay(Reason.SIX_BLOCK, key="illegal.fevga_trap", example=example,
                       rule=RULES["illegal.fevga_trap"], run=", ".join(map(str, run)),
                       point=behind, count=CHECKERS - opp[0])


class _GreekTurnRules:
    """Greek fevga's side of :class:`~nardi_teach.core.turn.TurnRules`: when V40b drops
    results, a step is open only if it can still reach a kept one."""

    def board(self, position: GreekFevgaPosition, dice: AnyRoll, moves: Sequence[Move]
              ) -> GreekBoard:
        return GreekBoard(position, dice, moves)

    def _reach(self, board: GreekBoard, src: int, dst: int, die: int) -> bool:
        rest = list(board.remaining)
        rest.remove(die)
        board.me[src] -= 1
        board.me[dst] += 1
        try:
            return reaches(board.me, board.opp, rest, board.kept) >= 0
        finally:
            board.me[src] += 1
            board.me[dst] -= 1

    def steps(self, board: GreekBoard, die: int) -> list[tuple[int, int]]:
        found = greek_steps(board.me, board.opp, die)
        if board.trapped:
            found = [(s, d) for s, d in found if self._reach(board, s, d, die)]
        return found

    def make(self, board: GreekBoard, src: int, dst: int, die: int) -> Move:
        board.me[src] -= 1
        board.me[dst] += 1
        board.remaining.remove(die)
        return Move(src, dst, die)

    def unmake(self, board: GreekBoard, move: Move) -> None:
        board.me[move.src] += 1
        board.me[move.dst] -= 1
        board.remaining.append(move.die)

    def max_dice(self, board: GreekBoard, remaining: list[int]) -> int:
        if board.trapped:
            got = reaches(board.me, board.opp, list(remaining), board.kept)
            if got >= 0:
                return got
        return most_dice(board.me, board.opp, list(remaining))

    def move_checker(self, board: GreekBoard, remaining: list[int], src: int, dst: int
                     ) -> list[Move]:
        before, left = list(board.me), list(remaining)
        moves = explain.move_checker(board, remaining, src, dst, check=check_step)
        board.remaining = list(remaining)
        if board.trapped and reaches(board.me, board.opp, remaining, board.kept) < 0 and (
                reaches(board.me, board.opp, remaining, board.trapped) >= 0):
            board.me[:], remaining[:] = before, left
            board.remaining = list(left)
            raise trap_error(board.opp, None)  # the caller shows a play like the learner's
        return moves

    def current(self, board: GreekBoard, position: GreekFevgaPosition) -> LongPosition:
        return position._like(tuple(board.me), position.opponent)

    def rule(self, reason: Reason) -> str | None:
        return f"V3, L7, {reason.rule}"

    def refine(self, error: IllegalPlay, legal_moves: Sequence[Move]) -> IllegalPlay:
        return error


TURN_RULES = _GreekTurnRules()


class GreekFevgaPosition(LongPosition):
    """Greek fevga (``fevga_greek``, V37–V41), a long-family position (see the module)."""

    __slots__ = ()
    variant: ClassVar[str] = "fevga_greek"
    id_prefix: ClassVar[str] = "FG"
    head_limit: ClassVar[bool] = False
    own_head_rule: ClassVar[HeadRule | None] = HeadRule.FEVGA
    rule_ids: ClassVar[dict[Any, str] | None] = RULES

    @staticmethod
    def _check_blocks(player: tuple[int, ...], opponent: tuple[int, ...]) -> None:
        """V40a: no side holds all six points of its starting quarter (19–24)."""
        for side, me in (("player", player), ("opponent", opponent)):
            if all(me[19:25]):
                raise InvalidPositionError("position.fevga_quarter", side=side)

    def can_leave_head(self) -> bool:
        """Whether a checker may leave the head now (V38–V39)."""
        return head_open(self.player)

    @property
    def _turn_rules(self) -> _GreekTurnRules:
        return TURN_RULES

    def legal_plays(self, dice: DiceLike | Roll) -> GreekLegalPlays:
        """Every legal play for ``dice``, one per distinct result (V3, V37–V40)."""
        return GreekLegalPlays(self, dice)

    def play(self, play: Play) -> GreekFevgaPosition:
        """The position after ``play``, the opponent on roll; each checker move is checked
        (V37–V40a, L8); the must-play rules (V3) and V40b are :meth:`legal_plays`'s."""
        board = GreekBoard(self, Dice(1, 2), (), ({}, {}))
        for m in play.moves:
            if m.hit:
                raise IllegalPlay(Reason.POINT_CLOSED, rule=RULES[Reason.POINT_CLOSED],
                                  die=m.die, src=m.src, dst=m.dst, count=0)
            check_step(board, m.src, m.dst, m.die)
            board.me[m.src] -= 1
            board.me[m.dst] += 1
        return type(self)._trusted(self.opponent, tuple(board.me), self.turn.other,
                                   self.opponent_first, False, self.head_rule)


__all__ = ["GreekFevgaPosition", "GreekLegalPlays"]
