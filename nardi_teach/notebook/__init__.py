"""The notebook front-end (JupyterLab): the board widget and the exercise, lesson, review and
progress views, built on ipywidgets/anywidget — imported only here, and only when a notebook
uses them.

May import every layer below it (the engine, controllers, exercises, lessons, progress, and the
shared HTML in ``nardi_teach.html``); never ``nardi_teach.web``.

>>> from nardi_teach.notebook import BoardWidget, show_exercises   # doctest: +SKIP
"""

from __future__ import annotations

from .board import BoardWidget
from .show import chapter_view, show_chapter


def show_exercises(chapter: int, *, live: bool | None = None, lang: str | None = None,
                   bank: str | None = None, progress: str | None = None) -> None:
    """Show a chapter's exercises at the end of a chapter: live widgets when a kernel and
    ipywidgets are there, and always the static HTML (boards as inline SVG, questions,
    ``<details>`` solutions) in the same output, which the static book shows."""
    show_chapter(chapter, live=live, lang=lang, bank=bank, progress=progress)


exercises_view = chapter_view
"""The object ``show_exercises`` displays (``_repr_mimebundle_``; ``.html`` static)."""

__all__ = ["BoardWidget", "exercises_view", "show_exercises"]
