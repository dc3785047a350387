"""Showing a chapter's exercises in a notebook: live widgets when a kernel is there, and the
static HTML (``render``) in the same output, which the published book shows."""

from __future__ import annotations

from typing import Any

from ..exercises.model import Exercise
from ..html.exercises import chapter_html
from ..i18n import translate


class Shown:
    """One output with the static HTML (``html``, what the published book keeps) and, in a
    kernel, a widget (``widget``: an ipywidget, or an object whose ``view`` is one) shown by
    JupyterLab; ``text`` is the plain-text form."""

    html: str = ""
    widget: Any = None

    @property
    def text(self) -> str:
        return ""

    def _repr_html_(self) -> str:
        return self.html

    def _repr_mimebundle_(self, **kwargs: Any) -> tuple[dict, dict]:
        data: dict[str, Any] = {}
        metadata: dict[str, Any] = {}
        if self.widget is not None:
            view = getattr(self.widget, "view", self.widget)
            bundle = view._repr_mimebundle_(**kwargs)
            data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
            data, metadata = dict(data), dict(metadata or {})
        data["text/html"] = self.html
        data["text/plain"] = self.text
        return data, metadata


class ChapterExercises(Shown):
    """What ``show_exercises`` displays: live widgets when ipywidgets and a kernel are there,
    always with the static HTML in the same output (the book drops the widget view)."""

    def __init__(self, exercises: list[Exercise], *, live: bool, lang: str | None,
                 progress: str | None) -> None:
        self.exercises = exercises
        self.lang = lang
        self.html = chapter_html(exercises, lang)
        self.widget: Any = None
        if live:
            from .exercises import ChapterWidget

            self.widget = ChapterWidget(exercises, lang=lang, progress=progress)

    @property
    def text(self) -> str:
        return translate("ex.ui.exercises", self.lang)


def _kernel() -> bool:
    """A live kernel with ipywidgets, and not the book's build (whose widgets would carry
    the build machine's own progress into the published pages)."""
    import os

    if os.environ.get("NARDI_BOOK_BUILD"):
        return False
    try:
        from IPython import get_ipython
    except ImportError:
        return False
    shell = get_ipython()
    if shell is None or not hasattr(shell, "kernel"):
        return False
    try:
        import ipywidgets  # noqa: F401
    except ImportError:
        return False
    return True


def chapter_view(chapter: int, *, live: bool | None = None, lang: str | None = None,
                 bank: str | None = None, progress: str | None = None) -> ChapterExercises:
    """Chapter ``chapter``'s exercises as a displayable object (live when a kernel is there)."""
    from ..exercises.bank import load_chapter

    exercises = load_chapter(chapter, bank)
    return ChapterExercises(exercises, live=_kernel() if live is None else live, lang=lang,
                            progress=progress)


def show_chapter(chapter: int, **options: Any) -> None:
    """Display chapter ``chapter``'s exercises (``IPython.display``); returns nothing, so a
    cell shows them once wherever the call stands."""
    shown = chapter_view(chapter, **options)
    try:
        from IPython.display import display
    except ImportError:  # plain Python: print the static HTML
        print(shown.html)
        return
    display(shown)
