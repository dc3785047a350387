"""What a game is worth: oin / mars / koks (R92–R101, C3–C5, C20).

``score_game(position, cube, rules)`` scores a finished game in one call: an ``Outcome``
(the winner, the result, the points); ``Game.outcome`` is the same for a played game,
dropped doubles included.  The parts: ``result_of(position, winner)`` names the result;
``points(result, cube, rules)`` is what the winner scores: the cube value × the result's
multiplier, with the ×2-backgammon setting (C4) and the Jacoby rule (R127, C20).  A
dropped double scores the pre-offer value as a single (R100, R109, C5):
``drop_points(cube)``.  The cube is always a ``Cube``: its owner decides the Jacoby rule,
so a bare number is refused.

>>> score_game(Position.from_checkers({}, {19: 15}), Cube(2, Color.BLACK))
Outcome(winner=Color.WHITE, result=GameResult.GAMMON, points=4, dropped=False)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from ..core.board import Color
from ..core.checks import as_side, flag, instance, member, whole
from ..core.checks import position as check_position
from ..core.errors import InvalidPositionError
from ..i18n import translate
from ..short_nardi.position import Position
from .cube import Cube, InvalidCubeError
from .rules import Rules


class GameResult(enum.IntEnum):
    """How a game was won: ``SINGLE`` (ოინი), ``GAMMON`` (მარსი), ``BACKGAMMON`` (კოქსი)."""

    SINGLE = 1
    GAMMON = 2
    BACKGAMMON = 3

    def multiplier(self, rules: Rules | None = None) -> int:
        """×1, ×2, or ×3 (×2 with ``backgammon_multiplier=2``, R98, C4)."""
        if self is GameResult.BACKGAMMON:
            return (rules or Rules()).backgammon_multiplier
        return int(self)

    @property
    def rule(self) -> str:
        """The R-id that defines this result."""
        return {1: "R94", 2: "R95", 3: "R96"}[int(self)]

    def label(self, lang: str | None = None) -> str:
        """The name: ოინი / მარსი / კოქსი (English: single / gammon / backgammon)."""
        return translate(f"result.{self.name.lower()}", lang)

    def __repr__(self) -> str:
        return f"GameResult.{self.name}"


def result_of(position: Position, winner: Color | None = None) -> GameResult:
    """The result for ``winner`` (default: the side that has borne off all 15, R20).

    Koks when the loser has borne off none and has a checker on the bar or in the winner's
    home (R96, C3; never in long nardi, L9); mars when the loser has borne off none (R95);
    oin otherwise, even with a checker on the bar (R94, R97).

    >>> result_of(Position.from_checkers({}, {"bar": 1, 12: 14}))
    GameResult.BACKGAMMON
    """
    check_position(position)
    if winner is None:
        winner = position.winner()
        if winner is None:
            raise InvalidPositionError("robust.not_finished")
    loser = position.checkers(as_side(winner, "winner").other)
    if loser[0] > 0:
        return GameResult.SINGLE
    # The winner's home is points 19–24 in the loser's own numbering; 25 is the bar.  Long
    # nardi has no koks (L9): its positions say so with ``has_koks``.
    if position.has_koks and any(loser[19:26]):
        return GameResult.BACKGAMMON
    return GameResult.GAMMON


def jacoby_applies(cube: Cube, rules: Rules) -> bool:
    """Whether the Jacoby rule reduces gammons to singles now (R127, C20).

    It applies while the cube is centred (no double has been taken); an automatic double
    turns it off only with ``jacoby_auto_double_counts_as_turned``.
    """
    if not rules.jacoby or cube.owner is not None:
        return False
    return not (rules.jacoby_auto_double_counts_as_turned and cube.auto_doubles)


def _cube(cube: object) -> Cube:
    if not isinstance(cube, Cube):
        raise InvalidCubeError("cube.not_a_cube", value=cube)
    return cube


def points(result: GameResult, cube: Cube, rules: Rules | None = None) -> int:
    """Points the winner scores: cube value × multiplier (R93, R98, R123), Jacoby applied.

    ``cube`` is a ``Cube`` (``Cube()`` centred at 1, ``Cube(4, Color.WHITE)`` turned);
    a bare number raises ``InvalidCubeError``: it cannot say whether the cube was turned.

    >>> points(GameResult.BACKGAMMON, Cube(4, Color.WHITE))
    12
    >>> points(GameResult.GAMMON, Cube(), Rules(jacoby=True))   # centred: Jacoby counts
    1
    """
    the_cube = _cube(cube)
    rules = Rules() if rules is None else instance(rules, Rules, "rules")
    result = member(result, GameResult, "result")
    multiplier = 1 if jacoby_applies(the_cube, rules) else result.multiplier(rules)
    return the_cube.value * multiplier


def drop_points(cube: Cube) -> int:
    """What a refused double costs: the pre-offer cube value, as a single (R100, R109, C5)."""
    return _cube(cube).value


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: ``winner``, ``result`` (a dropped double counts as a
    single, R100) and the ``points`` the winner scores; ``dropped`` for a refused double."""

    winner: Color
    result: GameResult
    points: int
    dropped: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "winner", as_side(self.winner, "winner"))
        object.__setattr__(self, "result", member(self.result, GameResult, "result"))
        whole(self.points, "points", 0, 10**9)
        flag(self.dropped, "dropped")


def score_game(position: Position, cube: Cube, rules: Rules | None = None,
               winner: Color | None = None) -> Outcome:
    """The ``Outcome`` of a finished game: who won (default: the side with all 15 off,
    R20), oin / mars / koks (R94–R96) and the points with ``cube`` and ``rules``."""
    the_cube = _cube(cube)
    check_position(position)
    if winner is None:
        winner = position.winner()
        if winner is None:
            raise InvalidPositionError("robust.not_finished")
    result = result_of(position, winner)
    return Outcome(as_side(winner, "winner"), result, points(result, the_cube, rules))
