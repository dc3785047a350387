"""Georgian messages: guided lessons in the games of the family and with the raise cube
(issue 21)."""

MESSAGES: dict[str, str] = {
    "lesson.action.raise": "აწევა",
    "lesson.cube_kind": (
        "cube_kind: „{kind}“ კუბის სახე არ არის — გამოიყენეთ {kinds} (doubling — გაორმაგების "
        "კუბი, raise — აწევის კუბი)."
    ),
    "lesson.cube_kind_play": "cube_kind: მხოლოდ მოქმედების ნაბიჯს აქვს (action:).",
}
