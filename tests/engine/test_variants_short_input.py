"""Bad input to the short-family variants raises only the engine's typed errors
(hypothesis): junk positions, IDs, rolls and play texts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach.core.errors import NardiError
from nardi_teach.plakoto import PlakotoPosition
from nardi_teach.short_nardi.family import (
    CaucasianPosition,
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)

CLASSES = [HyperPosition, TriplePosition, TwoTwoPosition, CaucasianPosition, CrazyShortPosition,
           PlakotoPosition]
junk = st.one_of(st.none(), st.integers(-5, 30), st.text(max_size=8), st.booleans(),
                 st.lists(st.integers(-2, 16), max_size=27), st.floats(allow_nan=True))
counts = st.dictionaries(st.one_of(st.integers(-2, 27), st.sampled_from(["bar", "off", "x"])),
                         st.one_of(st.integers(-1, 16), st.text(max_size=2)), max_size=6)


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(CLASSES), counts, counts,
       st.dictionaries(st.integers(-1, 26), st.sampled_from(["player", "opponent", "x"]),
                       max_size=3))
def test_from_checkers_raises_only_typed_errors(cls, player, opponent, pinned) -> None:  # type: ignore[no-untyped-def]
    try:
        if cls is PlakotoPosition:
            position = cls.from_checkers(player, opponent, pinned=pinned)
        else:
            position = cls.from_checkers(player, opponent)
    except NardiError:
        return
    assert eval(repr(position), {cls.__name__: cls}) == position


@settings(max_examples=80, deadline=None)
@given(st.one_of(st.text(max_size=24), junk))
def test_plakoto_id_raises_only_typed_errors(text) -> None:  # type: ignore[no-untyped-def]
    try:
        position = PlakotoPosition.from_id(text)
    except NardiError:
        return
    assert PlakotoPosition.from_id(position.id()) == position


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(CLASSES), junk)
def test_legal_plays_with_junk_dice_raise_only_typed_errors(cls, dice) -> None:  # type: ignore[no-untyped-def]
    try:
        cls.initial().legal_plays(dice)
    except NardiError:
        pass


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(CLASSES), st.text(alphabet="0123456789/*() bafo,-", max_size=16))
def test_parse_play_raises_only_typed_errors(cls, text) -> None:  # type: ignore[no-untyped-def]
    dice = "6-5-3" if cls is TriplePosition else "6-5-3-1" if cls is TwoTwoPosition else "6-5"
    try:
        play = cls.initial().parse_play(text, dice)
    except NardiError:
        return
    assert play in cls.initial().legal_plays(dice)


@settings(max_examples=40, deadline=None)
@given(junk, junk, junk)
def test_plakoto_constructor_raises_only_typed_errors(pins, other, crazy) -> None:  # type: ignore[no-untyped-def]
    start = PlakotoPosition.initial()
    try:
        PlakotoPosition(start.player, start.opponent, player_pins=pins, opponent_pins=other,
                        crazy=crazy)
    except NardiError:
        pass
