"""Why a play is illegal — and a turn played one checker move at a time.

``check_step`` explains a single die's move that cannot be made at all;
``explain_segments`` explains a written play that is not legal (it always raises);
``Turn`` is a turn in progress, as a board needs it: which checker moves may come next
(only those that belong to some legal play of the whole roll, R41–R46) and, for any other
move, the reason it is refused.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import permutations

from ..core.dice import Dice, DiceLike
from ..core.errors import IllegalPlay, Reason
from ..core.moves import Move, Play
from .legal import LegalPlays
from .movegen import apply_step, max_dice, single_steps, undo_step
from .position import Position


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


def _die_orders(src: int, dst: int, remaining: list[int]) -> list[tuple[int, ...]]:
    """Ordered dice from ``remaining`` that take one checker from ``src`` to ``dst``."""
    orders: set[tuple[int, ...]] = set()
    for size in range(1, len(remaining) + 1):
        for order in permutations(remaining, size):
            total = sum(order)
            if dst > 0 and total == src - dst:
                orders.add(order)
            elif dst == 0 and total >= src and sum(order[:-1]) < src:
                orders.add(order)
    return sorted(orders, key=lambda o: (len(o), [-d for d in o]))


def _example(legal: LegalPlays, first: Move | None = None) -> Play | None:
    """A legal play to show, preferring one that starts like the learner's."""
    plays = list(legal)
    if first is not None:
        for play in plays:
            if any(m.src == first.src and m.dst == first.dst for m in play.moves):
                return play
    return plays[0] if plays else None


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
    orders = _die_orders(src, dst, remaining)
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
    position: Position, dice: Dice, segments: Sequence[tuple[int, int, bool]],
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
                                        rule="R32" if dice.is_double else "R33"))
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


def explain_segments(
    position: Position, dice: Dice, segments: Sequence[tuple[int, int, bool]],
    legal: LegalPlays | None = None,
) -> Play:
    """Check a written play movement by movement, in the order written.

    Returns the play when it is legal; otherwise raises ``IllegalPlay`` with the first
    movement that cannot be made, or the must-play rule (R40–R46) the whole play breaks.
    """
    legal = legal if legal is not None else position.legal_plays(dice)
    me = list(position.player)
    opp = list(position.opponent)
    remaining = list(dice.moves)
    made: list[Move] = []
    for src, dst, _ in segments:  # in the order written: the learner reads it so
        try:
            if not remaining:
                raise IllegalPlay(Reason.TOO_MANY_MOVES, dice=tuple(dice), n=len(dice.moves),
                                  rule="R32" if dice.is_double else "R33")
            made.extend(move_checker(me, opp, remaining, src, dst))
        except IllegalPlay as error:
            if error.example is None:  # show a legal play beside the reason
                error.example = _example(legal, Move(src, dst, 0))
            raise
    play = Play(made)
    if play in legal:
        return play
    example = _example(legal, made[0] if made else None)
    if len(made) < legal.max_moves:
        if not made:
            raise IllegalPlay(Reason.MUST_MOVE, example=example)  # R40
        if dice.is_double:
            raise IllegalPlay(Reason.MUST_PLAY_MORE_DOUBLE, example=example,
                              possible=legal.max_moves, used=len(made))  # R45–R46
        raise IllegalPlay(Reason.MUST_USE_BOTH, example=example)  # R41–R42
    if legal.max_moves == 1 and made and made[0].die != dice.high:
        raise IllegalPlay(Reason.MUST_USE_HIGHER, example=example, high=dice.high)  # R43
    raise IllegalPlay(Reason.NOT_LEGAL, example=example, dice=tuple(dice))


