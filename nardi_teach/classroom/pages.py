"""The class server's own two pages, in the learner's language: the pupils' join page and
the teacher's class page (its table is drawn by ``static/teacher.js`` from ``data.json``).
Every word comes from the catalogue; every value is escaped."""

from __future__ import annotations

import json
from collections.abc import Sequence
from html import escape
from typing import Any

from ..controllers.variants import game_variant
from ..exercises import Exercise
from ..games.registry import playable
from ..i18n import translate
from .net import qr_svg
from .summary import printed

STYLE = """
:root { font-family: "Noto Sans Georgian", "BPG Nino Mtavruli", system-ui, sans-serif;
  color: #1b1b1b; background: #fbfaf7; }
body { margin: 0; }
main { max-width: 34rem; margin: 0 auto; padding: 1.2rem; }
main.wide { max-width: none; padding: 1rem 1.5rem; }
h1 { font-size: 1.6rem; margin: .4rem 0 .8rem; }
label { display: block; font-weight: 600; margin: .8rem 0 .3rem; }
input, select, textarea { font: inherit; font-size: 1.1rem; padding: .5rem; width: 100%;
  box-sizing: border-box; border: 1px solid #888; border-radius: 6px; background: #fff; }
button, .btn { font: inherit; font-size: 1.1rem; padding: .6rem 1.1rem; margin: .6rem .4rem 0 0;
  border: 0; border-radius: 6px; background: #1f5f8b; color: #fff; cursor: pointer;
  text-decoration: none; display: inline-block; }
button.plain { background: #e8e4da; color: #1b1b1b; }
.roster { display: flex; flex-wrap: wrap; gap: .4rem; }
.roster button { background: #e8e4da; color: #1b1b1b; margin: 0; }
.error { color: #a1161b; font-weight: 600; min-height: 1.4em; }
.note { color: #444; }
"""

TEACHER_STYLE = """
.top { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
.top .card { background: #fff; border: 1px solid #d8d3c7; border-radius: 8px; padding: .8rem 1rem; }
.addr { font-size: 1.7rem; font-weight: 700; word-break: break-all; }
.qr svg { width: 11rem; height: 11rem; display: block; }
.scroll { overflow: auto; max-height: 70vh; border: 1px solid #d8d3c7; background: #fff;
  margin-top: 1rem; }
table.class { border-collapse: separate; border-spacing: 0; font-size: 1.05rem; }
table.class th, table.class td { border-bottom: 1px solid #e2ddd2; border-right: 1px solid #eee;
  padding: .35rem .55rem; text-align: center; white-space: nowrap; }
table.class thead th { position: sticky; top: 0; background: #f1eee6; z-index: 2;
  cursor: pointer; }
table.class th.name { position: sticky; left: 0; background: #f7f5ef; text-align: left;
  z-index: 1; }
table.class thead th.name { z-index: 3; }
td.right { background: #dff0d8; } td.wrong { background: #f8d7d7; }
td.shown { background: #fdf0c8; } td.none { color: #767676; }
td button.cell { all: unset; cursor: pointer; display: inline-block; min-width: 2.2rem; }
td small { display: inline-block; vertical-align: bottom; margin-left: .35rem;
  font-size: .95rem; color: #5a1d1d; max-width: 7rem; overflow: hidden;
  text-overflow: ellipsis; }
td button.cell, td small { line-height: 1.3; }
.detail, .missed { background: #fff; border: 1px solid #d8d3c7; border-radius: 8px;
  padding: .6rem 1rem; margin-top: 1rem; }
table.games td { text-align: left; }
.missed ol { font-size: 1.15rem; }
.detail li.ok { color: #1d5a1d; } .detail li.no { color: #7a1515; }
.forms { display: flex; flex-wrap: wrap; gap: 1.5rem; margin-top: 1rem; }
.forms form { background: #fff; border: 1px solid #d8d3c7; border-radius: 8px; padding: .6rem 1rem;
  flex: 1 1 22rem; }
.status { color: #555; font-size: .95rem; }
.board-teacher { background: #fff; border: 1px solid #d8d3c7; border-radius: 8px;
  padding: .6rem 1rem; margin-top: 1rem; }
.board-teacher form { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 0 1rem; align-items: end; }
.board-teacher form .error { grid-column: 1 / -1; }
.board-live { display: flex; flex-wrap: wrap; gap: 1.5rem; margin-top: 1rem; }
.board-svg svg { width: 34rem; max-width: 100%; height: auto; }
#b-best { font-size: 1.4rem; font-weight: 700; color: #1d5a1d; }
table.class { font-size: 1.2rem; }
"""


