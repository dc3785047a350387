"""A free board's config is compacted between turns (its position written, the actions before
dropped; ``record_action``) and still rebuilds exactly the board it describes: the same
position, turn, selection, message, buttons and picture after every action, and the same dice
to come — random rolls included (issue 26)."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach import Position
from nardi_teach.controllers.board import BoardController
from nardi_teach.controllers.config import (
    MAX_ACTIONS,
    act,
    board_config,
    controller,
    record_action,
)
from nardi_teach.controllers.variants import initial_position

VARIANTS = ("short", "long", "plakoto", "triple", "two_two", "caucasian", "fevga_greek",
            "crazy_short", "hypergammon")
RACE = Position.from_checkers({6: 2, 5: 3, 4: 3, 3: 3, 2: 2, 1: 2}, {19: 5, 20: 5, 21: 5})


def state(board: BoardController) -> tuple[Any, ...]:
    """Everything a learner sees of a board, and what the next action depends on."""
    turn = board.turn
    return (board.position, None if turn is None else (turn.dice, turn.moves), board.selected,
            board.message, board.error, board.error_rule, board.buttons(), board.viewer,
            str(board.svg()))


def apply(config: dict[str, Any], board: BoardController, action: dict[str, Any]) -> None:
    record_action(config, board, action)
    act(board, action)


def play_one_move(config: dict[str, Any], board: BoardController, index: int) -> None:
    """Two clicks (the viewer's numbering) that make one legal checker move, if any."""
    if board.turn is None or board.turn.is_complete:
        return
    if board.selected is not None:  # let the picked-up checker go first
        apply(config, board, {"type": "click", "point": board.to_viewer(board.selected)})
    moves = board.turn.legal_moves()
    move = moves[index % len(moves)]
    for point in (move.src, move.dst):
        apply(config, board, {"type": "click", "point": board.to_viewer(point)})


actions = st.one_of(
    st.just(("roll", None)),
    st.sampled_from([("roll", "6-6"), ("roll", "3-1"), ("roll", "6-5"), ("roll", "9-9")]),
    st.tuples(st.just("click"), st.integers(0, 25)),
    st.tuples(st.just("move"), st.integers(0, 40)),
    st.sampled_from([("undo", None), ("undo_turn", None), ("confirm", None),
                     ("turn", None), ("turn", None)]),
)


@settings(max_examples=60, deadline=None, database=None,
          suppress_health_check=list(HealthCheck))
@given(variant=st.sampled_from(VARIANTS), race=st.booleans(),
       seed=st.one_of(st.none(), st.integers(0, 2**40)), follow_turn=st.booleans(),
       perspective=st.sampled_from([None, "white", "black"]), auto_bear_off=st.booleans(),
       steps=st.lists(actions, min_size=1, max_size=40))
def test_a_compacted_config_rebuilds_the_same_board(variant, race, seed, follow_turn,
                                                    perspective, auto_bear_off,
                                                    steps) -> None:
    position = RACE if race and variant == "short" else initial_position(variant)
    config = board_config(position, seed=seed, follow_turn=follow_turn,
                          auto_bear_off=auto_bear_off, variant=variant)
    config["perspective"] = perspective
    board = controller(config)
    for kind, value in steps:
        if kind == "move":
            play_one_move(config, board, value)
        elif kind == "turn":  # play the roll out and end the turn
            for index in range(8):
                play_one_move(config, board, index)
            apply(config, board, {"type": "confirm"})
        elif kind == "roll" and value is not None:
            if variant in ("short", "long", "caucasian", "hypergammon"):
                apply(config, board, {"type": "roll", "dice": value})
        elif kind == "click":
            apply(config, board, {"type": "click", "point": value})
        else:
            apply(config, board, {"type": kind})
        assert state(controller(config)) == state(board), config["actions"]
    assert len(config["actions"]) <= MAX_ACTIONS


def test_the_dice_to_come_replay_after_a_compaction() -> None:
    config = board_config(Position.initial(), seed=4)
    board = controller(config)
    for _ in range(6):  # whole turns: the config is written afresh before each roll
        for action in ({"type": "roll"}, {"type": "click", "point": 25}):
            apply(config, board, action)
        while not board.turn.is_complete:
            play_one_move(config, board, 0)
        apply(config, board, {"type": "confirm"})
    rebuilt = controller(config)
    for _ in range(20):
        board.roll()
        rebuilt.roll()
        assert board.turn.dice == rebuilt.turn.dice
        board.turn = rebuilt.turn = None
