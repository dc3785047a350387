"""The state of an interactive board, kept apart from any widget toolkit.

``BoardController`` holds a position, the roll and the checker moves made so far
(a :class:`~nardi_teach.explain.Turn`), the selected checker and the message to show.
It reacts to the same events a front end sends — clicks on points in the viewer's
numbering (1–24, bar 25, off 0) and the buttons roll / undo / undo turn / confirm — and
never reaches an inconsistent state: a refused click changes nothing and leaves the
engine's explanation (with its R-id) in ``message``.

Modes: ``"free"`` (a teacher's demo on a set position), ``"practice"`` (the bear-off drill
of R184, scripted positions and dice) and ``"game"`` (two players at one screen with the cube;
see :mod:`nardi_teach.game_controller`).

Every playable game of the registry (``games.registry.VARIANTS``, read through
:mod:`.variants`) plays in each mode: ``variant="plakoto"`` or a position of that game.  The
free and practice boards follow the game's position rules (pins, three or four dice, exact
bear-off); the turn sequence of the YellowClub family (granted doubles, the extra roll, passed
moves, the mother rule) is the game mode's, which plays a whole ``Game`` through ``games.flow``.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..core.board import BAR, OFF, Color
from ..core.checks import as_side, shown
from ..core.dice import Dice, DiceLike
from ..core.errors import IllegalPlay, InvalidValueError, NardiError, Reason
from ..core.moves import Play
from ..core.turn import roll_said
from ..i18n import LANGUAGES, get_language, translate
from ..long_nardi.position import LongPosition
from ..short_nardi.explain import Turn, explain_segments
from ..short_nardi.position import Position
from ..svg import SvgBoard, board_svg
from .links import rule_link
from .numbering import seen
from .variants import (
    GAME_NAMES,
    canonical,
    initial_position,
    position_class,
    practice_steps,
    throw,
    variant_of,
)

MODES = ("free", "practice", "game")
POSITIONS: dict[str, type] = {name: position_class(name) for name in GAME_NAMES}
"""Each game's position class, by its registry name (``games.registry.VARIANTS``)."""


@dataclass(frozen=True)
class PracticeStep:
    """One scripted step of the R184 bear-off drill: a position, a roll, what it teaches, and
    its goal: the play must bear off at least ``off`` checkers and, with ``home``, leave no
    checker outside home; ``enter`` asks for the bar to be empty."""

    key: str
    position: Position
    dice: Dice
    off: int = 0
    home: bool = False
    enter: bool = False

    def reached(self, after: Position) -> bool:
        """Whether ``after`` (the position once the play is made, the other side on roll)
        reaches this step's goal."""
        mine = after.opponent  # the mover, now that the other side is on roll
        if mine[OFF] - self.position.player[OFF] < self.off:
            return False
        if self.home and any(mine[7:BAR + 1]):
            return False
        return not (self.enter and mine[BAR])


def _step(key: str, player: Mapping[int | str, int], opponent: Mapping[int | str, int],
          dice: str, cls: type = Position, **goal: object) -> PracticeStep:
    return PracticeStep(key, cls.from_checkers(player, opponent), Dice.parse(dice),
                        **goal)  # type: ignore[arg-type]


_FAR = {20: 3, 21: 3, 22: 3, 23: 3, 24: 3}  # the opponent's checkers in their own home

