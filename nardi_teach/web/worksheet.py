"""The printable worksheet (``python -m nardi_teach.exercises worksheet``), as a teacher prints
it (issue 25): the teacher's title and class/date line, a name line, two exercises with boards
to an A4 page (more without boards), space to answer, no rule codes and no answers on the
pupils' pages; the answer key — answers, explanations and rules — only when the teacher asks
for it (``--key key.html``: a file of its own).

>>> from nardi_teach.exercises import load_chapter
>>> pages = sheet_pages(load_chapter(6))
>>> [len(page) for page in pages][:3], sum(map(len, pages)) == len(load_chapter(6))
([2, 2, 2], True)
"""

from __future__ import annotations

from html import escape
from pathlib import Path

from ..exercises.model import Exercise
from ..html.exercises import CSS, board_block
from ..i18n import get_language, translate

PAGE = 26.4
"""A printed A4 page's room in cm (29.7 less the margins, less a little to spare)."""
BOARD, TEXT, HEAD = 11.6, 5.2, 2.7
"""The room (cm) an exercise with a board, one without, and the sheet's heading take: two
exercises with boards to a page, the first page's heading included."""

SHEET_CSS = """
body { font-family: 'DejaVu Sans', 'Noto Sans Georgian', sans-serif; max-width: 46em;
  margin: 1.5em auto; color: #111; }
@page { size: A4; margin: 1.4cm 1.5cm; }
.sheet-head h1 { font-size: 1.45em; margin: 0 0 .15em; }
.sheet-line { margin: .1em 0 .5em; font-size: 1.05em; }
.sheet-name { margin: .4em 0 .2em; }
.sheet-note { color: #555; font-size: .85em; margin: .2em 0 .4em; }
.sheet-page { break-after: page; page-break-after: always; }
.sheet-page:last-of-type { break-after: auto; page-break-after: auto; }
.nardi-ex { margin: .5em 0; padding: .4em .8em; }
.nardi-ex .nardi-ex-board svg { width: 10cm; max-width: 100%; height: auto; display: block;
  margin: .2em auto; }
.nardi-ex-question { margin: .3em 0; }
.nardi-answer-space { height: 1.6em; margin: .9em 0 .3em; }
.nardi-key h2 { margin-top: 0; }
.nardi-key-item { margin: .45em 0; }
.key-rule { color: #555; }
@media screen {
  .sheet-page, .nardi-key { border-bottom: 2px dashed #bbb; padding-bottom: 1em;
    margin-bottom: 1.5em; }
}
"""


def _room(ex: Exercise) -> float:
    has_board = ex.position is not None and ex.kind != "valid_position"
    return BOARD if has_board else TEXT


def sheet_pages(exercises: list[Exercise]) -> list[list[Exercise]]:
    """The exercises grouped into printed pages: in order, two with boards to a page, the
    first page also holding the heading."""
    pages: list[list[Exercise]] = [[]]
    room = PAGE - HEAD
    for ex in exercises:
        need = _room(ex)
        if pages[-1] and need > room:
            pages.append([])
            room = PAGE
        pages[-1].append(ex)
        room -= need
    return [page for page in pages if page]


def pupil_card(ex: Exercise, number: int, lang: str | None = None) -> str:
    """One exercise as the pupil sees it on paper: board, question, options, the dice, a line
    to write on — no rule codes, no hints, no answer."""
    title = translate("ex.ui.exercise", lang, n=number)
    parts = [f'<div class="nardi-ex" data-exercise="{escape(ex.id)}">',
             f"<h4>{escape(title)}</h4>"]
    board = board_block(ex, lang)
    if board:
        parts.append(board)
    parts.append(f'<p class="nardi-ex-question">{escape(ex.text(lang))}</p>')
    options = ex.choices(lang)
    if options:
        items = "".join(f"<li>{escape(label)}</li>" for _, label in options)
        parts.append(f'<ol class="nardi-ex-choices">{items}</ol>')
    if ex.dice:  # two dice, or three or four in triple and "2-2" (V16)
        dice = translate("ex.ui.dice", lang, dice=tuple(ex.roll))
        parts.append(f'<div class="nardi-ex-meta">{escape(dice)}</div>')
    parts.append(f'<div class="nardi-answer-space">{escape(translate("ex.ui.answer_lines", lang))}'
                 "</div></div>")
    return "\n".join(parts)


