"""A pupil's finished game reaches the teacher exactly once, and joining keeps the book's
name (issue 37), in Chromium against the real server (``make class``) serving the built book.

The pupil types a name in the book's own pupil box, opens the join page (the name is already
there), joins, and finishes a short game against the computer on ``play.html`` — from a
bear-off position with one checker each, the fastest game there is — while the server is
down (SIGKILL); the server comes back, the game is sent by itself, a resend counts once, and
the teacher's class page lists the game once.  Screenshots of the pupil's phone (390 px) and
the class page (1920 px) go to /tmp for a person to look at."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from browser import LIVE, READY_MS, click_and_wait, new_context, next_action, offline, rewriting
from classserver import ClassServer

from nardi_teach import Position, translate
from nardi_teach.controllers.config import act, live_controller
from nardi_teach.controllers.variants import game_variant

NAME = "მარიამ ბერიძე"
SHOTS = Path("/tmp")
BEAR_OFF = Position.from_checkers({1: 1, 0: 14}, {6: 1, 0: 14}).position_id()


def _bear_off(body: str) -> str:
    """play.html with its first board (short nardi against the computer) set up with one
    checker each, White to play 6-5."""
    board = body.index("data-nardi-board=")
    head, tail = body[:board], body[board:]
    tail = (tail.replace("&quot;position&quot;:null",
                         f"&quot;position&quot;:&quot;{BEAR_OFF}&quot;", 1)
            .replace("&quot;dice&quot;:null", "&quot;dice&quot;:&quot;6-5&quot;", 1))
    return head + tail


def _note(page: Any) -> dict[str, str]:
    return page.evaluate("({...document.querySelector('.nardi-sync').dataset,"
                         " text: document.querySelector('.nardi-sync').innerText})")


@pytest.fixture(scope="module")
def lesson(browser: Any, built_html: Path, tmp_path_factory: Any) -> dict[str, Any]:
    server = ClassServer(built_html, tmp_path_factory.mktemp("class")).start()
    seen: dict[str, Any] = {"errors": []}
    try:
        context = new_context(browser, reduced_motion="reduce",
                                      viewport={"width": 390, "height": 844})
        context.route("**/*", offline)
        context.route("**/book/play.html", rewriting(_bear_off))
        page = context.new_page()
        page.on("pageerror", lambda e: seen["errors"].append(str(e)))
        # the pupil has been working in the book under a name typed in its own pupil box
        # (on a phone: the one on the progress page; the sidebar's is folded away)
        page.goto(f"{server.url}book/progress.html", wait_until="load")
        box = page.locator(".nardi-pupil-page .nardi-pupil-form")
        box.locator("input").fill(NAME)
        with page.expect_navigation():
            box.locator("button[type=submit]").click()
        page.goto(f"{server.url}join")
        seen["prefilled"] = page.locator("#name").input_value()
        seen["from_book"] = page.locator("#from-book").is_visible()
        page.screenshot(path=str(SHOTS / "i37_join_390.png"))
        with page.expect_navigation(url="**/book/intro.html"):
            page.locator("#join-form button[type=submit]").click()
        seen["session"] = json.loads(page.evaluate("localStorage.getItem('nardi-class')"))
        seen["book_name"] = page.evaluate("localStorage.getItem('nardi-pupil')")

        page.goto(f"{server.url}book/play.html", wait_until="load")
        page.wait_for_function(LIVE, timeout=READY_MS)
        assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
        element = page.locator("[data-nardi-board]").first
        config = json.loads(element.get_attribute("data-nardi-board"))
        assert config["position"] == BEAR_OFF and config["computer"]["color"] == "black"
        mirror = live_controller(config)  # built as the page builds it
        server.kill()  # the laptop's server is gone while the pupil plays
        for _ in range(10):
            if mirror.game.is_over:
                break
            action = next_action(mirror)
            act(mirror, action)
            click_and_wait(page, element, action)
        assert mirror.game.is_over
        seen["message"] = element.locator(".nardi-message-text").text_content()
        seen["store"] = page.evaluate("window.nardiStore.games()")
        page.evaluate("window.nardiSync.send()")
        page.wait_for_function("document.querySelector('.nardi-sync').dataset.state"
                               " === 'offline'", timeout=30_000)
        seen["offline"] = _note(page)
        outbox = page.evaluate("window.nardiSync.outbox()")
        seen["outbox"] = outbox

        server.start()  # back, on the same address, with the same data
        page.evaluate("window.dispatchEvent(new Event('online'))")
        page.wait_for_function("document.querySelector('.nardi-sync').dataset.waiting === '0'"
                               " && document.querySelector('.nardi-sync').dataset.received"
                               " === '1'", timeout=60_000)
        seen["synced"] = _note(page)
        # the same record once more (a reply lost on the way): kept once
        me = seen["session"]["pupil"]
        for rec in outbox:
            page.evaluate("([key, rec]) => localStorage.setItem(key, JSON.stringify(rec))",
                          [f"nardi-class-out@{me}#{rec['k']}", rec])
        page.evaluate("window.nardiSync.send()")
        page.wait_for_function("document.querySelector('.nardi-sync').dataset.waiting === '0'",
                               timeout=30_000)
        seen["again"] = _note(page)
        page.screenshot(path=str(SHOTS / "i37_game_390.png"))
        seen["table"] = server.table()

        teacher = new_context(browser, viewport={"width": 1920, "height": 1080})
        teacher.route("**/*", offline)
        tpage = teacher.new_page()
        tpage.on("pageerror", lambda e: seen["errors"].append(str(e)))
        tpage.goto(f"{server.url}teacher?key={server.key}")
        tpage.wait_for_selector("#games tr.game", timeout=30_000)
        seen["games"] = tpage.eval_on_selector_all("#games tbody tr",
                                                   "rows => rows.map(r => r.innerText)")
        seen["heads"] = tpage.eval_on_selector_all("#games thead th",
                                                   "cells => cells.map(c => c.innerText)")
        tpage.screenshot(path=str(SHOTS / "i37_class_games_1920.png"), full_page=True)
        teacher.close()
        context.close()
    finally:
        server.stop()
    return seen


def test_joining_keeps_the_name_the_book_already_has(lesson: dict[str, Any]) -> None:
    assert lesson["prefilled"] == NAME and lesson["from_book"]
    assert lesson["session"]["name"] == NAME and lesson["book_name"] == NAME
    rows = [p["name"] for p in lesson["table"]["pupils"]]
    assert rows == [NAME]


def test_a_finished_game_is_kept_in_the_browser_first(lesson: dict[str, Any]) -> None:
    assert "პარტია დასრულდა" in lesson["message"]
    assert [(g["game"], g["result"], g["points"], g["winner"], g["learner"])
            for g in lesson["store"]] == [("short", "single", 1, "white", "white")]
    assert [r["t"] for r in lesson["outbox"]] == ["game"]
    assert lesson["offline"]["waiting"] == "1" and "ელოდება გაგზავნას" in lesson["offline"]["text"]


def test_the_teacher_sees_the_game_exactly_once_after_the_reconnect(
        lesson: dict[str, Any]) -> None:
    assert "მასწავლებელმა მიიღო" in lesson["synced"]["text"]
    assert lesson["again"]["received"] == "1"  # the resend counted once
    games = lesson["table"]["games"]
    assert len(games) == 1 and games[0]["name"] == NAME and games[0]["points"] == 1
    assert len(lesson["games"]) == 1
    row = lesson["games"][0]
    assert NAME in row and game_variant("short").label("ka") in row
    assert translate("classroom.games.won", "ka", result=translate("result.single", "ka")) in row
    assert translate("classroom.games.vs_computer", "ka") in row
    assert lesson["heads"] == [translate(k, "ka") for k in (
        "classroom.teacher.pupil", "classroom.games.game", "classroom.games.result",
        "classroom.games.points", "classroom.games.date")]
    assert not lesson["errors"]
