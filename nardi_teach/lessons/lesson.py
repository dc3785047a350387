"""Guided lessons (issue 15): a scripted sequence of positions and rolls in which the learner
must find the intended play or action.

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
      - variant: plakoto           # any playable game of the family (V-ids), by the registry's
                                   # name or alias (gul-bara, 2-2, …): its own position class
                                   # reads the position; triple and "2-2" roll 3 or 4 dice
      - id: ch08-l1
        position: XGID=…:0:0:1:00:0:0:0:0:10   # the cube, the match and the turn from the XGID
        action: double             # an action step: roll, double, take or drop
        choices: [double, roll]    # optional; default take/drop after a double, else double/roll
                                   # dice: optional — the roll shown once the learner rolls
        cube_kind: raise           # optional, action steps: YellowClub's raise cube (V68) —
                                   # the XGID's cube field k (accepted offers) is stake k + 1

The engine judges every answer: the intended play (or an accepted one, compared by the
position it reaches) is right; another legal play gets "legal, but not what this step asks"
with the step's reason; an illegal or unreadable one gets the engine's own explanation.
An action step (``kind == "action"``, see ``lesson_actions``) is judged the same way: its
action is right, another action the rules allow is "other legal", one they forbid gets the
engine's reason and rule id, anything that names no action is unreadable.  An action step
is decided before the roll or in answer to a double: its ``state`` (a ``GameState``) gives
the board the cube, the match score and who acts (``state.actor``: the doubled side after
``D``); its optional ``dice:`` never changes the judgement (an XGID with dice means the dice
are already rolled, and then the engine allows no cube action).
A lesson earns 3 stars with no mistakes and no hints, 2 with at most two of them together,
otherwise 1 (``stars``).  ``LessonRun`` is the learner's way through a lesson, an immutable
value, so a board can keep it, undo it or store it.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, TextIO

from ..controllers.variants import canonical, dice_count
from ..core.checks import shown
from ..core.dice import Dice, Roll
from ..core.errors import IllegalPlay, InvalidDiceError, NardiError, Reason
from ..core.moves import Play
from ..exercises.bank import Problem, _read_json, _read_yaml
from ..exercises.model import (
    BankError,
    dice_text,
    known_variant,
    parse_position,
    variant_error,
)
from ..games.actions import IllegalAction
from ..games.game import GameState
from ..i18n import get_language, translate
from ..long_nardi.position import LongPosition
from ..short_nardi.position import Position
from . import actions as actions

LESSON_DIR = Path(__file__).resolve().parents[2] / "lessons"
VARIANTS = ("short", "long")
"""The two base games; any playable game of ``games.registry`` is a step's ``variant`` too."""
CUBE_KINDS = ("doubling", "raise")
"""An action step's ``cube_kind``: the doubling cube (R103) or the raise cube (V68)."""
THREE_STARS = 0
"""Mistakes + hints for 3 stars."""
TWO_STARS = 2
"""At most this many mistakes + hints for 2 stars."""
_RULE_ID = re.compile(r"^([RLV])([0-9]{1,3})$")  # ASCII digits only
_RULE_MAX = {"R": 185, "L": 11, "V": 72}
"""The catalogue's R1–R185, long nardi's L1–L11, the variants' decisions V1–V72."""


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


