"""The review and progress pages in real JupyterLab (headless Chromium): run top to bottom, they
show the progress file's queue — the missed exercise as a live exercise widget — and the table."""

from __future__ import annotations

import json
import os
import shutil
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from browser import close_contexts, new_page, offline
from exercise_bank import bank as shared_bank
from test_lab_chapters import BOOK, CONTENTS_MANAGER, EXT, KERNEL_IDLE, WIDGET
from test_widget_lab import lab_server

SHOTS = os.environ.get("NARDI_SHOTS")
SHOWN = ".jp-NotebookPanel:not(.lm-mod-hidden)"  # a folder: keep screenshots of what was seen


def _outputs(page) -> str:  # type: ignore[no-untyped-def]
    """The text of every output of the notebook shown (the pupil box, then the page)."""
    return "\n".join(page.locator(f"{SHOWN} .jp-OutputArea").all_inner_texts())


def _store() -> str:
    """The progress file the kernel uses (NARDI_TEACH_PROGRESS of the fixture)."""
    return os.environ["NARDI_TEACH_PROGRESS"]


@pytest.fixture()
def lab(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    shutil.copytree(BOOK, tmp_path / "book", ignore=shutil.ignore_patterns("_build", ".*"))
    (tmp_path / ".config").mkdir()
    (tmp_path / ".config" / "jupyter_server_config.json").write_text(
        json.dumps({"ServerApp": {"contents_manager_class": CONTENTS_MANAGER}}))
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(
        [str(EXT), *filter(None, [os.environ.get("PYTHONPATH")])]))
    store = tmp_path / "progress.json"
    missed = next(ex for ex in shared_bank() if ex.chapter == 3)
    at = (datetime.now(UTC) - timedelta(days=2)).isoformat()
    store.write_text(json.dumps({missed.id: {
        "solved": False, "attempts": 1, "hints": 0, "answer": "x",
        "log": [{"item": missed.id, "at": at, "correct": False}]},
        "lesson:ch03": {"solved": False, "attempts": 0, "hints": 0, "stars": 2}}), "utf-8")
    monkeypatch.setenv("NARDI_TEACH_PROGRESS", str(store))
    monkeypatch.delenv("NARDI_BOOK_BUILD", raising=False)
    with lab_server(tmp_path) as url:
        yield url


def _run(page, url: str, name: str) -> None:
    page.goto(url + f"lab/tree/book/{name}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
    widget = WIDGET
    page.wait_for_function(f"() => {widget} && {widget}.context && "
                           f"{widget}.context.path.endsWith('{name}')", timeout=90_000)
    idle = KERNEL_IDLE
    page.wait_for_function(idle, timeout=90_000)
    page.evaluate("window.jupyterapp.commands.execute('runmenu:run-all')")
    page.wait_for_function(
        f"() => {widget}.content.widgets.filter(c => c.model.type === 'code')"
        ".every(c => c.model.executionCount !== null)", timeout=180_000)
    page.wait_for_function(idle, timeout=180_000)


def test_review_and_progress_pages_in_lab(lab: str, browser: Any) -> None:
    try:
        page = new_page(browser, viewport={"width": 1366, "height": 1000})
        page.route("**/*", offline)
        _run(page, lab, "review.md")
        page.wait_for_selector(f"{SHOWN} .nardi-exercise", timeout=60_000)
        text = _outputs(page)
        assert "{" not in text  # no style sheet shown as text
        # the pupil box first: the storage note says truthfully where the answers are kept
        assert text.index("მოსწავლე") < text.index("ახლა გასამეორებელია")
        assert f"ფაილში {_store()}" in text
        assert "ახლა გასამეორებელია 1 სავარჯიშო" in text
        assert "სვლა და კამათლები · გამეორება 1 / 4" in text
        assert page.locator(f"{SHOWN} .nardi-exercise").count() == 1
        if SHOTS:
            page.locator(f"{SHOWN} .nardi-exercise").scroll_into_view_if_needed()
            page.screenshot(path=f"{SHOTS}/lab-review.png")
        _run(page, lab, "progress.md")
        page.wait_for_selector(f"{SHOWN} .nardi-progress-table", timeout=60_000)
        row = page.inner_text(f"{SHOWN} .jp-OutputArea tr[data-chapter='3']")
        text = _outputs(page)
        assert "{" not in text and f"ფაილში {_store()}" in text
        assert "0 / " in row and "★★☆" in row
        if SHOTS:
            page.locator(f"{SHOWN} .nardi-progress-table").first.scroll_into_view_if_needed()
            page.screenshot(path=f"{SHOTS}/lab-progress.png")
    finally:
        close_contexts(browser)
