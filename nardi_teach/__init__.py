"""nardi_teach: an exact short-nardi (backgammon) rules engine for a Georgian rules book.

>>> from nardi_teach import Position
>>> position = Position.initial()
>>> str(position.parse_play("24/18 18/13", "6-5"))
'24/13'
"""

from .dice import ALL_ROLLS, Dice
from .errors import (
    AmbiguousPlayError,
    IllegalPlay,
    InvalidDiceError,
    InvalidIdError,
    InvalidPositionError,
    NardiError,
    NotationError,
    Reason,
)
from .explain import Turn
from .i18n import get_language, set_language, translate
from .moves import LegalPlays, Move, Play
from .position import BAR, BLACK, OFF, WHITE, Color, Position

__version__ = "0.1.0"

__all__ = [
    "ALL_ROLLS",
    "BAR",
    "BLACK",
    "OFF",
    "WHITE",
    "AmbiguousPlayError",
    "Color",
    "Dice",
    "IllegalPlay",
    "InvalidDiceError",
    "InvalidIdError",
    "InvalidPositionError",
    "LegalPlays",
    "Move",
    "NardiError",
    "NotationError",
    "Play",
    "Position",
    "Reason",
    "Turn",
    "get_language",
    "set_language",
    "translate",
]
