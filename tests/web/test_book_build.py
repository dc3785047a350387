"""The book builds exactly as `make book` builds it, and the built page opens offline in Chromium.

The build (the session fixture `built_html` in conftest.py) runs `jupyter-book build . -nW
--keep-going` (every notebook executed, any warning fatal) into a temporary directory, once for
the whole test session, so it never touches the developer's `_build/`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from browser import close_contexts, new_page


def test_book_builds_with_every_notebook_executed(built_html: Path) -> None:
    intro = (built_html / "book" / "intro.html").read_text(encoding="utf-8")
    assert 'lang="ka"' in intro
    assert "ნარდის წესები" in intro
    # the intro's code cell ran: the engine drew the starting position (and no version string)
    import nardi_teach

    assert re.search(r'<img [^>]*src="\.\./_images/\w+\.svg"', intro)
    assert f"nardi_teach {nardi_teach.__version__}" not in intro


def test_built_book_opens_offline_in_chromium(site_url: str, browser: Any) -> None:

    blocked: list[str] = []
    try:
        page = new_page(browser)

        def route(r):
            if r.request.url.startswith("http://127.0.0.1:"):
                r.continue_()
            else:
                blocked.append(r.request.url)
                r.abort()

        page.route("**/*", route)
        page.goto(f"{site_url}/index.html", wait_until="load")
        page.wait_for_url("**/book/intro.html")
        assert "ნარდის წესები" in page.title()
        assert page.locator("h1").first.inner_text().startswith("ნარდის წესები")
    finally:
        close_contexts(browser)
    assert blocked == [], f"the built page asked for outside resources: {blocked}"
