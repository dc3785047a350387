"""A chapter opened in JupyterLab (the README's ``make lab``) is a notebook that runs top to
bottom without errors — checked in real JupyterLab and headless Chromium.

The chapters are MyST markdown; the setup step tells JupyterLab to open ``.md`` files with
jupytext's notebook view, and ``make lab`` runs it with the book's contents manager
(``book/_ext/nardi_lab.py``).  The module starts one JupyterLab (per worker) and one Chromium
for all its chapters, and loads the Lab in one page; each test copies the book to a folder of
its own first, so that nothing the lab saves can touch the book or another test's chapter,
opens it there as its ``/tree/`` link would, and closes it and its kernel at the end.  A
chapter opens as a clean notebook: its MyST (labels, admonitions) rendered, not marked
modified, its first cell saying to run all, and a save after running it writes back the very
file it read.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import os
import shutil
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from browser import new_context, offline
from test_widget_lab import lab_server

BOOK = Path(__file__).resolve().parents[2] / "book"
CHAPTERS = ["05_entering.md", "08_cube.md",
            # Part II: every long-nardi chapter runs top to bottom in JupyterLab
            "21_long_board.md", "22_long_moving.md", "23_long_block.md", "24_long_bearing_off.md",
            "25_long_compare.md", "26_long_game.md",
            # Part III: every chapter of the family runs top to bottom too (issue 21)
            "31_family.md", "32_short_family.md", "33_plakoto.md", "34_long_family.md",
            "35_crazy.md", "36_raise_cube.md"]
TEXT_CHAPTERS = sorted(p.name for p in BOOK.glob("*.md")
                       if p.read_text(encoding="utf-8").startswith("---\njupytext"))
EXT = BOOK / "_ext"
CONTENTS_MANAGER = "nardi_lab.ChapterContentsManager"  # as `make lab` runs it
WIDGET = "window.jupyterapp.shell.currentWidget"
"""The notebook open in JupyterLab's main area."""
KERNEL_IDLE = (f"() => {WIDGET}.sessionContext.session && "
               f"{WIDGET}.sessionContext.session.kernel && "
               f"{WIDGET}.sessionContext.session.kernel.status === 'idle'")
"""True once the open notebook's kernel has started and is idle."""
DOCUMENTS = "[...window.jupyterapp.shell.widgets('main')].filter((w) => w.context)"
"""The documents open in JupyterLab's main area (its launcher is none)."""


@pytest.fixture(scope="module")
def lab_root(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """One JupyterLab for the module's chapters (per worker), with the contents manager
    `make lab` uses: starting a Lab costs more than opening a chapter in it."""
    root = tmp_path_factory.mktemp("lab")
    (root / ".config").mkdir()
    (root / ".config" / "jupyter_server_config.json").write_text(
        json.dumps({"ServerApp": {"contents_manager_class": CONTENTS_MANAGER}}))
    with pytest.MonkeyPatch.context() as env:
        env.setenv("PYTHONPATH", os.pathsep.join(
            [str(EXT), *filter(None, [os.environ.get("PYTHONPATH")])]))
        with lab_server(root) as url:
            yield url, root


@dataclass(frozen=True)
class Lab:
    """One test's own copy of the book in the shared Lab."""

    base: str
    folder: Path  # holds this test's ``book/``

    def path(self, chapter: str) -> str:
        """The chapter's path in the Lab (relative to its root)."""
        return f"{self.folder.name}/book/{chapter}"


@pytest.fixture()
def lab(lab_root: tuple[str, Path]) -> Lab:
    """A fresh copy of the book in the shared Lab for one test, so that nothing an earlier
    chapter's run saved can reach this one."""
    base, root = lab_root
    folder = root / f"t{len(list(root.glob('t*')))}"
    shutil.copytree(BOOK, folder / "book", ignore=shutil.ignore_patterns("_build", ".*"))
    return Lab(base, folder)


@pytest.fixture(scope="module")
def lab_app(browser: Any, lab_root: tuple[str, Path]) -> Iterator[Any]:
    """The shared Lab open in one page of the module's Chromium (network cut), in a workspace
    of its own with no document open: each test opens its chapter in it, as a ``/tree/`` link
    does, instead of loading the whole Lab again (its start was a third of a chapter's time)."""
    context = new_context(browser, viewport={"width": 1400, "height": 1000})
    context.route("**/*", offline)
    page = context.new_page()
    page.goto(f"{lab_root[0]}lab/workspaces/chapters")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.commands"
                           "  .hasCommand('filebrowser:open-path')", timeout=90_000)
    page.evaluate("() => window.jupyterapp.restored")
    yield page
    context.close()


@pytest.fixture()
def lab_page(lab_app: Any) -> Iterator[Any]:
    """The shared Lab's page, no document open; afterwards the test's kernels are shut down and
    its documents closed (unsaved), as closing Lab's tabs would."""
    page = lab_app
    assert page.evaluate(f"() => {DOCUMENTS}.length") == 0
    try:
        yield page
    finally:
        page.evaluate(f"""async () => {{
            await window.jupyterapp.serviceManager.sessions.shutdownAll();
            for (const w of {DOCUMENTS}) {{ w.context.model.dirty = false; w.dispose(); }}
            }}""")


