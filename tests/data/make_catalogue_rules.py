"""Copy the catalogue's rule ids and tags into tests/data/catalogue_rules.json.

The rule-coverage test reads the JSON, so it does not need ../shared (the catalogue lives beside
the clone, in /work/shared/rules/catalogue.md or docs/rules/catalogue.md in CI). Run again
whenever the catalogue changes:  python tests/data/make_catalogue_rules.py [path/to/catalogue.md]
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
CANDIDATES = (HERE.parents[1].parent / "shared" / "rules" / "catalogue.md",
              Path("/work/shared/rules/catalogue.md"))
RULE = re.compile(r"^\* \*\*(R\d+)\*\*((?:\s+`[^`]+`)*)")


def parse(text: str) -> dict[str, list[str]]:
    """{"R1": ["CORE"], ...}: every rule item with the tags written right after its id."""
    rules: dict[str, list[str]] = {}
    for line in text.splitlines():
        m = RULE.match(line)
        if m:
            rules[m.group(1)] = re.findall(r"`([^`]+)`", m.group(2))
    return rules


def main(argv: list[str]) -> None:
    source = Path(argv[1]) if len(argv) > 1 else next(p for p in CANDIDATES if p.is_file())
    rules = parse(source.read_text(encoding="utf-8"))
    ordered = dict(sorted(rules.items(), key=lambda kv: int(kv[0][1:])))
    out = HERE / "catalogue_rules.json"
    out.write_text(json.dumps(ordered, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{len(ordered)} rules -> {out}")


if __name__ == "__main__":
    main(sys.argv)
