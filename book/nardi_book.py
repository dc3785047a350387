"""What the chapters show: engine verdicts, facts and tables as designed HTML elements.

Every chapter imports its display helpers from here (the kernel runs in ``book/``, both in the
book build and in JupyterLab), so the published page never shows Python output: no ``print``,
no reprs, no console text. Each helper returns an object that IPython displays as HTML (and as
plain text where HTML is not shown); :func:`show` displays several in a row.

* :func:`check` — is a play legal? ✔, or ✘ with the engine's Georgian reason and its rule;
* :func:`attempt` / :func:`trial` — the same for a game action or any engine call;
* :func:`plays` — every legal play of a roll;
* :func:`events` — what a game's turn sequence announced after its last action (a granted
  double, an extra roll, moves passed to the opponent, the mother rule), with its rule;
* :func:`facts` — a few computed facts, label and value;
* :func:`table` — a real ``<table>``;
* :func:`plain` — a value as a reader says it (a side's name, yes/no, a play, a number);
* :func:`lesson` — the chapter's guided lesson: the widget in JupyterLab, the live lesson in the
  published book; :func:`lesson_map` — every lesson with the learner's stars;
* :func:`assignment_page` — the list a teacher's assignment link fills in the published book.

A rule named in a verdict links to the section that teaches it (``rule_coverage.yml``). The
link points at the chapter's ``.md`` file, which JupyterLab opens; the book build rewrites it
to the page (``book/_ext/nardi_pages.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from html import escape
from pathlib import Path
from typing import Any

import yaml
from IPython.display import display

from nardi_teach import Color, Dice, GameResult, IllegalAction, IllegalPlay, NardiError, Phase, Play
from nardi_teach import translate as _
from nardi_teach.html.lessons import book_number

HERE = Path(__file__).resolve().parent
_RULE_IN_TEXT = re.compile(r"\s*\((?:წესი|rule) ([RLV]\d+[a-z]?(?:, [RLV]\d+[a-z]?)*)\)\s*$")
# a rule named inside a sentence: "ვერ იდგება (წესი R19)."
_RULE_INSIDE = re.compile(r"\((?:წესი|rule) ([RLV]\d+[a-z]?(?:, [RLV]\d+[a-z]?)*)\)")

# Inline styles keep the elements readable in JupyterLab, which does not load the book's CSS;
# the book's nardi.css (classes nardi-*) refines them for the page, dark mode and print.
_OK, _BAD = "#2e7d32", "#c62828"
_BOX = ("display:flex;gap:.6em;align-items:baseline;margin:.45em 0;padding:.45em .8em;"
        "border-left:4px solid {c};border-radius:4px;background:{c}14;line-height:1.5;"
        "overflow-wrap:anywhere")


def _rule_sections() -> dict[str, str]:
    """R-id → ``chapter.md#label`` of the section that teaches it."""
    path = HERE / "rule_coverage.yml"
    if not path.is_file():
        return {}
    entries = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return {rule: f"{Path(e['file']).name}#{e['label']}" for rule, e in entries.items()}


RULE_SECTIONS = _rule_sections()
RULES_LISTED = set(yaml.safe_load((HERE / "rules_ka.yml").read_text("utf-8")) or {}) \
    if (HERE / "rules_ka.yml").is_file() else set()
"""Every rule of the rules appendix (``rules_ka.yml``): one with no section links there."""


class Html:
    """A piece of HTML with a plain-text twin; IPython shows the HTML."""

    def __init__(self, html: str, text: str) -> None:
        self.html = html
        self.text = text

    def _repr_html_(self) -> str:
        return self.html

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return self.text


def show(*items: Any) -> None:
    """Display each item in turn (verdicts, facts, tables, boards, figures)."""
    for item in items:
        display(item)


