"""English messages: the tutor on a game board against the computer (issue 22) — its switch,
its verdict after each decision of the learner, its hint, the better play shown, and the list
of a finished game's biggest errors with "replay from here"."""

MESSAGES: dict[str, str] = {
    # — the buttons (group "tutor") —
    "widget.tutor_on": "Tutor on",
    "widget.tutor_off": "Tutor off",
    "widget.hint": "What would you play?",
    "widget.show_better": "Show the better play",
    "widget.hide_better": "Hide the better play",
    "widget.replay_from": "Replay from here",
    "tutor.ui.title": "Tutor",
    # — switched on and off —
    "tutor.ui.on": (
        "The tutor is on: after each of your plays and cube decisions it says how good it was."
    ),
    "tutor.ui.off": (
        "The tutor is off: it no longer says how good a play was, but your bad plays still "
        "come back on the review page."
    ),
    # — the verdict (gnubg's thresholds; the loss a game and in a hundred games) —
    "tutor.ui.play.good": "Good play.",
    "tutor.ui.play.doubtful": (
        "Doubtful play: it costs you {loss:equity} points a game on average — about "
        "{per100:score} in 100 games. Better was {best}."
    ),
    "tutor.ui.play.bad": (
        "Bad play: it costs you {loss:equity} points a game on average — about "
        "{per100:score} in 100 games. Better was {best}."
    ),
    "tutor.ui.play.very_bad": (
        "Very bad play: it costs you {loss:equity} points a game on average — about "
        "{per100:score} in 100 games. Better was {best}."
    ),
    "tutor.ui.cube.good": "Good cube decision.",
    "tutor.ui.cube.doubtful": (
        "Doubtful cube decision: it costs you {loss:equity} points a game on average — about "
        "{per100:score} in 100 games. Better was: {best}."
    ),
    "tutor.ui.cube.bad": (
        "Bad cube decision: it costs you {loss:equity} points a game on average — about "
        "{per100:score} in 100 games. Better was: {best}."
    ),
    "tutor.ui.cube.very_bad": (
        "Very bad cube decision: it costs you {loss:equity} points a game on average — about "
        "{per100:score} in 100 games. Better was: {best}."
    ),
    "tutor.ui.verdict.good": "good",
    "tutor.ui.verdict.doubtful": "doubtful",
    "tutor.ui.verdict.bad": "bad",
    "tutor.ui.verdict.very_bad": "very bad",
    # — the better play on the board —
    "tutor.ui.better": (
        "The better play ({dice:dice}): {best} — the arrows are on the board. You played "
        "{play}. Press “Hide the better play” or the board to go on."
    ),
    "tutor.ui.better_hidden": "The board shows the present position again.",
    # — the hint: "what would you play?" —
    "tutor.ui.hint.play": (
        "With these dice ({dice:dice}) the tutor would play {play} — see the arrows."
    ),
    "tutor.ui.hint.double": "The tutor would double now.",
    "tutor.ui.hint.no_double": "The tutor would not double now — roll the dice.",
    "tutor.ui.hint.take": "The tutor would take the double.",
    "tutor.ui.hint.pass": "The tutor would pass.",
    "tutor.ui.hint.roll": "Roll the dice first — the tutor advises once they are rolled.",
    "tutor.ui.hint.not_now": "It is the computer's turn, or the game is over: no advice needed.",
    # — after the game: the biggest errors, each to replay from —
    "tutor.ui.errors_title": "Your biggest errors in this game:",
    "tutor.ui.no_errors": "Not a single doubtful decision in this game — well played!",
    "tutor.ui.error_play": (
        "{n}. {dice:dice}: {play} — {verdict} ({loss:equity}); better was {best}"
    ),
    "tutor.ui.error_cube": "{n}. cube: {action} — {verdict} ({loss:equity}); better was: {best}",
    "tutor.ui.replayed": "The game is back at this decision: {text}. Try again.",
    "tutor.ui.no_such_error": "This game has no such error.",
}
