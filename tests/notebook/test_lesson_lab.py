"""End to end: a guided lesson in a real JupyterLab, driven by headless Chromium (as
``test_widget_lab.py`` does for the board): a wrong try by clicks, the right one, the next
step.  (The stars in the progress store: ``test_lesson_board.py``, the widget without a
browser.)"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from browser import close_contexts, new_page
from test_widget_lab import _open, lab_server

ROOT = Path(__file__).resolve().parents[2]


def _notebook(progress: Path) -> dict:
    source = (f"import os; os.environ['NARDI_TEACH_PROGRESS'] = {str(progress)!r}\n"
              "from nardi_teach.notebook.lesson_show import LessonView\n"
              "LessonView(3, live=True)")
    return {
        "cells": [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                   "source": source}],
        "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                    "name": "python3"}},
        "nbformat": 4, "nbformat_minor": 5,
    }


@pytest.fixture()
def lab(tmp_path: Path):
    progress = tmp_path / "progress.json"
    (tmp_path / "lesson.ipynb").write_text(json.dumps(_notebook(progress)), encoding="utf-8")
    with lab_server(tmp_path) as url:
        yield url, progress


def _click_point(page, point: int) -> None:
    page.locator(f".nardi-lesson-widget .nardi-board-view g[data-point='{point}']").first.click()


def _move(page, src: int, dst: int) -> None:
    """Pick the checker on ``src``, then ``dst``; wait for the move to be drawn."""
    view = ".nardi-lesson-widget .nardi-board-view"
    _click_point(page, src)
    page.wait_for_selector(f"{view} g[data-point='{dst}'] .hl", timeout=30_000)
    _click_point(page, dst)
    page.wait_for_function(
        f"() => document.querySelectorAll(\"{view} g[data-point='{src}'] circle.checker\")"
        ".length === 0", timeout=30_000)


def _button(page, action: str):
    return page.locator(f".nardi-lesson-widget .nardi-lesson-{action}")


def test_a_lesson_in_jupyterlab_takes_a_wrong_and_a_right_try(lab, browser) -> None:
    url, _progress = lab
    try:
        page = new_page(browser, viewport={"width": 1400, "height": 1000})
        _open(page, url + "lab/tree/lesson.ipynb")  # run once its kernel is idle
        widget = page.locator(".nardi-lesson-widget")
        widget.locator(".nardi-board-view svg").wait_for(timeout=90_000)
        assert "ნაბიჯი 1 / 3" in widget.inner_text()

        # a wrong try: legal, but not what the step asks
        _move(page, 13, 9)
        _move(page, 10, 8)
        _button(page, "confirm").click()
        page.wait_for_selector(".nardi-lesson-widget :text('სხვას ითხოვს')", timeout=30_000)

        # back at the step's start, the right one; next step
        page.wait_for_selector(".nardi-lesson-widget g[data-point='10'] circle.checker",
                               timeout=30_000)
        _move(page, 13, 7)
        _button(page, "confirm").click()
        page.wait_for_selector(".nardi-lesson-widget :text('სწორია: 13/7')", timeout=30_000)
        _button(page, "next").click()
        page.wait_for_selector(".nardi-lesson-widget :text('ნაბიჯი 2 / 3')", timeout=30_000)
    finally:
        close_contexts(browser)
