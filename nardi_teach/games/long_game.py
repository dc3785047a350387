"""Long nardi as a game: scoring oin / mars (L9), the opening roll in both modes (L2), the
cube off unless asked for (L10), matches to N points, the head-rule variants (L5).

>>> game = LongGame(seed=1)
>>> game.roll_opening(5, 3).phase, game.on_roll      # L2 "reroll": the winner rolls again
(<Phase.ROLL: 'roll'>, Color.WHITE)
>>> game.roll("6-5").phase, str(game.legal_moves()[0])
(<Phase.MOVE: 'move'>, '24/18')
"""

from __future__ import annotations

from ..core.board import Color
from ..core.checks import flag, member, one_of
from ..long_nardi.position import HeadRule, LongPosition
from .game import Game
from .match import Match
from .rules import Rules
from .scoring import GameResult, result_of
from .variant import Variant

OPENINGS = ("reroll", "play_rolloff")


def long_result_of(position: LongPosition, winner: Color | None = None) -> GameResult:
    """Oin (1 point), or mars (2) when the loser has borne off none (L9, R161); long nardi
    has no koks (``result_of`` knows it too: ``LongPosition.has_koks`` is false).

    >>> long_result_of(LongPosition.from_checkers({}, {12: 15}))
    GameResult.GAMMON
    """
    return result_of(position, winner)


def long_variant(head_rule: HeadRule = HeadRule.STANDARD, opening: str = "reroll",
                 cube: bool = False) -> Variant:
    """Long nardi's ``Variant``: ``opening`` ``"reroll"`` (the default, L2) or
    ``"play_rolloff"`` (R162's sport reading); ``cube=True`` turns the doubling cube on
    (L10); ``head_rule`` picks the first-turn head exception (L5)."""
    one_of(opening, OPENINGS, "opening")
    head_rule = member(head_rule, HeadRule, "head_rule")
    flag(cube, "cube")
    return Variant(
        name="long" if head_rule is HeadRule.STANDARD else f"long:{head_rule.value}",
        initial=lambda turn: LongPosition.initial(turn, head_rule),
        result_of=long_result_of,
        opening=opening,
        winner_starts=True,
        cube_refusal=None if cube else ("action.double_no_cube", "L10"),
        family="parallel",
    )


class LongGame(Game):
    """A game of long nardi: ``Game`` with :func:`long_variant` (the cube off by default)."""

    def __init__(self, rules: Rules | None = None, *, head_rule: HeadRule = HeadRule.STANDARD,
                 opening: str = "reroll", cube: bool = False, **kwargs: object) -> None:
        super().__init__(rules, variant=long_variant(head_rule, opening, cube),
                         **kwargs)  # type: ignore[arg-type]


class LongMatch(Match):
    """A long-nardi match to ``length`` points (L10): the cube off unless ``cube=True``;
    the previous game's winner starts the next (L2)."""

    def __init__(self, length: int = 7, rules: Rules | None = None, *,
                 head_rule: HeadRule = HeadRule.STANDARD, opening: str = "reroll",
                 cube: bool = False, **kwargs: object) -> None:
        super().__init__(length, rules, variant=long_variant(head_rule, opening, cube),
                         **kwargs)  # type: ignore[arg-type]
