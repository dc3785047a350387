"""English messages: the review queue and the progress page."""

MESSAGES: dict[str, str] = {
    "review.chapter": "Chapter {n}",
    "review.part.short": "Part I. Short nardi",
    "review.part.long": "Part II. Long nardi",
    "review.item": "“{chapter}”, exercise {n}",
    "review.stage": "review {stage} of {stages}",
    "review.due_title": "{n:exercises} to review now.",
    "review.nothing_due": "Nothing to review now. The next exercise comes back {when}.",
    "review.empty": "Nothing to review yet: no wrong answer, no solution opened.",
    "review.upcoming_title": "Coming reviews",
    "review.next": "This exercise comes back {when}.",
    "review.learned": "You know this exercise now: it has left the review queue.",
    "review.when.hours": "in {n} hour(s)",
    "review.when.tomorrow": "tomorrow",
    "review.when.days": "in {n} days",
    "review.when.date": "on {day} {month}",
    "review.when.date_year": "on {day} {month} {year}",
    "review.month.1": "January",
    "review.month.2": "February",
    "review.month.3": "March",
    "review.month.4": "April",
    "review.month.5": "May",
    "review.month.6": "June",
    "review.month.7": "July",
    "review.month.8": "August",
    "review.month.9": "September",
    "review.month.10": "October",
    "review.month.11": "November",
    "review.month.12": "December",
    "review.col.chapter": "Chapter",
    "review.col.solved": "Exercises solved",
    "review.col.stars": "Lesson",
    "review.total": "{solved+total:solved}",
    "review.stars": "{n:stars} of three",
    "review.no_stars": "Lesson not finished yet",
    "review.note.unreadable": (
        "The answers kept in this browser are damaged and could not be read. Nothing was "
        "deleted: the next answer saved puts the old record aside and starts a new one."
    ),
    "review.note.bad": (
        "{n} stored record(s) could not be read and were skipped; the rest is shown below, "
        "nothing was deleted."
    ),
    "review.note.unknown": (
        "{n} stored exercise(s) are no longer in the book (probably from an older version) "
        "and were skipped."
    ),
    "review.note.untimed": (
        "{n} answer(s) have no time, or one that could not be read: not counted in the queue."
    ),
    "review.note.future": (
        "{n} answer(s) are dated in the future (was the computer's clock changed?): not "
        "counted in the queue."
    ),
    "review.note.lessons": (
        "The lesson stars kept in this browser are damaged and could not be read; they were "
        "not deleted."
    ),
    "review.note.lessons_part": "Some lesson stars could not be read and were skipped.",
    "review.static": (
        "The list of exercises to review is made from the answers kept in this browser and "
        "shows here once the page has loaded."
    ),
    "review.progress_static": (
        "The table fills in from the answers kept in this browser once the page has loaded."
    ),
    "review.lab_file": "Progress is kept in the file {path}.",
    "review.refresh": "Refresh",
}
