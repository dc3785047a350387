"""Teachers' commands for the exercise bank.

    python -m nardi_teach.exercises validate exercises/ch03.yaml [more files]
    python -m nardi_teach.exercises worksheet exercises/ch03.yaml -o sheet.html
        [--title "…"] [--line "5ბ კლასი · 12 მარტი"] [--key key.html]
    python -m nardi_teach.exercises export exercises/ch03.yaml     (writes ch03.json beside it)
    python -m nardi_teach.exercises lessons validate lessons/ch03.yaml [more files]
    python -m nardi_teach.exercises assign --chapter 6 --kind can_bear_off [--rule R67]
        [--id ch06-x] [--title "…"] [--line "…"] [--site http://127.0.0.1:8000] [-o DIR]

``--lang en`` switches the messages to English.  ``validate`` exits with 1 when a file has
problems and prints each as ``file:line: id: message``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import TextIO

from ..core.errors import NardiError
from ..i18n import translate
from .bank import BANK_DIR, Problem, load_file, read_entries, validate_file
from .model import BankError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m nardi_teach.exercises")
    parser.add_argument("--lang", default=None, choices=["ka", "en"])
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("validate", help="check bank files")
    check.add_argument("files", nargs="+")
    sheet = commands.add_parser("worksheet", help="a printable HTML worksheet")
    sheet.add_argument("file")
    sheet.add_argument("-o", "--output", default=None)
    sheet.add_argument("--title", default=None, help="the sheet's title")
    sheet.add_argument("--line", default=None, help="a line under it: class, date")
    sheet.add_argument("--key", default=None, metavar="FILE",
                       help="also write the answer key, for the teacher, to FILE "
                            "(the worksheet itself is the pupils' and has no answers)")
    export = commands.add_parser("export", help="write the bank file as JSON")
    export.add_argument("files", nargs="+")
    lessons = commands.add_parser("lessons", help="guided lessons (lessons/chNN.yaml)")
    lessons.add_argument("action", choices=["validate"])
    lessons.add_argument("files", nargs="+")
    assign = commands.add_parser("assign", help="an assignment: a link and its worksheet")
    assign.add_argument("--chapter", type=int, action="append", default=[])
    assign.add_argument("--kind", action="append", default=[])
    assign.add_argument("--rule", action="append", default=[])
    assign.add_argument("--id", action="append", default=[])
    assign.add_argument("--title", default="")
    assign.add_argument("--line", default=None)
    assign.add_argument("--site", default="http://127.0.0.1:8000")
    assign.add_argument("--bank", default=None)
    assign.add_argument("-o", "--output", default=".")
    args = parser.parse_args(argv)
    try:
        return _run(args, sys.stdout)
    except BankError as error:  # a file that is not a bank file: file:line: message
        print(error.message(args.lang), file=sys.stdout)
        return 1
    except OSError as error:  # a file that cannot be written
        path = error.filename or getattr(args, "output", None) or ""
        print(translate("ex.bank.write", args.lang, path=path,
                        detail=error.strerror or type(error).__name__), file=sys.stdout)
        return 1
    except NardiError as error:  # any typed refusal the checks above did not place
        print(error.message(args.lang), file=sys.stdout)
        return 1
    except Exception as error:  # noqa: BLE001 - a teacher never sees a traceback (issue 40)
        print(translate("ex.bank.broken", args.lang,
                        detail=f"{type(error).__name__}: {error}"[:200]), file=sys.stdout)
        return 1


def _run(args: argparse.Namespace, out: TextIO) -> int:
    if args.command == "assign":
        from .assign import assign_cli

        return assign_cli(args, out)
    if args.command == "lessons":
        from ..lessons.lesson import validate_lessons_cli

        return validate_lessons_cli(args.files, args.lang, out)

    if args.command == "validate":
        failed = False
        seen = shipped_ids(args.files)
        for name in args.files:
            problems = checked(name, args.lang)
            problems += duplicate_ids(name, seen, args.lang) if not problems else []
            for problem in problems:
                print(problem, file=out)
            if problems:
                failed = True
                print(translate("ex.bank.failed", args.lang, path=name, n=len(problems)),
                      file=out)
            else:
                print(translate("ex.bank.ok", args.lang, path=name,
                                n=len(load_file(name))), file=out)
        return 1 if failed else 0

    if args.command == "worksheet":
        problems = checked(args.file, args.lang)
        if problems:
            for problem in problems:
                print(problem, file=out)
            return 1
        page = Path(args.file).with_suffix(".html").name
        target = Path(args.output or page)
        if target.is_dir() or (args.output or "").endswith(("/", os.sep)):
            target = target / page  # -o DIR: the worksheet goes into that folder
        target.parent.mkdir(parents=True, exist_ok=True)
        from ..web.worksheet import write_worksheet  # the CLI reaches up to print

        write_worksheet(target, load_file(args.file), args.lang, args.title, args.line,
                        args.key)
        print(target, file=out)
        if args.key:
            print(args.key, file=out)
        return 0

    for name in args.files:  # export: only what validate accepts
        problems = checked(name, args.lang)
        if problems:
            for problem in problems:
                print(problem, file=out)
            return 1
        chapter, entries = read_entries(name)

        def strip(value: object) -> object:
            if isinstance(value, dict):
                return {k: strip(v) for k, v in value.items() if k != "__line__"}
            if isinstance(value, list):
                return [strip(v) for v in value]
            return value

        target = Path(name).with_suffix(".json")
        target.write_text(json.dumps({"chapter": chapter, "exercises": strip(entries)},
                                     ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        print(target, file=out)
    return 0


def shipped_ids(files: list[str]) -> dict[str, str]:
    """The shipped bank's ids and where each is (``file:line``), but those of a shipped file
    one of ``files`` stands in for (a ``ch03.yaml`` replaces the bank's ``ch03.yaml``)."""
    replaced = {Path(name).name for name in files}
    seen: dict[str, str] = {}
    for path in sorted(BANK_DIR.glob("ch*.yaml")):
        if path.name in replaced:
            continue
        try:
            for ex in load_file(path):
                seen.setdefault(ex.id, ex.source)
        except BankError:
            continue
    return seen


def duplicate_ids(path: str, seen: dict[str, str], lang: str | None) -> list[Problem]:
    """A problem for each exercise of ``path`` whose id ``seen`` already holds (from the
    shipped bank or a file checked before); adds this file's ids to ``seen``."""
    problems = []
    for ex in load_file(path):
        first = seen.setdefault(ex.id, ex.source)
        if first != ex.source:
            problems.append(Problem(ex.source, ex.id,
                                    translate("ex.bank.duplicate_id", lang, first=first)))
    return problems


def checked(path: str, lang: str | None) -> list[Problem]:
    """What ``validate`` reports for one file: :func:`validate_file`, then every exercise
    drawn as the worksheet draws it, so ``worksheet`` and ``export`` never fail on a file
    ``validate`` accepts."""
    problems = validate_file(path, lang)
    if problems:
        return problems
    from ..web.worksheet import worksheet_html  # the CLI reaches up to print

    for ex in load_file(path):
        try:
            worksheet_html([ex], lang).encode("utf-8")  # as write_worksheet writes it
        except NardiError as error:
            problems.append(Problem(ex.source, ex.id, error.message(lang)))
        except Exception as error:  # noqa: BLE001 - a field the checks let through: a finding
            problems.append(Problem(ex.source, ex.id, translate(
                "ex.bank.broken", lang, detail=f"{type(error).__name__}: {error}"[:200])))
    return problems


if __name__ == "__main__":
    sys.exit(main())
