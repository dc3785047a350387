"""The review and progress pages (issue 15), for the live book and for JupyterLab.

:func:`read_browser` reads the browser's storage (the live book's bridge,
``nardi_teach.web.review.review_state``, calls it) — ``nardi-progress``
(``{id: {answer, correct, attempts, solved, log: [{item, at, correct, shown_solution?}]}}``) and
``nardi-lessons`` (``{"<chapter>": {"stars": n, "at": ISO}}``) — and returns what is due now
(each with its exercise's static HTML, made live by the page), what comes back later and
when («ხვალ», «3 დღეში», a date), and a table per chapter of exercises solved and lesson
stars.  Storage it cannot read gives a note in the page's language and whatever can be read;
the storage itself is only ever read.  :func:`lab_state` is the same over JupyterLab's
progress store.

>>> from datetime import timezone
>>> out = read_browser("{}", "{}", datetime(2026, 3, 1, 9, tzinfo=timezone.utc), "", "en")
>>> out["due"], out["upcoming"]
([], [])
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from datetime import datetime, timedelta
from html import escape
from typing import Any

from ..core.limits import loads_json
from ..exercises.bank import LOADED, load_bank
from ..exercises.mistakes import is_mistake, mistake_exercise
from ..exercises.model import Exercise
from ..i18n import LANGUAGES, translate
from ..progress.review import DAY, INTERVALS, Attempt, ReviewItem, _utc, schedule, utc_now
from .lessons import SECTION as LESSON_SECTION

MAX_STORE = 4 * 1024 * 1024  # characters of stored JSON read (localStorage holds ~5 MB)
FUTURE_SLACK = timedelta(minutes=5)
"""A record up to this much later than "now" is taken as now (clocks differ a little)."""
PARTS = ((1, 19, "review.part.short"), (20, 29, "review.part.long"),
         (30, 99, "review.part.family"))

_bank_cache: dict[str, Exercise] = {}


def _bank() -> dict[str, Exercise]:
    """The exercises by id: those the live book loaded, else the bank on disk."""
    if LOADED:
        return LOADED
    if not _bank_cache:
        try:
            _bank_cache.update({ex.id: ex for ex in load_bank()})
        except Exception:  # noqa: BLE001 - no bank (a browser without one): an empty table
            pass
    return _bank_cache


def _exercise(key: str, bank: Mapping[str, Exercise]) -> Exercise | None:
    """The bank's exercise ``key``, or the learner's mistake in a game it names (issue 39)."""
    return bank.get(key) or mistake_exercise(key)


def _lang(lang: object) -> str | None:
    return lang if isinstance(lang, str) and lang in LANGUAGES else None


# — reading the browser's storage —


def _load(text: object) -> tuple[Any, bool]:
    """``(value, readable)``: parsed JSON, or ``(None, False)``; nothing stored is ``{}``."""
    if text is None or (isinstance(text, str) and not text.strip()):
        return {}, True
    if not isinstance(text, str) or len(text) > MAX_STORE:
        return None, False
    try:  # depth and number length checked first: no recursion per level (Pyodide)
        return loads_json(text, max_chars=MAX_STORE), True
    except (ValueError, RecursionError):  # JSONDecodeError, LimitError
        return None, False


def _time(value: object) -> datetime | None:
    if not isinstance(value, str) or len(value) > 40:
        return None
    try:
        moment = _utc(datetime.fromisoformat(value.strip()))
    except (ValueError, OverflowError):
        return None
    return moment if 1970 <= moment.year <= 9000 else None  # no arithmetic overflows later


class _Reading:
    """What storage gave: entries ``{id: {"solved", "log": [Attempt]}}``, lesson stars by
    chapter, and the counts behind the notes."""

    def __init__(self, now: datetime) -> None:
        self.now = now
        self.entries: dict[str, dict[str, Any]] = {}
        self.stars: dict[int, int] = {}
        self.notes: list[tuple[str, dict[str, Any]]] = []
        self.bad = self.unknown = self.future = self.untimed = 0

    def note(self, key: str, **params: Any) -> None:
        self.notes.append((key, params))

    def add(self, key: str, solved: bool, records: list[Any], bank: Mapping[str, Any]) -> None:
        if key not in bank and _exercise(key, bank) is None:
            self.unknown += 1
            return
        log = []
        for record in records:
            at = _time(record.get("at")) if isinstance(record, dict) else None
            if at is None:
                self.untimed += 1
            elif at > self.now + FUTURE_SLACK:
                self.future += 1
            else:
                log.append(Attempt(key, at, record.get("correct") is True,
                                   record.get("shown_solution") is True))
        self.entries[key] = {"solved": solved, "log": log}

    def finish(self) -> None:
        for count, key in ((self.bad, "review.note.bad"), (self.unknown, "review.note.unknown"),
                           (self.untimed, "review.note.untimed"),
                           (self.future, "review.note.future")):
            if count:
                self.note(key, n=count)


def _read_progress(reading: _Reading, text: object, bank: Mapping[str, Any]) -> None:
    data, readable = _load(text)
    if not readable or not isinstance(data, dict):
        reading.note("review.note.unreadable")
        return
    for key, entry in data.items():
        if not isinstance(entry, dict):
            reading.bad += 1
            continue
        log = entry.get("log")
        if log is not None and not isinstance(log, list):
            reading.bad += 1
            log = None
        reading.add(str(key), entry.get("solved") is True, log or [], bank)


def _read_lessons(reading: _Reading, text: object) -> None:
    data, readable = _load(text)
    if not readable or not isinstance(data, dict):
        reading.note("review.note.lessons")
        return
    broken = False
    for key, entry in data.items():
        chapter = str(key).removeprefix("ch")
        stars = entry.get("stars") if isinstance(entry, dict) else None
        if not (chapter.isascii() and chapter.isdigit() and len(chapter) <= 3) or not (
                type(stars) is int and 1 <= stars <= 3):
            broken = True
            continue
        reading.stars[int(chapter)] = max(stars, reading.stars.get(int(chapter), 0))
    if broken:
        reading.note("review.note.lessons_part")


# — words for times —


def when(moment: datetime, now: datetime, lang: str | None = None) -> str:
    """When ``moment`` comes, said from ``now``: «5 საათში», «ხვალ», «3 დღეში», «5 იანვარს».

    >>> from datetime import UTC
    >>> t = datetime(2026, 3, 1, 9, tzinfo=UTC)
    >>> when(t + DAY, t), when(t + 3 * DAY, t), when(t + 30 * DAY, t)
    ('ხვალ', '3 დღეში', '31 მარტს')
    """
    wait = moment - now
    if wait < timedelta(hours=20):
        return translate("review.when.hours", lang, n=max(1, math.ceil(wait / timedelta(hours=1))))
    days = round(wait / DAY)
    if days <= 1:
        return translate("review.when.tomorrow", lang)
    if days < 14:
        return translate("review.when.days", lang, n=days)
    month = translate(f"review.month.{moment.month}", lang)
    key = "review.when.date" if moment.year == now.year else "review.when.date_year"
    return translate(key, lang, day=moment.day, month=month, year=moment.year)


# — the state both pages show —


CHAPTER_KEYS = ("title", "href", "lesson", "own", "number")


def _chapters(chapters: object) -> dict[int, dict[str, str]]:
    """``{chapter: {"title", "href", "lesson", "own", "number"}}`` from the caller (the book's
    chapters), cleaned; ``lesson`` is the label of the chapter's lesson section, "" when it
    has none; ``own`` is "1" for a teacher's own set (listed in a part of its own); ``number``
    the chapter's number as the book prints it."""
    out: dict[int, dict[str, str]] = {}
    for key, value in (chapters.items() if isinstance(chapters, Mapping) else ()):
        number = str(key)
        if not (number.isascii() and number.isdigit()) or not isinstance(value, Mapping):
            continue
        out[int(number)] = {k: str(value[k])[:300] for k in CHAPTER_KEYS
                            if isinstance(value.get(k), str)}
    return out


