"""A teacher's own set is a page of the book (issue 37): no page to copy, no ``_toc.yml`` to edit.

For every chapter number with an exercise file (``exercises/chNN.yaml`` or ``.json``) or a
lesson file (``lessons/chNN.yaml``) but no chapter page of its own (``book/NN_*.md`` written by
hand), the build writes ``book/NN_own_set.md`` — the lesson and the exercises, the same two cells
every chapter ends with — and lists it in the contents, in a part of its own after Part III.
The intro's lesson map then links the lesson (``nardi_teach.html.lessons.chapter_page`` finds
the page). A written page says so below its header; it is written again when the set changes
(the exercise cell carries the files' hash, so the execution cache runs it again) and removed
when the set is gone or the chapter got a page of its own. ``.gitignore`` leaves these pages
out of the repository.

Every page also carries the sets' titles and addresses (``<meta name="nardi-own-sets">``):
the progress, review and class pages name a set by its title from there, never as "თავი 40".
The pages whose cells list the chapters (the intro's lesson map, progress, review, class) do
not change when a set is added, so a rebuild would keep their old output (Sphinx does not read
them again, the execution cache matches their cells): when the sets change, they are read
again, each with a hidden cell naming the sets' signature, so their cells run again.
"""

from __future__ import annotations

import hashlib
import json
import re
from html import escape
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
BOOK = HERE.parent
ROOT = BOOK.parent
SUFFIX = "_own_set.md"
MARK = "% nardi_sets:"  # the line after a written page's header (a MyST comment: never shown)
_SET_FILE = re.compile(r"ch(\d{2,3})\.(?:yaml|json)")
AFTER_PART = 3
"""The own sets' part comes after this many parts of the contents (Part I–III)."""


def _set_files(root: Path) -> dict[int, list[Path]]:
    """Chapter number → its exercise and lesson files."""
    found: dict[int, list[Path]] = {}
    for folder in ("exercises", "lessons"):
        for path in sorted((root / folder).glob("ch*.*")):
            match = _SET_FILE.fullmatch(path.name)
            if match:
                found.setdefault(int(match[1]), []).append(path)
    return found


def _written(path: Path) -> bool:
    """True for a page this extension wrote (never a page someone wrote by hand)."""
    try:
        with path.open(encoding="utf-8") as src:
            return any(line.startswith(MARK) for _, line in zip(range(20), src, strict=False))
    except OSError:
        return False


def own_sets(root: Path = ROOT) -> dict[int, list[Path]]:
    """The chapters that have a set (exercises, a lesson or both) but no page written by
    hand, with their files."""
    book = root / "book"
    return {chapter: files for chapter, files in _set_files(root).items()
            if not any(not _written(page) for page in book.glob(f"{chapter:02d}_*.md"))}


def _title(chapter: int, root: Path, lang: str) -> str:
    """The lesson's title, or "სავარჯიშოები — თავი NN" for exercises alone."""
    from nardi_teach.html.lessons import own_set_title

    return own_set_title(chapter, lang, root)


def page_text(chapter: int, files: list[Path], root: Path = ROOT, lang: str = "ka") -> str:
    """The MyST page of chapter ``chapter``'s own set: its title, the lesson, the exercises."""
    from nardi_teach import translate

    digest = hashlib.sha256()
    for path in files:
        digest.update(path.name.encode() + b"\0" + path.read_bytes() + b"\0")
    names = ", ".join(f"{path.parent.name}/{path.name}" for path in files)
    kinds = {path.parent.name for path in files}
    parts = ["---", "jupytext:", "  text_representation:", "    extension: .md",
             "    format_name: myst", "    format_version: 0.13", "kernelspec:",
             "  name: python3", "  display_name: Python 3 (ipykernel)", "  language: python",
             "---", "",
             f"{MARK} written at each build from {names}; edit those files, not this page.",
             "", f"(ch{chapter:02d}-own-set)=", f"# {_title(chapter, root, lang)}", ""]
    if "lessons" in kinds:
        parts += [f"(ch{chapter:02d}-lesson)=", f"## {translate('teach.set.lesson', lang)}", "",
                  "```{code-cell} ipython3", ":tags: [remove-input]", "",
                  "from nardi_book import lesson", "", f"lesson({chapter})", "```", ""]
    if "exercises" in kinds:
        parts += [f"## {translate('ex.ui.exercises', lang)}", "",
                  "```{code-cell} ipython3", ":tags: [remove-input]", "",
                  "from nardi_teach.notebook import show_exercises", "",
                  f"show_exercises({chapter})  # {digest.hexdigest()[:16]}", "```", ""]
    return "\n".join(parts)


