"""The built site, as a classroom without internet sees it: every page in headless Chromium.

A walk visits every page of the book served from 127.0.0.1 with every other request aborted
(the pages dealt into three parts, so that parallel workers share them), and records what each
page did once it is live; the tests below then check those records (a chapter's code, console
text, tables and verdicts, and the chapter printed on an A4 page among them).  The same visit runs
axe-core over the page, light and dark (issue 23, point 2: WCAG 2.2 A/AA, live boards and all;
axe-core comes from npm, package.json, ``node_modules/axe-core``, injected from disk).  Links
are checked on the HTML files themselves.
"""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote, urljoin, urlsplit

import pytest
import yaml
from browser import READY_MS, new_page, offline_noting, shared_worker_start
from test_a11y_pages import (
    AXE,
    NO_TRANSITIONS,
    RUN_AXE,
    SETTLED,
    TAGS,
    TWO_FRAMES,
    _context,
    _pages,
)

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

# The theme's icons on the page (its top bar's buttons …): each one's glyph and the font drawing
# it, and whether any was redrawn as inline SVG (the icon script the build leaves out does that)
ICONS_JS = r"""
() => ({
  icons: [...document.querySelectorAll(
      '.bd-header-article i[class*="fa-"], .bd-header i[class*="fa-"]')]
    .filter((el) => el.getClientRects().length)
    .map((el) => { const before = getComputedStyle(el, '::before');
                   return {icon: el.className, glyph: before.content, font: before.fontFamily,
                           loaded: document.fonts.check(
                             `${before.fontWeight} 16px ${before.fontFamily}`),
                           width: el.getBoundingClientRect().width}; }),
  svg: document.querySelectorAll('svg.svg-inline--fa').length,
})
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

# What a reader must never see in a chapter: code, console text, reprs (boards' own controls
# and the exercises are checked by their own tests).
PAGE_JS = r"""
() => {
  const article = document.querySelector('.bd-article') || document.body;
  const shown = el => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && s.display !== 'none'; };
  const code = [...article.querySelectorAll(
      '.cell_input, .cell .highlight, .cell_output pre, .output.stream, .output.text_plain, '
      + 'details.hide, .toggle-details__summary')]
    .filter(el => !el.closest('.nardi-ex')).filter(shown)
    .map(el => (el.className + ': ' + el.innerText).slice(0, 120));
  const outputs = [...article.querySelectorAll('.cell_output')]
    .filter(el => !el.closest('.nardi-ex')).map(el => el.innerText).join('\n');
  const pipes = article.innerText.split('\n')
    .filter(l => /^\s*\|.*\|\s*$/.test(l) || /\|-{3}/.test(l));
  return {code, outputs, pipes, tables: article.querySelectorAll('table').length,
          verdicts: article.querySelectorAll('.nardi-verdict').length,
          width: document.documentElement.scrollWidth};
}
"""
REPR = re.compile(r"\b(True|False|None)\b|Color\.|Play\(|Dice\(|Cube\(|GameResult\.|Phase\.|"
                  r"<Figure|Rules\(|MatchState\(|nardi_teach \d")

# Chapters whose facts include a table (scoring, cube, match, optional rules, and more).
TABLES = {"book/07_scoring": 1, "book/08_cube": 1, "book/09_match": 1, "book/10_optional": 1}

# What a printed chapter must not show (page chrome, controls) and what must not stick out of
# an A4 page (794 px at 96 dpi).
PRINT_JS = r"""
() => {
  const shown = el => { const r = el.getBoundingClientRect(); const s = getComputedStyle(el);
    return r.width > 0 && r.height > 0 && s.visibility !== 'hidden'; };
  const chrome = '.bd-header-article, .bd-sidebar-primary, .bd-sidebar-secondary, .prev-next-area, '
    + '.bd-footer, #jb-print-toc, .toggle-details__summary, .search-button-field, '
    + 'button, input, select, textarea';
  const left = [...document.querySelectorAll(chrome)].filter(shown)
    .map(el => el.tagName + '.' + el.className);
  const body = document.querySelector('.bd-article') || document.body;
  const wide = [...body.querySelectorAll('*')].filter(el => !el.closest('svg'))
    .filter(el => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map(el => el.tagName + '.' + el.className).slice(0, 5);
  return {left, wide};
}
"""
# Each search field shown: where its magnifier ends and where the typed text begins (x, px)
SEARCH_FIELD_JS = r"""
() => [...document.querySelectorAll('form.bd-search')].filter((f) => f.getClientRects().length)
  .map((f) => { const icon = f.querySelector('.fa-magnifying-glass').getBoundingClientRect();
                const input = f.querySelector('input');
                return {icon_right: icon.right, icon_width: icon.width,
                        text_left: input.getBoundingClientRect().left
                                   + parseFloat(getComputedStyle(input).paddingLeft)}; })
"""
# The words a search marked on the page a result opened: in the chapter's text, and inside
# what the engine draws (boards, figures) or the live parts
HIGHLIGHTED_JS = r"""
(word) => {
  const marks = [...document.querySelectorAll('.highlighted')];
  const drawn = 'svg, [data-nardi-board], .nardi-ex, [data-nardi-live-part]';
  return {in_drawings: [...document.querySelectorAll('svg')]
            .filter((svg) => svg.textContent.includes(word)).length,
          text: marks.filter((m) => !m.closest(drawn) && m.textContent === word).length,
          drawn: marks.filter((m) => m.closest(drawn)).length,
          other: marks.filter((m) => !m.closest(drawn) && m.textContent !== word).length};
}
"""
A4 = {"width": 794, "height": 1123}
DESKTOP = {"width": 1366, "height": 900}  # the walk's viewport (test_a11y_pages._context)


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


def _site_pages(built_html: Path) -> list[str]:
    """Every page of the built site but the root's redirect (index.html)."""
    return sorted(p.relative_to(built_html).as_posix() for p in built_html.rglob("*.html")
                  if "_static" not in p.parts and "_sources" not in p.parts
                  and 'http-equiv="Refresh"' not in p.read_text(encoding="utf-8"))


PARTS = 3
"""The pages are dealt into parts, one walk each, so that parallel workers share them
(``tests/xdist_order.py`` runs each part's tests apart)."""


@pytest.fixture(scope="module", params=range(PARTS), ids=lambda part: f"part{part}")
def walk(request: pytest.FixtureRequest, browser: Any, built_html: Path,
         site_url: str) -> dict[str, dict]:
    """One visit to every page of this part (network cut off), one tab walking them: once it is
    live (its Python started) what happened on it is recorded, then axe-core (WCAG 2.2 A/AA)
    checks it light and dark, live boards and all; a chapter is also read for code, console
    text and tables (``page``), and printed on an A4 page (``print``) (``visits`` of the
    site's pages, ``axe``)."""
    assert AXE.is_file(), "axe-core is missing: `npm ci` installs it (package.json)"
    site = set(_site_pages(built_html))
    pages = _pages(built_html)
    chapters = set(_chapters())
    assert site <= set(pages) and len(pages) >= 20
    visits: dict[str, dict] = {}
    found: dict[str, list[str]] = {}
    context = _context(browser, color_scheme="light", viewport=DESKTOP)
    # one tab walks the part's pages (a tab of its own per page cost a renderer's start each);
    # each page's events go to that page's record, and the tab's session storage is cleared
    # before the next page, so each page starts as in a fresh tab of the same context
    page = context.new_page()
    now: dict[str, dict] = {}

    def route(r: Any) -> None:
        if r.request.url.startswith(site_url):
            r.continue_()
        else:
            now["rec"]["blocked"].append(r.request.url)
            r.abort()

    page.route("**/*", route)
    page.on("console", lambda m: m.type == "error" and now["rec"]["console"].append(m.text))
    page.on("pageerror", lambda e: now["rec"]["console"].append(str(e)))
    page.on("requestfailed", lambda r: shared_worker_start(r)
            or now["rec"]["failed"].append(r.url))
    page.on("response", lambda r: r.status >= 400 and now["rec"]["failed"].append(
        f"{r.status} {r.url}"))
    for rel in pages[request.param::PARTS]:
        rec: dict = {"blocked": [], "console": [], "failed": []}
        now["rec"] = rec
        page.emulate_media(color_scheme="light")
        page.goto(f"{site_url}/{rel}", wait_until="load")
        page.wait_for_function(SETTLED, timeout=READY_MS)  # a live page: its Python started
        if rel in site:
            cdp = context.new_cdp_session(page)
            cdp.send("DOM.enable")
            cdp.send("CSS.enable")
            page.evaluate("document.fonts.ready.then(() => true)")
            rec["chrome"] = page.evaluate(CHROME_JS)
            rec["visuals"] = page.evaluate(VISUALS_JS)
            rec["icons"] = page.evaluate(ICONS_JS)
            h1 = page.locator("article h1")
            rec["h1"] = h1.first.inner_text() if h1.count() else ""
            rec["fonts"] = _platform_fonts(cdp, "article h1") if rec["h1"] else []
            rec["nav"] = page.eval_on_selector_all(
                "nav.bd-docs-nav a.reference", "els => els.map(e => e.getAttribute('href'))")
            cdp.detach()
            if rel.removesuffix(".html") in chapters:
                rec["page"] = page.evaluate(PAGE_JS)
            visits[rel] = rec
        page.add_script_tag(path=str(AXE))
        # the theme's colour transitions end at once: axe reads the colours a reader sees once
        # the switch is over, without waiting out the animation on every page
        page.add_style_tag(content=NO_TRANSITIONS)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)  # the theme follows the system setting
            if rel == "offline.html":  # the book's own offline page: no theme, the system's
                page.wait_for_function(f"matchMedia('(prefers-color-scheme: {scheme})').matches")
            else:
                page.wait_for_function(f"document.documentElement.dataset.theme === '{scheme}'")
            page.evaluate(TWO_FRAMES)
            violations = page.evaluate(RUN_AXE, TAGS)
            if violations:
                found[f"{rel} ({scheme})"] = violations
        if rel.removesuffix(".html") in chapters:  # printed, light, on an A4 page
            page.emulate_media(color_scheme="light")
            page.wait_for_function("document.documentElement.dataset.theme === 'light'")
            page.set_viewport_size(A4)
            page.emulate_media(media="print")
            visits[rel]["print"] = page.evaluate(PRINT_JS)
            page.emulate_media(media="screen")
            page.set_viewport_size(DESKTOP)
        page.evaluate("sessionStorage.clear()")
        page.goto("about:blank")  # the page is left while its record still takes its events
    page.close()
    context.close()
    return {"visits": visits, "axe": found}


