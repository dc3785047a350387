"""A fuzz campaign on the class server's endpoints (issue 40's last proof item), against the
real server (``make class`` on loopback, the ``server`` fixture of this folder).

Hypothesis drives every endpoint — join, sync, the pupil's own status, the teacher's pages
with and without the key, assignments, the class list, the shared board and the static files —
with random and adversarial input, and a model of what the class should hold is checked
against the server's SQLite file after every request:

- never a 5xx and never a traceback in the server's log;
- every refusal is a 4xx with a typed error and a Georgian message;
- nothing is stored from a refused request;
- every record is counted exactly once, and no pupil reads or writes another's records.

CI runs a few hundred requests (well under a minute); ``NARDI_FUZZ_SCALE=N`` multiplies the
examples for a local campaign (``benchmarks/fuzz_hardening.py``), and ``NARDI_FUZZ_REPORT``
gets the requests sent per endpoint."""

from __future__ import annotations

import atexit
import json
import os
import re
import socket
import sqlite3
import threading
import unicodedata
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from classserver import ClassServer
from exercise_bank import bank_by_id
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach.exercises.select import select

SCALE = int(os.environ.get("NARDI_FUZZ_SCALE", "1"))
SENT: Counter[str] = Counter()
BANK = bank_by_id()
IDS = ["ch01-players", *(ex.id for ex in select(BANK.values(), chapters=[6]))][:4]
GEORGIAN = re.compile("[\u10d0-\u10ff]")
CONTROL = re.compile(r"[\x00-\x1f\x7f]")
ROUTES = {"/", "/join", "/board", "/api/join", "/api/sync", "/api/me", "/api/board",
          "/api/board/play", "/teacher", "/teacher/board", "/teacher/board/reveal",
          "/teacher/data.json", "/teacher/class.csv", "/teacher/assign", "/teacher/roster"}


@atexit.register
def _report() -> None:  # pragma: no cover - only for the local campaign
    target = os.environ.get("NARDI_FUZZ_REPORT")
    if target:
        Path(target + ".class").write_text(json.dumps(
            {f"class server {k}": n for k, n in SENT.items()}, indent=1))


def fuzz(n: int) -> Any:
    return settings(max_examples=n * SCALE, deadline=None, database=None,
                    suppress_health_check=list(HealthCheck))


# — talking to the server —

def endpoint(path: str) -> str:
    """The route a path reaches, for the campaign's counts."""
    path = path.split("?")[0]
    if path in ROUTES:
        return path
    if re.fullmatch(r"/a/[a-zA-Z0-9]{1,12}", path):
        return "/a/<code>"
    return "static files"


def send(server: ClassServer, method: str, path: str, body: Any = None, *, raw: bytes | None
         = None, token: str | None = None, key: str | None = None, cookie: str | None = None
         ) -> tuple[int, dict[str, str], bytes]:
    """One request; header values travel as UTF-8 bytes read as Latin-1 (as a browser would
    send a key typed with any letters)."""
    headers = {"Content-Type": "application/json"}
    for name, value in (("X-Nardi-Token", token), ("X-Nardi-Key", key),
                        ("Cookie", None if cookie is None else f"nardi_teacher={cookie}")):
        if value is not None:
            headers[name] = CONTROL.sub("", value).encode("utf-8").decode("latin-1")
    SENT[endpoint(path)] += 1
    try:
        return server.request(method, path, body, headers, raw)
    except (ConnectionError, OSError):
        return 0, {}, b""  # the server closed the connection on a body past its ceiling


def refused(status: int, body: bytes, errors: tuple[str, ...] = ()) -> str:
    """Assert a refusal: a 4xx whose body is a typed error with a Georgian message (JSON from
    the API, an error page from a page); the error's key, or "page"."""
    assert 400 <= status < 500, (status, body[:300])
    text = body.decode("utf-8")
    if text.startswith("{"):
        out = json.loads(text)
        assert isinstance(out["error"], str) and GEORGIAN.search(out["message"]), out
        assert not errors or out["error"] in errors, (out, errors)
        return str(out["error"])
    assert 'class="error"' in text and GEORGIAN.search(text), text[:300]
    return "page"


def answered(status: int, body: bytes) -> Any:
    assert status == 200, (status, body[:300])
    return json.loads(body)


