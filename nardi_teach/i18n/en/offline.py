"""English messages: the offline book (the note that the book is being saved in the browser)."""

MESSAGES: dict[str, str] = {
    "offline.label": "The book without the internet",
    "offline.saving": (
        "The book is being saved in this browser for offline use… You can keep reading."
    ),
    "offline.ready": (
        "Ready: the book is saved in this browser. Without the internet too, every chapter "
        "opens and every board plays."
    ),
    "offline.failed": (
        "The book could not be saved completely: the connection was lost. Once it is back, "
        "saving goes on where it stopped."
    ),
    "offline.full": "The book could not be saved: the browser has no space left.",
    "offline.save_now": "Save now",
    "offline.page_title": "No internet connection",
    "offline.page_lead": (
        "This page is not saved in this browser yet, and there is no internet connection. Once "
        "the connection is back, the page opens and the book goes on being saved."
    ),
    "offline.page_saved": "These pages are saved and open without the internet:",
    "offline.page_none": "No page of the book is saved in this browser yet.",
    "offline.page_retry": "Try again",
}
