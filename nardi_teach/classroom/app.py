"""The class server's requests (Tornado): the built book as static files, the pupils' join
and sync, the short assignment links and the teacher's pages.

Every request body is limited (``records.MAX_BODY``, told by its Content-Length before it is
read, or counted as it arrives) and read strictly; a refused one gets
``{"error": key, "message": Georgian text}`` and changes nothing.  A pupil is the device that
holds the pupil's secret (``X-Nardi-Token``), so a request adds that pupil's records only; the
teacher's pages need the teacher's key (``?key=`` once, then a cookie, or ``X-Nardi-Key``).
Files are served from the book's folder only (Tornado's static handler refuses any path that
leaves it) and the server's two scripts from ``static/``."""

from __future__ import annotations

import hmac
import re
import time
from collections import deque
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote

import tornado.web

from ..exercises import KINDS, Exercise
from ..exercises.select import assignment_link, select
from ..i18n import translate
from .board import SharedBoard
from .net import qr_svg
from .pages import as_json, board_page, error_page, join_page, teacher_page
from .records import MAX_BODY, MAX_NAME, ClassError, clean_name, read_batch, read_body
from .store import ClassStore
from .summary import class_csv, class_table

STATIC = Path(__file__).parent / "static"
COOKIE = "nardi_teacher"
_RULE = re.compile(r"[RLV]\d{1,3}")


@dataclass(frozen=True)
class Quota:
    """What one pupil's device may add, so that no device can fill the laptop's disk: records
    per pupil in all and per minute, pupils in all, joins per minute from one address. A
    refused request keeps nothing new and loses nothing kept; the browser keeps what was
    refused and sends it again later."""

    records: int = 3000
    per_minute: int = 300
    pupils: int = 500
    joins_per_minute: int = 20


@dataclass
class Context:
    """What every request needs: the store, the bank, the book's folder, the address."""

    store: ClassStore
    bank: list[Exercise]
    book: Path
    url: str
    key: str
    lang: str = "ka"
    quota: Quota = field(default_factory=Quota)
    by_id: dict[str, Exercise] = field(default_factory=dict)
    board: SharedBoard = field(init=False)
    joins: dict[str, deque[float]] = field(default_factory=dict)

    @property
    def join_url(self) -> str:
        """The address pupils open: the join page itself, never "/" (a device that saved the
        book offline has "/" from its own cache: the book's first page)."""
        return f"{self.url}join"

    def __post_init__(self) -> None:
        self.by_id = {ex.id: ex for ex in self.bank}
        self.board = SharedBoard(self.by_id, self.lang)


