"""English messages: the board for every reader — keyboard and screen reader (issue 23)."""

MESSAGES: dict[str, str] = {
    # — what a point says to the keyboard cursor (data-label on every point) —
    "a11y.point": "{point:nom}: {what}.",
    "a11y.bar": "bar: {what}.",
    "a11y.off": "borne off: {what}.",
    "a11y.checkers": "{count} {side}",
    "a11y.empty": "empty",
    "a11y.mark.legal": "A checker can move here.",
    "a11y.mark.hit": "Moving here hits a blot.",
    "a11y.mark.selected": "This checker is picked up.",
    "a11y.mark.blocked": "The point is blocked.",
    "a11y.mark.highest": "The highest occupied point.",
    "a11y.mark.cannot": "The picked-up checker cannot move here.",
    "a11y.mark.movable": "A checker here can move now.",
    "a11y.figure_chart": "A chart — {title}",
    "a11y.play_empty": "Type a whole play, for example: 13/7 8/7.",
    # — the page's own texts (nardi_live.js, through live.ui_strings) —
    "a11y.keys": (
        "Keyboard: arrows — from point to point; Enter or Space — pick a checker up and put it "
        "down; Escape — put it back; U — undo a move; R — roll; C — confirm the play; "
        "D — double; P — read the position; F — the board on the whole screen (for a projector) "
        "and back, Escape also leaves it; ? — show or hide these keys. The letter keys "
        "work on the Georgian layout too."
    ),
    "a11y.board": "Nardi board — playable by keyboard",
    "a11y.play_label": "Play in notation",
    "a11y.play_placeholder": "e.g. 13/7 8/7",
    "a11y.play_button": "Play it",
    "a11y.not_now": "This cannot be done now: {detail}.",
    "a11y.large": "Board on the whole screen",
    "a11y.how": "How to play here",
}
