"""Board drawings take any caption or title and give valid XML; unknown option values are
typed errors in Georgian and English, not English ValueErrors (issue 12)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from nardi_teach import Position
from nardi_teach.core.errors import NardiError
from nardi_teach.svg import board_svg

START = Position.initial()


@pytest.mark.parametrize("text", ["\x1b[31mred", "a\x00b", "\ud800 lone", "\udfff", "\ufffe",
                                  "<b>&amp;</b>", "tab\tnew\nline", "ქართული 🎲"])
def test_caption_and_title_give_valid_xml(text: str) -> None:
    svg = board_svg(START, caption=text, title=text)
    ET.fromstring(svg)  # raises on invalid XML
    svg.encode("utf-8")  # and on a lone surrogate


@pytest.mark.parametrize("options", [
    {"arrows": [(30, 1)]}, {"arrows": [(24,)]}, {"arrows": 5}, {"arrows": [("24", 18)]},
    {"orientation": "up"}, {"highlights": {24: "glow"}}, {"highlights": {99: "legal"}},
    {"highlights": [24]}, {"lang": "fr"}, {"size": -5}, {"size": 1e400}, {"size": "big"},
    {"perspective": "white"}, {"play": "24/18"}, {"used_dice": [9]}, {"score": (1, 2)},
    {"crawford": "yes"}, {"dice": "9-9"}, {"caption": 5},
])
def test_unknown_option_values_are_typed_bilingual_errors(options: dict) -> None:
    with pytest.raises(NardiError) as caught:
        board_svg(START, **options)
    error = caught.value
    assert any("\u10d0" <= c <= "\u10ff" for c in error.message("ka"))
    assert error.message("en") != error.message("ka")


def test_position_must_be_a_position() -> None:
    with pytest.raises(NardiError):
        board_svg("start")  # type: ignore[arg-type]
