"""Issue 41 point 4: JupyterLab as ``make lab`` starts it, with no surprises — checked in real
JupyterLab and headless Chromium, with the Makefile's own options and kernel path.

The first Run All of a chapter, pressed as soon as the notebook shows its kernel (a pending
one, still starting), runs every cell once on one kernel and asks nothing ("Select Kernel"
came once per cell, each answer a restart; Lab's first start asked about Jupyter's news);
a notebook of the reader's own in ``work/`` imports ``nardi_book`` and shows every chapter's
lesson as the README documents (``from nardi_book import lesson; lesson(3)``)."""

from __future__ import annotations

import json
import os
import re
import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from browser import close_contexts, new_page, offline
from test_widget_lab import lab_server

REPO = Path(__file__).resolve().parents[2]
WIDGET = "window.jupyterapp.shell.currentWidget"


def make_lab(root: Path) -> tuple[tuple[str, ...], list[str]]:
    """``make lab``'s own ``jupyter lab`` options and ``PYTHONPATH`` entries, read from the
    Makefile, for a checkout at ``root``."""
    makefile = (REPO / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    options: list[str] = []
    for name in ("LAB_CM", "LAB_OPEN"):
        value = re.search(rf"^{name} := (.*)$", makefile, re.M)
        assert value, f"{name} is not in the Makefile"
        options += value[1].replace('"', "").split()
    recipe = makefile[makefile.index("\nlab:"):].split("\n\n")[0]
    path = re.search(r'PYTHONPATH="([^"$]*(?:\$\(CURDIR\)[^"$]*)*)', recipe)
    assert path, "make lab sets no PYTHONPATH"
    entries = [p for p in path[1].split(":") if p]
    fill = lambda text: text.replace("$(CURDIR)", str(root))  # noqa: E731
    return tuple(fill(o) for o in options), [fill(e) for e in entries]


def lab_config(root: Path) -> str:
    """The folder ``make lab`` puts first on ``JUPYTER_CONFIG_PATH`` (Lab's page config), for
    a checkout at ``root``."""
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    recipe = makefile[makefile.index("\nlab:"):].split("\n\n")[0]
    found = re.search(r'JUPYTER_CONFIG_PATH="\$\(CURDIR\)([^"$]*)', recipe)
    assert found, "make lab sets no JUPYTER_CONFIG_PATH"
    return str(root) + found[1]


@pytest.fixture()
def lab(tmp_path, monkeypatch):
    """JupyterLab started as ``make lab`` starts it, on a copy of the book (nothing it saves
    touches the book)."""
    shutil.copytree(REPO / "book", tmp_path / "book",
                    ignore=shutil.ignore_patterns("_build", ".*"))
    (tmp_path / "work").mkdir()
    options, path = make_lab(tmp_path)
    monkeypatch.setenv("JUPYTER_CONFIG_PATH", lab_config(tmp_path))  # as the Makefile sets it
    monkeypatch.setenv("PYTHONPATH", ":".join(
        [*path, *filter(None, [os.environ.get("PYTHONPATH")])]))  # as the Makefile keeps it
    monkeypatch.setenv("NARDI_TEACH_SAVES", str(tmp_path / "work"))
    with lab_server(tmp_path, args=options) as url:
        yield url, tmp_path


@contextmanager
def lab_page(browser: Any) -> Iterator[Any]:
    """A page of headless Chromium for Lab, network cut, closed with its browser after."""
    try:
        page = new_page(browser, viewport={"width": 1400, "height": 1000})
        page.route("**/*", offline)
        yield page
    finally:
        close_contexts(browser)


def run_all_at_once(page, url: str, path: str) -> dict:
    """Open ``path``, press Run All as soon as its cells show, and watch until every code
    cell has run (or one failed): the dialogs that came up, the kernels the notebook used."""
    page.goto(url + f"lab/tree/{path}")
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=120_000)
    # the notebook is the current tab and its toolbar names its kernel (what the reader sees
    # before reaching the Run menu; with a kernel left to start at the first run it said
    # "No Kernel" and each cell of Run All asked "Select Kernel"); not waited for: the kernel
    # itself being ready. Run All is not awaited: a dialog would hold it.
    page.wait_for_function(f"() => {WIDGET}?.context?.path === {json.dumps(path)}"
                           f" && {WIDGET}.context.isReady", timeout=120_000)
    page.wait_for_selector(".jp-Toolbar-kernelName:has-text('Python')", timeout=120_000)
    # Run All is pressed the moment the session has its kernel, not when that kernel is
    # ready: Lab skips every cell, without a word, while the session has no kernel (0/22 seen
    # here), and without pending kernels that lasted the kernel's whole start (seconds, time
    # enough for a reader to press Run All); with them it is the session request's round trip.
    status = page.wait_for_function(
        f"() => {{ const kernel = {WIDGET}.sessionContext.session?.kernel;"
        "  if (!kernel) return null; const status = kernel.status;"
        "  window.jupyterapp.commands.execute('notebook:run-all-cells'); return status; }",
        timeout=120_000, polling="raf").json_value()
    dialogs, kernels = [], set()
    for _ in range(300):
        if page.locator(".jp-Dialog").count():
            dialogs.append(page.locator(".jp-Dialog").first.inner_text()[:120])
            page.locator(".jp-Dialog .jp-mod-accept").first.click()  # as a reader would
        kernel = page.evaluate(f"() => {WIDGET}.sessionContext.session?.kernel?.id ?? null")
        if kernel:
            kernels.add(kernel)
        state = page.evaluate(
            f"() => {{ const code = {WIDGET}.content.widgets.filter(c => c.model.type === 'code');"
            "  return {ran: code.filter(c => c.model.executionCount !== null).length,"
            "          code: code.length, errors: code.flatMap(c => c.model.outputs.toJSON()"
            "            .filter(o => o.output_type === 'error')"
            "            .map(o => o.ename + ': ' + o.evalue))}; }")
        if state["ran"] == state["code"] or state["errors"]:
            break
        page.wait_for_timeout(400)
    page.wait_for_function(f"() => {WIDGET}.sessionContext.session?.kernel?.status === 'idle'",
                           timeout=120_000)
    running = page.evaluate("async () => (await (await fetch('/api/kernels')).json()).length")
    return {**state, "dialogs": dialogs, "kernels": len(kernels), "running": running,
            "status": status}


