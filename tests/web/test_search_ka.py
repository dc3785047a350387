"""The site's search finds what learners type (issue 24).

Forty queries a learner would type — Georgian words in any case form, and the Latin and Russian
names of games and terms — each find the page that teaches them. The lookup is run here against
the built index exactly as Sphinx's ``searchtools.js`` runs it (the terms of the query stemmed,
every term required, a stem also matching the index terms that contain it), after the name
rewriting of ``nardi_search.js``; the JavaScript stemmer is checked against the index's (node),
and the browser test runs real searches on the built site.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from browser import new_page

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "book" / "_ext"))
import nardi_search_ka  # noqa: E402

QUERIES = [
    # Georgian, one word or two, in the case forms people type
    ("ჰიპერგამონი", "book/glossary"), ("ჰიპერგამონში", "book/06_bearing_off"),
    ("გატანა", "book/06_bearing_off"), ("გატანისას", "book/06_bearing_off"),
    ("ქვების გატანა", "book/06_bearing_off"), ("კუბი", "book/08_cube"),
    ("კუბით", "book/08_cube"), ("გაორმაგების კუბი", "book/08_cube"),
    ("ბარიდან", "book/05_entering"), ("ბარიდან შესვლა", "book/05_entering"),
    ("დარტყმა", "book/04_hitting"), ("ბლოტი", "book/04_hitting"), ("ბლოტს", "book/04_hitting"),
    ("მარსი", "book/07_scoring"), ("კოქსით", "book/07_scoring"), ("ოინი", "book/07_scoring"),
    ("კროუფორდის წესი", "book/09_match"), ("კროუფორდის", "book/09_match"),
    ("მატჩში", "book/09_match"), ("თავის წესი", "book/22_long_moving"),
    ("თავიდან", "book/22_long_moving"), ("გრძელი ნარდი", "book/21_long_board"),
    ("გრძელ ნარდში", "book/21_long_board"), ("დუბლი", "book/03_moving"),
    ("დუბლით", "book/03_moving"), ("შუეტი", "book/10_optional"),
    ("ჯაკობის წესი", "book/10_optional"), ("ეტიკეტი", "book/11_etiquette"),
    ("აწევის კუბი", "book/08_cube"), ("ექვსი პუნქტი ზედიზედ", "book/23_long_block"),
    # the names learners bring from other sites, in Latin or Russian letters
    ("plakoto", "book/glossary"), ("fevga", "book/25_long_compare"),
    ("hypergammon", "book/glossary"), ("beaver", "book/glossary"),
    ("gul bara", "book/25_long_compare"), ("narde", "book/glossary"),
    ("длинные нарды", "book/21_long_board"), ("backgammon", "book/glossary"),
    ("Crawford", "book/09_match"), ("gammon", "book/07_scoring"),
]


def test_forty_queries() -> None:
    assert len(QUERIES) == 40 and len({q for q, _ in QUERIES}) == 40


def _index(html: Path) -> dict:
    text = (html / "searchindex.js").read_text("utf-8")
    return json.loads(text[text.index("(") + 1:text.rindex(")")])


def _names(html: Path) -> dict:
    text = (html / "_static" / "nardi_search_terms.js").read_text("utf-8")
    return json.loads(text[text.index("=") + 1:].strip().rstrip(";"))


def _rewrite(query: str, names: dict[str, str]) -> str:
    """``nardi_search.js``'s rewrite: a known other-language name becomes its Georgian term."""
    def spaced(text: str) -> str:
        return re.sub(r"(?<!\d)[-‐–—]|[-‐–—](?!\d)", " ", text)

    q = f" {spaced(query.lower())} "
    for name in sorted(names, key=len, reverse=True):
        pattern = re.compile(rf"(^|[^\w]){re.escape(spaced(name))}(?=$|[^\w])")
        q = pattern.sub(lambda m, n=name: m.group(1) + names[n], q, count=1)
    return q.strip()