def _page(title: str, body: str, lang: str, style: str = "") -> str:
    return (f'<!doctype html><html lang="{escape(lang)}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            '<link rel="icon" href="/_static/favicon.svg">'
            f"<title>{escape(title)}</title><style>{STYLE}{style}</style></head>"
            f"<body>{body}</body></html>")


def _words(keys: Sequence[str], lang: str, prefix: str, name: str = "words") -> str:
    """The page script's words, placeholders kept for it to fill ("{name}", "{answer}", …);
    a sentence with a number is rendered by the server, never here."""
    holes = {p: "{" + p + "}" for p in ("name", "exercise", "answer", "verdict", "play")}
    words = {k: translate(f"{prefix}.{k}", lang, **holes) for k in keys}
    text = json.dumps(words, ensure_ascii=False).replace("</", "<\\/")
    return f'<script id="{name}" type="application/json">{text}</script>'


def join_page(roster: Sequence[str], lang: str = "ka") -> str:
    """The page a pupil opens: a name to type or to pick from the class list."""
    t = lambda key, **kw: escape(translate(f"classroom.join.{key}", lang, **kw))  # noqa: E731
    picks = "".join(f'<button type="button" class="pick-name">{escape(n)}</button>'
                    for n in roster)
    pick = (f'<p class="note">{t("pick")}</p><div class="roster">{picks}</div>'
            if roster else "")
    body = (f'<main class="join"><h1>{t("title")}</h1>'
            f'<noscript><p class="error">{t("no_script")}</p></noscript>'
            f'<div id="already" hidden><p id="already-text"></p>'
            f'<a id="continue" class="btn" href="/">{t("continue")}</a>'
            f'<button id="other" type="button" class="plain">{t("other")}</button></div>'
            f'<form id="join-form" novalidate><p class="note">{t("lead")}</p>'
            f'<label for="name">{t("name")}</label>'
            f'<input id="name" name="name" maxlength="40" autocomplete="off" required>'
            f'<p id="from-book" class="note" hidden>{t("from_book")}</p>'
            f'<button type="submit">{t("go")}</button>{pick}'
            f'<p id="error" class="error" role="alert"></p></form></main>'
            + _words(["already", "welcome"], lang, "classroom.join")
            + '<script src="/class-static/join.js"></script>')
    return _page(translate("classroom.join.title", lang), body, lang)


TEACHER_WORDS = ("pupil", "right_count", "right", "wrong", "not_yet", "shown", "tries",
                 "try_row", "click_cell", "missed", "no_misses", "offline", "updated")


def teacher_page(join_url: str, bank: Sequence[Exercise], kinds: Sequence[str],
                 roster: Sequence[str], boards: Sequence[Exercise] = (), lang: str = "ka"
                 ) -> str:
    """The teacher's class page (the table itself comes live from ``/teacher/data.json``)."""
    t = lambda key, **kw: escape(translate(f"classroom.teacher.{key}", lang, **kw))  # noqa: E731
    any_ = f'<option value="">{t("any")}</option>'
    chapters = sorted({ex.chapter for ex in bank})
    chapter_options = any_ + "".join(
        f'<option value="{c}">{escape(printed(c, lang))}'
        "</option>" for c in chapters)
    kind_options = any_ + "".join(f'<option value="{escape(k)}">{escape(k)}</option>'
                                  for k in kinds)
    body = (
        '<main class="wide"><div class="top">'
        f'<div class="card"><div>{t("join_here")}</div>'
        f'<div class="addr" id="join-url">{escape(join_url)}</div>'
        f'<div class="status" id="joined"></div></div>'
        f'<div class="card qr" aria-hidden="true">{qr_svg(join_url)}</div>'
        f'<div class="card" id="task"><div id="task-text"></div>'
        f'<div id="task-link-box" hidden>{t("short_link")} '
        f'<div class="addr" id="task-link"></div></div></div>'
        '<div class="card qr" id="task-qr" aria-hidden="true" hidden></div>'
        "</div>"
        f'<h1>{t("title")}</h1>'
        f'<p class="status"><span id="live-status">{t("updated")}</span> {t("sort")} '
        f'<a href="/teacher/class.csv" id="csv" download="class.csv">{t("csv")}</a></p>'
        '<div class="scroll"><table class="class" id="class-table"></table></div>'
        f'<div class="detail" id="detail" aria-live="polite">{t("click_cell")}</div>'
        f'<div class="missed"><h2>{t("missed")}</h2><ol id="missed"></ol></div>'
        f'<div class="missed" id="games-box"><h2>{escape(translate("classroom.games.title", lang))}'
        '</h2><table class="class games" id="games"></table></div>'
        '<div class="forms">'
        f'<form id="assign-form"><h2>{t("new_task")}</h2>'
        f'<label for="a-title">{t("task_title")}</label>'
        f'<input id="a-title" name="title" maxlength="80" '
        f'value="{t("default_title")}">'
        f'<label for="a-chapter">{t("by_chapter")}</label>'
        f'<select id="a-chapter" name="chapter">{chapter_options}</select>'
        f'<label for="a-kind">{t("by_kind")}</label>'
        f'<select id="a-kind" name="kind">{kind_options}</select>'
        f'<label for="a-rule">{t("by_rule")}</label><input id="a-rule" name="rule" maxlength="20">'
        f'<label for="a-ids">{t("by_id")}</label><input id="a-ids" name="ids" maxlength="2000">'
        f'<button type="submit">{t("make")}</button>'
        '<p class="error" id="assign-error" role="alert"></p></form>'
        f'<form id="roster-form"><h2>{t("roster")}</h2>'
        f'<textarea id="roster" name="roster" rows="8">{escape(chr(10).join(roster))}</textarea>'
        f'<button type="submit">{t("roster_save")}</button>'
        '<p class="error" id="roster-error" role="alert"></p></form>'
        "</div>" + _board_section(boards, lang) + "</main>"
        + _words(TEACHER_WORDS, lang, "classroom.teacher")
        + _words(BOARD_WORDS, lang, "classroom.board", "board-words")
        + _words(GAME_WORDS, lang, "classroom.games", "game-words")
        + '<script src="/class-static/teacher.js"></script>')
    return _page(translate("classroom.teacher.title", lang), body, lang, TEACHER_STYLE)


