"""The exercise half of the live book's bridge (see ``nardi_teach.web.boards``): the bank, loaded in
the reader's browser, and the engine's verdict on an answer, all as JSON text.

Nothing here raises: an unknown exercise or an answer that is not text gives
``{"ok": false, "error": true, "message": …}`` (in the page's language), so the page shows
it where the learner looked and every other exercise keeps working.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..controllers.links import rule_link
from ..core.checks import shown
from ..core.errors import NardiError
from ..core.limits import loads_json
from ..exercises import kind_of
from ..exercises.bank import LOADED as _exercises
from ..exercises.mistakes import mistake_exercise
from ..exercises.model import BankError, Exercise
from ..html.exercises import board_markup, hides_pips
from ..i18n import LANGUAGES, translate

MAX_ANSWER = 2000  # characters of one answer
MAX_BANK = 20_000_000  # characters of the whole bank's JSON (the book's is about 0.3 MB)


def load_exercises(bank_json: str) -> int:
    """Load the bank (JSON ``{id: entry}``, written at build time); returns how many are
    loaded.  An entry that is not an exercise is left out (the validator names it)."""
    try:
        bank = loads_json(bank_json, max_chars=MAX_BANK) if isinstance(bank_json, str) else None
    except (ValueError, RecursionError):  # JSONDecodeError, LimitError
        bank = None
    for key, entry in (bank.items() if isinstance(bank, dict) else ()):
        try:
            _exercises[str(key)] = Exercise.from_dict(entry)
        except NardiError:
            continue
    return len(_exercises)


def _lang(lang: object) -> str | None:
    return lang if isinstance(lang, str) and lang in LANGUAGES else None


def _find(exercise_id: object) -> Exercise:
    ex = _exercises.get(exercise_id) if isinstance(exercise_id, str) else None
    if ex is None:  # a learner's mistake in a game (issue 39): the id holds the exercise
        ex = mistake_exercise(exercise_id)
    if ex is None:
        raise BankError("live.no_exercise", id=shown(exercise_id))
    return ex


def _answer(build: Callable[[], dict[str, Any]], lang: str | None, exercise_id: object) -> str:
    try:
        out = {"ok": True, **build()}
    except NardiError as error:
        out = _error(error.text(lang),  # as the page shows it: no rule ids
                     exercise_id)
    except Exception:  # noqa: BLE001 - a bug must not disable the page; the tests allow none
        out = _error(translate("live.internal", lang), exercise_id)
    return json.dumps(out, ensure_ascii=False)


def _error(message: str, exercise_id: object) -> dict[str, Any]:
    return {"ok": False, "error": True, "id": exercise_id if isinstance(exercise_id, str) else None,
            "message": message, "correct": False, "rule": None, "choices": None}


def exercise_form(exercise_id: str, lang: str | None = None) -> str:
    """The answer controls of an exercise: its choices (or none: free text) and labels."""
    lang = _lang(lang)

    def build() -> dict[str, Any]:
        ex = _find(exercise_id)
        choices = ex.choices(lang)
        return {
            "id": exercise_id,
            "choices": [[key, label] for key, label in choices] if choices else None,
            "check": translate("live.check", lang),
            "answer": translate("live.answer", lang),
            "placeholder": kind_of(ex).placeholder(lang),
        }

    return _answer(build, lang, exercise_id)


def check_answer(exercise_id: str, answer: str, lang: str | None = None) -> str:
    """The engine's verdict on ``answer``: ``{"correct", "message", "rule"}``; for a right
    answer to a question whose board kept its pip counts back, also ``"board"``: the board
    with them, for the page to show in its place."""
    lang = _lang(lang)

    def build() -> dict[str, Any]:
        ex = _find(exercise_id)
        text = answer if isinstance(answer, str) else ""
        if len(text) > MAX_ANSWER:
            text = text[:MAX_ANSWER]
        result = ex.check(text, lang)
        out = {"correct": result.correct, "message": result.message, "rule": result.rule,
               "rule_link": rule_link(result.rule, lang), "error": False}
        if result.correct and hides_pips(ex):
            out["board"] = board_markup(ex, lang, revealed=True)
        return out

    return _answer(build, lang, exercise_id)


__all__ = ["check_answer", "exercise_form", "load_exercises"]
