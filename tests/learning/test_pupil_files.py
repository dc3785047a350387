"""Issue 40, point 1, in JupyterLab: each pupil's progress file is named by the pupil's id
(``progress.pupils.pupil_id``), so no two names share a file, not even on a file system
that ignores case; files named before issue 40 move to the ids without a loss."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from nardi_teach.notebook.classroom import lab_files
from nardi_teach.progress import pupils
from nardi_teach.progress.pupils import (
    MAX_NAME,
    PupilError,
    clean_name,
    pupil_id,
    pupil_name,
)
from nardi_teach.progress.store import Progress, default_path

NOW = datetime(2026, 3, 1, 9, tzinfo=UTC)


NAMES = ["nika", "nika#2", "nika 2", "nika_2", "Nika", "NIKA", "ნიკა 2", "ნიკა/2", "nіka",
         "con", "CON", "a-b", "a_b", "x" * MAX_NAME]


def test_names_that_made_one_file_before_make_one_file_each(home: Path) -> None:
    """``nika#2``, ``nika 2`` and ``nika_2`` were all ``nika_2.json``; ``Nika`` and ``nika``
    one file where case is ignored: now each pupil keeps and reads only their own answers."""
    for n, name in enumerate(NAMES):
        pupils.choose_pupil(name)
        Progress().record(f"ch01-{n}", True, str(n), at=NOW)
    files = sorted(p.name for p in (home / "pupils").glob("*.json"))
    assert len({f.lower() for f in files}) == len(files) == len(NAMES)
    for n, name in enumerate(NAMES):
        pupils.choose_pupil(name)
        assert list(Progress().data) == [f"ch01-{n}"], name
    assert pupils.known_pupils() == sorted(NAMES)
    assert sorted(json.loads(text)["pupil"] for _, text in lab_files()) == sorted(NAMES)


def test_a_name_longer_than_the_box_is_refused_in_georgian(home: Path) -> None:
    pupils.choose_pupil("ანა")
    with pytest.raises(PupilError) as error:
        pupils.choose_pupil("ა" * (MAX_NAME + 1))
    assert error.value.message("ka") == (
        "სახელი ძალიან გრძელია: მასში 40 ნიშანზე მეტი არ უნდა იყოს.")
    assert pupils.current_pupil() == "ანა"  # nothing changed


NAME = st.text(st.characters(exclude_categories=["Cs"]), max_size=12) | st.sampled_from(
    ["nika", "nika#2", "Nika", "con", "CON", "%0063on", "nika%0023", "", " "])


@given(NAME, NAME)
def test_two_names_never_share_an_id(a: str, b: str) -> None:
    """The two-pupil key space: one id per name, never one for two; ids hold only
    ``a-z0-9%`` (no separator, no capital) and read back to the name."""
    ida, idb = pupil_id(a), pupil_id(b)
    assert set(ida) <= set("abcdefghijklmnopqrstuvwxyz0123456789%")
    assert pupil_name(ida) == clean_name(a)
    assert (ida == idb) == (clean_name(a) == clean_name(b))
    assert (ida.lower() == idb.lower()) == (ida == idb)
    assert not (idb.startswith(ida) and idb[len(ida):len(ida) + 1] in ("#", ".", ":"))


def _old(folder: Path, stem: str, entries: dict) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{stem}.json").write_text(json.dumps(entries, ensure_ascii=False), "utf-8")


def _entry(n: int) -> dict:
    return {"solved": True, "attempts": n, "hints": 0, "answer": "5",
            "log": [{"item": "x", "at": NOW.isoformat(), "correct": True}] * n}


def test_files_named_before_issue_40_move_to_the_ids_without_a_loss(home: Path) -> None:
    folder = home / "pupils"
    old = {"nika": {"ch01-a": _entry(1)}, "nika_2": {"ch01-b": _entry(2)},
           "ნიკა_2": {"ch01-c": _entry(3)}, "con": {"ch01-d": _entry(1)},
           "a-b": {"ch01-e": _entry(1)}, "Nika": {"ch01-f": _entry(1)}}
    for stem, entries in old.items():
        _old(folder, stem, entries)
    (home / "pupil").write_text("ნიკა_2", "utf-8")
    assert default_path() == folder / f"{pupil_id('ნიკა_2')}.json"
    assert Progress().data["ch01-c"]["attempts"] == 3
    assert pupils.known_pupils() == sorted(old)
    for stem, entries in old.items():
        pupils.choose_pupil(stem)
        data = Progress().data
        assert {k: (v["attempts"], len(v["log"])) for k, v in data.items()} == {
            k: (v["attempts"], len(v["log"])) for k, v in entries.items()}, stem
    assert sorted(p.stem for p in folder.glob("*.json")) == sorted(pupil_id(s) for s in old)


def test_an_old_file_written_after_the_move_is_added_not_lost(home: Path) -> None:
    folder = home / "pupils"
    pupils.choose_pupil("ნიკა_2")
    Progress().record("ch01-new", True, "1", at=NOW)
    _old(folder, "ნიკა_2", {"ch01-new": _entry(2), "ch01-old": _entry(1)})
    assert pupils.known_pupils() == ["ნიკა_2"]
    data = Progress().data
    assert (data["ch01-new"]["attempts"], data["ch01-old"]["attempts"]) == (3, 1)
    assert not (folder / "ნიკა_2.json").exists()