def _search(query: str, index: dict, names: dict[str, str]) -> set[str]:
    """The pages ``searchtools.js`` (Sphinx 7.4, with the book's ``splitQuery``) finds for
    ``query``, by their docnames."""
    query = _rewrite(query, names)
    words = nardi_search_ka.split_words(query)
    stems = {nardi_search_ka.stem(w) for w in words
             if w.lower() not in nardi_search_ka.STOPWORDS and not w.isdigit()}
    files: dict[int, set[str]] = {}
    for word in stems:
        found: set[int] = set()
        for table in (index["terms"], index["titleterms"]):
            hits = [table[word]] if word in table else []
            if len(word) > 2 and word not in table:
                hits += [v for term, v in table.items() if word in term]
            for hit in hits:
                found.update(hit if isinstance(hit, list) else [hit])
        for f in found:
            files.setdefault(f, set()).add(word)
    long_terms = {w for w in stems if len(w) > 2}
    pages = {f for f, got in files.items() if got == stems or got >= long_terms and long_terms}
    titles = {i for title, places in index.get("alltitles", {}).items()
              if query.lower() in title.lower() and len(query) >= len(title) / 2
              for i, _ in places}
    return {index["docnames"][i] for i in pages | titles}


@pytest.mark.parametrize(("query", "page"), QUERIES)
def test_a_learners_query_finds_its_page(built_html: Path, query: str, page: str) -> None:
    found = _search(query, _index(built_html), _names(built_html)["names"])
    assert page in found, f"{query!r} → {sorted(found)}"


# Every game of Part III (and its terms) by its Georgian, Latin, Russian or Greek name, as a
# learner coming from YellowClub or another site types it: the search lands on the game's own
# chapter, not only on the glossary or the play page (issue 38).
FAMILY_QUERIES = [
    ("crazy", "book/35_crazy"), ("გიჟური", "book/35_crazy"), ("გიჟურ ფევგაში", "book/35_crazy"),
    ("caucasian", "book/32_short_family"), ("კავკასიური", "book/32_short_family"),
    ("triple", "book/32_short_family"), ("სამმაგი", "book/32_short_family"),
    ("გაყინული ქვა", "book/32_short_family"), ("hypergammon", "book/32_short_family"),
    ("tbilisi", "book/31_family"), ("თბილისური", "book/31_family"),
    ("auto bear-off", "book/31_family"), ("ავტომატური გატანა", "book/31_family"),
    ("mother", "book/33_plakoto"), ("დედა", "book/33_plakoto"), ("plakoto", "book/33_plakoto"),
    ("pinning", "book/33_plakoto"), ("ჩაჭერა", "book/33_plakoto"), ("tavli", "book/33_plakoto"),
    ("khachapuri", "book/34_long_family"), ("хачапури", "book/34_long_family"),
    ("ხაჭაპური", "book/34_long_family"), ("gul-bara", "book/34_long_family"),
    ("gulbara", "book/34_long_family"), ("fevga", "book/34_long_family"),
    ("φεύγα", "book/34_long_family"), ("narde", "book/31_family"), ("нарды", "book/31_family"),
    ("длинные нарды", "book/21_long_board"), ("raise cube", "book/36_raise_cube"),
    # the game „2-2“ by its name (numbers joined by a hyphen or a dash stay one word)
    ("2-2", "book/32_short_family"), ("„2-2“", "book/32_short_family"),
    ("2–2", "book/32_short_family"), ("two-two", "book/32_short_family"),
]


@pytest.mark.parametrize(("query", "page"), FAMILY_QUERIES)
def test_a_family_games_name_finds_its_chapter(built_html: Path, query: str, page: str) -> None:
    found = _search(query, _index(built_html), _names(built_html)["names"])
    assert page in found, f"{query!r} → {sorted(found)}"


def test_every_part3_game_has_a_name_learners_type() -> None:
    names = nardi_search_ka.glossary_names()
    assert {name: names.get(name) for name in (
        "crazy", "caucasian", "tbilisi", "mother", "khachapuri", "triple", "gul-bara",
        "auto bear-off", "pinning")} == {
        "crazy": "გიჟური", "caucasian": "კავკასიური", "tbilisi": "თბილისური", "mother": "დედა",
        "khachapuri": "ხაჭაპური", "triple": "სამმაგი", "gul-bara": "გიულბარი",
        "auto bear-off": "ავტომატური გატანა", "pinning": "ჩაჭერა"}


