"""The kinds' reference for the teachers' guide, generated from the kinds themselves (issue 25):
each kind's description, its required and optional fields (``Kind.needs``, ``Kind.optional``,
with their types from ``fields.FIELDS``), a minimal example from the bank and what the engine
computes for it.  Every example is checked by the strict checker when the reference is built,
so the guide cannot show an exercise the engine refuses, nor drift from the kinds."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..i18n import translate
from .bank import BANK_DIR, load_bank
from .fields import FIELDS
from .model import VARIANTS, Exercise, variant_names
from .registry import KINDS
from .strict import COMMON, engine_problems


@dataclass(frozen=True)
class FieldInfo:
    """One field: its name, what it means and (where the loader checks it) what it must be."""

    name: str
    meaning: str
    must: str = ""


@dataclass(frozen=True)
class KindInfo:
    """One kind as the guide shows it."""

    name: str
    about: str
    needs: tuple[FieldInfo, ...]
    optional: tuple[FieldInfo, ...]
    example: str
    """A minimal exercise of this kind, as YAML."""
    answer: str
    explanation: str
    rule: str | None
    source: str
    """Where the example is in the bank (``file:line``)."""


def field_info(name: str, lang: str | None = None) -> FieldInfo:
    """The guide's line for field ``name``."""
    must = ""
    if name in FIELDS:
        _, key, extra = FIELDS[name]
        must = translate(key, lang, **extra)
    if name == "variant":  # every game's name, as the checker takes it
        return FieldInfo(name, translate("teach.info.variant", lang, names=game_names()))
    return FieldInfo(name, translate(f"teach.info.{name}", lang), must)


def game_names() -> str:
    """The names ``variant:`` takes besides ``short`` and ``long``, comma-separated."""
    return ", ".join(n for n in variant_names() if n not in VARIANTS)


def common_fields(lang: str | None = None) -> list[FieldInfo]:
    """The fields every exercise may have, then ``dice`` (where its kind uses it)."""
    return [field_info(name, lang) for name in (*COMMON, "dice")]


def as_yaml(ex: Exercise) -> str:
    """``ex`` written as a teacher would write it (its Georgian question only, no hints)."""
    import yaml  # authoring-time dependency, as in ``bank``

    data: dict[str, Any] = {"id": ex.id, "kind": ex.kind}
    if ex.variant != "short":  # copied as printed, a plakoto example stays plakoto
        data["variant"] = ex.variant
    if ex.position is not None:
        data["position"] = ex.position
    if ex.dice is not None:
        data["dice"] = ex.dice
    data.update(ex.params)
    data["rules"] = list(ex.rules)
    data["question"] = ex.question["ka"]
    text = yaml.safe_dump([data], allow_unicode=True, sort_keys=False, width=1000,
                          default_flow_style=None)
    return text.rstrip("\n")


def _book_chapters() -> set[int]:
    """The chapters with a page written for the book (``book/NN_*.md``; a teacher's own set's
    page, ``NN_own_set.md``, is written at build time and is not one of them)."""
    return {int(page.name[:2]) for page in (BANK_DIR.parent / "book").glob("[0-9][0-9]_*.md")
            if not page.name.endswith("_own_set.md")}


def _example(name: str, bank: list[Exercise]) -> Exercise:
    """The shortest exercise of kind ``name`` in the book's own chapters (a teacher's own set
    never becomes the guide's example), else in the whole bank."""
    of_kind = [ex for ex in bank if ex.kind == name]
    if not of_kind:
        raise ValueError(f"the bank has no exercise of kind {name!r} to show in the guide")
    book = _book_chapters()
    own = [ex for ex in of_kind if ex.chapter in book]
    return min(own or of_kind, key=lambda ex: (len(as_yaml(ex)), ex.id))


def kind_reference(lang: str | None = None, bank: str | Path | None = None) -> list[KindInfo]:
    """Every registered kind a teacher writes (not the ``internal`` ones), in the registry's
    order, with a checked example; raises
    ``ValueError`` when an example is refused by the checker."""
    exercises = load_bank(bank)
    out = []
    for name, kind in KINDS.items():
        if kind.internal:  # a learner's mistake in a game (issue 39): no bank entry to show
            continue
        ex = _example(name, exercises)
        problems = engine_problems(ex, lang)
        if problems:
            raise ValueError(f"the guide's example {ex.id} is refused: {problems[0]}")
        solution = ex.solution(lang)
        out.append(KindInfo(
            name=name, about=translate(f"teach.kind.{name}", lang),
            needs=tuple(field_info(f, lang) for f in kind.needs),
            optional=tuple(field_info(f, lang) for f in kind.optional if f not in COMMON),
            example=as_yaml(ex), answer=solution.answer, explanation=solution.explanation,
            rule=solution.rule, source=ex.source))
    return out
