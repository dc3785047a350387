"""The rules appendix lists every rule the book links, each in Georgian, in one place per chapter.

A rule id reaches the reader as a small link to its appendix entry from four places: a chapter's
``{rule}`R67``` role, an exercise's ``rules:``, an exercise's worked explanation and a verdict
(the engine's "(წესი V21, V22, R172)"). Every id any of them can name must have its Georgian
text in ``book/rules_ka.yml``, which the appendix is generated from (``book/_ext/nardi_rules.py``);
a rule with no section of its own is placed, by the rule sources, at the section of the decision
it is cited with.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
TEXTS = yaml.safe_load((ROOT / "book" / "rules_ka.yml").read_text("utf-8"))
COVERAGE = yaml.safe_load((ROOT / "book" / "rule_coverage.yml").read_text("utf-8"))
ENGINE_RULES = re.compile(r'\brules?=\(?"([RLV]\d+(?:, [RLV]\d+)*)"|"((?:[RLV]\d+, )+[RLV]\d+)"')


def _rules_module():
    sys.path.insert(0, str(ROOT / "book" / "_ext"))
    try:
        import nardi_rules
    finally:
        sys.path.pop(0)
    return nardi_rules


def _cited() -> dict[str, str]:
    """Every rule id the book can link, with one place that names it."""
    found: dict[str, str] = {}
    for page in sorted((ROOT / "book").glob("*.md")):
        for rule in re.findall(r"\{rule\}`([RLV]\d+)`", page.read_text("utf-8")):
            found.setdefault(rule, page.name)
    for path in sorted((ROOT / "exercises").glob("*.yaml")):
        for ex in (yaml.safe_load(path.read_text("utf-8")) or {}).get("exercises", ()):
            for rule in ex.get("rules", ()):
                found.setdefault(str(rule), f"{path.name}: {ex['id']}")
    for path in sorted((ROOT / "nardi_teach").rglob("*.py")):
        for one, many in ENGINE_RULES.findall(path.read_text("utf-8")):
            for rule in (one or many).split(", "):
                found.setdefault(rule, str(path.relative_to(ROOT)))
    return found


def test_every_rule_the_book_links_has_its_georgian_text() -> None:
    cited = _cited()
    assert {"R172", "R176", "V21", "L4", "R22"} <= set(cited)  # the scan sees every source
    missing = {rule: where for rule, where in cited.items() if rule not in TEXTS}
    assert missing == {}


def test_every_listed_rule_is_placed_at_a_section_that_exists() -> None:
    rules = _rules_module().load_rules()
    assert {rule for rule, *_ in rules} == set(TEXTS) | set(COVERAGE)
    labels: dict[str, set[str]] = {}
    for rule, text, doc, label in rules:
        assert re.search(r"[\u10d0-\u10ff]", text), rule
        assert doc != "book/rules", f"{rule}: no section teaches it and nothing cites it"
        path = ROOT / f"{doc}.md"
        if doc not in labels:
            labels[doc] = set(re.findall(r"^\(([^)\s]+)\)=\s*$", path.read_text("utf-8"), re.M))
        assert not label or label in labels[doc], (rule, doc, label)


def test_a_rule_without_its_own_section_sits_beside_the_decision_it_is_cited_with() -> None:
    placed = {rule: (doc, label) for rule, _t, doc, label in _rules_module().load_rules()}
    assert placed["R172"] == ("book/32_short_family", "v21")  # "V21, V22, R172"
    assert placed["R91"] == ("book/33_plakoto", "v30")       # "V30, R91"
    assert placed["R176"] == ("book/36_raise_cube", "v68")   # exercise: [V68, R176]
    assert placed["R101"] == ("book/07_scoring", "r95")      # exercise: [R95, R101]
    assert placed["R22"] == ("book/01_board", "")            # alone: its chapter


def test_the_appendix_groups_each_chapter_once_in_the_books_order() -> None:
    docs = [doc for _r, _t, doc, _l in _rules_module().load_rules()]
    runs = [doc for i, doc in enumerate(docs) if i == 0 or docs[i - 1] != doc]
    assert len(runs) == len(set(runs)), runs
    toc = yaml.safe_load((ROOT / "_toc.yml").read_text("utf-8"))
    order = [e["file"] for part in toc["parts"] for e in part["chapters"]]
    assert runs == sorted(runs, key=order.index)
