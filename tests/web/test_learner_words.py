"""No developer words on a learner's page or in a Lab chapter (issue 24).

A learner never meets "ძრავი" (the engine), "Python", a ``make`` command, an English "Note" or
its Sphinx Georgian "ნოტი", or a rule code outside a rule link. The built pages are read as a
reader sees them (the article and the page's own notes, without code inputs, scripts and
drawings; the text of links is left out, so a rule id inside its small link is fine). The Lab
chapters are read from their source: every Markdown cell, the Lab-only first cell included, and
every admonition must carry a Georgian title (MyST's ``{note}`` would show "Note").
"""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# The teachers' guide speaks to teachers: the book's engine, make commands and files are its
# subject (issue 24: "they belong in the README and the teachers' guide").
FOR_TEACHERS = {"teachers"}
CHAPTERS = sorted(p for p in (ROOT / "book").glob("*.md")
                  if p.read_text(encoding="utf-8").startswith("---\njupytext")
                  and p.stem not in FOR_TEACHERS)

DEVELOPER = re.compile(r"(?<![\u10d0-\u10ff])ძრავ|Python|\bmake |\bNote\b|ნოტი")
RULE_CODE = re.compile(r"\b[RL]\d{1,3}\b")
ENGLISH_ADMONITIONS = re.compile(
    r"^:::+\{(note|tip|hint|important|warning|caution|attention|danger|error|seealso)\}",
    re.M)


class _Visible(HTMLParser):
    """The body's visible text outside links, code inputs, scripts, styles and SVG."""

    SKIP = {"script", "style", "svg", "template", "a", "noscript"}
    VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "col", "area"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[bool] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list) -> None:
        if tag in self.VOID:
            return
        classes = (dict(attrs).get("class") or "").split()
        skip = (tag in self.SKIP or "cell_input" in classes or "highlight" in classes
                or "nardi-key" in classes)  # the teacher's answer key, on paper only
        self.stack.append(skip or (bool(self.stack) and self.stack[-1]))

    def handle_endtag(self, tag: str) -> None:
        if tag not in self.VOID and self.stack:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not (self.stack and self.stack[-1]):
            self.parts.append(data)


def _visible(path: Path) -> str:
    parser = _Visible()
    parser.feed(path.read_text("utf-8"))
    return " ".join(parser.parts)


def test_built_pages_show_no_developer_words_and_no_bare_rule_codes(built_html: Path) -> None:
    bad: dict[str, list[str]] = {}
    pages = sorted(p for p in built_html.glob("book/*.html") if p.stem not in FOR_TEACHERS)
    assert pages
    for page in pages:
        text = _visible(page)
        found = DEVELOPER.findall(text)
        if page.name != "rules.html":  # the appendix is where the ids are listed
            found += RULE_CODE.findall(text)
        if found:
            bad[page.name] = sorted(set(found))
    assert bad == {}


def _markdown(chapter: Path) -> str:
    """Every Markdown cell of a chapter: the source without code cells and front matter."""
    text = chapter.read_text("utf-8")
    text = re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S)
    return re.sub(r"^```\{code-cell\}.*?^```\s*$", "", text, flags=re.S | re.M)


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.stem)
def test_lab_chapters_show_no_developer_words(chapter: Path) -> None:
    text = _markdown(chapter)
    assert DEVELOPER.findall(text) == []
    assert ENGLISH_ADMONITIONS.findall(text) == []


@pytest.mark.parametrize("chapter", CHAPTERS, ids=lambda p: p.stem)
def test_lab_chapters_captions_and_labels_carry_no_rule_codes(chapter: Path) -> None:
    """What the code cells print in Lab: captions and fact labels, written in the chapter."""
    code = "\n".join(re.findall(r"^```\{code-cell\}.*?^```\s*$", chapter.read_text("utf-8"),
                                flags=re.S | re.M))
    strings = re.findall(r'"([^"\n]*[\u10d0-\u10ff][^"\n]*)"', code)
    assert [s for s in strings if RULE_CODE.search(s) or DEVELOPER.search(s)] == []
