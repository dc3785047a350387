"""The class view (issue 25): the teacher drops in the files the pupils exported and sees a
table of pupils × chapters (exercises solved, lesson stars), the five exercises the class
missed most, and each pupil's review queue.  Everything is read on the teacher's machine.

A pupil's file (the progress page's "my progress file", or ``lab_export`` in JupyterLab)::

    {"nardi_teach": "pupil-progress", "version": 1, "pupil": "ანა", "exported": "…Z",
     "progress": {id: {solved, attempts, log: [{item, at, correct, shown_solution?}]}},
     "lessons": {"3": {"stars": 2, "at": "…"}}}

>>> from datetime import datetime, UTC
>>> out = class_summary([("a.json", "not json")], datetime(2026, 3, 1, tzinfo=UTC), "en")
>>> out["pupils"], out["notes"]
([], ['a.json: this is not a pupil’s progress file.'])
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from html import escape
from typing import Any

from ..core.limits import loads_json
from ..exercises.mistakes import is_mistake
from ..i18n import translate
from ..progress.review import Attempt, due, schedule
from ..progress.store import LESSON_PREFIX
from .review import MAX_STORE, _bank, _chapters, _read_lessons, _read_progress, _Reading

KIND = "pupil-progress"
MAX_FILES = 200
TOP = 5


@dataclass
class Pupil:
    """One pupil's file, read: solved exercises and stars by chapter, every attempt."""

    name: str
    solved: Counter[int] = field(default_factory=Counter)
    exported: str = ""
    """When the file was exported ("2026-03-01 10:42", UTC), or "" when it does not say."""
    stars: dict[int, int] = field(default_factory=dict)
    attempts: list[Attempt] = field(default_factory=list)
    tried: dict[str, bool] = field(default_factory=dict)
    """Every exercise the pupil answered, and whether it is solved."""


def lab_export(data: Mapping[str, Any], pupil: str, now: datetime) -> dict[str, Any]:
    """A JupyterLab progress store's data (``Progress.data``) as a pupil's file.  An entry
    of another shape (a damaged file read directly) is left out, never an error."""
    progress, lessons = {}, {}
    for key, entry in data.items():
        if not isinstance(key, str) or not isinstance(entry, Mapping):
            continue
        if key.startswith(LESSON_PREFIX):
            chapter = key.removeprefix(LESSON_PREFIX).removeprefix("ch")
            stars = entry.get("stars")
            if chapter.isascii() and chapter.isdigit() and len(chapter) <= 3 and \
                    type(stars) is int and 1 <= stars <= 3:
                lessons[str(int(chapter))] = {"stars": stars}
        else:
            progress[key] = dict(entry)
    return {"nardi_teach": KIND, "version": 1, "pupil": pupil,
            "exported": now.isoformat(), "progress": progress, "lessons": lessons}


def read_pupil(text: object, now: datetime) -> Pupil | None:
    """A pupil's file, or ``None`` when it is not one."""
    if not isinstance(text, str) or len(text) > MAX_STORE:
        return None
    try:  # depth and length checked before the parser (Pyodide's stack is small)
        data = loads_json(text, max_chars=MAX_STORE)
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict) or data.get("nardi_teach") != KIND:
        return None
    name = data.get("pupil")
    if not isinstance(name, str):
        return None
    bank = _bank()
    reading = _Reading(now)
    _read_progress(reading, json.dumps(data.get("progress") or {}), bank)
    _read_lessons(reading, json.dumps(data.get("lessons") or {}))
    pupil = Pupil(name.strip()[:40] or "?", stars=dict(reading.stars),
                  exported=_when(data.get("exported")))
    for key, entry in reading.entries.items():
        if is_mistake(key):  # a pupil's own mistake in a game: not one of the class's exercises
            continue
        if entry["solved"]:
            pupil.solved[bank[key].chapter] += 1
        pupil.tried[key] = bool(entry["solved"])
        pupil.attempts += entry["log"]
    return pupil


def _when(value: object) -> str:
    """A file's ``exported`` time as a row shows it ("2026-03-01 10:42"), or ""."""
    if not isinstance(value, str) or len(value) > 40:
        return ""
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return ""


