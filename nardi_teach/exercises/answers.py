"""Reading what a learner typed: yes/no in Georgian or Latin, numbers, sets of points,
lists of plays, single checker moves, R-ids and multiple-choice options.

Each reader returns ``None`` when the text is not an answer of that shape, so the checker
can say "write a number" instead of "wrong".
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence

YES = frozenset({"დიახ", "კი", "ჰო", "ხო", "yes", "y", "yeah", "yep", "true", "diax", "diakh",
                 "ki", "ho", "xo"})
NO = frozenset({"არა", "no", "n", "nope", "false", "ara"})
NONE_WORDS = frozenset({"", "-", "—", "none", "no", "nothing", "არცერთი", "არც ერთი", "არაფერი",
                        "ვერსად", "არსად", "არა"})
PASS_WORDS = frozenset({"", "-", "—", "pass", "dance", "no move", "none", "პასი",
                        "სვლა არ არის", "სვლა შეუძლებელია", "სვლის გამოტოვება", "სვლის დაკარგვა",
                        "არცერთი", "არაფერი", "ვერ", "ვერც ერთი"})

_RULE = re.compile(r"\b([RrРрLlVv])\s*(\d{1,3})\b")  # R37, r 37; long nardi's L4; V21
_WORD = re.compile(r"[\w-]+", re.UNICODE)
# Dashes and minus signs people type for "-" (hyphen, en/em dash, minus, small/full-width).
_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2015\u2212\ufe58\ufe63"
                                 "\uff0d"), "-")
# A whole number, optionally signed, optionally followed by a unit word or two («4 სვლა»).
_INT = re.compile(r"([+-]?)\s*([0-9]{1,6})((?:\s*[^\W\d_]+\.?)(?:\s+[^\W\d_]+\.?){0,2})?")


def _plain(text: str) -> str:
    """``text`` with invisible format characters (zero-width space, BOM, …) dropped, every
    dash or minus sign as ``-`` and decimal digits of any script as ASCII digits."""
    out = []
    for char in text.translate(_DASHES):
        category = unicodedata.category(char)
        if category == "Cf":
            continue
        out.append(str(unicodedata.decimal(char)) if category == "Nd" else char)
    return "".join(out)


def _is_number(text: str, digits: int = 6) -> bool:
    """``text`` is 1 to ``digits`` ASCII digits (``"²".isdigit()`` is true, but no number)."""
    return text.isascii() and text.isdigit() and len(text) <= digits


def normal(text: object) -> str:
    """Lower case, trimmed, one space between words, final punctuation dropped; invisible
    characters dropped, dashes as ``-``, digits as ASCII."""
    value = _plain(unicodedata.normalize("NFC", str(text))).strip().lower()
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
    """Every R-id (``R37``, ``r 37``), long-nardi L-id (``L4``) and variant V-id (``V21``)
    written in the text."""
    return [f"{'L' if letter in 'Ll' else 'V' if letter in 'Vv' else 'R'}{int(n)}"
            for letter, n in _RULE.findall(_plain(str(text)))]


# Numbers written as words ("ოთხი", "four"), as a learner may answer "how many?".
NUMBER_WORDS = {word: n for n, words in enumerate((
    "ნული zero", "ერთი one", "ორი two", "სამი three", "ოთხი four", "ხუთი five", "ექვსი six",
    "შვიდი seven", "რვა eight", "ცხრა nine", "ათი ten", "თერთმეტი eleven", "თორმეტი twelve",
    "ცამეტი thirteen", "თოთხმეტი fourteen", "თხუთმეტი fifteen", "თექვსმეტი sixteen",
    "ჩვიდმეტი seventeen", "თვრამეტი eighteen", "ცხრამეტი nineteen", "ოცი twenty"))
    for word in words.split()}


def read_int(text: object) -> int | None:
    """A whole number (``12``, ``+9``, ``-4``, ``–4``, ``4 სვლა``, ``ოთხი``), or ``None``."""
    if isinstance(text, bool):
        return None
    if isinstance(text, int):
        return text
    words = normal(text).split()
    if words and words[0] in NUMBER_WORDS and len(words) <= 3 and all(
            w.isalpha() for w in words[1:]):
        return NUMBER_WORDS[words[0]]  # "ოთხი", "ოთხი სვლა"
    match = _INT.fullmatch(normal(text))
    if not match or not (match[3] or "a").replace(".", "").replace(" ", "").isalpha():
        return None  # ("²" is a word character, not a letter of a unit)
    return -int(match[2]) if match[1] == "-" else int(match[2])


def read_points(text: object) -> set[int] | None:
    """A set of points: ``22, 20``, ``22 და 20``, or a none-word for the empty set."""
    if isinstance(text, Iterable) and not isinstance(text, str):
        items = list(text)
        return set(items) if all(type(i) is int and 0 <= i <= 25 for i in items) else None
    value = normal(text)
    if value in NONE_WORDS:
        return set()
    value = value.replace("bar", "25").replace("ბარი", "25")
    value = re.sub(r"\b(და|and)\b", ",", value)
    parts = [p for p in re.split(r"[\s,;]+", value) if p]
    if not parts or not all(_is_number(p, 2) and 0 <= int(p) <= 25 for p in parts):
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
    parts = [p for p in re.split(r"[\s,;:-]+", normal(text)) if p]
    return [int(p) for p in parts] if parts and all(_is_number(p) for p in parts) else None


def read_choice(text: object, options: Sequence[tuple[str, Sequence[str]]]) -> str | None:
    """The option key the text names: the key, its 1-based number, its label or an alias.

    ``options`` are ``(key, names)`` pairs; names are compared case-insensitively.
    """
    value = normal(text)
    if _is_number(value, 3) and 1 <= int(value) <= len(options):
        return options[int(value) - 1][0]
    for key, names in options:
        if value == key.lower() or value in (normal(n) for n in names):
            return key
    return None


def read_names(text: object) -> list[str] | None:
    """Player names in order (``C, A, B`` or ``C A B``), upper-cased."""
    parts = [p for p in re.split(r"[\s,;→>-]+", _plain(str(text)).strip()) if p]
    return [p.upper() for p in parts] if parts else None
