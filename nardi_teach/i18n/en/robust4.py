"""English messages: the fourth robustness round (issue 40) — pupils' names, untrusted
files, teachers' files, IDs."""

MESSAGES: dict[str, str] = {
    "teach.pupil.too_long": "This name is too long: it may have at most {max} characters.",
    "teach.class.bad_call": (
        "These files could not be read: together they are too big. Choose fewer files at a time."
    ),
    "lesson.too_long": (
        "This lesson is too big: {n} characters, and the book's page reads at most {limit}. "
        "Shorten its texts or split it into two lessons."
    ),
    "ex.bank.duplicate_id": (
        "Another exercise already has this id ({first}). Each id must be unique across the "
        "whole bank: change one of them."
    ),
    "id.no_xgid": (
        "An XGID describes a short-nardi board; write this game's position with its own ID, "
        "for example: {example}."
    ),
    "id.roll_not_two": (
        "An ID holds a roll of two dice (a double meaning four moves); the roll {dice} cannot "
        "be written in one."
    ),
}