def _source(file: str, exported: str, lang: str | None) -> str:
    """Which file a row comes from, and when it was saved (when the file says)."""
    if exported:
        return translate("teach.class.from", lang, file=file, when=exported)
    return translate("teach.class.from_file", lang, file=file)


def class_summary(files: list[tuple[str, str]], now: datetime, lang: str | None = None,
                  chapters: object = None) -> dict[str, Any]:
    """The class from the pupils' files ``[(file name, text)]``: JSON-ready rows per pupil,
    the chapters, the most-missed exercises, and a note per file that could not be read
    (``bad``: those files' places in ``files``)."""
    bank = _bank()
    totals = Counter(ex.chapter for ex in bank.values())
    pupils: list[Pupil] = []
    notes, bad = [], []
    sources: dict[int, str] = {}
    for n, (name, text) in enumerate(files[:MAX_FILES]):
        pupil = read_pupil(text, now)
        if pupil is None:
            notes.append(translate("teach.class.bad_file", lang, name=str(name)[:80]))
            bad.append(n)
        else:
            pupils.append(pupil)
            sources[id(pupil)] = str(name)[:80]
    names = Counter(p.name for p in pupils)
    missed: Counter[str] = Counter()
    missed_by: Counter[str] = Counter()
    per_pupil = [Counter(a.item for a in p.attempts if a.missed) for p in pupils]
    for misses in per_pupil:
        missed.update(misses)
        missed_by.update(misses.keys())
    titles = _chapters(chapters)
    shown = sorted(totals)
    # one name on two files (a pupil who exported twice, or two pupils called alike): each
    # row says which file it is and when it was exported
    rows = [{"pupil": p.name,
             "from": _source(sources[id(p)], p.exported, lang) if names[p.name] > 1 else "",
             "chapters": {str(c): {"solved": p.solved[c], "stars": p.stars.get(c, 0)}
                          for c in shown},
             "solved": sum(p.solved.values()),
             "due": len(due(p.attempts, now)), "queue": len(schedule(p.attempts))}
            for p in sorted(pupils, key=lambda p: (p.name, p.exported))]
    top = [{"id": item, "misses": count, "pupils": missed_by[item],
            "chapter": bank[item].chapter, "question": bank[item].text(lang)[:140],
            "where": _where(bank[item].chapter, titles, lang),
            "href": titles.get(bank[item].chapter, {}).get("href", "")}
           for item, count in sorted(missed.items(), key=lambda kv: (-kv[1], kv[0]))[:TOP]]
    return {"pupils": rows, "chapters": [{"chapter": c, "total": totals[c],
                                           "title": titles.get(c, {}).get("title", ""),
                                           "label": _label(c, titles, lang)}
                                          for c in shown],
            "missed": top, "exercises": _by_exercise(pupils, per_pupil, bank, titles, lang),
            "notes": notes, "bad": bad}


def _by_exercise(pupils: list[Pupil], missed: list[Counter[str]], bank: Mapping[str, Any],
                 titles: Mapping[int, Mapping[str, str]], lang: str | None
                 ) -> list[dict[str, Any]]:
    """Every exercise some pupil answered, in the book's order: who solved it, and who missed
    it how many times (the teacher's "who missed which exercise"; ``missed``: each pupil's
    misses by exercise)."""
    order = {item: n for n, item in enumerate(bank)}
    tried = sorted({item for p in pupils for item in p.tried},
                   key=lambda item: (bank[item].chapter, order[item]))
    out = []
    for item in tried:
        ex = bank[item]
        misses = [(p.name, m[item]) for p, m in zip(pupils, missed, strict=True)
                  if item in p.tried]
        out.append({"id": item, "where": _where(ex.chapter, titles, lang),
                    "href": titles.get(ex.chapter, {}).get("href", ""),
                    "question": ex.text(lang)[:140],
                    "solved": sorted(p.name for p in pupils if p.tried.get(item)),
                    "missed": sorted((name, n) for name, n in misses if n)})
    return out


