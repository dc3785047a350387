"""Limits before parsing (issue 26): every bridge function and every file the teachers' CLI
reads refuse deep nesting, over-long numbers and files that are not regular, typed and with
``file:line``; ``validate`` runs the checks ``worksheet``, ``export`` and the lesson pages
rely on.  Each reproducer of ``../shared/reviews/robustness-t3.md`` (findings 2, 5, 6, 7, 9,
13) is a test named after it."""

from __future__ import annotations

import atexit
import json
import os
import subprocess
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach.core.limits import LimitError, check_json, loads_json, read_regular
from nardi_teach.exercises.__main__ import main as cli
from nardi_teach.exercises.errors import BankError
from nardi_teach.html.lessons import lesson_data
from nardi_teach.lessons.board import lesson_from_data
from nardi_teach.web import boards, exercises, lessons, review

ROOT = Path(__file__).resolve().parents[2]
DIGITS = "1" * 5000
DEEP = "[" * 10_000 + "]" * 10_000


@contextmanager
def small_stack(limit: int = 120) -> Iterator[None]:
    """Python's recursion limit near what the browser's wasm stack allows for ``json``: a
    reader that recursed once per level of nesting would fail here as it does in Pyodide."""
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(limit + len(__import__("inspect").stack()))
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


# — the helper —

def test_limits_check_json_counts_brackets_outside_strings_only() -> None:
    check_json('{"a": "' + "[" * 500 + '"}')
    with pytest.raises(LimitError) as refused:
        check_json('{"a":\n' + "[" * 65 + "]" * 65 + "}")
    assert refused.value.line == 2
    with pytest.raises(LimitError):
        check_json('{"n": ' + DIGITS + "}")
    check_json('{"n": "' + DIGITS + '"}')  # a long text is not a number


def test_limits_loads_json_refuses_a_lone_surrogate_and_reads_the_rest() -> None:
    assert loads_json('{"a": ["\\u10d0", 2.5]}') == {"a": ["ა", 2.5]}
    with pytest.raises(LimitError):
        loads_json('{"id": "a\\ud800"}', texts=True)
    assert loads_json('{"id": "a\\ud800"}') == {"id": "a\ud800"}  # stored progress keeps it


def test_limits_read_regular_refuses_a_fifo_and_dev_zero_without_blocking(tmp_path) -> None:
    fifo = tmp_path / "ch03.yaml"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    for path in (fifo, zero):
        with pytest.raises(LimitError) as refused:
            read_regular(path, 1000)
        assert refused.value.key == "limit.not_regular"
    big = tmp_path / "big.json"
    big.write_bytes(b" " * 2001)
    with pytest.raises(LimitError):
        read_regular(big, 2000)
    assert read_regular(big, 3000) == b" " * 2001


# — finding 2: deep JSON in every bridge function, 10,000 levels —

def _new_lesson_id() -> int:
    return json.loads(lessons.new_lesson(json.dumps(lesson_data(3)), "en"))["id"]


BRIDGES: dict[str, Callable[[str], str]] = {
    "new_board": lambda deep: boards.new_board(deep),
    "board_event": lambda deep: boards.board_event(
        json.loads(boards.new_board('{"v": 1}'))["id"], deep),
    "new_lesson": lambda deep: lessons.new_lesson(deep, "en"),
    "lesson_event": lambda deep: lessons.lesson_event(_new_lesson_id(), deep),
    "load_exercises": lambda deep: json.dumps(exercises.load_exercises(deep)),
    "review_state progress": lambda deep: review.review_state(deep, "{}", "", "en", ""),
    "review_state lessons": lambda deep: review.review_state("{}", deep, "", "en", ""),
    "review_state chapters": lambda deep: review.review_state("{}", "{}", "", "en", deep),
}


