"""The boards go live as the page is parsed (issue 41, point 1), in headless Chromium.

On the next chapter Python is already running, so what a reader waits for is the page itself:
mounted after DOMContentLoaded, its boards waited for the whole page and the theme's deferred
scripts (about 0.4 s more). Each board (and each lesson) now goes live the moment the parser has
passed its end, and "boards live" needs no parse's end either: the build writes how many boards
a page holds (``<meta name="nardi-boards">``). The test holds a page's tail back at the server,
so the page stays unparsed however fast the machine is: its boards, those below the fold
included, must all be live while ``document.readyState`` is still "loading", each made live once.
"""

from __future__ import annotations

import functools
import http.server
import re
import threading
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from browser import CALLS, LIVE, READY_MS, new_context

PAGE = "book/31_family.html"  # three boards (the last two below the fold), a lesson, exercises
HELD_AT = '<footer class="prev-next-footer'  # the page's tail, after the article


class _Boards(HTMLParser):
    """Counts a page's boards and lessons as a browser's parser sees them."""

    def __init__(self) -> None:
        super().__init__()
        self.boards = 0
        self.lessons = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        names = dict(attrs)
        self.boards += "data-nardi-board" in names
        self.lessons += names.get("data-nardi-live-part") == "lesson"


def _counted(text: str) -> _Boards:
    counter = _Boards()
    counter.feed(text)
    return counter


def test_every_live_page_says_how_many_boards_it_holds(built_html: Path) -> None:
    """The count the live script trusts to say "boards live" before the page is parsed: on every
    live page it is exactly the boards the page holds (a count too high only delays "boards
    live"; too low would call them live early)."""
    checked = 0
    for path in built_html.rglob("*.html"):
        text = path.read_text("utf-8")
        if '<meta name="nardi-live"' not in text:
            continue
        found = re.findall(r'<meta name="nardi-boards" content="(\d+)">', text)
        assert len(found) == 1, f"{path.name}: {len(found)} board counts"
        assert int(found[0]) == _counted(text).boards, path.name
        checked += 1
    assert checked >= 25


@pytest.fixture(scope="module")
def held(built_html: Path) -> Iterator[tuple[str, threading.Event]]:
    """The built site served on 127.0.0.1, ``PAGE`` sent up to ``HELD_AT`` and the rest only once
    the event is set."""
    body = (built_html / PAGE).read_bytes()
    cut = body.index(HELD_AT.encode())
    release = threading.Event()

    class Handler(http.server.SimpleHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            if self.path.split("?")[0] != f"/{PAGE}":
                super().do_GET()
                return
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            try:
                self.wfile.write(body[:cut])
                self.wfile.flush()
                release.wait(timeout=600)
                self.wfile.write(body[cut:])
            except OSError:
                pass  # the page was closed before its tail was sent

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Handler, directory=str(built_html)))
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/{PAGE}", release
    finally:
        release.set()
        server.shutdown()
        server.server_close()


def test_boards_go_live_while_the_page_is_still_being_parsed(
        browser: Any, built_html: Path, held: tuple[str, threading.Event]) -> None:
    url, release = held
    page_text = (built_html / PAGE).read_text("utf-8")
    counted = _counted(page_text)
    assert counted.boards >= 3 and counted.lessons == 1
    context = new_context(browser, viewport={"width": 1366, "height": 768})
    try:
        page = context.new_page()
        page.add_init_script(CALLS)
        page.goto(url, wait_until="commit")
        page.wait_for_function(
            "document.documentElement.dataset.nardiBoards === 'live'"
            " && document.querySelector('[data-nardi-live-part=lesson].is-live')"
            " || document.documentElement.dataset.nardiLive === 'failed'", timeout=READY_MS)
        during = page.evaluate("""() => ({
            readyState: document.readyState,
            tail: Boolean(document.querySelector('.prev-next-footer')),
            error: window.nardiLive.error,
            boards: document.querySelectorAll('[data-nardi-board]').length,
            live: document.querySelectorAll('[data-nardi-board].is-live').length,
            failed: document.querySelectorAll('[data-failed]').length,
            below: [...document.querySelectorAll('[data-nardi-board]')]
              .filter((el) => el.getBoundingClientRect().top > innerHeight).length,
            messages: [...document.querySelectorAll('[data-nardi-board] .nardi-message-text')]
              .map((el) => el.textContent),
            buttons: [...document.querySelectorAll('[data-nardi-board]')]
              .map((el) => el.querySelectorAll('.nardi-live-controls button').length)})""")
        assert during["error"] is None, during["error"]
        # the page's tail is still at the server: nothing after the article is parsed
        assert during["readyState"] == "loading" and not during["tail"], during
        assert during["boards"] == during["live"] == counted.boards, during
        assert during["failed"] == 0
        assert during["below"] >= 1, "no board below the fold: the page no longer shows that"
        assert all(n > 0 for n in during["buttons"]), during["buttons"]
        wait = "იტვირთება…"
        assert all(m and m != wait for m in during["messages"]), during["messages"]
        release.set()
        page.wait_for_function(LIVE, timeout=READY_MS)
        after = page.evaluate("""() => ({
            state: document.documentElement.dataset.nardiLive, calls: window.nardiCalls,
            phases: window.nardiLive.phases,
            live: document.querySelectorAll('[data-nardi-board].is-live').length,
            exercises: document.querySelectorAll('.nardi-ex[data-exercise]').length,
            liveExercises: document.querySelectorAll('.nardi-ex[data-exercise].is-live').length,
            statuses: document.querySelectorAll('.nardi-live-status').length,
            controls: [...document.querySelectorAll('[data-nardi-board]')]
              .map((el) => el.querySelectorAll('.nardi-live-controls').length)})""")
    finally:
        context.close()
    assert after["state"] == "ready"
    # each board and the lesson made live once, and every exercise once the page was parsed
    assert after["calls"].count("new_board") == counted.boards, after["calls"]
    assert after["calls"].count("new_lesson") == counted.lessons, after["calls"]
    assert after["calls"].count("exercise_form") == after["exercises"] > 0
    assert after["live"] == counted.boards and after["liveExercises"] == after["exercises"]
    assert after["statuses"] == 0 and after["controls"] == [1] * counted.boards
    names = [name for name, _ in after["phases"]]
    assert names.index("boards live") < names.index("DOMContentLoaded"), names
