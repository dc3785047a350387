"""Message catalogues: every user-facing string, one module per language.

``translate(key, lang, **params)`` renders a message.  Placeholders may name a
grammatical form after a colon, e.g. ``{src:from}`` ("from point 24" /
"მე-24 პუნქტიდან") or ``{die:ins}`` ("with the 5" / "ხუთიანით"); each language
module supplies its own forms, so Georgian grammar never leaks into the code.  A placeholder may
join parameters with ``+`` (``{n+moves:n_plays}``): its form then receives them as one tuple,
for a clause whose words depend on several numbers at once (agreement, "no checker" for 0).
"""

from __future__ import annotations

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


class _Formatter(string.Formatter):
    def __init__(self, forms: dict[str, Callable[[Any], str]]) -> None:
        self.forms = forms

    def get_field(self, field_name: str, args: Any, kwargs: Any) -> Any:
        if "+" in field_name:
            names = field_name.split("+")
            return tuple(self.get_value(name, args, kwargs) for name in names), field_name
        return super().get_field(field_name, args, kwargs)

    def format_field(self, value: Any, format_spec: str) -> str:
        if format_spec in self.forms:
            return self.forms[format_spec](value)
        return super().format_field(value, format_spec)


def translate(key: str, lang: str | None = None, /, **params: Any) -> str:
    """The message ``key`` in ``lang`` (default: the current language)."""
    module = _catalogue(lang)
    template = module.MESSAGES[key]
    return _Formatter(module.FORMS).format(template, **params)


def has_message(key: str, lang: str = "ka") -> bool:
    """Whether the catalogue of ``lang`` defines ``key``."""
    return key in _catalogue(lang).MESSAGES


__all__ = ["LANGUAGES", "get_language", "has_message", "set_language", "translate"]
