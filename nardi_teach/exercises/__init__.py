"""Exercises that check themselves against the engine (issue 6).

The bank (``exercises/chNN.yaml``) stores questions, never answers; each exercise's
``kind`` computes the answer with the engine, reads what the learner typed in any usual
spelling, and explains a wrong answer in Georgian with the rule's R-id.

>>> ex = Exercise.from_dict({"id": "d", "kind": "play", "rules": ["R43"], "dice": "6-5",
...     "position": "X{13:1, 1:14} O{2:2}", "question": "ითამაშეთ"})
>>> ex.check("13/7").correct, ex.check("13/8").rule
(True, 'R43')
"""

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
from .kinds import kind_of
from .model import BankError, Exercise, Result, Solution, parse_checkers, parse_position


def check(exercise: Exercise, answer: object, lang: str | None = None) -> Result:
    """Check ``answer`` to ``exercise``: a ``Result(correct, message, rule)``."""
    return exercise.check(answer, lang)


def exercise_markdown(exercise: Exercise, lang: str | None = None, number: int | None = None,
                      ) -> str:
    """One exercise as static HTML: board, question, a ``<details>`` solution."""
    from .render import exercise_html

    return exercise_html(exercise, lang, number)


def show_exercises(chapter: int, *, live: bool | None = None, lang: str | None = None,
                   bank: str | None = None, progress: str | None = None) -> None:
    """Show a chapter's exercises at the end of a chapter: live widgets when a kernel and
    ipywidgets are there, and always the static HTML (boards as inline SVG, questions,
    ``<details>`` solutions) in the same output, which the static book shows."""
    from .show import show_chapter

    show_chapter(chapter, live=live, lang=lang, bank=bank, progress=progress)


def exercises_view(chapter: int, **options: object) -> object:
    """The object ``show_exercises`` displays (``_repr_mimebundle_``; ``.html`` static)."""
    from .show import chapter_view

    return chapter_view(chapter, **options)  # type: ignore[arg-type]


__all__ = [
    "BANK_DIR", "BankError", "Exercise", "Problem", "Result", "Solution", "check",
    "covered_rules", "exercise_markdown", "exercises_view", "kind_of", "load_bank",
    "load_chapter", "load_file",
    "parse_checkers", "parse_position", "show_exercises", "validate_exercise", "validate_file",
]
