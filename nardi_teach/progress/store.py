"""The learner's progress, kept across the chapter and across sessions in a small JSON file
(default ``~/.nardi_teach/progress.json``; ``NARDI_TEACH_PROGRESS`` or ``path`` override it).

The file is never lost: every save re-reads it under a lock, adds this session's new
attempts and hints to what is there (another notebook may have written meanwhile) and
replaces it atomically through a uniquely named temporary file.  A file that cannot be read
is kept aside (renamed, never overwritten) and the learner told once; a directory, symlink,
device or read-only file in its place is left alone, with a warning instead of a save.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
import tempfile
import threading
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any

from ..core.errors import NardiError
from ..core.limits import loads_json
from .pupils import FOLDER, _home, clean_name, current_pupil, pupil_id, pupil_name, pupil_path
from .review import Attempt, utc_now

DEFAULT_PATH = Path("~/.nardi_teach/progress.json")
MAX_BYTES = 4 * 1024 * 1024  # a progress file is a few kilobytes; more is not ours
LOG_MAX = 40
"""Timed records kept per exercise (the newest): enough for the review queue's intervals."""
LESSON_PREFIX = "lesson:"
"""A lesson's entry is kept under ``lesson:chNN`` with the best ``stars`` earned."""
_THREAD_LOCKS: dict[str, threading.Lock] = {}
_THREAD_LOCKS_GUARD = threading.Lock()


class ProgressError(NardiError):
    """The progress file cannot be read or written; ``notice`` is told to the learner."""


def default_path() -> Path:
    """``NARDI_TEACH_PROGRESS`` if set (and not empty), else the current pupil's file
    (``pupils``), else ``~/.nardi_teach/progress.json``."""
    if os.environ.get("NARDI_TEACH_PROGRESS"):
        return Path(os.environ["NARDI_TEACH_PROGRESS"]).expanduser()
    pupil = current_pupil()
    if not pupil:
        return DEFAULT_PATH.expanduser()
    move_old_pupils()
    return pupil_path(pupil)


def _blank() -> dict[str, Any]:
    return {"solved": False, "attempts": 0, "hints": 0}


def _count(value: object) -> int:
    """A count from the file: an int, or digits in a string; anything else 0."""
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, int):
        return max(value, 0)
    if isinstance(value, float) and value == value and abs(value) < 1e9:
        return max(int(value), 0)
    if isinstance(value, str) and value.strip().isascii() and value.strip().isdigit():
        return int(value.strip()[:9])
    return 0


def _entry(value: dict[str, Any]) -> dict[str, Any]:
    entry = {"solved": value.get("solved") is True or value.get("solved") in (1, "true"),
             "attempts": _count(value.get("attempts")), "hints": _count(value.get("hints"))}
    if isinstance(value.get("answer"), str):
        entry["answer"] = value["answer"]  # the learner's last answer, shown again on return
    log = [r for r in value.get("log", ()) if _log_record(r)] \
        if isinstance(value.get("log"), list) else []
    if log:
        entry["log"] = log[-LOG_MAX:]
    stars = value.get("stars")
    if isinstance(stars, int) and not isinstance(stars, bool) and 1 <= stars <= 3:
        entry["stars"] = stars
    return entry


def _log_record(record: object) -> bool:
    """A timed record the review queue can read (anything else in the file is dropped)."""
    if not isinstance(record, dict):
        return False
    try:
        Attempt.from_dict(record)
    except (KeyError, TypeError, ValueError):
        return False
    return True


def lesson_key(chapter: int) -> str:
    """The progress entry of chapter ``chapter``'s lesson: ``lesson:ch02``."""
    return f"{LESSON_PREFIX}ch{int(chapter):02d}"


