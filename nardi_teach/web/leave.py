"""A page left for good gives its boards back (issue 41).

Every open page of the book shares one Python (a shared worker), which keeps at most
``boards.MAX_BOARDS`` game boards and ``lessons.MAX_BOARDS`` lesson boards, freeing the one used
least recently.  Without this, a reader who kept chapter 3 open in one tab while reading twenty
chapters in another found chapter 3's boards freed („this board no longer exists“): the pages
long closed still held theirs.  A page that is closed, reloaded or left (and not kept by the
browser for the back button) now says which boards were its own, and they are freed at once.
"""

from __future__ import annotations

import json

from . import boards, lessons
from .boards import _json


def forget(boards_json: str, lessons_json: str = "[]") -> str:
    """Free the game boards ``boards_json`` and the lesson boards ``lessons_json`` (JSON lists
    of the ids :func:`boards.new_board` and :func:`lessons.new_lesson` gave): ids not held
    are passed over.  Returns ``{"ok": true, "freed": n}``, or ``{"ok": false, "freed": 0}``
    for text that is not such a list (nothing freed then)."""
    try:
        wanted = [_json(boards_json, "boards"), _json(lessons_json, "lessons")]
    except Exception:  # noqa: BLE001 - a page going away gets no error to show
        wanted = None
    if wanted is None or not all(isinstance(ids, list) for ids in wanted):
        return json.dumps({"ok": False, "freed": 0})
    freed = 0
    for held, ids in zip((boards._boards, lessons._boards), wanted, strict=True):
        for board_id in ids:
            if type(board_id) is int and held.pop(board_id, None) is not None:
                freed += 1
    return json.dumps({"ok": True, "freed": freed})


__all__ = ["forget"]
