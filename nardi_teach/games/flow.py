"""The turn sequence of the YellowClub family (V61–V67): personal rolls, the crazy
progression, the extra roll, moves passed to the opponent, the game's end first, plakoto's
mother rule, and the openings of V10, V14, V19, V33 and V59.

``Game`` hands a game whose ``Variant.has_flow`` is true to this module at four points: the
opening roll (:func:`opening`), a roll (:func:`roll`), the end of a play (:func:`end_segment`)
and the dice a roll needs (:func:`roll_dice`).  A turn is a chain of *segments*, each one
roll's worth of moves played with the position's own rules (``Turn``):

* ``ROLL`` — a personal roll (V61; the opening's roll-off dice count for the starter);
* ``EXTRA`` — gul-bara's and khachapuri's one more roll after a rolled double played in
  full (V65), not a personal roll;
* ``GRANTED`` — the next higher double of the progression (V62), played as a fresh roll
  (V63: one checker from the head, no first-turn exception);
* ``PASSED`` — the opponent's unplayed moves of a double (V66), as ``Roll.passed``, before
  the recipient's own roll; the rest are lost and nothing passes back.

After every play the game's end comes first (V67): all checkers off, then the mother rule.
Each transition says what happened in ``FlowState.events`` (``FlowEvent.message(lang)``:
"a granted double: 4-4 follows your 3-3", "two moves of 5 you could not play pass to
White").
"""

from __future__ import annotations

import enum
import random
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any

from ..core.board import Color
from ..core.checks import flag, instance, shown, whole
from ..core.dice import Dice, DiceLike, Roll
from ..core.errors import InvalidDiceError, InvalidValueError
from ..core.moves import Play
from ..core.turn import Turn
from ..i18n import has_message, message_params, translate
from .phase import Phase
from .scoring import GameResult, points

if TYPE_CHECKING:
    from .game import GameState

PROGRESSION_FROM = 6
"""The first personal roll whose double starts the progression (V62: "the first five
personal rolls are ordinary")."""


class Segment(enum.Enum):
    """What the dice in play are (see the module's docstring)."""

    ROLL = "roll"
    EXTRA = "extra"
    GRANTED = "granted"
    PASSED = "passed"

    def __repr__(self) -> str:
        return f"Segment.{self.name}"


@dataclass(frozen=True, slots=True)
class FlowEvent:
    """One announcement of the turn sequence: a catalogue ``key``, the ``rule`` ids it
    applies and the message's parameters."""

    key: str
    rule: str
    params: tuple[tuple[str, Any], ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.key, str) or not has_message(self.key):
            raise InvalidValueError("value.type", name="key", type="a catalogue key",
                                    value=shown(self.key))
        instance(self.rule, str, "rule")
        if not isinstance(self.params, tuple) or not all(
                isinstance(p, tuple) and len(p) == 2 and isinstance(p[0], str)
                for p in self.params):
            raise InvalidValueError("value.type", name="params", type="((name, value), …)",
                                    value=shown(self.params))
        missing = message_params(self.key) - {name for name, _ in self.params}
        if missing:  # the message could not be told (issue 40: a KeyError at message())
            raise InvalidValueError("value.type", name="params",
                                    type=", ".join(sorted(missing)), value=shown(self.params))

    def text(self, lang: str | None = None) -> str:
        """The announcement as a learner's page shows it (the rule linked, not named)."""
        return translate(self.key, lang, **dict(self.params))

    def message(self, lang: str | None = None) -> str:
        """The announcement in ``lang`` (Georgian by default), with its rule ids."""
        return f"{self.text(lang)} ({translate('rule', lang, rule=self.rule)})"

    def __str__(self) -> str:
        return self.message()


