"""Issue 37, point 6: the teachers' checker as the turn-4 teacher met it — it accepts every
roll the build accepts (three and four dice), its kinds reference names ``variant:`` and every
game (an example copied as printed stays in its game), an unknown game gets "did you mean",
each error points at the bad field's line, and ``dice: 6:3`` is read as the teacher meant."""

from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path

import pytest
import yaml
from exercise_bank import bank as shared_bank

from nardi_teach.exercises import Exercise, kind_of
from nardi_teach.exercises.__main__ import main as cli
from nardi_teach.exercises.bank import BANK_DIR, validate_file
from nardi_teach.exercises.reference import as_yaml, kind_reference
from nardi_teach.games import registry
from nardi_teach.html.guide import common_fields_html, kind_reference_html
from nardi_teach.lessons.lesson import validate_lesson_file
from nardi_teach.web.worksheet import worksheet_html

HEAD = "chapter: 41\nexercises:\n"
GAMES = [*(n for n, game in registry.VARIANTS.items() if game.playable and n not in (
    "short", "long")), *registry.ALIASES]
"""Every name ``variant:`` takes besides short and long (the registry's, and its spellings)."""
ENTRY = """  - id: a
    kind: count_plays
    variant: plakoto
    position: start
    dice: 4-2
    rules: [V24]
    question: რამდენი სვლაა?
"""


def _validate(tmp_path: Path, body: str, lang: str = "ka") -> list[tuple[int, str]]:
    path = tmp_path / "ch41.yaml"
    path.write_text(HEAD + body, encoding="utf-8")
    return [(int(p.where.rsplit(":", 1)[1]), p.message) for p in validate_file(path, lang)]