@dataclass(frozen=True)
class Step:
    """One step of a lesson: a position and either a roll and the play to find
    (``kind == "play"``) or the action to find (``kind == "action"``).  ``play`` is the
    intended answer as written: the play's notation, or an action step's action key."""

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
    action: str = ""
    """An action step's action key (empty for a play step; ``play`` then holds it too)."""
    offered: tuple[str, ...] = ()
    """An action step's ``choices:`` as written (empty: ``lesson_actions.default_choices``)."""
    cube_kind: str = "doubling"
    """An action step's cube: ``"doubling"`` or YellowClub's ``"raise"`` (V68)."""

    @classmethod
    def from_dict(cls, data: dict[str, Any], source: str = "") -> Step:
        """A step from one lesson-file entry (a mapping, as YAML or JSON gives it)."""
        raw_id = data.get("id")
        if raw_id not in (None, "") and not (
                (isinstance(raw_id, str) and raw_id.strip())
                or (type(raw_id) is int and raw_id >= 0)):
            raise BankError("lesson.id", where=source, value=shown(raw_id))
        step_id = str(data.get("id", "?"))
        if ("play" in data) == ("action" in data):
            raise BankError("lesson.play_or_action", where=source, id=step_id,
                            actions=", ".join(actions.ACTIONS))
        needed = ("id", "position", "task", "why", *(("dice",) if "play" in data else ()))
        missing = [k for k in needed if k not in data or data[k] in (None, "")]
        if missing:
            raise BankError("lesson.missing", where=source, id=step_id, fields=", ".join(missing))
        written = data.get("variant", "short")
        variant = canonical(written) if known_variant(written) else None
        if variant is None:
            if isinstance(written, str) and variant_error(written).key == "ex.bank.variant_near":
                raise variant_error(written, source, step_id)  # "plakotto": did you mean …?
            raise BankError("lesson.variant", where=source, id=step_id,
                            variant=str(written)[:40])
        cube_kind = data.get("cube_kind", "doubling")
        if cube_kind not in CUBE_KINDS:
            raise BankError("lesson.cube_kind", where=source, id=step_id,
                            kind=str(cube_kind)[:40], kinds=", ".join(CUBE_KINDS))
        hints, accept = data.get("hints") or (), data.get("accept") or ()
        rules, offered = data.get("rules") or (), data.get("choices") or ()
        if not all(isinstance(v, list | tuple) for v in (hints, accept, rules, offered)):
            raise BankError("lesson.list", where=source, id=step_id)
        action = ""
        if "action" in data:
            action = actions.check_key(data["action"], source, step_id)
            offered = tuple(actions.check_key(k, source, step_id, "choices") for k in offered)
            if accept:
                raise BankError("lesson.action_accept", where=source, id=step_id)
        elif offered:
            raise BankError("lesson.choices_play", where=source, id=step_id)
        elif "cube_kind" in data:
            raise BankError("lesson.cube_kind_play", where=source, id=step_id)
        return cls(
            id=step_id, position=str(data["position"]),
            dice=str(dice_text(data.get("dice"), source, step_id) or ""),
            play=str(data.get("play", action)), task=_texts(data["task"], source, step_id, "task"),
            why=_texts(data["why"], source, step_id, "why"),
            hints=tuple(_texts(h, source, step_id, "hints") for h in hints),
            accept=tuple(str(a) for a in accept), rules=tuple(str(r) for r in rules),
            variant=variant, source=source, action=action, offered=tuple(offered),
            cube_kind=str(cube_kind),
        )

    # — the engine's side —

    @property
    def kind(self) -> str:
        """``"play"`` (find a checker play) or ``"action"`` (find a turn or cube action)."""
        return "action" if self.action else "play"

    @property
    def answer(self) -> str:
        """The intended answer as written: the play's notation or the action key."""
        return self.play

    @property
    def board(self) -> Position | LongPosition:
        """The step's position as the learner sees it: the side to find the answer at the
        bottom (``turn``); in an action step with a double offered, that is the doubled side,
        while ``state.position.turn`` stays the doubler."""
        if self.kind == "action":
            state = self.state
            return state.position.flipped() if state.actor != state.on_roll else state.position
        return parse_position(self.position, self.source, self.variant)

    @property
    def state(self) -> GameState:
        """The game state of an action step: cube, match, phase, who acts (``actor``)."""
        return actions.action_state(self.position, self.variant, self.source, self.cube_kind)

    @property
    def roll(self) -> Dice | Roll | None:
        """The step's roll (``None`` for an action step without ``dice:``): two ``Dice``, or
        a ``Roll`` of three or four dice in triple and "2-2" (V16)."""
        if not self.dice:
            return None
        count = dice_count(self.variant)
        if count == 2:
            return Dice.parse(self.dice)
        roll = Roll.parse(self.dice)
        if len(roll) != count:
            raise InvalidDiceError("dice.variant_count", n=count, count=len(roll))
        return roll

    def intended(self) -> Play | str:
        """The intended play, as the engine reads it (raises if it is not legal); for an
        action step, the action key."""
        if self.kind == "action":
            return self.action
        return self.board.parse_play(self.play, self.roll)

    def accepted(self) -> list[Play]:
        """Every play this step accepts: the intended one first (none for an action step)."""
        if self.kind == "action":
            return []
        board, roll = self.board, self.roll
        return [self.intended(), *(board.parse_play(text, roll) for text in self.accept)]

    def choices(self, lang: str | None = None) -> list[tuple[str, str]]:
        """The actions an action step offers, as ``(key, label)``; ``[]`` for a play step."""
        if self.kind == "play":
            return []
        keys = self.offered or actions.default_choices(self.state)
        return [(key, actions.label(key, lang, self.cube_kind)) for key in keys]

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
        """Judge an answer: a play in notation (``"8/5 6/5"``) or a ``Play`` from a board;
        for an action step, an action key (``"double"``) or its label."""
        if self.kind == "action":
            return self._check_action(answer, lang)
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
            return StepResult(Verdict.ILLEGAL, error.text(lang), error.rule)
        except NardiError as error:
            return StepResult(Verdict.UNREADABLE, error.text(lang))
        reached = board.play(play)
        if any(board.play(p) == reached for p in self.accepted()):
            return StepResult(Verdict.RIGHT, translate("lesson.right", lang, play=str(play),
                                                       why=self.why_text(lang)))
        return StepResult(Verdict.OTHER_LEGAL,
                          translate("lesson.other_legal", lang, play=str(play),
                                    why=self.why_text(lang)),
                          self.rules[0] if self.rules else None)

    def _check_action(self, answer: str | Play, lang: str | None) -> StepResult:
        state = self.state
        if isinstance(answer, Play):  # checker moves where an action is asked
            error = actions.play_refusal(state, answer)
            if isinstance(error, IllegalAction | IllegalPlay):
                return StepResult(Verdict.ILLEGAL, error.text(lang), error.rule)
            answer = str(answer)
        key = actions.read_action(answer) if isinstance(answer, str) else None
        if key is None:
            return StepResult(Verdict.UNREADABLE, translate(
                "lesson.action_unknown", lang, answer=str(answer)[:40],
                choices=", ".join(name for _, name in self.choices(lang))))
        refused = actions.refusal(state, key)
        if refused is not None:
            return StepResult(Verdict.ILLEGAL, refused.text(lang), refused.rule)
        name = actions.label(key, lang, self.cube_kind)
        if key == self.action:
            return StepResult(Verdict.RIGHT, translate("lesson.right", lang, play=name,
                                                       why=self.why_text(lang)))
        return StepResult(Verdict.OTHER_LEGAL,
                          translate("lesson.other_legal_action", lang, action=name,
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


def read_lesson_data(path: str | Path) -> Any:
    """A lesson file's data as its reader gives it, under the bank's limits (a regular file of
    at most ``MAX_BYTES``, nesting, numbers, lone surrogates; ``BankError`` at ``file:line``)."""
    path = Path(path)
    return _read_json(path) if path.suffix == ".json" else _read_yaml(path)


def read_lesson(path: str | Path) -> Lesson:
    """One lesson file (YAML or JSON)."""
    path = Path(path)
    data = read_lesson_data(path)
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
    accepted play the engine does not allow, a roll with nothing to play, unknown rule ids;
    for an action step, an intended action the rules forbid there or choices without it."""
    problems: list[Problem] = []

    def report(key: str, field: str | None = None, **params: Any) -> None:
        problems.append(Problem(step.source, step.id, translate(key, lang, **params), field))

    for rule in step.rules:
        match = _RULE_ID.match(rule)
        if not match or not 1 <= int(match[2]) <= _RULE_MAX[match[1]]:
            report("lesson.rule", "rules", rule=rule)
    at = "position"  # the field being read when an error comes (the checker shows its line)
    try:
        board = step.board
        at = "dice"
        roll = step.roll
        at = "action"
        if step.kind == "action":
            return [*problems, *_validate_action(step, lang)]
    except BankError as error:
        return [*problems, Problem(step.source, step.id,
                                   translate(error.key, lang, **error.params), at)]
    except NardiError as error:
        return [*problems, Problem(step.source, step.id, error.message(lang), at)]
    try:
        if not board.legal_plays(roll):
            report("lesson.dance", "dice", dice=str(roll))
            return problems
    except NardiError as error:
        return [*problems, Problem(step.source, step.id, error.message(lang), "dice")]
    for field, text in (("play", step.play), *(("accept", a) for a in step.accept)):
        try:
            board.parse_play(text, roll)
        except NardiError as error:
            report("lesson.play", field, play=text, detail=error.message(lang))
    return problems


def _validate_action(step: Step, lang: str | None) -> list[Problem]:
    state, problems = step.state, []
    refused = actions.refusal(state, step.action)
    if refused is not None:
        problems.append(Problem(step.source, step.id, translate(
            "lesson.action_illegal", lang, action=step.action, detail=refused.message(lang)),
            "action"))
    keys = [key for key, _ in step.choices(lang)]
    if step.action not in keys:
        problems.append(Problem(step.source, step.id, translate(
            "lesson.choices_missing", lang, action=step.action, choices=", ".join(keys)),
            "choices"))
    return problems


def validate_lesson_file(path: str | Path, lang: str | None = None) -> list[Problem]:
    """Every problem in one lesson file (an empty list when it is good): the strict checker,
    ``strict.check_lesson_file``."""
    from .strict import check_lesson_file  # strict builds on this module

    return check_lesson_file(path, lang)


def validate_lesson(lesson: Lesson, lang: str | None = None) -> list[Problem]:
    """Every problem in a lesson's steps (:func:`validate_step`, and ids written twice)."""
    problems = [p for step in lesson.steps for p in validate_step(step, lang)]
    seen: dict[str, str] = {}
    for step in lesson.steps:
        if step.id in seen:
            problems.append(Problem(step.source, step.id,
                                    translate("lesson.duplicate", lang, first=seen[step.id])))
        seen.setdefault(step.id, step.source)
    return problems


def require_valid(lesson: Lesson) -> Lesson:
    """``lesson`` when :func:`validate_lesson` finds nothing; else ``BankError`` at the first
    problem's ``file:line`` — what the validator refuses, no page or board shows."""
    problems = validate_lesson(lesson, "en")
    if problems:
        first = problems[0]
        ka = validate_lesson(lesson, "ka")[0].message  # each language's own message
        raise BankError("robust.lesson_invalid", where=first.where, id=first.id,
                        detail_ka=ka, detail_en=first.message)
    return lesson


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
