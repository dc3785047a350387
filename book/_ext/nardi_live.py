"""The live book (issue 7): what the built site needs to run ``nardi_teach`` in the browser.

On every HTML build this extension adds ``_static/nardi_live.js`` (+ its worker and CSS) to
every page and writes ``_pyodide/`` into the output:

- Pyodide itself, copied from ``node_modules/pyodide`` (npm, exact pin in package.json;
  ``npm ci`` — ``make book`` runs it); only the files a plain start needs;
- ``wheels/<hash>/nardi_teach-<version>-py3-none-any.whl``: this package as a pure-Python
  wheel, zipped straight from the source tree (no ``build/`` or ``*.egg-info`` left behind);
  the hash in the folder name keeps a browser from using a stale copy;
- ``exercises.json``: the exercise bank (``exercises/*.yaml``) as ``{id: entry}``;
- ``live.json``: the Pyodide version, the wheel's path and the page's own texts
  (loading indicator, exercise controls) from the i18n catalogues, in every language;
- (the service worker that keeps all of it for offline use is ``nardi_offline.py``'s).

A live page's head starts Python's worker itself (``EARLY_START``), before the stylesheets and
the theme's scripts are asked for.

Nothing here is needed to read the book: the static boards stay as they are until
Python is ready, and stay static if it never is.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import tomllib
import zipfile
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.util import logging

logger = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
PYODIDE = ROOT / "node_modules" / "pyodide"
# What `loadPyodide()` fetches for a plain start (no packages from its repository are used).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json")
PACKAGE = "nardi_teach"
PACKAGE_DATA = ("*.json", "*.yml", "*.yaml", "*.svg", "*.js", "*.css", "py.typed")
OUT = "_pyodide"


def _record_hash(data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
    return "sha256=" + digest.decode()


def build_wheel(root: Path = ROOT) -> tuple[str, bytes]:
    """``(file name, bytes)`` of a pure-Python wheel of ``nardi_teach`` from ``root``."""
    project = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["project"]
    name, version = project["name"], project["version"]
    files: dict[str, bytes] = {}
    for path in sorted((root / PACKAGE).rglob("*")):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        if path.suffix == ".py" or any(path.match(p) for p in PACKAGE_DATA):
            files[path.relative_to(root).as_posix()] = path.read_bytes()
    info = f"{name}-{version}.dist-info"
    files[f"{info}/METADATA"] = (
        f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n"
        f"Summary: {project.get('description', '')}\n"
        f"Requires-Python: {project.get('requires-python', '>=3.11')}\n"
    ).encode()
    files[f"{info}/WHEEL"] = (
        b"Wheel-Version: 1.0\nGenerator: nardi_live\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
    files[f"{info}/top_level.txt"] = f"{PACKAGE}\n".encode()
    record = [f"{path},{_record_hash(data)},{len(data)}" for path, data in files.items()]
    record.append(f"{info}/RECORD,,")
    files[f"{info}/RECORD"] = ("\n".join(record) + "\n").encode()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as whl:
        for path, data in files.items():
            item = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))  # reproducible
            # the data files (the bear-off table …) stored as they are: a page restored from the
            # snapshot writes them at every start, and unzipping them took about 0.1 s there
            item.compress_type = (zipfile.ZIP_DEFLATED if path.endswith(".py") or "/" not in path
                                  or ".dist-info/" in path else zipfile.ZIP_STORED)
            item.external_attr = 0o644 << 16
            whl.writestr(item, data)
    return f"{name}-{version}-py3-none-any.whl", buffer.getvalue()


def exercise_bank(root: Path = ROOT) -> dict[str, dict[str, Any]]:
    """Every exercise entry of ``exercises/*.yaml`` (JSON-ready), by id."""
    from nardi_teach.exercises.bank import read_entries

    bank: dict[str, dict[str, Any]] = {}
    for path in sorted((root / "exercises").glob("ch*.yaml")):
        chapter, entries = read_entries(path)
        for entry in entries:
            clean = {k: v for k, v in entry.items() if not str(k).startswith("__")}
            bank[str(clean["id"])] = {"chapter": chapter, **clean}
    return bank


def _strings() -> dict[str, dict[str, str]]:
    from nardi_teach.web.boards import ui_strings

    return {lang: ui_strings(lang) for lang in ("ka", "en")}


def write_live_assets(outdir: Path) -> None:
    """Write ``_pyodide/`` (Pyodide, the wheel, the bank, live.json) into ``outdir``."""
    dest = outdir / OUT
    missing = [f for f in PYODIDE_FILES if not (PYODIDE / f).is_file()]
    if missing:
        logger.warning("nardi_live: %s missing from %s: run `npm ci` (make book does)",
                       ", ".join(missing), PYODIDE)
        return
    dest.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        target = dest / name
        source = PYODIDE / name
        if not target.is_file() or target.stat().st_size != source.stat().st_size or \
                target.stat().st_mtime < source.stat().st_mtime:
            shutil.copy2(source, target)
    wheel_name, wheel = build_wheel()
    digest = hashlib.sha256(wheel).hexdigest()[:16]
    shutil.rmtree(dest / "wheels", ignore_errors=True)
    wheel_path = dest / "wheels" / digest / wheel_name
    wheel_path.parent.mkdir(parents=True)
    wheel_path.write_bytes(wheel)
    # in the chapters' order: the review page numbers each exercise as its chapter does
    bank = json.dumps(exercise_bank(), ensure_ascii=False).encode()
    bank_name = f"exercises-{hashlib.sha256(bank).hexdigest()[:16]}.json"
    for old in dest.glob("exercises-*.json"):
        old.unlink()
    (dest / bank_name).write_bytes(bank)
    version = json.loads((PYODIDE / "package.json").read_text("utf-8"))["version"]
    manifest = {
        "pyodide": version,
        "wheel": wheel_path.relative_to(dest).as_posix(),
        "exercises": bank_name,
        "snapshot": make_snapshot(dest, wheel_path, dest / bank_name),
        "strings": _strings(),
    }
    (dest / "live.json").write_text(json.dumps(manifest, ensure_ascii=False, indent=1), "utf-8")
    _refresh_heads(outdir, manifest)


def make_snapshot(dest: Path, wheel: Path, bank: Path) -> str | None:
    """``snapshot-<hash>.bin.gz`` in ``dest``: Pyodide's memory with nardi_teach imported and
    the bank loaded, made with Node (``make_snapshot.mjs``, which restores it as the browser
    does before it is kept), so the reader's browser starts Python from it.  ``None`` (the
    browser then starts Python the long way) without Node, or, with a warning, when it fails."""
    for old in dest.glob("snapshot-*.bin.gz"):
        old.unlink()
    node = shutil.which("node")
    if node is None:
        logger.info("nardi_live: no node, no Python snapshot (pages start Python the long way)")
        return None
    tmp = dest / "snapshot.tmp"
    proc = subprocess.run(
        [node, str(HERE / "make_snapshot.mjs"), str(PYODIDE), str(wheel), str(bank), str(tmp)],
        capture_output=True, text=True, timeout=300)
    if proc.returncode != 0 or not tmp.is_file():
        # a snapshot that would not restore is not written (make_snapshot.mjs restores it
        # first): loud, for every page would then start Python the long way
        logger.warning("nardi_live: no Python snapshot: %s", proc.stderr[-2000:])
        tmp.unlink(missing_ok=True)
        return None
    data = tmp.read_bytes()
    name = f"snapshot-{hashlib.sha256(data).hexdigest()[:16]}.bin.gz"
    tmp.replace(dest / name)
    return name


def _build_finished(app: Sphinx, exc: Exception | None) -> None:
    if exc is not None or app.builder.format != "html":
        return
    write_live_assets(Path(app.outdir))  # before nardi_offline lists the files to keep


LIVE_MARKS = ["data-nardi-board=", 'class="nardi-ex"', "data-nardi-live-part="]
"""What makes a page live: a board, an exercise, or any other live part (a lesson, the review
page …: an element carrying ``data-nardi-live-part``, made live by its own script)."""


# Python starts from the head's first lines, before the stylesheets and the theme's scripts are
# even asked for: this line starts the worker and keeps its first messages until nardi_live.js
# (async, so often run a second or two later on a cold visit) takes it over as
# ``window.nardiEarly``.  Where the browser has SharedWorker, the worker is the book's one shared
# worker (named after this build's wheel and snapshot, so a new build never joins an old
# Python), kept alive across the step to the next chapter (``extendedLifetime``): that page finds
# Python running.  Elsewhere it is a dedicated worker whose source is in the line (a blob:
# fetched, it waited 0.5–0.8 s behind the theme's 60 files on HTTP/1.1's six connections).
# live.json is in the line too (the worker asks for the snapshot at once, with no round trip
# before); both are written in again on every build (``_refresh_heads``: a page Sphinx did not
# rewrite still gets this build's).  ``handoff``: no service worker answers the page yet (a
# first visit), so the worker keeps what it downloads for the offline app (issue 41: nothing is
# downloaded twice).  Each board the parser makes is asked for at once (``calls``: element → the
# call's id; a board's config is whole in its attribute when the parser makes it): Python
# answers as soon as it is ready, so nardi_live.js finds the answers waiting, not the round
# trip behind the page's first layout (issue 41: the next chapter's boards ≤ 0.5 s).
HEAD_START, HEAD_END = "<!-- nardi-live-head -->", "<!-- /nardi-live-head -->"
EARLY_START = (
    HEAD_START + '<link rel="preload" href="{worker}" as="script" fetchpriority="high">'
    '<script>(() => {{ if (location.protocol === "file:" || !window.Worker) return;'
    ' const url = (path) => new URL(path, location.href).href;'
    ' const manifest = {manifest};'
    ' try {{ let worker = null, port = null, src = null;'
    ' if (window.SharedWorker) try {{ worker = new SharedWorker(url("{worker}"), {{ type: "module",'
    ' name: "nardi-live " + JSON.stringify(manifest && [manifest.wheel, manifest.snapshot]),'
    ' extendedLifetime: true }}); port = worker.port; }} catch {{ worker = null; }}'
    ' if (!worker) {{ try {{ src = URL.createObjectURL(new Blob([{source}],'
    ' {{ type: "text/javascript" }})); worker = new Worker(src, {{ type: "module" }}); }}'
    ' catch {{ worker = new Worker(url("{worker}"), {{ type: "module" }}); }} port = worker; }}'
    ' const early = window.nardiEarly = {{ worker, port, shared: port !== worker, messages: [],'
    ' error: null, at: performance.now() }};'
    ' port.onmessage = (event) => {{ if (src) URL.revokeObjectURL(src); src = null;'
    ' early.messages.push(event); }};'
    ' worker.onerror = (event) => {{ early.error = event.message || "worker"; }};'
    ' port.postMessage({{ type: "init", indexURL: url("{index}"),'
    ' origin: performance.timeOrigin, manifest, handoff: Boolean(window.isSecureContext'
    ' && navigator.serviceWorker && !navigator.serviceWorker.controller) }});'
    ' const calls = early.calls = new Map();'
    ' early.watch = new MutationObserver((records) => {{ for (const record of records)'
    ' for (const el of record.addedNodes) {{ if (el.nodeType !== 1 || calls.has(el)'
    ' || !el.hasAttribute("data-nardi-board")) continue; const id = "early-" + calls.size;'
    ' calls.set(el, id); port.postMessage({{ type: "call", id, fn: "new_board",'
    ' args: [el.getAttribute("data-nardi-board")] }}); }} }});'
    ' early.watch.observe(document, {{ childList: true, subtree: true }});'
    ' document.addEventListener("DOMContentLoaded", () => early.watch.disconnect());'
    ' }} catch {{ /* nardi_live.js starts it */ }}'
    ' }})();</script>' + HEAD_END + '\n')


