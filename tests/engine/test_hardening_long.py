"""Long nardi's entry points answer bad input with typed errors (issue 12, for the positions
of issue 13): checker lists, IDs and play text, random and hand-made; a refusal changes
nothing and every position that is accepted is a real one (L1: 15 checkers a side)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import LongPosition, NardiError

JUNK_VALUES = st.one_of(st.integers(-3, 40), st.text(max_size=3), st.floats(allow_nan=True),
                        st.booleans(), st.none(), st.lists(st.integers(0, 3), max_size=2))
JUNK_KEYS = st.one_of(st.integers(-3, 40), st.text(max_size=4), st.sampled_from(
    ["off", "bar", "24", "²", "١٢", " 7 ", "0"]))
CHECKERS = st.one_of(st.dictionaries(JUNK_KEYS, JUNK_VALUES, max_size=5),
                     st.lists(st.integers(), max_size=3), st.text(max_size=5), st.none())


@pytest.mark.parametrize("bad", [{24: "2"}, [], {"²": 1}, {24: 2.5}, {24: True}, {"١٢": 1},
                                 {30: 1}, {24: -1}, "24:15", None])
def test_L1_a_broken_checker_list_is_a_typed_error(bad: object) -> None:
    with pytest.raises(NardiError) as refused:
        LongPosition.from_checkers(bad, {12: 15})  # type: ignore[arg-type]
    assert refused.value.message("ka") and refused.value.message("en")


@settings(max_examples=300, deadline=None)
@given(CHECKERS, CHECKERS)
def test_L1_random_checker_lists_give_a_position_or_a_typed_error(mine: object,
                                                                   theirs: object) -> None:
    try:
        position = LongPosition.from_checkers(mine, theirs)  # type: ignore[arg-type]
    except NardiError:
        return
    assert sum(position.player) == 15 and sum(position.opponent) == 15
    assert LongPosition.from_id(position.id()) == position


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_L11_random_ids_and_play_text_give_a_typed_error_or_a_value(text: str) -> None:
    start = LongPosition.initial()
    try:
        LongPosition.from_id(text)
    except NardiError:
        pass
    try:
        play = start.parse_play(text, "6-5")
    except NardiError:
        return
    assert play in start.legal_plays("6-5")
