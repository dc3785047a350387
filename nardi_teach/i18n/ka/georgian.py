"""Georgian messages: the Georgian-text pass (issue 24): answers, search, Lab."""

MESSAGES: dict[str, str] = {
    "ex.nowhere": "არსად",
    "book.where_on": "{where:pts_loc}",
    "book.with_roll": "სროლა {dice}: {what}",
    "book.labelled": "{label}: {what}",
    "ex.ui.rules_one": "წესი {links}",
    "ex.ui.rules_many": "წესები: {links}",
}
