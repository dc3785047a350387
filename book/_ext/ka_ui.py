"""Georgian for the parts of the book's interface that Sphinx's `ka` catalogue leaves in English.

`language: ka` translates Sphinx itself. sphinx-exercise ("Exercise", "Solution"), sphinx-book-theme
("Contents", "Download this page", ...), pydata-sphinx-theme ("Back to top", "On this page", ...),
myst-nb's hidden-cell prompts, sphinx-togglebutton's hints and sphinx-copybutton's tooltips ship no
Georgian. Their translations live as ordinary gettext catalogues in `locales/ka/LC_MESSAGES/*.po`
next to this file (one per gettext domain); they are compiled to `.mo` at every build and
registered for their domains, so the packages' own `translate(...)` calls find them.
Strings hard-coded in templates are translated by the overrides in `book/_templates/`.
"""

from __future__ import annotations

import json
import shutil
from html import escape
from pathlib import Path
from typing import Any

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from docutils import nodes
from sphinx.application import Sphinx
from sphinx.config import Config
from sphinx.locale import get_translation
from sphinx.transforms.post_transforms import SphinxPostTransform
from sphinx.util import logging

logger = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
STATIC = HERE.parent / "_static"  # nardi.css
FONTS = ROOT / "node_modules" / "@fontsource" / "noto-sans-georgian" / "files"
FONT_FILES = tuple(f"noto-sans-georgian-georgian-{w}-normal.woff2" for w in (400, 700))
PO_DIR = HERE / "locales"
TEMPLATES = HERE.parent / "_templates"
DOMAIN = "nardi_book"  # strings translated by this extension itself
# gettext domain of each catalogue: sphinx-exercise, sphinx-book-theme, pydata-sphinx-theme (it adds
# its strings to Sphinx's own "sphinx" domain; ours become a fallback after Sphinx's ka catalogue).
DOMAINS = ("exercise", "booktheme", "sphinx", DOMAIN)

_ = get_translation(DOMAIN)


def compile_catalogues(po_dir: Path, mo_dir: Path) -> list[Path]:
    """Compile each `<lang>/LC_MESSAGES/<domain>.po` under `po_dir` to the same path in `mo_dir`."""
    written = []
    for po in sorted(po_dir.glob("*/LC_MESSAGES/*.po")):
        mo = mo_dir / po.relative_to(po_dir).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with po.open("rb") as src:
            catalog = read_po(src)
        with mo.open("wb") as dst:
            write_mo(dst, catalog)
        written.append(mo)
    return written


def _configure(app: Sphinx, config: Config) -> None:
    """Georgian defaults for options that take a display string (the user's own values win)."""
    theme_options = dict(config.html_theme_options or {})
    if theme_options.get("search_bar_text") in (None, "Search this book..."):
        theme_options["search_bar_text"] = _("Search this book…")
    config.html_theme_options = theme_options
    for name, english in (("togglebutton_hint", "Click to show"),
                          ("togglebutton_hint_hide", "Click to hide")):
        if getattr(config, name, None) == english:
            setattr(config, name, _(english))
    if str(STATIC) not in config.html_static_path:
        config.html_static_path = [*config.html_static_path, str(STATIC)]
    templates = str(TEMPLATES)
    if templates not in config.templates_path:
        config.templates_path = [templates, *config.templates_path]


class TranslateHiddenCellPrompts(SphinxPostTransform):
    """myst-nb builds "Show code cell source/output" from an English template: translate it."""

    default_priority = 200  # just after myst-nb's HideInputCells (199) made the nodes
    formats = ("html",)

    def run(self, **kwargs: Any) -> None:
        from myst_nb.sphinx_ import HideCodeCellNode

        for node in self.document.findall(HideCodeCellNode):
            node["prompt_show"] = _(node["prompt_show"])
            node["prompt_hide"] = _(node["prompt_hide"])


def _visit_hidden_cell(self: Any, node: nodes.Element) -> None:
    """myst-nb's visitor with a Georgian aria-label (it hard-codes "Toggle hidden content")."""
    classes = " ".join(node["classes"])
    self.body.append(f'<details class="admonition hide {classes}">\n')
    self.body.append(f'<summary aria-label="{escape(_("Toggle hidden content"))}">\n')
    self.body.append(f'<p class="collapsed admonition-title">{escape(node["prompt_show"])}</p>\n')
    self.body.append(f'<p class="expanded admonition-title">{escape(node["prompt_hide"])}</p>\n')
    self.body.append("</summary>\n")


