"""The type and range of every field a bank entry may have, checked when it is loaded, so a
teacher's typo is a ``file:line: message`` and never a crash deeper in (or a wrong answer).

>>> check_params({"die": 4, "from": 24}, "ch03.yaml:7", "x")
{'die': 4, 'from': 24}
>>> try:
...     check_params({"die": 100}, "ch03.yaml:7", "x")
... except BankError as error:
...     print(error.message("en"))
ch03.yaml:7: x: field “die” must be a whole number from 1 to 6 (it is 100).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..i18n import translate
from .errors import BankError

Check = Callable[[Any], bool]

SIDES = ("x", "o", "white", "black", "centre", "center", "none", "null", "-")
RESULTS = ("single", "gammon", "backgammon")


def _int(lo: int, hi: int) -> tuple[Check, str, dict[str, Any]]:
    def ok(v: Any) -> bool:
        return type(v) is int and lo <= v <= hi
    return ok, "ex.field.int", {"lo": lo, "hi": hi}


def _one_of(*names: str) -> tuple[Check, str, dict[str, Any]]:
    def ok(v: Any) -> bool:
        return isinstance(v, str) and v.lower() in names
    return ok, "ex.field.one_of", {"names": ", ".join(names)}


def _is_side(v: Any) -> bool:
    return v is None or (isinstance(v, str) and v.lower() in SIDES)


def _text(v: Any) -> bool:
    return isinstance(v, str | int) and not isinstance(v, bool)


def _bool(v: Any) -> bool:
    return isinstance(v, bool)


def _score(v: Any) -> bool:
    return (isinstance(v, list | tuple) and len(v) == 2
            and all(type(n) is int and 0 <= n <= 99 for n in v))


def _results(v: Any) -> bool:
    return isinstance(v, list | tuple) and len(v) <= 200 and all(
        isinstance(r, list | tuple) and len(r) == 2 and _is_side(r[0])
        and type(r[1]) is int and 1 <= r[1] <= 99 for r in v)


def _takes(v: Any) -> bool:  # the cube's takers (sides) or a chouette's {player: took}
    if isinstance(v, Mapping):
        return all(isinstance(k, str) and isinstance(b, bool) for k, b in _items(v))
    return isinstance(v, list | tuple) and len(v) <= 20 and all(_is_side(s) for s in v)


def _rolls(v: Any) -> bool:
    return isinstance(v, Mapping) and 0 < len(_items(v)) <= 26 and all(
        isinstance(k, str) and type(n) is int and 1 <= n <= 6 for k, n in _items(v))


def _votes(v: Any) -> bool:
    return isinstance(v, Mapping) and all(
        isinstance(k, str) and isinstance(b, bool) for k, b in _items(v))


def _games(v: Any) -> bool:
    return isinstance(v, list | tuple) and len(v) <= 50 and all(
        isinstance(g, str) and g.lower() in ("won", "lost") for g in v)


def _items(v: Mapping[Any, Any]) -> list[tuple[Any, Any]]:
    return [(k, x) for k, x in v.items() if not str(k).startswith("__")]


# field: (check, message key, message parameters)
FIELDS: dict[str, tuple[Check, str, dict[str, Any]]] = {
    "die": _int(1, 6),
    "from": _int(1, 25),
    "point": _int(1, 24),
    "x": _int(1, 6),
    "o": _int(1, 6),
    "cube": (lambda v: type(v) is int and v in (1, 2, 4, 8, 16, 32, 64), "ex.field.cube", {}),
    "auto": _int(0, 10),
    "ties": _int(0, 10),
    "length": _int(0, 99),
    "backgammon_multiplier": _int(2, 3),
    "score": (_score, "ex.field.score", {}),
    "results": (_results, "ex.field.results", {}),
    "owner": (_is_side, "ex.field.side", {}),
    "winner": (_is_side, "ex.field.side", {}),
    "takes": (_takes, "ex.field.takes", {}),
    "rolls": (_rolls, "ex.field.rolls", {}),
    "cube_kind": _one_of("doubling", "raise"),
    "votes": (_votes, "ex.field.votes", {}),
    "games": (_games, "ex.field.games", {}),
    "result": _one_of(*RESULTS),
    "side": _one_of("player", "opponent"),
    "color": _one_of("white", "black"),
    "source": _one_of("004", "000", "opponent"),
    **{name: (_bool, "ex.field.bool", {}) for name in (
        "crawford", "rolled", "jacoby", "auto_doubles", "auto_double_counts_as_turned",
        "box_won")},
    **{name: (_text, "ex.field.text", {}) for name in (
        "play", "played", "ask", "player", "case", "roll")},
}


def check_params(params: dict[str, Any], where: str, exercise_id: str) -> dict[str, Any]:
    """``params`` unchanged when every known field has its type and range; else
    ``BankError`` naming the field, what it must be and what it is."""
    for name, value in params.items():
        if name in FIELDS:
            ok, key, extra = FIELDS[name]
            if not ok(value):
                shown = repr(value) if not isinstance(value, str) else value
                raise FieldError(key, extra, where=where, id=exercise_id, name=name,
                                 value=shown[:60])
    return params


class FieldError(BankError):
    """A field of the wrong type or out of range: says what it must be, in any language."""

    def __init__(self, must: str, must_params: dict[str, Any], /, **params: Any) -> None:
        self.must, self.must_params = must, must_params
        super().__init__("ex.bank.field", **params)

    def text(self, lang: str | None = None) -> str:
        must = translate(self.must, lang, **self.must_params)
        return translate(self.key, lang, **{**self.params, "must": must})
