"""English messages: games, cube, scoring, matches, chouette."""

MESSAGES: dict[str, str] = {
    "result.single": "single",
    "result.gammon": "gammon",
    "result.backgammon": "backgammon",
    "rules.backgammon_multiplier": (
        "A backgammon counts triple, or double in some countries; {value!r} is not allowed."
    ),
    "rules.max_auto_doubles": (
        "The limit on automatic doubles is a whole number 0 or more, not {value!r}."
    ),
    "rules.cube_max": "The cube's cap is a power of two (2, 4, 8, …, 64), not {value!r}.",
    "cube.value": "The doubling cube's value is a power of two (1, 2, 4, 8, …), not {value!r}.",
    "cube.owner_at_one": (
        "A cube worth 1 has no owner: it stays in the centre until someone takes a double."
    ),
    "action.double_not_your_turn": "You may offer a double only at the start of your own turn.",
    "action.double_after_roll": (
        "The dice are already rolled: a double may be offered only before rolling."
    ),
    "action.double_one_point": "A 1-point match has no cube: doubling is not possible.",
    "action.double_no_cube": "This game is played without a cube: doubling is not possible.",
    "action.double_crawford": (
        "This is the Crawford game: the cube is out of play and doubling is not allowed."
    ),
    "action.double_no_access": (
        "Your opponent owns the cube: only the cube's owner may double (anyone while it is "
        "centred)."
    ),
    "action.double_cube_max": "The cube is at its cap: no further double is allowed.",
    "action.game_over": "The game is over: no further action.",
    "action.not_started": "The game has not started: first each player rolls one die.",
    "action.double_pending": "A double is already offered: the opponent must answer it.",
    "action.answer_double_first": "First the double must be answered: take or drop.",
    "action.nothing_offered": "No double has been offered: there is nothing to take or drop.",
    "action.opening_done": "The opening roll has been made: the game is under way.",
    "action.roll_first": "Roll the dice first (or offer a double before rolling).",
    "action.already_rolled": "The dice are already rolled this turn: now move your checkers.",
    "action.play_after_moves": (
        "Checkers have already moved this turn: make the remaining moves one by one, or undo."
    ),
    "match.length": "A match length is a whole number 0 or more (0 = money play), not {value!r}.",
    "match.score": "A score is two whole numbers 0 or more, not {value!r}.",
    "match.crawford_score": (
        "In a {length}-point match there is a Crawford game only when a player is one point "
        "short of {length}."
    ),
    "match.over": "The match is over: no further game.",
    "match.game_running": "The current game is not over yet.",
    "id.match": (
        "“{text}” is not a GNU Backgammon Match ID: it has 12 characters (A–Z, a–z, 0–9, +, /)."
    ),
    "id.match_field": "Match ID: field “{field}” is wrong ({detail}).",
    "chouette.players": (
        "A chouette needs at least three different players: one in the box, the rest in the "
        "team."
    ),
    "chouette.rolls_missing": "Not enough opening rolls: these players roll again ({players}).",
    "chouette.rolls_wrong": "This roll must belong to exactly these players: {players}.",
    "chouette.not_unanimous": (
        "A team double needs a unanimous decision: not every member agrees."
    ),
    "chouette.answers": (
        "Every member still playing must answer the box's double: {players}."
    ),
    "chouette.game_running": "The chouette game is not over yet.",
}
