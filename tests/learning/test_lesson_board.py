"""The guided-lesson board (issue 15): a learner's way through a lesson by clicks, as every
front end (the live book, JupyterLab) drives it, and its bridge to the browser."""

from __future__ import annotations

import json
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach.core.dice import Dice
from nardi_teach.html.lessons import lesson_data, lesson_html, lesson_map_html
from nardi_teach.lessons.board import LessonBoard, lesson_from_data, star_text
from nardi_teach.lessons.lesson import (
    Lesson,
    Step,
    StepResult,
    Verdict,
    lesson_file,
    load_lessons,
    read_lesson,
)
from nardi_teach.long_nardi.position import LongPosition
from nardi_teach.progress.store import Progress
from nardi_teach.short_nardi.position import Position
from nardi_teach.web.lessons import lesson_event, new_lesson

OTHER_LEGAL_KA = "დასაშვები სვლაა, მაგრამ ეს ნაბიჯი სხვას ითხოვს"


def ch03(**options: Any) -> LessonBoard:
    return LessonBoard(read_lesson(lesson_file(3)), lang="ka", **options)


def play(board: LessonBoard, *points: int) -> None:
    for point in points:
        board.click(point)
    board.confirm()


def solve_ch03(board: LessonBoard) -> None:
    """The intended plays of chapter 3's lesson, clicked as a learner does."""
    play(board, 13, 7)
    board.next()
    play(board, 24, 18, 24, 18, 13, 7, 13, 7)
    board.next()
    play(board, 13, 7)


def test_the_right_play_is_praised_with_its_reason_and_next_moves_on() -> None:
    board = ch03()
    assert board.state()["counter"] == "ნაბიჯი 1 / 3"
    play(board, 13, 7)
    state = board.state()
    assert state["tone"] == "right" and state["message"].startswith("სწორია: 13/7.")
    assert "ერთ ქვას ორივე კამათლის თამაში შეუძლია" in state["message"]
    enabled = {b["action"]: b["enabled"] for b in state["buttons"]}
    assert enabled == {"next": True, "restart": True}
    board.click(10)  # the step is done: the board waits for "next"
    assert board.tone == "refused" and "შემდეგ ნაბიჯს" in board.message
    board.next()
    state = board.state()
    assert state["step"] == 2 and state["counter"] == "ნაბიჯი 2 / 3"
    assert "6-6" in state["task"] and state["tone"] == "info"


def test_another_legal_play_says_legal_but_not_this_step_and_counts_a_mistake() -> None:
    board = ch03()
    play(board, 13, 9, 10, 8)
    assert board.tone == "other_legal"
    assert board.message.startswith("13/9 10/8 " + OTHER_LEGAL_KA)
    assert board.rule == "R29"  # the step's first rule
    assert board.run.mistakes == 1 and board.run.step == 0
    # back to the step's start: the same position, the dice unplayed
    assert board.board is not None and board.board.turn is not None
    assert not board.board.turn.moves and board.state()["step"] == 1
    play(board, 13, 7)
    assert board.tone == "right"


def test_english_says_legal_but_not_what_this_step_asks() -> None:
    board = LessonBoard(read_lesson(lesson_file(3)), lang="en")
    play(board, 13, 9, 10, 8)
    assert "is legal, but not what this step asks" in board.message


def test_an_illegal_play_is_explained_with_its_rule() -> None:
    board = ch03()
    board.click(13)
    board.click(9)
    board.confirm()  # one die played when both can be: the must-play rule
    assert board.tone == "illegal" and board.rule and board.rule.startswith("R")
    assert board.run.mistakes == 1 and not board.board.turn.moves
    # a refused click is told with the engine's rule and costs nothing
    board.next()  # not yet
    assert board.tone == "refused"
    solve = ch03()
    solve_ch03_first_two(solve)
    solve.click(13)
    solve.click(8)  # the 5 first: R43 says the higher die
    assert solve.tone == "illegal" and solve.rule == "R43" and solve.run.mistakes == 0
    solve.handle({"type": "play", "text": "13/8"})  # typed: judged, a mistake
    assert solve.tone == "illegal" and solve.rule == "R43" and solve.run.mistakes == 1


