"""Issue 23, point 2: every page of the built site passes axe-core (WCAG 2.2 A/AA), light and
dark, live boards and all.  Headless Chromium, network cut; axe-core comes from npm
(package.json, ``node_modules/axe-core``), injected from disk.

The light pass runs every rule of ``TAGS``. The dark pass runs the rules whose verdict can
depend on the colour scheme (``SCHEME_RULES``) — and every rule of ``TAGS`` on a page where the
dark scheme shows anything else than the light one. The theme's dark scheme is a stylesheet:
it changes colours, and around a static board picture a padded plate, so it changes what
colours axe measures (contrast, links told from text by colour) and the geometry of what is
shown (target sizes and spacing, what overflows and scrolls, how large a paragraph looks for
``p-as-heading``). Every other rule of ``TAGS`` reads only which elements are rendered, their
attributes (roles, names, ARIA, ``lang``, alt texts, inline styles) and their text; each page
checks that these are the same in both schemes (``SHOWN``, read after each switch), so those
rules' dark verdicts would be their light verdicts word for word."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from test_a11y_pages import AXE, NO_TRANSITIONS, RUN_AXE, TAGS, TWO_FRAMES, _context, _open, _pages

PARTS = 3
SCHEME_RULES = ["color-contrast", "link-in-text-block", "target-size",
                "scrollable-region-focusable", "p-as-heading"]
"""The rules of ``TAGS`` whose verdict can change with the colour scheme (see the docstring)."""
RUN_RULES = RUN_AXE.replace("{runOnly: {type: 'tag', values: tags}}",
                            "{runOnly: {type: 'rule', values: tags}}")
# Everything but colour and geometry that axe's other rules read: each rendered element with
# its attributes and its own text (the offline bar's progress value moves on its own while the
# book is being saved, whatever the scheme).
SHOWN = """() => [...document.body.querySelectorAll('*')]
  .filter((e) => e.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}))
  .map((e) => [e.tagName,
    ...[...e.attributes].filter((a) => !(e.tagName === 'PROGRESS' && a.name === 'value'))
      .map((a) => a.name + '=' + a.value),
    ...[...e.childNodes].filter((n) => n.nodeType === 3).map((n) => n.data)].join(' '))
  .join('\\n')"""


@pytest.mark.parametrize("part", range(PARTS))
def test_axe_finds_no_wcag_violation_on_any_page_light_or_dark(browser: Any, built_html: Path,
                                                              site_url: str, part: int) -> None:
    """Every page of the built site, light and dark; the pages are dealt into ``PARTS`` parts
    so that parallel workers share them (``tests/xdist_order.py`` runs each part apart)."""
    assert AXE.is_file(), "axe-core is missing: `npm ci` installs it (package.json)"
    context = _context(browser, color_scheme="light")
    found: dict[str, list[str]] = {}
    every_rule_dark: list[str] = []
    pages = _pages(built_html)
    assert len(pages) >= 20
    for name in pages[part::PARTS]:
        page = _open(context, f"{site_url}/{name}")
        page.add_script_tag(path=str(AXE))
        # the theme's colour transitions end at once: axe reads the colours a reader sees once
        # the switch is over, without waiting out the animation on every page
        page.add_style_tag(content=NO_TRANSITIONS)
        shown = {}
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)  # the theme follows the system setting
            if name == "offline.html":  # the book's own offline page: no theme, the system's
                page.wait_for_function(f"matchMedia('(prefers-color-scheme: {scheme})').matches")
            else:
                page.wait_for_function(f"document.documentElement.dataset.theme === '{scheme}'")
            page.evaluate(TWO_FRAMES)
            shown[scheme] = page.evaluate(SHOWN)
            if scheme == "dark" and shown["dark"] == shown["light"]:
                violations = page.evaluate(RUN_RULES, SCHEME_RULES)
            else:
                every_rule_dark += [name] if scheme == "dark" else []
                violations = page.evaluate(RUN_AXE, TAGS)
            if violations:
                found[f"{name} ({scheme})"] = violations
        page.close()
    context.close()
    print(f"\ndark pass with every rule (the schemes show more than colours apart): "
          f"{every_rule_dark}")
    assert not found, "\n".join(f"{k}: {v}" for k, v in found.items())