def plain(value: Any) -> str:
    """A value as a reader says it: side names, დიახ/არა, plays, rolls, numbers."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        return _("word.yes" if value else "word.no")
    if isinstance(value, Color):
        return side(value)
    if isinstance(value, GameResult):
        return value.label()
    if isinstance(value, Phase):
        return _(f"book.phase.{value.value}")
    if isinstance(value, Play):
        return str(value) or _("book.pass")
    if isinstance(value, Dice):
        return str(value)
    if isinstance(value, int):
        return str(value).replace("-", "−")
    if isinstance(value, float):
        text = f"{value:.2f}".rstrip("0").rstrip(".")
        return text.replace(".", ",").replace("-", "−")
    if isinstance(value, (list, tuple, set, frozenset)):
        return ", ".join(plain(v) for v in value) or _("book.none")
    return str(value)


def where_on(points: Iterable[int]) -> str:
    """Points as a sentence names them, "on" them: "მე-6 პუნქტზე", "მე-6 და მე-5 პუნქტებზე"."""
    points = list(points)
    return _("book.where_on", where=points) if points else ""


def side(color: Color) -> str:
    """The Georgian name of a side: თეთრი / შავი."""
    return _(f"side.{color.name.lower()}")


def rule_link(rule: str) -> str:
    """A rule as a small link in words ("ეს წესი წიგნში") to the section that teaches it
    (HTML), or to its entry in the rules appendix; the ids stay in the link's title (for
    teachers), never in the text.  A pair such as ``L4, R157`` links its first id that has a
    section."""
    ids = [r.strip() for r in rule.split(",")]
    first = next((r for r in ids if r in RULE_SECTIONS), ids[0])
    label, title = escape(_("rule.link")), escape(", ".join(ids), {'"': "&quot;"})
    target = RULE_SECTIONS.get(first) or (
        f"rules.md#rule-{first.lower()}" if first in RULES_LISTED else None)
    if target is None:
        return (f'<span class="nardi-rule" title="{title}" '
                f'style="font-size:.85em;opacity:.8">{label}</span>')
    return (f'<a class="nardi-rule reference internal" href="{escape(target)}" title="{title}" '
            f'style="font-size:.85em;white-space:nowrap">{label}</a>')


def _reason(err: NardiError) -> tuple[str, str | None]:
    """The error's explanation without its trailing ``(წესი R…)``, and that rule."""
    rule = getattr(err, "rule", None)
    if isinstance(err, IllegalPlay):  # the learner's words, the rule beside them
        return err.text(), rule
    if isinstance(err, IllegalAction):
        return _(err.key, **err.params), rule
    text = err.message()
    found = _RULE_IN_TEXT.search(text)
    if found:
        return text[: found.start()], found.group(1)
    return text, rule


def verdict(ok: bool, what: str, text: str = "", rule: str | None = None, *,
            sep: str = " — ") -> Html:
    """A ✔/✘ callout: what was tried, the explanation, and the rule as a link.  ``sep``
    joins them: a dash after a play ("24/18 — …"), a full stop after a sentence ("თეთრი
    გაორმაგებას სთავაზობს. …")."""
    mark, colour, kind = ("✔", _OK, "ok") if ok else ("✘", _BAD, "bad")
    body = f'<strong class="nardi-what">{escape(what)}</strong>'
    if text:  # a rule the text names in passing is a link too
        body += sep + _RULE_INSIDE.sub(lambda m: f"({rule_link(m[1])})", escape(text))
    if rule:
        body += " " + rule_link(rule)
    html = (f'<div class="nardi-verdict nardi-{kind}" style="{_BOX.format(c=colour)}">'
            f'<span class="nardi-mark" aria-hidden="true" style="color:{colour};'
            f'font-weight:700">{mark}</span><div>{body}</div></div>')
    plain_text = f"{mark} {what}" + (f"{sep}{text}" if text else "")
    plain_text += f" ({_('rule', rule=rule)})" if rule else ""
    return Html(html, plain_text)