def solve_ch03_first_two(board: LessonBoard) -> None:
    play(board, 13, 7)
    board.next()
    play(board, 24, 18, 24, 18, 13, 7, 13, 7)
    board.next()


def test_hints_cost_stars_and_stay_shown_after_a_wrong_try() -> None:
    board = ch03()
    solve_ch03_first_two(board)
    assert {b["action"]: b["enabled"] for b in board.state()["buttons"]}["hint"]
    board.hint()
    state = board.state()
    assert state["tone"] == "hint" and "შეცდომასავით ითვლება" in board.message
    assert state["hints"] == ["მინიშნება 1: რომელი რიცხვითაც არ უნდა დაიწყოთ, მეორე სვლა მე-2 "
                              "პუნქტზე მოდის, რომელიც მეტოქეს უკავია."]
    assert state["tally"] == "შეცდომა: 0 · მინიშნება: 1"
    assert not {b["action"]: b["enabled"] for b in state["buttons"]}["hint"]  # no more
    board.hint()  # none left: costs nothing
    assert board.run.hints == 1 and board.tone == "refused" and len(board.state()["hints"]) == 1
    play(board, 13, 7)
    assert board.finished and board.run.stars == 2  # one hint


def test_the_end_shows_the_stars_and_saves_them_once() -> None:
    saved: list[tuple[int, int]] = []
    board = ch03(on_finish=lambda chapter, stars: saved.append((chapter, stars)))
    solve_ch03(board)
    state = board.state()
    assert state["finished"] and state["stars"] == 3 and state["stars_text"] == "★★★"
    assert "ვარსკვლავი" in state["summary"] or "3" in state["summary"]
    assert state["save"] == {"chapter": 3, "stars": 3} and saved == [(3, 3)]
    board.handle({"type": "next"})
    assert board.state()["save"] is None and saved == [(3, 3)]
    enabled = {b["action"]: b["enabled"] for b in board.state()["buttons"]}
    assert enabled == {"restart": True}


def test_stars_fall_with_mistakes() -> None:
    board = ch03()
    for _ in range(3):
        play(board, 13, 9, 10, 8)
    play(board, 13, 7)
    board.next()
    play(board, 24, 18, 24, 18, 13, 7, 13, 7)
    board.next()
    play(board, 13, 7)
    assert board.run.stars == 1 and board.state()["stars_text"] == "★☆☆"


def test_restart_begins_the_lesson_again() -> None:
    board = ch03()
    play(board, 13, 9, 10, 8)
    play(board, 13, 7)
    board.next()
    board.handle({"type": "restart"})
    assert board.run.step == 0 and board.run.mistakes == 0 and board.state()["step"] == 1
    assert not board.solved and board.tone == "info"


def test_undo_takes_a_move_back_within_the_step() -> None:
    board = ch03()
    board.click(13)
    board.click(9)
    assert {b["action"]: b["enabled"] for b in board.state()["buttons"]}["undo"]
    board.handle({"type": "undo"})
    assert board.board is not None and not board.board.turn.moves
    board.handle({"type": "undo"})
    assert board.tone == "refused"


def test_stray_and_broken_events_are_refused_and_change_nothing() -> None:
    board = ch03()
    before = board.state()
    for message in (None, [], "click", {"type": "roll", "dice": "6-6"}, {"type": "choose",
                    "key": "take"}, {"type": "click", "point": "x"}, {"type": "click"},
                    {"type": "click", "point": 99}, {"type": "click", "point": True},
                    {"type": "play", "text": 7}, {"type": "next"}, {}):
        board.handle(message)
        assert board.tone == "refused", message
        assert board.message
    after = board.state()
    assert after["svg"] == before["svg"] and after["step"] == 1
    assert board.run == board.lesson.start()


