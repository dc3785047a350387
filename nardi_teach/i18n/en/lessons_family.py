"""English messages: guided lessons in the games of the family and with the raise cube
(issue 21)."""

MESSAGES: dict[str, str] = {
    "lesson.action.raise": "Raise",
    "lesson.cube_kind": (
        "cube_kind: “{kind}” is not a kind of cube — use {kinds} (doubling — the doubling "
        "cube, raise — the raise cube)."
    ),
    "lesson.cube_kind_play": "cube_kind: belongs to an action step only (action:).",
}
