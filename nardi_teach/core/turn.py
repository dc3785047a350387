"""A turn played one checker move at a time, and why a written play is refused — for every
variant.

A position's class supplies its rules through a small interface, :class:`TurnRules`
(``position._turn_rules``): a working board for the moves made so far, the single-die steps
open on it, making and unmaking a step, the most dice still playable, and moving one
checker with one or more dice (raising ``IllegalPlay`` with the variant's reason).  On top
of that this module knows only the must-play rules every variant shares (R40–R46, L7).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from itertools import groupby, permutations
from typing import Any, Protocol

from .checks import shown, whole
from .dice import AnyRoll, DiceLike, Roll
from .errors import IllegalPlay, InvalidValueError, Reason
from .moves import Move, Play


class TurnRules(Protocol):
    """What a variant supplies so that a turn can be played and explained step by step.

    ``board`` is the variant's own mutable working state (it may carry what the turn has
    used so far, e.g. long nardi's checkers taken off the head).
    """

    def board(self, position: Any, dice: AnyRoll, moves: Sequence[Move]) -> Any:
        """A fresh working board for a turn of ``dice``: ``position`` after ``moves``."""

    def steps(self, board: Any, die: int) -> list[tuple[int, int]]:
        """Every ``(src, dst)`` one checker may move with ``die`` on ``board``."""

    def make(self, board: Any, src: int, dst: int, die: int) -> Move:
        """Make one step in place and return it as a ``Move``."""

    def unmake(self, board: Any, move: Move) -> None:
        """Take back a step made by :meth:`make`."""

    def max_dice(self, board: Any, remaining: list[int]) -> int:
        """The most of ``remaining`` that can still be played on ``board``."""

    def move_checker(self, board: Any, remaining: list[int], src: int, dst: int) -> list[Move]:
        """Move one checker ``src``→``dst`` with one or more of ``remaining`` (both updated in
        place) and return the single-die moves, or raise ``IllegalPlay`` and change nothing."""

    def current(self, board: Any, position: Any) -> Any:
        """The position ``board`` shows, ``position``'s player still on roll."""

    def rule(self, reason: Reason) -> str | None:
        """The rule id to name for a must-play ``reason`` (``None``: the catalogue's)."""

    def refine(self, error: IllegalPlay, legal_moves: Sequence[Move]) -> IllegalPlay:
        """A refused movement's error, made exact with the moves a legal play allows now."""


def die_orders(src: int, dst: int, remaining: Sequence[int]) -> list[tuple[int, ...]]:
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


_CHECKING: list[bool] = []  # set while an example is read back (no examples inside that)


class WrittenPlay(Play):
    """A legal play to show a learner, written in an order its movements can be made in one
    by one (L6's per-move check: ``18/15 19/15``, not ``19/15 18/15``); equal to the play."""

    __slots__ = ("_text",)

    def __init__(self, play: Play, text: str) -> None:
        super().__init__(play.moves)
        self._text = text

    def __str__(self) -> str:
        return self._text


def _accepted(position: Any, dice: Any, play: Play, text: str) -> bool:
    """Whether ``text`` is ``play`` both for the game's reading of a typed play and movement
    by movement in the order written (as ch. 6 reads ``6/off 7/6``)."""
    from .dice import coerce_any
    from .errors import NardiError
    from .notation import read_segments

    try:
        return (position.parse_play(text, dice) == play
                and explain_segments(position, coerce_any(dice), read_segments(text)) == play)
    except NardiError:
        return False


def written(position: Any, dice: Any, play: Play) -> Play | None:
    """``play`` as a learner can type it in ``position`` (the book's notation, else its
    movements in the order made), or ``None`` if neither text is accepted as written."""
    if _CHECKING:
        return play
    _CHECKING.append(True)
    try:
        if _accepted(position, dice, play, str(play)):
            return play
        for text in (_runs(play.moves), " ".join(str(m) for m in play.moves)):
            if _accepted(position, dice, play, text):
                return WrittenPlay(play, text)
        return None
    finally:
        _CHECKING.pop()


