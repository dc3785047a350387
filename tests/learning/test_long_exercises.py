"""Part II's exercises: the bank's long-nardi entries (``variant: long``) are long-nardi
positions, checked by the long-nardi engine, with at least eight per chapter; the teachers'
validator and worksheet take them; L-ids are rule ids like R-ids (L1–L11)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from nardi_teach import LongPosition, Position
from nardi_teach.exercises import Exercise, load_chapter
from nardi_teach.exercises.answers import read_rules
from nardi_teach.exercises.bank import validate_file
from nardi_teach.exercises.model import BankError

ROOT = Path(__file__).resolve().parents[2]
PART2 = (21, 22, 23, 24, 25, 26)


def _entry(**fields: object) -> Exercise:
    base = {"id": "t", "kind": "is_legal", "rules": ["L4"], "question": "?"}
    return Exercise.from_dict({**base, **fields}, 21)


@pytest.mark.parametrize("chapter", PART2)
def test_each_part2_chapter_has_eight_long_exercises_and_no_problems(chapter: int) -> None:
    exercises = load_chapter(chapter)
    assert sum(ex.is_long for ex in exercises) >= 8
    assert validate_file(ROOT / "exercises" / f"ch{chapter:02d}.yaml") == []
    for ex in exercises:
        if ex.position is not None and ex.kind != "valid_position":
            assert isinstance(ex.board, LongPosition if ex.is_long else Position), ex.id


def test_variant_long_reads_start_ids_and_drills_as_long_positions() -> None:
    assert _entry(variant="long", position="start").board == LongPosition.initial()
    start_id = LongPosition.initial().id()
    assert _entry(variant="long", position=start_id).board == LongPosition.initial()
    drill = _entry(variant="long", position="X{24:14, 19:1} O{12:15}").board
    assert drill == LongPosition.from_checkers({24: 14, 19: 1}, {12: 15})
    assert isinstance(_entry(position="start").board, Position)  # the default stays short


def test_an_unknown_variant_is_a_bank_error() -> None:
    """A game the registry does not know, or one it only names (Tbilisi, V60), is refused;
    every playable game of the family is an exercise's ``variant`` (Part III)."""
    for name in ("chess", "tbilisi", 7):
        with pytest.raises(BankError):
            _entry(variant=name)
    assert _entry(variant="plakoto").variant == "plakoto"


def test_L4_refusal_is_checked_by_the_long_engine() -> None:
    ex = _entry(variant="long", position="start", dice="6-4", play="24/18 24/20",
                question={"ka": "?", "en": "Is it legal? If not, which rule does it break?"})
    assert not ex.check("დიახ")
    assert ex.check("არა")  # the yes/no answer alone is right; the reason names the rule
    assert "თავიდან" in ex.check("არა").message
    assert ex.check("არა, L4") and ex.check("არა, R157") and ex.check("არა, თავის წესი")
    assert not ex.check("არა, L6") and not ex.check("არა, ექვსი პუნქტი ზედიზედ")
    assert ex.solution().rule == "L4, R157"


def test_L9_result_has_no_koks_in_long_nardi() -> None:
    fields = {"kind": "result", "position": "X{off:15} O{2:1, 18:14}", "rules": ["L9"]}
    assert _entry(**fields).solution().answer == "კოქსი"
    assert _entry(variant="long", **fields).solution().answer == "მარსი"
    assert [key for key, _ in _entry(variant="long", **fields).choices()] != []
    assert "backgammon" not in dict(_entry(variant="long", **fields).choices())


def test_rule_ids_L1_to_L11_are_read_and_validated() -> None:
    assert read_rules("არა, L6") == ["L6"] and read_rules("r 37, L11") == ["R37", "L11"]
    bad = _entry(variant="long", position="start", dice="6-4", play="24/13", rules=["L12"])
    from nardi_teach.exercises.bank import validate_exercise

    assert any("L12" in p.message for p in validate_exercise(bad))


def test_worksheet_takes_a_long_nardi_chapter(tmp_path: Path) -> None:
    out, key = tmp_path / "ch22.html", tmp_path / "ch22-key.html"
    subprocess.run([sys.executable, "-m", "nardi_teach.exercises", "worksheet",
                    str(ROOT / "exercises" / "ch22.yaml"), "-o", str(out), "--key", str(key)],
                   check=True, cwd=ROOT, capture_output=True)
    page = out.read_text("utf-8")
    assert page.count("<svg") >= 8 and "თავიდან" not in page  # the pupils' sheet: no answers
    assert "თავიდან" in key.read_text("utf-8")  # the key explains the head rule


def test_L6_a_possible_six_block_is_explained_by_the_block_rule_not_by_checker_counts() -> None:
    from nardi_teach.exercises import kind_of
    passed = _entry(id="t-passed", kind="valid_position", variant="long",
                    position="X{24:10, 23:1, 22:1, 21:1, 20:1, 19:1} O{12:14, 16:1}")
    plain = _entry(id="t-plain", kind="valid_position", variant="long",
                   position="X{24:10, 23:1, 22:1, 21:1, 20:2} O{12:15}")
    kind = kind_of(passed)
    assert kind.value(passed) and kind.value(plain)
    said = kind.explain(passed, "ka")
    assert said.startswith("ასეთი პოზიცია შესაძლებელია: თეთრს ექვსი პუნქტი ზედიზედ უჭირავს")
    assert "ბლოკს უკვე გასცდა" in said
    assert "ბლოკ" not in kind.explain(plain, "ka")  # five points: the ordinary reason
