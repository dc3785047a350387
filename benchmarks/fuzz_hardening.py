"""A local fuzz campaign over every entry point (issues 12 and 26) — not part of CI.

Runs the hypothesis tests of ``tests/boards/test_hardening_properties.py`` (issue 12's surfaces),
``tests/engine/test_hardening_api.py`` (every variant's position, game and match API, issue 26) and
``tests/web/test_hardening_limits.py`` (random teacher files through validate + worksheet and the
lesson pages, deep JSON into every bridge, issue 26) and
``tests/classroom/test_class_server_fuzz.py`` (every endpoint of the real class server, issue 40:
its surfaces count requests per endpoint, its failures the module's) with ``NARDI_FUZZ_SCALE``
times the CI examples, and prints how many inputs each surface was given and how many failed::

    PYTHONPATH=$PWD .venv/bin/python benchmarks/fuzz_hardening.py --scale 50

A failure is a crash: hypothesis prints the smallest input that gives it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
_API, _LIMITS = "tests/engine/test_hardening_api.py::", "tests/web/test_hardening_limits.py::"
FILES = ["tests/boards/test_hardening_properties.py",
         *(_API + f"test_every_variant_{part}_api_fails_typed"
           for part in ("position", "game", "match")),
         _LIMITS + "test_random_bank_files_give_file_line_problems_never_a_traceback",
         _LIMITS + "test_random_lesson_files_give_file_line_problems_never_a_traceback",
         _LIMITS + "test_random_deep_texts_to_the_bridges_are_answered",
         "tests/classroom/test_class_server_fuzz.py"]
# the test behind each issue-26 surface (its failures are counted there)
SURFACE_TESTS = {": position API": "position_api", ": game API": "game_api",
                 ": match API": "match_api", "bank files": "random_bank_files",
                 "lesson files": "random_lesson_files", "bridges (deep JSON)": "random_deep",
                 "class server": "class_server_fuzz"}


def _failures(failed: list[str], surface: str) -> int:
    """Failed tests of one surface (an issue-12 surface counts its file's failures by name)."""
    for part, test in SURFACE_TESTS.items():
        if part in surface:
            variant = surface.split(":")[0] if ":" in surface else ""
            return sum(test in line and (not variant or f"[{variant}]" in line)
                       for line in failed)
    name = surface.split("(")[0].split(".")[-1].strip().lower()
    return sum(name and name in line.lower() for line in failed)


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=int, default=50)
    args = parser.parse_args()
    report = Path(tempfile.mkdtemp()) / "counts.json"
    env = {**os.environ, "NARDI_FUZZ_SCALE": str(args.scale), "NARDI_FUZZ_REPORT": str(report)}
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *FILES],
        cwd=ROOT, env=env, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    counts: dict[str, int] = {}
    for part in (report, *(report.with_name(report.name + s) for s in (".api", ".limits",
                                                                        ".class"))):
        if part.exists():
            counts.update(json.loads(part.read_text()))
    failed = [line for line in proc.stdout.splitlines() if line.startswith("FAILED")]
    print(f"scale {args.scale}: {sum(counts.values())} inputs in {seconds:.0f} s")
    print(f"  {'surface':40} {'inputs':>7} {'failed':>6}")
    for surface, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        print(f"  {surface:40} {n:7} {_failures(failed, surface):6}")
    print(f"failures (crashes): {len(failed)}")
    for line in failed:
        print("  " + line)
    if proc.returncode and not failed:
        print(proc.stdout[-3000:])
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
