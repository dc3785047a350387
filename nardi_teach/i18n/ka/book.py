"""Georgian messages: the chapters' display helpers."""

MESSAGES: dict[str, str] = {
    # — pages: the chapters' display helpers (book/nardi_book.py) —
    "book.pass": "სვლის გარეშე",
    "book.none": "არცერთი",
    "book.legal": "დასაშვები სვლაა",
    "book.legal_as": "დასაშვები სვლაა; ჩვეულებრივ ასე იწერება: {play}",
    "book.allowed": "დასაშვებია",
    "book.cube_centred": "კუბი შუაშია და {face}-ს აჩვენებს; ფსონი {value}",
    "book.cube_owned": "კუბი {face}-ს აჩვენებს, ფსონი {value}; {owner:cube_owner}",
    "book.action.double": "გაორმაგება",
    "book.action.take": "მიღება",
    "book.action.drop": "უარი",
    "book.action.roll": "სროლა",
    "book.action.play": "სვლა",
    "book.after.double": "შეთავაზებულია გაორმაგება {value}-მდე; პასუხობს {side}",
    "book.after.end": "პარტია დასრულდა: {side} იგებს {points:score_dat}",
    "book.after.roll": "კამათლები: {dice}",
    "book.plays_count": "{dice}: {count:n_legal}",
    "book.no_plays": "დასაშვები სვლა არ არის — სვლის რიგი მეტოქეზე გადადის",
    "book.phase.opening": "საწყისი სროლის მოლოდინი",
    "book.phase.roll": "სროლა ან გაორმაგება",
    "book.phase.doubled": "გაორმაგებაზე პასუხი",
    "book.phase.move": "ქვების სვლა",
    "book.phase.over": "პარტია დასრულდა",
}
