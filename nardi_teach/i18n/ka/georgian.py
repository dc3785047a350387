"""Georgian messages: the Georgian-text pass (issue 24): answers, search, Lab."""

MESSAGES: dict[str, str] = {
    "ex.nowhere": "არსად",
    "book.where_on": "{where:pts_loc}",
    "book.with_roll": "სროლა {dice}: {what}",
    "book.labelled": "{label}: {what}",
    "search.maybe": "იქნებ ეძებდით:",
    "search.all_words": "ყველა ტერმინი და მისი სხვა სახელები —",
    "search.glossary": "ტერმინების გვერდზეა",
    "ex.right_illegal": "სწორია: სვლა დაუშვებელია. {why}",
    "ex.ui.rules_one": "წესი {links}",
    "ex.ui.rules_many": "წესები: {links}",
}
