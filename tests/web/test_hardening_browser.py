"""The browser's progress store (issue 26, points 1–3; findings 1, 2 and 4 of
``../shared/reviews/robustness-t3.md``) in the built book, headless Debian Chromium with the
network cut: two tabs answering 100 exercises each at once keep every answer, a full quota
keeps the answers in memory (the learner told once) and writes them once there is room, a
large damaged value beside a nearly full quota costs no answer, lesson stars from two tabs
are all kept, and every bridge function in Pyodide takes 10,000 levels of nesting."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from browser import new_context, offline, open_live

CHAPTER = "book/03_moving.html"

ANSWER_MANY = """async ([n, answer]) => {
  const boxes = [...document.querySelectorAll(".nardi-ex.is-live:has(.nardi-answer-text)")];
  let counted = 0;
  for (let i = 0; i < n; i++) {
    const box = boxes[i % boxes.length];
    box.querySelector(".nardi-answer-text").value = answer;
    const before = window.nardiLive.timings.length;
    box.querySelector(".nardi-live-answer").requestSubmit();
    while (window.nardiLive.timings.length === before) await new Promise((r) => setTimeout(r, 1));
    if (!box.querySelector(".nardi-check-result").classList.contains("is-error")) counted++;
  }
  return counted;
}"""

FILL = """() => {  // fill localStorage to the quota with filler keys; how many characters went in
  let chunk = "x".repeat(1 << 20), n = 0, total = 0;
  while (chunk.length >= 16) {
    try {
      localStorage.setItem("filler-" + n, chunk);
      n++; total += chunk.length;
    } catch {
      chunk = chunk.slice(0, chunk.length >> 1);
    }
  }
  return total;
}"""

ATTEMPTS = ("() => Object.values(nardiStore.progress())"
            ".reduce((sum, e) => sum + (Number(e.attempts) || 0), 0)")


SETTLE_MS = 5000  # nardi_store.js: an automatic fold takes only records this old


def _settled(page: Any, script: str, want: int, seconds: float = 10.0) -> None:
    """``script``'s count on ``page`` reaches ``want``: tabs' localStorage views converge in
    moments; a lost answer never comes back, so waiting cannot hide one."""
    deadline = time.monotonic() + seconds
    got = page.evaluate(script)
    while got != want and time.monotonic() < deadline:
        page.wait_for_timeout(200)
        got = page.evaluate(script)
    assert got == want


@pytest.fixture()
def context(browser: Any) -> Any:
    context = new_context(browser)
    context.route("**/*", offline)
    yield context
    context.close()


def test_finding_1_two_tabs_answering_100_exercises_each_at_once_keep_every_answer(
        context: Any, site_url: str) -> None:
    tabs = [context.new_page(), context.new_page()]
    for tab in tabs:
        open_live(tab, f"{site_url}/{CHAPTER}")
    for tab in tabs:  # both start, then both run at once
        tab.evaluate(f"() => {{ window.__run = ({ANSWER_MANY})([100, '24/1']); }}")
    counted = [tab.evaluate("() => window.__run") for tab in tabs]
    assert counted[0] > 50 and counted[1] > 50  # verdicts, not refusals
    tabs[0].wait_for_timeout(SETTLE_MS + 500)  # then both fold at once, as add() does
    folds = [tab.evaluate(f"() => {{ window.__fold = nardiStore.fold('nardi-progress', "
                          f"{SETTLE_MS}); }}") for tab in tabs]
    assert folds == [None, None] and any(tab.evaluate("() => window.__fold") for tab in tabs)
    fresh = context.new_page()
    open_live(fresh, f"{site_url}/{CHAPTER}")
    _settled(fresh, ATTEMPTS, sum(counted))
    logged = fresh.evaluate("() => Object.values(nardiStore.progress())"
                            ".reduce((s, e) => s + (e.log || []).length, 0)")
    assert logged == min(sum(counted), logged) and logged > 0


def test_finding_1_lesson_stars_from_two_tabs_are_all_kept(context: Any, site_url: str) -> None:
    tabs = [context.new_page(), context.new_page()]
    for tab in tabs:
        tab.goto(f"{site_url}/book/intro.html", wait_until="load")
    script = """(first) => { window.__run = (async () => {
      for (let c = first; c < first + 50; c++) {
        nardiStore.keepStars(c, 1 + (c % 3));
        await new Promise((r) => setTimeout(r, 0));
      }
    })(); }"""
    tabs[0].evaluate(script, 100)
    tabs[1].evaluate(script, 200)
    for tab in tabs:
        tab.evaluate("() => window.__run")
    chapters = "() => Object.keys(JSON.parse(nardiStore.text('nardi-lessons'))).length"
    _settled(tabs[0], chapters, 100)  # the other tab's last writes reach this one in moments
    saved = json.loads(tabs[0].evaluate("() => nardiStore.text('nardi-lessons')"))
    assert {int(c) for c in saved} == set(range(100, 150)) | set(range(200, 250))
    assert all(saved[str(c)]["stars"] == 1 + c % 3 for c in (100, 149, 200, 249))


def test_finding_4_full_quota_keeps_the_answers_and_writes_them_once_there_is_room(
        context: Any, site_url: str) -> None:
    page = context.new_page()
    open_live(page, f"{site_url}/{CHAPTER}")
    assert page.evaluate(FILL) > 1_000_000
    counted = page.evaluate(f"({ANSWER_MANY})([12, '24/1'])")
    assert counted == 12
    assert page.evaluate("() => nardiStore.pending()") == 12
    assert page.evaluate(ATTEMPTS) == 12  # shown as kept on this page
    notes = page.locator(".nardi-store-note")
    assert notes.count() == 1 and "მეხსიერება" in notes.inner_text()  # told once, in Georgian
    page.evaluate("() => { for (const k of Object.keys(localStorage))"
                  " if (k.startsWith('filler-')) localStorage.removeItem(k); }")
    assert page.evaluate("() => nardiStore.flush()") is True
    assert page.evaluate("() => nardiStore.pending()") == 0
    fresh = context.new_page()
    open_live(fresh, f"{site_url}/{CHAPTER}")
    assert fresh.evaluate(ATTEMPTS) == 12


def test_finding_4_a_large_damaged_value_and_little_room_cost_no_answer(
        context: Any, site_url: str) -> None:
    page = context.new_page()
    open_live(page, f"{site_url}/{CHAPTER}")
    page.evaluate("() => localStorage.setItem('nardi-progress', '{' + 'y'.repeat(2 << 20))")
    page.evaluate(FILL)
    page.evaluate("() => { let freed = 0; for (const k of Object.keys(localStorage)) {"
                  " if (k.startsWith('filler-') && freed < 512 * 1024) {"
                  " freed += localStorage.getItem(k).length; localStorage.removeItem(k); } } }")
    assert page.evaluate(f"({ANSWER_MANY})([6, '24/1'])") == 6
    assert page.evaluate("() => nardiStore.pending()") == 0  # all six written
    page.evaluate("() => nardiStore.fold('nardi-progress')")  # the copy aside cannot fit
    assert page.evaluate("() => localStorage.getItem('nardi-progress').length") == (2 << 20) + 1
    fresh = context.new_page()
    open_live(fresh, f"{site_url}/{CHAPTER}")
    assert fresh.evaluate(ATTEMPTS) == 6
    fresh.evaluate("() => { for (const k of Object.keys(localStorage))"
                   " if (k.startsWith('filler-')) localStorage.removeItem(k); }")
    assert fresh.evaluate("() => nardiStore.fold('nardi-progress')") is True  # now it fits
    kept = fresh.evaluate("() => Object.keys(localStorage)"
                          ".filter(k => k.startsWith('nardi-progress.broken-'))"
                          ".map(k => localStorage.getItem(k).length)")
    assert kept == [(2 << 20) + 1] and fresh.evaluate(ATTEMPTS) == 6


def test_finding_2_every_bridge_function_takes_10000_levels_in_pyodide(
        context: Any, site_url: str) -> None:
    page = context.new_page()
    console: list[str] = []
    page.on("console", lambda m: console.append(m.text))
    open_live(page, f"{site_url}/{CHAPTER}")
    replies = page.evaluate("""async () => {
      const deep = "[".repeat(10000) + "]".repeat(10000);
      const fields = '{"a":'.repeat(10000) + "1" + "}".repeat(10000);
      const call = (...a) => nardiLive.call(...a).then(
        (t) => JSON.parse(t), (e) => ({ rejected: String(e) }));
      const board = (await call("new_board", '{"v": 1}')).id;
      const data = document.querySelector("[data-nardi-live-part=lesson]").dataset.lesson;
      const lesson = (await call("new_lesson", data, "en")).id;
      const out = {};
      for (const [name, text] of [["lists", deep], ["fields", fields]]) {
        out["new_board " + name] = await call("new_board", text);
        out["board_event " + name] = await call("board_event", board, text);
        out["new_lesson " + name] = await call("new_lesson", text, "en");
        out["lesson_event " + name] = await call("lesson_event", lesson, text);
        out["load_exercises " + name] = await call("load_exercises", text);
        out["review_state " + name] = await call("review_state", text, text, "", "en", text);
      }
      out["still alive"] = await call("board_event", board, '{"type": "undo"}');
      return out;
    }""")
    for name, reply in replies.items():
        assert "rejected" not in (reply if isinstance(reply, dict) else {}), (name, reply)
        if isinstance(reply, dict):
            assert reply.get("code") != "live.internal", name
    assert replies["still alive"]["ok"] is True
    assert not [line for line in console if "fatal" in line.lower()]


def test_export_and_import_carry_every_answer_and_star_to_another_browser(
        browser: Any, context: Any, site_url: str) -> None:
    page = context.new_page()
    open_live(page, f"{site_url}/{CHAPTER}")
    assert page.evaluate(f"({ANSWER_MANY})([5, '24/1'])") == 5
    page.evaluate("() => nardiStore.keepStars(3, 2)")
    exported = page.evaluate("() => nardiStore.exportText()")
    other = new_context(browser)
    other.route("**/*", offline)
    try:
        there = other.new_page()
        open_live(there, f"{site_url}/{CHAPTER}")
        assert there.evaluate("(t) => nardiStore.importText(t)", exported) == 6
        assert there.evaluate("(t) => nardiStore.importText(t)", exported) == 1  # stars again
        logged = there.evaluate("() => Object.values(nardiStore.progress())"
                                ".reduce((s, e) => s + (e.log || []).length, 0)")
        assert logged == 5 and there.evaluate(ATTEMPTS) == 5  # importing twice adds nothing
        assert json.loads(there.evaluate("() => nardiStore.text('nardi-lessons')"))["3"][
            "stars"] == 2
        assert there.evaluate("() => nardiStore.importText('[' .repeat(5000))") == 0
    finally:
        other.close()
