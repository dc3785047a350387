"""Guided lessons (issue 15): a scripted sequence of positions and rolls in which the learner
must find the intended play.

Lessons are data, one file per chapter (``lessons/chNN.yaml``, or the same as JSON), so a
teacher writes one without Python::

    chapter: 3
    title: {ka: …, en: …}
    steps:
      - id: ch03-l1
        position: start            # start, a gnubg Position ID, XGID=…, X{…} O{…}, LN:…
        dice: 3-1
        play: 8/5 6/5              # the intended play, in notation; the engine checks it
        accept: []                 # other plays this step also accepts (optional)
        rules: [R29]               # optional R-/L-ids
        task: {ka: …, en: …}       # what the step asks
        why: {ka: …, en: …}        # why the intended play: told after any other legal play
        hints: [{ka: …, en: …}]    # optional
      - variant: long              # a long-nardi step (L-ids); positions as LongPosition reads them

The engine judges every answer: the intended play (or an accepted one, compared by the
position it reaches) is right; another legal play gets "legal, but not what this step asks"
with the step's reason; an illegal or unreadable one gets the engine's own explanation.
A lesson earns 3 stars with no mistakes and no hints, 2 with at most two of them together,
otherwise 1 (``stars``).  ``LessonRun`` is the learner's way through a lesson, an immutable
value, so a board can keep it, undo it or store it.
"""

from __future__ import annotations

import enum
import json
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO

from ..core.dice import Dice
from ..core.errors import IllegalPlay, NardiError, Reason
from ..core.moves import Play
from ..i18n import get_language, translate
from ..long_nardi.position import LongPosition
from ..short_nardi.position import Position
from .bank import Problem, _read_yaml
from .model import BankError, parse_checkers, parse_position

LESSON_DIR = Path(__file__).resolve().parents[2] / "lessons"
VARIANTS = ("short", "long")
THREE_STARS = 0
"""Mistakes + hints for 3 stars."""
TWO_STARS = 2
"""At most this many mistakes + hints for 2 stars."""
_RULE_ID = re.compile(r"^(R(\d{1,3})|L(\d{1,2}))$")


def stars(mistakes: int, hints: int) -> int:
    """Stars for a finished lesson: 3 with no mistake and no hint, 2 with at most two of them
    together, otherwise 1.

    >>> stars(0, 0), stars(1, 1), stars(2, 1)
    (3, 2, 1)
    """
    slips = mistakes + hints
    return 3 if slips <= THREE_STARS else 2 if slips <= TWO_STARS else 1


class Verdict(enum.Enum):
    """How an answer to a lesson step was judged."""

    RIGHT = "right"
    OTHER_LEGAL = "other_legal"
    ILLEGAL = "illegal"
    UNREADABLE = "unreadable"


@dataclass(frozen=True)
class StepResult:
    """The verdict on one answer, the message for the learner, and the rule it concerns."""

    verdict: Verdict
    message: str
    rule: str | None = None

    @property
    def right(self) -> bool:
        return self.verdict is Verdict.RIGHT


def _texts(value: Any, where: str, step_id: str, name: str) -> dict[str, str]:
    if isinstance(value, str):
        value = {"ka": value}
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()
            if not k.startswith("__")):
        raise BankError("lesson.text", where=where, id=step_id, name=name)
    texts = {k: v.strip() for k, v in value.items() if not k.startswith("__")}
    if not texts.get("ka"):
        raise BankError("lesson.no_georgian", where=where, id=step_id, name=name)
    return texts


def _pick(texts: dict[str, str], lang: str | None) -> str:
    return texts.get(lang or get_language()) or texts["ka"]


