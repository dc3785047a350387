"""English messages: the teachers' tools (issue 25) — the strict checker, ``require:``,
the kinds' descriptions for the teachers' guide, worksheets, pupils and the class view."""

MESSAGES: dict[str, str] = {
    # — the strict checker —
    "teach.field.unknown": "unknown field “{name}”: the checker does not know it. Delete or "
                           "correct it (the fields are listed in the teachers' guide).",
    "teach.field.unknown_near": "unknown field “{name}” — did you mean “{near}”?",
    "teach.field.unused": "kind “{kind}” does not use field “{name}” (its own fields: "
                          "{fields}); it would be ignored.",
    "teach.answer": "field “{name}” is not written here: the engine computes the answer from "
                    "the position and the rules. Delete this line.",
    "teach.answer.engine": "the engine's answer to this exercise: {answer}",
    "teach.rules.mismatch": "rules says {declared}, but the engine applies another rule here: "
                            "{found}. Add {found} to rules (or change the exercise).",
    "teach.position.both_off": "this position cannot happen: both sides have borne off all 15 "
                               "checkers (the game would have ended before, R20).",
    "teach.position.over": "the game is already over in this position (one side has borne off "
                           "all 15 checkers, R20), so there is no roll and no play.",
    "teach.yaml": "could not read the file: the YAML is broken on line {line}. {what}",
    "teach.yaml.colon": "there is a colon (:) too many on the line — put text that contains a "
                        "colon in quotes: \"…\".",
    "teach.yaml.no_colon": "a colon (:) is missing after the field's name.",
    "teach.yaml.indent": "the indentation is wrong: the fields of one exercise must be indented "
                         "alike, and a new exercise starts with “- ”.",
    "teach.yaml.tab": "the line has a tab: indent with spaces only.",
    "teach.yaml.quote": "a quote was opened but not closed.",
    "teach.yaml.escape": "in double quotes YAML reads \\ as a special character: use single "
                         "quotes '…' or delete the \\.",
    "teach.yaml.bracket": "a list [ … ] is not closed or a comma is missing between items.",
    "teach.yaml.brace": "a {{ … }} is not closed or a comma is missing — put a position "
                        "X{{…}} O{{…}} in quotes.",
    "teach.yaml.alias": "the text starts with *: put such text in quotes.",
    "teach.yaml.start": "the text starts with a character YAML text cannot start with (@, ` "
                        "or %): put it in quotes.",
    "teach.yaml.other": "check this line's and the previous line's indentation, colons and "
                        "quotes.",
    "teach.lesson.answer": "field “{name}” is not written in a lesson: the intended play goes in "
                           "play: (or action:), the engine judges the rest.",
    # — require: (play) —
    "teach.require.shape": "require must be a requirement's name, {{name: value}} or a list of "
                           "them (known: {names}).",
    "teach.require.flag": "requirement “{name}” is written without a value: require: {name}.",
    "teach.require.point": "makes_point must be a point from 1 to 24 (it is {value}).",
    "teach.require.pips": "pips must be fewest or a pip count from 0 to 375 (it is {value}).",
    "teach.require.unknown": "unknown requirement “{name}” (known: {names}).",
    "teach.require.unknown_near": (
        "unknown requirement “{name}” — did you mean “{near}”? (known: {names})."
    ),
    "teach.require.none": "no legal play meets the requirement ({what}): a pupil could not "
                          "solve this exercise.",
    "teach.require.short_only": "requirement “{name}” is for short nardi only: long nardi has "
                                "no hitting (L3).",
    "teach.require.says.most_off": "bear off as many checkers as this roll allows",
    "teach.require.says.leaves_no_blot": "leave no blot (a single checker on a point)",
    "teach.require.says.hits": "hit an opposing blot",
    "teach.require.says.makes_point": "make your {point}-point (two or more checkers)",
    "teach.require.says.fewest": "leave as few pips as possible",
    "teach.require.says.pips": "leave a pip count of {pips}",
    "teach.require.correct": "Right: {play} is legal and does what the exercise asks ({what}).",
    "teach.require.missed": "the play is legal, but it does not do what the exercise asks: "
                            "{what}.",
    "teach.require.example": "For example: {play}.",
    "teach.require.solution": "The task: {what}. {n} legal plays do that.",
}

