"""The tutor on a game board (issue 22, point 5) through the UI-agnostic controller both front
ends share: off by default, gnubg's verdicts on hand-checked positions after a play and a cube
action, "show the better play" drawn on the board, the hint, the game's biggest errors with
"replay from here", long nardi by the same interface; and two open items of issue 23, point 8
(the record names the side that took; the offered cube clear of the checkers)."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from nardi_teach import Color, Position
from nardi_teach.controllers.config import act, board_config, controller
from nardi_teach.controllers.game import GameController
from nardi_teach.long_nardi.position import LongPosition
from nardi_teach.web.boards import board_event, board_idle, new_board

BLACK_COMPUTER = {"color": "black", "level": "club", "seed": 1}

# Hand-checked (as in test_computer_tutor): White has a checker on its 2- and 1-point and rolls
# 2-1; Black bears its last checker off with any roll.  2/off 1/off wins at once (+1); 2/1
# 1/off leaves a checker and loses (−1): two points thrown away.
LAST_ROLL = Position.from_checkers({2: 1, 1: 1, "off": 13}, {24: 1, "off": 14})
# Hand-checked cube: White (2 checkers on its 6-point) against Black's last checker on its
# 1-point wins only 4 rolls of 36 — doubling gives the game away.
BEHIND = Position.from_checkers({6: 2}, {24: 1})


def tutored(position: Position | None = None, **options: object) -> GameController:
    return GameController(position, computer=BLACK_COMPUTER, tutor=True, lang="en",
                          **options)  # type: ignore[arg-type]


def test_the_tutor_is_off_by_default_and_switches_on_and_off() -> None:
    board = GameController(computer=BLACK_COMPUTER, seed=1, lang="en")
    assert not board.tutor and board.tutor_state() is None
    assert board.buttons()["tutor_on"] and "hint" not in board.buttons()
    assert "tutor" not in board_config(mode="game", computer=BLACK_COMPUTER)  # lessons too
    board.tutor_on()
    assert board.tutor and board.message.startswith("The tutor is on")
    assert {"tutor_off", "hint", "show_better"} <= board.buttons().keys()
    act(board, {"type": "tutor_off"})
    assert not board.tutor and board.tutor_state() is None
    assert "tutor_on" not in GameController(seed=1).buttons()  # two people: no tutor


def test_a_play_that_throws_a_won_game_away_is_very_bad_and_its_loss_is_said() -> None:
    board = tutored(LAST_ROLL, dice="2-1")
    board.play_text("2/1 1/off")
    state = board.tutor_state()
    assert state is not None and state["verdict"] == "very_bad"
    assert state["text"] == ("Very bad play: it costs you 2.000 points a game on average — "
                             "about 200 points in 100 games. Better was 2/off 1/off.")
    ka = tutored(LAST_ROLL, dice="2-1")
    ka.lang = "ka"
    ka.play_text("2/1 1/off")
    assert ka.tutor_state()["text"] == (  # type: ignore[index]
        "ძალიან ცუდი სვლაა: პარტიაში საშუალოდ 2,000 ქულა გიჯდებათ — ყოველ 100 პარტიაში "
        "დაახლოებით 200 ქულა. უკეთესი იყო 2/off 1/off.")


def test_after_the_game_the_biggest_error_is_listed_and_replayed_from() -> None:
    board = tutored(LAST_ROLL, dice="2-1")
    board.play_text("2/1 1/off")
    assert board.buttons()["drop"]  # Black, sure to win, doubles: White passes, rightly
    board.drop()
    assert board.game.is_over
    state = board.tutor_state()
    assert state is not None and state["verdict"] == "good"
    assert state["text"] == "Good cube decision."
    assert state is not None and len(state["errors"]) == 1
    error = state["errors"][0]
    # the play as the engine writes it: one checker 2/1/off
    assert error["text"] == "1. 2-1: 2/off — very bad (2.000); better was 2/off 1/off"
    assert state["errors_title"] == "Your biggest errors in this game:"
    act(board, {"type": "replay_from", "index": error["index"]})
    assert not board.error and not board.game.is_over
    assert board.turn is not None and tuple(board.turn.dice) == (2, 1)
    assert board.message.startswith("The game is back at this decision: 1. 2-1")
    board.play_text("2/off 1/off")  # the right play this time: won, nothing to list
    assert board.game.is_over and board.game.state.winner == Color.WHITE
    again = board.tutor_state()
    assert again is not None and again["verdict"] == "good" and again["errors"] == []
    assert board.game.states()[0].position == LAST_ROLL
    assert again["errors_title"] == "Not a single doubtful decision in this game — well played!"
    act(board, {"type": "replay_from", "index": 99})
    assert board.error


def test_the_standard_opening_is_good_and_the_better_play_is_drawn_on_the_board() -> None:
    good = tutored(dice="3-1", seed=3)  # White opens with 3-1
    good.play_text("8/5 6/5")
    assert good.tutor_state()["verdict"] == "good"  # type: ignore[index]
    assert good.tutor_state()["text"] == "Good play."  # type: ignore[index]
    assert not good.buttons()["show_better"]
    weak = tutored(dice="3-1", seed=3)
    weak.play_text("24/21 24/23")
    state = weak.tutor_state()
    assert state is not None and state["verdict"] in ("doubtful", "bad", "very_bad")
    assert state["text"].endswith("Better was 8/5 6/5.")
    computers_move = weak.message
    assert weak.buttons()["show_better"]
    act(weak, {"type": "show_better"})
    assert weak.message.startswith("The better play (3-1): 8/5 6/5")
    assert weak.buttons()["hide_better"] and "show_better" not in weak.buttons()
    svg = str(weak.svg())
    assert svg.count('<g class="arrow">') == 2  # 8→5 and 6→5 on the position played from
    assert "24 21" not in svg
    weak.click(5)  # a click on the drawing brings the game back and does nothing else
    assert weak.message == computers_move and str(weak.svg()) != svg
    assert weak.selected is None and weak.buttons()["show_better"]


def test_doubling_when_far_behind_is_a_very_bad_cube_decision() -> None:
    board = tutored(BEHIND)
    board.double()  # the computer then answers
    state = board.tutor_state()
    assert state is not None and state["verdict"] == "very_bad"
    assert state["text"].startswith("Very bad cube decision")
    assert state["text"].endswith("Better was: roll without doubling.")
    assert not board.buttons()["show_better"]  # a cube decision: nothing to draw


def test_a_missed_double_is_judged_when_the_learner_rolls() -> None:
    # a bear-off the evaluator's exact database decides: White (42 pips, on roll) against 48
    # should double (and Black pass); rolling instead gives up 0.133 a game
    ahead = Position.from_checkers({6: 2, 5: 2, 4: 2, 3: 2, 2: 2, 1: 2},
                                   {24: 2, 23: 2, 22: 2, 21: 2, 20: 2, 19: 3})
    board = tutored(ahead)
    act(board, {"type": "hint"})
    assert board.message == "The tutor would double now."
    board.roll()
    state = board.tutor_state()
    assert state is not None and state["verdict"] == "bad"
    assert "0.133" in state["text"] and state["text"].endswith("Better was: double.")


def test_the_hint_draws_the_evaluators_play() -> None:
    board = tutored(LAST_ROLL, dice="2-1")
    act(board, {"type": "hint"})
    assert board.message == ("With these dice (2-1) the tutor would play 2/off 1/off — see the "
                             "arrows.")
    board.click(2)  # back to the game
    board.click(2)
    assert not board.error  # the checker on the 2-point is picked up now
    assert board.selected == 2


def test_long_nardi_is_judged_by_the_same_interface() -> None:
    # White bears off its last two checkers with 2-1 (2/off 1/off wins) or does not (2/1 1/off)
    last = LongPosition.from_checkers({2: 1, 1: 1}, {13: 15})
    board = GameController(last, variant="long", computer=BLACK_COMPUTER, tutor=True,
                           lang="en", dice="2-1")
    assert board.tutor_available
    act(board, {"type": "hint"})
    assert "2/off 1/off" in board.message
    board.play_text("2/1 1/off")
    state = board.tutor_state()
    assert state is not None and state["verdict"] == "very_bad"
    assert state["text"].endswith("Better was 2/off 1/off.")
    other = GameController(variant="plakoto", computer=BLACK_COMPUTER, tutor=True)
    assert not other.tutor_available and other.tutor_state() is None
    assert "tutor_on" not in other.buttons()


def test_the_live_state_carries_the_verdict_and_the_tutors_buttons() -> None:
    config = board_config(LAST_ROLL, mode="game", dice="2-1", computer=BLACK_COMPUTER,
                          tutor=True, lang="en")
    assert config["tutor"] is True
    start = json.loads(new_board(json.dumps(config)))
    groups = {b["action"]: b["group"] for b in start["buttons"]}
    assert groups["tutor_off"] == groups["hint"] == "tutor"
    after = json.loads(board_event(start["id"], json.dumps({"type": "play",
                                                            "text": "2/1 1/off"})))
    # issue 41: the play is answered at once, its verdict follows in the idle slices
    assert after["tutor"]["pending"] and after["tutor"]["errors"] is None
    while "board" not in (idle := json.loads(board_idle(start["id"]))):
        assert idle["idle"]
    assert idle["board"]["tutor"]["verdict"] == "very_bad"
    after = json.loads(board_event(start["id"], json.dumps({"type": "drop"})))
    assert after["tutor"]["verdict"] == "good" and after["tutor"]["errors"]
    back = json.loads(board_event(start["id"], json.dumps(
        {"type": "replay_from", "index": after["tutor"]["errors"][0]["index"]})))
    assert not back["error"] and back["tutor"]["errors"] is None
    assert controller(config).tutor


# — issue 23, point 8 —

def test_the_record_names_the_side_that_took() -> None:
    black_on_roll = Position.from_checkers({6: 3, 5: 3, 4: 3, 3: 3, 2: 3},
                                           {1: 2, 12: 5, 17: 3, 19: 5}, turn=Color.BLACK)
    board = GameController(black_on_roll, lang="en")
    board.double()
    board.take()  # White takes
    lines = board.record_text().splitlines()
    assert lines[1:3] == ["0. Black: Double", "0. White: Take"]


@pytest.mark.parametrize("position", [
    Position.initial(),
    Position.from_checkers({3: 5, 4: 5, 5: 5}, {22: 5, 21: 5, 20: 5}),  # stacks by the dice
    Position.from_checkers({19: 5, 13: 5, 6: 5}, {1: 5, 7: 5, 12: 5}),
])
def test_the_offered_cube_is_drawn_clear_of_every_checker(position: Position) -> None:
    board = GameController(position)
    board.double()
    svg = str(board.svg())
    root = ET.fromstring(svg)
    ns = {"s": "http://www.w3.org/2000/svg"}
    rect = root.find(".//s:g[@class='cube offered']/s:rect", ns)
    assert rect is not None
    x, y = float(rect.get("x")), float(rect.get("y"))  # type: ignore[arg-type]
    w, h = float(rect.get("width")), float(rect.get("height"))  # type: ignore[arg-type]
    pad = float(rect.get("stroke-width") or 0) / 2
    circles = re.findall(r'<circle cx="([\d.]+)" cy="([\d.]+)" r="([\d.]+)"[^>]*class="checker',
                         svg)
    assert len(circles) >= 25
    for cx, cy, r in ((float(a), float(b), float(c)) for a, b, c in circles):
        nearest_x = min(max(cx, x - pad), x + w + pad)
        nearest_y = min(max(cy, y - pad), y + h + pad)
        assert (cx - nearest_x) ** 2 + (cy - nearest_y) ** 2 > r ** 2, (cx, cy)


def test_a_bad_play_says_why_with_each_reason_linked_to_its_chapter() -> None:
    """Issue 39: the verdict's reasons, in the board's language, each naming the concept and
    the chapter and label that teach it; a good play has none."""
    for lang, phrase in (("en", "36 rolls"), ("ka", "36 სროლიდან")):
        board = GameController(computer=BLACK_COMPUTER, tutor=True, lang=lang,
                               dice="4-2")  # type: ignore[arg-type]
        board.play_text("24/20 13/11")
        state = board.tutor_state()
        assert state is not None and state["verdict"] in ("bad", "very_bad")
        reasons = state["reasons"]
        assert 1 <= len(reasons) <= 3 and phrase in reasons[0]["text"]
        assert (reasons[0]["chapter"], reasons[0]["anchor"]) == ("04_hitting", "hit-chances")
        assert state["why_title"] and all(r["concept"] for r in reasons)
    good = GameController(computer=BLACK_COMPUTER, tutor=True, lang="en", dice="3-1")  # type: ignore[arg-type]
    good.play_text("8/5 6/5")
    assert good.tutor_state()["reasons"] == []  # type: ignore[index]
