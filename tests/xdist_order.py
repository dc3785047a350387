"""Longest work first for ``pytest -n N --dist loadfile``, and no worker idle for the book.

pytest-xdist's ``loadfile`` hands each worker whole test files, in an order that knows nothing
of how long a file takes: the longest browser files used to start last and run alone at the
end. This scheduler keeps ``loadfile``'s grouping (a module's fixtures start once per worker)
and changes only which file goes next:

- the longest file left, by the seconds ``file_seconds.json`` records for each test file
  (a file it does not know counts as ``UNKNOWN_SECONDS``);
- while the book is still being built (``conftest.pytest_configure`` starts the one build in
  the background), the longest file that does not read the book, so the engine's tests use
  the other core instead of every worker waiting;
- the files in ``SPREAD`` are dealt into that many parts, test by test in turn (each part a unit
  of its own), so one long parametrized file runs on several workers at once.

Refresh the record after a big change to the suite: ``python tests/xdist_order.py LOG`` reads
the output of ``pytest -n 4 --dist loadfile -v tests`` piped through a line timer (each line
prefixed by the seconds since the start) and writes ``file_seconds.json``.
"""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from xdist.scheduler import LoadFileScheduling

RECORD = Path(__file__).with_name("file_seconds.json")
UNKNOWN_SECONDS = 20.0


def reads_book(path: str) -> bool:
    """Whether a test file reads the built book (the pages in Chromium): the web layer's and
    the class server's browser files; Lab's tests read the chapters' sources."""
    return path.startswith("tests/web/") or (path.startswith("tests/classroom/")
                                             and path.endswith("_browser.py"))

# long files of independent parametrized tests, in parts (each part starts its own Lab, or walks
# its own pages);
# a test whose id names its part (``[part1]``: a module fixture parametrized by part, as
# test_site's walk) goes with that part
SPREAD = {"tests/notebook/test_lab_chapters.py": 2, "tests/web/test_site.py": 3}


class LongestFirstScheduling(LoadFileScheduling):
    """``loadfile``, the longest file first, book-free files while the book is built."""

    def __init__(self, config: Any, log: Any = None) -> None:
        super().__init__(config, log)
        self.seconds: dict[str, float] = json.loads(RECORD.read_text("utf-8"))
        self.parts: dict[str, str] = {}

    def _split_scope(self, nodeid: str) -> str:
        path = nodeid.split("::", 1)[0]
        if path not in SPREAD:
            return path
        if not self.parts:
            self.parts = _cut(self.collection or [])
        return self.parts.get(nodeid, path)

    def weight(self, scope: str) -> float:
        path = scope.split("::", 1)[0]
        return self.seconds.get(path, UNKNOWN_SECONDS) / SPREAD.get(path, 1)

    def _assign_work_unit(self, node: Any) -> None:
        scopes = list(self.workqueue)
        if not _book_ready(self.config):
            scopes = [s for s in scopes if not reads_book(s.split("::", 1)[0])] or scopes
        self.workqueue.move_to_end(max(scopes, key=self.weight), last=False)
        super()._assign_work_unit(node)


def _cut(collection: list[str]) -> dict[str, str]:
    """Each SPREAD file's tests, in collection order, dealt in turn into its number of parts,
    so that each part has its share of every kind of test (a test whose id names its part goes
    with that part)."""
    parts: dict[str, str] = {}
    for path, count in SPREAD.items():
        ids = [n for n in collection if n.split("::", 1)[0] == path]
        for i, nodeid in enumerate(ids):
            named = re.search(r"[\[-]part(\d+)[\]-]", nodeid)
            parts[nodeid] = f"{path}::part{named[1] if named else i % count}"
    return parts


def _book_ready(config: Any) -> bool:
    build = getattr(config, "_nardi_book_build", None)
    return build is None or build.poll() is not None


def record(log: Path) -> dict[str, int]:
    """Seconds per test file from a timed ``-v`` log of an xdist run (see the docstring)."""
    done = re.compile(r"\s*([\d.]+) \[(gw\d+)\] \[\s*\d+%\] [A-Z]+ (tests/[^:]+)::")
    started = re.compile(r"\s*([\d.]+) \d+ workers \[\d+ items\]")
    last: dict[str, float] = {}
    start = 0.0  # the workers' first tests start once they have all collected
    seconds: Counter[str] = Counter()
    for line in log.read_text("utf-8").splitlines():
        if match := started.match(line):
            start = float(match[1])
        elif match := done.match(line):
            at, worker, path = float(match[1]), match[2], match[3]
            seconds[path] += at - last.get(worker, start)
            last[worker] = at
    return {path: round(s) for path, s in sorted(seconds.items())}


if __name__ == "__main__":
    RECORD.write_text(json.dumps(record(Path(sys.argv[1])), indent=0) + "\n", "utf-8")
