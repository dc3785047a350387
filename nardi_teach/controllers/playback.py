"""The game shown again: the computer's last play move by move (``frames``) and the whole
game's record, line by line (``record_steps``), as values a board draws.

Both are views of a :class:`~nardi_teach.games.game.Game`'s history; neither changes it.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..core.board import OFF, Color
from ..core.dice import Dice
from ..core.moves import Move, Play
from ..core.turn import Turn
from ..games.actions import Double, Drop, Roll, Take, WholePlay
from ..games.game import Game, GameState
from ..i18n import translate
from ..short_nardi.position import Position


@dataclass(frozen=True)
class Frame:
    """One picture of a play shown step by step: ``position`` (the mover still on roll)
    after ``moves`` of the roll ``dice``; the last of them is drawn as an arrow."""

    position: Position
    dice: Dice | None
    moves: tuple[Move, ...] = ()

    @property
    def move(self) -> Move | None:
        """The checker move this frame shows (``None``: the roll, before any move)."""
        return self.moves[-1] if self.moves else None

    @property
    def used(self) -> tuple[int, ...]:
        """The dice played so far."""
        return tuple(m.die for m in self.moves)

    @property
    def arrows(self) -> tuple[tuple[int, int], ...]:
        """The arrow of this frame's move (none for a checker borne off or the roll)."""
        m = self.move
        return () if m is None or m.dst == OFF else ((m.src, m.dst),)

    @property
    def highlights(self) -> dict[int, str]:
        """The point of a hit marked, the moved checker's landing point otherwise."""
        m = self.move
        if m is None:
            return {}
        return {m.dst: "hit" if m.hit else "selected"}


def play_frames(before: Position, dice: Dice, play: Play) -> tuple[Frame, ...]:
    """The roll, then the position after each checker move of ``play`` in turn."""
    moves = tuple(play.moves)
    return tuple(Frame(Turn(before, dice, moves[:k]).current if k else before, dice, moves[:k])
                 for k in range(len(moves) + 1))


@dataclass(frozen=True)
class RecordStep:
    """One line of a game's record: its ``text``, and what a replay draws for it —
    ``frame`` (the position with the play's arrows) and ``state`` (the cube, the score)."""

    text: str
    frame: Frame
    state: GameState

    @property
    def arrows(self) -> tuple[tuple[int, int], ...]:
        return tuple((m.src, m.dst) for m in self.frame.moves if m.dst != OFF)


def record_steps(game: Game, lang: str, side: Callable[[Color], str]) -> list[RecordStep]:
    """The record's lines, each with its picture; the first is the starting position.

    ``side(color)`` names a colour; the texts are the catalogue's ``computer.record_*``."""
    states = game.states()
    start = states[0]
    steps = [RecordStep(translate("computer.record_start", lang), Frame(start.position, None),
                        start)]
    n = 0
    for index, action in enumerate(game.history):
        before, after = states[index], states[index + 1]
        # the side that acted: the doubled side takes or drops (WHITE is 0: no ``or`` here)
        who = side(before.actor if before.actor is not None else before.on_roll)
        if isinstance(action, WholePlay):
            n += 1
            turn = before.turn
            assert turn is not None
            text = translate("computer.record_line", lang, n=n, side=who, dice=tuple(turn.dice),
                             play=str(action.play) if action.play else
                             translate("board.dance", lang))
            frame = play_frames(turn.position, turn.dice, action.play)[-1]
            steps.append(RecordStep(text, frame, after))
        elif isinstance(action, Roll) and after.actor != before.actor:  # a dance
            n += 1
            text = translate("computer.record_dance", lang, n=n, side=who,
                             dice=tuple(action.dice))
            steps.append(RecordStep(text, Frame(before.position, action.dice), after))
        elif isinstance(action, Double | Take | Drop):
            name = type(action).__name__.lower()
            text = translate("computer.record_cube", lang, n=n, side=who,
                             action=translate(f"widget.{name}", lang))
            steps.append(RecordStep(text, Frame(after.position, None), after))
    return steps


