"""English messages: illegal plays, notation, dice, positions, IDs, explanations."""

MESSAGES: dict[str, str] = {
    "illegal.no_checker": "You have no checker {src:loc}, so nothing can move from there.",
    "illegal.wrong_direction": (
        "Checkers only move forwards, towards home: {src:from} to {dst:nom} would go backwards."
    ),
    "illegal.die_not_rolled": (
        "{src:from} to {dst:nom} is {distance} pips, and {dice+roll:with_dice} cannot make that: "
        "each die is a separate move."
    ),
    "illegal.dice_used_up": "All the dice of this roll have been used.",
    "illegal.rest_unplayable": (
        "No further move is possible with this roll: {dice+roll:dice_left} cannot be played."
    ),
    "illegal.point_blocked": (
        "The {die:die} cannot be played {src:from}: {dst:nom} is held by {count:opp_checkers}."
    ),
    "illegal.intermediate_blocked": (
        "One checker cannot go {src:from} to {dst:nom}: using both dice it must stop on an "
        "intermediate point first, and the opponent holds {via:pts}."
    ),
    "illegal.must_enter_first": (
        "You have a checker on the bar: until every checker on the bar has entered, no other "
        "checker may move."
    ),
    "illegal.entry_blocked": (
        "The {die:die} cannot enter from the bar: the entry point, {dst:nom}, is held by "
        "{count:opp_checkers}."
    ),
    "illegal.enter_single_die": (
        "A checker enters with the number of one die, never with the sum: it cannot enter "
        "{dst:loc}, because it would first have to enter {via:pts_or_loc}, which the opponent "
        "holds."
    ),
    "illegal.bear_off_after_hit": (
        "Bearing off has stopped: the checker that was hit must come home first ({where:pts} is "
        "still outside your home board). Only then does bearing off resume."
    ),
    "illegal.bear_off_not_home": (
        "You cannot bear off yet: you still have a checker outside your home board ({where:pts}). "
        "All 15 must be home first."
    ),
    "illegal.bear_off_bar": (
        "Bearing off has stopped: you have a checker on the bar. It must enter, travel round and "
        "come home again before bearing off resumes."
    ),
    "illegal.bear_off_higher": (
        "The {die:die} cannot bear off {src:from}: you still have a checker {higher:loc}, and a "
        "number larger than needed bears off only from the highest occupied point. The {die:die} "
        "can be played like this now: {alternatives}."
    ),
    "illegal.bear_off_too_small": (
        "The {die:die} cannot bear off {src:from}: that needs at least a {need:die}. A number "
        "smaller than the point is an ordinary move inside home."
    ),
    "illegal.must_use_both": (
        "This uses only one die, but both can be played — for example {example}. When both dice "
        "can be played, both must be."
    ),
    "illegal.must_use_both_after": (
        "Played like this, the {die:die} leaves no legal {other:die}, yet both dice can be "
        "played — for example {example}."
    ),
    "illegal.must_use_higher": (
        "The two dice cannot both be played, so the higher one, the {high:die}, must be — for "
        "example {example}."
    ),
    "illegal.must_play_more_double": (
        "{possible:moves} of this double can be played and you made {used:moves}. You must play as "
        "many as possible — for example {example}."
    ),
    "illegal.must_play_more_double_after": (
        "Played like this, only {would:moves} of the double can be made, but {possible:moves} are "
        "possible — for example {example}."
    ),
    "illegal.must_move": "You may not pass: this roll can be played — for example {example}.",
    "illegal.too_many_moves": "This roll ({dice:dice}) gives only {n:moves}.",
    "illegal.game_over": "All your checkers are off — the game is over.",
    "illegal.not_legal": "This play is not legal in this position with this roll ({dice:dice}).",
    "illegal.dance": "No move is possible with this roll ({dice:dice}): the turn passes.",
    "notation.syntax": (
        "Could not read “{text}”. Write plays like 24/18 13/11, 13/7*/2, bar/22, 6/off, 8/2(2)."
    ),
    "notation.point": (
        "“{token}” is not a point: points run from 1 to 24, the bar is bar (or 25), off is off "
        "(or 0)."
    ),
    "notation.ambiguous": (
        "“{text}” could mean several different plays ({options}). Mark the hit (*) or name the "
        "intermediate point."
    ),
    "dice.value": "A die shows 1 to 6, and {value!r} is not one of those.",
    "dice.syntax": "Could not read the roll “{text}”: write it as 6-5, 65 or 6 5.",
    "dice.count": "A roll is two dice, not {count:values}.",
    "position.too_many": (
        "{side:side} has {count} checkers on the board and the bar, but each player has 15 in all."
    ),
    "position.negative": "A checker count cannot be negative ({where}).",
    "position.both_colours": "{point:nom} cannot hold checkers of both colours.",
    "position.shape": "A position needs 26 slots per side (off, 1–24, bar).",
    "position.key": "“{key}” is not a point: use 1–24, bar or off.",
    "position.off": (
        "{side:side} has {off:checkers} borne off and {count:checkers} on the board and the bar: "
        "together they must make 15."
    ),
    "id.position": (
        "“{text}” is not a GNU Backgammon Position ID: it has 14 characters (A–Z, a–z, 0–9, +, /) "
        "encoding 80 bits."
    ),
    "id.position_content": "Position ID “{text}” describes an impossible position: {detail}",
    "id.xgid": (
        "“{text}” is not an XGID position: it has 26 characters — '-', A–O (first player) and "
        "a–o (second)."
    ),
    "id.xgid_field": "XGID “{text}”: field “{field}” is wrong ({detail}).",
    "illegal.bear_off_higher_none": (
        "The {die:die} cannot bear off {src:from}: you still have a checker {higher:loc}, and a "
        "number larger than needed bears off only from the highest occupied point. At this "
        "moment no checker can move with the {die:die}."
    ),
    "ex.right_choice": "The right answer is: “{answer}”.",
    "ex.rule_missing": (
        "The play is indeed illegal, but the question also asks which rule it breaks "
        "(name it in words or by its number, for example “no, the head rule”)."
    ),
    # why a tempting wrong option is wrong (multiple choice)
    "ex.why.three": "Nardi is played by two players; three or more play only in a chouette.",
    "ex.why.two_to_four": (
        "Two sides always play at the board; "
        "more players take part only in a chouette."
    ),
    "ex.why.three_dice": (
        "Nardi has no third die: two dice are "
        "rolled to move, and the cube shows the stake."
    ),
    "ex.why.one_die": (
        "A single die is rolled only for "
        "the opening roll; an ordinary turn uses two."
    ),
    "ex.why.one_pair_each": (
        "That is one way, but not the only "
        "one: a single shared pair is allowed too."
    ),
    "ex.why.one_die_each": "One die each is rolled only for the opening roll.",
    "ex.why.white_right": "Sides are not tied to a colour: they are set by agreement or by lot.",
    "ex.why.loser_chooses": "The result of the previous game does not decide the sides.",
    "ex.why.off_any_time": "Bearing off starts only when all 15 checkers are home.",
    "ex.why.three_phases": (
        "Opening and middle game are strategy "
        "words; the rules have two phases."
    ),
    "ex.why.dice": "Dice have no other name here; “men” are the checkers.",
    "ex.why.points": "Points are also called “places”, not “men”.",
    "ex.why.both_ways": "A checker never moves backwards: it only heads for its own home.",
    "ex.why.circle_same": (
        "In short nardi the players move in opposite "
        "directions; going round the same way is long nardi."
    ),
    "ex.why.two_dice_each": "In the opening roll each player rolls only one die.",
    "ex.why.higher_sum": "No sum is taken: the player whose single die is higher starts.",
    "ex.why.winner_again": (
        "The winner of the opening roll uses both "
        "dice in one turn; then the opponent rolls."
    ),
    "ex.why.winner_starts": (
        "The previous game does not count: "
        "every game starts with an opening roll."
    ),
    "ex.why.loser_starts": (
        "The previous game does not count: "
        "every game starts with an opening roll."
    ),
    "ex.why.taker_rolls": "Taking does not change whose turn it is: the doubler still rolls.",
    "ex.why.reroll_both": "The double comes before the roll, so there is nothing to re-roll.",
    "ex.why.centre_slot": "After a take the cube leaves the centre: it belongs to the taker.",
    "ex.why.doubler_keeps": "The cube belongs to the player who took, not to the doubler.",
    "ex.why.stake_doubles": (
        "Doubles on the dice and doubling with the cube "
        "are different things: only the cube changes the stake."
    ),
    "ex.why.cube_right": "The right to double does not depend on the dice.",
    "ex.why.even_only": "Even lengths are not forbidden; odd ones are simply usual.",
    "ex.why.always_seven": "7 is one common length, not the only one.",
    "ex.why.always": "In a match these rules are usually off.",
    "ex.why.only_crawford": "In the Crawford game the cube is not used at all.",
    "ex.why.any_time": "Rules are not changed in the middle of play.",
    "ex.why.after_first_game": "Rules are agreed in advance, before the first game.",
    "ex.why.tournaments": "Tournaments play matches, and in a match these rules are usually off.",
    "ex.why.chouette_only": (
        "A chouette is one form of money play, "
        "but these rules apply between two players as well."
    ),
    "ex.why.box_player": "The box is the opponent and does not decide the team's moves.",
    "ex.why.majority": "There is no vote: the captain has the final word.",
    "ex.why.left_hand": (
        "Dice are always rolled from the cup, "
        "on the right-hand side of the board."
    ),
    "ex.why.anywhere": "The place is fixed by the rules: the right-hand side of the board.",
    "ex.why.may_demand": "Demanding a re-roll is a separate provision of the sport rules.",
    "ex.why.checkers_moved": (
        "Even after the checkers have moved, the move "
        "may change while the dice are on the board."
    ),
    "ex.why.opponent_rolls": "The move ends earlier — when the player picks up the dice.",
    "ex.why.dice_picked_up": "With a clock, pressing the clock ends the move.",
    "ex.why.never": "While the dice are on the board the move may still be changed.",
    "ex.why.until_next_roll": "The limit is picking up the dice, not the opponent's roll.",
    "ex.why.move_stands": "The move stands only if nobody noticed the error before the next roll.",
    "ex.why.corrected": "An illegal move can be pointed out only before the next roll.",
    "ex.why.undo_roll": "The opponent's roll stands: a late remark no longer changes the move.",
    "ex.why.any_two": "Even one checker outside home stops bearing off.",
    "ex.why.no_condition": "The condition holds in every kind: first all checkers must be home.",
    "ex.why.return_to_bar": (
        "Only a hit checker goes to "
        "the bar; a borne-off checker never returns."
    ),
    "ex.why.return_home": "A borne-off checker never returns to the board.",
    "ex.why.both_games": "Long nardi has no hitting.",
    "ex.why.long_only": "Hitting is the mark of short nardi; long nardi has none.",
    "cube.not_a_cube": (
        "Give the cube as a Cube — Cube() in the centre, or e.g. Cube(2, Color.BLACK) after a "
        "take — not {value!r}: a bare number does not say whether the cube was turned, and "
        "the Jacoby rule depends on it."
    ),
    "id.match_color": (
        "Match ID: “{field}” is a side, Color.WHITE or Color.BLACK, not {text}. gnubg numbers "
        "its players the other way (its player 1 is Color.WHITE): use MatchId.color_of(1)."
    ),
    "value.whole": "{name}: expected a whole number from {lo} to {hi}, got {value}.",
    "value.side": "{name}: expected a side — Color.WHITE (X) or Color.BLACK (O), got {value}.",
    "value.checkers": (
        "A checker list is written {{point: count}}, e.g. {{24: 2, 13: 5}}; got {value}."
    ),
    "value.count": "The number of checkers on {key} must be a whole number, got {value}.",
    "value.play": "A play (Play) or its text is needed here, got {value}.",
    "value.score": (
        "The score ({score}) reaches or passes the match length ({length}) while a game "
        "is on."
    ),
    "value.type": "{name}: expected {type}, got {value}.",
    "value.one_of": "{name}: expected one of {names}; got {value}.",
    "config.field": (
        "Could not read the board's description: field “{name}” must be {must} (got "
        "{value})."
    ),
    "config.shape": (
        "A board's description is a set of fields ({{\"mode\": …, \"position\": …}}), got "
        "{value}."
    ),
    "config.json": (
        "The board got data from the page it cannot read ({what}); try reloading the "
        "page."
    ),
    "live.no_board": "This board no longer exists ({id}); try reloading the page.",
    "live.no_exercise": "Exercise {id} was not found; try reloading the page.",
    "live.internal": (
        "Something went wrong here and this board or exercise stopped working; the rest "
        "of the page still works."
    ),
}
