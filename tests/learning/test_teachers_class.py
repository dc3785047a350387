"""Pupils, the class view and assignments (issue 25), without a browser: progress kept per
pupil in JupyterLab, three pupils' exported files read into the class table, the five
most-missed exercises and each review queue, and an assignment's link and worksheet."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from nardi_teach.exercises.__main__ import main as cli
from nardi_teach.html.classroom import class_html, class_summary, lab_export
from nardi_teach.notebook.classroom import lab_files
from nardi_teach.progress import pupils
from nardi_teach.progress.store import Progress, default_path
from nardi_teach.web.assignment import assignment_set

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)


@pytest.fixture(autouse=True)
def _whole_bank(whole_bank: None) -> None:
    """Every test here reads the bank on disk (``tests/pupil_home.py``)."""


def pupil_file(name: str, answers: dict[str, list[bool]], stars: dict[int, int]) -> str:
    """A pupil's exported file as the progress page writes it."""
    progress = {}
    for item, results in answers.items():
        log = [{"item": item, "at": (NOW - timedelta(days=3, minutes=i)).isoformat(),
                "correct": ok} for i, ok in enumerate(results)]
        progress[item] = {"solved": any(results), "attempts": len(results), "log": log}
    return json.dumps({"nardi_teach": "pupil-progress", "version": 1, "pupil": name,
                       "exported": NOW.isoformat(), "progress": progress,
                       "lessons": {str(c): {"stars": s} for c, s in stars.items()}})


CLASS = [
    ("ana.json", pupil_file("ანა", {"ch01-checkers": [True], "ch06-not-all-home": [False, True],
                                    "ch06-one-outside": [False]}, {1: 3, 6: 2})),
    ("gio.json", pupil_file("გიო", {"ch06-not-all-home": [False], "ch06-one-outside": [False],
                                    "ch03-2-4-count": [False, False]}, {3: 1})),
    ("nino.json", pupil_file("ნინო", {"ch01-checkers": [True], "ch06-not-all-home": [True]},
                             {})),
]


def test_three_pupils_make_the_class_table() -> None:
    summary = class_summary(CLASS, NOW, "ka")
    rows = {row["pupil"]: row for row in summary["pupils"]}
    assert list(rows) == ["ანა", "გიო", "ნინო"]
    assert rows["ანა"]["chapters"]["1"] == {"solved": 1, "stars": 3}
    assert rows["ანა"]["chapters"]["6"] == {"solved": 1, "stars": 2}
    assert rows["გიო"]["solved"] == 0 and rows["ნინო"]["solved"] == 2
    assert (rows["ანა"]["queue"], rows["გიო"]["queue"], rows["ნინო"]["queue"]) == (2, 3, 0)
    assert rows["გიო"]["due"] == 3  # missed three days ago: due after a day
    missed = [(m["id"], m["misses"], m["pupils"]) for m in summary["missed"]]
    assert missed[:2] == [("ch03-2-4-count", 2, 1), ("ch06-not-all-home", 2, 2)]
    assert len(missed) == 3
    html = class_html(summary, "ka")
    table = html.split('<details class="nardi-class-exercises">')[0]
    assert table.count("<tr>") == 4 and "★★★" in table and "ხუთი სავარჯიშო" in table


def test_by_exercise_the_teacher_sees_who_solved_and_who_missed_each_one() -> None:
    summary = class_summary(CLASS, NOW, "ka")
    seen = {ex["id"]: (ex["solved"], ex["missed"]) for ex in summary["exercises"]}
    assert seen == {  # from CLASS's answers: a miss is a wrong answer, solved is any right one
        "ch01-checkers": (["ანა", "ნინო"], []),
        "ch03-2-4-count": ([], [("გიო", 2)]),
        "ch06-not-all-home": (["ანა", "ნინო"], [("ანა", 1), ("გიო", 1)]),
        "ch06-one-outside": ([], [("ანა", 1), ("გიო", 1)])}
    assert [ex["id"] for ex in summary["exercises"]] == list(seen)  # the book's order
    html = class_html(summary, "ka")
    assert '<details class="nardi-class-exercises">' in html
    assert "(ოთხი სავარჯიშო)" in html and "<li>გიო (ორი შეცდომა)</li>" in html
    assert "<li>Gio (two misses)</li>" in class_html(
        class_summary([("g.json", pupil_file("Gio", {"ch03-2-4-count": [False, False]}, {}))],
                      NOW, "en"), "en")


