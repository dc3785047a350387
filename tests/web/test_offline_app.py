"""The offline app (issue 23, point 7), in headless Chromium: one short visit to one chapter
saves the whole book in the background, a note says so in Georgian ("… ready") with a button
to save now, and once the server is gone every other page opens from the browser and every
chapter's board plays."""

from __future__ import annotations

import functools
import http.server
import json
import threading
from pathlib import Path
from typing import Any

from browser import LIVE, READY_MS, new_context, offline, shared_worker_start

from nardi_teach.controllers.config import controller
from nardi_teach.i18n import translate

READY = "document.documentElement.dataset.nardiOffline === 'ready'"
FIRST = "book/01_board.html"
PLAYED = ("book/04_hitting.html", "book/22_long_moving.html")  # short nardi, long nardi


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass


def _serve(root: Path) -> tuple[_Server, str]:
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}"


def _stop(server: _Server) -> None:
    server.shutdown()
    server.server_close()


def _plays(page: Any) -> bool:
    """Whether a board of the page answers a click (a roll first where none is on it)."""
    boards = page.locator("[data-nardi-board].is-live")
    if not boards.count():
        return False
    n = page.evaluate("window.nardiLive.timings.length")
    for i in range(boards.count()):
        board = boards.nth(i)
        model = controller(json.loads(board.get_attribute("data-nardi-board")))
        if model.turn is not None and model.turn.legal.max_moves:
            src = model.to_viewer(next(iter(model.turn.legal)).moves[0].src)
            board.locator(f".nardi-board-view [data-point='{src}']").first.click()
            page.wait_for_function(f"window.nardiLive.timings.length > {n}", timeout=30_000)
            return "selected" in board.locator(".nardi-board-view svg").inner_html()
    roll = boards.first.locator("button[data-action='roll']")
    roll.click()
    page.wait_for_function(f"window.nardiLive.timings.length > {n}", timeout=30_000)
    return boards.first.locator("[data-dice], .nardi-dice, svg").count() > 0


# Every page and what it loads, read through the service worker from an open page.
EVERY_PAGE = """async (paths) => {
    const bad = [];
    for (const path of paths) {
        const url = new URL(path, location.origin + "/").href;
        const page = await fetch(url).catch(() => null);
        if (!page || !page.ok) { bad.push(path); continue; }
        const doc = new DOMParser().parseFromString(await page.text(), "text/html");
        if (path.startsWith("book/") && !doc.querySelector("h1")) bad.push(path + ": no heading");
        const refs = [...doc.querySelectorAll("img[src], script[src], link[rel=stylesheet]")]
            .map((el) => new URL(el.getAttribute("src") || el.getAttribute("href"), url));
        for (const ref of refs) {
            if (ref.origin !== location.origin) continue;
            const got = await fetch(ref.href).catch(() => null);
            if (!got || !got.ok) bad.push(path + ": " + ref.pathname);
        }
    }
    return bad;
}"""


def test_one_short_visit_saves_the_book_and_every_chapter_then_opens_offline(
        browser: Any, built_html: Path) -> None:
    """With the server gone, every page comes from the browser with every picture, script
    and style it loads, pages open, and boards play (on a chapter of each game: every page
    starts Python from the same saved files, and starting it on every page takes minutes on
    a loaded machine)."""
    pages = sorted(p.relative_to(built_html).as_posix() for p in built_html.glob("book/*.html"))
    assert FIRST in pages and len(pages) > 20 and set(PLAYED) < set(pages)
    server, base = _serve(built_html)
    context = new_context(browser, service_worker=True, viewport={"width": 1366, "height": 900})
    context.route("**/*", offline)
    try:
        page = context.new_page()
        page.goto(f"{base}/{FIRST}", wait_until="load")
        note = page.locator(".nardi-offline-side")
        assert note.locator("button").text_content() == translate("offline.save_now", "ka")
        page.wait_for_function(READY, timeout=READY_MS)
        assert note.locator(".nardi-offline-text").text_content() == translate(
            "offline.ready", "ka")
        assert not note.locator("button").is_visible()  # nothing left to save now
        page.close()
    finally:
        _stop(server)  # the server is gone: everything now comes from the browser
    failed: list[str] = []
    context.on("requestfailed", lambda request: shared_worker_start(request)
               or failed.append(request.url))
    page = context.new_page()
    page.goto(f"{base}/book/glossary.html", wait_until="load")
    assert page.locator("h1").count()
    others = [p for p in pages if p != FIRST] + ["index.html"]  # (the root: to the intro)
    assert page.evaluate(EVERY_PAGE, others) == []
    page.close()
    played = {path: context.new_page() for path in PLAYED}  # side by side
    for path, page in played.items():
        page.goto(f"{base}/{path}", wait_until="commit")
    for path, page in played.items():
        page.wait_for_function(LIVE, timeout=READY_MS)
        assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready", path
        assert _plays(page), path
        page.close()
    context.close()
    assert not failed, failed[:5]


def test_save_now_saves_at_once_and_the_note_speaks_georgian(
        browser: Any, built_html: Path) -> None:
    """A page without a board (nothing to wait for): the button starts the saving at once, the
    note is in the catalogue's Georgian and says so when done; on a phone it is on the page."""
    server, base = _serve(built_html)
    context = new_context(browser, service_worker=True, viewport={"width": 390, "height": 800})
    context.route("**/*", offline)
    try:
        page = context.new_page()
        page.goto(f"{base}/book/glossary.html", wait_until="domcontentloaded")
        note = page.locator(".nardi-offline-page")
        note.locator("button").click()
        page.wait_for_function(READY, timeout=READY_MS)
        assert note.is_visible()  # the phone's note: at the top of the page
        assert note.locator("[role=status]").text_content() == translate("offline.ready", "ka")
        assert page.locator(".nardi-offline-side").get_attribute("data-state") == "ready"
        page.reload(wait_until="load")  # saved before: the phone's note steps aside
        page.wait_for_function(READY, timeout=30_000)
        assert not page.locator(".nardi-offline-page").is_visible()
    finally:
        _stop(server)
        context.close()
