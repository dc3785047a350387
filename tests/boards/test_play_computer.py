"""Issue 15: a game against the computer through the board controller (short and long nardi)."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach.controllers.config import ConfigError, board_config, controller
from nardi_teach.controllers.game import GameController
from nardi_teach.core.board import Color
from nardi_teach.games.actions import WholePlay
from nardi_teach.i18n import translate
from nardi_teach.notebook.board import BoardWidget
from nardi_teach.web.boards import state


def learner_step(board: GameController) -> None:
    """One learner action by the page's controls: roll, take, confirm, or a first legal
    checker move made by two clicks."""
    buttons = board.buttons()
    if buttons["roll"]:
        return board.handle({"type": "roll"})
    if buttons.get("take"):
        return board.handle({"type": "take"})
    assert board.turn is not None, board.message
    if board.turn.is_complete:
        return board.handle({"type": "confirm"})
    me = board.turn.current.player
    src = next(p for p in range(25, 0, -1) if me[p] and board.turn.destinations(p))
    dst = next(iter(board.turn.destinations(src)))
    board.handle({"type": "click", "point": board.to_viewer(src)})
    board.handle({"type": "click", "point": board.to_viewer(dst)})


def play_to_end(board: GameController) -> int:
    for steps in range(3000):
        if board.game.is_over:
            return steps
        before = len(board.game.history)
        learner_step(board)
        assert not board.error, board.message
        assert board.game.is_over or board.game.actor in (board.computer_side.other, None)
        assert len(board.game.history) >= before
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("variant", ["short", "long"])
@pytest.mark.parametrize("seed", [1, 7])
def test_a_seeded_game_against_the_computer_ends(variant: str, seed: int) -> None:
    config = board_config(mode="game", seed=seed, variant=variant,
                          computer={"color": "black", "level": "club"})
    board = controller(config)
    assert isinstance(board, GameController) and board.viewer == Color.WHITE
    play_to_end(board)
    state = board.game.state
    assert state.winner is not None
    assert "დასრულდა" in board.message or "უარი" in board.message
    # the computer's every play was one of the legal plays of its roll
    states = board.game.states()
    computer_plays = 0
    for index, action in enumerate(board.game.history):
        if isinstance(action, WholePlay) and states[index].actor == Color.BLACK:
            computer_plays += 1
            assert action.play in states[index].turn.legal
    assert computer_plays > 5
    record = board.record_text()
    assert record.splitlines()[0] == "პარტიის ჩანაწერი"
    if variant == "short":
        assert "Match ID: " in record and "Position ID: " in record
    else:  # gnubg's IDs do not describe long nardi: the book's own position ID instead
        assert "Match ID: " not in record and "პოზიციის ID (გრძელი ნარდი" in record
        assert record.splitlines()[-1].endswith(board.game.state.position.position_id())


def test_the_computer_plays_white_and_the_board_is_seen_from_black() -> None:
    board = controller(board_config(mode="game", seed=2, computer={"color": "white",
                                                                   "level": "strong"}))
    assert board.viewer == Color.BLACK
    board.handle({"type": "roll"})
    play_to_end(board)
    assert board.game.is_over


def test_the_computer_move_is_told_and_drawn_with_arrows() -> None:
    board = controller(board_config(mode="game", seed=3, computer={"level": "club"}))
    board.roll()  # with this seed black wins the opening (5-2) and plays at once
    assert "შავმა (კომპიუტერმა) 5-2-ით ითამაშა" in board.message
    assert board.game.actor == Color.WHITE and board.buttons()["roll"]
    assert board._shown_arrows() and board.svg().count('class="arrow"') >= 2


def test_undo_takes_the_game_back_to_the_learners_decision() -> None:
    board = controller(board_config(mode="game", seed=5, computer={"color": "black"}))
    board.roll("6-5")  # white starts
    assert not board.buttons()["undo"]
    board.click(24)
    board.click(13)
    board.confirm()  # black answers at once
    assert board.game.actor == Color.WHITE
    history = len(board.game.history)
    assert board.buttons()["undo"]
    board.handle({"type": "undo"})
    assert not board.error
    assert board.turn is not None and str(board.turn.dice) == "6-5" and not board.turn.moves
    assert len(board.game.history) < history
    assert "დაბრუნდა" in board.message
    board.click(24)
    board.click(13)
    assert board._shown_arrows() == []  # the computer's old play is no longer on the board


def test_the_undo_button_says_it_takes_a_decision_back_when_no_checker_has_moved() -> None:
    def labels(widget: BoardWidget) -> tuple[str, str]:
        page = next(b["label"] for b in state(widget.controller)["buttons"]
                    if b["action"] == "undo")
        return page, widget.undo_button.description

    move, decision = translate("widget.undo", "ka"), translate("widget.undo_decision", "ka")
    widget = BoardWidget(mode="game", seed=5, computer={"color": "black"})
    board = widget.controller
    board.roll("6-5")
    board.click(24)
    board.click(13)
    widget.refresh()
    assert labels(widget) == (move, move)  # a checker moved: the button takes it back
    board.confirm()  # black answers: no checker of this turn is moved
    widget.refresh()
    assert board.buttons()["undo"] and labels(widget) == (decision, decision)
    board.handle({"type": "undo"})
    board.click(24)
    widget.refresh()
    assert labels(widget) == (decision, decision)  # picked up, not moved
    board.click(13)
    widget.refresh()
    assert labels(widget) == (move, move)
    free = BoardWidget(mode="free")
    assert labels(free) == (move, move)


def test_the_computer_answers_a_double() -> None:
    board = controller(board_config(mode="game", seed=4, computer={"level": "strong"}))
    board.roll("6-5")
    board.click(24)
    board.click(13)
    board.confirm()
    board.double()
    assert board.game.phase.name in ("ROLL", "MOVE", "OVER")
    assert "(კომპიუტერმა)" in board.message


def test_the_config_round_trips_to_the_same_board() -> None:
    widget = BoardWidget(mode="game", seed=9, computer={"color": "black", "level": "beginner"})
    widget.roll("6-5")
    widget.click(24)
    widget.click(13)
    widget.confirm()
    rebuilt = controller(json.loads(json.dumps(widget.live_config)))
    assert rebuilt.game.state == widget.controller.game.state
    assert rebuilt.message == widget.controller.message
    assert str(rebuilt.svg()) == widget.svg


@pytest.mark.parametrize("bad", [{"color": "red"}, {"level": "master"}, {"seed": "x"},
                                 {"colour": "black"}, "black"])
def test_a_bad_computer_option_is_refused(bad: object) -> None:
    with pytest.raises(ConfigError):
        controller({"mode": "game", "computer": bad})


def test_the_record_button_shows_the_game_record() -> None:
    board = controller(board_config(mode="game", seed=3, computer={"level": "club"}))
    assert board.buttons()["record"] is False
    board.handle({"type": "roll"})
    assert board.buttons()["record"]
    board.handle({"type": "record"})
    assert board.message.startswith("პარტიის ჩანაწერი\n1. შავი 5-2: ")
    assert "Match ID: " in board.message
    widget = BoardWidget(mode="game", seed=3, computer={"level": "club"})
    widget.roll()
    widget.record_button.click()
    assert "პარტიის ჩანაწერი" in widget.message


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["short", "long"]),
       level=st.sampled_from(["beginner", "club", "strong"]),
       color=st.sampled_from(["white", "black"]))
def test_any_seeded_game_against_the_computer_ends_with_legal_plays_only(
        seed: int, variant: str, level: str, color: str) -> None:
    board = controller(board_config(mode="game", seed=seed, variant=variant,
                                    computer={"color": color, "level": level}))
    play_to_end(board)
    states, side = board.game.states(), board.computer_side
    for index, action in enumerate(board.game.history):
        if isinstance(action, WholePlay) and states[index].actor == side:
            assert action.play in states[index].turn.legal


def test_the_learner_picks_the_computers_colour_and_level_on_the_page() -> None:
    from nardi_teach.web.boards import board_event, new_board

    state = json.loads(new_board(json.dumps(board_config(
        mode="game", seed=3, computer={"color": "black", "level": "club"}))))
    assert [c["name"] for c in state["choices"]] == ["color", "level", "variant", "cube"]
    assert [c["value"] for c in state["choices"]] == ["black", "club", "short", "doubling"]
    state = json.loads(board_event(state["id"], json.dumps(
        {"type": "computer", "color": "white", "level": "strong"})))
    assert not state["error"]
    assert state["message"].startswith("კომპიუტერი თეთრებით თამაშობს (დონე: ძლიერი)")
    assert [c["value"] for c in state["choices"]] == ["white", "strong", "short", "doubling"]
    refused = json.loads(board_event(state["id"], json.dumps(
        {"type": "computer", "color": "red", "level": "strong"})))
    assert refused["error"] and [c["value"] for c in refused["choices"]] == [
        "white", "strong", "short", "doubling"]
    board = controller(board_config(mode="game", seed=3, computer={"level": "club"}))
    board.set_computer("white", "beginner")
    assert board.viewer == Color.BLACK and board.computer.level == "beginner"
    board.roll()
    play_to_end(board)
    assert board.game.is_over


@pytest.mark.parametrize("seed", [0, 4])
def test_a_game_against_the_computer_with_the_optional_rules_ends(seed: int) -> None:
    """Chapter 10's board: automatic doubles and the Jacoby rule, the computer as black."""
    from nardi_teach.games.rules import Rules
    board = GameController(rules=Rules(auto_doubles=True, jacoby=True),
                           computer={"color": "black", "level": "club"}, seed=seed)
    assert play_to_end(board) > 0
    assert board.game.is_over and not board.error


