"""Every game of the YellowClub family (004) as a ``Variant``, in one registry that the
boards, the computer and the book read: ``VARIANTS`` maps a name to its ``Variant``;
``variant.label(lang)`` is the name as the book and 004 write it (კლასიკური, გიულბარი, …).

Each entry names its start and scoring, its opening (V10, V14, V19, V33, V59), its cube
(V15, V32, L10) and its turn sequence (``games.flow``: V43, V46, V48, V50, V54, V56, V57).
Tbilisi is only named (V60): ``playable`` is false.

>>> [name for name, v in VARIANTS.items() if v.progression]
['crazy', 'crazy_gul_bara', 'crazy_fevga', 'crazy_short', 'crazy_plakoto']
>>> VARIANTS["gul_bara"].label("ka"), VARIANTS["gul_bara"].label("en")
('გიულბარი', 'gul-bara')
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from ..core.board import Color
from ..core.checks import shown
from ..core.errors import InvalidValueError
from ..long_nardi.family import (
    CrazyFevgaPosition,
    CrazyGulBaraPosition,
    CrazyPosition,
    FevgaPosition,
    GulBaraPosition,
    KhachapuriPosition,
    SportPosition,
)
from ..long_nardi.greek import GreekFevgaPosition
from ..long_nardi.position import LongPosition
from ..plakoto import PlakotoPosition
from ..short_nardi.family import (
    CaucasianPosition,
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)
from ..short_nardi.position import Position
from .scoring import GameResult
from .variant import PASS_SCOPES, Variant

NO_CUBE_LONG = ("action.double_no_cube", "L10")
"""Long nardi's cube is off unless the table turns it on (L10)."""
NO_CUBE_PLAKOTO = ("action.double_no_cube", "V32")
"""Plakoto has no cube (V32)."""


def scorer(initial: Callable[[Color], Any] | None, koks: bool
           ) -> Callable[[Any, Color], GameResult]:
    """A game's ``result_of``: oin; mars when the loser has borne off none of the checkers
    it started with (a game with fewer than 15 counts from its start, V15); koks, when the
    game has it (V11), when the loser also has a checker on the bar or in the winner's
    home.  Long-family games and plakoto have no koks (L9, V32, V41, V55).  ``initial``
    ``None``: the game starts with all its checkers on the board."""

    def result_of(position: Any, winner: Color | None = None) -> GameResult:
        if winner is None:
            winner = position.winner()
            if winner is None:
                raise InvalidValueError("value.type", name="position", type="finished game",
                                        value=shown(position))
        start_off = 0 if initial is None else initial(Color.WHITE).player[0]
        loser = position.checkers(Color(winner).other)
        if loser[0] > start_off:
            return GameResult.SINGLE
        if koks and getattr(position, "has_koks", False) and any(loser[19:26]):
            return GameResult.BACKGAMMON
        return GameResult.GAMMON

    return result_of


def _of(cls: Any, **options: Any) -> Callable[[Color], Any]:
    """A game's start: ``cls.initial(turn)`` (its own class, python-chess's variant boards)."""

    def initial(turn: Color) -> Any:
        return cls.initial(turn, **options)

    return initial


def _not_playable(name: str) -> Callable[[Color], Any]:
    def initial(turn: Color) -> Any:
        raise InvalidValueError("variant.not_playable", name=name)

    return initial


def _long(name: str, cls: type[LongPosition], *, opening: str = "reroll",
          decisions: tuple[str, ...], **flow: Any) -> Variant:
    def initial(turn: Color) -> LongPosition:
        return cls.initial(turn)

    return Variant(name, initial, scorer(initial, koks=False), opening=opening,
                   winner_starts=True, cube_refusal=NO_CUBE_LONG, family="parallel",
                   decisions=decisions, registered=True, **flow)


def _contrary(name: str, initial: Callable[[Color], Any], *, decisions: tuple[str, ...],
              koks: bool = True, **options: Any) -> Variant:
    start = initial if options.get("playable", True) else None
    return Variant(name, initial, scorer(start, koks=koks), family="contrary",
                   decisions=decisions, registered=True, **options)


_CRAZY = {"progression": True}
_PASSING = {"passing": True}

