"""Reading what a learner typed: yes/no in Georgian or Latin, numbers, sets of points,
lists of plays, single checker moves, R-ids and multiple-choice options.

Each reader returns ``None`` when the text is not an answer of that shape, so the checker
can say "write a number" instead of "wrong".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

YES = frozenset({"დიახ", "კი", "ჰო", "yes", "y", "true", "diax", "ki", "ho"})
NO = frozenset({"არა", "no", "n", "false", "ara"})
NONE_WORDS = frozenset({"", "-", "—", "none", "no", "nothing", "არცერთი", "არც ერთი", "არაფერი",
                        "ვერსად", "არა"})
PASS_WORDS = frozenset({"", "-", "—", "pass", "dance", "no move", "none", "პასი",
                        "სვლა არ არის", "სვლის გამოტოვება", "სვლის დაკარგვა", "არცერთი",
                        "არაფერი", "ვერ", "ვერც ერთი"})

_RULE = re.compile(r"\b[RrРр]\s*(\d{1,3})\b")
_WORD = re.compile(r"[\w-]+", re.UNICODE)


def normal(text: object) -> str:
    """Lower case, trimmed, one space between words, final punctuation dropped."""
    value = unicodedata.normalize("NFC", str(text)).strip().lower()
    value = re.sub(r"\s+", " ", value)
    return value.strip(" .!?;")


def read_yes_no(text: object) -> bool | None:
    """``True``/``False`` from the first word (დიახ/კი/ჰო/yes/y/true vs არა/no/n/false)."""
    if isinstance(text, bool):
        return text
    words = _WORD.findall(normal(text))
    if not words:
        return None
    if words[0] in YES:
        return True
    if words[0] in NO:
        return False
    return None


def read_rules(text: object) -> list[str]:
    """Every R-id written in the text (``R37``, ``r 37``)."""
    return [f"R{int(n)}" for n in _RULE.findall(str(text))]


def read_int(text: object) -> int | None:
    """A whole number (``12``, ``+9``, ``-4``), or ``None``."""
    if isinstance(text, bool):
        return None
    if isinstance(text, int):
        return text
    value = normal(text).replace(" ", "")
    return int(value) if re.fullmatch(r"[+-−]?\d{1,6}", value) else None


def read_points(text: object) -> set[int] | None:
    """A set of points: ``22, 20``, ``22 და 20``, or a none-word for the empty set."""
    if isinstance(text, Iterable) and not isinstance(text, str):
        items = list(text)
        return set(items) if all(isinstance(i, int) for i in items) else None
    value = normal(text)
    if value in NONE_WORDS:
        return set()
    value = value.replace("bar", "25").replace("ბარი", "25")
    value = re.sub(r"\b(და|and)\b", ",", value)
    parts = [p for p in re.split(r"[\s,;]+", value) if p]
    if not parts or not all(p.isdigit() and 0 <= int(p) <= 25 for p in parts):
        return None
    return {int(p) for p in parts}


def split_plays(text: object) -> list[str]:
    """Plays written one per line or separated by ``,``, ``;`` or ``|`` (a play's moves are
    separated by spaces, so a comma always ends a play)."""
    if isinstance(text, Iterable) and not isinstance(text, str):
        return [str(t) for t in text]
    parts = re.split(r"[\n,;|]+", str(text))
    return [p.strip() for p in parts if p.strip()]


def read_ints(text: object) -> list[int] | None:
    """Several whole numbers in order (``7-5``, ``7:5``, ``7 5``)."""
    parts = [p for p in re.split(r"[\s,;:–—-]+", normal(text)) if p]
    return [int(p) for p in parts] if parts and all(p.isdigit() for p in parts) else None


def read_choice(text: object, options: Sequence[tuple[str, Sequence[str]]]) -> str | None:
    """The option key the text names: the key, its 1-based number, its label or an alias.

    ``options`` are ``(key, names)`` pairs; names are compared case-insensitively.
    """
    value = normal(text)
    if value.isdigit() and 1 <= int(value) <= len(options):
        return options[int(value) - 1][0]
    for key, names in options:
        if value == key.lower() or value in (normal(n) for n in names):
            return key
    return None


def read_names(text: object) -> list[str] | None:
    """Player names in order (``C, A, B`` or ``C A B``), upper-cased."""
    parts = [p for p in re.split(r"[\s,;→>-]+", str(text).strip()) if p]
    return [p.upper() for p in parts] if parts else None
