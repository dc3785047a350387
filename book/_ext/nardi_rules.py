"""The rules appendix, generated so that it cannot drift, and small links to it.

``{rules-index}`` (a directive) lists every rule of ``book/rules_ka.yml`` in its plain Georgian,
each with its id and a link to the section that teaches it, grouped by chapter in the book's
order.  Every entry is a link target ``rule-r67``.  A rule with a section of its own has it in
``book/rule_coverage.yml``; a catalogue rule the engine or an exercise cites beside a decision
(R172 beside V21) points at that decision's section, found in the rule sources
(:func:`related_sections`).

``{rule}`R67``` (a role) is the small link a chapter may put beside a sentence: a raised „§“,
pointing at the rule's entry in the appendix (the id is the appendix's, never the sentence's).
A missing rule is a build warning (``-W``).
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import yaml
from docutils import nodes
from docutils.parsers.rst import Directive
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging

logger = logging.getLogger(__name__)
BOOK = Path(__file__).resolve().parents[1]
_ID = re.compile(r"^[RLV](\d+)$")  # a catalogue rule, or a decision: L1–L11, V1–V72
SPECS = BOOK.parent / "docs" / "rules"  # the rule decisions: catalogue, long nardi, variants
_DECISION = re.compile(r"^[*-] \*\*([VL]\d+)\b")  # "* **V21 The frozen hitter [MG].** …"
_ENGINE_RULES = re.compile(r'"((?:[RLV]\d+, )+[RLV]\d+)"')  # "V30, R91" in the engine
_CITED = re.compile(r"\b([RLV])(\d+)(?:–\1?(\d+))?\b")  # R172, and a range R175–R179


def _cited(text: str) -> set[str]:
    """Every rule id ``text`` names, ranges spelt out."""
    out = set()
    for kind, low, high in _CITED.findall(text):
        out |= {f"{kind}{n}" for n in range(int(low), int(high or low) + 1)}
    return out


def _spec_citations() -> list[tuple[str, str, set[str]]]:
    """(section title, decision id or "", rule ids cited) for every decision of the variants
    and long-nardi specs (``docs/rules``), and for each section's own text before them."""
    out: list[tuple[str, str, set[str]]] = []
    for name in ("variants.md", "long_nardi.md"):
        path = SPECS / name
        if not path.is_file():
            continue
        section, current, lines = "", "", []
        for line in [*path.read_text("utf-8").splitlines(), "## "]:
            entry = _DECISION.match(line)
            if line.startswith("## ") or entry:
                out.append((section, current, _cited(" ".join(lines))))
                lines, current = [], entry[1] if entry else ""
                section = section if entry else line[3:].strip()
            lines.append(line)
    return out


def _exercise_citations() -> list[tuple[int, list[str]]]:
    """(chapter, rule ids) of every exercise in the bank, in the bank's order."""
    out = []
    for path in sorted((BOOK.parent / "exercises").glob("ch*.yaml")):
        data = yaml.safe_load(path.read_text("utf-8")) or {}
        for ex in data.get("exercises", ()):
            out.append((int(data.get("chapter", 0)), [str(r) for r in ex.get("rules", ())]))
    return out


def _engine_citations() -> list[list[str]]:
    """The rule lists the engine names in its explanations ("V21, V22, R172"), read from its
    source: a refusal's rule and the rules of what a turn announces."""
    out = []
    for path in sorted((BOOK.parent / "nardi_teach").rglob("*.py")):
        out += [s.split(", ") for s in _ENGINE_RULES.findall(path.read_text("utf-8"))]
    return out


def _chapter_docs() -> list[str]:
    """The book's pages in the order of ``_toc.yml``."""
    toc = yaml.safe_load((BOOK.parent / "_toc.yml").read_text("utf-8"))
    files = [str(toc["root"])]
    for part in toc.get("parts", ()):
        files += [str(entry["file"]) for entry in part.get("chapters", ())]
    return [f.removesuffix(".md") for f in files]


def related_sections(coverage: dict[str, dict[str, str]],
                     rules: list[str]) -> dict[str, tuple[str, str]]:
    """Where a rule without a section of its own is taught: ``(doc, label)``, derived from the
    rule sources, never written by hand. In order: the taught decision the engine and the
    exercises name it with most often ("V30, R91" → V30); the first taught decision of the
    specs that cites it; the first taught decision of the spec section that names it (or
    holds it); else the chapter of an exercise that cites it (label "")."""
    found: dict[str, tuple[str, str]] = {}

    def where(rule: str) -> tuple[str, str]:
        entry = coverage[rule]
        return str(entry["file"]).removesuffix(".md"), str(entry["label"])

    spec = _spec_citations()
    first_taught: dict[str, str] = {}
    for section, decision, _cited_ids in spec:
        if decision in coverage:
            first_taught.setdefault(section, decision)
    exercises = _exercise_citations()
    groups = [ids for _c, ids in exercises] + _engine_citations()
    docs = {int(m[1]): doc for doc in _chapter_docs() if (m := re.search(r"/(\d\d)_", doc))}
    for rule in rules:
        if rule in coverage:
            continue
        beside = Counter(next(r for r in ids if r in coverage) for ids in groups
                         if rule in ids and any(r in coverage for r in ids))
        decisions = [d for _s, d, cited in spec if rule in cited and d in coverage]
        sections = [first_taught[s] for s, d, cited in spec
                    if (rule in cited or d == rule) and s in first_taught]
        chapters = [c for c, ids in exercises if rule in ids and c in docs]
        if beside or decisions or sections:
            found[rule] = where(beside.most_common(1)[0][0] if beside
                                else (decisions or sections)[0])
        elif chapters:
            found[rule] = (docs[chapters[0]], "")
    return found


