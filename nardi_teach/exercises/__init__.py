"""Exercises that check themselves against the engine (issue 6): the exercise model, its kinds
(each kind module registers its kinds in ``registry``), answer reading, the bank loader and the
teachers' command line (``python -m nardi_teach.exercises``).  May import the engine and the
controllers; the front-ends live in ``notebook`` and ``web``, the HTML in ``html``.

The bank (``exercises/chNN.yaml``) stores questions, never answers; each exercise's
``kind`` computes the answer with the engine, reads what the learner typed in any usual
spelling, and explains a wrong answer in Georgian with the rule's R-id.

>>> ex = Exercise.from_dict({"id": "d", "kind": "play", "rules": ["R43"], "dice": "6-5",
...     "position": "X{13:1, 1:14} O{2:2}", "question": "ითამაშეთ"})
>>> ex.check("13/7").correct, ex.check("13/8").rule
(True, 'R43')
"""

from . import kinds  # noqa: F401 - each kind registers itself
from .bank import (
    BANK_DIR,
    Problem,
    covered_rules,
    load_bank,
    load_chapter,
    load_file,
    validate_exercise,
    validate_file,
)
from .model import BankError, Exercise, Result, Solution, parse_checkers, parse_position
from .registry import KINDS, kind_of


def check(exercise: Exercise, answer: object, lang: str | None = None) -> Result:
    """Check ``answer`` to ``exercise``: a ``Result(correct, message, rule)``."""
    return exercise.check(answer, lang)


__all__ = [
    "BANK_DIR", "KINDS", "BankError", "Exercise", "Problem", "Result", "Solution", "check",
    "covered_rules", "kind_of", "load_bank",
    "load_chapter", "load_file",
    "parse_checkers", "parse_position", "validate_exercise", "validate_file",
]