def _thread_lock(path: Path) -> threading.Lock:
    with _THREAD_LOCKS_GUARD:
        return _THREAD_LOCKS.setdefault(str(path), threading.Lock())


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold the file's lock: a thread lock and, where there is one, an OS lock on a
    ``.lock`` file beside it (so other processes wait too)."""
    with _thread_lock(path):
        try:
            import fcntl
        except ImportError:  # pragma: no cover - Windows, Pyodide: the thread lock only
            yield
            return
        fd = os.open(path.with_name(path.name + ".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX)
            yield
        finally:
            os.close(fd)


class Progress:
    """Per exercise id: ``solved``, ``attempts``, ``hints`` used.  Saved after every change.

    ``notices`` are the warnings for the learner (each told once: :meth:`take_notices`);
    ``error`` is the last :class:`ProgressError`, if any.
    """

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path).expanduser() if path not in (None, "") else default_path()
        self.data: dict[str, dict[str, Any]] = {}
        self.error: ProgressError | None = None
        self.notices: list[ProgressError] = []
        self._told: set[str] = set()
        self._pending: dict[str, dict[str, Any]] = {}  # this session's changes not yet saved
        self._lock = threading.RLock()  # one Progress shared by threads loses nothing
        self.data = self._read() or {}

    # — reading —

    def _read(self) -> dict[str, dict[str, Any]] | None:
        """The entries on disk (empty when there is none); ``None`` when the path holds
        something that must not be replaced."""
        try:
            info = os.lstat(self.path)
        except FileNotFoundError:
            return {}
        except OSError as error:
            self._warn("progress.unreadable", path=self.path, detail=error.strerror or error)
            return None
        if stat.S_ISDIR(info.st_mode):
            self._warn("progress.is_dir", path=self.path)
            return None
        if not stat.S_ISREG(info.st_mode):
            self._warn("progress.not_regular", path=self.path)
            return None
        try:
            with open(self.path, "rb") as file:
                raw = file.read(MAX_BYTES + 1)
        except OSError as error:
            self._warn("progress.unreadable", path=self.path, detail=error.strerror or error)
            return None
        try:
            if len(raw) > MAX_BYTES:
                raise ValueError("too big")
            loaded = loads_json(raw.decode("utf-8"), max_chars=MAX_BYTES)
            if not isinstance(loaded, dict) or not all(
                    isinstance(v, dict) for v in loaded.values()):
                raise ValueError("not a mapping of entries")
        except (ValueError, RecursionError):
            return {} if self._keep_aside() else None
        return {str(k): _entry(v) for k, v in loaded.items()}

    def _keep_aside(self) -> bool:
        """Rename the unreadable file to a new name beside it; tell the learner where."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        for n in range(100):
            kept = self.path.with_name(f"{self.path.name}.broken-{stamp}-{os.getpid()}-{n}")
            try:
                os.link(self.path, kept)  # fails if ``kept`` exists: nothing is overwritten
            except FileExistsError:
                continue
            except OSError as error:
                self._warn("progress.unreadable", path=self.path,
                           detail=error.strerror or error)
                return False
            os.unlink(self.path)
            self._warn("progress.kept_aside", path=self.path, kept=kept.name)
            return True
        return False  # pragma: no cover - a hundred kept copies this very second

    def _warn(self, key: str, **params: Any) -> None:
        self.error = ProgressError(key, **params)
        if key not in self._told:
            self._told.add(key)
            self.notices.append(self.error)

    def take_notices(self, lang: str | None = None) -> list[str]:
        """The warnings not told yet, in ``lang`` (each is returned once)."""
        out = [notice.message(lang) for notice in self.notices]
        self.notices = []
        return out

    # — the learner's record —

    def entry(self, exercise_id: str) -> dict[str, Any]:
        return self.data.setdefault(str(exercise_id), _blank())

    def record(self, exercise_id: str, correct: bool, answer: str | None = None,
               at: datetime | None = None) -> None:
        """Count an attempt (and keep its ``answer`` and time, default now); a correct one
        marks the exercise solved (for good)."""
        with self._lock:
            entry = self.entry(exercise_id)
            entry["attempts"] += 1
            entry["solved"] = bool(entry["solved"] or correct)
            change = self._pending.setdefault(str(exercise_id), _blank())
            change["attempts"] += 1
            change["solved"] = bool(change["solved"] or correct)
            if answer is not None:
                entry["answer"] = change["answer"] = str(answer)
            self._log(exercise_id, Attempt(str(exercise_id), at or utc_now(), bool(correct)))
            self.save()

    def solution_shown(self, exercise_id: str, at: datetime | None = None) -> None:
        """The learner opened the solution: a miss for the review queue (not an attempt)."""
        with self._lock:
            self._log(exercise_id, Attempt(str(exercise_id), at or utc_now(), False,
                                           shown_solution=True))
            self.save()

    def _log(self, exercise_id: str, attempt: Attempt) -> None:
        record = attempt.to_dict()
        for target in (self.entry(exercise_id), self._pending.setdefault(str(exercise_id),
                                                                          _blank())):
            target["log"] = [*target.get("log", ()), record][-LOG_MAX:]

    def attempts(self) -> list[Attempt]:
        """Every timed record, for :func:`~nardi_teach.progress.review.due`."""
        return [Attempt.from_dict(r) for key, entry in self.data.items()
                if not key.startswith(LESSON_PREFIX) for r in entry.get("log", ())]

    def record_lesson(self, chapter: int, stars: int) -> None:
        """A finished lesson: keep the best ``stars`` (1–3) earned in it."""
        key = lesson_key(chapter)
        stars = min(max(int(stars), 1), 3)
        with self._lock:
            for target in (self.entry(key), self._pending.setdefault(key, _blank())):
                target["stars"] = max(stars, target.get("stars", 0))
            self.save()

    def lesson_stars(self, chapter: int) -> int | None:
        """The best stars earned in chapter ``chapter``'s lesson (``None``: not finished)."""
        return self.data.get(lesson_key(chapter), {}).get("stars")

    def attempted(self, exercise_id: str) -> bool:
        return bool(self.data.get(exercise_id, {}).get("attempts"))

    def hint_used(self, exercise_id: str) -> int:
        """Count a hint; returns the number of the hint to show (1-based)."""
        with self._lock:
            entry = self.entry(exercise_id)
            entry["hints"] += 1
            self._pending.setdefault(str(exercise_id), _blank())["hints"] += 1
            self.save()
            return int(entry["hints"])

    def solved(self, exercise_id: str) -> bool:
        return bool(self.data.get(exercise_id, {}).get("solved"))

    def count(self, ids: list[str]) -> tuple[int, int]:
        """(solved, total) among ``ids``."""
        return sum(self.solved(i) for i in ids), len(ids)

    # — writing —

    def save(self) -> bool:
        """Add this session's changes to the file; ``False`` (and a notice) when it cannot.
        After a good save ``error`` is ``None`` again (what was pending is on disk)."""
        with self._lock:
            return self._save()

    def _save(self) -> bool:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with _locked(self.path):
                disk = self._read()
                if disk is None or not self._may_replace():
                    return False
                for key, change in self._pending.items():
                    entry = disk.setdefault(key, _blank())
                    entry["attempts"] += change["attempts"]
                    entry["hints"] += change["hints"]
                    entry["solved"] = bool(entry["solved"] or change["solved"])
                    if "answer" in change:
                        entry["answer"] = change["answer"]
                    if change.get("log"):
                        entry["log"] = [*entry.get("log", ()), *change["log"]][-LOG_MAX:]
                    if "stars" in change:
                        entry["stars"] = max(change["stars"], entry.get("stars", 0))
                self._clean_temporary()
                self._write(disk)
        except OSError as error:
            self._warn("progress.unsaved", path=self.path, detail=error.strerror or error)
            return False
        self._pending.clear()
        self.error = None
        for key, entry in disk.items():  # what other sessions saved shows here too
            self.data[key] = dict(entry)
        return True

    def _clean_temporary(self) -> None:
        """Remove the temporary files of writers killed mid-save.  Called under the file's
        lock, which every writer holds from its temporary file to the rename: any such file
        there now is left over."""
        for left in self.path.parent.glob(f".{self.path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if left.is_file() and not left.is_symlink():
                    left.unlink()

    def _may_replace(self) -> bool:
        """Only a regular, writable file (or none) is replaced."""
        try:
            info = os.lstat(self.path)
        except FileNotFoundError:
            return True
        if stat.S_ISDIR(info.st_mode):
            self._warn("progress.is_dir", path=self.path)
        elif not stat.S_ISREG(info.st_mode):
            self._warn("progress.not_regular", path=self.path)
        elif not info.st_mode & 0o222 or not os.access(self.path, os.W_OK):
            self._warn("progress.read_only", path=self.path)
        else:
            return True
        return False

    def _write(self, data: dict[str, dict[str, Any]]) -> None:
        text = json.dumps(data, ensure_ascii=False, indent=1)
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:  # an id with a lone surrogate: write it escaped
            text = json.dumps(data, indent=1)
        fd, tmp = tempfile.mkstemp(prefix=f".{self.path.name}.", suffix=".tmp",
                                   dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as file:
                file.write(text)
                file.flush()
                os.fsync(file.fileno())
            os.replace(tmp, self.path)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise


def move_old_pupils() -> None:
    """Move the pupils' files kept before issue 40 (``pupils/<name>.json``, a name that is
    not an id) to their ids, each once, under one lock.  A file whose new name is taken (an
    older version wrote after the move) is added to that file as a session's changes are, then
    removed; a damaged one is kept aside as :class:`Progress` keeps any."""
    folder = _home() / FOLDER
    try:
        old = [p for p in folder.glob("*.json")
               if pupil_name(p.stem) is None and clean_name(p.stem) and p.is_file()
               and not p.is_symlink()]
    except OSError:
        return
    if not old:
        return
    with contextlib.suppress(OSError), _locked(folder / ".move"):
        for path in old:
            target = folder / f"{pupil_id(path.stem)}.json"
            try:
                os.link(path, target)  # fails if ``target`` exists: nothing is overwritten
            except FileExistsError:
                _add_file(path, target)
                continue
            except OSError:
                continue
            with contextlib.suppress(OSError):
                os.unlink(path)


def _add_file(path: Path, target: Path) -> None:
    """Add the entries of progress file ``path`` to ``target`` and remove ``path``."""
    if not path.exists():
        return  # moved meanwhile
    old = Progress(path)
    if old.error is not None:
        return  # unreadable or kept aside: left where it is (or where it was put)
    into = Progress(target)
    with into._lock:
        for key, entry in old.data.items():
            into._pending[key] = {**_blank(), **entry}
        if into.save():
            with contextlib.suppress(OSError):
                os.unlink(path)
