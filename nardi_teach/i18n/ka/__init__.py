"""Georgian messages (the default language). Terms follow the catalogue's glossary (§3).

One module per part of the product; ``MESSAGES`` joins them (a key defined twice is an error)
and ``FORMS`` holds the grammatical forms the templates name (``forms.py``).
"""

from __future__ import annotations

from . import (
    boards,
    book,
    book_part3,
    engine,
    exercises,
    games,
    harden,
    lessons,
    long,
    play,
    progress,
    variants_flow,
    variants_long,
    variants_short,
)
from .forms import FORMS

_PARTS = (boards, engine, games, exercises, long, harden, book, play, progress, lessons,
          variants_long, variants_short, variants_flow, book_part3)


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
