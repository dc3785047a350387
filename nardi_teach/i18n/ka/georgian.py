"""Georgian messages: the Georgian-text pass (issue 24): answers, search, Lab."""

MESSAGES: dict[str, str] = {
    "ex.nowhere": "არსად",
    "book.where_on": "{where:pts_loc}",
    "book.with_roll": "სროლა {dice}: {what}",
    "book.labelled": "{label}: {what}",
}
