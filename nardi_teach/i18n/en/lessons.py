"""English messages: guided lessons and their boards; Part II's exercises."""

MESSAGES: dict[str, str] = {
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
        "This is the lesson's first step. In the live book you move the checkers on the "
        "board and the book checks every try."
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
}