def test_an_unreadable_typed_play_is_no_mistake() -> None:
    board = ch03()
    board.handle({"type": "play", "text": "hello"})
    assert board.tone == "refused" and board.run.mistakes == 0


# — action steps (the other branch's interface, with a stand-in step) —

@dataclass(frozen=True)
class ActionStep(Step):
    kind: str = "action"

    @property
    def board(self) -> Position:
        return Position.initial()

    def choices(self, lang: str | None = None) -> list[tuple[str, str]]:
        return [("take", "Take" if lang == "en" else "მიღება"),
                ("drop", "Pass" if lang == "en" else "უარი")]

    def check(self, answer: Any, lang: str | None = None) -> StepResult:
        if answer == "take":
            return StepResult(Verdict.RIGHT, "right: take")
        return StepResult(Verdict.OTHER_LEGAL, "legal, but not this step's", "R120")


def action_lesson() -> Lesson:
    step = ActionStep(id="a1", position="start", dice="", play="", task={"ka": "მიიღებთ?"},
                      why={"ka": "კი"})
    first = read_lesson(lesson_file(3)).steps[0]
    return Lesson(8, {"ka": "კუბი"}, (step, first))


def test_an_action_step_offers_its_choices_as_buttons() -> None:
    board = LessonBoard(action_lesson(), lang="ka")
    state = board.state()
    assert state["kind"] == "action" and state["svg"].startswith("<svg")
    assert state["choices"] == [{"key": "take", "label": "მიღება"},
                                {"key": "drop", "label": "უარი"}]
    assert "confirm" not in {b["action"] for b in state["buttons"]}
    board.click(13)
    assert board.tone == "refused" and "ღილაკებით" in board.message
    board.handle({"type": "choose", "key": "double"})
    assert board.tone == "refused" and board.run.mistakes == 0
    board.handle({"type": "choose", "key": "drop"})
    assert board.tone == "other_legal" and board.run.mistakes == 1 and board.rule == "R120"
    board.handle({"type": "choose", "key": "take"})
    assert board.tone == "right" and board.state()["choices"] == []
    board.next()
    assert board.state()["kind"] == "play" and board.board is not None


def test_a_long_nardi_step_is_played_on_a_long_board() -> None:
    start = LongPosition.initial()
    plays = [str(p) for p in start.legal_plays(Dice.parse("6-5"))]
    lesson = lesson_from_data({"chapter": 22, "title": {"ka": "გრძელი"}, "steps": [
        {"id": "l1", "variant": "long", "position": "start", "dice": "6-5", "play": plays[0],
         "task": {"ka": "ითამაშეთ"}, "why": {"ka": "ასე"}}]})
    board = LessonBoard(lesson, lang="ka")
    assert board.board is not None and board.board.variant == "long"
    turn = board.board.turn
    assert turn is not None
    board.handle({"type": "play", "text": plays[0]})
    assert board.tone == "right" and board.finished


# — every lesson file can be played to the end on the board —

@pytest.mark.parametrize("lesson", load_lessons(), ids=lambda ls: f"ch{ls.chapter:02d}")
def test_every_lesson_file_is_solved_by_its_intended_plays(lesson: Lesson) -> None:
    board = LessonBoard(lesson, lang="ka")
    for step in lesson.steps:
        if getattr(step, "kind", "play") == "play":
            board.handle({"type": "play", "text": step.play})
        else:  # an action step: its intended key
            board.handle({"type": "choose", "key": step.play})
        assert board.tone == "right", (step.id, board.message)
        board.next()
    assert board.finished and board.run.stars == 3


# — random events: never raises, the run stays consistent —

