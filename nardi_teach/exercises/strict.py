"""The strict checker behind ``validate`` (issue 25): every problem of a teacher's file at
once, each at its ``file:line``, in words a teacher can act on.

Beyond what loading an exercise checks (``model``, ``fields``) and what the engine finds
(``bank.validate_exercise``), it refuses:

* a field no kind knows (``hint:`` — "did you mean ``hints``?") or one this kind does not use;
* a hand-written ``answer:`` (the engine computes every answer);
* declared ``rules:`` that do not name the rule the engine applies, where the kind names one;
* a position that cannot happen in a game: both sides with every checker off, or, for a
  question asked on the roll, a game already over;
* a ``require:`` (``play``) that no legal play meets;
* YAML that cannot be read, in Georgian, at its line.

A missing field does not hide the others: the entry is still checked with a stand-in.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..core.errors import NardiError
from ..i18n import translate
from . import require
from .bank import (
    Problem,
    _line_of,
    _read_json,
    _read_yaml,
    read_entries,
    safe_loader,
    validate_exercise,
)
from .errors import BankError
from .kinds.base import Kind
from .kinds.board import PlayKind, same_rule
from .model import Exercise
from .registry import KINDS

COMMON = ("id", "kind", "rules", "question", "hints", "variant", "chapter", "position")
"""Fields every exercise may have (a ``position`` is at least shown as a board); ``dice``
only where its kind uses them."""
FILE_FIELDS = ("chapter", "exercises")
ANSWER_WORDS = ("answer", "answers", "solution", "correct", "right", "პასუხი")
"""Field names that would store an answer: refused, the engine computes it."""


def fields_of(kind_name: str) -> tuple[str, ...]:
    """Every field an exercise of ``kind_name`` may have: the common ones, what the kind
    needs and what it may add."""
    kind = KINDS[kind_name]
    return tuple(dict.fromkeys(COMMON + kind.needs + kind.optional))


def all_fields() -> set[str]:
    """Every field some kind knows."""
    return {f for name in KINDS for f in fields_of(name)}


def suggest(name: str, known: Iterable[str]) -> str:
    """The known name closest to ``name`` (``hint`` → ``hints``), or ``""``."""
    near = difflib.get_close_matches(name.lower(), list(known), n=1, cutoff=0.6)
    return near[0] if near else ""


# — where each key is —


def key_lines(path: Path, items: str) -> list[dict[str, int]]:
    """For each entry of the list ``items`` (``exercises`` or ``steps``): its keys' lines.
    Empty for JSON or YAML this reader cannot take (the loader has refused it already)."""
    if path.suffix == ".json":
        return []
    import yaml

    try:
        root = yaml.compose(path.read_text("utf-8"), Loader=safe_loader())
    except (yaml.YAMLError, OSError, UnicodeDecodeError):
        return []
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if getattr(key, "value", None) == items and isinstance(value, yaml.SequenceNode):
            return [{str(k.value): k.start_mark.line + 1 for k, _ in entry.value}
                    if isinstance(entry, yaml.MappingNode) else {} for entry in value.value]
    return []


def top_lines(path: Path) -> dict[str, int]:
    """The lines of the file's top-level keys (YAML only)."""
    if path.suffix == ".json":
        return {}
    import yaml

    try:
        root = yaml.compose(path.read_text("utf-8"), Loader=safe_loader())
    except (yaml.YAMLError, OSError, UnicodeDecodeError):
        return {}
    if not isinstance(root, yaml.MappingNode):
        return {}
    return {str(k.value): k.start_mark.line + 1 for k, _ in root.value}


# — YAML in Georgian —

_YAML_PROBLEMS = (  # the parser's words → what a teacher should look at
    ("mapping values are not allowed", "teach.yaml.colon"),
    ("could not find expected ':'", "teach.yaml.no_colon"),
    ("did not find expected key", "teach.yaml.indent"),
    ("did not find expected '-' indicator", "teach.yaml.indent"),
    ("expected <block end>", "teach.yaml.indent"),
    ("found character '\\t'", "teach.yaml.tab"),
    ("found a tab", "teach.yaml.tab"),
    ("found unexpected end of stream", "teach.yaml.quote"),
    ("found unknown escape character", "teach.yaml.escape"),
    ("expected ',' or ']'", "teach.yaml.bracket"),
    ("expected ',' or '}'", "teach.yaml.brace"),
    ("found undefined alias", "teach.yaml.alias"),
    ("found character that cannot start any token", "teach.yaml.start"),
)


