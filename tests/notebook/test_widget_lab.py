"""End to end: the board widget in a real JupyterLab, driven by headless Chromium (Playwright).

Starts ``jupyter lab`` on 127.0.0.1 with an empty token in a temporary directory, opens a
notebook with a board, runs it, clicks a checker and a landing point, and reads the moved
checker and the message back from the page.  Every request that does not go to 127.0.0.1
is aborted: a classroom may have no internet.
"""

from __future__ import annotations

import contextlib
import http.client
import json
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest
from browser import close_contexts, new_page, offline

from nardi_teach.controllers.variants import GAME_NAMES
from nardi_teach.games.registry import VARIANTS

NOTEBOOK = {
    "cells": [{
        "cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
        "source": ("from nardi_teach import Position\n"
                   "from nardi_teach.notebook.board import BoardWidget\n"
                   "board = BoardWidget(Position.initial(), dice='6-5')\n"
                   "board"),
    }],
    "metadata": {"kernelspec": {"display_name": "Python 3 (ipykernel)", "language": "python",
                                "name": "python3"}},
    "nbformat": 4, "nbformat_minor": 5,
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class _PortTaken(RuntimeError):
    """jupyter lab exited before it answered: most likely another process (another worker's
    kernel, say) bound the port between ``_free_port`` and the server's own bind."""


def _wait_for_server(url: str, process: subprocess.Popen, timeout: float = 90) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise _PortTaken("jupyter lab exited early")
        try:
            with urllib.request.urlopen(url + "api/status", timeout=2):
                return
        except (OSError, http.client.HTTPException):
            # not up yet, or someone else's socket (a kernel's ZeroMQ port once answered here
            # with a binary greeting): the server, started with port_retries=0, then exits
            time.sleep(0.5)
    raise TimeoutError("jupyter lab did not start")


@contextlib.contextmanager
def lab_server(folder: Path, own_progress: bool = True, args: tuple[str, ...] = ()):
    """JupyterLab on 127.0.0.1 with an empty token, serving ``folder``; yields its URL. With
    ``own_progress`` the progress file is the folder's, never the learner's own; without it,
    the pupils' files under ``HOME`` are used, as on a class's computer. ``args``: more of
    ``jupyter lab``'s options (``make lab``'s own, say)."""
    env = dict(os.environ, JUPYTER_RUNTIME_DIR=str(folder / ".runtime"),
               JUPYTER_CONFIG_DIR=str(folder / ".config"))
    if own_progress:
        env["NARDI_TEACH_PROGRESS"] = str(folder / "progress.json")
    jupyter = Path(sys.executable).with_name("jupyter")
    for attempt in range(5):
        port = _free_port()
        # port_retries=0: a taken port stops the server instead of moving it silently to
        # port + 1, where this test would never look
        process = subprocess.Popen(
            [str(jupyter), "lab", "--no-browser", "--ServerApp.token=",
             "--ServerApp.password=", "--ip", "127.0.0.1", "--port", str(port),
             "--ServerApp.port_retries=0", "--allow-root",
             f"--ServerApp.root_dir={folder}", f"--LabApp.workspaces_dir={folder / '.ws'}",
             "--LabApp.expose_app_in_browser=True", *args],
            cwd=folder, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        url = f"http://127.0.0.1:{port}/"
        try:
            _wait_for_server(url, process)
            break
        except _PortTaken:
            if attempt == 4:
                raise
        except BaseException:
            _stop(process)
            raise
    try:
        yield url
    finally:
        _stop(process)


def _stop(process: subprocess.Popen) -> None:
    # SIGTERM: the server stops its kernels and exits at once (a first SIGINT only asks
    # "Shutdown this Jupyter server (y/[n])?" and waited out 20 + 10 s per Lab); a kernel
    # still starting (``make lab``'s pending kernels, on a loaded machine) held the exit for
    # the whole 20 s this once waited: after 8 s it is killed (an orphaned kernel exits by
    # itself once it notices, ipykernel's parent poller)
    process.terminate()
    try:
        process.wait(timeout=8)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


COMPUTER = {**NOTEBOOK, "cells": [{
    **NOTEBOOK["cells"][0],
    "source": ("from nardi_teach.notebook.board import BoardWidget\n"
               "board = BoardWidget(mode='game', seed=3,"
               " computer={'color': 'black', 'level': 'club'})\n"
               "board"),
}]}


@pytest.fixture()
def lab(tmp_path: Path):
    (tmp_path / "board.ipynb").write_text(json.dumps(NOTEBOOK), encoding="utf-8")
    (tmp_path / "computer.ipynb").write_text(json.dumps(COMPUTER), encoding="utf-8")
    with lab_server(tmp_path) as url:
        yield url




def _open(page, url: str) -> None:
    """Open a notebook and run it once its kernel is idle."""
    page.route("**/*", offline)
    page.goto(url)
    page.wait_for_selector(".jp-Toolbar-kernelName:has-text('Python')", timeout=90_000)
    page.wait_for_function(
        "() => window.jupyterapp && window.jupyterapp.shell.currentWidget"
        " && window.jupyterapp.shell.currentWidget.sessionContext"
        " && window.jupyterapp.shell.currentWidget.sessionContext.session"
        " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel"
        " && window.jupyterapp.shell.currentWidget.sessionContext.session.kernel.status"
        " === 'idle'", timeout=90_000)
    page.evaluate("window.jupyterapp.commands.execute('runmenu:run-all')")
    page.locator(".nardi-board-view svg").wait_for(timeout=90_000)


def test_the_computer_in_jupyterlab_selects_and_its_play_step_by_step(lab, browser):
    try:
        page = new_page(browser, viewport={"width": 1400, "height": 1000})
        _open(page, lab + "lab/tree/computer.ipynb")
        # four selects, as on the live page: the computer's colour, level, game, cube
        names = page.evaluate(
            "[...document.querySelectorAll('[class*=nardi-choice-] select')]"
            ".map(s => s.closest('[class*=nardi-choice-]').className.match("
            "/nardi-choice-(\\w+)/)[1])")
        assert names == ["color", "level", "variant", "cube"]
        color = page.locator(".nardi-choice-color select")
        level = page.locator(".nardi-choice-level select")
        game = page.locator(".nardi-choice-variant select")
        colours = [t.replace("\xa0", " ") for t in color.locator("option").all_text_contents()]
        assert colours == ["შავებით", "თეთრებით", "არცერთით — ორი მოთამაშე"]
        assert level.locator("option").all_text_contents() == [
            "დამწყები", "კლუბის", "საშუალო", "ძლიერი", "ოსტატის"]
        games = [t.replace("\xa0", " ") for t in game.locator("option").all_text_contents()]
        assert [VARIANTS[n].label("ka") for n in GAME_NAMES] == games
        assert game.input_value().replace("\xa0", " ") == "მოკლე ნარდი"
        # (ipywidgets puts the labels in the page; Python keeps the values)
        assert color.input_value() == "შავებით" and level.input_value() == "კლუბის"
        # the opening roll: black (the computer) wins it with 5-2 and plays, shown move by
        # move under the board, then the present position
        page.locator(".nardi-roll").click()
        caption = page.locator(".nardi-frame-text")
        page.wait_for_function("document.querySelector('.nardi-frame-text')"
                               ".textContent.includes('(სვლა 1 / 2)')", timeout=30_000)
        moved = page.locator(".nardi-board-view").inner_html()
        page.wait_for_function("document.querySelector('.nardi-frame-text')"
                               ".textContent.includes('(სვლა 2 / 2)')", timeout=30_000)
        assert page.locator(".nardi-board-view").inner_html() != moved
        page.wait_for_function("!document.querySelector('[data-playing]')"
                               " && !document.querySelector('.nardi-frame-text').textContent",
                               timeout=30_000)
        assert caption.text_content() == ""
        assert "5-2-ით ითამაშა" in page.locator(".nardi-message-text").inner_text()
        assert page.locator(".nardi-board-view g.arrow").count() == 2
        # a new level, then a new colour: a new game each, as on the live page
        level.select_option(label="ძლიერი")
        page.wait_for_selector(".nardi-message-text:has-text('დონე: ძლიერი')",
                               timeout=30_000)
        color.select_option(label="თეთრებით")
        page.wait_for_selector(".nardi-message-text:has-text('კომპიუტერი თეთრებით')",
                               timeout=30_000)
        assert level.input_value() == "ძლიერი" and color.input_value() == "თეთრებით"
        # and a new game from the list: the fourth level against long nardi
        level.select_option(label="ოსტატის")
        page.wait_for_selector(".nardi-message-text:has-text('დონე: ოსტატის')",
                               timeout=30_000)
        game.select_option(index=GAME_NAMES.index("long"))
        page.wait_for_selector(
            ".nardi-message-text:has-text('თამაში: გრძელი ნარდი (კლასიკური)')",
            timeout=30_000)
        assert (level.input_value(), color.input_value()) == ("ოსტატის", "თეთრებით")
    finally:
        close_contexts(browser)


def test_click_a_checker_and_a_landing_point_in_jupyterlab(lab, browser):
    try:
        page = new_page(browser, viewport={"width": 1400, "height": 1000})
        _open(page, lab + "lab/tree/board.ipynb")
        board = page.locator(".nardi-board-view svg")
        assert board.locator("g[data-point='24'] circle.checker").count() == 2

        board.locator("g[data-point='24']").click()
        page.wait_for_selector(".nardi-board-view g[data-point='13'] .hl.legal",
                               timeout=30_000)
        assert "24-ე" in page.locator(".nardi-message-text").inner_text()

        board.locator("g[data-point='13']").click()
        page.wait_for_function(
            "() => document.querySelectorAll("
            "\".nardi-board-view g[data-point='24'] circle.checker\").length === 1",
            timeout=30_000)
        thirteen = page.locator(".nardi-board-view g[data-point='13']")
        assert thirteen.locator("text.count").text_content() == "6"  # 5 + the moved checker
        message = page.locator(".nardi-message-text").inner_text()
        assert "24/13" in message and message.startswith("სვლა მზადაა")

        # a refused click says why, with the rule linked beside it (issue 38)
        board.locator("g[data-point='6']").click()
        page.wait_for_selector(".nardi-message-rule[title*='R33']", timeout=30_000)
    finally:
        close_contexts(browser)