@dataclass(frozen=True)
class Turn:
    """A turn in progress: the roll and the checker moves made so far.

    ``turn.legal_moves()`` lists the moves that may come next; ``turn.move(src, dst)``
    returns the next ``Turn`` or raises ``IllegalPlay`` with the reason; ``undo()`` takes
    the last move back.  A turn is complete when no die that is left can be played.
    """

    position: Position
    dice: Dice
    moves: tuple[Move, ...] = ()
    _legal: LegalPlays | None = field(default=None, repr=False, compare=False)

    @classmethod
    def start(cls, position: Position, dice: DiceLike) -> Turn:
        """A fresh turn for ``dice`` in ``position``."""
        roll = Dice.coerce(dice)
        return cls(position, roll, (), position.legal_plays(roll))

    @cached_property
    def legal(self) -> LegalPlays:
        """The legal plays of the whole roll."""
        return self._legal if self._legal is not None else self.position.legal_plays(self.dice)

    @cached_property
    def _boards(self) -> tuple[list[int], list[int]]:
        me, opp = list(self.position.player), list(self.position.opponent)
        for m in self.moves:
            apply_step(me, opp, m.src, m.dst)
        return me, opp

    @property
    def remaining(self) -> tuple[int, ...]:
        """The dice not used yet (a double counts four)."""
        left = list(self.dice.moves)
        for m in self.moves:
            left.remove(m.die)
        return tuple(left)

    @property
    def current(self) -> Position:
        """The position after the moves made so far (the same player still on roll)."""
        me, opp = self._boards
        return Position._trusted(tuple(me), tuple(opp), self.position.turn)

    def _required_die(self) -> int | None:
        # R43–R44: when only one die of a non-double can be played, the legal plays use one
        # particular die (the higher when possible).
        if self.legal.max_moves == 1 and not self.dice.is_double:
            for play in self.legal:
                return play.moves[0].die
        return None

    def _allowed(self, src: int, dst: int, die: int) -> bool:
        me, opp = self._boards
        if (src, dst) not in single_steps(me, opp, die):
            return False
        required = self._required_die()
        if required is not None and die != required:
            return False
        rest = list(self.remaining)
        rest.remove(die)
        hit = apply_step(me, opp, src, dst)
        try:
            total = len(self.moves) + 1 + max_dice(me, opp, rest)
        finally:
            undo_step(me, opp, src, dst, hit)
        return total == self.legal.max_moves

    def legal_moves(self) -> list[Move]:
        """Every single-die move that may come next (it belongs to some legal play)."""
        me, opp = self._boards
        out: list[Move] = []
        if len(self.moves) >= self.legal.max_moves:
            return out
        for die in sorted(set(self.remaining), reverse=True):
            for src, dst in single_steps(me, opp, die):
                if self._allowed(src, dst, die):
                    hit = bool(dst) and opp[25 - dst] == 1
                    out.append(Move(src, dst, die, hit))
        return out

    def destinations(self, src: int) -> dict[int, list[Move]]:
        """Where the checker on ``src`` may go next: landing point → the moves that get there
        (one die, or several dice played by this checker in a row)."""
        out: dict[int, list[Move]] = {}

        def walk(turn: Turn, at: int, path: list[Move]) -> None:
            for move in turn.legal_moves():
                if move.src == at:
                    route = path + [move]
                    out.setdefault(move.dst, route)
                    if move.dst:
                        walk(turn._with(move), move.dst, route)

        walk(self, src, [])
        return out

    @property
    def is_complete(self) -> bool:
        """No die that is left can be played (the rest are forfeited, R47)."""
        return len(self.moves) >= self.legal.max_moves

    @property
    def play(self) -> Play:
        """The moves made so far, as a play."""
        return Play(self.moves)

    def _with(self, move: Move) -> Turn:
        return Turn(self.position, self.dice, self.moves + (move,), self.legal)

    def move(self, src: int, dst: int) -> Turn:
        """The turn after moving one checker ``src``→``dst`` (with one die, or with several
        dice in a row).  Raises ``IllegalPlay`` with the reason when it may not be made."""
        if self.is_complete:
            if self.legal.max_moves == 0:
                raise IllegalPlay(Reason.DICE_USED_UP, key="illegal.dance",
                                  dice=tuple(self.dice))
            raise IllegalPlay(Reason.DICE_USED_UP, dice=tuple(self.dice))
        route = self.destinations(src).get(dst) if 0 <= dst < src <= 25 else None
        if route:
            turn = self
            for step in route:
                turn = turn._with(step)
            return turn
        self._explain_refusal(src, dst)
        raise AssertionError("unreachable")  # pragma: no cover

    def _explain_refusal(self, src: int, dst: int) -> None:
        me, opp = (list(side) for side in self._boards)
        remaining = list(self.remaining)
        try:
            steps = move_checker(me, opp, remaining, src, dst)  # raises for movement errors
        except IllegalPlay as error:
            if error.reason is Reason.BEAR_OFF_HIGHER:  # name only moves a legal play allows
                die = error.params["die"]
                allowed = [m for m in self.legal_moves() if m.die == die]
                raise _bear_off_higher(die, error.params["src"], error.params["higher"],
                                       allowed) from None
            raise
        # The movement itself is possible: it breaks a must-play rule (R41–R46).
        example = _example(self.legal, self.moves[0] if self.moves else steps[0])
        required = self._required_die()
        if required is not None and steps[0].die != required:
            raise IllegalPlay(Reason.MUST_USE_HIGHER, example=example, high=required)
        would = len(self.moves) + len(steps) + max_dice(me, opp, remaining)
        if self.dice.is_double:
            raise IllegalPlay(Reason.MUST_PLAY_MORE_DOUBLE,
                              key="illegal.must_play_more_double_after", example=example,
                              would=would, possible=self.legal.max_moves)
        die = steps[0].die
        other = self.dice.low if die == self.dice.high else self.dice.high
        raise IllegalPlay(Reason.MUST_USE_BOTH, key="illegal.must_use_both_after",
                          example=example, die=die, other=other)

    def undo(self) -> Turn:
        """The turn without its last move (unchanged if no move was made)."""
        if not self.moves:
            return self
        return Turn(self.position, self.dice, self.moves[:-1], self.legal)
