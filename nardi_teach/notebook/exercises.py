"""Exercises in a live notebook (ipywidgets; imported only here).

``ExerciseWidget`` shows one exercise — its board, question and an answer box (a text box,
option buttons, or clicks on a ``BoardWidget`` for play questions) — checks the answer with
the engine, shows the Georgian feedback with the rule linked beside it (in words), gives
hints on request, and records progress.  ``ChapterWidget`` stacks a chapter's exercises
under a progress line.  Chapters call :func:`nardi_teach.notebook.show_exercises`, which
uses these when a kernel is there and adds the static HTML for the book.
"""

from __future__ import annotations

from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..controllers.links import rule_link
from ..exercises import kind_of
from ..exercises.model import Exercise, Result
from ..i18n import translate
from ..progress.store import Progress
from .board import rule_link_html

BOARD_KINDS = ("play",)


def _board_widget(ex: Exercise, lang: str | None) -> Any:
    """A clickable board for play questions, or ``None`` when the widget is unavailable.

    The play made on it is the answer: its own Confirm is hidden (Check submits the play),
    and the checkers a drill leaves out stay absent, as on the static board."""
    try:
        from .board import BoardWidget
    except ImportError:
        return None
    from ..html.exercises import _absent

    position = ex.board
    board = BoardWidget(position, dice=ex.dice, lang=lang, size=360,
                        absent=tuple(_absent(ex, position)) if position is not None else ())
    board.confirm_button.layout.display = "none"
    board.controller.complete_key = "teach.board.complete"  # checked, not confirmed
    return board


def _static_board(ex: Exercise, lang: str | None, revealed: bool = False) -> w.HTML:
    """The board as a picture; a pip-count question's keeps its pip counts back until
    ``revealed`` (the answer was right)."""
    from ..html.exercises import board_markup

    return w.HTML(board_markup(ex, lang, revealed=revealed))


def placeholder(ex: Exercise, lang: str | None) -> str:
    """How to write the answer of ``ex`` (a play, a list of plays, points …)."""
    return kind_of(ex).placeholder(lang)