@dataclass(frozen=True, slots=True)
class FlowState:
    """The turn sequence's part of a ``GameState``.

    ``rolls``: personal rolls so far, by colour (V61); ``segment``: what the dice in play
    are; ``extra_due``: the next roll is the extra roll (V65); ``base``: the roll-off dice
    waiting for fresh dice (V19); ``first``: the first-turn flag of a side playing passed
    moves, given back after them; ``drawn``: the game ended drawn (V31); ``events``: what
    the last action set in motion.
    """

    rolls: tuple[int, int] = (0, 0)
    segment: Segment = Segment.ROLL
    extra_due: bool = False
    base: tuple[int, ...] = ()
    first: bool | None = None
    drawn: bool = False
    events: tuple[FlowEvent, ...] = ()

    def __post_init__(self) -> None:
        rolls = self.rolls
        if not isinstance(rolls, tuple) or len(rolls) != 2:
            raise InvalidValueError("value.type", name="rolls", type="(int, int)",
                                    value=shown(rolls))
        for count in rolls:
            whole(count, "rolls", 0, 10**6)
        instance(self.segment, Segment, "segment")
        if not isinstance(self.base, tuple) or len(self.base) > 2:
            raise InvalidValueError("value.type", name="base", type="(die, die)",
                                    value=shown(self.base))
        for die in self.base:
            whole(die, "base", 1, 6)
        if self.first is not None:
            flag(self.first, "first")
        flag(self.extra_due, "extra_due")
        flag(self.drawn, "drawn")
        if not isinstance(self.events, tuple) or not all(
                isinstance(e, FlowEvent) for e in self.events):
            raise InvalidValueError("value.type", name="events", type="(FlowEvent, …)",
                                    value=shown(self.events))

    @property
    def mid_turn(self) -> bool:
        """Whether the side on roll is inside a turn already begun (an extra roll or the
        roll-off's fresh dice to come, passed moves to play): no cube action now (V69)."""
        return self.extra_due or bool(self.base) or self.segment is Segment.PASSED


def status(state: GameState) -> FlowEvent | None:
    """What the side to act is in the middle of, for a board to show at any time (not only
    when it begins, as ``events`` do): a granted double (V62), moves passed to it (V66), the
    extra roll to come (V65), the roll-off's fresh dice to come (V19); ``None`` otherwise."""
    flow, dice = state.flow, state.dice
    if state.phase is Phase.MOVE and dice is not None:
        if flow.segment is Segment.GRANTED:
            return FlowEvent("flow.status_granted", "V62", (("dice", tuple(dice.moves[:2])),))
        if flow.segment is Segment.PASSED:
            return FlowEvent("flow.status_passed", "V66",
                             (("count", len(dice.moves)), ("value", dice.moves[0]),
                              ("dice", tuple(dice.moves))))
        if flow.segment is Segment.EXTRA:
            return FlowEvent("flow.status_extra", "V65")
    if state.phase is Phase.ROLL and flow.extra_due:
        return FlowEvent("flow.status_extra_due", "V65")
    if state.phase is Phase.ROLL and flow.base:
        return FlowEvent("flow.status_base", "V19", (("dice", flow.base),
                                                     ("count", state.variant.dice - 2)))
    return None


def side(color: Color) -> str:
    """A colour as the catalogue's side forms name it (``X`` White, ``O`` Black)."""
    return "X" if color == Color.WHITE else "O"


def _say(state: GameState, key: str, rule: str, **params: Any) -> GameState:
    flow = state.flow
    event = FlowEvent(key, rule, tuple(params.items()))
    return replace(state, flow=replace(flow, events=flow.events + (event,)))


def quiet(state: GameState) -> GameState:
    """``state`` with the previous action's announcements cleared."""
    return state if not state.flow.events else replace(
        state, flow=replace(state.flow, events=()))


def _counted(rolls: tuple[int, int], color: Color) -> tuple[int, int]:
    return (rolls[0] + 1, rolls[1]) if color == Color.WHITE else (rolls[0], rolls[1] + 1)


def _all_home(position: Any, color: Color) -> bool:
    """Every checker of ``color`` home or off (V64a): none on 7–24 or the bar."""
    return not any(position.checkers(color)[7:26])


def _left(dice: Dice | Roll, play: Play) -> tuple[int, ...]:
    """The dice of ``dice`` that ``play`` did not use (a double counts four)."""
    left = list(dice.moves)
    for move in play.moves:
        left.remove(move.die)
    return tuple(left)


def _resume(position: Any, first: bool | None) -> Any:
    """``position`` with its player's first-turn flag given back (passed moves are not a
    turn of the recipient's own, V61, V66)."""
    if first is None or getattr(position, "player_first", first) == first:
        return position
    names = {f.name for f in fields(position)}
    return replace(position, player_first=first) if "player_first" in names else position


# — starting segments —

def _start(state: GameState, position: Any, dice: Dice | Roll, segment: Segment) -> GameState:
    turn = Turn.start(position, dice)
    flow = replace(state.flow, segment=segment, extra_due=False, base=())
    new = replace(state, position=position, phase=Phase.MOVE, turn=turn, flow=flow)
    if turn.is_complete:  # nothing can be played: the segment ends at once (R48, V66)
        return end_segment(new, Play(), turn)
    return new


