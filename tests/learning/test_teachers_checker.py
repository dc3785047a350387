"""The strict checker (issue 25): one broken file per rule, each refused with its Georgian
message at its line; every error of a file at once; ``require:`` judged by the engine."""

from __future__ import annotations

from pathlib import Path

import pytest

from nardi_teach.exercises import Exercise
from nardi_teach.exercises.__main__ import main as cli
from nardi_teach.exercises.bank import validate_file
from nardi_teach.lessons.lesson import validate_lesson_file

HEAD = "chapter: 3\nexercises:\n"
GOOD = """  - id: ok
    kind: play
    position: "X{13:1, 1:14} O{2:2}"
    dice: 6-5
    rules: [R43]
    question: ითამაშეთ
"""


def _problems(tmp_path: Path, body: str, head: str = HEAD) -> list[tuple[int, str]]:
    path = tmp_path / "ch03.yaml"
    path.write_text(head + body, encoding="utf-8")
    return [(int(p.where.rsplit(":", 1)[1]), p.message) for p in validate_file(path)]


CASES = {  # rule: (entry, line of the bad field (issue 37), Georgian words of the message)
    "misspelt_field": (GOOD + "    hint: ნახეთ მე-13 პუნქტი\n", 9,
                       "უცნობი ველი „hint“ — ხომ არ გულისხმობდით „hints“-ს?"),
    "unknown_field": (GOOD + "    colour: red\n", 9, "უცნობი ველი „colour“"),
    "unused_field": (GOOD.replace("kind: play", "kind: blots").replace(
        "    dice: 6-5\n", "") + "    die: 4\n", 8, "ველს „die“ სახეობა „blots“ არ იყენებს"),
    "answer_written": (GOOD + "    answer: 13/2\n", 9,
                       "პასუხს პროგრამა თვითონ ითვლის"),
    "rules_mismatch": ("""  - id: r
    kind: is_legal
    position: "X{14:1, 9:1, 1:13} O{6:2, 7:2}"
    dice: 6-2
    play: 14/8
    rules: [R37]
    question: დასაშვებია?
""", 8, "rules-ში წერია R37, პროგრამა კი აქ სხვა წესს იყენებს: R42"),
    "both_sides_off": (GOOD.replace('"X{13:1, 1:14} O{2:2}"', '"X{off:15} O{off:15}"')
                       .replace("kind: play", "kind: pips").replace("    dice: 6-5\n", ""),
                       5, "ორივე მხარეს 15-ვე ქვა გატანილი აქვს"),
    "game_over_on_roll": (GOOD.replace('"X{13:1, 1:14} O{2:2}"', '"X{off:15} O{2:2}"'), 5,
                          "პარტია უკვე დასრულებულია"),
    "too_many_checkers": (GOOD.replace("1:14", "1:15"), 5, "16 ქვა აქვს"),
    "long_has_no_bar": (GOOD.replace("kind: play", "kind: pips\n    variant: long")
                        .replace('"X{13:1, 1:14} O{2:2}"', '"X{bar:1, 24:14} O{1:2}"')
                        .replace("    dice: 6-5\n", ""), 6, "ბარი არ არსებობს"),
    "require_misspelt": (GOOD + "    require: most_of\n", 9,
                         "უცნობი მოთხოვნა „most_of“ — ხომ არ გულისხმობდით „most_off“-ს?"),
    "require_impossible": (GOOD + "    require: {makes_point: 3}\n", 9,
                           "არცერთი დასაშვები სვლა არ აკმაყოფილებს მოთხოვნას"),
    "require_hits_long": ("""  - id: l
    kind: play
    variant: long
    position: start
    dice: 6-5
    require: hits
    rules: [L3]
    question: ითამაშეთ
""", 8, "გრძელ ნარდში დარტყმა არ არის"),
}


@pytest.mark.parametrize("rule", list(CASES))
def test_each_rule_is_refused_in_georgian_at_its_line(tmp_path: Path, rule: str) -> None:
    body, line, words = CASES[rule]
    problems = _problems(tmp_path, body)
    assert any(at == line and words in text for at, text in problems), problems


def test_the_good_entry_passes(tmp_path: Path) -> None:
    assert _problems(tmp_path, GOOD) == []


def test_unknown_top_level_field(tmp_path: Path) -> None:
    problems = _problems(tmp_path, GOOD, "chapter: 3\ntitel: x\nexercises:\n")
    assert (2, "უცნობი ველი „titel“ — ხომ არ გულისხმობდით „title“-ს?") not in problems
    assert problems and problems[0][0] == 2 and "უცნობი ველი „titel“" in problems[0][1]


def test_a_missing_question_hides_no_other_error(tmp_path: Path) -> None:
    broken = GOOD.replace("    question: ითამაშეთ\n", "    hint: x\n") + GOOD.replace(
        "id: ok", "id: two").replace("1:14", "1:15")
    problems = _problems(tmp_path, broken)
    assert (3, "აკლია ველ(ებ)ი: question.") in problems
    assert any(at == 8 and "„hints“" in text for at, text in problems)
    assert any(at == 11 and "16 ქვა" in text for at, text in problems)  # its position


def test_the_engine_answer_is_shown_for_a_written_answer(tmp_path: Path) -> None:
    problems = _problems(tmp_path, GOOD + "    answer: 13/2\n")
    assert (9, "პროგრამის პასუხი ამ სავარჯიშოზე: 13/7") in problems


