"""The kind of a learner's mistake turned exercise (issue 39, :mod:`..mistakes`): "find a better
play" — any legal play the tutor calls good (within its ``GOOD`` margin of the best) is right;
the solution is the best play and the tutor's reasons against the play the learner made. Both
are answers a click waits for (a check, "show the solution", often days later on the review
page with nothing kept), so both search ``tutor.QUICK`` plies deep: the tutor's deeper verdict
that flagged the play is worked out after a click, never within one."""

from __future__ import annotations

from typing import Any

from ...computer import tutor
from ...core.errors import IllegalPlay, NotationError
from ...core.moves import Play
from ...i18n import translate
from ..model import Exercise, Result, Solution
from ..registry import register
from .base import Kind


class BetterPlayKind(Kind):
    """Find a better play than ``game_play`` (the learner's own, in a game)."""

    name, answer_type, needs = "better_play", "play", ("position", "dice")
    optional = ("game_play",)
    internal = True  # built from a game (``exercises/mistakes.py``), never a bank entry

    def value(self, ex: Exercise) -> Play:
        position = ex.board
        assert position is not None
        return tutor.hint(position, self.roll(ex))

    def _played(self, ex: Exercise) -> Play:
        position = ex.board
        assert position is not None
        return position.parse_play(str(ex.params["game_play"]), self.roll(ex))

    def check(self, ex: Exercise, answer: Any, lang: str | None = None) -> Result:
        position = ex.board
        assert position is not None
        dice = self.roll(ex)
        try:
            play = answer if isinstance(answer, Play) else position.parse_play(str(answer), dice)
        except (IllegalPlay, NotationError) as error:
            return Result(False, error.text(lang), getattr(error, "rule", None))
        review = tutor.review_play(position, dice, play, tutor.QUICK)  # within the click
        if position.play(play) == position.play(self._played(ex)):
            return Result(False, translate("mistake.same", lang, play=str(play)))
        if review.verdict is tutor.Verdict.GOOD:
            key = "mistake.best" if review.loss == 0 else "mistake.good"
            return Result(True, translate(key, lang, play=str(play), loss=review.loss))
        verdict = translate(f"tutor.ui.verdict.{review.verdict.value}", lang)
        return Result(False, translate("mistake.still", lang, play=str(play), verdict=verdict,
                                       loss=review.loss))

    def solution(self, ex: Exercise, lang: str | None = None) -> Solution:
        position = ex.board
        assert position is not None
        review = tutor.review_play(position, self.roll(ex), self._played(ex), tutor.QUICK)
        why = " ".join(r.text(lang) for r in review.reasons())
        verdict = translate(f"tutor.ui.verdict.{review.verdict.value}", lang)
        head = translate("mistake.solution", lang, played=str(review.play), verdict=verdict,
                         loss=review.loss, best=str(review.best))
        return Solution(str(review.best), f"{head} {why}".strip())

    def right_answers(self, ex: Exercise) -> list[str]:
        return [str(self.value(ex))]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        return [str(ex.params["game_play"]), "xyz"]


register(BetterPlayKind())
