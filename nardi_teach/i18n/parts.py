"""Joining a language's catalogue from its parts: every module of the language's package
(except ``forms``) holds a ``MESSAGES`` dict for one part of the product.  A new part is a new
module; nothing else needs to name it."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterable


def join_parts(package: str, path: Iterable[str]) -> dict[str, str]:
    """Every part's ``MESSAGES`` of ``package`` (at ``path``), joined in the parts' name order;
    a key defined in two parts is an error."""
    joined: dict[str, str] = {}
    for info in sorted(pkgutil.iter_modules(list(path)), key=lambda m: m.name):
        if info.name == "forms":
            continue
        part = importlib.import_module(f"{package}.{info.name}")
        twice = joined.keys() & part.MESSAGES.keys()
        if twice:
            raise AssertionError(f"{package}: message keys defined twice: {sorted(twice)}")
        joined.update(part.MESSAGES)
    return joined
