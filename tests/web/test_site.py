"""The built site, as a classroom without internet sees it: every page in headless Chromium.

One browser session walks every page of the book served from 127.0.0.1 with every other request
aborted, and records what each page did; the tests below then check those records. Links are
checked on the HTML files themselves.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from urllib.parse import unquote, urljoin, urlsplit

import pytest
import yaml
from browser import launch, new_context

ROOT = Path(__file__).resolve().parents[2]
# Latin-script words the interface may show: key names, file formats, the package's own name,
# and the names of the programs and the platform the book is about, as the chapters write them
# (Part III's titles and side notes: "ფევგა YellowClub-ზე").
ALLOWED_LATIN = {"Ctrl", "PDF", "pdf", "nardi_teach", "Python", "JupyterLab", "YellowClub"}
SEARCH_WORD = "ნარდი"

# Everything the page shows as interface (not the chapter's own prose, code or outputs): its
# header, sidebars, footer, exercise and solution titles, hidden-cell prompts, and the tooltips,
# placeholders and labels of every control.
CHROME_JS = r"""
() => {
  const seen = [];
  const skip = el => el.closest('.cell_output, .cell_input, pre, code, svg, .math, script, style');
  const chrome = '.bd-header, .bd-header-article, .bd-sidebar-primary, .bd-sidebar-secondary, '
    + '.prev-next-area, .bd-footer, .bd-footer-article, .bd-footer-content, .skip-link, '
    + '.admonition-title, summary, .search-button, .search-button-field';
  for (const el of document.querySelectorAll(chrome)) {
    if (!skip(el)) seen.push(el.innerText || '');
  }
  const labelled = '[title], [aria-label], [placeholder], [data-tooltip]';
  for (const el of document.querySelectorAll(labelled)) {
    if (skip(el)) continue;
    for (const a of ['title', 'aria-label', 'placeholder', 'data-tooltip']) {
      const v = el.getAttribute(a);
      if (v) seen.push(v);
    }
  }
  return seen;
}
"""

# The boards and figures of a chapter: engine SVGs (inline or as images) and matplotlib images,
# with their rendered size, so an empty or broken one shows up as 0.
VISUALS_JS = r"""
() => [...document.querySelectorAll('.cell_output svg, .cell_output img, article img')]
  .filter(el => !el.closest('svg svg') && !el.closest('button'))
  .map(el => {
    const r = el.getBoundingClientRect();
    return {tag: el.tagName.toLowerCase(), w: r.width, h: r.height,
            ok: el.tagName.toLowerCase() !== 'img' || (el.complete && el.naturalWidth > 0)};
  })
