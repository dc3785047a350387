"""The offline app (issues 10, 23): after one visit, the whole book is kept in the browser.

- Every page loads ``_static/nardi_offline.js``, which registers the service worker and asks
  it to save the book in the background once the page is live, and shows a note of how far
  that is ("the book is being saved … ready") with a "save now" button; the note's words are
  the catalogue's (``i18n/*/offline.py``), in ``<meta name="nardi-offline-text">``.
- At the end of a build, ``nardi_sw.js`` is written at the site's root from
  ``_static/nardi_sw.js`` with the build's file list: every file of the site (pages, pictures,
  Pyodide, the wheel, the bank, the Python snapshot) with its hash, so a new build keeps the
  files that did not change and fetches only the others. The list is in the order the files
  are saved (issue 41): first what every page needs to open and go live (the theme's and the
  book's scripts, styles and fonts, Pyodide, the wheel, the bank, the snapshot, the offline
  page), then every page, then the rest (pictures …): a short first visit leaves the whole
  book readable and live without a connection.
- ``offline.html`` at the site's root: the book's own page, in the reader's language, that the
  service worker shows for a page it has not saved when there is no connection; it lists the
  pages this browser has saved, with links.
"""

from __future__ import annotations

import hashlib
import json
import re
from html import escape, unescape
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx

from nardi_teach.i18n import translate

HERE = Path(__file__).resolve().parent
SERVICE_WORKER = "nardi_sw.js"
# What the offline app leaves out: sources, build bookkeeping, source maps, the worker itself.
OFFLINE_SKIP = ("_sources/", ".buildinfo", "objects.inv", ".doctrees/", SERVICE_WORKER,
                "_static/locales/")  # the theme's translations: read at build time only
WORDS = ("label", "saving", "ready", "failed", "full", "save_now")
OFFLINE_PAGE = "offline.html"
PAGE_WORDS = ("page_title", "page_lead", "page_saved", "page_none", "page_retry")
SHELL = (".js", ".mjs", ".css", ".woff2", ".woff", ".ttf", ".svg", ".ico")


def save_rank(rel: str) -> int:
    """When the offline book saves a file: 0 what every page needs to open and go live (the
    shell, Pyodide, the wheel, the bank, the snapshot, the offline page), 1 a page, 2 the rest."""
    if rel.startswith("_pyodide/") or rel == OFFLINE_PAGE or (
            rel.startswith("_static/") and rel.endswith(SHELL)):
        return 0
    return 1 if rel.endswith(".html") else 2


def precache_list(outdir: Path) -> list[tuple[str, str]]:
    """``(path, hash)`` of every file the offline book keeps, relative to the site root, in the
    order it saves them (:func:`save_rank`, then by name)."""
    files = []
    for path in sorted(outdir.rglob("*")):
        rel = path.relative_to(outdir).as_posix()
        if not path.is_file() or rel.endswith(".map") or any(
                rel.startswith(s) or rel == s for s in OFFLINE_SKIP):
            continue
        files.append((rel, hashlib.sha256(path.read_bytes()).hexdigest()[:12]))
    return sorted(files, key=lambda item: (save_rank(item[0]), item[0]))


def page_titles(outdir: Path) -> dict[str, str]:
    """Each page of the book (not the search or index pages) and its title, by path."""
    skip = ("genindex.html", "search.html", OFFLINE_PAGE)
    titles = {}
    for path in sorted(outdir.rglob("*.html")):
        rel = path.relative_to(outdir).as_posix()
        if rel in skip or rel.startswith(("_", ".")):
            continue
        found = re.search(r"<title>(.*?)</title>", path.read_text("utf-8"), re.S)
        if found:  # "8. The cube — the book's title": the page's own part
            titles[rel] = unescape(found.group(1)).split(" — ")[0].strip()
    return titles


def write_offline_page(outdir: Path, lang: str) -> Path:
    """``offline.html`` (from ``_static/nardi_offline_page.html``): the page the service worker
    shows for a page not saved when there is no connection, in ``lang``."""
    words = {w: translate(f"offline.{w}", lang) for w in PAGE_WORDS}
    template = (HERE.parent / "_static" / "nardi_offline_page.html").read_text("utf-8")
    static_copy = outdir / "_static" / "nardi_offline_page.html"
    if static_copy.is_file():  # the template itself is no use in the site
        static_copy.unlink()
    data = json.dumps({"words": words, "pages": page_titles(outdir)}, ensure_ascii=False)
    page = (template.replace("__LANG__", lang).replace("__TITLE__", escape(words["page_title"]))
            .replace("self.__NARDI_OFFLINE_PAGE__", data.replace("</", "<\\/")))
    target = outdir / OFFLINE_PAGE
    target.write_text(page, "utf-8")
    return target


def write_service_worker(outdir: Path) -> Path:
    """Write ``nardi_sw.js`` (from ``_static/nardi_sw.js``) with this build's file list."""
    static_copy = outdir / "_static" / SERVICE_WORKER
    if static_copy.is_file():  # the template itself is no use in the site
        static_copy.unlink()
    files = precache_list(outdir)
    version = hashlib.sha256(json.dumps(files).encode()).hexdigest()[:16]
    template = (HERE.parent / "_static" / SERVICE_WORKER).read_text("utf-8")
    manifest = json.dumps({"version": version, "files": dict(files),
                           "first": sum(1 for rel, _ in files if save_rank(rel) < 2),
                           "offline": OFFLINE_PAGE})
    target = outdir / SERVICE_WORKER
    target.write_text(template.replace("self.__NARDI_PRECACHE__", manifest), "utf-8")
    return target


def _page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
          doctree: Any) -> None:
    lang = _lang(app)
    words = {w: translate(f"offline.{w}", lang) for w in WORDS}
    meta = escape(json.dumps(words, ensure_ascii=False), quote=True)
    context["metatags"] = (context.get("metatags", "")
                           + f'<meta name="nardi-offline-text" content="{meta}">\n')


def _lang(app: Sphinx) -> str:
    return "en" if str(app.config.language).startswith("en") else "ka"


def _build_finished(app: Sphinx, exc: Exception | None) -> None:
    if exc is None and app.builder.format == "html":
        write_offline_page(Path(app.outdir), _lang(app))  # before the list of files to keep
        write_service_worker(Path(app.outdir))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_css_file("nardi_offline.css", priority=910)
    app.add_js_file("nardi_offline.js", priority=875)  # after nardi_pupil.js: the note goes
    # below the pupil box
    app.connect("html-page-context", _page)
    app.connect("build-finished", _build_finished, priority=900)  # after nardi_live's files
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