PRACTICE_STEPS: tuple[PracticeStep, ...] = (
    # R184: bring the last checker home (one checker outside blocks the bear-off) …
    _step("practice.home", {8: 1, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, _FAR, "3-2",
          home=True, off=1),
    # … then bear off with the exact number …
    _step("practice.exact", {6: 2, 5: 3, 4: 3, 3: 3, 2: 2, 1: 2}, _FAR, "6-4", off=2),
    # … with a larger number (from the highest occupied point) …
    _step("practice.larger", {4: 3, 3: 4, 2: 4, 1: 4}, _FAR, "6-5", off=2),
    # … with a double (up to four checkers) …
    _step("practice.double", {4: 2, 3: 1, 2: 1, 1: 3}, _FAR, "4-4", off=4),
    # … and in short nardi a checker on the bar stops the bear-off (R87).
    _step("practice.bar", {"bar": 1, 6: 3, 5: 3, 4: 3, 3: 3, 2: 2},
          {20: 2, 21: 2, 22: 2, 23: 2, 24: 2}, "6-2", enter=True),
)


# Long nardi (L8): the same drill without the bar step; the opponent waits in its own home,
# which is the mover's 13–18.
_FAR_LONG = {13: 3, 14: 3, 15: 3, 16: 3, 17: 3}

LONG_PRACTICE_STEPS: tuple[PracticeStep, ...] = (
    _step("practice.home", {8: 1, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, _FAR_LONG, "3-2",
          LongPosition, home=True, off=1),
    _step("practice.exact", {6: 2, 5: 3, 4: 3, 3: 3, 2: 2, 1: 2}, _FAR_LONG, "6-4",
          LongPosition, off=2),
    _step("practice.larger", {4: 3, 3: 4, 2: 4, 1: 4}, _FAR_LONG, "6-5", LongPosition, off=2),
    _step("practice.double", {4: 2, 3: 1, 2: 1, 1: 3}, _FAR_LONG, "4-4", LongPosition, off=4),
)
PRACTICE: dict[str, tuple[tuple[PracticeStep, ...], str]] = {
    "short": (PRACTICE_STEPS, "practice.done"),
    "long": (LONG_PRACTICE_STEPS, "practice.long_done"),
}
"""Each game's bear-off drill and its closing message (the other games' are made from these
on their own boards when first asked for: :func:`practice_for`)."""


def practice_for(name: str) -> tuple[tuple[PracticeStep, ...], str]:
    """Game ``name``'s bear-off drill and its closing message."""
    if name not in PRACTICE:
        steps = practice_steps(name, PRACTICE_STEPS, LONG_PRACTICE_STEPS, PracticeStep)
        kinds = {step.key for step in steps}
        done = ("practice.long_done" if "practice.bar" not in kinds
                else "practice.done")
        if kinds != {s.key for s in PRACTICE_STEPS} and kinds != {
                s.key for s in LONG_PRACTICE_STEPS}:
            done = "practice.variant_done"
        PRACTICE[name] = (steps, done)
    return PRACTICE[name]


class BoardController:
    """A board a learner plays on by clicking; pure Python, testable without a browser.

    >>> board = BoardController(Position.initial(), dice="6-5")
    >>> board.click(24); board.highlights()
    {24: 'selected', 18: 'legal', 13: 'legal'}
    >>> board.click(13); str(board.turn.play)
    '24/13'

    ``complete_key`` is the message when the play is complete (an exercise board, whose play
    is checked rather than confirmed, says so); ``on_refused_move(error, src, dst)``, when set,
    hears every move the rules refuse (an exercise counts it as a miss).
    """

    complete_key = "ctl.complete"
    rules: tuple[str, ...] = ()
    """The rule ids the message rests on (a refusal's, the turn sequence's): the page links
    the first to its place in the book (:meth:`rule_link`); the message names none."""
    on_refused_move: Callable[[IllegalPlay, int, int], None] | None = None

    def __init__(
        self,
        position: Position | None = None,
        *,
        mode: str = "free",
        dice: DiceLike | None = None,
        seed: int | None = None,
        orientation: str = "right",
        perspective: Color | None = None,
        auto_bear_off: bool = False,
        lang: str | None = None,
        follow_turn: bool = False,
        absent: tuple[Color, ...] = (),
        variant: str | None = None,
    ) -> None:
        if mode not in ("free", "practice"):
            raise InvalidValueError("value.one_of", name="mode", names="free, practice",
                                    value=shown(mode))
        self._set_up(mode, orientation, perspective, auto_bear_off, lang, seed, follow_turn)
        self._variant(variant or (variant_of(position) if position is not None else "short"))
        self.absent = tuple(as_side(c, "absent") for c in absent)
        self.turn: Turn | None = None
        self.message = ""
        self.error = False
        self.error_rule: str | None = None
        if mode == "practice":
            self._start_step(0)
        else:
            self.position = position or initial_position(self.variant)
            self._bottom = self.position.turn
            self._say("ctl.roll_prompt", side=self._side(self.position.turn))
            if dice is not None:
                self.roll(dice)

    # — reading the state —

    @property
    def current(self) -> Position:
        """The position on the board now (mid-turn: after the moves made so far)."""
        return self.turn.current if self.turn is not None else self.position

    @property
    def remaining(self) -> tuple[int, ...]:
        """The dice not played yet (empty before a roll)."""
        return self.turn.remaining if self.turn is not None else ()

    @property
    def viewer(self) -> Color:
        """The colour drawn at the bottom: ``perspective``, else the side on roll when the board
        was set up — the board keeps its orientation unless ``follow_turn`` turns it to the
        side on roll every turn."""
        if self.perspective is not None:
            return self.perspective
        return self.position.turn if self.follow_turn else self._bottom

    @property
    def numbers(self) -> Color:
        """The side whose numbers the board shows and every message uses (chapter 12): the side
        on roll (a game board: the side whose decision it is)."""
        return self.position.turn

    def to_engine(self, point: int) -> int:
        """A clicked point (``data-point``: the viewer's places) in the numbering of the side on
        roll — the number written on that point (the board is numbered for the side on roll,
        chapter 12), so every message names the number the learner clicked."""
        if self.viewer == self.position.turn:
            return point
        return self.position.for_other_side(point)

    def to_viewer(self, point: int) -> int:
        """A point in the numbering of the side on roll as the viewer clicks it."""
        return self.to_engine(point)  # the same mirror both ways

    def may_roll(self) -> bool:
        """Whether the roll buttons can act now (practice steps bring their own dice)."""
        return self.turn is None and self.mode == "free" and self.position.winner() is None

    def buttons(self) -> dict[str, bool]:
        """Each button of this board (in display order) and whether it acts now."""
        moved = self.turn is not None and bool(self.turn.moves)
        out = {"roll": self.may_roll(), "undo": moved, "undo_turn": moved,
               "confirm": self.turn is not None}
        if self.mode == "practice":
            out["restart"] = True
        return out

    def undo_label(self) -> str:
        """The catalogue key of the undo button's name: what it takes back now."""
        return "widget.undo"

    def highlights(self) -> dict[int, str]:
        """Marks in the engine's numbering: the selected checker and its landing points."""
        if self.turn is None or self.selected is None:
            return {}
        marks = {self.selected: "selected"}
        for dst, route in self.turn.destinations(self.selected).items():
            marks[dst] = "hit" if route[-1].hit else "legal"
        return marks

    def movable(self) -> tuple[int, ...]:
        """The points (the numbering of the side on roll) whose checkers can move now, while
        no checker is picked up: where a tap or a keyboard cursor looks first."""
        if self.turn is None or self.selected is not None or self.turn.is_complete:
            return ()
        me = self.turn.current.player
        return tuple(p for p in range(25, 0, -1) if me[p] and self.turn.destinations(p))

    def svg(self, size: int = 440) -> SvgBoard:
        """The board as it stands, with the roll, the used dice and the highlights."""
        used = [m.die for m in self.turn.moves] if self.turn is not None else ()
        return board_svg(
            self.current, size=size, orientation=self.orientation, perspective=self.viewer,
            highlights=self.highlights(), dice=self.turn.dice if self.turn else None,
            used_dice=used, lang=self.lang, absent=self.absent, movable=self.movable(),
            numbers=self.numbers,
        )

    # — actions —

    def roll(self, dice: DiceLike | None = None) -> None:
        """Roll: random (seeded) dice, or the teacher's ``dice``.  Refused mid-turn."""
        if self.turn is not None:
            return self._refuse_key("ctl.already_rolled")
        if self.position.winner() is not None:
            return self._refuse_key("ctl.game_over", side=self._side(self.position.winner()))
        try:
            roll = throw(self.variant, self.rng, dice)  # three or four dice: V16, V19
        except NardiError as error:
            return self._refuse(error)
        self.turn = Turn.start(self.position, roll)
        self.selected = None
        self._tried = None  # a refusal of the turn before explains nothing on the tray now
        if self.turn.is_complete:
            self._say("illegal.dance", dice=tuple(roll))
        elif self._auto_bear_off():
            self._say("ctl.auto_bear_off", play=str(self.turn.play))
        else:
            self._say("ctl.rolled", side=self._side(self.position.turn), dice=tuple(roll))

    def _variant(self, name: str) -> None:
        """The game this board plays, by its registry name or an alias (its positions and
        drill)."""
        known = canonical(name)
        if known is None:
            raise InvalidValueError("value.one_of", name="variant", names=", ".join(GAME_NAMES),
                                    value=shown(name))
        self.variant = known
        self._steps, self._done_key = practice_for(known)

    def _set_up(self, mode: str, orientation: str, perspective: Color | None,
                auto_bear_off: bool, lang: str | None, seed: int | None,
                follow_turn: bool = False) -> None:
        """The view options and the empty history every board mode starts from."""
        if orientation not in ("right", "left"):
            raise InvalidValueError("value.one_of", name="orientation", names="right, left",
                                    value=shown(orientation))
        if lang is not None and not (isinstance(lang, str) and lang in LANGUAGES):
            raise InvalidValueError("value.one_of", name="lang", names="ka, en",
                                    value=shown(lang))
        if perspective is not None:
            perspective = as_side(perspective, "perspective")
        self.mode = mode
        self.orientation = orientation
        self.perspective = None if perspective is None else Color(perspective)
        self.follow_turn = follow_turn
        self.absent: tuple[Color, ...] = ()
        self._bottom = Color.WHITE
        self.auto_bear_off = auto_bear_off
        self.lang = lang or get_language()
        self.rng = random.Random(seed)
        self.step = 0
        self.history: list[tuple[Position, Play]] = []
        self.selected: int | None = None

    def click(self, point: int) -> None:
        """A click on a point (viewer's numbering; bar 25, off 0)."""
        if not isinstance(point, int) or isinstance(point, bool) or not 0 <= point <= 25:
            return self._refuse_key("ctl.bad_point", point=point)
        if self.turn is None:
            return self._refuse_idle()
        p = self.to_engine(point)
        me = self.turn.current.player
        if self.selected is not None:
            if p == self.selected:
                self.selected = None
                return self._say("ctl.deselected")
            targets = self.turn.destinations(self.selected)
            if p in targets:
                return self._move(self.selected, p)
            if p != OFF and me[p] and self.turn.destinations(p):
                return self._select(p)
            src, self.selected = self.selected, None  # a refused move lets the checker go
            try:
                self.turn.move(src, p)
            except IllegalPlay as error:
                self._refuse(error)
                if self.on_refused_move is not None:
                    self.on_refused_move(error, src, p)
                return None
            raise AssertionError("a move outside destinations() was accepted")  # pragma: no cover
        if p == OFF:
            return self._tray_after_refusal() or self._refuse_key("ctl.pick_checker")
        self._select(p)

    def play_text(self, text: object) -> None:
        """A whole play written in notation (``13/7 8/7``, ``bar/22*``) in the numbers drawn on
        the board (those of the side on roll), made and confirmed at once; refused, with the
        engine's reason (``NotationError``, ``IllegalPlay`` …), it changes nothing."""
        if self.turn is None:
            return self._refuse_idle()
        if not isinstance(text, str) or not text.strip() or len(text) > 200:
            return self._refuse_key("a11y.play_empty")
        try:  # typed in the numbers on the board: the side on roll's (chapter 12)
            play = self.position.parse_play(text, self.turn.dice)
        except NardiError as error:
            return self._refuse(error)
        self.turn = Turn(self.position, self.turn.dice, play.moves, self.turn.legal)
        self.selected = None
        self.confirm()

    def undo(self) -> None:
        """Take the last checker move back."""
        if self.turn is None or not self.turn.moves:
            return self._refuse_key("ctl.nothing_to_undo")
        self.turn = self.turn.undo()
        self.selected = None
        self._say("ctl.undone", dice=self.turn.remaining, roll=roll_said(self.turn.dice))

    def undo_turn(self) -> None:
        """Take every checker move of this turn back (the roll stays)."""
        if self.turn is None or not self.turn.moves:
            return self._refuse_key("ctl.nothing_to_undo")
        self.turn = Turn(self.position, self.turn.dice, (), self.turn.legal)
        self.selected = None
        self._say("ctl.undone_turn", dice=tuple(self.turn.dice))

    def confirm(self) -> None:
        """End the turn.  Refused, with the must-play rule (R40–R46), while dice can be played."""
        if self.turn is None:
            return self._refuse_idle()
        if not self.turn.is_complete:
            segments = [(m.src, m.dst, m.hit) for m in self.turn.moves]
            try:
                explain_segments(self.position, self.turn.dice, segments, self.turn.legal)
            except IllegalPlay as error:
                return self._refuse(error)
            return self._refuse(IllegalPlay(Reason.MUST_MOVE))  # pragma: no cover
        play = self.turn.play
        mover = self.position.turn
        if self.mode == "practice" and not self._step_reached(play):
            return None
        self.history.append((self.position, play))
        self.position = self.position.play(play)
        self.turn = None
        self.selected = None
        if self.mode == "practice":
            return self._next_step()
        winner = self.position.winner()
        if winner is not None:
            return self._say("ctl.game_over", side=self._side(winner))
        self._say("ctl.confirmed", side=self._side(mover), play=self._echo(play, mover),
                  next=self._side(self.position.turn))

    def set_position(self, position: Position, dice: DiceLike | None = None) -> None:
        """Put a new position on the board (the teacher's demo); optionally roll ``dice``."""
        self.position = position
        self._bottom = position.turn
        self.turn = None
        self.selected = None
        self.history.clear()
        self._say("ctl.roll_prompt", side=self._side(position.turn))
        if dice is not None:
            self.roll(dice)

    def handle(self, message: Mapping[str, object]) -> None:
        """A message from the front end: ``{"type": "click", "point": N}`` or a button.
        Anything else is refused in ``message``; the board does not change."""
        if not isinstance(message, Mapping):
            return self._refuse_key("ctl.bad_message")
        kind = message.get("type")
        if kind == "click":
            point = message.get("point")
            if isinstance(point, str) and re.fullmatch(r"\s*-?[0-9]{1,3}\s*", point):
                point = int(point)
            if not isinstance(point, int) or isinstance(point, bool):
                return self._refuse_key("ctl.bad_point", point=point)
            self.click(point)
        elif kind == "roll":
            dice = message.get("dice")
            self.roll(dice if dice not in (None, "") else None)  # type: ignore[arg-type]
        elif kind in ("undo", "undo_turn", "confirm"):
            getattr(self, str(kind))()
        else:
            self._refuse_key("ctl.bad_message")

    # — practice mode (R184) —

    def restart_step(self) -> None:
        """Set the current practice step up again (after the last step: the whole drill)."""
        self._start_step(self.step if self.step < len(self._steps) else 0)

    def _step_reached(self, play: Play) -> bool:
        """Whether ``play`` reaches the current step's goal; if not, the step starts again
        with a message saying what was missed."""
        step = self._steps[self.step]
        if step.reached(self.position.play(play)):
            return True
        self.turn = Turn.start(step.position, step.dice)
        self.selected = None
        self._refuse_key(step.key.replace("practice.", "practice.missed."),
                         play=self._play_text(play))
        return False

    def _start_step(self, index: int) -> None:
        step = self._steps[index]
        self.step = index
        self.position = step.position
        self._bottom = step.position.turn
        self.turn = Turn.start(step.position, step.dice)
        self.selected = None
        self._say(step.key, n=index + 1, total=len(self._steps), dice=tuple(step.dice))

    def _next_step(self) -> None:
        if self.step + 1 < len(self._steps):
            self._start_step(self.step + 1)
            self.message = translate("practice.well_done", self.lang) + " " + self.message
        else:
            self.step = len(self._steps)
            self._say(self._done_key)

    # — internals —

    def _select(self, p: int) -> None:
        assert self.turn is not None
        if self.turn.is_complete:
            return self._refuse(self._complete_error())
        self._tried = None
        if self.turn.destinations(p):
            self.selected = p
            return self._say("ctl.selected", src=p, dice=self.turn.remaining,
                             roll=roll_said(self.turn.dice))
        if not self.turn.current.player[p]:
            return self._refuse(IllegalPlay(Reason.NO_CHECKER, src=p))
        for die in sorted(set(self.turn.remaining), reverse=True):
            try:
                self.turn.move(p, max(p - die, 0))
            except IllegalPlay as error:
                self._refuse_from(error, p)
                self._tried = p  # a click on the tray next explains this checker's bear-off
                return None
        return self._refuse_key("ctl.no_move_from", src=p)  # pragma: no cover

    def _tray_after_refusal(self) -> bool:
        """The tray clicked right after a checker was refused: the natural second click of
        someone bearing off that checker.  Say why it cannot go off (the refusal's rule, R75 …)
        rather than "first choose a checker"; whether that was said."""
        tried = getattr(self, "_tried", None)
        if tried is None or not self.error or self.turn is None:
            return False
        try:
            self.turn.move(tried, OFF)
        except IllegalPlay as error:
            self._refuse_from(error, tried)
            self._tried = tried
            return True
        return False

    def _complete_error(self) -> IllegalPlay:
        assert self.turn is not None
        return self.turn.complete_error(self._forfeit_rule())

    def _forfeit_rule(self) -> str | None:
        """The rule for a turn's dice that cannot be played, if the game has its own (a game
        board: V66's passing); ``None``: R47, they are forfeited."""
        return None

    def _move(self, src: int, dst: int) -> None:
        assert self.turn is not None
        before = len(self.turn.moves)
        self.turn = self.turn.move(src, dst)
        self.selected = None
        made = Play(self.turn.moves[before:])
        if self.turn.is_complete:
            self._say(self.complete_key, play=self._play_text(self.turn.play))
        else:
            self._say("ctl.moved", play=str(made), dice=self.turn.remaining,
                      roll=roll_said(self.turn.dice))

    def _auto_bear_off(self) -> bool:
        """R181–R182, C33: bear off by itself only with exact numbers, only when that whole
        play is legal and the only one of its kind, and never under contact.

        With no opposing checker on the bar or in the player's home, home checkers can no
        longer be hit, so the other legal plays (moving inside home instead of bearing off)
        are no real choice.  In plakoto (V71) an opposing checker in the player's home can
        still pin a lone checker there, so it stops the automatic bear-off as well.
        """
        assert self.turn is not None
        position = self.position
        if not self.auto_bear_off or not position.can_bear_off():
            return False
        if position.has_bar and (position.opponent[BAR] or any(position.opponent[19:25])):
            return False  # R182 (short nardi): the opponent is on the bar or in your home
        if hasattr(position, "pins") and any(position.opponent[19:25]):
            return False  # V71 (plakoto): an opposing checker in your home can pin
        exact = [play for play in self.turn.legal
                 if play and all(m.dst == OFF and m.die == m.src for m in play.moves)]
        if len(exact) != 1:
            return False  # R181: exact numbers only; C33: one such play
        self.turn = Turn(position, self.turn.dice, exact[0].moves, self.turn.legal)
        return True

    def _refuse_idle(self) -> None:
        """A click or confirm with no dice on the board: say why, and what acts now."""
        winner = self.position.winner()
        if winner is not None:
            return self._refuse_key("ctl.game_over", side=self._side(winner))
        if self.mode == "practice":
            return self._refuse_key("practice.over")
        return self._refuse_key("ctl.roll_first")

    def _side(self, color: Color | None) -> str:
        return translate(f"side.{Color(color).name.lower()}", self.lang)

    def _play_text(self, play: Play) -> str:
        return str(play) if play else translate("board.dance", self.lang)

    def _echo(self, play: Play, mover: Color) -> str:
        """``mover``'s ``play`` read back as its player wrote it — in the mover's own numbers,
        the colour named beside it (chapter 12: the one message in numbers the board no longer
        shows, once the turn has passed; a record of the game writes plays the same way)."""
        return seen(type(self.position), self._play_text(play), mover, mover)

    def _say(self, key: str, **params: object) -> None:
        self.message = translate(key, self.lang, **params)
        self.error = False
        self.error_rule = None
        self.rules: tuple[str, ...] = ()

    def _refuse(self, error: NardiError) -> None:
        self.message = error.text(self.lang)  # the rule: a link beside it (``rule_link``)
        self.error = True
        self.error_rule = getattr(error, "rule", None)
        self.rules = (self.error_rule,) if self.error_rule else ()

    def rule_link(self) -> dict[str, str] | None:
        """The link a page puts beside the message (see :func:`rule_link`)."""
        return rule_link(self.rules, self.lang)

    def _refuse_from(self, error: IllegalPlay, src: int) -> None:
        """Refuse a checker on ``src`` that cannot move: the reason, led by the point clicked
        when the reason itself does not name it (a bear-off that must wait …)."""
        self._refuse(error)
        if error.params.get("src") != src:
            self.message = translate("ctl.stuck_from", self.lang, src=src) + " " + self.message

    def _refuse_key(self, key: str, **params: object) -> None:
        self.message = translate(key, self.lang, **params)
        self.error = True
        self.error_rule = None
        self.rules = ()