def failure(what: str, err: NardiError, *, sep: str = " — ") -> Html:
    """✘ ``what`` with the engine's reason for ``err`` and its rule."""
    text, rule = _reason(err)
    return verdict(False, what, text, rule, sep=sep)


def check(position: Any, text: str, dice: Any, *, roll: bool = False, label: str = "") -> Html:
    """Is ``text`` a legal play with ``dice``? ✔ with the engine's reading, or ✘ and why.

    ``roll=True`` names the roll in the verdict ("სროლა 2-1: …") and ``label`` anything else
    ("ფევგა, 4-4: …"), for verdicts of several rolls or variants shown side by side."""
    what = asked = text or _("book.pass")
    if roll:
        what = _("book.with_roll", dice=plain(dice), what=what)
    if label:
        what = _("book.labelled", label=label, what=what)
    try:
        play = position.parse_play(text, dice)
    except NardiError as err:
        return failure(what, err)
    written = plain(play)
    note = _("book.legal_pass") if not play else _("book.legal") if written == asked else _(
        "book.legal_as", play=written)
    return verdict(True, what, note)


def trial(what: str, action: Callable[..., Any], *args: Any, ok: str = "") -> Html:
    """Run an engine call: ✔ ``what`` (and ``ok``), or ✘ with the engine's reason."""
    try:
        action(*args)
    except NardiError as err:
        return failure(what, err)
    return verdict(True, what, ok or _("book.allowed"))


def cube_text(cube: Any) -> str:
    """Where the cube is, what it shows and what the game is worth."""
    if cube.centred:
        return _("book.cube_centred", face=cube.face, value=cube.value)
    return _("book.cube_owned", face=cube.face, value=cube.value, owner=side(cube.owner))


def attempt(game: Any, action: str, *args: Any, keep: bool = True) -> Html:
    """Try ``game.<action>(*args)`` (double, take, drop, roll, play): ✔ and what follows, or ✘
    with the engine's reason. With ``keep=False`` a successful action is undone again."""
    who = side(game.actor) if game.actor is not None else "—"
    raise_cube = getattr(game.cube.kind, "value", "") == "raise"
    key = {"double": "raise", "take": "take_raise", "drop": "drop_raise"}.get(action, action) \
        if raise_cube else action
    what = _(f"book.try.{key}", side=who)  # a sentence: "თეთრი გაორმაგებას სთავაზობს"
    raising = action == "double" and raise_cube
    try:
        getattr(game, action)(*args)
    except NardiError as err:
        return failure(what, err, sep=". ")
    if action == "double":
        after = _("book.after.raise" if raising else "book.after.double",
                  value=game.cube.next_value, side=side(game.actor))
    elif action == "drop" or game.winner is not None:
        after = _("book.after.end", side=side(game.winner), points=game.points)
    elif action == "roll":
        after = _("book.after.roll", dice=plain(game.dice))
    else:
        after = cube_text(game.cube)
    if not keep:
        game.undo()
    return verdict(True, what, after, sep=". ")


_NOTE = "#1565c0"


def events(game: Any) -> Html:
    """What ``game``'s last action set in motion (``game.events``): each announcement in a
    note with its rule as a link; a plain note when nothing was announced."""
    found = list(getattr(game, "events", ()))
    if not found:  # the game's end decides when it ends the turn (V67)
        key = "book.no_events_over" if getattr(game, "winner", None) is not None else \
            "book.no_events"
        return Html(f'<div class="nardi-event" style="{_BOX.format(c=_NOTE)}">'
                    f'{escape(_(key))}</div>', _(key))
    html, lines = "", []
    for event in found:
        text = _(event.key, **dict(event.params))
        html += (f'<div class="nardi-event" style="{_BOX.format(c=_NOTE)}">'
                 f'<span aria-hidden="true" style="color:{_NOTE};font-weight:700">→</span>'
                 f"<div>{escape(text)} {rule_link(event.rule)}</div></div>")
        lines.append(f"→ {text}")
    return Html(html, "\n".join(lines))


