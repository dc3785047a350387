"""The review and progress pages as JupyterLab widgets over the progress store (ipywidgets;
imported only here).  ``ReviewWidget`` shows the exercises due, each an
:class:`~.widget.ExerciseWidget` answered in place, and what comes back when; ``ProgressWidget``
the table per chapter.  Both read the store again on **Refresh**."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as w

from ..exercises.mistakes import is_mistake
from ..html.review import _bank, _exercise, _mistake_label, lab_state
from ..i18n import translate
from ..progress.review import _utc, utc_now
from ..progress.store import Progress
from .exercises import ExerciseWidget


def _clock(now: datetime | Callable[[], datetime] | None) -> Callable[[], datetime]:
    if now is None:
        return utc_now
    if callable(now):
        return lambda: _utc(now())
    return lambda: _utc(now)


class _Store:
    def __init__(self, chapters: Mapping[int, Mapping[str, str]], lang: str | None,
                 progress: str | Path | None, now: Any) -> None:
        self.chapters, self.lang = chapters, lang
        self.progress = Progress(progress)
        self.clock = _clock(now)
        self.notes: list[str] = []

    def reread(self) -> None:
        """Read the store afresh: what other notebooks saved meanwhile."""
        self.notes += self.progress.take_notices(self.lang)
        self.progress = Progress(self.progress.path)

    def state(self) -> dict[str, Any]:
        out = lab_state(self.progress, self.clock(), self.lang, self.chapters)
        self.notes += self.progress.take_notices(self.lang)
        return out

    def notes_html(self, out: Mapping[str, Any]) -> str:
        notes = [*self.notes, *out["notes"]]
        return "".join(f'<p class="nardi-review-note" role="alert" style="color:#a12a1a">⚠ '
                       f"{escape(n)}</p>" for n in notes)

    def file_html(self) -> str:
        text = translate("review.lab_file", self.lang, path=self.progress.path)
        return f'<p class="nardi-ex-meta" style="color:#6b6455">{escape(text)}</p>'


class ReviewWidget(_Store):
    """The exercises due now in the progress store; ``view`` is the box to display."""

    def __init__(self, chapters: Mapping[int, Mapping[str, str]], *, lang: str | None = None,
                 progress: str | Path | None = None, now: Any = None) -> None:
        super().__init__(chapters, lang, progress, now)
        self.head = w.HTML()
        self.later = w.HTML()
        self.items = w.VBox()
        self.exercises: dict[str, ExerciseWidget] = {}
        self.notes_after: dict[str, w.HTML] = {}
        refresh = w.Button(description=translate("review.refresh", lang))
        refresh.on_click(lambda _b: self.load())
        self.view = w.VBox([self.head, self.items,
                            self.later, refresh, w.HTML(self.file_html())])
        self.load()

    def load(self) -> None:
        """Read the store and show what is due (each answerable) and what comes later."""
        self.reread()
        out = self.state()
        bank = _bank()
        self.exercises, self.notes_after, boxes = {}, {}, []
        for item in out["due"]:
            ex = _exercise(item["id"], bank)  # the bank's, or a mistake in a game (issue 39)
            if ex is None:
                continue
            widget = ExerciseWidget(ex, item["number"], self.progress, self.lang,
                                    on_change=lambda i=item["id"]: self.answered(i),
                                    clock=self.clock)
            if isinstance(widget.answer.value, str):
                widget.answer.value = ""  # asked afresh: not the answer given last time
            widget.feedback.value = ""
            title = (_mistake_label(item["id"], self.lang) if is_mistake(item["id"])
                     else self.chapters.get(item["chapter"], {}).get("title") or translate(
                         "review.chapter", self.lang, n=item["chapter"]))
            stage = translate("review.stage", self.lang, stage=item["stage"], stages=4)
            note = w.HTML()
            self.exercises[item["id"]], self.notes_after[item["id"]] = widget, note
            boxes += [w.HTML(f'<div class="nardi-review-from" style="color:#6b6455">'
                             f"{escape(title)} · {escape(stage)}</div>"), widget.view, note]
        self.items.children = boxes
        self.show(out)

    def show(self, out: Mapping[str, Any]) -> None:
        self.head.value = self.notes_html(out) + out["head_html"]
        self.later.value = out["upcoming_html"]

    def answered(self, exercise_id: str) -> None:
        """After an answer: the head and the list again; the exercise says when it returns."""
        out = self.state()
        self.show(out)
        if not any(item["id"] == exercise_id for item in out["due"]):
            text = out["after"].get(exercise_id, out["learned"])
            self.notes_after[exercise_id].value = (f'<p class="nardi-review-next">'
                                                   f"{escape(text)}</p>")

    def due_ids(self) -> list[str]:
        return [item["id"] for item in self.state()["due"]]


class ProgressWidget(_Store):
    """The progress store's table per chapter; ``view`` is the box to display."""

    def __init__(self, chapters: Mapping[int, Mapping[str, str]], *, lang: str | None = None,
                 progress: str | Path | None = None) -> None:
        super().__init__(chapters, lang, progress, None)
        self.table = w.HTML()
        refresh = w.Button(description=translate("review.refresh", lang))
        refresh.on_click(lambda _b: self.load())
        self.view = w.VBox([self.table, refresh, w.HTML(self.file_html())])
        self.load()

    def load(self) -> None:
        self.reread()
        out = self.state()
        self.table.value = self.notes_html(out) + out["progress_html"]
