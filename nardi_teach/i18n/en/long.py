"""English messages: long nardi: rules, boards and games."""

MESSAGES: dict[str, str] = {
    "illegal.point_closed": (
        "The {die:die} cannot be played {src:from}: {dst:nom} has {count:opp_checkers} on "
        "it. Long nardi has no hitting, so a point with even one opposing checker is closed."
        "{advice:advice}"
    ),
    "illegal.head_rule": (
        "Only one checker may leave the head (point 24) per turn, and one already has."
        "{advice:advice}"
    ),
    "illegal.head_rule_two": (
        "On this first turn {dice:dice} lets two checkers leave the head, and two already have."
        "{advice:advice}"
    ),
    "illegal.head_rule_sport": (
        "In sport the first-turn exception (two checkers off the head) belongs to the second "
        "player only. You started the game, so even with {dice:dice} only one checker leaves "
        "the head.{advice:advice}"
    ),
    "illegal.head_rule_fevga": (
        "In fevga only one checker may leave the head (point 24) per turn, on the first turn "
        "and with {dice:dice} too: fevga has no two-checker exception.{advice:advice}"
    ),
    "illegal.head_rule_first": (
        "Only one checker may leave the head (point 24) per turn. The first turn's exception "
        "(two off the head) does not cover {dice:dice} here.{advice:advice}"
    ),
    "illegal.six_block": (
        "{src:from} to {dst:nom} would make {length:points} in a row ({run}) with not one "
        "opposing checker ahead of them: every one of the opponent's {trapped:checkers} would "
        "be shut in behind. Six in a row are allowed only once an opposing checker has passed them."
        "{advice:advice}"
    ),
    "notation.long_bar": (
        "“{text}”: long nardi has no bar — nothing is ever hit, so nothing enters from it. "
        "Write plays like 24/14, 24/18 13/9, 24/18(2), 6/off."
    ),
    "notation.plakoto_bar": (
        "“{text}”: plakoto has no bar — a checker is pinned, not hit, and stays on its point. "
        "Write plays like 24/18 24/13, 13/12* (a pin), 6/off."
    ),
    "notation.long_hit": "“{text}”: long nardi has no hitting, so a play has no * mark.",
    "notation.zero_step": (
        "“{text}”: {point:from} to the same point is no move at all — a checker moves forwards "
        "by at least one die."
    ),
    "position.long_bar": "{side:side} has a checker on the bar, but long nardi has no bar.",
    "position.long_key": "“{key}” is not a long-nardi point: use 1–24 or off (there is no bar).",
    "position.six_block": (
        "{side:side} holds six points in a row ({run}) with no opposing checker ahead of them: "
        "that cannot happen in long nardi."
    ),
    "id.long": (
        "“{text}” is not a long-nardi position ID: it reads LN:, 24 hex digits for each side, "
        "the colour on roll (w or b) and two first-turn flags (1 = still to come), e.g. "
        "LN:00000000000000000000000f:00000000000000000000000f:w11."
    ),
    "board.long_heads": (
        "Long nardi: both sides move the same way round and there is no bar. The heads, in the "
        "board's numbering: {side} — {mine:nom}, {other} — {theirs:nom}."
    ),
    "practice.long_done": (
        "Practice complete. The three points: a checker outside home stops the bear-off; a "
        "larger number bears off from the highest point; a double takes up to four checkers off."
    ),
    "game.opening_reroll": (
        "{side} wins the opening roll ({dice:dice}) and now rolls both dice afresh "
        "(as long nardi does)."
    ),
}
