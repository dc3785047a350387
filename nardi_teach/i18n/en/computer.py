"""English messages: the computer's evaluator — the tutor's verdicts and the top level's name."""

MESSAGES: dict[str, str] = {
    "computer.level_name.expert": "expert",
    # — the tutor (issue 22): gnubg's thresholds, the equity lost, the better choice —
    "tutor.play.good": "Good play.",
    "tutor.play.doubtful": "Doubtful play: it costs {loss:equity} points a game. Better: {best}.",
    "tutor.play.bad": "Bad play: it costs {loss:equity} points a game. Better: {best}.",
    "tutor.play.very_bad": (
        "Very bad play: it costs {loss:equity} points a game. Better: {best}."
    ),
    "tutor.cube.good": "Good cube decision.",
    "tutor.cube.doubtful": (
        "Doubtful cube decision: it costs {loss:equity} points a game. Better: {best}."
    ),
    "tutor.cube.bad": "Bad cube decision: it costs {loss:equity} points a game. Better: {best}.",
    "tutor.cube.very_bad": (
        "Very bad cube decision: it costs {loss:equity} points a game. Better: {best}."
    ),
    "tutor.action.double": "double",
    "tutor.action.no_double": "roll without doubling",
    "tutor.action.take": "take",
    "tutor.action.pass": "pass",
}
