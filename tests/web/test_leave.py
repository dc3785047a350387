"""A page left for good gives its boards back to the Python every open page shares
(``nardi_teach.web.leave``, called by ``nardi_live.js`` on ``pagehide``): exactly its own boards
and lessons are freed, another page's stay, and whatever the page sends frees nothing else and
never raises (issue 41). In Chromium: ``test_live_snapshot.py``."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from nardi_teach import Position
from nardi_teach.html.lessons import lesson_data
from nardi_teach.web import boards, lessons
from nardi_teach.web.leave import forget


def _page() -> tuple[list[int], list[int]]:
    """What one page makes: two game boards and a lesson; their ids."""
    config = json.dumps(boards.board_config(Position.initial(), dice="3-1"))
    made = [json.loads(boards.new_board(config))["id"] for _ in range(2)]
    lesson = json.loads(lessons.new_lesson(json.dumps(lesson_data(3)), "ka"))["id"]
    return made, [lesson]


def _held(board_ids: list[int], lesson_ids: list[int]) -> list[bool]:
    return [json.loads(boards.board_idle(i)).get("code") != "live.no_board" for i in board_ids] \
        + [json.loads(lessons.lesson_event(i, "{}")).get("code") != "live.no_board"
           for i in lesson_ids]


def test_a_page_left_frees_its_own_boards_and_no_other_pages() -> None:
    open_page, left_page = _page(), _page()
    out = json.loads(forget(json.dumps(left_page[0]), json.dumps(left_page[1])))
    assert out == {"ok": True, "freed": 3}
    assert _held(*left_page) == [False, False, False]
    assert _held(*open_page) == [True, True, True]
    # its board answers as any freed board does
    gone = json.loads(boards.board_event(left_page[0][0], json.dumps({"type": "roll"})))
    assert gone["ok"] is False and gone["code"] == "live.no_board"
    # told twice (a reload after a close, say): nothing more is freed
    assert json.loads(forget(json.dumps(left_page[0]), json.dumps(left_page[1])))["freed"] == 0
    assert _held(*open_page) == [True, True, True]


_kept: list[tuple[list[int], list[int]]] = []
JSONISH = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False)
                       | st.text(max_size=8),
                       lambda inner: st.lists(inner, max_size=4)
                       | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=12)


@given(first=st.one_of(st.text(max_size=40), JSONISH.map(json.dumps)),
       second=st.one_of(st.text(max_size=40), JSONISH.map(json.dumps)))
def test_whatever_a_page_sends_frees_no_board_it_did_not_name(first: Any, second: Any) -> None:
    if not _kept or not all(_held(*_kept[-1])):  # a page made anew only when one was freed
        _kept.append(_page())
    keep = _kept[-1]
    named = {i for text in (first, second) for i in _ints(text)}
    out = json.loads(forget(first, second))
    assert set(out) == {"ok", "freed"} and out["freed"] >= 0
    held = _held(*keep)
    for board_id, still in zip([*keep[0], *keep[1]], held, strict=True):
        assert still or board_id in named


def _ints(text: str) -> list[int]:
    try:
        value = json.loads(text)
    except ValueError:
        return []
    return [i for i in value if type(i) is int] if isinstance(value, list) else []
