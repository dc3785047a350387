"""The offline app (issues 10, 23): after one visit, the whole book is kept in the browser.

- Every page loads ``_static/nardi_offline.js``, which registers the service worker and asks
  it to save the book in the background once the page is live, and shows a note of how far
  that is ("the book is being saved … ready") with a "save now" button; the note's words are
  the catalogue's (``i18n/*/offline.py``), in ``<meta name="nardi-offline-text">``.
- At the end of a build, ``nardi_sw.js`` is written at the site's root from
  ``_static/nardi_sw.js`` with the build's file list: every file of the site (pages, pictures,
  Pyodide, the wheel, the bank, the Python snapshot) with its hash, so a new build keeps the
  files that did not change and fetches only the others.
"""

from __future__ import annotations

import hashlib
import json
from html import escape
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


def precache_list(outdir: Path) -> list[tuple[str, str]]:
    """``(path, hash)`` of every file the offline book keeps, relative to the site root."""
    files = []
    for path in sorted(outdir.rglob("*")):
        rel = path.relative_to(outdir).as_posix()
        if not path.is_file() or rel.endswith(".map") or any(
                rel.startswith(s) or rel == s for s in OFFLINE_SKIP):
            continue
        files.append((rel, hashlib.sha256(path.read_bytes()).hexdigest()[:12]))
    return files


def write_service_worker(outdir: Path) -> Path:
    """Write ``nardi_sw.js`` (from ``_static/nardi_sw.js``) with this build's file list."""
    static_copy = outdir / "_static" / SERVICE_WORKER
    if static_copy.is_file():  # the template itself is no use in the site
        static_copy.unlink()
    files = precache_list(outdir)
    version = hashlib.sha256(json.dumps(files).encode()).hexdigest()[:16]
    template = (HERE.parent / "_static" / SERVICE_WORKER).read_text("utf-8")
    manifest = json.dumps({"version": version, "files": dict(files)})
    target = outdir / SERVICE_WORKER
    target.write_text(template.replace("self.__NARDI_PRECACHE__", manifest), "utf-8")
    return target


def _page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
          doctree: Any) -> None:
    lang = "en" if str(app.config.language).startswith("en") else "ka"
    words = {w: translate(f"offline.{w}", lang) for w in WORDS}
    meta = escape(json.dumps(words, ensure_ascii=False), quote=True)
    context["metatags"] = (context.get("metatags", "")
                           + f'<meta name="nardi-offline-text" content="{meta}">\n')


def _build_finished(app: Sphinx, exc: Exception | None) -> None:
    if exc is None and app.builder.format == "html":
        write_service_worker(Path(app.outdir))


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_css_file("nardi_offline.css", priority=910)
    app.add_js_file("nardi_offline.js", priority=875)  # after nardi_pupil.js: the note goes
    # below the pupil box
    app.connect("html-page-context", _page)
    app.connect("build-finished", _build_finished, priority=900)  # after nardi_live's files
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