class Class:
    """What the class should hold, kept beside the server: each pupil's records by id."""

    def __init__(self, server: ClassServer) -> None:
        self.server = server
        self.db_path = server.data / "class.sqlite3"
        self.pupils: list[dict[str, Any]] = []
        self.records: dict[int, dict[str, tuple[str, str | None, int | None]]] = {}

    def db(self) -> sqlite3.Connection:
        return sqlite3.connect(f"file:{self.db_path}?mode=ro", uri=True)

    def join(self, name: str) -> dict[str, Any]:
        out = answered(*send(self.server, "POST", "/api/join", {"name": name})[::2])
        self.pupils.append(out)
        self.records[out["pupil"]] = {}
        return out

    def stored(self) -> dict[int, dict[str, tuple[str, str | None, int | None]]]:
        with self.db() as db:
            rows = db.execute("SELECT pupil, k, item, answer, correct FROM records").fetchall()
        out: dict[int, dict[str, tuple[str, str | None, int | None]]] = {}
        for pupil, k, item, answer, correct in rows:
            out.setdefault(pupil, {})[k] = (item, answer, correct)
        return out

    def counts(self) -> tuple[int, ...]:
        with self.db() as db:
            return tuple(db.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0]
                         for t in ("pupils", "records", "roster", "assignments"))

    def check(self) -> None:
        """The server holds exactly the model's records: once each, each with its pupil."""
        stored = self.stored()
        for pupil, expected in self.records.items():
            assert stored.get(pupil, {}) == expected, pupil
        assert set(stored) <= set(self.records)


@pytest.fixture(scope="module")
def klass(server: ClassServer) -> Class:
    room = Class(server)
    for name in ("ანა", "аna", "ნიკა", "ნიკა#2"):  # a Cyrillic "а" beside a Latin "na"
        room.join(name)
    return room


def _log(server: ClassServer) -> str:
    logs = sorted(server.data.glob("server-*.log"))
    return "".join(p.read_text("utf-8", "replace") for p in logs)


@pytest.fixture(autouse=True)
def no_traceback(server: ClassServer) -> Iterator[None]:
    """After every test: the server logged no traceback and answered no request with a 5xx."""
    before = len(_log(server))
    yield
    new = _log(server)[before:]
    assert "Traceback" not in new and not re.search(r"^5\d\d ", new, re.M), new[-3000:]


# — strategies —

LOOKALIKES = ["ანა", "ana", "аna", "ａｎａ", "ა\u200bნა", "ა\u200dნა", "\u202eანა", "ანა\u0301",
              "e\u0301", "é", "ნიკა#2", "ნიკა@x", "ნიკა", "ნიკა ", "Ⴀნა", "ⴀნა", "ᲐᲜᲐ",
              "<script>alert(1)</script>", "'; DROP TABLE pupils; --", "\u00a0\u3000", "𝐚𝐧𝐚",
              "🙂", "ა" * 40, "ა" * 41, "\x00", "\t\n", "ა\x00ნა", "${name}", "%s", "{name}"]
names = st.one_of(st.sampled_from(LOOKALIKES), st.text(max_size=50),
                  st.lists(st.sampled_from(LOOKALIKES), max_size=3).map("".join))
scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**30, 10**30),
                    st.floats(allow_nan=False), st.text(max_size=20))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)),
    max_leaves=12)


def deep(depth: int, open_: str = "[", close: str = "]") -> bytes:
    return (open_ * depth + close * depth).encode()


BAD_BODIES = [b"", b"{", b"{not json", b"\xff\xfe\x00", b"null", b"[]", b"1e999", b'"x"',
              b'{"name": NaN}', b'{"records": Infinity}', b"{'records': []}",
              b'{"records": [' + deep(5000) + b"]}", deep(20000), b"{" + b'"a":{' * 3000 +
              b"}" * 3001, b'{"name": "\\ud800"}', b'{"records": [{"k": "\\udfff"}]}',
              b'{"name": "x"}\x00', b"\xef\xbb\xbf{}", b'{"records": []}' + b" " * 70000,
              b'{"records": [' + b'"x",' * 30000 + b'"x"]}']
raw_bodies = st.one_of(st.sampled_from(BAD_BODIES), st.binary(max_size=200))
ANSWERS = ["0", "1", "2", "99", "დიახ", "არა", "24/18 13/8", "R1", "", " ", "ა" * 300,
           "\x00\x01 2 \x7f", "\u200b2", "２", "²", "<b>2</b>"]
answers = st.one_of(st.sampled_from(ANSWERS), st.text(max_size=40))
K_POOL = ["abcdefgh", "same-id-0001", "ana-000001", "beka-00001", "Z" * 40, "0" * 8]
ks = st.one_of(st.sampled_from(K_POOL), st.from_regex(r"[A-Za-z0-9-]{8,12}", fullmatch=True))