@pytest.mark.parametrize(("text", "line", "words"), [
    ("  - id: y\n    question: ერთი: ორი\n", 4, "ზედმეტი ორწერტილია"),
    ("  - id: y\n\tkind: play\n", 4, "ტაბულაცია"),
    ("  - id: y\n    hints:\n\t- ერთი\n", 5, "ტაბულაცია"),  # libyaml: "cannot start"
    ("  - id: y\n    rules: [R43\n", 4, "სია [ … ] არ დაიხურა"),
    ("  - id: y\n    question: {ka: ერთი\n", 4, "არ დაიხურა"),
    ('  - id: y\n    question: "ერთი\n', 4, "ბრჭყალი გაიხსნა"),
])
def test_yaml_syntax_errors_in_georgian_with_the_line(tmp_path: Path, text: str, line: int,
                                                      words: str) -> None:
    problems = _problems(tmp_path, text)
    assert len(problems) == 1
    at, message = problems[0]
    assert message.startswith("ფაილი ვერ წავიკითხე: YAML-ის ჩანაწერი დარღვეულია")
    assert words in message and f"(სტრიქონი {at})" in message
    assert abs(at - line) <= 1


def test_the_cli_prints_every_error_and_fails(tmp_path: Path, capsys: pytest.CaptureFixture
                                              ) -> None:
    path = tmp_path / "ch03.yaml"
    path.write_text(HEAD + GOOD + "    hint: x\n    answer: 13/2\n", encoding="utf-8")
    assert cli(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:9: ok: უცნობი ველი „hint“" in out and f"{path}:10: ok: ველი „answer“" in out


# — require: a play that must do more than be legal —

BEAR = "X{6:2, 5:3, 1:10} O{19:2}"


@pytest.mark.parametrize(("position", "dice", "require", "right", "wrong"), [
    (BEAR, "6-5", "most_off", "6/off 5/off", "6/1 6/off"),
    ("start", "3-1", {"makes_point": 5}, "8/5 6/5", "24/21 24/23"),
    ("start", "6-1", "leaves_no_blot", "13/7 8/7", "24/18 24/23"),
    ("X{13:1, 8:1, 1:13} O{7:1}", "6-5", "hits", "13/7* 8/3", "8/2 13/8"),
    ("X{6:1, 2:1, 1:13} O{19:2}", "5-4", {"pips": "fewest"}, "6/1 2/off", "6/2 2/off"),
    ("X{6:1, 2:1, 1:13} O{19:2}", "5-4", {"pips": 14}, "6/1 2/off", "6/off"),
])
def test_require_is_judged_by_the_engine(position: str, dice: str, require: object,
                                         right: str, wrong: str) -> None:
    ex = Exercise.from_dict({"id": "q", "kind": "play", "rules": ["R43"], "position": position,
                             "dice": dice, "question": "?", "require": require})
    assert ex.check(right).correct, ex.check(right)
    refused = ex.check(wrong)
    assert not refused.correct
    assert refused.message.startswith("სვლა დასაშვებია, მაგრამ დავალებას არ ასრულებს")
    assert right in ex.solution().answer


# — lessons —

LESSON = """chapter: 3
steps:
  - id: s1
    position: start
    dice: 3-1
    play: 8/5 6/5
    task: დაიკავეთ მე-5 პუნქტი
    why: ასე
"""


def _lesson(tmp_path: Path, text: str) -> list[tuple[int, str]]:
    path = tmp_path / "ch03.yaml"
    path.write_text(text, encoding="utf-8")
    return [(int(p.where.rsplit(":", 1)[1]), p.message) for p in validate_lesson_file(path)]


def test_lesson_misspelt_field(tmp_path: Path) -> None:
    problems = _lesson(tmp_path, LESSON.replace("    why:", "    whi:"))
    assert (8, "უცნობი ველი „whi“ — ხომ არ გულისხმობდით „why“-ს?") in problems


def test_lesson_missing_task_hides_no_other_error(tmp_path: Path) -> None:
    text = LESSON.replace("    task: დაიკავეთ მე-5 პუნქტი\n", "") + LESSON.split(
        "steps:\n")[1].replace("s1", "s2").replace("8/5 6/5", "8/3")
    problems = _lesson(tmp_path, text)
    assert (3, "აკლია ველ(ებ)ი: task.") in problems or any(
        at == 3 and "task" in m for at, m in problems), problems
    assert any(at == 11 and "8/3" in m for at, m in problems), problems  # its play: line


def test_lesson_answer_field_refused(tmp_path: Path) -> None:
    problems = _lesson(tmp_path, LESSON + "    answer: 8/5 6/5\n")
    assert any(at == 9 and "ველი „answer“ გაკვეთილში არ იწერება" in m for at, m in problems)


def test_lesson_yaml_error_in_georgian(tmp_path: Path) -> None:
    problems = _lesson(tmp_path, LESSON.replace("task: დაიკავეთ", "task: დაიკავეთ: ეს"))
    assert len(problems) == 1 and problems[0][0] == 7
    assert "YAML-ის ჩანაწერი დარღვეულია (სტრიქონი 7)" in problems[0][1]


def test_the_lesson_bank_passes() -> None:
    for path in sorted(Path("lessons").glob("ch*.yaml")):
        assert validate_lesson_file(path) == [], path
