"""The answer checker takes what people really type and refuses the rest with a "write it
like this" message — never a crash (issue 12)."""

from __future__ import annotations

import pytest
from exercise_bank import bank

from nardi_teach.core.errors import NotationError
from nardi_teach.core.notation import read_segments
from nardi_teach.exercises import kind_of
from nardi_teach.exercises.answers import (
    read_choice,
    read_int,
    read_ints,
    read_points,
    read_rules,
    read_yes_no,
)
from nardi_teach.i18n import translate
from nardi_teach.web.exercises import exercise_form, load_exercises

BANK = bank()
# Inputs that used to raise in 24 of the 34 kinds.
NASTY = ["–167", "x167", "ა167", "R37", "\u200b5", "²", "24/1²", "1²", "(²)", "٣", "5 ²",
         "\x00", "\ud800", "", " ", "-", "99999999999", "1e9", "bar/²", "24/18(٣)"]


def test_range_bug_letters_and_dashes_do_not_pass_the_sign() -> None:
    # [+-−] was a character range: U+002B…U+2212 took letters, Georgian and dashes.
    assert read_int("x167") is None
    assert read_int("ა167") is None
    assert read_int("²") is None
    assert read_int("1²") is None


@pytest.mark.parametrize("text, value", [
    ("12", 12), ("+9", 9), ("-4", -4), ("–4", -4), ("—4", -4), ("−4", -4), ("- 4", -4),
    (" 12 ", 12), ("\u200b12", 12), ("12\u200b", 12), ("4 სვლა", 4), ("4 სვლა.", 4),
    ("12 pips", 12), ("167 პიპი", 167), ("٣", 3), ("１２", 12),
])
def test_read_int_takes_what_people_type(text: str, value: int) -> None:
    assert read_int(text) == value


@pytest.mark.parametrize("text", ["x167", "ა167", "R37", "²", "1,5", "1.5", "1e9", "12 13",
                                  "1234567", "--4", "4-", ""])
def test_read_int_refuses_the_rest(text: str) -> None:
    assert read_int(text) is None


@pytest.mark.parametrize("text, value", [
    ("დიახ", True), ("კი.", True), ("ჰო", True), ("Yes!", True), ("yep", True), ("diax", True),
    ("\u200bდიახ", True), ("არა", False), ("ara", False), ("No.", False), ("nope", False),
    ("ნუ", None), ("", None),
])
def test_read_yes_no_in_georgian_and_latin(text: str, value: bool | None) -> None:
    assert read_yes_no(text) is value


def test_other_readers_refuse_unicode_digits_that_int_cannot_read() -> None:
    assert read_points("²") is None
    assert read_points("22, ²") is None
    assert read_points("22 – 20") is None or read_points("22 – 20") == {22, 20}
    assert read_ints("7–5") == [7, 5]
    assert read_ints("7²") is None
    assert read_choice("²", [("a", ["A"])]) is None
    assert read_rules("R٣٧") == ["R37"]


def test_play_notation_refuses_superscripts_and_skips_zero_width_spaces() -> None:
    with pytest.raises(NotationError):
        read_segments("24/1²")
    with pytest.raises(NotationError):
        read_segments("24/18(²)")
    assert read_segments("24/18\u200b 13/8") == [(24, 18, False), (13, 8, False)]


@pytest.mark.parametrize("ex", BANK, ids=lambda ex: ex.id)
def test_every_kind_answers_nasty_text_with_a_message(ex) -> None:
    for text in NASTY + [None, 5, 5.5, [1, "a"], {"a": 1}, True]:
        result = ex.check(text, "ka")
        assert isinstance(result.message, str) and result.message


def test_unreadable_number_says_how_to_write_it() -> None:
    ex = next(e for e in BANK if kind_of(e).answer_type == "int")
    result = ex.check("ა167", "ka")
    assert not result.correct
    assert result.message == translate("ex.unreadable.int", "ka")
    assert "12" in result.message


def test_en_dash_minus_and_unit_are_accepted_as_the_number() -> None:
    ex = next(e for e in BANK if kind_of(e).answer_type == "int")
    value = kind_of(ex).value(ex)
    for text in (f"{value} სვლა", f"\u200b{value}", f"+{value}"):
        assert ex.check(text, "ka").correct, text


def test_placeholder_says_the_format() -> None:
    load_exercises(__import__("json").dumps({}))
    ex = next(e for e in BANK if kind_of(e).answer_type == "int")
    from nardi_teach.web import exercises as live

    live._exercises[ex.id] = ex
    form = __import__("json").loads(exercise_form(ex.id, "ka"))
    assert form["placeholder"] == translate("ex.placeholder.int", "ka")
    assert "12" in form["placeholder"]