def _board(text: str, variant: str, where: str) -> Position | LongPosition:
    if variant == "short":
        return parse_position(text, where)
    spec = text.strip()
    if spec.lower() in ("start", "initial"):
        return LongPosition.initial()
    if spec.upper().startswith("LN:"):
        return LongPosition.from_id(spec)
    mine, theirs = parse_checkers(spec, where)
    return LongPosition.from_checkers(mine, theirs)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Step:
    """One step of a lesson: a position, a roll and the play to find."""

    id: str
    position: str
    dice: str
    play: str
    task: dict[str, str]
    why: dict[str, str]
    hints: tuple[dict[str, str], ...] = ()
    accept: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    variant: str = "short"
    source: str = ""

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "") -> Step:
        """A step from one lesson-file entry (a mapping, as YAML or JSON gives it)."""
        step_id = str(data.get("id", "?"))
        missing = [k for k in ("id", "position", "dice", "play", "task", "why") if k not in data]
        if missing:
            raise BankError("lesson.missing", where=source, id=step_id, fields=", ".join(missing))
        variant = str(data.get("variant", "short"))
        if variant not in VARIANTS:
            raise BankError("lesson.variant", where=source, id=step_id, variant=variant)
        hints = data.get("hints") or ()
        accept = data.get("accept") or ()
        rules = data.get("rules") or ()
        if (not isinstance(hints, list | tuple) or not isinstance(accept, list | tuple)
                or not isinstance(rules, list | tuple)):
            raise BankError("lesson.list", where=source, id=step_id)
        return cls(
            id=step_id, position=str(data["position"]), dice=str(data["dice"]),
            play=str(data["play"]), task=_texts(data["task"], source, step_id, "task"),
            why=_texts(data["why"], source, step_id, "why"),
            hints=tuple(_texts(h, source, step_id, "hints") for h in hints),
            accept=tuple(str(a) for a in accept), rules=tuple(str(r) for r in rules),
            variant=variant, source=source,
        )

    # — the engine's side —

    @property
    def board(self) -> Position | LongPosition:
        """The step's position (the side to find the play is on roll)."""
        return _board(self.position, self.variant, self.source)

    @property
    def roll(self) -> Dice:
        return Dice.parse(self.dice)

    def intended(self) -> Play:
        """The intended play, as the engine reads it (raises if it is not legal)."""
        return self.board.parse_play(self.play, self.roll)

    def accepted(self) -> list[Play]:
        """Every play this step accepts: the intended one first."""
        board, roll = self.board, self.roll
        return [self.intended(), *(board.parse_play(text, roll) for text in self.accept)]

    def task_text(self, lang: str | None = None) -> str:
        return _pick(self.task, lang)

    def why_text(self, lang: str | None = None) -> str:
        return _pick(self.why, lang)

    def hint(self, number: int = 1, lang: str | None = None) -> str:
        """Hint ``number`` (1-based); past the last one, a note that there are no more."""
        if 1 <= number <= len(self.hints):
            return _pick(self.hints[number - 1], lang)
        return translate("lesson.no_more_hints", lang)

    def check(self, answer: str | Play, lang: str | None = None) -> StepResult:
        """Judge an answer: a play in notation (``"8/5 6/5"``) or a ``Play`` from a board."""
        board, roll = self.board, self.roll
        try:
            if isinstance(answer, Play):
                if answer not in board.legal_plays(roll):
                    board.parse_play(str(answer), roll)  # raises the engine's explanation
                    raise IllegalPlay(Reason.NOT_LEGAL, dice=tuple(roll))
                play = answer
            else:
                play = board.parse_play(str(answer), roll)
        except IllegalPlay as error:
            return StepResult(Verdict.ILLEGAL, error.message(lang), error.rule)
        except NardiError as error:
            return StepResult(Verdict.UNREADABLE, error.message(lang))
        reached = board.play(play)
        if any(board.play(p) == reached for p in self.accepted()):
            return StepResult(Verdict.RIGHT, translate("lesson.right", lang, play=str(play),
                                                       why=self.why_text(lang)))
        return StepResult(Verdict.OTHER_LEGAL,
                          translate("lesson.other_legal", lang, play=str(play),
                                    why=self.why_text(lang)),
                          self.rules[0] if self.rules else None)


@dataclass(frozen=True)
class Lesson:
    """A chapter's guided lesson: its title and steps."""

    chapter: int
    title: dict[str, str]
    steps: tuple[Step, ...]
    source: str = ""

    def title_text(self, lang: str | None = None) -> str:
        return _pick(self.title, lang)

    def start(self) -> LessonRun:
        """A fresh run through this lesson."""
        return LessonRun(self)


@dataclass(frozen=True)
class LessonRun:
    """Where a learner stands in a lesson: the step, and the mistakes and hints so far."""

    lesson: Lesson
    step: int = 0
    mistakes: int = 0
    hints: int = 0
    step_hints: int = 0
    """Hints shown on the current step (the next hint's number − 1)."""

    @property
    def current(self) -> Step | None:
        """The step to do now (``None`` once the lesson is finished)."""
        return self.lesson.steps[self.step] if self.step < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.step >= len(self.lesson.steps)

    @property
    def stars(self) -> int | None:
        """The stars earned, once finished."""
        return stars(self.mistakes, self.hints) if self.finished else None

    def answer(self, answer: str | Play, lang: str | None = None) -> tuple[LessonRun, StepResult]:
        """Judge an answer to the current step: a right one moves on, any other counts as a
        mistake (an unreadable one does not: the learner only mistyped)."""
        step = self.current
        if step is None:
            return self, StepResult(Verdict.UNREADABLE, translate("lesson.finished", lang))
        result = step.check(answer, lang)
        if result.right:
            return replace(self, step=self.step + 1, step_hints=0), result
        if result.verdict is Verdict.UNREADABLE:
            return self, result
        return replace(self, mistakes=self.mistakes + 1), result

    def hint(self, lang: str | None = None) -> tuple[LessonRun, str]:
        """The current step's next hint; a hint shown counts against the stars (asking when
        there is none left costs nothing)."""
        step = self.current
        if step is None:
            return self, translate("lesson.finished", lang)
        number = self.step_hints + 1
        if number > len(step.hints):
            return self, step.hint(number, lang)
        return (replace(self, hints=self.hints + 1, step_hints=number),
                step.hint(number, lang))

    def summary(self, lang: str | None = None) -> str:
        """The closing line: stars, mistakes and hints."""
        return translate("lesson.done", lang, stars=stars(self.mistakes, self.hints),
                         mistakes=self.mistakes, hints=self.hints)