def load_rules() -> list[tuple[str, str, str, str]]:
    """(rule id, Georgian text, chapter docname, section label) for every rule of
    ``book/rules_ka.yml``, grouped by chapter in the book's order (R-, L-, then V-ids within
    a chapter). A rule taught in a section of its own (``rule_coverage.yml``) points there;
    any other — one the engine or an exercise cites beside a decision — at the section that
    teaches it (:func:`related_sections`); label "" is the chapter itself."""
    coverage = yaml.safe_load((BOOK / "rule_coverage.yml").read_text("utf-8"))
    texts = yaml.safe_load((BOOK / "rules_ka.yml").read_text("utf-8"))
    related = related_sections(coverage, list(texts))
    out = []
    for rule in dict.fromkeys([*coverage, *texts]):
        if rule in coverage:
            doc = str(coverage[rule]["file"]).removesuffix(".md")
            label = str(coverage[rule]["label"])
        elif rule in related:
            doc, label = related[rule]
        else:
            doc, label = "book/rules", ""
        out.append((rule, str(texts.get(rule, "")), doc, label))
    order = {doc: i for i, doc in enumerate(_chapter_docs())}
    return sorted(out, key=lambda r: (order.get(r[2], len(order)), "RLV".index(r[0][0]),
                                      int(r[0][1:])))


def _xref(target: str, text: str | None, classes: list[str]) -> addnodes.pending_xref:
    ref = addnodes.pending_xref("", refdomain="std", reftype="ref", reftarget=target,
                                refexplicit=text is not None, refwarn=True)
    ref += nodes.inline(text or target, text or "", classes=classes)
    return ref


class RulesIndex(Directive):
    """Every rule the book teaches, grouped by chapter, with a link to its section."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        env = self.state.document.settings.env
        env.note_dependency(str(BOOK / "rule_coverage.yml"))
        env.note_dependency(str(BOOK / "rules_ka.yml"))
        for spec in ("variants.md", "long_nardi.md"):
            env.note_dependency(str(SPECS / spec))
        out: list[nodes.Node] = []
        current = None
        items: nodes.bullet_list | None = None
        for rule, text, doc, label in load_rules():
            if not text:
                logger.warning("rules appendix: %s has no Georgian text in book/rules_ka.yml",
                               rule, location=self.get_location())
            if doc == "book/rules":
                logger.warning("rules appendix: %s has no section and nothing cites it",
                               rule, location=self.get_location())
            if doc != current:
                current = doc
                heading = nodes.paragraph(classes=["rules-chapter"])
                ref = addnodes.pending_xref("", refdomain="std", reftype="doc",
                                            reftarget="/" + doc, refexplicit=False,
                                            refwarn=True)
                ref += nodes.inline("", "")
                heading += nodes.strong("", "", ref)
                out.append(heading)
                items = nodes.bullet_list(classes=["rules-list"])
                out.append(items)
            anchor = f"rule-{rule.lower()}"
            item = nodes.list_item(ids=[anchor], names=[anchor])
            self.state.document.note_explicit_target(item, item)
            para = nodes.paragraph()
            para += nodes.literal(rule, rule, classes=["rule-id"])
            para += nodes.Text(" " + text + " ")
            if label:
                para += _xref(label, "→ §", ["rule-section"])
            elif doc != env.docname:  # taught in a chapter as a whole: the arrow leads there
                ref = addnodes.pending_xref("", refdomain="std", reftype="doc",
                                            reftarget="/" + doc, refexplicit=True,
                                            refwarn=True)
                ref += nodes.inline("→ §", "→ §", classes=["rule-section"])
                para += ref
            item += para
            assert items is not None
            items += item
        return out


def rule_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
              options: dict | None = None, content: list | None = None) -> tuple[list, list]:
    """``{rule}`R67``` → a small raised „§“ linking to the rule's entry in the appendix."""
    rule = text.strip().upper()
    if not _ID.match(rule):
        msg = inliner.reporter.error(f"not a rule id: {text!r}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    # Sphinx rebuilds a resolved reference's inner node, so the class sits on a wrapper.
    return [nodes.inline("", "", _xref(f"rule-{rule.lower()}", "§", []),
                         classes=["rule-ref"])], []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("rules-index", RulesIndex)
    app.add_role("rule", rule_role)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
