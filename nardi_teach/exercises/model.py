"""The exercise model: ``Exercise`` (one question, as data), ``Result`` (a checked answer)
and the readable position notation of the bank.

An exercise stores no answer: its ``kind`` asks the engine (the kinds are registered in
``nardi_teach.exercises.registry``).
Positions are a GNU Backgammon Position ID, an ``XGID=…``, ``start``, or the catalogue's drill
notation ``X{24:2, 13:5} O{19:2}`` — both lists in the numbering of X, the player on roll.
An entry with ``variant: long`` is long nardi (L1–L11): its position is ``start``, an ``LN:``
ID or the drill notation (no ``bar``; the opponent's head is then X's 12). Any other game of
YellowClub's family is named as the registry names it (``variant: plakoto``, ``gul-bara``,
``2-2``; ``games.registry.variant_named``, V1–V72): its position is ``start``, its class's own
ID or the drill notation, read by that game's position class.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..core.board import CHECKERS, WHITE
from ..i18n import get_language, translate
from ..long_nardi.position import LongPosition
from ..short_nardi.position import Position
from .errors import BankError
from .fields import check_params
from .registry import kind_of

VARIANTS = ("short", "long")
"""The two base games; every playable name of ``games.registry`` is accepted too."""


def known_variant(name: object) -> bool:
    """``name`` is a game an exercise may be set in: short, long, or a playable game of the
    registry (an alias such as ``gul-bara`` or ``2-2`` included)."""
    if name in VARIANTS:
        return True
    from ..games import registry  # lazily: the games sit above the exercises

    if not isinstance(name, str):
        return False
    game = registry.VARIANTS.get(registry.ALIASES.get(name, name))
    return game is not None and game.playable


def variant_names() -> list[str]:
    """Every name ``variant:`` takes: short, long, each playable game of the registry, and
    the registry's other spellings (``gul-bara``, ``2-2``)."""
    from ..games import registry  # lazily: the games sit above the exercises

    names = [*VARIANTS, *(n for n, game in registry.VARIANTS.items() if game.playable)]
    names += [alias for alias, name in registry.ALIASES.items()
              if registry.VARIANTS[name].playable]
    return list(dict.fromkeys(names))


def variant_error(name: object, where: str = "", ident: str = "") -> BankError:
    """The refusal of an unknown ``variant:``: the nearest game's name when one is close
    (``plakotto`` → ``plakoto``), else every name; a value that is no text says so."""
    if not isinstance(name, str):
        return BankError("ex.bank.field_type", where=where, id=ident, name="variant")
    import difflib

    near = difflib.get_close_matches(name.strip().lower(), variant_names(), n=1, cutoff=0.6)
    if near:
        return BankError("ex.bank.variant_near", where=where, id=ident, game=name[:40],
                         near=near[0])
    return BankError("ex.bank.variant", where=where, id=ident, game=name[:40],
                     names=", ".join(variant_names()))


_COLON_DICE = re.compile(r"\s*[1-6](?:\s*:\s*[1-6]){1,3}\s*")


def dice_text(value: Any, where: str = "", ident: str = "") -> Any:
    """A roll written with colons read as the teacher meant it: ``6:3`` → ``6-3`` (the
    YAML reader keeps ``6:3`` as written, never YAML 1.1's base-60 number 363); colons that
    are not two to four dice of 1–6 are refused, saying why.  Any other value unchanged."""
    if not isinstance(value, str) or ":" not in value:
        return value
    if _COLON_DICE.fullmatch(value):
        return "-".join(part.strip() for part in value.split(":"))
    raise BankError("ex.bank.dice_colon", where=where, id=ident, text=value.strip()[:40])


def variant_class(name: str) -> Any:
    """The position class of the registry's game ``name`` (its start's own class)."""
    from ..games.registry import variant_named

    return type(variant_named(name).initial(WHITE))


@dataclass(frozen=True)
class Result:
    """A checked answer: ``correct``, the ``message`` to show, the ``rule`` (R-id) behind it."""

    correct: bool
    message: str
    rule: str | None = None

    def __bool__(self) -> bool:
        return self.correct


@dataclass(frozen=True)
class Solution:
    """The engine's answer to an exercise, written out, and why."""

    answer: str
    explanation: str
    rule: str | None = None


def _clean(value: Any) -> Any:
    """``value`` without the loader's ``__line__`` keys, at any depth."""
    if isinstance(value, Mapping):
        return {k: _clean(v) for k, v in value.items() if not str(k).startswith("__")}
    if isinstance(value, list | tuple):
        return [_clean(v) for v in value]
    return value


def _texts(value: Any) -> dict[str, str]:
    """A text or ``{ka: …, en: …}`` (each a text) as ``{language: text}``."""
    if value is None:
        return {}
    if isinstance(value, str):
        return {"ka": value}
    if isinstance(value, Mapping):
        texts = {k: v for k, v in value.items() if not str(k).startswith("__")}
        if all(isinstance(k, str) and isinstance(v, str) for k, v in texts.items()):
            return texts
    raise TypeError(value)


