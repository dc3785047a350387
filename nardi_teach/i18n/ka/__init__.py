"""Georgian messages (the default language). Terms follow the catalogue's glossary (§3).

One module per part of the product; ``MESSAGES`` joins them (a key defined twice is an error)
and ``FORMS`` holds the grammatical forms the templates name (``forms.py``).
"""

from __future__ import annotations

from . import a11y, boards, book, engine, exercises, games, harden, lessons, long, play, progress
from .forms import FORMS

_PARTS = (boards, engine, games, exercises, long, harden, book, play, progress, lessons, a11y,)


def _join() -> dict[str, str]:
    joined: dict[str, str] = {}
    for part in _PARTS:
        twice = joined.keys() & part.MESSAGES.keys()
        if twice:
            raise AssertionError(f"message keys defined twice: {sorted(twice)}")
        joined.update(part.MESSAGES)
    return joined


MESSAGES: dict[str, str] = _join()

__all__ = ["FORMS", "MESSAGES"]
