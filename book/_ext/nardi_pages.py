"""The chapters' pages as a reader meets them (issue 10).

- One header, one search, a chapter list that opens: pydata-sphinx-theme 0.17 fills its own
  top bar with a second search field (``navbar_persistent``) under sphinx-book-theme 1.3, and
  that bar's hidden ☰ is the first ``.primary-toggle`` on the page, the one both themes' scripts
  wire up, so the visible ☰ did nothing. With the bar empty the theme does not draw it.
- Search speaks Georgian: Sphinx's ka catalogue leaves the search page's JavaScript texts
  empty ("nothing found" showed a blank area); ours (``locales/ka/LC_MESSAGES/sphinx.po``) are
  added to ``_static/translations.js``. ``_static/nardi_search.js`` builds the snippets from the
  chapter's text instead of its contents lists, board labels and controls.
- "Print this chapter" sits in the page's top bar beside the full-screen button, where readers
  look for it (the theme keeps print inside its download menu as ".pdf"): a print icon named
  in Georgian that opens the browser's print dialog, which also saves a PDF. The chapter then
  prints as a handout (``nardi.css``, ``@media print``).
- No icon script: the theme's icons are drawn from its Font Awesome web font (its stylesheet);
  its ``fontawesome.js`` only redraws them as inline SVG, for custom icons the book has none
  of. That script was 1.5 MB parsed on every page before the boards went live, and saved by
  the offline app; it is taken out of every page and out of the site.
- No search index on a page that does not search: pydata-sphinx-theme puts Sphinx's
  ``searchtools.js``, ``language_data.js`` and the whole ``searchindex.js`` (257 kB) in every
  page's head, as scripts the parser waits for, for its search-as-you-type, which the book leaves
  off (the search field opens ``search.html``). They stay on the search page only: chapter 1's
  first paint on a cold visit came about 0.1 s sooner (median of 10–12 visits, 0.91–0.98 →
  0.79–0.87 s). With the search tools gone, Sphinx's highlighting of the searched word on the
  page a result opens runs (it is skipped where ``searchtools.js`` is loaded):
  ``_static/nardi_search.js`` marks the chapter's text and leaves the boards alone.
- Links to a rule's section in the chapters' outputs (``book/nardi_book.py``) point at the
  chapter's ``.md`` file, which JupyterLab opens; in the built page they become the chapter's
  HTML page.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from babel.messages.pofile import read_po
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.transforms.post_transforms import SphinxPostTransform

HERE = Path(__file__).resolve().parent
SPHINX_PO = HERE / "locales" / "ka" / "LC_MESSAGES" / "sphinx.po"
# The texts searchtools.js translates at run time (Sphinx 7.4).
SEARCH_TEXTS = (
    "Search Results",
    "Search finished, found ${resultCount} page(s) matching the search query.",
    "Your search did not match any documents. Please make sure that all words are spelled "
    "correctly and that you've selected enough categories.",
    "Preparing search...",
    "Searching",
)

_CHAPTER_LINK = re.compile(r'href="((?:\.\./)*[\w./-]*?\d\d_\w+|intro|rules)\.md(#[\w-]*)?"')


def chapter_links_to_pages(html: str, suffix: str = ".html") -> str:
    """``href="03_moving.md#r29"`` → ``href="03_moving.html#r29"`` (only links to chapters)."""
    return _CHAPTER_LINK.sub(lambda m: f'href="{m.group(1)}{suffix}{m.group(2) or ""}"', html)


class ChapterLinksInOutputs(SphinxPostTransform):
    """Rewrite chapter links inside the HTML outputs of code cells."""

    default_priority = 300
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        suffix = getattr(self.app.builder, "out_suffix", ".html")
        for node in list(self.document.findall(nodes.raw)):
            if "html" not in node.get("format", "").split() or ".md" not in node.astext():
                continue
            text = chapter_links_to_pages(node.astext(), suffix)
            if text != node.astext():
                new = nodes.raw(text, text, **{k: v for k, v in node.attributes.items()
                                              if k in ("format", "classes", "xml:space")})
                node.replace_self(new)


def _print_button(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any],
                  doctree: Any) -> None:
    """The top bar's print button, just before the full-screen button."""
    from nardi_teach import translate

    buttons = context.get("header_buttons")
    if buttons is None or doctree is None:
        return
    chapter = re.search(r"(^|/)\d\d_\w+$", pagename) is not None
    button = {"type": "javascript", "javascript": "window.print()",
              "tooltip": translate("site.print_chapter" if chapter else "site.print_page", "ka"),
              "icon": "fas fa-print", "label": "print-chapter-button",
              "classes": "pst-navbar-icon"}
    where = next((i for i, b in enumerate(buttons) if b.get("label") == "fullscreen-button"),
                 len(buttons))
    buttons.insert(where, button)


