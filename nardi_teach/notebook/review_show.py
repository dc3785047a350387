"""The review and progress pages in a notebook: in JupyterLab, widgets over the progress store
(the exercises due, answerable there, and the table); in the same output, the static HTML that
the published book shows and its script (``book/_static/nardi_review.js``) fills from the
reader's browser.

The static HTML never reads a progress file: the build machine's own progress must not reach
the published pages.  While the book is built (``NARDI_BOOK_BUILD`` set, see
``book/_ext/nardi_live.py``) no widget is made at all.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from datetime import datetime
from html import escape
from typing import Any

from ..html.exercises import CSS
from ..html.review import _Reading, lab_state, progress_html, state
from ..i18n import translate
from .show import Shown

Chapters = Mapping[int, Mapping[str, str]]

PAGE_CSS = """
.nardi-review-from { font-size: .9em; color: #6b6455; margin: 1.2em 0 -.6em; }
.nardi-review-next { font-weight: 600; margin: .3em 0 .6em; }
.nardi-review-note { color: #8a0013; }
.nardi-review-line { font-size: 1.05em; font-weight: 600; }
.nardi-progress-table { width: 100%; margin-bottom: 1.2em; table-layout: fixed !important; }
.nardi-progress-table th:nth-child(2) { width: 11em; }
.nardi-progress-table th:nth-child(3) { width: 8em; }  /* „გაკვეთილი“ whole */
.nardi-progress-table th { white-space: normal !important; vertical-align: bottom; }
.nardi-progress-table td:first-child { overflow-wrap: break-word; }
@media (max-width: 600px) {
  .nardi-progress-table th:nth-child(2) { width: 9em; }
  .nardi-progress-table th:nth-child(3) { width: 7em; }
}
.nardi-progress-table caption { caption-side: top; font-weight: 700; text-align: left;
  padding: .2em 0; }
.nardi-progress-table .nardi-num { text-align: right; white-space: nowrap; }
.nardi-progress-table td.is-full { color: #11652f; font-weight: 700; }
.nardi-stars { color: #b07a00; letter-spacing: .1em; }
html[data-theme=dark] .nardi-review-from { color: #b9b2a3; }
html[data-theme=dark] .nardi-review-note { color: #ff9a9a; }
html[data-theme=dark] .nardi-progress-table td.is-full { color: #8fe0a6; }
html[data-theme=dark] .nardi-stars { color: #f2c14e; }
"""


def building() -> bool:
    """Whether the book is being built (its notebooks run with no reader)."""
    return bool(os.environ.get("NARDI_BOOK_BUILD"))


def _lab() -> bool:
    from .show import _kernel

    return _kernel()


def _chapter_links(chapters: Chapters) -> str:
    """The book's chapters as links the page's script reads (titles and addresses)."""
    links = "".join(f'<a data-chapter="{n}" data-lesson="{escape(c.get("lesson", ""))}" '
                    f'data-number="{escape(c.get("number", ""))}" '
                    f'data-own="{escape(c.get("own", ""))}" '
                    f'href="{escape(c["href"])}">{escape(c["title"])}</a>'
                    for n, c in sorted(chapters.items()) if c.get("href") and c.get("title"))
    return f'<nav class="nardi-review-chapters" hidden>{links}</nav>'


def review_html(chapters: Chapters, lang: str | None = None) -> str:
    """The review page as built: a static line, filled in the reader's browser."""
    return (f"<style>{CSS}{PAGE_CSS}</style>"
            '<div class="nardi-review" data-nardi-live-part="review">'
            f'<p class="nardi-review-static">{escape(translate("review.static", lang))}</p>'
            f"{_chapter_links(chapters)}</div>")


def progress_page_html(chapters: Chapters, lang: str | None = None) -> str:
    """The progress page as built: the table of a reader who has answered nothing yet."""
    empty = state(_Reading(datetime.now().astimezone()), lang, chapters, html=False)
    return (f"<style>{PAGE_CSS}</style>"
            '<div class="nardi-progress" data-nardi-live-part="progress">'
            f'<p class="nardi-review-static">{escape(translate("review.progress_static", lang))}'
            f'</p><div class="nardi-progress-body">{progress_html(empty["summary"], lang)}</div>'
            "</div>")


class Page(Shown):
    """What a page's cell displays: the static HTML, and in JupyterLab a widget."""

    def __init__(self, html: str, widget: Any = None, text: str = "") -> None:
        self.html, self.widget, self._text = html, widget, text

    @property
    def text(self) -> str:
        return self._text


def review_view(chapters: Chapters | None = None, *, live: bool | None = None,
                lang: str | None = None, progress: str | None = None,
                now: datetime | None = None) -> Page:
    """The review page: in JupyterLab the exercises due in the progress store (``progress``,
    default ``NARDI_TEACH_PROGRESS`` or ``~/.nardi_teach/progress.json``) at ``now``."""
    chapters = chapters or {}
    widget = None
    if (_lab() if live is None else live) and not building():
        from .review import ReviewWidget

        widget = ReviewWidget(chapters, lang=lang, progress=progress, now=now)
    return Page(review_html(chapters, lang), widget, translate("review.upcoming_title", lang))


def progress_view(chapters: Chapters | None = None, *, live: bool | None = None,
                  lang: str | None = None, progress: str | None = None) -> Page:
    """The progress page: in JupyterLab the progress store's table."""
    chapters = chapters or {}
    widget = None
    if (_lab() if live is None else live) and not building():
        from .review import ProgressWidget

        widget = ProgressWidget(chapters, lang=lang, progress=progress)
    return Page(progress_page_html(chapters, lang), widget, translate("review.col.solved", lang))


__all__ = ["Page", "building", "lab_state", "progress_page_html", "progress_view",
           "review_html", "review_view"]
