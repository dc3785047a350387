"""English messages: the game board with YellowClub's raise cube (V68) says "raise", not
"double", on its button and in its messages (book Part III, issue 21)."""

MESSAGES: dict[str, str] = {
    "widget.double_raise": "Raise",
    "game.doubled_raise": "{side} raises to {value}. {other}: take or drop?",
    "game.taken_raise": (
        "Raise taken: the stake is {value}, the cube belongs to {side}. {roller} to roll."
    ),
    "game.dropped_raise": "Raise dropped, so the game is over: {side} wins {points:score}.",
    # the computer's cube actions with the raise cube (V68, V69)
    "computer.doubled.white_raise": "White (the computer) raises to {value}.",
    "computer.doubled.black_raise": "Black (the computer) raises to {value}.",
    "computer.took.white_raise": "White (the computer) takes the raise: the stake is now {value}.",
    "computer.took.black_raise": "Black (the computer) takes the raise: the stake is now {value}.",
    "computer.dropped.white_raise": "White (the computer) drops the raise.",
    "computer.dropped.black_raise": "Black (the computer) drops the raise.",
}
