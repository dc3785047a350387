"""``Variant``: what a game of one kind needs beyond its positions' own rules — the start,
how a finished game is scored, how the opening roll is used, whether the cube exists, and the
turn sequence of the YellowClub family (progression, extra roll, passing, the mother rule).

Short nardi's is ``SHORT``; long nardi's comes from ``games.long_game.long_variant``; every
game of 004 is in ``games.registry.VARIANTS``.  The rules of moving are the position's
(``position.legal_plays``, ``position._turn_rules``); the turn sequence is ``games.flow``'s.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core.board import Color
from ..core.checks import flag, instance, one_of, shown
from ..core.errors import InvalidValueError
from ..short_nardi.position import Position
from .scoring import GameResult, result_of

OPENINGS = ("play_rolloff", "reroll", "rolloff_plus")
"""How the opening roll is used: its dice are the first move (R24, V10, V14, V59); its
winner rolls afresh (L2, V33); or its dice and fresh dice make a roll of three or four (V19)."""

PASS_SCOPES = ("doubles", "all")
"""Which unplayed moves pass to the opponent (V66): a double's only, or every die (switch)."""


@dataclass(frozen=True)
class Variant:
    """A game's kind.

    ``initial(turn)`` is the starting position with ``turn`` on roll; ``result_of(position,
    winner)`` scores a finished game; ``opening`` is one of ``OPENINGS``; ``winner_starts``:
    in a series the previous game's winner starts the next (L2, V33); ``cube_refusal``: when
    set, the ``(message key, rule id)`` that refuses every double.

    The turn sequence (``games.flow``, V61–V67): ``progression`` — after a player's fifth
    personal roll a double played in full is followed by every higher double up to 6-6
    (V62–V64); ``extra_roll`` — a rolled double played in full gives one more roll (V65);
    ``passing`` — a double's unplayed moves pass to the opponent (V66, ``pass_scope``);
    ``mother_rule`` — plakoto's mother (V31); ``dice`` — dice per roll (3 or 4: V16, V19);
    ``jacoby`` — the Jacoby rule by default in money play (V15).  ``family`` is
    ``"contrary"`` or ``"parallel"`` (V2); ``playable`` is false for a game only named
    (Tbilisi, V60).
    """

    name: str
    initial: Callable[[Color], Any]
    result_of: Callable[[Any, Color], GameResult]
    opening: str = "play_rolloff"
    winner_starts: bool = False
    cube_refusal: tuple[str, str] | None = None
    progression: bool = False
    extra_roll: bool = False
    passing: bool = False
    pass_scope: str = "doubles"
    mother_rule: bool = False
    dice: int = 2
    jacoby: bool = False
    family: str = "contrary"
    playable: bool = True
    decisions: tuple[str, ...] = ()
    """The V-/L-/R-ids that define the game (for the book and the boards)."""
    registered: bool = False
    """A game of ``games.registry`` (its ``repr`` is ``variant_named(…)``)."""
    options: tuple[tuple[str, Any], ...] = ()
    """The table options ``variant_named`` applied, as ``(name, value)`` pairs."""

    def __post_init__(self) -> None:
        instance(self.name, str, "name")
        for name in ("initial", "result_of"):
            if not callable(getattr(self, name)):
                raise InvalidValueError("value.type", name=name, type="callable",
                                        value=shown(getattr(self, name)))
        one_of(self.opening, OPENINGS, "opening")
        one_of(self.pass_scope, PASS_SCOPES, "pass_scope")
        one_of(self.dice, (2, 3, 4), "dice")
        one_of(self.family, ("contrary", "parallel", ""), "family")
        for name in ("winner_starts", "progression", "extra_roll", "passing", "mother_rule",
                     "jacoby", "playable", "registered"):
            flag(getattr(self, name), name)
        refusal = self.cube_refusal
        if refusal is not None and not (isinstance(refusal, tuple) and len(refusal) == 2
                                        and all(isinstance(x, str) for x in refusal)):
            raise InvalidValueError("value.type", name="cube_refusal", type="(key, rule)",
                                    value=shown(refusal))
        if not isinstance(self.decisions, tuple) or not all(
                isinstance(x, str) for x in self.decisions):
            raise InvalidValueError("value.type", name="decisions", type="(str, …)",
                                    value=shown(self.decisions))
        if not isinstance(self.options, tuple) or not all(
                isinstance(o, tuple) and len(o) == 2 and isinstance(o[0], str)
                for o in self.options):
            raise InvalidValueError("value.type", name="options", type="((name, value), …)",
                                    value=shown(self.options))

    @property
    def has_flow(self) -> bool:
        """Whether the turn sequence goes beyond one roll and one play (``games.flow``)."""
        return (self.progression or self.extra_roll or self.passing or self.mother_rule
                or self.dice != 2 or self.opening == "rolloff_plus")

    @property
    def has_cube(self) -> bool:
        """Whether the game has a cube at all (a table may still switch it off, C23)."""
        return self.cube_refusal is None

    def __repr__(self) -> str:
        """``variant_named('crazy')`` (with its table options) for a game of the registry,
        which evaluates back to an equal ``Variant``; ``<Variant name>`` otherwise."""
        if not self.registered:
            return f"<Variant {self.name}>"
        options = "".join(f", {name}={value!r}" for name, value in self.options)
        return f"variant_named({self.name!r}{options})"

    def label(self, lang: str | None = None) -> str:
        """The game's name as the book and 004 write it (``variant.name.<name>`` in the
        catalogue; a variant without one shows its ``name``)."""
        from ..i18n import get_language, has_message, translate

        key = f"variant.name.{self.name}"
        return translate(key, lang) if has_message(key, lang or get_language()) else self.name


SHORT = Variant("short", lambda turn: Position.initial(turn), result_of)
