"""The book builds exactly as `make book` builds it, and the built page opens offline in Chromium.

The build runs `jupyter-book build . -nW --keep-going` (every notebook executed, any warning fatal)
into a temporary directory, so it never touches the developer's `_build/`.
"""

from __future__ import annotations

import functools
import http.server
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = Path("/usr/bin/chromium")


def _jupyter_book() -> str:
    exe = Path(sys.executable).with_name("jupyter-book")
    return str(exe) if exe.exists() else (shutil.which("jupyter-book") or "jupyter-book")


@pytest.fixture(scope="module")
def built_html(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("book")
    proc = subprocess.run(
        [_jupyter_book(), "build", ".", "-nW", "--keep-going", "--path-output", str(out)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert proc.returncode == 0, (
        f"book build failed ({proc.returncode})\n--- stdout ---\n{proc.stdout[-6000:]}"
        f"\n--- stderr ---\n{proc.stderr[-6000:]}"
    )
    html = out / "_build" / "html"
    assert (html / "index.html").is_file()
    return html


def test_book_builds_with_every_notebook_executed(built_html: Path) -> None:
    intro = (built_html / "book" / "intro.html").read_text(encoding="utf-8")
    assert 'lang="ka"' in intro
    assert "ნარდის წესები" in intro
    # the intro's code cell ran and printed the package version
    import nardi_teach

    assert nardi_teach.__version__ in intro


def test_built_book_opens_offline_in_chromium(built_html: Path) -> None:
    from playwright.sync_api import sync_playwright

    assert CHROMIUM.exists(), "Debian chromium is missing: `make test` installs it"

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args) -> None:
            pass

    handler = functools.partial(Quiet, directory=str(built_html))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    blocked: list[str] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(
                executable_path=str(CHROMIUM),
                args=[
                    "--no-sandbox",
                    "--disable-gpu",
                    "--disable-quic",
                    "--no-first-run",
                    "--disable-background-networking",
                    "--disable-component-update",
                    "--disable-sync",
                ],
            )
            try:
                page = browser.new_page()

                def route(r):
                    if r.request.url.startswith("http://127.0.0.1:"):
                        r.continue_()
                    else:
                        blocked.append(r.request.url)
                        r.abort()

                page.route("**/*", route)
                port = server.server_address[1]
                page.goto(f"http://127.0.0.1:{port}/index.html", wait_until="load")
                page.wait_for_url("**/book/intro.html")
                assert "ნარდის წესები" in page.title()
                assert page.locator("h1").first.inner_text().startswith("ნარდის წესები")
            finally:
                browser.close()
    finally:
        server.shutdown()
        server.server_close()
    assert blocked == [], f"the built page asked for outside resources: {blocked}"
