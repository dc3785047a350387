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
}