@pytest.mark.parametrize("call", BRIDGES.values(), ids=BRIDGES.keys())
@pytest.mark.parametrize("deep", [DEEP, '{"a":' * 10_000 + "1" + "}" * 10_000,
                                  '{"v": ' + DIGITS + "}"], ids=["lists", "fields", "digits"])
def test_finding_2_deep_json_is_refused_by_every_bridge_function(call, deep: str,
                                                                 monkeypatch) -> None:
    reached: list[int] = []
    loads = json.loads

    def guarded(text, *args, **kwargs):  # what would overflow Pyodide's stack
        if isinstance(text, str) and text.count("[") + text.count("{") > 1000:
            reached.append(len(text))
        return loads(text, *args, **kwargs)

    monkeypatch.setattr(json, "loads", guarded)
    with small_stack():
        reply = loads(call(deep))
    assert not reached, "deep JSON reached json.loads"
    if isinstance(reply, dict):  # answered, and not as an internal error
        assert reply.get("code") != "live.internal"
        assert (reply.get("ok") is False or reply.get("error") or reply.get("tone") == "refused"
                or "due" in reply)


def test_finding_2_a_damaged_progress_key_of_5000_levels_shows_the_damaged_note() -> None:
    with small_stack():
        out = json.loads(review.review_state("[" * 5000, "{}", "", "en", ""))
    assert out["ok"] and out["notes"]  # the page says the stored value is damaged


# — finding 5: teacher files that gave a traceback, a hang or unbounded memory —

