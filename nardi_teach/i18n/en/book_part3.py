"""English messages: the book's Part III, the YellowClub family (issue 21)."""

MESSAGES: dict[str, str] = {
    # — the book's notes (book/nardi_book.py) —
    "book.action.raise": "raise",
    "book.after.raise": "a raise to {value} is offered; {side} answers",
    "book.no_events": "No further rule followed this play: the turn simply passes.",
    "book.no_events_over": "The game is over, so nothing is passed and there is no extra roll.",
    # — exercises: a pinned checker stops the bear-off (V30) —
    "ex.bear_off_pinned": (
        "Every checker is home, but your checker on the {point}-point is pinned — no "
        "bearing off until it is released."),
    # — exercises: what follows a play (exercises/kinds/flow.py, V61–V67) —
    "ex.opt.flow_granted": "The same player is granted the next double (the progression)",
    "ex.opt.flow_extra": "The same player rolls once more",
    "ex.opt.flow_passed": "The opponent first plays the passed moves",
    "ex.opt.flow_opponent": "The turn passes — the opponent rolls",
    "ex.opt.flow_over": "The game is over",
    "ex.flow.plain": "No further rule follows this play: the turn simply passes to the opponent.",
    "ex.flow.over": (
        "The last checker is off and the game is over; the move left neither passes to the "
        "opponent nor earns an extra roll."),
    # — the teachers' guide: the turn-sequence kinds and their fields —
    "teach.kind.next_in_turn": (
        "What follows a play in a game of the family: a granted double, an extra roll, moves "
        "passed to the opponent, the opponent's roll, or the end of the game?"),
    "teach.kind.passed_moves": "How many moves pass to the opponent after the play (0 if none)?",
    "teach.info.script": (
        "What happens in the game, in order: \"roll 3-3\" (a roll) or \"play 24/18 20/17(2)\" "
        "(a play)."),
    "teach.info.personal": (
        "How many personal rolls each side has made: [white, black] (for the crazy games' "
        "progression; [0, 0] by default)."),
    "teach.info.cube_kind": "The cube: doubling (the default) or raise (YellowClub's raise cube).",
}
