"""Choosing a set of exercises from the bank (issue 25's assignments): by chapter, kind, rule
or id, in the bank's order — the same set for the assignment link and its worksheet.

>>> from nardi_teach.exercises import load_bank
>>> [ex.id for ex in select(load_bank(), chapters=[6], kinds=["can_bear_off"])]
['ch06-not-all-home', 'ch06-borne-off-count', 'ch06-one-outside']
"""

from __future__ import annotations

from collections.abc import Iterable
from urllib.parse import quote, urlencode

from .model import Exercise

PAGE = "book/assignment.html"
"""The live book's page that opens an assignment link."""


def select(bank: Iterable[Exercise], *, chapters: Iterable[int] = (), kinds: Iterable[str] = (),
           rules: Iterable[str] = (), ids: Iterable[str] = ()) -> list[Exercise]:
    """The exercises that match every criterion given (an empty one matches all); ``ids``
    also keep the order written, and are added to the rest."""
    chapters, kinds, rules, ids = set(chapters), set(kinds), set(rules), list(ids)
    picked = list(bank)
    by_id = {ex.id: ex for ex in picked}
    matched: list[Exercise] = []
    if chapters or kinds or rules:
        matched = [ex for ex in picked
                   if (not chapters or ex.chapter in chapters) and (not kinds or ex.kind in kinds)
                   and (not rules or rules & set(ex.rules))]
    chosen = [by_id[i] for i in dict.fromkeys(ids) if i in by_id]
    return chosen + [ex for ex in matched if ex not in chosen]


def assignment_link(exercises: Iterable[Exercise], title: str = "", site: str = "",
                    line: str = "") -> str:
    """The live book's link that opens ``exercises`` as one page: ``site`` (the book's address,
    e.g. ``http://127.0.0.1:8000``) and the page, the ids, the title and the teacher's line
    under it (class, date) in the fragment (which the browser never sends to a server)."""
    params = {"set": ",".join(ex.id for ex in exercises)}
    if title:
        params["title"] = title
    if line:
        params["line"] = line
    base = f"{site.rstrip('/')}/{PAGE}" if site else PAGE
    return f"{base}#{urlencode(params, quote_via=quote, safe=',')}"
