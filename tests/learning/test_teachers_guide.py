"""The teachers' guide (issue 25): its kind reference is generated from the registry, so it
lists every kind with exactly the kind's fields, every field is explained in both languages,
every example passes the strict checker; the guide is its own part of the book after the
appendices, and the README links to it and to no file outside the repository."""

from __future__ import annotations

import re
from pathlib import Path

import yaml

from nardi_teach.exercises import KINDS
from nardi_teach.exercises.reference import common_fields, kind_reference
from nardi_teach.exercises.strict import COMMON, all_fields
from nardi_teach.html.guide import kind_reference_html
from nardi_teach.i18n import has_message

ROOT = Path(__file__).resolve().parents[2]


def test_the_reference_lists_every_kind_with_its_own_fields() -> None:
    reference = kind_reference("ka")
    assert [k.name for k in reference] == [n for n, k in KINDS.items() if not k.internal]
    for info in reference:
        kind = KINDS[info.name]
        assert [f.name for f in info.needs] == list(kind.needs)
        assert [f.name for f in info.optional] == [f for f in kind.optional if f not in COMMON]
        assert info.about and info.answer, info.name
        example = yaml.safe_load(info.example)[0]
        assert example["kind"] == info.name
        assert set(kind.needs) <= set(example), info.name


def test_every_kind_and_field_is_described_in_both_languages() -> None:
    for lang in ("ka", "en"):
        for name in KINDS:
            assert has_message(f"teach.kind.{name}", lang), (lang, name)
        for name in all_fields() | {"dice"}:
            assert has_message(f"teach.info.{name}", lang), (lang, name)
    assert {f.name for f in common_fields()} == {*COMMON, "dice"}


def test_the_html_reference_has_a_section_per_kind() -> None:
    html = kind_reference_html("ka")
    assert re.findall(r'<section class="nardi-kind" id="kind-(\w+)"', html) == [
        name for name, kind in KINDS.items() if not kind.internal]
    assert "პროგრამის პასუხი" in html


def test_the_guide_is_its_own_part_after_the_appendices() -> None:
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text(encoding="utf-8"))
    captions = [part["caption"] for part in toc["parts"]]
    assert captions.index("მასწავლებლებისთვის") == captions.index("დანართები") + 1
    assert toc["parts"][-1]["chapters"][0] == {"file": "book/teachers"}
    page = (ROOT / "book" / "teachers.md").read_text(encoding="utf-8")
    assert "kind_reference_html()" in page and "validate_file(path)" in page


def test_the_readme_links_the_guide_and_nothing_outside_the_repository() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(book/teachers.md)" in readme
    assert "../shared" not in readme and "/work/" not in readme
    for target in re.findall(r"\]\(([^)#]+)\)", readme):
        if not target.startswith("http"):
            assert (ROOT / target).exists(), target


def test_make_lab_opens_the_intro_and_keeps_new_files_out_of_book() -> None:
    """(Whether a chapter starts its kernel as it opens: tests/notebook/test_lab_run_all.py.)"""
    make = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "--LabApp.default_url=/lab/tree/book/intro.md" in make
    assert '--FileContentsManager.preferred_dir="$(CURDIR)/work"' in make
    assert 'NARDI_TEACH_SAVES="$(CURDIR)/work"' in make
    assert "/work/" in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
