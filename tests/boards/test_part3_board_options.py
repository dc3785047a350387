"""Part III's boards at the controller level (issue 21): a game board may start after the
personal rolls made before it (``rolls``, V61) so that the progression (V62) begins at once,
and the raise cube's board says "აწევა", not "გაორმაგება", on its button and in every message
(V68, V69)."""

from __future__ import annotations

import json

import pytest

from nardi_teach.controllers.config import ConfigError, act, board_config, controller
from nardi_teach.games.flow import Segment
from nardi_teach.games.rules import CubeKind, Rules
from nardi_teach.long_nardi.family import CrazyPosition
from nardi_teach.web.boards import state

START = CrazyPosition.from_checkers({24: 11, 20: 2, 16: 2}, {12: 13, 11: 2})


def test_V61_V62_a_game_board_after_five_personal_rolls_grants_the_next_double() -> None:
    config = json.loads(json.dumps(board_config(START, mode="game", rolls=(5, 5))))
    assert config["rolls"] == [5, 5]
    board = controller(config)
    assert board.game.state.flow.rolls == (5, 5)
    act(board, {"type": "roll", "dice": "3-3"})
    act(board, {"type": "play", "text": "24/18 20/17(2)"})
    assert board.game.state.flow.segment is Segment.GRANTED and "V62" in ", ".join(board.rules)


def test_V61_without_rolls_the_third_double_is_an_ordinary_one() -> None:
    board = controller(board_config(START, mode="game"))
    assert "rolls" not in board_config(START, mode="game")
    act(board, {"type": "roll", "dice": "3-3"})
    act(board, {"type": "play", "text": "24/18 20/17(2)"})
    assert board.game.on_roll.name == "BLACK" and "V62" not in ", ".join(board.rules)


@pytest.mark.parametrize("bad", [[5], [True, 1], "5,5", [1000, 0], [-1, 0], [5.0, 5]])
def test_a_config_with_bad_rolls_is_refused_with_a_config_error(bad: object) -> None:
    config = {**board_config(START, mode="game"), "rolls": bad}
    with pytest.raises(ConfigError):
        controller(config)


def test_V68_V69_the_raise_cube_board_says_raise_on_its_button_and_in_its_messages() -> None:
    board = controller(board_config(mode="game", rules=Rules(cube_kind=CubeKind.RAISE),
                                    seed=36))
    act(board, {"type": "roll"})
    act(board, {"type": "play", "text": str(next(iter(board.turn.legal)))})
    labels = {b["action"]: b["label"] for b in state(board)["buttons"]}
    assert labels["double"] == "აწევა"
    act(board, {"type": "double"})
    assert board.message.startswith("შავი აწევას გთავაზობთ (2-მდე)")
    act(board, {"type": "click", "point": 6})
    assert board.error and "V69" in (board.error_rule or "") and "აწევის" in board.message
    act(board, {"type": "drop"})
    assert board.message.startswith("აწევაზე უარი ითქვა") and board.game.is_over


def test_the_doubling_cube_board_keeps_its_own_words() -> None:
    board = controller(board_config(mode="game", seed=36))
    act(board, {"type": "roll"})
    act(board, {"type": "play", "text": str(next(iter(board.turn.legal)))})
    assert {b["action"]: b["label"] for b in state(board)["buttons"]}["double"] == "გაორმაგება"
    act(board, {"type": "double"})
    assert board.message.startswith("შავი გაორმაგებას გთავაზობთ")
    act(board, {"type": "click", "point": 6})
    assert "R108" in (board.error_rule or "") and "V69" not in (board.error_rule or "")


def test_V68_the_notebook_widget_names_the_raise_button_and_keeps_its_action() -> None:
    from nardi_teach.notebook import BoardWidget

    widget = BoardWidget(mode="game", rules=Rules(cube_kind=CubeKind.RAISE), seed=36)
    raise_button = widget.cube_buttons[0]
    assert raise_button.description == "აწევა" and "nardi-double" in raise_button._dom_classes
    widget = BoardWidget(START, mode="game", rolls=(5, 5))
    assert widget.live_config["rolls"] == [5, 5]
    assert widget.controller.game.state.flow.rolls == (5, 5)  # type: ignore[attr-defined]


def test_V68_the_raise_cube_in_the_middle_shows_1_the_doubling_cube_64() -> None:
    def face(config: dict) -> str:
        svg = str(controller(config).svg())
        cube = svg[svg.index('<g class="cube">'):]
        return cube[cube.index("<text"):cube.index("</text>")].rsplit(">", 1)[-1]

    assert face(board_config(mode="game", rules=Rules(cube_kind=CubeKind.RAISE))) == "1"
    assert face(board_config(mode="game")) == "64"
