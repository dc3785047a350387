"""English messages: the book's Part III, the YellowClub family (issue 21)."""

MESSAGES: dict[str, str] = {
    "book.no_events": "No further rule followed this action.",
}
