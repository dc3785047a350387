"""Exercises as HTML, for every front-end: one exercise with its board and a hidden solution
(the static site), a whole chapter with the answer key only paper shows, and the answer key
(``web.worksheet`` builds the printable worksheet from these)."""

from __future__ import annotations

import re
from html import escape

from ..controllers.links import rule_link
from ..core.board import Color
from ..exercises.mistakes import is_mistake
from ..exercises.model import Exercise, parse_checkers
from ..i18n import get_language, translate
from ..short_nardi.position import Position

CSS = """
.nardi-ex { border: 1px solid #d8d2c4; border-radius: 6px; padding: .6em .9em; margin: 1em 0;
  break-inside: avoid; page-break-inside: avoid; }
.nardi-ex h4 { margin: .1em 0 .4em; color: inherit; }
.nardi-ex .nardi-ex-board svg { max-width: 100%; height: auto; }
.nardi-ex .nardi-ex-meta { color: #6b6455; font-size: .85em; }
.nardi-ex details { margin-top: .5em; }
.nardi-ex details summary { cursor: pointer; font-weight: 600; }
.nardi-ex-hints { display: flex; flex-wrap: wrap; gap: .2em 1.2em; }
.nardi-ex-hint[open] { flex-basis: 100%; }
.nardi-ex-hint p { margin: .2em 0 .3em; }
.nardi-answer-space { border-bottom: 1px solid #999; height: 2.2em; margin: .6em 0; }
/* a printed chapter's key follows its last exercise (no half-empty page before it; a
   pupils' sheet without the key is the worksheet's); its heading never ends a page */
.nardi-key { margin-top: 1.5em; }
.nardi-key > h2 { break-after: avoid; page-break-after: avoid; }
.nardi-key-item { margin: .3em 0; break-inside: avoid; }
.nardi-print-only { display: none; }
@media print {
  .nardi-ex { border-color: #bbb; }
  .nardi-print-only { display: block; }
  .nardi-ex details, .nardi-live-answer, .nardi-live-status, .nardi-ex-hints { display: none; }
  .nardi-ex .nardi-ex-choices { display: block; }
}
"""


def hides_pips(ex: Exercise) -> bool:
    """True when the pip counts beside ``ex``'s board would be its answer (a pip-count
    question): the board keeps them back until the answer is checked right."""
    from ..exercises import kind_of

    return kind_of(ex).hides_pips


def board_markup(ex: Exercise, lang: str | None, size: int = 400, *,
                 revealed: bool = False) -> str:
    """The board of ``ex`` as inline SVG (``""`` when it has none); the pip counts are left
    out when they are the answer, unless ``revealed`` (the answer was checked right)."""
    position = ex.board if ex.position is not None and ex.kind != "valid_position" else None
    if position is None:
        return ""
    try:
        from ..svg import board_svg
    except ImportError:  # the renderer is another module; fall back to the position's own SVG
        return position._repr_svg_()
    return str(board_svg(position, size=size, dice=ex.roll, lang=lang or get_language(),
                         absent=_absent(ex, position),
                         show_pips=revealed or not hides_pips(ex)))


def board_block(ex: Exercise, lang: str | None) -> str:
    """The board in its ``nardi-ex-board`` box; a board that keeps its pip counts back says
    so (``data-hidden="pips"``) for the live page to show them once the answer is right."""
    board = board_markup(ex, lang)
    if not board:
        return ""
    hidden = ' data-hidden="pips"' if hides_pips(ex) else ""
    return f'<div class="nardi-ex-board"{hidden}>{board}</div>'


def _absent(ex: Exercise, position: Position) -> list[Color]:
    """The sides whose checkers a drill (``X{…} O{…}``) leaves out: absent, not borne off."""
    text = ex.position if isinstance(ex.position, str) else ""
    if not text.lstrip().upper().startswith("X"):
        return []
    listed = parse_checkers(text)
    return [color for color, side in zip((position.turn, position.turn.other), listed,
                                         strict=True)
            if "off" not in side and position.checkers(color)[0]]


def answer_placeholder(ex: Exercise, lang: str | None) -> str:
    """How to write the answer of ``ex`` (a play, a list of plays, points …), shown in the
    empty answer box before the learner types."""
    from ..exercises import kind_of

    return kind_of(ex).placeholder(lang)


def _hints(ex: Exercise, lang: str | None) -> str:
    """The authored hints, each behind its own button (a disclosure: no Python needed)."""
    if not ex.hints:
        return ""
    items = []
    for i in range(1, len(ex.hints) + 1):
        label = translate("ex.ui.hint", lang) + (f" {i}" if len(ex.hints) > 1 else "")
        items.append(f'<details class="nardi-ex-hint"><summary>{escape(label)}</summary>'
                     f"<p>{escape(ex.hint(i, lang))}</p></details>")
    return f'<div class="nardi-ex-hints">{"".join(items)}</div>'


def _choices(ex: Exercise, lang: str | None) -> str:
    options = ex.choices(lang)
    if not options:
        return ""
    items = "".join(f"<li>{escape(label)}</li>" for _, label in options)
    return f'<ol class="nardi-ex-choices">{items}</ol>'