def plays(position: Any, dice: Any) -> Html:
    """Every legal play of ``dice`` (one per distinct result), as the engine writes them."""
    found = position.legal_plays(dice)
    roll = plain(Dice.parse(dice) if isinstance(dice, str) else dice)
    count = _("book.plays_count", dice=roll, count=len(found))
    chips = "".join(f'<span class="nardi-play" style="display:inline-block;white-space:nowrap;'
                    f'padding:0 .45em;margin:.1em .15em;border:1px solid #8c6d4666;'
                    f'border-radius:3px">{escape(plain(p))}</span>' for p in found)
    if not found:  # "6-5: დასაშვები სვლა არ არის — სვლის რიგი მეტოქეზე გადადის"
        count, chips = f"{roll}:", escape(_("book.no_plays"))
    html = (f'<div class="nardi-plays" style="margin:.45em 0;line-height:1.8">'
            f'<strong>{escape(count)}</strong> {chips}</div>')
    listed = ", ".join(plain(p) for p in found) or _("book.no_plays")
    return Html(html, f"{count} {listed}")


def _label(label: str) -> str:
    """A fact's label with its colon (a question keeps its own mark)."""
    return label if label.endswith(("?", ":", "—")) else f"{label}:"


def said(key: str, **params: Any) -> str:
    """A fact said as a sentence (``book.fact.<key>`` of the catalogue, its numbers, sides and
    lists through the agreement helpers): "ოთხიდან სამი სვლა თამაშდება." — for :func:`facts`."""
    return _(f"book.fact.{key}", **params)


def said_if(flag: bool, key: str, **params: Any) -> str:
    """A yes/no fact as the sentence that is true: "კუბი შუაშია." or "კუბი შუაში არ არის."."""
    return said(f"{key}.{'yes' if flag else 'no'}", **params)


def facts(items: Mapping[str, Any] | Iterable[tuple[str, Any] | str], *,
          title: str = "") -> Html:
    """A few computed facts: each a sentence (:func:`said`), or a label with its value, said
    plainly (see :func:`plain`)."""
    pairs = list(items.items() if isinstance(items, Mapping) else items)

    def row(item: tuple[str, Any] | str) -> str:
        if isinstance(item, str):
            return f'<div class="nardi-fact" style="margin:.15em 0">{escape(item)}</div>'
        label, value = item
        return (f'<div class="nardi-fact" style="margin:.15em 0"><span>'
                f"{escape(_label(label))}</span> <strong>{escape(plain(value))}</strong></div>")

    rows = f'<div class="nardi-facts-title">{escape(title)}</div>' if title else ""
    rows += "".join(row(item) for item in pairs)
    html = f'<div class="nardi-facts" style="margin:.45em 0;line-height:1.6">{rows}</div>'
    lines = [item if isinstance(item, str) else f"{_label(item[0])} {plain(item[1])}"
             for item in pairs]
    return Html(html, "\n".join(([title] if title else []) + lines))


def table(header: Sequence[str], rows: Iterable[Sequence[Any]], *, caption: str = "") -> Html:
    """A real HTML table; numbers are right-aligned, every value said plainly."""
    body = [list(r) for r in rows]

    def numeric(col: int) -> bool:
        return all(type(r[col]) in (int, float) for r in body)  # not bool, not a Color

    align = ["right" if body and numeric(i) else "left" for i in range(len(header))]
    head = "".join(f'<th style="text-align:{a}">{escape(h)}</th>'
                   for h, a in zip(header, align, strict=True))
    cells = "".join(
        "<tr>" + "".join(f'<td style="text-align:{a}">{escape(plain(v))}</td>'
                         for v, a in zip(r, align, strict=True)) + "</tr>" for r in body)
    cap = f"<caption>{escape(caption)}</caption>" if caption else ""
    html = (f'<div class="nardi-table-wrap" style="overflow-x:auto;margin:.6em 0">'
            f'<table class="nardi-table table">{cap}<thead><tr>{head}</tr></thead>'
            f"<tbody>{cells}</tbody></table></div>")
    lines = [" | ".join(header)] + [" | ".join(plain(v) for v in r) for r in body]
    return Html(html, "\n".join(([caption] if caption else []) + lines))



