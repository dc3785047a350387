"""Figures that say what they show (issue 23): a notebook output's image gets, instead of its
file name as ``alt``, the words of the figure itself — a board's own ``<title>`` and ``<desc>``
(``nardi_teach/svg/words.py``: whose checkers where, dice, cube, score), a chart "a chart: …"
with the title of the section it illustrates (the catalogue's ``a11y.figure_chart``)."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

from docutils import nodes
from sphinx.application import Sphinx

_TITLE = re.compile(r"<title>(.*?)</title>", re.S)
_DESC = re.compile(r"<desc>(.*?)</desc>", re.S)


def _named_by_file(alt: str, uri: str) -> bool:
    return not alt or alt == uri or bool(re.search(r"\.(svg|png|jpe?g|gif)$", alt))


def _svg_words(path: Path) -> str | None:
    try:
        text = path.read_text("utf-8")[:20_000]
    except OSError:
        return None
    title, desc = _TITLE.search(text), _DESC.search(text)
    words = [html.unescape(m.group(1)).strip() for m in (title, desc) if m]
    return ": ".join(w for w in words if w) or None


def _section_title(node: nodes.Node) -> str:
    parent = node.parent
    while parent is not None and not isinstance(parent, nodes.section):
        parent = parent.parent
    if parent is None:
        return ""
    title = next(iter(parent.findall(nodes.title)), None)
    return title.astext() if title is not None else ""


def _alt_texts(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    from nardi_teach.i18n import translate

    lang = app.config.language or "ka"
    for image in doctree.findall(nodes.image):
        uri = str(image.get("uri", ""))
        if not _named_by_file(str(image.get("alt", "")), uri):
            continue
        path = Path(app.srcdir) / uri
        words = _svg_words(path) if uri.endswith(".svg") else None
        if words is None:
            words = translate("a11y.figure_chart", lang, title=_section_title(image))
        image["alt"] = words


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("doctree-resolved", _alt_texts)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
