"""Standard notation out, and everything people write read back in."""

from __future__ import annotations

import pytest

from nardi_teach import AmbiguousPlayError, NotationError, Position

X = Position.from_checkers
START = Position.initial()


@pytest.mark.parametrize("text", [
    "24/13", "24/18 18/13", "24/18/13", "24/18, 18/13", " 24 / 13 ", "24/19/13",
])
def test_one_checker_both_dice_written_every_way(text: str) -> None:
    assert str(START.parse_play(text, "6-5")) == "24/13"


@pytest.mark.parametrize("text", ["13/11 24/18", "24/18 13/11", "24/18,13/11", "24/18   13/11"])
def test_moves_in_any_order(text: str) -> None:
    assert str(START.parse_play(text, "6-2")) == "24/18 13/11"


def test_output_sorted_by_starting_point_descending_and_grouped() -> None:
    assert str(START.parse_play("6/2 6/2 8/4 8/4", "4-4")) == "8/4(2) 6/2(2)"
    home = X({6: 2, 5: 2, "off": 11})
    assert str(home.parse_play("6/off(2) 5/off(2)", "6-6")) == "6/off(2) 5/off(2)"


@pytest.mark.parametrize("text", ["bar/22", "b/22", "25/22", "BAR/22", "Bar/22*", "ბარი/22"])
def test_bar_spellings(text: str) -> None:
    position = X({"bar": 1, 6: 14}, {22: 1})
    assert str(position.parse_play(text + " 6/5" if "*" in text else text + " 6/5", "3-1")) in {
        "bar/22* 6/5"
    }


@pytest.mark.parametrize("text", ["6/off 5/off", "6/0 5/0", "6/o 5/o", "6/OFF, 5/Off"])
def test_off_spellings(text: str) -> None:
    assert str(X({6: 1, 5: 1, "off": 13}).parse_play(text, "6-5")) == "6/off 5/off"


def test_hits_are_marked_and_intermediate_points_shown_only_where_they_hit() -> None:
    position = X({13: 1, 6: 5, 8: 3, 24: 2, 1: 4}, {10: 1})
    assert str(position.parse_play("13/10*/8", "3-2")) == "13/10*/8"
    assert str(position.parse_play("13/11/8", "3-2")) == "13/8"


def test_star_is_optional() -> None:
    position = X({24: 2, 13: 5, 8: 3, 6: 5}, {18: 1})
    assert position.parse_play("24/18 13/12", "6-1") == position.parse_play("24/18* 13/12", "6-1")


def test_an_unmarked_intermediate_point_means_no_hit() -> None:
    # 13/8 with 3-2 can go via 10 (hitting) or via 11: standard notation shows a hit.
    position = X({13: 1, 6: 14}, {10: 1})
    assert str(position.parse_play("13/8", "3-2")) == "13/8"
    assert str(position.parse_play("13/10*/8", "3-2")) == "13/10*/8"
    assert str(position.parse_play("13/10/8", "3-2")) == "13/10*/8"


def test_ambiguous_play_raises_its_own_error() -> None:
    # Blots on 10 and 11: 13/8 hits one of them either way, and the text does not say which.
    position = X({13: 1, 6: 14}, {10: 1, 11: 1})
    with pytest.raises(AmbiguousPlayError) as info:
        position.parse_play("13/8", "3-2")
    message = info.value.message("en")
    assert "13/10*/8" in message and "13/11*/8" in message
    assert str(position.parse_play("13/11*/8", "3-2")) == "13/11*/8"


@pytest.mark.parametrize("text", ["24-13", "24/", "x/3", "24/13/", "26/20", "13/11(9)", "off/3",
                                  "24/bar", "24/off/3", "hello"])
def test_unreadable_text_is_a_notation_error_not_a_rules_error(text: str) -> None:
    with pytest.raises(NotationError) as info:
        START.parse_play(text, "6-5")
    assert "„" in info.value.message("ka")