def write_pages(root: Path = ROOT, lang: str = "ka") -> list[str]:
    """Write (when changed) the page of every own set and remove the written pages whose set
    is gone; the docnames of the pages, by chapter (``book/40_own_set``)."""
    book = root / "book"
    sets = own_sets(root)
    for page in book.glob(f"*{SUFFIX}"):
        number = page.name.split("_", 1)[0]
        if _written(page) and (not number.isdigit() or int(number) not in sets):
            page.unlink()
    names = []
    for chapter, files in sorted(sets.items()):
        page = book / f"{chapter:02d}{SUFFIX}"
        text = page_text(chapter, files, root, lang)
        if not page.is_file() or page.read_text("utf-8") != text:
            page.write_text(text, encoding="utf-8")
        names.append(f"book/{page.name.removesuffix('.md')}")
    return names


def add_to_contents(site_map: Any, docnames: list[str], caption: str) -> None:
    """Put ``docnames`` into ``site_map`` (sphinx-external-toc's), as a part after Part III."""
    from sphinx_external_toc.api import Document, FileItem, TocTree

    if not docnames:
        return
    for name in docnames:
        site_map[name] = Document(name)
    root = site_map[site_map.root.docname]
    part = TocTree([FileItem(name) for name in docnames], caption=caption, titlesonly=True)
    root.subtrees.insert(min(AFTER_PART, len(root.subtrees)), part)


DEPENDENT = ("book/intro", "book/progress", "book/review", "book/class")
"""The pages whose cells list the book's chapters and lessons."""


def signature(root: Path) -> str:
    """What the own sets are (their files' names and contents), as a short hash; "" for none."""
    sets = own_sets(root)
    if not sets:
        return ""
    digest = hashlib.sha256()
    for chapter, files in sorted(sets.items()):
        for path in files:
            digest.update(f"{chapter}/{path.parent.name}/{path.name}".encode() + b"\0"
                          + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def _write(app: Any, config: Any) -> None:
    lang = str(config.language or "ka")[:2]
    app.nardi_own_sig = signature(Path(app.srcdir))
    app.nardi_own_sets = write_pages(Path(app.srcdir), lang)


def _outdated(app: Any, env: Any, added: set[str], changed: set[str],
              removed: set[str]) -> list[str]:
    """The chapter-listing pages, read again when the sets changed since the last build."""
    sig = getattr(app, "nardi_own_sig", "")
    if getattr(env, "nardi_own_sig", "") == sig:
        return []
    env.nardi_own_sig = sig
    return [name for name in DEPENDENT if name in env.found_docs]


def _source(app: Any, docname: str, source: list[str]) -> None:
    """A chapter-listing page with its hidden cell naming the sets (its cells' hash changes
    with them, so the execution cache runs them again); nothing without a set."""
    sig = getattr(app, "nardi_own_sig", "")
    if sig and docname in DEPENDENT:
        source[0] += ("\n\n```{code-cell} ipython3\n:tags: [remove-cell]\n\n"
                      f"# {MARK} the teachers' sets are {sig}\n```\n")


def _contents(app: Any, config: Any) -> None:
    """After sphinx-external-toc read ``_toc.yml`` (and left the pages it does not list out)."""
    from nardi_teach import translate

    names = getattr(app, "nardi_own_sets", [])
    site_map = getattr(config, "external_site_map", None)
    if not names or site_map is None:
        return
    add_to_contents(site_map, names, translate("teach.set.part", str(config.language or "ka")[:2]))
    config["exclude_patterns"] = [p for p in config["exclude_patterns"]
                                  if p.removesuffix(".md") not in names]


def _meta(app: Any, pagename: str, templatename: str, context: dict[str, Any],
          doctree: Any) -> None:
    """The own sets on every page: ``{chapter: {"title", "href", "lesson"}}``."""
    names = getattr(app, "nardi_own_sets", [])
    if not names:
        return
    if not hasattr(app, "nardi_own_titles"):  # read once per build
        lang, root = str(app.config.language or "ka")[:2], Path(app.srcdir)
        app.nardi_own_titles = {
            name: (int(name.rsplit("/", 1)[-1].split("_", 1)[0]), "") for name in names}
        for name, (chapter, _) in list(app.nardi_own_titles.items()):
            app.nardi_own_titles[name] = (chapter, _title(chapter, root, lang))
    sets = {}
    for name in names:
        chapter, title = app.nardi_own_titles[name]
        lesson = (Path(app.srcdir) / "lessons" / f"ch{chapter:02d}.yaml").is_file()
        sets[str(chapter)] = {"title": title,
                              "href": app.builder.get_relative_uri(pagename, name),
                              "lesson": f"ch{chapter:02d}-lesson" if lesson else "", "own": "1"}
    text = escape(json.dumps(sets, ensure_ascii=False), quote=True)
    context["metatags"] = context.get("metatags", "") + (
        f'<meta name="nardi-own-sets" content="{text}">\n')


def setup(app: Any) -> dict[str, Any]:
    app.connect("config-inited", _write, priority=800)  # before sphinx-external-toc (900)
    app.connect("config-inited", _contents, priority=950)  # after it
    app.connect("html-page-context", _meta)
    app.connect("env-get-outdated", _outdated)
    app.connect("source-read", _source)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
