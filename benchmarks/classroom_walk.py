"""A teacher's lesson with the class server, timed (issue 37): ``make class`` on loopback
with the built book, the teacher's page in Chromium, three pupils (separate browser contexts,
phones 390 px wide) join through the printed address, the teacher makes an assignment on the
page and the pupils open its short link (what its QR code holds), each answers, the class
board is used once, and the teacher reads the table.  Prints each step's wall time and saves
screenshots under /tmp (class page at 1920 and 1366 px, a pupil's phone at 390 px).

    PYTHONPATH=$PWD .venv/bin/python benchmarks/classroom_walk.py [--html _build/html]

Times include Pyodide starting in each pupil's browser on this shared machine: indicative.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from browser import LIVE, READY_MS, answer, launch, offline  # noqa: E402
from classserver import ClassServer  # noqa: E402
from playwright.sync_api import sync_playwright  # noqa: E402

from nardi_teach.exercises import kind_of, load_bank  # noqa: E402

PUPILS = ("ანა", "ბექა", "გიორგი")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--html", default=str(ROOT / "_build" / "html"))
    args = parser.parse_args()
    marks: list[tuple[str, float]] = []
    t0 = time.monotonic()

    def mark(step: str) -> None:
        marks.append((step, time.monotonic() - t0))
        print(f"{time.monotonic() - t0:7.1f} s  {step}", flush=True)

    srv = ClassServer(Path(args.html), Path(tempfile.mkdtemp()) / "class").start()
    mark("make class: address, QR and key printed")
    bank = {ex.id: ex for ex in load_bank()}
    try:
        with sync_playwright() as pw:
            browser = launch(pw)
            teacher = browser.new_context(viewport={"width": 1920, "height": 1080})
            teacher.route("**/*", offline)
            desk = teacher.new_page()
            desk.goto(f"{srv.url}teacher?key={srv.key}")
            desk.wait_for_selector("#joined:not(:empty)")
            mark("teacher's page open")
            phones = []
            for name in PUPILS:
                context = browser.new_context(viewport={"width": 390, "height": 844},
                                              service_workers="block")
                context.route("**/*", offline)
                page = context.new_page()
                page.goto(f"{srv.url}join")
                page.locator("#name").fill(name)
                with page.expect_navigation(url="**/book/intro.html"):
                    page.locator("#join-form button[type=submit]").click()
                phones.append((name, page))
            phones[0][1].screenshot(path="/tmp/i37_walk_pupil_joined_390.png")
            mark("three pupils joined (name typed, book open)")
            desk.locator("#a-title").fill("გატანა · 5ბ")
            desk.locator("#a-chapter").select_option("6")
            desk.locator("#a-kind").select_option("can_bear_off")
            desk.locator("#assign-form button[type=submit]").click()
            desk.wait_for_selector("#task-qr svg")
            link = desk.inner_text("#task-link")
            mark(f"assignment made on the page: short link {link} and its QR")
            ids = [c["id"] for c in srv.table()["columns"]]
            for _name, page in phones:
                page.goto(link)
                page.wait_for_function(LIVE, timeout=READY_MS)
            mark("three pupils on the assignment, live (Pyodide started)")
            for n, (_name, page) in enumerate(phones):
                ex = bank[ids[n % len(ids)]]
                kind = kind_of(ex)
                text = (kind.right_answers(ex) if n != 1 else kind.wrong_answers(ex))[0]
                answer(page, page.locator(f".nardi-ex[data-exercise='{ex.id}']"), text)
                page.locator(".nardi-sync[data-received='1']").wait_for()
            phones[0][1].screenshot(path="/tmp/i37_walk_pupil_answered_390.png")
            mark("each pupil answered; each note says the teacher received it")
            desk.locator("#b-exercise").select_option("ch02-opening-6-5")
            desk.locator("#board-form button[type=submit]").click()
            desk.wait_for_selector("#b-svg svg")
            for (_name, page), play in zip(phones, ("24/13", "24/18 13/8", "24/13"), strict=True):
                page.goto(f"{srv.url}board")
                page.wait_for_selector("#b-svg svg")
                page.locator("#b-play").fill(play)
                page.locator("#b-form button[type=submit]").click()
                page.locator("#b-verdict:not(:empty)").wait_for()
            desk.locator("#b-tally tr").nth(2).wait_for()
            desk.locator("#b-reveal").click()
            for _name, page in phones:
                page.locator("body[data-revealed='1']").wait_for()
            mark("class board: up, three plays counted, best play revealed on every phone")
            desk.locator("#class-table tbody tr").nth(2).wait_for()
            rows = desk.eval_on_selector_all("#class-table tbody tr",
                                             "r => r.map(x => x.innerText.replace(/\\s+/g, ' '))")
            mark(f"class table read: {rows}")
            desk.screenshot(path="/tmp/i37_walk_class_1920.png", full_page=True)
            desk.set_viewport_size({"width": 1366, "height": 800})
            desk.screenshot(path="/tmp/i37_walk_class_1366.png", full_page=True)
            phones[1][1].screenshot(path="/tmp/i37_walk_board_390.png")
            browser.close()
    finally:
        srv.stop()


if __name__ == "__main__":
    main()
