"""Message catalogues: every user-facing string, one module per language.

``translate(key, lang, **params)`` renders a message.  Placeholders may name a
grammatical form after a colon, e.g. ``{src:from}`` ("from point 24" /
"24-ე პუნქტიდან") or ``{die:ins}`` ("with the 5" / "ხუთიანით"); each language
module supplies its own forms, so Georgian grammar never leaks into the code.  A placeholder may
join parameters with ``+`` (``{n+moves:n_plays}``): its form then receives them as one tuple,
for a clause whose words depend on several numbers at once (agreement, "no checker" for 0).
"""

from __future__ import annotations

import functools
import re
import string
from collections.abc import Callable
from types import ModuleType
from typing import Any

from . import en, ka

LANGUAGES: dict[str, ModuleType] = {"ka": ka, "en": en}
_default = "ka"


def get_language() -> str:
    """The default language of messages (``"ka"`` unless changed)."""
    return _default


def set_language(lang: str) -> None:
    """Set the default language of messages: ``"ka"`` (Georgian) or ``"en"``."""
    global _default
    _catalogue(lang if isinstance(lang, str) and lang else repr(lang))
    _default = lang


def _catalogue(lang: str | None) -> ModuleType:
    code = lang or _default
    if not isinstance(code, str) or code not in LANGUAGES:
        # The catalogues cannot name an error type of the engine (they are the lowest layer).
        shown = repr(code)[:20]
        raise ValueError(f"უცნობი ენა {shown}; აირჩიეთ ka ან en / unknown language {shown}; "
                         f"use one of {sorted(LANGUAGES)}")
    return LANGUAGES[code]


QUOTE_LIMIT = 300
"""The most characters a message quotes of one value (a message never grows with the input)."""
_DIGITS = 24  # a whole number longer than this is quoted as its first and last digits


def quoted_int(n: int) -> str:
    """``n`` as digits, a huge number as its first and last 10 digits around "…" (``str()``
    refuses ints of more than 4,300 digits, and a message needs none of them)."""
    if -10**_DIGITS < n < 10**_DIGITS:
        return str(n)
    sign, n = ("-" if n < 0 else ""), abs(n)
    digits = int(n.bit_length() * 0.30102999566398) + 1  # ≥ the true count, by at most 1
    if n < 10 ** (digits - 1):
        digits -= 1
    return f"{sign}{n // 10 ** (digits - 10)}…{n % 10**10:010d}"


def quoted(value: Any, conversion: str | None = None) -> str:
    """``value`` as a message shows it (``repr`` with ``!r``), huge numbers shortened at any
    depth and the text cut to ``QUOTE_LIMIT`` characters."""
    try:
        text = repr(value) if conversion == "r" else str(value)
    except ValueError:  # an int past the 4,300-digit limit somewhere inside
        text = _safe_repr(value)
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


def _safe_repr(value: Any, depth: int = 0) -> str:
    if isinstance(value, bool) or not isinstance(value, int | tuple | list | dict):
        try:
            return repr(value)
        except ValueError:
            return f"<{type(value).__name__}>"
    if isinstance(value, int):
        return quoted_int(value)
    if depth > 3:
        return "…"
    if isinstance(value, dict):
        inner = ", ".join(f"{_safe_repr(k, depth + 1)}: {_safe_repr(v, depth + 1)}"
                          for k, v in list(value.items())[:8])
        return "{" + inner + "}"
    inner = ", ".join(_safe_repr(v, depth + 1) for v in list(value)[:8])
    return ("[" + inner + "]") if isinstance(value, list) else ("(" + inner + ")")


def _has_huge_int(value: Any, depth: int = 0) -> bool:
    if isinstance(value, int) and not isinstance(value, bool):
        return not -10**_DIGITS < value < 10**_DIGITS
    if depth < 3 and isinstance(value, tuple | list):
        return any(_has_huge_int(v, depth + 1) for v in list(value)[:16])
    return False


class _Formatter(string.Formatter):
    def __init__(self, forms: dict[str, Callable[[Any], str]]) -> None:
        self.forms = forms

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> Any:
        if "+" in field_name:
            names = field_name.split("+")
            return tuple(self.get_value(name, args, kwargs) for name in names), field_name
        return super().get_field(field_name, args, kwargs)

    def convert_field(self, value: Any, conversion: str | None) -> Any:
        if conversion in ("r", "s", "a") or _has_huge_int(value):
            return quoted(value, conversion)
        return super().convert_field(value, conversion)

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in self.forms:
            try:
                return self.forms[format_spec](value)
            except (TypeError, ValueError, KeyError, IndexError, AttributeError):
                # a value no form of the language expects (a caller's bug or junk from outside)
                # is shown as it is: a message must always render
                return quoted(value)
        if not format_spec and not isinstance(value, str):  # texts are the engine's own
            return quoted(value)
        return super().format_field(value, format_spec)


_PLAIN = (str, int, float, bool, type(None))
_RENDERED: dict[tuple[Any, ...], str] = {}
_RENDERED_MAX = 20_000


def translate(key: str, lang: str | None = None, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` (default: the current language).

    A message rendered with plain values (texts, numbers) is kept, keyed by its language, its
    template and the values with their types, and given again without formatting: a board's
    redraw says the same hundred point labels each time (the live book's clicks)."""
    module = _catalogue(lang)
    template = module.MESSAGES[key]
    memo: tuple[Any, ...] | None = None
    if all(type(v) in _PLAIN for v in params.values()):
        memo = (module.__name__, template,
                *sorted((k, type(v).__name__, v) for k, v in params.items()))
        text = _RENDERED.get(memo)
        if text is not None:
            return text
    text = _Formatter(module.FORMS).format(template, **params)
    if memo is not None and len(_RENDERED) < _RENDERED_MAX:
        _RENDERED[memo] = text
    return text


def has_message(key: str, lang: str = "ka") -> bool:
    """Whether the catalogue of ``lang`` defines ``key``."""
    return key in _catalogue(lang).MESSAGES


@functools.cache
def message_params(key: str) -> frozenset[str]:
    """The parameters message ``key`` names in any language (``{dice:die_ins}``: ``dice``;
    ``{a+b}``: ``a`` and ``b``): what a caller must give for it to render."""
    names: set[str] = set()
    for lang in LANGUAGES:
        template = _catalogue(lang).MESSAGES.get(key, "")
        for _text, field, _spec, _conv in string.Formatter().parse(template):
            if field:
                names.update(re.split(r"[.\[]", part, maxsplit=1)[0] for part in field.split("+"))
    return frozenset(names)


__all__ = ["LANGUAGES", "QUOTE_LIMIT", "get_language", "has_message", "message_params",
           "quoted", "quoted_int", "set_language", "translate"]
