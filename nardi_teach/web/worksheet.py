"""The printable worksheet (``python -m nardi_teach.exercises worksheet``): boards, questions and
space to answer, with the answer key on separate pages."""

from __future__ import annotations

from html import escape
from pathlib import Path

from ..exercises.model import Exercise
from ..html.exercises import CSS, answer_key, exercise_html
from ..i18n import get_language, translate


def worksheet_html(exercises: list[Exercise], lang: str | None = None,
                   title: str | None = None) -> str:
    """A printable worksheet: boards, questions and space to answer; the answer key starts
    on a new page (CSS page break)."""
    chapter = exercises[0].chapter if exercises else 0
    head = title or translate("ex.ui.worksheet", lang, chapter=chapter)
    sheet = [exercise_html(ex, lang, i, solution=False, answer_space=True)
             for i, ex in enumerate(exercises, 1)]
    code = lang or get_language()
    return (
        f'<!DOCTYPE html>\n<html lang="{code}"><head><meta charset="utf-8">'
        f"<title>{escape(head)}</title><style>{CSS}\n"
        "body { font-family: 'DejaVu Sans', 'Noto Sans Georgian', sans-serif; max-width: 48em;"
        " margin: 1.5em auto; } @page { margin: 1.5cm; }</style></head><body>"
        f"<h1>{escape(head)}</h1>"
        f'<p>{escape(translate("ex.ui.name", lang))}: ______________________ &nbsp; '
        f'{escape(translate("ex.ui.date", lang))}: ____________</p>'
        f'<p class="nardi-ex-meta">{escape(translate("ex.ui.to_move", lang))}</p>'
        + "\n".join(sheet) + answer_key(exercises, lang) + "</body></html>\n"
    )


def write_worksheet(path: str | Path, exercises: list[Exercise], lang: str | None = None
                    ) -> Path:
    """Write ``worksheet_html`` to ``path`` (UTF-8) and return the path."""
    out = Path(path)
    out.write_text(worksheet_html(exercises, lang), encoding="utf-8")
    return out