def _runs(moves: Sequence[Move]) -> str:
    """Movements in the order made, a run of the same movement written once with its count
    as the book writes it (``23/18 24/19(3)``)."""
    out: list[str] = []
    for move, run in groupby(str(m) for m in moves):
        count = len(list(run))
        out.append(move if count == 1 else f"{move}({count})")
    return " ".join(out)


def reads_back(position: Any, dice: Any, play: Play) -> bool:
    """Whether ``play``, written as shown (``str(play)``), is accepted in ``position`` as
    typed and movement by movement in the written order (a six-block completed by the first
    movement written is refused, L6)."""
    if _CHECKING:
        return True
    _CHECKING.append(True)
    try:
        return _accepted(position, dice, play, str(play))
    finally:
        _CHECKING.pop()


def example_play(legal: Any, first: Move | None = None, position: Any = None,
                 dice: Any = None) -> Play | None:
    """A legal play to show, preferring one that starts like the learner's; given the
    ``position`` and ``dice``, one written so that the learner can type it as shown
    (:func:`written`) if any can be."""
    plays = list(legal)
    if first is not None:
        plays.sort(key=lambda play: not any(m.src == first.src and m.dst == first.dst
                                            for m in play.moves))  # stable: theirs first
    if position is None:
        return plays[0] if plays else None
    for play in plays[:200]:
        shown = written(position, dice, play)
        if shown is not None:
            return shown
    return plays[0] if plays else None


def roll_said(dice: Any) -> tuple[str, tuple[int, ...]]:
    """A roll for a message: as the book writes it ("6-6", triple's "5-5-5") and its moves."""
    return str(dice), tuple(dice.moves)


def _add_example(error: IllegalPlay, legal: Any, first: Move, position: Any = None,
                 dice: Any = None) -> None:
    """Give a refused movement a legal play to show (``advice``: ``pass`` if none) and the
    roll it was refused with (``roll``: as the book writes it, and its moves), so the message
    can tell the whole roll from the dice left of it."""
    if dice is not None and "roll" not in error.params:
        error.params["roll"] = roll_said(dice)
    if error.example is not None and position is not None:  # as the learner can type it
        error.example = written(position, dice, error.example)
    if error.example is None:
        error.example = example_play(legal, first, position, dice)
    if error.example is not None:
        error.params["example"] = str(error.example)
    if error.example is None:
        error.params.setdefault("advice", "pass")


def explain_segments(
    position: Any, dice: AnyRoll, segments: Sequence[tuple[int, int, bool]], legal: Any = None,
) -> Play:
    """Check a written play movement by movement, in the order written (as the learner
    reads it: ``3/off 5/4`` is refused at 3/off, while the 5-point is still occupied).

    Returns the play when it is legal; otherwise raises ``IllegalPlay`` with the first
    movement that cannot be made, or the must-play rule (R40–R46, L7) the whole play breaks.
    """
    rules: TurnRules = position._turn_rules
    legal = legal if legal is not None else position.legal_plays(dice)
    board = rules.board(position, dice, ())
    remaining = list(dice.moves)
    made: list[Move] = []
    for src, dst, _ in segments:
        try:
            if not remaining:
                raise IllegalPlay(Reason.TOO_MANY_MOVES, dice=tuple(dice), n=len(dice.moves),
                                  rule=moves_rule(dice))
            made.extend(rules.move_checker(board, remaining, src, dst))
        except IllegalPlay as error:
            _add_example(error, legal, Move(src, dst, 0), position, dice)
            raise
    play = Play(made)
    if play in legal:
        return play
    example = example_play(legal, made[0] if made else None, position, dice)
    if isinstance(dice, Roll) and made:
        _roll_refusal(rules, legal, [m.die for m in made], example)
    if len(made) < legal.max_moves:
        if not made:
            raise IllegalPlay(Reason.MUST_MOVE, example=example,
                              rule=rules.rule(Reason.MUST_MOVE))  # R40
        if dice.is_double:
            raise IllegalPlay(Reason.MUST_PLAY_MORE_DOUBLE, example=example,
                              rule=rules.rule(Reason.MUST_PLAY_MORE_DOUBLE),
                              possible=legal.max_moves, used=len(made))  # R45–R46
        raise IllegalPlay(Reason.MUST_USE_BOTH, example=example,
                          rule=rules.rule(Reason.MUST_USE_BOTH))  # R41–R42
    if not isinstance(dice, Roll) and legal.max_moves == 1 and made and made[0].die != dice.high:
        raise IllegalPlay(Reason.MUST_USE_HIGHER, example=example, high=dice.high,
                          rule=rules.rule(Reason.MUST_USE_HIGHER))  # R43
    raise IllegalPlay(Reason.NOT_LEGAL, example=example, dice=tuple(dice),
                      rule=rules.rule(Reason.NOT_LEGAL))


