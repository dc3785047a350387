"""The live bridge and the board controllers answer malformed configs and messages with a
well-formed error state carrying a Georgian message — never a raw exception, never garbage
accepted — and a board's config stays bounded (issue 12)."""

from __future__ import annotations

import json
import re

import pytest
from exercise_bank import bank as shared_bank

from nardi_teach import Position
from nardi_teach.controllers.board import BoardController
from nardi_teach.controllers.config import (
    MAX_ACTIONS,
    ConfigError,
    act,
    board_config,
    controller,
    record_action,
)
from nardi_teach.controllers.game import GameController
from nardi_teach.core.board import WHITE
from nardi_teach.core.dice import Dice
from nardi_teach.core.errors import IllegalPlay, NardiError
from nardi_teach.web import boards as live
from nardi_teach.web import exercises as ex_live

GOOD = board_config(Position.initial(), dice="6-5")
STATE_KEYS = {"ok", "id", "svg", "message", "error", "rule", "buttons", "dice"}


def _georgian(text: str) -> bool:
    return any("\u10d0" <= c <= "\u10ff" for c in text)


BAD_CONFIGS = [
    "[]", "5", "null", '"x"', "{", "[" * 100_000, "x" * 300_000,
    json.dumps({**GOOD, "turn": "red"}), '{"size": 1e400}', '{"size": -5}', '{"size": "big"}',
    '{"actions": 5}', '{"actions": {"a": 1}}', '{"mode": "x"}', '{"mode": ["game"]}',
    '{"mode": "game", "rules": {"x": 1}}', '{"mode": "game", "rules": {"jacoby": "yes"}}',
    '{"mode": "game", "rules": []}', '{"mode": "game", "match_length": -3}',
    '{"mode": "game", "match_length": 1e400}', '{"lang": [1]}', '{"lang": "xx"}',
    '{"seed": [1]}', '{"dice": {"a": 1}}', '{"dice": "9-9"}', '{"orientation": 5}',
    '{"perspective": "red"}', '{"position": 5}', '{"position": "zzzz"}',
    '{"auto_bear_off": "maybe"}', json.dumps({"actions": [{}] * (MAX_ACTIONS + 1)}),
]


@pytest.mark.parametrize("config", BAD_CONFIGS, ids=lambda c: c[:30])
def test_new_board_refuses_a_bad_config_with_an_error_state(config: str) -> None:
    out = json.loads(live.new_board(config))
    assert set(out) >= STATE_KEYS
    assert out["ok"] is False and out["error"] is True and out["id"] is None
    assert out["svg"] is None and out["buttons"] == []
    assert out["code"] != "live.internal" and _georgian(out["message"])


def test_the_error_state_speaks_the_configs_language() -> None:
    out = json.loads(live.new_board(json.dumps({**GOOD, "turn": "red", "lang": "en"})))
    assert "turn" in out["message"] and not _georgian(out["message"])


def test_size_below_zero_is_not_drawn() -> None:
    out = json.loads(live.new_board(json.dumps({**GOOD, "size": -5})))
    assert out["ok"] is False and 'width="-5"' not in json.dumps(out)


def test_controller_raises_typed_errors_inside_python() -> None:
    for config in ([], {"turn": "red", "position": GOOD["position"]}, {"actions": 5}):
        with pytest.raises(NardiError):
            controller(config)  # type: ignore[arg-type]
    with pytest.raises(ConfigError):
        controller({"size": 1e400})


@pytest.mark.parametrize("message", ["[]", "5", "{", '{"type": "click", "point": "²"}',
                                     '{"type": "click", "point": 99}', '{"type": 5}',
                                     '{"type": "roll", "dice": [1]}', '{"type": "roll", '
                                     '"dice": {"a": 1}}', '{"type": "double"}', "[" * 50_000])
def test_board_event_refuses_junk_and_the_board_is_unchanged(message: str) -> None:
    board_id = json.loads(live.new_board(json.dumps(GOOD)))["id"]
    before = json.loads(live.board_event(board_id, '{"type": "undo"}'))
    out = json.loads(live.board_event(board_id, message))
    assert out["id"] == board_id and out["error"] is True and _georgian(out["message"])
    assert out.get("code") != "live.internal"
    assert out["ok"] is True and out["svg"] == before["svg"]
    after = json.loads(live.board_event(board_id, '{"type": "undo"}'))
    assert after["svg"] == before["svg"]


@pytest.mark.parametrize("board_id", [0, 10**9, "1", None, 1.5, [1]])
def test_an_unknown_board_is_an_error_state(board_id: object) -> None:
    out = json.loads(live.board_event(board_id, '{"type": "undo"}'))  # type: ignore[arg-type]
    assert out["ok"] is False and out["code"] == "live.no_board" and out["id"] is None


