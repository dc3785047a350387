"""Issue 23, point 2: every page of the built site passes axe-core (WCAG 2.2 A/AA), light and
dark, live boards and all.  Headless Chromium, network cut; axe-core comes from npm
(package.json, ``node_modules/axe-core``), injected from disk."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_a11y_pages import AXE, NO_TRANSITIONS, RUN_AXE, TAGS, TWO_FRAMES, _context, _open, _pages

PARTS = 3


@pytest.mark.parametrize("part", range(PARTS))
def test_axe_finds_no_wcag_violation_on_any_page_light_or_dark(browser: Any, built_html: Path,
                                                              site_url: str, part: int) -> None:
    """Every page of the built site, light and dark; the pages are dealt into ``PARTS`` parts
    so that parallel workers share them (``tests/xdist_order.py`` runs each part apart)."""
    assert AXE.is_file(), "axe-core is missing: `npm ci` installs it (package.json)"
    context = _context(browser, color_scheme="light")
    found: dict[str, list[str]] = {}
    pages = _pages(built_html)
    assert len(pages) >= 20
    for name in pages[part::PARTS]:
        page = _open(context, f"{site_url}/{name}")
        page.add_script_tag(path=str(AXE))
        # the theme's colour transitions end at once: axe reads the colours a reader sees once
        # the switch is over, without waiting out the animation on every page
        page.add_style_tag(content=NO_TRANSITIONS)
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)  # the theme follows the system setting
            if name == "offline.html":  # the book's own offline page: no theme, the system's
                page.wait_for_function(f"matchMedia('(prefers-color-scheme: {scheme})').matches")
            else:
                page.wait_for_function(f"document.documentElement.dataset.theme === '{scheme}'")
            page.evaluate(TWO_FRAMES)
            violations = page.evaluate(RUN_AXE, TAGS)
            if violations:
                found[f"{name} ({scheme})"] = violations
        page.close()
    context.close()
    assert not found, "\n".join(f"{k}: {v}" for k, v in found.items())