def _numbers(bank: Mapping[str, Exercise]) -> dict[str, tuple[int, int]]:
    """Each exercise's ``(chapter, number in its chapter)``, as the chapter numbers them."""
    counts: dict[int, int] = {}
    out = {}
    for ex in bank.values():
        counts[ex.chapter] = counts.get(ex.chapter, 0) + 1
        out[ex.id] = (ex.chapter, counts[ex.chapter])
    return out


def _title(chapter: int, chapters: Mapping[int, Mapping[str, str]], lang: str | None) -> str:
    return chapters.get(chapter, {}).get("title") or translate("review.chapter", lang, n=chapter)


def _link(chapter: int, chapters: Mapping[int, Mapping[str, str]], lang: str | None,
          anchor: str = "") -> str:
    title = escape(_title(chapter, chapters, lang))
    href = chapters.get(chapter, {}).get("href")
    if not href:
        return title
    return f'<a href="{escape(href + (f"#{anchor}" if anchor else ""))}">{title}</a>'


def state(reading: _Reading, lang: str | None, chapters: Mapping[int, Mapping[str, str]],
          *, html: bool = True) -> dict[str, Any]:
    """The pages' content from what was read (see the module): JSON-ready."""
    from .exercises import exercise_html

    bank = _bank()
    numbers = _numbers(bank)
    now = reading.now
    queue = schedule(a for entry in reading.entries.values() for a in entry["log"])
    ready = sorted((i for i in queue.values() if i.due <= now), key=lambda i: (i.due, i.item))
    later = sorted((i for i in queue.values() if i.due > now), key=lambda i: (i.due, i.item))

    def label(item: ReviewItem) -> str:
        if is_mistake(item.item):
            return _mistake_label(item.item, lang)
        chapter, n = numbers[item.item]
        return translate("review.item", lang, chapter=_title(chapter, chapters, lang), n=n)

    due = []
    for item in ready:
        exercise = _exercise(item.item, bank)
        if exercise is None:
            continue
        mistake = is_mistake(item.item)
        chapter, n = (exercise.chapter, 0) if mistake else numbers[item.item]
        entry = {"id": item.item, "chapter": chapter, "number": n, "stage": item.stage + 1,
                 "due": item.due.isoformat()}
        if html:
            stage = translate("review.stage", lang, stage=item.stage + 1, stages=len(INTERVALS))
            source = (escape(_mistake_label(item.item, lang)) if mistake
                      else _link(chapter, chapters, lang, item.item))
            head = f'<div class="nardi-review-from">{source} · {escape(stage)}</div>'
            entry["html"] = head + exercise_html(exercise, lang, None if mistake else n)
        due.append(entry)
    upcoming = [{"id": i.item, "due": i.due.isoformat(), "when": when(i.due, now, lang),
                 "label": label(i)} for i in later]
    after = {i["id"]: translate("review.next", lang, when=i["when"]) for i in upcoming}
    return {
        "ok": True,
        "now": now.isoformat(),
        "notes": [translate(key, lang, **params) for key, params in reading.notes],
        "due": due,
        "upcoming": upcoming,
        "after": after,
        "learned": translate("review.learned", lang),
        "summary": _summary(reading, bank, chapters, lang),
        **({"head_html": _head_html(len(due), upcoming, reading, lang),
            "upcoming_html": _upcoming_html(upcoming, lang)} if html else {}),
    }


