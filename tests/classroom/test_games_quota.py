"""The class server keeps finished games and holds each pupil to a quota (issue 37), against
the real thing (``make class`` on loopback): a finished game sent by the pupil's browser is
kept once and shown to the teacher per pupil (game, result, points, date); a bad one is
refused with a typed Georgian error and changes nothing; no device can add records (or
pupils) past its quota, and what was kept before stays."""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest
from classserver import ClassServer
from exercise_bank import bank_by_id

from nardi_teach.classroom.records import ClassError, read_record
from nardi_teach.classroom.store import ClassStore
from nardi_teach.controllers.variants import GAME_NAMES, game_variant
from nardi_teach.i18n import translate

BANK = bank_by_id()
EXERCISE = next(iter(BANK))


def _game(key: str, **fields: Any) -> dict[str, Any]:
    rec = {"k": key, "t": "game", "game": "short", "result": "gammon", "points": 2,
           "winner": "white", "learner": "white", "dropped": False,
           "at": "2026-12-06T10:15:00Z"}
    rec.update(fields)
    return rec


def _answer(k: str) -> dict[str, Any]:
    return {"k": k, "t": "answer", "id": EXERCISE, "answer": "0", "at": "2026-12-06T10:00:00Z"}


def _games_of(server: ClassServer, pupil: int) -> list[dict[str, Any]]:
    return [g for g in server.table()["games"] if g["pupil"] == pupil]


def test_a_finished_game_is_kept_once_and_the_teacher_sees_it(server: ClassServer) -> None:
    pupil = server.join("ლუკა")
    won = _game("luka-game-01")
    lost = _game("luka-game-02", game="long", result="single", points=1, winner="black",
                 at="2026-12-06T10:30:00Z")
    at_board = _game("luka-game-03", game="plakoto", result="single", points=1,
                     winner="black", learner="", at="2026-12-06T10:45:00Z")
    status, out = server.sync(pupil["token"], [won, lost, won])
    assert status == 200 and (out["new"], out["duplicate"]) == (2, 0)
    status, out = server.sync(pupil["token"], [won, lost, at_board])  # a resend after a drop
    assert status == 200 and (out["new"], out["duplicate"], out["received"]) == (1, 2, 3)
    games = _games_of(server, pupil["pupil"])
    assert [g["game"] for g in games] == [game_variant(n).label("ka")
                                          for n in ("short", "long", "plakoto")]
    assert [g["result"] for g in games] == [
        translate("classroom.games.won", "ka", result=translate("result.gammon", "ka")),
        translate("classroom.games.lost", "ka", result=translate("result.single", "ka")),
        translate("classroom.games.side_won", "ka", side="Black",
                  result=translate("result.single", "ka"))]
    assert [g["points"] for g in games] == [2, 1, 1]
    assert [g["won"] for g in games] == [1, 0, None]
    assert all(g["date"].startswith("06.12.2026 ") for g in games)
    assert games[0]["where"] == translate("classroom.games.vs_computer", "ka")
    assert games[2]["where"] == translate("classroom.games.at_board", "ka")
    # the teacher's page has the section the table is drawn into, with its Georgian words
    status, _headers, body = server.request("GET", "/teacher", headers={"X-Nardi-Key":
                                                                        server.key})
    assert status == 200 and 'id="games"' in body.decode()
    assert translate("classroom.games.title", "ka") in body.decode()


def test_a_drawn_and_a_dropped_game_say_so(server: ClassServer) -> None:
    pupil = server.join("ელენე")
    drawn = _game("elene-game-1", game="plakoto", result="drawn", points=0, winner="")
    dropped = _game("elene-game-2", result="single", points=1, dropped=True,
                    at="2026-12-06T11:00:00Z")
    assert server.sync(pupil["token"], [drawn, dropped])[1]["new"] == 2
    games = _games_of(server, pupil["pupil"])
    assert games[0]["result"] == translate("classroom.games.drawn", "ka")
    assert games[1]["result"].endswith(translate("classroom.games.dropped", "ka"))


BAD = [({"game": "plakotto"}, "unknown_game"), ({"game": 7}, "unknown_game"),
       ({"result": "won"}, "field"), ({"points": -1}, "field"), ({"points": 10_000}, "field"),
       ({"points": True}, "field"), ({"points": 1.0}, "field"), ({"winner": "red"}, "field"),
       ({"winner": ""}, "field"), ({"result": "drawn"}, "field"),
       ({"learner": "WHITE"}, "field"), ({"dropped": 1}, "field"),
       ({"k": "short"}, "record_id"), ({"at": "x" * 41}, "field")]


@pytest.mark.parametrize(("change", "error"), BAD)
def test_a_bad_game_record_is_refused_in_georgian_and_kept_nowhere(
        server: ClassServer, change: dict[str, Any], error: str) -> None:
    pupil = server.join("გვანცა")
    rec = _game("gvantsa-bad-1", **change)
    status, out = server.sync(pupil["token"], [rec])
    assert status == 200 and out["new"] == 0 and out["received"] == 0
    assert [r["error"] for r in out["refused"]] == [error]
    assert any("\u10d0" <= c <= "\u10ff" for c in out["refused"][0]["message"])
    assert _games_of(server, pupil["pupil"]) == []


def test_every_playable_game_is_a_game_the_server_takes() -> None:
    for name in GAME_NAMES:
        assert read_record(_game("every-game-1", game=name), BANK)["item"] == f"game:{name}"
    with pytest.raises(ClassError):
        read_record(_game("every-game-2", game="chess"), BANK)


