"""Rules named in words: "არა, თავის წესი" names L4 as surely as "არა, L4" (issue 24).

A learner answering "which rule does it break?" names the rule as the book teaches it, not by
its id. Each entry gives the stems of the phrases the chapters use for a rule.
"""

from __future__ import annotations

from .answers import normal

RULE_WORDS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("L6", ("ექვსი პუნქტ", "ექვს პუნქტ", "ბლოკ", "ზედიზედ")),
    ("L5", ("პირველი სვლის გამონაკლის", "პირველ სვლაზე", "გამონაკლის")),
    ("L4", ("თავის წეს", "თავიდან ერთ", "თავიდან მხოლოდ ერთ", "head rule")),
    ("L3", ("ერთი ქვაც", "ერთი ქვა კეტავს", "დაკეტილ", "დახურულ")),
    ("R42", ("ორივე კამათ", "both dice")),
    ("R43", ("მაღალი კამათ", "უფრო მაღალი რიცხვ", "higher die")),
    ("R75", ("ყველაზე მაღალ", "ზედმეტ", "highest point")),
    ("R37", ("შუალედურ", "დაკავებულ", "დაბლოკილ", "blocked")),
)


def rules_in_words(text: object) -> list[str]:
    """The rules ``text`` names in words, in the order of :data:`RULE_WORDS`."""
    value = normal(text)
    return [rule for rule, stems in RULE_WORDS if any(stem in value for stem in stems)]
