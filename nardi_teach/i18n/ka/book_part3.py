"""Georgian messages: the book's Part III, the YellowClub family (issue 21)."""

MESSAGES: dict[str, str] = {
    "ex.bear_off_pinned": "ყველა ქვა სახლშია, მაგრამ {point:loc} თქვენი ქვა ჩაჭერილია — სანამ ის არ განთავისუფლდება, გატანა არ შეიძლება.",
    "book.no_events": "ამ მოქმედებას დამატებითი წესი არ მოჰყოლია.",
}
