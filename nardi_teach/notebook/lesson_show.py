"""Showing a guided lesson and the lesson map in a chapter: the live widget when a kernel is
there (JupyterLab), always with the static HTML in the same output, which the published book
shows and makes live (``lesson_live``), as ``show`` does for exercises."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ..html.lessons import lesson_data, lesson_html, lesson_map_html
from ..i18n import translate
from ..lessons.board import lesson_from_data
from ..lessons.lesson import load_lessons
from ..progress.store import Progress
from .show import Shown, _kernel


class LessonView(Shown):
    """What ``lesson(chapter)`` displays: the widget (Lab) and the static/live HTML (book)."""

    def __init__(self, chapter: int, *, live: bool | None = None, lang: str | None = None,
                 folder: str | Path | None = None, progress: str | Path | None = None) -> None:
        self.data = lesson_data(chapter, folder)
        self.lesson = lesson_from_data(self.data, f"lesson ch{chapter:02d}")
        self.lang = lang
        self.html = lesson_html(self.data, lang)
        self.widget: Any = None
        if _kernel() if live is None else live:
            from .lessons import LessonWidget

            self.widget = LessonWidget(self.lesson, lang=lang, progress=progress, data=self.data)

    @property
    def text(self) -> str:
        return translate("lesson.ui.label", self.lang, title=self.lesson.title_text(self.lang))


class LessonMapView(Shown):
    """The lesson map: in Lab with the progress store's stars (a widget view), in the book
    with none (the page's script fills in the browser's)."""

    def __init__(self, *, live: bool | None = None, lang: str | None = None,
                 folder: str | Path | None = None, progress: str | Path | None = None,
                 book: str | Path | None = None) -> None:
        self.lessons = load_lessons(folder)
        self.lang = lang
        self.html = lesson_map_html(self.lessons, None, lang, book)
        self.widget: Any = None
        if _kernel() if live is None else live:
            from .lessons import map_widget

            store = Progress(progress)
            self.stars_html = lesson_map_html(self.lessons, store.lesson_stars, lang, book)
            self.widget = map_widget(self.stars_html)

    @property
    def text(self) -> str:
        return translate("lesson.map.title", self.lang)
