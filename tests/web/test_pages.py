"""The chapters' pages as a reader meets them, in headless Chromium with the network cut: computed
facts are designed elements (real tables, ✔/✘ verdicts), no code or console text shows, the
chapter list opens on a desktop and on a 390 px phone, there is one search and it speaks
Georgian, and a printed chapter has no page chrome or controls and nothing wider than the page.
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from browser import before_python, new_page, offline
from test_site import _chapters

CHAPTERS = _chapters()
DESKTOP, PHONE = 1366, 390

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




def _page(browser, width: int):
    page = new_page(browser, viewport={"width": width, "height": 900})
    page.route("**/*", offline)
    return page


@pytest.fixture(scope="module")
def chapter_pages(browser, site_url: str) -> dict[tuple[str, int], dict]:
    """Every chapter as built, at both widths, read once it has loaded (before it is live:
    Python is not started, ``before_python``)."""
    seen = {}
    for width in (DESKTOP, PHONE):
        page = _page(browser, width)
        before_python(page)
        for chapter in CHAPTERS:
            page.goto(f"{site_url}/{chapter}.html")
            seen[chapter, width] = page.evaluate(PAGE_JS)
        page.close()
    return seen


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_no_code_console_text_or_repr_on_the_page(chapter_pages: dict, chapter: str) -> None:
    seen = chapter_pages[chapter, DESKTOP]
    assert seen["code"] == [], seen["code"]
    assert not REPR.search(seen["outputs"]), REPR.search(seen["outputs"])


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_tables_are_tables_not_pipe_text(chapter_pages: dict, chapter: str) -> None:
    seen = chapter_pages[chapter, DESKTOP]
    assert seen["pipes"] == []
    assert seen["tables"] >= TABLES.get(chapter, 0)


def test_engine_verdicts_are_callouts(chapter_pages: dict) -> None:
    for chapter in ("book/01_board", "book/03_moving", "book/08_cube"):
        assert chapter_pages[chapter, DESKTOP]["verdicts"] >= 1, chapter


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_nothing_wider_than_a_phone(chapter_pages: dict, chapter: str) -> None:
    assert chapter_pages[chapter, PHONE]["width"] <= PHONE


def test_rule_links_lead_to_the_rules_section(browser, site_url: str) -> None:
    page = _page(browser, DESKTOP)
    page.goto(f"{site_url}/book/01_board.html")
    link = page.locator(".nardi-verdict a.nardi-rule").first
    # the rule in words, its id only in the title, for teachers (issue 38)
    assert link.inner_text() == "ეს წესი წიგნში" and link.get_attribute("title") == "R10"
    link.click()
    page.wait_for_url("**/01_board.html#r10")
    assert page.locator("#r10").count() == 1
    page.close()


def _visible(page, selector: str) -> int:
    return sum(1 for el in page.locator(selector).all() if el.is_visible())


@pytest.mark.parametrize("width", [DESKTOP, PHONE])
def test_one_search_box(browser, site_url: str, width: int) -> None:
    page = _page(browser, width)
    page.goto(f"{site_url}/book/03_moving.html")
    assert _visible(page, ".search-button-field, .search-button, form.bd-search") == 1
    page.close()


def test_phone_chapter_list_opens_and_closes(browser, site_url: str) -> None:
    page = _page(browser, PHONE)
    page.goto(f"{site_url}/book/03_moving.html")
    chapter_link = page.locator("#pst-primary-sidebar-modal a[href$='05_entering.html']")
    assert page.locator("dialog[open]").count() == 0
    assert _visible(page, ".primary-toggle") == 1
    page.locator(".primary-toggle").filter(visible=True).click()
    page.wait_for_selector("#pst-primary-sidebar-modal[open]")
    assert chapter_link.is_visible()
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.querySelector('dialog[open]')")
    page.locator(".primary-toggle").filter(visible=True).click()
    chapter_link.click()
    page.wait_for_url("**/05_entering.html")
    page.close()


def test_desktop_chapter_list_hides_and_comes_back(browser, site_url: str) -> None:
    page = _page(browser, DESKTOP)
    page.goto(f"{site_url}/book/03_moving.html")
    sidebar = page.locator("#pst-primary-sidebar")
    assert sidebar.is_visible()
    page.locator(".primary-toggle").filter(visible=True).click()
    page.wait_for_function(
        "() => document.querySelector('#pst-primary-sidebar').getBoundingClientRect().right <= 0")
    page.locator(".primary-toggle").filter(visible=True).click()
    page.wait_for_function(
        "() => document.querySelector('#pst-primary-sidebar').getBoundingClientRect().left >= 0")
    assert sidebar.locator("a[href$='05_entering.html']").is_visible()
    page.close()


def _search(page, site_url: str, query: str) -> str:
    page.goto(f"{site_url}/search.html?q={quote(query)}")
    page.wait_for_function(
        "() => { const s = document.querySelector('#search-results p.search-summary');"
        " return s && s.innerText.trim().length > 0; }")
    return page.locator("#search-results").inner_text()


def test_search_says_nothing_found_in_georgian(browser, site_url: str) -> None:
    page = _page(browser, DESKTOP)
    text = _search(page, site_url, "ქქქზზზ")
    assert "ვერაფერი მოიძებნა" in text
    assert not re.search(r"[A-Za-z]{4,}", text), text
    page.close()


def test_search_snippets_come_from_the_text(browser, site_url: str) -> None:
    page = _page(browser, DESKTOP)
    text = _search(page, site_url, "ბლოტი")
    assert "ნაპოვნია" in text
    snippets = page.locator("#search-results p.context").all_inner_texts()
    assert snippets
    for snippet in snippets:
        assert "სარჩევი" not in snippet  # the print-only contents list
        assert not re.search(r"\d{8}", snippet)  # a board's point numbers, run together
        assert "გასავლელი" not in snippet  # a board's pip count line
    page.close()


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


@pytest.fixture(scope="module")
def printed_pages(browser, site_url: str) -> dict[str, dict]:
    """Every chapter as built on an A4 page (794 px at 96 dpi), opened on screen once it has
    loaded (before it is live, ``before_python``), then printed; one page walks them all."""
    seen = {}
    page = new_page(browser, viewport={"width": 794, "height": 1123})
    page.route("**/*", offline)
    before_python(page)
    for chapter in CHAPTERS:
        page.goto(f"{site_url}/{chapter}.html")
        page.emulate_media(media="print")
        seen[chapter] = page.evaluate(PRINT_JS)
        page.emulate_media(media="screen")
    page.close()
    return seen


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_printed_chapter_has_no_chrome_or_controls_and_nothing_clipped(
        printed_pages: dict, chapter: str) -> None:
    seen = printed_pages[chapter]
    assert seen["left"] == []
    assert seen["wide"] == []
