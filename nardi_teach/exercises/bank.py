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
from ..core.limits import MAX_DIGITS, LimitError, check_texts, loads_json, read_regular
from ..i18n import translate
from .model import BankError, Exercise
from .registry import kind_of

BANK_DIR = Path(__file__).resolve().parents[2] / "exercises"
_RULE_ID = re.compile(r"^([RLV])([0-9]{1,3})$")  # a catalogue rule, or a decision: L1–L11, V1–V72

LOADED: dict[str, Exercise] = {}
"""The exercises the live book loaded in the reader's browser, by id
(``nardi_teach.web.exercises.load_exercises`` fills it; empty elsewhere)."""


MAX_BYTES = 1_000_000  # a chapter's bank is about 10 kB
MAX_NODES = 100_000  # values in a file, counting each alias as often as it is used


def _read_text(path: Path) -> str:
    """The file's text: a regular file (a FIFO or a device is refused, never waited on) of
    at most ``MAX_BYTES``, UTF-8; else ``BankError`` at ``file:line``."""
    try:
        raw = read_regular(path, MAX_BYTES)
    except IsADirectoryError:
        raise BankError("ex.bank.is_dir", where=f"{path}:0") from None
    except LimitError as error:
        raise BankError(error.key, where=f"{path}:0", **error.params) from None
    except OSError as error:
        raise BankError("ex.bank.open", where=f"{path}:0",
                        detail=error.strerror or type(error).__name__) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as error:
        line = raw[:error.start].count(b"\n") + 1
        raise BankError("ex.bank.utf8", where=f"{path}:{line}") from None


def _limited(path: Path, data: Any) -> Any:
    """``data`` once :func:`check_texts` finds it neither too deep nor holding a lone
    surrogate (``BankError`` at ``file:line`` otherwise)."""
    try:
        check_texts(data)
    except LimitError as error:
        raise BankError(error.key, where=f"{path}:{error.line}", **error.params) from None
    return data


def _size(node: Any, sizes: dict[int, int]) -> int:
    """How many values ``node`` stands for once its aliases are expanded (memoised, so a
    billion laughs is counted in linear time)."""
    key = id(node)
    if key in sizes:
        if sizes[key] < 0:
            raise RecursionError  # a node that contains itself
        return sizes[key]
    sizes[key] = -1
    value = node.value
    total = 1
    if isinstance(value, list):
        for item in value:
            total += sum(_size(n, sizes) for n in item) if isinstance(item, tuple) else _size(
                item, sizes)
            if total > MAX_NODES:
                break
    sizes[key] = total
    return total


def _char_at(text: str, line: int, column: int) -> str:
    """The character at a parser's mark (0-based line and column), or ``""``."""
    lines = text.split("\n")
    return lines[line][column:column + 1] if 0 <= line < len(lines) else ""


