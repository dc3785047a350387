"""English messages: every game of the YellowClub family on the boards (issue 20, point 5;
issue 21, point 4 — the play page's list of games)."""

MESSAGES: dict[str, str] = {
    "practice.variant_done": (
        "Practice complete: you brought the last checker home and bore off by this game's "
        "own rules."
    ),
    "game.drawn": "Game over: no points to either side.",
    "computer.choose_variant": "Game",
    "computer.setup_variant": "Game: {name}.",
    "computer.choose_cube": "Cube",
    "computer.cube.doubling": "Doubling cube (1, 2, 4, …)",
    "computer.cube.raise": "Raise cube (1, 2, 3, …)",
    "computer.setup_cube": "Cube: {name}.",
}

MESSAGES.update({
    "game.opening_plus": (
        "Opening roll: {side} starts; its {dice:dice} wait for the fresh dice ({count:count} "
        "more, rolled now) — together they are one roll."
    ),
    "game.opening_reroll_plakoto": (
        "Opening roll ({dice:dice}): {side} starts and now rolls both dice afresh "
        "(plakoto)."
    ),
    "computer.record_variant_id": (
        "Position ID ({name}; GNU Backgammon's Match ID does not describe this game): {id}"
    ),
    "widget.dice_placeholder_3": "e.g. 6-5-3",
    "widget.dice_placeholder_4": "e.g. 6-5-3-1",
    "ctl.confirmed_dice": (
        "{side} played {play}. {next} to play: the dice are already on the board ({dice:dice})."
    ),
    "board.segment.granted": "Granted double: {dice:dice}",
    "board.segment.passed": "Moves passed on: {dice:dice}",
    "board.segment.extra": "Extra roll: {dice:dice}",
})
