"""The computer's side of a game board: choosing its colour, level and game, and the page's
selects for them — a part of :class:`~nardi_teach.controllers.game.GameController`, kept in a
module of its own."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from ..computer import Computer
from ..core.board import Color
from ..games.game import Game, Phase
from ..games.rules import CubeKind, Rules
from ..i18n import translate
from .numbering import seen
from .options import ConfigError, _bad, computer_options
from .variants import GAME_NAMES, canonical, game_variant


class ComputerSide:
    """Mixed into ``GameController``: the computer's colour, level and game."""

    computer: Any
    computer_side: Any
    offers_computer = False
    """Whether the board has the computer's selects (made with a ``computer`` option, even
    ``"color": "none"``: two players, who may pick the computer there)."""
    computer_level = "club"

    def set_computer(self, color: object, level: object, variant: object = None,
                     cube: object = None) -> None:
        """Let the computer play ``color`` at ``level`` (and, given ``variant``, that game of
        the registry; given ``cube``, ``"doubling"`` or ``"raise"``, that table cube, V68) and
        start a new match from the first game, seen from the learner's side."""
        try:  # the options as the config reads them (a missing one takes its default)
            side, level, _ = computer_options({"color": color, "level": level})
            if not self.offers_computer:
                raise _bad("computer", '{"color": "black", "level": "club"}', color)
            if variant is not None and canonical(variant) is None:
                raise _bad("variant", " / ".join(GAME_NAMES), variant)
            kinds = {kind.value: kind for kind in CubeKind}
            if cube is not None and cube not in kinds:
                raise _bad("cube", " / ".join(kinds), cube)
        except ConfigError as error:
            return self._refuse(error)
        length, rules = self._match_options
        if cube is not None and (rules or Rules()).cube_kind is not kinds[str(cube)]:
            self._match_options = (length, replace(rules or Rules(), cube_kind=kinds[str(cube)]))
            self._new_match = self._match_maker()
        if variant is not None and canonical(variant) != self.variant:
            self._variant(str(variant))
            self._new_match = self._match_maker()
        first, first_variant = self._first_state, self._first_variant
        same_game = (self.variant == first_variant
                     and (self._match_options[1] or Rules()).cube_kind is first.cube.kind)
        color = "none" if side is None else side.name.lower()
        self._set_computer({"color": color, "level": level}, self.rng.getrandbits(32))
        self.perspective = self._first_perspective if side is None else side.other
        self.match = self._new_match()
        if same_game:  # the board's own start again (a teaching position stays set up)
            self.match.games[-1] = Game.from_state(self._first_state)
            self.match.games[-1].rng = self.rng
        self.history.clear()
        self.arrows, self.frames, self.replay_at = (), (), None
        self._sync()
        self._say(f"computer.setup.{color}", level=translate(f"computer.level_name.{level}",
                                                             self.lang))
        self.message += " " + translate("computer.setup_variant", self.lang,
                                        name=self.match.variant.label(self.lang))
        kind = self.game.state.cube.kind
        if kind is CubeKind.RAISE and self.game.state.variant.cube_refusal is None:
            self.message += " " + translate("computer.setup_cube", self.lang,
                                            name=translate(f"computer.cube.{kind.value}",
                                                           self.lang))
        note = self.message
        self._prompt()
        self.message = note + " " + self.message
        # a set-up position with the computer's side on roll: it plays at once (the learner
        # never rolls its dice for it)
        if self.game.phase is not Phase.OPENING and self._computer_acts():  # type: ignore[attr-defined]
            self.message = note + " " + self.message

    def choices(self) -> list[dict[str, object]]:
        """The computer's colour and level as the page's two selects (label, options)."""
        from ..computer import LEVELS

        lang = self.lang
        color = "none" if self.computer_side is None else self.computer_side.name.lower()
        # the table's cube, in a game that has one (V68)
        cube = [self.cube_choice()] if self.game.state.variant.cube_refusal is None else []
        return [
            {"name": "color", "label": translate("computer.choose_color", lang),
             "value": color,
             "options": [{"value": c, "label": translate(f"computer.as.{c}", lang)}
                         for c in ("black", "white", "none")]},
            {"name": "level", "label": translate("computer.choose_level", lang),
             "value": self.computer_level,
             "options": [{"value": v, "label": translate(f"computer.level_name.{v}", lang)}
                         for v in LEVELS]},
            {"name": "variant", "label": translate("computer.choose_variant", lang),
             "value": self.variant,
             "options": [{"value": name, "label": game_variant(name).label(lang)}
                         for name in GAME_NAMES]},
            *cube,
        ]

    def cube_choice(self) -> dict[str, object]:
        """The table's cube (doubling or raise, V68) as a select: in :meth:`choices` when
        the game has a cube."""
        lang = self.lang
        return {"name": "cube", "label": translate("computer.choose_cube", lang),
                "value": self.game.state.cube.kind.value,
                "options": [{"value": k.value, "label": translate(f"computer.cube.{k.value}",
                                                                   lang)}
                            for k in CubeKind]}

    # — the computer's last play shown step by step (moved from ``game``) —

    def frame_svgs(self, size: int = 440) -> list[str]:
        """The computer's last play as pictures: its roll, then the board after each checker
        move with that move's arrow (the present position follows them)."""
        state = self.game.state
        return [str(self._frame_svg(frame, size, state)) for frame in self.frames]

    def frame_messages(self) -> list[str]:
        """What each of :meth:`frame_svgs` says (the roll; the move, "1 / 2")."""
        if not self.frames:
            return []
        color, total = self.computer_side.name.lower(), len(self.frames) - 1  # type: ignore[union-attr]
        out = []
        for k, frame in enumerate(self.frames):
            dice = tuple(frame.dice or ())
            if frame.move is None:
                out.append(translate(f"computer.frame_roll.{color}", self.lang, dice=dice))
            else:
                move = seen(type(self.position), str(frame.move), self.computer_side,  # type: ignore[arg-type]
                            self._frame_numbers())  # the numbers its frame shows
                out.append(translate(f"computer.frame_move.{color}", self.lang, dice=dice,
                                     move=move, k=k, total=total))
        return out

    def _frame_numbers(self) -> Color:
        """The numbers the frames of the computer's play are drawn with: those of the side on
        roll now, or whose decision it is (chapter 12): the board keeps its numbers while the play
        is shown."""
        return self.numbers  # type: ignore[attr-defined,no-any-return]

    def frame_note(self) -> str:
        """What a click during the showing says: it ended the showing and did not count."""
        return translate("computer.frame_skipped", self.lang)

    def _set_computer(self, computer: Mapping[str, object], seed: int | None) -> None:
        color, level, own_seed = computer_options(computer)
        if not self.offers_computer:  # made now: the board's own start, to go back to
            self.offers_computer = True
            self._first_state, self._first_perspective = self.game.state, self.perspective
            self._first_variant = self.variant
        self.computer_side, self.computer_level = color, level
        if own_seed is None and seed is not None:  # its own stream, apart from the dice's
            own_seed = random.Random(f"computer:{seed}").getrandbits(32)
        self.computer = None if color is None else Computer(level, seed=own_seed)