def safe_loader() -> type:
    """PyYAML's safe loader on libyaml's parser where PyYAML was built with it (``CSafeLoader``:
    about ten times faster, the same resolver and constructors), else PyYAML's own. Every
    reader of bank and lesson files uses this one, so a file one of them takes the others take
    too, with the same lines."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _read_yaml(path: Path) -> Any:
    import yaml  # authoring-time dependency (PyYAML), see the module docstring

    text = _read_text(path)

    def refuse(message: str, node: yaml.Node, **params: Any) -> BankError:
        return BankError(message, where=f"{path}:{node.start_mark.line + 1}", **params)

    class Loader(safe_loader()):  # type: ignore[misc]
        pass

    def mapping(loader: Loader, node: yaml.MappingNode) -> dict[str, Any]:
        loader.flatten_mapping(node)
        data: dict[str, Any] = {}
        for key_node, value_node in node.value:
            key = loader.construct_object(key_node, deep=True)
            if not isinstance(key, str):
                raise refuse("ex.bank.key_type", key_node, key=str(key_node.value)[:40])
            if key in data:
                raise refuse("ex.bank.duplicate_key", key_node, key=key)
            data[key] = loader.construct_object(value_node, deep=True)
        data["__line__"] = node.start_mark.line + 1
        return data

    def unsupported(loader: Loader, node: yaml.Node) -> Any:
        raise refuse("ex.bank.tag", node, tag=node.tag)

    def as_text(loader: Loader, node: yaml.ScalarNode) -> str:
        return str(loader.construct_scalar(node))  # dates stay as written

    def number(loader: Loader, node: yaml.ScalarNode) -> int | float | str:
        text = str(node.value)
        if ":" in text:  # YAML 1.1's base 60: "dice: 6:3" would be 363; kept as written
            return text
        if sum(c.isdigit() for c in text) > MAX_DIGITS:
            raise refuse("limit.number", node, limit=MAX_DIGITS)
        build = (yaml.SafeLoader.construct_yaml_int if node.tag.endswith(":int")
                 else yaml.SafeLoader.construct_yaml_float)
        try:
            return build(loader, node)
        except (ValueError, TypeError, OverflowError):  # ``!!int x``
            raise refuse("robust.yaml_number", node, text=text[:40]) from None

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
    Loader.add_constructor("tag:yaml.org,2002:timestamp", as_text)
    for tag in ("int", "float"):
        Loader.add_constructor(f"tag:yaml.org,2002:{tag}", number)
    for tag in ("binary", "set", "omap", "pairs"):
        Loader.add_constructor(f"tag:yaml.org,2002:{tag}", unsupported)
    loader = None
    try:
        loader = Loader(text)  # the reader refuses control characters here already
        node = loader.get_single_node()
        if node is None:
            return None
        if _size(node, {}) > MAX_NODES:
            raise refuse("ex.bank.too_many", node, limit=MAX_NODES)
        return _limited(path, loader.construct_document(node))
    except yaml.YAMLError as error:
        mark = getattr(error, "problem_mark", None)
        at = getattr(error, "position", None)  # a ReaderError: a character it cannot take
        line = mark.line + 1 if mark else text[:at].count("\n") + 1 if at is not None else 0
        detail = str(getattr(error, "problem", None) or error)
        if mark and _char_at(text, mark.line, mark.column) == "\t":
            detail = "found character '\\t' that cannot start any token"  # libyaml: no '\t'
        raise BankError("ex.bank.yaml", where=f"{path}:{line}", detail=detail) from None
    except RecursionError:
        raise BankError("ex.bank.too_deep", where=f"{path}:0") from None
    finally:
        if loader is not None:
            loader.dispose()


def _read_json(path: Path) -> Any:
    def pairs(items: list[tuple[str, Any]]) -> dict[str, Any]:
        data: dict[str, Any] = {}
        for key, value in items:
            if key in data:
                raise BankError("ex.bank.duplicate_key", where=f"{path}:0", key=key)
            data[key] = value
        return data

    try:
        return loads_json(_read_text(path), max_chars=MAX_BYTES, object_pairs_hook=pairs,
                          texts=True)
    except json.JSONDecodeError as error:
        raise BankError("ex.bank.json", where=f"{path}:{error.lineno}", detail=error.msg) from None
    except LimitError as error:
        raise BankError(error.key, where=f"{path}:{error.line}", **error.params) from None
    except RecursionError:
        raise BankError("ex.bank.too_deep", where=f"{path}:0") from None


def read_entries(path: str | Path) -> tuple[int, list[dict[str, Any]]]:
    """The chapter number and the raw entries of one bank file (YAML or JSON).

    Raises ``BankError`` (with ``file:line``) for anything that is not a bank file."""
    path = Path(path)
    data = _read_json(path) if path.suffix == ".json" else _read_yaml(path)
    if not isinstance(data, dict) or not isinstance(data.get("exercises"), list):
        line = data.get("__line__", 1) if isinstance(data, dict) else 1
        raise BankError("ex.bank.shape", where=f"{path}:{line}")
    chapter = data.get("chapter")
    if type(chapter) is not int or not 0 <= chapter <= 99:
        raise BankError("ex.bank.chapter", where=f"{path}:{data.get('__line__', 1)}")
    return chapter, data["exercises"]


def load_file(path: str | Path) -> list[Exercise]:
    """The exercises of one bank file, in order."""
    chapter, entries = read_entries(path)
    out = []
    for number, entry in enumerate(entries, 1):
        if not isinstance(entry, dict):
            raise BankError("ex.bank.entry", where=f"{path}:{_line_of(path, number)}")
        where = f"{path}:{entry.get('__line__') or _line_of(path, number)}"
        out.append(Exercise.from_dict(entry, chapter, where))
    return out


def _line_of(path: Path, number: int) -> int:
    """The line of the ``number``-th list item under ``exercises:`` (for entries that are not
    mappings and so carry no line of their own); 1 when it cannot be told."""
    try:
        lines = _read_text(path).splitlines()
    except BankError:
        return 1
    seen = 0
    for index, line in enumerate(lines, 1):
        if line.lstrip().startswith("- ") or line.strip() == "-":
            seen += 1
            if seen == number:
                return index
    return 1


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
    """One validation finding: where, which exercise, what — and, when one field is at fault,
    its name (``field``), so the checker can point at that field's line."""

    where: str
    id: str
    message: str
    field: str | None = None

    def __str__(self) -> str:
        return f"{self.where}: {self.id}: {self.message}"