@pytest.fixture(scope="module")
def visits(walk: dict[str, dict]) -> dict[str, dict]:
    """What happened on each of this part's site pages."""
    return walk["visits"]


@pytest.fixture(scope="module")
def search(browser: Any, built_html: Path, site_url: str) -> dict:
    """The search page asked for a Georgian word (network cut off): what it found; then the
    first chapter with a board among the results opened by its link, as a reader does
    (``opened``: what that page did and highlighted), and its search dialog (``fields``: both
    search fields)."""
    rec: dict = {"blocked": [], "console": [], "failed": []}
    opened: dict = {"console": []}
    errors = [rec["console"]]  # where the page's errors go: the search page's, then the chapter's
    page = new_page(browser)
    page.route("**/*", offline_noting(rec["blocked"]))
    page.on("console", lambda m: m.type == "error" and errors[-1].append(m.text))
    page.on("pageerror", lambda e: errors[-1].append(str(e)))
    page.on("requestfailed", lambda r: rec["failed"].append(r.url))
    page.goto(f"{site_url}/search.html?q={SEARCH_WORD}", wait_until="load")
    page.wait_for_selector("#search-results ul.search li", timeout=15000)
    # every result shown (Sphinx says how many it found once it has fetched their pages)
    page.wait_for_function("/\\d/.test(document.querySelector('#search-results p.search-summary')"
                           "?.textContent || '')", timeout=30000)
    rec["results"] = page.eval_on_selector_all(
        "#search-results ul.search li a", "els => els.map(e => e.getAttribute('href'))")
    rec["summary"] = page.locator("#search-results").inner_text()
    rec["fields"] = {"search page": page.evaluate(SEARCH_FIELD_JS)}
    chapter = next(href for href in rec["results"] if re.match(r"book/\d\d_", href) and
                   "data-nardi-board=" in (built_html / href).read_text("utf-8"))
    errors.append(opened["console"])
    with page.expect_navigation(wait_until="load"):
        page.click(f'#search-results ul.search li a[href="{chapter}"]')
    page.wait_for_function(SETTLED, timeout=READY_MS)
    opened.update(page.evaluate(HIGHLIGHTED_JS, SEARCH_WORD), url=page.url)
    page.keyboard.press("Control+k")  # the theme's search dialog, as a reader opens it
    page.wait_for_selector("#pst-search-dialog[open] form.bd-search input")
    rec["fields"]["dialog"] = page.evaluate(SEARCH_FIELD_JS)
    rec["opened"] = opened
    page.close()
    return rec


