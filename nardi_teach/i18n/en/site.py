"""English messages: the built site's own words (the progress table's Part III caption,
the top bar's print button)."""

MESSAGES: dict[str, str] = {
    "review.part.family": "Part III. The nardi family",
    "site.print_chapter": "Print this chapter",
    "site.print_page": "Print this page",
}
