"""Headless Debian Chromium for the browser tests — never a browser a tool downloads.

Every test cuts the network with :func:`offline`: only 127.0.0.1 is reached, as in a
classroom with no internet.
"""

from __future__ import annotations

import json
import os
import time

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


def close_contexts(browser) -> None:  # type: ignore[no-untyped-def]
    """Close every context (and so every page) a test opened on the shared ``browser``
    (conftest's fixture, one Chromium for the worker's successive browser modules): what
    closing a browser of its own did for the test's pages, the Chromium left running."""
    for context in list(browser.contexts):
        context.close()


def new_context(browser, *, service_worker: bool = False, **options):  # type: ignore[no-untyped-def]
    """A fresh browser context for a test (Playwright's ``new_context`` options): the one way a
    test opens one (``tests/web/test_browser_contexts.py`` checks that none is opened by hand).

    The offline app's service worker is blocked unless ``service_worker``, for a test of the
    offline app itself: in every fresh context it would save the whole book (46 MB) in the
    background, some 1.6 CPU-seconds a page that no other test reads."""
    return browser.new_context(service_workers="allow" if service_worker else "block", **options)


def new_page(browser, **options):  # type: ignore[no-untyped-def]
    """A page in a fresh context of its own (:func:`new_context`'s options), the context closed
    with the page."""
    return browser.new_page(service_workers="block", **options)


def before_python(page) -> None:  # type: ignore[no-untyped-def]
    """Leaves the page's Python downloads (``_pyodide/`` but its texts, ``live.json``)
    unanswered: Python never starts and the page stays as built, its boards static under the
    loading note.  For a test that reads pages before they go live (each one used to start
    Python, to be thrown away at the next page); a test of anything live must not use it."""

    def hold(route) -> None:  # type: ignore[no-untyped-def]
        if route.request.url.endswith("/live.json"):
            route.fallback()

    # a shared worker's requests pass no page route (Playwright sees only a page's and its
    # dedicated workers'): the page is given the per-page worker whose downloads are held
    page.add_init_script("delete window.SharedWorker")
    page.route("**/_pyodide/**", hold)


SHARED_WORKER_SCRIPT = "/_static/nardi_live_worker.js"


def shared_worker_start(request) -> bool:  # type: ignore[no-untyped-def]
    """Whether a failed request is only how Chromium shows a page the start of the book's
    shared worker: the page sees the worker's script asked for and then ``net::ERR_ABORTED``,
    because the browser fetches it for the worker itself, out of the page's sight
    (crbug.com/851323, microsoft/playwright#7107).  A test that lists a page's failed requests
    leaves this one out; that the worker did start is the page going live."""
    return (request.url.split("?")[0].endswith(SHARED_WORKER_SCRIPT)
            and request.failure == "net::ERR_ABORTED")


CALLS = """(() => {  // every call the page sends to Python, by name, in window.nardiCalls
  window.nardiCalls = [];
  for (const proto of [MessagePort.prototype, Worker.prototype]) {
    const post = proto.postMessage;
    proto.postMessage = function (msg, ...rest) {
      if (msg && msg.type === "call") window.nardiCalls.push(msg.fn);
      return post.call(this, msg, ...rest);
    };
  }
})();"""


def wait_for_promise(page, expression: str, arg=None, timeout: float = 60_000):  # type: ignore[no-untyped-def]
    """Wait until ``expression`` (an async function of ``arg``) resolves to a truthy value,
    and return that value. ``page.wait_for_function`` does not await a Promise: it is truthy
    itself, so such a wait returned at once and waited for nothing."""
    deadline = time.monotonic() + timeout / 1000
    while True:
        value = page.evaluate(expression, arg)
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"not true within {timeout / 1000:.0f} s: {expression[:80]}")
        page.wait_for_timeout(50)


def offline(route) -> None:  # type: ignore[no-untyped-def]
    """A Playwright route handler that lets only 127.0.0.1 through."""
    offline_noting([])(route)


READY_MS = 180_000
"""How long a page may take to go live (Pyodide's first start on a loaded machine)."""
LIVE = "['ready', 'failed'].includes(document.documentElement.dataset.nardiLive)"
"""The page's script has finished starting (live, or failed with the reason shown)."""


def rewriting(change):  # type: ignore[no-untyped-def]
    """A route handler serving the page it fetched with its text changed by ``change``.

    A page's service worker may still be fetching a page (the offline app saving the book)
    when its test closes the browser context; that abandoned request is let go, since nothing
    waits for it.  Any other failure is raised."""

    def handler(route) -> None:  # type: ignore[no-untyped-def]
        from playwright.sync_api import Error

        try:
            response = route.fetch()
            body = change(response.text())
            route.fulfill(response=response, body=body)
        except Error as error:
            if "disposed" not in str(error) and "closed" not in str(error):
                raise

    return handler


