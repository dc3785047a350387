"""English messages: bad input and kept work."""

MESSAGES: dict[str, str] = {
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
}