def _no_top_bar(app: Sphinx, config: Config) -> None:
    options = dict(config.html_theme_options or {})
    for name in ("navbar_start", "navbar_center", "navbar_end", "navbar_persistent"):
        options.setdefault(name, [])
    config.html_theme_options = options


def search_translations(po: Path = SPHINX_PO) -> dict[str, str]:
    """Our Georgian for the search page's run-time texts (those ``po`` translates)."""
    with po.open("rb") as src:
        catalog = read_po(src)
    return {m.id: m.string for m in catalog if m.id in SEARCH_TEXTS and m.string}


def _search_in_georgian(app: Sphinx, exc: Exception | None) -> None:
    if exc is not None or app.builder.format != "html" or app.config.language != "ka":
        return
    path = Path(app.outdir) / "_static" / "translations.js"
    if not path.is_file():
        return
    text = path.read_text(encoding="utf-8")
    marker = "// nardi_pages: Georgian search texts"
    if marker in text:
        return
    catalog = {"messages": search_translations(), "plural_expr": "(n!=1)", "locale": "ka"}
    path.write_text(f"{text.rstrip()}\n{marker}\nDocumentation.addTranslations("
                    f"{json.dumps(catalog, ensure_ascii=False)});\n", encoding="utf-8")


ICON_SCRIPT = "_static/scripts/fontawesome.js"
_ICON_SCRIPT_TAG = re.compile(
    r'[ \t]*<script defer src="(?:\.\./)*' + re.escape(ICON_SCRIPT) + r'(?:\?[^"]*)?"></script>\n?')
# the search tools the theme's layout puts in every head but the search page's (its extrahead)
SEARCH_SCRIPTS = ("_static/searchtools.js", "_static/language_data.js", "searchindex.js")
_SEARCH_SCRIPT_TAG = re.compile(
    r'[ \t]*<script src="(?:\.\./)*(?:' + "|".join(map(re.escape, SEARCH_SCRIPTS))
    + r')(?:\?[^"]*)?"></script>\n?')


def without_icon_script(html: str) -> str:
    """``html`` without the theme's ``fontawesome.js`` script tag."""
    return _ICON_SCRIPT_TAG.sub("", html)


def without_search_scripts(html: str) -> str:
    """``html`` without the script tags of Sphinx's search tools and the search index."""
    return _SEARCH_SCRIPT_TAG.sub("", html)


def _lighter_pages(app: Sphinx, exc: Exception | None) -> None:
    """Every page without the icon script, every page but the search page without the search
    tools, and the site without the icon script's file (so the offline app's list, written
    after this, does not name it)."""
    if exc is not None or app.builder.format != "html":
        return
    outdir = Path(app.outdir)
    search = outdir / "search.html"
    for path in outdir.rglob("*.html"):
        text = path.read_text(encoding="utf-8")
        lighter = without_icon_script(text)
        if path != search:
            lighter = without_search_scripts(lighter)
        if lighter != text:
            path.write_text(lighter, encoding="utf-8")
    for name in (ICON_SCRIPT, ICON_SCRIPT + ".LICENSE.txt", ICON_SCRIPT + ".map"):
        (outdir / name).unlink(missing_ok=True)


def setup(app: Sphinx) -> dict[str, Any]:
    app.connect("config-inited", _no_top_bar, priority=900)  # after JB1 set its options
    app.connect("build-finished", _search_in_georgian)
    app.connect("build-finished", _lighter_pages, priority=800)  # before the offline list
    app.connect("html-page-context", _print_button, priority=502)  # after the theme's buttons
    app.add_js_file("nardi_search.js", priority=600)
    app.add_post_transform(ChapterLinksInOutputs)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