def moves_rule(dice: AnyRoll) -> str:
    """The rule that says how many moves a roll gives: R32/R33, or V16 for single moves."""
    return "V16" if isinstance(dice, Roll) else "R32" if dice.is_double else "R33"


def _roll_refusal(rules: TurnRules, legal: Any, used: list[int], example: Play | None) -> None:
    """V3/V18 for a ``Roll``: raise when ``used`` (the dice a complete play used) are fewer
    or smaller than the dice every legal play uses."""
    best = legal.dice_used
    if len(used) < len(best):
        raise IllegalPlay(Reason.MUST_PLAY_MORE_DICE, example=example, possible=len(best),
                          used=len(used), rule=rules.rule(Reason.MUST_PLAY_MORE_DICE))
    if tuple(sorted(used, reverse=True)) != best:
        raise IllegalPlay(Reason.MUST_USE_LARGEST, example=example, best=best,
                          used=tuple(sorted(used, reverse=True)),
                          rule=rules.rule(Reason.MUST_USE_LARGEST))


@dataclass(frozen=True)
class Turn:
    """A turn in progress: the roll and the checker moves made so far (any variant).

    ``turn.legal_moves()`` lists the moves that may come next; ``turn.move(src, dst)``
    returns the next ``Turn`` or raises ``IllegalPlay`` with the reason; ``undo()`` takes
    the last move back.  A turn is complete when no die that is left can be played.
    """

    position: Any
    dice: AnyRoll
    moves: tuple[Move, ...] = ()
    _legal: Any = field(default=None, repr=False, compare=False)

    @classmethod
    def start(cls, position: Any, dice: DiceLike) -> Turn:
        """A fresh turn for ``dice`` in ``position``."""
        if not hasattr(type(position), "_turn_rules"):
            raise InvalidValueError("value.type", name="position", type="Position",
                                    value=shown(position))
        legal = position.legal_plays(dice)  # the position reads its game's dice (V16)
        return cls(position, legal.dice, (), legal)

    @cached_property
    def legal(self) -> Any:
        """The legal plays of the whole roll."""
        return self._legal if self._legal is not None else self.position.legal_plays(self.dice)

    @cached_property
    def _rules(self) -> TurnRules:
        return self.position._turn_rules

    @cached_property
    def _board(self) -> Any:
        return self._rules.board(self.position, self.dice, self.moves)

    # A turn never changes, so what it works out is kept: a board asks, on every click, where
    # each checker that can move may go (the turns after a move keep their own).

    @cached_property
    def _next_moves(self) -> tuple[Move, ...]:
        """:meth:`legal_moves`, worked out once."""
        rules, board = self._rules, self._board
        out: list[Move] = []
        if len(self.moves) >= self.legal.max_moves:
            return ()
        for die in sorted(set(self.remaining), reverse=True):
            for src, dst in rules.steps(board, die):
                if self._allowed(src, dst, die):
                    move = rules.make(board, src, dst, die)
                    rules.unmake(board, move)
                    out.append(move)
        return tuple(out)

    @cached_property
    def _routes(self) -> dict[int, dict[int, tuple[Move, ...]]]:
        """:meth:`destinations` of each point asked so far."""
        return {}

    @cached_property
    def _after(self) -> dict[Move, Turn]:
        """The turn after each move asked so far (:meth:`_with`)."""
        return {}

    @property
    def remaining(self) -> tuple[int, ...]:
        """The dice not used yet (a double counts four)."""
        left = list(self.dice.moves)
        for m in self.moves:
            left.remove(m.die)
        return tuple(left)

    @property
    def current(self) -> Any:
        """The position after the moves made so far (the same player still on roll)."""
        return self._rules.current(self._board, self.position)

    def _required_die(self) -> int | None:
        # R43–R44: when only one die of a non-double can be played, the legal plays use one
        # particular die (the higher when possible).
        if self.legal.max_moves == 1 and not self.dice.is_double:
            for play in self.legal:
                return play.moves[0].die
        return None

    def _needed(self) -> Counter[int]:
        """The dice a legal play still has to use (every legal play uses the same, V18)."""
        needed = Counter(self.legal.dice_used)
        needed.subtract(m.die for m in self.moves)
        return needed

    def _allowed(self, src: int, dst: int, die: int) -> bool:
        rules, board = self._rules, self._board
        if (src, dst) not in rules.steps(board, die):
            return False
        if isinstance(self.dice, Roll):  # V3, V18: the legal plays' dice, all playable
            needed = self._needed()
            if needed[die] <= 0:
                return False
            needed[die] -= 1
            rest = list(needed.elements())
            move = rules.make(board, src, dst, die)
            try:
                return rules.max_dice(board, rest) == len(rest)
            finally:
                rules.unmake(board, move)
        required = self._required_die()
        if required is not None and die != required:
            return False
        rest = list(self.remaining)
        rest.remove(die)
        move = rules.make(board, src, dst, die)
        try:
            total = len(self.moves) + 1 + rules.max_dice(board, rest)
        finally:
            rules.unmake(board, move)
        return total == self.legal.max_moves

    def legal_moves(self) -> list[Move]:
        """Every single-die move that may come next (it belongs to some legal play)."""
        return list(self._next_moves)

    def destinations(self, src: int) -> dict[int, list[Move]]:
        """Where the checker on ``src`` may go next: landing point → the moves that get there
        (one die, or several dice played by this checker in a row)."""
        src = whole(src, "src", 0, 25)
        routes = self._routes.get(src)
        if routes is None:
            routes = self._routes[src] = self._destinations(src)
        return {dst: list(route) for dst, route in routes.items()}

    def _destinations(self, src: int) -> dict[int, tuple[Move, ...]]:
        out: dict[int, tuple[Move, ...]] = {}

        def walk(turn: Turn, at: int, path: tuple[Move, ...]) -> None:
            for move in turn.legal_moves():
                if move.src == at:
                    route = path + (move,)
                    out.setdefault(move.dst, route)
                    if move.dst:
                        walk(turn._with(move), move.dst, route)

        walk(self, src, ())
        return out

    @property
    def is_complete(self) -> bool:
        """No die that is left can be played (the rest are forfeited, R47)."""
        return len(self.moves) >= self.legal.max_moves

    def complete_error(self, rule: str | None = None) -> IllegalPlay:
        """Why no further checker may move in a complete turn: the roll cannot be played at
        all, every die is used (R33), or no checker can move with the dice left — the rest
        are forfeited (R47; ``rule``: the game's own, such as V66 when they pass)."""
        if self.legal.max_moves == 0:
            return IllegalPlay(Reason.DICE_USED_UP, key="illegal.dance", dice=tuple(self.dice))
        left = self.remaining
        if left:
            return IllegalPlay(Reason.DICE_USED_UP, key="illegal.rest_unplayable",
                               rule=rule or "R47", dice=left, roll=roll_said(self.dice))
        return IllegalPlay(Reason.DICE_USED_UP, dice=tuple(self.dice))

    @property
    def play(self) -> Play:
        """The moves made so far, as a play."""
        return Play(self.moves)

    def _with(self, move: Move) -> Turn:
        after = self._after.get(move)
        if after is None:
            after = self._after[move] = Turn(self.position, self.dice, self.moves + (move,),
                                             self.legal)
        return after

    def move(self, src: int, dst: int) -> Turn:
        """The turn after moving one checker ``src``→``dst`` (with one die, or with several
        dice in a row).  Raises ``IllegalPlay`` with the reason when it may not be made."""
        src, dst = whole(src, "src", 0, 25), whole(dst, "dst", 0, 25)
        if self.is_complete:
            raise self.complete_error()
        route = self.destinations(src).get(dst) if 0 <= dst < src <= 25 else None
        if route:
            turn = self
            for step in route:
                turn = turn._with(step)
            return turn
        self._explain_refusal(src, dst)
        raise AssertionError("unreachable")  # pragma: no cover

    def _explain_refusal(self, src: int, dst: int) -> None:
        rules = self._rules
        board = rules.board(self.position, self.dice, self.moves)
        remaining = list(self.remaining)
        try:
            steps = rules.move_checker(board, remaining, src, dst)
        except IllegalPlay as refused:  # a movement error: show a legal play beside it
            error = rules.refine(refused, self.legal_moves())
            _add_example(error, self.legal, self.moves[0] if self.moves else Move(src, dst, 0),
                         self.position, self.dice)
            if error is refused:
                raise
            raise error from None
        # The movement itself is possible: it breaks a must-play rule (R41–R46).
        example = example_play(self.legal, self.moves[0] if self.moves else steps[0],
                               self.position, self.dice)
        if isinstance(self.dice, Roll):  # V3, V18
            needed = self._needed()
            used = [m.die for m in steps]
            if any(needed[d] < used.count(d) for d in used):
                raise IllegalPlay(Reason.MUST_USE_LARGEST, example=example,
                                  best=self.legal.dice_used, used=tuple(sorted(used, reverse=True)),
                                  rule=rules.rule(Reason.MUST_USE_LARGEST))
            would = len(self.moves) + len(steps) + rules.max_dice(board, remaining)
            raise IllegalPlay(Reason.MUST_PLAY_MORE_DICE, key="illegal.must_play_more_dice_after",
                              example=example, rule=rules.rule(Reason.MUST_PLAY_MORE_DICE),
                              would=would, possible=self.legal.max_moves)
        required = self._required_die()
        if required is not None and steps[0].die != required:
            raise IllegalPlay(Reason.MUST_USE_HIGHER, example=example, high=required,
                              rule=rules.rule(Reason.MUST_USE_HIGHER))
        would = len(self.moves) + len(steps) + rules.max_dice(board, remaining)
        if self.dice.is_double:
            raise IllegalPlay(Reason.MUST_PLAY_MORE_DOUBLE,
                              key="illegal.must_play_more_double_after", example=example,
                              rule=rules.rule(Reason.MUST_PLAY_MORE_DOUBLE),
                              would=would, possible=self.legal.max_moves)
        die = steps[0].die
        other = self.dice.low if die == self.dice.high else self.dice.high
        raise IllegalPlay(Reason.MUST_USE_BOTH, key="illegal.must_use_both_after",
                          example=example, rule=rules.rule(Reason.MUST_USE_BOTH),
                          die=die, other=other)

    def undo(self) -> Turn:
        """The turn without its last move (unchanged if no move was made)."""
        if not self.moves:
            return self
        return Turn(self.position, self.dice, self.moves[:-1], self.legal)
