"""Why a short-nardi move is illegal, and the rules a ``Turn`` needs (``TURN_RULES``).

``check_step`` explains a single die's move that cannot be made at all; ``move_checker``
moves one checker with one or more dice.  ``Turn`` (a turn in progress: which checker moves
may come next, R41–R46, and why any other is refused) and ``explain_segments`` (why a
written play is not legal) are the shared ones of ``nardi_teach.core.turn``, driven by
``TURN_RULES``.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..core.dice import AnyRoll
from ..core.errors import IllegalPlay, Reason
from ..core.moves import Move
from ..core.turn import Turn, die_orders, explain_segments, moves_rule
from .movegen import apply_step, max_dice, single_steps, undo_step
from .position import Position

__all__ = ["TURN_RULES", "Turn", "check_step", "check_written_order", "explain_segments",
           "move_checker"]


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
    if not any(me[1:26]):  # every checker is off (R20)
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
            alternatives = [Move(a, b, die, bool(b) and opp[25 - b] == 1)
                            for a, b in single_steps(list(me), list(opp), die)]
            raise _bear_off_higher(die, src, max(higher), alternatives)  # R75



def _bear_off_higher(die: int, src: int, higher: int, alternatives: Sequence[Move]) -> IllegalPlay:
    """R75 refused: name the moves ``die`` really has here (computed), or say it has none."""
    if alternatives:
        return IllegalPlay(Reason.BEAR_OFF_HIGHER, die=die, src=src, higher=higher,
                           alternatives=", ".join(str(m) for m in alternatives))
    return IllegalPlay(Reason.BEAR_OFF_HIGHER, key="illegal.bear_off_higher_none", die=die,
                       src=src, higher=higher)


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


def _chains(segments: Sequence[tuple[int, int, bool]]) -> list[tuple[int, int]]:
    """Join consecutive forward movements of one checker (``a/b b/c`` → ``a/c``)."""
    out: list[tuple[int, int]] = []
    for src, dst, _ in segments:
        if out and out[-1][1] == src and 0 < src < out[-1][0] and dst < src:
            out[-1] = (out[-1][0], dst)
        else:
            out.append((src, dst))
    return out


def _step_toward(me: list[int], opp: list[int], at: int, dst: int, die: int) -> int | None:
    """Where ``die`` takes a checker from ``at`` on its way to ``dst`` (``None``: overshoots)."""
    if dst > 0:
        return at - die if at - die >= dst else None
    return max(at - die, 0)


def check_written_order(
    position: Position, dice: AnyRoll, segments: Sequence[tuple[int, int, bool]],
) -> None:
    """Raise ``IllegalPlay`` unless the written movements can be made in the order written.

    The end position alone is not enough: ``6/off 7/6`` bears off before the last checker
    is home (R67) and ``13/24 24/13 24/13`` moves backwards (R10), though both end where a
    legal play ends.  Each movement must be able to start when its turn in the text comes;
    a checker that uses several dice (``24/13``, ``5/off``) may finish its way after the
    movements written after it, as in standard notation (``5/off 4/1 3/off`` with 3-3).
    One checker's forward chain (``24/19/13``, ``24/18 18/13``) is one movement by any
    legal route.
    """
    moves = _chains(segments)
    best: list[tuple[int, IllegalPlay]] = []
    seen: set[tuple] = set()  # type: ignore[type-arg]

    def note(index: int, error: IllegalPlay) -> None:
        if not best or index > best[0][0]:
            best[:] = [(index, error)]

    def walk(index: int, me: list[int], opp: list[int], left: tuple[int, ...],
             pending: tuple[tuple[int, int], ...]) -> bool:
        if index == len(moves) and not pending:
            return True
        state = (index, tuple(me), tuple(opp), left, pending)
        if state in seen:
            return False
        seen.add(state)
        options: list[tuple[int, int, int, int | None]] = []  # (at, dst, die, pending slot)
        for slot, (at, dst) in enumerate(pending):
            options.extend((at, dst, die, slot) for die in sorted(set(left), reverse=True))
        if index < len(moves):
            src, dst = moves[index]
            if not left:
                note(index, IllegalPlay(Reason.TOO_MANY_MOVES, dice=tuple(dice),
                                        n=len(dice.moves),
                                        rule=moves_rule(dice)))
            else:
                try:
                    _check_source(me, src, dst)
                    options.extend((src, dst, die, None) for die in sorted(set(left), reverse=True))
                except IllegalPlay as error:
                    note(index, error)
        started = False
        for at, dst, die, slot in options:
            to = _step_toward(me, opp, at, dst, die)
            if to is None:
                continue
            try:
                check_step(me, opp, at, to, die)
            except IllegalPlay as error:
                if slot is not None or index == len(moves):
                    note(index, error)
                continue
            if slot is None:
                started = True
            trial_me, trial_opp = list(me), list(opp)
            apply_step(trial_me, trial_opp, at, to)
            rest = list(left)
            rest.remove(die)
            others = tuple(p for k, p in enumerate(pending) if k != slot)
            nxt = others + (((to, dst),) if to != dst else ())
            if walk(index + (slot is None), trial_me, trial_opp, tuple(rest), nxt):
                return True
        if index < len(moves) and left and not started:
            src, dst = moves[index]
            try:  # the movement cannot even start here: let move_checker say why
                move_checker(list(me), list(opp), list(left), src, dst)
            except IllegalPlay as error:
                note(index, error)
        return False

    if walk(0, list(position.player), list(position.opponent), tuple(dice.moves), ()):
        return
    assert best, "a refused play always has a reason"
    raise best[0][1]


class _ShortTurnRules:
    """Short nardi's side of :class:`~nardi_teach.core.turn.TurnRules`: the board is the
    pair of count lists ``[me, opp]``."""

    def board(self, position: Position, dice: AnyRoll, moves: Sequence[Move]
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

    def refine(self, error: IllegalPlay, legal_moves: Sequence[Move]) -> IllegalPlay:
        """A refused movement's error, naming only moves that a legal play allows (R75)."""
        if error.reason is Reason.BEAR_OFF_HIGHER:
            die = error.params["die"]
            return _bear_off_higher(die, error.params["src"], error.params["higher"],
                                    [m for m in legal_moves if m.die == die])
        return error


TURN_RULES = _ShortTurnRules()
