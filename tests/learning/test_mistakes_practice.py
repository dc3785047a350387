"""A learner's mistakes become practice (issue 39, point 3): a play the tutor calls bad or very
bad in a game against the computer goes into the review queue as "find a better play" — the
same position and roll, checked by the engine like any exercise, explained by the tutor's
reasons — and comes back on the review page's schedule (live book and JupyterLab)."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest

from nardi_teach import Position
from nardi_teach.computer import tutor
from nardi_teach.computer.mistakes import mistake_id, read_mistake_id
from nardi_teach.controllers.game import GameController
from nardi_teach.exercises.mistakes import mistake_exercise
from nardi_teach.html import review as review_page
from nardi_teach.long_nardi.position import LongPosition
from nardi_teach.progress.review import DAY
from nardi_teach.progress.store import Progress
from nardi_teach.web.exercises import check_answer, exercise_form
from nardi_teach.web.review import review_state

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
COMPUTER = {"color": "black", "level": "club", "seed": 1}


def flagged_board(lang: str = "en") -> GameController:
    """A tutored game in which the learner's first play (4-2: 24/20 13/11, three blots
    instead of making the 4-point) is called bad."""
    board = GameController(computer=COMPUTER, tutor=True, lang=lang, dice="4-2")  # type: ignore[arg-type]
    board.play_text("24/20 13/11")
    return board


def test_a_flagged_play_becomes_a_practice_item_with_its_position_roll_and_play() -> None:
    board = flagged_board()
    assert board.tutor_state()["verdict"] in ("bad", "very_bad")  # type: ignore[index]
    (item,) = board.practice()
    game, position, dice, play = read_mistake_id(item["id"])  # type: ignore[misc]
    start = Position.initial()
    assert (game, position, tuple(dice)) == ("short", start, (4, 2))
    assert start.play(play) == start.play(start.parse_play("24/20 13/11", "4-2"))
    assert board.practice() == [item]  # the same decision is one item, asked twice


def test_a_good_play_gives_no_practice() -> None:
    good = GameController(computer=COMPUTER, tutor=True, lang="en", dice="3-1")  # type: ignore[arg-type]
    good.play_text("8/5 6/5")
    assert good.practice() == []


def long_choice() -> LongPosition:
    """Long nardi after both sides' first 6-5 (24/13): White on roll with real choices (the
    opening's head rule leaves none bad)."""
    first = LongPosition.initial()
    first = first.play(first.parse_play("24/13", "6-5"))
    return first.play(first.parse_play("24/13", "6-5"))


def flagged_and_good(position: Position | LongPosition, dice: str) -> tuple[str, str]:
    """A play of ``position`` with ``dice`` the tutor calls bad or very bad, and one it calls
    good (by the engine, not by hand)."""
    verdicts = {}
    for play, _ in tutor.ranked_equities(position, dice):
        verdicts.setdefault(tutor.review_play(position, dice, play).verdict, str(play))
    flagged = verdicts.get(tutor.Verdict.BAD) or verdicts[tutor.Verdict.VERY_BAD]
    return flagged, verdicts[tutor.Verdict.GOOD]


@pytest.mark.parametrize("variant", ["short", "long"])
def test_with_the_tutor_off_the_plays_are_judged_quietly_and_the_bad_one_is_practice(
        variant: str) -> None:
    start = Position.initial() if variant == "short" else long_choice()
    bad, good = flagged_and_good(start, "4-2")
    off = GameController(start, computer=COMPUTER, tutor=False, lang="en", variant=variant,  # type: ignore[arg-type]
                         dice="4-2")
    off.play_text(bad)
    assert off.practice() == []  # practice() judges nothing: the page does not wait for it
    assert off.quiet_pending() and off.judge_quietly()
    (item,) = off.practice()
    assert item["id"] == mistake_id(start, "4-2", start.parse_play(bad, "4-2"))
    assert off.tutor_state() is None and not off.quiet_pending()  # no verdict is shown
    assert not off.judge_quietly() and off.practice() == [item]  # each play judged once
    assert "tutor_on" in off.tutor_buttons()  # the tutor is still off
    # a good play in a fresh game gives nothing
    fine = GameController(start, computer=COMPUTER, tutor=False, lang="en", variant=variant,  # type: ignore[arg-type]
                          dice="4-2")
    fine.play_text(good)
    assert fine.judge_quietly() and fine.practice() == []