def run_cli(*args: str) -> tuple[int, str]:
    """The CLI as a subprocess (a hang is a failure after 60 s, memory capped at 2 GB)."""
    proc = subprocess.run(
        [sys.executable, "-c", "import resource, sys; resource.setrlimit(resource.RLIMIT_AS, "
         "(2 << 30, 2 << 30)); from nardi_teach.exercises.__main__ import main; "
         "sys.exit(main(sys.argv[1:]))", "--lang", "en", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
        env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert "Traceback" not in proc.stderr + proc.stdout, proc.stderr[-2000:]
    return proc.returncode, proc.stdout


def bank(tmp_path: Path, text: str, name: str = "ch03.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


COMMANDS = [("validate",), ("worksheet",), ("export",)]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_finding_5_chapter_of_5000_digits_is_a_file_line_error(tmp_path, command) -> None:
    path = bank(tmp_path, f"chapter: {DIGITS}\nexercises: []\n")
    code, out = run_cli(*command, str(path), *(("-o", str(tmp_path)) if command[0] ==
                                               "worksheet" else ()))
    assert code == 1 and f"{path}:1:" in out and "digits" in out


def test_finding_5_die_of_5000_digits_anywhere_is_a_file_line_error(tmp_path) -> None:
    path = bank(tmp_path, "chapter: 3\nexercises:\n  - id: a\n    kind: pips\n"
                f"    die: {DIGITS}\n")
    code, out = run_cli("validate", str(path))
    assert code == 1 and f"{path}:5:" in out


@pytest.mark.parametrize("tag", ["!!int", "!!float"])
def test_finding_5_chapter_tagged_int_x_is_a_file_line_error(tmp_path, tag: str) -> None:
    path = bank(tmp_path, f"chapter: {tag} x\nexercises: []\n")
    code, out = run_cli("validate", str(path))
    assert code == 1 and f"{path}:1:" in out and tag in out


def test_finding_5_lessons_validate_of_int_x_names_its_line(tmp_path) -> None:
    path = bank(tmp_path, "chapter: 3\ntitle: t\nsteps:\n  - {id: s1, position: start, "
                "dice: !!int x, play: 24/18, task: t, why: w}\n")
    code, out = run_cli("lessons", "validate", str(path))
    assert code == 1 and f"{path}:4:" in out


def test_finding_5_json_bank_with_a_number_of_5000_digits(tmp_path) -> None:
    path = bank(tmp_path, '{"chapter": 1, "exercises": [], "x": ' + DIGITS + "}", "ch01.json")
    code, out = run_cli("validate", str(path))
    assert code == 1 and f"{path}:1:" in out


def test_finding_5_lesson_json_nested_100000_deep(tmp_path) -> None:
    path = bank(tmp_path, '{"chapter": 3, "title": "t", "steps": ' + "[" * 100_000
                + "]" * 100_000 + "}", "ch03.json")
    code, out = run_cli("lessons", "validate", str(path))
    assert code == 1 and f"{path}:1:" in out and "deep" in out


def test_finding_5_lesson_json_symlink_to_dev_zero_is_refused_at_once(tmp_path) -> None:
    path = tmp_path / "ch03.json"
    path.symlink_to("/dev/zero")
    code, out = run_cli("lessons", "validate", str(path))
    assert code == 1 and "not a regular file" in out


def test_finding_5_a_50_mb_lesson_json_is_too_big(tmp_path) -> None:
    path = tmp_path / "ch03.json"
    with open(path, "wb") as file:
        file.truncate(50 << 20)
    code, out = run_cli("lessons", "validate", str(path))
    assert code == 1 and "too big" in out


@pytest.mark.parametrize("command", [("validate",), ("worksheet",), ("export",),
                                     ("lessons", "validate")], ids=" ".join)
@pytest.mark.parametrize("name", ["ch03.yaml", "ch03.json"])
def test_finding_5_a_fifo_does_not_hang(tmp_path, command, name: str) -> None:
    path = tmp_path / name
    os.mkfifo(path)
    code, out = run_cli(*command, str(path))
    assert code == 1 and f"{path}:0:" in out and "not a regular file" in out


# — finding 6: a play step with dice: null or dice: "" —

@pytest.mark.parametrize("dice", ["null", '""'])
def test_finding_6_lesson_step_with_dice_null_is_a_problem(tmp_path, dice: str) -> None:
    path = bank(tmp_path, "chapter: 3\ntitle: t\nsteps:\n  - {id: s1, position: start, "
                f"dice: {dice}, play: 24/18, task: t, why: w}}\n")
    code, out = run_cli("lessons", "validate", str(path))
    assert code == 1 and f"{path}:4:" in out and "dice" in out


# — finding 7: validate said "no problems", then worksheet or export failed —

FINDING_7 = {
    "lone surrogate in an id": '{id: "a\\ud800", kind: pips, position: start, rules: [R1], '
                               "question: q}",
    "lone surrogate in a question": '{id: a, kind: pips, position: start, rules: [R1], '
                                    'question: "q\\udfff"}',
    "dice 7 on pips": "{id: a, kind: pips, position: start, dice: 7, rules: [R1], question: q}",
    "position on a kind that does not use one": '{id: a, kind: quarter, point: 5, '
                                                'position: "X{25:1}", rules: [R1], question: q}',
    "XGID with variant long": '{id: a, kind: quarter, point: 5, variant: long, '
                              'position: "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10",'
                              " rules: [L1], question: q}",
}


@pytest.mark.parametrize("entry", FINDING_7.values(), ids=FINDING_7.keys())
@pytest.mark.parametrize("command", ["validate", "worksheet", "export"])
def test_finding_7_validate_refuses_what_worksheet_and_export_cannot_use(
        tmp_path, entry: str, command: str) -> None:
    path = bank(tmp_path, f"chapter: 3\nexercises:\n  - {entry}\n")
    code, out = run_cli(command, str(path), *(("-o", str(tmp_path / "w.html"))
                                              if command == "worksheet" else ()))
    assert code == 1 and f"{path}:3:" in out
    assert not (tmp_path / "ch03.json").exists() and not (tmp_path / "w.html").exists()


def test_finding_13_export_refuses_a_bank_validate_rejects(tmp_path) -> None:
    entry = "{id: a, kind: pips, position: start, rules: [R1], question: q}"
    path = bank(tmp_path, f"chapter: 3\nexercises:\n  - {entry}\n  - {entry}\n")
    code, out = run_cli("export", str(path))
    assert code == 1 and not (tmp_path / "ch03.json").exists()


@pytest.mark.parametrize("rule", ["R٣", "L١"])
def test_finding_13_rule_ids_in_other_digit_scripts_are_refused(tmp_path, rule: str) -> None:
    path = bank(tmp_path, "chapter: 3\nexercises:\n  - {id: a, kind: pips, position: start, "
                f"rules: [{rule}], question: q}}\n")
    assert cli(["validate", str(path)]) == 1


def test_finding_13_a_worksheet_that_cannot_be_written_names_its_path(tmp_path, capsys) -> None:
    path = ROOT / "exercises" / "ch01.yaml"
    assert cli(["--lang", "en", "worksheet", str(path), "-o", "/proc/version"]) == 1
    assert "/proc/version" in capsys.readouterr().out


# — finding 9: a lesson whose intended play is illegal —

ILLEGAL = ("chapter: 3\ntitle: t\nsteps:\n  - {id: s1, position: start, dice: 6-5, "
           'play: "24/13 6/1", task: t, why: w}\n')


def test_finding_9_an_illegal_intended_play_fails_validation_with_file_line(tmp_path) -> None:
    path = bank(tmp_path, ILLEGAL)
    code, out = run_cli("lessons", "validate", str(path))
    assert code == 1 and f"{path}:4: s1:" in out


def test_finding_9_the_book_build_refuses_the_lesson_at_file_line(tmp_path) -> None:
    path = bank(tmp_path, ILLEGAL)
    with pytest.raises(BankError) as refused:
        lesson_data(3, tmp_path)
    assert refused.value.where == f"{path}:4"
    assert "R33" in refused.value.message("ka") and "R33" in refused.value.message("en")


def test_finding_9_new_lesson_and_lesson_from_data_refuse_it_too(tmp_path) -> None:
    data = {"chapter": 3, "title": "t", "steps": [
        {"id": "s1", "position": "start", "dice": "6-5", "play": "24/13 6/1", "task": "t",
         "why": "w"}]}
    with pytest.raises(BankError):
        lesson_from_data(data)
    reply = json.loads(lessons.new_lesson(json.dumps(data), "en"))
    assert reply["ok"] is False and "R33" in reply["message"]


def test_the_repository_lessons_and_banks_still_pass() -> None:
    for chapter in (3, 22):
        assert lesson_data(chapter)["steps"]
    assert cli(["validate", str(ROOT / "exercises" / "ch03.yaml")]) == 0


# — random teacher files and bridge texts (benchmarks/fuzz_hardening.py scales these) —

SCALE = int(os.environ.get("NARDI_FUZZ_SCALE", "1"))
COUNTS: Counter[str] = Counter()


@atexit.register
def _report() -> None:  # pragma: no cover - only for the local campaign
    target = os.environ.get("NARDI_FUZZ_REPORT")
    if target:
        Path(target + ".limits").write_text(json.dumps(dict(COUNTS), indent=1))


fuzz = settings(max_examples=40 * SCALE, deadline=None, database=None,
                suppress_health_check=list(HealthCheck))
NASTY = ["[" * 70, "{" * 70, "1" * 70, "!!int x", "!!float y", "null", '""', '"\\ud800"',
         "\\ud800", "&a [*a, *a]", "*a", "- ", ": ", "\t", "\x00", "R٣", "7", "-1", "{}", "[]",
         "X{25:1}", "XGID=", "LN:", "24/13 6/1", "dice:", "play:", "6-5", "'", '"']
BANK_TEXT = (ROOT / "exercises" / "ch03.yaml").read_text("utf-8")
LESSON_TEXT = (ROOT / "lessons" / "ch03.yaml").read_text("utf-8")


def _mutated(text: str, edits: list[tuple[int, int, str]]) -> str:
    for where, cut, insert in edits:
        at = where % (len(text) + 1)
        text = text[:at] + insert + text[at + cut % 8:]
    return text


EDITS = st.lists(st.tuples(st.integers(0, 10**6), st.integers(0, 7),
                           st.one_of(st.sampled_from(NASTY), st.text(max_size=6))),
                 min_size=1, max_size=4)


@fuzz
@given(edits=EDITS, json_form=st.booleans())
def test_random_bank_files_give_file_line_problems_never_a_traceback(tmp_path_factory, edits,
                                                                     json_form: bool) -> None:
    from nardi_teach.exercises.__main__ import checked

    COUNTS["bank files (validate + worksheet)"] += 1
    text = _mutated(BANK_TEXT, edits)
    if json_form:
        text = _mutated('{"chapter": 3, "exercises": [{"id": "a", "kind": "pips", '
                        '"position": "start", "rules": ["R1"], "question": "q"}]}', edits)
    folder = tmp_path_factory.mktemp("bank")
    path = folder / ("ch03.json" if json_form else "ch03.yaml")
    path.write_text(text, encoding="utf-8", errors="surrogatepass")
    for problem in checked(str(path), "en"):
        assert problem.where.startswith(str(path)) and problem.message


@fuzz
@given(edits=EDITS)
def test_random_lesson_files_give_file_line_problems_never_a_traceback(tmp_path_factory,
                                                                       edits) -> None:
    from nardi_teach.lessons.lesson import validate_lesson_file

    COUNTS["lesson files (lessons validate + page)"] += 1
    folder = tmp_path_factory.mktemp("lesson")
    path = folder / "ch03.yaml"
    path.write_text(_mutated(LESSON_TEXT, edits), encoding="utf-8", errors="surrogatepass")
    problems = validate_lesson_file(path, "en")
    for problem in problems:
        assert problem.where.startswith(str(path)) and problem.message
    try:
        data = lesson_data(3, folder)
    except BankError as error:  # what the book build says
        assert problems and error.where.startswith(str(path))
    else:
        assert not problems
        assert json.loads(lessons.new_lesson(json.dumps(data), "en"))["ok"]


NESTED = st.recursive(st.one_of(st.none(), st.integers(), st.text(max_size=4)),
                      lambda inner: st.lists(inner, max_size=3)
                      | st.dictionaries(st.text(max_size=3), inner, max_size=3), max_leaves=8)


@fuzz
@given(value=NESTED, depth=st.integers(0, 3000), wrap=st.sampled_from(["[]", "{}"]),
       bridge=st.sampled_from(sorted(BRIDGES)))
def test_random_deep_texts_to_the_bridges_are_answered(value, depth: int, wrap: str,
                                                      bridge: str) -> None:
    COUNTS["bridges (deep JSON)"] += 1
    inner = json.dumps(value)
    text = ('{"a":' * depth + inner + "}" * depth) if wrap == "{}" else (
        "[" * depth + inner + "]" * depth)
    reply = json.loads(BRIDGES[bridge](text))
    if isinstance(reply, dict):
        assert reply.get("code") != "live.internal"


def test_finding_13_a_lesson_step_id_that_is_empty_or_a_list_is_refused_with_its_line(
        tmp_path: Path) -> None:
    from nardi_teach.lessons.lesson import validate_lesson_file

    path = tmp_path / "ch03.yaml"
    step = ('    position: start\n    dice: "6-5"\n    play: "24/13"\n    task: "ითამაშეთ"\n'
            '    why: "ასე"\n')
    path.write_text('chapter: 3\ntitle: ტესტი\nsteps:\n  - id: ""\n' + step
                    + "  - id: [a, b]\n" + step, encoding="utf-8")
    problems = validate_lesson_file(path, "ka")
    assert [p.where for p in problems] == [f"{path}:4", f"{path}:10"]
    assert "აკლია ველი „id“" in problems[0].message
    assert "id ტექსტი უნდა იყოს" in problems[1].message
