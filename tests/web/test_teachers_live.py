"""Issue 25 in the built book, in headless Chromium with the network cut: three pupils answer
on one computer, each under their own name (one click to switch); each exports a progress
file; the class page reads the three files into the class table; an assignment link opens
exactly its set as one live page, whose answers go to the pupil's progress."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from browser import LIVE, READY_MS, answer, built_bank, new_context, offline, open_live

from nardi_teach.exercises import Exercise, kind_of

CHAPTER = "book/03_moving.html"
PUPILS = ("ანა", "გიო", "ნინო")


def _choose(page: Any, name: str) -> None:
    """Type a pupil's name in the sidebar's box (the page reloads)."""
    with page.expect_navigation():
        box = page.locator(".nardi-pupil-side")
        box.locator("input").fill(name)
        box.locator("button[type=submit]").click()
    page.wait_for_function(LIVE, timeout=READY_MS)


def _stored(page: Any) -> dict[str, Any]:
    """The current pupil's answers: through the browser's store where there is one
    (``nardiStore``, records merged on read), else its one localStorage key."""
    return json.loads(page.evaluate(
        "window.nardiStore ? JSON.stringify(window.nardiStore.progress()) : "
        "(localStorage.getItem(window.nardiPupil.key('nardi-progress')) || '{}')"))


def _unnamed(page: Any) -> list[str]:
    """The keys of answers kept under no pupil's name."""
    return page.evaluate("Object.keys(localStorage).filter(k => k === 'nardi-progress' || "
                         "k.startsWith('nardi-progress#'))")


@pytest.fixture(scope="module")
def day(browser: Any, built_html: Path, site_url: str, tmp_path_factory: Any) -> dict[str, Any]:
    context = new_context(browser, accept_downloads=True)
    page = context.new_page()
    page.route("**/*", offline)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    bank = built_bank(built_html)
    seen: dict[str, Any] = {"errors": errors}
    open_live(page, f"{site_url}/{CHAPTER}")
    ids = page.eval_on_selector_all(".nardi-ex.is-live:has(.nardi-answer-text)",
                                    "els => els.map(e => e.dataset.exercise)")
    typed = [(i, Exercise.from_dict(bank[i])) for i in ids]
    typed = [(i, ex) for i, ex in typed if kind_of(ex).wrong_answers(ex)][:3]
    plan = {"ანა": [(0, False)], "გიო": [(0, False), (1, False)], "ნინო": [(0, True)]}
    for name in PUPILS:
        _choose(page, name)
        for index, right in plan[name]:
            item, ex = typed[index]
            kind = kind_of(ex)
            text = kind.right_answers(ex)[0] if right else kind.wrong_answers(ex)[0]
            answer(page, page.locator(f".nardi-ex[data-exercise='{item}']"), text)
        seen[name] = _stored(page)
    seen["unnamed"] = _unnamed(page)
    seen["typed"] = [i for i, _ in typed]
    # one click: the sidebar's button for another pupil
    with page.expect_navigation():
        page.locator(".nardi-pupil-side .nardi-pupil-switch", has_text="ანა").click()
    seen["after_click"] = page.evaluate("window.nardiPupil.name()")

    folder = tmp_path_factory.mktemp("exports")
    files = []
    open_live(page, f"{site_url}/book/progress.html")
    seen["note"] = page.inner_text(".nardi-pupil-page .nardi-store-note")
    for name in PUPILS:
        if page.evaluate("window.nardiPupil.name()") != name:
            with page.expect_navigation():
                page.locator(".nardi-pupil-side .nardi-pupil-switch", has_text=name).click()
        with page.expect_download() as download:
            page.locator(".nardi-pupil-page .nardi-pupil-export").click()
        path = folder / download.value.suggested_filename
        download.value.save_as(path)
        files.append(path)
    seen["files"] = files

    open_live(page, f"{site_url}/book/class.html")
    page.locator(".nardi-class input[type=file]").set_input_files([str(f) for f in files])
    page.wait_for_selector(".nardi-class[data-pupils='3']", timeout=60_000)
    seen["rows"] = page.eval_on_selector_all(
        ".nardi-class-table tbody tr", "rows => rows.map(r => r.innerText)")
    seen["missed"] = page.eval_on_selector_all(
        ".nardi-class-missed li", "items => items.map(i => i.innerText)")

    chosen = seen["typed"][:2]
    title = "დავალება 5ბ"
    line = "5ბ კლასი · 12 მარტი"
    open_live(page, f"{site_url}/book/assignment.html#set={','.join(chosen)}&title={quote(title)}"
                    f"&line={quote(line)}")
    page.wait_for_selector(".nardi-assignment[data-items]", timeout=60_000)
    seen["line"] = page.inner_text("article h1 + .nardi-assignment-line")
    seen["assignment"] = page.eval_on_selector_all(
        ".nardi-assignment .nardi-ex.is-live", "els => els.map(e => e.dataset.exercise)")
    seen["heading"] = page.inner_text("article h1")
    item, ex = typed[1]
    answer(page, page.locator(f".nardi-assignment .nardi-ex[data-exercise='{item}']"),
            kind_of(ex).right_answers(ex)[0])
    seen["pupil_now"] = page.evaluate("window.nardiPupil.name()")
    seen["kept"] = _stored(page)
    context.close()
    return seen


def test_each_pupil_answers_under_their_own_name(day: dict[str, Any]) -> None:
    first, second, _ = day["typed"]
    assert set(day["ანა"]) == {first} and day["ანა"][first]["solved"] is False
    assert set(day["გიო"]) == {first, second}
    assert day["ნინო"][first]["solved"] is True
    assert day["unnamed"] == []


def test_switching_pupil_is_one_click(day: dict[str, Any]) -> None:
    assert day["after_click"] == "ანა"
    assert "ანა" in day["note"] and "ამ ბრაუზერში" in day["note"]


def test_the_class_page_reads_three_pupils_files(day: dict[str, Any]) -> None:
    assert [f.name for f in day["files"]] == [f"nardi-{n}.json" for n in PUPILS]
    assert [row.split("\t")[0] for row in day["rows"]] == list(PUPILS)
    first, second, _ = day["typed"]
    assert day["missed"][0].startswith(first)  # missed by two pupils
    assert any(m.startswith(second) for m in day["missed"])


def test_an_assignment_link_opens_exactly_its_set(day: dict[str, Any]) -> None:
    assert day["assignment"] == day["typed"][:2]
    assert day["heading"] == "დავალება 5ბ"
    assert day["line"] == "5ბ კლასი · 12 მარტი"  # the teacher's --line, under the title
    assert day["pupil_now"] == "ნინო"  # the last to export
    assert day["kept"][day["typed"][1]]["solved"] is True


def test_no_page_error(day: dict[str, Any]) -> None:
    assert day["errors"] == []
