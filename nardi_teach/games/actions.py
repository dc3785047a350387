"""The actions of a game, as recorded values, and ``IllegalAction``.

A game's record is a tuple of these; replaying them from the same start gives the same
states (``nardi_teach.game``).  ``str(action)`` is short and language-neutral.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..core.dice import Dice
from ..core.errors import NardiError
from ..core.moves import Play
from ..i18n import translate


class IllegalAction(NardiError):
    """A game action that the rules do not allow now (doubling after rolling, taking when
    nothing was offered, moving before rolling, …).  ``rule`` is the R-id it breaks; the
    game is left unchanged."""

    def __init__(self, key: str, /, *, rule: str, **params: Any) -> None:
        self.rule = rule
        super().__init__(key, **params)

    def message(self, lang: str | None = None) -> str:
        return f"{self.text(lang)} ({translate('rule', lang, rule=self.rule)})"


@dataclass(frozen=True, slots=True)
class OpeningRoll:
    """One opening roll: each side throws a single die (R23); a tie is re-rolled (R25)."""

    white: int
    black: int

    def __str__(self) -> str:
        return f"opening {self.white}:{self.black}"


@dataclass(frozen=True, slots=True)
class Roll:
    """The side on roll throws both dice (R27)."""

    dice: Dice

    def __str__(self) -> str:
        return f"roll {self.dice}"


@dataclass(frozen=True, slots=True)
class Double:
    """The side on roll offers the cube at the next value, before rolling (R106–R107)."""

    def __str__(self) -> str:
        return "double"


@dataclass(frozen=True, slots=True)
class Take:
    """The doubled side accepts and owns the cube (R108, R110)."""

    def __str__(self) -> str:
        return "take"


@dataclass(frozen=True, slots=True)
class Drop:
    """The doubled side refuses and loses the pre-offer value as a single (R109, C5)."""

    def __str__(self) -> str:
        return "drop"


@dataclass(frozen=True, slots=True)
class CheckerMove:
    """One checker from ``src`` to ``dst`` (one die or several in a row); the turn passes
    when no die that is left can be played."""

    src: int
    dst: int

    def __str__(self) -> str:
        src = "bar" if self.src == 25 else str(self.src)
        dst = "off" if self.dst == 0 else str(self.dst)
        return f"{src}/{dst}"


@dataclass(frozen=True, slots=True)
class WholePlay:
    """A whole play for the roll at once (e.g. ``24/13``); a dance is ``Play()``."""

    play: Play

    def __str__(self) -> str:
        return str(self.play) or "dance"


Action = OpeningRoll | Roll | Double | Take | Drop | CheckerMove | WholePlay
