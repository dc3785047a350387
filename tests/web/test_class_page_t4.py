"""Issue 40 in the built book, in headless Chromium: a pupil's file nested 3,000 deep on the
class page is set aside once with a Georgian note (it was a Pyodide fatal error, and the page
sent it again with every later file); the files chosen next make the table.  And the store
kept before issue 40 with pupils "nika" and "nika#2" gives each exactly their own answers."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browser import LIVE, READY_MS, new_page, offline, open_live

GOOD = {"nardi_teach": "pupil-progress", "version": 1, "pupil": "ანა", "progress": {},
        "lessons": {"3": {"stars": 2}}}
DEEP = ('{"nardi_teach": "pupil-progress", "version": 1, "pupil": "x", "progress": '
        + "[" * 3000 + "]" * 3000 + "}")


@pytest.fixture(scope="module")
def tab(browser: Any) -> Any:
    """One offline tab the module's tests share (a live page in a fresh context costs some
    2.6 CPU-s more than in a page reused); each starts from :func:`_fresh`."""
    page = new_page(browser)
    page.route("**/*", offline)
    yield page
    page.close()


def _fresh(page: Any, site_url: str) -> Any:
    """The tab with the book's storage of the site emptied, as on a first visit (from a file
    of the site that runs no script, so no page writes to it on the way out)."""
    page.goto(f"{site_url}/_static/nardi_store.js")
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    assert page.evaluate("localStorage.length + sessionStorage.length") == 0
    return page


def test_finding_2_a_deep_file_is_set_aside_once_and_the_class_still_reads(
        tab: Any, site_url: str, tmp_path: Path) -> None:
    deep, ana, gio = tmp_path / "deep.json", tmp_path / "ana.json", tmp_path / "gio.json"
    deep.write_text(DEEP, encoding="utf-8")
    ana.write_text(json.dumps(GOOD, ensure_ascii=False), encoding="utf-8")
    gio.write_text(json.dumps({**GOOD, "pupil": "გიო"}, ensure_ascii=False), encoding="utf-8")
    page = _fresh(tab, site_url)
    errors: list[str] = []

    def thrown(error: Any) -> None:
        errors.append(str(error))

    def said(message: Any) -> None:
        if "fatal" in message.text.lower():
            errors.append(message.text)

    page.on("pageerror", thrown)
    page.on("console", said)
    try:
        open_live(page, f"{site_url}/book/class.html")
        field = page.locator(".nardi-class input[type=file]")
        field.set_input_files([str(deep)])
        page.wait_for_selector(".nardi-class-note", timeout=60_000)
        field.set_input_files([str(ana)])
        page.wait_for_selector(".nardi-class[data-pupils='1']", timeout=60_000)
        field.set_input_files([str(gio)])
        page.wait_for_selector(".nardi-class[data-pupils='2']", timeout=60_000)
        notes = page.eval_on_selector_all(".nardi-class-note", "els => els.map(e => e.innerText)")
        rows = page.eval_on_selector_all(".nardi-class-table tbody th",
                                         "els => els.map(e => e.innerText)")
    finally:
        page.remove_listener("pageerror", thrown)
        page.remove_listener("console", said)
    assert notes == ["⚠ deep.json: ეს მოსწავლის პროგრესის ფაილი არ არის."]
    assert rows == ["ანა", "გიო"]
    assert not errors


def _record(name: str, k: str, item: str) -> tuple[str, str]:
    return (f"nardi-progress@{name}#{k}", json.dumps(
        {"t": "answer", "id": item, "at": "2026-02-02T09:00:00Z", "k": k, "correct": True,
         "answer": "1", "message": "", "rule": ""}))


def test_finding_1_an_old_store_moves_to_the_ids_in_the_browser(tab: Any,
                                                                site_url: str) -> None:
    old = dict([_record("nika", "a1", "ch01-players"),
                *(_record("nika#2", f"b{i}", f"ch01-x{i}") for i in range(40))])
    old["nardi-pupils"] = json.dumps(["nika", "nika#2"])
    old["nardi-pupil"] = "nika"
    page = _fresh(tab, site_url)
    open_live(page, f"{site_url}/book/01_board.html")
    page.evaluate("(kept) => { localStorage.clear(); for (const [k, v] of "
                  "Object.entries(kept)) localStorage.setItem(k, v); }", old)
    page.reload()
    page.wait_for_function(LIVE, timeout=READY_MS)
    nika = page.evaluate("Object.keys(nardiStore.progress())")
    with page.expect_navigation():
        page.evaluate("nardiPupil.choose('nika#2')")
    page.wait_for_function(LIVE, timeout=READY_MS)
    nika2 = page.evaluate("Object.keys(nardiStore.progress())")
    keys = page.evaluate("Object.keys(localStorage)")
    assert nika == ["ch01-players"]
    assert sorted(nika2) == sorted(f"ch01-x{i}" for i in range(40))
    assert not [k for k in keys if "@" in k]


def test_one_name_on_two_files_shows_each_rows_file_and_time(
        tab: Any, site_url: str, tmp_path: Path) -> None:
    """A pupil who exported twice (or two pupils called alike): two rows, each saying which
    file it came from and when it was saved (the teachers' review, turn 4, friction 9)."""
    (tmp_path / "a").mkdir()
    first, again = tmp_path / "nika.json", tmp_path / "a" / "nika (1).json"
    first.write_text(json.dumps({**GOOD, "pupil": "ნიკა", "exported": "2026-12-01T09:05:00Z"},
                                ensure_ascii=False), encoding="utf-8")
    again.write_text(json.dumps({**GOOD, "pupil": "ნიკა", "exported": "2026-12-03T10:30:00Z"},
                                ensure_ascii=False), encoding="utf-8")
    page = _fresh(tab, site_url)
    open_live(page, f"{site_url}/book/class.html")
    page.locator(".nardi-class input[type=file]").set_input_files([str(first), str(again)])
    page.wait_for_selector(".nardi-class[data-pupils='2']", timeout=60_000)
    rows = page.eval_on_selector_all(".nardi-class-table tbody th",
                                     "els => els.map(e => e.innerText)")
    assert rows == ["ნიკა\nფაილი nika.json, შენახულია 2026-12-01 09:05-ზე (გრინვიჩის დროით)",
                    "ნიკა\nფაილი nika (1).json, შენახულია 2026-12-03 10:30-ზე (გრინვიჩის დროით)"]
