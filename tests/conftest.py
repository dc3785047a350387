"""Shared fixtures: one full book build per test session, and a local server for it."""

from __future__ import annotations

import contextlib
import fcntl
import functools
import http.server
import os
import shutil
import subprocess
import sys
import threading
import time
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


BOOK_FOLDERS = ("web", "classroom")  # the layers with tests that read the built book


def _build_command(out: Path) -> list[str]:
    return [jupyter_book(), "build", ".", "-nW", "--keep-going", "--path-output", str(out)]


def _needs_book(config: pytest.Config) -> bool:
    """Whether this run's paths hold a test that reads the built book (a folder above
    tests/web or tests/classroom, or a path inside one)."""
    if os.environ.get("NARDI_BOOK_HTML"):
        return False
    tests = ROOT / "tests"
    for arg in config.args or [str(tests)]:
        path = (Path(config.invocation_params.dir) / arg.split("::")[0]).resolve()
        books = [tests / folder for folder in BOOK_FOLDERS]
        if any(book == path or book.is_relative_to(path) or path.is_relative_to(book)
               for book in books):
            return True
    return False


def _record_build(proc: subprocess.Popen[str], shared: Path) -> None:
    """Wait for the background build, then leave its verdict where the workers read it."""
    output, _ = proc.communicate()
    html = shared / "book" / "_build" / "html"
    if proc.returncode != 0 or not (html / "index.html").is_file():
        (shared / "book-failed.txt").write_text(
            f"book build failed ({proc.returncode})\n--- output ---\n{output[-12000:]}", "utf-8")
    (shared / "book-done").touch()


CAP_SYS_NICE, PR_CAPBSET_DROP = 23, 24  # linux/capability.h, linux/prctl.h


def _no_raised_priorities() -> None:
    """Nothing this run starts may raise its own CPU priority: run as root (CI, these
    machines), Chromium puts its browser's main and IO threads and every renderer's compositor
    at nice -8, above the test workers, the pages' HTTP servers, JupyterLab and its kernels,
    which then starved (a pure Python test took 235 s in a full run, 12 s alone). Dropping
    CAP_SYS_NICE from the bounding set leaves every program started afterwards without it, so
    their requests for a higher priority are refused and everything runs at the same nice."""
    if sys.platform != "linux" or os.geteuid() != 0:
        return  # without root, nothing can raise its priority anyway
    import ctypes

    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_CAPBSET_DROP, CAP_SYS_NICE, 0, 0, 0)


