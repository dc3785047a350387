"""The exercise kinds answered by small rules tables (``tables``) or by building a
position: quarters and numbering (R6–R8, C1), valid positions (R2, R18–R19), the opening
roll (R23–R28), facts and etiquette decisions (R141–R151, C16–C18)."""

from __future__ import annotations

from typing import Any

from ...core.board import Color
from ...core.errors import InvalidPositionError
from ...i18n import translate
from ...long_nardi.movegen import CROSS, run_through
from ...long_nardi.position import LongPosition
from ..answers import normal
from ..model import BankError, Exercise, Result, parse_position
from ..registry import register
from . import tables
from .base import ChoiceKind, IntKind, Kind, YesNoKind, rule_note


class ValidPositionKind(YesNoKind):
    """Can this position exist (R2, R18, R19)?  ``position`` may be impossible on purpose."""

    name, needs = "valid_position", ("position",)

    def _error(self, ex: Exercise) -> InvalidPositionError | None:
        try:
            parse_position(str(ex.position), ex.source, ex.variant)
        except InvalidPositionError as error:
            return error
        return None

    def value(self, ex: Exercise) -> bool:
        return self._error(ex) is None

    def explain(self, ex: Exercise, lang: str | None) -> str:
        error = self._error(ex)
        if error:
            return error.text(lang)
        side = _blocking_side(parse_position(str(ex.position), ex.source, ex.variant))
        if side is not None:  # the reason it stands is the block rule's own (L6)
            return translate("ex.position_ok_block", lang, side="X" if side == Color.WHITE
                             else "O")
        return translate("ex.position_ok", lang)


def _blocking_side(position: object) -> Color | None:
    """The side of a (valid) long-nardi position that holds six points in a row — allowed
    only because an opposing checker is already past them (L6); ``None`` if neither does."""
    if not isinstance(position, LongPosition):
        return None
    for me, color in ((position.player, position.turn), (position.opponent, position.turn.other)):
        for q in range(1, 25):
            if me[CROSS[q]]:
                lo, hi = run_through(me, CROSS[q])
                if hi - lo >= 5:
                    return Color(color)
    return None


class QuarterKind(ChoiceKind):
    """Which quarter of the board is ``point`` in (R6–R8)?"""

    name, needs = "quarter", ("point",)

    def options(self, ex: Exercise) -> tuple[str, ...]:
        return tables.QUARTERS

    def value(self, ex: Exercise) -> str:
        return tables.quarter(int(self.param(ex, "point")))


class ConvertKind(IntKind):
    """A source's point number (``source``: 004, 000 or opponent; ``color``) in the player's
    own numbering (C1)."""

    name, needs = "convert", ("point", "source")
    optional = ("color",)

    def value(self, ex: Exercise) -> int:
        point, source = int(self.param(ex, "point")), str(self.param(ex, "source"))
        if ex.is_long:
            return tables.long_to_own(point, source, str(ex.params.get("color", "white")))
        return tables.to_own(point, source, str(ex.params.get("color", "white")))


class OpeningKind(Kind):
    """Opening roll: X rolls ``x``, O rolls ``o`` — who moves, and with which roll (R24–R25)?
    Answer ``X 5-3`` or a re-roll word."""

    name, answer_type, needs = "opening", "opening", ("x", "o")
    SIDES = {"x": "X", "o": "O", "white": "X", "black": "O", "თეთრი": "X", "შავი": "O"}
    REROLL = {"reroll", "re-roll", "ხელახლა", "თავიდან", "ხელახლა გაგორება", "ხელახალი გაგორება"}

    def value(self, ex: Exercise) -> Any:
        return tables.opening(int(self.param(ex, "x")), int(self.param(ex, "o")))

    def read(self, answer: Any) -> Any:
        from ...core.dice import Dice
        from ...core.errors import InvalidDiceError

        text = normal(answer).replace(",", " ")
        if text in self.REROLL:
            return "reroll"
        words = text.split(maxsplit=1)
        if len(words) != 2 or words[0] not in self.SIDES:
            return None
        try:
            return self.SIDES[words[0]], Dice.parse(words[1])
        except InvalidDiceError:
            return None

    def same(self, ex: Exercise, given: Any, value: Any) -> bool:
        return given == ("reroll" if value is None else value)

    def show(self, value: Any, lang: str | None) -> str:
        if value is None:
            return translate("ex.opt.reroll", lang)
        return f"{translate(f'ex.opt.{value[0]}', lang)} {value[1]}"

    def explain(self, ex: Exercise, lang: str | None) -> str:
        value = self.value(ex)
        if value is None:
            return translate("ex.opening_tie", lang)
        return translate("ex.opening_higher", lang, side=value[0], dice=tuple(value[1]))

    def rule(self, ex: Exercise) -> str | None:
        return "R25" if self.value(ex) is None else "R24"

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        text = translate("ex.wrong", lang) + " " + self.explain(ex, lang)
        return Result(False, text + rule_note(self.rule(ex), lang), self.rule(ex))

    def right_answers(self, ex: Exercise) -> list[str]:
        value = self.value(ex)
        if value is None:
            return ["ხელახლა", "reroll", "Re-roll"]
        side, dice = value
        return [f"{side} {dice}", f"{side.lower()}, {dice.high}{dice.low}",
                f"{'თეთრი' if side == 'X' else 'შავი'} {dice.low}-{dice.high}"]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        value = self.value(ex)
        if value is None:
            return ["X 3-3", "O 3-3"]
        side, dice = value
        other = "O" if side == "X" else "X"
        return [f"{other} {dice}", "ხელახლა", f"{side} {dice.high}-{dice.high}"]


class OpeningRollKind(YesNoKind):
    """Can the first move of a game be played with ``roll`` (R24–R26)?"""

    name, needs = "opening_roll", ("roll",)

    def value(self, ex: Exercise) -> bool:
        from ...core.dice import Dice

        return Dice.parse(str(self.param(ex, "roll"))) in tables.opening_rolls()

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return translate("ex.opening_never_double" if not self.value(ex) else "ex.opening_any",
                         lang)


class FactKind(ChoiceKind):
    """A multiple-choice question answered by the rules table ``tables.FACTS`` (``case``)."""

    name, needs = "fact", ("case",)

    def fact(self, ex: Exercise) -> tables.Fact:
        case = str(self.param(ex, "case"))
        if case not in tables.FACTS:
            raise BankError("ex.bank.case", where=ex.source, id=ex.id, case=case)
        return tables.FACTS[case]

    def options(self, ex: Exercise) -> tuple[str, ...]:
        return self.fact(ex).options

    def value(self, ex: Exercise) -> str:
        return self.fact(ex).answer

    def rule(self, ex: Exercise) -> str | None:
        return ", ".join(self.fact(ex).rules)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return translate(f"ex.fact.{self.param(ex, 'case')}", lang)


class EtiquetteKind(FactKind):
    """Etiquette and tournament procedure (R141–R151)."""

    name = "etiquette"


TABLE_KINDS: dict[str, Kind] = {k.name: k for k in (
    ValidPositionKind(), QuarterKind(), ConvertKind(), OpeningKind(), OpeningRollKind(),
    FactKind(), EtiquetteKind(),
)}

register(*TABLE_KINDS.values())
