"""What a pupil's browser may send, read strictly: every record is checked field by field,
and an answer is checked again by the engine on the server (the verdict the teacher sees is
the engine's, whatever the browser claims).  A bad record gets a typed error in the
learner's language and is never kept.

>>> from nardi_teach.exercises import load_bank
>>> bank = {ex.id: ex for ex in load_bank()}
>>> rec = read_record({"k": "abc12345", "t": "answer", "id": "ch01-players", "answer": "2"},
...                   bank)
>>> rec["correct"], rec["rule"]
(1, 'R1')
>>> read_record({"k": "x", "t": "answer"}, bank)
Traceback (most recent call last):
  ...
nardi_teach.classroom.records.ClassError: ჩანაწერს აკლია სწორი ნომერი (k): ...
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from ..controllers.variants import GAME_NAMES
from ..core.errors import NardiError
from ..exercises import Exercise

MAX_BODY = 64 * 1024
"""The most bytes one request's body may have (a batch of 50 answers takes about 10 KB)."""
MAX_RECORDS = 50
MAX_NAME = 40
MAX_ANSWER = 300
_K = re.compile(r"[A-Za-z0-9-]{8,40}")
_CONTROL = re.compile(r"[\x00-\x1f\x7f]")
KINDS = ("answer", "shown", "stars", "game")
RESULTS = ("single", "gammon", "backgammon", "drawn")
SIDES = ("white", "black", "")
MAX_POINTS = 999
"""The most points one game may score (a cube at 64 and a koks scores 192)."""


class ClassError(NardiError):
    """A request the class server refuses: ``key`` names its catalogue message, ``status``
    the HTTP status it is answered with."""

    def __init__(self, key: str, status: int = 400, **params: Any) -> None:
        super().__init__(f"classroom.error.{key}", **params)
        self.error, self.status = key, status

    def as_json(self, lang: str | None = None) -> dict[str, Any]:
        return {"error": self.error, "message": self.message(lang)}


def read_body(body: bytes, limit: int = MAX_BODY) -> dict[str, Any]:
    """A request's JSON object, or a ClassError (too big, not JSON or not text, not an object).

    >>> read_body(b'{"name": "\\\\ud800"}')
    Traceback (most recent call last):
      ...
    nardi_teach.classroom.records.ClassError: მოთხოვნის ტექსტი JSON არ არის ან დაზიანებულია.
    """
    if len(body) > limit:
        raise ClassError("too_big", 413, size=len(body), limit=limit)
    try:
        data = json.loads(body.decode("utf-8"))
        # a lone surrogate ("\\ud800") is valid JSON but no text: SQLite could not keep it
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except (UnicodeError, ValueError, RecursionError):
        raise ClassError("json") from None
    if not isinstance(data, dict):
        raise ClassError("shape", field="{}")
    return data


def clean_name(value: Any) -> str:
    """A pupil's name as typed, trimmed, one space between words, in one Unicode spelling (NFC)
    and with no invisible characters (controls, zero widths, direction marks), so that two
    names that look alike are alike; a ClassError when empty or too long or not text.

    >>> clean_name(" ა\u200bნა\u202e ") == clean_name("ანა"), clean_name("e\u0301") == "é"
    (True, True)
    """
    if not isinstance(value, str):
        raise ClassError("shape", field="name")
    shown = unicodedata.normalize("NFC", value)
    name = " ".join("".join(c for c in shown if unicodedata.category(c) not in ("Cc", "Cf"))
                    .split())
    if not name:
        raise ClassError("name_empty")
    if len(name) > MAX_NAME:
        raise ClassError("name_long", limit=MAX_NAME)
    return name


def _text(rec: Mapping[str, Any], field: str, limit: int) -> str:
    value = rec.get(field)
    if not isinstance(value, str) or len(value) > limit:
        raise ClassError("field", field=field)
    return value