def opening(state: GameState, position: Any, white: int, black: int) -> GameState:
    """The state after the roll-off (``position``: the starter on roll).

    ``play_rolloff``: the roll-off dice are the starter's first roll (V10, V14, V59) and its
    first personal roll (V61); ``reroll``: the starter rolls afresh (L2, V33);
    ``rolloff_plus``: the roll-off dice wait for one or two fresh dice (V19).
    """
    variant = state.variant
    if variant.opening == "reroll":
        return replace(state, position=position, phase=Phase.ROLL)
    if variant.opening == "rolloff_plus":
        return replace(state, position=position, phase=Phase.ROLL,
                       flow=replace(state.flow, base=(white, black)))
    flow = replace(state.flow, rolls=_counted(state.flow.rolls, position.turn))
    return _start(replace(state, flow=flow), position, Dice(white, black), Segment.ROLL)


def _fresh(state: GameState) -> int:
    """How many dice the next roll throws: the game's, or what the roll-off lacks (V19)."""
    base = state.flow.base
    return state.variant.dice - len(base) if base else state.variant.dice


def roll_dice(state: GameState, dice: DiceLike | Roll | None,
              rng: random.Random) -> Dice | Roll:
    """The dice of the next ``Roll`` action: ``dice`` read for this game (two dice as
    ``Dice``; three or four, or the roll-off's fresh dice, as ``Roll``), or thrown."""
    count = _fresh(state)
    if dice is None:
        values = [rng.randint(1, 6) for _ in range(count)]
        return Dice(*values) if count == 2 and not state.flow.base else Roll(*values)
    if count == 2 and not state.flow.base:
        return Dice.coerce(dice)  # type: ignore[arg-type]
    roll = Roll.coerce(dice)  # type: ignore[arg-type]
    if len(roll) != count:
        if state.flow.base:  # the roll-off's dice stay; the fresh ones complete the roll (V19)
            raise InvalidDiceError("dice.fresh_count", n=count, count=len(roll),
                                   base=state.flow.base)
        # V16, V19: this game's roll has ``count`` dice
        raise InvalidDiceError("dice.variant_count", n=count, count=len(roll))
    return roll


def roll(state: GameState, dice: object) -> GameState:
    """The state after the side on roll throws ``dice`` (a personal roll, or the extra
    roll of V65, which is not one)."""
    count = _fresh(state)
    if count == 2 and not state.flow.base:
        thrown: Dice | Roll = Dice.coerce(dice)  # type: ignore[arg-type]
    else:
        thrown = Roll.coerce(dice)  # type: ignore[arg-type]
        if len(thrown) != count:
            raise InvalidDiceError("dice.count", count=len(thrown))
        if state.flow.base:  # V19: the roll-off dice and the fresh ones are one roll
            thrown = Roll(*state.flow.base, *thrown.values)
    flow = state.flow
    if flow.extra_due:
        return _start(state, state.position, thrown, Segment.EXTRA)
    flow = replace(flow, rolls=_counted(flow.rolls, state.on_roll))
    return _start(replace(state, flow=flow), state.position, thrown, Segment.ROLL)


# — ending segments —

def _finish(state: GameState, after: Any, winner: Color, result: GameResult | None = None
            ) -> GameState:
    result = result if result is not None else state.variant.result_of(after, winner)
    return replace(state, position=after, phase=Phase.OVER, turn=None, winner=winner,
                   result=result, points=points(result, state.cube, state.rules))


def mother_pinned(position: Any, color: Color) -> bool:
    """Whether ``color``'s mother — its last checker on its own start point, 24 — is
    pinned (V31).  Asks the position (``mother_pinned(color)``, or ``pins(color)``: the
    points, in ``color``'s numbering, where one of its checkers is pinned); a position
    without pins never has a pinned mother."""
    query = getattr(position, "mother_pinned", None)
    if callable(query):
        return bool(query(color))
    pins = getattr(position, "pins", None)
    return bool(callable(pins) and 24 in pins(color))


def mother_verdict(position: Any) -> Color | str | None:
    """V31 after a play: ``"draw"`` when both mothers are pinned; the colour that loses
    when its mother is pinned and the pinner has no checker left on its own start point;
    ``None`` while play goes on.  A position's own ``mother_verdict()`` (``("draw", None)``
    / ``("loses", side)`` / ``None``) is asked first."""
    own = getattr(position, "mother_verdict", None)
    if callable(own):
        verdict = own()
        if verdict is None:
            return None
        return "draw" if verdict[0] == "draw" else Color(verdict[1])
    pinned = [c for c in (Color.WHITE, Color.BLACK) if mother_pinned(position, c)]
    if len(pinned) == 2:
        return "draw"
    if pinned and not position.checkers(pinned[0].other)[24]:
        return pinned[0]
    return None


