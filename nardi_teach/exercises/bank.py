"""Loading and validating the exercise bank (``exercises/chNN.yaml``).

YAML is read with PyYAML, imported only here and only when a ``.yaml`` file is loaded
(authoring and book time; the engine itself needs nothing).  The same entries can be kept
as JSON (``.json``, standard library only): ``python -m nardi_teach.exercises export``
writes one next to each YAML file.  Every entry remembers ``file:line``, so validation errors
point at the line a teacher has to fix.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.errors import NardiError
from ..i18n import translate
from .model import BankError, Exercise

BANK_DIR = Path(__file__).resolve().parents[2] / "exercises"
_RULE_ID = re.compile(r"^R(\d{1,3})$")


def _read_yaml(path: Path) -> Any:
    import yaml  # authoring-time dependency (PyYAML), see the module docstring

    class Loader(yaml.SafeLoader):
        pass

    def mapping(loader: Loader, node: yaml.MappingNode) -> dict[str, Any]:
        data = loader.construct_mapping(node, deep=True)
        data["__line__"] = node.start_mark.line + 1
        return data

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
    try:
        return yaml.load(path.read_text(encoding="utf-8"), Loader=Loader)  # noqa: S506
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        line = mark.line + 1 if mark else 0
        raise BankError("ex.bank.yaml", where=f"{path}:{line}",
                        detail=str(getattr(error, "problem", error))) from None


def read_entries(path: str | Path) -> tuple[int, list[dict[str, Any]]]:
    """The chapter number and the raw entries of one bank file (YAML or JSON)."""
    path = Path(path)
    data = json.loads(path.read_text("utf-8")) if path.suffix == ".json" else _read_yaml(path)
    if not isinstance(data, dict) or not isinstance(data.get("exercises"), list):
        raise BankError("ex.bank.shape", where=f"{path}:1")
    chapter = data.get("chapter")
    if not isinstance(chapter, int):
        raise BankError("ex.bank.chapter", where=f"{path}:{data.get('__line__', 1)}")
    return chapter, data["exercises"]


def load_file(path: str | Path) -> list[Exercise]:
    """The exercises of one bank file, in order."""
    chapter, entries = read_entries(path)
    out = []
    for entry in entries:
        where = f"{path}:{entry.get('__line__', 0) if isinstance(entry, dict) else 0}"
        if not isinstance(entry, dict):
            raise BankError("ex.bank.shape", where=where)
        out.append(Exercise.from_dict(entry, chapter, where))
    return out


def chapter_file(chapter: int, bank: str | Path | None = None) -> Path:
    """The bank file of ``chapter`` (YAML if present, else JSON)."""
    folder = Path(bank) if bank else BANK_DIR
    yaml_file = folder / f"ch{chapter:02d}.yaml"
    return yaml_file if yaml_file.exists() else folder / f"ch{chapter:02d}.json"


def load_chapter(chapter: int, bank: str | Path | None = None) -> list[Exercise]:
    """The exercises of ``chapter`` from the bank folder (default: the repository's)."""
    return load_file(chapter_file(chapter, bank))


def load_bank(bank: str | Path | None = None) -> list[Exercise]:
    """Every exercise of the bank, chapter by chapter."""
    folder = Path(bank) if bank else BANK_DIR
    return [ex for path in sorted(folder.glob("ch*.yaml")) for ex in load_file(path)]


@dataclass(frozen=True)
class Problem:
    """One validation finding: where, which exercise, what."""

    where: str
    id: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.id}: {self.message}"


def validate_exercise(ex: Exercise, lang: str | None = None) -> list[Problem]:
    """Everything wrong with one exercise: unknown kind or rule, missing fields, an
    impossible position or roll, an engine that cannot answer, or a checker that rejects
    the engine's own answer."""
    from .kinds import kind_of

    problems: list[Problem] = []

    def report(key: str, **params: Any) -> None:
        problems.append(Problem(ex.source, ex.id, translate(key, lang, **params)))

    for rule in ex.rules:
        match = _RULE_ID.match(rule)
        if not match or not 1 <= int(match[1]) <= 185:
            report("ex.bank.rule", rule=rule)
    try:
        kind = kind_of(ex)
        missing = [name for name in kind.needs if (
            getattr(ex, name, None) if name in ("position", "dice") else ex.params.get(name)
        ) is None]
        for name in missing:
            report("ex.bank.param", name=name)
        if missing:
            return problems
        if "position" in kind.needs and kind.name != "valid_position":
            ex.board  # noqa: B018 — raises for an impossible position
        kind.value(ex)
        rights = kind.right_answers(ex)
        if not rights or not kind.check(ex, rights[0], lang).correct:
            report("ex.bank.unsolvable", answer=rights[0] if rights else "")
    except BankError as error:
        problems.append(Problem(ex.source, ex.id, translate(error.key, lang, **error.params)))
    except NardiError as error:
        problems.append(Problem(ex.source, ex.id, error.message(lang)))
    return problems


def validate_file(path: str | Path, lang: str | None = None) -> list[Problem]:
    """Every problem in one bank file (an empty list when it is good)."""
    try:
        exercises = load_file(path)
    except BankError as error:
        return [Problem(error.where or str(path), "-", translate(error.key, lang,
                                                                  **error.params))]
    problems = [p for ex in exercises for p in validate_exercise(ex, lang)]
    seen: dict[str, str] = {}
    for ex in exercises:
        if ex.id in seen:
            problems.append(Problem(ex.source, ex.id, translate("ex.bank.duplicate", lang,
                                                                 first=seen[ex.id])))
        seen.setdefault(ex.id, ex.source)
    return problems


def covered_rules(exercises: Iterable[Exercise]) -> set[str]:
    """The R-ids the exercises exercise."""
    return {r for ex in exercises for r in ex.rules}
