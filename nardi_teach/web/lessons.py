"""Guided lessons in the reader's browser (issue 15): the bridge the live book calls (Pyodide).

:func:`new_lesson` / :func:`lesson_event` make a :class:`~nardi_teach.lessons.board.LessonBoard`
from a lesson file's JSON (``data-lesson``, written by :mod:`nardi_teach.html.lessons`) and apply
its events, as JSON text (:meth:`LessonBoard.state`, with ``ok`` and ``id``); nothing raises:
bad input gives ``{"ok": false, "error": true, "message": …}``.

>>> from nardi_teach.html.lessons import lesson_data
>>> state = json.loads(new_lesson(json.dumps(lesson_data(3)), "en"))
>>> state["ok"], state["counter"]
(True, 'Step 1 / 3')
>>> json.loads(lesson_event(state["id"], '{"type": "hint"}'))["tone"]
'refused'
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..core.checks import shown
from ..core.errors import NardiError
from ..core.limits import loads_json
from ..html.lessons import BOARD_SIZE, _lang
from ..lessons.board import LessonBoard, LessonError, lesson_from_data
from .boards import MAX_JSON

MAX_BOARDS = 256
"""Lesson boards kept by the one Python every open page of the book shares (a page has one or
two): past it, the one used least recently is freed (its next event answers ``live.no_board``)."""

_boards: dict[int, LessonBoard] = {}  # in the order last used
_next = [1]


def _error(error: NardiError, lang: str | None, board_id: int | None) -> dict[str, Any]:
    text = error.text(lang)  # as the page shows it: no rule ids
    return {"ok": False, "error": True, "id": board_id, "message": text, "svg": None,
            "buttons": [], "choices": [], "code": error.key}


def _reply(build: Callable[[], dict[str, Any]], lang: str | None,
           board_id: int | None = None) -> str:
    try:
        out = {"ok": True, "error": False, **build()}
    except NardiError as error:
        out = _error(error, lang, board_id)
    except Exception:  # noqa: BLE001 - a bug must not disable the page; the tests allow none
        out = _error(LessonError("live.internal"), lang, board_id)
    return json.dumps(out, ensure_ascii=False)


def _parse(text: object, what: str) -> Any:
    if not isinstance(text, str) or len(text) > MAX_JSON:
        raise LessonError("config.json", what=what)
    try:  # depth and number length checked first: no recursion per level (Pyodide)
        return loads_json(text, max_chars=MAX_JSON)
    except (ValueError, RecursionError):  # JSONDecodeError, LimitError
        raise LessonError("config.json", what=what) from None


def new_lesson(lesson_json: str, lang: str | None = None) -> str:
    """A lesson board from a lesson file's JSON (``data-lesson``): its state, with its ``id``."""
    lang = _lang(lang)

    def build() -> dict[str, Any]:
        lesson = lesson_from_data(_parse(lesson_json, "lesson"), "lesson")
        board = LessonBoard(lesson, lang=lang, size=BOARD_SIZE)
        board_id = _next[0]
        _next[0] += 1
        _boards[board_id] = board
        while len(_boards) > MAX_BOARDS:
            del _boards[next(iter(_boards))]  # the least recently used
        return {"id": board_id, **board.state()}

    return _reply(build, lang)


def lesson_event(board_id: int, message_json: str) -> str:
    """Apply one event (``{"type": "click", "point": 13}``, ``{"type": "confirm"}`` …) to
    lesson board ``board_id``; its new state.  A refused event leaves the lesson as it was,
    its message saying why; an unknown board gives an error."""
    board = _boards.pop(board_id, None) if type(board_id) is int else None
    if board is not None:
        _boards[board_id] = board  # now the most recently used
    lang = board.lang if board is not None else None

    def build() -> dict[str, Any]:
        if board is None:
            raise LessonError("live.no_board", id=shown(board_id))
        try:
            message = _parse(message_json, "message")
        except LessonError:
            message = None
        board.handle(message)
        return {"id": board_id, **board.state()}

    return _reply(build, lang, board_id if board is not None else None)


__all__ = ["lesson_event", "new_lesson"]