@pytest.hookimpl(trylast=True)
def pytest_configure(config: pytest.Config) -> None:
    """In the run's main process, start the one book build at once, in the background, when
    the run holds tests that read the book: the engine's tests run meanwhile on the other core
    instead of every worker waiting for the build; with parallel workers, compile once for all
    of them (``_compile_once``). In every process, first: ``_no_raised_priorities``."""
    _no_raised_priorities()
    if hasattr(config, "workerinput"):
        return
    if _needs_book(config):
        shared = config._tmp_path_factory.getbasetemp()  # type: ignore[attr-defined]
        (shared / "book").mkdir(exist_ok=True)
        proc = subprocess.Popen(_build_command(shared / "book"), cwd=ROOT, text=True,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        (shared / "book-started").touch()
        config._nardi_book_build = proc  # type: ignore[attr-defined]
        threading.Thread(target=_record_build, args=(proc, shared), daemon=True).start()
    if config.getoption("numprocesses", None):
        _compile_once(config)


def _compile_once(config: pytest.Config) -> None:
    """Before the parallel workers start, the run's main process writes the bytecode caches of
    the package, the test helpers and the test modules (the latter with pytest's assertions
    rewritten, in pytest's own cache files) once: on a fresh clone every worker otherwise
    compiles and rewrites all of them itself at collection, some 5 CPU-seconds each of the
    ~10 its collection takes.  The modules then loaded are the same (pytest checks each cache
    file against its source); if pytest's internals change, the workers compile as before."""
    if sys.dont_write_bytecode:
        return
    import compileall

    try:
        from _pytest.assertion import rewrite
    except ImportError:
        return
    state = config.stash.get(rewrite.assertstate_key, None)
    if state is None:  # assertions are not rewritten (--assert=plain)
        return
    compileall.compile_dir(ROOT / "nardi_teach", quiet=2)
    for path in sorted((ROOT / "tests").rglob("*.py")):
        if not (path.name.startswith("test_") or path.name == "conftest.py"):
            compileall.compile_file(path, quiet=2)
            continue
        try:
            pyc = rewrite.get_cache_dir(path) / (path.name[:-3] + rewrite.PYC_TAIL)
            if rewrite._read_pyc(path, pyc) is None and rewrite.try_makedirs(pyc.parent):
                source_hash, code = rewrite._rewrite_test(path, config)
                rewrite._write_pyc(state, code, source_hash, pyc)
        except Exception:  # noqa: BLE001 — pytest's internals moved: the workers compile
            return


def pytest_unconfigure(config: pytest.Config) -> None:
    with contextlib.suppress(Exception):  # a run stopped early: its shared Chromium too
        _SHARED_BROWSER.stop()
    proc = getattr(config, "_nardi_book_build", None)
    if proc is not None and proc.poll() is None:  # the run ended before the build did
        proc.kill()


def build_book_once(shared: Path) -> Path:
    """The book built into ``shared/book`` exactly once per run, however many workers ask.

    Usually the run's main process started the build in the background at once
    (``pytest_configure``): wait for it. Otherwise the first worker to ask takes the lock and
    builds, the others wait and read its result. A failed build is reported to each, never
    run again."""
    out, failed = shared / "book", shared / "book-failed.txt"
    html = out / "_build" / "html"
    if (shared / "book-started").exists():
        for _ in range(1800):
            if (shared / "book-done").exists():
                break
            time.sleep(0.5)
        else:
            pytest.fail("the background book build did not end in 15 minutes", pytrace=False)
        if failed.exists():
            pytest.fail(failed.read_text("utf-8"), pytrace=False)
        return html
    with open(shared / "book.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if failed.exists():
            pytest.fail(failed.read_text("utf-8"), pytrace=False)
        if not (html / "index.html").is_file():
            out.mkdir(exist_ok=True)
            proc = subprocess.run(_build_command(out), cwd=ROOT, capture_output=True, text=True,
                                  timeout=900)
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


class _SharedBrowser:
    """One Playwright and one headless Chromium per pytest worker, shared by the browser
    modules it runs one after another; each test still opens its own contexts.

    A live sync Playwright shows its event loop as running in this thread between calls
    (``asyncio.run`` refuses to start, ``asyncio.get_running_loop`` finds it), so it is
    stopped as soon as the next test neither is in the same module nor asks for the browser
    (``pytest_runtest_teardown``): a test that does not use the browser sees a running loop
    exactly when it did with one Chromium per module."""

    def __init__(self) -> None:
        self.playwright: Any = None
        self.browser: Any = None

    def get(self) -> Any:
        from browser import launch

        if self.playwright is None:
            from playwright.sync_api import sync_playwright

            self.playwright = sync_playwright().start()
        if self.browser is None or not self.browser.is_connected():  # launched, or crashed
            browser = launch(self.playwright)  # every launched Browser is named browser
            self.browser = browser
        return self.browser

    def stop(self) -> None:
        browser, playwright, self.browser, self.playwright = \
            self.browser, self.playwright, None, None
        try:
            if browser is not None:
                browser.close()
        finally:
            if playwright is not None:
                playwright.stop()


_SHARED_BROWSER = _SharedBrowser()


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Headless Debian Chromium (``tests/browser.py``), shared by the worker's successive
    browser modules (``_SharedBrowser``); the contexts a module leaves open are closed at its
    end, as closing a browser of its own did."""
    shared = _SHARED_BROWSER.get()
    yield shared
    if shared.is_connected():
        for context in list(shared.contexts):
            context.close()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    """After a test's fixtures are torn down: stop the shared Playwright unless the next test
    is in the same module or asks for the browser (``_SharedBrowser``)."""
    yield
    if _SHARED_BROWSER.playwright is None:
        return
    if nextitem is not None and (getattr(nextitem, "module", None) is getattr(item, "module", 0)
                                 or "browser" in getattr(nextitem, "fixturenames", ())):
        return
    _SHARED_BROWSER.stop()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """``--dist loadfile``: the longest file first, book-free files while the book is built
    (``tests/xdist_order.py``)."""
    if config.getoption("dist") != "loadfile":
        return None
    from xdist_order import LongestFirstScheduling

    return LongestFirstScheduling(config, log)