def _hints(value: Any) -> tuple[dict[str, str], ...]:
    """A list of hints; one hint written without the list is one hint, not one per letter."""
    if value is None:
        return ()
    if isinstance(value, str | Mapping):
        return (_texts(value),)
    if isinstance(value, list | tuple):
        return tuple(_texts(h) for h in value)
    raise TypeError(value)


def _key(value: Any) -> bool:
    """An id or kind: a non-empty text (a number is taken as its digits)."""
    return (isinstance(value, str) and bool(value.strip())) or (
        type(value) is int and value >= 0)


@dataclass(frozen=True, eq=False)
class Exercise:
    """One exercise of the bank.  ``params`` holds the kind's own fields (``play``, ``die``,
    ``cube``, …); ``source`` is ``file:line`` of its entry."""

    id: str
    chapter: int
    kind: str
    rules: tuple[str, ...]
    question: dict[str, str]
    position: str | None = None
    dice: str | None = None
    hints: tuple[dict[str, str], ...] = ()
    params: dict[str, Any] = field(default_factory=dict)
    source: str = ""
    variant: str = "short"

    @classmethod
    def from_dict(cls, data: Mapping[str, Any], chapter: int | None = None,
                  source: str = "") -> Exercise:
        """An exercise from one bank entry (a mapping as YAML or JSON gives it)."""
        known = {"id", "chapter", "kind", "rules", "question", "position", "dice", "hints",
                 "variant"}
        if not isinstance(data, Mapping):
            raise BankError("ex.bank.entry", where=source)
        missing = [k for k in ("id", "kind", "rules", "question") if k not in data]
        if missing:
            raise BankError("ex.bank.missing", where=source, fields=", ".join(missing))
        if not _key(data["id"]):
            raise BankError("ex.bank.id", where=source, value=repr(data["id"])[:60])
        ident = str(data["id"])
        bad = [k for k in data if not isinstance(k, str)]
        if bad:
            raise BankError("ex.bank.key", where=source, id=ident, key=repr(bad[0])[:60])
        if not _key(data["kind"]):
            raise BankError("ex.bank.field_type", where=source, id=ident, name="kind")
        try:
            question = _texts(data["question"])
            hints = _hints(data.get("hints"))
        except TypeError:
            raise BankError("ex.bank.text", where=source, id=ident) from None
        if "ka" not in question:
            raise BankError("ex.bank.no_georgian", where=source, id=ident)
        if not all("ka" in h for h in hints):
            raise BankError("ex.bank.hint_georgian", where=source, id=ident)
        rules = data["rules"]
        rules = [rules] if isinstance(rules, str) else rules
        if not isinstance(rules, list | tuple) or not all(isinstance(r, str) for r in rules):
            raise BankError("ex.bank.rules", where=source, id=ident)
        number = data.get("chapter", chapter or 0)
        if type(number) is not int or not 0 <= number <= 99:
            raise BankError("ex.bank.chapter", where=source)
        position, dice = data.get("position"), dice_text(data.get("dice"), source, ident)
        if position is not None and not isinstance(position, str):
            raise BankError("ex.bank.field_type", where=source, id=ident, name="position")
        if dice is not None and not (_key(dice) or (isinstance(dice, list | tuple) and all(
                type(d) is int for d in dice))):
            raise BankError("ex.bank.field_type", where=source, id=ident, name="dice")
        variant = data.get("variant", "short")
        if not known_variant(variant):
            raise variant_error(variant, source, ident)
        params = {k: _clean(v) for k, v in data.items()
                  if k not in known and not k.startswith("__")}
        return cls(
            id=ident,
            chapter=number,
            kind=str(data["kind"]),
            rules=tuple(rules),
            question=question,
            position=position,
            dice=None if dice is None else (
                "-".join(map(str, dice)) if isinstance(dice, list | tuple) else str(dice)),
            hints=hints,
            params=check_params(params, source, ident),
            source=source,
            variant=str(variant),
        )

    # — the engine's side —

    @property
    def board(self) -> Position | LongPosition | None:
        """The exercise's position (``None`` when it has none): a ``LongPosition`` for
        ``variant: long``."""
        if self.position is None:
            return None
        return parse_position(self.position, self.source, self.variant)

    @property
    def roll(self) -> Any:
        """The exercise's dice (``None`` when it has none): a ``Dice``, or a ``Roll`` of
        three or four dice for triple and "2-2" (V16)."""
        if self.dice is None:
            return None
        from ..core.dice import Dice, Roll

        if sum(c.isdigit() for c in self.dice) > 2:
            return Roll.parse(self.dice)
        return Dice.coerce(self.dice)

    @property
    def is_long(self) -> bool:
        """A long-nardi exercise (``variant: long``)."""
        return self.variant == "long"

    def text(self, lang: str | None = None) -> str:
        """The question in ``lang`` (Georgian when there is no translation)."""
        return self.question.get(lang or get_language()) or self.question["ka"]

    def hint(self, number: int = 1, lang: str | None = None) -> str:
        """Hint ``number`` (1-based); past the last one, a note that there are no more."""
        if 1 <= number <= len(self.hints):
            hint = self.hints[number - 1]
            return hint.get(lang or get_language()) or hint["ka"]
        return translate("ex.no_more_hints", lang)

    def check(self, answer: Any, lang: str | None = None) -> Result:
        """Check a learner's answer against the engine."""
        return kind_of(self).check(self, answer, lang)

    def solution(self, lang: str | None = None) -> Solution:
        """The engine's answer and its explanation."""
        return kind_of(self).solution(self, lang)

    def choices(self, lang: str | None = None) -> list[tuple[str, str]] | None:
        """``(key, label)`` options for multiple-choice kinds, else ``None``."""
        return kind_of(self).choices(self, lang)

    def __repr__(self) -> str:
        return f"<Exercise {self.id} ({self.kind}, {', '.join(self.rules)})>"


