"""Search that finds what learners type (issue 24).

- **Georgian stems.** Sphinx has no Georgian: with ``language: ka`` it fell back to English, so
  "ჰიპერგამონი" did not find a page that says "ჰიპერგამონში". :class:`SearchGeorgian` strips
  case endings, postpositions and particles (``-ში``, ``-ზე``, ``-იდან``, ``-ის``, ``-ით``,
  ``-ები``, ``-ც``, …) from every word of the index and of the query, the same way in Python
  (the index) and in JavaScript (the query), so any case form finds every other.
- **Other names.** Learners type plakoto, fevga, hypergammon, gul bara, длинные нарды: the
  glossary gives each term its international and Russian names (``*plakoto*``); the build writes
  them as ``_static/nardi_search_terms.js`` (name → Georgian term), and ``nardi_search.js``
  searches for the Georgian term instead.
- **Rolls and the game „2-2“.** Sphinx splits "2-2" and "6-5" into bare numbers and drops them
  from the query, so neither the game nor a roll was found. Here a run of numbers joined by
  hyphens or dashes is one word, in the index (:meth:`SearchGeorgian.split`) and in the query
  (:data:`JS_SPLITTER`, Sphinx's ``splitQuery``), with any dash written as "-".
- **Nothing found.** The same file lists the glossary's terms and the chapters' titles;
  ``nardi_search.js`` suggests the nearest ones when a query finds nothing.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from sphinx.application import Sphinx
from sphinx.search import SearchLanguage, languages

HERE = Path(__file__).resolve().parent
GLOSSARY = HERE.parent / "glossary.md"

# Longest first; a word keeps at least two letters. Stripped up to three times, so a particle,
# a postposition and a case ending may follow each other ("ქვებზეც" → ქვ).
SUFFIXES = sorted({
    "ებისთვის", "ისთვის", "თვის", "ებისგან", "ისგან", "გან", "ებიდან", "იდან", "დან",
    "ებისკენ", "ისკენ", "კენ", "ებამდე", "ამდე", "მდე", "ებთან", "თან", "ებში", "ში",
    "ებზე", "ზე", "ებით", "ებმა", "ების", "ებს", "ები", "ით", "ის", "ად", "მა", "ისას",
    "ს", "ც", "ვე", "ი", "ა", "ე", "ო", "უ",
}, key=lambda s: (-len(s), s))
STOPWORDS = {"და", "ან", "თუ", "რომ", "კი", "ეს", "ის", "ამ", "იმ", "არ", "რა"}
_GEORGIAN = re.compile(r"[\u10d0-\u10ff]")
# A roll or the game's name ("6-5", "2-2", "5-5-5") is one word; any other run of word characters
# is a word, as in Sphinx's own splitter.
_WORD = re.compile(r"\d+(?:[-‐‑–—]\d+)+|\w+")
_DASH = re.compile(r"[‐‑–—]")


def stem(word: str) -> str:
    """The Georgian stem of ``word`` (lower-cased); other words are returned lower-cased."""
    word = word.lower()
    if not _GEORGIAN.search(word):
        return word
    for _ in range(3):
        for suffix in SUFFIXES:
            if word.endswith(suffix) and len(word) - len(suffix) >= 2:
                word = word[:-len(suffix)]
                break
        else:
            break
    return word


JS_STEMMER = """
/* Georgian stemmer (book/_ext/nardi_search_ka.py: the same rules as the index's). */
var Stemmer = function() {
  const SUFFIXES = @SUFFIXES@;
  const GEORGIAN = /[\\u10d0-\\u10ff]/;
  this.stemWord = function(w) {
    w = w.toLowerCase();
    if (!GEORGIAN.test(w)) return w;
    for (let pass = 0; pass < 3; pass++) {
      const suffix = SUFFIXES.find((s) => w.endsWith(s) && w.length - s.length >= 2);
      if (suffix === undefined) break;
      w = w.slice(0, w.length - suffix.length);
    }
    return w;
  };
};
""".replace("@SUFFIXES@", json.dumps(SUFFIXES, ensure_ascii=False))


JS_SPLITTER = r"""
/* The query's words (book/_ext/nardi_search_ka.py): "2-2" and "6-5" stay one word. */
var splitQuery = (query) => (query.match(
  /\d+(?:[-\u2010\u2011\u2013\u2014]\d+)+|[\p{Letter}\p{Number}_\p{Emoji_Presentation}]+/gu)
  || []).map((word) => word.replace(/[\u2010\u2011\u2013\u2014]/g, "-"));
"""


def split_words(text: str) -> list[str]:
    """The words of ``text`` as the index holds them: numbers joined by dashes stay one word."""
    return [_DASH.sub("-", word) for word in _WORD.findall(text)]


class SearchGeorgian(SearchLanguage):
    """Sphinx's search for Georgian: stems on both sides, a few stop words."""

    lang = "ka"
    language_name = "Georgian"
    js_stemmer_code = JS_STEMMER
    stopwords = STOPWORDS
    js_splitter_code = JS_SPLITTER

    def split(self, input: str) -> list[str]:  # noqa: A002 (Sphinx's name)
        return split_words(input)

    def stem(self, word: str) -> str:
        return stem(word)


def _entries(path: Path) -> list[tuple[list[str], str]]:
    """The glossary's entries: (headwords, definition)."""
    entries: list[tuple[list[str], str]] = []
    text = path.read_text("utf-8")
    for block in re.findall(r"```\{glossary\}\n(.*?)```", text, flags=re.S):
        heads: list[str] = []
        body: list[str] = []
        for line in block.splitlines():
            if line and not line[0].isspace():
                if body:
                    entries.append((heads, " ".join(body)))
                    heads, body = [], []
                heads.append(line.strip())
            elif line.strip():
                body.append(line.strip())
        if heads:
            entries.append((heads, " ".join(body)))
    return entries


def glossary_names(path: Path = GLOSSARY) -> dict[str, str]:
    """Every other-language name the glossary gives a term (``*plakoto*``, ``*длинные нарды*``),
    lower-cased, → the term's Georgian headword."""
    names: dict[str, str] = {}
    for heads, body in _entries(path):
        for italic in re.findall(r"\*([^*]+)\*", body):
            for name in italic.split(","):
                name = name.strip().lower()
                if name and not _GEORGIAN.search(name):
                    names.setdefault(name, heads[0])
    return names


def glossary_terms(path: Path = GLOSSARY) -> list[str]:
    """The glossary's Georgian headwords, in order."""
    return [head for heads, _ in _entries(path) for head in heads]


def _write_terms(app: Sphinx, exc: Exception | None) -> None:
    if exc is not None or app.builder.format != "html":
        return
    from nardi_teach import translate

    say = {part: translate(f"search.{part}") for part in ("maybe", "all_words", "glossary")}
    data = {"names": glossary_names(), "terms": glossary_terms(), "say": say}
    out = Path(app.outdir) / "_static" / "nardi_search_terms.js"
    out.write_text("var NARDI_SEARCH = " + json.dumps(data, ensure_ascii=False, sort_keys=True)
                   + ";\n", encoding="utf-8")


def setup(app: Sphinx) -> dict[str, Any]:
    languages["ka"] = SearchGeorgian
    app.add_js_file("nardi_search_terms.js", priority=590)
    app.connect("build-finished", _write_terms)
    return {"parallel_read_safe": True, "parallel_write_safe": True}