def _script_json(value: Any) -> str:
    """``value`` as a JavaScript literal safe inside an HTML ``<script>``."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/").replace("<!--", "<\\!--")


def head_block(prefix: str, manifest: dict[str, Any] | None) -> str:
    """The head's early start for a page ``prefix`` away from the site's root ("" or "../"):
    the worker's source (its comment lines left out) and ``manifest`` (live.json, or None: the
    worker then reads it itself)."""
    source = (HERE.parent / "_static" / "nardi_live_worker.js").read_text("utf-8")
    source = "\n".join(line for line in source.splitlines()
                       if not line.lstrip().startswith("//")) + "\n"
    return EARLY_START.format(worker=f"{prefix}_static/nardi_live_worker.js",
                              index=f"{prefix}{OUT}/", manifest=_script_json(manifest),
                              source=_script_json(source))


LIVE_META = '<meta name="nardi-live" content="1">\n'
_BOARD_TAG = re.compile(r'<[A-Za-z][^<>]*\sdata-nardi-board="')
_BOARDS_META = re.compile(r'<meta name="nardi-boards" content="\d+">\n')


def boards_meta(body: str) -> str:
    """``<meta name="nardi-boards">``: how many boards the page ``body`` holds, so the live
    script knows its boards are all live before the page's end is parsed (issue 41)."""
    return f'<meta name="nardi-boards" content="{len(_BOARD_TAG.findall(body))}">\n'


