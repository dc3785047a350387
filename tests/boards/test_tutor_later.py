"""The tutor's verdict after the click (issue 41, point 1: every click ≤ 50 ms with the tutor
on).  In the live book (``tutor_later``, set by ``web.boards.new_board``) the action that
confirms a play is answered at once and the verdict is worked out afterwards, a slice at a time
(``tutor_step``, the page's idle slices through ``board_idle``).  These tests fix the order of
events and that a verdict is the very one the judgement in the click gave (Lab's way), is shown
only beside its own play, and is never lost when the learner plays on, takes the play back or
starts a new game before it arrives."""

from __future__ import annotations

import json

import pytest

from nardi_teach import Position
from nardi_teach.computer import Computer, tutor
from nardi_teach.computer.mistakes import mistake_id
from nardi_teach.controllers.config import board_config
from nardi_teach.controllers.game import GameController
from nardi_teach.controllers.quiet import FLAGGED
from nardi_teach.web.boards import board_event, board_idle, new_board

BLACK_COMPUTER = {"color": "black", "level": "club", "seed": 1}
# Hand-checked (tests/boards/test_tutor_controller.py): 2/1 1/off throws a won game away.
LAST_ROLL = Position.from_checkers({2: 1, 1: 1, "off": 13}, {24: 1, "off": 14})


def tutored(position: Position | None = None, *, later: bool, **options: object
            ) -> GameController:
    board = GameController(position, computer=BLACK_COMPUTER, tutor=True, lang="en",
                           **options)  # type: ignore[arg-type]
    board.tutor_later = later
    return board


def step_all(board: GameController) -> tuple[int, bool]:
    """Every owed verdict worked out, one step a call (as the page's slices, at their
    smallest): how many calls it took and whether the verdict shown changed."""
    calls, shown = 0, False
    while board.tutor_pending():
        shown = board.tutor_step(0.0) or shown
        calls += 1
        assert calls < 1_000_000
    return calls, shown


def test_the_play_is_answered_first_and_its_verdict_follows_the_same_as_in_the_click() -> None:
    tutor.forget()  # judged afresh (not from an earlier test's kept judgement)
    later = tutored(LAST_ROLL, later=True, dice="2-1")
    later.play_text("2/1 1/off")
    waiting = later.tutor_state()
    assert waiting is not None and waiting["pending"] and waiting["verdict"] is None
    assert waiting["text"] == "" and waiting["reasons"] == []
    assert not later.buttons()["show_better"]
    assert later.practice() == []  # nothing judged yet
    calls, shown = step_all(later)
    assert shown and calls > 1  # in slices, not in one go
    now = tutored(LAST_ROLL, later=False, dice="2-1")
    now.play_text("2/1 1/off")
    # the play is on the board and the computer has answered, as with the judging in the click
    assert later.message == now.message and later.game.history == now.game.history
    assert later.tutor_state() == now.tutor_state()
    assert later.tutor_state()["verdict"] == "very_bad"  # type: ignore[index]
    assert later.buttons() == now.buttons()
    assert [i["id"] for i in later.practice()] == [i["id"] for i in now.practice()] != []


def test_the_live_board_answers_the_play_then_board_idle_brings_the_verdict() -> None:
    config = board_config(LAST_ROLL, mode="game", dice="2-1", computer=BLACK_COMPUTER,
                          tutor=True, lang="en")
    start = json.loads(new_board(json.dumps(config)))
    after = json.loads(board_event(start["id"], json.dumps({"type": "play",
                                                            "text": "2/1 1/off"})))
    assert after["tutor"]["pending"] and after["tutor"]["verdict"] is None
    assert after["idle"] and [u["id"] for u in after["unjudged"]] == [
        mistake_id(LAST_ROLL, "2-1", LAST_ROLL.parse_play("2/1 1/off", "2-1"))]
    slices = [json.loads(board_idle(start["id"]))]
    while "board" not in slices[-1]:
        assert slices[-1]["ok"] and slices[-1]["idle"] and len(slices) < 1000
        slices.append(json.loads(board_idle(start["id"])))
    done = slices[-1]
    assert done["board"]["tutor"]["verdict"] == "very_bad"
    assert done["board"]["tutor"]["text"] == (
        "Very bad play: it costs you 2.000 points a game on average — about 200 points in 100 "
        "games. Better was 2/off 1/off.")
    assert done["judged"] == [u["key"] for u in after["unjudged"]]
    assert not done["idle"] and done["unjudged"] == []
    assert {b["action"]: b["enabled"] for b in done["board"]["buttons"]}["show_better"]
    assert [p["id"] for p in done["practice"]] == [u["id"] for u in after["unjudged"]]
    assert "board" not in json.loads(board_idle(start["id"]))  # said once


