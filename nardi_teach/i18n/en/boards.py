"""English messages: sides, boards, the board widget and the live site's boards."""

MESSAGES: dict[str, str] = {
    "side.white": "White",
    "side.black": "Black",
    "word.yes": "yes",
    "word.no": "no",
    "rule": "rule {rule}",
    "rule.link": "This rule in the book",
    "board.title": "Nardi board",
    "board.bottom": (
        "{side}'s checkers are at the bottom, home in the bottom "
        "{corner} corner."
    ),
    "board.numbered": "The point numbers are this player's: {side}.",
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
    "board.raise_cube_centre": "The raise cube is in the middle (stake {value}).",
    "board.raise_cube_owned": "The raise cube is on {value}, owned by {side}.",
    "board.raise_cube_offered": "A raise is offered: the cube at {value}; {side} to answer.",
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
    "ctl.roll_prompt": "{side} to play: roll the dice.",
    "ctl.rolled": "{side} rolled {dice:dice}. Choose a checker to move.",
    "ctl.already_rolled": "The dice are already rolled: finish this turn first.",
    "ctl.roll_first": "Roll the dice first.",
    "ctl.game_over": "The game is over: {side} won.",
    "ctl.bad_point": "“{point}” is not a point of the board.",
    "ctl.bad_message": "Unknown action.",
    "ctl.pick_checker": "Choose a checker first, then where it goes.",
    "ctl.selected": (
        "Checker {src:loc} selected; its landing points are marked ({dice+roll:dice_rest})."
    ),
    "ctl.deselected": "Selection cleared.",
    "ctl.stuck_from": "No move {src:from} now.",
    "ctl.moved": "{play}. {dice+roll:dice_rest}.",
    "ctl.complete": "Play ready: {play}. Confirm it or undo.",
    "ctl.confirmed": "{side} played {play}. {next} to play: roll the dice.",
    "ctl.undone": "Last move undone. {dice+roll:dice_rest}.",
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
    "widget.undo_decision": "Undo decision",
    "widget.undo_turn": "Undo turn",
    "widget.confirm": "Confirm",
    "widget.double": "Double",
    "widget.take": "Take",
    "widget.drop": "Drop",
    "widget.new_game": "New game",
    "widget.restart": "Restart exercise",
    "live.loading": "The boards and exercises are getting ready…",
    "live.step.runtime": "Step 1/3: loading the live boards",
    "live.step.engine": "Step 2/3: preparing the rules of nardi",
    "live.step.boards": "Step 3/3: setting up the boards and exercises",
    "live.ready": "Ready: you can move checkers on the boards and check your answers.",
    "live.failed": (
        "The live boards could not be loaded: the boards and exercises can be read, but answers "
        "cannot be checked."
    ),
    "live.seconds": "s",
    "live.check": "Check",
    "live.answer": "Your answer",
    "live.answer_placeholder": "Type your answer",
    "live.busy": "The boards are still getting ready…",
    "live.board_wait": "Loading…",
    "live.board_label": "Nardi board",
    "game.opening_prompt": "New game: roll the opening dice.",
    "game.opening": "Opening roll: {side} starts with {dice:dice}.",
    "game.opening_tie": "The opening roll is a tie ({dice:dice}): roll again.",
    "game.doubled": "{side} doubles to {value}. {other}: take or drop?",
    "game.taken": (
        "Double taken: the stake is {value}, the cube belongs to {side}. {roller} to roll."
    ),
    "game.dropped": "Double dropped, so the game is over: {side} wins {points:score}.",
    "game.won": "Game over: {side} wins a {result} — {points:score}.",
    "game.dance": "{side}: {dice:dice} — no move possible, the turn passes. {next} to play.",
    "game.match_over": "The match is over: {side} won.",
}
