"""The class server (issue 37) against the real thing: ``make class`` on loopback, a
subprocess, its data in a temporary folder.  Join, answer, sync, duplicates, a SIGKILL and a
restart, and every way a pupil's device could try to do more than add its own records."""

from __future__ import annotations

import doctest
import importlib
import re
import socket
from pathlib import Path

import pytest
from classserver import ClassServer
from exercise_bank import bank_by_id

from nardi_teach.core.board import WHITE
from nardi_teach.core.errors import IllegalPlay
from nardi_teach.exercises.select import select
from nardi_teach.html.lessons import book_number

BANK = bank_by_id()


def _wrong(ex_id: str) -> str:
    """An answer the engine calls wrong for ``ex_id`` (the first of a few candidates)."""
    for answer in ("0", "99", "არა", "დიახ", "24/1", "R99"):
        if not BANK[ex_id].check(answer).correct:
            return answer
    raise AssertionError(ex_id)


def _right(ex_id: str) -> str:
    answer = BANK[ex_id].solution().answer
    assert BANK[ex_id].check(answer).correct
    return answer


IDS = [ex.id for ex in select(BANK.values(), chapters=[6])][:4]


def _rec(k: str, ex_id: str, answer: str) -> dict[str, str]:
    return {"k": k, "t": "answer", "id": ex_id, "answer": answer, "at": "2026-12-06T10:00:00Z"}


def test_make_class_prints_the_pupils_address_its_qr_and_the_teachers_key(server) -> None:
    assert f"    {server.url}join\n" in server.output
    assert "მოსწავლეებმა" in server.output and "▀" in server.output  # the QR in half blocks
    assert f"მასწავლებლის გასაღები: {server.key}" in server.output
    status, headers, body = server.request("GET", "/")
    assert status == 200 and "კლასში შესვლა" in body.decode()
    status, headers, _ = server.request("GET", f"/teacher?key={server.key}")
    assert status == 302 and "nardi_teacher=" in headers.get("Set-Cookie", "")
    assert "HttpOnly" in headers["Set-Cookie"] and "SameSite=Strict" in headers["Set-Cookie"]
    cookie = headers["Set-Cookie"].split(";")[0]
    status, headers, body = server.request("GET", "/teacher", headers={"Cookie": cookie})
    page = body.decode()
    assert status == 200 and "<h1>კლასი</h1>" in page and f"{server.url}join" in page
    assert "default-src 'self'" in headers["Content-Security-Policy"]


def test_join_answer_sync_and_the_teacher_sees_the_engines_verdict(server) -> None:
    pupil = server.join("ანა")
    ex = IDS[0]
    status, out = server.sync(pupil["token"], [_rec("ana-000001", ex, _wrong(ex)),
                                               _rec("ana-000002", ex, _right(ex))])
    assert status == 200 and out["new"] == 2 and out["received"] == 2
    assert "მიიღო ორი ჩანაწერი" in out["message"]
    row = next(p for p in server.table()["pupils"] if p["id"] == pupil["pupil"])
    cell = row["cells"][ex]
    assert cell["s"] == "right"
    assert [t["answer"] for t in cell["tries"]] == [_wrong(ex), _right(ex)]
    assert [t["verdict"] for t in cell["tries"]] == [BANK[ex].check(_wrong(ex), "ka").message,
                                                     BANK[ex].check(_right(ex), "ka").message]


def test_the_server_judges_an_answer_itself(server) -> None:
    """A browser that claims "correct" for a wrong answer is not believed."""
    pupil = server.join("ბექა")
    ex = IDS[1]
    rec = {**_rec("beka-00001", ex, _wrong(ex)), "correct": True}
    assert server.sync(pupil["token"], [rec])[0] == 200
    row = next(p for p in server.table()["pupils"] if p["id"] == pupil["pupil"])
    assert row["cells"][ex]["s"] == "wrong"


def test_a_record_sent_twice_or_replayed_counts_once(server) -> None:
    pupil = server.join("გიორგი")
    ex = IDS[0]
    first = _rec("giorgi-0001", ex, _wrong(ex))
    assert server.sync(pupil["token"], [first, first])[1]["new"] == 1
    status, out = server.sync(pupil["token"], [first, {**first, "answer": _right(ex)}])
    assert status == 200 and (out["new"], out["duplicate"], out["received"]) == (0, 1, 1)
    row = next(p for p in server.table()["pupils"] if p["id"] == pupil["pupil"])
    assert [t["answer"] for t in row["cells"][ex]["tries"]] == [_wrong(ex)]  # not rewritten


