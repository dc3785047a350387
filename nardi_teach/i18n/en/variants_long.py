"""English messages: the long family's other games (issue 20, V34–V59)."""

MESSAGES: dict[str, str] = {
    "illegal.long_bear_off_exact": (
        "The {die:die} cannot bear off {src:from}: in the crazy games a checker bears off only "
        "with its exact number, so the {die:die} bears off only a checker {die:loc}. The "
        "{die:die} can be played like this now: {alternatives}."
    ),
    "illegal.long_bear_off_exact_none": (
        "The {die:die} cannot bear off {src:from}: in the crazy games a checker bears off only "
        "with its exact number, so the {die:die} bears off only a checker {die:loc}. No checker "
        "can play the {die:die} now."
    ),
    "illegal.fevga_first": (
        "In Greek fevga no second checker may leave the head until the first has passed the "
        "opponent's start (point 12): move the checker {runner:from} on first.{advice:advice}"
    ),
    "illegal.fevga_quarter": (
        "{src:from} to {dst:nom} would fill all six points of your starting quarter (19–24); in "
        "Greek fevga one of them must always stay empty.{advice:advice}"
    ),
    "illegal.fevga_trap": (
        "This play leaves six points in a row ({run}) right in front of all {count} opposing "
        "checkers, which stand {point:loc}. In Greek fevga such a prime must be opened when a "
        "play can open it.{advice:advice}"
    ),
    "position.head_rule_fixed": (
        "This game ({game}) always has its own head rule ({own}); another game's rule ({rule}) "
        "does not fit its positions."
    ),
    "position.fevga_quarter": (
        "{side:side} holds all six points of its starting quarter (19–24): that cannot happen "
        "in Greek fevga."
    ),
    "id.long_variant": (
        "“{text}” is not a position ID of this game: it reads {prefix}:, 24 hex digits for each "
        "side, the colour on roll (w or b) and two first-turn flags (1 = still to come)."
    ),
    "id.long_family": (
        "“{text}” is not a position ID of the long family: it starts with one of {prefixes}, "
        "then 24 hex digits for each side, the colour on roll and two first-turn flags."
    ),
}