@st.composite
def good_records(draw: Any) -> dict[str, Any]:
    kind = draw(st.sampled_from(["answer", "answer", "answer", "shown", "stars"]))
    rec: dict[str, Any] = {"k": draw(ks), "t": kind}
    if kind == "stars":
        rec.update(chapter=draw(st.one_of(st.integers(0, 999), st.from_regex(r"\d{1,3}",
                                                                             fullmatch=True))),
                   stars=draw(st.integers(1, 3)))
    else:
        rec["id"] = draw(st.sampled_from(IDS))
    if kind == "answer":
        rec["answer"] = draw(answers.filter(lambda a: len(a) <= 300))
    if draw(st.booleans()):
        rec["at"] = draw(st.text(max_size=40))
    extra = draw(st.sampled_from([{}, {"correct": True}, {"pupil": 1}, {"verdict": "სწორია"},
                                  {"k2": "x"}]))
    return {**rec, **extra}


BAD_RECORD = [
    lambda r: {**r, "k": "short"}, lambda r: {**r, "k": "../../etc/passwd"},
    lambda r: {**r, "k": 12345678}, lambda r: {**r, "k": "a" * 41},
    lambda r: {**r, "k": "ა" * 10}, lambda r: {k: v for k, v in r.items() if k != "k"},
    lambda r: {**r, "t": "grade"}, lambda r: {**r, "t": None}, lambda r: {**r, "t": ["answer"]},
    lambda r: {**r, "t": "answer", "id": "ch99-nothing", "answer": "1"},
    lambda r: {**r, "t": "answer", "id": IDS[0], "answer": "1" * 301},
    lambda r: {**r, "t": "answer", "id": IDS[0], "answer": 2},
    lambda r: {**r, "t": "answer", "id": ["ch01-players"], "answer": "2"},
    lambda r: {**r, "t": "shown", "id": "ch01-players\x00"},
    lambda r: {**r, "at": "x" * 41}, lambda r: {**r, "at": 5},
    lambda r: {**r, "t": "stars", "chapter": "../3", "stars": 2},
    lambda r: {**r, "t": "stars", "chapter": 3, "stars": True},
    lambda r: {**r, "t": "stars", "chapter": True, "stars": 2},
    lambda r: {**r, "t": "stars", "chapter": "²", "stars": 2},
    lambda r: {**r, "t": "stars", "chapter": 3, "stars": 4},
    lambda _r: "not a record", lambda _r: None, lambda _r: [1, 2], lambda _r: 7,
]


@st.composite
def batches(draw: Any) -> list[tuple[bool, Any]]:
    """(good?, record) pairs: good ones the server must keep, bad ones it must refuse."""
    out = []
    for _ in range(draw(st.integers(0, 8))):
        rec = draw(good_records())
        if draw(st.integers(0, 3)) == 0:
            out.append((False, draw(st.sampled_from(BAD_RECORD))(rec)))
        else:
            out.append((True, rec))
    if out and draw(st.booleans()):
        out.append(draw(st.sampled_from(out)))  # the same record twice in one batch
    return out


def kept_as(rec: dict[str, Any]) -> tuple[str, str | None, int | None]:
    """A good record as the store keeps it: (item, answer, correct by the engine)."""
    if rec["t"] == "stars":
        return f"lesson:{int(rec['chapter'])}", None, None
    if rec["t"] == "shown":
        return rec["id"], None, 0
    answer = CONTROL.sub(" ", rec["answer"]).strip()
    return rec["id"], answer, int(BANK[rec["id"]].check(answer, "ka").correct)


def forged(token: str, how: int) -> str:
    """Another device's guess at ``token``: never the token itself (a header's surrounding
    spaces are not part of it)."""
    return [token[:-1] + ("A" if token[-1] != "A" else "B"), token[:-1], token + "x",
            token[1:], token.swapcase(), "", "x" * 101, token + "\u2010", "null",
            "' OR 1=1 --", token + "\u0430"][how]


# — the campaign —

@fuzz(25)
@given(name=names)
def test_join_with_any_name_makes_one_new_pupil_or_a_typed_refusal(server, klass, name
                                                                   ) -> None:
    before = klass.counts()
    status, _h, body = send(server, "POST", "/api/join", {"name": name})
    if status == 200:
        out = json.loads(body)
        assert 0 < len(out["name"]) <= 40 and out["name"] == out["name"].strip()
        assert not any(unicodedata.category(c) in ("Cc", "Cf") for c in out["name"])
        assert unicodedata.is_normalized("NFC", out["name"])
        assert out["pupil"] not in klass.records and klass.counts()[0] == before[0] + 1
        klass.records[out["pupil"]] = {}
        klass.pupils.append(out)
        me = answered(*send(server, "POST", "/api/me", {}, token=out["token"])[::2])
        assert (me["pupil"], me["name"], me["received"]) == (out["pupil"], out["name"], 0)
    else:
        refused(status, body, ("name_empty", "name_long", "shape"))
        assert klass.counts() == before