def test_axe_finds_no_wcag_violation_on_any_page_light_or_dark(walk: dict[str, dict]) -> None:
    assert not walk["axe"], "\n".join(f"{k}: {v}" for k, v in walk["axe"].items())


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


def test_the_themes_icons_are_drawn_from_its_web_font_with_no_icon_script(
        built_html: Path, visits: dict[str, dict]) -> None:
    """The build leaves out the theme's 1.5 MB ``fontawesome.js`` (book/_ext/nardi_pages.py):
    every top-bar icon of this part's pages still shows, drawn from the web font."""
    assert not (built_html / "_static" / "scripts" / "fontawesome.js").exists()
    for rel, rec in visits.items():
        if "icons" not in rec or rel == "offline.html":
            continue
        icons, svg = rec["icons"]["icons"], rec["icons"]["svg"]
        assert svg == 0, rel
        assert len(icons) >= 2, (rel, icons)  # full screen, theme (download, print …)
        for icon in icons:
            assert icon["glyph"] not in ("none", "normal", '""'), (rel, icon)
            assert "Font Awesome" in icon["font"] and icon["loaded"], (rel, icon)
            assert icon["width"] > 8, (rel, icon)


def test_no_page_asks_for_the_icon_script(built_html: Path) -> None:
    pages = [p for p in built_html.rglob("*.html") if "_static" not in p.parts]
    assert len(pages) >= 20
    assert [p.name for p in pages if "fontawesome.js" in p.read_text("utf-8")] == []
    sw = (built_html / "nardi_sw.js").read_text("utf-8")
    assert "fontawesome.js" not in sw and "fa-solid-900.woff2" in sw