def test_the_live_bridge_judges_quietly_only_when_the_page_is_idle(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from nardi_teach.controllers.config import board_config
    from nardi_teach.web.boards import board_event, board_idle, new_board

    start = Position.initial()
    bad, _good = flagged_and_good(start, "4-2")
    config = board_config(start, mode="game", computer=COMPUTER, dice="4-2")
    board_id = json.loads(new_board(json.dumps(config)))["id"]
    calls: list[object] = []
    real = tutor.judging
    monkeypatch.setattr(tutor, "judging", lambda *a: calls.append(a) or real(*a))
    after = json.loads(board_event(board_id, json.dumps({"type": "play", "text": bad})))
    assert after["ok"] and after["tutor"] is None and after["practice"] == []
    assert after["idle"] and calls == []  # the event's answer judged nothing
    idle = {"idle": True}
    while idle["idle"]:  # one slice a call, the judgement under way kept between calls
        idle = json.loads(board_idle(board_id))
        assert idle["ok"]
    assert calls
    assert [i["id"] for i in idle["practice"]] == [mistake_id(start, "4-2",
                                                             start.parse_play(bad, "4-2"))]
    assert json.loads(board_idle(10**9))["ok"] is False


def test_in_lab_a_bad_play_with_the_tutor_off_goes_into_the_progress_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from nardi_teach.notebook.board import BoardWidget

    monkeypatch.setenv("NARDI_TEACH_PROGRESS", str(tmp_path / "progress.json"))
    start = Position.initial()
    bad, _good = flagged_and_good(start, "4-2")
    widget = BoardWidget(mode="game", computer=COMPUTER)
    board = widget.controller
    board.roll("4-2")  # White, the learner, opens with 4-2
    board.play_text(bad)
    widget.refresh()
    assert board.tutor_state() is None  # no verdict shown
    stored = json.loads((tmp_path / "progress.json").read_text(encoding="utf-8"))
    ident = mistake_id(start, "4-2", start.parse_play(bad, "4-2"))
    assert ident in json.dumps(stored)
    assert review_page.lab_state(Progress(tmp_path / "progress.json"),
                                 datetime.now(UTC) + DAY, "en")["due"][0]["id"] == ident


def test_after_a_game_every_bad_play_of_the_learner_is_practice_and_the_tutor_off_shows_none(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # the hand-checked last roll (test_tutor_controller): 2/1 1/off throws a won game away
    last = Position.from_checkers({2: 1, 1: 1, "off": 13}, {24: 1, "off": 14})
    board = GameController(last, computer=COMPUTER, tutor=True, lang="en",  # type: ignore[arg-type]
                           dice="2-1")
    board.play_text("2/1 1/off")
    board.drop()
    assert board.game.is_over
    ids = [item["id"] for item in board.practice()]
    assert ids == [mistake_id(last, (2, 1), last.parse_play("2/1 1/off", "2-1"))]

    def no_judging(*args: object, **kwargs: object) -> None:
        raise AssertionError("the tutor judged a play while it was off")

    monkeypatch.setattr(tutor, "review_play", no_judging)
    monkeypatch.setattr(tutor, "review_game", no_judging)
    monkeypatch.setattr(tutor, "review_cube", no_judging)
    off = GameController(last, computer=COMPUTER, tutor=False, lang="en",  # type: ignore[arg-type]
                         dice="2-1")
    off.play_text("2/1 1/off")
    off.drop()
    assert off.game.is_over and off.practice() == [] and off.tutor_state() is None
    monkeypatch.undo()  # judged quietly when the page is idle: the same item
    assert off.judge_quietly() and [item["id"] for item in off.practice()] == ids
    assert off.tutor_state() is None


@pytest.mark.parametrize("lang", ["ka", "en"])
def test_the_practice_item_checks_like_any_exercise(lang: str) -> None:
    (item,) = flagged_board(lang).practice()
    ex = mistake_exercise(item["id"])
    assert ex is not None and ex.kind == "better_play" and ex.text(lang)
    start = Position.initial()
    best = tutor.hint(start, "4-2")
    assert ex.check(str(best), lang).correct
    assert not ex.check("24/20 13/11", lang).correct  # the play made in the game
    assert not ex.check("13/11 6/2", lang).correct  # another bad one
    illegal = ex.check("24/18", lang)
    assert not illegal.correct and illegal.message
    solution = ex.solution(lang)
    assert solution.answer == str(best)
    review = tutor.review_play(start, "4-2", start.parse_play("24/20 13/11", "4-2"),
                               tutor.QUICK)
    for reason in review.reasons():  # the tutor's reasons are the explanation
        assert reason.text(lang) in solution.explanation
    # the live book's bridge rebuilds it from the id alone
    form = json.loads(exercise_form(item["id"], lang))
    assert form["ok"] and form["choices"] is None
    verdict = json.loads(check_answer(item["id"], str(best), lang))
    assert verdict["ok"] and verdict["correct"]


def test_a_practice_items_check_and_solution_never_search_two_plies(monkeypatch) -> None:
    """Both are answered within a click (the solution often days later, nothing kept): the
    tutor's two-ply search, which takes many clicks' time, is never started there."""
    (item,) = flagged_board().practice()
    tutor.forget()  # as after a reload

    def two_plies(*_args: object) -> None:
        raise AssertionError("a two-ply search within a click")

    monkeypatch.setattr(tutor, "two_ply_steps", two_plies)
    ex = mistake_exercise(item["id"])
    assert ex is not None
    assert ex.check(str(tutor.hint(Position.initial(), "4-2")), "ka").correct
    assert not ex.check("24/20 13/11", "ka").correct
    assert ex.solution("ka").explanation


def test_a_long_nardi_mistake_checks_by_long_nardis_rules() -> None:
    start = long_choice()  # White again, with a choice
    ranked = tutor.ranked_equities(start, "4-2")
    assert len(ranked) > 2
    worst = ranked[-1][0]
    ex = mistake_exercise(mistake_id(start, "4-2", worst))
    assert ex is not None and ex.is_long and ex.chapter == 20
    assert ex.check(str(ranked[0][0]), "en").correct
    assert not ex.check(str(worst), "en").correct


def test_broken_ids_are_no_exercise() -> None:
    for text in ("mistake~short", "mistake~short~4-2~24/20_13/11~notanid!!!!!!",
                 "mistake~moon~4-2~24/20_13/11~4HPwATDgc/ABMA",
                 "mistake~short~4-2~24/14~4HPwATDgc/ABMA", "ch03-x", 7, None,
                 "mistake~short~4-2~" + "x" * 400):
        assert mistake_exercise(text) is None
    assert not json.loads(check_answer("mistake~short~x", "8/4 6/4", "en"))["ok"]


def test_in_lab_the_mistake_comes_back_on_the_review_schedule(tmp_path: Path) -> None:
    (item,) = flagged_board().practice()
    store = Progress(tmp_path / "progress.json")
    store.record(item["id"], False, answer="24/20 13/11", at=T0)
    assert review_page.lab_state(Progress(store.path), T0, "en")["due"] == []
    due = review_page.lab_state(Progress(store.path), T0 + DAY, "ka")["due"]
    assert [d["id"] for d in due] == [item["id"]]
    assert "იპოვეთ უკეთესი სვლა" in due[0]["html"] and "თქვენი შეცდომა" in due[0]["html"]
    # answered right when due: it moves on to the next interval (3 days)
    ex = mistake_exercise(item["id"])
    assert ex is not None
    again = Progress(store.path)
    again.record(item["id"], ex.check(ex.solution().answer).correct, at=T0 + DAY)
    later = review_page.lab_state(Progress(store.path), T0 + 2 * DAY, "en")
    assert later["due"] == [] and [u["id"] for u in later["upcoming"]] == [item["id"]]


def test_in_the_live_book_the_mistake_comes_back_from_the_browsers_storage() -> None:
    (item,) = flagged_board().practice()
    stored = {item["id"]: {"answer": "24/20 13/11", "correct": False, "attempts": 1,
                           "solved": False, "log": [{"item": item["id"], "correct": False,
                                                     "at": T0.isoformat()}]}}
    out = json.loads(review_state(json.dumps(stored), "{}", (T0 + DAY).isoformat(), "en"))
    assert out["ok"] and [d["id"] for d in out["due"]] == [item["id"]]
    assert "Find a better play" in out["due"][0]["html"]
    assert not out["notes"]  # not "unknown exercise"


def test_a_play_not_judged_before_a_reload_is_judged_once_after_it() -> None:
    """The page keeps the plays still to judge (``unjudged``, each key and id); after a
    reload the game is gone, but a board of the new page judges them quietly, under their
    old keys, and each once."""
    from nardi_teach.controllers.config import board_config
    from nardi_teach.web.boards import board_event, board_idle, new_board

    start = Position.initial()
    bad, _good = flagged_and_good(start, "4-2")
    config = json.dumps(board_config(start, mode="game", computer=COMPUTER, dice="4-2"))
    before = json.loads(new_board(config))["id"]
    after = json.loads(board_event(before, json.dumps({"type": "play", "text": bad})))
    ident = mistake_id(start, "4-2", start.parse_play(bad, "4-2"))
    (kept,) = after["unjudged"]
    assert kept["id"] == ident
    reloaded = json.loads(new_board(config))["id"]  # the page again: a new board, a new game
    kept_json = json.dumps([kept])
    idle = json.loads(board_idle(reloaded, kept_json))
    judged = list(idle["judged"])
    while idle["idle"]:
        idle = json.loads(board_idle(reloaded, kept_json))  # the page sends them until judged
        judged += idle["judged"]
    assert judged == [kept["key"]] and idle["unjudged"] == []
    assert idle["practice"] == [{"id": ident, "key": kept["key"]}]
    again = json.loads(board_idle(reloaded, kept_json))
    assert again["judged"] == [] and not again["idle"]
    assert json.loads(board_idle(reloaded, "not json"))["ok"] is False


def test_in_lab_the_quiet_judging_runs_in_slices_on_the_kernels_event_loop(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In a kernel (a running event loop) the widget judges after the board is drawn, one
    slice per callback, so a message arriving meanwhile is answered between two slices."""
    import asyncio

    from nardi_teach.controllers.quiet import SLICE
    from nardi_teach.notebook.board import BoardWidget

    monkeypatch.setenv("NARDI_TEACH_PROGRESS", str(tmp_path / "progress.json"))
    start = Position.initial()
    bad, _good = flagged_and_good(start, "4-2")
    tutor.forget()  # judged from scratch, as a learner's first play
    ident = mistake_id(start, "4-2", start.parse_play(bad, "4-2"))
    slices: list[float | None] = []
    answered_between: list[bool] = []

    async def main() -> None:
        widget = BoardWidget(start, mode="game", dice="4-2", computer=COMPUTER)
        board = widget.controller
        real = board.judge_quietly
        monkeypatch.setattr(board, "judge_quietly", lambda seconds=None: slices.append(
            seconds) or real(seconds))
        board.play_text(bad)
        widget.refresh()
        assert slices == [] and not (tmp_path / "progress.json").exists()  # not yet
        while widget._quiet_timer is not None:
            await asyncio.sleep(0)  # a message the kernel answers between two slices
            answered_between.append(True)
        assert board.tutor_state() is None

    asyncio.run(main())
    assert len(slices) >= 2 and set(slices) == {SLICE}  # more than one slice, each a slice
    assert answered_between
    assert ident in (tmp_path / "progress.json").read_text(encoding="utf-8")
