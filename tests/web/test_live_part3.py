"""Part III in the browser (Chromium, network cut): every chapter goes live with no page error,
and on each an exercise answered wrong and then right gets the engine's verdicts — a plakoto
pin (V26), triple's three dice (V16), gul-bara's passed moves (V66), the raise cube (V68).
Set NARDI_BOOK_HTML to reuse a build (tests/conftest.py)."""

from __future__ import annotations

from typing import Any

import pytest
from browser import LIVE, READY_MS, new_page, offline

CASES = [
    ("31_family", "ch31-crazy-bear-off", "2", "0", "V44"),
    ("32_short_family", "ch32-triple-five", "5", "3", "V16"),
    ("33_plakoto", "ch33-pinned-stays", "დიახ", "არა", "V26"),
    ("34_long_family", "ch34-fevga-six-six", "2", "1", "V34"),
    ("35_crazy", "ch35-passed-count", "2", "3", "V66"),
    ("36_raise_cube", "ch36-third-raise", "8", "4", "V68"),
]


@pytest.mark.parametrize(("page_name", "exercise", "wrong", "right", "rule"), CASES)
def test_a_part3_exercise_wrong_then_right(browser: Any, site_url: str, page_name: str,
                                           exercise: str, wrong: str, right: str,
                                           rule: str) -> None:
    page = new_page(browser)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.route("**/*", offline)
    page.goto(f"{site_url}/book/{page_name}.html", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    box = page.locator(f".nardi-ex[data-exercise='{exercise}']")
    verdicts = []
    for answer in (wrong, right):
        box.locator(".nardi-answer-text").fill(answer)
        box.locator(".nardi-live-answer button[type=submit]").click()
        page.wait_for_function(
            "([el, old]) => el.textContent && el.textContent !== old",
            arg=[box.locator(".nardi-check-result").element_handle(), verdicts[-1] if verdicts
                 else ""], timeout=30_000)
        verdicts.append(box.locator(".nardi-check-result").text_content() or "")
        if len(verdicts) == 1:  # the rule beside the verdict, not a code in it (issue 38)
            shown = box.locator(".nardi-check-result").get_attribute("data-rule") or ""
            assert rule in shown.split(", ")
            assert rule not in verdicts[0]  # words in the sentence, the id in the link's title
            link = box.locator(".nardi-message-rule")
            assert rule in (link.get_attribute("title") or "").split(", ")
    assert verdicts[0].startswith("არასწორია")
    assert verdicts[1].startswith("სწორია")
    assert errors == []
    page.close()
