"""In JupyterLab a chapter's cross-references read as the titles they point to (issue 24).

JupyterLab's MyST sees one file at a time and showed ``{ref}`ch-board``` as the raw id with a ⓘ.
The book's contents manager hands Lab every ``{ref}`` as a link with the target's title (a
relative ``.md`` link, which Lab opens) and turns those links back into ``{ref}`` on save
(``test_lab_chapters.py`` checks that an unchanged chapter is written back byte for byte).
"""

from __future__ import annotations

import asyncio
import re
import shutil
import sys
from pathlib import Path

import pytest

BOOK = Path(__file__).resolve().parents[2] / "book"
EXT = BOOK / "_ext"
sys.path.insert(0, str(EXT))
from nardi_lab import ChapterContentsManager, links_as_refs, ref_targets, refs_as_links  # noqa: E402

sys.path.remove(str(EXT))
CHAPTERS = sorted(p for p in BOOK.glob("*.md") if "`" in p.read_text("utf-8"))


def test_every_ref_of_the_book_has_a_title_and_comes_back() -> None:
    targets = ref_targets(BOOK)
    for chapter in CHAPTERS:
        text = chapter.read_text("utf-8")
        shown = refs_as_links(text, targets)
        assert re.findall(r"\{(?:ref|rule)\}`[^`]*`", shown) == [], chapter.name
        assert links_as_refs(shown, targets) == text, chapter.name


def test_part_three_refs_and_decisions_read_as_titles_in_lab() -> None:
    """Part III links V-ids (the family's decisions) and gives refs titles of its own that may
    be the section's very title ({ref}`დუბლი <r32>`): both are links in Lab, and come back."""
    targets = ref_targets(BOOK)
    text = "იხ. {ref}`დუბლი <r32>`, {ref}`r32` და {rule}`V31`."
    shown = refs_as_links(text, targets)
    assert shown == ('იხ. [დუბლი](<03_moving.md#r32> "დუბლი"), [დუბლი](<03_moving.md#r32>) და '
                     '[§](<rules.md#rule-v31> "V31").')
    assert links_as_refs(shown, targets) == text
    # a link's text changed in Lab is kept as the ref's own title
    assert links_as_refs("[ორი ერთნაირი](<03_moving.md#r32>)", targets) == (
        "{ref}`ორი ერთნაირი <r32>`")


def test_the_intro_opens_in_lab_with_chapter_titles(tmp_path: Path) -> None:
    shutil.copytree(BOOK, tmp_path / "book", ignore=shutil.ignore_patterns("_build", ".*"))
    manager = ChapterContentsManager(root_dir=str(tmp_path))
    model = asyncio.run(manager.get("/book/intro.md", content=True, type="notebook"))  # as served
    text = "\n".join(c["source"] for c in model["content"]["cells"]
                     if c["cell_type"] == "markdown")
    assert "[დაფა, ქვები და მიმართულება](<01_board.md#ch-board>)" in text
    # a ref with a title of its own: the section it opens on hover (ტერმინები)
    assert '[ტერმინების გვერდზეა](<glossary.md#glossary> "ტერმინები")' in text
    assert "{ref}" not in text and "ch-opening`" not in text
    assert '[§](<rules.md#rule-r43> "R43")' in text and "{rule}" not in text


@pytest.mark.parametrize("label", ["ch-board", "ch-long-compare", "r75", "glossary", "l6"])
def test_labels_point_at_their_chapter(label: str) -> None:
    page, title = ref_targets(BOOK)[label]
    assert (BOOK / page).is_file() and title and "`" not in title
