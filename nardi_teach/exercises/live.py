"""The exercise half of the live book's bridge (see ``nardi_teach.live``): the bank, loaded in
the reader's browser, and the engine's verdict on an answer, all as JSON text."""

from __future__ import annotations

import json
from typing import Any

from ..i18n import translate
from .kinds import kind_of
from .model import Exercise

_exercises: dict[str, Any] = {}


def load_exercises(bank_json: str) -> int:
    """Load the bank (JSON ``{id: entry}``, written at build time); returns how many."""
    for key, entry in json.loads(bank_json).items():
        _exercises[key] = Exercise.from_dict(entry)
    return len(_exercises)


def exercise_form(exercise_id: str, lang: str | None = None) -> str:
    """The answer controls of an exercise: its choices (or none: free text) and labels."""
    ex = _exercises[exercise_id]
    choices = ex.choices(lang)
    return json.dumps({
        "id": exercise_id,
        "choices": [[key, label] for key, label in choices] if choices else None,
        "check": translate("live.check", lang),
        "answer": translate("live.answer", lang),
        "placeholder": kind_of(ex).placeholder(lang),
    }, ensure_ascii=False)


def check_answer(exercise_id: str, answer: str, lang: str | None = None) -> str:
    """The engine's verdict on ``answer``: ``{"correct", "message", "rule"}``."""
    result = _exercises[exercise_id].check(answer, lang)
    return json.dumps({"correct": result.correct, "message": result.message,
                       "rule": result.rule}, ensure_ascii=False)