def seeding(seed: int, boards: int = -1):  # type: ignore[no-untyped-def]
    """A route handler serving a page with its boards' configs seeded (a game a controller
    in the test can follow): the first ``boards`` of them, or every one."""
    return rewriting(lambda body: body.replace("&quot;seed&quot;:null",
                                               f"&quot;seed&quot;:{seed}", boards))


def next_action(board):  # type: ignore[no-untyped-def]
    """The learner's next action on a board controller: roll, take, confirm, or a click
    toward the first legal play (for a test that plays a live board and its mirror)."""
    buttons = board.buttons()
    if buttons["roll"]:
        return {"type": "roll"}
    if buttons.get("take"):
        return {"type": "take"}
    assert board.turn is not None, board.message
    if board.turn.is_complete:
        return {"type": "confirm"}
    if board.selected is not None:
        dst = next(iter(board.turn.destinations(board.selected)))
        return {"type": "click", "point": board.to_viewer(dst)}
    me = board.turn.current.player
    src = next(p for p in range(25, 0, -1) if me[p] and board.turn.destinations(p))
    return {"type": "click", "point": board.to_viewer(src)}


def click_and_wait(page, element, action) -> None:  # type: ignore[no-untyped-def]
    """Does ``action`` on the live board ``element`` with the mouse (the point or the
    button), then waits until the page has answered it."""
    count = int(page.evaluate("window.nardiLive.timings.length"))
    if action["type"] == "click":
        element.locator(f".nardi-board-view [data-point='{action['point']}']").first.click()
    else:
        element.locator(f"button[data-action='{action['type']}']").click()
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)


def answered(page, action) -> None:  # type: ignore[no-untyped-def]
    """Does ``action()`` on a live page and waits until the page has answered it."""
    count = int(page.evaluate("window.nardiLive.timings.length"))
    action()
    page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}", timeout=60_000)


def press(page, board, name: str) -> None:  # type: ignore[no-untyped-def]
    """Presses the live ``board``'s button ``name`` (its ``data-action``) and waits."""
    answered(page, lambda: board.locator(f"button[data-action='{name}']").first.click())


def type_play(page, board, text: str) -> None:  # type: ignore[no-untyped-def]
    """Types a play in the live ``board``'s play field, sends it and waits."""
    def go() -> None:
        board.locator(".nardi-play-input").fill(text)
        board.locator(".nardi-play-text button[type='submit']").click()

    answered(page, go)


SHOWN = """(e) => {
  const one = (s) => { const all = e.querySelectorAll(s);
    if (all.length > 1) throw new Error(`${all.length} elements match ${s}`);
    return all[0] || null; };
  const message = one('.nardi-message-text'), rule = one('.nardi-message-rule');
  return {message: message && message.textContent, rule: rule && rule.getAttribute('title'),
          playing: e.getAttribute('data-playing'),
          arrows: e.querySelectorAll('svg g.arrow').length};
}"""


def shown(board):  # type: ignore[no-untyped-def]
    """What a live board shows after an event, read in one round trip (a game's loop reads it
    some 300 times): its message, the rule link's title beside it (``None`` without one),
    ``data-playing`` and how many arrows are drawn. ``board``: the board's element handle."""
    return board.evaluate(SHOWN)


def open_live(page, url: str) -> None:  # type: ignore[no-untyped-def]
    """Opens ``url`` and waits until the page is live; a failed start fails with its reason."""
    page.goto(url, wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready", \
        page.evaluate("window.nardiLive.error")


def built_bank(built):  # type: ignore[no-untyped-def]
    """The exercise bank as the built site serves it to the page (``built``: the html root)."""
    manifest = json.loads((built / "_pyodide" / "live.json").read_text("utf-8"))
    return json.loads((built / "_pyodide" / manifest["exercises"]).read_text("utf-8"))


def answer(page, box, text: str) -> str:  # type: ignore[no-untyped-def]
    """Types ``text`` into an exercise's answer box, checks it and returns what it says."""
    count = page.evaluate("window.nardiLive.timings.length")
    box.locator(".nardi-answer-text").fill(text)
    box.locator(".nardi-live-answer button[type=submit]").click()
    page.wait_for_function(f"window.nardiLive.timings.length > {count}", timeout=30_000)
    return box.locator(".nardi-check-result").inner_text()


def offline_noting(blocked: list[str]):  # type: ignore[no-untyped-def]
    """:func:`offline`, noting in ``blocked`` every address it turned away."""

    def handler(route) -> None:  # type: ignore[no-untyped-def]
        if route.request.url.startswith(("http://127.0.0.1", "ws://127.0.0.1")):
            route.continue_()
        else:
            blocked.append(route.request.url)
            route.abort()

    return handler