def test_similar_names_never_share_records(server) -> None:
    names = ["ნიკა", "ნიკა#2", "ნიკა 2", "ნიკა"]
    pupils = [server.join(n) for n in names]
    assert len({p["pupil"] for p in pupils}) == 4 and len({p["token"] for p in pupils}) == 4
    ex = IDS[2]
    for i, p in enumerate(pupils):
        # the same client id on every device: still four records, one each
        server.sync(p["token"], [_rec("same-id-001", ex, _right(ex) if i % 2 else _wrong(ex))])
    rows = {p["id"]: p for p in server.table()["pupils"]}
    for i, p in enumerate(pupils):
        assert rows[p["pupil"]]["cells"][ex]["s"] == ("right" if i % 2 else "wrong")
    shown = [rows[p["pupil"]]["name"] for p in pupils]
    assert len(set(shown)) == 4 and shown[0] == "ნიკა" and shown[3].startswith("ნიკა (")


def test_a_pupil_cannot_write_as_another_or_read_the_teachers_pages(server) -> None:
    ana, beka = server.join("ანა ბ"), server.join("ბექა ბ")
    ex = IDS[0]
    server.sync(ana["token"], [_rec("ana-b-00001", ex, _right(ex))])
    # bekas device names ana's pupil id and ana's record id: it only ever adds bekas own
    status, out = server.sync(beka["token"], [{**_rec("ana-b-00001", ex, _wrong(ex)),
                                               "pupil": ana["pupil"]}])
    rows = {p["id"]: p for p in server.table()["pupils"]}
    assert rows[ana["pupil"]]["cells"][ex]["s"] == "right"
    assert rows[beka["pupil"]]["cells"][ex]["s"] == "wrong"
    # a forged secret one letter off ana's (never ana's own: its last letter may be "x")
    forged = ana["token"][:-1] + ("y" if ana["token"].endswith("x") else "x")
    for token in ("", "forged-token", forged):
        status, out = server.sync(token, [_rec("forged-0001", ex, _right(ex))])
        assert status == 401 and out["error"] == "token" and "შედით კლასში" in out["message"]
    for path in ("/teacher/data.json", "/teacher/class.csv"):
        status, out = server.json("GET", path, token=ana["token"])
        assert status == 403 and out["error"] == "teacher"
    status, out = server.json("POST", "/teacher/assign", {"chapter": 6}, token=ana["token"])
    assert status == 403
    status, out = server.json("GET", "/teacher/data.json", key="not-the-key")
    assert status == 403
    status, _h, body = server.request("GET", "/teacher?key=wrong")
    assert status == 403 and "მასწავლებლის" in body.decode()
    status, _h, body = server.request("GET", "/teacher")
    assert status == 403


def _count(server) -> int:
    return sum(len(t) for p in server.table()["pupils"] for c in p["cells"].values()
               for t in [c["tries"]])


@pytest.mark.parametrize("raw, error", [
    (b"{not json", "json"),
    (b"\xff\xfe\x00", "json"),
    (b"[1, 2]", "shape"),
    (b'{"records": "all"}', "shape"),
    (b'{"records": [' + b"[" * 5000 + b"]" * 5000 + b"]}", "json"),
])
def test_malformed_bodies_get_a_typed_georgian_error_and_change_nothing(server, raw,
                                                                         error) -> None:
    pupil = server.join("ლუკა")
    before = _count(server)
    status, _h, body = server.request("POST", "/api/sync", raw=raw, headers={
        "X-Nardi-Token": pupil["token"], "Content-Type": "application/json"})
    import json
    out = json.loads(body)
    assert status == 400 and out["error"] == error and any("ა" <= c <= "ჰ" for c in out["message"])
    assert _count(server) == before


