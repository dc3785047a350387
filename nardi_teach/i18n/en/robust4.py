"""English messages: the fourth robustness round (issue 40) — pupils' names, untrusted
files, teachers' files."""

MESSAGES: dict[str, str] = {
    "teach.pupil.too_long": "This name is too long: it may have at most {max} characters.",
    "teach.class.bad_call": (
        "These files could not be read: "
        "together they are too big. Choose fewer files at a time."
    ),
}
