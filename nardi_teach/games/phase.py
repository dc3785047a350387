"""``Phase``: where a game stands (shared by ``games.game`` and the turn sequence,
``games.flow``)."""

from __future__ import annotations

import enum


class Phase(enum.Enum):
    """Where a game stands: waiting for the opening roll, for the side on roll to roll or
    double, for the doubled side to take or drop, for checker moves, or over."""

    OPENING = "opening"
    ROLL = "roll"
    DOUBLED = "doubled"
    MOVE = "move"
    OVER = "over"
