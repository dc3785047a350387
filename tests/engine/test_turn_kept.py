"""A turn works out its next moves once (issue 41: every click in the live book ≤ 50 ms).

A board asks its turn, on every click, which checkers can move (each point's landing points)
and where the picked-up checker may go. A turn never changes, so it keeps what it worked out
(``Turn._next_moves``, ``_routes``, ``_after``): asked again, it gives the same answers
without searching again, and an answer changed by its caller changes nothing the turn kept.
"""

from __future__ import annotations

import random

import pytest
from corpus import cases

from nardi_teach import Dice, Position
from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi.position import LongPosition


def _fresh(turn: Turn) -> Turn:
    """The same turn, nothing worked out yet: its moves made one by one on a new start."""
    again = Turn.start(turn.position, turn.dice)
    for move in turn.moves:
        again = Turn(again.position, again.dice, again.moves + (move,), again.legal)
    return again


def _counting(turn: Turn) -> list[int]:
    """Count the single-die steps ``turn`` asks its rules for (the search's inner loop)."""
    calls = [0]
    rules = turn._rules
    steps = rules.steps

    class Counting:
        def __getattr__(self, name: str) -> object:
            return getattr(rules, name)

        def steps(self, board: object, die: int) -> list[tuple[int, int]]:
            calls[0] += 1
            return steps(board, die)

    turn.__dict__["_rules"] = Counting()
    return calls


@pytest.mark.parametrize("kind", [Position, LongPosition])
def test_a_turn_asked_again_does_not_search_again(kind: type) -> None:
    turn = Turn.start(kind.initial(), Dice(6, 5) if kind is Position else Dice(3, 1))
    calls = _counting(turn)
    first = {p: turn.destinations(p) for p in range(1, 26)}
    moves = turn.legal_moves()
    searched = calls[0]
    assert searched > 0
    again = {p: turn.destinations(p) for p in range(1, 26)}
    assert turn.legal_moves() == moves
    assert again == first
    assert calls[0] == searched  # every answer kept: no step asked for again
    move = moves[0]
    assert turn._with(move) is turn._with(move)  # the turn after a move is kept with its work


def test_a_changed_answer_changes_nothing_kept() -> None:
    turn = Turn.start(Position.initial(), Dice(6, 5))
    turn.legal_moves().clear()
    for route in turn.destinations(24).values():
        route.clear()
    turn.destinations(24).clear()
    fresh = _fresh(turn)
    assert turn.legal_moves() == fresh.legal_moves()
    assert turn.destinations(24) == fresh.destinations(24) != {}


@pytest.mark.parametrize("seed", [41])
def test_kept_answers_are_the_answers_worked_out_afresh(seed: int) -> None:
    """Along random plays of the corpus' positions, every answer a turn gives after it was
    asked everything once equals a fresh turn's."""
    rng = random.Random(seed)
    for _kind, position, dice in cases(seed, 6):
        turn = Turn.start(position, dice)
        while not turn.is_complete:
            for p in range(0, 26):
                turn.destinations(p)  # everything asked once, then asked again below
            fresh = _fresh(turn)
            assert turn.legal_moves() == fresh.legal_moves()
            assert {p: turn.destinations(p) for p in range(26)} \
                == {p: fresh.destinations(p) for p in range(26)}
            move = rng.choice(turn.legal_moves())
            turn = turn.move(move.src, move.dst)