def _cli(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = cli(list(argv))
    return code, out.getvalue()


# — three and four dice —


def test_V16_the_shipped_bank_passes_the_documented_checker() -> None:
    code, out = _cli("validate", str(BANK_DIR / "ch32.yaml"))
    assert code == 0, out
    assert "5-5-5" not in out and "6-6-6-6" not in out


def test_V16_a_worksheet_prints_three_and_four_dice() -> None:
    many = [ex for ex in shared_bank() if ex.dice and sum(c.isdigit() for c in ex.dice) > 2]
    assert {len(ex.roll) for ex in many} == {3, 4}
    sheet = worksheet_html(many, "ka", key=False)
    for ex in many:
        assert "-".join(str(d) for d in ex.roll) in sheet or " ".join(
            str(d) for d in ex.roll) in sheet


# — variant: in the reference and its examples —


def test_the_reference_names_variant_and_every_game() -> None:
    games = GAMES
    assert {"plakoto", "gul-bara", "triple", "2-2", "hypergammon"} <= set(games)
    for lang in ("ka", "en"):
        table = common_fields_html(lang)
        row = table.split("<code>variant</code>")[1].split("</tr>")[0]
        reference = kind_reference_html(lang)
        for name in ("short", "long", *games):
            assert name in row, (lang, name)
            assert f"<code>{name}</code>" in reference or name in ("short", "long")


def test_every_example_copied_as_printed_stays_in_its_game() -> None:
    shown = {info.name: yaml.safe_load(info.example)[0] for info in kind_reference("ka")}
    bank = {ex.id: ex for ex in shared_bank()}
    for name, entry in shown.items():
        original = bank[entry["id"]]
        copy = Exercise.from_dict(entry, original.chapter)
        assert copy.variant == original.variant, name
        assert copy.solution("ka").answer == original.solution("ka").answer, name


def test_a_plakoto_example_copied_stays_plakoto() -> None:
    plakoto = next(ex for ex in shared_bank() if ex.variant == "plakoto" and ex.dice)
    copy = Exercise.from_dict(yaml.safe_load(as_yaml(plakoto))[0], plakoto.chapter)
    assert copy.variant == "plakoto"
    assert copy.solution("ka").answer == plakoto.solution("ka").answer
    assert str(kind_of(copy).value(copy)) == str(kind_of(plakoto).value(plakoto))


# — an unknown game —


@pytest.mark.parametrize(("lang", "words"), [
    ("ka", "უცნობი თამაში „plakotto“ — ხომ არ გულისხმობდით „plakoto“-ს?"),
    ("en", "unknown game “plakotto” — did you mean “plakoto”?"),
])
def test_an_unknown_game_gets_the_nearest_name(tmp_path: Path, lang: str, words: str) -> None:
    problems = _validate(tmp_path, ENTRY.replace("plakoto", "plakotto"), lang)
    assert problems == [(5, words)]


def test_a_game_nothing_like_a_name_lists_them_all(tmp_path: Path) -> None:
    [(line, message)] = _validate(tmp_path, ENTRY.replace("plakoto", "chess"))
    assert line == 5 and "უცნობი თამაში „chess“" in message
    assert all(name in message for name in ("short", "long", *GAMES))
    assert "ტექსტი უნდა იყოს" not in message


def test_a_lesson_step_with_a_misspelt_game_gets_the_nearest_name(tmp_path: Path) -> None:
    path = tmp_path / "ch41.yaml"
    path.write_text("chapter: 41\ntitle: {ka: ა, en: a}\nsteps:\n"
                    "  - {id: s, variant: plakotto, position: start, dice: 6-5, play: 24/18 "
                    "13/8, task: ა, why: ა}\n", encoding="utf-8")
    assert any("ხომ არ გულისხმობდით „plakoto“-ს?" in p.message
               for p in validate_lesson_file(path, "ka"))


def test_a_misspelt_kind_gets_the_nearest_name(tmp_path: Path) -> None:
    body = ENTRY.replace("count_plays", "count_play")
    assert _validate(tmp_path, body) == [
        (4, "უცნობი სახეობა „count_play“ — ხომ არ გულისხმობდით „count_plays“-ს?")]


# — the bad field's line —


@pytest.mark.parametrize(("change", "line"), [
    (("position: start", 'position: "X{6:2, 5:3, 4:4, 3:2, 1:10} O{19:2}"'), 6),  # 21 checkers
    (("position: start", 'position: "X{6:2, 5:3} O{"'), 6),  # unreadable
    (("dice: 4-2", "dice: 4-9"), 7),
    (("rules: [V24]", "rules: [V99]"), 8),
    (("question: რამდენი სვლაა?", "question: {en: how many?}"), 9),
])
def test_an_error_points_at_its_field(tmp_path: Path, change: tuple[str, str],
                                      line: int) -> None:
    problems = _validate(tmp_path, ENTRY.replace(*change))
    assert problems and all(at == line for at, _ in problems), problems


def test_an_unreadable_play_points_at_the_play(tmp_path: Path) -> None:
    body = """  - id: p
    kind: is_legal
    position: start
    dice: 6-5
    play: 24/18 13/x
    rules: [R29]
    question: დასაშვებია?
"""
    problems = _validate(tmp_path, body)
    assert problems and all(at == 7 for at, _ in problems), problems


# — dice: 6:3 —


def test_dice_written_with_a_colon_are_read_as_meant(tmp_path: Path) -> None:
    colon = ENTRY.replace("dice: 4-2", "dice: 4:2")
    assert _validate(tmp_path, colon) == []
    path = tmp_path / "ch41.yaml"
    [ex] = [Exercise.from_dict(e, 41) for e in yaml.safe_load(HEAD + ENTRY)["exercises"]]
    from nardi_teach.exercises import load_file

    [read] = load_file(path)
    assert read.dice == "4-2" and tuple(read.roll) == tuple(ex.roll)
    assert read.solution("ka").answer == ex.solution("ka").answer


@pytest.mark.parametrize("dice", ["6:30", "6:3:0", "1:2:3:4:5"])
def test_colons_that_are_not_dice_say_why(tmp_path: Path, dice: str) -> None:
    [(line, message)] = _validate(tmp_path, ENTRY.replace("dice: 4-2", f"dice: {dice}"))
    assert line == 7 and f"„{dice}“" in message and "6-3" in message
    assert str(int(dice.split(":")[0]) * 60 + int(dice.split(":")[1])) not in message


def test_a_lesson_step_reads_a_colon_roll_too(tmp_path: Path) -> None:
    path = tmp_path / "ch41.yaml"
    path.write_text("chapter: 41\ntitle: {ka: ა, en: a}\nsteps:\n"
                    "  - id: s\n    position: start\n    dice: 6:5\n    play: 24/18 13/8\n"
                    "    rules: [R29]\n    task: ა\n    why: ა\n", encoding="utf-8")
    assert validate_lesson_file(path, "ka") == []


def test_a_lesson_error_points_at_its_field(tmp_path: Path) -> None:
    path = tmp_path / "ch41.yaml"
    path.write_text("""chapter: 41
title: {ka: ტესტი, en: test}
steps:
  - id: s1
    position: "X{5:1, 3:1, off:13} O{19:3}"
    dice: 5-3
    play: 5/off 5/off
    rules: [R67, R73]
    task: გაიტანეთ ორივე ქვა.
    why: ზუსტი რიცხვით.
  - id: s2
    position: "X{5:1, 3:1, off:12} O{19:3}"
    dice: 5-3
    play: 5/off 3/off
    task: ა
    why: ა
""", encoding="utf-8")
    problems = {p.id: int(p.where.rsplit(":", 1)[1]) for p in validate_lesson_file(path, "ka")}
    assert problems == {"s1": 7, "s2": 12}  # the illegal play; the position's off:12