def validate_exercise(ex: Exercise, lang: str | None = None) -> list[Problem]:
    """Everything wrong with one exercise: unknown kind or rule, missing fields, an
    impossible position or roll, an engine that cannot answer, or a checker that rejects
    the engine's own answer."""
    problems: list[Problem] = []

    def report(key: str, field: str | None = None, **params: Any) -> None:
        problems.append(Problem(ex.source, ex.id, translate(key, lang, **params), field))

    for rule in ex.rules:
        match = _RULE_ID.match(rule)
        if not match or not 1 <= int(match[2]) <= {"R": 185, "L": 11, "V": 72}[match[1]]:
            report("ex.bank.rule", "rules", rule=rule)
    at: str | None = "kind"  # the field being read when an error comes
    try:
        kind = kind_of(ex)
        at = None
        missing = [name for name in kind.needs if (
            getattr(ex, name, None) if name in ("position", "dice") else ex.params.get(name)
        ) is None]
        for name in missing:
            report("ex.bank.param", name=name)
        if missing:
            return problems
        if ex.position is not None and kind.name != "valid_position":
            at = "position"
            ex.board  # noqa: B018 — raises for an impossible position, used or not
        if ex.dice:
            at = "dice"
            ex.roll  # noqa: B018 — as a worksheet prints it (three or four dice: V16), used or not
        at = _only_field(ex, kind)
        kind.value(ex)
        rights = kind.right_answers(ex)
        if not rights or not kind.check(ex, rights[0], lang).correct:
            report("ex.bank.unsolvable", answer=rights[0] if rights else "")
    except BankError as error:
        problems.append(Problem(ex.source, ex.id, error.text(lang), at))
    except NardiError as error:
        problems.append(Problem(ex.source, ex.id, error.message(lang), at))
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, OverflowError,
            RecursionError) as error:  # a field the checks above let through: still a finding
        problems.append(Problem(ex.source, ex.id, translate(
            "ex.bank.broken", lang, detail=f"{type(error).__name__}: {error}"[:200]), at))
    return problems


def _only_field(ex: Exercise, kind: Any) -> str | None:
    """The one field of its kind's own an exercise has besides position and dice (``play``
    of ``is_legal``, ``die`` of ``landing`` …): the engine's refusal is about it. ``None``
    when there are several or none (the entry as a whole is meant)."""
    own = [name for name in (*kind.needs, *kind.optional)
           if name not in ("position", "dice") and name in ex.params]
    return own[0] if len(own) == 1 else None


def validate_file(path: str | Path, lang: str | None = None) -> list[Problem]:
    """Every problem in one bank file (an empty list when it is good): the strict checker,
    ``strict.check_bank_file``."""
    from .strict import check_bank_file  # strict builds on this module

    return check_bank_file(path, lang)


def covered_rules(exercises: Iterable[Exercise]) -> set[str]:
    """The R-ids the exercises exercise."""
    return {r for ex in exercises for r in ex.rules}
