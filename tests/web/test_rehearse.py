"""The reader's first clicks rehearsed while the live book's worker waits (issue 41, point 1).

In the browser the first run of each of Python's paths compiles Pyodide's code for it: a page's
first click took 60–130 ms of Python, the next ones 5–20 ms. Once Python is ready the worker runs
``nardi_teach.web.boards.rehearse`` one step a task (``nardi_live_worker.js``): these tests hold
it to rehearsing what a reader does, on a board that belongs to no page.
"""

from __future__ import annotations

import json

import pytest

from nardi_teach.web import boards


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(boards, "_rehearsal", [])


def test_the_rehearsal_picks_up_moves_and_takes_back_a_checker_then_ends(fresh: None) -> None:
    """Four steps (the board drawn, the checker picked up, moved, the move taken back): each
    step checks that the board took it, and the rehearsal stops at the first it refused, so a
    rehearsal of clicks a board refuses runs fewer steps."""
    steps = 0
    while boards.rehearse():
        steps += 1
        assert steps <= 4
    assert steps == 4
    assert boards.rehearse() is False  # once over, it stays over


def test_the_rehearsal_leaves_the_pages_boards_alone(fresh: None) -> None:
    state = json.loads(boards.new_board(json.dumps(boards.board_config())))
    held, next_id = dict(boards._boards), list(boards._next)
    while boards.rehearse():
        pass
    assert boards._boards == held and boards._next == next_id
    after = json.loads(boards.board_event(state["id"], '{"type": "click", "point": 24}'))
    assert after["ok"] and after["id"] == state["id"]
    # the next board a page asks for gets the next id, as without the rehearsal
    assert json.loads(boards.new_board(json.dumps(boards.board_config())))["id"] == next_id[0]
