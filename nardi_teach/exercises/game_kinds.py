"""Exercise kinds about scoring, the cube, matches and chouette (placeholder)."""

from __future__ import annotations

from .base import Kind

GAME_KINDS: dict[str, Kind] = {}
