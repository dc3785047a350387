"""Headless Debian Chromium for the browser tests — never a browser a tool downloads.

Every test cuts the network with :func:`offline`: only 127.0.0.1 is reached, as in a
classroom with no internet.
"""

from __future__ import annotations

import os

CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


def launch(playwright):  # type: ignore[no-untyped-def]
    """Headless Debian Chromium through Playwright for Python."""
    assert os.path.exists(CHROMIUM), "Debian chromium is missing: `make test` installs it"
    return playwright.chromium.launch(executable_path=CHROMIUM, args=ARGS)


def offline(route) -> None:  # type: ignore[no-untyped-def]
    """A Playwright route handler that lets only 127.0.0.1 through."""
    if route.request.url.startswith(("http://127.0.0.1", "ws://127.0.0.1")):
        route.continue_()
    else:
        route.abort()


READY_MS = 180_000
"""How long a page may take to go live (Pyodide's first start on a loaded machine)."""
LIVE = "['ready', 'failed'].includes(document.documentElement.dataset.nardiLive)"
"""The page's script has finished starting (live, or failed with the reason shown)."""
