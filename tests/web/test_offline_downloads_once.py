"""A first visit downloads each big file once (issue 41), in headless Chromium.

The page's Python downloads Pyodide's WebAssembly, the snapshot, the standard library and the
wheel (some 24 MB); the offline app then saves the book, these files first. It must take them
from what this visit has already downloaded (the live worker's kept copies, the HTTP cache), not
from the server again: a reader on mobile data pays for them once, and the boards do not share
the connection with a second copy. Counted at the server, as ``benchmarks/live_site.py`` counts
(a shared worker's and a service worker's requests pass no page event).
"""

from __future__ import annotations

import functools
import http.server
import json
import threading
import time
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from browser import LIVE, READY_MS, new_context, offline
from test_offline_first_visit import _precache, _saved, _Server

FIRST = "book/01_board.html"


class _Counting(http.server.SimpleHTTPRequestHandler):
    """Serves the site and counts, per file, the times it is sent in full (a 304 is not)."""

    sent: Counter[str] = Counter()
    lock = threading.Lock()

    def log_message(self, *args: object) -> None:
        pass

    def send_response(self, code: int, message: str | None = None) -> None:
        if code == 200:
            with _Counting.lock:
                _Counting.sent[self.path.split("?")[0].lstrip("/")] += 1
        super().send_response(code, message)


@pytest.mark.parametrize("worker", ["shared", "dedicated"])
def test_a_first_visit_downloads_pyodide_the_snapshot_and_the_wheel_once(
        browser: Any, built_html: Path, worker: str) -> None:
    """Python in the book's shared worker, and in a page's own worker (Android's Chrome)."""
    manifest = json.loads((built_html / "_pyodide" / "live.json").read_text("utf-8"))
    big = {"_pyodide/pyodide.asm.wasm", "_pyodide/python_stdlib.zip",
           f"_pyodide/{manifest['snapshot']}", f"_pyodide/{manifest['wheel']}"}
    assert all((built_html / f).stat().st_size > 1_000_000 for f in big)
    first = list(_precache(built_html)["files"])[:_precache(built_html)["first"]]
    assert big <= set(first)  # the offline app saves them, among the first
    _Counting.sent.clear()
    server = _Server(("127.0.0.1", 0),
                     functools.partial(_Counting, directory=str(built_html)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    context = new_context(browser, service_worker=True)
    context.route("**/*", offline)
    try:
        page = context.new_page()
        asked: list[str] = []  # a dedicated worker's requests, in the order it made them
        page.on("request", lambda request: asked.append(request.url.split("?")[0]))
        if worker == "dedicated":
            page.add_init_script("delete window.SharedWorker")
        page.goto(f"{base}/{FIRST}", wait_until="load")
        page.wait_for_function(LIVE, timeout=READY_MS)
        assert page.evaluate("[window.nardiLive.snapshot, window.nardiLive.shared]") == [
            "build", worker == "shared"]
        deadline, missing = time.monotonic() + READY_MS / 1000, first
        while missing and time.monotonic() < deadline:  # the first files saved
            missing = [f for f in first if f not in _saved(page)]
            if missing:
                time.sleep(0.25)
        assert not missing, f"{len(missing)} of the {len(first)} files saved first are missing"
        with _Counting.lock:
            sent = dict(_Counting.sent)
        page.close()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
    twice = {f: n for f, n in sent.items() if n > 1}
    print(f"\nsent twice: {sorted(twice)}")
    assert all(sent.get(f) == 1 for f in big), {f: sent.get(f, 0) for f in big}
    if worker == "dedicated":  # (a shared worker's requests pass no page event)
        # the snapshot, which takes longest to come and to unzip, is asked for before the rest
        # of Python's downloads: over HTTP/1.1 they wait for a connection in that order
        python = [url.removeprefix(f"{base}/") for url in asked
                  if url.removeprefix(f"{base}/") in big | {"_pyodide/pyodide.asm.mjs"}]
        assert python and python[0] == f"_pyodide/{manifest['snapshot']}", python
