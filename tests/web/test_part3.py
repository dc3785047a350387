"""Part III of the book (issue 21): the YellowClub family's chapters, exercises and appendix.

The chapters' exercises name their game through the registry and are answered by that game's
engine; the turn-sequence kinds (``next_in_turn``, ``passed_moves``) play a real ``Game`` and
explain with its announcements; every open point of the variants spec has a side note; the
FAQ appendix links only to sections that exist.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from exercise_bank import bank

from nardi_teach.core.dice import Roll
from nardi_teach.exercises import BankError, Exercise
from nardi_teach.exercises.model import known_variant
from nardi_teach.games.registry import VARIANTS
from nardi_teach.long_nardi.family import KhachapuriPosition
from nardi_teach.plakoto import PlakotoPosition

ROOT = Path(__file__).resolve().parents[2]
BOOK = ROOT / "book"
PART3 = {31: "31_family", 32: "32_short_family", 33: "33_plakoto", 34: "34_long_family",
         35: "35_crazy", 36: "36_raise_cube"}
BANK = bank()


def _entry(**fields: object) -> Exercise:
    data = {"id": "t", "rules": ["V1"], "question": "კითხვა", **fields}
    return Exercise.from_dict(data, chapter=35, source="test")


@pytest.mark.parametrize("chapter", sorted(PART3))
def test_every_part3_chapter_has_eight_exercises_of_its_games(chapter: int) -> None:
    exercises = [ex for ex in BANK if ex.chapter == chapter]
    assert len(exercises) >= 8
    assert all(known_variant(ex.variant) for ex in exercises)
    for ex in exercises:  # the engine answers each, and its own answer is accepted
        solution = ex.solution()
        assert ex.check(solution.answer).correct, ex.id


def test_a_variant_exercise_reads_its_position_with_the_games_own_class() -> None:
    start = _entry(kind="count_plays", variant="plakoto", position="start", dice="6-5")
    assert isinstance(start.board, PlakotoPosition)
    pinned = PlakotoPosition.from_checkers({6: 5, 5: 5, 4: 4, 3: 1}, {3: 1, 1: 14},
                                           pinned={3: "player"})
    by_id = _entry(kind="can_bear_off", variant="plakoto", position=pinned.id())
    assert by_id.board == pinned and by_id.check("არა").correct
    drill = _entry(kind="pips", variant="khachapuri", position="X{24:4, 6:11} O{12:4, 18:11}")
    board = drill.board  # the same checkers as the start (the first-turn flags are not drawn)
    assert isinstance(board, KhachapuriPosition)
    assert board.pip_counts() == KhachapuriPosition.initial().pip_counts() == (162, 162)


def test_V16_three_and_four_dice_in_the_bank() -> None:
    ex = _entry(kind="max_moves", variant="triple", position="start", dice="5-5-5")
    assert ex.roll == Roll(5, 5, 5) and ex.solution().answer == "3"
    four = _entry(kind="max_moves", variant="2-2", position="start", dice="6-6-6-6")
    assert four.solution().answer == "4"


def test_V30_a_pinned_checker_is_named_when_the_bear_off_is_refused() -> None:
    ex = next(e for e in BANK if e.id == "ch33-pinned-home")
    result = ex.check("დიახ")
    assert not result.correct and "ჩაჭერილია" in result.message and "V30" in result.rule


def test_V62_next_in_turn_wrong_then_right() -> None:
    ex = next(e for e in BANK if e.id == "ch35-progression")
    wrong = ex.check("რიგი მეტოქეზე გადადის — ის თავად აგორებს")
    assert not wrong.correct and "4-4" in wrong.message
    right = ex.check("იმავე მოთამაშეს შემდეგი დუბლი ეძლევა (პროგრესია)")
    assert right.correct and right.rule == "V62, R167"


def test_V65_and_V66_extra_roll_and_passed_moves() -> None:
    extra = next(e for e in BANK if e.id == "ch35-extra-roll")
    assert extra.solution().answer == "იგივე მოთამაშე კიდევ ერთხელ აგორებს"
    passed = next(e for e in BANK if e.id == "ch35-passed-count")
    assert passed.check("3").correct and not passed.check("2").correct
    lost = next(e for e in BANK if e.id == "ch35-crazy-lost")  # V43: crazy loses them
    assert lost.solution().answer == "0"


def test_V67_the_game_end_comes_first() -> None:
    ex = next(e for e in BANK if e.id == "ch35-game-end-first")
    solution = ex.solution()
    assert solution.answer == "პარტია დამთავრდა" and solution.rule == "V67"
    assert "V67" not in solution.explanation  # the rule is a link beside it (issue 38)


def test_a_bad_script_is_a_bank_error() -> None:
    with pytest.raises(BankError):
        _entry(kind="next_in_turn", variant="gul-bara", position="start",
               script=["roll 6-5", "play 24/10"]).solution()
    with pytest.raises(BankError):
        _entry(kind="next_in_turn", variant="gul-bara", position="start",
               script=["jump"]).solution()


def test_every_open_point_has_a_side_note() -> None:
    """variants.md's eleven open points, each a note titled where the sources stop."""
    notes = sum(len(re.findall(r"^:::\{admonition\} სადაც წყაროები ჩერდება", (
        BOOK / f"{name}.md").read_text("utf-8"), re.M)) for name in PART3.values())
    assert notes >= 11


def test_faq_links_only_to_sections_that_exist() -> None:
    labels = set()
    for page in BOOK.glob("*.md"):
        labels |= set(re.findall(r"^\(([\w-]+)\)=\s*$", page.read_text("utf-8"), re.M))
    faq = (BOOK / "faq_family.md").read_text("utf-8")
    targets = re.findall(r"\{ref\}`[^`<]*<([\w-]+)>`", faq)
    assert len(targets) >= 20
    assert [t for t in targets if t not in labels] == []


def test_the_family_table_lists_every_game_of_the_registry() -> None:
    """Chapter 31's table is filled from the registry, so it has one row per game."""
    text = (BOOK / "31_family.md").read_text("utf-8")
    assert "for v in VARIANTS.values()" in text
    assert len(VARIANTS) == 18
