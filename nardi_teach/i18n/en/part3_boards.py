"""English messages: the game board with YellowClub's raise cube (V68) says "raise", not
"double", on its button and in its messages (book Part III, issue 21)."""

MESSAGES: dict[str, str] = {
    "widget.double_raise": "Raise",
    "game.doubled_raise": "{side} raises to {value}. {other}: take or drop?",
    "game.taken_raise": (
        "Raise taken: the stake is {value}, the cube belongs to {side}. {roller} to roll."
    ),
    "game.dropped_raise": "Raise dropped, so the game is over: {side} wins {points:score}.",
}
