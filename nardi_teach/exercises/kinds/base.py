"""The shape every exercise kind shares: compute the engine's value, read an answer,
compare, explain — plus the generated right and wrong answers the tests and choices use."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.dice import Dice
from ...core.errors import NardiError
from ...i18n import get_language, has_message, translate
from ..answers import read_choice, read_int, read_points, read_yes_no
from ..model import BankError, Exercise, Result, Solution, choice_order


def rule_note(rule: str | None, lang: str | None) -> str:
    """Nothing: a verdict names no rule id — the page links ``Result.rule`` to its place in
    the book beside the verdict (issue 38)."""
    return ""


class Kind:
    """One kind of question.  Subclasses define ``value`` (the engine's answer), ``read``
    (the learner's text → a value, or ``None``), ``show`` and ``explain``."""

    name = ""
    answer_type = "text"
    needs: tuple[str, ...] = ()  # fields an entry must have: position, dice, params
    optional: tuple[str, ...] = ()  # fields an entry may add (the strict checker refuses others)
    internal = False  # made by the program (a learner's mistake), not written in the bank
    hides_pips = False  # the board keeps the pip counts back until the answer is right: they are it

    # — the engine's side —
    def value(self, ex: Exercise) -> Any:
        raise NotImplementedError

    def rule(self, ex: Exercise) -> str | None:
        return ex.rules[0] if ex.rules else None

    def show(self, value: Any, lang: str | None) -> str:
        return str(value)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return ""

    # — the learner's side —
    def read(self, answer: Any) -> Any:
        return answer

    def same(self, ex: Exercise, given: Any, value: Any) -> bool:
        return given == value

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        return Result(False, translate("ex.wrong", lang) + rule_note(self.rule(ex), lang),
                      self.rule(ex))

    def check(self, ex: Exercise, answer: Any, lang: str | None = None) -> Result:
        try:
            given = self.read(answer)
        except NardiError:  # text the reader could not take apart: "write it like this"
            given = None
        if given is None:
            return Result(False, translate(f"ex.unreadable.{self.answer_type}", lang))
        value = self.value(ex)
        if self.same(ex, given, value):
            text = translate("ex.correct", lang)
            note = self.explain(ex, lang)
            return Result(True, f"{text} {note}".strip(), self.rule(ex))
        return self.why_wrong(ex, given, value, lang)

    def solution(self, ex: Exercise, lang: str | None = None) -> Solution:
        return Solution(self.show(self.value(ex), lang), self.explain(ex, lang), self.rule(ex))

    def choices(self, ex: Exercise, lang: str | None) -> list[tuple[str, str]] | None:
        return None

    def placeholder(self, lang: str | None) -> str:
        """The answer box's hint: the format an answer is written in."""
        key = f"ex.placeholder.{self.answer_type}"
        return translate(key if has_message(key) else "ex.placeholder.text", lang)

    # — generated answers (tests, validation) —
    def right_answers(self, ex: Exercise) -> list[str]:
        return [self.show(self.value(ex), "ka"), self.show(self.value(ex), "en")]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        return []

    # — helpers —
    @staticmethod
    def param(ex: Exercise, name: str, default: Any = ...) -> Any:
        if name in ex.params:
            return ex.params[name]
        if default is ...:
            raise BankError("ex.bank.param", where=ex.source, id=ex.id, name=name)
        return default

    @staticmethod
    def roll(ex: Exercise) -> Dice:
        if ex.dice is None:
            raise BankError("ex.bank.param", where=ex.source, id=ex.id, name="dice")
        return ex.roll  # a Dice, or a Roll of three or four dice (triple, "2-2": V16)


class YesNoKind(Kind):
    answer_type = "yesno"

    def read(self, answer: Any) -> Any:
        return read_yes_no(answer)

    def show(self, value: Any, lang: str | None) -> str:
        return translate("word.yes" if value else "word.no", lang)

    def right_answers(self, ex: Exercise) -> list[str]:
        return (["დიახ", "კი", "ჰო", "yes", "Y", "true"] if self.value(ex)
                else ["არა", "no", "N", "false"])

    def wrong_answers(self, ex: Exercise) -> list[str]:
        return ["არა", "no"] if self.value(ex) else ["დიახ", "yes", "კი"]

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        note = self.explain(ex, lang)
        text = translate("ex.wrong_yes" if given else "ex.wrong_no", lang)
        return Result(False, f"{text} {note}".strip() + rule_note(self.rule(ex), lang),
                      self.rule(ex))


class IntKind(Kind):
    answer_type = "int"

    def read(self, answer: Any) -> Any:
        return read_int(answer)

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        key = "ex.int.high" if given > value else "ex.int.low"
        return Result(False, translate(key, lang, given=given) + rule_note(self.rule(ex), lang),
                      self.rule(ex))

    def right_answers(self, ex: Exercise) -> list[str]:
        return [str(self.value(ex)), f" {self.value(ex)} "]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        v = self.value(ex)
        return [str(w) for w in (v + 1, v - 1, v * 2, 0) if w != v and w >= 0]


class PointsKind(Kind):
    """A set of points (``22, 20``); the empty set is a none-word."""

    answer_type = "points"

    def read(self, answer: Any) -> Any:
        return read_points(answer)

    def show(self, value: Any, lang: str | None) -> str:
        if not value:
            return translate("ex.nowhere", lang)
        return ", ".join(str(p) for p in sorted(value, reverse=True))

    def right_answers(self, ex: Exercise) -> list[str]:
        v = sorted(self.value(ex))
        if not v:
            return ["არცერთი", "none", "-"]
        return [", ".join(map(str, v)), " ".join(map(str, reversed(v))),
                " და ".join(map(str, v))]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        v = set(self.value(ex))
        out = []
        if v:
            out.append(", ".join(map(str, sorted(v)[1:])) or "არცერთი")
        extra = next((p for p in range(24, 0, -1) if p not in v), None)
        if extra is not None:
            out.append(", ".join(map(str, sorted(v | {extra}))))
        return out


class ChoiceKind(Kind):
    """Multiple choice: option keys labelled through the catalogues (``ex.opt.<key>``)."""

    answer_type = "choice"

    def options(self, ex: Exercise) -> Sequence[str]:
        raise NotImplementedError

    def label(self, key: str, lang: str | None) -> str:
        return translate(f"ex.opt.{key}", lang)

    def ordered(self, ex: Exercise) -> list[str]:
        """The options in the order shown (fixed per exercise id, see ``choice_order``)."""
        return choice_order(ex.id, self.options(ex))

    def read_for(self, ex: Exercise, answer: Any) -> str | None:
        names = [(k, (self.label(k, "ka"), self.label(k, "en"))) for k in self.ordered(ex)]
        return read_choice(answer, names)

    def check(self, ex: Exercise, answer: Any, lang: str | None = None) -> Result:
        given = self.read_for(ex, answer)
        if given is None:
            return Result(False, translate("ex.unreadable.choice", lang))
        return super().check(ex, given, lang)

    def show(self, value: Any, lang: str | None) -> str:
        return self.label(value, lang)

    def choices(self, ex: Exercise, lang: str | None) -> list[tuple[str, str]] | None:
        return [(k, self.label(k, lang)) for k in self.ordered(ex)]

    def right_answers(self, ex: Exercise) -> list[str]:
        v = self.value(ex)
        return [v, self.label(v, "ka"), self.label(v, "en"), str(self.ordered(ex).index(v) + 1)]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        v = self.value(ex)
        return [k for k in self.options(ex) if k != v] + [
            self.label(k, "ka") for k in self.options(ex) if k != v]

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        """Why the chosen option is wrong (its own note, where the catalogue has one), then
        the right answer and the reason for it."""
        text = translate("ex.wrong_choice", lang, given=self.label(given, lang))
        if has_message(f"ex.why.{given}", lang or get_language()):
            text += " " + translate(f"ex.why.{given}", lang)
        right = translate("ex.right_choice", lang, answer=self.label(value, lang))
        note = self.explain(ex, lang)
        text = f"{text} {right} {note}".strip()
        return Result(False, text + rule_note(self.rule(ex), lang), self.rule(ex))


__all__ = ["ChoiceKind", "IntKind", "Kind", "PointsKind", "YesNoKind", "read_points",
           "rule_note"]