def _override_hidden_cell_visitor(app: Sphinx) -> None:
    from myst_nb.sphinx_ import HideCodeCellNode, depart_HideCellInput

    app.add_node(HideCodeCellNode, override=True, html=(_visit_hidden_cell, depart_HideCellInput))


def _page_context(app: Sphinx, pagename: str, template: str, context: dict, doctree: Any) -> None:
    context["nardi_"] = _
    # pydata-sphinx-theme logs a console error for an empty mode. "auto" follows the reader's
    # system (prefers-color-scheme, issue 23); the theme switch still overrides it.
    if not context.get("default_mode"):
        context["default_mode"] = "auto"


def _dedupe_scripts(app: Sphinx, pagename: str, template: str, context: dict, doctree: Any) -> None:
    # sphinx-thebe's inline config script is added twice (JB1 and the theme both set it up); a
    # second `const THEBE_JS_URL` is a JavaScript error on every page: keep the first copy.
    scripts, seen = [], set()
    for js in context.get("script_files", []):
        name = getattr(js, "filename", js) or None  # inline scripts come as "" and as None
        key = (name, tuple(sorted(getattr(js, "attributes", {}).items())))
        if key in seen:
            continue
        seen.add(key)
        scripts.append(js)
    context["script_files"][:] = scripts


def _copy_fonts(app: Sphinx, exc: Exception | None) -> None:
    """Serve the Georgian web font from the site itself (npm package, see package.json)."""
    if exc is not None or app.builder.format != "html":
        return
    dest = Path(app.outdir) / "_static" / "fonts"
    dest.mkdir(parents=True, exist_ok=True)
    for name in FONT_FILES:
        if not (FONTS / name).is_file():
            logger.warning("ka_ui: %s is missing: run `npm ci` (make book does)", FONTS / name)
            continue
        shutil.copyfile(FONTS / name, dest / name)


def _copybutton_js(app: Sphinx, exc: Exception | None) -> None:
    """sphinx-copybutton picks its tooltip texts from a table without `ka`: add it."""
    if exc is not None or app.builder.format != "html":
        return
    keys = {"copy": "Copy", "copy_to_clipboard": "Copy to clipboard",
            "copy_success": "Copied!", "copy_failure": "Failed to copy"}
    table = json.dumps({k: _(v) for k, v in keys.items()}, ensure_ascii=False)
    script = (
        "// Georgian for sphinx-copybutton (loaded after copybutton.js, before the buttons exist)\n"
        "if (typeof messages !== 'undefined' && document.documentElement.lang === 'ka') {\n"
        f"  messages['ka'] = {table};\n"
        "  locale = 'ka';\n"
        "}\n"
    )
    out = Path(app.outdir) / "_static" / "copybutton_ka.js"
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(script, encoding="utf-8")


def _togglebutton_js(app: Sphinx, exc: Exception | None) -> None:
    """sphinx-togglebutton writes its buttons' name in English ("Toggle hidden content", a
    dropdown admonition's button): the copied script names them in Georgian."""
    if exc is not None or app.builder.format != "html":
        return
    path = Path(app.outdir) / "_static" / "togglebutton.js"
    english = 'aria-label="Toggle hidden content"'
    if path.is_file() and english in (text := path.read_text(encoding="utf-8")):
        georgian = f'aria-label="{escape(_("Toggle hidden content"))}"'
        path.write_text(text.replace(english, georgian), encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    mo_dir = Path(app.doctreedir).parent / "ka_ui_locales"
    compile_catalogues(PO_DIR, mo_dir)
    for domain in DOMAINS:
        app.add_message_catalog(domain, str(mo_dir))
    app.connect("config-inited", _configure, priority=100)  # before extensions read the hints
    app.connect("html-page-context", _page_context, priority=100)  # before themes render parts
    app.connect("html-page-context", _dedupe_scripts, priority=1000)  # after all scripts are in
    app.connect("build-finished", _copybutton_js)
    app.connect("build-finished", _togglebutton_js)
    app.connect("build-finished", _copy_fonts)
    app.add_css_file("nardi.css", priority=900)
    app.connect("builder-inited", _override_hidden_cell_visitor)
    app.add_post_transform(TranslateHiddenCellPrompts)
    app.add_js_file("copybutton_ka.js", priority=600)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}

