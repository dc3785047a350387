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


class SearchGeorgian(SearchLanguage):
    """Sphinx's search for Georgian: stems on both sides, a few stop words."""

    lang = "ka"
    language_name = "Georgian"
    js_stemmer_code = JS_STEMMER
    stopwords = STOPWORDS

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