EVENT = st.one_of(
    st.fixed_dictionaries({"type": st.just("click"),
                           "point": st.one_of(st.integers(-3, 30), st.text(max_size=3),
                                              st.none(), st.booleans())}),
    st.fixed_dictionaries({"type": st.sampled_from(
        ["confirm", "undo", "undo_turn", "hint", "next", "restart", "roll", "bogus"])}),
    st.fixed_dictionaries({"type": st.just("choose"), "key": st.text(max_size=5)}),
    st.fixed_dictionaries({"type": st.just("play"),
                           "text": st.sampled_from(["13/7", "13/9 10/8", "24/18(2) 13/7(2)",
                                                    "13/8", "x", ""])}),
    st.none(), st.integers(), st.text(max_size=5), st.lists(st.integers(), max_size=2),
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.one_of(EVENT, st.sampled_from(
    [{"type": "click", "point": p} for p in (24, 18, 13, 10, 9, 8, 7, 6)])), max_size=40))
def test_random_event_sequences_never_raise_and_keep_the_run_consistent(events: list) -> None:
    saved: list[tuple[int, int]] = []
    board = ch03(on_finish=lambda c, s: saved.append((c, s)))
    total = len(board.lesson.steps)
    for event in events:
        board.handle(event)
        run = board.run
        assert 0 <= run.step <= total and run.mistakes >= 0 and run.hints >= 0
        shown = board.state()["step"] - 1
        assert shown == (run.step - 1 if board.solved else run.step)
        assert board.solved or not board.finished
        if board.board is not None and board.board.turn is not None and not board.solved:
            assert board.board.turn.position == board.shown.board  # the step's own start
        json.dumps(board.state())
        assert board.message and board.tone in ("info", "right", "other_legal", "illegal",
                                                "refused", "hint")
    assert len(saved) <= sum(1 for e in events if isinstance(e, dict)
                             and e.get("type") == "restart") + 1


# — the bridge to the browser —

def test_new_lesson_and_its_events_as_json() -> None:
    state = json.loads(new_lesson(json.dumps(lesson_data(3)), "ka"))
    assert state["ok"] and state["counter"] == "ნაბიჯი 1 / 3" and state["svg"].startswith("<svg")
    board_id = state["id"]
    for point in (13, 9, 10, 8):
        state = json.loads(lesson_event(board_id, json.dumps({"type": "click", "point": point})))
    state = json.loads(lesson_event(board_id, '{"type": "confirm"}'))
    assert state["ok"] and state["tone"] == "other_legal" and OTHER_LEGAL_KA in state["message"]


@pytest.mark.parametrize("text", [None, 3, "", "{", "[]", '{"chapter": 3}', "null",
                                  '{"chapter": 3, "title": "t", "steps": [1]}',
                                  '{"chapter": true, "title": "t", "steps": [{}]}',
                                  "[" * 5000, "x" * 300_000])
def test_new_lesson_refuses_what_is_no_lesson(text: Any) -> None:
    out = json.loads(new_lesson(text, "ka"))
    assert out["ok"] is False and out["error"] is True and out["message"]
    assert out["id"] is None and out["svg"] is None


@pytest.mark.parametrize("board_id, message", [
    (10**9, '{"type": "confirm"}'), ("1", '{"type": "confirm"}'), (True, "{}"), (None, "{}"),
])
def test_lesson_event_on_no_board_is_an_error(board_id: Any, message: str) -> None:
    out = json.loads(lesson_event(board_id, message))
    assert out["ok"] is False and "აღარ არსებობს" in out["message"]


@given(st.one_of(st.text(max_size=60), st.none(), st.integers()))
@settings(max_examples=80, deadline=None)
def test_lesson_event_never_raises_on_bad_messages(message: Any) -> None:
    state = json.loads(new_lesson(json.dumps(lesson_data(3)), "en"))
    out = json.loads(lesson_event(state["id"], message))
    assert out["ok"] is True and out["step"] == 1 and out["message"]


def test_lesson_boards_are_freed_least_recently_used_first() -> None:
    """Every open page of the book shares one Python (a shared worker): a lesson board a page
    keeps using stays while other pages make lessons of their own; the one left longest unused
    goes first, and its next event says so."""
    from nardi_teach.web import lessons

    text = json.dumps(lesson_data(3))
    first = json.loads(new_lesson(text, "en"))["id"]
    kept = json.loads(new_lesson(text, "en"))["id"]
    for i in range(lessons.MAX_BOARDS + 5):
        new_lesson(text, "en")
        if i % 50 == 0:  # its page keeps using this one
            assert json.loads(lesson_event(kept, '{"type": "undo"}'))["ok"]
    assert len(lessons._boards) <= lessons.MAX_BOARDS
    assert json.loads(lesson_event(kept, '{"type": "undo"}'))["ok"]
    gone = json.loads(lesson_event(first, '{"type": "undo"}'))
    assert gone["ok"] is False and gone["code"] == "live.no_board"


