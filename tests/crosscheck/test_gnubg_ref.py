"""The GNU Backgammon reference adapter (tests/gnubg_ref.py) and its golden Position IDs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from gnubg_ref import (
    START,
    board,
    gnubg_board_from_id,
    gnubg_position_id,
    gnubg_results,
)

DATA = Path(__file__).parents[1] / "data" / "gnubg_position_ids.json"




def test_start_31_has_16_distinct_results() -> None:
    results = gnubg_results(START, START, 3, 1)
    assert len(results) == 16
    # the point-making play 8/5 6/5
    assert (board({24: 2, 13: 5, 8: 2, 6: 4, 5: 2}), START) in results
    assert gnubg_results(START, START, 1, 3) == results


def test_dance_is_empty() -> None:
    closed = board({1: 2, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 13: 3})  # opponent's closed board
    on_bar = board({25: 1, 13: 14})
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            assert gnubg_results(on_bar, closed, d1, d2) == set()


def test_hit_goes_to_opponents_bar() -> None:
    # player 6 → 1 hits the opponent's blot on our 1 (= their 24)
    results = gnubg_results(board({6: 15}), board({24: 1, 6: 14}), 5, 5)
    assert any(opp[25] == 1 and opp[0] == 0 for _, opp in results)


@pytest.mark.parametrize(
    ("player", "dice", "expected"),
    [
        # 2 on the ace, 1 on the 3: 6-1 leaves one or two checkers on the ace
        ({1: 2, 3: 1}, (6, 1), [{1: 1}, {1: 2}]),
        # four on the six with 6-6: all off, the game is over
        ({6: 4}, (6, 6), [{}]),
        # one on 7 with 6-3: 7/4, 4/off (bearing off after entering home with one die)
        ({7: 1}, (6, 3), [{}]),
        # 4 and 5 with 6-1: 5/off 4/3, or 5/4 4/off
        ({4: 1, 5: 1}, (6, 1), [{3: 1}, {4: 1}]),
    ],
)
def test_bear_off(player, dice, expected) -> None:
    opponent = board({1: 15})  # far away, on our 24
    got = {p for p, _ in gnubg_results(board(player), opponent, *dice)}
    assert got == {board(e) for e in expected}


def test_bad_input_is_refused() -> None:
    with pytest.raises(ValueError):
        gnubg_results(START, START, 0, 3)
    with pytest.raises(ValueError):
        gnubg_results(START[:-1], START, 3, 1)
    with pytest.raises(ValueError):  # off count inconsistent
        gnubg_results((1, *START[1:]), START, 3, 1)
    with pytest.raises(ValueError):  # our 1 is their 24, both occupied
        gnubg_results(board({1: 15}), board({24: 15}), 3, 1)


def test_golden_position_ids_round_trip_through_gnubg() -> None:
    entries = json.loads(DATA.read_text(encoding="utf-8"))
    assert len(entries) >= 30
    assert entries[0]["id"] == "4HPwATDgc/ABMA"
    for e in entries:
        assert len(e["player"]) == len(e["opponent"]) == 26
        assert gnubg_position_id(e["player"], e["opponent"]) == e["id"], e["name"]
        assert gnubg_board_from_id(e["id"]) == (tuple(e["player"]), tuple(e["opponent"]))


def test_position_id_encodes_the_side_not_on_roll_first() -> None:
    # swapping sides changes the ID: the first half belongs to the opponent
    player, opponent = board({6: 15}), board({24: 15})
    a, b = gnubg_position_id(player, opponent), gnubg_position_id(opponent, player)
    assert a != b
    assert gnubg_board_from_id(a) == (player, opponent)
