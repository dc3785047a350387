"""``GameController``: the board's "game" mode — two players at one screen, with the cube,
scoring and the match score with Crawford (on :class:`~nardi_teach.match.Match`).

Checker moves are made on the board one click at a time, exactly as in
:class:`~nardi_teach.board_controller.BoardController`; the confirmed play goes to the game
as a whole.  Cube actions and rolls go straight to the game, whose refusals
(``IllegalAction``, with the R-id) become the message.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace

from ..computer import Computer, undo_to_decision
from ..core.board import OFF, Color
from ..core.dice import Dice, DiceLike
from ..core.errors import NardiError
from ..games.actions import CheckerMove, Double, Drop, IllegalAction, Roll, Take, WholePlay
from ..games.cube import in_cube_words
from ..games.flow import FlowState, Segment
from ..games.game import Game, GameState, Phase
from ..games.match import Match
from ..games.rules import CubeKind, Rules
from ..i18n import translate
from ..short_nardi.position import Position
from ..svg import SvgBoard, board_svg
from .board import BoardController
from .computer_side import ComputerSide
from .numbering import seen
from .playback import Frame, Replay, play_frames
from .tutor_side import TutorSide
from .variants import GAMES, variant_of


class GameController(TutorSide, ComputerSide, Replay, BoardController):
    """A game (or a match to ``match_length``; 0 = money play) between two people, under
    ``rules`` (automatic doubles, Jacoby, the ×2 backgammon…; a match switches the money-play
    options off, R122).

    The board is seen from ``perspective`` (WHITE by default) and does not turn with the
    roll unless ``follow_turn`` asks it to; ``auto_swap`` mirrors the orientation after every
    game (R154). From a teaching ``position``, ``rolls`` is the personal rolls (White's,
    Black's) made before it (V61): a crazy game's progression can begin at once (V62).

    With ``computer`` (``{"color": "black", "level": "club"}``; ``seed`` optional) that side is
    played by a :class:`~nardi_teach.computer.Computer`: whenever it must act (roll, play,
    cube answer) it acts at once, its last play drawn as arrows and told in the message, and
    ``undo`` with no checker moved takes the game back to the learner's last decision; with
    ``tutor`` the tutor judges the learner's decisions (:mod:`.tutor_side`; off by default).
    """

    def __init__(
        self,
        position: Position | None = None,
        *,
        match_length: int = 0,
        rules: Rules | None = None,
        auto_swap: bool = False,
        dice: DiceLike | None = None,
        seed: int | None = None,
        orientation: str = "right",
        perspective: Color | None = Color.WHITE,
        auto_bear_off: bool = False,
        lang: str | None = None,
        follow_turn: bool = False,
        variant: str | None = None,
        computer: Mapping[str, object] | None = None,
        tutor: bool = False,
        rolls: tuple[int, int] = (0, 0),
    ) -> None:
        self.tutor = bool(tutor)
        self._set_up("game", orientation, perspective, auto_bear_off, lang, seed, follow_turn)
        self._variant(variant or (variant_of(position) if position is not None else "short"))
        self.auto_swap = auto_swap
        self.error, self.error_rule = False, None
        self._match_options = (match_length, rules)
        self._new_match = self._match_maker()
        self.match = self._new_match()
        if position is not None:  # a teaching position: that side to roll
            s = self.match.state
            self.match.games[-1] = Game(self.match.rules, rng=self.rng, position=position,
                                        match_length=s.length, score=s.score,
                                        crawford=s.crawford, variant=self.match.variant)
            if tuple(rolls) != (0, 0):  # personal rolls made before it (V61: the progression)
                self._rolls_made(rolls)
        self.computer: Computer | None = None
        self.computer_side: Color | None = None
        self.arrows: tuple[tuple[int, int], ...] = ()
        self.frames: tuple[Frame, ...] = ()  # the computer's last play, move by move
        self.frames_serial = 0  # +1 each time those frames are to be shown
        self.save_serial = 0  # +1 each time the record is asked for as a file
        self.replay_at: int | None = None  # the record step shown while replaying
        self._live_message: tuple[str, bool, str | None] | None = None
        if computer is not None:
            self._set_computer(computer, seed)
        self._sync()
        self._prompt()
        if dice is not None:
            self.roll(dice)
        else:
            self._computer_acts()

    @property
    def game(self) -> Game:
        return self.match.game

    def _cube_key(self, key: str) -> str:
        """``key``, or its raise-cube wording (``…_raise``: "raise", not "double", V68)."""
        return f"{key}_raise" if self.game.state.cube.kind is CubeKind.RAISE else key

    def _rolls_made(self, rolls: tuple[int, int]) -> None:
        """The teaching position's game as if each side had made ``rolls`` personal rolls."""
        game = Game.from_state(replace(self.game.state, flow=FlowState(rolls=tuple(rolls))))
        game.rng = self.rng
        self.match.games[-1] = game

    def _match_maker(self) -> Callable[[], Match]:
        """What starts a new match of this board's game (``variant``) at its length, rules."""
        length, rules = self._match_options
        kind = GAMES[self.variant]()
        return lambda: Match(length, rules, rng=self.rng, variant=kind)

    def _forfeit_rule(self) -> str | None:
        state = self.game.state
        variant = state.variant
        if state.flow.segment is Segment.PASSED:
            return "V66"  # passed moves that cannot be played are lost; nothing passes back
        if variant.passing and state.turn is not None and (
                state.turn.dice.is_double or variant.pass_scope == "all"):
            return "V66"  # they pass to the opponent
        return None

    # — state —

    def _sync(self) -> None:
        """Take the position and the (fresh) turn from the game."""
        state = self.game.state
        self.position = state.position
        self.turn = state.turn if state.phase is Phase.MOVE else None
        self.selected = None

    def may_roll(self) -> bool:
        return self.turn is None and self.game.phase in (Phase.OPENING, Phase.ROLL)

    def cube_actions(self) -> tuple[bool, bool, bool]:
        """Whether double, take and drop can act now."""
        doubled = self.game.phase is Phase.DOUBLED
        return self.game.may_double(), doubled, doubled

    def may_new_game(self) -> bool:
        """Whether "new game" acts now: this game is over and the match is not."""
        return self.game.is_over and not self.match.is_over

    def buttons(self) -> dict[str, bool]:
        if self.replay_at is not None:  # replaying: only its own buttons
            last = len(self.replay_steps()) - 1
            return {"replay_start": self.replay_at > 0, "replay_back": self.replay_at > 0,
                    "replay_forward": self.replay_at < last, "replay_end": self.replay_at < last,
                    "replay_exit": True, "save": True}
        out = super().buttons()
        if self.computer is not None:
            out["undo"] = (out["undo"] or self._can_take_back()) and not self.match.is_over
            out["record"] = bool(self.game.history)
        double, take, drop = self.cube_actions()
        if self._has_cube():
            out.update(double=double, take=take, drop=drop)
        out["new_game"] = self.may_new_game()
        if self.computer is not None:
            out["record"] = out.pop("record")  # in the row of the game's own buttons
            out.update(show_again=bool(self.frames), replay=bool(self.game.history),
                       save=bool(self.game.history))
        out.update(self.tutor_buttons())
        return out

    def svg(self, size: int = 440) -> SvgBoard:
        if self.replay_at is not None:
            step = self.replay_steps()[self.replay_at]
            return self._frame_svg(step.frame, size, step.state, step.arrows)
        tutor_view = self._tutor_svg(size)
        if tutor_view is not None:  # the better play or the hint, drawn by the tutor
            return tutor_view
        state = self.game.state
        used = [m.die for m in self.turn.moves] if self.turn is not None else ()
        return board_svg(
            self.current, size=size, orientation=self.orientation, perspective=self.viewer,
            highlights=self.highlights(), dice=self.turn.dice if self.turn else None,
            used_dice=used, lang=self.lang, arrows=self._shown_arrows(), movable=self.movable(),
            caption=self._segment_caption(state), numbers=self.numbers, **self._table(state),
        )

    @property
    def numbers(self) -> Color:
        """The side whose numbers the board shows and every message uses (chapter 12): the side
        whose decision it is — on roll, or asked to take a double."""
        state = self.game.state
        return state.actor if state.actor is not None else state.position.turn

    def _has_cube(self) -> bool:
        """Whether this board's game has a cube at all (long nardi without one, L10: no cube
        buttons, no money scoreboard — issue 23)."""
        return self.game.state.variant.cube_refusal is None

    def _segment_caption(self, state: GameState) -> str | None:
        """What the dice in play are, written on the board when they are not a personal
        roll: a granted double (V62), moves passed on (V66), the extra roll (V65)."""
        if self.turn is None or state.flow.segment is Segment.ROLL:
            return None
        return translate(f"board.segment.{state.flow.segment.value}", self.lang,
                         dice=tuple(self.turn.dice))

    def _table(self, state: GameState) -> dict[str, object]:
        """The cube and the scoreboard of ``state`` as ``board_svg`` draws them."""
        offered = state.phase is Phase.DOUBLED
        cube: tuple[int, Color | None] | None = None
        # no cube in the Crawford game or in a game without one (long nardi, L10); an offered
        # cube shows its new value on the taker's side
        if not state.crawford and state.variant.cube_refusal is None:
            cube = ((state.cube.next_value, state.on_roll.other) if offered
                    else (state.cube.value, state.cube.owner))
        score, length = self.match.score, self.match.length
        shown = (score[0], score[1], length) if length or self._has_cube() else None
        return {"cube": cube, "cube_offered": offered, "score": shown,
                "crawford": state.crawford and bool(length),
                "raise_cube": state.cube.kind is CubeKind.RAISE}

    def _frame_svg(self, frame: Frame, size: int, state: GameState,
                   arrows: tuple[tuple[int, int], ...] | None = None) -> SvgBoard:
        """One frame of a play shown again (its move's arrow; or ``arrows``, a whole play)."""
        numbers = None if arrows is not None else self._frame_numbers()  # a replay's step:
        # its mover's numbers, as its line in the record; the computer's play: the numbers now
        return board_svg(
            frame.position, size=size, orientation=self.orientation, perspective=self.viewer,
            highlights=frame.highlights if arrows is None else {}, dice=frame.dice,
            used_dice=frame.used, lang=self.lang, numbers=numbers,
            arrows=frame.arrows if arrows is None else arrows, **self._table(state))

    # — actions —

    def _roll(self, dice: DiceLike | None = None) -> None:
        """The opening roll (ties rolled again; given ``dice``: WHITE gets the higher die
        unless they are equal) or the roll of the side on roll."""
        if self.turn is not None:
            return self._refuse_key("ctl.already_rolled")
        try:
            opening = self.game.phase is Phase.OPENING
            roll = Dice.coerce(dice) if dice is not None and opening else None
            if opening:
                cube = self.game.state.cube
                if roll is not None:
                    self.game.roll_opening(roll.high, roll.low)
                else:
                    self.game.start()
                if self.game.phase is Phase.OPENING:  # a tie given by the teacher
                    self._say("game.opening_tie", dice=tuple(roll or ()))
                    return self._note_auto_doubles(cube.auto_doubles)
                mover = self.game.state.position.turn
                if self.game.phase is Phase.ROLL:  # L2: the winner rolls both dice afresh
                    self._sync()
                    dice_now = tuple(roll or self._opening_dice())
                    kind = self.game.state.variant
                    if kind.opening == "rolloff_plus":  # V19: fresh dice join these
                        self._say("game.opening_plus", side=self._side(mover),
                                  dice=dice_now, count=kind.dice - 2)
                        self.rules = ("V19",)  # linked beside the message
                        return None
                    key = "game.opening_reroll_plakoto" if kind.mother_rule else (
                        "game.opening_reroll")
                    self._say(key, side=self._side(mover), dice=dice_now)
                    self.rules = ("V33",) if kind.mother_rule else ()
                    return None
                if self.game.phase is Phase.MOVE:
                    self._sync()
                    self._say("game.opening", side=self._side(mover),
                              dice=tuple(self.game.dice))
                    return self._note_auto_doubles(cube.auto_doubles)
            else:
                mover = self.game.on_roll
                self.game.roll(dice)
        except NardiError as error:
            return self._refuse(error)
        self._after_roll(mover)
        self._note_events()

    def _note_events(self, first: bool = False) -> None:
        """Add to the message (before it, with ``first``) what the last action set in motion
        in the game's turn sequence (a granted double, an extra roll, moves passed on, the
        mother rule: V61–V67)."""
        said = [e.text(self.lang) for e in self.game.events]
        if said:
            self.message = " ".join([*said, self.message] if first else [self.message, *said])
            self.rules = (*self.rules, *(e.rule for e in self.game.events))

    def _after_roll(self, mover: Color) -> None:
        state = self.game.state
        if state.phase is Phase.MOVE and state.on_roll == mover:
            self._sync()
            if self._auto_bear_off():
                return self._say("ctl.auto_bear_off", play=str(self.turn.play))
            return self._say("ctl.rolled", side=self._side(mover), dice=tuple(state.dice))
        # no legal move: the game passed the turn at once (R48, R63)
        last = self.game.history[-1]
        self._sync()
        dice = getattr(last, "dice", None) or ()
        self._say("game.dance", side=self._side(mover), dice=tuple(dice),
                  next=self._side(self.game.on_roll))

    def _opening_dice(self) -> tuple[int, int]:
        """The opening roll's two single dice (the winner's first)."""
        last = self.game.history[-1]
        white, black = getattr(last, "white", 0), getattr(last, "black", 0)
        return (max(white, black), min(white, black))

    def _note_auto_doubles(self, before: int) -> None:
        """Announce the automatic doubles (R125) that tied opening rolls have just made."""
        cube = self.game.state.cube
        if cube.auto_doubles > before:
            self.message += " " + translate("game.auto_doubled", self.lang, value=cube.value,
                                            count=cube.auto_doubles - before)

    def _refuse_idle(self) -> None:
        if self.game.phase is Phase.DOUBLED:  # in the raise cube's words on its table (V69)
            key, rule = in_cube_words("action.answer_double_first", "R108", self.game.cube)
            return self._refuse(IllegalAction(key, rule=rule))
        if self.game.is_over:
            state = self.game.state
            if self.match.is_over:
                return self._refuse_key("game.match_over", side=self._side(self.match.winner))
            return self._refuse_key("game.over_new_game", side=self._side(state.winner))
        return self._refuse_key("ctl.roll_first")

    def _confirm(self) -> None:
        if self.turn is None:
            return self._refuse_idle()
        if not self.turn.is_complete:
            return super().confirm()  # refused with the must-play rule
        mover, play = self.position.turn, self.turn.play
        try:
            self.game.play(play)
        except NardiError as error:  # pragma: no cover - the turn was complete and legal
            return self._refuse(error)
        self.history.append((self.position, play))
        self._sync()
        if self.game.is_over:
            self._game_over()
            return self._note_events(first=self.game.drawn)  # a draw: its reason first
        if self.turn is not None:  # a granted double or passed moves: no roll (V62, V66)
            self._say("ctl.confirmed_dice", side=self._side(mover), play=self._echo(play, mover),
                      next=self._side(self.game.on_roll), dice=tuple(self.turn.dice))
        else:
            self._say("ctl.confirmed", side=self._side(mover), play=self._echo(play, mover),
                      next=self._side(self.game.on_roll))
        self._note_events()

    def _double(self) -> None:
        """The side on roll offers a double (before rolling)."""
        try:
            self.game.double()
        except NardiError as error:
            return self._refuse(error)
        state = self.game.state
        self._say(self._cube_key("game.doubled"), side=self._side(state.on_roll),
                  other=self._side(state.on_roll.other), value=state.cube.next_value)

    def _take(self) -> None:
        try:
            self.game.take()
        except NardiError as error:
            return self._refuse(error)
        state = self.game.state
        self._say(self._cube_key("game.taken"), value=state.cube.value,
                  side=self._side(state.cube.owner), roller=self._side(state.on_roll))

    def drop(self) -> None:
        """The doubled side drops: the game ends at the cube's value."""
        if self._replaying():
            return None
        with self._tutored():
            try:
                self.game.drop()
            except NardiError as error:
                return self._refuse(error)
        self._sync()
        self._game_over()

    def _new_game(self) -> None:
        """Start the next game of the match (after this one is over)."""
        if not self.game.is_over:
            return self._refuse_key("game.not_over")
        try:
            self.match.new_game()
        except NardiError as error:
            return self._refuse(error)
        if self.auto_swap:  # R154
            self.orientation = "left" if self.orientation == "right" else "right"
        self.history.clear()
        self.arrows, self.frames = (), ()
        self._sync()
        self._prompt()

    def handle(self, message: object) -> None:
        if isinstance(message, dict) and message.get("type") in _BUTTONS:
            return getattr(self, str(message["type"]))()
        if isinstance(message, dict) and message.get("type") == "replay_from":
            return self.replay_from(message.get("index"))
        super().handle(message)  # type: ignore[arg-type]

    # — the computer opponent —

    def roll(self, dice: DiceLike | None = None) -> None:
        """The opening roll (ties rolled again; given ``dice``: WHITE gets the higher die
        unless they are equal) or the roll of the side on roll."""
        if self._replaying():
            return
        with self._tutored():
            self._roll(dice)
        note = self.message  # the opening or a dance: said before what the computer did
        if self._computer_acts():
            self.message = note + " " + self.message

    def confirm(self) -> None:
        """End the turn: the whole play goes to the game (refused while dice can be played)."""
        if self._replaying():
            return
        with self._tutored():
            self._confirm()
        self._computer_acts()

    def double(self) -> None:
        """The side on roll offers a double (before rolling)."""
        if self._replaying():
            return
        with self._tutored():
            self._double()
        self._computer_acts()

    def take(self) -> None:
        """The doubled side takes: the cube is theirs at the new value."""
        if self._replaying():
            return
        with self._tutored():
            self._take()
        self._computer_acts()

    def new_game(self) -> None:
        """Start the next game of the match (after this one is over)."""
        if self._replaying():
            return
        self._new_game()
        self._computer_acts()

    def undo(self) -> None:
        """Take the last checker move back; against the computer, with no checker moved, take
        the game back to the learner's last decision (their play or cube action)."""
        if self._replaying():
            return None
        if self.match.is_over:  # a finished match stays finished (R117)
            return self._refuse_key("robust.match_over_undo")
        if self.computer is None or (self.turn is not None and self.turn.moves):
            return super().undo()
        learner = self.computer_side.other  # type: ignore[union-attr]
        if not undo_to_decision(self.game, learner):
            return self._refuse_key("ctl.nothing_to_undo")
        self.arrows, self.frames = (), ()
        self._sync()
        if self.turn is not None:
            self._say("computer.taken_back_play", dice=tuple(self.turn.dice))
        else:
            self._say("computer.taken_back")

    def record(self, box: bool = False) -> None:
        """Show the game record (:meth:`record_text`) in the message; with ``box`` (the
        notebook widget shows it in a text box to copy) only say where it is."""
        if box:
            self._say("computer.record_below")
        else:
            self._say("computer.said", text=self.record_text())

    def undo_label(self) -> str:
        """Against the computer with no checker moved, undo takes a whole decision back (the
        learner's play or cube action), and its button says so."""
        if self.computer is not None and not (self.turn is not None and self.turn.moves):
            return "widget.undo_decision"
        return super().undo_label()

    def _can_take_back(self) -> bool:
        """Whether the learner has a decision ``undo`` can take the game back to."""
        learner = self.computer_side.other  # type: ignore[union-attr]
        states = self.game.states()
        return any(states[i].actor == learner and isinstance(a, _DECISIONS)
                   for i, a in enumerate(self.game.history))

    def _shown_arrows(self) -> list[tuple[int, int]]:
        """The computer's last play as arrows in the numbering of the side on roll."""
        if not self.arrows or (self.turn is not None and self.turn.moves):
            return []  # none yet, or the learner has started moving
        if self.current.turn == self.computer_side:
            return list(self.arrows)
        other = type(self.current).for_other_side
        return [(other(s), other(d)) for s, d in self.arrows]

    def _computer_acts(self) -> bool:
        """Let the computer act for as long as it must and say what it did; whether it
        acted."""
        if self.computer is None or self.error:
            return False
        side, said, rules = self.computer_side, [], []
        for _ in range(100):
            game = self.game
            if game.is_over or game.actor != side:
                break
            self.computer.act(game)
            action = game.history[-1]
            events = [e.text(self.lang) for e in game.events]
            rules.extend(e.rule for e in game.events)
            color = side.name.lower()  # type: ignore[union-attr]
            if isinstance(action, WholePlay):
                dice = tuple(game.states()[-2].turn.dice)  # type: ignore[union-attr]
                play = seen(type(self.position), self._play_text(action.play), side,
                            self.numbers)  # the numbers on the board now
                said.append(translate(f"computer.played.{color}", self.lang, dice=dice,
                                      play=play))
                self.arrows = tuple((m.src, m.dst) for m in action.play.moves if m.dst != OFF)
                turn = game.states()[-2].turn
                self.frames = play_frames(turn.position, turn.dice, action.play)  # type: ignore[union-attr]
                self.frames_serial += 1
            elif isinstance(action, Roll) and game.actor != side:  # a dance: the turn passed
                said.append(translate(f"computer.danced.{color}", self.lang,
                                      dice=tuple(action.dice)))
                self.arrows = ()
                self.frames = (Frame(game.states()[-2].position, action.dice),)
                self.frames_serial += 1
            elif isinstance(action, Double):
                said.append(translate(self._cube_key(f"computer.doubled.{color}"), self.lang,
                                      value=game.state.cube.next_value))
            elif isinstance(action, Take):
                said.append(translate(self._cube_key(f"computer.took.{color}"), self.lang,
                                      value=game.state.cube.value))
            elif isinstance(action, Drop):
                said.append(translate(self._cube_key(f"computer.dropped.{color}"), self.lang))
            said.extend(events)
        if not said:
            return False
        self._sync()
        if self.game.is_over:
            self._game_over()
            self.message = " ".join(said) + " " + self.message
            self.rules = tuple(rules)
            return True
        if self.game.phase is Phase.DOUBLED:
            said.append(translate("computer.answer", self.lang))
        elif self.game.phase is Phase.ROLL:
            said.append(translate("computer.your_roll", self.lang))
        self._say("computer.said", text=" ".join(said))
        self.rules = tuple(rules)
        return True

    def click(self, point: int) -> None:
        """A click on a point (viewer's numbering; bar 25, off 0); on what the tutor drew, it
        only brings the game back."""
        if self._tutor_view is not None:
            return self.hide_better()
        if not self._replaying():
            super().click(point)

    def undo_turn(self) -> None:
        """Take every checker move of this turn back (the roll stays)."""
        if not self._replaying():
            super().undo_turn()

    def play_text(self, text: object) -> None:
        """A whole play typed in notation, made and confirmed (the computer then answers)."""
        if not self._replaying():
            super().play_text(text)

    # — the computer's last play shown step by step (``frame_svgs`` …: ComputerSide) —

    def show_again(self) -> None:
        """Show the computer's last play again, move by move (``frames_serial`` + 1)."""
        if self._replaying():
            return
        if not self.frames:
            return self._refuse_key("computer.nothing_to_show")
        self.frames_serial += 1  # the message stays: the showing ends on it

    # — messages —

    def _prompt(self) -> None:
        if self.game.phase is Phase.OPENING:
            self._say("game.opening_prompt")
        else:
            self._say("ctl.roll_prompt", side=self._side(self.game.on_roll))

    def _game_over(self) -> None:
        state = self.game.state
        if state.drawn:  # V31: both mothers pinned
            self._say("game.drawn")
            return
        result = translate(f"result.{state.result.name.lower()}", self.lang) if state.result else ""
        key = self._cube_key("game.dropped") if state.dropped else "game.won"
        self._say(key, side=self._side(state.winner), points=state.points, result=result)
        score = self.match.score
        self.message += " " + translate("board.score_money", self.lang, white=score[0],
                                        black=score[1])
        if self.match.is_over:
            self.message += " " + translate("game.match_over", self.lang,
                                            side=self._side(self.match.winner))


_BUTTONS = ("double", "take", "drop", "new_game", "record", "show_again", "replay",
            "replay_start", "replay_back", "replay_forward", "replay_end", "replay_exit", "save",
            "tutor_on", "tutor_off", "hint", "show_better", "hide_better")
"""The game board's own buttons, by the ``type`` of the front end's message."""

_DECISIONS = (WholePlay, CheckerMove, Double, Take, Drop)
"""The learner's own decisions, which ``undo`` takes the game back to."""
