"""Georgian messages: the game board with YellowClub's raise cube (V68) says "აწევა", not
"გაორმაგება", on its button and in its messages (book Part III, issue 21)."""

MESSAGES: dict[str, str] = {
    "widget.double_raise": "აწევა",
    "game.doubled_raise": "{side} აწევას გთავაზობთ ({value}-მდე). {other}: მიღება თუ უარი?",
    "game.taken_raise": (
        "აწევა მიღებულია: ფსონი {value}-ია, კუბის მფლობელია {side}. ახლა {roller} აგორებს."
    ),
    "game.dropped_raise": (
        "აწევაზე უარი ითქვა, ამიტომ პარტია დასრულდა: {side:side_erg} მოიგო {points:score}."
    ),
    # the computer's cube actions with the raise cube (V68, V69)
    "computer.doubled.white_raise": "თეთრი (კომპიუტერი) აწევას გთავაზობთ ({value}-მდე).",
    "computer.doubled.black_raise": "შავი (კომპიუტერი) აწევას გთავაზობთ ({value}-მდე).",
    "computer.took.white_raise": "თეთრმა (კომპიუტერმა) აწევა მიიღო: ფსონი ახლა {value}-ია.",
    "computer.took.black_raise": "შავმა (კომპიუტერმა) აწევა მიიღო: ფსონი ახლა {value}-ია.",
    "computer.dropped.white_raise": "თეთრმა (კომპიუტერმა) აწევაზე უარი თქვა.",
    "computer.dropped.black_raise": "შავმა (კომპიუტერმა) აწევაზე უარი თქვა.",
}
