"""The boards' games: every playable game of the registry (``games.registry.VARIANTS``) by
its name, with what a board needs of it — its start, its position class, how many dice a
roll throws, its bear-off drill for the practice mode.

One list for the boards, the computer and the book: a board config names a game by its
registry name (``"plakoto"``, ``"gul_bara"``) or one of the registry's other spellings
(``"gul-bara"``, ``"2-2"``); the board keeps the registry name.

>>> canonical("gul-bara"), canonical("2-2"), "plakoto" in GAME_NAMES
('gul_bara', 'two_two', True)
>>> type(initial_position("plakoto")).__name__, dice_count("triple")
('PlakotoPosition', 3)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from ..core.board import Color
from ..core.dice import Dice, DiceLike, Roll
from ..core.errors import NardiError
from ..games.long_game import long_variant
from ..games.registry import ALIASES, VARIANTS, playable, variant_named
from ..games.variant import SHORT, Variant
from ..long_nardi.movegen import CROSS

GAME_NAMES: tuple[str, ...] = tuple(playable())
"""Every game a board plays, in the registry's order (long family first)."""


def _registry(name: str) -> Callable[[], Variant]:
    return lambda: variant_named(name)


GAMES: dict[str, Callable[[], Variant]] = {
    **{name: _registry(name) for name in GAME_NAMES}, "short": lambda: SHORT,
    "long": long_variant}
"""Each game's ``Variant`` for the game board, by its registry name (long nardi's own: the
cube off, the opening roll re-rolled, L2, L10; the YellowClub family's turn sequences:
``games.flow``)."""


def canonical(name: object) -> str | None:
    """The registry's name for ``name`` (an alias is read), or ``None`` for no playable game."""
    if not isinstance(name, str):
        return None
    name = ALIASES.get(name, name)
    return name if name in GAME_NAMES else None


def game_variant(name: str) -> Variant:
    """The registry's ``Variant`` of game ``name`` (long nardi: the cube off, L10)."""
    return variant_named(name)


def initial_position(name: str, turn: Color = Color.WHITE) -> Any:
    """Game ``name``'s start with ``turn`` on roll."""
    return VARIANTS[name].initial(turn)


def position_class(name: str) -> type:
    """The position class of game ``name``."""
    return type(initial_position(name))


def variant_of(position: Any) -> str:
    """The registry name of the game a position belongs to (crazy plakoto is plakoto's
    class with its ``crazy`` flag, V57)."""
    name = ALIASES.get(position.variant, position.variant)
    if name == "plakoto" and getattr(position, "crazy", False):
        return "crazy_plakoto"
    return name


def position_from_id(name: str, text: str, turn: Color) -> Any:
    """A position of game ``name`` from the ID its ``position_id()`` wrote; short-family IDs
    (gnubg's) do not name the side on roll, which ``turn`` gives."""
    cls = position_class(name)
    try:
        return cls.from_position_id(text, turn=turn)
    except TypeError:  # the ID names the side on roll itself (plakoto, V24)
        return cls.from_position_id(text)


def dice_count(name: str) -> int:
    """How many dice one roll of game ``name`` throws (V16, V19: three or four)."""
    return VARIANTS[name].dice


def dice_placeholder(name: str) -> str:
    """The catalogue key of the dice box's example: two dice, or three or four (V16)."""
    count = dice_count(name)
    return "widget.dice_placeholder" if count == 2 else f"widget.dice_placeholder_{count}"


def throw(name: str, rng: random.Random, dice: DiceLike | Roll | None = None) -> Dice | Roll:
    """A roll for game ``name``: ``dice`` read for it (two dice as ``Dice``, three or four as
    ``Roll``) or thrown with ``rng``."""
    count = dice_count(name)
    if dice is None:
        values = [rng.randint(1, 6) for _ in range(count)]
        return Dice(*values) if count == 2 else Roll(*values)
    if count == 2:
        return Dice.coerce(dice)  # type: ignore[arg-type]
    roll = Roll.coerce(dice)  # type: ignore[arg-type]
    if len(roll) != count:
        from ..core.errors import InvalidDiceError

        raise InvalidDiceError("dice.variant_count", n=count, count=len(roll))
    return roll


