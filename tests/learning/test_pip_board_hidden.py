"""Issue 37, point 6: a pip-count question's board keeps its pip counts back — they are the
answer — on the book's page, on the assignment page, on the printed worksheet and in Lab,
for the screen reader too; once the answer is checked right, the board shows them."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from exercise_bank import bank

from nardi_teach.exercises import Exercise, kind_of
from nardi_teach.html.exercises import board_markup, exercise_html
from nardi_teach.progress.store import Progress
from nardi_teach.web.assignment import assignment_set
from nardi_teach.web.worksheet import worksheet_html

BANK = bank()
PIPS = [ex for ex in BANK if ex.kind == "pips" and ex.position is not None]


def _shown_counts(html: str, lang: str = "ka") -> set[int]:
    """Every pip count written anywhere in ``html`` (the board's lines and its description)."""
    word = {"ka": r"გასავლელი(?:\s+მანძილი)?\s+(\d+)",
            "en": r"(?:pip count|pips)\D{0,3}(\d+)"}[lang]
    return {int(n) for n in re.findall(word, html, flags=re.IGNORECASE)}


def _answer(ex: Exercise) -> int:
    return kind_of(ex).value(ex)


def test_the_bank_has_pip_questions_with_boards() -> None:
    assert len(PIPS) >= 5  # chapters 1, 4, 21, 26, 32, 34 ask for a pip count on a board


@pytest.mark.parametrize("ex", PIPS, ids=lambda ex: ex.id)
@pytest.mark.parametrize("lang", ["ka", "en"])
def test_R16_the_book_page_hides_the_pip_counts(ex: Exercise, lang: str) -> None:
    html = exercise_html(ex, lang, 1).split('<details class="nardi-ex-solution">')[0]
    assert 'data-hidden="pips"' in html
    assert _shown_counts(html, lang) == set()
    assert _shown_counts(board_markup(ex, lang, revealed=True), lang)  # they exist, revealed


def test_other_questions_keep_their_pip_counts() -> None:
    ex = next(e for e in BANK if e.kind == "play" and e.position is not None)
    html = exercise_html(ex, "ka", 1)
    assert "data-hidden" not in html and len(_shown_counts(html)) >= 1


def test_R16_the_worksheet_and_the_assignment_page_hide_them(
        monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = worksheet_html(PIPS, "ka", key=False)
    assert sheet.count("<svg") == len(PIPS) and _shown_counts(sheet) == set()
    with_key = worksheet_html(PIPS, "ka", key=True)  # the key names the answers, in words
    pupils = with_key.split('<section class="nardi-key">')[0]
    assert _shown_counts(pupils) == set()
    from nardi_teach.html import review

    monkeypatch.setattr(review, "LOADED", {})  # the page's bank: the one on disk here
    items = json.loads(assignment_set(",".join(ex.id for ex in PIPS), "ka"))["items"]
    boards = [item["html"].split("<details")[0] for item in items]
    assert len(boards) == len(PIPS) and all("<svg" in board for board in boards)
    assert _shown_counts("".join(boards)) == set()


def test_R16_lab_shows_the_counts_only_after_a_right_answer(tmp_path: Path) -> None:
    pytest.importorskip("ipywidgets")
    from nardi_teach.notebook.exercises import ExerciseWidget

    ex = PIPS[0]
    progress = Progress(tmp_path / "p.json")
    item = ExerciseWidget(ex, 1, progress, lang="ka")
    assert item.picture is not None and "<svg" in item.picture.value
    assert _shown_counts(item.picture.value) == set()
    assert not item.check(str(_answer(ex) + 1)).correct
    assert _shown_counts(item.picture.value) == set()  # a wrong answer gives nothing away
    assert item.check(str(_answer(ex))).correct
    assert _answer(ex) in _shown_counts(item.picture.value)
    again = ExerciseWidget(ex, 1, Progress(tmp_path / "p.json"), lang="ka")  # kernel restart
    assert _answer(ex) in _shown_counts(again.picture.value)
