"""The review and progress pages (issue 15): the live book's bridge ``review_state`` over the
browser's storage (whatever is in it), and the JupyterLab path over a temporary progress
store with an injected clock."""

from __future__ import annotations

import doctest
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from exercise_bank import bank
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach.exercises.bank import LOADED
from nardi_teach.html import review as review_page
from nardi_teach.html.review import when
from nardi_teach.notebook.review_show import progress_view, review_html, review_view
from nardi_teach.progress.review import DAY
from nardi_teach.progress.store import LOG_MAX, Progress
from nardi_teach.web import review as review_bridge
from nardi_teach.web.review import review_state

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)
BANK = bank()
EX = next(ex for ex in BANK if ex.chapter == 3)  # the first exercise of chapter 3
IDS_3 = [ex.id for ex in BANK if ex.chapter == 3]
CHAPTERS = {3: {"title": "სვლა და კამათლები", "href": "03_moving.md"}}


@pytest.fixture(autouse=True, scope="module")
def whole_bank() -> object:
    """The bank the live book loads is the whole bank (another test may have loaded less)."""
    kept = dict(LOADED)
    LOADED.clear()
    LOADED.update({ex.id: ex for ex in BANK})
    yield
    LOADED.clear()
    LOADED.update(kept)


def iso(t: datetime) -> str:
    return t.isoformat().replace("+00:00", "Z")


def stored(*records: tuple[str, datetime, bool], shown: bool = False, **extra: object) -> str:
    """Browser storage as nardi_live.js writes it: the last answer and a timed log."""
    out: dict[str, dict] = {}
    for item, at, correct in records:
        entry = out.setdefault(item, {"answer": "x", "correct": correct, "message": "…",
                                      "rule": "", "attempts": 0, "solved": False, "log": []})
        entry["attempts"] += 1
        entry["solved"] = entry["solved"] or correct
        entry["log"].append({"item": item, "at": iso(at), "correct": correct,
                             **({"shown_solution": True} if shown else {})})
    out.update(extra)
    return json.dumps(out)


def state(progress: str, now: datetime, lessons: str = "{}") -> dict:
    return json.loads(review_state(progress, lessons, iso(now), "ka", json.dumps(CHAPTERS)))


def test_docstring_examples() -> None:
    assert doctest.testmod(review_page).failed == 0
    assert doctest.testmod(review_bridge).failed == 0


def test_a_wrong_answer_comes_back_after_a_day_then_after_three_days() -> None:
    missed = stored((EX.id, T0, False))
    now = state(missed, T0 + timedelta(minutes=1))
    assert now["due"] == [] and [u["id"] for u in now["upcoming"]] == [EX.id]
    assert now["upcoming"][0]["when"] == "ხვალ"
    assert "შემდეგი სავარჯიშო ხვალ დაბრუნდება" in now["head_html"]
    later = state(missed, T0 + DAY + timedelta(hours=1))
    assert [d["id"] for d in later["due"]] == [EX.id]
    item = later["due"][0]
    assert f'data-exercise="{EX.id}"' in item["html"]  # the exercise itself, made live there
    assert "სავარჯიშო 1" in item["html"] and 'href="03_moving.md#' in item["html"]
    assert "ახლა გასამეორებელია 1 სავარჯიშო" in later["head_html"]
    reviewed = stored((EX.id, T0, False), (EX.id, T0 + DAY + timedelta(hours=1), True))
    after = state(reviewed, T0 + DAY + timedelta(hours=1, minutes=1))
    assert after["due"] == [] and after["upcoming"][0]["when"] == "3 დღეში"
    assert after["after"][EX.id] == "ეს სავარჯიშო კვლავ 3 დღეში დაბრუნდება."


def test_an_opened_solution_is_a_miss() -> None:
    shown = stored((EX.id, T0, False), shown=True)
    assert [d["id"] for d in state(shown, T0 + 2 * DAY)["due"]] == [EX.id]


def test_old_storage_without_times_gives_no_review_items_but_counts_solved() -> None:
    old = json.dumps({EX.id: {"answer": "x", "correct": True, "attempts": 1, "solved": True}})
    out = state(old, T0)
    assert out["due"] == out["upcoming"] == [] and out["notes"] == []
    row = next(r for r in out["summary"]["chapters"] if r["chapter"] == 3)
    assert (row["solved"], row["total"]) == (1, len(IDS_3))
    assert "ჯერ გასამეორებელი არაფერია" in out["head_html"]


