"""English messages."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


def _point(n: int, case: str) -> str:
    if n == 25:
        forms = {"nom": "the bar", "loc": "on the bar", "from": "from the bar", "gen": "the bar's"}
        return forms[case]
    if n == 0:
        return {"nom": "off", "loc": "off the board", "from": "from off the board",
                "gen": "off"}[case]
    return {"nom": f"point {n}", "loc": f"on point {n}", "from": f"from point {n}",
            "gen": f"point {n}'s"}[case]


def _points(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return _point(pts[0], "nom")
    return "points " + ", ".join(str(p) for p in pts[:-1]) + f" and {pts[-1]}"


def _points_or_loc(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    return "on " + " or ".join(_point(p, "nom") for p in pts)


_SIDE = {"player": "The player on roll", "opponent": "The opponent", "": "A player"}

FORMS: dict[str, Callable[[Any], str]] = {
    "die": lambda n: f"{n}",
    "die_ins": lambda n: f"with the {n}",
    "die_gen": lambda n: f"the {n}'s",
    "die_dat": lambda n: f"the {n}",
    "nom": lambda n: _point(n, "nom"),
    "loc": lambda n: _point(n, "loc"),
    "from": lambda n: _point(n, "from"),
    "gen": lambda n: _point(n, "gen"),
    "pts": _points,
    "pts_or_loc": _points_or_loc,
    "side": lambda side: _SIDE.get(side, str(side)),
    "dice": lambda dice: "-".join(str(d) for d in dice),
    "advice": lambda play: ("" if not play else " No move is possible with this roll."
                            if play == "pass" else f" For example: {play}."),
    "side_name": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
    "side_erg": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
    "side_dat": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
}

MESSAGES: dict[str, str] = {
    "side.white": "White",
    "side.black": "Black",
    "word.yes": "yes",
    "word.no": "no",
    "rule": "rule {rule}",
    # — board —
    "board.title": "Nardi board",
    "board.bottom": (
        "{side}'s checkers are at the bottom, home in the bottom "
        "{corner} corner; points are numbered from their side."
    ),
    "board.corner.right": "right",
    "board.corner.left": "left",
    "board.turn": "{side} to play.",
    "board.side_checkers": "{side}: {items}.",
    "board.on_point": "{count} {point:loc}",
    "board.on_bar": "{count} on the bar",
    "board.borne_off": "{count} borne off",
    "board.pips": "pip count {pips}",
    "board.pips_short": "pips {pips}",
    "board.off_short": "off {count}",
    "board.score_short": "score {points}/{length}",
    "board.score_short_money": "score {points}",
    "board.on_roll": "to play",
    "board.dice": "Dice: {dice:dice}.",
    "board.dice_left": "Dice left: {dice:dice}.",
    "board.dice_none": "All dice are used.",
    "board.cube_centre": "The doubling cube is in the middle (stake {value}).",
    "board.cube_owned": "The doubling cube is on {value}, owned by {side}.",
    "board.crawford": "Crawford game: no cube in this game.",
    "board.crawford_short": "Crawford game",
    "board.score_match": "Match to {length}; score: White {white}, Black {black}.",
    "board.score_money": "Score: White {white}, Black {black}.",
    "board.dance": "no move possible",
    "board.bar": "bar",
    "board.off": "off",
    "board.mark.legal": "Possible moves: {where}.",
    "board.mark.blocked": "Blocked points: {where}.",
    "board.mark.highest": "Highest occupied point: {where}.",
    "board.mark.selected": "Selected checker: {where}.",
    "board.mark.hit": "Hit: {where}.",
    # — board widget —
    "ctl.roll_prompt": "{side} to play: roll the dice.",
    "ctl.rolled": "{side} rolled {dice:dice}. Choose a checker to move.",
    "ctl.already_rolled": "The dice are already rolled: finish this turn first.",
    "ctl.roll_first": "Roll the dice first.",
    "ctl.game_over": "The game is over. Winner: {side}.",
    "ctl.bad_point": "“{point}” is not a point of the board.",
    "ctl.bad_message": "Unknown action.",
    "ctl.pick_checker": "Choose a checker first, then where it goes.",
    "ctl.selected": (
        "Checker {src:loc} selected; its landing points are marked (dice left: {dice:dice})."
    ),
    "ctl.deselected": "Selection cleared.",
    "ctl.moved": "{play}. Dice left: {dice:dice}.",
    "ctl.complete": "Play ready: {play}. Confirm it or undo.",
    "ctl.confirmed": "{side} played {play}. {next} to play: roll the dice.",
    "ctl.undone": "Last move undone. Dice left: {dice:dice}.",
    "ctl.undone_turn": "Every move of this turn undone. Dice: {dice:dice}.",
    "ctl.nothing_to_undo": "Nothing to undo.",
    "ctl.no_move_from": "No move {src:from} with this roll.",
    "ctl.auto_bear_off": "Auto bear-off: {play}. Confirm the play.",
    "practice.home": (
        "Exercise {n}/{total}, dice {dice:dice}. One checker is still outside home: no bearing "
        "off until it comes in. Bring the last checker home, then bear off."
    ),
    "practice.exact": (
        "Exercise {n}/{total}, dice {dice:dice}. Every checker is home: bear off with the exact "
        "numbers — the 6 from point 6, the 4 from point 4."
    ),
    "practice.larger": (
        "Exercise {n}/{total}, dice {dice:dice}. Points 5 and 6 are empty: a larger number "
        "bears off from the highest occupied point."
    ),
    "practice.double": (
        "Exercise {n}/{total}, dice {dice:dice}. A double gives four moves, so up to four "
        "checkers can come off in one turn."
    ),
    "practice.bar": (
        "Exercise {n}/{total}, dice {dice:dice}. Your checker is on the bar: in short nardi the "
        "bear-off stops until it enters and comes back home."
    ),
    "practice.well_done": "Well done!",
    "practice.done": (
        "Practice complete. The four points: a checker outside home stops the bear-off; a larger "
        "number bears off from the highest point; a double takes up to four checkers off; a "
        "checker on the bar stops the bear-off."
    ),
    "widget.roll": "Roll",
    "widget.set_dice": "Use these dice",
    "widget.dice_placeholder": "e.g. 6-5",
    "widget.undo": "Undo move",
    "widget.undo_turn": "Undo turn",
    "widget.confirm": "Confirm",
    "widget.double": "Double",
    "widget.take": "Take",
    "widget.drop": "Drop",
    "widget.new_game": "New game",
    "widget.restart": "Restart exercise",
    # — live site (issue 7): the book's boards and exercises in the browser —
    "live.loading": "Loading Python to bring the boards and exercises to life…",
    "live.step.runtime": "Step 1/3: loading and starting Python",
    "live.step.engine": "Step 2/3: installing the nardi engine",
    "live.step.boards": "Step 3/3: setting up the boards and exercises",
    "live.ready": "Ready: you can move checkers on the boards and check your answers.",
    "live.failed": "Python could not be loaded: the boards and exercises stay static.",
    "live.seconds": "s",
    "live.check": "Check",
    "live.answer": "Your answer",
    "live.answer_placeholder": "Type your answer",
    "live.busy": "Waiting for Python…",
    "live.board_label": "Nardi board",
    "game.opening_prompt": "New game: roll the opening dice.",
    "game.opening": "Opening roll: {side} starts with {dice:dice}.",
    "game.opening_tie": "The opening roll is a tie ({dice:dice}): roll again.",
    "game.doubled": "{side} doubles to {value}. {other}: take or drop?",
    "game.taken": (
        "Double taken: the stake is {value}, the cube belongs to {side}. {roller} to roll."
    ),
    "game.dropped": "Double dropped. Game over; {side} wins {points} point(s).",
    "game.won": "Game over: {side} wins — {result}, {points} point(s).",
    "game.dance": "{side}: {dice:dice} — no move possible, the turn passes. {next} to play.",
    "game.match_over": "The match is over. Winner: {side}.",
    "illegal.no_checker": "You have no checker {src:loc}, so nothing can move from there.",
    "illegal.wrong_direction": (
        "Checkers only move forwards, towards home: {src:from} to {dst:nom} would go backwards."
    ),
    "illegal.die_not_rolled": (
        "{src:from} to {dst:nom} is {distance} pips, and this roll ({dice:dice}) cannot make that: "
        "each die is a separate move."
    ),
    "illegal.dice_used_up": "All the dice of this roll ({dice:dice}) have been used.",
    "illegal.point_blocked": (
        "The {die:die} cannot be played {src:from}: {dst:nom} is held by {count} opposing checkers."
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
        "{count} opposing checkers."
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
        "{possible} moves of this double can be played and you made {used}. You must play as "
        "many as possible — for example {example}."
    ),
    "illegal.must_play_more_double_after": (
        "Played like this, only {would} moves of the double can be made, but {possible} are "
        "possible — for example {example}."
    ),
    "illegal.must_move": "You may not pass: this roll can be played — for example {example}.",
    "illegal.too_many_moves": "This roll ({dice:dice}) gives only {n} moves.",
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
    "dice.count": "A roll is two dice, not {count} values.",
    "position.too_many": (
        "{side:side} has {count} checkers on the board and the bar, but each player has 15 in all."
    ),
    "position.negative": "A checker count cannot be negative ({where}).",
    "position.both_colours": "{point:nom} cannot hold checkers of both colours (rule R19).",
    "position.shape": "A position needs 26 slots per side (off, 1–24, bar).",
    "position.key": "“{key}” is not a point: use 1–24, bar or off.",
    "position.off": (
        "{side:side} has {off} checkers borne off and {count} on the board and the bar: "
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
    # — games, cube, scoring, matches, chouette (issue 3) —
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
    # — exercises —
    "ex.correct": "Correct!",
    "ex.wrong": "Not right.",
    "ex.wrong_yes": "Not right: the answer is “no”.",
    "ex.wrong_no": "Not right: the answer is “yes”.",
    "ex.wrong_choice": "Not right: “{given}” is not the answer.",
    "ex.wrong_rule": "The play is indeed illegal, but not by the rule you named ({given}).",
    "ex.int.high": "Not right: {given} is more than the answer.",
    "ex.int.low": "Not right: {given} is less than the answer.",
    "ex.none": "none",
    "ex.no_more_hints": "No more hints — you can open the solution.",
    "ex.unreadable.yesno": "Could not read the answer: write “yes” or “no”.",
    "ex.unreadable.int": "Could not read the answer: write one whole number, e.g. 12 or -3.",
    "ex.unreadable.ints": "Could not read the answer: write numbers, e.g. 7-5.",
    "ex.unreadable.points": "Could not read the answer: list point numbers (e.g. 22, 20) or "
                            "“none”.",
    "ex.unreadable.moves": "Could not read the answer: list moves like 6/2 5/1, 5/off — or "
                           "“none”.",
    "ex.unreadable.choice": "Could not read the answer: pick one option (by number or name).",
    "ex.unreadable.opening": "Could not read the answer: write who starts and with which roll "
                             "(e.g. White 5-3), or “re-roll”.",
    "ex.unreadable.names": "Could not read the answer: write a player's name (e.g. C).",
    "ex.unreadable.text": "Could not read the answer.",
    "ex.correct_play": "Correct: {play} is a legal play.",
    "ex.correct_dance": "Correct: this roll ({dice:dice}) cannot be played; the turn passes.",
    "ex.correct_all": "Correct: you listed all {n} legal plays.",
    "ex.dance": "no legal play",
    "ex.n_plays": "This roll has {n} different legal plays; each uses {moves} dice.",
    "ex.the_plays": "The legal plays: {plays}.",
    "ex.plays_missing": "Your {given} plays are legal, but the list is incomplete: {missing} "
                        "more legal plays are missing.",
    "ex.play_is_legal": "{play} is a legal play.",
    "ex.after_played": "{played} has been played; the die left: {dice:dice}.",
    "ex.moves_not_this_die": "“{move}” is not a move of this die.",
    "ex.moves_missing": "The list is incomplete: {n} more legal moves are missing.",
    "ex.enter_no_die": "Entering on {point:loc} needs a {need:die}, which this roll ({dice:dice}) "
                       "does not have. A checker enters with the number of a single die.",
    "ex.points_missing": "The list is incomplete: the checker can enter on {n} more points.",
    "ex.all_home": "Every checker is home ({off} already off) — bearing off is allowed.",
    "ex.can_move": "This move is possible.",
    "ex.position_ok": "This position can exist: no side has more than 15 checkers and no point "
                      "holds both colours.",
    "ex.opening_tie": "The dice are equal, so both players roll again.",
    "ex.opening_higher": "{side:side_name} has the higher die, so {side:side_name} starts, "
                         "playing both dice ({dice:dice}).",
    "ex.opening_never_double": "A tied opening roll is rolled again, so a game's first move is "
                               "never a double.",
    "ex.opening_any": "A game's first move can be played with this roll.",
    "ex.opt.own_home": "own home (inner) board",
    "ex.opt.own_outer": "own outer board",
    "ex.opt.opp_outer": "opponent's outer board",
    "ex.opt.opp_home": "opponent's home board",
    "ex.opt.two": "two",
    "ex.opt.three": "three",
    "ex.opt.two_to_four": "two to four",
    "ex.opt.dice_cup_cube": "two dice, a dice cup and a doubling cube",
    "ex.opt.three_dice": "three dice",
    "ex.opt.one_die": "one die and a cup",
    "ex.opt.one_or_two_pairs": "a pair of dice each, or one shared pair",
    "ex.opt.one_pair_each": "only a pair each",
    "ex.opt.agreement_or_lot": "by agreement or by lot (a dice roll)",
    "ex.opt.white_right": "White's home is always on the right",
    "ex.opt.loser_chooses": "the loser of the last game chooses",
    "ex.opt.home_then_off": "bring every checker home, then bear off",
    "ex.opt.off_any_time": "bear off at any time",
    "ex.opt.three_phases": "three phases: opening, middle game, ending",
    "ex.opt.checkers": "checkers",
    "ex.opt.dice": "dice",
    "ex.opt.points": "points",
    "ex.opt.forward_u": "along one U-shaped track, only forwards, towards their own home",
    "ex.opt.both_ways": "forwards and backwards",
    "ex.opt.circle_same": "round a circle, both in the same direction",
    "ex.opt.one_die_each": "each rolls one die",
    "ex.opt.two_dice_each": "each rolls two dice",
    "ex.opt.higher_sum": "the higher sum of two dice starts",
    "ex.opt.alternate_two": "in turn, each rolling two dice",
    "ex.opt.winner_again": "the opening winner plays twice in a row",
    "ex.opt.winner_starts": "the winner of the last game starts",
    "ex.opt.loser_starts": "the loser of the last game starts",
    "ex.opt.right_cup": "on the right-hand side of the board, always with a cup",
    "ex.opt.left_hand": "on the left-hand side, by hand",
    "ex.opt.anywhere": "anywhere",
    "ex.opt.reroll": "re-roll",
    "ex.opt.stands": "the roll stands",
    "ex.opt.move_stands": "the move stands: it counts as played",
    "ex.opt.void": "the roll is void",
    "ex.opt.may_demand": "the opponent may demand a re-roll",
    "ex.opt.dice_picked_up": "when the player picks up their dice",
    "ex.opt.checkers_moved": "as soon as the checkers are moved",
    "ex.opt.opponent_rolls": "when the opponent rolls",
    "ex.opt.clock_pressed": "when the player presses the clock",
    "ex.opt.yes_until_pickup": "yes, until the dice are picked up",
    "ex.opt.never": "never",
    "ex.opt.until_next_roll": "yes, until the opponent rolls",
    "ex.opt.corrected": "the move is corrected",
    "ex.opt.replayed": "the game is replayed",
    "ex.opt.undo_roll": "the opponent's roll is cancelled and the move corrected",
    "ex.fact.players": "Nardi is a game for two players.",
    "ex.fact.equipment": "It needs two dice, a dice cup and a doubling cube.",
    "ex.fact.sport_dice": "Sport nardi uses two pairs of dice (one each) or one shared pair.",
    "ex.fact.sides": "In sport nardi the sides are decided in advance, by agreement or by lot.",
    "ex.fact.phases": "A game has two phases: bring every checker home, then bear off.",
    "ex.fact.men": "“Men” (მამრები) is another name for checkers.",
    "ex.fact.track": "Every checker moves along one U-shaped track, only forwards, towards its "
                     "own home; the players move in opposite directions.",
    "ex.fact.opening_how": "To start, each player rolls one die.",
    "ex.fact.after_opening": "After the first move the players take turns, rolling two dice.",
    "ex.fact.match_hand_start": "Every game of a match starts with the one-die opening roll.",
    "ex.fact.cup_side": "Dice are rolled on the right-hand side of the board, always with a cup.",
    "ex.fact.die_left_half": "If either die does not land on the right-hand side, both dice are "
                             "re-rolled.",
    "ex.fact.die_cocked": "A cocked die means both dice are re-rolled.",
    "ex.fact.die_on_checker": "A die resting on a checker means both dice are re-rolled.",
    "ex.fact.die_off_board": "A die off the board means both dice are re-rolled.",
    "ex.fact.die_bounced": "A die bouncing back off a foreign object means both dice are "
                           "re-rolled.",
    "ex.fact.move_final": "A move is final when the player picks up their dice; until then the "
                          "dice stay on the board.",
    "ex.fact.clock_final": "With a clock, the move ends when the player presses the clock.",
    "ex.fact.change_move": "Until the dice are picked up, the move may be changed.",
    "ex.fact.early_roll_race": "Without contact (a pure race) an early roll stands.",
    "ex.fact.early_roll_forced": "When the move is completely forced, an early roll stands.",
    "ex.fact.early_roll_contact": "With contact, a roll made before the opponent picked up "
                                  "their dice is void.",
    "ex.fact.early_roll_sport": "Under sport rules the wronged player may demand a re-roll.",
    "ex.fact.illegal_noticed_late": "An illegal move must be pointed out before the next roll; "
                                    "after that it stands.",
    "ex.fact.illegal_noticed_early": "Either player may point out an illegal move before the "
                                     "next roll — then it is corrected.",
    "ex.bank.missing": "missing field(s): {fields}.",
    "ex.bank.text": "question and hints must be text or {{ka: …, en: …}}.",
    "ex.bank.no_georgian": "the question has no Georgian text (ka).",
    "ex.bank.position": "Could not read the position “{text}”: write X{{24:2, 13:5}} O{{19:2}}, "
                        "a GNU Backgammon Position ID, XGID=… or start.",
    "ex.bank.checker": "Could not read “{item}” ({text}): write point:count (point 1–24, bar "
                       "or off).",
    "ex.bank.off": "off:{off} does not match the {count} checkers left on the board (15 in all).",
    "ex.bank.param": "field “{name}” is missing.",
    "ex.bank.play": "could not read the play — {detail}",
    "ex.bank.case": "unknown case “{case}”.",
    "ex.bank.kind": "unknown kind “{kind}” (known: {known}).",
    "ex.bank.yaml": "Could not read the YAML: {detail}",
    "ex.bank.shape": "A bank file is: chapter: N and exercises: [a list of exercises].",
    "ex.bank.chapter": "The file has no chapter number (chapter: N).",
    "ex.bank.rule": "“{rule}” is not a rule of the catalogue (R1–R185).",
    "ex.bank.unsolvable": "The checker does not accept the engine's own answer (“{answer}”).",
    "ex.bank.duplicate": "This id is already used ({first}).",
    "ex.bank.ok": "{path}: {n} exercises, no problems.",
    "ex.bank.failed": "{path}: {n} problems.",
    "ex.bank.pending": "the engine part “{module}” does not exist yet.",
    "ex.ui.exercise": "Exercise {n}",
    "ex.ui.exercises": "Exercises",
    "ex.ui.check": "Check",
    "ex.ui.hint": "Hint",
    "ex.ui.solution": "Solution",
    "ex.ui.answer": "Answer",
    "ex.ui.your_answer": "Your answer",
    "ex.ui.dice": "Dice: {dice:dice}",
    "ex.ui.rules": "Rules: {rules}",
    "ex.ui.progress": "Solved {done} / {total}",
    "ex.ui.worksheet": "Exercises — chapter {chapter}",
    "ex.ui.answer_key": "Answer key",
    "ex.ui.name": "Name",
    "ex.ui.date": "Date",
    "ex.ui.to_move": "White (bottom) is on roll; points are numbered from White's side.",
    "ex.ui.choose": "Pick an answer",
    "ex.ui.board_hint": "Make the play on the board or type it.",
    "ex.result_why": "The loser has borne off {off}, has {bar} on the bar and {home} in the "
                     "winner's home: that is {result}.",
    "ex.score_why": "{result}: cube {cube} × {mult} = {points} points.",
    "ex.jacoby_note": "Under the Jacoby rule a gammon or backgammon counts single while no "
                      "double has been taken.",
    "ex.drop_why": "A refusal ends the game at once: the doubler wins the pre-offer stake "
                   "({cube}) as a single, whatever the position.",
    "ex.may_double_yes": "You may double: it is your turn, you have not rolled and you have "
                         "access to the cube. Being on the bar or closed out changes nothing.",
    "ex.cube_why": "The cube is worth {value} (it shows {face}); owner: {owner}.",
    "ex.opt.X": "White",
    "ex.opt.O": "Black",
    "ex.opt.centre": "nobody — the cube is centred",
    "ex.opt.nobody": "nobody yet",
    "ex.match_score": "Score: White {x}, Black {o} (match to {length}).",
    "ex.match_crawford_next": "The next game is the Crawford game: no cube in it.",
    "ex.match_post_crawford": "The Crawford game has been played; the cube is back.",
    "ex.match_won": "{side:side_name} has reached (or passed) {length} points and wins the match.",
    "ex.lineup": "Box: {box}; captain: {captain}; queue: {queue}.",
    "ex.payments": "Settlement (+ receives, − pays): {table}.",
    "ex.team_double_yes": "Every team member agrees, so the team may double.",
    "ex.opt.all_three_home": "all three checkers home",
    "ex.opt.any_two": "two checkers home are enough",
    "ex.opt.no_condition": "no condition",
    "ex.opt.stay_off": "borne-off checkers stay off",
    "ex.opt.return_to_bar": "borne-off checkers return to the bar",
    "ex.opt.return_home": "borne-off checkers return home",
    "ex.opt.short_only": "only in short nardi",
    "ex.opt.both_games": "in short and long nardi",
    "ex.opt.long_only": "only in long nardi",
    "ex.opt.doubler_rolls": "the doubler rolls and plays",
    "ex.opt.taker_rolls": "the taker rolls",
    "ex.opt.reroll_both": "both roll again",
    "ex.opt.own_slot": "the taker puts the cube, new value up, in the slot on their side",
    "ex.opt.centre_slot": "the cube stays in the centre",
    "ex.opt.doubler_keeps": "the doubler keeps the cube",
    "ex.opt.moves_only": "a double on the dice only changes the number of moves",
    "ex.opt.stake_doubles": "a double on the dice doubles the stake",
    "ex.opt.cube_right": "a double on the dice gives the right to double",
    "ex.opt.odd_usual": "usually odd: 3, 5, 7, 9, 11 or 13",
    "ex.opt.even_only": "only even",
    "ex.opt.always_seven": "always 7",
    "ex.opt.not_in_match": "no — normally not in match play",
    "ex.opt.always": "yes, always",
    "ex.opt.only_crawford": "only in the Crawford game",
    "ex.opt.before_play": "before play begins",
    "ex.opt.any_time": "at any time",
    "ex.opt.after_first_game": "after the first game",
    "ex.opt.money_play": "in free and money play",
    "ex.opt.tournaments": "in tournaments",
    "ex.opt.chouette_only": "only in chouette",
    "ex.opt.captain": "the captain",
    "ex.opt.box_player": "the player in the box",
    "ex.opt.majority": "the team's majority",
    "ex.fact.hypergammon_home": "Hypergammon has the same condition: all three checkers home.",
    "ex.fact.borne_off_stay": "A borne-off checker stays off to the end — even after a hit.",
    "ex.fact.hit_long_nardi": "Hitting exists only in short nardi; in long nardi nobody can "
                              "send a checker to the bar.",
    "ex.fact.doubler_rolls": "After a take, the doubler rolls and plays their turn.",
    "ex.fact.take_cube_place": "The taker puts the cube, new value up, in the slot on their "
                               "own side.",
    "ex.fact.dice_double_stake": "A double on the dice gives four moves; it neither changes the "
                                 "stake nor gives a right to the cube.",
    "ex.fact.match_length": "Matches are usually to an odd number (3, 5, 7, 9, 11, 13); one "
                            "or several games may be needed.",
    "ex.fact.auto_in_match": "Automatic doubles and the Jacoby rule normally do not apply in "
                             "match play.",
    "ex.fact.optional_agreed": "Optional rules are agreed before play begins.",
    "ex.fact.optional_where": "Automatic doubles and the Jacoby rule are mainly for free and "
                              "money play.",
    "ex.fact.captain_decides": "The team may consult, but if they disagree the captain decides.",
    # — long: long nardi (issue 13) —
    "illegal.point_closed": (
        "The {die:die} cannot be played {src:from}: {dst:nom} has {count} opposing checker(s) on "
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
    "illegal.head_rule_first": (
        "Only one checker may leave the head (point 24) per turn. The first turn's exception "
        "(two off the head) does not cover {dice:dice} here.{advice:advice}"
    ),
    "illegal.six_block": (
        "{src:from} to {dst:nom} would make {length} points in a row ({run}) with not one "
        "opposing checker ahead of them: all {trapped} of the opponent's checkers would be shut "
        "in behind. Six in a row are allowed only once an opposing checker has passed them."
        "{advice:advice}"
    ),
    "notation.long_bar": (
        "“{text}”: long nardi has no bar — nothing is ever hit, so nothing enters from it. "
        "Write plays like 24/18 24/20, 24/12, 6/off."
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
        "that cannot happen in long nardi (rule L6)."
    ),
    "id.long": (
        "“{text}” is not a long-nardi position ID: it reads LN:, 24 hex digits for each side, "
        "the colour on roll (w or b) and two first-turn flags (1 = still to come), e.g. "
        "LN:00000000000000000000000f:00000000000000000000000f:w11."
    ),
    # — harden: bad input, kept work —
    "progress.kept_aside": (
        "The progress file {path} was damaged and could not be read. It was put aside as "
        "{kept} (nothing was deleted); progress is saved in a new file."
    ),
    "progress.is_dir": (
        "Cannot save progress: {path} is a folder, not a file. This session's results "
        "will not be saved."
    ),
    "progress.not_regular": (
        "Cannot save progress: {path} is not a regular file (a link or a device), so it "
        "is left alone. This session's results will not be saved."
    ),
    "progress.read_only": (
        "Cannot save progress: the file {path} is read-only. This session's results will "
        "not be saved."
    ),
    "progress.unreadable": "Cannot read the progress file {path} ({detail}), so it is left alone.",
    "progress.unsaved": (
        "Cannot save progress in {path} ({detail}). This session's results will not be "
        "saved."
    ),
    "ex.bank.entry": "An exercise is a set of fields (id: …, kind: …, rules: …, question: …).",
    "ex.bank.id": "id must be text, e.g. ch03-higher-die (it is {value}).",
    "ex.bank.key": "a field name must be text ({key} is not).",
    "ex.bank.key_type": "A field name must be text ({key} is not).",
    "ex.bank.field_type": "field “{name}” must be text.",
    "ex.bank.rules": "rules must be a list of rules, e.g. [R29, R30].",
    "ex.bank.hint_georgian": "every hint needs a Georgian text (ka).",
    "ex.bank.field": "field “{name}” must be {must} (it is {value}).",
    "ex.field.int": "a whole number from {lo} to {hi}",
    "ex.field.one_of": "one of: {names}",
    "ex.field.cube": "a cube value: 1, 2, 4, 8, 16, 32 or 64",
    "ex.field.score": "a score of two numbers, e.g. [2, 3]",
    "ex.field.results": "a list of games, e.g. [[X, 1], [O, 2]]",
    "ex.field.side": "a side: X, O or centre",
    "ex.field.takes": "a list of sides, e.g. [O, X], or {{A: true, B: false}}",
    "ex.field.rolls": "the players' rolls, e.g. {{A: 6, B: 3, C: 2}}",
    "ex.field.votes": "votes, e.g. {{A: true, B: false}}",
    "ex.field.games": "a list of games: won or lost",
    "ex.field.bool": "true or false",
    "ex.field.text": "text",
    "ex.bank.is_dir": "This is a folder, not a bank file.",
    "ex.bank.open": "Could not open the file: {detail}.",
    "ex.bank.too_big": "The file is too big (limit {limit} kB); a chapter's bank is about 10 kB.",
    "ex.bank.utf8": "The file is not saved as UTF-8 (an unknown byte on this line).",
    "ex.bank.duplicate_key": "Field “{key}” is written twice in one entry.",
    "ex.bank.tag": "The YAML type {tag} is not used here: write text, a number, a list or fields.",
    "ex.bank.too_many": (
        "The file holds too many values (limit {limit}); probably &anchors and *aliases "
        "nested in each other."
    ),
    "ex.bank.too_deep": "The file is nested too deep (lists in lists) or refers to itself.",
    "ex.bank.json": "Could not read the JSON: {detail}",
    "ex.bank.broken": "A field of this entry cannot be used ({detail}).",
    "ex.bank.write": "Cannot write {path}: {detail}.",
    # — pages: the chapters' display helpers (book/nardi_book.py) —
    "book.pass": "no move (pass)",
    "book.none": "none",
    "book.legal": "a legal play",
    "book.legal_as": "a legal play; the engine writes it as {play}",
    "book.allowed": "allowed",
    "book.cube_centred": "the cube is in the middle showing {face}; the stake is {value}",
    "book.cube_owned": "the cube shows {face}, the stake is {value}; owner: {owner}",
    "book.action.double": "double",
    "book.action.take": "take",
    "book.action.drop": "drop",
    "book.action.roll": "roll",
    "book.action.play": "play",
    "book.after.double": "a double to {value} is offered; {side} answers",
    "book.after.end": "the game is over: {side} wins {points} points",
    "book.after.roll": "dice: {dice}",
    "book.plays_count": "{dice}: {count} legal plays",
    "book.no_plays": "no legal play — the turn passes to the opponent",
    "book.phase.opening": "waiting for the opening roll",
    "book.phase.roll": "roll or double",
    "book.phase.doubled": "answering a double",
    "book.phase.move": "moving the checkers",
    "book.phase.over": "the game is over",
    # — boards: readable boards, scoreboard, offered cube, practice goals, live exercises —
    "board.scoreboard_match": "Match to {length}",
    "board.scoreboard_money": "Money play",
    "board.cube_offered": "A double is offered: the cube at {value}; {side} to answer.",
    "game.auto_doubled": "The opening roll was a tie: the cube doubled automatically, to {value}.",
    "game.over_new_game": "The game is over ({side} won). Press “New game” for the next one.",
    "game.not_over": "This game is not over yet: a new game starts only after it.",
    "practice.over": "The drill is over. Press “Restart exercise” to play it again.",
    "practice.missed.home": (
        "{play} — not yet: bring the last checker home and bear one checker off in the same "
        "play. Try again."
    ),
    "practice.missed.exact": (
        "{play} — not yet: bear both checkers off with the exact numbers — the 6 from the "
        "6-point, the 4 from the 4-point. Try again."
    ),
    "practice.missed.larger": "{play} — not yet: this roll bears two checkers off. Try again.",
    "practice.missed.double": "{play} — not yet: this double bears four checkers off. Try again.",
    "practice.missed.bar": "{play} — not yet: the checker on the bar must enter first. Try again.",
    "live.hint": "Hint",
    "live.solution": "Solution",
    "live.error": "That did not work: {detail}",
    "live.saved": "Your answers are kept in this browser.",
    "live.restored": "Your answer last time: {answer}",
    "live.offline": "The book now works without the internet too.",
    "ex.placeholder.play": "a play, e.g. 24/18 13/11",
    "ex.placeholder.plays": "every play, separated by commas or one per line: 24/18 13/11, 24/13",
    "ex.placeholder.moves": "moves, e.g. 6/2 5/1 (or “none”)",
    "ex.placeholder.int": "one number, e.g. 12",
    "ex.placeholder.ints": "numbers, e.g. 7-5",
    "ex.placeholder.points": "points separated by commas, e.g. 22, 20 (or “none”)",
    "ex.placeholder.yesno": "yes or no",
    "ex.placeholder.opening": "who starts and with which roll, e.g. White 5-3 (or “reroll”)",
    "ex.placeholder.names": "a player's name, e.g. C",
    "ex.placeholder.choice": "the number of the answer",
    "ex.placeholder.text": "type your answer",
    "ex.ui.answer_lines": "Answer:",
    "ex.ui.nothing_given": "Type an answer or make the play on the board first.",
    # — text: engine explanations that name only real moves (issue 11) —
    "illegal.bear_off_higher_none": (
        "The {die:die} cannot bear off {src:from}: you still have a checker {higher:loc}, and a "
        "number larger than needed bears off only from the highest occupied point. At this "
        "moment no checker can move with the {die:die}."
    ),
    "ex.right_choice": "The right answer is: “{answer}”.",
    "ex.rule_missing": (
        "The play is indeed illegal, but the question also asks which rule it breaks "
        "(write, for example, “no, R37”)."
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
    # — api: scoring and ID arguments (issue 13) —
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
    # — long: boards and games (issue 13) —
    "board.long_heads": (
        "Long nardi: both sides move the same way round and there is no bar. The heads, in the "
        "board's numbering: {side} — {mine:nom}, {other} — {theirs:nom}."
    ),
    "practice.long_done": (
        "Practice complete. The three points: a checker outside home stops the bear-off; a "
        "larger number bears off from the highest point; a double takes up to four checkers off."
    ),
    "game.opening_reroll": (
        "{side} wins the opening roll ({dice:dice}) and rolls both dice afresh (long nardi, L2)."
    ),
    # — practice (issue 15): the computer opponent, guided lessons, the review queue —
    "computer.level": "There is no computer level «{level}». Choose one of: {levels}.",
    "lesson.right": "Right: {play}. {why}",
    "lesson.other_legal": "{play} is legal, but not what this step asks: {why}",
    "lesson.no_more_hints": "No more hints.",
    "lesson.finished": "The lesson is already finished.",
    "lesson.done": "Lesson finished — stars: {stars} (mistakes: {mistakes}, hints: {hints}).",
    "lesson.shape": "A lesson file needs chapter: N, a title and steps: [a list of steps].",
    "lesson.chapter": "The file has no chapter number (chapter: N).",
    "lesson.missing": "The step lacks field(s): {fields}.",
    "lesson.text": "The field “{name}” must be text or {{ka: …, en: …}}.",
    "lesson.no_georgian": "The field “{name}” has no Georgian text (ka).",
    "lesson.list": "hints, accept and rules must be lists.",
    "lesson.variant": "Unknown variant “{variant}”: use short (short nardi) or long (long nardi).",
    "lesson.rule": "“{rule}” is neither a catalogue rule (R1–R185) nor a long-nardi one (L1–L11).",
    "lesson.dance": "With {dice} there is no legal play here: the step has nothing to find.",
    "lesson.play": "The play “{play}” is not accepted here: {detail}",
    "lesson.duplicate": "This id is already used ({first}).",
    "lesson.unreadable": "Cannot read the file: {detail}",
    "lesson.ok": "{path}: {n} steps, no problems.",
    "lesson.failed": "{path}: {n} problems.",
    # — play (issue 15): a game against the computer —
    "computer.said": "{text}",
    "widget.record": "Record",
    "computer.played.white": "White (the computer) played {play} with {dice:dice}.",
    "computer.played.black": "Black (the computer) played {play} with {dice:dice}.",
    "computer.danced.white": "White (the computer) rolled {dice:dice} and could not move.",
    "computer.danced.black": "Black (the computer) rolled {dice:dice} and could not move.",
    "computer.doubled.white": "White (the computer) doubles to {value}.",
    "computer.doubled.black": "Black (the computer) doubles to {value}.",
    "computer.took.white": "White (the computer) takes: the cube is now at {value}.",
    "computer.took.black": "Black (the computer) takes: the cube is now at {value}.",
    "computer.dropped.white": "White (the computer) drops.",
    "computer.dropped.black": "Black (the computer) drops.",
    "computer.answer": "Take or drop?",
    "computer.your_roll": "Your turn — roll the dice.",
    "computer.taken_back_play": "Taken back: your turn again with {dice:dice}. Pick a checker.",
    "computer.taken_back": "The game is back at your last decision.",
    "computer.record_title": "Game record",
    "computer.record_line": "{n}. {side} {dice:dice}: {play}",
    "computer.record_dance": "{n}. {side} {dice:dice}: no move",
    "computer.record_cube": "{n}. {side}: {action}",
    "computer.record_match_id": "Match ID: {id}",
    "computer.choose_color": "The computer plays",
    "computer.choose_level": "Level",
    "computer.as.black": "Black",
    "computer.as.white": "White",
    "computer.level_name.beginner": "beginner",
    "computer.level_name.club": "club",
    "computer.level_name.strong": "strong",
    "computer.setup.black": "The computer plays Black ({level}), you play White.",
    "computer.setup.white": "The computer plays White ({level}), you play Black.",
    # — part2: long nardi in the book and the exercises (issue 14) —
    "ex.result_why_long": (
        "The loser has borne off {off}: that is {result}. Long nardi has no backgammon — a "
        "gammon when the loser has borne off none, otherwise a single game."
    ),
    # — review: the review queue and the progress page (issue 15) —
    "review.chapter": "Chapter {n}",
    "review.part.short": "Part I. Short nardi",
    "review.part.long": "Part II. Long nardi",
    "review.item": "“{chapter}”, exercise {n}",
    "review.stage": "review {stage} of {stages}",
    "review.due_title": "{n} exercise(s) to review now.",
    "review.nothing_due": "Nothing to review now. The next exercise comes back {when}.",
    "review.empty": "Nothing to review yet: no wrong answer, no solution opened.",
    "review.upcoming_title": "Coming reviews",
    "review.next": "This exercise comes back {when}.",
    "review.learned": "You know this exercise now: it has left the review queue.",
    "review.when.hours": "in {n} hour(s)",
    "review.when.tomorrow": "tomorrow",
    "review.when.days": "in {n} days",
    "review.when.date": "on {day} {month}",
    "review.when.date_year": "on {day} {month} {year}",
    "review.month.1": "January",
    "review.month.2": "February",
    "review.month.3": "March",
    "review.month.4": "April",
    "review.month.5": "May",
    "review.month.6": "June",
    "review.month.7": "July",
    "review.month.8": "August",
    "review.month.9": "September",
    "review.month.10": "October",
    "review.month.11": "November",
    "review.month.12": "December",
    "review.col.chapter": "Chapter",
    "review.col.solved": "Exercises solved",
    "review.col.stars": "Lesson",
    "review.total": "Solved in all: {solved} of {total} exercises.",
    "review.stars": "{n} stars of three",
    "review.no_stars": "Lesson not finished yet",
    "review.note.unreadable": (
        "The answers kept in this browser are damaged and could not be read. Nothing was "
        "deleted: the next answer saved puts the old record aside and starts a new one."
    ),
    "review.note.bad": (
        "{n} stored record(s) could not be read and were skipped; the rest is shown below, "
        "nothing was deleted."
    ),
    "review.note.unknown": (
        "{n} stored exercise(s) are no longer in the book (probably from an older version) "
        "and were skipped."
    ),
    "review.note.untimed": (
        "{n} answer(s) have no time, or one that could not be read: not counted in the queue."
    ),
    "review.note.future": (
        "{n} answer(s) are dated in the future (was the computer's clock changed?): not "
        "counted in the queue."
    ),
    "review.note.lessons": (
        "The lesson stars kept in this browser are damaged and could not be read; they were "
        "not deleted."
    ),
    "review.note.lessons_part": "Some lesson stars could not be read and were skipped.",
    "review.static": (
        "The list of exercises to review is made from the answers kept in this browser and "
        "shows here once the page has loaded."
    ),
    "review.progress_static": (
        "The table fills in from the answers kept in this browser once the page has loaded."
    ),
    "review.lab_file": "Progress is kept in the file {path}.",
    "review.refresh": "Refresh",
    # — lessonboard: the guided-lesson board, its live page and the lesson map (issue 15) —
    "lesson.ui.counter": "Step {n} / {total}",
    "lesson.ui.tally": "Mistakes: {mistakes} · hints: {hints}",
    "lesson.ui.confirm": "Confirm",
    "lesson.ui.undo": "Undo",
    "lesson.ui.hint": "Hint",
    "lesson.ui.next": "Next step",
    "lesson.ui.restart": "Start again",
    "lesson.ui.start": (
        "Click a checker, then the point it should move to. When your play is complete, press "
        "“Confirm”."
    ),
    "lesson.ui.start_action": "Choose your answer with the buttons below.",
    "lesson.ui.start_pass": "This roll has no legal play — press “Confirm”.",
    "lesson.ui.broken_step": "This step's position cannot be set up: the lesson file is wrong.",
    "lesson.ui.move_first": "Make your play on the board first, then press “Confirm”.",
    "lesson.ui.press_next": "This step is done — press “Next step”.",
    "lesson.ui.not_yet": "Do this step first.",
    "lesson.ui.finished": "The lesson is finished — start again if you like.",
    "lesson.ui.choose_first": (
        "No checkers move in this step — choose your answer with the buttons."
    ),
    "lesson.ui.not_action": "This step is played on the board; there is nothing to choose.",
    "lesson.ui.bad_choice": "“{key}” is not one of this step's answers.",
    "lesson.ui.bad_event": "The lesson board did not understand this action — nothing changed.",
    "lesson.ui.label": "Lesson: {title}",
    "lesson.ui.static": (
        "This is the lesson's first step. In the live book (or in JupyterLab) you move the "
        "checkers on the board and the program checks every try."
    ),
    "lesson.ui.try_again": "The checkers are back at the step's start — try again.",
    "lesson.ui.try_again_action": "Try again.",
    "lesson.ui.hint_given": "The hint is below — it counts like a mistake in your result.",
    "lesson.ui.hint_line": "Hint {n}: {text}",
    "lesson.ui.stars_label": "{stars} stars of three",
    "lesson.map.title": "Lesson map",
    "lesson.map.chapter": "Chapter {chapter}",
    "lesson.map.not_started": "not started",
    "lesson.map.steps": "{n} steps",
    "lesson.map.none": "No lessons yet.",
    # — lessondata: action steps of guided lessons (issue 15) —
    "lesson.action.roll": "Roll",
    "lesson.action.double": "Double",
    "lesson.action.take": "Take",
    "lesson.action.drop": "Drop",
    "lesson.other_legal_action": "“{action}” is allowed here, but not what this step asks: {why}",
    "lesson.action_unknown": "“{answer}” is not one of this step's choices: {choices}.",
    "lesson.play_or_action": (
        "A step needs either play: (a checker play) or action: ({actions}) — exactly one."
    ),
    "lesson.action_key": "“{action}” ({name}) is not an action: use {actions}.",
    "lesson.action_accept": "accept: is for play steps only — an action step has one right answer.",
    "lesson.choices_play": "choices: is for action steps only (action:).",
    "lesson.action_illegal": "The action “{action}” is not allowed here: {detail}",
    "lesson.choices_missing": (
        "The choices ({choices}) do not include the step's action “{action}”."
    ),
    # — computersteps: the computer's play step by step, replay, save (issue 15) —
    "computer.record_start": "Starting position",
    "computer.record_position_id": "Position ID: {id}",
    "computer.record_long_id": (
        "Position ID (long nardi; GNU Backgammon's Match ID does not describe it): {id}"
    ),
    "computer.frame_roll.white": "White (the computer) rolled {dice:dice}.",
    "computer.frame_roll.black": "Black (the computer) rolled {dice:dice}.",
    "computer.frame_move.white": "White (the computer), {dice:dice}: {move} (move {k} of {total})",
    "computer.frame_move.black": "Black (the computer), {dice:dice}: {move} (move {k} of {total})",
    "computer.frame_skipped": (
        "Showing stopped — the board shows the present position. That click did not count: "
        "click again."
    ),
    "computer.nothing_to_show": "The computer has not played yet — nothing to show.",
    "computer.saved": "The game record is saved as the file {name}.",
    "computer.saved_path": "The game record is saved: {path}",
    "computer.record_label": "The game record (select and copy):",
    "computer.record_below": "The game record is in the box below.",
    "widget.show_again": "Show again",
    "widget.replay": "Replay the game",
    "widget.replay_start": "|◀",
    "widget.replay_back": "◀",
    "widget.replay_forward": "▶",
    "widget.replay_end": "▶|",
    "widget.replay_exit": "Back to the game",
    "widget.save": "Save (.txt)",
    "widget.title.replay_start": "Start of the game",
    "widget.title.replay_back": "Previous move",
    "widget.title.replay_forward": "Next move",
    "widget.title.replay_end": "Last move",
    "replay.step": "{text}\n(Replay: {k} of {total}. The game is unchanged.)",
    "replay.busy": "You are replaying the game. To play, press “Back to the game”.",
    "replay.nothing": "Nothing to replay yet — no move has been made in this game.",
    "replay.edge_start": "This is the start of the game.",
    "replay.edge_end": "This is the last move of the game.",
}
