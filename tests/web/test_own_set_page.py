"""Issue 37, point 6: a teacher's own set is a page of the book — ``exercises/ch40.yaml`` and
``lessons/ch40.yaml`` with no chapter page get one at build time (``book/_ext/nardi_sets.py``),
listed in the contents and linked from the intro's lesson map, with no ``_toc.yml`` to edit.

The build itself (a copy of the repository with a ch40 set) is checked by
``NARDI_OWN_SET_HTML``: the built ``_build/html`` of such a copy, when given."""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path

import pytest

from nardi_teach.html.lessons import lesson_map_html
from nardi_teach.lessons.lesson import load_lessons

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import nardi_sets  # noqa: E402  (the Sphinx extension)

EXERCISES = """chapter: 40
exercises:
  - id: ch40-pips
    kind: pips
    position: "X{6:2, 5:3, 4:4, 3:2, 1:1, off:3} O{19:2}"
    rules: [R16]
    question: რამდენი აქვს თეთრს გასავლელი?
"""
LESSON = """chapter: 40
title: {ka: გატანა და თავი, en: Bearing off and the head}
steps:
  - id: ch40-l1-off
    position: "X{5:1, 3:1, off:13} O{19:3}"
    dice: 5-3
    play: 5/off 3/off
    rules: [R67, R73]
    task: გაიტანეთ ორივე ქვა.
    why: ზუსტი რიცხვით ქვა იმავე პუნქტიდან გადის (5/off 3/off).
"""


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A small copy of the repository's layout: the toc, two chapter pages, the lesson and
    exercise folders with chapter 3's files and a teacher's chapter 40."""
    for name in ("_toc.yml",):
        shutil.copy(ROOT / name, tmp_path / name)
    (tmp_path / "book").mkdir()
    for page in ("03_moving.md", "intro.md"):
        shutil.copy(ROOT / "book" / page, tmp_path / "book" / page)
    for folder in ("exercises", "lessons"):
        (tmp_path / folder).mkdir()
        shutil.copy(ROOT / folder / "ch03.yaml", tmp_path / folder / "ch03.yaml")
    (tmp_path / "exercises" / "ch40.yaml").write_text(EXERCISES, encoding="utf-8")
    (tmp_path / "lessons" / "ch40.yaml").write_text(LESSON, encoding="utf-8")
    return tmp_path


def test_a_set_without_a_page_gets_one(repo: Path) -> None:
    assert nardi_sets.write_pages(repo) == ["book/40_own_set"]
    page = (repo / "book" / "40_own_set.md").read_text("utf-8")
    assert "# გატანა და თავი" in page  # the lesson's title
    assert "(ch40-lesson)=" in page and "lesson(40)" in page and "show_exercises(40)" in page
    assert not (repo / "book" / "03_own_set.md").exists()  # chapter 3 has its page
    assert (repo / "book" / "03_moving.md").read_text("utf-8") == (
        ROOT / "book" / "03_moving.md").read_text("utf-8")


def test_the_page_follows_the_set(repo: Path) -> None:
    nardi_sets.write_pages(repo)
    page = repo / "book" / "40_own_set.md"
    before = page.read_text("utf-8")
    (repo / "exercises" / "ch40.yaml").write_text(EXERCISES.replace("6:2", "6:1"), "utf-8")
    nardi_sets.write_pages(repo)
    after = page.read_text("utf-8")
    assert before != after  # the cell changes: the execution cache runs it again
    (repo / "lessons" / "ch40.yaml").unlink()
    nardi_sets.write_pages(repo)
    alone = page.read_text("utf-8")
    assert "lesson(40)" not in alone and "# სავარჯიშოები — თავი 40" in alone
    (repo / "exercises" / "ch40.yaml").unlink()
    assert nardi_sets.write_pages(repo) == [] and not page.exists()  # the set is gone


def test_a_page_written_by_hand_wins(repo: Path) -> None:
    nardi_sets.write_pages(repo)
    (repo / "book" / "40_my_chapter.md").write_text("# ჩემი თავი\n", encoding="utf-8")
    assert nardi_sets.write_pages(repo) == []
    assert not (repo / "book" / "40_own_set.md").exists()
    assert (repo / "book" / "40_my_chapter.md").exists()  # never touched


def test_the_page_is_in_the_contents_after_part_three(repo: Path) -> None:
    from sphinx_external_toc.parsing import parse_toc_yaml

    site_map = parse_toc_yaml(repo / "_toc.yml")
    parts = len(site_map[site_map.root.docname].subtrees)
    nardi_sets.add_to_contents(site_map, nardi_sets.write_pages(repo), "მასწავლებლის ნაკრებები")
    trees = site_map[site_map.root.docname].subtrees
    assert len(trees) == parts + 1
    assert trees[3].caption == "მასწავლებლის ნაკრებები" and trees[3].items == ["book/40_own_set"]
    assert trees[2].items[-1] == "book/36_raise_cube" and "book/40_own_set" in site_map


def test_the_lesson_map_links_the_page(repo: Path) -> None:
    html = lesson_map_html(load_lessons(repo / "lessons"), None, "ka", repo / "book")
    assert 'href="40_own_set.md' not in html  # no page yet: plain text, as the teacher saw
    nardi_sets.write_pages(repo)
    html = lesson_map_html(load_lessons(repo / "lessons"), None, "ka", repo / "book")
    assert re.search(r'href="40_own_set\.md#ch40-lesson">გატანა და თავი</a>', html)


BUILT = os.environ.get("NARDI_OWN_SET_HTML")


@pytest.mark.skipif(not BUILT, reason="NARDI_OWN_SET_HTML: a built copy with a ch40 set")
def test_the_built_book_shows_the_set() -> None:
    html = Path(str(BUILT))
    page = (html / "book" / "40_own_set.html").read_text("utf-8")
    assert "გატანა და თავი" in page and 'data-exercise="ch40-pips"' in page
    assert 'class="nardi-lesson"' in page
    intro = (html / "book" / "intro.html").read_text("utf-8")
    assert re.search(r'href="40_own_set\.html#ch40-lesson"', intro)  # the lesson map
    assert "მასწავლებლის ნაკრებები" in intro and 'href="40_own_set.html"' in intro  # contents


def test_the_guide_says_a_set_becomes_a_page() -> None:
    from nardi_teach import translate

    guide = (ROOT / "book" / "teachers.md").read_text("utf-8")
    section = guide.split("## თქვენი ნაკრები")[1].split("\n## ")[0]
    assert "make book" in section and "`_toc.yml`" in section
    assert f"„{translate('teach.set.part', 'ka')}“" in section
    assert nardi_sets.SUFFIX.removesuffix(".md") in section  # the page's file, book/40_own_set.md


# — the set by its title on the progress, review and class pages (issue 37) —


def test_a_set_is_named_by_its_title_not_as_chapter_40(repo: Path) -> None:
    from nardi_teach.html.lessons import chapter_name

    book = repo / "book"
    nardi_sets.write_pages(repo)
    assert chapter_name(40, "ka", book) == "გატანა და თავი"
    assert chapter_name(3, "ka", book) == "თავი 3"
    (repo / "lessons" / "ch40.yaml").unlink()  # exercises alone: the page's own heading
    assert chapter_name(40, "ka", book) == "სავარჯიშოები — თავი 40"


def test_the_progress_pages_list_the_set_by_its_title(repo: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """``book_chapters`` (what the progress, review and class pages are built with) has the
    set's page with its title, in the teachers' part; the progress table shows it so."""
    import json

    from nardi_teach import translate
    from nardi_teach.web.review import review_state

    sys.path.insert(0, str(ROOT / "book"))
    import nardi_book

    nardi_sets.write_pages(repo)
    monkeypatch.setattr(nardi_book, "HERE", repo / "book")
    chapters = nardi_book.book_chapters()
    assert chapters[40] == {"title": "გატანა და თავი", "href": "40_own_set.md",
                            "lesson": "ch40-lesson", "own": "1"}
    assert chapters[3]["number"] == "3" and "own" not in chapters[3]
    lessons = json.dumps({"40": {"stars": 2, "at": "2026-12-06T10:00:00Z"}})
    state = json.loads(review_state("{}", lessons, "2026-12-06T11:00:00Z", "ka",
                                    json.dumps(chapters)))
    row = next(r for r in state["summary"]["chapters"] if r["chapter"] == 40)
    assert row["title"] == "გატანა და თავი" and row["href"] == "40_own_set.md"
    assert row["part"] == translate("teach.set.part", "ka")
    # the file-based class table: its column and its sentences name the set by its title
    from nardi_teach.html.classroom import _label, _where

    titles = {int(k): v for k, v in chapters.items()}
    assert _label(40, titles, "ka") == _where(40, titles, "ka") == "გატანა და თავი"
    assert (_label(3, titles, "ka"), _where(3, titles, "ka")) == ("3", "თავი 3")


def test_every_built_page_carries_the_sets_titles(repo: Path) -> None:
    """The progress, review and class pages are cached by the build (their cells do not
    change when a set is added): the set's title and address come from every page's meta."""
    import json
    from html import unescape
    from types import SimpleNamespace

    names = nardi_sets.write_pages(repo)
    app = SimpleNamespace(nardi_own_sets=names, srcdir=str(repo),
                          config=SimpleNamespace(language="ka"),
                          builder=SimpleNamespace(get_relative_uri=lambda page, doc:
                                                  doc.rsplit("/", 1)[-1] + ".html"))
    context: dict[str, str] = {}
    nardi_sets._meta(app, "book/progress", "page.html", context, None)
    content = re.search(r'<meta name="nardi-own-sets" content="([^"]*)">',
                        context["metatags"])
    assert content
    assert json.loads(unescape(content.group(1))) == {"40": {
        "title": "გატანა და თავი", "href": "40_own_set.html", "lesson": "ch40-lesson",
        "own": "1"}}


def test_the_class_servers_table_names_the_set_by_its_title() -> None:
    from dataclasses import replace

    from exercise_bank import bank as shared_bank

    from nardi_teach.classroom.summary import labels
    from nardi_teach.html.lessons import book_number, own_set_title

    bank = [ex for ex in shared_bank() if ex.chapter == 21][:1]
    own = [replace(ex, id="ch40-own", chapter=40) for ex in bank]
    got = labels(bank + own, "ka")
    assert got[bank[0].id] == f"თავი {book_number(21)} · 1"
    assert got[own[0].id] == f"{own_set_title(40, 'ka')} · 1" != "თავი 40 · 1"


def test_a_new_set_makes_the_chapter_listing_pages_run_again(repo: Path) -> None:
    """A rebuild after a set is added reads the intro (lesson map), progress, review and class
    pages again and changes their cells' hash, so neither Sphinx nor the execution cache keeps
    their old output; with no set they are left as they are."""
    from types import SimpleNamespace

    (repo / "exercises" / "ch40.yaml").unlink()
    (repo / "lessons" / "ch40.yaml").unlink()
    assert nardi_sets.signature(repo) == ""
    env = SimpleNamespace(found_docs={*nardi_sets.DEPENDENT, "book/03_moving"})
    app = SimpleNamespace(nardi_own_sig="")
    assert nardi_sets._outdated(app, env, set(), set(), set()) == []
    source = ["# intro\n"]
    nardi_sets._source(app, "book/intro", source)
    assert source == ["# intro\n"]  # no set: the page's cells keep their hash
    (repo / "exercises" / "ch40.yaml").write_text(EXERCISES, encoding="utf-8")
    app.nardi_own_sig = first = nardi_sets.signature(repo)
    assert first and sorted(nardi_sets._outdated(app, env, set(), set(), set())) == sorted(
        nardi_sets.DEPENDENT)
    assert nardi_sets._outdated(app, env, set(), set(), set()) == []  # once per change
    nardi_sets._source(app, "book/intro", source)
    assert f"{nardi_sets.MARK} the teachers' sets are {first}" in source[0]
    assert ":tags: [remove-cell]" in source[0]
    other = ["# a chapter\n"]
    nardi_sets._source(app, "book/03_moving", other)
    assert other == ["# a chapter\n"]
    (repo / "lessons" / "ch40.yaml").write_text(LESSON, encoding="utf-8")
    app.nardi_own_sig = nardi_sets.signature(repo)
    assert app.nardi_own_sig != first and nardi_sets._outdated(app, env, set(), set(), set())


@pytest.mark.skipif(not BUILT, reason="NARDI_OWN_SET_HTML: a built copy with a ch40 set")
def test_the_built_progress_page_names_the_set_by_its_title(browser: object) -> None:
    """In Chromium, on the built copy: a pupil's stars in the set's lesson show on the progress
    page under the set's title, in the teachers' part, with a link to its page."""
    import functools
    import http.server
    import threading

    from browser import LIVE, READY_MS, new_context, offline

    html = Path(str(BUILT))
    static = (html / "book" / "progress.html").read_text("utf-8")
    assert 'data-chapter="40"' in static and "გატანა და თავი" in static  # the page ran again
    assert 'name="nardi-own-sets"' in static

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: object) -> None:
            pass

    server = http.server.ThreadingHTTPServer(
        ("127.0.0.1", 0), functools.partial(Quiet, directory=str(html)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        context = new_context(browser)
        context.route("**/*", offline)
        page = context.new_page()
        url = f"http://127.0.0.1:{server.server_address[1]}/book/progress.html"
        page.goto(url, wait_until="load")
        page.evaluate("localStorage.setItem('nardi-lessons', JSON.stringify("
                      "{'40': {stars: 2, at: '2026-12-06T10:00:00Z'}}))")
        page.reload(wait_until="load")
        page.wait_for_function(LIVE, timeout=READY_MS)
        row = page.locator(".nardi-progress-table tr[data-chapter='40']")
        row.wait_for(timeout=60_000)
        text = row.inner_text()
        caption = row.locator("xpath=ancestor::table/caption").inner_text()
        href = row.locator("a[data-chapter='40']").get_attribute("href")
        context.close()
    finally:
        server.shutdown()
    assert "გატანა და თავი" in text and "თავი 40" not in text and "★★☆" in text
    assert caption == "მასწავლებლის ნაკრებები" and href and href.startswith("40_own_set")


def test_a_teachers_set_never_becomes_the_guides_example(tmp_path: Path) -> None:
    """The guide's kinds reference shows the book's own exercises: a teacher's shorter one in
    ``ch40.yaml`` is not taken as the example after a rebuild (teacher-t4, minor)."""
    from nardi_teach.exercises.reference import kind_reference

    bank = tmp_path / "exercises"
    shutil.copytree(ROOT / "exercises", bank)
    (bank / "ch40.yaml").write_text(
        'chapter: 40\nexercises:\n  - id: ch40-p\n    kind: pips\n'
        '    position: "X{1:1, off:14} O{24:1, off:14}"\n    rules: [R16]\n'
        "    question: რამდენი?\n", encoding="utf-8")
    pips = next(k for k in kind_reference("ka", bank) if k.name == "pips")
    assert "ch40" not in pips.source and "ch40-p" not in pips.example
