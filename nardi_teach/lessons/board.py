"""A guided lesson on a board (issue 15), kept apart from any widget toolkit.

``LessonBoard`` holds a :class:`~nardi_teach.lessons.lesson.LessonRun` and shows its current
step: the position and dice on a :class:`~nardi_teach.controllers.board.BoardController` (clicks
pick a checker and its landing point, undo works within the step), or, for an action step,
its choices as buttons.  The learner confirms the play; the run judges it.  A right answer is
told with its reason and waits for *next*; any other answer is told (legal but not this
step's, or illegal with the engine's rule) and the board returns to the step's start.  At the
end: the stars and the summary, handed once to ``on_finish(chapter, stars)``.

Every event is a mapping such as ``{"type": "click", "point": 13}``, ``{"type": "confirm"}``,
``{"type": "choose", "key": "take"}``; anything else is refused in ``message`` and changes
nothing.  :meth:`LessonBoard.state` is what a front end draws: every text already in the
learner's language.

>>> from nardi_teach.lessons.lesson import read_lesson, lesson_file
>>> board = LessonBoard(read_lesson(lesson_file(3)), lang="en")
>>> board.state()["counter"]
'Step 1 / 3'
>>> for point in (13, 7): board.click(point)
>>> board.confirm(); board.tone
'right'
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from ..controllers.board import BoardController
from ..controllers.links import rule_link
from ..core.board import Color
from ..core.errors import NardiError
from ..exercises.model import BankError, parse_checkers
from ..games.game import Phase
from ..games.rules import CubeKind
from ..i18n import LANGUAGES, get_language, translate
from ..short_nardi.explain import Turn
from ..svg import board_svg
from .lesson import Lesson, LessonRun, Step, Verdict, _texts, require_valid

EVENTS = ("click", "undo", "undo_turn", "confirm", "hint", "next", "restart", "choose", "play")
"""The events a lesson board understands (``type`` of a message)."""
TONES = {"info": "", "right": "✔ ", "other_legal": "✘ ", "illegal": "✘ ", "refused": "⚠ ",
         "hint": "", "done": "★ "}
"""Each kind of message and the mark shown before it."""
MAX_TEXT = 500  # characters of a typed play


def absent_sides(step: Step, position: Any) -> tuple[Color, ...]:
    """The sides a drill (``X{…} O{…}``) leaves out: drawn absent, not as borne off."""
    text = step.position.lstrip()
    if not text.upper().startswith("X"):
        return ()
    try:
        listed = parse_checkers(text)
    except NardiError:
        return ()
    return tuple(color for color, side in zip((position.turn, position.turn.other), listed,
                                              strict=True)
                 if "off" not in side and position.checkers(color)[0])


def _game_marks(step: Step) -> dict[str, Any]:
    """An action step's cube and match score for its board (as the game board draws them):
    none in the Crawford game or a game without a cube; an offered cube on the taker's side."""
    if step.kind != "action":
        return {}
    try:
        state = step.state
        offered = state.phase is Phase.DOUBLED
        marks: dict[str, Any] = {"cube_offered": offered,
                                 "raise_cube": state.cube.kind is CubeKind.RAISE}  # 1, not 64
        if not state.crawford and state.variant.cube_refusal is None:
            marks["cube"] = ((state.cube.next_value, state.on_roll.other) if offered
                             else (state.cube.value, state.cube.owner))
        if state.match_length:
            marks["score"] = (state.score[0], state.score[1], state.match_length)
            marks["crawford"] = bool(state.crawford)
        return marks
    except (AttributeError, NardiError, TypeError, ValueError):
        return {}


def star_text(stars: int, out_of: int = 3) -> str:
    """``★★☆`` for 2 stars of 3."""
    stars = max(0, min(int(stars), out_of))
    return "★" * stars + "☆" * (out_of - stars)


class LessonError(NardiError):
    """A lesson (or a message to a lesson board) that the board cannot use."""


def lesson_from_data(data: object, where: str = "lesson") -> Lesson:
    """A lesson from the mapping a lesson file holds (as JSON gives it to the live book)."""
    if not isinstance(data, Mapping) or not isinstance(data.get("steps"), list) \
            or not data["steps"]:
        raise BankError("lesson.shape", where=where)
    chapter = data.get("chapter")
    if type(chapter) is not int:
        raise BankError("lesson.chapter", where=where)
    title = _texts(data.get("title", ""), where, "-", "title")
    steps = []
    for number, entry in enumerate(data["steps"], 1):
        if not isinstance(entry, dict):
            raise BankError("lesson.shape", where=f"{where}:{number}")
        steps.append(Step.from_dict(entry, f"{where}:{number}"))
    return require_valid(Lesson(chapter, title, tuple(steps), where))  # as validate checks


