"""The chapters' pages as a reader meets them, in headless Chromium with the network cut: nothing
is wider than a 390 px phone, the chapter list opens on a desktop and on a phone, a rule's link
leads to its section, and there is one search and it speaks Georgian.  That computed facts are
designed elements (real tables, ✔/✘ verdicts), that no code or console text shows and that a
printed chapter has no page chrome or controls and nothing wider than the page is read on
``test_site.py``'s one visit to each page.
"""

from __future__ import annotations

import re
from urllib.parse import quote

import pytest
from browser import before_python, new_page, offline
from test_site import PAGE_JS, _chapters

CHAPTERS = _chapters()
DESKTOP, PHONE = 1366, 390


def _page(browser, width: int):
    page = new_page(browser, viewport={"width": width, "height": 900})
    page.route("**/*", offline)
    return page


@pytest.fixture(scope="module")
def phone_pages(browser, site_url: str) -> dict[str, dict]:
    """Every chapter as built on a 390 px phone, read once it has loaded (before it is live:
    Python is not started, ``before_python``); at 1366 px and printed, ``test_site.py``'s walk
    reads them live."""
    seen = {}
    page = _page(browser, PHONE)
    before_python(page)
    for chapter in CHAPTERS:
        page.goto(f"{site_url}/{chapter}.html")
        seen[chapter] = page.evaluate(PAGE_JS)
    page.close()
    return seen


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_nothing_wider_than_a_phone(phone_pages: dict, chapter: str) -> None:
    assert phone_pages[chapter]["width"] <= PHONE


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

