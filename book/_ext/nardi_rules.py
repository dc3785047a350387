"""The rules appendix, generated so that it cannot drift, and small links to it.

``{rules-index}`` (a directive) lists every rule of ``book/rule_coverage.yml`` in the plain
Georgian of ``book/rules_ka.yml``, each with its id and a link to the section that teaches it,
grouped by chapter.  Every entry is a link target ``rule-r67``.

``{rule}`R67``` (a role) is the small link a chapter may put beside a sentence: the id in small
type, pointing at the rule's entry in the appendix.  A missing rule is a build warning (``-W``).
"""

from __future__ import annotations

import re
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


def load_rules() -> list[tuple[str, str, str, str]]:
    """(rule id, Georgian text, chapter docname, section label) in the book's order."""
    coverage = yaml.safe_load((BOOK / "rule_coverage.yml").read_text("utf-8"))
    texts = yaml.safe_load((BOOK / "rules_ka.yml").read_text("utf-8"))
    out = []
    for rule, where in coverage.items():
        doc = str(where["file"]).removesuffix(".md")
        out.append((rule, str(texts.get(rule, "")), doc, str(where["label"])))
    return sorted(out, key=lambda r: ("RLV".index(r[0][0]), int(r[0][1:])))  # R-, L-, then V-ids


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
        out: list[nodes.Node] = []
        current = None
        items: nodes.bullet_list | None = None
        for rule, text, doc, label in load_rules():
            if not text:
                logger.warning("rules appendix: %s has no Georgian text in book/rules_ka.yml",
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
            para += _xref(label, "→ §", ["rule-section"])
            item += para
            assert items is not None
            items += item
        return out


def rule_role(name: str, rawtext: str, text: str, lineno: int, inliner: Any,
              options: dict | None = None, content: list | None = None) -> tuple[list, list]:
    """``{rule}`R67``` → a small link to the rule's entry in the appendix."""
    rule = text.strip().upper()
    if not _ID.match(rule):
        msg = inliner.reporter.error(f"not a rule id: {text!r}", line=lineno)
        return [inliner.problematic(rawtext, rawtext, msg)], [msg]
    # Sphinx rebuilds a resolved reference's inner node, so the class sits on a wrapper.
    return [nodes.inline("", "", _xref(f"rule-{rule.lower()}", rule, []),
                         classes=["rule-ref"])], []


def setup(app: Sphinx) -> dict[str, Any]:
    app.add_directive("rules-index", RulesIndex)
    app.add_role("rule", rule_role)
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