def _mistake_label(key: str, lang: str | None) -> str:
    """A mistake's name in the queue: from a game of short or of long nardi."""
    exercise = mistake_exercise(key)
    long = exercise is not None and exercise.is_long
    return translate("mistake.from_long_game" if long else "mistake.from_game", lang)


def _summary(reading: _Reading, bank: Mapping[str, Exercise],
             chapters: Mapping[int, Mapping[str, str]], lang: str | None) -> dict[str, Any]:
    per: dict[int, list[str]] = {}
    for ex in bank.values():
        per.setdefault(ex.chapter, []).append(ex.id)
    rows = []
    for chapter in sorted(set(per) | set(reading.stars)):
        ids = per.get(chapter, [])
        part = ("teach.set.part" if chapters.get(chapter, {}).get("own") else
                next((key for low, high, key in PARTS if low <= chapter <= high), PARTS[-1][2]))
        rows.append({"chapter": chapter, "part": translate(part, lang),
                     "title": _title(chapter, chapters, lang),
                     "href": chapters.get(chapter, {}).get("href", ""),
                     "lesson": chapters.get(chapter, {}).get("lesson"),
                     "solved": sum(bool(reading.entries.get(i, {}).get("solved")) for i in ids),
                     "total": len(ids), "stars": reading.stars.get(chapter)})
    return {"chapters": rows, "solved": sum(r["solved"] for r in rows),
            "total": sum(r["total"] for r in rows)}


# — HTML —


def _notes_html(reading: _Reading, lang: str | None) -> str:
    return "".join(f'<p class="nardi-review-note" role="alert">⚠ {escape(translate(k, lang, **p))}'
                   "</p>" for k, p in reading.notes)


def _head_html(count: int, upcoming: list[dict[str, Any]], reading: _Reading,
               lang: str | None) -> str:
    if count:
        line = translate("review.due_title", lang, n=count)
    elif upcoming:
        line = translate("review.nothing_due", lang, when=upcoming[0]["when"])
    else:
        line = translate("review.empty", lang)
    return _notes_html(reading, lang) + f'<p class="nardi-review-line">{escape(line)}</p>'


def _upcoming_html(upcoming: list[dict[str, Any]], lang: str | None) -> str:
    if not upcoming:
        return ""
    items = "".join(f'<li data-review-item="{escape(i["id"])}">{escape(i["label"])}: '
                    f'<b>{escape(i["when"])}</b></li>' for i in upcoming)
    return (f'<h3>{escape(translate("review.upcoming_title", lang))}</h3>'
            f'<ul class="nardi-review-upcoming">{items}</ul>')


