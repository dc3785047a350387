"""Issue 15: the computer's play shown move by move, the game replayed and saved (controller,
live state, Lab widget)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_play_computer import learner_step

from nardi_teach.controllers.config import board_config, controller
from nardi_teach.controllers.game import GameController
from nardi_teach.core.board import Color
from nardi_teach.core.turn import Turn
from nardi_teach.games.actions import WholePlay
from nardi_teach.games.matchid import MatchId
from nardi_teach.i18n import translate
from nardi_teach.notebook.board import BoardWidget
from nardi_teach.short_nardi.position import Position
from nardi_teach.web.boards import board_event, new_board


def _board(seed: int, variant: str = "short", color: str = "black",
           level: str = "club") -> GameController:
    board = controller(board_config(mode="game", seed=seed, variant=variant,
                                    computer={"color": color, "level": level}))
    assert isinstance(board, GameController)
    return board


def _last_computer_play(board: GameController) -> tuple[int, WholePlay]:
    states = board.game.states()
    for index in range(len(board.game.history) - 1, -1, -1):
        action = board.game.history[index]
        if isinstance(action, WholePlay) and states[index].actor == board.computer_side:
            return index, action
    raise AssertionError("the computer has not played")


def _check_frames(board: GameController) -> None:
    """The frames are the positions the engine reaches checker move by checker move."""
    index, action = _last_computer_play(board)
    states = board.game.states()
    before = states[index].turn
    frames = board.frames
    moves = tuple(action.play.moves)
    assert len(frames) == len(moves) + 1
    assert frames[0].position == before.position and frames[0].move is None
    turn = Turn.start(before.position, before.dice)  # the learner's own way: move by move
    for k, move in enumerate(moves, start=1):
        turn = turn.move(move.src, move.dst)
        assert frames[k].position == turn.current
        assert frames[k].move == move and frames[k].used == tuple(m.die for m in moves[:k])
        if move.hit:
            assert frames[k].highlights == {move.dst: "hit"}
    after = states[index + 1].position  # the game's own position once the play is made
    for color in Color:
        assert frames[-1].position.checkers(color) == after.checkers(color)
    assert len(board.frame_svgs()) == len(frames) == len(board.frame_messages())


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), variant=st.sampled_from(["short", "long"]),
       color=st.sampled_from(["white", "black"]))
def test_the_frames_are_the_positions_the_engine_reaches_move_by_move(
        seed: int, variant: str, color: str) -> None:
    board = _board(seed, variant, color)
    if color == "white":
        board.roll()
    checked = 0
    for _ in range(3000):
        if board.game.is_over:
            break
        serial = board.frames_serial
        learner_step(board)
        if board.frames_serial != serial and len(board.frames) > 1:
            _check_frames(board)
            checked += 1
    assert board.game.is_over and checked > 3


def test_the_frames_say_each_move_and_the_page_gets_them_once() -> None:
    state = json.loads(new_board(json.dumps(board_config(
        mode="game", seed=3, computer={"color": "black", "level": "club"}))))
    assert "frames" not in state
    after = json.loads(board_event(state["id"], '{"type": "roll"}'))  # black wins, plays 5-2
    frames = after["frames"]
    # the computer's own choice (its evaluator may change), each move named in the numbers
    # the learner's board shows (issue 23): black's moves run from low numbers to high
    said = [re.fullmatch(r"შავი \(კომპიუტერი\), 5-2: (\d+)/(\d+)\*? \(სვლა (\d) / 2\)", m)
            for m in frames["messages"][1:]]
    assert frames["messages"][0] == "შავმა (კომპიუტერმა) გააგორა 5-2."
    assert all(said) and [m[3] for m in said] == ["1", "2"]
    assert sorted(int(m[2]) - int(m[1]) for m in said) == [2, 5]
    assert len(frames["svgs"]) == 3 and len(set(frames["svgs"])) == 3
    assert all(svg.count('class="arrow"') == 1 for svg in frames["svgs"][1:])
    assert frames["note"].startswith("ჩვენება შეწყდა")
    size = len(json.dumps(after, ensure_ascii=False).encode())
    print(f"\nstate with 3 frames: {size} bytes (UTF-8 JSON)")
    assert size < 150_000
    # the next state does not carry them again; "show again" does, the board unchanged
    rolled = json.loads(board_event(state["id"], '{"type": "roll"}'))
    assert "frames" not in rolled
    again = json.loads(board_event(state["id"], '{"type": "show_again"}'))
    assert again["frames"]["svgs"] == frames["svgs"] and again["svg"] == rolled["svg"]
    assert again["message"] == rolled["message"] and not again["error"]
    labels = {b["action"]: b for b in again["buttons"]}
    assert labels["show_again"]["label"] == "ისევ ჩვენება" and labels["show_again"]["enabled"]
    assert {labels[a]["group"] for a in ("show_again", "replay", "save")} == {"game"}


def test_a_double_shows_four_moves() -> None:
    for seed in range(200):
        board = _board(seed)
        board.roll()
        while not board.game.is_over and not (len(board.frames) == 5):
            learner_step(board)
        if len(board.frames) == 5:
            break
    assert len(board.frames) == 5
    _check_frames(board)
    assert board.frame_messages()[4].endswith("(სვლა 4 / 4)")
    size = len(json.dumps({"svgs": board.frame_svgs()}, ensure_ascii=False).encode())
    print(f"\nfive frames (a double): {size} bytes")


def test_no_frames_to_show_before_the_computer_plays_and_after_undo() -> None:
    board = _board(5)
    board.show_again()
    assert board.error and "საჩვენებელი არაფერია" in board.message
    board.roll("6-5")
    board.click(24)
    board.click(13)
    board.confirm()
    assert board.frames and board.buttons()["show_again"]
    board.undo()
    assert not board.frames and not board.buttons()["show_again"]


def _play_some(board: GameController, steps: int = 40) -> None:
    for _ in range(steps):
        if board.game.is_over:
            break
        learner_step(board)


@pytest.mark.parametrize("variant", ["short", "long"])
def test_the_replay_goes_through_every_position_and_back_to_the_game(variant: str) -> None:
    board = _board(4, variant)
    board.roll()
    _play_some(board)
    if board.turn is not None and not board.turn.moves:  # a checker moved mid-turn, kept
        me = board.turn.current.player
        src = next(p for p in range(25, 0, -1) if me[p] and board.turn.destinations(p))
        board.click(board.to_viewer(src))
    before = (str(board.svg()), board.message, board.buttons(), board.game.state,
              board.turn, board.selected)
    lines = board.record_text().splitlines()
    board.replay()
    steps = board.replay_steps()
    assert board.replay_at == 0 and board.message.startswith("საწყისი პოზიცია")
    assert len(steps) == len([line for line in lines if re.match(r"\d+\. ", line)]) + 1
    assert board.buttons() == {"replay_start": False, "replay_back": False,
                               "replay_forward": True, "replay_end": True,
                               "replay_exit": True, "save": True}
    states = board.game.states()
    seen = [str(board.svg())]
    for k in range(1, len(steps)):
        board.handle({"type": "replay_forward"})
        assert board.replay_at == k and not board.error
        assert board.message.startswith(steps[k].text) and f"{k} / {len(steps) - 1}" in \
            board.message
        assert steps[k].text in lines
        seen.append(str(board.svg()))
    # every position the game went through is drawn (the checkers of each state after a play)
    shown = {tuple(s.frame.position.checkers(c) for c in Color) for s in steps}
    for index, action in enumerate(board.game.history):
        if isinstance(action, WholePlay):
            after = states[index + 1].position
            assert tuple(after.checkers(c) for c in Color) in shown
    assert not board.buttons()["replay_forward"]
    board.handle({"type": "replay_forward"})  # at the end: says so, stays
    assert board.replay_at == len(steps) - 1 and "ბოლო სვლა" in board.message
    # game actions are refused while replaying; nothing changes
    for message in ({"type": "roll"}, {"type": "click", "point": 6}, {"type": "confirm"},
                    {"type": "undo"}, {"type": "double"}, {"type": "new_game"}):
        board.handle(message)
        assert board.error and "თამაშზე დაბრუნება" in board.message
        assert board.game.state == before[3]
    board.handle({"type": "replay_start"})
    assert str(board.svg()) == seen[0]
    board.handle({"type": "replay_end"})
    assert str(board.svg()) == seen[-1]
    board.handle({"type": "replay_back"})
    assert str(board.svg()) == seen[-2]
    board.handle({"type": "replay_exit"})
    after = (str(board.svg()), board.message, board.buttons(), board.game.state,
             board.turn, board.selected)
    assert after == before


def test_the_saved_record_round_trips_its_match_id(tmp_path: Path) -> None:
    board = _board(6)
    board.roll()
    _play_some(board, 30)
    record = board.record_text()
    match_id = re.search(r"^Match ID: (\S+)$", record, re.M).group(1)
    assert MatchId.from_match_id(match_id) == board.game.match_id()
    assert str(MatchId.from_match_id(match_id)) == match_id
    position_id = re.search(r"^Position ID: (\S+)$", record, re.M).group(1)
    position = board.game.state.position
    assert Position.from_gnubg_id(position_id, position.turn) == position
    path = board.save_record(tmp_path / "game.txt")
    assert path.read_text(encoding="utf-8") == record + "\n"
    assert str(path) in board.message
    state = json.loads(new_board(json.dumps(board_config(
        mode="game", seed=3, computer={"level": "club"}))))
    refused = json.loads(board_event(state["id"], '{"type": "save"}'))
    assert refused["error"] and "download" not in refused  # nothing played yet
    json.loads(board_event(state["id"], '{"type": "roll"}'))
    saved = json.loads(board_event(state["id"], '{"type": "save"}'))
    file = saved["download"]
    assert re.fullmatch(r"nardi-short-\d{4}-\d\d-\d\d-\d{4}\.txt", file["name"])
    # the computer's own play of 5-2 (its evaluator may change), written as the record writes it
    assert re.match(r"პარტიის ჩანაწერი\n1\. შავი 5-2: \d+/\d+\*? \d+/\d+\*?\n", file["text"])
    assert "Match ID: " in file["text"] and file["name"] in saved["message"]
    assert "download" not in json.loads(board_event(state["id"], '{"type": "roll"}'))


def test_a_long_nardi_record_ends_on_its_own_position_id() -> None:
    from nardi_teach.long_nardi.position import LongPosition

    board = _board(2, "long")
    board.roll()
    _play_some(board, 20)
    last = board.record_text().splitlines()[-1]
    assert "Match ID: " not in board.record_text()
    text = last.rsplit(": ", 1)[1]
    assert LongPosition.from_position_id(text) == board.game.state.position


def test_the_lab_widget_has_the_selects_the_page_has() -> None:
    widget = BoardWidget(mode="game", seed=3, computer={"color": "black", "level": "club"})
    c = widget.controller
    assert [(name, d.value) for name, d in widget.dropdowns.items()] == [
        ("color", "black"), ("level", "club"), ("variant", "short"), ("cube", "doubling")]
    for choice in c.choices():
        drop = widget.dropdowns[choice["name"]]
        assert drop.description == choice["label"]
        assert [v for _label, v in drop.options] == [o["value"] for o in choice["options"]]
    widget.roll()
    assert widget.frames_serial == 1 and len(widget.frames) == 3
    assert widget.frame_messages[1].endswith("(სვლა 1 / 2)")
    widget.dropdowns["level"].value = "strong"  # a new game, as on the page
    assert c.computer.level == "strong" and not c.game.history
    assert widget.message.startswith("კომპიუტერი შავებით თამაშობს (დონე: ძლიერი)")
    widget.dropdowns["color"].value = "white"
    assert c.computer_side == Color.WHITE and c.viewer == Color.BLACK
    assert widget.dropdowns["color"].value == "white"
    rebuilt = controller(json.loads(json.dumps(widget.live_config)))  # the live book's copy
    assert rebuilt.computer_side == Color.WHITE and rebuilt.computer.level == "strong"


def test_the_lab_widget_replays_and_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                          ) -> None:
    widget = BoardWidget(mode="game", seed=3, computer={"level": "club"})
    widget.roll()
    widget.roll()
    before = widget.svg
    assert widget.replay_box.layout.display == "none"
    widget.replay_button.click()
    assert widget.replay_box.layout.display == ""
    assert all(row.layout.display == "none" for row in widget.game_rows)
    widget.replay_buttons["replay_forward"].click()
    assert widget.svg != before and re.match(r"1\. შავი 5-2: \d+/\d+\*? \d+/\d+", widget.message)
    widget.replay_exit_button.click()
    assert widget.svg == before and widget.replay_box.layout.display == "none"
    widget.record_button.click()
    assert widget.record_area.layout.display == ""
    assert "Match ID: " in widget.record_text.value
    # said once, in the box to copy; the message only says where (not the record twice)
    assert widget.message == translate("computer.record_below", "ka")
    monkeypatch.chdir(tmp_path)
    widget.save_button.click()
    (saved,) = tmp_path.glob("nardi-short-*.txt")
    assert saved.read_text(encoding="utf-8").startswith("პარტიის ჩანაწერი")
    assert saved.name in widget.message
    # what only changes the view is not replayed when the live book rebuilds the board
    assert [a["type"] for a in widget.live_config["actions"]] == ["roll", "roll"]


def test_the_lab_widget_picks_the_raise_cube_and_hides_it_in_a_game_without_a_cube() -> None:
    from nardi_teach.games.rules import CubeKind

    widget = BoardWidget(mode="game", seed=3, computer={"color": "black", "level": "club"})
    widget.dropdowns["cube"].value = "raise"
    assert widget.controller.game.state.cube.kind is CubeKind.RAISE
    widget.dropdowns["variant"].value = "long"  # long nardi has no cube (V-family rules)
    assert widget.dropdowns["cube"].layout.display == "none"
    widget.dropdowns["variant"].value = "short"
    assert widget.dropdowns["cube"].layout.display is None
    assert widget.dropdowns["cube"].value == "raise"  # the table keeps its cube
