"""English messages: the engine's and the files' refusals added by issue 26 (robustness)."""

MESSAGES: dict[str, str] = {
    "robust.not_finished": (
        "The game is not over: neither side has borne off all its checkers, so it has no "
        "result yet (rule R20)."
    ),
    "robust.xgid_wrong_game": (
        "An XGID describes a game of short nardi, so this game (of another kind) cannot be "
        "read from one."
    ),
    "robust.xgid_no_game": (
        "An XGID describes short nardi only, so this game has none; its position has an ID "
        "of its own (position.position_id())."
    ),
    "robust.state_wrong_game": (
        "This state belongs to a game of another kind, so this game cannot start from it."
    ),
    "robust.match_over_undo": "The match is over: its moves can no longer be taken back.",
    # — limits checked before parsing (core/limits.py) —
    "limit.not_text": "Text is needed here.",
    "limit.too_long": "The text is too long (the limit is {limit} characters).",
    "limit.too_deep": (
        "The data is nested too deep (more than {limit} levels of lists and fields in each "
        "other)."
    ),
    "limit.number": "A number here is too long (the limit is {limit} digits).",
    "limit.surrogate": (
        "A text here holds a broken character (a lone UTF-16 surrogate such as \\ud800) "
        "that cannot be saved or shown; write the character itself."
    ),
    "limit.not_regular": (
        "This is not a regular file (a pipe, a device or the like), so it is not read."
    ),
    "limit.too_big": "The file is too big (the limit is {limit} kB).",
    "robust.yaml_number": (
        "“{text}” is marked as a number (!!int or !!float) but is not one; write the number, "
        "or leave the tag out."
    ),
    "robust.lesson_invalid": (
        "This step cannot be shown: {detail_en} (python -m nardi_teach.exercises lessons "
        "validate lists every problem of the file)."
    ),
    "live.store_full": (
        "This browser's storage is full or switched off, so your answers cannot be saved "
        "now. They are kept on this page and saved as soon as there is room; free some "
        "storage (or keep this page open) so that nothing is lost."
    ),
}
