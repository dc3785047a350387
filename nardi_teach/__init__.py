"""nardi_teach: an exact nardi rules engine — short nardi (backgammon) and long nardi — for a
Georgian rules book.

The package in layers, lowest first; a module imports only its own or lower layers
(``tests/engine/test_layers.py``):

- ``i18n`` — the message catalogues (data; they import nothing);
- ``core`` — the types every variant shares: sides, dice, errors, ``Move``/``Play``, notation;
- ``svg`` — drawing boards, from the core's view of any game (``core.sides.Sides``);
- ``short_nardi``, ``plakoto``, ``long_nardi`` — one package per family of games: short
  nardi and the games on its board and moves (hypergammon, triple, "2-2", Caucasian, crazy
  short nardi); plakoto and crazy plakoto (pins, no bar); long nardi (L1–L11) and its family
  with both fevgas; a position's class supplies its rules to the shared ``Turn``
  (``core.turn.TurnRules``);
- ``games``, ``computer`` — rules settings, cube, scoring, ``Game``, ``Match``, Match IDs,
  XGIDs, chouette, the family's registry and turn flow; the computer opponent;
- ``controllers`` — UI-agnostic board controllers and a board's config;
- ``exercises`` — the exercise model and its kinds, the bank loader, the teachers' command line;
- ``lessons``, ``progress`` — guided lessons and their board; the progress store and review
  schedule;
- ``html`` — the HTML both front-ends show (exercise cards, lessons, the review pages);
- ``notebook``, ``web`` — one front-end per medium: JupyterLab's widgets (``ipywidgets`` /
  ``anywidget``, imported only there) and the live book's bridge (Pyodide) with the
  worksheets; neither imports the other.

>>> from nardi_teach import Position
>>> position = Position.initial()
>>> str(position.parse_play("24/18 18/13", "6-5"))
'24/13'
>>> from nardi_teach import LongPosition
>>> str(LongPosition.initial().legal_plays("6-6"))
'<LongLegalPlays 6-6 (1): 24/18(2)>'
"""

from .core.board import BAR, BLACK, OFF, WHITE, Color
from .core.dice import ALL_ROLLS, Dice
from .core.errors import (
    AmbiguousPlayError,
    IllegalPlay,
    InvalidDiceError,
    InvalidIdError,
    InvalidPositionError,
    NardiError,
    NotationError,
    Reason,
)
from .core.moves import Move, Play
from .games.actions import IllegalAction
from .games.chouette import ChouetteGame, Lineup
from .games.cube import Cube, InvalidCubeError, may_double
from .games.flow import FlowEvent, Segment
from .games.game import Game, GameState, Phase
from .games.long_game import LongGame, LongMatch, long_result_of, long_variant
from .games.match import InvalidMatchError, Match, MatchState
from .games.matchid import GameStatus, MatchId
from .games.registry import VARIANTS, variant_named
from .games.rules import CubeKind, InvalidRulesError, Rules
from .games.scoring import GameResult, Outcome, drop_points, points, result_of, score_game
from .games.variant import Variant
from .games.xgid import Xgid
from .i18n import get_language, set_language, translate
from .long_nardi.legal import LongLegalPlays
from .long_nardi.position import HeadRule, LongPosition
from .short_nardi.explain import Turn
from .short_nardi.legal import LegalPlays
from .short_nardi.position import Position

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
    "GameStatus",
    "IllegalAction",
    "InvalidCubeError",
    "InvalidMatchError",
    "InvalidRulesError",
    "Lineup",
    "Match",
    "MatchId",
    "MatchState",
    "Outcome",
    "Phase",
    "Rules",
    "Xgid",
    "drop_points",
    "may_double",
    "points",
    "result_of",
    "score_game",
    # — long nardi and the variant seam (issue 13) —
    "HeadRule",
    "LongGame",
    "LongLegalPlays",
    "LongMatch",
    "LongPosition",
    "Variant",
    "long_result_of",
    "long_variant",
    # — the YellowClub family's flow, its registry and the raise cube (issue 20) —
    "VARIANTS",
    "CubeKind",
    "FlowEvent",
    "Segment",
    "variant_named",
]
