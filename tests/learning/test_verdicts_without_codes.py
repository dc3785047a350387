"""Rules as links, not codes (issue 38, point 3): no sentence a learner reads names a rule by
its id (R…, L…, V…).  The page puts a link "ეს წესი წიგნში" beside a verdict instead, and the
ids stay in its title and in the teachers' rules list.

Three sources are scanned: every catalogue template a learner can meet (both languages), every
bank exercise's question, hints, solution and verdicts for its right answer and for the wrong
answers the kinds generate, and every lesson step's texts and verdicts.  The built pages are
``tests/web/test_no_codes_on_pages.py``'s.  Dice are written as the book writes them: a
double's verdict says "(6-6)", never its four moves, and dice left of a roll in words, never
"(5)" — checked on the same verdicts.
"""

from __future__ import annotations

import functools
import re

import pytest
from exercise_bank import bank as shared_bank

from nardi_teach.exercises import kind_of
from nardi_teach.i18n import LANGUAGES
from nardi_teach.lessons.lesson import load_lessons

CODE = re.compile(r"(?<![A-Za-z0-9_-])[RLV]\d{1,3}[a-z]?\b")
# a lone leftover die "(5)" or a double's four moves "(6-6-6-6)" in a short or long game
ENGINE_DICE = re.compile(r"(?<![\w/])\(\d\)|\((\d)-\1-\1-\1\)")
FOUR_DICE_GAMES = {"2-2", "two_two"}  # where four equal dice are the roll itself

# Messages for teachers and developers, who work with the ids (bank and lesson files, the class
# page's filter, the checker's reference, the API's refusal to score an unfinished game), and
# the rule-tag template itself.
TEACHERS = ("ex.bank.", "lesson.rule", "teach.", "classroom.teacher.", "robust.", "rule")


def _learners(key: str) -> bool:
    return not any(key == t or (t.endswith(".") and key.startswith(t)) for t in TEACHERS)


def test_the_scan_finds_a_code() -> None:
    """The pattern is not vacuous: it catches the forms the review found."""
    for text in ("(წესი V26, R173)", "ორ ჯგუფად იყოფა V2", "(rule L6)", "V40b"):
        assert CODE.search(text), text
    for text in ("24/18 13/11", "bar/22", "8/2(2)", "XGID=-a-B", "ID: 4HPwATDgc/ABMA"):
        assert not CODE.search(text), text
    assert ENGINE_DICE.search("ამ სროლით (6-6-6-6)") and ENGINE_DICE.search("სროლით (5) კი")
    assert not ENGINE_DICE.search("8/2(2) 13/7(3) 3/off(4) (4/off(2))")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_no_learner_template_names_a_rule_id(lang: str) -> None:
    found = {key: text for key, text in LANGUAGES[lang].MESSAGES.items()
             if _learners(key) and CODE.search(text)}
    assert found == {}


@functools.cache
def _exercise_texts() -> tuple[tuple[str, str, str], ...]:
    """(exercise id, game, text) for every text a learner reads of every bank exercise."""
    return tuple(_read_exercises())


def _read_exercises():  # type: ignore[no-untyped-def]
    for ex in shared_bank():
        kind = kind_of(ex)
        sol = ex.solution("ka")
        answers = [sol.answer, *kind.right_answers(ex)[:1], *kind.wrong_answers(ex)]
        texts = [ex.text("ka"), sol.explanation, *(ex.hint(i, "ka") for i in
                                                    range(1, len(ex.hints) + 1))]
        texts += [ex.check(answer, "ka").message for answer in dict.fromkeys(answers)]
        for text in texts:
            yield ex.id, ex.variant, text


def test_no_exercise_verdict_names_a_rule_id() -> None:
    found: dict[str, list[str]] = {}
    checked = 0
    for ident, _, text in _exercise_texts():
        checked += 1
        if CODE.search(text):
            found.setdefault(ident, []).append(text)
    assert checked > 1500  # the whole bank, each exercise answered right and wrong
    assert found == {}


def test_exercise_verdicts_write_dice_as_the_book_does() -> None:
    found = {ident: text for ident, game, text in _exercise_texts()
             if game not in FOUR_DICE_GAMES and ENGINE_DICE.search(text)}
    assert found == {}


def test_no_lesson_step_names_a_rule_id() -> None:
    found: dict[str, list[str]] = {}
    checked = 0
    for lesson in load_lessons():
        texts = [lesson.title_text("ka")]
        for step in lesson.steps:
            texts += [step.task_text("ka"), step.why_text("ka"),
                      *(step.hint(i, "ka") for i in range(1, len(step.hints) + 2))]
            answers = [step.play]
            if step.kind == "play":  # a legal play that is not the one asked, and a bad one
                legal = step.board.legal_plays(step.roll)
                answers += [str(p) for p in list(legal)[:3]] + ["24/21", "bar/20", "6/off"]
            else:
                answers += [key for key, _ in step.choices("ka")]
            said = [step.check(answer, "ka").message for answer in answers]
            found_dice = [t for t in said if step.variant not in FOUR_DICE_GAMES
                          and ENGINE_DICE.search(t)]
            if found_dice:
                found.setdefault(f"ch{lesson.chapter}", []).extend(found_dice)
            texts += said
        for text in texts:
            checked += 1
            if CODE.search(text):
                found.setdefault(f"ch{lesson.chapter}", []).append(text)
    assert checked > 500
    assert found == {}


def test_a_verdict_keeps_its_rule_beside_it() -> None:
    """The id leaves the sentence, not the verdict: ``Result.rule`` still names it."""
    ex = next(e for e in shared_bank() if e.id == "ch33-pinned-stays")
    result = ex.check("დიახ", "ka")
    assert not result.correct and "V26" in (result.rule or "") and "V26" not in result.message
