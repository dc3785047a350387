"""The boards of the YellowClub family in a real JupyterLab (headless Chromium, network cut):
the game board against the computer lists every game and switches to the one chosen, and a
plakoto board pins a checker by clicks and draws it under the pinner (V26)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browser import close_contexts, new_page, offline
from test_widget_lab import NOTEBOOK, lab_server

from nardi_teach.controllers.variants import GAME_NAMES
from nardi_teach.games.registry import VARIANTS

FAMILY = json.dumps({**NOTEBOOK, "cells": [
    {**NOTEBOOK["cells"][0], "source": (
        "from nardi_teach.notebook.board import BoardWidget\n"
        "BoardWidget(mode='game', variant='gul-bara', seed=3,"
        " computer={'color': 'black', 'level': 'club'})")},
    {**NOTEBOOK["cells"][0], "source": (
        "from nardi_teach.plakoto import PlakotoPosition\n"
        "BoardWidget(PlakotoPosition.from_checkers({24: 14, 13: 1}, {12: 1, 1: 14}),"
        " dice='1-1')")},
]})


def _open(page, url: str) -> None:  # type: ignore[no-untyped-def]
    """Open the notebook, run it once its kernel is idle, wait for both boards."""
    page.route("**/*", offline)
    page.goto(url)
    page.wait_for_selector(".jp-Toolbar-kernelName:has-text('Python')", timeout=90_000)
    page.wait_for_function(
        "() => window.jupyterapp?.shell.currentWidget?.sessionContext?.session?.kernel"
        "?.status === 'idle'", timeout=90_000)
    page.evaluate("window.jupyterapp.commands.execute('runmenu:run-all')")
    page.locator(".nardi-board-view svg").nth(1).wait_for(timeout=90_000)


@pytest.mark.parametrize("lang", ["ka", "en"])
def test_every_game_of_the_list_has_its_name_in_the_catalogue(lang: str) -> None:
    """The Lab test once failed here: six games of the short family had no
    ``variant.name.*`` message (lost between two branches), so the list showed ``plakoto`` and
    the board never said ``თამაში: პლაკოტო``. A game without a name fails here, not in Lab."""
    from nardi_teach.i18n import has_message

    assert [n for n in GAME_NAMES if not has_message(f"variant.name.{VARIANTS[n].name}", lang)
            ] == []


@pytest.fixture()
def lab(tmp_path: Path):
    (tmp_path / "family.ipynb").write_text(FAMILY, encoding="utf-8")
    with lab_server(tmp_path) as url:
        yield url


def test_the_game_list_and_a_pinned_checker_in_jupyterlab(lab: str, browser: Any) -> None:
    try:
        page = new_page(browser, viewport={"width": 1400, "height": 1000})
        _open(page, lab + "lab/tree/family.ipynb")
        games = page.locator(".nardi-choice-variant select")
        labels = [t.replace("\xa0", " ") for t in games.locator("option").all_text_contents()]
        assert labels == [VARIANTS[n].label("ka") for n in GAME_NAMES]  # (ipywidgets: nbsp)
        assert games.input_value().replace("\xa0", " ") == VARIANTS["gul_bara"].label("ka")
        games.select_option(index=GAME_NAMES.index("plakoto"))
        page.wait_for_selector(".nardi-message-text:has-text('თამაში: პლაკოტო')",
                               timeout=30_000)
        board = page.locator(".nardi-board-view svg").nth(1)
        board.locator("g[data-point='13']").click()
        board.locator("g[data-point='12'] .hl").wait_for(state="attached", timeout=30_000)
        board.locator("g[data-point='12']").click()
        board.locator("g.pinned.black").wait_for(state="attached", timeout=30_000)
        assert "13/12*" in page.locator(".nardi-message-text").nth(1).inner_text()
    finally:
        close_contexts(browser)
