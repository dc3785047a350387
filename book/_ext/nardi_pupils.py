"""Pupils on a shared computer, the class page and assignment links (issue 25): every page
loads ``nardi_pupil.js`` before the scripts that keep answers and stars (so they keep them per
pupil), ``nardi_class.js`` (the class page) and ``nardi_assignment.js`` (an assignment link),
and carries the pupil box's words from the catalogue in ``<meta name="nardi-pupil-text">``."""

from __future__ import annotations

import json
from html import escape
from typing import Any

from sphinx.application import Sphinx

from nardi_teach.i18n import translate

WORDS = {**{w: f"teach.pupil.{w}" for w in (
    "label", "anonymous", "placeholder", "enter", "switch_to", "note_named", "note_anon")},
    "export": "teach.class.export", "export_note": "teach.class.export_note"}


def _page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
          doctree: Any) -> None:
    lang = "en" if str(app.config.language).startswith("en") else "ka"
    words = {w: translate(key, lang, name="{name}") for w, key in WORDS.items()}
    meta = escape(json.dumps(words, ensure_ascii=False), quote=True)
    context["metatags"] = (context.get("metatags", "")
                           + f'<meta name="nardi-pupil-text" content="{meta}">\n')


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_css_file("nardi_pupil.css", priority=910)
    app.add_js_file("nardi_pupil.js", priority=870)  # before nardi_store.js and its users
    app.add_js_file("nardi_class.js", priority=890)  # a plugin of nardi_live.js, as the review's
    app.add_js_file("nardi_assignment.js", priority=890)  # the assignment page: also a plugin
    app.connect("html-page-context", _page)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
