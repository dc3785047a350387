"""The registry of exercise kinds: each kind module registers its kinds here when the package
is imported (``exercises/__init__.py`` imports them all), and ``Exercise`` finds its kind here.
The model never imports the kinds, so the two cannot import each other in a circle."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .errors import BankError

if TYPE_CHECKING:
    from .kinds.base import Kind

KINDS: dict[str, Kind] = {}
"""Every exercise kind by its name (``play``, ``count_plays``, ``cube_action``, …)."""


def register(*kinds: Kind) -> None:
    """Add ``kinds`` to the registry; a name registered twice is a programming error."""
    for kind in kinds:
        if kind.name in KINDS:
            raise ValueError(f"exercise kind {kind.name!r} registered twice")
        KINDS[kind.name] = kind


def kind_of(ex: Any) -> Kind:
    """The kind object that answers ``ex`` (raises ``BankError`` for an unknown kind)."""
    if ex.kind not in KINDS:
        import difflib

        near = difflib.get_close_matches(str(ex.kind).lower(), [n for n, k in KINDS.items()
                                                                if not k.internal], n=1)
        if near:  # "pip" → "pips"
            raise BankError("ex.bank.kind_near", where=ex.source, id=ex.id, kind=ex.kind,
                            near=near[0])
        raise BankError("ex.bank.kind", where=ex.source, id=ex.id, kind=ex.kind,
                        known=", ".join(sorted(KINDS)))
    return KINDS[ex.kind]
