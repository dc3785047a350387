"""Every CORE/MATCH/OPT/CHOU/OTB rule of the catalogue is taught somewhere in the book.

`book/rule_coverage.yml` maps each rule id to the chapter file and the MyST label of the section
that teaches it; the catalogue's ids and tags are copied in tests/data/catalogue_rules.json
(tests/data/make_catalogue_rules.py). The map must cover every such rule, and every entry must
point at a rule that exists and a label that is really defined in that file.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[2]
TAUGHT_TAGS = {"CORE", "MATCH", "OPT", "CHOU", "OTB"}
# Part II: long nardi's decisions (docs/rules/long_nardi.md) and the catalogue's LONG rules
LONG_DECISIONS = [f"L{i}" for i in range(1, 12)]
LONG_RULES = [f"R{i}" for i in range(155, 164)]
CATALOGUE = json.loads((ROOT / "tests" / "data" / "catalogue_rules.json").read_text("utf-8"))
# Part III: the variants spec's decisions (../shared/rules/variants.md, tests/data/
# make_variant_rules.py) — every one tagged [MG] or [FL] is taught in a section
VARIANT_RULES = json.loads((ROOT / "tests" / "data" / "variant_rules.json").read_text("utf-8"))
VARIANT_TAUGHT = [v for v, tags in VARIANT_RULES.items() if {"MG", "FL"} & set(tags)]
COVERAGE = yaml.safe_load((ROOT / "book" / "rule_coverage.yml").read_text("utf-8"))


def _labels(path: Path) -> set[str]:
    return set(re.findall(r"^\(([^)\s]+)\)=\s*$", path.read_text("utf-8"), re.M))


def test_catalogue_copy_is_complete() -> None:
    assert [f"R{i}" for i in range(1, 186)] == list(CATALOGUE)


def test_every_taught_rule_has_a_section() -> None:
    needed = {r for r, tags in CATALOGUE.items() if TAUGHT_TAGS & set(tags)}
    missing = sorted(needed - set(COVERAGE), key=lambda r: int(r[1:]))  # R-ids only
    assert missing == [], f"rules with no section in book/rule_coverage.yml: {missing}"


def test_every_long_nardi_rule_has_a_section() -> None:
    """L1–L11 and R155–R163 are each taught in a Part II section."""
    missing = [r for r in LONG_DECISIONS + LONG_RULES if r not in COVERAGE]
    assert missing == [], f"long-nardi rules with no section in book/rule_coverage.yml: {missing}"


def test_variant_copy_is_complete() -> None:
    assert [f"V{i}" for i in range(1, 73)] == list(VARIANT_RULES)
    assert len(VARIANT_TAUGHT) == 66  # all but V23, V36, V49, V60, V71, V72 ([BK] or untagged)


def test_every_variant_rule_has_a_section() -> None:
    """Each V-id tagged [MG] or [FL] is taught in a Part III section."""
    missing = [v for v in VARIANT_TAUGHT if v not in COVERAGE]
    assert missing == [], f"variant rules with no section in book/rule_coverage.yml: {missing}"


def test_a_variant_rule_with_no_section_fails() -> None:
    """The check above really fails: drop one V-id from the map and it is reported."""
    without = {rule: where for rule, where in COVERAGE.items() if rule != "V62"}
    assert [v for v in VARIANT_TAUGHT if v not in without] == ["V62"]


def test_every_entry_names_a_real_rule_and_a_real_label() -> None:
    bad = []
    for rule, where in COVERAGE.items():
        if rule not in CATALOGUE and rule not in LONG_DECISIONS and rule not in VARIANT_RULES:
            bad.append((rule, "no such rule in the catalogue"))
            continue
        path = ROOT / where["file"]
        if not path.is_file():
            bad.append((rule, f"no file {where['file']}"))
        elif where["label"] not in _labels(path):
            bad.append((rule, f"no label ({where['label']})= in {where['file']}"))
    assert bad == []
