"""The learner's progress, kept across the chapter and across sessions in a small JSON file
(default ``~/.nardi_teach/progress.json``; ``NARDI_TEACH_PROGRESS`` or ``path`` override it)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

DEFAULT_PATH = Path("~/.nardi_teach/progress.json")


def default_path() -> Path:
    return Path(os.environ.get("NARDI_TEACH_PROGRESS", DEFAULT_PATH)).expanduser()


class Progress:
    """Per exercise id: ``solved``, ``attempts``, ``hints`` used.  Saved after every change;
    an unreadable file is treated as empty (and rewritten), never as an error."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path).expanduser() if path else default_path()
        self.data: dict[str, dict[str, Any]] = {}
        try:
            loaded = json.loads(self.path.read_text("utf-8"))
            if isinstance(loaded, dict):
                self.data = {str(k): dict(v) for k, v in loaded.items() if isinstance(v, dict)}
        except (OSError, ValueError):
            pass

    def entry(self, exercise_id: str) -> dict[str, Any]:
        return self.data.setdefault(exercise_id, {"solved": False, "attempts": 0, "hints": 0})

    def record(self, exercise_id: str, correct: bool, answer: str | None = None) -> None:
        """Count an attempt (and keep its ``answer``); a correct one marks the exercise
        solved (for good)."""
        entry = self.entry(exercise_id)
        entry["attempts"] += 1
        entry["solved"] = entry["solved"] or correct
        if answer is not None:
            entry["answer"] = answer
        self.save()

    def attempted(self, exercise_id: str) -> bool:
        return bool(self.data.get(exercise_id, {}).get("attempts"))

    def hint_used(self, exercise_id: str) -> int:
        """Count a hint; returns the number of the hint to show (1-based)."""
        entry = self.entry(exercise_id)
        entry["hints"] += 1
        self.save()
        return int(entry["hints"])

    def solved(self, exercise_id: str) -> bool:
        return bool(self.data.get(exercise_id, {}).get("solved"))

    def count(self, ids: list[str]) -> tuple[int, int]:
        """(solved, total) among ``ids``."""
        return sum(self.solved(i) for i in ids), len(ids)

    def save(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.path.with_suffix(".tmp")
            tmp.write_text(json.dumps(self.data, ensure_ascii=False, indent=1), "utf-8")
            tmp.replace(self.path)
        except OSError:
            pass  # a read-only home must not break the book