def _label(chapter: int, titles: Mapping[int, Mapping[str, str]], lang: str | None) -> str:
    """A chapter's column as the book names it: its printed number ("13" for the file
    ``21_long_board``), a teacher's own set by its title."""
    known = titles.get(chapter, {})
    if known.get("own") and known.get("title"):
        return known["title"]
    return known.get("number") or str(chapter)


def _where(chapter: int, titles: Mapping[int, Mapping[str, str]], lang: str | None) -> str:
    """A chapter in a sentence: "თავი 13", a teacher's own set by its title."""
    known = titles.get(chapter, {})
    if known.get("own") and known.get("title"):
        return known["title"]
    return translate("review.chapter", lang, n=known.get("number") or chapter)


def _stars(n: int) -> str:
    return "★" * n + "☆" * (3 - n) if n else "—"


def notes_html(notes: list[str]) -> str:
    """The notes on files that could not be read, as HTML."""
    return "".join(f'<p class="nardi-class-note" role="alert">⚠ {escape(n)}</p>' for n in notes)


def class_html(summary: Mapping[str, Any], lang: str | None = None) -> str:
    """The class table, the most-missed exercises and the notes, as HTML."""
    notes = notes_html(summary["notes"])
    if not summary["pupils"]:
        return notes + f'<p>{escape(translate("teach.class.empty", lang))}</p>'
    chapters = summary["chapters"]
    head = "".join(
        f'<th scope="col" title="{escape(c["title"])}">{escape(c["label"])}</th>'
        for c in chapters)
    rows = []
    for row in summary["pupils"]:
        cells = []
        for c in chapters:
            got = row["chapters"][str(c["chapter"])]
            full = " is-full" if got["solved"] == c["total"] and c["total"] else ""
            cells.append(f'<td class="nardi-num{full}">{got["solved"]}/{c["total"]}<br>'
                         f'<span class="nardi-stars">{_stars(got["stars"])}</span></td>')
        source = (f'<br><small class="nardi-class-from">{escape(row["from"])}</small>'
                  if row.get("from") else "")
        rows.append(f'<tr><th scope="row">{escape(row["pupil"])}{source}</th>{"".join(cells)}'
                    f'<td class="nardi-num">{row["solved"]}</td>'
                    f'<td class="nardi-num">{row["due"]} / {row["queue"]}</td></tr>')
    words = {k: escape(translate(f"teach.class.{k}", lang)) for k in (
        "caption", "pupil", "total", "queue", "missed")}
    table = (f'<div class="nardi-class-scroll"><table class="nardi-table nardi-class-table table">'
             f"<caption>{words['caption']}</caption><thead><tr><th scope=\"col\">"
             f"{words['pupil']}</th>{head}<th scope=\"col\">{words['total']}</th>"
             f"<th scope=\"col\">{words['queue']}</th></tr></thead><tbody>{''.join(rows)}"
             "</tbody></table></div>")
    items = []
    for item in summary["missed"]:
        link = (f'<a href="{escape(item["href"])}#{escape(item["id"])}">{escape(item["id"])}</a>'
                if item["href"] else f"<code>{escape(item['id'])}</code>")
        text = translate("teach.class.missed_item", lang, misses=item["misses"],
                         pupils=item["pupils"], chapter=item["where"])
        items.append(f"<li>{link} — {escape(item['question'])} <small>({escape(text)})</small>"
                     "</li>")
    missed = (f"<h3>{words['missed']}</h3><ol class=\"nardi-class-missed\">{''.join(items)}</ol>"
              if items else f"<p>{escape(translate('teach.class.no_misses', lang))}</p>")
    return notes + table + missed + exercises_html(summary.get("exercises", []), lang)


def _names(names: list[str]) -> str:
    return ('<ul class="nardi-names">' + "".join(f"<li>{escape(n)}</li>" for n in names)
            + "</ul>") if names else "—"