VARIANTS: dict[str, Variant] = {
    # — the long (parallel) family: oin / mars (L9), the roll-off winner rolls afresh (L2) —
    "long": _long("long", LongPosition, decisions=("V58", "L1", "L11", "R165")),
    "sport": _long("sport", SportPosition, opening="play_rolloff",
                   decisions=("V59", "R162")),
    "crazy": _long("crazy", CrazyPosition, decisions=("V42", "V43", "V44", "R167", "R90"),
                   **_CRAZY),
    "gul_bara": _long("gul_bara", GulBaraPosition, decisions=("V47", "V48", "V65", "V66",
                                                               "R166"),
                      extra_roll=True, **_PASSING),
    "crazy_gul_bara": _long("crazy_gul_bara", CrazyGulBaraPosition,
                            decisions=("V50", "V62", "V66", "R163", "R168"),
                            **_CRAZY, **_PASSING),
    "khachapuri": _long("khachapuri", KhachapuriPosition,
                        decisions=("V51", "V52", "V53", "V54", "V55", "R166"),
                        extra_roll=True, **_PASSING),
    "fevga": _long("fevga", FevgaPosition, decisions=("V34", "V35", "V41", "R163")),
    "fevga_greek": _long("fevga_greek", GreekFevgaPosition,
                         decisions=("V37", "V38", "V39", "V40", "V41")),
    "crazy_fevga": _long("crazy_fevga", CrazyFevgaPosition,
                         decisions=("V56", "V34", "V44", "R168"), **_CRAZY, **_PASSING),
    # — the short (contrary) family: the roll-off dice are the first play (V10) —
    "short": _contrary("short", _of(Position), decisions=("V8", "V9", "V10", "V11")),
    "hypergammon": _contrary("hypergammon", _of(HyperPosition), jacoby=True,
                             decisions=("V12", "V13", "V14", "V15")),
    "caucasian": _contrary("caucasian", _of(CaucasianPosition),
                           decisions=("V20", "V21", "V22", "R172")),
    "crazy_short": _contrary("crazy_short", _of(CrazyShortPosition),
                             decisions=("V46", "V44", "R169"), **_CRAZY),
    "triple": _contrary("triple", _of(TriplePosition), dice=3, opening="rolloff_plus",
                        decisions=("V16", "V17", "V18", "V19", "R170")),
    "two_two": _contrary("two_two", _of(TwoTwoPosition), dice=4, opening="rolloff_plus",
                         decisions=("V16", "V17", "V18", "V19", "R171")),
    "plakoto": _contrary("plakoto", _of(PlakotoPosition), koks=False, opening="reroll",
                         winner_starts=True, cube_refusal=NO_CUBE_PLAKOTO, mother_rule=True,
                         decisions=("V24", "V31", "V32", "V33", "R173")),
    "crazy_plakoto": _contrary("crazy_plakoto", _of(PlakotoPosition, crazy=True),
                               koks=False, opening="reroll", winner_starts=True,
                               cube_refusal=NO_CUBE_PLAKOTO, mother_rule=True,
                               decisions=("V57", "V31", "V44", "R168"), **_CRAZY, **_PASSING),
    # — named only —
    "tbilisi": Variant("tbilisi", _not_playable("tbilisi"), scorer(None, koks=True),
                       family="", playable=False, decisions=("V60", "R165"),
                       registered=True),
}
"""Every game by its name (the positions' ``variant`` names, V-ids in ``decisions``)."""

ALIASES = {"classic": "long", "gul-bara": "gul_bara", "crazy-gul-bara": "crazy_gul_bara",
           "crazy-fevga": "crazy_fevga", "crazy-short": "crazy_short", "2-2": "two_two",
           "crazy-plakoto": "crazy_plakoto"}
"""Other spellings of the names (004's "classic" is long nardi, V58)."""


def variant_named(name: str, *, cube: bool | None = None, pass_scope: str | None = None
                  ) -> Variant:
    """The registry's ``Variant`` for ``name`` (or an alias), with table options:
    ``cube`` turns the cube on or off (long family: off by default, L10; plakoto has none,
    V32, but a table may still turn it on, V32's open point); ``pass_scope="all"`` passes
    every unplayed die, not only a double's (V66's switch).

    >>> variant_named("classic").name, variant_named("crazy", cube=True).has_cube
    ('long', True)
    """
    if not isinstance(name, str) or ALIASES.get(name, name) not in VARIANTS:
        raise InvalidValueError("value.one_of", name="variant", names=", ".join(VARIANTS),
                                value=shown(name))
    variant = VARIANTS[ALIASES.get(name, name)]
    if cube is not None:
        if not isinstance(cube, bool):
            raise InvalidValueError("value.type", name="cube", type="bool", value=shown(cube))
        refusal = None if cube else ("action.double_no_cube", "R114")
        if not cube and variant.cube_refusal is not None:
            refusal = variant.cube_refusal
        variant = replace(variant, cube_refusal=refusal,
                          options=variant.options + (("cube", cube),))
    if pass_scope is not None:
        if pass_scope not in PASS_SCOPES or not isinstance(pass_scope, str):
            raise InvalidValueError("value.one_of", name="pass_scope",
                                    names=", ".join(PASS_SCOPES), value=shown(pass_scope))
        variant = replace(variant, pass_scope=pass_scope,
                          options=variant.options + (("pass_scope", pass_scope),))
    return variant


def playable() -> list[str]:
    """The names of the games that can be played now (all but Tbilisi, V60)."""
    return [name for name, v in VARIANTS.items() if v.playable]
