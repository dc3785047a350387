"""English messages: the YellowClub family's game flow (V61–V67), the raise cube (V68–V70,
R175–R179) and the games' names (issue 20)."""

MESSAGES: dict[str, str] = {
    # — the raise cube —
    "cube.kind": (
        "A cube is a doubling cube (CubeKind.DOUBLING) or a raise cube (CubeKind.RAISE); "
        "{value} is not a kind of cube."
    ),
    "cube.raise_value": "A raise cube's stake is a whole number 1, 2, 3, …, not {value!r}.",
    "cube.raise_no_id": (
        "A raise cube cannot be written in a GNU Backgammon Match ID or an XGID: those "
        "formats know only the doubling cube (1, 2, 4, …)."
    ),
    "cube.kind_mismatch_raise": (
        "The table is set to the raise cube, but the cube given is a doubling cube — a "
        "table has one kind of cube."
    ),
    "cube.kind_mismatch_doubling": (
        "The table is set to the doubling cube, but the cube given is a raise cube — a "
        "table has one kind of cube."
    ),
    "action.raise_one_point": "A 1-point match has no cube: raising is not possible.",
    "action.raise_no_cube": "This game is played without a cube: raising is not possible.",
    "action.raise_crawford": (
        "This is the Crawford game: the cube is out of play and raising is not allowed."
    ),
    "action.raise_not_your_turn": (
        "A raise may be offered only before your own roll — it is your opponent's turn."
    ),
    "action.raise_after_roll": (
        "The dice are already rolled: a raise may be offered only before your own roll, "
        "and a double on the dice gives no right to raise."
    ),
    "action.raise_no_access": (
        "Your opponent owns the cube: only its owner — the one who accepted the last "
        "raise — may raise next (anyone while it is in the centre)."
    ),
    "action.raise_cube_max": "The stake is at the table's cap: no further raise is allowed.",
    "action.raise_pending": (
        "A raise is already offered: the opponent must answer it — accept or refuse."
    ),
    "action.answer_raise_first": (
        "First the raise must be answered: accepting makes the cube yours; refusing loses "
        "at the stake before the offer."
    ),
    "action.raise_nothing_offered": (
        "No raise has been offered: there is nothing to accept or refuse."
    ),
    "action.roll_first_raise": "Roll the dice first (or offer a raise before rolling).",
}