def _meta(ex: Exercise, lang: str | None, rules: bool = True) -> str:
    """The roll and, except on a worksheet (its key names them), the rules as small links."""
    parts = []
    if ex.dice:

        parts.append(translate("ex.ui.dice", lang, dice=tuple(ex.roll)))
    text = escape(" · ".join(parts))
    if rules and ex.rules:  # the rule in words, linked to its place; the ids in its title
        text += (" · " if text else "") + (f'<span class="nardi-ex-rules">'
                                           f"{rule_anchor(ex.rules, lang)}</span>")
    return f'<div class="nardi-ex-meta">{text}</div>'


def exercise_html(ex: Exercise, lang: str | None = None, number: int | None = None,
                  *, solution: bool = True, answer_space: bool = False) -> str:
    """One exercise: title, board (inline SVG), question, options, and — unless
    ``solution=False`` — a ``<details>`` block with the engine's answer and explanation."""
    title = (translate("mistake.title", lang) if is_mistake(ex.id)  # issue 39: from a game
             else translate("ex.ui.exercise", lang, n=number if number is not None else ex.id))
    body = [f'<div class="nardi-ex" id="{escape(ex.id)}" data-exercise="{escape(ex.id)}">',
            f"<h4>{escape(title)}</h4>"]
    board = board_block(ex, lang)
    if board:
        body.append(board)
    body.append(f'<p class="nardi-ex-question">{escape(ex.text(lang))}</p>')
    body.append(_choices(ex, lang))
    body.append(_meta(ex, lang, rules=not answer_space))
    if answer_space:
        body.append('<div class="nardi-answer-space"></div>')
    elif solution:  # on paper the live answer box is gone: a line to write on instead
        body.append(f'<div class="nardi-print-only nardi-answer-space" aria-hidden="true">'
                    f'{escape(translate("ex.ui.answer_lines", lang))}</div>')
    if solution:
        body.append(_hints(ex, lang))
        sol = ex.solution(lang)
        body.append(
            '<details class="nardi-ex-solution">'
            f"<summary>{escape(translate('ex.ui.solution', lang))}</summary>"
            f"<p><b>{escape(translate('ex.ui.answer', lang))}:</b> {escape(sol.answer)}</p>"
            + (f"<p>{rule_links(escape(sol.explanation))}</p>" if sol.explanation else "")
            + "</details>")
    body.append("</div>")
    return "\n".join(part for part in body if part)


# "(წესი R42)", "(წესი L4, R157)", "(წესი V21, V22, R172)", "(rule R42)" in an explanation
_RULE_NOTE = re.compile(r"\((წესი|rule) ([RLV]\d{1,3}[a-z]?)((?:, [RLV]\d{1,3}[a-z]?)*)\)")


def rule_anchor(rules: tuple[str, ...] | list[str], lang: str | None = None) -> str:
    """The rules of an exercise as the book links a rule beside a verdict: its words ("ეს
    წესი წიგნში") to the first rule's place in the rules list, every id in the title only."""
    link = rule_link(list(rules), lang)
    if link is None:
        return ""
    return (f'<a class="nardi-rule reference internal" href="rules.md#{escape(link["anchor"])}" '
            f'title="{escape(link["rules"])}">{escape(link["label"])}</a>')


def rule_links(html: str) -> str:
    """An explanation's rule ids as small links to the rules appendix, as in the chapters."""
    def link(match: re.Match[str]) -> str:
        ids = [match[2], *filter(None, (s.strip() for s in match[3].split(",")))]
        links = ", ".join(f'<a class="nardi-rule reference internal" href="rules.md#rule-'
                          f'{r.lower()}">{r}</a>' for r in ids)
        return f"({match[1]} {links})"
    return _RULE_NOTE.sub(link, html)


def chapter_html(exercises: list[Exercise], lang: str | None = None) -> str:
    """Every exercise of a chapter, numbered, with hidden solutions (no kernel needed), and
    the answer key that only paper shows (the chapter printed as a handout)."""
    items = [exercise_html(ex, lang, i) for i, ex in enumerate(exercises, 1)]
    key = answer_key(exercises, lang, classes="nardi-key nardi-print-only")
    return f"<style>{CSS}</style>\n" + "\n".join(items) + "\n" + key


def answer_key(exercises: list[Exercise], lang: str | None = None,
               classes: str = "nardi-key") -> str:
    """The answers of ``exercises`` (numbered as shown), with the engine's explanations."""
    items = []
    for i, ex in enumerate(exercises, 1):
        sol = ex.solution(lang)
        label = translate("ex.ui.exercise", lang, n=i)
        items.append(f'<div class="nardi-key-item"><b>{escape(label)}:</b> {escape(sol.answer)}'
                     + (f" — {escape(sol.explanation)}" if sol.explanation else "")
                     + (f" {rule_anchor(ex.rules, lang)}" if ex.rules else "") + "</div>")
    return (f'<section class="{classes}"><h2>{escape(translate("ex.ui.answer_key", lang))}'
            "</h2>" + "\n".join(items) + "</section>")
