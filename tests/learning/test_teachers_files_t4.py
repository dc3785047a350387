"""Issue 40, points 4 and 5: the teachers' checker never shows a traceback and accepts
nothing the book then refuses — a superscript digit in a drill position, an XGID in a
short-family game, a lesson bigger than the page reads, an exercise id another file (or the
shipped bank) has — each a Georgian message at its file and line; the live lesson refuses
the same steps with a typed error, never ``live.internal``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nardi_teach.exercises.__main__ import main as cli
from nardi_teach.web.boards import MAX_JSON as MAX_MESSAGE
from nardi_teach.web.lessons import new_lesson

STEP = ("  - {{id: s1, {variant}position: \"{position}\", dice: {dice}, play: {play}, "
        "task: {{ka: ა, en: a}}, why: {{ka: ა, en: a}}}}\n")
HEAD = "chapter: 3\ntitle: {ka: ტესტი, en: test}\nsteps:\n"


def _lesson(tmp_path: Path, position: str, dice: str = "6-5", play: str = "24/18",
            variant: str = "") -> Path:
    path = tmp_path / "lesson.yaml"
    path.write_text(HEAD + STEP.format(variant=variant, position=position, dice=dice,
                                       play=play), encoding="utf-8")
    return path


def _run(capsys: pytest.CaptureFixture, *argv: str) -> tuple[int, str]:
    code = cli(["--lang", "ka", *argv])
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    return code, out.out


def _live(path: Path) -> dict:
    import yaml

    data = yaml.safe_load(path.read_text("utf-8"))
    return json.loads(new_lesson(json.dumps(data, ensure_ascii=False), "ka"))


@pytest.mark.parametrize("position", ["X{²:1} O{19:1}", "X{24:²} O{19:1}", "X{24:1١} O{19:1}"])
def test_finding_4a_a_superscript_digit_is_a_georgian_error_at_its_line(
        tmp_path: Path, capsys: pytest.CaptureFixture, position: str) -> None:
    path = _lesson(tmp_path, position)
    code, out = _run(capsys, "lessons", "validate", str(path))
    assert code == 1
    assert f"{path}:4: s1: " in out and "ვერ გავარჩიე" in out
    live = _live(path)
    assert not live["ok"] and live["code"] != "live.internal"


XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10"


def test_finding_4b_a_short_family_game_reads_an_xgid_as_the_book_does(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """``variant: triple`` with an XGID: the game reads it (``from_id``), so the checker
    and the live lesson agree."""
    path = _lesson(tmp_path, XGID, "6-5-4", "24/18 24/20 13/8", "variant: triple, ")
    code, out = _run(capsys, "lessons", "validate", str(path))
    assert code == 0, out
    assert _live(path)["ok"]


def test_finding_4b_an_xgid_a_game_cannot_have_is_refused_at_its_line(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    """Hypergammon has three checkers a side: the XGID's fifteen are a Georgian error at
    the line, and a typed refusal in the live lesson."""
    path = _lesson(tmp_path, XGID, "6-5", "24/18", "variant: hypergammon, ")
    code, out = _run(capsys, "lessons", "validate", str(path))
    assert code == 1 and f"{path}:4: s1: " in out and "სამი ქვა" in out
    live = _live(path)
    assert not live["ok"] and live["code"] != "live.internal"


def test_an_xgid_in_a_long_family_game_is_refused_by_name(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = _lesson(tmp_path, XGID, "6-5", "24/18", "variant: long, ")
    code, out = _run(capsys, "lessons", "validate", str(path))
    assert code == 1 and f"{path}:4: s1: " in out


def test_finding_6a_a_lesson_bigger_than_the_page_reads_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    path = tmp_path / "lesson.yaml"
    why = "ა" * (MAX_MESSAGE // 2)
    path.write_text(HEAD + STEP.format(variant="", position="start", dice="6-5",
                                       play="24/18 13/8").replace(
        "why: {ka: ა, en: a}", f"why: {{ka: {why}, en: {'a' * (MAX_MESSAGE // 2)}}}"),
        encoding="utf-8")
    code, out = _run(capsys, "lessons", "validate", str(path))
    assert code == 1
    assert f"{path}:1: -: გაკვეთილი ძალიან დიდია" in out
    assert not _live(path)["ok"]  # what the book then refuses


ENTRY = """chapter: {chapter}
exercises:
  - id: {id}
    kind: pips
    position: start
    rules: [R12]
    question: რამდენია?
"""


def test_finding_6b_an_id_in_two_files_is_refused_in_the_second(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    first, second = tmp_path / "ch40.yaml", tmp_path / "ch41.yaml"
    first.write_text(ENTRY.format(chapter=40, id="ch40-pips"), encoding="utf-8")
    second.write_text(ENTRY.format(chapter=41, id="ch40-pips"), encoding="utf-8")
    code, out = _run(capsys, "validate", str(first), str(second))
    assert code == 1
    assert f"{second}:3: ch40-pips: ეს id უკვე აქვს სხვა სავარჯიშოს ({first}:3)" in out
    code, out = _run(capsys, "assign", "--bank", str(tmp_path), "--id", "ch40-pips",
                     "-o", str(tmp_path / "out"))
    assert code == 1 and "ეს id უკვე აქვს სხვა სავარჯიშოს" in out  # never one picked
    assert not (tmp_path / "out").exists()


def test_finding_6b_an_id_of_the_shipped_bank_is_refused(
        tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    mine = tmp_path / "ch40.yaml"
    mine.write_text(ENTRY.format(chapter=40, id="ch01-players"), encoding="utf-8")
    code, out = _run(capsys, "validate", str(mine))
    assert code == 1 and f"{mine}:3: ch01-players: ეს id უკვე აქვს სხვა სავარჯიშოს (" in out
    assert "ch01.yaml:" in out
    replaced = tmp_path / "ch01.yaml"  # a chapter's own file stands in for the shipped one
    replaced.write_text(ENTRY.format(chapter=1, id="ch01-players"), encoding="utf-8")
    assert _run(capsys, "validate", str(replaced))[0] == 0
