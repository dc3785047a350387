"""Every browser test opens its pages through ``tests/browser.py`` (``new_context``,
``new_page``), which blocks the offline app's service worker: in a fresh context it saves the
whole book in the background, a quarter of a live page's cost that only the offline app's own
tests read.  A context opened by hand would pay it again, silently; this test finds one.  The
offline app's tests are the ones that ask for the service worker, and they read what it did."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]
HELPER = TESTS / "browser.py"

# the tests of the offline app, and what each reads of the service worker's work
OFFLINE = {
    "web/test_offline_app.py": "nardiOffline",
    "web/test_offline_first_visit.py": "caches.",
    "web/test_live_snapshot.py": "caches.",
    "web/test_offline_refused.py": "nardiOffline",
    "web/test_offline_downloads_once.py": "_saved(",  # the offline test's reader of caches
}


def _sources() -> dict[str, ast.Module]:
    return {path.relative_to(TESTS).as_posix(): ast.parse(path.read_text("utf-8"))
            for path in sorted(TESTS.rglob("*.py")) if path != HELPER}


def _calls(tree: ast.Module) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)]


def _method(call: ast.Call) -> str:
    return call.func.attr if isinstance(call.func, ast.Attribute) else ""


def test_no_test_opens_a_browser_context_or_page_by_hand() -> None:
    """Contexts come from ``new_context``; a page is opened on such a context or by
    ``new_page``, never on a Browser (every Browser a test launches is named ``browser``)."""
    by_hand = []
    for name, tree in _sources().items():
        for call in _calls(tree):
            where = f"{name}:{call.lineno}"
            if _method(call) in ("new_context", "launch_persistent_context"):
                by_hand.append(f"{where} {_method(call)}")
            elif _method(call) == "new_page" and isinstance(call.func, ast.Attribute) \
                    and isinstance(call.func.value, ast.Name) and call.func.value.id == "browser":
                by_hand.append(f"{where} browser.new_page")
            elif _method(call) == "launch":
                by_hand.append(f"{where} a browser launched without tests/browser.py's launch")
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.Call) \
                    and isinstance(node.value.func, ast.Name) and node.value.func.id == "launch":
                targets = [t.id for t in node.targets if isinstance(t, ast.Name)]
                if targets != ["browser"]:
                    by_hand.append(f"{name}:{node.lineno} a Browser named {targets}, not browser")
    assert by_hand == [], by_hand


def test_only_the_offline_apps_tests_let_the_service_worker_run() -> None:
    """The tests that ask for the service worker are exactly the offline app's, and each of
    them reads what the service worker did (its note's state or the caches it filled)."""
    asking = set()
    for name, tree in _sources().items():
        if name == "web/test_browser_contexts.py":  # the helpers' own check, below
            continue
        for call in _calls(tree):
            if isinstance(call.func, ast.Name) and call.func.id in ("new_context", "new_page") \
                    and any(k.arg in ("service_worker", "service_workers") for k in call.keywords):
                asking.add(name)
    assert asking == set(OFFLINE)
    for name, reads in OFFLINE.items():
        assert reads in (TESTS / name).read_text("utf-8"), name


def test_the_helpers_block_the_service_worker_unless_asked() -> None:
    class Browser:
        def new_context(self, **options: object) -> dict[str, object]:
            return options

        new_page = new_context

    from browser import new_context, new_page

    assert new_context(Browser(), viewport=1)["service_workers"] == "block"
    assert new_context(Browser(), service_worker=True)["service_workers"] == "allow"
    assert new_page(Browser(), viewport=1) == {"service_workers": "block", "viewport": 1}