def exercises_html(exercises: list[Mapping[str, Any]], lang: str | None = None) -> str:
    """Every exercise some pupil answered, as a table that opens on demand: the exercise, who
    solved it, who missed it (with how many misses)."""
    if not exercises:
        return ""
    words = {k: escape(translate(f"teach.class.{k}", lang)) for k in (
        "exercise", "solved_by", "missed_by")}
    rows = []
    for ex in exercises:
        link = (f'<a href="{escape(ex["href"])}#{escape(ex["id"])}">{escape(ex["id"])}</a>'
                if ex["href"] else f"<code>{escape(ex['id'])}</code>")
        missed = [translate("teach.class.pupil_misses", lang, name=name, n=n)
                  for name, n in ex["missed"]]
        rows.append(f'<tr><th scope="row">{link} <small>{escape(ex["where"])}</small><br>'
                    f'<span class="nardi-class-question">{escape(ex["question"])}</span></th>'
                    f"<td>{_names(ex['solved'])}</td><td>{_names(missed)}</td></tr>")
    summary = escape(translate("teach.class.by_exercise", lang, n=len(exercises)))
    return (f'<details class="nardi-class-exercises"><summary>{summary}</summary>'
            '<div class="nardi-class-scroll"><table class="nardi-table table">'
            f'<thead><tr><th scope="col">{words["exercise"]}</th>'
            f'<th scope="col">{words["solved_by"]}</th><th scope="col">{words["missed_by"]}</th>'
            f"</tr></thead><tbody>{''.join(rows)}</tbody></table></div></details>")


CSS = """
.nardi-class-drop { border: 2px dashed #b9b2a3; border-radius: 8px; padding: 1em; margin: .8em 0; }
.nardi-class-pick { display: block; }
.nardi-class-pick input { display: block; margin-top: .6em; }
.nardi-class-drop.is-over { background: rgba(176, 122, 0, .08); }
.nardi-class-scroll { overflow-x: auto; }
.nardi-class-table td, .nardi-class-table th { padding: .25em .45em; }
.nardi-class-table caption { caption-side: top; text-align: left; font-weight: 700; }
/* the pupils' names stay in view when the table scrolls sideways */
.nardi-class-table th[scope=row], .nardi-class-table thead th:first-child { position: sticky;
  left: 0; z-index: 1; background: var(--pst-color-background, #fff); }
.nardi-class-table td.is-full { color: #11652f; font-weight: 700; }
/* one name on two files: which file, and when it was saved, under the name */
.nardi-class-from { display: inline-block; min-width: 11em; font-weight: 400; font-size: .8em;
  color: var(--pst-color-text-muted, #555); }
.nardi-class-note { color: #a11; }
.nardi-stars { color: #b07a00; letter-spacing: .05em; }
/* who solved and who missed each exercise: names in a row, one list per cell */
.nardi-names { list-style: none; margin: 0; padding: 0; }
.nardi-names li { display: inline; }
.nardi-names li:not(:last-child)::after { content: ", "; }
.nardi-class-exercises { margin: 1em 0; }
.nardi-class-exercises summary { font-weight: 700; cursor: pointer; }
.nardi-class-question { font-weight: 400; }
"""


def class_page_html(chapters: Mapping[int, Mapping[str, str]] | None = None,
                    lang: str | None = None) -> str:
    """The class page as built: where to drop the files, made live by ``nardi_class.js``."""
    links = "".join(f'<a data-chapter="{n}" data-number="{escape(c.get("number", ""))}" '
                    f'data-own="{escape(c.get("own", ""))}" href="{escape(c["href"])}">'
                    f'{escape(c["title"])}</a>'
                    for n, c in sorted((chapters or {}).items())
                    if c.get("href") and c.get("title"))
    words = {k: escape(translate(f"teach.class.{k}", lang)) for k in ("drop", "local", "static")}
    return (f"<style>{CSS}</style>"
            '<div class="nardi-class" data-nardi-live-part="class">'
            f'<nav class="nardi-review-chapters" hidden>{links}</nav>'
            # the sentence is the file field's label (its name for a screen reader too)
            f'<div class="nardi-class-drop"><label class="nardi-class-pick">{words["drop"]}'
            '<input type="file" multiple accept=".json,application/json" disabled></label>'
            f'<p class="nardi-review-from"><small>{words["local"]}</small></p></div>'
            f'<p class="nardi-review-static">{words["static"]}</p>'
            '<div class="nardi-class-body" aria-live="polite"></div></div>')