def test_a_class_file_from_before_games_opens_with_its_records(tmp_path: Path) -> None:
    """A class's SQLite file written before games were kept gets the new columns on opening
    and loses nothing."""
    path = tmp_path / "class.sqlite3"
    old = sqlite3.connect(path)
    old.executescript("""
        CREATE TABLE pupils (id INTEGER PRIMARY KEY, name TEXT NOT NULL,
                             token TEXT UNIQUE NOT NULL, joined TEXT NOT NULL);
        CREATE TABLE records (pupil INTEGER NOT NULL REFERENCES pupils(id), k TEXT NOT NULL,
            t TEXT NOT NULL, item TEXT NOT NULL, answer TEXT, correct INTEGER, verdict TEXT,
            rule TEXT, stars INTEGER, at TEXT, received TEXT NOT NULL, PRIMARY KEY (pupil, k));
        INSERT INTO pupils VALUES (1, 'ანა', 'x', '2026-12-01T09:00:00+00:00');
        INSERT INTO records VALUES (1, 'old-record-1', 'answer', 'ch01-players', '2', 1, 'ok',
                                    'R1', NULL, 't', '2026-12-01T09:01:00+00:00');""")
    old.commit()
    old.close()
    store = ClassStore(path)
    assert store.received(1) == 1 and store.records()[0]["answer"] == "2"
    assert store.add(1, [read_record(_game("new-game-01"), BANK)]) == (1, 0)
    assert [g["points"] for g in store.games()] == [2]
    store.close()


# — the quota —


@pytest.fixture(scope="module")
def strict(book: Path, tmp_path_factory: pytest.TempPathFactory) -> Any:
    """A server with a small quota: 4 records a minute per pupil, 2 pupils per minute from
    one address."""
    srv = ClassServer(book, tmp_path_factory.mktemp("strict"),
                      extra="--per-minute 4 --max-records 100 --joins-per-minute 2").start()
    yield srv
    srv.kill()


def test_records_past_the_minutes_quota_wait_and_nothing_kept_is_lost(strict: Any) -> None:
    pupil = strict.join("ნინო")
    sent = [_answer(f"nino-{i:06d}") for i in range(6)]
    status, out = strict.sync(pupil["token"], sent)
    # the first four are kept, the rest not acknowledged: the browser keeps and resends them
    assert status == 200 and out["new"] == 4 and out["done"] == [r["k"] for r in sent[:4]]
    assert out["held"] == translate("classroom.error.quota_minute", "ka", limit=4)
    status, out = strict.sync(pupil["token"], sent[4:])
    assert status == 429 and out["error"] == "quota_minute"
    assert out["message"] == translate("classroom.error.quota_minute", "ka", limit=4)
    # a resend of what is kept is no new record: it is acknowledged as ever
    status, out = strict.sync(pupil["token"], sent[:4])
    assert status == 200 and (out["new"], out["duplicate"], out["received"]) == (0, 4, 4)
    row = next(p for p in strict.table()["pupils"] if p["id"] == pupil["pupil"])
    assert len(row["cells"][EXERCISE]["tries"]) == 4
    # another pupil has a quota of their own
    other = strict.join("ნინო 2")
    assert strict.sync(other["token"], sent[:2])[1]["new"] == 2


def test_joins_past_the_addresss_quota_are_refused(strict: Any) -> None:
    status, out = strict.json("POST", "/api/join", {"name": "ზედმეტი"})
    assert status == 429 and out["error"] == "quota_joins"
    assert out["message"] == translate("classroom.error.quota_joins", "ka", limit=2)
    assert len(strict.table()["pupils"]) == 2


def test_a_pupil_past_the_total_quota_keeps_what_was_kept(book: Path, tmp_path: Path) -> None:
    srv = ClassServer(book, tmp_path / "class",
                      extra="--max-records 3 --per-minute 100 --max-pupils 1").start()
    try:
        pupil = srv.join("საბა")
        status, out = srv.json("POST", "/api/join", {"name": "სხვა"})
        assert status == 429 and out["message"] == translate("classroom.error.quota_pupils",
                                                             "ka", limit=1)
        status, out = srv.sync(pupil["token"], [_answer("saba-00001"), _game("saba-game-1")])
        assert status == 200 and out["new"] == 2
        status, out = srv.sync(pupil["token"], [_answer("saba-00002"), _answer("saba-00003")])
        assert status == 200 and out["new"] == 1 and out["done"] == ["saba-00002"]
        assert out["held"] == translate("classroom.error.quota_total", "ka", limit=3)
        status, out = srv.sync(pupil["token"], [_answer("saba-00003")])
        assert status == 429 and out["error"] == "quota_total"
        table = srv.table()
        assert len(_games_of(srv, pupil["pupil"])) == 1
        assert len(table["pupils"][0]["cells"][EXERCISE]["tries"]) == 2
        assert (srv.data / "class.sqlite3").stat().st_size < 200_000
    finally:
        srv.kill()


def test_the_guide_and_the_readme_give_the_quota_the_server_keeps() -> None:
    from nardi_teach.classroom.app import Quota

    root = Path(__file__).resolve().parents[2]
    guide = (root / "book" / "teachers.md").read_text("utf-8")
    section = guide.split("## კლასი ერთ ლეპტოპზე")[1].split("\n## ")[0]
    quota = Quota()
    assert f"მაქსიმუმ\n{quota.records} ჩანაწერს" in section or \
        f"მაქსიმუმ {quota.records} ჩანაწერს" in section
    assert f"წუთში მაქსიმუმ {quota.per_minute}-ს" in section
    assert f"მაქსიმუმ {quota.pupils} მოსწავლეს" in section
    readme = (root / "README.md").read_text("utf-8")
    assert f"at most {quota.records:,} records from a pupil, {quota.per_minute} a minute, and " \
           f"{quota.pupils} pupils" in readme.replace("\n", " ")
