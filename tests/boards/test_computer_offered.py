"""Issue 41 point 3: a two-player game board that offers the computer (Part III's boards,
``computer={"color": "none"}``): the reader picks the computer's colour and level there, as on
play.html, and the board's own position stays set up."""

from __future__ import annotations

import pytest
from test_play_computer import learner_step

from nardi_teach.controllers.config import ConfigError, act, board_config, controller
from nardi_teach.core.board import Color
from nardi_teach.games.actions import WholePlay
from nardi_teach.games.rules import CubeKind, Rules
from nardi_teach.i18n import translate
from nardi_teach.plakoto import PlakotoPosition
from nardi_teach.web.boards import state

MOTHER = PlakotoPosition.from_checkers({6: 1, 8: 14}, {1: 1, 18: 14})
"""Chapter 21's live mother ending (V31)."""


def computer_played(board) -> bool:
    game = board.game
    return any(isinstance(a, WholePlay) and s.actor is board.computer_side
               for a, s in zip(game.history, game.states(), strict=False))


def offered(**options: object):
    return controller(board_config(mode="game", computer={"color": "none"}, **options))


def pick(board, color: str, level: str = "club", **more: str) -> None:
    act(board, {"type": "computer", "color": color, "level": level,
                "variant": board.variant, **more})


def test_two_players_see_the_computer_choices_and_keep_the_dice_box() -> None:
    board = offered(position=MOTHER)
    seen = state(board)
    assert board.computer is None and "computer" not in seen and "tutor" not in seen
    colours = {c["name"]: c for c in seen["choices"]}["color"]
    assert colours["value"] == "none"
    assert [o["value"] for o in colours["options"]] == ["black", "white", "none"]
    board.roll("5-2")  # two players still set the dice (the chapter's instruction)
    assert board.turn is not None and sorted(board.turn.dice) == [2, 5]


@pytest.mark.parametrize("color", ["black", "white"])
def test_picking_a_colour_lets_the_computer_answer_from_the_same_position(color: str) -> None:
    board = offered(position=MOTHER)
    pick(board, color, "beginner")
    assert board.computer is not None and board.computer.level == "beginner"
    assert board.computer_side is Color[color.upper()]
    # the board's own position again; the computer on roll there has played at once
    assert board.game.states()[0].position.position_id() == MOTHER.position_id()
    assert computer_played(board) is (color == "white")
    assert state(board)["computer"] is True
    for _ in range(200):  # the learner acts until the computer has played once
        if computer_played(board) or board.game.is_over:
            break
        learner_step(board)
    assert board.game.is_over or computer_played(board)


def test_neither_gives_the_board_back_to_two_players() -> None:
    board = offered(variant="hypergammon", seed=32)
    pick(board, "black")
    learner_step(board)
    pick(board, "none")
    assert board.computer is None and board.perspective is Color.WHITE
    assert board.message.startswith(translate("computer.setup.none", board.lang))
    assert not board.game.history  # a new game from the board's own start
    assert {c["name"]: c["value"] for c in board.choices()}["color"] == "none"


def test_the_raise_cube_board_keeps_its_cube_against_the_computer() -> None:
    board = offered(rules=Rules(cube_kind=CubeKind.RAISE), seed=36)
    pick(board, "black", cube="raise")
    assert board.game.state.cube.kind is CubeKind.RAISE and board.computer is not None


def test_a_board_without_the_offer_refuses_the_computer_message() -> None:
    board = controller(board_config(mode="game", seed=1))
    act(board, {"type": "computer", "color": "black", "level": "club"})
    assert board.computer is None and "choices" not in state(board)


@pytest.mark.parametrize("bad", ["green", 3, "", "None"])
def test_a_bad_computer_colour_is_a_typed_error(bad: object) -> None:
    with pytest.raises(ConfigError) as error:
        board_config(mode="game", computer={"color": bad})
    assert "white / black / none" in str(error.value)
    board = offered(position=MOTHER)
    before = board.position.position_id()
    pick(board, bad)  # type: ignore[arg-type]
    assert board.error and board.computer is None
    assert board.position.position_id() == before