# the early start of a page an older build wrote (a worker from its file), replaced as it is found
_OLD_START = re.compile(r'<script>\(\(\) => \{ if \(location\.protocol === "file:" '
                        r'\|\| !window\.Worker\) return;.*?</script>\n', re.S)


def _refresh_heads(outdir: Path, manifest: dict[str, Any]) -> None:
    """Write this build's early start (worker source, live.json) and the page's board count
    (:func:`boards_meta`) into every live page, those Sphinx did not write again this time
    included."""
    pattern = re.compile(re.escape(HEAD_START) + ".*?" + re.escape(HEAD_END) + "\n?", re.S)
    for path in outdir.rglob("*.html"):
        text = path.read_text("utf-8")
        if HEAD_START not in text:
            if LIVE_META not in text:
                continue
            head, rest = text.split(LIVE_META, 1)
            text = head + LIVE_META + HEAD_START + HEAD_END + "\n" + _OLD_START.sub("", rest, 1)
        prefix = "../" * (len(path.relative_to(outdir).parts) - 1)
        text = _BOARDS_META.sub("", text)
        block = boards_meta(text.split("<body", 1)[-1]) + head_block(prefix, manifest)
        path.write_text(pattern.sub(lambda _m, block=block: block, text, count=1), "utf-8")


