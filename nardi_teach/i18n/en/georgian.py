"""English messages: the Georgian-text pass (issue 24): answers, search, Lab."""

MESSAGES: dict[str, str] = {
    "ex.nowhere": "nowhere",
    "book.where_on": "{where:pts_or_loc}",
    "book.with_roll": "roll {dice}: {what}",
    "book.labelled": "{label}: {what}",
    "ex.ui.rules_one": "Rule {links}",
    "ex.ui.rules_many": "Rules: {links}",
}