def test_a_roll_or_the_game_2_2_is_one_word_of_the_index() -> None:
    split = nardi_search_ka.split_words
    assert split("„2-2“ ოთხი კამათლით, 6-5-ით 24/18") == ["2-2", "ოთხი", "კამათლით", "6-5", "ით",
                                                          "24", "18"]
    assert split("2–2 და 6‑6-6-6") == ["2-2", "და", "6-6-6-6"]
    # without it, Sphinx's own splitter leaves only bare numbers, which a query drops
    assert re.findall(r"\w+", "2-2") == ["2", "2"]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_browsers_splitter_is_the_indexs() -> None:
    texts = ["„2-2“ ოთხი კამათლით", "6-5-ით 24/18", "2–2", "6‑6-6-6 და gul-bara", "ქვა, ბარი!"]
    script = nardi_search_ka.JS_SPLITTER + (
        f"\nconst texts = {json.dumps(texts, ensure_ascii=False)};\n"
        "console.log(JSON.stringify(texts.map(t => splitQuery(t))));")
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, timeout=60)
    assert json.loads(out.stdout) == [nardi_search_ka.split_words(t) for t in texts]


def test_case_forms_share_a_stem() -> None:
    stem = nardi_search_ka.stem
    assert stem("ჰიპერგამონი") == stem("ჰიპერგამონში") == stem("ჰიპერგამონით")
    assert stem("ქვა") == stem("ქვები") == stem("ქვის") == stem("ქვებზეც")
    assert stem("ბარი") == stem("ბარიდან") == stem("ბარზე")
    assert stem("plakoto") == "plakoto"


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_browsers_stemmer_is_the_indexs() -> None:
    words = ["ჰიპერგამონი", "ჰიპერგამონში", "ქვებზეც", "გატანისას", "კუბით", "ბარიდან",
             "ოინია", "კოქსით", "თავიდან", "მატჩში", "კროუფორდის", "ყველაზე", "plakoto"]
    script = nardi_search_ka.JS_STEMMER + (
        "\nconst s = new Stemmer();\n"
        f"const words = {json.dumps(words, ensure_ascii=False)};\n"
        "console.log(JSON.stringify(words.map(w => s.stemWord(w))));")
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, timeout=60)
    assert json.loads(out.stdout) == [nardi_search_ka.stem(w) for w in words]


def test_the_glossary_gives_the_names_learners_type() -> None:
    names = nardi_search_ka.glossary_names()
    assert {name: names.get(name) for name in ("plakoto", "fevga", "hypergammon", "gul bara",
                                               "narde", "длинные нарды", "beaver")} == {
        "plakoto": "პლაკოტო", "fevga": "ფევგა", "hypergammon": "ჰიპერგამონი",
        "gul bara": "გიულბარი", "narde": "ნარდი", "длинные нарды": "გრძელი ნარდი",
        "beaver": "გაორმაგება"}


def test_nothing_found_suggests_terms_in_the_browser(site_url: str, browser) -> None:
    page = new_page(browser)
    try:
        page.goto(f"{site_url}/search.html?q=" + "ჰიპერგამონნნ")
        page.wait_for_selector(".nardi-search-suggest", timeout=60_000)
        text = page.inner_text(".nardi-search-suggest")
        assert "იქნებ ეძებდით" in text and "ჰიპერგამონი" in text
        assert "ვერაფერი მოიძებნა" in page.inner_text("#search-results")
        page.goto(f"{site_url}/search.html?q=plakoto")
        page.wait_for_selector("#search-results li", timeout=60_000)
        assert "ტერმინები" in page.inner_text("#search-results")
    finally:
        page.close()


@pytest.mark.parametrize(("query", "page_name"), [
    ("2-2", "32_short_family.html"), ("6-5", "03_moving.html")])
def test_a_game_named_by_numbers_or_a_roll_is_found_in_the_browser(
        site_url: str, browser, query: str, page_name: str) -> None:
    page = new_page(browser)
    try:
        page.goto(f"{site_url}/search.html?q={query}")
        # the results come one by one: read them once the search says it has finished
        page.wait_for_function(
            "() => { const s = document.querySelector('#search-results p.search-summary');"
            " return s && s.innerText.trim().length > 0; }", timeout=60_000)
        links = page.eval_on_selector_all("#search-results li a", "els => els.map(e => e.href)")
        assert any(page_name in link for link in links), links
    finally:
        page.close()