def test_one_bad_board_does_not_stop_the_next() -> None:
    json.loads(live.new_board("[]"))
    out = json.loads(live.new_board(json.dumps(GOOD)))
    assert out["ok"] is True and out["svg"].startswith("<svg")


def test_exercise_bridge_never_raises() -> None:
    bank = {ex.id: {"id": ex.id, "kind": ex.kind, "rules": list(ex.rules),
                    "question": ex.question, "position": ex.position, "dice": ex.dice,
                    **ex.params} for ex in shared_bank()[:5]}
    bank["broken"] = {"id": "broken"}
    assert ex_live.load_exercises(json.dumps(bank)) >= 5
    assert ex_live.load_exercises("{") >= 5
    first = next(iter(bank))
    for ident, answer, lang in [("nope", "1", "ka"), (None, "1", "ka"), (first, None, "ka"),
                                (first, "²", "xx"), (first, "x" * 100_000, None),
                                ([1], "1", [1])]:
        out = json.loads(ex_live.check_answer(ident, answer, lang))  # type: ignore[arg-type]
        assert isinstance(out["correct"], bool) and _georgian(out["message"])
        form = json.loads(ex_live.exercise_form(ident, lang))  # type: ignore[arg-type]
        assert "message" in form or "check" in form
    missing = json.loads(ex_live.check_answer("nope", "1"))
    assert missing["ok"] is False and missing["error"] is True


@pytest.mark.parametrize("make", [lambda: BoardController(seed=1),
                                  lambda: BoardController(mode="practice"),
                                  lambda: GameController(seed=2)])
@pytest.mark.parametrize("message", ["²", None, 5, ["click"], {"type": "click", "point": "²"},
                                     {"type": "click", "point": "١"}, {"type": []}])
def test_controller_handle_refuses_junk_as_its_message(make, message) -> None:
    board = make()
    svg, position, turn = str(board.svg()), board.position, board.turn
    board.handle(message)
    assert board.error and _georgian(board.message)
    assert str(board.svg()) == svg and board.position == position and board.turn == turn


@pytest.mark.parametrize("kwargs", [{"mode": "x"}, {"orientation": "up"}, {"lang": "xx"},
                                    {"perspective": "white"}])
def test_controller_options_are_typed_errors(kwargs: dict) -> None:
    with pytest.raises(NardiError):
        BoardController(**kwargs)


def test_a_boards_config_does_not_grow_one_action_per_click_forever() -> None:
    config = board_config(Position.initial(), seed=4)
    board = controller(config)
    for _ in range(400):  # roll, then try clicks, then play the turn out by confirm/undo
        for action in ({"type": "roll"}, {"type": "click", "point": 24},
                       {"type": "click", "point": 13}, {"type": "undo_turn"},
                       {"type": "confirm"}):
            record_action(config, board, action)
            act(board, action)
        if board.turn is not None:  # a roll that must be played: play it out and confirm
            for _ in range(8):  # clicks are in the viewer's numbering (to_engine inverts)
                if board.turn is None or board.turn.is_complete:
                    break
                move = board.turn.legal_moves()[0]
                for point in (board.to_engine(move.src), board.to_engine(move.dst)):
                    record_action(config, board, {"type": "click", "point": point})
                    board.handle({"type": "click", "point": point})
            record_action(config, board, {"type": "confirm"})
            board.handle({"type": "confirm"})
        if board.position.winner() is not None:
            break
    assert len(config["actions"]) <= 30
    rebuilt = controller(config)
    assert rebuilt.position == board.position and str(rebuilt.svg()) == str(board.svg())


def test_config_actions_are_capped_in_game_mode() -> None:
    config = board_config(mode="game", seed=1)
    board = controller(config)
    for _ in range(MAX_ACTIONS + 50):
        record_action(config, board, {"type": "click", "point": 24})
    assert len(config["actions"]) == MAX_ACTIONS
    controller(config)  # still a board


RULE_ID = re.compile(r"(?<![A-Za-z0-9_-])[RLV]\d{1,3}[a-z]?\b")


def _refusal() -> IllegalPlay:
    """The engine's own refusal of a play that breaks a rule (it carries its rule id)."""
    with pytest.raises(IllegalPlay) as caught:
        Position.initial(WHITE).parse_play("6/1 6/2", Dice(6, 5))
    assert caught.value.rule and RULE_ID.search(caught.value.message("ka"))
    return caught.value


def test_an_error_state_says_the_refusal_as_the_page_does_without_rule_ids() -> None:
    error = _refusal()
    out = live.error_state(error, "ka")
    assert out["message"] == error.text("ka") and not RULE_ID.search(out["message"])
    assert out["rule"] == error.rule  # the id stays data, for the page's rule link
