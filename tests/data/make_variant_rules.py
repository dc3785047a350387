"""Copy the variants spec's decision ids and tags into tests/data/variant_rules.json.

The rule-coverage test reads the JSON; the spec is docs/rules/variants.md in the repository
(a copy of ../shared/rules/variants.md). A decision's tags
are the ones written in its item (``**V25 Pinning [MG].**``) and those of the section heading it
stands under (``## Turn sequence: … [FL]``). Run again whenever the spec changes:
python tests/data/make_variant_rules.py [path/to/variants.md]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CANDIDATES = (HERE.parents[1] / "docs" / "rules" / "variants.md",
              HERE.parents[1].parent / "shared" / "rules" / "variants.md",
              Path("/work/shared/rules/variants.md"))
ITEM = re.compile(r"^\* \*\*(V\d+)\b(.*)")
TAG = re.compile(r"\[(MG|FL|BK)\]")


def parse(text: str) -> dict[str, list[str]]:
    """{"V1": ["MG", "BK"], ...}: every decision with its own and its section's tags."""
    rules: dict[str, list[str]] = {}
    section: list[str] = []
    lines = text.splitlines()
    for number, line in enumerate(lines):
        if line.startswith("## "):
            section = TAG.findall(line)
            continue
        found = ITEM.match(line)
        if found:
            title = " ".join([found.group(2), *lines[number + 1:number + 2]]).split("**")[0]
            own = TAG.findall(title)
            rules[found.group(1)] = list(dict.fromkeys(own + section))
    return rules


def main(argv: list[str]) -> None:
    source = Path(argv[1]) if len(argv) > 1 else next(p for p in CANDIDATES if p.is_file())
    rules = parse(source.read_text("utf-8"))
    out = HERE / "variant_rules.json"
    out.write_text(json.dumps(rules, ensure_ascii=False, indent=1) + "\n", "utf-8")
    print(f"{len(rules)} decisions -> {out}")


if __name__ == "__main__":
    main(sys.argv)