def test_bad_records_are_refused_one_by_one(server) -> None:
    pupil = server.join("მარიამი")
    ex = IDS[0]
    bad = [{"k": "x", "t": "answer", "id": ex, "answer": "1"},
           {"k": "../../etc/passwd", "t": "answer", "id": ex, "answer": "1"},
           {"k": "ok-but-kind", "t": "grade", "id": ex},
           {"k": "no-such-ex1", "t": "answer", "id": "ch99-nothing", "answer": "1"},
           {"k": "long-answer", "t": "answer", "id": ex, "answer": "1" * 301},
           {"k": "stars-bad01", "t": "stars", "chapter": "3", "stars": 7},
           {"k": "stars-bad02", "t": "stars", "chapter": "../3", "stars": 2},
           "not a record"]
    status, out = server.sync(pupil["token"], [*bad, _rec("good-record1", ex, _right(ex))])
    assert status == 200 and out["new"] == 1 and len(out["refused"]) == len(bad)
    assert {r["error"] for r in out["refused"]} == {"record_id", "record_type",
                                                    "unknown_exercise", "field", "shape"}


def test_oversized_bodies_are_refused_before_anything_is_kept(server) -> None:
    pupil = server.join("სანდრო")
    before = _count(server)
    ex = IDS[0]
    big = [_rec(f"big-{i:08d}", ex, "1" * 250) for i in range(300)]
    status, out = server.sync(pupil["token"], big)
    assert status == 413 and out["error"] == "too_big" and "ბაიტი" in out["message"]
    status, out = server.sync(pupil["token"], big[:51])
    assert status == 413 and out["error"] == "too_many"
    status, out = server.json("POST", "/api/join", {"name": "ა" * 41})
    assert status == 400 and out["error"] == "name_long"
    status, out = server.json("POST", "/api/join", {"name": " \u0000 "})
    assert status == 400 and out["error"] == "name_empty"
    # far past the server's own ceiling: refused, never read
    try:
        status, _h, _b = server.request("POST", "/api/sync", raw=b"x" * (3 * 1024 * 1024),
                                        headers={"X-Nardi-Token": pupil["token"]})
        assert status in (400, 413)
    except (ConnectionError, OSError):
        pass  # the server closed the connection: refused all the same
    assert _count(server) == before
    assert server.json("POST", "/api/me", {}, token=pupil["token"])[1]["received"] == 0


@pytest.mark.parametrize("path", [
    "/../secret.txt", "/%2e%2e/secret.txt", "/book/../../secret.txt", "/..%2fsecret.txt",
    "/%2e%2e%2fsecret.txt", "//etc/passwd", "/class-static/../store.py",
    "/class-static/..%2fstore.py", "/../../../../etc/passwd", "/book/%2e%2e/%2e%2e/secret.txt",
])
def test_no_file_outside_the_book_is_served(server, path) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode())
        reply = b""
        while chunk := s.recv(65536):
            reply += chunk
    head = reply.split(b"\r\n", 1)[0]
    assert b"SECRET" not in reply and b"root:" not in reply and b"ClassStore" not in reply
    assert b" 200 " not in head, (path, head)


def test_the_book_and_the_servers_scripts_are_served(server) -> None:
    assert server.request("GET", "/book/intro.html")[0] == 200
    status, headers, body = server.request("GET", "/class-static/join.js")
    assert status == 200 and b"nardi-class" in body


def test_an_assignment_gets_a_short_link_and_its_columns_are_named_as_the_book_prints(
        server) -> None:
    status, out = server.json("POST", "/teacher/assign", {"title": "ჩემი ნაკრები",
                                                          "chapter": "22"}, key=server.key)
    assert status == 200 and out["qr"].startswith("<svg") and out["link"].endswith(out["code"])
    chosen = [ex for ex in select(BANK.values(), chapters=[22])]
    status, headers, _ = server.request("GET", f"/a/{out['code']}")
    assert status == 302 and headers["Location"].startswith("/book/assignment.html#set=")
    assert ",".join(ex.id for ex in chosen) in headers["Location"]
    table = server.table()
    assert [c["id"] for c in table["columns"]] == [ex.id for ex in chosen]
    assert table["columns"][0]["label"] == f"თავი {book_number(22)} · 1" != "თავი 22 · 1"
    assert "ჩემი ნაკრები" in table["task"]["text"]
    pupil = server.join("ელენე")
    assert server.sync(pupil["token"], [])[1]["task"] == f"/a/{out['code']}"
    for bad in ({"chapter": "../1"}, {"rule": "DROP TABLE"}, {}, {"ids": "nothing-here"}):
        status, refused = server.json("POST", "/teacher/assign", bad, key=server.key)
        assert status == 400 and refused["error"] in ("shape", "no_match")