# — the review and progress pages (issue 15) —


def book_chapters() -> dict[int, dict[str, str]]:
    """The numbered chapters (``NN_name.md``) in ``_toc.yml``: their number, title (the page's
    heading), address (the ``.md`` file, which the book build turns into the page) and the
    label of their lesson section (``chNN-lesson``, "" while the chapter has none); a teacher's
    own set's page (``NN_own_set.md``, written at build time by ``_ext/nardi_sets.py``) too,
    under its own title."""
    toc_file = HERE.parent / "_toc.yml"
    if toc_file.is_file():
        toc = yaml.safe_load(toc_file.read_text(encoding="utf-8")) or {}
        names = [Path(str(entry.get("file", ""))).name for part in toc.get("parts", ())
                 for entry in part.get("chapters", ())]
    else:  # the chapters copied without the book's table of contents
        names = sorted(path.stem for path in HERE.glob("[0-9][0-9]_*.md"))
    names += sorted(path.stem for path in HERE.glob("[0-9][0-9]*_own_set.md")
                    if path.stem not in names)
    out: dict[int, dict[str, str]] = {}
    for name in names:
        found = re.match(r"(\d{2,3})_\w+$", name)
        path = HERE / f"{name}.md"
        if not found or not path.is_file():
            continue
        heading = next((line[2:].strip() for line in path.read_text("utf-8").splitlines()
                        if line.startswith("# ")), "")
        label = f"ch{int(found.group(1)):02d}-lesson"  # its lesson section, if written
        lesson = label if f"({label})=" in path.read_text("utf-8") else ""
        entry = {"title": heading, "href": f"{name}.md", "lesson": lesson}
        if name.endswith("_own_set"):
            entry["own"] = "1"
        else:
            entry["number"] = str(book_number(int(found.group(1)), HERE))
        out[int(found.group(1))] = entry
    return out


def review_page(**options: Any) -> None:
    """The review queue: the exercises due (answerable here) and what comes back when."""
    from nardi_teach.notebook.review_show import review_view

    display(review_view(book_chapters(), **options))


def progress_page(**options: Any) -> None:
    """The table of exercises solved and lesson stars, per chapter."""
    from nardi_teach.notebook.review_show import progress_view

    display(progress_view(book_chapters(), **options))


def assignment_page() -> Html | None:
    """The assignment page's list as built: a static line that the page's script
    (``_static/nardi_assignment.js``) replaces with the exercises of the teacher's link.  In
    JupyterLab nothing: a link opens its exercises in the published book, and the note above
    the cell tells a Lab reader where they are."""
    from nardi_teach.notebook.show import _kernel

    if _kernel():
        return None
    return Html('<div class="nardi-assignment" data-nardi-live-part="assignment">'
                f'<p class="nardi-review-static">{escape(_("teach.assign.static"))}</p>'
                '<div class="nardi-assignment-list"></div></div>', _("teach.assign.static"))


def lesson(chapter: int) -> Any:
    """Chapter ``chapter``'s guided lesson (``lessons/chNN.yaml``): in JupyterLab the lesson
    widget (stars kept in the progress store), in the published book its static first step,
    which the page makes live (the widget view is dropped there, as for every board)."""
    from nardi_teach.notebook.lesson_show import LessonView

    return LessonView(chapter)


def lesson_map() -> Any:
    """Every lesson file's chapter and title, linked to its lesson, with the learner's stars
    (JupyterLab: the progress store; the book: this browser's, filled in by the page)."""
    from nardi_teach.notebook.lesson_show import LessonMapView

    return LessonMapView(book=HERE)
