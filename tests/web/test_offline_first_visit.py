"""Offline after any visit (issue 41, point 2), in headless Chromium.

A reader opens one chapter, stays until its board is live and one second more, and leaves;
then the connection is gone (the server stops). Five other chapters and play.html open from
the browser and their boards go live: the first visit saved first what every page needs (the
shell, Pyodide, the wheel, the snapshot), then the pages, before anything else. A page the
browser has not saved opens the book's own Georgian offline page, which lists, as links, the
pages that are saved — never Chromium's English "This site can't be reached".
"""

from __future__ import annotations

import functools
import http.server
import json
import re
import sys
import threading
import time
from pathlib import Path
from typing import Any

from browser import LIVE, READY_MS, new_context, offline

from nardi_teach.i18n import translate

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "book" / "_ext"))
from nardi_offline import save_rank  # noqa: E402

FIRST = "book/01_board.html"
OTHERS = ("book/03_moving.html", "book/08_cube.html", "book/22_long_moving.html",
          "book/33_plakoto.html", "book/36_raise_cube.html", "book/play.html")
GONE = "book/35_crazy.html"  # taken out of the browser's copy: a page not saved


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass


def _precache(built_html: Path) -> dict[str, Any]:
    text = (built_html / "nardi_sw.js").read_text("utf-8")
    return json.loads(re.search(r"const PRECACHE = (\{.*?\});", text).group(1))


def test_the_service_worker_saves_what_every_page_needs_first(built_html: Path) -> None:
    precache = _precache(built_html)
    files = list(precache["files"])
    ranks = [save_rank(f) for f in files]
    assert ranks == sorted(ranks)  # the shell and Python, then the pages, then the rest
    first = files[:precache["first"]]
    manifest = json.loads((built_html / "_pyodide" / "live.json").read_text("utf-8"))
    needed = {"_pyodide/pyodide.asm.wasm", "_pyodide/pyodide.mjs", "_pyodide/python_stdlib.zip",
              f"_pyodide/{manifest['wheel']}", f"_pyodide/{manifest['snapshot']}",
              f"_pyodide/{manifest['exercises']}", "_pyodide/live.json",
              "_static/nardi_live.js", "_static/nardi_live_worker.js", "_static/nardi_pyodide.mjs",
              "offline.html", FIRST, "book/play.html", "index.html"}
    assert needed <= set(first), needed - set(first)
    assert not any(f.startswith("_images/") for f in first)


def _saved(page: Any) -> list[str]:
    return page.evaluate("""async () => {
        const names = (await caches.keys()).filter((n) => n.startsWith('nardi-book-'));
        if (!names.length) return [];
        const cache = await caches.open(names[0]);
        return (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1));
    }""")


def test_a_one_second_visit_leaves_the_other_chapters_and_play_live_offline(
        browser: Any, built_html: Path) -> None:
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(built_html)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    context = new_context(browser, service_worker=True, viewport={"width": 1366, "height": 900})
    context.route("**/*", offline)
    try:
        page = context.new_page()
        page.goto(f"{base}/{FIRST}", wait_until="load")
        page.wait_for_function(LIVE, timeout=READY_MS)
        time.sleep(1.0)  # live, and one second more
        first = list(_precache(built_html)["files"])[:_precache(built_html)["first"]]
        # on a busy machine (a CI worker beside three others) the first files may still be
        # arriving a second after the page went live: they must all come within a bounded
        # wait, while the page is still open (the figure is printed, not asserted)
        live, missing = time.monotonic(), first
        while missing and time.monotonic() - live < 30:
            saved = _saved(page)
            missing = [f for f in first if f not in saved]
            if missing:
                time.sleep(0.25)
        print(f"\nfirst {len(first)} files saved {time.monotonic() - live + 1.0:.1f} s "
              "after the page went live")
        page.close()
    finally:
        server.shutdown()  # the connection is gone
        server.server_close()
    assert not missing, f"{len(missing)} of the {len(first)} files saved first are missing"
    for path in OTHERS:
        other = context.new_page()
        other.goto(f"{base}/{path}", wait_until="load")
        assert other.evaluate("document.documentElement.dataset.nardiOfflinePage") is None, \
            f"{path} was not saved a second after the first page was live"
        assert other.locator("h1").count(), path
        other.wait_for_function(LIVE, timeout=READY_MS)
        state = other.evaluate("[document.documentElement.dataset.nardiLive,"
                               " window.nardiLive.snapshot, window.nardiLive.error]")
        assert state[0] == "ready" and state[1] in ("build", "browser"), (path, state)
        other.close()
    context.close()


def test_a_page_not_saved_opens_the_books_own_offline_page(browser: Any,
                                                          built_html: Path) -> None:
    server = _Server(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(built_html)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    context = new_context(browser, service_worker=True, viewport={"width": 390, "height": 800})
    context.route("**/*", offline)
    try:
        page = context.new_page()
        page.goto(f"{base}/book/glossary.html", wait_until="load")
        page.wait_for_function("document.documentElement.dataset.nardiOffline === 'ready'",
                               timeout=READY_MS)
        page.evaluate("""async (url) => {
            const name = (await caches.keys()).find((n) => n.startsWith('nardi-book-'));
            await (await caches.open(name)).delete(url);
        }""", f"{base}/{GONE}")
        page.close()
    finally:
        server.shutdown()
        server.server_close()
    page = context.new_page()
    page.goto(f"{base}/{GONE}", wait_until="load")
    page.wait_for_function("document.documentElement.dataset.nardiOfflinePage !== undefined",
                           timeout=30_000)
    assert page.evaluate("document.documentElement.lang") == "ka"
    assert page.locator("h1").inner_text() == translate("offline.page_title", "ka")
    assert translate("offline.page_lead", "ka") in page.inner_text("body")
    assert translate("offline.page_saved", "ka") in page.inner_text("body")
    links = page.eval_on_selector_all("#pages a", "els => els.map((a) => [a.href, a.textContent])")
    hrefs = {href.removeprefix(base + "/") for href, _ in links}
    assert GONE not in hrefs
    assert {"book/01_board.html", "book/play.html", "book/intro.html"} <= hrefs
    assert all(title.strip() and "—" not in title for _, title in links)
    # a link opens its saved page, live
    page.click("#pages a[href$='book/03_moving.html']")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    context.close()