def test_the_most_missed_exercises_and_the_csv(server) -> None:
    status, out = server.json("POST", "/teacher/assign", {"ids": ",".join(IDS)}, key=server.key)
    assert status == 200
    wrong = _wrong(IDS[3])
    for name in ("ა1", "ა2", "ა3"):
        p = server.join(name)
        server.sync(p["token"], [_rec(f"{name}-miss-01".encode().hex()[:20], IDS[3], wrong)])
    table = server.table()
    top = table["missed"][0]
    assert top["id"] == IDS[3] and top["wrong"] >= 3 and top["answer"] == wrong
    status, headers, body = server.request("GET", "/teacher/class.csv",
                                           headers={"X-Nardi-Key": server.key})
    text = body.decode("utf-8-sig")
    assert status == 200 and headers["Content-Type"].startswith("text/csv")
    assert text.splitlines()[0].startswith("მოსწავლე,სწორი,") and "ა1,0,შეცდომაა" not in text
    assert f"ა1,0,{'ჯერ არ უპასუხია'}" in text


def test_sigkill_and_restart_lose_nothing(book: Path, tmp_path: Path) -> None:
    srv = ClassServer(book, tmp_path / "class").start()
    try:
        pupil = srv.join("თამარი")
        ex = IDS[0]
        sent = [_rec(f"tamari-{i:05d}", ex, _wrong(ex) if i % 3 else _right(ex))
                for i in range(40)]
        assert srv.sync(pupil["token"], sent)[1]["new"] == 40
        key = srv.key
        srv.kill()  # SIGKILL: no shutdown, no flush
        with pytest.raises(OSError):
            srv.request("GET", "/")
        srv.start()
        assert srv.key == key  # the teacher's page stays open
        status, out = srv.json("POST", "/api/me", {}, token=pupil["token"])
        assert status == 200 and out["received"] == 40  # the device's secret still works
        status, out = srv.sync(pupil["token"], sent + [_rec("tamari-late", ex, _right(ex))])
        assert (out["new"], out["duplicate"], out["received"]) == (1, 40, 41)
    finally:
        srv.kill()


@pytest.mark.parametrize("name", ["nardi_teach.classroom.store", "nardi_teach.classroom.records",
                                  "nardi_teach.classroom.net", "nardi_teach.classroom.board"])
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted


def test_one_board_for_the_class_counts_plays_with_the_engines_verdict(server) -> None:
    from nardi_teach.computer.tutor import ranked_equities

    ex = next(e for e in BANK.values() if e.id == "ch02-opening-6-5")
    status, view = server.json("POST", "/teacher/board", {"exercise": ex.id}, key=server.key)
    assert status == 200 and view["svg"].startswith("<svg") and view["dice"] == "6-5"
    best = str(ranked_equities(ex.board, ex.roll)[0][0])
    pupils = [server.join(f"დაფა {i}") for i in range(4)]
    assert server.json("POST", "/api/board", {}, token=pupils[0]["token"])[1]["round"] == view[
        "round"]
    typed = [best, best, "24/17", "13/2 13/1 13/7"]
    for pupil, play in zip(pupils, typed, strict=True):
        status, out = server.json("POST", "/api/board/play", {"round": view["round"],
                                                              "play": play},
                                  token=pupil["token"])
        assert status == 200 and out["legal"] == (play == best)
    # a pupil changes their mind: the latest play counts, once
    server.json("POST", "/api/board/play", {"round": view["round"], "play": best},
                token=pupils[2]["token"])
    status, tally = server.json("GET", "/teacher/board", key=server.key)
    rows = {r["play"]: r for r in tally["rows"]}
    assert rows[best]["count"] == 3 and rows[best]["rank"] == 1 and tally["votes"] == 4
    illegal = [r for r in tally["rows"] if not r["legal"]]
    assert len(illegal) == 1 and illegal[0]["count"] == 1
    # the verdict reads as the book's refusal on screen: in words, with no rule id in it
    with pytest.raises(IllegalPlay) as refused:
        ex.board.parse_play("13/2 13/1 13/7", ex.roll)
    assert illegal[0]["verdict"] == refused.value.text("ka")
    assert not re.search(r"(?<![A-Za-z0-9_-])[RLV]\d{1,3}[a-z]?\b", illegal[0]["verdict"])
    # pupils may not start a board, reveal it or read the tally
    token = pupils[0]["token"]
    assert server.json("POST", "/teacher/board", {"exercise": ex.id}, token=token)[0] == 403
    assert server.json("POST", "/teacher/board/reveal", {}, token=token)[0] == 403
    assert server.json("GET", "/teacher/board", token=token)[0] == 403
    assert server.json("POST", "/api/board", {})[0] == 401
    # a stale round and bad input are refused, typed
    assert server.json("POST", "/api/board/play", {"round": 0, "play": best},
                       token=token)[1]["error"] == "board_none"
    assert server.json("POST", "/api/board/play", {"round": view["round"], "play": "x" * 81},
                       token=token)[1]["error"] == "shape"
    assert server.json("POST", "/teacher/board", {"exercise": "nothing"},
                       key=server.key)[1]["error"] == "board_source"
    assert server.json("POST", "/teacher/board", {"id": "not an id!", "roll": "6-3"},
                       key=server.key)[1]["error"] == "board_source"
    status, shown = server.json("POST", "/teacher/board/reveal", {}, key=server.key)
    assert status == 200 and best in shown["best"]
    assert best in server.json("POST", "/api/board", {}, token=token)[1]["best"]
    status, view = server.json("POST", "/teacher/board", {"id": "4HPwATDgc/ABMA", "roll": "3-1"},
                               key=server.key)
    assert status == 200 and not view["revealed"]