def _mark_live_pages(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                     doctree: Any) -> None:
    """``<meta name="nardi-live">`` on a page with a board or an exercise, and the line that
    starts Python from the head (``EARLY_START``), before the rest of the page is parsed."""
    body = str(context.get("body") or "")
    if any(mark in body for mark in LIVE_MARKS):
        prefix = "../" * pagename.count("/")
        context["metatags"] = (
            context.get("metatags", "") + LIVE_META + head_block(prefix, None))


def setup(app: Sphinx) -> dict[str, Any]:
    # The notebooks' kernels inherit this: no widget reads the build machine's progress file
    # (nardi_teach.notebook.show, .review_show), so none of it reaches the published pages.
    os.environ["NARDI_BOOK_BUILD"] = "1"
    # The files themselves are in book/_static (html_static_path, added by ka_ui).
    app.add_css_file("nardi_live.css", priority=910)
    # the board by keyboard and screen reader (issue 23): before the scripts that use it
    app.add_js_file("nardi_keys.js", priority=880)
    app.add_js_file("nardi_a11y.js", priority=880)
    # async, yet asked for at high priority: a low one (an async script's) held it back behind
    # the theme's files until 0.5 s into the next chapter, whose Python was running already
    app.add_js_file("nardi_live.js", priority=900, loading_method="async", fetchpriority="high")
    # Plugins of nardi_live.js register before the page is parsed: plain (blocking) scripts
    # (a deferred one may run after the async nardi_live.js has looked).
    app.add_js_file("nardi_store.js", priority=880)  # the progress store the others use
    app.add_js_file("nardi_lesson.js", priority=890)
    app.add_js_file("nardi_review.js", priority=890)
    app.connect("html-page-context", _mark_live_pages)
    app.connect("build-finished", _build_finished)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