@fuzz(25)
@given(value=values, raw=raw_bodies, which=st.sampled_from(["json", "raw", "field"]))
def test_join_with_any_body_is_answered_typed(server, klass, value, raw, which) -> None:
    before = klass.counts()
    if which == "raw":
        status, _h, body = send(server, "POST", "/api/join", raw=raw)
    else:
        status, _h, body = send(server, "POST", "/api/join",
                                {"name": value} if which == "field" else value)
    if status == 200:
        out = json.loads(body)
        klass.records[out["pupil"]] = {}
        assert klass.counts()[0] == before[0] + 1
    else:
        refused(status, body)
        assert klass.counts() == before


@fuzz(60)
@given(data=st.data())
def test_sync_keeps_each_pupils_own_good_records_once(server, klass, data) -> None:
    pupil = data.draw(st.sampled_from(klass.pupils))
    pairs = data.draw(batches())
    how = data.draw(st.one_of(st.none(), st.integers(0, 10)))
    token = pupil["token"] if how is None else forged(pupil["token"], how)
    before = klass.counts()
    status, _h, body = send(server, "POST", "/api/sync", {"records": [r for _g, r in pairs]},
                            token=token)
    if how is not None:
        refused(status, body, ("token",))
        assert klass.counts() == before
        klass.check()
        return
    out = answered(status, body)
    mine = klass.records[pupil["pupil"]]
    firsts = {}
    for good, rec in pairs:
        if good:
            firsts.setdefault(rec["k"], rec)
    new = {k: kept_as(rec) for k, rec in firsts.items() if k not in mine}
    assert (out["new"], out["duplicate"]) == (len(new), len(firsts) - len(new))
    assert len(out["refused"]) == sum(not good for good, _r in pairs)
    assert all(GEORGIAN.search(r["message"]) for r in out["refused"])
    mine.update(new)
    assert out["received"] == len(mine)
    klass.check()


@fuzz(30)
@given(raw=raw_bodies, value=values, which=st.sampled_from(["raw", "value", "records"]),
       data=st.data())
def test_a_malformed_sync_body_stores_nothing(server, klass, raw, value, which, data) -> None:
    pupil = data.draw(st.sampled_from(klass.pupils))
    before = klass.counts()
    if which == "raw":
        status, _h, body = send(server, "POST", "/api/sync", raw=raw, token=pupil["token"])
    else:
        sent = value if which == "value" else {"records": value}
        status, _h, body = send(server, "POST", "/api/sync", sent, token=pupil["token"])
    if status == 200:  # only an object with a list of records is answered: none of them good
        out = json.loads(body)
        sent = json.loads(raw) if which == "raw" else value if which == "value" else {
            "records": value}
        assert isinstance(sent["records"], list) and out["new"] == 0
        assert len(out["refused"]) == len(sent["records"])
    else:
        refused(status, body)
    assert klass.counts() == before
    klass.check()


def test_huge_and_overlong_bodies_are_refused_before_they_are_read(server, klass) -> None:
    pupil = klass.pupils[0]
    before = klass.counts()
    rec = {"k": "huge-00001", "t": "answer", "id": IDS[0], "answer": "1" * 250}
    every = ("/api/sync", "/api/join", "/api/me", "/teacher/assign", "/teacher/roster",
             "/teacher/board", "/api/board/play")
    cases = [
        ({"records": [{**rec, "k": f"huge-{i:06d}"} for i in range(300)]}, None, ("too_big",),
         every),
        ({"records": [{**rec, "k": f"many-{i:06d}"} for i in range(51)]}, None, ("too_many",),
         ("/api/sync",)),
        (None, b"x" * (3 * 1024 * 1024), ("too_big", "json"), every),
        (None, b'{"records": [], "pad": "' + b"a" * (64 * 1024) + b'"}', ("too_big",), every),
    ]
    for value, raw, errors, routes in cases:
        for path in routes:
            status, _h, body = send(server, "POST", path, value, raw=raw, token=pupil["token"],
                                    key=server.key)
            if status:  # 0: the server closed the connection on a body past its ceiling
                refused(status, body, errors)
    assert klass.counts() == before
    klass.check()


