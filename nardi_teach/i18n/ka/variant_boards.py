"""ქართული შეტყობინებები: YellowClub-ის ოჯახის ყველა თამაში დაფებზე (issue 20, პუნქტი 5;
issue 21, პუნქტი 4 — თამაშის გვერდის თამაშების სია)."""

MESSAGES: dict[str, str] = {
    "practice.variant_done": (
        "ვარჯიში დასრულდა: ბოლო ქვა სახლში შემოიყვანეთ და ქვები ამ თამაშის საკუთარი წესებით "
        "გაიტანეთ."
    ),
    "game.drawn": "პარტია დასრულდა: ქულა არცერთ მხარეს არ ეწერება.",
    "computer.choose_variant": "თამაში",
    "computer.setup_variant": "თამაში: {name}.",
    # issue 41: the cube as a table option of the game against the computer (V68, R176)
    "computer.choose_cube": "კუბი",
    "computer.cube.doubling": "გაორმაგების კუბი (1, 2, 4, …)",
    "computer.cube.raise": "აწევის კუბი (1, 2, 3, …)",
    "computer.setup_cube": "კუბი: {name}.",
}

MESSAGES.update({
    "game.opening_plus": (
        "საწყისი სროლა: იწყებს {side}; მის {dice:dice}-ს ახლა კიდევ {count:count} კამათელი "
        "დაემატება — ერთად ისინი ერთი გაგორებაა."
    ),
    "game.opening_reroll_plakoto": (
        "საწყისი სროლა ({dice:dice}): იწყებს {side} და ორივე კამათელს თავიდან აგორებს — "
        "პლაკოტოში საწყისი სროლის კამათლები არ თამაშდება."
    ),
    "computer.record_variant_id": (
        "პოზიციის ID ({name}; GNU Backgammon-ის Match ID ამ თამაშს არ აღწერს): {id}"
    ),
    "widget.dice_placeholder_3": "მაგ. 6-5-3",
    "widget.dice_placeholder_4": "მაგ. 6-5-3-1",
    "ctl.confirmed_dice": (
        "{side}: {play}. სვლის რიგი: {next} — კამათლები ({dice:dice}) უკვე დაფაზეა, "
        "გაგორება არ სჭირდება."
    ),
    "board.segment.granted": "პროგრესიის დუბლი: {dice:dice}",
    "board.segment.passed": "გადმოცემული სვლები: {dice:dice}",
    "board.segment.extra": "დამატებითი გაგორება: {dice:dice}",
})
