"""The glossary names every game and every term Part III introduces, each with a link that
lands on the section teaching it (issue 38).

Read from the built page: each headword is a glossary entry of its own (a ``dt``), and its
definition holds a link to the chapter that teaches it, whose target exists on that page.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

# term → the chapter page its definition must link to
PART3_TERMS = {
    "სამმაგი": "32_short_family", "„2-2“": "32_short_family", "კავკასიური": "32_short_family",
    "კავკასიური მოკლე ნარდი": "32_short_family", "გაყინული ქვა": "32_short_family",
    "ჰიპერგამონი": "32_short_family", "თბილისური": "31_family", "ავტომატური გატანა": "31_family",
    "ნარდის ოჯახი": "31_family", "ჩაჭერა": "33_plakoto", "ჩაჭერილი ქვა": "33_plakoto",
    "დედა": "33_plakoto", "პლაკოტო": "33_plakoto", "ფევგა": "34_long_family",
    "ხაჭაპური": "34_long_family", "გიულბარი": "34_long_family", "გიჟური": "35_crazy",
    "გიჟური თამაშები": "35_crazy", "პირადი გაგორება": "35_crazy", "პროგრესია": "35_crazy",
    "დამატებითი გაგორება": "35_crazy", "გადაცემული სვლები": "35_crazy",
    "აწევის კუბი": "36_raise_cube",
}


def _entries(html: Path) -> dict[str, BeautifulSoup]:
    """Every headword of the built glossary → the definition (``dd``) it shares."""
    soup = BeautifulSoup((html / "book" / "glossary.html").read_text("utf-8"), "html.parser")
    out = {}
    for dt in soup.select("dl.glossary dt"):
        dd = dt.find_next_sibling("dd")
        head = dt.get_text(" ", strip=True).removesuffix("#").strip()
        out[head] = dd
    return out


@pytest.mark.parametrize("term", sorted(PART3_TERMS))
def test_a_part3_term_is_in_the_glossary_and_links_to_its_chapter(built_html: Path,
                                                                  term: str) -> None:
    entries = _entries(built_html)
    assert term in entries, f"{term!r} is not a glossary headword"
    page = PART3_TERMS[term]
    links = [a["href"] for a in entries[term].select("a.reference.internal")
             if a["href"].split("#")[0] == f"{page}.html"]
    assert links, f"{term!r} does not link to {page}"
    for href in links:  # the link lands on a place that exists on that page
        anchor = href.partition("#")[2]
        target = (built_html / "book" / f"{page}.html").read_text("utf-8")
        assert not anchor or re.search(rf'id="{re.escape(anchor)}"', target), href


def test_every_glossary_link_lands_somewhere(built_html: Path) -> None:
    soup = BeautifulSoup((built_html / "book" / "glossary.html").read_text("utf-8"),
                         "html.parser")
    pages: dict[str, str] = {}
    for a in soup.select("dl.glossary dd a.reference.internal"):
        page, _, anchor = a["href"].partition("#")
        if not page:
            page = "glossary.html"
        path = built_html / "book" / page
        assert path.is_file(), a["href"]
        text = pages.setdefault(page, path.read_text("utf-8"))
        assert not anchor or f'id="{anchor}"' in text, a["href"]


def test_the_mother_entry_gives_all_three_outcomes(built_html: Path) -> None:
    text = _entries(built_html)["დედა"].get_text(" ", strip=True)
    assert "ორ ქულას აგებს" in text and "გრძელდება" in text and "ფრედ" in text
