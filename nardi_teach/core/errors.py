"""The error taxonomy.  Every error is a ``ValueError`` whose message is rendered in the
learner's language from the message catalogues (``nardi_teach.i18n``).

* ``NotationError`` — the text could not be read (syntax), never a rules question;
* ``AmbiguousPlayError`` — the text reads as more than one legal play;
* ``IllegalPlay`` — readable, but breaks a rule: carries ``reason``, the rule's R-id and,
  where it helps, a legal ``example`` play;
* ``InvalidPositionError``, ``InvalidIdError``, ``InvalidDiceError`` — impossible input.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any

from ..i18n import translate

if TYPE_CHECKING:
    from .moves import Play


class NardiError(ValueError):
    """Base class: a message key plus parameters, rendered in any language."""

    def __init__(self, key: str, /, **params: Any) -> None:
        self.key = key
        self.params = params
        super().__init__(key)

    def message(self, lang: str | None = None) -> str:
        """The message in ``lang`` (``"ka"`` or ``"en"``; default: the current language)."""
        return translate(self.key, lang, **self.params)

    def text(self, lang: str | None = None) -> str:
        """The message as a learner's page shows it: without rule ids (the page links the
        rule, ``rule``, to its place in the book instead)."""
        return NardiError.message(self, lang)

    def __str__(self) -> str:
        return self.message()


class NotationError(NardiError):
    """The text of a play (or roll) cannot be read."""


class AmbiguousPlayError(NotationError):
    """The text reads as more than one legal play."""


class InvalidPositionError(NardiError):
    """A position that cannot exist (16 checkers, both colours on one point, …)."""


class InvalidIdError(NardiError):
    """A malformed GNU Backgammon Position/Match ID or XGID."""


class InvalidDiceError(NardiError):
    """Dice outside 1–6, or a roll that cannot be read."""


class Reason(enum.Enum):
    """Why a play or a single checker move is illegal; ``reason.rule`` is the rule id it breaks
    (an R-id, a long-nardi L-id, or a variant's V-id)."""

    NO_CHECKER = "no_checker"
    WRONG_DIRECTION = "wrong_direction"
    DIE_NOT_ROLLED = "die_not_rolled"
    DICE_USED_UP = "dice_used_up"
    POINT_BLOCKED = "point_blocked"
    INTERMEDIATE_BLOCKED = "intermediate_blocked"
    MUST_ENTER_FIRST = "must_enter_first"
    ENTRY_BLOCKED = "entry_blocked"
    ENTER_SINGLE_DIE = "enter_single_die"
    BEAR_OFF_NOT_HOME = "bear_off_not_home"
    BEAR_OFF_BAR = "bear_off_bar"
    BEAR_OFF_AFTER_HIT = "bear_off_after_hit"
    BEAR_OFF_HIGHER = "bear_off_higher"
    BEAR_OFF_TOO_SMALL = "bear_off_too_small"
    MUST_USE_BOTH = "must_use_both"
    MUST_USE_HIGHER = "must_use_higher"
    MUST_PLAY_MORE_DOUBLE = "must_play_more_double"
    MUST_MOVE = "must_move"
    TOO_MANY_MOVES = "too_many_moves"
    GAME_OVER = "game_over"
    NOT_LEGAL = "not_legal"
    # long nardi (L-ids: docs/rules/long_nardi.md)
    POINT_CLOSED = "point_closed"
    HEAD_RULE = "head_rule"
    SIX_BLOCK = "six_block"
    # the short-family variants and rolls of single moves (V-ids: docs/rules/variants.md)
    MUST_PLAY_MORE_DICE = "must_play_more_dice"
    MUST_USE_LARGEST = "must_use_largest"
    PINNED = "pinned"
    PINNED_POINT = "pinned_point"
    BEAR_OFF_PINNED = "bear_off_pinned"
    FROZEN_HITTER = "frozen_hitter"
    BEAR_OFF_EXACT = "bear_off_exact"

    @property
    def rule(self) -> str:
        """The catalogue R-id this reason enforces."""
        return _RULES[self]


_RULES: dict[Reason, str] = {
    Reason.NO_CHECKER: "R29",
    Reason.WRONG_DIRECTION: "R10",
    Reason.DIE_NOT_ROLLED: "R29",
    Reason.DICE_USED_UP: "R33",
    Reason.POINT_BLOCKED: "R36",
    Reason.INTERMEDIATE_BLOCKED: "R37",
    Reason.MUST_ENTER_FIRST: "R59",
    Reason.ENTRY_BLOCKED: "R61",
    Reason.ENTER_SINGLE_DIE: "R62",
    Reason.BEAR_OFF_NOT_HOME: "R67",
    Reason.BEAR_OFF_BAR: "R87",
    Reason.BEAR_OFF_AFTER_HIT: "R88",
    Reason.BEAR_OFF_HIGHER: "R75",
    Reason.BEAR_OFF_TOO_SMALL: "R81",
    Reason.MUST_USE_BOTH: "R42",
    Reason.MUST_USE_HIGHER: "R43",
    Reason.MUST_PLAY_MORE_DOUBLE: "R45",
    Reason.MUST_MOVE: "R40",
    Reason.TOO_MANY_MOVES: "R32",
    Reason.GAME_OVER: "R20",
    Reason.NOT_LEGAL: "R41",
    Reason.POINT_CLOSED: "L3",
    Reason.HEAD_RULE: "L4",
    Reason.SIX_BLOCK: "L6",
    Reason.MUST_PLAY_MORE_DICE: "V18",
    Reason.MUST_USE_LARGEST: "V18",
    Reason.PINNED: "V26",
    Reason.PINNED_POINT: "V27",
    Reason.BEAR_OFF_PINNED: "V30",
    Reason.FROZEN_HITTER: "V22",
    Reason.BEAR_OFF_EXACT: "V44",
}


class IllegalPlay(NardiError):
    """A play (or one checker move) that breaks a rule.

    ``reason`` is a :class:`Reason`, ``rule`` its R-id (``rule=`` names a more specific one),
    ``example`` a legal play that shows the rule (or ``None``).
    """

    def __init__(
        self, reason: Reason, /, *, key: str | None = None, example: Play | None = None,
        rule: str | None = None, **params: Any,
    ) -> None:
        self.reason = reason
        self.rule: str = rule or reason.rule
        self.example = example
        if example is not None:
            params.setdefault("example", str(example))
        super().__init__(key or f"illegal.{reason.value}", **params)

    def text(self, lang: str | None = None) -> str:
        # ``advice`` (for templates that end with a suggestion): the example play known when
        # the message is rendered, "pass" when the roll cannot be played, else "".
        params = {"advice": "" if self.example is None else str(self.example), "roll": "",
                  **self.params}
        if self.example is not None:
            params.setdefault("example", str(self.example))
        return translate(self.key, lang, **params)

    def message(self, lang: str | None = None) -> str:
        return f"{self.text(lang)} ({translate('rule', lang, rule=self.rule)})"


class InvalidValueError(NardiError):
    """A value of the wrong type or out of range given to the engine: a point, a die, a
    side, a match length, a checker count…  ``name`` says which argument."""