def choice_order(exercise_id: str, keys: Iterable[str]) -> list[str]:
    """The options ``keys`` in the order an exercise shows them: shuffled, but fixed by the
    exercise's id, so a printed worksheet and the web page agree."""
    return sorted(keys, key=lambda k: hashlib.sha256(f"{exercise_id}\0{k}".encode()).digest())


# — positions —

# no two parts can share a space (issue 40: "X{}" + spaces + "!" was quadratic)
_DRILL = re.compile(r"^\s*X\s*\{(?P<x>[^}]*)\}\s*(?:O\s*\{(?P<o>[^}]*)\}\s*)?$", re.I)
_GNUBG = re.compile(r"^[A-Za-z0-9+/]{14}$")
_DIGITS = re.compile(r"[0-9]{1,3}")


def parse_checkers(text: str, where: str = "") -> tuple[dict[int | str, int], dict[int | str, int]]:
    """The two checker lists of the drill notation ``X{24:2, bar:1, off:3} O{19:2}``."""
    match = _DRILL.match(text)
    if not match:
        raise BankError("ex.bank.position", where=where, text=text)
    sides: list[dict[int | str, int]] = []
    for body in (match["x"], match["o"] or ""):
        side: dict[int | str, int] = {}
        for item in filter(None, (s.strip() for s in body.split(","))):
            key, sep, count = item.partition(":")
            key = key.strip().lower()
            count = count.strip()
            if not sep or not _DIGITS.fullmatch(count) or not (  # "²" is a digit to isdigit()
                key in ("bar", "off") or (_DIGITS.fullmatch(key) and 1 <= int(key) <= 24)
            ):
                raise BankError("ex.bank.checker", where=where, item=item, text=text)
            point: int | str = key if key in ("bar", "off") else int(key)
            side[point] = side.get(point, 0) + int(count)
        on_board = sum(n for k, n in side.items() if k != "off")
        if "off" in side and side["off"] + on_board != CHECKERS:
            raise BankError("ex.bank.off", where=where, off=side["off"], count=on_board)
        sides.append(side)
    return sides[0], sides[1]


def parse_position(text: str, where: str = "", variant: str = "short"
                   ) -> Position | LongPosition:
    """A position from a Position ID, ``XGID=…``, ``start`` or the drill notation; with
    ``variant="long"`` a long-nardi position from ``start``, an ``LN:`` ID or the drill
    notation (the opponent's unlisted checkers are borne off, as in short nardi).

    Raises ``BankError`` (unreadable) or the engine's ``InvalidPositionError``.
    """
    spec = text.strip()
    if variant not in VARIANTS:  # a game of the family (V1–V72), read by its own class
        cls = variant_class(variant)
        if spec.lower() in ("start", "initial"):
            return cls.initial()
        if ":" in spec and "{" not in spec:
            return cls.from_id(spec)
        mine, theirs = parse_checkers(spec, where)
        return cls.from_checkers(mine, theirs, turn=WHITE)
    if variant == "long":
        if spec.lower() in ("start", "initial"):
            return LongPosition.initial()
        if spec.upper().startswith("LN:"):
            return LongPosition.from_id(spec)
        mine, theirs = parse_checkers(spec, where)
        return LongPosition.from_checkers(mine, theirs, turn=WHITE)
    if spec.lower() in ("start", "initial"):
        return Position.initial()
    if spec.upper().startswith("XGID="):
        return Position.from_xgid(spec)
    if _GNUBG.match(spec):
        return Position.from_gnubg_id(spec)
    mine, theirs = parse_checkers(spec, where)
    return Position.from_checkers(mine, theirs, turn=WHITE)