def test_new_lesson_in_an_unknown_language_falls_back() -> None:
    out = json.loads(new_lesson(json.dumps(lesson_data(3)), "fr"))
    assert out["ok"] and out["counter"] in ("ნაბიჯი 1 / 3", "Step 1 / 3")


def test_the_static_lesson_reads_without_javascript() -> None:
    html = lesson_html(lesson_data(3), "ka")
    assert 'data-nardi-live-part="lesson"' in html and "data-lesson=" in html
    assert "<svg" in html and "სვლა კამათლებით" in html and "ნაბიჯი 1 / 3" in html
    assert "ორივე რიცხვი ერთი ქვით ითამაშეთ" in html
    assert "__line__" not in html


def test_the_lesson_map_lists_every_lesson_file_with_stars(tmp_path: Any) -> None:
    lessons = load_lessons()
    store = Progress(tmp_path / "p.json")
    store.record_lesson(3, 2)
    html = lesson_map_html(lessons, store.lesson_stars, "ka")
    book = Path(__file__).resolve().parents[2] / "book"
    for lesson in lessons:
        assert f'data-chapter="{lesson.chapter}"' in html
        page = next(book.glob(f"{lesson.chapter:02d}_*.md"))
        # the map names the chapter by its page's heading (what the contents print), not by a
        # second title typed into the lesson file
        heading = next(line[2:].strip() for line in page.read_text("utf-8").splitlines()
                       if line.startswith("# "))
        assert f">{escape(heading)}</a>" in html
        # the link goes to the lesson section where the chapter has one, else to the chapter
        label = f"ch{lesson.chapter:02d}-lesson"
        target = f"{page.name}#{label}" if f"({label})=" in page.read_text("utf-8") \
            else f'{page.name}"'
        assert f'href="{target}' in html
    assert html.count("★★☆") == 1 and "ჯერ არ დაწყებულა" in html
    assert 'href="03_moving.md#ch03-lesson"' in html


def test_the_lesson_map_in_english_keeps_the_lessons_own_titles() -> None:
    lessons = load_lessons()
    html = lesson_map_html(lessons, None, "en")
    assert all(f">{escape(lesson.title_text('en'))}</a>" in html for lesson in lessons)


def test_star_text() -> None:
    assert [star_text(n) for n in (1, 2, 3)] == ["★☆☆", "★★☆", "★★★"]


def test_the_lab_widget_records_the_best_stars(tmp_path: Any) -> None:
    pytest.importorskip("ipywidgets")
    from nardi_teach.notebook.lessons import LessonWidget

    path = tmp_path / "progress.json"
    widget = LessonWidget(read_lesson(lesson_file(3)), lang="ka", progress=path,
                          data=lesson_data(3))
    assert widget.buttons["confirm"].description == "დადასტურება"
    widget.click(13)
    widget.click(9)
    widget.click(10)
    widget.click(8)
    widget.buttons["confirm"].click()
    assert OTHER_LEGAL_KA in widget.message.value
    widget._on_msg(None, {"type": "click", "point": 13}, [])
    widget.click(7)
    widget.buttons["confirm"].click()
    assert widget.buttons["next"].disabled is False
    widget.buttons["next"].click()
    for point in (24, 18, 24, 18, 13, 7, 13, 7):
        widget.click(point)
    widget.buttons["confirm"].click()
    widget.buttons["next"].click()
    widget.click(13)
    widget.click(7)
    widget.buttons["confirm"].click()
    assert "★★☆" in widget.message.value
    assert Progress(path).lesson_stars(3) == 2
    widget.buttons["restart"].click()
    solve_ch03(widget.board)
    widget.refresh()
    assert Progress(path).lesson_stars(3) == 3
    bundle, _ = widget._repr_mimebundle_()
    assert 'data-nardi-live-part="lesson"' in bundle["text/html"]


