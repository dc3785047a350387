"""What a learner reads carries no spec codes, and the rules appendix lists every rule.

The catalogue's decision ids (``C16``), ``Rules(...)``, the package name and the platform name
belong to the project's spec, not to the reader's book. A rule's id may appear in a chapter only
as a small link to the rules appendix (``{rule}`R67```); the engine's own verdicts, printed in
cell outputs, name their rule in brackets. The appendix is generated from
``book/rule_coverage.yml`` and ``book/rules_ka.yml``; it must list every
CORE/MATCH/OPT/CHOU/OTB rule of the catalogue, each in Georgian.
"""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
TAUGHT_TAGS = {"CORE", "MATCH", "OPT", "CHOU", "OTB"}
CATALOGUE = json.loads((ROOT / "tests" / "data" / "catalogue_rules.json").read_text("utf-8"))
TAUGHT = sorted((r for r, tags in CATALOGUE.items() if TAUGHT_TAGS & set(tags)),
                key=lambda r: int(r[1:]))
PAGES = sorted((ROOT / "book").glob("*.md"))

SPEC_CODES = re.compile(r"\bC\d{1,2}\b|Rules\(|nardi_teach|Backgammon Circle|\bT\d\b")
RULE_ID = re.compile(r"\b[RV]\d{1,3}\b")
GEORGIAN = re.compile(r"[\u10d0-\u10ff]")


def _prose(path: Path) -> str:
    """The page's Markdown without code cells, other fenced code (the teachers' guide shows
    files and commands), front matter, comments and label lines."""
    text = path.read_text("utf-8")
    text = re.sub(r"\A---\n.*?\n---\n", "", text, flags=re.S)
    text = re.sub(r"^```\{code-cell\}.*?^```\s*$", "", text, flags=re.S | re.M)
    text = re.sub(r"^```(bash|yaml)\n.*?^```\s*$", "", text, flags=re.S | re.M)
    text = text.replace("~/.nardi_teach", "~/…")  # the progress folder's name, not a spec code
    text = re.sub(r"<!--.*?-->", "", text, flags=re.S)
    return re.sub(r"^\([\w-]+\)=\s*$", "", text, flags=re.M)


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_prose_has_no_spec_codes(page: Path) -> None:
    found = sorted(set(SPEC_CODES.findall(_prose(page))))
    assert found == [], f"{page.name}: spec codes in learner-facing prose: {found}"


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.stem)
def test_rule_ids_in_prose_are_only_small_links(page: Path) -> None:
    prose = re.sub(r"\{rule\}`[RLV]\d{1,3}`", "", _prose(page))
    prose = re.sub(r"`R\d{1,3}`", "", prose)  # the appendix's own example of an id
    found = sorted(set(RULE_ID.findall(prose)), key=lambda r: int(r[1:]))
    assert found == [], f"{page.name}: bare rule ids (use {{rule}}`R..`): {found}"


def test_rules_appendix_source_lists_every_taught_rule_in_georgian() -> None:
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    try:
        from nardi_rules import load_rules
    finally:
        sys.path.pop(0)
    rules = {rule: text for rule, text, _, _ in load_rules()}
    assert [r for r in TAUGHT if r not in rules] == []
    assert [r for r, text in rules.items() if not GEORGIAN.search(text)] == []
    assert SPEC_CODES.findall(" ".join(rules.values())) == []
    texts = yaml.safe_load((ROOT / "book" / "rules_ka.yml").read_text("utf-8"))
    long_decisions = {f"L{i}" for i in range(1, 12)}  # Part II: long nardi's L1–L11
    variant_decisions = {f"V{i}" for i in range(1, 73)}  # Part III: the variants' V1–V72
    assert set(texts) <= set(CATALOGUE) | long_decisions | variant_decisions


class _Text(HTMLParser):
    """The article's visible text, without code inputs, scripts, styles and SVG."""

    SKIP_TAGS = {"script", "style", "svg", "template"}
    VOID = {"br", "img", "hr", "input", "meta", "link", "wbr", "source", "col", "area"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[bool] = []  # one entry per open element: is it skipped?
        self.ids: set[str] = set()
        self.parts: list[str] = []
        self.in_article = 0

    def handle_starttag(self, tag: str, attrs: list) -> None:
        a = dict(attrs)
        if a.get("id"):
            self.ids.add(a["id"])
        if tag in self.VOID:
            return
        classes = (a.get("class") or "").split()
        skip = tag in self.SKIP_TAGS or "cell_input" in classes
        self.stack.append(skip or (bool(self.stack) and self.stack[-1]))
        if tag == "article":
            self.in_article += 1

    def handle_endtag(self, tag: str) -> None:
        if tag in self.VOID:
            return
        if self.stack:
            self.stack.pop()
        if tag == "article":
            self.in_article -= 1

    def handle_data(self, data: str) -> None:
        if self.in_article and not (self.stack and self.stack[-1]):
            self.parts.append(data)


def _read(path: Path) -> _Text:
    parser = _Text()
    parser.feed(path.read_text("utf-8"))
    return parser


def test_built_pages_show_no_spec_codes(built_html: Path) -> None:
    bad = {}
    for page in sorted(built_html.glob("book/*.html")):
        if page.name == "teachers.html":  # the teachers' guide shows commands and file paths
            continue
        found = sorted(set(SPEC_CODES.findall(" ".join(_read(page).parts))))
        if found:
            bad[page.name] = found
    assert bad == {}


def test_built_rules_appendix_lists_every_taught_rule(built_html: Path) -> None:
    page = _read(built_html / "book" / "rules.html")
    missing = [r for r in TAUGHT if f"rule-{r.lower()}" not in page.ids]
    assert missing == []
    text = " ".join(page.parts)
    assert all(re.search(rf"\b{r}\b", text) for r in TAUGHT)
