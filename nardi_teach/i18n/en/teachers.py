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
