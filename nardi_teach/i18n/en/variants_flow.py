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

MESSAGES.update({
    "action.double_mid_turn": (
        "Your turn has already begun (an extra roll, or the roll-off's fresh dice, is to "
        "come): a double may be offered only at the start of a turn, before rolling."
    ),
    "action.raise_mid_turn": (
        "Your turn has already begun (an extra roll, or the roll-off's fresh dice, is to "
        "come): a raise may be offered only at the start of a turn, before your own roll."
    ),
    "action.double_passed_first": (
        "First play the moves passed to you: a double may be offered after them, before "
        "your own roll."
    ),
    "action.raise_passed_first": (
        "First play the moves passed to you: a raise may be offered after them, before "
        "your own roll."
    ),
    # — the turn sequence (V61–V67) —
    "flow.granted": (
        "A granted double: {next:dice} follows your {prev:dice} — it is not rolled, and "
        "like every double it is four moves."
    ),
    "flow.progression_home": (
        "All your checkers are home: the progression stops, and no further double is "
        "granted."
    ),
    "flow.progression_short": (
        "Not all four moves of the double could be played: the progression ends."
    ),
    "flow.lost": "Lost: {count:moves} of {value} that could not be played.",
    "flow.passed": (
        "{count:moves_cap} of {value} you could not play {count:pass} to {side:side_name}, "
        "who plays {count:them} with its own checkers before its own roll."
    ),
    "flow.passed_dice": (
        "The moves you could not play ({dice:dice}) pass to {side:side_name}, who plays "
        "them with its own checkers before its own roll."
    ),
    "flow.passed_lost": (
        "{count:moves_cap} of the passed moves could not be played and {count:is} lost — "
        "nothing passes back."
    ),
    "flow.play_passed_first": (
        "First play the moves passed to you; your own roll comes after them."
    ),
    "flow.extra_roll": "All four moves of the double are played: roll once more (only once).",
    "flow.extra_once": (
        "The extra roll comes only once: after this double the turn passes to the opponent."
    ),
    "flow.mother_lost": (
        "{side:side_gen} mother — its last checker on its start point — is pinned, and the "
        "pinner has no checker left on its own start point: {side:side_name} loses 2 points."
    ),
    "flow.mother_draw": "Both mothers are pinned: the game is a draw.",
    "variant.not_playable": (
        "This game ({name}) cannot be played: nothing is known of its rules but its "
        "doubles (Tbilisi)."
    ),
    "flow.status_granted": "A granted double, {dice:dice}: not rolled, four moves.",
    "flow.status_passed": (
        "Moves passed to you by the opponent: {count:moves} of {value}, before your own roll."
    ),
    "flow.status_extra": "The extra roll (only once).",
    "flow.status_extra_due": "The double was played in full: roll once more.",
    "flow.status_base": (
        "The roll-off dice {dice:dice}: roll {count:count} more — together they are the "
        "first roll."
    ),
    # — the games' names (004; the others are in variants_short) —
    "variant.name.long": "long nardi (classic)",
    "variant.name.sport": "sport",
    "variant.name.crazy": "crazy",
    "variant.name.gul_bara": "gul-bara",
    "variant.name.crazy_gul_bara": "crazy gul-bara",
    "variant.name.khachapuri": "khachapuri",
    "variant.name.fevga": "fevga",
    "variant.name.fevga_greek": "fevga (Greek rules)",
    "variant.name.crazy_fevga": "crazy fevga",
    "variant.name.short": "short nardi",
    "variant.name.crazy_plakoto": "crazy plakoto",
    "variant.name.tbilisi": "Tbilisi",
    "variant.name.hypergammon": "Hypergammon",
    "variant.name.caucasian": "Caucasian short nardi",
    "variant.name.crazy_short": "Crazy short nardi",
    "variant.name.triple": "Triple",
    "variant.name.two_two": "“2-2”",
    "variant.name.plakoto": "Plakoto",
})
