"""Georgian messages: the book's Part III, the YellowClub family (issue 21)."""

MESSAGES: dict[str, str] = {
    "book.no_events": "ამ მოქმედებას დამატებითი წესი არ მოჰყოლია.",
}
