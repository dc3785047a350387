"""English messages: the Georgian-text pass (issue 24): answers, search, Lab."""

MESSAGES: dict[str, str] = {
    "ex.nowhere": "nowhere",
    "book.where_on": "{where:pts_or_loc}",
    "book.with_roll": "roll {dice}: {what}",
    "book.labelled": "{label}: {what}",
    "search.maybe": "Did you mean:",
    "search.all_words": "Every term and its other names are on",
    "search.glossary": "the glossary page",
    "ex.right_illegal": "Correct: the play is illegal. {why}",
    "ex.ui.rules_one": "Rule {links}",
    "ex.ui.rules_many": "Rules: {links}",
}
