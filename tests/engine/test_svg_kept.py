"""A redrawn board reuses what it drew before (issue 41: every click in the live book ≤ 50 ms).

A click changes a point or two of the 24; the board's picture is drawn again whole. Each point's
group and the words each point says are kept (``svg.board._drawn_point``,
``svg.words._kept_labels``): a redraw draws only what changed, and draws exactly what a fresh
drawing would.
"""

from __future__ import annotations

from typing import Any

import pytest

from nardi_teach import WHITE, Position
from nardi_teach.i18n import get_language, set_language, translate
from nardi_teach.long_nardi.position import LongPosition
from nardi_teach.svg import board as svg_board
from nardi_teach.svg import board_svg
from nardi_teach.svg import words as svg_words

STATES: list[dict[str, Any]] = [
    {},
    {"highlights": {24: "selected", 18: "legal", 19: "legal"}, "movable": [24, 13, 8, 6]},
    {"highlights": {24: "selected"}, "movable": [24], "orientation": "left"},
    {"lang": "en", "movable": [24, 13]},
    {"lang": "ka", "perspective": WHITE, "dice": "6-5"},
]


def _fresh() -> None:
    svg_board._drawn_point.cache_clear()
    svg_words._kept_labels.cache_clear()


@pytest.mark.parametrize("kind", [Position, LongPosition])
def test_a_redrawn_board_is_the_board_drawn_afresh(kind: type) -> None:
    position = kind.initial()
    for options in STATES:
        _fresh()
        afresh = str(board_svg(position, **options))
        for earlier in STATES:  # whatever was drawn before, kept
            board_svg(position, **earlier)
        assert str(board_svg(position, **options)) == afresh, options


def test_a_redraw_draws_only_the_points_that_changed() -> None:
    """Fails when the points' groups or their words are drawn afresh at every redraw."""
    _fresh()
    position = Position.initial()
    board_svg(position, lang="ka")
    points, labels = svg_board._drawn_point.cache_info(), svg_words._kept_labels.cache_info()
    board_svg(position, lang="ka")
    assert svg_board._drawn_point.cache_info().hits - points.hits == 24
    assert svg_words._kept_labels.cache_info().hits - labels.hits == 1
    # a checker picked up: its point and the landings change, and every point's words
    before = svg_board._drawn_point.cache_info()
    picked = str(board_svg(position, lang="ka", highlights={24: "selected", 18: "legal"}))
    after = svg_board._drawn_point.cache_info()
    assert after.misses - before.misses == 24  # each point now says whether it can go there
    assert picked.count("hl selected") == 1 and picked.count("hl legal") == 1


def test_a_board_drawn_in_the_current_language_says_that_languages_words() -> None:
    """The current language may change between two drawings: the words kept are those of
    the language the board speaks."""
    _fresh()
    was = get_language()
    try:
        set_language("en")
        english = str(board_svg(Position.initial()))
        set_language("ka")
        georgian = str(board_svg(Position.initial()))
    finally:
        set_language(was)
    label = 'data-point="24" class="point" data-label="'
    assert english.split(label)[1].split('"')[0] == translate(
        "a11y.point", "en", point=24, what=translate(
            "a11y.checkers", "en", count=2, side=translate("side.white", "en")))
    assert georgian.split(label)[1].split('"')[0].startswith(
        translate("a11y.point", "ka", point=24, what="@").split("@")[0])