def test_one_name_on_two_files_shows_each_rows_file_and_time() -> None:
    later = json.loads(pupil_file("ნინო", {"ch01-checkers": [True]}, {}))
    later["exported"] = (NOW + timedelta(days=2, minutes=5)).isoformat()
    files = [*CLASS, ("nino (1).json", json.dumps(later))]
    summary = class_summary(files, NOW, "ka")
    rows = [(row["pupil"], row["from"]) for row in summary["pupils"]]
    assert rows == [
        ("ანა", ""), ("გიო", ""),  # a name on one file only: nothing more to say
        ("ნინო", "ფაილი nino.json, შენახულია 2026-12-01 12:00-ზე (გრინვიჩის დროით)"),
        ("ნინო", "ფაილი nino (1).json, შენახულია 2026-12-03 12:05-ზე (გრინვიჩის დროით)")]
    html = class_html(summary, "ka")
    assert html.count('class="nardi-class-from"') == 2 and "nino (1).json" in html
    # a file that does not say when it was saved still names itself
    undated = json.loads(pupil_file("ნინო", {}, {}))
    del undated["exported"]
    summary = class_summary([*CLASS, ("old.json", json.dumps(undated))], NOW, "en")
    assert [row["from"] for row in summary["pupils"] if row["pupil"] == "ნინო"] == [
        "file old.json", "file nino.json, saved at 2026-12-01 12:00 (UTC)"]  # oldest first


def test_a_file_that_is_not_a_pupils_is_named() -> None:
    summary = class_summary([*CLASS, ("notes.json", '{"x": 1}')], NOW, "ka")
    assert len(summary["pupils"]) == 3
    assert summary["notes"] == ["notes.json: ეს მოსწავლის პროგრესის ფაილი არ არის."]


def test_lab_keeps_progress_per_pupil(home: Path) -> None:
    assert default_path() == Path("~/.nardi_teach/progress.json").expanduser()
    pupils.choose_pupil("ანა")
    ana = Progress()
    assert ana.path == home / "pupils" / f"{pupils.pupil_id('ანა')}.json"
    ana.record("ch01-checkers", True, "15", at=NOW)
    pupils.choose_pupil("გიო")
    gio = Progress()
    gio.record("ch01-checkers", False, "14", at=NOW)
    assert pupils.known_pupils() == ["ანა", "გიო"]
    assert Progress(home / "pupils" / f"{pupils.pupil_id('ანა')}.json").solved("ch01-checkers")
    assert not Progress(home / "pupils" / f"{pupils.pupil_id('გიო')}.json").solved("ch01-checkers")
    files = dict(lab_files())
    summary = class_summary(list(files.items()), NOW + timedelta(days=2))
    assert [(r["pupil"], r["solved"], r["due"]) for r in summary["pupils"]] == [
        ("ანა", 1, 0), ("გიო", 0, 1)]


def test_the_environment_names_the_pupil(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NARDI_TEACH_PUPIL", "ნინო")
    assert default_path() == home / "pupils" / f"{pupils.pupil_id('ნინო')}.json"


def test_lab_export_is_a_pupils_file() -> None:
    data = {"ch01-checkers": {"solved": True, "attempts": 1, "log": [
        {"item": "ch01-checkers", "at": NOW.isoformat(), "correct": True}]},
        "lesson:ch03": {"stars": 2}}
    text = json.dumps(lab_export(data, "ანა", NOW))
    row = class_summary([("a", text)], NOW)["pupils"][0]
    assert row["chapters"]["1"]["solved"] == 1 and row["chapters"]["3"]["stars"] == 2


def test_assign_prints_the_link_and_writes_the_sheet_and_key(tmp_path: Path,
                                                             capsys: pytest.CaptureFixture
                                                             ) -> None:
    assert cli(["assign", "--chapter", "6", "--kind", "can_bear_off", "--id", "ch01-checkers",
                "--title", "გატანა", "--line", "5ბ · 12 მარტი", "--site",
                "http://127.0.0.1:8000", "-o", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    ids = "ch01-checkers,ch06-not-all-home,ch06-borne-off-count,ch06-one-outside"
    assert f"http://127.0.0.1:8000/book/assignment.html#set={ids}&title=" in out
    link = next(word for word in out.split() if "assignment.html#" in word)
    fragment = parse_qs(urlsplit(link).fragment)
    assert fragment["title"] == ["გატანა"] and fragment["line"] == ["5ბ · 12 მარტი"]
    sheet = (tmp_path / "გატანა.html").read_text(encoding="utf-8")
    key = (tmp_path / "გატანა-key.html").read_text(encoding="utf-8")
    assert sheet.count('class="nardi-ex"') == 4 and '<section class="nardi-key"' not in sheet
    assert key.count('<div class="nardi-key-item">') == 4
    got = json.loads(assignment_set(ids, "ka"))
    assert [item["id"] for item in got["items"]] == ids.split(",") and got["missing"] == []


def test_assign_with_nothing_chosen_fails(capsys: pytest.CaptureFixture) -> None:
    assert cli(["assign", "--rule", "R999"]) == 1
    assert "არცერთი სავარჯიშო" in capsys.readouterr().out
