"""The rule a message rests on, as the link a page puts beside it (issue 38): words a learner
reads, the rule's place in the book, and the ids kept for the link's title only."""

from __future__ import annotations

from collections.abc import Iterable

from ..i18n import translate


def rule_link(rules: str | Iterable[str] | None, lang: str | None = None
              ) -> dict[str, str] | None:
    """The link a page puts beside a message or a verdict: the first rule it rests on, by its
    anchor in the rules list (``rule-v62``), the link's words ("ეს წესი წიგნში") and every id
    for its title — the ids never in the sentence itself (issue 38).  ``None`` for no rule."""
    given = [rules] if isinstance(rules, str) else list(rules or ())
    ids = [r.strip() for text in given for r in str(text).split(",") if r.strip()]
    if not ids:
        return None
    return {"anchor": f"rule-{ids[0].lower()}", "label": translate("rule.link", lang),
            "rules": ", ".join(ids)}


__all__ = ["rule_link"]