class ExerciseWidget:
    """One live exercise; ``view`` is the ipywidgets box to display."""

    def __init__(self, ex: Exercise, number: int, progress: Progress, lang: str | None = None,
                 on_change: Any = None, clock: Any = None) -> None:
        self.ex, self.lang, self.progress, self.on_change = ex, lang, progress, on_change
        self.clock = clock  # the time of each record (default: now); the review page's clock
        title = translate("ex.ui.exercise", lang, n=number)
        self.title = w.HTML(f"<h4 style='margin:.2em 0'>{escape(title)}</h4>")
        self.board: Any = None
        self.picture: w.HTML | None = None  # the static board, when there is no live one
        parts: list[Any] = [self.title]
        if ex.kind != "valid_position" and ex.board is not None:
            if ex.kind in BOARD_KINDS:
                self.board = _board_widget(ex, lang)
                if self.board is not None:
                    self.board.controller.on_refused_move = self._refused_move
            if self.board is None:
                self.picture = _static_board(ex, lang, revealed=progress.solved(ex.id))
            parts.append(self.board.view if self.board is not None else self.picture)
        parts.append(w.HTML(f"<p>{escape(ex.text(lang))}</p>"))
        options = ex.choices(lang)
        if options:
            self.answer: Any = w.RadioButtons(options=[(label, key) for key, label in options],
                                              value=None, layout=w.Layout(width="auto"))
        elif ex.kind == "all_plays":
            self.answer = w.Textarea(placeholder=placeholder(ex, lang), rows=4)
        else:
            self.answer = w.Text(placeholder=placeholder(ex, lang),
                                 layout=w.Layout(width="min(100%, 34em)"))
        self.check_button = w.Button(description=translate("ex.ui.check", lang),
                                     button_style="primary")
        self.hint_button = w.Button(description=translate("ex.ui.hint", lang))
        self.solution_button = w.Button(description=translate("ex.ui.solution", lang))
        self.feedback = w.HTML()
        self.check_button.on_click(lambda _b: self.check())
        self.hint_button.on_click(lambda _b: self.hint())
        self.solution_button.on_click(lambda _b: self.show_solution())
        buttons = w.HBox([self.check_button, self.hint_button, self.solution_button])
        parts += [self.answer, buttons, self.feedback]
        if self.board is not None:
            parts.insert(-3, w.HTML(f"<i>{escape(translate('ex.ui.board_hint', lang))}</i>"))
        self.view = w.VBox(parts, layout=w.Layout(border="1px solid #d8d2c4", padding="6px",
                                                  margin="8px 0"))
        self.view.add_class("nardi-exercise")
        last = progress.entry(ex.id).get("answer") if progress.attempted(ex.id) else None
        if last and not options and isinstance(self.answer.value, str):
            self.answer.value = str(last)  # what was sent last time (kernel restarts too)
        if progress.solved(ex.id):
            self._say(translate("ex.correct", lang), True)

    def current_answer(self) -> Any:
        """The typed answer, or the play made on the board when nothing was typed."""
        value = self.answer.value
        turn = getattr(getattr(self.board, "controller", None), "turn", None)
        if (value is None or value == "") and turn is not None and turn.moves:
            return turn.play
        return "" if value is None else value

    def check(self, answer: Any = None) -> Result | None:
        """Check ``answer`` (default: what is in the box or on the board).  Nothing given,
        nothing recorded: the learner is asked for an answer instead."""
        given = self.current_answer() if answer is None else answer
        if given is None or (isinstance(given, str) and not given.strip()):
            self._say(translate("ex.ui.nothing_given", self.lang), None)
            return None
        result = self.ex.check(given, self.lang)
        self.progress.record(self.ex.id, result.correct, str(given),
                             at=self.clock() if self.clock else None)
        self._say(result.message, result.correct, result.rule)
        if result.correct and self.picture is not None:  # a pip-count board shows them now
            self.picture.value = _static_board(self.ex, self.lang, revealed=True).value
        if self.on_change:
            self.on_change()
        return result

    def _refused_move(self, error: Any, src: int, dst: int) -> None:
        """A move the rules refuse on the board is a wrong answer: recorded as a miss (the
        review queue brings the exercise back), with the engine's reason."""
        name = {25: "bar", 0: "off"}
        move = f"{name.get(src, src)}/{name.get(dst, dst)}"
        self.progress.record(self.ex.id, False, move, at=self.clock() if self.clock else None)
        self._say(translate("teach.board.missed", self.lang, move=move,
                            why=error.text(self.lang)), False, getattr(error, "rule", None))
        if self.on_change:
            self.on_change()

    def hint(self) -> str:
        number = self.progress.hint_used(self.ex.id)
        text = self.ex.hint(number, self.lang)
        self._say("💡 " + text, None)
        return text

    def show_solution(self) -> None:
        """Show the solution; the review queue counts it as a miss."""
        sol = self.ex.solution(self.lang)
        self.progress.solution_shown(self.ex.id, at=self.clock() if self.clock else None)
        if self.on_change:
            self.on_change()
        answer = translate("ex.ui.answer", self.lang)
        self.feedback.value = (f"<div><b>{escape(answer)}:</b> {escape(sol.answer)}<br>"
                               f"{escape(sol.explanation)}</div>")

    def _say(self, message: str, correct: bool | None, rule: str | None = None) -> None:
        """Show ``message``; its ``rule`` as the book's link beside it, in words ("ეს წესი
        წიგნში", the ids in its title), never as a code in the sentence (issue 38)."""
        color = {True: "#1b6e2a", False: "#a12a1a", None: "#444"}[correct]
        mark = {True: "✔ ", False: "✘ ", None: ""}[correct]
        self.feedback.value = (f'<div role="status" style="color:{color};white-space:normal;'
                               f'line-height:1.45">'
                               f"{escape(mark + message)}</div>"
                               + rule_link_html(rule_link(rule, self.lang)))


class ChapterWidget:
    """A chapter's exercises with a progress line; progress persists in ``progress``."""

    def __init__(self, exercises: list[Exercise], *, lang: str | None = None,
                 progress: str | Path | None = None) -> None:
        self.lang = lang
        self.progress = Progress(progress)
        self.notes: list[str] = []  # the progress store's warnings, told once, kept in view
        self.status = w.HTML()
        self.items = [ExerciseWidget(ex, i, self.progress, lang, self.update)
                      for i, ex in enumerate(exercises, 1)]
        self.view = w.VBox([self.status] + [item.view for item in self.items])
        self.update()

    def update(self) -> None:
        done, total = self.progress.count([item.ex.id for item in self.items])
        text = translate("ex.ui.progress", self.lang, done=done, total=total)
        self.notes += self.progress.take_notices(self.lang)
        notes = "".join(f'<div role="alert" style="color:#a12a1a">⚠ {escape(note)}</div>'
                        for note in self.notes)
        self.status.value = f"<b>{escape(text)}</b>{notes}"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        return self.view._repr_mimebundle_(**kwargs)