def key_html(exercises: list[Exercise], lang: str | None = None, title: str = "") -> str:
    """The answer key: each exercise's answer, the engine's explanation and its rule."""
    items = []
    for number, ex in enumerate(exercises, 1):
        sol = ex.solution(lang)
        label = translate("ex.ui.exercise", lang, n=number)
        named = translate("rule", lang, rule=sol.rule) if sol.rule else ""
        rule = (f' <span class="key-rule">({escape(named)})</span>'
                if named and named not in sol.explanation else "")
        items.append(f'<div class="nardi-key-item"><b>{escape(label)}:</b> {escape(sol.answer)}'
                     + (f" — {escape(sol.explanation)}" if sol.explanation else "")
                     + rule + "</div>")
    heading = translate("teach.sheet.key", lang, title=title) if title else translate(
        "ex.ui.answer_key", lang)
    return (f'<section class="nardi-key"><h2>{escape(heading)}</h2>' + "\n".join(items)
            + "</section>")


def _document(title: str, body: str, lang: str | None) -> str:
    code = lang or get_language()
    return (f'<!DOCTYPE html>\n<html lang="{code}"><head><meta charset="utf-8">'
            f"<title>{escape(title)}</title><style>{CSS}\n{SHEET_CSS}</style></head><body>"
            f"{body}</body></html>\n")


def default_title(exercises: list[Exercise], lang: str | None = None) -> str:
    """"სავარჯიშოები — თავი N" for one chapter's exercises, else "სავარჯიშოები"."""
    chapters = {ex.chapter for ex in exercises}
    if len(chapters) == 1:
        return translate("ex.ui.worksheet", lang, chapter=chapters.pop())
    return translate("teach.sheet.title", lang)


def worksheet_html(exercises: list[Exercise], lang: str | None = None,
                   title: str | None = None, line: str | None = None,
                   key: bool = False) -> str:
    """The pupils' pages — the heading (``title``, the teacher's ``line`` such as
    "5ბ კლასი · 12 მარტი", a name line), two exercises with boards to a page — then, only
    when ``key`` asks for it, the answer key on pages of its own."""
    head = title or default_title(exercises, lang)
    top = [f'<header class="sheet-head"><h1>{escape(head)}</h1>']
    if line:
        top.append(f'<p class="sheet-line">{escape(line)}</p>')
    top.append(f'<p class="sheet-name">{escape(translate("ex.ui.name", lang))}: '
               "______________________________</p>")
    top.append(f'<p class="sheet-note">{escape(translate("ex.ui.to_move", lang))}</p></header>')
    pages, number = [], 0
    for index, group in enumerate(sheet_pages(exercises)):
        cards = []
        for ex in group:
            number += 1
            cards.append(pupil_card(ex, number, lang))
        pages.append('<section class="sheet-page">' + ("".join(top) if index == 0 else "")
                     + "\n".join(cards) + "</section>")
    body = "\n".join(pages) + (key_html(exercises, lang, head) if key else "")
    return _document(head, body, lang)


def key_document(exercises: list[Exercise], lang: str | None = None,
                 title: str | None = None, line: str | None = None) -> str:
    """The answer key alone, as its own printable file."""
    head = title or default_title(exercises, lang)
    sub = f'<p class="sheet-line">{escape(line)}</p>' if line else ""
    return _document(translate("teach.sheet.key", lang, title=head),
                     key_html(exercises, lang, head).replace("</h2>", "</h2>" + sub, 1), lang)


def write_worksheet(path: str | Path, exercises: list[Exercise], lang: str | None = None,
                    title: str | None = None, line: str | None = None,
                    key_path: str | Path | None = None) -> Path:
    """Write the pupils' worksheet to ``path`` (UTF-8), without the answers; the answer key
    only when asked, in a file of its own (``key_path``).  Returns ``path``."""
    out = Path(path)
    out.write_text(worksheet_html(exercises, lang, title, line), encoding="utf-8")
    if key_path is not None:
        Path(key_path).write_text(key_document(exercises, lang, title, line), encoding="utf-8")
    return out