class Base(tornado.web.RequestHandler):
    """Typed Georgian errors, no caching, no sniffing."""

    ctx: Context

    def initialize(self, ctx: Context) -> None:
        self.ctx = ctx

    def set_default_headers(self) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")
        self.set_header("Referrer-Policy", "no-referrer")
        self.set_header("Cache-Control", "no-store")

    def refuse(self, error: ClassError) -> None:
        self.clear()
        self.set_status(error.status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(as_json(error.as_json(self.ctx.lang)))

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        exc = kwargs.get("exc_info", (None, None, None))[1]
        if isinstance(exc, ClassError):
            error = exc
        else:
            # Tornado's own 400 is an address it cannot read ("%ff"): bodies are ours to read
            key = {400: "address", 404: "not_found", 403: "not_found", 405: "method",
                   413: "too_big"}.get(status_code, "internal")
            error = ClassError(key, status_code, size=0, limit=MAX_BODY)
        self.set_status(error.status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(as_json(error.as_json(self.ctx.lang)))

    def _handle_request_exception(self, e: BaseException) -> None:
        if isinstance(e, ClassError):
            self.refuse(e)
        else:
            super()._handle_request_exception(e)

    def is_teacher(self) -> bool:
        given = self.request.headers.get("X-Nardi-Key") or self.get_cookie(COOKIE) or ""
        return hmac.compare_digest(given.encode("utf-8", "replace"),
                                   self.ctx.key.encode("utf-8"))

    def teacher(self) -> None:
        if not self.is_teacher():
            raise ClassError("teacher", 403)

    def pupil(self) -> tuple[int, str]:
        found = self.ctx.store.pupil_of(self.request.headers.get("X-Nardi-Token", ""))
        if found is None:
            raise ClassError("token", 401)
        return found

    def json_out(self, value: Any, status: int = 200) -> None:
        self.set_status(status)
        self.set_header("Content-Type", "application/json; charset=utf-8")
        self.finish(as_json(value))


@tornado.web.stream_request_body
class Api(Base):
    """A JSON request whose body is limited before it is read."""

    limit = MAX_BODY

    def prepare(self) -> None:
        self._chunks: list[bytes] = []
        self._size = 0
        declared = self.request.headers.get("Content-Length", "")
        if declared.isdigit() and int(declared) > self.limit:
            raise ClassError("too_big", 413, size=int(declared), limit=self.limit)
        # A body sent in chunks (no Content-Length) is counted as it arrives and refused in
        # Georgian once read, up to the server's ceiling (max_body_size, 1 MiB); past that,
        # Tornado closes the connection.

    def data_received(self, chunk: bytes) -> None:
        self._size += len(chunk)
        if self._size <= self.limit:
            self._chunks.append(chunk)

    def body(self) -> dict[str, Any]:
        if self._size > self.limit:
            raise ClassError("too_big", 413, size=self._size, limit=self.limit)
        return read_body(b"".join(self._chunks), self.limit)

class JoinPage(Base):
    def get(self) -> None:
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(join_page(self.ctx.store.roster(), self.ctx.lang))


def _task_path(ctx: Context) -> str:
    """Today's assignment's short path, or "" when there is none yet."""
    task = ctx.store.assignment()
    return f"/a/{task['code']}" if task else ""


class JoinApi(Api):
    def post(self) -> None:
        name = clean_name(self.body().get("name"))
        self.may_join()
        pupil, token = self.ctx.store.join(name)
        self.json_out({"pupil": pupil, "name": name, "token": token,
                       "next": _task_path(self.ctx) or "/book/intro.html",
                       "message": translate("classroom.join.welcome", self.ctx.lang, name=name)})


    def may_join(self) -> None:
        """Refuses a join past the class's size or the address's joins this minute."""
        quota, ctx = self.ctx.quota, self.ctx
        if ctx.store.pupil_count() >= quota.pupils:
            raise ClassError("quota_pupils", 429, limit=quota.pupils)
        moment = time.monotonic()
        recent = ctx.joins.setdefault(self.request.remote_ip or "", deque())
        while recent and recent[0] < moment - 60:
            recent.popleft()
        if len(recent) >= quota.joins_per_minute:
            raise ClassError("quota_joins", 429, limit=quota.joins_per_minute)
        recent.append(moment)
        if len(ctx.joins) > 10_000:  # addresses long quiet are forgotten
            for address in [a for a, q in ctx.joins.items() if not q or q[-1] < moment - 60]:
                del ctx.joins[address]


def _within_quota(ctx: Context, pupil: int, kept: list[dict[str, Any]]
                  ) -> tuple[list[dict[str, Any]], str]:
    """The records of ``kept`` the pupil's quota lets in (every one the server already has,
    and new ones while the quota lasts, oldest first) and, when some are left out, the
    Georgian sentence that says why (""; else they wait in the browser)."""
    quota = ctx.quota
    fresh = ctx.store.new_of(pupil, (r["k"] for r in kept))
    if not fresh:
        return kept, ""
    total_left = quota.records - ctx.store.received(pupil)
    minute_left = quota.per_minute - ctx.store.received_since(pupil, 60)
    room = max(0, min(total_left, minute_left))
    if len(fresh) <= room:
        return kept, ""
    key, limit = (("quota_total", quota.records) if total_left <= minute_left
                  else ("quota_minute", quota.per_minute))
    if room == 0:
        raise ClassError(key, 429, limit=limit)
    let_in = []
    for rec in kept:
        if rec["k"] in fresh:
            if room == 0:
                continue
            room -= 1
        let_in.append(rec)
    return let_in, ClassError(key, 429, limit=limit).message(ctx.lang)


class SyncApi(Api):
    def post(self) -> None:
        pupil, _name = self.pupil()
        kept, refused = read_batch(self.body(), self.ctx.by_id, self.ctx.lang)
        kept, held = _within_quota(self.ctx, pupil, kept)
        new, old = self.ctx.store.add(pupil, kept)
        received = self.ctx.store.received(pupil)
        self.json_out({"done": [r["k"] for r in kept], "new": new, "duplicate": old,
                       "refused": refused, "received": received, "held": held,
                       "message": translate("classroom.sync.sent", self.ctx.lang, n=received),
                       "task": _task_path(self.ctx), "board": self.ctx.board.round})


class MeApi(Api):
    def post(self) -> None:
        pupil, name = self.pupil()
        received = self.ctx.store.received(pupil)
        self.json_out({"pupil": pupil, "name": name, "received": received,
                       "message": translate("classroom.sync.sent", self.ctx.lang, n=received),
                       "task": _task_path(self.ctx), "board": self.ctx.board.round})


class BoardPage(Base):
    def get(self) -> None:
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(board_page(self.ctx.lang))


class BoardApi(Api):
    """The class board as a pupil's device shows it, with this pupil's own play."""

    def post(self) -> None:
        pupil, _name = self.pupil()
        view = self.ctx.board.view()
        view["mine"] = self.ctx.board.votes.get(pupil) if view["round"] else None
        self.json_out(view)


class BoardPlayApi(Api):
    def post(self) -> None:
        pupil, _name = self.pupil()
        data = self.body()
        given = data.get("round")
        if type(given) is not int:  # not true, 1.0 or "1": they equal 1 in Python
            raise ClassError("shape", field="round")
        if given != self.ctx.board.round:
            raise ClassError("board_none", 409)
        self.json_out(self.ctx.board.submit(pupil, data.get("play")))


class TeacherBoard(Api):
    """GET: the tally; POST: a new round from an exercise or a position ID and a roll."""

    def get(self) -> None:
        self.teacher()
        tally = self.ctx.board.tally()
        votes = tally.get("votes", 0)
        tally["votes_text"] = translate("classroom.board.votes", self.ctx.lang, n=votes) if votes \
            else ""
        self.json_out(tally)

    def post(self) -> None:
        self.teacher()
        data = self.body()
        source, typed, roll = (data.get("exercise"), data.get("id"), data.get("roll"))
        game = data.get("game", "short")
        if isinstance(source, str) and source:
            self.json_out(self.ctx.board.start_exercise(source))
        elif (isinstance(typed, str) and isinstance(roll, str) and isinstance(game, str)
              and typed and len(typed) <= 80):
            self.json_out(self.ctx.board.start_id(typed, roll[:10], game))
        else:
            raise ClassError("board_source")


class TeacherReveal(Api):
    def post(self) -> None:
        self.teacher()
        self.json_out(self.ctx.board.reveal())


class ShortLink(Base):
    def get(self, code: str) -> None:
        task = self.ctx.store.assignment(code.lower())
        if task is None:
            raise tornado.web.HTTPError(404)
        chosen = [self.ctx.by_id[i] for i in task["ids"] if i in self.ctx.by_id]
        self.redirect("/" + assignment_link(chosen, task["title"]))


class TeacherPage(Base):
    def get(self) -> None:
        given = self.get_query_argument("key", "")
        if given:
            if hmac.compare_digest(given.encode("utf-8", "replace"), self.ctx.key.encode()):
                self.set_cookie(COOKIE, self.ctx.key, httponly=True, samesite="Strict",
                                path="/", expires_days=30)
                self.redirect("/teacher")
                return
        if not (given == "" and self.is_teacher()):
            self.set_status(403)
            self.set_header("Content-Type", "text/html; charset=utf-8")
            self.finish(error_page(translate("classroom.error.teacher", self.ctx.lang),
                                   self.ctx.lang))
            return
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.set_header("Content-Security-Policy", "default-src 'self'; style-src 'unsafe-inline'; "
                        "img-src 'self' data:")
        kinds = sorted({ex.kind for ex in self.ctx.bank} & set(KINDS))
        self.finish(teacher_page(self.ctx.join_url, self.ctx.bank, kinds, self.ctx.store.roster(),
                                 self.ctx.board.choices(), self.ctx.lang))


def _task_view(ctx: Context) -> dict[str, Any]:
    task = ctx.store.assignment()
    if not task:
        return {"text": translate("classroom.teacher.no_task", ctx.lang)}
    link = f"{ctx.url.rstrip('/')}/a/{task['code']}"
    return {"text": translate("classroom.teacher.today", ctx.lang, title=task["title"],
                              n=len(task["ids"])),
            "link": link, "qr": qr_svg(link), "code": task["code"]}


class TeacherData(Base):
    def get(self) -> None:
        self.teacher()
        table = class_table(self.ctx.store, self.ctx.bank, self.ctx.lang)
        table["task"] = _task_view(self.ctx)
        joined = len(table["pupils"])
        table["joined"] = (translate("classroom.teacher.joined", self.ctx.lang, n=joined)
                           if joined else translate("classroom.teacher.joined_none", self.ctx.lang))
        self.json_out(table)


class TeacherCsv(Base):
    def get(self) -> None:
        self.teacher()
        table = class_table(self.ctx.store, self.ctx.bank, self.ctx.lang)
        self.set_header("Content-Type", "text/csv; charset=utf-8")
        self.set_header("Content-Disposition", "attachment; filename=class.csv; "
                        f"filename*=UTF-8''{quote('class.csv')}")
        self.finish(class_csv(table, self.ctx.lang))


def _strings(value: Any, field: str, limit: int = 2000) -> str:
    if value is None:
        return ""
    if not isinstance(value, str | int) or isinstance(value, bool) or len(str(value)) > limit:
        raise ClassError("shape", field=field)
    return str(value).strip()


class TeacherAssign(Api):
    def post(self) -> None:
        self.teacher()
        data = self.body()
        title = " ".join(_strings(data.get("title"), "title", 80).split()) or translate(
            "classroom.teacher.default_title", self.ctx.lang)
        chapter = _strings(data.get("chapter"), "chapter", 3)
        kind = _strings(data.get("kind"), "kind", 40)
        rule = _strings(data.get("rule"), "rule", 20).upper()
        ids = [i for i in re.split(r"[\s,]+", _strings(data.get("ids"), "ids")) if i]
        if (chapter and not chapter.isdigit()) or (rule and not _RULE.fullmatch(rule)):
            raise ClassError("shape", field="chapter" if chapter and not chapter.isdigit()
                             else "rule")
        if not (chapter or kind or rule or ids):
            raise ClassError("no_match")
        chosen = select(self.ctx.bank, chapters=[int(chapter)] if chapter else [],
                        kinds=[kind] if kind else [], rules=[rule] if rule else [], ids=ids)
        if not chosen or len(chosen) > 60:
            raise ClassError("no_match")
        code = self.ctx.store.assign(title, [ex.id for ex in chosen])
        view = _task_view(self.ctx)
        view["message"] = translate("classroom.teacher.made", self.ctx.lang, n=len(chosen))
        view["code"] = code
        self.json_out(view)


class TeacherRoster(Api):
    def post(self) -> None:
        self.teacher()
        names = self.body().get("names")
        if not isinstance(names, list) or len(names) > 200:
            raise ClassError("shape", field="names")
        cleaned = [clean_name(n) for n in names if isinstance(n, str) and n.strip()]
        if any(len(n) > MAX_NAME for n in cleaned):
            raise ClassError("name_long", limit=MAX_NAME)
        count = self.ctx.store.set_roster(cleaned)
        message = (translate("classroom.teacher.roster_saved", self.ctx.lang, n=count) if count
                   else translate("classroom.teacher.roster_empty", self.ctx.lang))
        self.json_out({"count": count, "message": message})


class BookFiles(tornado.web.StaticFileHandler):
    """The built book: files under its folder only, errors in Georgian."""

    def initialize(self, path: str, ctx: Context, default_filename: str | None = None) -> None:
        super().initialize(path, default_filename)
        self.ctx = ctx

    def set_default_headers(self) -> None:
        self.set_header("X-Content-Type-Options", "nosniff")

    def validate_absolute_path(self, root: str, absolute_path: str) -> str | None:
        if "\x00" in absolute_path:  # "%00": no file has it in its name (os.stat would raise)
            raise tornado.web.HTTPError(404)
        return super().validate_absolute_path(root, absolute_path)

    def write_error(self, status_code: int, **kwargs: Any) -> None:
        key = "method" if status_code == 405 else "not_found"
        self.set_header("Content-Type", "text/html; charset=utf-8")
        self.finish(error_page(translate(f"classroom.error.{key}", self.ctx.lang), self.ctx.lang))


class ServerFiles(BookFiles):
    """The server's own two scripts."""


def make_app(ctx: Context) -> tornado.web.Application:
    """The class server's routes."""
    args = {"ctx": ctx}
    return tornado.web.Application([
        (r"/", JoinPage, args),
        (r"/join", JoinPage, args),
        (r"/api/join", JoinApi, args),
        (r"/api/sync", SyncApi, args),
        (r"/api/me", MeApi, args),
        (r"/a/([a-zA-Z0-9]{1,12})", ShortLink, args),
        (r"/board", BoardPage, args),
        (r"/api/board", BoardApi, args),
        (r"/api/board/play", BoardPlayApi, args),
        (r"/teacher", TeacherPage, args),
        (r"/teacher/board", TeacherBoard, args),
        (r"/teacher/board/reveal", TeacherReveal, args),
        (r"/teacher/data\.json", TeacherData, args),
        (r"/teacher/class\.csv", TeacherCsv, args),
        (r"/teacher/assign", TeacherAssign, args),
        (r"/teacher/roster", TeacherRoster, args),
        (r"/class-static/(join\.js|teacher\.js|board\.js)", ServerFiles,
         {"path": str(STATIC), "ctx": ctx}),
        (r"/(.*)", BookFiles, {"path": str(ctx.book), "ctx": ctx,
                               "default_filename": "index.html"}),
    ], compress_response=True, xsrf_cookies=False)
