"""An assignment link opened in the reader's browser (issue 25): the exercises its fragment
names (``#set=id,id,…&title=…``, made by ``exercises.select.assignment_link``), each as the
chapter pages show it, to be made live there — the answers go to the pupil's progress as on any
page.  JSON in, JSON out, never raises.

>>> out = json.loads(assignment_set("ch01-checkers,nope", "en"))
>>> out["ok"], [item["id"] for item in out["items"]], out["missing"]
(True, ['ch01-checkers'], ['nope'])
"""

from __future__ import annotations

import json

from ..html.exercises import exercise_html
from ..html.review import _bank, _lang
from ..i18n import translate

MAX_IDS = 60


def assignment_set(ids: str, lang: str | None = None) -> str:
    """``{ok, items: [{id, html}], missing: [ids], note}`` for the comma-separated ``ids``."""
    lang = _lang(lang)
    try:
        wanted = [i.strip() for i in str(ids)[:8000].split(",") if i.strip()][:MAX_IDS]
        bank = _bank()
        items = [{"id": i, "html": exercise_html(bank[i], lang, n)}
                 for n, i in enumerate((i for i in wanted if i in bank), 1)]
        missing = [i for i in wanted if i not in bank]
        note = ""
        if missing:
            note = translate("teach.assign.missing", lang, ids=", ".join(missing)[:400])
        elif not items:
            note = translate("teach.assign.empty", lang)
        out = {"ok": True, "items": items, "missing": missing, "note": note}
    except Exception:  # noqa: BLE001 - a bug must not disable the page; the tests allow none
        out = {"ok": False, "message": translate("live.internal", lang), "items": [],
               "missing": [], "note": ""}
    return json.dumps(out, ensure_ascii=False)


__all__ = ["assignment_set"]
