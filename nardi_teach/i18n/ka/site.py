"""Georgian messages: the built site's own words (the progress table's Part III caption,
the top bar's print button)."""

MESSAGES: dict[str, str] = {
    "review.part.family": "მესამე ნაწილი. ნარდის ოჯახი",
    "site.print_chapter": "თავის დაბეჭდვა",
    "site.print_page": "გვერდის დაბეჭდვა",
}
