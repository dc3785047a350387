"""Issue 37, point 6, on the live page: the engine's verdict on a pip-count question brings
the board with its pip counts only for a right answer — the page puts it in place of the board
that kept them back (``nardi_live.js`` ``revealBoard``); a wrong answer brings no board."""

from __future__ import annotations

import json
import re

from nardi_teach.exercises import Exercise, kind_of
from nardi_teach.web import exercises as exercise_live

ENTRY = {"id": "race", "kind": "pips", "rules": ["R16"], "side": "opponent",
         "position": "X{6:2, 5:3, 1:10} O{19:2, 24:1}",
         "question": {"ka": "რამდენი აქვს მეტოქეს გასავლელი?", "en": "Their pip count?"}}


def _counts(svg: str) -> set[int]:
    return {int(n) for n in re.findall(r"გასავლელი(?:\s+მანძილი)?\s+(\d+)", svg)}


def test_R16_only_a_right_answer_brings_the_board_with_its_pip_counts() -> None:
    ex = Exercise.from_dict(ENTRY)
    answer = kind_of(ex).value(ex)
    exercise_live.load_exercises(json.dumps({"race": ENTRY}))
    wrong = json.loads(exercise_live.check_answer("race", str(answer + 6), "ka"))
    assert wrong["ok"] and not wrong["correct"] and "board" not in wrong
    right = json.loads(exercise_live.check_answer("race", str(answer), "ka"))
    assert right["correct"] and right["board"].startswith("<svg")
    assert _counts(right["board"]) == set(ex.board.pip_counts())  # both sides', the answer's too
    assert answer in _counts(right["board"])


def test_other_questions_bring_no_board() -> None:
    entry = {"id": "p", "kind": "play", "rules": ["R43"], "dice": "6-5",
             "position": "X{13:1, 1:14} O{2:2}", "question": "ითამაშეთ"}
    exercise_live.load_exercises(json.dumps({"p": entry}))
    assert "board" not in json.loads(exercise_live.check_answer("p", "13/7", "ka"))


def test_R16_in_the_built_book_the_board_shows_its_counts_once_answered_right(
        browser: object, built_html: object, site_url: str) -> None:
    """Chapter 1's pip-count question in Chromium, network cut: no count on the board, a
    wrong answer leaves it so, the right one (the engine's) puts the counts on the board, and
    a reload (the answer restored) shows them again."""
    from browser import answer, built_bank, new_context, offline, open_live

    bank = built_bank(built_html)
    ex_id = next(i for i, e in bank.items() if e.get("kind") == "pips" and e.get("chapter") == 1
                 and e.get("position") not in (None, "start"))
    ex = Exercise.from_dict(bank[ex_id])
    right = kind_of(ex).value(ex)
    context = new_context(browser)  # type: ignore[attr-defined]
    page = context.new_page()
    page.route("**/*", offline)
    try:
        open_live(page, f"{site_url}/book/01_board.html")
        box = page.locator(f'.nardi-ex[data-exercise="{ex_id}"]')
        board = box.locator(".nardi-ex-board")
        assert board.get_attribute("data-hidden") == "pips"
        assert _counts(board.inner_html()) == set()
        answer(page, box, str(right + 6))
        assert _counts(board.inner_html()) == set()
        answer(page, box, str(right))
        assert right in _counts(board.inner_html())
        open_live(page, f"{site_url}/book/01_board.html")
        board = page.locator(f'.nardi-ex[data-exercise="{ex_id}"] .nardi-ex-board')
        page.wait_for_function(
            "el => !el.dataset.hidden", arg=board.element_handle(), timeout=20_000)
        assert right in _counts(board.inner_html())
    finally:
        context.close()
