"""Answers read as a Georgian learner writes them (issue 24): a number as a word, a rule named
in words, and the yes/no answer alone where the box asks yes or no."""

from __future__ import annotations

import pytest
from exercise_bank import bank_by_id

from nardi_teach.exercises.answers import read_int
from nardi_teach.exercises.rule_words import rules_in_words

BANK = bank_by_id()


@pytest.mark.parametrize(("text", "value"), [("ოთხი", 4), ("ოთხი სვლა", 4), ("თხუთმეტი", 15),
                                             ("ნული", 0), ("four", 4), ("4", 4), ("12", 12)])
def test_a_number_as_a_word(text: str, value: int) -> None:
    assert read_int(text) == value


def test_rules_named_in_words() -> None:
    assert rules_in_words("არა, თავის წესი") == ["L4"]
    assert rules_in_words("არა — ექვსი პუნქტი ზედიზედ") == ["L6"]
    assert rules_in_words("ორივე კამათელი უნდა ითამაშო") == ["R42"]
    assert rules_in_words("არა") == []


@pytest.mark.parametrize(("answer", "right"), [
    ("არა", True), ("არა, თავის წესი", True), ("არა, L4", True), ("არა, R157", True),
    ("არა, ბლოკი", False), ("დიახ", False)])
def test_which_rule_answered_by_id_words_or_no_alone(answer: str, right: bool) -> None:
    result = BANK["ch22-two-off-head"].check(answer)
    assert result.correct is right, result.message
    assert "თავიდან" in result.message  # the reason always names the head rule


def test_a_right_no_alone_still_names_the_rule() -> None:
    result = BANK["ch23-wrap"].check("არა")
    assert result.correct and result.message.startswith("სწორია: სვლა დაუშვებელია.")
    assert "ზედიზედ ექვს პუნქტს" in result.message


def test_a_landing_box_says_no_is_an_answer() -> None:
    from nardi_teach.exercises.registry import kind_of

    ex = BANK["ch03-land-on-point"]
    assert "არა" in kind_of(ex).placeholder("ka") and ex.check("არა").correct
