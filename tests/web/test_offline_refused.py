"""A browser that refuses the offline app (a private window, storage turned off: the service
worker's registration fails) gets no note promising an offline copy, and the chapter still goes
live and plays — headless Chromium with ``register`` made to fail as such a browser's does."""

from __future__ import annotations

from typing import Any

from browser import new_context, offline, open_live

REFUSE = """
navigator.serviceWorker.register = () =>
  Promise.reject(new DOMException("The user denied permission to use Service Worker.",
                                  "SecurityError"));
"""


def test_a_refused_service_worker_leaves_no_saving_note_and_the_board_live(
        browser: Any, site_url: str) -> None:
    context = new_context(browser, service_worker=True)  # the offline app's own test
    context.add_init_script(REFUSE)
    page = context.new_page()
    page.route("**/*", offline)
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    open_live(page, f"{site_url}/book/01_board.html")
    page.wait_for_function("document.documentElement.dataset.nardiOffline === 'unavailable'")
    assert page.locator(".nardi-offline").count() == 0  # no "saving…" that never ends
    assert page.locator("[data-nardi-board].is-live").count() > 0
    assert errors == []
    context.close()