def test_the_class_list_is_the_teachers_and_shows_on_the_join_page(server) -> None:
    names = ["ანა ბერიძე", "ნიკა", "ნიკა 2"]
    status, out = server.json("POST", "/teacher/roster", {"names": names}, key=server.key)
    assert status == 200 and out["count"] == 3 and "სამი მოსწავლე" in out["message"]
    page = server.request("GET", "/join")[2].decode()
    assert all(f'class="pick-name">{n}</button>' in page for n in names)
    pupil = server.join("ანა")
    status, out = server.json("POST", "/teacher/roster", {"names": ["შემოპარული"]},
                              token=pupil["token"])
    assert status == 403
    status, out = server.json("POST", "/teacher/roster", {"names": "ანა"}, key=server.key)
    assert status == 400 and out["error"] == "shape"
    page = server.request("GET", "/join")[2].decode()
    assert "შემოპარული" not in page and "<script>alert" not in page
    server.json("POST", "/teacher/roster", {"names": ["<script>alert(1)</script>"]},
                key=server.key)
    page = server.request("GET", "/join")[2].decode()
    assert "<script>alert(1)" not in page and "&lt;script&gt;alert(1)" in page


@pytest.mark.parametrize("game", ["long", "plakoto", "triple", "fevga_greek"])
def test_the_class_board_takes_a_typed_id_of_any_game(server, game: str) -> None:
    """Point 5: the teacher types a position's ID (as the book's boards show it) and a roll for
    any game of Parts I–III; a pupil's play is judged by that game's rules: the engine's best
    play is legal, short nardi's opening 6-5 (24/13) is not where that game forbids it."""
    from nardi_teach.controllers.variants import VARIANTS, dice_count, throw

    position = VARIANTS[game].initial(WHITE)
    roll = "-".join("6543"[:dice_count(game)])
    status, view = server.json("POST", "/teacher/board",
                               {"id": position.position_id(), "roll": roll, "game": game},
                               key=server.key)
    assert status == 200 and view["dice"] == roll and view["svg"].startswith("<svg")
    legal = {str(play) for play in position.legal_plays(throw(game, None, roll))}
    token = server.join(f"დაფა {game}")["token"]
    for typed in (sorted(legal)[0], "24/13"):
        status, out = server.json("POST", "/api/board/play", {"round": view["round"],
                                                              "play": typed}, token=token)
        assert status == 200 and out["legal"] == (typed in legal), (typed, out)
    status, bad = server.json("POST", "/teacher/board",
                              {"id": position.position_id(), "roll": roll, "game": "chess"},
                              key=server.key)
    assert status == 400 and bad["error"] == "board_source"