# — issue 41: the raise cube as a table option against the computer (V68, R176) —

def _choice(board: GameController, name: str) -> dict | None:
    return next((c for c in board.choices() if c["name"] == name), None)


def test_v68_the_raise_cube_is_a_table_option_against_the_computer() -> None:
    from nardi_teach.controllers.config import act
    from nardi_teach.games.rules import CubeKind

    board = controller(board_config(mode="game", seed=3,
                                    computer={"color": "black", "level": "club"}))
    cube = _choice(board, "cube")
    assert cube is not None and cube["value"] == "doubling"
    assert cube["label"] == "კუბი"
    assert [o["label"] for o in cube["options"]] == [
        translate("computer.cube.doubling", "ka"), translate("computer.cube.raise", "ka")]
    act(board, {"type": "computer", "color": "black", "level": "club", "variant": "short",
                "cube": "raise"})
    assert not board.error, board.message
    assert board.game.state.cube.kind is CubeKind.RAISE
    assert _choice(board, "cube")["value"] == "raise"
    # the next game of the match keeps it; so does a change of game with a cube
    act(board, {"type": "computer", "color": "black", "level": "strong", "variant": "plakoto",
                "cube": "raise"})
    assert board.game.state.cube.kind is CubeKind.RAISE
    # a game without a cube offers no cube choice
    act(board, {"type": "computer", "color": "black", "level": "club", "variant": "long"})
    assert _choice(board, "cube") is None


def test_v68_a_bad_cube_choice_is_refused_in_georgian_and_changes_nothing() -> None:
    from nardi_teach.controllers.config import act

    board = controller(board_config(mode="game", seed=3,
                                    computer={"color": "black", "level": "club"}))
    before = board.game.state
    act(board, {"type": "computer", "color": "black", "level": "club", "cube": "triple"})
    assert board.error and "raise" in board.message and board.game.state is before


def test_v68_the_computer_answers_a_raise_and_the_stake_grows_by_one() -> None:
    from nardi_teach.controllers.config import act

    board = controller(board_config(mode="game", seed=5,
                                    computer={"color": "black", "level": "club"}))
    act(board, {"type": "computer", "color": "black", "level": "club", "cube": "raise"})
    for _ in range(40):  # to the learner's first turn before the roll, after some play
        if board.buttons().get("double"):
            break
        learner_step(board)
    assert board.buttons().get("double"), board.message
    act(board, {"type": "double"})
    assert not board.error, board.message
    state = board.game.state
    over = board.game.is_over
    assert over or state.cube.value == 2  # taken: 1 → 2; else the game is dropped
    if not over:  # the next raise would be to 3, not 4
        assert state.cube.next_value == 3
