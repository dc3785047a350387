"""Guided lessons as HTML (issue 15), for every front-end: a lesson's first step as static HTML
(board, task, title: readable without JavaScript) and the intro page's lesson map.

- :func:`lesson_data` / :func:`lesson_html` — at build time, a lesson's first step as static HTML
  on an element carrying ``data-nardi-live-part="lesson"`` and the lesson file as JSON
  (``data-lesson``), so the browser needs nothing more to download (``web.lessons`` makes it live;
  the Lab widget shows the same HTML);
- :func:`lesson_map_html` — the intro page's map: every lesson's chapter and the chapter's own
  title (its page's heading, :func:`chapter_title`), linked to the chapter's lesson section,
  with the stars the learner earned (``stars``: from the progress store; in the browser the
  page fills them in from ``localStorage``).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from html import escape
from pathlib import Path
from typing import Any

from ..exercises.errors import BankError
from ..i18n import LANGUAGES, get_language, translate
from ..lessons.board import LessonBoard, lesson_from_data, star_text
from ..lessons.lesson import (
    LESSON_DIR,
    Lesson,
    lesson_file,
    read_lesson,
    read_lesson_data,
    require_valid,
    validate_lesson_file,
)

STORE = "nardi-lessons"
"""The browser's ``localStorage`` key: ``{"<chapter>": {"stars": best, "at": ISO time}}``."""
SECTION = "ch{chapter:02d}-lesson"
"""The label of a chapter's lesson section (the map links to it)."""
BOARD_SIZE = 440
BOOK_LANGUAGE = "ka"
"""The language the book's chapters are written in (their headings are the map's titles)."""


def _clean(value: Any) -> Any:
    """A lesson file's data without the reader's bookkeeping (``__line__``)."""
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if not str(k).startswith("__")}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def lesson_data(chapter: int, folder: str | Path | None = None) -> dict[str, Any]:
    """Chapter ``chapter``'s lesson file as JSON-ready data (what ``data-lesson`` carries)."""
    path = lesson_file(chapter, folder)
    raw = read_lesson_data(path)
    require_valid(read_lesson(path))  # the book build stops at file:line, as validate does
    problems = validate_lesson_file(path, "ka")  # and on everything the teachers' checker finds
    if problems:
        raise BankError("lesson.problem", where=problems[0].where, detail=problems[0].message)
    return _clean(raw)


def _lang(lang: object) -> str | None:
    return lang if isinstance(lang, str) and lang in LANGUAGES else None


def static_state(lesson: Lesson, lang: str | None = None) -> dict[str, Any]:
    """The first step's state, as the page is built with it."""
    return LessonBoard(lesson, lang=lang, size=BOARD_SIZE).state()


def lesson_html(data: Mapping[str, Any], lang: str | None = None) -> str:
    """A lesson's static HTML (its first step), which the live page takes over."""
    lang = _lang(lang) or get_language()
    lesson = lesson_from_data(data, f"lesson ch{data.get('chapter')}")
    state = static_state(lesson, lang)
    payload = escape(json.dumps(data, ensure_ascii=False, separators=(",", ":")), quote=True)
    label = escape(translate("lesson.ui.label", lang, title=state["title"]))
    return (
        f'<section class="nardi-lesson" data-nardi-live-part="lesson" '
        f'data-chapter="{lesson.chapter}" data-lang="{lang}" data-lesson="{payload}" '
        f'aria-label="{label}">'
        f'<div class="nardi-lesson-head"><strong class="nardi-lesson-title">'
        f'{escape(state["title"])}</strong> <span class="nardi-lesson-counter">'
        f'{escape(state["counter"])}</span></div>'
        f'<div class="nardi-lesson-body">'
        f'<div class="nardi-board-view">{state["svg"]}</div>'
        f'<div class="nardi-lesson-side">'
        f'<p class="nardi-lesson-task">{escape(state["task"])}</p>'
        f'<div class="nardi-lesson-message" role="status" aria-live="polite">'
        f'{escape(translate("lesson.ui.static", lang))}</div>'
        f'<div class="nardi-lesson-controls"></div>'
        f"</div></div></section>"
    )


def chapter_page(chapter: int, book: str | Path | None = None) -> str | None:
    """The chapter's ``.md`` file name (``03_moving.md``), or ``None`` when there is none."""
    folder = Path(book) if book else LESSON_DIR.parent / "book"
    found = sorted(folder.glob(f"{int(chapter):02d}_*.md"))
    return found[0].name if found else None


def book_number(chapter: int, book: str | Path | None = None) -> int:
    """The number the published book gives chapter file ``chapter`` (``21_long_board`` is
    chapter 13): its place among the numbered parts' chapters in ``_toc.yml``, read in order
    (the numbering runs on across parts); the file's own number when the table has no place
    for it."""
    number = toc_number(chapter, book)
    return int(chapter) if number is None else number


def own_set_title(chapter: int, lang: str | None = None, root: str | Path | None = None) -> str:
    """A teacher's own set's title (its page's heading, issue 37): its lesson's title, or
    "სავარჯიშოები — თავი NN" for exercises alone."""
    folder = Path(root) if root else LESSON_DIR.parent
    lesson = folder / "lessons" / f"ch{int(chapter):02d}.yaml"
    if lesson.is_file():
        try:
            title = read_lesson(lesson).title_text(lang)
        except Exception:  # noqa: BLE001 - a broken lesson fails in its own cell, with its reason
            title = ""
        if title.strip():
            return " ".join(title.split())
    return translate("ex.ui.worksheet", lang, chapter=chapter)


