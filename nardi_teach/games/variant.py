"""``Variant``: what a game of one kind needs beyond its positions' own rules — the start,
how a finished game is scored, how the opening roll is used, whether the cube exists.

Short nardi's is ``SHORT``; long nardi's comes from ``games.long_game.long_variant``.  The
rules of moving are the position's (``position.legal_plays``, ``position._turn_rules``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.board import Color
from ..short_nardi.position import Position
from .scoring import GameResult, result_of


@dataclass(frozen=True)
class Variant:
    """A game's kind.

    ``initial(turn)`` is the starting position with ``turn`` on roll; ``result_of(position,
    winner)`` scores a finished game; ``opening`` is ``"play_rolloff"`` (the opening roll's
    dice are the first move, R24) or ``"reroll"`` (its winner rolls both dice afresh, L2);
    ``winner_starts``: in a series the previous game's winner starts the next (L2);
    ``cube_refusal``: when set, the ``(message key, rule id)`` that refuses every double.
    """

    name: str
    initial: Callable[[Color], Any]
    result_of: Callable[[Any, Color], GameResult]
    opening: str = "play_rolloff"
    winner_starts: bool = False
    cube_refusal: tuple[str, str] | None = None


SHORT = Variant("short", lambda turn: Position.initial(turn), result_of)