MESSAGES.update({
    # — pupils on a shared computer —
    "teach.pupil.label": "Pupil",
    "teach.pupil.anonymous": "no name",
    "teach.pupil.placeholder": "type a name",
    "teach.pupil.enter": "Choose",
    "teach.pupil.switch_to": "Now answering: {name}",
    "teach.pupil.note_named": "Answers and stars are kept in this browser under the pupil's "
                              "name: {name}. Another browser or computer does not show them.",
    "teach.pupil.note_anon": "Answers and stars are kept in this browser, under no name. If "
                             "several pupils share this computer, each should choose a name.",
    "teach.pupil.lab_named": "In JupyterLab the answers are kept in the file {path} (pupil: "
                             "{name}). After choosing another pupil, run the chapter again (Run "
                             "All).",
    "teach.pupil.lab_anon": "In JupyterLab the answers are kept in the file {path} (no name). "
                            "After choosing another pupil, run the chapter again (Run All).",
    # — the class view —
    "teach.class.bad_file": "{name}: this is not a pupil’s progress file.",
    "teach.class.empty": "No pupil’s file is open yet.",
    "teach.class.caption": "The class: exercises solved and lesson stars by chapter",
    "teach.class.pupil": "Pupil",
    "teach.class.total": "Solved in all",
    "teach.class.queue": "To review (now / in all)",
    "teach.class.missed": "The five exercises the class missed most",
    "teach.class.missed_item": "{misses} misses, {pupils} pupils, {chapter}",
    "teach.class.from": "file {file}, saved at {when} (UTC)",
    "teach.class.from_file": "file {file}",
    "teach.class.no_misses": "Nobody has missed anything yet.",
    "teach.class.by_exercise": "By exercise: who solved it and who missed it ({n:exercises})",
    "teach.class.exercise": "Exercise",
    "teach.class.solved_by": "Solved by",
    "teach.class.missed_by": "Missed by",
    "teach.class.pupil_misses": "{name} ({n:mistakes})",
    "teach.class.drop": "Drop the pupils’ files here or choose them:",
    "teach.class.local": "The files are read on this computer only: nothing is sent.",
    "teach.class.static": "The table appears here once the page has loaded and you choose files.",
    "teach.class.export": "My progress file",
    "teach.class.export_note": "Give the file to your teacher (by e-mail or on a USB stick): it "
                               "holds only your answers and stars.",
    "teach.class.lab_found": "This computer’s pupils (JupyterLab files): {names}.",
    # — assignments —
    "teach.assign.none": "no exercise matches the choice (--chapter, --kind, --rule, --id).",
    "teach.assign.count": "Assignment: {n} exercises ({ids}).",
    "teach.assign.link": "Link for the pupils: {link}",
    "teach.assign.sheet": "Worksheet: {path}",
    "teach.assign.key": "Answers: {path}",
    "teach.assign.heading": "Assignment",
    "teach.assign.missing": "These exercises are not in the book (perhaps it was not built "
                            "again after they were added): {ids}.",
    "teach.assign.empty": "The link names no exercises. A teacher makes an assignment link "
                          "with the assign command (see the teachers' guide).",
    "teach.assign.static": "The exercises appear here once the page has loaded.",
    # — exercise boards —
    "teach.board.complete": "The play is ready: {play}. Check it with “Check”, or cancel it.",
    "teach.board.missed": "“{move}” — this move is not allowed and counts as a miss. {why}",
    # — worksheets —
    "teach.sheet.title": "Exercises",
    "teach.sheet.key": "Answers — {title}",
    # — a teacher's own set as a page of its own (book/_ext/nardi_sets.py) —
    "teach.set.part": "Teachers' sets",
    "teach.set.lesson": "Lesson",
    # — the teachers' guide: what each kind asks (generated reference) —
    "teach.kind.play": "The pupil makes a play (typed or on the board); the engine checks that "
                       "it is legal. require: can ask for more.",
    "teach.kind.all_plays": "The pupil lists every legal play of the roll.",
    "teach.kind.count_plays": "How many different legal plays does the roll have?",
    "teach.kind.max_moves": "How many of the roll's dice (a double: of four) can be played?",
    "teach.kind.is_legal": "Is the play written in play: legal? If not, the pupil may name "
                           "the rule.",
    "teach.kind.next_moves": "Which single moves can be made now (optionally with one die, or "
                             "after moves already made)?",
    "teach.kind.enter_points": "On which points can a checker enter from the bar with the roll?",
    "teach.kind.blots": "On which points does the opponent have a blot?",
    "teach.kind.pips": "What is the player's (or the opponent's) pip count?",
    "teach.kind.checkers": "How many checkers does the player on roll have?",
    "teach.kind.can_bear_off": "May the player bear off now?",
    "teach.kind.landing": "Where does the checker from a point land with a die (or can it not "
                          "move)?",
    "teach.kind.result": "Single, gammon or backgammon? (from a finished position)",
    "teach.kind.score": "How many points does the winner score: result × cube, with the "
                        "optional rules.",
    "teach.kind.drop": "What does refusing a double cost?",
    "teach.kind.may_double": "May X double now (cube, roll, Crawford game)?",
    "teach.kind.cube_value": "The cube's value (or face, or next value) after the doubles.",
    "teach.kind.cube_owner": "Who owns the cube after the doubles: X, O or nobody (centred)?",
    "teach.kind.crawford_game": "Which game of the match was (or will be) the Crawford game?",
    "teach.kind.crawford_next": "Is the next game the Crawford game?",
    "teach.kind.match_cube": "Is the cube in play in the next game?",
    "teach.kind.match_score": "The match score (X–O) after the game(s).",
    "teach.kind.match_winner": "Who has won the match: X, O or nobody yet?",
    "teach.kind.auto_double": "The cube after so many tied opening rolls, with automatic "
                              "doubles.",
    "teach.kind.chouette_role": "Chouette: who is in the box, the captain, the queue after the "
                                "games?",
    "teach.kind.chouette_pay": "Chouette: what a player pays the box (or what the box wins).",
    "teach.kind.team_double": "Chouette: may the team double with these votes?",
    "teach.kind.valid_position": "Can this position exist? (it may be impossible on purpose)",
    "teach.kind.quarter": "Which quarter of the board is the point in?",
    "teach.kind.convert": "A point numbered by another source, in the player's own numbering.",
    "teach.kind.opening": "Opening roll: X rolls x, O rolls o — who starts, with which roll (or "
                          "a re-roll)?",
    "teach.kind.opening_roll": "Can the first move of a game be played with this roll?",
    "teach.kind.fact": "A multiple-choice question from the rules table (case: its entry).",
    "teach.kind.etiquette": "Etiquette and tournament procedure: multiple choice (case:).",
    # — the teachers' guide: what each field means —
    "teach.info.id": "The exercise's name, unique in the whole bank: e.g. ch03-higher-die.",
    "teach.info.kind": "The exercise's kind (one of those listed below).",
    "teach.info.rules": "The rules the exercise teaches: [R43] or [L4, R157].",
    "teach.info.question": "The question: a text or {{ka: …, en: …}} (Georgian is required).",
    "teach.info.hints": "A list of hints, each a text or {{ka: …, en: …}}.",
    "teach.info.variant": "The game: short — short nardi (the default), long — long nardi, or "
                          "another game of the family: {names}.",
    "teach.info.chapter": "The chapter, if it differs from the file's (usually left out).",
    "teach.info.position": "The position: start, X{{24:2, 13:5}} O{{19:2}} (both in X's "
                           "numbering; checkers not listed are borne off), a GNU Backgammon "
                           "Position ID, XGID=… or LN:… (long nardi).",
    "teach.info.dice": "The roll: 6-5, 3-3.",
    "teach.info.play": "A play in notation, e.g. 24/18 13/8.",
    "teach.info.played": "Moves already made this turn, e.g. 24/18.",
    "teach.info.die": "One die.",
    "teach.info.side": "player — the player on roll, opponent — the other side.",
    "teach.info.from": "The point the checker leaves (25 — the bar).",
    "teach.info.point": "A point number.",
    "teach.info.source": "Whose numbering point: is written in: 004, 000 or opponent.",
    "teach.info.color": "Into which colour's numbering: white or black.",
    "teach.info.x": "X's (White's) die.",
    "teach.info.o": "O's (Black's) die.",
    "teach.info.roll": "A roll, e.g. 3-1.",
    "teach.info.case": "The name of the rules table's entry.",
    "teach.info.result": "The game's result, when no position is given.",
    "teach.info.cube": "The cube's value before the doubles.",
    "teach.info.owner": "The cube's owner.",
    "teach.info.auto": "How many automatic doubles.",
    "teach.info.takes": "Who took the doubles, in order (chouette: {{player: true/false}}).",
    "teach.info.backgammon_multiplier": "The backgammon multiplier (3, in places 2).",
    "teach.info.jacoby": "The Jacoby rule is on.",
    "teach.info.auto_double_counts_as_turned": "An automatic double counts as turning the cube "
                                               "(for the Jacoby rule).",
    "teach.info.auto_doubles": "Automatic doubles are on.",
    "teach.info.length": "The match length in points (0 — money play).",
    "teach.info.score": "The match score [X, O].",
    "teach.info.crawford": "This is the Crawford game.",
    "teach.info.results": "Games played: [[X, 1], [O, 2]] — winner and points.",
    "teach.info.rolled": "X has already rolled.",
    "teach.info.ask": "What is asked: value, face or next (cube); box, captain or queue "
                      "(chouette).",
    "teach.info.winner": "Who won this game.",
    "teach.info.ties": "How many tied opening rolls.",
    "teach.info.rolls": "The chouette players' opening rolls: {{A: 6, B: 3, C: 2}}.",
    "teach.info.games": "The box's games in order: won or lost.",
    "teach.info.player": "A player (or box — the box).",
    "teach.info.box_won": "The box won.",
    "teach.info.votes": "The team's votes on doubling: {{A: true, B: false}}.",
    "teach.info.require": "What the play must do: most_off, leaves_no_blot, hits, "
                          "{{makes_point: 5}}, {{pips: fewest}} or {{pips: 42}} (or a list).",
    "teach.ref.needs": "Required fields",
    "teach.ref.optional": "Optional fields",
    "teach.ref.none": "none",
    "teach.ref.example": "Example",
    "teach.ref.engine": "The engine's answer",
    "teach.ref.why": "Explanation",
    "teach.ref.rule": "Rule",
    "teach.ref.field": "Field",
    "teach.ref.meaning": "Meaning",
    "teach.ref.value": "Value",
    "teach.ref.kinds": "{n} kinds",
    "teach.ref.variant": "An exercise of any kind may have variant: — the game the question is "
                         "set in: short (short nardi, the default), long (long nardi) or another "
                         "game of the family — {names}. An example without variant: is short "
                         "nardi.",
})
