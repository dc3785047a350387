"""The strict checker behind ``lessons validate`` (issue 25): every problem of a lesson file
at once, each at its ``file:line`` — unknown or misspelt fields ("did you mean ``why``?"),
missing ones (the step is still checked with a stand-in), YAML syntax in Georgian, then the
engine's judgement of every step (``lesson.validate_step``)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..core.limits import MAX_MESSAGE
from ..exercises.bank import Problem, _read_json, _read_yaml
from ..exercises.errors import BankError
from ..exercises.strict import (
    ANSWER_WORDS,
    _at,
    file_problem,
    key_lines,
    suggest,
    top_lines,
)
from ..i18n import translate
from .lesson import Step, validate_step

STEP_FIELDS = ("id", "position", "dice", "play", "action", "accept", "choices", "rules",
               "task", "why", "hints", "variant", "cube_kind")
"""Every field a lesson step may have (see ``lesson``'s docstring)."""
FILE_FIELDS = ("chapter", "title", "steps")


def _unknown(name: str, known: tuple[str, ...], where: str, ident: str,
             lang: str | None) -> Problem:
    if name.lower() in ANSWER_WORDS:
        return Problem(where, ident, translate("teach.lesson.answer", lang, name=name))
    near = suggest(name, known)
    key = "teach.field.unknown_near" if near else "teach.field.unknown"
    return Problem(where, ident, translate(key, lang, name=name, near=near))


def check_lesson_file(path: str | Path, lang: str | None = None) -> list[Problem]:
    """Every problem in one lesson file (empty: the file is good)."""
    path = Path(path)
    try:
        data = _read_json(path) if path.suffix == ".json" else _read_yaml(path)
    except BankError as error:
        return [file_problem(error, path, lang)]
    top = f"{path}:{data.get('__line__', 1) if isinstance(data, dict) else 1}"
    if not isinstance(data, dict) or not isinstance(data.get("steps"), list) or not data["steps"]:
        return [Problem(top, "-", translate("lesson.shape", lang))]
    problems: list[Problem] = []
    size = _page_size(data)
    if size > MAX_MESSAGE:  # the page's lesson board could not read it
        problems.append(Problem(top, "-", translate("lesson.too_long", lang, n=size,
                                                    limit=MAX_MESSAGE)))
    tops = top_lines(path)
    for name in data:
        if isinstance(name, str) and not name.startswith("__") and name not in FILE_FIELDS:
            problems.append(_unknown(name, FILE_FIELDS, f"{path}:{tops.get(name, 1)}", "-",
                                     lang))
    chapter = data.get("chapter")
    if type(chapter) is not int:
        problems.append(Problem(top, "-", translate("lesson.chapter", lang)))
    lines = key_lines(path, "steps")
    steps: list[Step] = []
    for number, entry in enumerate(data["steps"], 1):
        where = f"{path}:{entry.get('__line__', 1) if isinstance(entry, dict) else 1}"
        if not isinstance(entry, dict):
            problems.append(Problem(where, "-", translate("lesson.shape", lang)))
            continue
        keys = lines[number - 1] if number <= len(lines) else {}
        raw = entry.get("id")
        ident = str(raw) if (isinstance(raw, str) and raw.strip()) or type(raw) is int else (
            f"#{number}")
        stand_in: dict[str, Any] = dict(entry)
        for name in entry:
            if isinstance(name, str) and not name.startswith("__") and name not in STEP_FIELDS:
                at = f"{path}:{keys[name]}" if name in keys else where
                problems.append(_unknown(name, STEP_FIELDS, at, ident, lang))
                del stand_in[name]
        needed = ["id", "position", "task", "why"] + (["dice"] if "play" in entry else [])
        missing = [k for k in needed if k not in entry or entry[k] in (None, "")]
        if missing:
            problems.append(Problem(where, ident, translate("lesson.missing", lang,
                                                            fields=", ".join(missing))))
        stand_in.setdefault("id", ident)
        stand_in.setdefault("task", "?")
        stand_in.setdefault("why", "?")
        if "position" not in entry:
            continue  # nothing for the engine to judge
        try:
            step = Step.from_dict(stand_in, where)
            problems += [Problem(_at(path, keys, p.field, p.where), p.id, p.message)
                         for p in validate_step(step, lang)]
        except BankError as error:
            if error.key != "lesson.missing":
                field = _FIELD_OF.get(error.key) or error.params.get("name")
                problems.append(Problem(_at(path, keys, field, where),
                                        ident, translate(error.key, lang, **error.params)))
            continue
        except Exception as error:  # noqa: BLE001 - a field the checks let through: a finding
            problems.append(Problem(where, ident, translate(
                "ex.bank.broken", lang, detail=f"{type(error).__name__}: {error}"[:200])))
            continue
        steps.append(step)
    seen: dict[str, str] = {}
    for step in steps:
        if step.id in seen:
            problems.append(Problem(step.source, step.id,
                                    translate("lesson.duplicate", lang, first=seen[step.id])))
        seen.setdefault(step.id, step.source)
    return sorted(problems, key=_order)


_FIELD_OF = {"lesson.variant": "variant", "ex.bank.variant_near": "variant",
             "ex.bank.dice_colon": "dice",
             "lesson.cube_kind": "cube_kind", "lesson.id": "id", "lesson.action_accept": "accept",
             "lesson.choices_play": "choices", "lesson.cube_kind_play": "cube_kind"}
"""The field a step's loading error is about, where its key tells (else its ``name``
parameter): the checker shows that field's line."""


def _page_size(data: Any) -> int:
    """The characters of the lesson as the page carries it (``data-lesson``: compact JSON
    without the reader's ``__line__``)."""

    def clean(value: Any) -> Any:
        if isinstance(value, dict):
            return {k: clean(v) for k, v in value.items() if not str(k).startswith("__")}
        return [clean(v) for v in value] if isinstance(value, list) else value

    return len(json.dumps(clean(data), ensure_ascii=False, separators=(",", ":"), default=str))


def _order(problem: Problem) -> int:
    line = problem.where.rpartition(":")[2]
    return int(line) if line.isdigit() else 0
