"""Georgian messages (the default language). Terms follow the catalogue's glossary (§3).

One module per part of the product: ``MESSAGES`` joins every module of this package (a new
part is a new module; a key defined twice is an error, ``i18n/parts.py``), and ``FORMS``
holds the grammatical forms the templates name (``forms.py``).
"""

from __future__ import annotations

from ..parts import join_parts
from .forms import FORMS

MESSAGES: dict[str, str] = join_parts(__name__, __path__)

__all__ = ["FORMS", "MESSAGES"]
