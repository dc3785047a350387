"""Worksheets a teacher prints (issue 25): the teacher's title and class/date line, two
exercises with boards to an A4 page, no rule codes and no answers on the pupils' pages, the
answer key only when asked (``--key``), in a file of its own — counted in the PDF Chromium
prints."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from nardi_teach.exercises.__main__ import main as cli
from tests.browser import close_contexts, new_page

SET = """chapter: 6
exercises:
""" + "".join(f"""  - id: t{n}
    kind: play
    position: "X{{6:2, 5:3, 1:10}} O{{19:2}}"
    dice: 6-{n}
    rules: [R73]
    question: ითამაშეთ {n}.
""" for n in range(1, 5)) + """  - id: t5
    kind: quarter
    point: 3
    rules: [R6]
    question: რომელ მეოთხედშია მე-3 პუნქტი?
"""
TITLE, LINE = "ქვების გატანა", "5ბ კლასი · 3 დეკემბერი"


def _pages(pdf: bytes) -> int:
    return len(re.findall(rb"/Type\s*/Page\b", pdf))


def _print(browser: Any, path: Path) -> tuple[bytes, list[str], str]:
    page = new_page(browser)
    page.goto(path.as_uri())
    pupils = page.locator(".sheet-page").all_inner_texts()
    text = page.locator("body").inner_text()
    pdf = page.pdf(format="A4", prefer_css_page_size=True)
    close_contexts(browser)
    return pdf, pupils, text


@pytest.fixture
def bank(tmp_path: Path) -> Path:
    path = tmp_path / "ch06.yaml"
    path.write_text(SET, encoding="utf-8")
    return path


def test_two_boards_a_page_and_no_answers_by_default(tmp_path: Path, bank: Path,
                                                     browser: Any) -> None:
    sheet = tmp_path / "sheet.html"
    assert cli(["worksheet", str(bank), "-o", str(sheet), "--title", TITLE, "--line",
                LINE]) == 0
    pdf, pupils, text = _print(browser, sheet)
    assert len(pupils) == 3  # boards 1–2, boards 3–4, the question without a board
    assert _pages(pdf) == 3  # … and no page of answers: the sheet is the pupils'
    assert TITLE in pupils[0] and LINE in pupils[0] and "სახელი, გვარი" in pupils[0]
    for page in pupils:
        assert not re.search(r"\b[RL]\d{1,3}\b", page), page  # no rule codes for pupils
        assert "წესი" not in page
    assert "პასუხები" not in text and "6/off" not in text
    assert set(tmp_path.iterdir()) == {sheet, bank}  # and no key file beside it


def test_the_key_only_when_asked_in_a_file_of_its_own(tmp_path: Path, bank: Path,
                                                      browser: Any) -> None:
    sheet, key = tmp_path / "sheet.html", tmp_path / "key.html"
    assert cli(["worksheet", str(bank), "-o", str(sheet), "--title", TITLE,
                "--key", str(key)]) == 0
    pdf, pupils, text = _print(browser, sheet)
    assert _pages(pdf) == 3 and "პასუხები" not in text
    key_pdf, _, key_text = _print(browser, key)
    assert _pages(key_pdf) == 1
    assert f"პასუხები — {TITLE}" in key_text and "6/off" in key_text
    assert "(წესი R6)" in key_text  # the teacher's key names the rules


def test_the_default_title_names_the_chapter(tmp_path: Path, bank: Path) -> None:
    sheet = tmp_path / "sheet.html"
    assert cli(["worksheet", str(bank), "-o", str(sheet)]) == 0
    assert "<h1>სავარჯიშოები — თავი 6</h1>" in sheet.read_text(encoding="utf-8")