def test_a_verdict_is_shown_only_beside_its_own_play_and_never_lost_when_playing_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The learner plays a whole game on without a single slice between the clicks: no
    verdict is ever shown beside a later decision, each bad play still comes back as practice
    (judged as the click would have judged it), and the last play's verdict is its own.  With
    the one-ply tutor (the order of events is the same at any depth; thirteen two-ply
    judgements would cost seconds: ``tests/computer/test_tutor_deep.py`` slices those)."""
    monkeypatch.setattr(tutor, "DEPTH", 1)
    later = tutored(later=True, seed=5)
    learner = Computer("beginner", seed=5)
    plays = []
    for _ in range(400):
        buttons = later.buttons()
        if later.game.is_over or len(plays) == 12:
            break
        if buttons["roll"]:
            later.roll()
        elif buttons.get("take"):
            later.take()
        else:
            state = later.game.state
            play = learner.choose(state.position, state.turn.dice)
            plays.append((state.position, state.turn.dice, play))
            later.play_text(str(play))
            shown = later.tutor_state()
            assert shown is not None and shown["pending"] and shown["verdict"] is None
        assert not later.error, later.message
    assert len(plays) == 12 and later.tutor_pending()
    assert later.buttons()["roll"]  # the computer has answered the twelfth play
    later.roll()  # a decision of its own (a cube decision, judged in the click)
    before = later.tutor_state()
    assert before is not None and not before["pending"]
    step_all(later)
    reviews = [tutor.review_play(p, d, play) for p, d, play in plays]
    expected = [mistake_id(p, d, play) for (p, d, play), r in zip(plays, reviews, strict=True)
                if r.verdict in FLAGGED]
    assert expected, "a beginner's twelve plays hold a bad one"
    assert [item["id"] for item in later.practice()] == expected
    assert later.tutor_state() == before  # no play's verdict beside the roll
    if later.turn is not None and not later.game.is_over:  # and the next play gets its own
        play = learner.choose(later.game.state.position, later.turn.dice)
        position, dice = later.game.state.position, later.turn.dice
        later.play_text(str(play))
        step_all(later)
        state = later.tutor_state()
        assert state is not None and not state["pending"]
        assert state["verdict"] == tutor.review_play(position, dice, play).verdict.value


def test_a_play_taken_back_before_its_verdict_gets_none_and_the_next_play_its_own() -> None:
    later = tutored(later=True, dice="3-1", seed=3)
    later.play_text("24/21 24/23")  # weak: the computer answers, then the learner undoes
    assert later.tutor_pending()
    later.undo()
    assert later.message.startswith("Taken back")
    calls, shown = step_all(later)
    assert not shown and later.tutor_state()["verdict"] is None  # type: ignore[index]
    assert later.practice() == []  # taken back: no practice item either
    later.play_text("8/5 6/5")
    step_all(later)
    assert later.tutor_state()["text"] == "Good play."  # type: ignore[index]


def test_a_new_game_before_the_verdict_keeps_the_bad_play_for_practice_and_shows_nothing(
) -> None:
    later = tutored(LAST_ROLL, later=True, dice="2-1")
    later.play_text("2/1 1/off")
    if later.buttons().get("drop"):  # the computer doubled: the learner passes, game over
        later.drop()
    assert later.game.is_over
    old = later.game
    later.new_game()
    assert later.game is not old and not later.game.is_over
    step_all(later)
    assert later.tutor_state()["verdict"] is None  # type: ignore[index]
    bad = mistake_id(LAST_ROLL, "2-1", LAST_ROLL.parse_play("2/1 1/off", "2-1"))
    assert bad in [item["id"] for item in later.practice()]


def test_in_lab_the_verdict_comes_with_the_play() -> None:
    """Lab's boards (``tutor_later`` off) judge within the action, as before."""
    lab = tutored(LAST_ROLL, later=False, dice="2-1")
    lab.play_text("2/1 1/off")
    assert not lab.tutor_pending() and lab.tutor_state()["verdict"] == "very_bad"  # type: ignore[index]
    assert GameController(computer=BLACK_COMPUTER, tutor=True).tutor_later is False