def file_problem(error: BankError, path: str | Path, lang: str | None) -> Problem:
    """A file the loader refused, as one problem; YAML syntax explained in Georgian."""
    where = error.where or f"{path}:0"
    ident = str(error.params.get("id", "-"))
    if error.key == "ex.bank.yaml":
        detail = str(error.params.get("detail", ""))
        key = next((k for text, k in _YAML_PROBLEMS if text in detail), "teach.yaml.other")
        line = where.rsplit(":", 1)[-1]
        return Problem(where, ident, translate("teach.yaml", lang, line=line,
                                               what=translate(key, lang)))
    return Problem(where, ident, error.text(lang))


# — one entry —


def field_problems(entry: Mapping[str, Any], lines: Mapping[str, int], path: str | Path,
                   where: str, lang: str | None) -> list[Problem]:
    """Fields the entry's kind does not know, answers written by hand, fields missing."""
    ident = str(entry.get("id", "?"))
    kind_name = str(entry.get("kind", ""))
    known = fields_of(kind_name) if kind_name in KINDS else tuple(all_fields())
    problems = []

    def at(name: str) -> str:
        return f"{path}:{lines[name]}" if name in lines else where

    for name in entry:
        if not isinstance(name, str) or name.startswith("__") or name in known:
            continue
        if name.lower() in ANSWER_WORDS:
            problems.append(Problem(at(name), ident, translate("teach.answer", lang,
                                                              name=name)))
        elif name in all_fields():
            problems.append(Problem(at(name), ident, translate(
                "teach.field.unused", lang, name=name, kind=kind_name,
                fields=", ".join(f for f in known if f not in COMMON) or "—")))
        else:
            near = suggest(name, known)
            key = "teach.field.unknown_near" if near else "teach.field.unknown"
            problems.append(Problem(at(name), ident, translate(key, lang, name=name,
                                                              near=near)))
    missing = [k for k in ("id", "kind", "rules", "question") if k not in entry]
    if missing:
        problems.append(Problem(where, ident, translate("ex.bank.missing", lang,
                                                        fields=", ".join(missing))))
    return problems


def _stand_in(entry: Mapping[str, Any], number: int) -> dict[str, Any]:
    """The entry with stand-ins for missing fields and without refused ones, so the rest of
    it can still be checked."""
    data = {k: v for k, v in entry.items()
            if not (isinstance(k, str) and k.lower() in ANSWER_WORDS)}
    data.setdefault("id", f"#{number}")
    data.setdefault("rules", [])
    data.setdefault("question", "?")
    kind = str(data.get("kind", ""))
    if kind in KINDS:
        known = set(fields_of(kind))
        data = {k: v for k, v in data.items() if not isinstance(k, str) or k in known
                or k.startswith("__")}
    return data


def engine_problems(ex: Exercise, lang: str | None) -> list[Problem]:
    """What the engine says about an exercise that loads: ``require:`` that no legal play
    meets, the bank's own checks, then the declared rules and game-over positions."""
    problems: list[Problem] = []

    def report(key: str, field: str | None = None, **params: Any) -> None:
        problems.append(Problem(ex.source, ex.id, translate(key, lang, **params), field))

    kind = KINDS.get(ex.kind)
    if kind is not None and "require" in ex.params and ex.kind == "play":
        try:

            wanted = PlayKind.wanted(ex)
            for name in require.SHORT_ONLY:
                if ex.is_long and name in wanted:
                    report("teach.require.short_only", "require", name=name)
            if problems:
                return problems
            if not PlayKind().plays(ex):
                report("teach.require.none", "require",
                       what=require.describe(PlayKind.wanted(ex), lang))
                return problems
        except (BankError, NardiError):
            pass  # the bank's checks below say what is wrong with the position or roll
    problems = validate_exercise(ex, lang)
    if problems or kind is None:
        return problems
    try:
        board = ex.board if ex.position is not None and ex.kind != "valid_position" else None
        if board is not None:
            off = (board.player[0], board.opponent[0])
            if off == (15, 15):
                report("teach.position.both_off", "position")
            elif "dice" in kind.needs and off[0] == 15:  # drills leave the opponent off
                report("teach.position.over", "position")
        if ex.rules:
            _rule_problem(ex, kind, report)
    except BankError as error:
        problems.append(Problem(ex.source, ex.id, error.text(lang), "position"))
    except NardiError as error:
        problems.append(Problem(ex.source, ex.id, error.message(lang), "position"))
    return problems


def _rule_problem(ex: Exercise, kind: Any, report: Any) -> None:
    """``rules:`` that do not name the rule the engine applies (kinds that name one)."""

    if type(kind).rule is Kind.rule:
        return
    found = kind.rule(ex)
    if not found or any(same_rule(r, found) for r in ex.rules):
        return
    report("teach.rules.mismatch", "rules", declared=", ".join(ex.rules), found=found)


