"""The review and progress pages in the reader's browser (issue 15): the bridge the live book
calls (JSON in, JSON out, never raises).  The content is :mod:`nardi_teach.html.review`'s.

>>> out = json.loads(review_state("{}", "{}", "2026-03-01T09:00:00Z"))
>>> out["ok"], out["due"], out["upcoming"]
(True, [], [])
"""

from __future__ import annotations

import json

from ..html.review import _lang, _time, read_browser
from ..i18n import translate
from ..progress.review import utc_now


def review_state(progress_json: str, lessons_json: str = "", now_iso: str = "",
                 lang: str | None = None, chapters_json: str = "") -> str:
    """The review and progress pages from the browser's storage (``nardi-progress``,
    ``nardi-lessons``), as JSON text; ``now_iso`` is the page's clock (anything unreadable:
    this machine's)."""
    lang = _lang(lang)
    try:
        out = read_browser(progress_json, lessons_json, _time(now_iso) or utc_now(),
                           chapters_json, lang)
    except Exception:  # noqa: BLE001 - a bug must not disable the page; the tests allow none
        out = {"ok": False, "error": True, "message": translate("live.internal", lang),
               "notes": [], "due": [], "upcoming": []}
    return json.dumps(out, ensure_ascii=False)


__all__ = ["review_state"]
