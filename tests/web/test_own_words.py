"""The book says everything in its own words: no run of 8 words is shared with the Georgian
source documents (checked where the sources are at hand; skipped elsewhere)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SEEDS = Path("/work/shared/seeds")
RUN = 8
WORD = re.compile(r"[\u10d0-\u10ffA-Za-z0-9]+")


def _runs(text: str) -> set[tuple[str, ...]]:
    words = [w.lower() for w in WORD.findall(text)]
    return {tuple(words[i:i + RUN]) for i in range(len(words) - RUN + 1)}


def _ours() -> list[Path]:
    return sorted([*ROOT.glob("book/*.md"), ROOT / "book" / "rules_ka.yml",
                   *ROOT.glob("exercises/*.yaml"), *ROOT.glob("nardi_teach/i18n/ka/*.py")])


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the source documents are not on this machine")
@pytest.mark.parametrize("path", _ours(), ids=lambda p: p.name)
def test_no_8_word_run_shared_with_the_sources(path: Path) -> None:
    sources: set[tuple[str, ...]] = set()
    for seed in SEEDS.glob("*.txt"):
        sources |= _runs(seed.read_text("utf-8"))
    text = path.read_text("utf-8")
    text = re.sub(r"^```\{code-cell\}.*?^```\s*$", "", text, flags=re.S | re.M)
    shared = sorted(" ".join(r) for r in _runs(text) & sources)
    assert shared == [], f"{path.name} repeats the sources: {shared[:3]}"
