"""The bank tools refuse alias bombs and oversize files at once, and every broken file gives
``file:line: message`` — never a traceback (issue 12)."""

from __future__ import annotations

import re
import tracemalloc
from pathlib import Path

import pytest

from nardi_teach.exercises import Exercise, load_bank
from nardi_teach.exercises.__main__ import main as cli
from nardi_teach.exercises.bank import MAX_BYTES, validate_file
from nardi_teach.exercises.model import BankError

ENTRY = "- {id: a, kind: pips, rules: [R29], question: q, position: start%s}\n"
HEAD = "chapter: 3\nexercises:\n"
LOCATED = re.compile(r"^\S+:\d+: ")


def _bomb(levels: int = 9) -> str:
    names = "abcdefghij"[:levels]
    lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for prev, cur in zip(names, names[1:], strict=False):
        lines.append(f"{cur}: &{cur} [" + ", ".join([f"*{prev}"] * 9) + "]")
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("where", ["top", "question"])
def test_alias_bomb_is_refused_in_bounded_memory(tmp_path: Path, where: str) -> None:
    path = tmp_path / "bomb.yaml"
    if where == "top":
        path.write_text(_bomb() + "chapter: 3\nexercises: [*i]\n")
    else:  # inside a question: used to pass validation after 28 s and 800 MB
        path.write_text(_bomb() + HEAD + ENTRY.replace("question: q", "question: {ka: *i}")
                        % "")
    assert len(path.read_bytes()) < 700
    tracemalloc.start()
    problems = validate_file(path, "en")
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert peak < 50_000_000
    assert len(problems) == 1 and "too many values" in problems[0].message
    assert LOCATED.match(str(problems[0]))


def test_a_few_aliases_still_work(tmp_path: Path) -> None:
    path = tmp_path / "ok.yaml"
    path.write_text(HEAD + "- &e {id: a, kind: pips, rules: [R29], question: q, position: start}\n"
                    "- {id: b, kind: pips, rules: [R29], question: q, position: start}\n")
    assert validate_file(path) == []


def test_oversize_file_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "big.yaml"
    path.write_text(HEAD + "#" * (MAX_BYTES + 10))
    problems = validate_file(path, "en")
    assert len(problems) == 1 and "too big" in problems[0].message


BROKEN = {
    "non_mapping_top": ("- 1\n- 2\n", 1),
    "empty": ("", 1),
    "bad_utf8": (b"chapter: 3\nexercises:\n- {id: \xff}\n", 3),
    "tabs": ("chapter: 3\nexercises:\n\t- id: x\n", 3),
    "duplicate_key": ("chapter: 3\nexercises:\n- {id: a, id: b}\n", 3),
    "non_text_key": (HEAD + "- {1: a, id: a}\n", 3),
    "chapter_text": ("chapter: three\nexercises: []\n", 1),
    "entry_scalar": (HEAD + "- 5\n", 3),
    "rules_number": (HEAD + ENTRY.replace("[R29]", "5") % "", 3),
    "question_list": (HEAD + ENTRY.replace("question: q", "question: [1]") % "", 3),
    "id_list": (HEAD + ENTRY.replace("id: a", "id: [1]") % "", 3),
    "position_number": (HEAD + ENTRY.replace("start", "5") % "", 3),
    "die_text": (HEAD + ENTRY % ", die: six", 3),
    "votes_list": (HEAD + "- {id: a, kind: team_double, rules: [R141], question: q, "
                   "rolls: {A: 6, B: 3, C: 2}, votes: [1]}\n", 3),
    "binary": (HEAD + ENTRY.replace("question: q", "question: !!binary aGk=") % "", 3),
    "recursive": ("chapter: 3\nexercises: &a [*a]\n", None),
    "deep": ("chapter: 3\nexercises: " + "[" * 5000 + "]" * 5000 + "\n", None),
}


@pytest.mark.parametrize("name", sorted(BROKEN))
@pytest.mark.parametrize("command", ["validate", "worksheet", "export"])
def test_broken_file_gives_file_line_message(tmp_path: Path, capsys: pytest.CaptureFixture,
                                             name: str, command: str) -> None:
    content, line = BROKEN[name]
    path = tmp_path / f"{name}.yaml"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    argv = [command, str(path)] + (["-o", str(tmp_path / "w.html")] if command == "worksheet"
                                   else [])
    assert cli(argv) == 1
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith(f"{path}:{line if line is not None else ''}"), first
    assert LOCATED.match(first) and "Traceback" not in first
    assert not (tmp_path / f"{name}.json").exists()


@pytest.mark.parametrize("path", ["missing.yaml", "folder.yaml", "x.json"])
def test_unopenable_files_give_a_message(tmp_path: Path, capsys: pytest.CaptureFixture,
                                         path: str) -> None:
    (tmp_path / "folder.yaml").mkdir()
    (tmp_path / "x.json").write_text('{"chapter": 3,\n "exercises": [1,]}')
    assert cli(["validate", str(tmp_path / path)]) == 1
    assert LOCATED.match(capsys.readouterr().out)


@pytest.mark.parametrize("field, value", [("die", 100), ("die", 0), ("die", True),
                                          ("from", 30), ("point", 99), ("length", "five"),
                                          ("cube", 3), ("owner", "purple"), ("result", "huge"),
                                          ("score", "abc"), ("results", [5]), ("takes", 5)])
def test_every_field_has_its_type_and_range(field: str, value: object) -> None:
    data = {"id": "t", "kind": "landing", "rules": ["R29"], "question": "q",
            "position": "start", field: value}
    with pytest.raises(BankError) as caught:
        Exercise.from_dict(data, 3, "ch03.yaml:7")
    text = caught.value.message("en")
    assert text.startswith("ch03.yaml:7: t: ") and f"“{field}”" in text


def test_hints_as_one_text_is_one_hint_not_one_per_character() -> None:
    ex = Exercise.from_dict({"id": "t", "kind": "pips", "rules": ["R29"], "question": "q",
                             "position": "start", "hints": "ჯერ დათვალეთ."})
    assert len(ex.hints) == 1 and ex.hint(1, "ka") == "ჯერ დათვალეთ."


def test_the_bank_itself_still_loads() -> None:
    assert len(load_bank()) > 100


def test_worksheet_into_a_folder_or_a_missing_folder(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture) -> None:
    bank = Path(__file__).resolve().parents[2] / "exercises" / "ch03.yaml"
    folder = tmp_path / "sheets"
    folder.mkdir()
    assert cli(["worksheet", str(bank), "-o", str(folder)]) == 0
    assert (folder / "ch03.html").exists()
    assert cli(["worksheet", str(bank), "-o", str(tmp_path / "new" / "deeper" / "s.html")]) == 0
    assert (tmp_path / "new" / "deeper" / "s.html").exists()
    assert cli(["worksheet", str(bank), "-o", str(tmp_path / "later") + "/"]) == 0
    assert (tmp_path / "later" / "ch03.html").exists()
    blocker = tmp_path / "file"
    blocker.write_text("")
    capsys.readouterr()
    assert cli(["worksheet", str(bank), "-o", str(blocker / "s.html")]) == 1
    assert str(blocker) in capsys.readouterr().out