# — the book's helpers —

def test_the_book_shows_a_lesson_and_the_map_as_static_html_with_a_widget_in_lab(
        tmp_path: Any, monkeypatch: Any) -> None:
    import sys

    book = Path(__file__).resolve().parents[2] / "book"
    monkeypatch.syspath_prepend(str(book))
    monkeypatch.setenv("NARDI_TEACH_PROGRESS", str(tmp_path / "progress.json"))
    import nardi_book

    shown = nardi_book.lesson(3)
    data, _ = shown._repr_mimebundle_()
    assert 'data-nardi-live-part="lesson"' in data["text/html"]  # no kernel: no widget view
    assert set(data) == {"text/html", "text/plain"}
    Progress(tmp_path / "progress.json").record_lesson(4, 3)
    from nardi_teach.notebook.lesson_show import LessonMapView, LessonView

    lab = LessonMapView(live=True, book=book)
    assert "★★★" in lab.stars_html and "★★★" not in lab.html  # the book never shows the
    data, _ = lab._repr_mimebundle_()                          # builder's own stars
    assert "application/vnd.jupyter.widget-view+json" in data
    assert data["text/html"] == lab.html
    view = LessonView(3, live=True)
    data, _ = view._repr_mimebundle_()
    assert "application/vnd.jupyter.widget-view+json" in data and "<svg" in data["text/html"]
    assert "nardi_book" in sys.modules


def test_the_book_build_remakes_lessons_and_the_map_from_the_lesson_files(
        monkeypatch: Any) -> None:
    """The notebooks' outputs come from a cache keyed by code: the build's extension makes
    each lesson and the map afresh, so an edited or a new lesson file always shows."""
    monkeypatch.syspath_prepend(str(Path(__file__).resolve().parents[2] / "book" / "_ext"))
    from nardi_lessons import fresh_lessons, lessons_signature

    stale = ('<p>before</p><section class="nardi-lesson" data-nardi-live-part="lesson" '
             'data-chapter="3" data-lang="ka" data-lesson="{}"><div>old</div></section>'
             '<nav class="nardi-lesson-map" data-store="nardi-lessons"><ol></ol></nav>'
             '<p>after</p>')
    body = fresh_lessons(stale, "ka")
    assert body.startswith("<p>before</p>") and body.endswith("<p>after</p>")
    assert "<div>old</div>" not in body and "ნაბიჯი 1 / 3" in body
    assert body.count('class="nardi-lesson-entry"') == len(load_lessons())
    assert 'href="03_moving.html#ch03-lesson"' in body and ".md#" not in body
    assert '.md"' not in body  # a chapter without its lesson section yet: its page
    assert len(lessons_signature()) == 64


def test_lesson_map_numbers_chapters_as_the_published_book_does():
    """Part II's files are 21–26 but the book numbers its chapters on from Part I (13–18):
    the map must say the number the reader sees in the sidebar and the headings."""
    import re

    from nardi_teach.html.lessons import book_number, lesson_map_html
    from nardi_teach.i18n import translate
    from nardi_teach.lessons.lesson import load_lessons
    toc = (Path(__file__).resolve().parents[2] / "_toc.yml").read_text("utf-8")
    files = [f for part in toc.split("- caption:")[1:] if "numbered: true" in part
             for f in re.findall(r"file: book/(\w+)", part)]
    assert book_number(21) == files.index("21_long_board") + 1 != 21
    assert book_number(3) == files.index("03_moving") + 1
    html = lesson_map_html(load_lessons(), lang="ka")
    assert translate("lesson.map.chapter", "ka", chapter=book_number(26)) in html
    assert translate("lesson.map.chapter", "ka", chapter=26) not in html
