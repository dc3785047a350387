"""What a ``play`` exercise may ask for besides "any legal play": its ``require:`` field.

A teacher writes one requirement or several; the engine checks each one on the position the
learner's play reaches::

    require: most_off              # bear off as many checkers as any legal play bears off
    require: leaves_no_blot        # leave no single checker of your own on a point
    require: hits                  # hit an opposing blot
    require: {makes_point: 5}      # make your 5-point (two or more checkers, it was not yours)
    require: {pips: fewest}        # leave the fewest pips any legal play leaves
    require: {pips: 42}            # leave exactly 42 pips
    require: [most_off, leaves_no_blot]

A legal play that misses a requirement is answered "legal, but …" with a play that meets it;
``validate`` refuses a requirement that no legal play meets.

>>> from nardi_teach import Position
>>> p = Position.from_checkers({6: 2, 5: 3, 1: 10}, {19: 2})
>>> wanted = read_requirements({"most_off": True}, "", "x")
>>> sorted(str(play) for play in p.legal_plays("6-5") if not misses(p, play, wanted,
...        p.legal_plays("6-5")))
['6/off 5/off']
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Mapping
from typing import Any

from ..core.moves import Play
from ..i18n import translate
from .errors import BankError

FLAGS = ("most_off", "leaves_no_blot", "hits")
"""Requirements written by name alone."""
VALUED = ("makes_point", "pips")
"""Requirements with a value: ``makes_point: 5``, ``pips: fewest`` or ``pips: 42``."""
NAMES = FLAGS + VALUED
SHORT_ONLY = ("leaves_no_blot", "hits")
"""Requirements about hitting: long nardi has no hitting (L3)."""


def read_requirements(value: Any, where: str, exercise_id: str) -> dict[str, Any]:
    """``require:`` as ``{name: value}`` (a flag's value is ``True``); ``BankError`` naming
    the requirement that cannot be used."""
    items: list[Any] = value if isinstance(value, list | tuple) else [value]
    out: dict[str, Any] = {}
    for item in items:
        pairs: Iterable[tuple[Any, Any]]
        if isinstance(item, str):
            pairs = [(item, True)]
        elif isinstance(item, Mapping):
            pairs = [(k, v) for k, v in item.items() if not str(k).startswith("__")]
        else:
            raise BankError("teach.require.shape", where=where, id=exercise_id,
                            names=", ".join(NAMES))
        for name, given in pairs:
            out[str(name)] = _value(str(name), given, where, exercise_id)
    return out


def _value(name: str, given: Any, where: str, exercise_id: str) -> Any:
    if name in FLAGS:
        if given is not True:
            raise BankError("teach.require.flag", where=where, id=exercise_id, name=name)
        return True
    if name == "makes_point":
        if type(given) is not int or not 1 <= given <= 24:
            raise BankError("teach.require.point", where=where, id=exercise_id,
                            value=str(given)[:40])
        return given
    if name == "pips":
        if given == "fewest" or (type(given) is int and 0 <= given <= 375):
            return given
        raise BankError("teach.require.pips", where=where, id=exercise_id, value=str(given)[:40])
    near = difflib.get_close_matches(name, NAMES, n=1, cutoff=0.5)
    raise BankError("teach.require.unknown_near" if near else "teach.require.unknown",
                    where=where, id=exercise_id, name=name, names=", ".join(NAMES),
                    near=near[0] if near else "")


def _mine_after(position: Any, play: Play) -> tuple[tuple[int, ...], int]:
    """The mover's checkers after ``play`` (own numbering, index 0 off) and their pips."""
    after = position.play(play)
    mine = tuple(after.opponent)
    return mine, sum(i * n for i, n in enumerate(mine[:26]))


def misses(position: Any, play: Play, wanted: Mapping[str, Any], legal: Iterable[Play]
           ) -> list[str]:
    """The names of the requirements ``play`` does not meet (empty: it meets them all)."""
    legal = list(legal)
    mine, pips = _mine_after(position, play)
    out = []
    for name, value in wanted.items():
        if name == "most_off":
            best = max(_mine_after(position, p)[0][0] for p in legal)
            ok = mine[0] >= best
        elif name == "leaves_no_blot":
            ok = all(n != 1 for n in mine[1:25])
        elif name == "hits":
            ok = any(m.hit for m in play.moves)
        elif name == "makes_point":
            ok = mine[value] >= 2 and position.player[value] < 2
        elif value == "fewest":
            ok = pips <= min(_mine_after(position, p)[1] for p in legal)
        else:
            ok = pips == value
        if not ok:
            out.append(name)
    return out


def meeting(position: Any, legal: Iterable[Play], wanted: Mapping[str, Any]) -> list[Play]:
    """The legal plays that meet every requirement."""
    legal = list(legal)
    return [p for p in legal if not misses(position, p, wanted, legal)]


def describe(wanted: Mapping[str, Any], lang: str | None) -> str:
    """The requirements in words: "bear off as many checkers as you can; make the 5-point"."""
    return "; ".join(_one(name, value, lang) for name, value in wanted.items())


def _one(name: str, value: Any, lang: str | None) -> str:
    if name == "makes_point":
        return translate("teach.require.says.makes_point", lang, point=value)
    if name == "pips":
        key = "teach.require.says.fewest" if value == "fewest" else "teach.require.says.pips"
        return translate(key, lang, pips=value)
    return translate(f"teach.require.says.{name}", lang)


def refusal(missed: list[str], wanted: Mapping[str, Any], example: Play | None,
            lang: str | None) -> str:
    """The answer to a legal play that misses ``missed``: what it misses and a play that
    does not."""
    text = translate("teach.require.missed", lang,
                     what=describe({n: wanted[n] for n in missed}, lang))
    if example is not None:
        text += " " + translate("teach.require.example", lang, play=str(example))
    return text