GAME_WORDS = ("none", "game", "result", "points", "date")
BOARD_WORDS = ("play_col", "count_col", "verdict_col", "none_yet", "wait", "legal")


def _board_section(boards: Sequence[Exercise], lang: str) -> str:
    """The teacher's part of the class board: a position from an exercise or an ID, the
    pupils' plays counted, the reveal."""
    t = lambda key: escape(translate(f"classroom.board.{key}", lang))  # noqa: E731
    options = "".join(f'<option value="{escape(ex.id)}">{escape(ex.id)}</option>'
                      for ex in boards)
    games = "".join(f'<option value="{name}"{" selected" if name == "short" else ""}>'
                    f'{escape(game_variant(name).label(lang))}</option>' for name in playable())
    return (
        f'<section class="board-teacher" id="board-teacher"><h2>{t("teacher_title")}</h2>'
        '<form id="board-form">'
        f'<div><label for="b-exercise">{t("from_exercise")}</label>'
        f'<select id="b-exercise" name="exercise"><option value=""></option>{options}</select>'
        f'</div><div><label for="b-game">{t("game")}</label>'
        f'<select id="b-game" name="game">{games}</select></div>'
        f'<div><label for="b-id">{t("from_id")}</label>'
        '<input id="b-id" name="id" maxlength="80"></div>'
        f'<div><label for="b-roll">{t("roll")}</label>'
        '<input id="b-roll" name="roll" maxlength="10"></div>'
        f'<div><button type="submit">{t("show")}</button>'
        f'<button type="button" id="b-reveal" class="plain">{t("reveal")}</button></div>'
        '<p class="error" id="board-error" role="alert"></p></form>'
        '<div class="board-live"><div id="b-svg" class="board-svg"></div>'
        '<div><p id="b-question"></p><p id="b-votes" class="status"></p>'
        '<table class="class" id="b-tally"></table><p id="b-best"></p></div></div></section>')


def board_page(lang: str = "ka") -> str:
    """The class board on a pupil's device: the board, the roll, a play to send."""
    t = lambda key: escape(translate(f"classroom.board.{key}", lang))  # noqa: E731
    body = (f'<main class="board"><h1>{t("title")}</h1>'
            f'<p id="b-wait">{t("wait")}</p>'
            '<div id="b-round" hidden><div id="b-svg" class="board-svg"></div>'
            '<p id="b-question"></p>'
            f'<form id="b-form"><label for="b-play">{t("your_play")}</label>'
            '<input id="b-play" name="play" maxlength="80" autocomplete="off" '
            'autocapitalize="off" spellcheck="false">'
            f'<button type="submit">{t("send")}</button></form>'
            '<p id="b-verdict" role="status" aria-live="polite"></p>'
            '<p id="b-best" class="best" role="status"></p></div></main>'
            + _words(("wait",), lang, "classroom.board")
            + '<script src="/class-static/board.js"></script>')
    return _page(translate("classroom.board.title", lang), body, lang,
                 ".board-svg svg { width: 100%; height: auto; max-width: 40rem; }"
                 ".best { font-weight: 700; font-size: 1.2rem; color: #1d5a1d; }")


def error_page(message: str, lang: str = "ka") -> str:
    """A refused page, said plainly."""
    return _page(message, f'<main><p class="error">{escape(message)}</p></main>', lang)


def as_json(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)
