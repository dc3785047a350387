"""The small items of issue 26, point 7 (findings 8, 10 and 13 of
``../shared/reviews/robustness-t3.md``): one ``Progress`` shared by threads loses nothing, a
year-9999 record does not overflow the review queue, killed writers leave no ``.tmp`` files,
``Progress.error`` clears after a good save, and live boards and money-play games are freed."""

from __future__ import annotations

import errno
import json
import os
import signal
import subprocess
import sys
import threading
import time
from datetime import UTC, datetime
from pathlib import Path

from nardi_teach import Game, Match, Position
from nardi_teach.games.match import KEPT_GAMES
from nardi_teach.progress import review
from nardi_teach.progress.store import Progress
from nardi_teach.web import boards

ROOT = Path(__file__).resolve().parents[2]


def logged(path: Path) -> int:
    data = json.loads(path.read_text("utf-8"))
    return sum(len(entry.get("log", ())) for entry in data.values())


def test_finding_8_one_progress_shared_by_8_threads_keeps_all_480_records(tmp_path) -> None:
    path = tmp_path / "progress.json"
    progress = Progress(path)
    start = threading.Barrier(8)

    def answer(thread: int) -> None:
        start.wait()
        for n in range(60):
            progress.record(f"ch01-t{thread}-{n % 20}", n % 2 == 0)

    threads = [threading.Thread(target=answer, args=(t,)) for t in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    data = json.loads(path.read_text("utf-8"))
    assert sum(entry["attempts"] for entry in data.values()) == 480
    assert logged(path) == 480  # 20 ids a thread, 3 records each: under LOG_MAX


def test_finding_10_a_year_9999_record_does_not_overflow_the_review_queue(tmp_path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"ch01-players": {"log": [
        {"item": "ch01-players", "at": "9999-12-31T23:59:59+00:00", "correct": False}]}}))
    attempts = Progress(path).attempts()
    assert review.due(attempts) == []
    waiting = review.upcoming(attempts, datetime(2026, 3, 1, tzinfo=UTC))
    assert [item.item for item in waiting] == ["ch01-players"]


def test_finding_10_a_right_answer_in_9999_after_a_miss_does_not_overflow() -> None:
    late = datetime(9999, 12, 31, 23, 0, tzinfo=UTC)
    attempts = [review.Attempt("a", datetime(9999, 12, 1, tzinfo=UTC), False),
                review.Attempt("a", late, True)]
    assert review.due(attempts, late) == []


def test_finding_13_temporary_files_of_killed_writers_are_removed_at_the_next_save(
        tmp_path) -> None:
    path = tmp_path / "progress.json"
    left = [tmp_path / f".progress.json.dead{n}.tmp" for n in range(3)]
    for file in left:
        file.write_text("{")
    other = tmp_path / ".other.json.x.tmp"
    other.write_text("{")
    Progress(path).record("ch01-a", True)
    assert not any(file.exists() for file in left) and other.exists()
    assert logged(path) == 1


WRITER = """
import sys
from nardi_teach.progress.store import Progress
progress = Progress(sys.argv[1])
n = 0
while True:
    progress.record(f"ch01-k{n % 30}", n % 3 == 0)
    n += 1
"""


def test_finding_13_sigkilled_writers_leave_no_tmp_file_after_the_next_open(tmp_path) -> None:
    path = tmp_path / "progress.json"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for delay in (0.3, 0.45, 0.6, 0.75, 0.9):
        writer = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], env=env)
        time.sleep(delay)
        writer.send_signal(signal.SIGKILL)
        writer.wait()
    Progress(path).record("ch01-last", True)
    assert not list(tmp_path.glob(".progress.json.*.tmp"))
    assert json.loads(path.read_text("utf-8"))["ch01-last"]["solved"]


def test_finding_13_progress_error_clears_after_a_good_save(tmp_path, monkeypatch) -> None:
    progress = Progress(tmp_path / "progress.json")
    real = Progress._write

    def full(self, data):  # the disk is full once
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(Progress, "_write", full)
    progress.record("ch01-a", False)
    assert progress.error is not None and progress.take_notices("en")
    monkeypatch.setattr(Progress, "_write", real)
    progress.record("ch01-b", True)
    assert progress.error is None
    assert logged(tmp_path / "progress.json") == 2  # the pending record was saved too


def test_finding_13_live_boards_are_freed_least_recently_used_first() -> None:
    first = json.loads(boards.new_board('{"v": 1}'))["id"]
    kept = json.loads(boards.new_board('{"v": 1}'))["id"]
    ids = []
    for _ in range(boards.MAX_BOARDS + 5):
        ids.append(json.loads(boards.new_board('{"v": 1}'))["id"])
        if len(ids) % 100 == 0:  # the page keeps using this one
            assert json.loads(boards.board_event(kept, '{"type": "undo"}'))["ok"]
    assert len(boards._boards) <= boards.MAX_BOARDS
    assert len(set(ids)) == len(ids) and first not in ids
    gone = json.loads(boards.board_event(first, '{"type": "undo"}'))
    assert gone["ok"] is False and gone["code"] == "live.no_board"
    assert json.loads(boards.board_event(kept, '{"type": "undo"}'))["ok"]


def test_finding_13_a_money_play_series_keeps_its_score_but_not_every_game() -> None:
    match = Match(0, seed=5)
    won = Position.from_checkers({1: 1}, {19: 15})
    for _ in range(KEPT_GAMES + 20):
        match.games[-1] = Game(match.rules, position=won)
        match.game.roll("2-1")
        match.game.play("1/off")
        match.new_game()
    assert len(match.games) <= KEPT_GAMES + 1
    state = match.state
    assert state.games == KEPT_GAMES + 20 and state.score == (2 * (KEPT_GAMES + 20), 0)
