"""The learner's plays judged quietly with the tutor off, a slice at a time (issue 39): the same
practice items as the judgement in one go, each play judged once, nothing lost when a new game
starts, a play taken back not judged."""

from __future__ import annotations

import pytest

from nardi_teach import Position
from nardi_teach.computer import Computer, tutor
from nardi_teach.computer.mistakes import mistake_id
from nardi_teach.controllers import quiet
from nardi_teach.controllers.config import board_config, controller
from nardi_teach.controllers.game import GameController
from nardi_teach.controllers.quiet import FLAG_AT, FLAGGED
from nardi_teach.games.actions import WholePlay

COMPUTER = {"color": "black", "level": "club", "seed": 1}


def weak_game(variant: str, seed: int, after_each=None) -> GameController:
    """A whole game against the computer with the tutor off, the learner's plays chosen by
    the ``beginner`` level (a learner's typical errors); ``after_each(board)`` after every
    action of the learner (as a page's idle time between clicks)."""
    board = controller(board_config(mode="game", seed=seed, variant=variant, computer={
        "color": "black", "level": "club", "seed": seed}))
    assert isinstance(board, GameController) and not board.tutor
    learner = Computer("beginner", seed=seed)
    for _ in range(2000):
        if board.game.is_over:
            return board
        buttons = board.buttons()
        if buttons["roll"]:
            board.handle({"type": "roll"})
        elif buttons.get("take"):
            board.handle({"type": "take"})
        else:
            state = board.game.state
            board.play_text(str(learner.choose(state.position, state.turn.dice)))
        assert not board.error, board.message
        if after_each is not None:
            after_each(board)
    raise AssertionError("the game did not end")


def flagged_in_one_go(board: GameController) -> list[str]:
    """The practice ids the quiet judging must give: each whole play of the learner's not
    screened at 0-ply and judged bad or very bad by ``review_play`` (in one go)."""
    ids = []
    states = board.game.states()
    for index, action in enumerate(board.game.history):
        before = states[index]
        if not isinstance(action, WholePlay) or before.actor != board.learner \
                or before.turn is None:
            continue
        dice = before.turn.dice
        if tutor._screened(before.position, dice, action.play, FLAG_AT - tutor.SCREEN):
            continue
        review = tutor.review_play(before.position, dice, action.play, tutor.QUICK)
        if review.verdict in FLAGGED:
            ids.append(mistake_id(before.position, dice, action.play))
    return ids


@pytest.mark.parametrize(("variant", "seed"), [("short", 1), ("short", 2), ("long", 3)])
def test_judged_a_step_between_clicks_the_practice_is_that_of_the_judgement_in_one_go(
        variant: str, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    def two_plies(*_args: object) -> None:  # the tutor's deeper search: asked for, not quiet
        raise AssertionError("a quiet judgement started a two-ply search")

    monkeypatch.setattr(tutor, "two_ply_steps", two_plies)
    sliced = weak_game(variant, seed, after_each=lambda board: board.judge_quietly(0.0))
    while sliced.quiet_pending():  # the rest, one step a call
        assert sliced.judge_quietly(0.0)
    whole = weak_game(variant, seed)
    assert whole.game.history == sliced.game.history  # the same game
    assert whole.judge_quietly() and not whole.quiet_pending()
    expected = flagged_in_one_go(whole)
    assert expected, "a beginner's game has bad plays"
    assert [item["id"] for item in sliced.practice()] == expected
    assert [item["id"] for item in whole.practice()] == expected
    assert len({item["key"] for item in sliced.practice()}) == len(expected)


def counting(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The plays the quiet judging takes up (screened at 0-ply or searched)."""
    calls: list[object] = []
    real = quiet.judged_quietly
    monkeypatch.setattr(quiet, "judged_quietly", lambda *a: calls.append(a) or real(*a))
    return calls


# the hand-checked last roll (test_tutor_controller): 2/1 1/off throws a won game away
LAST = Position.from_checkers({2: 1, 1: 1, "off": 13}, {24: 1, "off": 14})


def test_a_judgement_under_way_when_a_new_game_starts_is_finished_not_lost_or_repeated(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counting(monkeypatch)
    board = GameController(LAST, computer=COMPUTER, tutor=False, lang="en",  # type: ignore[arg-type]
                           dice="2-1")
    board.play_text("2/1 1/off")
    assert board.quiet_pending() and board.judge_quietly(0.0)  # one step: under way
    assert board.quiet_pending() and board.practice() == []
    board.drop()
    assert board.game.is_over
    old = board.game
    board.new_game()
    assert board.game is not old and not board.game.history  # the next game
    while board.quiet_pending():
        board.judge_quietly(0.0)
    (item,) = board.practice()
    assert item["id"] == mistake_id(LAST, (2, 1), LAST.parse_play("2/1 1/off", "2-1"))
    assert len(calls) == 1
    assert not board.judge_quietly() and board.practice() == [item] and len(calls) == 1


def test_a_play_taken_back_before_its_judgement_is_not_judged(
        monkeypatch: pytest.MonkeyPatch) -> None:
    calls = counting(monkeypatch)
    start = Position.initial()
    board = GameController(start, computer=COMPUTER, tutor=False, lang="en",  # type: ignore[arg-type]
                           dice="4-2")
    board.play_text("24/20 13/11")  # bad (test_mistakes_practice)
    assert board.quiet_pending()
    board.undo()  # back to the learner's decision
    assert board.game.state.position == start
    board.play_text("8/4 6/4")
    while board.quiet_pending():
        board.judge_quietly(0.0)
    assert board.practice() == [] and len(calls) == 1
    assert calls[0][2] == start.parse_play("8/4 6/4", "4-2")