def _open(page: Any, lab: Lab, chapter: str) -> None:
    """Opens the chapter in the Lab with its default viewer, as its ``/tree/`` link does
    (JupyterLab's tree route runs ``filebrowser:open-path``)."""
    page.evaluate("async (path) => { await window.jupyterapp.commands.execute("
                  "'filebrowser:open-path', {path, dontShowBrowser: true}); }", lab.path(chapter))


def test_make_lab_uses_the_books_contents_manager_and_no_npm() -> None:
    makefile = (BOOK.parent / "Makefile").read_text(encoding="utf-8")
    rule = makefile[makefile.index("\nlab:"):].split("\n\n")[0]
    assert f"contents_manager_class={CONTENTS_MANAGER}" in makefile
    assert "node_modules" not in rule.splitlines()[1] and "setup" not in rule.splitlines()[1]


@pytest.mark.parametrize("chapter", TEXT_CHAPTERS)
def test_saving_an_unchanged_chapter_writes_back_the_same_file(tmp_path, chapter: str) -> None:
    """What JupyterLab does on (auto)save, through the same contents manager: the file read,
    with the metadata Lab adds once the kernel runs, is written back byte for byte."""
    sys.path.insert(0, str(EXT))
    try:
        from nardi_lab import ChapterContentsManager, language_info
    finally:
        sys.path.remove(str(EXT))
    shutil.copytree(BOOK, tmp_path / "book", ignore=shutil.ignore_patterns("_build", ".*"))
    before = (tmp_path / "book" / chapter).read_bytes()
    manager = ChapterContentsManager(root_dir=str(tmp_path))

    async def open_and_save() -> dict:
        model = await manager.get(f"book/{chapter}", content=True, type="notebook")
        notebook = model["content"]
        assert notebook["metadata"]["language_info"] == language_info()
        notebook["metadata"]["kernelspec"]["display_name"] = "Python 3 (ipykernel)"
        for cell in notebook["cells"]:
            cell["metadata"]["trusted"] = True
            cell["metadata"]["execution"] = {"iopub.status.idle": "2026-01-01T00:00:00Z"}
        await manager.save({"type": "notebook", "format": "json", "content": notebook},
                           f"book/{chapter}")
        return notebook

    # in a thread of its own: the module's Chromium (a running Playwright loop in this thread)
    # may be up already when this test runs after a part of the module that opened it
    with concurrent.futures.ThreadPoolExecutor(1) as thread:
        notebook = thread.submit(asyncio.run, open_and_save()).result()
    assert (tmp_path / "book" / chapter).read_bytes() == before
    first = notebook["cells"][0]
    assert first["cell_type"] == "markdown" and "Run All Cells" in first["source"]
    assert "remove-cell" in first["metadata"].get("tags", [])  # not in the published book


@pytest.mark.parametrize("chapter", ["01_board.md", "08_cube.md"])
def test_chapter_opens_clean_with_myst_rendered(lab: Lab, lab_page: Any, chapter: str) -> None:
    before = (lab.folder / "book" / chapter).read_bytes()
    page = lab_page
    _open(page, lab, chapter)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)
    widget = WIDGET
    page.wait_for_function(KERNEL_IDLE, timeout=90_000)
    page.wait_for_timeout(1500)  # the kernel's language_info has reached the model
    assert page.evaluate(f"() => {widget}.context.model.dirty") is False
    assert page.locator(".lm-TabBar-tab.jp-mod-dirty").count() == 0
    # every markdown cell rendered as MyST (jupyterlab-myst): no raw labels or fences.
    # Lab renders cells below the fold in idle time (and may attach more cells while it
    # does), so on a busy machine wait for it and read the texts in the same check.
    cells = page.wait_for_function(
        "() => { const texts = [...document.querySelectorAll('.jp-MarkdownCell')].map(c => {"
        "  const r = c.querySelector('.myst, .jp-RenderedMarkdown');"
        "  return r ? r.innerText : null; });"
        "  return texts.length && !texts.includes(null) && texts; }",
        timeout=90_000).json_value()
    assert cells and None not in cells
    assert "Run All Cells" in cells[0]
    raw = [line for line in "\n".join(cells).splitlines()
           if line.strip().startswith((":::", "(r", "(ch-", "```{", ":class:", "+++"))]
    assert raw == []
    assert page.locator(".jp-MarkdownCell aside.myst-admonition").count() >= 1
    assert (lab.folder / "book" / chapter).read_bytes() == before


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_chapter_opens_as_a_notebook_and_runs_top_to_bottom(lab: Lab, lab_page: Any,
                                                           chapter: str) -> None:
    if not (BOOK / chapter).exists():
        pytest.fail(f"book/{chapter} is missing")
    page = lab_page
    _open(page, lab, chapter)
    page.wait_for_selector(".jp-Notebook .jp-Cell", timeout=90_000)  # a notebook view
    page.wait_for_selector(".jp-Toolbar-kernelName:has-text('Python')", timeout=90_000)
    widget = WIDGET
    idle = KERNEL_IDLE
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
