"""``GameController``: the board's "game" mode — two players at one screen, with the cube,
scoring and the match score with Crawford (on :class:`~nardi_teach.match.Match`).

Checker moves are made on the board one click at a time, exactly as in
:class:`~nardi_teach.board_controller.BoardController`; the confirmed play goes to the game
as a whole.  Cube actions and rolls go straight to the game, whose refusals
(``IllegalAction``, with the R-id) become the message.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.board import Color
from ..core.dice import Dice, DiceLike
from ..core.errors import NardiError
from ..games.actions import IllegalAction
from ..games.game import Game, Phase
from ..games.long_game import long_variant
from ..games.match import Match
from ..games.rules import Rules
from ..games.variant import SHORT, Variant
from ..i18n import translate
from ..short_nardi.position import Position
from ..svg import SvgBoard, board_svg
from .board import BoardController

GAMES: dict[str, Callable[[], Variant]] = {"short": lambda: SHORT, "long": long_variant}
"""Each game's ``Variant`` (long nardi: the cube off, the opening roll re-rolled, L2, L10)."""


class GameController(BoardController):
    """A game (or a match to ``match_length``; 0 = money play) between two people, under
    ``rules`` (automatic doubles, Jacoby, the ×2 backgammon…; a match switches the money-play
    options off, R122).

    The board is seen from ``perspective`` (WHITE by default) and does not turn with the
    roll unless ``follow_turn`` asks it to; ``auto_swap`` mirrors the orientation after every
    game (R154).
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
    ) -> None:
        self._set_up("game", orientation, perspective, auto_bear_off, lang, seed, follow_turn)
        self._variant(variant or (position.variant if position is not None else "short"))
        self.auto_swap = auto_swap
        self.error, self.error_rule = False, None
        game_variant: Variant = GAMES[self.variant]()
        self.match = Match(match_length, rules, rng=self.rng, variant=game_variant)
        if position is not None:  # a teaching position: that side to roll
            s = self.match.state
            self.match.games[-1] = Game(self.match.rules, rng=self.rng, position=position,
                                        match_length=s.length, score=s.score,
                                        crawford=s.crawford, variant=game_variant)
        self._sync()
        self._prompt()
        if dice is not None:
            self.roll(dice)

    @property
    def game(self) -> Game:
        return self.match.game

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
        out = super().buttons()
        double, take, drop = self.cube_actions()
        out.update(double=double, take=take, drop=drop, new_game=self.may_new_game())
        return out

    def svg(self, size: int = 440) -> SvgBoard:
        state = self.game.state
        used = [m.die for m in self.turn.moves] if self.turn is not None else ()
        offered = state.phase is Phase.DOUBLED
        cube: tuple[int, Color | None] | None = None
        # no cube in the Crawford game or in a game without one (long nardi, L10); an offered
        # cube shows its new value on the taker's side
        if not state.crawford and state.variant.cube_refusal is None:
            cube = ((state.cube.next_value, state.on_roll.other) if offered
                    else (state.cube.value, state.cube.owner))
        score = self.match.score
        length = self.match.length
        return board_svg(
            self.current, size=size, orientation=self.orientation, perspective=self.viewer,
            highlights=self.highlights(), dice=self.turn.dice if self.turn else None,
            used_dice=used, cube=cube, cube_offered=offered,
            score=(score[0], score[1], length),
            crawford=state.crawford and bool(length), lang=self.lang,
        )

    # — actions —

    def roll(self, dice: DiceLike | None = None) -> None:
        """The opening roll (ties rolled again; given ``dice``: WHITE gets the higher die
        unless they are equal) or the roll of the side on roll."""
        if self.turn is not None:
            return self._refuse_key("ctl.already_rolled")
        try:
            roll = Dice.coerce(dice) if dice is not None else None
            if self.game.phase is Phase.OPENING:
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
                    return self._say("game.opening_reroll", side=self._side(mover),
                                     dice=tuple(roll or self._opening_dice()))
                if self.game.phase is Phase.MOVE:
                    self._sync()
                    self._say("game.opening", side=self._side(mover),
                              dice=tuple(self.game.dice))
                    return self._note_auto_doubles(cube.auto_doubles)
            else:
                mover = self.game.on_roll
                self.game.roll(roll)
        except NardiError as error:
            return self._refuse(error)
        self._after_roll(mover)

    def _after_roll(self, mover: Color) -> None:
        state = self.game.state
        if state.phase is Phase.MOVE:
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
        if self.game.phase is Phase.DOUBLED:
            return self._refuse(IllegalAction("action.answer_double_first", rule="R108"))
        if self.game.is_over:
            state = self.game.state
            if self.match.is_over:
                return self._refuse_key("game.match_over", side=self._side(self.match.winner))
            return self._refuse_key("game.over_new_game", side=self._side(state.winner))
        return self._refuse_key("ctl.roll_first")

    def confirm(self) -> None:
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
            return self._game_over()
        self._say("ctl.confirmed", side=self._side(mover), play=self._play_text(play),
                  next=self._side(self.game.on_roll))

    def double(self) -> None:
        """The side on roll offers a double (before rolling)."""
        try:
            self.game.double()
        except NardiError as error:
            return self._refuse(error)
        state = self.game.state
        self._say("game.doubled", side=self._side(state.on_roll),
                  other=self._side(state.on_roll.other), value=state.cube.next_value)

    def take(self) -> None:
        try:
            self.game.take()
        except NardiError as error:
            return self._refuse(error)
        state = self.game.state
        self._say("game.taken", value=state.cube.value, side=self._side(state.cube.owner),
                  roller=self._side(state.on_roll))

    def drop(self) -> None:
        try:
            self.game.drop()
        except NardiError as error:
            return self._refuse(error)
        self._sync()
        self._game_over()

    def new_game(self) -> None:
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
        self._sync()
        self._prompt()

    def handle(self, message: object) -> None:
        if isinstance(message, dict) and message.get("type") in (
                "double", "take", "drop", "new_game"):
            return getattr(self, str(message["type"]))()
        super().handle(message)  # type: ignore[arg-type]

    # — messages —

    def _prompt(self) -> None:
        if self.game.phase is Phase.OPENING:
            self._say("game.opening_prompt")
        else:
            self._say("ctl.roll_prompt", side=self._side(self.game.on_roll))

    def _game_over(self) -> None:
        state = self.game.state
        result = translate(f"result.{state.result.name.lower()}", self.lang) if state.result else ""
        key = "game.dropped" if state.dropped else "game.won"
        self._say(key, side=self._side(state.winner), points=state.points, result=result)
        score = self.match.score
        self.message += " " + translate("board.score_money", self.lang, white=score[0],
                                        black=score[1])
        if self.match.is_over:
            self.message += " " + translate("game.match_over", self.lang,
                                            side=self._side(self.match.winner))
