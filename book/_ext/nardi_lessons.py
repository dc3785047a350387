"""Guided lessons in the built book (issue 15): always from the lesson files as they are now.

The chapters show their lesson with ``lesson(N)`` and the intro page its map with
``lesson_map()`` (``book/nardi_book.py``); the notebooks' outputs come from the execution
cache, which is keyed by the code only, so an edited or a new lesson file would not show.
Here every page holding a lesson (or the map) is read again when any lesson file changed, is
added or removed, and on writing, each lesson's HTML and the map are made afresh from
``lessons/`` — the outputs of the notebook stay the same everywhere else.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment

HERE = Path(__file__).resolve().parent
BOOK = HERE.parent
_SECTION = re.compile(
    r'<section class="nardi-lesson" [^>]*?data-chapter="(\d+)"[^>]*>.*?</section>', re.S)
_MAP = re.compile(r'<nav class="nardi-lesson-map".*?</nav>', re.S)
_USES = ("lesson(", "lesson_map(")


def lessons_signature() -> str:
    """A hash of every lesson file's name and text."""
    from nardi_teach.lessons.lesson import LESSON_DIR

    digest = hashlib.sha256()
    for path in sorted(LESSON_DIR.glob("ch*.*")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _source_read(app: Sphinx, docname: str, source: list[str]) -> None:
    env = app.env
    docs = getattr(env, "nardi_lesson_docs", set())
    if any(use in source[0] for use in _USES) and "nardi_book" in source[0]:
        docs.add(docname)
    else:
        docs.discard(docname)
    env.nardi_lesson_docs = docs  # type: ignore[attr-defined]


def _outdated(app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str],
              removed: set[str]) -> list[str]:
    """The pages with a lesson, when the lesson files are not what they were last time."""
    signature = lessons_signature()
    old = getattr(env, "nardi_lesson_signature", None)
    env.nardi_lesson_signature = signature  # type: ignore[attr-defined]
    if old is None or old == signature:
        return []
    return sorted(d for d in getattr(env, "nardi_lesson_docs", set()) if d in env.found_docs)


def _merge(app: Sphinx, env: BuildEnvironment, docnames: set[str], other: Any) -> None:
    docs = getattr(env, "nardi_lesson_docs", set())
    docs |= getattr(other, "nardi_lesson_docs", set()) & docnames
    env.nardi_lesson_docs = docs  # type: ignore[attr-defined]


def _purge(app: Sphinx, env: BuildEnvironment, docname: str) -> None:
    getattr(env, "nardi_lesson_docs", set()).discard(docname)


def fresh_lessons(body: str, lang: str) -> str:
    """``body`` with each lesson and the lesson map made again from the lesson files."""
    from nardi_teach.html.lessons import lesson_data, lesson_html, lesson_map_html
    from nardi_teach.lessons.lesson import lesson_file, load_lessons

    def lesson(match: re.Match[str]) -> str:
        chapter = int(match[1])
        return lesson_html(lesson_data(chapter), lang) if lesson_file(chapter).exists() \
            else match[0]

    def lesson_map(_match: re.Match[str]) -> str:
        html = lesson_map_html(load_lessons(), None, lang, BOOK)
        return re.sub(r'href="(\d\d_\w+)\.md([#"])', r'href="\1.html\2', html)

    return _MAP.sub(lesson_map, _SECTION.sub(lesson, body))


def _page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
          doctree: Any) -> None:
    body = context.get("body")
    if isinstance(body, str) and ("nardi-lesson" in body):
        context["body"] = fresh_lessons(body, str(app.config.language or "ka")[:2])


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("source-read", _source_read)
    app.connect("env-get-outdated", _outdated)
    app.connect("env-merge-info", _merge)
    app.connect("env-purge-doc", _purge)
    app.connect("html-page-context", _page, priority=400)  # before the live-page mark
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True,
            "env_version": 1}