def chapter_name(chapter: int, lang: str | None = None, book: str | Path | None = None) -> str:
    """A chapter as the learner and the teacher read it: "თავი 13" for a chapter of the
    book's numbered parts (its number as the book prints it), a teacher's own set by its own
    title (it has no number in the book)."""
    number = toc_number(chapter, book)
    if number is not None:
        return translate("review.chapter", lang, n=number)
    root = (Path(book) if book else LESSON_DIR.parent / "book").parent
    return own_set_title(chapter, lang, root)


def toc_number(chapter: int, book: str | Path | None = None) -> int | None:
    """:func:`book_number`, or ``None`` when ``_toc.yml``'s numbered parts have no place for
    the chapter (a teacher's own set)."""
    folder = Path(book) if book else LESSON_DIR.parent / "book"
    toc = folder.parent / "_toc.yml"
    try:
        lines = toc.read_text("utf-8").splitlines()
    except OSError:
        return None
    numbered, count = False, 0
    for line in lines:
        text = line.split("#", 1)[0].strip()
        if text.startswith("- caption:"):
            numbered = False
        elif text.replace(" ", "") == "numbered:true":
            numbered = True
        elif numbered and text.startswith("- file:"):
            count += 1
            name = text.removeprefix("- file:").strip().rsplit("/", 1)[-1]
            if name.startswith(f"{int(chapter):02d}_"):
                return count
    return None


def _anchor(chapter: int, book: str | Path | None) -> str:
    """``#chNN-lesson`` when the chapter has its lesson section, else nothing (the page)."""
    page = chapter_page(chapter, book)
    folder = Path(book) if book else LESSON_DIR.parent / "book"
    label = SECTION.format(chapter=chapter)
    if page and f"({label})=" in (folder / page).read_text("utf-8"):
        return f"#{label}"
    return ""


def chapter_title(chapter: int, book: str | Path | None = None) -> str | None:
    """The chapter's title as the book prints it: the first ``# `` heading of its page (outside
    front matter and code fences), or ``None`` when the chapter has no page or no heading."""
    page = chapter_page(chapter, book)
    if page is None:
        return None
    folder = Path(book) if book else LESSON_DIR.parent / "book"
    lines = (folder / page).read_text("utf-8").splitlines()
    fence: str | None = None
    front = bool(lines) and lines[0].strip() == "---"
    for number, line in enumerate(lines):
        text = line.strip()
        if front:
            front = not (number and text == "---")
            continue
        if fence is None and text[:3] in ("```", "~~~", ":::"):
            fence = text[:3]
        elif fence is not None and text.startswith(fence) and text.strip(fence[0]) == "":
            fence = None
        elif fence is None and text.startswith("# "):
            return " ".join(text[2:].split())
    return None


def lesson_map_html(lessons: list[Lesson], stars: Callable[[int], int | None] | None = None,
                    lang: str | None = None, book: str | Path | None = None) -> str:
    """The lesson map: chapter, title (a link to the lesson section), steps and stars.

    The title is the chapter's own (:func:`chapter_title`), so the map and the contents read
    the same; in a language the book is not written in, and for a chapter without a page, it
    is the lesson's title in that language.

    Each entry carries ``data-chapter``; the page's script puts the browser's stars in the
    ``.nardi-lesson-stars`` element (its ``data-label`` says how, ``{stars}`` filled in)."""
    lang = _lang(lang) or get_language()
    title = escape(translate("lesson.map.title", lang))
    label = escape(translate("lesson.ui.stars_label", lang, stars="{stars}"), quote=True)
    items = []
    for lesson in lessons:
        page = chapter_page(lesson.chapter, book)
        heading = chapter_title(lesson.chapter, book) if lang == BOOK_LANGUAGE else None
        name = escape(heading or lesson.title_text(lang))
        link = (f'<a class="reference internal" href="{escape(page)}'
                f'{_anchor(lesson.chapter, book)}">{name}</a>' if page else name)
        earned = stars(lesson.chapter) if stars is not None else None
        if earned:
            mark = (f'<span class="nardi-lesson-stars is-earned" data-label="{label}" '
                    f'aria-label="{escape(translate("lesson.ui.stars_label", lang, stars=earned))}"'
                    f'>{star_text(earned)}</span>')
        else:
            mark = (f'<span class="nardi-lesson-stars" data-label="{label}">'
                    f'{escape(translate("lesson.map.not_started", lang))}</span>')
        number = escape(translate("lesson.map.chapter", lang,
                                  chapter=book_number(lesson.chapter, book)))
        items.append(
            f'<li class="nardi-lesson-entry" data-chapter="{lesson.chapter}">'
            f'<span class="nardi-lesson-chapter">{number}</span> '
            f'<span class="nardi-lesson-name">{link} <span class="nardi-lesson-steps">'
            f'({escape(translate("lesson.map.steps", lang, n=len(lesson.steps)))})</span></span> '
            f"{mark}</li>")
    body = "".join(items) or f"<li>{escape(translate('lesson.map.none', lang))}</li>"
    return (f'<nav class="nardi-lesson-map" data-store="{STORE}" aria-label="{title}">'
            f"<ol>{body}</ol></nav>")


__all__ = ["STORE", "book_number", "chapter_name", "chapter_title", "lesson_data", "lesson_html",
           "lesson_map_html", "own_set_title"]
