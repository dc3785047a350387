"""Run every benchmark and print its figures: legal plays (beside GNU Backgammon and
gym-backgammon), the computer opponent, board rendering, the book build, and the live book
in a browser.

``make bench`` runs this; each part is also a script of its own.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PARTS = ["legal_plays.py", "long_family.py", "computer.py", "render.py", "book_build.py",
         "live_site.py"]


def main() -> int:
    failed = 0
    for part in PARTS:
        script = HERE / part
        if not script.exists():
            continue
        print(f"\n=== {part} ===", flush=True)
        failed |= subprocess.call([sys.executable, str(script)]) != 0
    return failed


if __name__ == "__main__":
    sys.exit(main())