def test_the_table_has_every_chapter_of_every_part_and_the_lesson_stars() -> None:
    out = state("{}", T0, json.dumps({"3": {"stars": 2, "at": iso(T0)}}))
    rows = {r["chapter"]: r for r in out["summary"]["chapters"]}
    assert set(rows) == {ex.chapter for ex in BANK}
    assert {r["part"] for r in rows.values()} == {"პირველი ნაწილი. მოკლე ნარდი",
                                                  "მეორე ნაწილი. გრძელი ნარდი",
                                                  "მესამე ნაწილი. ნარდის ოჯახი"}
    assert {31, 32, 33, 34, 35, 36} <= set(rows)  # Part III: its exercises and its lessons
    assert rows[3]["stars"] == 2 and rows[3]["title"] == "სვლა და კამათლები"
    assert rows[4]["stars"] is None and rows[4]["title"] == "თავი 4"
    assert out["summary"]["total"] == len(BANK)
    assert 'aria-label="2 ვარსკვლავი სამიდან"' in out["progress_html"]
    assert '<a data-chapter="3" href="03_moving.md">სვლა და კამათლები</a>' in out["progress_html"]
    assert f"0 / {len(IDS_3)}" in out["progress_html"]


@pytest.mark.parametrize(("progress", "note"), [
    ("not json {", "დაზიანებულია"),
    ("[1, 2]", "დაზიანებულია"),
    ('"text"', "დაზიანებულია"),
    (json.dumps({EX.id: 5}), "1 ჩანაწერი ვერ წავიკითხე"),
    (json.dumps({EX.id: {"log": "yesterday"}}), "1 ჩანაწერი ვერ წავიკითხე"),
    (json.dumps({"ch99-gone": {"solved": True, "log": []}}), "წიგნში აღარ არის"),
    (stored((EX.id, T0 + 400 * DAY, False)), "მომავალშია"),
    (json.dumps({EX.id: {"log": [{"at": "yesterday"}, {"at": 5}, 7, {}]}}), "4 პასუხს დრო"),
])
def test_storage_that_cannot_be_read_gives_a_georgian_note(progress: str, note: str) -> None:
    out = state(progress, T0)
    assert out["ok"] is True and out["due"] == []
    assert any(note in n for n in out["notes"]), out["notes"]
    assert note in out["head_html"]


def test_readable_records_survive_broken_neighbours() -> None:
    mixed = json.loads(stored((EX.id, T0, False)))
    mixed[EX.id]["log"] += [{"at": "garbage"}, "x"]
    mixed["ch99-gone"] = {"log": []}
    mixed["other"] = [1]
    out = state(json.dumps(mixed), T0 + 2 * DAY)
    assert [d["id"] for d in out["due"]] == [EX.id]
    assert len(out["notes"]) == 3


@pytest.mark.parametrize("lessons", ["{", "[]", '{"x": {"stars": 9}}', '{"3": {"stars": true}}'])
def test_broken_lesson_stars_are_said_and_skipped(lessons: str) -> None:
    out = state("{}", T0, lessons)
    assert any("ვარსკვლავ" in n for n in out["notes"])
    assert all(r["stars"] is None for r in out["summary"]["chapters"])


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=30)
    | st.sampled_from([EX.id, "ch99-x", "2026-03-01T09:00:00Z", "9999-12-31T23:59:59",
                       "0001-01-01", "-1"]),
    lambda inner: st.lists(inner, max_size=4)
    | st.dictionaries(st.sampled_from([EX.id, "at", "log", "item", "correct", "solved",
                                       "stars", "3", "shown_solution", "x"]), inner, max_size=5),
    max_leaves=25)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(progress=JSONISH.map(json.dumps) | st.text(max_size=60),
       lessons=JSONISH.map(json.dumps) | st.text(max_size=30),
       now=st.text(max_size=30) | st.sampled_from(["2026-03-01T09:00:00Z",
                                                     "9999-12-31T23:59:59Z"]),
       chapters=JSONISH.map(json.dumps) | st.text(max_size=20),
       lang=st.sampled_from(["ka", "en", None, "xx"]))
def test_any_storage_gives_a_page_never_an_error(progress: str, lessons: str, now: str,
                                                 chapters: str, lang: str | None) -> None:
    out = json.loads(review_state(progress, lessons, now, lang, chapters))
    assert out["ok"] is True, out
    assert isinstance(out["notes"], list) and isinstance(out["head_html"], str)
    assert out["summary"]["total"] == len(BANK)


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.none(), st.integers(), st.lists(st.integers()), st.binary()))
def test_non_text_arguments_never_raise(value: object) -> None:
    out = json.loads(review_state(value, value, value, value, value))  # type: ignore[arg-type]
    assert out["ok"] is True


def test_when_in_georgian() -> None:
    assert when(T0 + timedelta(hours=5), T0) == "5 საათში"
    assert when(T0 + DAY, T0) == "ხვალ"
    assert when(T0 + 7 * DAY, T0) == "7 დღეში"
    assert when(T0 + 30 * DAY, T0) == "31 მარტს"
    assert when(datetime(2027, 1, 5, tzinfo=UTC), T0) == "2027 წლის 5 იანვარს"
    assert when(T0 + 3 * DAY, T0, "en") == "in 3 days"


# — JupyterLab: the progress store, a temporary file, an injected clock —


@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    monkeypatch.setenv("NARDI_TEACH_PROGRESS", str(path))
    monkeypatch.delenv("NARDI_BOOK_BUILD", raising=False)
    return path


