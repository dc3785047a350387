"""Shared fixtures: one full book build per test session, and a local server for it."""

from __future__ import annotations

import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]


def jupyter_book() -> str:
    exe = Path(sys.executable).with_name("jupyter-book")
    return str(exe) if exe.exists() else (shutil.which("jupyter-book") or "jupyter-book")


@pytest.fixture(scope="session")
def built_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The book built exactly as `make book` builds it: every notebook executed, warnings fatal.

    The build goes to a fresh temporary directory (so its execution cache is empty and every
    notebook runs), never to the developer's `_build/`. Set NARDI_BOOK_HTML to the `html` folder
    of an existing build to check that build instead (handy while editing the tests).
    """
    given = os.environ.get("NARDI_BOOK_HTML")
    if given:
        return Path(given).resolve()
    out = tmp_path_factory.mktemp("book")
    proc = subprocess.run(
        [jupyter_book(), "build", ".", "-nW", "--keep-going", "--path-output", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, (
        f"book build failed ({proc.returncode})\n--- stdout ---\n{proc.stdout[-8000:]}"
        f"\n--- stderr ---\n{proc.stderr[-6000:]}"
    )
    html = out / "_build" / "html"
    assert (html / "index.html").is_file()
    return html


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="session")
def site_url(built_html: Path) -> Iterator[str]:
    """The built site served on 127.0.0.1 (an ephemeral port) for the browser tests."""
    handler = functools.partial(_QuietHandler, directory=str(built_html))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Debian Chromium (``tests/browser.py``), one per test module."""
    from browser import launch
    from playwright.sync_api import sync_playwright

    with sync_playwright() as pw:
        chromium = launch(pw)
        try:
            yield chromium
        finally:
            chromium.close()
