"""The progress store never loses a learner's work (issue 12): concurrent writers keep every
record, a damaged file is kept aside and the learner told once, and only regular files it
created are ever written."""

from __future__ import annotations

import json
import multiprocessing
import stat
import threading
from pathlib import Path

import pytest

from nardi_teach.i18n import translate
from nardi_teach.progress.store import Progress, default_path


def _kept(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".broken-*"))


@pytest.mark.parametrize("content", [
    b'{"ch03-a": {"solved": true, "attempts": 3', b"\x00\xff\xfe binary", b"[1, 2, 3]",
    b'"text"', b'{"ch03-a": 5}', b"\xff\xfe{}", b"[" * 100000,
])
def test_damaged_file_is_kept_aside_not_overwritten(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "progress.json"
    path.write_bytes(content)
    progress = Progress(path)
    assert progress.data == {}
    kept = _kept(path)
    assert len(kept) == 1 and kept[0].read_bytes() == content
    progress.record("ch03-b", True)
    assert kept[0].read_bytes() == content
    assert json.loads(path.read_text("utf-8"))["ch03-b"]["solved"] is True
    notices = progress.take_notices("ka")
    assert len(notices) == 1 and kept[0].name in notices[0]
    assert progress.take_notices("ka") == []  # told once


def test_a_second_damaged_file_is_kept_beside_the_first(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    for n in range(2):
        path.write_text(f"{{broken {n}")
        Progress(path)
    assert sorted(p.read_text() for p in _kept(path)) == ["{broken 0", "{broken 1"]


def test_attempts_written_as_text_are_read_as_numbers(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"a": {"solved": False, "attempts": "3", "hints": "x"}}))
    progress = Progress(path)
    progress.record("a", False)
    assert {k: progress.entry("a")[k] for k in ("solved", "attempts", "hints")} == {
        "solved": False, "attempts": 4, "hints": 0}


def _worker(path: str, name: str, n: int) -> None:
    progress = Progress(path)
    for i in range(n):
        progress.record(f"{name}-{i % 7}", i % 3 == 0)


def test_concurrent_threads_keep_every_record(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    threads = [threading.Thread(target=_worker, args=(str(path), f"t{k}", 50)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    data = json.loads(path.read_text("utf-8"))
    assert sum(e["attempts"] for e in data.values()) == 300
    assert not list(tmp_path.glob("*.tmp"))


def test_concurrent_processes_keep_every_record(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    context = multiprocessing.get_context("fork")
    procs = [context.Process(target=_worker, args=(str(path), "same", 40)) for _ in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    data = json.loads(path.read_text("utf-8"))
    assert sum(e["attempts"] for e in data.values()) == 160


def test_two_sessions_see_each_others_records(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    first, second = Progress(path), Progress(path)
    first.record("a", True)
    second.record("b", False)
    first.record("a", False)
    assert Progress(path).entry("a")["attempts"] == 2
    assert Progress(path).entry("b")["attempts"] == 1


def test_a_directory_in_its_place_warns_and_saves_nothing(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.mkdir()
    progress = Progress(path)
    assert progress.save() is False
    progress.record("a", True)
    assert path.is_dir()
    assert progress.take_notices("en") == [translate("progress.is_dir", "en", path=path)]


def test_a_read_only_file_is_left_alone_with_a_warning(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"a": {"solved": True, "attempts": 1, "hints": 0}}))
    path.chmod(stat.S_IRUSR)
    progress = Progress(path)
    progress.record("b", True)
    assert json.loads(path.read_text()) == {"a": {"solved": True, "attempts": 1, "hints": 0}}
    assert progress.error is not None and progress.error.key == "progress.read_only"
    assert progress.take_notices("ka")


def test_a_symlink_is_never_replaced(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere.json"
    target.write_text("{}")
    path = tmp_path / "progress.json"
    path.symlink_to(target)
    Progress(path).record("a", True)
    assert path.is_symlink() and target.read_text() == "{}"


def test_a_device_node_is_never_read_or_replaced(tmp_path: Path) -> None:
    path = tmp_path / "progress.json"
    path.symlink_to("/dev/zero")  # reading it would never end
    progress = Progress(path)
    progress.record("a", True)
    assert path.is_symlink()
    assert progress.error is not None and progress.error.key == "progress.not_regular"


def test_empty_environment_variable_means_the_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NARDI_TEACH_PROGRESS", "")
    assert default_path() == Path("~/.nardi_teach/progress.json").expanduser()
    assert Progress("").path == default_path()


def test_chapter_widget_shows_the_notice(tmp_path: Path) -> None:
    pytest.importorskip("ipywidgets")
    from exercise_bank import bank as shared_bank

    from nardi_teach.notebook.exercises import ChapterWidget

    path = tmp_path / "p.json"
    path.write_text("{broken")
    chapter = ChapterWidget(shared_bank()[:1], progress=path, lang="ka")
    assert "გვერდზე გადავდე" in chapter.status.value
    chapter.items[0].check("x")
    assert chapter.status.value.count("გვერდზე გადავდე") == 1


# — issue 15: the timed log for the review queue, and lesson stars —


def test_progress_log_feeds_the_review_queue_across_sessions(tmp_path):
    from datetime import UTC, datetime, timedelta

    from nardi_teach.progress.review import due
    path = tmp_path / "p.json"
    t = datetime(2026, 1, 1, tzinfo=UTC)
    first = Progress(path)
    first.record("ch03-a", False, "8/5", at=t)
    first.solution_shown("ch04-b", at=t)
    first.record("ch05-c", True, "x", at=t)
    again = Progress(path)
    assert [i.item for i in due(again.attempts(), now=t + timedelta(hours=23))] == []
    assert sorted(i.item for i in due(again.attempts(), now=t + timedelta(days=1))) == [
        "ch03-a", "ch04-b"]
    assert again.entry("ch04-b")["attempts"] == 0  # opening the solution is no attempt


def test_progress_lesson_stars_keep_the_best(tmp_path):
    path = tmp_path / "p.json"
    progress = Progress(path)
    assert progress.lesson_stars(2) is None
    for earned in (2, 3, 1):
        progress.record_lesson(2, earned)
    assert Progress(path).lesson_stars(2) == 3
    assert Progress(path).attempts() == []


def test_progress_broken_log_records_are_dropped_not_fatal(tmp_path):
    import json
    path = tmp_path / "p.json"
    path.write_text(json.dumps({"ch03-a": {"attempts": 1, "log": [
        {"item": "ch03-a", "at": "not a time", "correct": False}, 7,
        {"item": "ch03-a", "at": "2026-01-01T00:00:00+00:00", "correct": False}]},
        "lesson:ch02": {"stars": 9}}))
    progress = Progress(path)
    assert len(progress.attempts()) == 1
    assert progress.lesson_stars(2) is None