def record_ids(game: Game, variant: str, lang: str) -> list[str]:
    """The lines that end a saved record: short nardi's gnubg Position ID and Match ID;
    long nardi (which gnubg's IDs do not describe) the book's own position ID (L11); the
    other games (and a raise cube, V68) their position's own ID."""
    position = game.state.position
    if variant == "long":
        return [translate("computer.record_long_id", lang, id=position.position_id())]
    if variant != "short" or game.state.cube.is_raise:  # the other games: their own ID
        return [translate("computer.record_variant_id", lang, id=position.position_id(),
                          name=game.state.variant.label(lang))]
    gnubg = position.gnubg_id()
    return [translate("computer.record_position_id", lang, id=gnubg),
            translate("computer.record_match_id", lang, id=str(game.match_id()))]



class Replay:
    """The replay and the saved record of a :class:`~.game.GameController`'s game (a mixin:
    it uses the controller's ``game``, ``variant``, ``lang`` and messages)."""

    game: Game
    variant: str
    lang: str
    message: str
    error: bool
    error_rule: str | None
    replay_at: int | None
    save_serial: int
    _live_message: tuple[str, bool, str | None] | None

    def record_text(self) -> str:
        """This game as a numbered text record (each roll and play, cube actions), then its
        IDs: short nardi's Position ID and Match ID, long nardi's own position ID."""
        lines = [translate("computer.record_title", self.lang)]
        lines += [step.text for step in self.replay_steps()[1:]]
        lines += record_ids(self.game, self.variant, self.lang)
        return "\n".join(lines)

    # — the whole game replayed, and saved —

    def replay_steps(self) -> list[RecordStep]:
        """The starting position, then each line of the record with its picture."""
        return record_steps(self.game, self.lang, self._side)

    def replay(self) -> None:
        """Replay this game from its first position (the game itself does not change)."""
        if self.replay_at is not None:
            return self._replay_to(0)
        if not self.game.history:
            return self._refuse_key("replay.nothing")
        self._live_message = (self.message, self.error, self.error_rule)
        self._replay_to(0)

    def replay_start(self) -> None:
        self._replay_to(0)

    def replay_back(self) -> None:
        self._replay_to(None if self.replay_at is None else self.replay_at - 1)

    def replay_forward(self) -> None:
        self._replay_to(None if self.replay_at is None else self.replay_at + 1)

    def replay_end(self) -> None:
        self._replay_to(-1)

    def replay_exit(self) -> None:
        """Leave the replay: the game as it was, its message after a short note."""
        if self.replay_at is None:
            return self._refuse_key("ctl.bad_message")
        self.replay_at = None
        self.message, self.error, self.error_rule = self._live_message or ("", False, None)

    def _replay_to(self, index: int | None) -> None:
        if index is None:
            return self._refuse_key("ctl.bad_message")
        steps = self.replay_steps()
        last = len(steps) - 1
        if index == -1:
            index = last
        edge = None
        if index < 0:
            index, edge = 0, "replay.edge_start"
        elif index > last:
            index, edge = last, "replay.edge_end"
        self.replay_at = index
        self._say("replay.step", text=steps[index].text, k=index, total=last)
        if edge:
            self.message += " " + translate(edge, self.lang)

    def _replaying(self) -> bool:
        """In a replay, refuse a game action (saying how to go back); whether refused."""
        if self.replay_at is None:
            return False
        self._refuse_key("replay.busy")
        return True

    def save_name(self) -> str:
        """The file name a saved record gets: the game and the date and time."""
        from datetime import datetime

        return f"nardi-{self.variant}-{datetime.now():%Y-%m-%d-%H%M}.txt"

    def save(self) -> None:
        """Ask the front end to save :meth:`record_text` as a file (``save_serial`` + 1)."""
        if not self.game.history:
            return self._refuse_key("replay.nothing")
        self.save_serial += 1
        note = translate("computer.saved", self.lang, name=self.save_name())
        self.message = note if self.replay_at is None else self.message + "\n" + note

    def save_record(self, path: str | os.PathLike[str] | None = None) -> Path:
        """Write :meth:`record_text` to ``path`` (default: :meth:`save_name` in the folder
        ``NARDI_TEACH_SAVES`` names — ``make lab`` sets it to ``work/`` — else here) as UTF-8
        text; the path written."""
        folder = os.environ.get("NARDI_TEACH_SAVES")
        target = Path(path if path is not None else
                      Path(folder) / self.save_name() if folder else self.save_name())
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(self.record_text() + "\n", encoding="utf-8")
        self._say("computer.saved_path", path=str(target))
        return target
