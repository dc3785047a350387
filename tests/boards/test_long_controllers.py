"""Long-nardi boards played by clicks through the same controllers and config as short
nardi: free, practice (the bear-off drill, L8) and game (L2, L10) modes."""

from __future__ import annotations

import json

from long_cases import X

from nardi_teach import WHITE, Color, LongPosition, translate
from nardi_teach.controllers.board import LONG_PRACTICE_STEPS, BoardController
from nardi_teach.controllers.config import board_config, controller
from nardi_teach.controllers.game import GameController
from nardi_teach.web.boards import new_board

START = LongPosition.initial()


def test_L4_free_board_offers_only_legal_steps_and_refuses_a_second_head_checker() -> None:
    board = BoardController(X({24: 14, 20: 1}, {12: 14, 2: 1}), dice="6-5")
    board.click(24)
    assert board.highlights() == {24: "selected", 18: "legal", 19: "legal", 13: "legal"}
    board.click(18)
    board.click(24)  # the head again: refused with the rule, nothing changes
    assert board.error and board.error_rule == "L4, R157"
    assert "24" in board.message and [str(m) for m in board.turn.moves] == ["24/18"]
    board.click(20)
    board.click(15)
    board.confirm()
    assert board.position.turn is Color.BLACK and not board.error


def test_L1_clicks_in_the_viewers_numbering_when_seen_from_the_other_side() -> None:
    after = START.play(START.parse_play("24/13", "6-5"))  # Black on roll
    board = BoardController(after, dice="6-4", perspective=WHITE)
    board.click(12)  # Black's head, in White's numbering
    assert board.selected == 24 and not board.error
    assert 'data-point="25"' not in board.svg()


def test_L8_long_practice_drill_without_the_bar_step() -> None:
    board = BoardController(mode="practice", variant="long")
    assert isinstance(board.position, LongPosition) and len(LONG_PRACTICE_STEPS) == 4
    for step in LONG_PRACTICE_STEPS:
        assert board.position == step.position
        play = next(p for p in step.position.legal_plays(step.dice)
                    if step.reached(step.position.play(p)))
        for move in play.moves:
            board.click(move.src)
            board.click(move.dst)
        board.confirm()
    assert board.step == 4 and board.message == translate("practice.long_done", board.lang)
    assert "ბარ" not in board.message  # no bar step, and no bar in the summary


def test_L2_L10_game_mode_rerolls_the_opening_and_has_no_cube() -> None:
    board = GameController(variant="long", seed=3)
    board.roll("5-3")  # the opening roll: the higher die wins and rolls both dice afresh
    assert board.turn is None and board.game.on_roll is WHITE and board.may_roll()
    assert "double" not in board.buttons() and 'class="cube' not in board.svg()
    board.roll("6-6")
    assert {m.dst for m in board.turn.legal_moves()} == {18}  # L5
    board.click(24)
    board.click(18)
    board.click(24)
    board.click(18)
    assert board.turn.is_complete
    board.confirm()
    assert board.game.on_roll is Color.BLACK


def test_L11_a_long_board_config_rebuilds_the_same_board() -> None:
    position = START.play(START.parse_play("24/13", "6-5"))
    config = board_config(position, dice="6-4", actions=[{"type": "click", "point": 24}])
    assert config["variant"] == "long" and config["position"] == position.id()
    board = controller(json.loads(json.dumps(config)))
    assert board.position == position and board.selected == 24
    state = json.loads(new_board(json.dumps(config)))
    assert "svg" in json.dumps(state)


def test_L3_a_point_with_one_opposing_checker_is_refused_on_the_board() -> None:
    board = BoardController(X({20: 1, "off": 14}, {15: 1, 12: 14}), dice="5-1")
    board.click(20)
    board.click(15)
    assert board.error and board.error_rule == "L3, R159"
