"""Answers back to the class server (issue 37): every page loads ``nardi_sync.js`` after
``nardi_store.js`` (it hooks the store's writes) and carries its words from the catalogue in
``<meta name="nardi-sync-text">``: a sentence with a number is written out for 1–15 (the
numbers Georgian spells as words) and as a template with digits above that."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from sphinx.application import Sphinx

from nardi_teach.i18n import translate

PLAIN = ("who", "none", "sending", "task", "again")
COUNTED = {"waiting": "classroom.sync.waiting", "sent": "classroom.sync.sent"}
BIG = 987654  # a number written in digits in every language: its place becomes "{n}"


def words(lang: str) -> dict[str, Any]:
    """The sync note's words in ``lang``."""
    out: dict[str, Any] = {w: translate(f"classroom.sync.{w}", lang, name="{name}")
                           for w in PLAIN}
    out["board"] = translate("classroom.board.link", lang)
    for word, key in COUNTED.items():
        out[word] = {n: translate(key, lang, n=n) for n in range(1, 16)}
        out[f"{word}_n"] = translate(key, lang, n=BIG).replace(str(BIG), "{n}")
    return out


def _page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
          doctree: Any) -> None:
    lang = "en" if str(app.config.language).startswith("en") else "ka"
    meta = escape(json.dumps(words(lang), ensure_ascii=False), quote=True)
    context["metatags"] = (context.get("metatags", "")
                           + f'<meta name="nardi-sync-text" content="{meta}">\n')


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_css_file("nardi_sync.css", priority=910)
    app.add_js_file("nardi_sync.js", priority=885)  # after nardi_store.js (880), before its users
    app.connect("html-page-context", _page)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
