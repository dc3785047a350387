"""Rules as links, not codes (issue 38, point 3): no learner's page of the built book shows a
rule id (R…, L…, V…) in its running text — an id appears only inside a link to the rules list
(the chapters' small rule links, an exercise's rules); the rules list and the teachers' pages
keep the ids, and so does the printed answer key (``nardi-key``, the teacher's sheet).  Set
NARDI_BOOK_HTML to reuse a build."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

CODE = re.compile(r"(?<![A-Za-z0-9_-])[RLV]\d{1,3}[a-z]?\b")
TEACHERS = {"rules", "teachers", "class", "assignment"}  # the ids belong there


class _Text(HTMLParser):
    """The page's running text: the article, without scripts, styles, code cells' sources
    and links to the rules list."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.skip: list[str] = []
        self.inside = 0
        self.out: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = dict(attrs)
        if tag == "article":
            self.inside += 1
        cls = a.get("class") or ""
        href = a.get("href") or ""
        linked = (tag == "a" and "#rule-" in href) or "rule-ref" in cls or "nardi-rule" in cls
        if self.skip or tag in ("script", "style", "svg", "template") or linked or (
                "nardi-key" in cls.split()):
            if tag not in ("br", "img", "input", "meta", "link", "hr"):
                self.skip.append(tag)

    def handle_endtag(self, tag: str) -> None:
        if self.skip and self.skip[-1] == tag:
            self.skip.pop()
        if tag == "article":
            self.inside -= 1

    def handle_data(self, data: str) -> None:
        if self.inside and not self.skip:
            self.out.append(data)


def pages(built: Path) -> list[Path]:
    return sorted(p for p in (built / "book").glob("*.html") if p.stem not in TEACHERS)


def test_no_learner_page_shows_a_rule_id_outside_a_rule_link(built_html: Path) -> None:
    found = {}
    for page in pages(built_html):
        parser = _Text()
        parser.feed(page.read_text("utf-8"))
        text = " ".join(parser.out)
        hits = sorted({m.group(0) for m in CODE.finditer(text)})
        if hits:
            found[page.stem] = [text[max(m.start() - 40, 0):m.end() + 10].replace("\n", " ")
                                for m in list(CODE.finditer(text))[:3]]
    assert found == {}, found