def test_only_the_search_page_loads_the_search_index(built_html: Path) -> None:
    """The theme's search-as-you-type is off, so no other page waits for Sphinx's search tools
    and the 257 kB index in its head (book/_ext/nardi_pages.py); the search page keeps them
    (``test_search_finds_a_georgian_word`` searches with them)."""
    tag = re.compile(r'<script[^>]*src="[^"]*(?:searchtools|language_data|searchindex)\.js')
    pages = [p for p in built_html.rglob("*.html") if "_static" not in p.parts]
    with_tools = sorted(p.relative_to(built_html).as_posix() for p in pages
                        if tag.search(p.read_text("utf-8")))
    assert with_tools == ["search.html"]
    assert len(tag.findall((built_html / "search.html").read_text("utf-8"))) == 3


def test_every_chapter_shows_its_boards_and_figures(visits: dict[str, dict]) -> None:
    """Each chapter of this part (every chapter is in one part: the parts deal all pages)."""
    chapters = [c for c in _chapters() if f"{c}.html" in visits]
    for chapter in chapters:
        visuals = visits[f"{chapter}.html"]["visuals"]
        assert visuals, f"{chapter}: no board or figure at all"
        assert all(v["ok"] and v["w"] > 50 and v["h"] > 50 for v in visuals), (chapter, visuals)


def _part_chapters(visits: dict[str, dict]) -> list[str]:
    """This part's chapters (every chapter is in one part: the parts deal all pages)."""
    chapters = [c for c in _chapters() if f"{c}.html" in visits]
    assert chapters or len(_chapters()) < PARTS
    return chapters


def test_no_code_console_text_or_repr_on_any_chapter(visits: dict[str, dict]) -> None:
    """Each chapter of this part at 1366 px, live (was test_pages' per-chapter test)."""
    code = {c: visits[f"{c}.html"]["page"]["code"] for c in _part_chapters(visits)}
    assert {c: seen for c, seen in code.items() if seen} == {}
    reprs = {c: REPR.search(visits[f"{c}.html"]["page"]["outputs"])
             for c in _part_chapters(visits)}
    assert {c: found[0] for c, found in reprs.items() if found} == {}


