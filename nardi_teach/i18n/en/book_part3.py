"""English messages: the book's Part III, the YellowClub family (issue 21)."""

MESSAGES: dict[str, str] = {
    "ex.bear_off_pinned": "Every checker is home, but your checker on the {point}-point is pinned — no bearing off until it is released.",
    "book.no_events": "No further rule followed this action.",
}