# — the bear-off drill of each game (R184) —

StepMaker = Callable[..., Any]


def practice_steps(name: str, short_steps: tuple[Any, ...], long_steps: tuple[Any, ...],
                   make: StepMaker) -> tuple[Any, ...]:
    """Game ``name``'s bear-off drill: short nardi's steps (long nardi's for the long family)
    set up on the game's own board — without the bar step where there is no bar (plakoto,
    V25), the larger-number and double steps in the crazy games (exact numbers only, V44),
    the double step where a roll has no doubles (V16); three or four dice where the game
    throws them;
    hypergammon's with its three checkers (V12)."""
    variant = VARIANTS[name]
    cls = position_class(name)
    crazy = bool(getattr(initial_position(name), "crazy", False)) or variant.progression
    base = long_steps if variant.family == "parallel" else short_steps
    if name == "hypergammon":
        base = _HYPER
    out = []
    for step in base:
        kind = step.key.removeprefix("practice.")
        if kind == "bar" and not getattr(cls, "has_bar", True):
            continue
        if kind == "larger" and crazy:
            continue
        if kind == "double" and (variant.dice != 2 or crazy):
            continue
        dice: Dice | Roll = step.dice
        if variant.dice != 2:
            dice = Roll(*step.dice, *(1,) * (variant.dice - 2))
        player = _checkers(step.position.player)
        opponent = _checkers(step.position.opponent,
                             mirror=long_cross if variant.family == "parallel" else short_mirror)
        try:
            position = cls.from_checkers(player, opponent, **_options(name))
        except NardiError:  # pragma: no cover - every drill position is valid for its game
            continue
        out.append(make(step.key, position, dice, off=step.off, home=step.home,
                        enter=step.enter))
    return tuple(out)


def _options(name: str) -> dict[str, Any]:
    return {"crazy": True} if name == "crazy_plakoto" else {}


def short_mirror(point: int) -> int:
    """The opponent's ``point`` in the player's numbering, short family (R5)."""
    return 25 - point


def long_cross(point: int) -> int:
    """The opponent's ``point`` in the player's numbering, long family (L1)."""
    return CROSS[point]


def _checkers(side: tuple[int, ...], mirror: Callable[[int], int] | None = None
              ) -> Mapping[int | str, int]:
    """A side's checkers as ``from_checkers`` reads them (the player's numbering; the
    opponent's through ``mirror``, its own numbering onto the player's)."""
    out: dict[int | str, int] = {}
    for point in range(1, 25):
        if side[point]:
            out[mirror(point) if mirror else point] = side[point]
    if side[25]:
        out["bar"] = side[25]
    return out


class _Step:
    """A drill step as ``practice_steps`` reads it (hypergammon's own, V12)."""

    def __init__(self, key: str, player: Mapping[int | str, int],
                 opponent: Mapping[int | str, int], dice: str, **goal: Any) -> None:
        from ..short_nardi.family import HyperPosition

        self.key = key
        self.position = HyperPosition.from_checkers(player, opponent)
        self.dice = Dice.parse(dice)
        self.off = goal.get("off", 0)
        self.home = goal.get("home", False)
        self.enter = goal.get("enter", False)


_HYPER_FAR = {20: 1, 21: 1, 22: 1}
_HYPER = (
    _Step("practice.home", {8: 1, 5: 1, 2: 1}, _HYPER_FAR, "3-2", home=True, off=1),
    _Step("practice.exact", {6: 1, 4: 1, 2: 1}, _HYPER_FAR, "6-4", off=2),
    _Step("practice.larger", {4: 1, 3: 1, 2: 1}, _HYPER_FAR, "6-5", off=2),
    _Step("practice.double", {4: 1, 3: 1, 1: 1}, _HYPER_FAR, "4-4", off=3),
    _Step("practice.bar", {"bar": 1, 6: 1, 5: 1}, _HYPER_FAR, "6-2", enter=True),
)
"""Hypergammon's drill: the same five lessons with three checkers a side (V12)."""