def test_tables_are_tables_not_pipe_text_on_any_chapter(visits: dict[str, dict]) -> None:
    for chapter in _part_chapters(visits):
        seen = visits[f"{chapter}.html"]["page"]
        assert seen["pipes"] == [], chapter
        assert seen["tables"] >= TABLES.get(chapter, 0), chapter


def test_engine_verdicts_are_callouts(visits: dict[str, dict]) -> None:
    """The chapters with a verdict each, those of this part."""
    for chapter in set(_part_chapters(visits)) & {"book/01_board", "book/03_moving",
                                                  "book/08_cube"}:
        assert visits[f"{chapter}.html"]["page"]["verdicts"] >= 1, chapter


def test_printed_chapters_have_no_chrome_or_controls_and_nothing_clipped(
        visits: dict[str, dict]) -> None:
    """Each chapter of this part, live, printed on an A4 page (was test_pages' per-chapter
    test, which printed it before it went live)."""
    printed = {c: visits[f"{c}.html"]["print"] for c in _part_chapters(visits)}
    assert {c: p for c, p in printed.items() if p["left"] or p["wide"]} == {}


def test_the_parts_visit_every_chapter(built_html: Path) -> None:
    pages = _pages(built_html)
    dealt = [rel for part in range(PARTS) for rel in pages[part::PARTS]]
    assert sorted(dealt) == pages
    # the verdicts' chapters are among those dealt (each part checks its own)
    assert {"book/01_board", "book/03_moving", "book/08_cube"} <= set(_chapters())
    assert {f"{c}.html" for c in _chapters()} <= set(_site_pages(built_html))


def test_table_of_contents_lists_every_chapter(visits: dict[str, dict]) -> None:
    for rel, rec in visits.items():
        if rel.startswith("book/"):
            linked = {urlsplit(urljoin(f"/{rel}", h)).path.lstrip("/") for h in rec["nav"]}
            expected = {f"{f}.html" for f in _toc_files()[1:]}
            assert expected <= linked, (rel, expected - linked)


def test_search_finds_a_georgian_word(search: dict) -> None:
    assert search["results"], search["summary"]
    assert not search["blocked"] and not search["console"] and not search["failed"], search


def test_a_chapter_opened_from_the_results_marks_the_word_in_its_text_only(search: dict) -> None:
    """Sphinx marks the searched word on the page a result opens; its own walk entered the
    boards' SVG and stopped with an error there (book/_static/nardi_search.js marks the text)."""
    opened = search["opened"]
    assert opened["in_drawings"] > 0, opened  # the page's boards name the word too
    assert opened["console"] == [], opened
    assert opened["text"] > 0 and opened["drawn"] == 0 and opened["other"] == 0, opened
    assert "highlight" not in opened["url"], opened


def test_a_highlight_address_with_markup_marks_text_and_runs_nothing(
        browser: Any, site_url: str) -> None:
    """An address's ``?highlight=`` is a reader's input (a shared or edited link): markup in it
    is looked for as text, never run or inserted, and the page stays as it was built."""
    errors: list[str] = []
    page = new_page(browser)
    page.route("**/*", offline_noting([]))
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("dialog", lambda d: (errors.append(f"dialog: {d.message}"), d.dismiss()))
    asked = '<img src=x onerror=alert(1)> " ნარდი'
    page.goto(f"{site_url}/book/01_board.html?highlight={quote(asked)}", wait_until="load")
    page.wait_for_function(SETTLED, timeout=READY_MS)
    marked = page.evaluate(HIGHLIGHTED_JS, "ნარდი")
    injected = page.evaluate("document.querySelectorAll('.bd-article img[src=\"x\"]').length")
    url = page.url
    page.close()
    assert errors == [] and injected == 0, (errors, injected)
    assert marked["text"] > 0 and marked["drawn"] == 0, marked
    assert "highlight" not in url


def test_the_search_fields_magnifier_stands_before_the_text_not_over_it(search: dict) -> None:
    """On the search page and in the search dialog a chapter opens with Ctrl+K (the icon is the
    theme's web-font glyph, book/_ext/nardi_pages.py; nardi.css keeps it in the field's row)."""
    for where, fields in search["fields"].items():
        assert len(fields) == 1, (where, fields)
        field = fields[0]
        assert field["icon_width"] > 8, (where, field)
        assert field["icon_right"] <= field["text_left"], (where, field)


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