def check_bank_file(path: str | Path, lang: str | None = None) -> list[Problem]:
    """Every problem in one bank file, each at its ``file:line`` (empty: the file is good)."""
    path = Path(path)
    try:
        chapter, entries = read_entries(path)
    except BankError as error:
        return [file_problem(error, path, lang)]
    problems: list[Problem] = []
    tops = top_lines(path)
    raw = _raw_top(path)
    for name in raw:
        if name not in FILE_FIELDS and not name.startswith("__"):
            near = suggest(name, FILE_FIELDS)
            key = "teach.field.unknown_near" if near else "teach.field.unknown"
            problems.append(Problem(f"{path}:{tops.get(name, 1)}", "-",
                                    translate(key, lang, name=name, near=near)))
    lines = key_lines(path, "exercises")
    exercises: list[Exercise] = []
    for number, entry in enumerate(entries, 1):
        where = f"{path}:{entry.get('__line__', 1) if isinstance(entry, dict) else 1}"
        if not isinstance(entry, dict):
            problems.append(Problem(f"{path}:{_line_of(path, number)}", "-",
                                    translate("ex.bank.entry", lang)))
            continue
        keys = lines[number - 1] if number <= len(lines) else {}
        problems += field_problems(entry, keys, path, where, lang)
        data = _stand_in(entry, number)
        if "require" in data and data.get("kind") == "play":

            try:
                require.read_requirements(data["require"], where, str(data["id"]))
            except BankError as error:
                at = f"{path}:{keys['require']}" if "require" in keys else where
                problems.append(Problem(at, str(data["id"]), error.text(lang)))
                del data["require"]
        try:
            ex = Exercise.from_dict(data, chapter, where)
        except BankError as error:
            if error.key != "ex.bank.missing":  # reported above already
                field = _FIELD_OF.get(error.key) or error.params.get("name")
                problems.append(Problem(_at(path, keys, field, where),
                                        str(entry.get("id", "?")), error.text(lang)))
            continue
        found = engine_problems(ex, lang)
        problems += [Problem(_at(path, keys, p.field, p.where), p.id, p.message) for p in found]
        if not found and any(isinstance(k, str) and k.lower() in ANSWER_WORDS for k in entry):
            problems += _engine_answer(ex, entry, keys, path, lang)
        exercises.append(ex)
    seen: dict[str, str] = {}
    for ex in exercises:
        if ex.id in seen:
            problems.append(Problem(ex.source, ex.id, translate("ex.bank.duplicate", lang,
                                                                 first=seen[ex.id])))
        seen.setdefault(ex.id, ex.source)
    return sorted(problems, key=_line_order)


_FIELD_OF = {"ex.bank.rules": "rules", "ex.bank.rule": "rules", "ex.bank.text": "question",
             "ex.bank.no_georgian": "question", "ex.bank.hint_georgian": "hints",
             "ex.bank.variant": "variant", "ex.bank.variant_near": "variant",
             "ex.bank.kind": "kind", "ex.bank.kind_near": "kind", "ex.bank.id": "id",
             "ex.bank.dice_colon": "dice"}
"""The field a loading error is about, where its key tells (else its ``name`` parameter)."""


def _at(path: Path, keys: Mapping[str, int], field: object, where: str) -> str:
    """``file:line`` of ``field`` in the entry (its keys' lines), else ``where``."""
    return f"{path}:{keys[field]}" if isinstance(field, str) and field in keys else where


def _engine_answer(ex: Exercise, entry: Mapping[str, Any], keys: Mapping[str, int],
                   path: Path, lang: str | None) -> list[Problem]:
    """For a refused ``answer:``: what the engine computes instead (so nothing is lost)."""
    try:
        solution = ex.solution(lang)
    except (NardiError, ValueError, TypeError):
        return []
    name = next(k for k in entry if isinstance(k, str) and k.lower() in ANSWER_WORDS)
    where = f"{path}:{keys[name]}" if name in keys else ex.source
    return [Problem(where, ex.id, translate("teach.answer.engine", lang,
                                            answer=solution.answer[:120]))]


def _raw_top(path: Path) -> list[str]:

    data = _read_json(path) if path.suffix == ".json" else _read_yaml(path)
    return [k for k in data if isinstance(k, str)] if isinstance(data, dict) else []


def _line_order(problem: Problem) -> tuple[str, int]:
    file, _, line = problem.where.rpartition(":")
    return (file, int(line)) if line.isdigit() else (problem.where, 0)
