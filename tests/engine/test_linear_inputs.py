"""Issue 40, points 2 and 3: every reader of text from outside (the JSON limit check before
each bridge, the progress file and teachers' JSON; the dice box; play notation; the drill
position) takes time in proportion to its input, and JSON is bounded in depth before any
recursive parser sees it.  Timing is asserted as a ratio between two sizes (8× the text:
about 8× the time when linear, 64× when quadratic), never as an absolute time."""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach.core.dice import Dice, Roll
from nardi_teach.core.errors import NardiError
from nardi_teach.core.limits import MAX_DEPTH, LimitError, check_json, loads_json
from nardi_teach.core.notation import read_segments
from nardi_teach.exercises.model import parse_checkers

SMALL, LARGE = 4_000, 32_000
RATIO = 24  # linear: ~8; quadratic: ~64


def _cost(call: Callable[[str], object], text: str) -> float:
    """The least CPU time of a few calls (the machine is shared: the least is the least
    disturbed); errors are what these inputs are for."""
    best = float("inf")
    for _ in range(3):
        start = time.process_time()
        try:
            call(text)
        except (ValueError, NardiError):
            pass
        best = min(best, time.process_time() - start)
    return max(best, 1e-4)


def _ratio(call: Callable[[str], object], make: Callable[[int], str]) -> float:
    return _cost(call, make(LARGE)) / _cost(call, make(SMALL))


CASES = {
    "finding_3a_check_json_unterminated_escaped_quotes": (
        lambda t: loads_json(t, max_chars=10**7), lambda n: '"' + '\\"' * (n // 2)),
    "finding_3b_dice_box_spaces": (Dice.parse, lambda n: "6" + " " * n + "!"),
    "finding_3b_roll_spaces": (Roll.parse, lambda n: "6" + " " * n + "!"),
    "finding_3c_drill_position_spaces": (parse_checkers, lambda n: "X{}" + " " * n + "!"),
    "finding_3c_play_notation_spaces": (read_segments, lambda n: "24" + " " * n + "x"),
    "play_notation_spaces_before_a_repeat": (read_segments, lambda n: "24/18" + " " * n + "x"),
}


@pytest.mark.parametrize("name", list(CASES))
def test_reading_is_linear_in_the_input(name: str) -> None:
    call, make = CASES[name]
    ratio = _ratio(call, make)
    if ratio > RATIO:  # once more: a neighbour's burst of work can land on one size
        ratio = min(ratio, _ratio(call, make))
    assert ratio < RATIO, f"{name}: 8× the text took {ratio:.0f}× the time"


def test_the_dice_box_refuses_a_long_text_unread() -> None:
    for parse in (Dice.parse, Roll.parse):
        with pytest.raises(NardiError) as error:
            parse("6" + " " * 70 + "5")
        assert len(error.value.message("ka")) < 200
    assert Dice.parse(" 6 - 5 ") == Dice(6, 5) and Roll.parse("6 5 3") == Roll(6, 5, 3)
    assert Roll.parse("6-5 , 3") == Roll(6, 5, 3)


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=3), inner, max_size=3), max_leaves=20)


@settings(max_examples=150)
@given(JSON, st.integers(0, 3 * MAX_DEPTH), st.sampled_from(["[", "{\"a\":", "[\"]\","]),
       st.text(alphabet='"\\[]{}:,ab \n0', max_size=30))
def test_json_is_bounded_in_depth_before_it_is_parsed(value: object, depth: int,
                                                       opener: str, junk: str) -> None:
    """Any text: ``loads_json`` gives ``json.loads``'s value, or a typed refusal (too deep
    past ``MAX_DEPTH``), or ``json``'s own error for text that is not JSON; never a
    ``RecursionError``.  Brackets inside strings do not count."""
    closer = {"[": "]", '{"a":': "}", '["]",': "]"}[opener]
    text = opener * depth + json.dumps(value) + closer * depth + junk
    try:
        got = loads_json(text)
    except LimitError as error:
        assert error.key in ("limit.too_deep", "limit.number")
        return
    except json.JSONDecodeError:
        return
    assert got == json.loads(text)
    assert _depth(got) <= MAX_DEPTH  # what went through is never deeper than the limit


def _depth(value: object) -> int:
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            stack.extend((child, level + 1) for child in (
                item.values() if isinstance(item, dict) else item))
    return deepest


def test_brackets_in_strings_and_an_open_string_are_not_depth() -> None:
    check_json(json.dumps("[" * 500))
    with pytest.raises(json.JSONDecodeError):
        loads_json('"' + "[" * 5000)  # an open string: json stops there, nothing deep is read
    with pytest.raises(LimitError):
        loads_json('"x\n' + "[" * 500)  # a line break ends it: the brackets after count
