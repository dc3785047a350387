"""The class page in the reader's browser (issue 25): the bridge the live book calls with the
pupils' files the teacher dropped in (JSON in, JSON out, never raises).  The content is
:mod:`nardi_teach.html.classroom`'s.

>>> out = json.loads(class_view('[["a.json", "{}"]]', "2026-03-01T09:00:00Z", "en"))
>>> out["ok"], out["pupils"]
(True, 0)
"""

from __future__ import annotations

import json

from ..core.limits import loads_json
from ..html.classroom import class_html, class_summary, notes_html
from ..html.review import _lang, _time
from ..i18n import translate
from ..progress.review import utc_now

MAX_TEXT = 64 * 1024 * 1024


def class_view(files_json: str, now_iso: str = "", lang: str | None = None,
               chapters_json: str = "") -> str:
    """The class table from ``[[file name, text], …]`` as JSON text: ``{ok, html, pupils,
    notes, bad}`` (``notes``: the HTML of the notes on files that could not be read, ``bad``:
    their places in the list, which the page sets aside and never sends again)."""
    lang = _lang(lang)
    try:
        try:  # depth and length before the parser: a pupil's file is a string in here
            files = loads_json(files_json, max_chars=MAX_TEXT, max_depth=3)
            chapters = loads_json(chapters_json, max_depth=3) if chapters_json else {}
        except (ValueError, RecursionError, TypeError):
            return json.dumps({"ok": False, "message": translate("teach.class.bad_call", lang),
                               "html": "", "pupils": 0, "bad": []}, ensure_ascii=False)
        files = [(str(f[0]), f[1]) for f in files if isinstance(f, list) and len(f) == 2] \
            if isinstance(files, list) else []
        summary = class_summary(files, _time(now_iso) or utc_now(), lang, chapters)
        out = {"ok": True, "html": class_html(summary, lang), "pupils": len(summary["pupils"]),
               "notes": notes_html(summary["notes"]), "bad": summary["bad"]}
    except Exception:  # noqa: BLE001 - a bug must not disable the page; the tests allow none
        out = {"ok": False, "message": translate("live.internal", lang), "html": "",
               "pupils": 0, "bad": []}
    return json.dumps(out, ensure_ascii=False)


__all__ = ["class_view"]