class LessonBoard:
    """A lesson a learner works through on a board; pure Python, testable without a browser."""

    def __init__(self, lesson: Lesson, *, lang: str | None = None, size: int = 440,
                 on_finish: Callable[[int, int], None] | None = None) -> None:
        if lang is not None and lang not in LANGUAGES:
            raise LessonError("value.one_of", name="lang", names="ka, en", value=repr(lang))
        if not lesson.steps:
            raise BankError("lesson.shape", where=lesson.source)
        self.lesson = lesson
        self.lang = lang or get_language()
        self.size = size
        self.on_finish = on_finish
        self.restart()

    # — reading the state —

    @property
    def shown(self) -> Step:
        """The step on the board: the current one, or the one just answered right."""
        return self.lesson.steps[self._index]

    @property
    def kind(self) -> str:
        return self.shown.kind

    @property
    def finished(self) -> bool:
        return self.run.finished

    def choices(self) -> list[tuple[str, str]]:
        """The current action step's choices (none once it is answered)."""
        return [] if self.solved else self.shown.choices(self.lang)

    def buttons(self) -> dict[str, bool]:
        """The buttons that belong to this moment (in display order) and whether each acts
        now: confirm and undo while a play is made, hint when the step has hints, next after
        a right answer, restart always."""
        step = self.shown
        out: dict[str, bool] = {}
        if not self.solved:
            if self.kind == "play" and self.board is not None:
                turn = self.board.turn
                out["confirm"] = True
                out["undo"] = turn is not None and bool(turn.moves)
            if step.hints:
                out["hint"] = self.run.step_hints < len(step.hints)
        elif not self.finished:
            out["next"] = True
        out["restart"] = True
        return out

    def svg(self) -> str:
        """The board as it stands (an action step, or a step whose board failed: its position)."""
        if self.board is not None:
            return str(self.board.svg(self.size))
        step = self.shown
        try:
            position = step.board
        except NardiError:
            return ""
        dice = None
        if step.dice and step.dice.strip() not in ("", "-", "None"):
            try:
                dice = step.roll
            except NardiError:
                dice = None
        return str(board_svg(position, size=self.size, dice=dice, lang=self.lang,
                             absent=absent_sides(step, position), **_game_marks(step)))

    def state(self) -> dict[str, Any]:
        """What a front end shows; every text in the learner's language."""
        lang = self.lang
        step = self.shown
        total = len(self.lesson.steps)
        out: dict[str, Any] = {
            "chapter": self.lesson.chapter,
            "title": self.lesson.title_text(lang),
            "step": self._index + 1,
            "total": total,
            "counter": translate("lesson.ui.counter", lang, n=self._index + 1, total=total),
            "kind": self.kind,
            "task": step.task_text(lang),
            "message": self.message,
            "tone": self.tone,
            "mark": TONES.get(self.tone, ""),
            "rule": self.rule,
            "rule_link": rule_link(self.rule, lang),  # the rule beside the verdict, in words
            "note": self.note,
            "hints": [translate("lesson.ui.hint_line", lang, n=n, text=text)
                      for n, text in enumerate(self.hint_texts, 1)],
            "tally": translate("lesson.ui.tally", lang, mistakes=self.run.mistakes,
                               hints=self.run.hints),
            "svg": self.svg(),
            "choices": [{"key": k, "label": v} for k, v in self.choices()],
            "buttons": [{"action": a, "label": translate(f"lesson.ui.{a}", lang),
                         "enabled": bool(on)} for a, on in self.buttons().items()],
            "finished": self.finished,
            "stars": self.run.stars,
            "stars_text": star_text(self.run.stars) if self.run.stars else "",
            "summary": self.run.summary(lang) if self.finished else "",
            "save": None,
        }
        if self.finished and self._just_finished:
            out["save"] = {"chapter": self.lesson.chapter, "stars": self.run.stars}
        return out

    # — events —

    def handle(self, message: object) -> None:
        """One front-end event (see :data:`EVENTS`); anything else is refused in ``message``."""
        self._just_finished = False
        if not isinstance(message, Mapping):
            return self._refuse("lesson.ui.bad_event")
        kind = message.get("type")
        if kind == "click":
            point = message.get("point")
            if isinstance(point, str) and re.fullmatch(r"\s*[0-9]{1,2}\s*", point):
                point = int(point)
            if type(point) is not int:
                return self._refuse("ctl.bad_point", point=str(point)[:20])
            return self.click(point)
        if kind == "choose":
            return self.choose(message.get("key"))
        if kind == "play":
            return self.play_text(message.get("text"))
        if kind in ("undo", "undo_turn", "confirm", "hint", "next", "restart"):
            return getattr(self, str(kind))()
        return self._refuse("lesson.ui.bad_event")

    def click(self, point: int) -> None:
        """A click on a point (viewer's numbering; bar 25, off 0)."""
        if not self._may_play():
            return None
        assert self.board is not None
        self.board.click(point)
        self._from_board()

    def undo(self) -> None:
        """Take the last checker move of this step back."""
        if self._may_play():
            assert self.board is not None
            self.board.undo()
            self._from_board()

    def undo_turn(self) -> None:
        """Take every checker move of this step back."""
        if self._may_play():
            assert self.board is not None
            self.board.undo_turn()
            self._from_board()

    def confirm(self) -> None:
        """Send the play made on the board to the lesson."""
        if not self._may_play():
            return None
        assert self.board is not None
        turn = self.board.turn
        if turn is None or not turn.moves:
            if turn is not None and turn.is_complete:  # no legal play at all: pass
                return self._answer(turn.play)
            return self._refuse("lesson.ui.move_first")
        self._answer(turn.play)

    def choose(self, key: object) -> None:
        """An action step's answer: one of its choices' keys."""
        if self.finished:
            return self._refuse("lesson.ui.finished")
        if self.solved:
            return self._refuse("lesson.ui.press_next")
        if self.kind != "action":
            return self._refuse("lesson.ui.not_action")
        keys = [k for k, _ in self.shown.choices(self.lang)]
        if not isinstance(key, str) or key not in keys:
            return self._refuse("lesson.ui.bad_choice", key=str(key)[:40])
        self._answer(key)

    def play_text(self, text: object) -> None:
        """A play typed in notation (``"13/7"``), judged like one made on the board."""
        if not self._may_play():
            return None
        if not isinstance(text, str) or not text.strip():
            return self._refuse("lesson.ui.move_first")
        self._answer(text[:MAX_TEXT])

    def hint(self) -> None:
        """The step's next hint (it costs stars; none left costs nothing)."""
        if self.finished:
            return self._refuse("lesson.ui.finished")
        if self.solved:
            return self._refuse("lesson.ui.press_next")
        before = self.run.hints
        self.run, text = self.run.hint(self.lang)
        if self.run.hints == before:  # none left
            return self._say(text, "refused")
        self.hint_texts.append(text)
        self._say(translate("lesson.ui.hint_given", self.lang), "hint")

    def next(self) -> None:
        """After a right answer: the next step."""
        if self.finished:
            return self._refuse("lesson.ui.finished")
        if not self.solved:
            return self._refuse("lesson.ui.not_yet")
        self._show_step(self.run.step)
        self._say(self._start_text(), "info")

    def restart(self) -> None:
        """The whole lesson again, from a fresh run (the stars saved stay)."""
        self.run: LessonRun = self.lesson.start()
        self._just_finished = False
        self._show_step(0)
        self._say(self._start_text(), "info")

    # — internals —

    def _show_step(self, index: int) -> None:
        self._index = index
        self.solved = False
        self.hint_texts: list[str] = []
        step = self.lesson.steps[index]
        self.board: BoardController | None = None
        if step.kind == "play":
            try:
                position, roll = step.board, step.roll
                board = BoardController(position, lang=self.lang, variant=step.variant,
                                        absent=absent_sides(step, position))
            except NardiError:  # a broken step (the validator names it): shown, not played
                return
            # the roll is the step's own: set, not rolled (a drill whose other side is left
            # out counts as a finished game to the board's roll())
            board.turn = Turn.start(position, roll)
            self.board = board

    def _start_text(self) -> str:
        if self.kind == "action":
            return translate("lesson.ui.start_action", self.lang)
        if self.board is None:
            return translate("lesson.ui.broken_step", self.lang)
        turn = self.board.turn
        if turn is not None and turn.is_complete:
            return translate("lesson.ui.start_pass", self.lang)
        return translate("lesson.ui.start", self.lang)

    def _may_play(self) -> bool:
        """Whether the board takes moves now; if not, say why."""
        if self.finished:
            self._refuse("lesson.ui.finished")
        elif self.solved:
            self._refuse("lesson.ui.press_next")
        elif self.kind == "action":
            self._refuse("lesson.ui.choose_first")
        elif self.board is None:
            self._refuse("lesson.ui.broken_step")
        else:
            return True
        return False

    def _from_board(self) -> None:
        assert self.board is not None
        tone = "illegal" if self.board.error and self.board.error_rule else (
            "refused" if self.board.error else "info")
        self._say(self.board.message, tone, self.board.error_rule)

    def _answer(self, answer: object) -> None:
        before = self.run
        self.run, result = self.run.answer(answer, self.lang)  # type: ignore[arg-type]
        if result.right:
            self.solved = True
            if self.run.finished:
                self._just_finished = True
                if self.on_finish is not None and self.run.stars is not None:
                    self.on_finish(self.lesson.chapter, self.run.stars)
            return self._say(result.message, "right")
        if result.verdict is Verdict.UNREADABLE:
            self.run = before
            return self._say(result.message, "refused")
        self._show_step(self._index)  # back to the step's start; hints stay shown
        self.hint_texts = list(self._hints_of(before))
        tone = "other_legal" if result.verdict is Verdict.OTHER_LEGAL else "illegal"
        again = "lesson.ui.try_again" if self.kind == "play" else "lesson.ui.try_again_action"
        self._say(result.message, tone, result.rule, translate(again, self.lang))

    def _hints_of(self, run: LessonRun) -> list[str]:
        step = self.shown
        return [step.hint(n, self.lang) for n in range(1, run.step_hints + 1)]

    def _say(self, text: str, tone: str, rule: str | None = None, note: str = "") -> None:
        self.message = text
        self.tone = tone
        self.rule = rule
        self.note = note

    def _refuse(self, message_key: str, /, **params: object) -> None:
        self._say(translate(message_key, self.lang, **params), "refused")

