"""Georgian messages: the fourth robustness round (issue 40) — pupils' names, untrusted
files, teachers' files."""

MESSAGES: dict[str, str] = {
    "teach.pupil.too_long": "სახელი ძალიან გრძელია: მასში {max} ნიშანზე მეტი არ უნდა იყოს.",
}