_RIGHT = ' style="text-align:right"'  # inline: JupyterLab does not load the book's CSS


def stars_html(stars: int | None, lang: str | None = None) -> str:
    """A lesson's stars as ★★☆ with the words for a screen reader; «—» when not finished."""
    if not stars:
        return (f'<span title="{escape(translate("review.no_stars", lang))}">—</span>')
    words = escape(translate("review.stars", lang, n=stars))
    return (f'<span class="nardi-stars" role="img" aria-label="{words}" title="{words}" '
            'style="color:#b07a00">'
            f'{"★" * stars}{"☆" * (3 - stars)}</span>')


def progress_html(summary: Mapping[str, Any], lang: str | None = None) -> str:
    """The progress table: per part, each chapter (a link), exercises solved, lesson stars."""
    out = []
    rows = summary.get("chapters", [])
    for part in dict.fromkeys(r["part"] for r in rows):
        body = []
        for r in (r for r in rows if r["part"] == part):
            title = escape(r["title"])
            # the lesson section's label ("" when the chapter has none; unknown: the usual one)
            known = r.get("lesson")
            anchor = LESSON_SECTION.format(chapter=r["chapter"]) if known is None else known
            lesson = "" if known is None else f' data-lesson="{escape(known)}"'
            link = (f'<a data-chapter="{r["chapter"]}"{lesson} '
                    f'href="{escape(r["href"])}">{title}</a>') \
                if r["href"] else f'<span data-chapter="{r["chapter"]}">{title}</span>'
            stars = stars_html(r["stars"], lang)
            if r["href"] and anchor:  # the stars lead to the chapter's lesson
                stars = f'<a href="{escape(r["href"].split("#")[0])}#{escape(anchor)}">{stars}</a>'
            full = r["total"] and r["solved"] == r["total"]
            body.append(f'<tr data-chapter="{r["chapter"]}"><td>{link}</td>'
                        f'<td class="nardi-num{" is-full" if full else ""}" data-solved{_RIGHT}>'
                        f'{r["solved"]} / {r["total"]}</td>'
                        f'<td class="nardi-num"{_RIGHT}>{stars}</td></tr>')
        out.append(
            f'<table class="nardi-table nardi-progress-table table"><caption>{escape(part)}'
            f'</caption><thead><tr><th>{escape(translate("review.col.chapter", lang))}</th>'
            f'<th class="nardi-num"{_RIGHT}>{escape(translate("review.col.solved", lang))}</th>'
            f'<th class="nardi-num"{_RIGHT}>{escape(translate("review.col.stars", lang))}</th></tr>'
            f'</thead><tbody>{"".join(body)}</tbody></table>')
    total = translate("review.total", lang, solved=summary.get("solved", 0),
                      total=summary.get("total", 0))
    return (f'<p class="nardi-progress-total"><b>{escape(total)}</b></p>'
            f'<div class="nardi-table-wrap">{"".join(out)}</div>')


# — the bridge and the Lab —


def read_browser(progress_json: object, lessons_json: object, now: datetime,
                 chapters_json: object, lang: str | None) -> dict[str, Any]:
    """The review and progress pages' content from the browser's stored JSON (see the module),
    at ``now``: JSON-ready, with ``progress_html``."""
    chapters, _ok = _load(chapters_json)
    reading = _Reading(now)
    _read_progress(reading, progress_json, _bank())
    _read_lessons(reading, lessons_json)
    reading.finish()
    out = state(reading, lang, _chapters(chapters))
    out["progress_html"] = progress_html(out["summary"], lang)
    return out


def lab_state(progress: Any, now: datetime | None = None, lang: str | None = None,
              chapters: Mapping[int, Mapping[str, str]] | None = None) -> dict[str, Any]:
    """The same state from JupyterLab's :class:`~.progress.Progress` store, at ``now``."""
    from ..progress.store import LESSON_PREFIX

    reading = _Reading(_utc(now) if now else utc_now())
    bank = _bank()
    for key, entry in progress.data.items():
        if key.startswith(LESSON_PREFIX):
            chapter = key.removeprefix(LESSON_PREFIX).removeprefix("ch")
            if chapter.isdigit() and entry.get("stars"):
                reading.stars[int(chapter)] = int(entry["stars"])
            continue
        reading.add(key, bool(entry.get("solved")), list(entry.get("log", ())), bank)
    reading.finish()
    out = state(reading, lang, _chapters(chapters or {}))
    out["progress_html"] = progress_html(out["summary"], lang)
    return out


__all__ = ["lab_state", "progress_html", "read_browser", "stars_html", "when"]
