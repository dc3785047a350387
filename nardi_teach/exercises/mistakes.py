"""A learner's mistakes as exercises (issue 39, point 3): a play the tutor called bad or very
bad in a game becomes "find a better play" in the same position with the same roll, checked by
the engine (the kind ``better_play``, :mod:`.kinds.mistake`) and explained by the tutor's
reasons.  It goes into the review queue like a missed exercise of the bank.

Such an exercise is not in the bank: its id (:func:`nardi_teach.computer.mistakes.mistake_id`)
holds all of it, so the review page and the live book's bridge rebuild it from the id alone.

>>> ex = mistake_exercise("mistake~short~4-2~24/20_13/11~4HPwATDgc/ABMA")
>>> ex.check("8/4 6/4", "en").message
'Right: 8/4 6/4 is the tutor’s best play.'
>>> ex.check("24/20 13/11", "en").correct, mistake_exercise("mistake~short~x") is None
(False, True)
"""

from __future__ import annotations

from ..computer.mistakes import is_mistake, mistake_id, read_mistake_id
from ..i18n import translate
from .model import Exercise

CHAPTER = {"short": 0, "long": 20}
"""The chapter number a mistake is filed under: 0 (short nardi's practice) or 20 (long's)."""


def mistake_exercise(exercise_id: object) -> Exercise | None:
    """The exercise an id of ``mistake_id`` names; ``None`` for any other text."""
    read = read_mistake_id(exercise_id)
    if read is None:
        return None
    game, position, dice, play = read
    question = {lang: translate("mistake.question", lang, play=str(play), dice=tuple(dice))
                for lang in ("ka", "en")}
    ident = position.id() if game == "long" else position.gnubg_id()  # type: ignore[union-attr]
    return Exercise(id=str(exercise_id), chapter=CHAPTER[game], kind="better_play", rules=(),
                    question=question, position=ident, dice="-".join(str(d) for d in dice),
                    params={"game_play": str(play)}, source="", variant=game)


__all__ = ["CHAPTER", "is_mistake", "mistake_exercise", "mistake_id"]
