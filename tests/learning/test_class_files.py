"""Issue 40, point 2: a damaged pupil's file never stops the class view.  It is read with its
depth and length checked before the parser (a 3,000-deep file was a Pyodide fatal error), set
aside with a Georgian note, and named in ``bad`` so the page never sends it again; in
JupyterLab every damaged file on this computer is a note, never a TypeError, ValueError,
AttributeError or RecursionError."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from nardi_teach.core.limits import MAX_DEPTH
from nardi_teach.html.classroom import class_summary
from nardi_teach.notebook.classroom import lab_files
from nardi_teach.progress import pupils
from nardi_teach.progress.pupils import pupil_id
from nardi_teach.progress.store import Progress
from nardi_teach.web.classroom import class_view

NOW = datetime(2026, 12, 1, 12, tzinfo=UTC)
# the class table's chapters come from the bank on disk, whatever another test loaded
pytestmark = pytest.mark.usefixtures("whole_bank")
GOOD = json.dumps({"nardi_teach": "pupil-progress", "version": 1, "pupil": "ანა",
                   "progress": {}, "lessons": {"3": {"stars": 2}}})
DEEP = ('{"nardi_teach": "pupil-progress", "version": 1, "pupil": "x", "progress": '
        + "[" * 3000 + "]" * 3000 + "}")


@pytest.fixture
def deepest(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The deepest text ``json.loads`` was given (Pyodide's stack gives out at ~3,000)."""
    seen = [0]
    loads = json.loads

    def spy(text: Any, *args: Any, **kwargs: Any) -> Any:
        if isinstance(text, str):
            depth = level = 0
            quoted = escaped = False
            for c in text:  # brackets outside strings
                if quoted:
                    quoted, escaped = (escaped or c != '"'), (not escaped and c == "\\")
                    continue
                quoted = c == '"'
                level += (c in "[{") - (c in "]}")
                depth = max(depth, level)
            seen[0] = max(seen[0], depth)
        return loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", spy)
    return seen


def test_finding_2_a_file_3000_deep_is_set_aside_before_the_parser(deepest: list[int]) -> None:
    out = json.loads(class_view(json.dumps([["deep.json", DEEP], ["ana.json", GOOD]]),
                                NOW.isoformat(), "ka"))
    assert deepest[0] <= MAX_DEPTH + 1  # the 3,000 levels never reached the parser
    assert out["ok"] and out["pupils"] == 1 and out["bad"] == [0]
    assert "deep.json: ეს მოსწავლის პროგრესის ფაილი არ არის." in out["notes"]
    assert "ანა" in out["html"]


def test_the_pages_call_itself_is_bounded_before_the_parser(deepest: list[int]) -> None:
    out = json.loads(class_view("[" * 5000 + "]" * 5000, NOW.isoformat(), "ka"))
    assert deepest[0] <= MAX_DEPTH + 1
    assert not out["ok"] and out["message"].startswith("ფაილები ვერ წავიკითხე")


DAMAGED = {  # the review's finding 5: what each gave from lab_files()
    "TypeError": '{"ch01-players": 5}',
    "AttributeError": '{"lesson:ch03": [1]}',
    "RecursionError": "[" * 5000 + "]" * 5000,
    "not UTF-8": b"\xff\xfe{}",
}


@pytest.mark.parametrize("kind", list(DAMAGED))
def test_finding_5_a_damaged_pupils_file_in_lab_is_a_georgian_note(home: Path,
                                                                   kind: str) -> None:
    pupils.choose_pupil("გიო")
    Progress().record("ch01-checkers", True, "15", at=NOW)
    folder = home / "pupils"
    bad = folder / f"{pupil_id('ანა')}.json"
    content = DAMAGED[kind]
    bad.write_bytes(content if isinstance(content, bytes) else content.encode())
    summary = class_summary(lab_files(), NOW, "ka")
    assert [row["pupil"] for row in summary["pupils"]] == ["გიო"]
    assert summary["notes"] == [f"{bad.name}: ეს მოსწავლის პროგრესის ფაილი არ არის."]


def test_finding_5_stars_that_are_not_a_number_are_left_out(home: Path) -> None:
    """``{"lesson:ch03": {"stars": "x"}}`` (a ValueError before): read as Progress reads it,
    without those stars."""
    pupils.choose_pupil("ანა")
    folder = home / "pupils"
    (folder / f"{pupil_id('ანა')}.json").write_text(
        '{"lesson:ch03": {"stars": "x"}, "lesson:ch04": {"stars": 2}}', "utf-8")
    [row] = class_summary(lab_files(), NOW, "ka")["pupils"]
    assert (row["chapters"]["3"]["stars"], row["chapters"]["4"]["stars"]) == (0, 2)
