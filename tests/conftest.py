"""Shared fixtures: one full book build per test session, and a local server for it."""

from __future__ import annotations

import fcntl
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

pytest_plugins = ["pupil_home"]  # the pupils' files tests' ``home`` (tests/pupil_home.py)

ROOT = Path(__file__).resolve().parents[1]


def jupyter_book() -> str:
    exe = Path(sys.executable).with_name("jupyter-book")
    return str(exe) if exe.exists() else (shutil.which("jupyter-book") or "jupyter-book")


def _shared_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder every worker of this run shares (pytest-xdist gives each worker its own
    base temp inside the run's), and only this run: never another run's."""
    base = tmp_path_factory.getbasetemp()
    return base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base


def build_book_once(shared: Path) -> Path:
    """Build the book into ``shared/book`` exactly once per run, however many workers ask:
    the first takes the lock and builds, the others wait and read its result (a failed build
    is reported to each of them, not run again)."""
    out, failed = shared / "book", shared / "book-failed.txt"
    html = out / "_build" / "html"
    with open(shared / "book.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if failed.exists():
            pytest.fail(failed.read_text("utf-8"), pytrace=False)
        if not (html / "index.html").is_file():
            out.mkdir(exist_ok=True)
            proc = subprocess.run(
                [jupyter_book(), "build", ".", "-nW", "--keep-going", "--path-output", str(out)],
                cwd=ROOT, capture_output=True, text=True, timeout=900)
            if proc.returncode != 0 or not (html / "index.html").is_file():
                failed.write_text(
                    f"book build failed ({proc.returncode})\n--- stdout ---\n"
                    f"{proc.stdout[-8000:]}\n--- stderr ---\n{proc.stderr[-6000:]}", "utf-8")
                pytest.fail(failed.read_text("utf-8"), pytrace=False)
    return html


@pytest.fixture(scope="session")
def built_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The book built exactly as `make book` builds it: every notebook executed, warnings fatal.

    The build goes to a fresh temporary directory (so its execution cache is empty and every
    notebook runs), never to the developer's `_build/`, once per test run (shared by the
    parallel workers). Set NARDI_BOOK_HTML to the `html` folder of an existing build to check
    that build instead (handy while editing the tests).
    """
    given = os.environ.get("NARDI_BOOK_HTML")
    if given:
        return Path(given).resolve()
    return build_book_once(_shared_dir(tmp_path_factory))


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
