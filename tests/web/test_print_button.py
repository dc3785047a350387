"""Issue 23, point 5: "print this chapter" sits where readers look for it — in the page's top
bar, beside the full-screen button — with a Georgian name; pressing it opens the browser's print
(the dialog that also saves a PDF; Chromium's ``beforeprint`` fires), and what it prints is the
handout, without the page's chrome and without the button itself. Headless Chromium, network
cut."""

from __future__ import annotations

import re
from typing import Any

from browser import new_context, offline

BUTTON = ".article-header-buttons button.btn-print-chapter-button"


def _page(browser: Any, site_url: str, name: str, **options: Any) -> Any:
    context = new_context(browser, **{"viewport": {"width": 1366, "height": 900}, **options})
    context.route("**/*", offline)
    page = context.new_page()
    page.goto(f"{site_url}/{name}", wait_until="load")
    return page


def test_a_chapter_has_a_print_button_beside_full_screen(browser: Any, site_url: str) -> None:
    page = _page(browser, site_url, "book/33_plakoto.html")
    button = page.locator(BUTTON)
    assert button.count() == 1 and button.is_visible()
    named = page.locator(".article-header-buttons").get_by_role("button", name="თავის დაბეჭდვა")
    assert named.count() == 1  # its accessible name (the theme's tooltip keeps it)
    box = button.bounding_box()
    assert box and box["width"] >= 24 and box["height"] >= 24
    after = page.evaluate(f"""() => document.querySelector('{BUTTON}')
        .nextElementSibling.classList.contains('btn-fullscreen-button')""")
    assert after  # in the top bar, just before full screen
    page.context.close()


def test_the_button_prints_the_chapter_as_a_handout(browser: Any, site_url: str) -> None:
    page = _page(browser, site_url, "book/06_bearing_off.html")
    # the real window.print(): headless Chromium starts printing (its `beforeprint` fires) and
    # shows no dialog; the page is then laid out for print media, which emulate_media shows
    page.evaluate("""() => { window.__printing = 0;
      addEventListener('beforeprint', () => { window.__printing += 1; }); }""")
    page.locator(BUTTON).click()
    page.wait_for_function("window.__printing === 1", timeout=10_000)
    page = page.context.new_page()  # that page stays "being printed": the handout on a fresh one
    page.goto(f"{site_url}/book/06_bearing_off.html", wait_until="load")
    page.emulate_media(media="print")
    assert page.evaluate("matchMedia('print').matches")
    hidden = page.evaluate(f"""() => [...document.querySelectorAll(
        '{BUTTON}, .bd-header-article, .bd-sidebar-primary, .nardi-live-controls')]
        .filter((e) => e.offsetParent !== null).length""")
    assert hidden == 0
    pdf = page.pdf(format="A4")  # what Chromium's "save as PDF" writes
    assert pdf.startswith(b"%PDF") and re.search(rb"/Type\s*/Page(?!s)", pdf)
    page.context.close()


def test_a_page_that_is_not_a_chapter_says_page(browser: Any, site_url: str) -> None:
    page = _page(browser, site_url, "book/glossary.html", viewport={"width": 390, "height": 844})
    button = page.locator(BUTTON)
    assert button.count() == 1
    assert page.get_by_role("button", name="გვერდის დაბეჭდვა").count() == 1
    page.context.close()
