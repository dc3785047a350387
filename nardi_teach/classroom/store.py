"""The class's data in one SQLite file (standard library): pupils and their device secrets,
the class list, every record a pupil's browser sent (once each), and the assignments.

WAL mode with ``synchronous=NORMAL``: a commit is in the write-ahead log before the request
is answered, so a killed server process (SIGKILL) loses nothing it has acknowledged; only a
power cut could lose the last commits, which the pupils' browsers would then send again.
A record's key is (pupil, client-made id): a record sent twice is kept once, and one pupil's
ids can never touch another's records.

>>> import tempfile, pathlib
>>> store = ClassStore(pathlib.Path(tempfile.mkdtemp()) / "class.sqlite3")
>>> pupil, token = store.join("ნიკა")
>>> store.pupil_of(token)[1], store.pupil_of("bad") is None
('ნიკა', True)
>>> rec = {"k": "abc12345", "t": "answer", "item": "ch01-players", "answer": "2",
...        "correct": True, "verdict": "სწორია", "rule": "R1", "stars": None, "at": "t"}
>>> store.add(pupil, [rec, rec])
(1, 1)
"""

from __future__ import annotations

import hashlib
import secrets
import sqlite3
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pupils (
    id INTEGER PRIMARY KEY, name TEXT NOT NULL, token TEXT UNIQUE NOT NULL, joined TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS roster (name TEXT PRIMARY KEY, place INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS records (
    pupil INTEGER NOT NULL REFERENCES pupils(id), k TEXT NOT NULL, t TEXT NOT NULL,
    item TEXT NOT NULL, answer TEXT, correct INTEGER, verdict TEXT, rule TEXT, stars INTEGER,
    at TEXT, received TEXT NOT NULL, points INTEGER, side TEXT, winner TEXT,
    PRIMARY KEY (pupil, k));
CREATE INDEX IF NOT EXISTS records_item ON records (item);
CREATE TABLE IF NOT EXISTS assignments (
    code TEXT PRIMARY KEY, title TEXT NOT NULL, ids TEXT NOT NULL, made TEXT NOT NULL);
"""
FIELDS = ("k", "t", "item", "answer", "correct", "verdict", "rule", "stars", "at", "points",
          "side", "winner")
ADDED = {"points": "INTEGER", "side": "TEXT", "winner": "TEXT"}
"""Columns a class file made before finished games were kept gets on opening."""
CODE_LETTERS = "abcdefghjkmnpqrstuvwxyz23456789"  # no 0/o, 1/l/i: read aloud or typed


def now(ago: float = 0) -> str:
    """The time (``ago`` seconds back) as the records keep it (UTC, ISO 8601, seconds)."""
    return (datetime.now(UTC) - timedelta(seconds=ago)).isoformat(timespec="seconds")


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


class ClassStore:
    """The class's SQLite file; one connection, used by the server's one thread."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)
        have = {row[1] for row in self.db.execute("PRAGMA table_info(records)")}
        for column, kind in ADDED.items():
            if column not in have:
                self.db.execute(f"ALTER TABLE records ADD COLUMN {column} {kind}")

    def close(self) -> None:
        self.db.close()

    # — the teacher's key —
    def teacher_key(self) -> str:
        """The teacher's key, made once and kept (a restart keeps the teacher's page open)."""
        row = self.db.execute("SELECT value FROM meta WHERE key='teacher'").fetchone()
        if row:
            return str(row[0])
        key = secrets.token_urlsafe(12)
        self.db.execute("INSERT INTO meta VALUES ('teacher', ?)", (key,))
        return key

    # — pupils —
    def join(self, name: str) -> tuple[int, str]:
        """A new pupil with ``name``: (id, the device's secret token). Names may repeat: two
        pupils are two ids, whatever they are called."""
        token = secrets.token_urlsafe(24)
        cur = self.db.execute("INSERT INTO pupils (name, token, joined) VALUES (?, ?, ?)",
                              (name, _hash(token), now()))
        return int(cur.lastrowid or 0), token

    def pupil_of(self, token: str) -> tuple[int, str] | None:
        """(id, name) of the pupil whose device holds ``token``, else ``None``."""
        if not token or len(token) > 100:
            return None
        row = self.db.execute("SELECT id, name FROM pupils WHERE token=?",
                              (_hash(token),)).fetchone()
        return (int(row[0]), str(row[1])) if row else None

    def pupils(self) -> list[tuple[int, str, str]]:
        """Every pupil: (id, name, joined), in the order they joined."""
        return [(int(i), str(n), str(j)) for i, n, j in
                self.db.execute("SELECT id, name, joined FROM pupils ORDER BY id")]

    # — the class list —
    def roster(self) -> list[str]:
        return [str(r[0]) for r in self.db.execute("SELECT name FROM roster ORDER BY place")]

    def set_roster(self, names: Iterable[str]) -> int:
        names = list(dict.fromkeys(names))
        with self.db:
            self.db.execute("BEGIN")
            self.db.execute("DELETE FROM roster")
            self.db.executemany("INSERT INTO roster VALUES (?, ?)",
                                [(n, i) for i, n in enumerate(names)])
        return len(names)

    # — records —
    def add(self, pupil: int, records: Iterable[dict[str, Any]]) -> tuple[int, int]:
        """Keep ``records`` of ``pupil`` in one transaction: (new, already kept)."""
        new = old = 0
        stamp = now()
        with self.db:
            self.db.execute("BEGIN IMMEDIATE")
            for rec in records:
                cur = self.db.execute(
                    "INSERT OR IGNORE INTO records (pupil, " + ", ".join(FIELDS) + ", received)"
                    " VALUES (" + ", ".join("?" * (len(FIELDS) + 2)) + ")",
                    (pupil, *(rec.get(f) for f in FIELDS), stamp))
                if cur.rowcount == 1:
                    new += 1
                else:
                    old += 1
        return new, old

    def new_of(self, pupil: int, ks: Iterable[str]) -> set[str]:
        """Which of ``ks`` the server does not keep yet for ``pupil``."""
        ks = list(ks)
        if not ks:
            return set()
        have = {str(r[0]) for r in self.db.execute(
            "SELECT k FROM records WHERE pupil=? AND k IN (" + ",".join("?" * len(ks)) + ")",
            (pupil, *ks))}
        return set(ks) - have

    def received_since(self, pupil: int, seconds: float) -> int:
        """How many records of ``pupil`` arrived in the last ``seconds``."""
        return int(self.db.execute("SELECT COUNT(*) FROM records WHERE pupil=? AND received>=?",
                                   (pupil, now(seconds))).fetchone()[0])

    def pupil_count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM pupils").fetchone()[0])

    def received(self, pupil: int) -> int:
        """How many records of ``pupil`` the server keeps."""
        return int(self.db.execute("SELECT COUNT(*) FROM records WHERE pupil=?",
                                   (pupil,)).fetchone()[0])

    def records(self, items: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """Every record (of ``items`` only, when given), oldest first."""
        sql = "SELECT pupil, " + ", ".join(FIELDS) + ", received FROM records"
        args: list[Any] = []
        if items is not None:
            items = list(items)
            sql += " WHERE item IN (" + ",".join("?" * len(items)) + ")"
            args = items
        rows = self.db.execute(sql + " ORDER BY at, received, k", args)
        names = ("pupil", *FIELDS, "received")
        return [dict(zip(names, row, strict=True)) for row in rows]

    def games(self) -> list[dict[str, Any]]:
        """Every finished game, oldest first."""
        sql = ("SELECT pupil, " + ", ".join(FIELDS) + ", received FROM records WHERE t='game'"
               " ORDER BY at, received, k")
        names = ("pupil", *FIELDS, "received")
        return [dict(zip(names, row, strict=True)) for row in self.db.execute(sql)]

    def count(self) -> int:
        return int(self.db.execute("SELECT COUNT(*) FROM records").fetchone()[0])

    # — assignments —
    def assign(self, title: str, ids: list[str]) -> str:
        """A new assignment (today's from now on): its short code."""
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(4))
            try:
                self.db.execute("INSERT INTO assignments VALUES (?, ?, ?, ?)",
                                (code, title, ",".join(ids), now()))
                return code
            except sqlite3.IntegrityError:
                continue

    def assignment(self, code: str | None = None) -> dict[str, Any] | None:
        """The assignment with ``code``, or the newest one: {code, title, ids, made}."""
        if code is None:
            row = self.db.execute("SELECT code, title, ids, made FROM assignments "
                                  "ORDER BY made DESC, rowid DESC LIMIT 1").fetchone()
        else:
            row = self.db.execute("SELECT code, title, ids, made FROM assignments WHERE code=?",
                                  (code,)).fetchone()
        if not row:
            return None
        return {"code": row[0], "title": row[1], "ids": [i for i in row[2].split(",") if i],
                "made": row[3]}
