"""nardi_teach: an exact short-nardi (backgammon) rules engine for a Georgian rules book.

>>> from nardi_teach import Position
>>> position = Position.initial()
>>> str(position.parse_play("24/18 18/13", "6-5"))
'24/13'
"""

from .actions import IllegalAction
from .chouette import ChouetteGame, Lineup
from .cube import Cube, may_double
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
from .game import Game, GameState, Phase
from .i18n import get_language, set_language, translate
from .match import Match, MatchState
from .matchid import MatchId
from .moves import LegalPlays, Move, Play
from .position import BAR, BLACK, OFF, WHITE, Color, Position
from .rules import Rules
from .scoring import GameResult, drop_points, points, result_of
from .xgid import Xgid

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
    # — games, cube, scoring, matches, chouette (issue 3) —
    "ChouetteGame",
    "Cube",
    "Game",
    "GameResult",
    "GameState",
    "IllegalAction",
    "Lineup",
    "Match",
    "MatchId",
    "MatchState",
    "Phase",
    "Rules",
    "Xgid",
    "drop_points",
    "may_double",
    "points",
    "result_of",
]
