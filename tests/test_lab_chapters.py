"""A chapter opened in JupyterLab (the README's ``make lab``) is a notebook that runs top to
bottom without errors — checked in real JupyterLab and headless Chromium.

The chapters are MyST markdown; the setup step tells JupyterLab to open ``.md`` files with
jupytext's notebook view.  The chapter is copied to a temporary folder first, so that
nothing the lab saves can touch the book.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from browser import launch, offline
from playwright import sync_api as playwright
from test_widget_lab import lab_server

BOOK = Path(__file__).resolve().parent.parent / "book"
CHAPTERS = ["05_entering.md", "08_cube.md",
            # Part II: every long-nardi chapter runs top to bottom in JupyterLab
            "21_long_board.md", "22_long_moving.md", "23_long_block.md", "24_long_bearing_off.md",
            "25_long_compare.md", "26_long_game.md"]


@pytest.fixture()
def lab(tmp_path):
    """A fresh JupyterLab per chapter: a restored workspace would reopen the last one."""
    shutil.copytree(BOOK, tmp_path / "book", ignore=shutil.ignore_patterns("_build", ".*"))
    with lab_server(tmp_path) as url:
        yield url


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_chapter_opens_as_a_notebook_and_runs_top_to_bottom(lab, chapter: str) -> None:
    if not (BOOK / chapter).exists():
        pytest.fail(f"book/{chapter} is missing")
    with playwright.sync_playwright() as p:
        browser = launch(p)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.route("**/*", offline)
            page.goto(lab + f"lab/tree/book/{chapter}")
            page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)  # a notebook view
            page.wait_for_selector(".jp-Toolbar-kernelName:has-text('Python')", timeout=90_000)
            widget = "window.jupyterapp.shell.currentWidget"
            idle = (f"() => {widget}.sessionContext.session && "
                    f"{widget}.sessionContext.session.kernel && "
                    f"{widget}.sessionContext.session.kernel.status === 'idle'")
            page.wait_for_function(idle, timeout=90_000)
            page.evaluate("window.jupyterapp.commands.execute('runmenu:run-all')")
            # every code cell has run (it has an execution count), or one failed and stopped
            # the run
            page.wait_for_function(
                f"() => {{ const code = {widget}.content.widgets"
                ".filter(c => c.model.type === 'code');"
                "  return code.every(c => c.model.executionCount !== null) ||"
                "    code.some(c => c.model.outputs.toJSON()"
                "      .some(o => o.output_type === 'error')); }", timeout=180_000)
            page.wait_for_function(idle, timeout=180_000)
            report = page.evaluate(
                f"() => {{ const cells = {widget}.content.widgets; const errors = [];"
                "  for (const c of cells) { if (c.model.type !== 'code') continue;"
                "    for (const o of c.model.outputs.toJSON())"
                "      if (o.output_type === 'error') errors.push(o.ename + ': ' + o.evalue); }"
                "  return {code: cells.filter(c => c.model.type === 'code').length,"
                "          markdown: cells.filter(c => c.model.type === 'markdown').length,"
                "          errors}; }")
            assert report["errors"] == [], report["errors"]
            assert report["code"] >= 5 and report["markdown"] >= 5
        finally:
            browser.close()
