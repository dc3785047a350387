"""English messages: why the tutor's better play is better (issue 39, point 2) — one sentence
per fact the engine compares (``computer/reasons.py``), and the name of the concept each one
links to in the book."""

MESSAGES: dict[str, str] = {
    "tutor.why.title": "Why:",
    # — short nardi —
    "tutor.why.shots": (
        "Risk of being hit: after your play {mine:shots}; after the better play {best:shots}."
    ),
    "tutor.why.opp_bar": (
        "Hitting: the opponent has {best:opp_bar} on the bar after the better play, "
        "{mine:opp_bar} after yours. A checker on the bar must enter first and starts its "
        "journey again."
    ),
    "tutor.why.home_points": (
        "Home-board points: you hold {best:points0} in your home after the better play, "
        "{mine:points0} after yours. The more of them you hold, the harder it is for a hit "
        "checker to enter."
    ),
    "tutor.why.made": (
        "Points made: {best:num0} after the better play, {mine:num0} after yours. A point "
        "held by two checkers cannot be hit, and the opponent cannot land on it."
    ),
    "tutor.why.home_gap": (
        "The way home: after the better play {best:home_gap}; after yours {mine:home_gap}. "
        "You save the gammon only if all your checkers get home in time and you bear one off."
    ),
    "tutor.concept.made": "Where a checker may land",
    "tutor.concept.home_gap": "One checker off changes everything",
    "tutor.why.point5.made": (
        "The 5-point: the better play makes it, yours does not. It is the most valuable point "
        "of the home board: it makes entering harder and blocks the way."
    ),
    "tutor.why.point5.kept": (
        "The 5-point: the better play keeps it, yours gives it up. It is the most valuable "
        "point of the home board: it makes entering harder and blocks the way."
    ),
    "tutor.why.point7.made": (
        "The bar point (7): the better play makes it, yours does not. It blocks the "
        "opponent's back checkers."
    ),
    "tutor.why.point7.kept": (
        "The bar point (7): the better play keeps it, yours gives it up. It blocks the "
        "opponent's back checkers."
    ),
    "tutor.why.prime": (
        "Points in a row: {best:num0} after the better play, {mine:num0} after yours. The "
        "longer such a wall, the harder it is for the opponent's checkers to get past it."
    ),
    "tutor.why.back": (
        "Checkers left back (in the opponent's home or on the bar): {best:checkers0} after the "
        "better play, {mine:checkers0} after yours. A checker left back has the longest way "
        "home."
    ),
    "tutor.why.off": (
        "Bearing off: {best:checkers0} borne off after the better play, {mine:checkers0} after "
        "yours."
    ),
    "tutor.why.race": "The race: after the better play {best:lead}; after yours {mine:lead}.",
    "tutor.why.gammon": (
        "Chance of winning a gammon (the computer's estimate): {best:pct} after the better play, "
        "{mine:pct} after yours."
    ),
    "tutor.why.lose_gammon": (
        "Risk of losing a gammon (the computer's estimate): {best:pct} after the better play, "
        "{mine:pct} after yours."
    ),
    "tutor.why.win": (
        "Chance of winning (the computer's estimate): {best:pct} after the better play, {mine:pct} "
        "after yours."
    ),
    # — long nardi —
    "tutor.why.block": (
        "Points held in a row: {best:num0} after the better play, {mine:num0} after yours. "
        "Such a row blocks the opponent's checkers."
    ),
    "tutor.why.behind": (
        "The opponent's checkers behind your longest row: {best:checkers0} after the better "
        "play, {mine:checkers0} after yours. They still have to get past it."
    ),
    "tutor.why.points": (
        "Points held: {best:num0} after the better play, {mine:num0} after yours. In long "
        "nardi one checker holds a point, so every point you hold limits the opponent's moves."
    ),
    "tutor.why.stragglers": (
        "Checkers left behind (the head's aside, still in or before the opponent's home): "
        "{best:checkers0} after the better play, {mine:checkers0} after yours. The opponent's "
        "home lies in the middle of your way: as it fills up, a late checker finds no way "
        "through."
    ),
    "tutor.why.cross_gap": (
        "Getting past the opponent's home: after the better play {best:cross_gap}; after yours "
        "{mine:cross_gap}. While the opponent's home fills up, move your rear checkers, not "
        "those already home."
    ),
    "tutor.why.head": (
        "Checkers left on the head: {best:num0} after the better play, {mine:num0} after "
        "yours. Only one checker may leave the head each turn, so it must be emptied in time."
    ),
    "tutor.why.long_off": (
        "Bearing off: {best:checkers0} borne off after the better play, {mine:checkers0} after "
        "yours."
    ),
    "tutor.why.long_race": (
        "The race: after the better play {best:lead}; after yours {mine:lead}."
    ),
    "tutor.why.mars": (
        "Chance of winning a mars (the computer's estimate): {best:pct} after the better play, "
        "{mine:pct} after yours."
    ),
    "tutor.why.lose_mars": (
        "Risk of losing a mars (the computer's estimate): {best:pct} after the better play, "
        "{mine:pct} after yours."
    ),
    "tutor.why.long_win": (
        "Chance of winning (the computer's estimate): {best:pct} after the better play, {mine:pct} "
        "after yours."
    ),
    "tutor.why.ahead": (
        "No fact counted on the board favours the better play; its edge shows in the "
        "opponent's replies: after each of the opponent's rolls and its best reply, the computer "
        "rates the position after the better play higher."
    ),
    "tutor.why.long_ahead": (
        "No fact counted on the board favours the better play; its edge shows in the "
        "opponent's replies: after each of the opponent's rolls and its best reply, the computer "
        "rates the position after the better play higher."
    ),
    # — the cube (money play) —
    "tutor.why.cube_early": (
        "Doubled too early: your winning chance (the computer's estimate) is {mine:pct}, and a "
        "double pays only from about {best:pct}. The opponent's take is easy: it takes the "
        "cube and owns it from now on."
    ),
    "tutor.why.cube_too_good": (
        "Too good to double: your winning chance is {mine:pct}, {best:pct} of it a gammon. "
        "Doubled, the opponent passes and you win only the cube's stake; playing on keeps the "
        "gammon."
    ),
    "tutor.why.cube_missed": (
        "A missed double: your winning chance (the computer's estimate) is {mine:pct}, and a "
        "double pays from {best:pct}."
    ),
    "tutor.why.cube_cash": (
        "A missed double: your winning chance is {mine:pct}, above the take point "
        "({best:pct}). The opponent would have to pass and the game would be yours now."
    ),
    "tutor.why.cube_take": (
        "An expensive take: the opponent's winning chance (the computer's estimate) is "
        "{mine:pct}, and a take pays only while it is at most {best:pct}."
    ),
    "tutor.why.cube_pass": (
        "A pass too soon: the opponent's winning chance (the computer's estimate) is "
        "{mine:pct}, and a take pays up to {best:pct}: taking loses less."
    ),
    "tutor.concept.cube_early": "The doubling cube",
    "tutor.concept.cube_too_good": "Gammon (mars)",
    "tutor.concept.cube_missed": "The doubling cube",
    "tutor.concept.cube_cash": "Take or pass",
    "tutor.concept.cube_take": "Take or pass",
    "tutor.concept.cube_pass": "Take or pass",
    # — the concepts, as the links to the book read —
    "tutor.concept.shots": "Blots and the chance of a hit",
    "tutor.concept.opp_bar": "Hitting and the bar",
    "tutor.concept.home_points": "The chance to enter",
    "tutor.concept.point5": "The chance to enter",
    "tutor.concept.point7": "The closed board",
    "tutor.concept.prime": "The closed board",
    "tutor.concept.back": "Anchors",
    "tutor.concept.off": "Bearing off",
    "tutor.concept.race": "The pip count",
    "tutor.concept.gammon": "Gammon (mars)",
    "tutor.concept.lose_gammon": "Gammon (mars)",
    "tutor.concept.win": "What a game is worth",
    "tutor.concept.block": "The block",
    "tutor.concept.behind": "The block",
    "tutor.concept.points": "One checker holds a point",
    "tutor.concept.cross_gap": "Checkers left behind",
    "tutor.concept.stragglers": "Checkers left behind",
    "tutor.concept.head": "The head rule",
    "tutor.concept.long_off": "Bearing off in long nardi",
    "tutor.concept.long_race": "The pip count",
    "tutor.concept.mars": "Oin and mars",
    "tutor.concept.lose_mars": "Oin and mars",
    "tutor.concept.long_win": "Oin and mars",
    "tutor.concept.ahead": "the tutor's judgement",
    "tutor.concept.long_ahead": "the tutor's judgement",
    # — a mistake in a game, back as an exercise (issue 39, point 3) —
    "mistake.question": (
        "In a game you rolled {dice:dice} in this position and played {play}; the tutor "
        "called it a bad play. Find a better play."
    ),
    "mistake.same": "{play} is the play you made in the game. Try another one.",
    "mistake.best": "Right: {play} is the tutor’s best play.",
    "mistake.good": "Right: {play} is a good play, only {loss:equity} points behind the best.",
    "mistake.still": (
        "{play} is a {verdict} play too: it costs you {loss:equity} points a game on average. "
        "Try again."
    ),
    "mistake.solution": (
        "In the game you played {played}, a {verdict} play ({loss:equity}); the tutor would "
        "play {best}."
    ),
    "teach.kind.better_play": (
        "The pupil's mistake in a game: find a better play than the one made; the engine takes "
        "every play the tutor calls good as right. The program makes these exercises itself and "
        "puts them in the review queue."
    ),
    "teach.info.game_play": "The play the pupil made in the game, which the tutor called bad.",
    "mistake.title": "Find a better play",
    "mistake.from_game": "Your mistake in a game",
    "mistake.from_long_game": "Your mistake in a game of long nardi",
}
