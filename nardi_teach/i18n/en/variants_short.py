"""English messages of the short-family variants and of rolls of single moves (V-ids:
``shared/rules/variants.md``)."""

MESSAGES: dict[str, str] = {
    # — rolls of one to four single moves (V16, V66) —
    "dice.roll_syntax": (
        "Could not read the roll “{text}”: write one to four dice, as 6-5-3 or 5-5-5-5."
    ),
    "dice.roll_count": "A roll of single moves has one to four dice, not {count}.",
    "dice.variant_count": "This game rolls {n} dice at a time, and this roll has {count}.",
    "dice.fresh_count": (
        "The roll-off's dice ({base:dice}) stay on the board as part of the first roll; the "
        "dice still to roll: {n}, and this roll has {count}."
    ),
    # — must-play for any number of dice (V3, V18) —
    "illegal.must_play_more_dice": (
        "This roll lets you play {possible} dice, and you played {used}. Play as many dice as "
        "you can — for example {example}."
    ),
    "illegal.must_play_more_dice_after": (
        "Played this way, only {would} of the dice can be used, but {possible} can — for "
        "example {example}."
    ),
    "illegal.must_use_largest": (
        "This uses the dice {used:dice}, but the higher dice {best:dice} can be played. When not "
        "every die can be played, play the highest you can — for example {example}."
    ),
    # — plakoto (V25–V30) —
    "illegal.pinned": (
        "Your checker on {src:nom} is pinned: an opposing checker sits on top of it, and it "
        "cannot move until that checker leaves."
    ),
    "illegal.pinned_point": (
        "Your checker is pinned on {dst:nom}, so you may not land there: only the pinning side "
        "may add checkers to that point."
    ),
    "illegal.bear_off_pinned": (
        "Bearing off is stopped: your checker on {where:pts} is pinned. While a checker of "
        "yours is pinned you may not bear off — not even from the home board."
    ),
    # — Caucasian short nardi (V21–V22) —
    "illegal.frozen_hitter": (
        "The checker that has just hit on {src:nom} in your home may neither move on nor bear "
        "off this turn, since the roll can be played in full without it — for example {example}."
    ),
    # — crazy short nardi: exact-only bear-off (V44–V45) —
    "illegal.bear_off_exact": (
        "With the {die} you cannot bear off from {src:nom}: in the crazy games a checker is "
        "borne off only with its exact number, the {src}."
    ),
    # — positions and IDs —
    "position.total": (
        "{side:side} has {count} checkers on the board, but in this game each side has only "
        "{total}."
    ),
    "position.no_bar": "Plakoto has no bar: checkers are pinned, never hit.",
    "position.pin": (
        "Checkers of both colours stand on {point:nom}, which only a pin allows: one lone "
        "checker under at least one opposing checker."
    ),
    "id.plakoto": (
        "“{text}” is not a plakoto position ID: it is a 14-character GNU Backgammon Position "
        "ID, then “:” and one letter per shared point."
    ),
}
