"""Nothing the suite starts runs above the tests' own CPU priority (``conftest``'s
``_no_raised_priorities``).

Run as root (CI, these machines), Chromium raises its browser's main and IO threads and every
renderer's compositor to nice -8. On two cores, with four workers' browsers busy, the test
workers, the pages' HTTP servers, JupyterLab and its kernels then got a fraction of a core: a
pure Python test took 235 s in a full run and 12 s alone. This test fails whenever a thread of
the worker's Chromium runs at a raised priority.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from browser import new_context

PROC = Path("/proc")


def _stat(path: Path) -> list[str] | None:
    """The fields of a ``/proc`` stat file after the command's name (state first), or None
    when the process or thread has gone."""
    try:
        return path.read_text().rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None


def _descendants(root: int) -> list[int]:
    children: dict[int, list[int]] = {}
    for entry in PROC.iterdir():
        if entry.name.isdigit() and (fields := _stat(entry / "stat")):
            children.setdefault(int(fields[1]), []).append(int(entry.name))
    found, todo = [], [root]
    while todo:
        below = children.get(todo.pop(), [])
        found += below
        todo += below
    return found


def _chromium_threads(root: int) -> dict[str, int]:
    """Each thread of the Chromium processes under ``root``: its name and nice value."""
    threads: dict[str, int] = {}
    for pid in _descendants(root):
        try:
            if "chromium" not in (PROC / str(pid) / "comm").read_text():
                continue
            tasks = list((PROC / str(pid) / "task").iterdir())
        except OSError:
            continue
        for task in tasks:
            fields = _stat(task / "stat")
            if fields:
                name = (task / "comm").read_text().strip() if (task / "comm").exists() else "?"
                threads[f"{pid}/{task.name} {name}"] = int(fields[16])  # nice, field 19
    return threads


@pytest.mark.skipif(sys.platform != "linux" or os.geteuid() != 0,
                    reason="only a root process may raise its own priority")
def test_no_chromium_thread_runs_above_the_tests_priority(browser: Any) -> None:
    context = new_context(browser)
    page = context.new_page()
    page.set_content("<p>ნარდი</p>")
    page.evaluate("() => new Promise((done) => requestAnimationFrame(() => done(true)))")
    threads = _chromium_threads(os.getpid())
    context.close()
    assert len(threads) > 10, threads  # the browser, its GPU process, the page's renderer
    raised = {name: nice for name, nice in threads.items() if nice < os.nice(0)}
    assert raised == {}, raised