def test_make_lab_starts_a_chapters_kernel_as_it_opens() -> None:
    options, path = make_lab(REPO)
    assert not any("notebook_starts_kernel=False" in o for o in options)
    # the kernel is there (pending) as the notebook opens, so an early Run All waits for it
    assert "--MappingKernelManager.use_pending_kernels=True" in options
    assert str(REPO / "book") in path and str(REPO / "book" / "_ext") in path


def test_the_first_run_all_of_a_chapter_runs_once_on_one_kernel_asking_nothing(
        lab, browser) -> None:
    """Nor does Lab's first start ask anything: it asked "Would you like to get notified about
    official Jupyter news?" in an offline classroom (teachers' review, turn 4), as a toast a
    moment after the start; its announcements are switched off."""
    url, root = lab
    before = (root / "book" / "03_moving.md").read_bytes()
    with lab_page(browser) as page:
        seen = run_all_at_once(page, url, "book/03_moving.md")
        print(f"\n03_moving Run All pressed with the kernel {seen['status']}: "
              f"{seen['ran']}/{seen['code']} cells, {len(seen['dialogs'])} dialogs, "
              f"{seen['kernels']} kernel(s)")
        assert seen["dialogs"] == []
        assert seen["errors"] == [] and seen["ran"] == seen["code"] >= 5
        assert seen["kernels"] == 1 and seen["running"] == 1
        widgets = page.locator(".jp-OutputArea-output .lm-Widget").count()
        assert widgets >= 1
        assert page.get_by_text("Loading widget").count() == 0
        # the news question came as a toast a moment after the start: 5 s after the page's
        # load (most often long past by now) it would be on screen
        page.wait_for_function("performance.now() - "
                               "performance.getEntriesByType('navigation')[0].loadEventEnd > 5000",
                               timeout=60_000)
        assert "Jupyter news" not in page.locator("body").inner_text()
    assert (root / "book" / "03_moving.md").read_bytes() == before


LESSONS = sorted(int(m[1]) for p in (REPO / "book").glob("*.md")
                 if (m := re.search(r"^lesson\((\d+)\)\s*$", p.read_text("utf-8"), re.M)))


def test_a_notebook_in_work_imports_nardi_book_and_shows_every_chapters_lesson(
        lab, browser) -> None:
    url, root = lab
    assert len(LESSONS) >= 20
    cells = ["from nardi_book import lesson, lesson_map\nfrom IPython.display import display",
             f"for chapter in {LESSONS}:\n    display(lesson(chapter))",
             "lesson_map()"]
    notebook = {"nbformat": 4, "nbformat_minor": 5, "metadata": {
        "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)",
                       "language": "python"}},
        "cells": [{"cell_type": "code", "metadata": {}, "source": s, "outputs": [],
                   "execution_count": None, "id": f"c{i}"} for i, s in enumerate(cells)]}
    (root / "work" / "mine.ipynb").write_text(json.dumps(notebook), encoding="utf-8")
    with lab_page(browser) as page:
        seen = run_all_at_once(page, url, "work/mine.ipynb")
        assert seen["errors"] == [] and seen["ran"] == seen["code"] == len(cells)
        assert seen["dialogs"] == []
        # every chapter's lesson is a live widget there, none stuck at "Loading widget"
        page.wait_for_function(
            f"document.querySelectorAll('.nardi-lesson-widget').length >= {len(LESSONS)}",
            timeout=120_000)
        assert page.get_by_text("Loading widget").count() == 0