def test_concurrent_duplicate_sends_count_each_record_once(server, klass) -> None:
    a, b = klass.join("ერთდროული ა"), klass.join("ერთდროული ბ")
    batch = [{"k": f"race-{i:06d}", "t": "answer", "id": IDS[i % len(IDS)], "answer": str(i)}
             for i in range(30)]
    results: list[tuple[int, Any]] = []
    lock = threading.Lock()

    def sender(pupil: dict[str, Any], part: list[dict[str, Any]]) -> None:
        status, _h, body = send(server, "POST", "/api/sync", {"records": part},
                                token=pupil["token"])
        with lock:
            results.append((status, json.loads(body), pupil["pupil"]))

    threads = [threading.Thread(target=sender, args=(p, batch[i % 3 * 10:] + batch[:5]))
               for i in range(12) for p in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert len(results) == 24 and all(status == 200 for status, _o, _p in results)
    for pupil in (a, b):
        assert sum(o["new"] for _s, o, p in results if p == pupil["pupil"]) == 30
        klass.records[pupil["pupil"]].update({r["k"]: kept_as(r) for r in batch})
    klass.check()


def _state(klass: Class) -> tuple[Any, ...]:
    """Everything a teacher's request could change."""
    with klass.db() as db:
        tables = tuple(tuple(db.execute(f"SELECT * FROM {t} ORDER BY 1")) for t in
                       ("roster", "assignments"))
    return (*tables, klass.counts())


TEACHER = [("GET", "/teacher/data.json"), ("GET", "/teacher/class.csv"),
           ("GET", "/teacher/board"), ("POST", "/teacher/assign"), ("POST", "/teacher/roster"),
           ("POST", "/teacher/board"), ("POST", "/teacher/board/reveal")]


@fuzz(40)
@given(data=st.data(), route=st.sampled_from(TEACHER),
       how=st.sampled_from(["none", "header", "cookie", "token", "query"]))
def test_without_the_key_no_teacher_page_answers_or_changes_anything(server, klass, data,
                                                                     route, how) -> None:
    key = server.key
    wrong = data.draw(st.one_of(st.text(max_size=30), st.sampled_from([
        key[:-1], key + "x", key.swapcase(), key[1:], key + "\u2010", key[:-1] + "\u0430", "",
        "undefined", "null"]),
        st.sampled_from(klass.pupils).map(lambda p: p["token"])))
    body = data.draw(st.sampled_from([{}, {"chapter": "6"}, {"names": ["შემოპარული"]},
                                      {"exercise": "ch02-opening-6-5"}]))
    before = _state(klass)
    method, path = route
    if how == "query":
        path += "?key=" + quote(wrong)
    status, _h, out = send(server, method, path, body if method == "POST" else None,
                           key=wrong if how == "header" else None,
                           cookie=wrong if how == "cookie" else None,
                           token=wrong if how == "token" else None)
    assert refused(status, out, ("teacher",)) == "teacher"
    status, _h, out = send(server, "GET", "/teacher?key=" + quote(wrong))
    assert status == 403 and "მასწავლებლის" in out.decode() and "<table" not in out.decode()
    assert _state(klass) == before


@fuzz(40)
@given(data=st.data())
def test_assignments_from_any_form_are_made_or_refused_typed(server, klass, data) -> None:
    field = st.one_of(values, st.sampled_from(["6", "22", "06", "R1", "r37", "L5", "V19", "",
                                               "../1", "DROP TABLE", "٦", "6 ", "1e3",
                                               ",".join(IDS), "ch01-players\x00"]))
    form = data.draw(st.dictionaries(st.sampled_from(["title", "chapter", "kind", "rule", "ids",
                                                      "x"]), field, max_size=4))
    before = _state(klass)
    status, _h, body = send(server, "POST", "/teacher/assign", form, key=server.key)
    if status == 200:
        out = json.loads(body)
        with klass.db() as db:
            code, ids = db.execute("SELECT code, ids FROM assignments ORDER BY rowid DESC "
                                   "LIMIT 1").fetchone()
        assert code == out["code"] and 0 < len(ids.split(",")) <= 60
        assert all(i in BANK for i in ids.split(","))
        assert klass.counts()[3] == before[-1][3] + 1
        status, headers, _b = send(server, "GET", f"/a/{code.upper()}")
        assert status == 302 and headers["Location"].startswith("/book/assignment.html#set=")
    else:
        refused(status, body, ("shape", "no_match", "json"))
        assert _state(klass) == before


@fuzz(20)
@given(names_=st.one_of(st.lists(names, max_size=8), values))
def test_the_class_list_from_any_form_is_kept_or_refused_typed(server, klass, names_) -> None:
    before = _state(klass)
    status, _h, body = send(server, "POST", "/teacher/roster", {"names": names_},
                            key=server.key)
    if status == 200:
        with klass.db() as db:
            kept = [n for (n,) in db.execute("SELECT name FROM roster ORDER BY place")]
        assert json.loads(body)["count"] == len(kept)
        assert all(0 < len(n) <= 40 and not CONTROL.search(n) for n in kept)
        page = send(server, "GET", "/join")[2].decode()
        assert "<script>alert" not in page
    else:
        refused(status, body, ("shape", "name_long", "name_empty", "json"))
        assert _state(klass) == before


PLAYS = ["24/18 18/13", "24/13", "24/17", "13/7 13/8", "24/18 13/8", "25/20", "bar/20", "",
         " ", "24/18*", "24-18", "２４/１８", "²⁴/¹⁸", "x" * 80, "x" * 81, "24/18 " * 10,
         "\x00", "13/2 13/1 13/7", "6-5", "off"]


@fuzz(40)
@given(data=st.data())
def test_the_shared_board_takes_each_pupils_own_play_and_the_tally_holds(server, klass,
                                                                        data) -> None:
    teacher = data.draw(st.sampled_from([
        {"exercise": "ch02-opening-6-5"}, {"exercise": data.draw(st.sampled_from(IDS))},
        {"id": "4HPwATDgc/ABMA", "roll": data.draw(st.sampled_from(["3-1", "6-6", "7-1", "x",
                                                                     "3-1" * 5]))},
        {"id": data.draw(st.text(max_size=45)), "roll": data.draw(st.text(max_size=12))},
        {"exercise": data.draw(values)}, {"id": data.draw(values), "roll": data.draw(values)},
        None, None, None, None]))
    if teacher is not None:
        status, _h, body = send(server, "POST", "/teacher/board", teacher, key=server.key)
        if status != 200:
            refused(status, body, ("board_source", "json", "shape"))
    board = answered(*send(server, "GET", "/teacher/board", key=server.key)[::2])
    votes: dict[int, str] = {}
    for pupil in data.draw(st.lists(st.sampled_from(klass.pupils), max_size=4)):
        play = data.draw(st.one_of(st.sampled_from(PLAYS), st.text(max_size=30), values))
        rnd = data.draw(st.sampled_from([board["round"], board["round"], board["round"] + 1,
                                         0, -1, str(board["round"]), None, True,
                                         float(board["round"]), [board["round"]]]))
        status, _h, body = send(server, "POST", "/api/board/play", {"round": rnd, "play": play},
                                token=pupil["token"])
        if status == 200:
            assert type(rnd) is int and rnd == board["round"] > 0
            votes[pupil["pupil"]] = json.loads(body)["typed"]
        else:
            refused(status, body, ("board_none", "shape"))
    others = data.draw(st.lists(st.sampled_from(klass.pupils), max_size=2))
    for pupil in [p for p in klass.pupils if p["pupil"] in votes] + others:
        view = answered(*send(server, "POST", "/api/board", {}, token=pupil["token"])[::2])
        assert view["round"] == board["round"]
        if pupil["pupil"] in votes:  # each device sees its own latest play, no one else's
            assert view["mine"]["typed"] == votes[pupil["pupil"]]
    tally = answered(*send(server, "GET", "/teacher/board", key=server.key)[::2])
    assert sum(row["count"] for row in tally.get("rows", [])) == tally.get("votes", 0)
    if data.draw(st.booleans()):
        status, _h, body = send(server, "POST", "/teacher/board/reveal", {}, key=server.key)
        if status != 200:
            refused(status, body, ("board_none",))


SEGMENTS = ["..", ".", "%2e%2e", "%2E%2e", "%252e%252e", "..%2f", "..%5c", "%5c", "\\",
            "..\\", "%00", "x%00.html", "%c0%ae%c0%ae", "．．", "%ef%bc%8e%ef%bc%8e", "%2f", "",
            "secret.txt", "book", "intro.html", "index.html", "class-static", "join.js",
            "store.py", "etc", "passwd", "~", ";", "%ff", "a", "abcd", "%3f", "..;", "%25",
            "ა", "%e1%83%90", "%u002e%u002e", ".%00.", "....//"]
paths = st.lists(st.sampled_from(SEGMENTS), min_size=1, max_size=7).map("/".join)


@fuzz(80)
@given(path=paths, prefix=st.sampled_from(["/", "/book/", "/class-static/", "/a/", "//",
                                           "/teacher/", "/api/"]),
       method=st.sampled_from(["GET", "GET", "HEAD", "POST"]))
def test_no_path_reaches_a_file_outside_the_book_or_breaks_the_server(server, path, prefix,
                                                                      method) -> None:
    target = prefix + path
    SENT[endpoint(target)] += 1
    with socket.create_connection(("127.0.0.1", server.port), timeout=20) as s:
        s.sendall(f"{method} {target} HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n"
                  "Connection: close\r\n\r\n".encode())
        reply = b""
        while chunk := s.recv(65536):
            reply += chunk
    head, _sep, body = reply.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    assert b"SECRET" not in reply and b"root:" not in reply and b"ClassStore" not in reply
    assert status < 500, (target, head)
    if status == 200 and method != "HEAD":
        assert body and b"SECRET" not in body
    elif status >= 400 and method != "HEAD":
        refused(status, body)



QUERY = ["key=", "key=%ff", "key=%00", "key=%c0%ae", "key=%", "key=%zz", "key=a&key=b", "key[]=1",
         "=", "&&", "key=%e1%83%90", "%ff=1", "key=+", "key=%20", "x=" + "a" * 3000, ";", "#x"]


@fuzz(40)
@given(route=st.sampled_from(["/", "/join", "/board", "/teacher", "/teacher/data.json",
                              "/teacher/class.csv", "/a/abcd", "/class-static/join.js",
                              "/book/intro.html", "/api/me"]),
       query=st.lists(st.one_of(st.sampled_from(QUERY), st.text(max_size=12).map(quote)),
                      min_size=1, max_size=3).map("&".join))
def test_any_query_string_on_any_page_is_answered_typed(server, klass, route, query) -> None:
    before = _state(klass)
    status, _h, body = send(server, "POST" if route == "/api/me" else "GET",
                            f"{route}?{query}", {} if route == "/api/me" else None)
    if status >= 400:
        error = refused(status, body)
        assert error != "json"  # a page's address is no request body
    assert _state(klass) == before


FORMULAS = ["=1+1", "+SUM(A1:A9)", "-2+3", "@cmd", "=HYPERLINK(\"http://x\")", " =1", "\t=1",
            "\r=1", "\x00=1", "＝1", "=ა", "|", '"=1"', "';=1"]


@fuzz(10)
@given(name=st.sampled_from(FORMULAS), tries=st.lists(st.sampled_from(FORMULAS), min_size=1,
                                                      max_size=3))
def test_no_pupils_text_becomes_a_formula_in_the_class_csv(server, klass, name, tries) -> None:
    import csv
    import io

    answered(*send(server, "POST", "/teacher/assign", {"ids": IDS[0]}, key=server.key)[::2])
    pupil = klass.join(name)
    records = [{"k": f"formula-{i:04d}", "t": "answer", "id": IDS[0], "answer": a}
               for i, a in enumerate(tries)]
    answered(*send(server, "POST", "/api/sync", {"records": records},
                   token=pupil["token"])[::2])
    klass.records[pupil["pupil"]].update(
        {r["k"]: kept_as(r) for r in {r["k"]: r for r in reversed(records)}.values()})
    status, _h, body = send(server, "GET", "/teacher/class.csv", key=server.key)
    assert status == 200
    rows = list(csv.reader(io.StringIO(body.decode("utf-8-sig"))))
    assert any(IDS[0] in cell for cell in rows[0])  # the answers' column is there
    for row in rows:
        assert not any(cell[:1] in ("=", "+", "-", "@", "\t", "\r") for cell in row), row


# — what the campaign found (each failed on the server before its fix) —

@pytest.mark.parametrize("path, body", [
    ("/api/join", b'{"name": "\\ud800"}'),
    ("/api/sync", b'{"records": [{"k": "surrogate-01", "t": "answer", "id": "ch01-players",'
                  b' "answer": "2\\udfff"}]}'),
    ("/api/sync", b'{"records": [{"k": "surrogate-02", "t": "answer", "id": "\\ud800"}]}'),
    ("/teacher/assign", b'{"title": "\\ud800", "chapter": "6"}'),
    ("/teacher/roster", b'{"names": ["\\udc00"]}'),
])
def test_a_lone_surrogate_is_refused_as_damaged_json_and_kept_nowhere(server, klass, path,
                                                                      body) -> None:
    before = _state(klass)
    status, _h, out = send(server, "POST", path, raw=body, token=klass.pupils[0]["token"],
                           key=server.key)
    assert refused(status, out, ("json",)) == "json"
    assert _state(klass) == before
    klass.check()
    # a real pair of surrogates is one letter, and is kept
    status, _h, out = send(server, "POST", "/api/join", raw=b'{"name": "\\ud83d\\ude42"}')
    assert answered(status, out)["name"] == "🙂"
    klass.records[json.loads(out)["pupil"]] = {}


def test_an_address_tornado_cannot_read_is_named_so(server) -> None:
    """It once answered "the request's body is not JSON" for a key with a broken letter."""
    for path in ("/teacher?key=%ff", "/teacher?key=%e1%83", "/teacher?x=1&key=%c0%ae"):
        status, _h, body = send(server, "GET", path)
        assert status == 400 and refused(status, body, ("address",)) == "address"
        assert "მისამართი" in json.loads(body)["message"]


def _chunked(server: ClassServer, path: str, body: bytes, headers: str) -> tuple[int, bytes]:
    """A POST whose body comes in 4 KB chunks with no Content-Length (not what a browser
    sends, but what any other program may)."""
    SENT[endpoint(path)] += 1
    parts = b"".join(b"%x\r\n%s\r\n" % (len(body[i:i + 4096]), body[i:i + 4096])
                     for i in range(0, len(body), 4096)) + b"0\r\n\r\n"
    with socket.create_connection(("127.0.0.1", server.port), timeout=20) as s:
        s.sendall(f"POST {path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
                  f"Connection: close\r\n{headers}\r\n".encode() + parts)
        reply = b""
        while chunk := s.recv(65536):
            reply += chunk
    head, _sep, out = reply.partition(b"\r\n\r\n")
    return int(head.split(b" ", 2)[1]), out


def test_a_chunked_body_past_the_limit_gets_a_typed_refusal_and_is_not_kept(server,
                                                                            klass) -> None:
    """It was cut off with a bare "400 Bad Request" and no Georgian word."""
    pupil = klass.pupils[0]
    before = klass.counts()
    records = [{"k": f"chunk-{i:06d}", "t": "answer", "id": IDS[0], "answer": "1" * 200}
               for i in range(400)]  # about 100 KB
    for path, headers in (("/api/sync", f"X-Nardi-Token: {pupil['token']}\r\n"),
                          ("/teacher/roster", f"X-Nardi-Key: {server.key}\r\n")):
        status, body = _chunked(server, path, json.dumps({"records": records,
                                                          "names": ["x"]}).encode(), headers)
        assert status == 413 and refused(status, body, ("too_big",)) == "too_big"
    status, body = _chunked(server, "/api/sync", json.dumps({"records": records[:3]}).encode(),
                            f"X-Nardi-Token: {pupil['token']}\r\n")
    assert answered(status, body)["new"] == 3
    klass.records[pupil["pupil"]].update({r["k"]: kept_as(r) for r in records[:3]})
    assert klass.counts()[1] == before[1] + 3
    klass.check()


def test_names_that_look_alike_are_told_apart_in_the_class_table(server, klass) -> None:
    """"ანა" with a zero-width space, a direction mark or in another Unicode spelling once
    made rows that looked the same, and a fullwidth "ａｎａ" looked like "ana" without a
    number."""
    twins = [("თეონა", "თეო\u200bნა"), ("თეონა", "\u202eთეონა"), ("rené", "rene\u0301"),
             ("luka", "ｌｕｋａ")]
    joined = [(klass.join(a), klass.join(b)) for a, b in twins]
    shown = {p["id"]: p["name"] for p in server.table()["pupils"]}
    for first, second in joined:
        assert shown[first["pupil"]] != shown[second["pupil"]]
        assert shown[second["pupil"]].endswith(")")  # "(2)" or later: the teacher can tell
    assert joined[0][1]["name"] == "თეონა" and joined[2][1]["name"] == "rené"


@pytest.mark.parametrize("path", ["/%00", "/index.html%00", "/book/%00intro.html",
                                  "/class-static/join.js%00", "/a/%00"])
def test_a_nul_in_a_path_is_not_found_not_a_server_error(server, path) -> None:
    status, _h, body = send(server, "GET", path)
    assert refused(status, body) == "page" and status == 404


def test_a_board_round_must_be_a_whole_number(server, klass) -> None:
    """1.0, "1" or true once counted as round 1 (Python's 1.0 == True == 1)."""
    status, view = server.json("POST", "/teacher/board", {"exercise": "ch02-opening-6-5"},
                               key=server.key)
    assert status == 200
    n, pupil = view["round"], klass.join("მრგვალი")
    for rnd in [float(n), str(n), [n], {"round": n}, *([True] if n == 1 else [])]:
        status, _h, body = send(server, "POST", "/api/board/play",
                                {"round": rnd, "play": "24/13"}, token=pupil["token"])
        assert refused(status, body, ("shape",)) == "shape", rnd
    view = answered(*send(server, "POST", "/api/board", {}, token=pupil["token"])[::2])
    assert view["round"] == n and view["mine"] is None
    status, _h, body = send(server, "POST", "/api/board/play", {"round": n, "play": "24/13"},
                            token=pupil["token"])
    assert answered(status, body)["legal"]
