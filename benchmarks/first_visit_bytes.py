"""What a first visit costs at the server (issue 41): one chapter opened in a fresh browser and
kept open until the offline app has saved the whole book; every response counted at the server,
per file (a shared worker's and a service worker's requests pass no page event).

Twice over: in a private context (Playwright's default, like a private window: Chromium's HTTP
cache then lives in memory and keeps no file over a few MB) and in a profile on disk (a reader's
usual browser). A file sent in full twice is a download the reader paid for twice.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/first_visit_bytes.py [--html _build/html]

Indicative figures (2026-12-07, a build of that day, load ~2): private context 68.1 MB sent,
22.6 MB of it a second time (Pyodide's WebAssembly, the snapshot, the theme's "?v=" files) →
45.5 MB, nothing twice; profile on disk 47.9 MB, 2.35 MB twice (the "?v=" files) → 45.5 MB,
nothing twice.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import os
import sys
import tempfile
import threading
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
# nothing outside 127.0.0.1 is reachable (noted, not routed: routing turns the HTTP cache off)
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--no-first-run", "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"]


class _Counting(http.server.SimpleHTTPRequestHandler):
    """Serves the site over HTTP/1.1 and notes (file, status, bytes) of every response."""

    protocol_version = "HTTP/1.1"
    log: list[tuple[str, int, int]] = []
    _code = 0
    _length = 0

    def log_message(self, *args: object) -> None:
        pass

    def send_response(self, code: int, message: str | None = None) -> None:
        self._code = code
        super().send_response(code, message)

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-length":
            self._length = int(value)
        super().send_header(keyword, value)

    def end_headers(self) -> None:
        _Counting.log.append((self.path.split("?")[0], self._code, self._length))
        self._length = 0
        super().end_headers()


class _Server(http.server.ThreadingHTTPServer):
    def handle_error(self, request: Any, client_address: Any) -> None:
        pass


def visit(pw: Any, url: str, on_disk: bool) -> dict[str, Any]:
    """One first visit, until the offline app has saved the book: what the server sent."""
    start = len(_Counting.log)
    if on_disk:
        context = pw.chromium.launch_persistent_context(
            tempfile.mkdtemp(prefix="nardi-profile-"), executable_path=CHROMIUM, args=ARGS,
            service_workers="allow")
        browser = None
    else:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        context = browser.new_context(service_workers="allow")
    t0 = time.monotonic()
    try:
        page = context.new_page()
        page.goto(url)
        page.wait_for_function(
            "['ready', 'failed'].includes(document.documentElement.dataset.nardiLive)",
            timeout=300_000)
        live = page.evaluate("[window.nardiLive.boardsAt, window.nardiLive.snapshot]")
        page.wait_for_function("['ready', 'full', 'failed']"
                               ".includes(document.documentElement.dataset.nardiOffline)",
                               timeout=600_000)
        saved = time.monotonic() - t0
    finally:
        context.close()
        if browser:
            browser.close()
    sent: dict[str, list[int]] = defaultdict(list)
    for path, code, size in _Counting.log[start:]:
        if code == 200:
            sent[path].append(size)
    twice = {p: s for p, s in sent.items() if len(s) > 1}
    return {"boards_s": (live[0] or 0) / 1000, "snapshot": live[1], "saved_s": saved,
            "bytes": sum(sum(s) for s in sent.values()),
            "again": sum(sum(s[1:]) for s in twice.values()), "twice": twice,
            "requests": len(_Counting.log) - start}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--html", type=Path, default=ROOT / "_build" / "html")
    parser.add_argument("--page", default="book/01_board.html")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = _Server(("127.0.0.1", 0),
                     functools.partial(_Counting, directory=str(args.html.resolve())))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/{args.page}"
    with sync_playwright() as pw:
        for on_disk in (False, True):
            v = visit(pw, url, on_disk)
            print(f"{'profile on disk' if on_disk else 'private context'} (load "
                  f"{os.getloadavg()[0]:.1f}): boards live {v['boards_s']:.2f} s (from "
                  f"{v['snapshot']}), book saved {v['saved_s']:.1f} s; sent "
                  f"{v['bytes'] / 1e6:.2f} MB in {v['requests']} responses, "
                  f"{v['again'] / 1e6:.2f} MB of it again ({len(v['twice'])} files)")
            for path, sizes in sorted(v["twice"].items(), key=lambda kv: -kv[1][0])[:6]:
                print(f"    twice: {path} {sizes[0] / 1e6:.2f} MB × {len(sizes)}")
    server.shutdown()
    sys.exit(0)


if __name__ == "__main__":
    main()
