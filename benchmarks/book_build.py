"""Time the book build: a full build (fresh output folder, every notebook executed) and a cached
rebuild (same folder again, nothing changed). Targets on the 2-core machine: full < 3 min,
cached < 30 s.   .venv/bin/python benchmarks/book_build.py
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGETS = {"full": 180.0, "cached": 30.0}


def jupyter_book() -> str:
    exe = Path(sys.executable).with_name("jupyter-book")
    return str(exe) if exe.exists() else (shutil.which("jupyter-book") or "jupyter-book")


def build(out: Path) -> float:
    start = time.perf_counter()
    proc = subprocess.run(
        [jupyter_book(), "build", ".", "-nW", "--keep-going", "--path-output", str(out)],
        cwd=ROOT, capture_output=True, text=True,
    )
    elapsed = time.perf_counter() - start
    if proc.returncode != 0:
        sys.exit(f"build failed:\n{proc.stdout[-4000:]}\n{proc.stderr[-4000:]}")
    return elapsed


def main() -> None:
    toc = (ROOT / "_toc.yml").read_text(encoding="utf-8")
    chapters = re.findall(r"(?:root|file):\s*(\S+)", toc)
    with tempfile.TemporaryDirectory(prefix="nardi-book-") as tmp:
        out = Path(tmp)
        figures = {"full": build(out), "cached": build(out)}
    print(f"book build, {len(chapters)} notebooks in _toc.yml ({', '.join(chapters)})")
    for name, seconds in figures.items():
        verdict = "ok" if seconds < TARGETS[name] else "OVER TARGET"
        print(f"  {name:<7} {seconds:7.1f} s   target < {TARGETS[name]:.0f} s   {verdict}")


if __name__ == "__main__":
    main()
