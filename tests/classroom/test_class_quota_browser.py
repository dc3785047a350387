"""The quota as a pupil meets it (issue 37), in Chromium against the real server: past the
records a minute the server takes from one pupil, the note at the page's foot says so in
Georgian, what was held back waits in the browser, and nothing already kept is lost."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from browser import LIVE, READY_MS, answer, new_context, offline
from classserver import ClassServer
from exercise_bank import bank as shared_bank

from nardi_teach import translate
from nardi_teach.exercises import kind_of


def test_records_past_the_quota_wait_in_the_browser_and_the_pupil_is_told(
        browser: Any, built_html: Path, tmp_path: Path) -> None:
    chosen = [ex for ex in shared_bank() if ex.chapter == 3 and ex.choices() is None
              and kind_of(ex).right_answers(ex)][:3]
    server = ClassServer(built_html, tmp_path / "class", extra="--per-minute 2").start()
    try:
        context = new_context(browser)
        context.route("**/*", offline)
        page = context.new_page()
        page.goto(f"{server.url}join")
        page.locator("#name").fill("ქეთი")
        with page.expect_navigation(url="**/book/intro.html"):
            page.locator("#join-form button[type=submit]").click()
        page.goto(f"{server.url}book/03_moving.html", wait_until="load")
        page.wait_for_function(LIVE, timeout=READY_MS)
        page.context.route("**/api/sync", lambda route: route.abort())  # all three wait first
        for ex in chosen:
            answer(page, page.locator(f".nardi-ex[data-exercise='{ex.id}']"),
                   kind_of(ex).right_answers(ex)[0])
        page.context.unroute("**/api/sync")
        page.evaluate("window.nardiSync.send()")
        page.wait_for_function("document.querySelector('.nardi-sync').dataset.state === 'held'",
                               timeout=30_000)
        note = page.evaluate("({...document.querySelector('.nardi-sync').dataset,"
                             " text: document.querySelector('.nardi-sync').innerText})")
        rows = server.table()["pupils"]
        context.close()
    finally:
        server.stop()
    assert note["waiting"] == "1" and note["received"] == "2"
    assert translate("classroom.error.quota_minute", "ka", limit=2) in note["text"]
    kept = sum(len(c["tries"]) for c in rows[0]["cells"].values())
    assert kept == 2  # the first two kept, the third waits on the device