def read_record(rec: Any, bank: Mapping[str, Exercise], lang: str = "ka") -> dict[str, Any]:
    """One record as the store keeps it ({k, t, item, answer, correct, verdict, rule, stars,
    points, side, winner, at}), or a ClassError saying what is wrong with it."""
    if not isinstance(rec, dict):
        raise ClassError("shape", field="records")
    k = rec.get("k")
    if not isinstance(k, str) or not _K.fullmatch(k):
        raise ClassError("record_id")
    kind = rec.get("t")
    if kind not in KINDS:
        raise ClassError("record_type", what=str(kind)[:20])
    at = _text(rec, "at", 40) if "at" in rec else ""
    out: dict[str, Any] = {"k": k, "t": kind, "at": at, "answer": None, "correct": None,
                           "verdict": None, "rule": None, "stars": None, "points": None,
                           "side": None, "winner": None}
    if kind == "game":
        return _game(rec, out)
    if kind == "stars":
        chapter, stars = rec.get("chapter"), rec.get("stars")
        if not (isinstance(chapter, str | int) and not isinstance(chapter, bool)
                and re.fullmatch(r"\d{1,3}", str(chapter))):
            raise ClassError("field", field="chapter")
        if not (isinstance(stars, int) and not isinstance(stars, bool) and 1 <= stars <= 3):
            raise ClassError("field", field="stars")
        out.update(item=f"lesson:{int(chapter)}", stars=stars)
        return out
    item = _text(rec, "id", 80)
    exercise = bank.get(item)
    if exercise is None:
        raise ClassError("unknown_exercise", what=item[:80])
    out["item"] = item
    if kind == "answer":
        answer = _CONTROL.sub(" ", _text(rec, "answer", MAX_ANSWER)).strip()
        try:
            result = exercise.check(answer, lang)
        except Exception:  # noqa: BLE001 - an engine bug must not drop the pupil's answer
            result = None
        out.update(answer=answer, correct=int(result is not None and result.correct),
                   verdict=result.message if result is not None else "",
                   rule=(result.rule or "") if result is not None else "")
    else:
        out["correct"] = 0
    return out


def _game(rec: Mapping[str, Any], out: dict[str, Any]) -> dict[str, Any]:
    """A finished game: which game, its result, the points, who won and the learner's side
    ("" for both at one board); ``correct`` is 1 when the learner won, 0 when they lost."""
    game, result, points = rec.get("game"), rec.get("result"), rec.get("points")
    if game not in GAME_NAMES:
        raise ClassError("unknown_game", what=str(game)[:40])
    if result not in RESULTS:
        raise ClassError("field", field="result")
    if not (type(points) is int and 0 <= points <= MAX_POINTS):
        raise ClassError("field", field="points")
    winner, side = rec.get("winner", ""), rec.get("learner", "")
    if winner not in SIDES or (winner == "") != (result == "drawn"):
        raise ClassError("field", field="winner")
    if side not in SIDES:
        raise ClassError("field", field="learner")
    if type(rec.get("dropped", False)) is not bool:
        raise ClassError("field", field="dropped")
    out.update(item=f"game:{game}", answer=result, points=points, side=side, winner=winner,
               correct=int(winner == side) if side and winner else None,
               verdict="dropped" if rec.get("dropped") is True else "")
    return out


def read_batch(data: Mapping[str, Any], bank: Mapping[str, Exercise], lang: str = "ka"
               ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The records of a sync request: (kept, refused) where each refused one is
    {k, error, message}; the batch itself must be a list of at most MAX_RECORDS."""
    records = data.get("records")
    if not isinstance(records, list):
        raise ClassError("shape", field="records")
    if len(records) > MAX_RECORDS:
        raise ClassError("too_many", 413, limit=MAX_RECORDS)
    kept, refused, seen = [], [], set()
    for rec in records:
        try:
            one = read_record(rec, bank, lang)
        except ClassError as error:
            k = rec.get("k") if isinstance(rec, dict) and isinstance(rec.get("k"), str) else ""
            refused.append({"k": k[:40], **error.as_json(lang)})
            continue
        if one["k"] not in seen:
            seen.add(one["k"])
            kept.append(one)
    return kept, refused