"""


def _toc_files() -> list[str]:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    files = [toc["root"]]

    def walk(entries: list[dict]) -> None:
        for e in entries:
            if "file" in e:
                files.append(e["file"])
            walk(e.get("sections", []))
            walk(e.get("chapters", []))

    walk(toc.get("chapters", []))
    for part in toc.get("parts", []):
        walk(part.get("chapters", []))
    return files


def _chapters() -> list[str]:
    return [f for f in _toc_files() if re.match(r"book/\d\d_", f)]


@pytest.fixture(scope="module")
def visits(built_html: Path, site_url: str) -> dict[str, dict]:
    """Open every page once (network cut off) and record what happened on it."""
    from playwright.sync_api import sync_playwright

    pages = sorted(p.relative_to(built_html).as_posix() for p in built_html.rglob("*.html")
                   if "_static" not in p.parts and "_sources" not in p.parts
                   and 'http-equiv="Refresh"' not in p.read_text(encoding="utf-8"))  # index.html
    records: dict[str, dict] = {}
    with sync_playwright() as pw:
        browser = launch(pw)
        try:
            context = new_context(browser)
            page = context.new_page()
            rec: dict = {}

            def route(r) -> None:
                if r.request.url.startswith(site_url):
                    r.continue_()
                else:
                    rec["blocked"].append(r.request.url)
                    r.abort()

            page.route("**/*", route)
            page.on("console", lambda m: m.type == "error" and rec["console"].append(m.text))
            page.on("pageerror", lambda e: rec["console"].append(str(e)))
            page.on("requestfailed", lambda r: rec["failed"].append(r.url))
            page.on("response", lambda r: r.status >= 400 and rec["failed"].append(
                f"{r.status} {r.url}"))
            cdp = context.new_cdp_session(page)
            cdp.send("DOM.enable")
            cdp.send("CSS.enable")
            for rel in pages:
                rec = {"blocked": [], "console": [], "failed": []}
                page.goto(f"{site_url}/{rel}", wait_until="load")
                if page.locator("meta[name='nardi-live']").count():  # Python starts at once:
                    page.wait_for_function(  # let it finish before the next page
                        "['ready', 'failed'].includes(document.documentElement.dataset.nardiLive)",
                        timeout=180_000)
                page.evaluate("document.fonts.ready.then(() => true)")
                rec["chrome"] = page.evaluate(CHROME_JS)
                rec["visuals"] = page.evaluate(VISUALS_JS)
                h1 = page.locator("article h1")
                rec["h1"] = h1.first.inner_text() if h1.count() else ""
                rec["fonts"] = _platform_fonts(cdp, "article h1") if rec["h1"] else []
                rec["nav"] = page.eval_on_selector_all(
                    "nav.bd-docs-nav a.reference", "els => els.map(e => e.getAttribute('href'))")
                records[rel] = rec
            rec = {"blocked": [], "console": [], "failed": []}
            page.goto(f"{site_url}/search.html?q={SEARCH_WORD}", wait_until="load")
            page.wait_for_selector("#search-results ul.search li", timeout=15000)
            rec["results"] = page.eval_on_selector_all(
                "#search-results ul.search li a", "els => els.map(e => e.getAttribute('href'))")
            rec["summary"] = page.locator("#search-results").inner_text()
            records["?search"] = rec
        finally:
            browser.close()
    return records


def _platform_fonts(cdp, selector: str) -> list[dict]:
    """The fonts Chromium really used to draw the first `selector` element (CSS domain, CDP)."""
    root = cdp.send("DOM.getDocument", {"depth": 0})["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": selector})["nodeId"]
    return cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]


def test_every_page_loads_offline_without_errors(visits: dict[str, dict]) -> None:
    assert len(visits) > 3
    problems = {rel: {k: rec[k] for k in ("blocked", "console", "failed") if rec[k]}
                for rel, rec in visits.items()}
    assert {rel: p for rel, p in problems.items() if p} == {}


def test_interface_speaks_georgian(visits: dict[str, dict]) -> None:
    english: dict[str, set[str]] = {}
    for rel, rec in visits.items():
        for text in rec.get("chrome", []):
            words = set(re.findall(r"[A-Za-z_]{3,}", text)) - ALLOWED_LATIN
            if words:
                english.setdefault(rel, set()).update(words)
    assert english == {}


def test_georgian_text_is_drawn_with_a_georgian_font(visits: dict[str, dict]) -> None:
    for rel, rec in visits.items():
        if not re.search(r"[\u10a0-\u10ff]", rec.get("h1", "")):
            continue
        families = {f["familyName"] for f in rec["fonts"] if f["glyphCount"]}
        assert "Noto Sans Georgian" in families, (rel, rec["fonts"])


@pytest.mark.parametrize("chapter", _chapters())
def test_chapter_shows_its_boards_and_figures(visits: dict[str, dict], chapter: str) -> None:
    rec = visits[f"{chapter}.html"]
    visuals = rec["visuals"]
    assert visuals, f"{chapter}: no board or figure at all"
    assert all(v["ok"] and v["w"] > 50 and v["h"] > 50 for v in visuals), visuals


def test_table_of_contents_lists_every_chapter(visits: dict[str, dict]) -> None:
    for rel, rec in visits.items():
        if rel.startswith("book/"):
            linked = {urlsplit(urljoin(f"/{rel}", h)).path.lstrip("/") for h in rec["nav"]}
            expected = {f"{f}.html" for f in _toc_files()[1:]}
            assert expected <= linked, (rel, expected - linked)


def test_search_finds_a_georgian_word(visits: dict[str, dict]) -> None:
    rec = visits["?search"]
    assert rec["results"], rec["summary"]
    assert not rec["blocked"] and not rec["console"] and not rec["failed"], rec


def test_no_broken_internal_links(built_html: Path) -> None:
    ids: dict[Path, set[str]] = {}

    def anchors(path: Path) -> set[str]:
        if path not in ids:
            text = path.read_text(encoding="utf-8", errors="replace")
            ids[path] = set(re.findall(r'\bid="([^"]+)"', text))
        return ids[path]

    broken = []
    for page in built_html.rglob("*.html"):
        if "_static" in page.parts:
            continue
        text = page.read_text(encoding="utf-8", errors="replace")
        for href in re.findall(r'<a\b[^>]*\bhref="([^"]*)"', text):
            href = html.unescape(href)
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:")):
                continue
            target = (page.parent / unquote(parts.path)).resolve() if parts.path else page
            if target.is_dir():
                target = target / "index.html"
            if not target.is_file():
                broken.append((page.relative_to(built_html).as_posix(), href))
            elif parts.fragment and target.suffix == ".html" and \
                    unquote(parts.fragment) not in anchors(target):
                broken.append((page.relative_to(built_html).as_posix(), href))
    assert broken == []
