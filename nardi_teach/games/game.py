"""``Game``: one whole game from the opening roll to the result (R23–R28, R92–R116, R125).

Every step is an action (``nardi_teach.actions``) applied to an immutable ``GameState``;
``Game`` keeps the states and the actions, so ``undo()`` is exact and ``replay()`` walks the
record step by step.  An action the rules forbid raises ``IllegalAction`` (or
``IllegalPlay`` for a checker move) and changes nothing.

>>> g = Game(seed=1)
>>> g.roll_opening(5, 3).phase, g.dice
(<Phase.MOVE: 'move'>, Dice(5, 3))
>>> g.play("8/3 6/3").phase, g.on_roll
(<Phase.ROLL: 'roll'>, Color.BLACK)
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from ..core.board import Color
from ..core.checks import instance, shown, whole
from ..core.checks import seed as checked_seed
from ..core.dice import Dice, DiceLike
from ..core.errors import IllegalPlay, InvalidDiceError, InvalidIdError, InvalidValueError, Reason
from ..core.moves import Play
from ..short_nardi.explain import Turn
from ..short_nardi.position import Position
from . import flow as _flow
from .actions import (
    Action,
    CheckerMove,
    Double,
    Drop,
    IllegalAction,
    OpeningRoll,
    Roll,
    Take,
    WholePlay,
)
from .cube import Cube, InvalidCubeError, in_cube_words, refusal_of_double
from .flow import FlowEvent, FlowState, Segment
from .phase import Phase
from .rules import CubeKind, Rules
from .scoring import GameResult, Outcome, drop_points, points
from .variant import SHORT, Variant

if TYPE_CHECKING:
    from .matchid import MatchId
    from .xgid import Xgid


@dataclass(frozen=True)
class GameState:
    """A snapshot of a game.  ``position.turn`` is the side on roll (the doubler while a
    double is offered); ``turn`` holds the dice and the moves made so far in ``MOVE``."""

    position: Position
    phase: Phase = Phase.OPENING
    cube: Cube = field(default_factory=Cube)
    turn: Turn | None = None
    winner: Color | None = None
    result: GameResult | None = None
    points: int = 0
    dropped: bool = False
    rules: Rules = field(default_factory=Rules)
    match_length: int = 0
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    variant: Variant = SHORT
    flow: FlowState = field(default_factory=FlowState)

    @property
    def drawn(self) -> bool:
        """The game ended drawn (plakoto's two pinned mothers, V31)."""
        return self.flow.drawn

    @property
    def events(self) -> tuple[FlowEvent, ...]:
        """What the last action set in motion (granted doubles, passed moves, …; V61–V67)."""
        return self.flow.events

    @property
    def status(self) -> FlowEvent | None:
        """What the side to act is in the middle of (a granted double, passed moves, an
        extra roll to come; ``games.flow.status``), or ``None``."""
        return _flow.status(self)

    @property
    def on_roll(self) -> Color:
        """The side whose turn it is (the doubler while a double is offered)."""
        return self.position.turn

    @property
    def actor(self) -> Color | None:
        """Who must act now: the doubled side in ``DOUBLED``; nobody in ``OPENING``/``OVER``."""
        if self.phase is Phase.DOUBLED:
            return self.position.turn.other
        if self.phase in (Phase.ROLL, Phase.MOVE):
            return self.position.turn
        return None

    @property
    def dice(self) -> Dice | None:
        """The dice of the turn in progress (``None`` before rolling)."""
        return self.turn.dice if self.turn is not None else None

    @property
    def current(self) -> Position:
        """The position with the moves made so far this turn."""
        return self.turn.current if self.turn is not None else self.position

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (winner, result, points), or ``None`` while it runs."""
        if self.winner is None or self.result is None:
            return None
        return Outcome(self.winner, self.result, self.points, self.dropped)

    def match_id(self) -> MatchId:
        """This state as a GNU Backgammon Match ID (the turn's starting dice); ``str()``
        gives its 12 characters."""
        from .matchid import GameStatus, MatchId

        if self.cube.is_raise:
            raise InvalidCubeError("cube.raise_no_id")
        if self.phase is Phase.OVER:
            status = GameStatus.DROPPED if self.dropped else GameStatus.OVER
        else:
            status = GameStatus.PLAYING
        dice = self._id_dice()
        turn = self.on_roll if self.actor is None else self.actor
        score = self.score
        if self.winner is not None:  # gnubg counts the points of a finished game
            score = (score[0] + self.points, score[1]) if self.winner == Color.WHITE else (
                score[0], score[1] + self.points)
            if self.dropped:
                turn = self.winner.other
        return MatchId(
            cube=self.cube.value, cube_owner=self.cube.owner, on_roll=self.on_roll,
            crawford=self.crawford, status=status, turn=turn,
            double_offered=self.phase is Phase.DOUBLED, dice=dice, length=self.match_length,
            score=score, jacoby=self.rules.jacoby and not self.match_length,
        )

    def _id_dice(self) -> tuple[int, int] | None:
        """The dice as an ID writes them: two dice, a double meaning four moves.  A roll of
        one, three or four single moves, or two equal ones (V16, V66), is no such roll:
        ``InvalidIdError`` rather than an ID that reads back as other dice."""
        if self.dice is None:
            return None
        if isinstance(self.dice, Dice):
            return (self.dice.high, self.dice.low)
        values = tuple(self.dice.values)
        if len(values) == 2 and values[0] != values[1]:
            return (values[0], values[1])
        raise InvalidIdError("id.roll_not_two", dice=str(self.dice))

    def xgid(self) -> Xgid:
        """This state as an XGID (the position at the start of the turn); ``str()`` gives
        the ``XGID=…`` text.  Short nardi's only: another kind of game, even of its family
        (hypergammon, triple …, which would read back as short nardi), raises
        ``InvalidIdError``; so does a roll an XGID cannot hold."""
        from .xgid import Xgid

        if type(self.position) is not Position:  # a family game's would read back as short nardi
            raise InvalidIdError("robust.xgid_no_game")
        if self.cube.is_raise:
            raise InvalidCubeError("cube.raise_no_id")
        dice = self._id_dice()
        max_cube = self.rules.cube_max or 1024
        return Xgid(
            position=self.position, cube=self.cube.value, cube_owner=self.cube.owner,
            dice=dice, double_offered=self.phase is Phase.DOUBLED, score=self.score,
            crawford=self.crawford and bool(self.match_length),
            jacoby=self.rules.jacoby and not self.match_length, length=self.match_length,
            max_cube=max(max_cube, self.cube.value),
        )

    def double_refusal(self) -> tuple[str, str] | None:
        """Why the side on roll may not double (raise) now (message key, rule ids), or
        ``None``."""
        if self.phase is Phase.OVER:
            return "action.game_over", "R20"
        if self.phase is Phase.OPENING:
            return "action.not_started", "R23"
        if self.phase is Phase.DOUBLED:
            return in_cube_words("action.double_pending", "R108", self.cube)
        if self.flow.mid_turn:  # inside a turn already begun
            if self.phase is Phase.MOVE:
                return in_cube_words("action.double_passed_first", "V66, R106", self.cube)
            rule = "V65, R106" if self.flow.extra_due else "V19, R106"
            return in_cube_words("action.double_mid_turn", rule, self.cube)
        if self.variant.cube_refusal is not None:
            return in_cube_words(*self.variant.cube_refusal, self.cube)
        return refusal_of_double(
            self.cube, self.on_roll, rolled=self.phase is Phase.MOVE, crawford=self.crawford,
            match_length=self.match_length, rules=self.rules,
        )


def _refuse(key: str, rule: str) -> IllegalAction:
    return IllegalAction(key, rule=rule)


def _phase_error(state: GameState, wanted: str) -> IllegalAction:
    """The error for an action made in the wrong phase (``wanted`` names the action), in
    the words of the game's cube (doubling or raising)."""
    key, rule = _phase_refusal(state, wanted)
    return _refuse(*in_cube_words(key, rule, state.cube))


def _phase_refusal(state: GameState, wanted: str) -> tuple[str, str]:
    phase = state.phase
    if phase is Phase.OVER:
        return "action.game_over", "R20"
    if phase is Phase.OPENING:
        return "action.not_started", "R23"
    if phase is Phase.DOUBLED:
        return "action.answer_double_first", "R108"
    if wanted in ("take", "drop"):
        return "action.nothing_offered", "R108"
    if wanted == "opening":
        return "action.opening_done", "R24"
    if phase is Phase.ROLL:
        return "action.roll_first", "R27"
    if wanted == "roll" and state.flow.segment is Segment.PASSED:
        return "flow.play_passed_first", "V66"
    return "action.already_rolled", "R27"  # rolling twice


def _die(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 6:
        raise InvalidDiceError("dice.value", value=value)
    return value


def _end_turn(state: GameState, play: Play, turn: Turn) -> GameState:
    if state.variant.has_flow:
        return _flow.end_segment(state, play, turn)
    after = turn.position.play(play)
    winner = after.winner()
    if winner is None:
        return replace(state, position=after, phase=Phase.ROLL, turn=None)
    result = state.variant.result_of(after, winner)
    return replace(state, position=after, phase=Phase.OVER, turn=None, winner=winner,
                   result=result, points=points(result, state.cube, state.rules))


def _start_turn(state: GameState, position: Position, dice: Dice) -> GameState:
    turn = Turn.start(position, dice)
    if turn.is_complete:  # no legal move: the turn passes at once (R48, R63)
        return _end_turn(state, Play(), turn)
    return replace(state, position=position, phase=Phase.MOVE, turn=turn)


def apply_action(state: GameState, action: Action) -> GameState:
    """The state after ``action``; raises ``IllegalAction`` / ``IllegalPlay`` otherwise."""
    if state.variant.has_flow:
        state = _flow.quiet(state)
    if isinstance(action, OpeningRoll):
        if state.phase is not Phase.OPENING:
            raise _phase_error(state, "opening")
        white, black = _die(action.white), _die(action.black)
        if white == black:  # R25; automatic doubles only in money play (R122, R125, R126)
            rules = state.rules
            if (rules.auto_doubles and state.match_length == 0
                    and state.cube.auto_doubles < rules.max_auto_doubles
                    and (rules.cube_max is None or state.cube.next_value <= rules.cube_max)):
                return replace(state, cube=state.cube.auto_doubled())
            return state
        first = Color.WHITE if white > black else Color.BLACK
        position = state.position if state.position.turn == first else state.position.flipped()
        if state.variant.has_flow:
            return _flow.opening(state, position, white, black)
        if state.variant.opening == "reroll":  # L2: the winner rolls both dice afresh
            return replace(state, position=position, phase=Phase.ROLL)
        return _start_turn(state, position, Dice(white, black))
    if isinstance(action, Roll):
        if state.phase is not Phase.ROLL:
            raise _phase_error(state, "roll")
        if state.variant.has_flow:
            return _flow.roll(state, action.dice)
        return _start_turn(state, state.position, Dice.coerce(action.dice))
    if isinstance(action, Double):
        refusal = state.double_refusal()
        if refusal is not None:
            raise _refuse(*refusal)
        return replace(state, phase=Phase.DOUBLED)
    if isinstance(action, Take):
        if state.phase is not Phase.DOUBLED:
            raise _phase_error(state, "take")
        return replace(state, phase=Phase.ROLL, cube=state.cube.taken_by(state.on_roll.other))
    if isinstance(action, Drop):
        if state.phase is not Phase.DOUBLED:
            raise _phase_error(state, "drop")
        return replace(state, phase=Phase.OVER, winner=state.on_roll, dropped=True,
                       result=GameResult.SINGLE, points=drop_points(state.cube))
    if isinstance(action, CheckerMove):
        if state.phase is not Phase.MOVE or state.turn is None:
            raise _phase_error(state, "move")
        turn = state.turn.move(action.src, action.dst)
        if turn.is_complete:
            return _end_turn(state, turn.play, turn)
        return replace(state, turn=turn)
    if isinstance(action, WholePlay):
        if state.phase is not Phase.MOVE or state.turn is None:
            raise _phase_error(state, "move")
        turn = state.turn
        if turn.moves:
            raise _refuse("action.play_after_moves", "R29")
        if action.play not in turn.legal:
            raise IllegalPlay(Reason.NOT_LEGAL, dice=tuple(turn.dice))
        return _end_turn(state, action.play, turn)
    raise InvalidValueError("value.type", name="action", type="Action", value=shown(action))


@dataclass(frozen=True)
class GameRecord:
    """A game's start state and its actions: enough to replay it exactly."""

    start: GameState
    actions: tuple[Action, ...]


def _checked_start(rules: object, position: object, cube: object, match_length: object,
                   score: object, crawford: object, variant: Variant = SHORT) -> Rules:
    """The rules, once every argument of a new ``Game`` has its type and range (a position
    of the variant's own kind)."""
    if rules is not None and not isinstance(rules, Rules):
        raise InvalidValueError("value.type", name="rules", type="Rules", value=shown(rules))
    instance(variant, Variant, "variant")
    kind = type(variant.initial(Color.WHITE))
    if position is not None and not isinstance(position, kind):
        raise InvalidValueError("value.type", name="position", type=kind.__name__,
                                value=shown(position))
    if cube is not None and not isinstance(cube, Cube):
        raise InvalidValueError("value.type", name="cube", type="Cube", value=shown(cube))
    if (cube is not None and isinstance(rules, Rules)
            and cube.kind is not rules.cube_kind):  # the table's cube is one kind (V68)
        raise InvalidCubeError(f"cube.kind_mismatch_{rules.cube_kind.value}")
    length = whole(match_length, "match_length", 0, 999)
    if not isinstance(score, tuple | list) or len(score) != 2:
        raise InvalidValueError("value.type", name="score", type="(int, int)",
                                value=shown(score))
    for side_score in score:
        whole(side_score, "score", 0, max(length - 1, 0) if length else 10**9)
    if not isinstance(crawford, bool):
        raise InvalidValueError("value.type", name="crawford", type="bool",
                                value=shown(crawford))
    if rules is None:  # a cube given alone sets the table's kind; V15: hypergammon's Jacoby
        return Rules(jacoby=variant.jacoby,
                     cube_kind=cube.kind if isinstance(cube, Cube) else CubeKind.DOUBLING)
    return rules


class Game:
    """A whole game: the opening roll, turns, cube actions and the result.

    ``Game()`` starts from the initial position waiting for the opening roll;
    ``Game(position=p)`` starts with ``p.turn`` to roll (a teaching position).  ``variant``
    picks the kind of game (default short nardi; see ``games.long_game``).  Dice come
    from ``random.Random(seed)`` unless given to ``roll_opening``/``roll``.
    """

    def __init__(
        self,
        rules: Rules | None = None,
        *,
        seed: int | None = None,
        rng: random.Random | None = None,
        position: Position | None = None,
        cube: Cube | None = None,
        match_length: int = 0,
        score: tuple[int, int] = (0, 0),
        crawford: bool = False,
        variant: Variant = SHORT,
    ) -> None:
        rules = _checked_start(rules, position, cube, match_length, score, crawford, variant)
        if rng is not None:
            instance(rng, random.Random, "rng")
        if match_length:
            rules = rules.for_match()  # R122
        start = GameState(
            position=position if position is not None else variant.initial(Color.WHITE),
            phase=Phase.OPENING if position is None else Phase.ROLL,
            cube=cube or Cube(kind=rules.cube_kind),
            rules=rules,
            match_length=match_length,
            score=(int(score[0]), int(score[1])),
            crawford=crawford,
            variant=variant,
        )
        self.rng = rng if rng is not None else random.Random(checked_seed(seed))
        self._states: list[GameState] = [start]
        self._actions: list[Action] = []

    @classmethod
    def from_state(cls, state: GameState, *, seed: int | None = None) -> Game:
        """A game that starts at ``state`` (e.g. one read from an XGID), a state of this
        class's own kind of game (``InvalidValueError`` otherwise)."""
        game = cls(seed=seed)
        instance(state, GameState, "state")
        expected = type(game.state.position)
        if cls is Game and state.variant.name != game.state.variant.name:
            # a game of the family (V1–V72): its own position class, as its variant starts it
            variant = state.variant
            expected = type(variant.initial(state.position.turn)) if variant.playable else None
        if type(state.position) is not expected:
            raise InvalidValueError("robust.state_wrong_game")
        game._states = [state]
        return game

    @classmethod
    def from_xgid(cls, text: str | Xgid, rules: Rules | None = None, *,
                  seed: int | None = None) -> Game:
        """A game in the state an XGID (text or ``Xgid``) describes: to roll (``00``), to
        move (dice) or doubled (``D``).  The XGID's Jacoby flag sets ``rules.jacoby`` in
        money play.  An XGID is short nardi's: another kind of game refuses it
        (``InvalidIdError``)."""
        from .xgid import Xgid

        x = text if isinstance(text, Xgid) else Xgid.parse(text)
        if type(cls(seed=0).state.position) is not type(x.position):
            raise InvalidIdError("robust.xgid_wrong_game")
        rules = replace(rules or Rules(), jacoby=x.jacoby)
        if x.length:
            rules = rules.for_match()
        base = GameState(position=x.position, phase=Phase.ROLL,
                         cube=Cube(x.cube, x.cube_owner), rules=rules, match_length=x.length,
                         score=x.score, crawford=x.crawford)
        if x.double_offered:
            state = replace(base, phase=Phase.DOUBLED)
        elif x.dice is not None:
            turn = Turn.start(x.position, x.dice)
            state = replace(base, phase=Phase.MOVE, turn=turn)
        else:
            state = base
        return cls.from_state(state, seed=seed)

    def match_id(self) -> MatchId:
        """GNU Backgammon's Match ID of the current state (``str()`` for the text)."""
        return self.state.match_id()

    def xgid(self) -> Xgid:
        """The full XGID of the current state (``str()`` for the text)."""
        return self.state.xgid()

    @classmethod
    def from_record(cls, record: GameRecord, *, seed: int | None = None) -> Game:
        """Replay a record (raises if an action is illegal)."""
        instance(record, GameRecord, "record")
        game = cls.from_state(record.start, seed=seed)
        for action in record.actions:
            game.apply(action)
        return game

    # — state —

    @property
    def state(self) -> GameState:
        """The current snapshot."""
        return self._states[-1]

    @property
    def history(self) -> tuple[Action, ...]:
        """Every action so far, in order."""
        return tuple(self._actions)

    @property
    def record(self) -> GameRecord:
        return GameRecord(self._states[0], tuple(self._actions))

    position = property(lambda self: self.state.position, doc="Position at the turn's start.")
    current = property(lambda self: self.state.current, doc="Position with this turn's moves.")
    phase = property(lambda self: self.state.phase, doc="The ``Phase``.")
    cube = property(lambda self: self.state.cube, doc="The ``Cube``.")
    turn = property(lambda self: self.state.turn, doc="The ``Turn`` in progress, or ``None``.")
    dice = property(lambda self: self.state.dice, doc="The dice of this turn, or ``None``.")
    on_roll = property(lambda self: self.state.on_roll, doc="The side whose turn it is.")
    actor = property(lambda self: self.state.actor, doc="Who must act now.")
    winner = property(lambda self: self.state.winner, doc="The winner, once over.")
    result = property(lambda self: self.state.result, doc="The ``GameResult``, once over.")
    points = property(lambda self: self.state.points, doc="Points the winner scores.")
    outcome = property(lambda self: self.state.outcome,
                       doc="The ``Outcome`` (winner, result, points) once over, else ``None``.")
    events = property(lambda self: self.state.events,
                      doc="What the last action set in motion (``games.flow``, V61–V67).")
    drawn = property(lambda self: self.state.drawn, doc="The game ended drawn (V31).")
    status = property(lambda self: self.state.status,
                      doc="What the side to act is in the middle of (``games.flow``).")

    @property
    def is_over(self) -> bool:
        return self.state.phase is Phase.OVER

    def may_double(self) -> bool:
        """Whether the side on roll may offer a double now (R105–R111, R66, C9)."""
        return self.state.double_refusal() is None

    def legal_moves(self) -> list:
        """Single-die moves that may come next (empty unless in ``MOVE``)."""
        return self.state.turn.legal_moves() if self.state.turn is not None else []

    # — actions —

    def apply(self, action: Action) -> GameState:
        """Apply ``action``; on an illegal one raise and change nothing."""
        new = apply_action(self.state, action)
        self._states.append(new)
        self._actions.append(action)
        return new

    def roll_opening(self, white: int | None = None, black: int | None = None) -> GameState:
        """One opening roll (single dice, R23); a tie changes nothing but automatic doubles."""
        if self.state.phase is not Phase.OPENING:
            raise _phase_error(self.state, "opening")
        if white is None:
            white = self.rng.randint(1, 6)
        if black is None:
            black = self.rng.randint(1, 6)
        return self.apply(OpeningRoll(white, black))

    def start(self) -> GameState:
        """Roll the opening until it is not a tie (R24–R25)."""
        while self.state.phase is Phase.OPENING:
            self.roll_opening()
        return self.state

    def roll(self, dice: DiceLike | None = None) -> GameState:
        """Roll both dice (or use ``dice`` given by a teacher)."""
        if self.state.phase is not Phase.ROLL:
            raise _phase_error(self.state, "roll")
        if self.state.variant.has_flow:
            return self.apply(Roll(_flow.roll_dice(self.state, dice, self.rng)))
        roll = Dice.coerce(dice) if dice is not None else Dice(self.rng.randint(1, 6),
                                                               self.rng.randint(1, 6))
        return self.apply(Roll(roll))

    def double(self) -> GameState:
        return self.apply(Double())

    def take(self) -> GameState:
        return self.apply(Take())

    def drop(self) -> GameState:
        return self.apply(Drop())

    def move(self, src: int, dst: int) -> GameState:
        """Move one checker (``src`` 25 = bar, ``dst`` 0 = off)."""
        return self.apply(CheckerMove(whole(src, "src", 0, 25), whole(dst, "dst", 0, 25)))

    def play(self, play: Play | str) -> GameState:
        """Play a whole roll: a ``Play`` or its text (``"24/13"``)."""
        if not isinstance(play, str | Play):
            raise InvalidValueError("value.play", value=shown(play))
        if isinstance(play, str):
            state = self.state
            if state.phase is not Phase.MOVE or state.turn is None:
                raise _phase_error(state, "move")
            play = state.position.parse_play(play, state.turn.dice)
        return self.apply(WholePlay(play))

    def undo(self) -> Action | None:
        """Take back the last action (returned); ``None`` at the start."""
        if not self._actions:
            return None
        self._states.pop()
        return self._actions.pop()

    def replay(self) -> Iterator[tuple[Action | None, GameState]]:
        """``(None, start)``, then each ``(action, state after it)``."""
        yield None, self._states[0]
        yield from zip(self._actions, self._states[1:], strict=True)

    def states(self) -> Sequence[GameState]:
        return tuple(self._states)

    def __repr__(self) -> str:
        s = self.state
        return (f"<Game {s.phase.value} on_roll={s.on_roll.name} cube={s.cube!r} "
                f"actions={len(self._actions)}>")