def _game_end(state: GameState, after: Any) -> GameState | None:
    """V67: the game's end before any flow rule — all borne off (V11, L9, V32), then the
    mother rule (V31)."""
    winner = after.winner()
    if winner is not None:
        return _finish(state, after, winner)
    if state.variant.mother_rule:
        verdict = mother_verdict(after)
        if verdict == "draw":
            state = _say(state, "flow.mother_draw", "V31")
            return replace(state, position=after, phase=Phase.OVER, turn=None,
                           flow=replace(state.flow, drawn=True))
        if isinstance(verdict, Color):
            state = _say(state, "flow.mother_lost", "V31", side=side(verdict))
            return _finish(state, after, verdict.other, GameResult.GAMMON)
    return None


def _progressing(state: GameState, mover: Color, dice: Dice | Roll) -> bool:
    """Whether a double played in full now would be followed by the next one (V62)."""
    return (state.variant.progression and isinstance(dice, Dice) and dice.is_double
            and dice.high < 6 and state.flow.segment in (Segment.ROLL, Segment.GRANTED)
            and state.flow.rolls[mover] >= PROGRESSION_FROM)


def _next_roll(state: GameState, after: Any) -> GameState:
    """The turn is over: the opponent (on roll in ``after``) rolls next."""
    flow = replace(state.flow, segment=Segment.ROLL, extra_due=False, first=None)
    return replace(state, position=after, phase=Phase.ROLL, turn=None, flow=flow)


def end_segment(state: GameState, play: Play, turn: Turn) -> GameState:
    """The state after ``play`` ends the segment ``turn`` (V61–V67)."""
    mover = turn.position.turn
    after = turn.position.play(play)
    ended = _game_end(state, after)
    if ended is not None:
        return ended
    dice, segment = turn.dice, state.flow.segment
    left = _left(dice, play)
    if segment is Segment.PASSED:  # V66: the rest are lost; the recipient now rolls
        if left:
            state = _say(state, "flow.passed_lost", "V66", count=len(left),
                         played=len(play), side=side(mover))
        position = _resume(after.flipped(), state.flow.first)
        flow = replace(state.flow, segment=Segment.ROLL, first=None)
        return replace(state, position=position, phase=Phase.ROLL, turn=None, flow=flow)
    double = isinstance(dice, Dice) and dice.is_double
    variant = state.variant
    if double and not left:  # played in full
        value = dice.high
        if _progressing(state, mover, dice):
            if _all_home(after, mover):  # V64a
                state = _say(state, "flow.progression_home", "V64, R167")
            else:  # V62: the next double, granted
                state = _say(state, "flow.granted", "V62, R167", prev=(value, value),
                             next=(value + 1, value + 1))
                return _start(state, after.flipped(), Dice(value + 1, value + 1),
                              Segment.GRANTED)
        if variant.extra_roll and segment is Segment.ROLL:  # V65
            state = _say(state, "flow.extra_roll", "V65, R166")
            flow = replace(state.flow, extra_due=True, segment=Segment.ROLL)
            return replace(state, position=after.flipped(), phase=Phase.ROLL, turn=None,
                           flow=flow)
        if variant.extra_roll and segment is Segment.EXTRA:
            state = _say(state, "flow.extra_once", "V65, R166")
        return _next_roll(state, after)
    passes = variant.passing and (double or variant.pass_scope == "all")
    if left and (passes or (double and variant.progression)):
        progressed = variant.progression and double and (
            segment is Segment.GRANTED or state.flow.rolls[mover] >= PROGRESSION_FROM)
        if progressed:
            state = _say(state, "flow.progression_short", "V64, R167")
        if passes:  # V66: that many moves of that number, before its own roll
            key = "flow.passed" if double else "flow.passed_dice"
            state = _say(state, key, "V66, R166" if variant.extra_roll else "V66, R168",
                         count=len(left), value=left[0], dice=left, side=side(mover.other))
            first = getattr(after, "player_first", None)
            state = replace(state, flow=replace(state.flow, first=first))
            return _start(state, after, Roll(*left), Segment.PASSED)
        game_rule = "V43" if variant.family == "parallel" else "V46"  # crazy, crazy short
        state = _say(state, "flow.lost", f"V64, {game_rule}, R47" if progressed
                     else f"{game_rule}, R47", count=len(left), value=left[0])
    return _next_roll(state, after)