# — files —


def read_lesson(path: str | Path) -> Lesson:
    """One lesson file (YAML or JSON)."""
    path = Path(path)
    data = json.loads(path.read_text("utf-8")) if path.suffix == ".json" else _read_yaml(path)
    where = f"{path}:{data.get('__line__', 1) if isinstance(data, dict) else 1}"
    if not isinstance(data, dict) or not isinstance(data.get("steps"), list) or not data["steps"]:
        raise BankError("lesson.shape", where=where)
    chapter = data.get("chapter")
    if not isinstance(chapter, int) or isinstance(chapter, bool):
        raise BankError("lesson.chapter", where=where)
    title = _texts(data.get("title", ""), where, "-", "title")
    steps = []
    for entry in data["steps"]:
        line = entry.get("__line__", 0) if isinstance(entry, dict) else 0
        if not isinstance(entry, dict):
            raise BankError("lesson.shape", where=f"{path}:{line}")
        steps.append(Step.from_dict(entry, f"{path}:{line}"))
    return Lesson(chapter, title, tuple(steps), str(path))


def lesson_file(chapter: int, folder: str | Path | None = None) -> Path:
    """The lesson file of ``chapter`` (YAML if present, else JSON)."""
    base = Path(folder) if folder else LESSON_DIR
    yaml_file = base / f"ch{chapter:02d}.yaml"
    return yaml_file if yaml_file.exists() else base / f"ch{chapter:02d}.json"


def load_lessons(folder: str | Path | None = None) -> list[Lesson]:
    """Every lesson in the folder (default: the repository's ``lessons/``), by chapter."""
    base = Path(folder) if folder else LESSON_DIR
    return sorted((read_lesson(p) for p in base.glob("ch*.yaml")), key=lambda ls: ls.chapter)


def validate_step(step: Step, lang: str | None = None) -> list[Problem]:
    """Everything wrong with one step: an impossible position or roll, an intended or
    accepted play the engine does not allow, a roll with nothing to play, unknown rule ids."""
    problems: list[Problem] = []

    def report(key: str, **params: Any) -> None:
        problems.append(Problem(step.source, step.id, translate(key, lang, **params)))

    for rule in step.rules:
        match = _RULE_ID.match(rule)
        if not match or not (1 <= int(match[2]) <= 185 if match[2] else 1 <= int(match[3]) <= 11):
            report("lesson.rule", rule=rule)
    try:
        board, roll = step.board, step.roll
    except BankError as error:
        return [*problems, Problem(step.source, step.id,
                                   translate(error.key, lang, **error.params))]
    except NardiError as error:
        return [*problems, Problem(step.source, step.id, error.message(lang))]
    if not board.legal_plays(roll):
        report("lesson.dance", dice=str(roll))
        return problems
    for text in (step.play, *step.accept):
        try:
            board.parse_play(text, roll)
        except NardiError as error:
            report("lesson.play", play=text, detail=error.message(lang))
    return problems


def validate_lesson_file(path: str | Path, lang: str | None = None) -> list[Problem]:
    """Every problem in one lesson file (an empty list when it is good)."""
    try:
        lesson = read_lesson(path)
    except BankError as error:
        return [Problem(error.where or str(path), "-",
                        translate(error.key, lang, **error.params))]
    except (OSError, ValueError) as error:
        return [Problem(str(path), "-", translate("lesson.unreadable", lang, detail=str(error)))]
    problems = [p for step in lesson.steps for p in validate_step(step, lang)]
    seen: dict[str, str] = {}
    for step in lesson.steps:
        if step.id in seen:
            problems.append(Problem(step.source, step.id,
                                    translate("lesson.duplicate", lang, first=seen[step.id])))
        seen.setdefault(step.id, step.source)
    return problems


def validate_lessons_cli(files: list[str], lang: str | None, out: TextIO) -> int:
    """``lessons validate``: print each file's problems (``file:line: id: message``) or that
    it is good; 1 when any file has problems."""
    failed = False
    for name in files:
        problems = validate_lesson_file(name, lang)
        for problem in problems:
            print(problem, file=out)
        if problems:
            failed = True
            print(translate("lesson.failed", lang, path=name, n=len(problems)), file=out)
        else:
            print(translate("lesson.ok", lang, path=name, n=len(read_lesson(name).steps)),
                  file=out)
    return 1 if failed else 0