def test_lab_review_queue_with_an_injected_clock(store: Path) -> None:
    progress = Progress()
    assert progress.path == store
    progress.record(EX.id, False, "13/5", at=T0)
    assert review_view(CHAPTERS, live=True, now=T0 + timedelta(hours=2)).widget.due_ids() == []
    clock = {"now": T0 + DAY + timedelta(hours=1)}
    page = review_view(CHAPTERS, live=True, now=lambda: clock["now"])
    review = page.widget
    assert review.due_ids() == [EX.id]
    assert "ახლა გასამეორებელია 1 სავარჯიშო" in review.head.value
    exercise = review.exercises[EX.id]
    right = EX.solution().answer
    assert exercise.check(right).correct
    assert review.due_ids() == []
    assert "3 დღეში" in review.later.value and "3 დღეში" in review.notes_after[EX.id].value
    logged = json.loads(store.read_text("utf-8"))[EX.id]["log"]
    assert [r["correct"] for r in logged] == [False, True]  # answered at the page's clock
    assert logged[-1]["at"].startswith("2026-03-02T10:00")
    clock["now"] += 3 * DAY
    review.load()
    assert review.due_ids() == [EX.id]
    review.exercises[EX.id].show_solution()  # a miss: back to the first interval
    assert review.due_ids() == [] and "ხვალ" in review.later.value


def test_lab_progress_table(store: Path) -> None:
    progress = Progress()
    progress.record(IDS_3[0], True, "x", at=T0)
    progress.record(IDS_3[1], False, "x", at=T0)
    progress.record_lesson(3, 3)
    table = progress_view(CHAPTERS, live=True).widget.table.value
    assert f"1 / {len(IDS_3)}" in table and 'aria-label="3 ვარსკვლავი სამიდან"' in table
    assert "სვლა და კამათლები" in table


def test_a_broken_progress_file_is_kept_aside_and_said(store: Path) -> None:
    store.write_text("{broken", "utf-8")
    review = review_view(CHAPTERS, live=True, now=T0).widget
    assert review.due_ids() == []
    assert "⚠" in review.head.value
    assert list(store.parent.glob("progress.json.broken-*"))


def test_the_build_shows_the_static_state_only(store: Path, monkeypatch: pytest.MonkeyPatch
                                               ) -> None:
    """The build machine's own progress never reaches the published pages."""
    progress = Progress()
    for exercise_id in IDS_3:
        progress.record(exercise_id, True, "SECRET-ANSWER", at=T0)
    monkeypatch.setenv("NARDI_BOOK_BUILD", "1")
    for page in (review_view(CHAPTERS, live=True), progress_view(CHAPTERS, live=True)):
        assert page.widget is None
        data, _meta = page._repr_mimebundle_()
        assert set(data) == {"text/html", "text/plain"}
        assert "SECRET" not in data["text/html"]
        assert f"{len(IDS_3)} / {len(IDS_3)}" not in data["text/html"]
    assert 'data-nardi-live-part="review"' in review_html(CHAPTERS)


def test_log_cap_matches_the_browser() -> None:
    script = (Path(__file__).parents[2] / "book" / "_static" / "nardi_store.js").read_text("utf-8")
    assert f"const LOG_MAX = {LOG_MAX};" in script


def test_progress_table_stars_lead_to_the_chapters_lesson():
    """Each chapter's stars cell links to its «გაკვეთილი» section (every chapter has one)."""
    import re
    from pathlib import Path

    from nardi_teach.html.review import progress_html
    row = {"part": "I", "chapter": 3, "title": "სვლა", "href": "03_moving.html", "solved": 1,
           "total": 2, "stars": 2}
    html = progress_html({"chapters": [row], "solved": 1, "total": 2}, "ka")
    assert 'href="03_moving.html#ch03-lesson"' in html
    book = Path(__file__).resolve().parents[2] / "book"
    for page in book.glob("[0-9][0-9]_*.md"):
        number = int(page.name[:2])
        assert re.search(rf"^\(ch{number:02d}-lesson\)=$", page.read_text("utf-8"), re.M), page


def test_progress_table_stars_of_a_chapter_without_a_lesson_link_nowhere():
    """A chapter whose lesson section is not written yet (``lesson: ""``) shows its stars cell
    without a link, so the table never points at a section that is not there."""
    from nardi_teach.html.review import progress_html
    row = {"part": "III", "chapter": 31, "title": "ოჯახი", "href": "31_family.html",
           "lesson": "", "solved": 0, "total": 8, "stars": None}
    html = progress_html({"chapters": [row], "solved": 0, "total": 8}, "ka")
    assert "#ch31-lesson" not in html and 'href="31_family.html"' in html
    assert 'data-lesson=""' in html  # what the page's script reads back
    row["lesson"] = "ch31-lesson"
    assert 'href="31_family.html#ch31-lesson"' in progress_html(
        {"chapters": [row], "solved": 0, "total": 8}, "ka")
