"""``assign``: the teacher picks exercises (by chapter, kind, rule or id) and gets the link
that opens exactly that set as one page of the live book, and the matching worksheet with its
answer key (issue 25)."""

from __future__ import annotations

import argparse
import re
from typing import TextIO

from ..i18n import translate
from .bank import Problem, load_bank
from .model import Exercise
from .select import assignment_link, select
from .strict import engine_problems


def _slug(title: str) -> str:
    return re.sub(r"[^\w-]+", "_", title.strip())[:40].strip("_") or "assignment"


def _twice(bank: list[Exercise], ids: set[str], lang: str | None) -> list[Problem]:
    """A problem for each later exercise of ``bank`` with an id of ``ids`` an earlier one
    has: which of the two was meant cannot be told."""
    first: dict[str, str] = {}
    problems = []
    for ex in bank:
        if ex.id in ids and first.setdefault(ex.id, ex.source) != ex.source:
            problems.append(Problem(ex.source, ex.id, translate(
                "ex.bank.duplicate_id", lang, first=first[ex.id])))
    return problems


def assign_cli(args: argparse.Namespace, out: TextIO) -> int:
    """Print the set, its link and the worksheet's files; 1 when nothing matches or an
    exercise of the set has a problem."""
    from pathlib import Path

    from ..web.worksheet import write_worksheet  # the command line reaches up to print

    bank = load_bank(args.bank)
    chosen = select(bank, chapters=args.chapter, kinds=args.kind, rules=args.rule, ids=args.id)
    if not chosen:
        print(translate("teach.assign.none", args.lang), file=out)
        return 1
    problems = _twice(bank, {ex.id for ex in chosen}, args.lang)  # never one picked silently
    problems += [p for ex in chosen for p in engine_problems(ex, args.lang)]
    for problem in problems:
        print(problem, file=out)
    if problems:
        return 1
    title = args.title or translate("teach.sheet.title", args.lang)
    folder = Path(args.output)
    folder.mkdir(parents=True, exist_ok=True)
    sheet = folder / f"{_slug(title)}.html"
    key = folder / f"{_slug(title)}-key.html"
    write_worksheet(sheet, chosen, args.lang, title, args.line, key)
    print(translate("teach.assign.count", args.lang, n=len(chosen),
                    ids=", ".join(ex.id for ex in chosen)), file=out)
    print(translate("teach.assign.link", args.lang,
                    link=assignment_link(chosen, args.title, args.site, args.line or "")), file=out)
    print(translate("teach.assign.sheet", args.lang, path=str(sheet)), file=out)
    print(translate("teach.assign.key", args.lang, path=str(key)), file=out)
    return 0
