"""Long-nardi boards (L1, L3): both heads, no bar, the same direction for both sides, each
side's numbering by perspective."""

from __future__ import annotations

import re

from nardi_teach import Color, LongPosition
from nardi_teach.svg import board_svg

START = LongPosition.initial()


def checkers_on(svg: str, point: int) -> str:
    group = re.search(rf'<g data-point="{point}"[^>]*>(.*?)</g>', svg, re.S)
    assert group is not None
    return group.group(1)


def test_L1_both_heads_are_drawn_and_framed() -> None:
    svg = board_svg(START, lang="en")
    assert "15" in checkers_on(svg, 24) and "15" in checkers_on(svg, 12)  # both heads
    assert svg.count('class="head"') == 2
    assert "The heads, in the board's numbering: White — point 24, Black — point 12" in svg


def test_L3_no_bar_to_click_or_to_fill() -> None:
    svg = board_svg(START)
    assert svg.count("data-point=") == 25 and 'data-point="25"' not in svg
    assert 'class="divider"' in svg


def test_L1_the_other_side_is_drawn_where_it_stands_and_numbers_follow_the_perspective() -> None:
    after = START.play(START.parse_play("24/13", "6-5"))  # White's checker on its 13
    seen_by_black = board_svg(after)  # Black on roll, at the bottom
    seen_by_white = board_svg(after, perspective=Color.WHITE)
    # White's 13 is Black's 1: the same checker, numbered from each side's view
    assert "<circle" in checkers_on(seen_by_black, 1)
    assert "<circle" in checkers_on(seen_by_white, 13)
    assert "<circle" not in checkers_on(seen_by_white, 1)


def test_L1_a_play_and_highlights_in_the_movers_numbering() -> None:
    play = START.parse_play("24/13", "6-5")
    svg = board_svg(START, play=play, highlights={24: "selected", 13: "legal"},
                    perspective=Color.BLACK, lang="ka")
    assert "24/13" in svg and "თავები" in svg
    assert "selected" in checkers_on(svg, 12) or 'data-point="12" class' in svg
