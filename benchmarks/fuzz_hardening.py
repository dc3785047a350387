"""A local fuzz campaign over every entry point (issue 12) — not part of CI.

Runs ``tests/test_hardening_properties.py`` with ``NARDI_FUZZ_SCALE`` times the CI examples
and prints how many inputs each surface was given and how many failed::

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


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=int, default=50)
    args = parser.parse_args()
    report = Path(tempfile.mkdtemp()) / "counts.json"
    env = {**os.environ, "NARDI_FUZZ_SCALE": str(args.scale), "NARDI_FUZZ_REPORT": str(report)}
    start = time.perf_counter()
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         "tests/test_hardening_properties.py"], cwd=ROOT, env=env, capture_output=True,
        text=True)
    seconds = time.perf_counter() - start
    counts = json.loads(report.read_text()) if report.exists() else {}
    failed = [line for line in proc.stdout.splitlines() if line.startswith("FAILED")]
    print(f"scale {args.scale}: {sum(counts.values())} inputs in {seconds:.0f} s")
    for surface, n in sorted(counts.items(), key=lambda kv: -kv[1]):
        print(f"  {surface:32} {n:7}")
    print(f"failures (crashes): {len(failed)}")
    for line in failed:
        print("  " + line)
    if proc.returncode and not failed:
        print(proc.stdout[-3000:])
    return proc.returncode


if __name__ == "__main__":
    sys.exit(main())
