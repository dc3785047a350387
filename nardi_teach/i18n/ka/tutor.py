"""Georgian messages: the tutor on a game board against the computer (issue 22) — its switch,
its verdict after each decision of the learner, its hint, the better play shown, and the list
of a finished game's biggest errors with "replay from here"."""

MESSAGES: dict[str, str] = {
    # — the buttons (group "tutor") —
    "widget.tutor_on": "მრჩევლის ჩართვა",
    "widget.tutor_off": "მრჩევლის გამორთვა",
    "widget.hint": "რას მირჩევთ?",
    "widget.show_better": "უკეთესი სვლის ჩვენება",
    "widget.hide_better": "უკეთესი სვლის დამალვა",
    "widget.replay_from": "აქედან თავიდან",
    "tutor.ui.title": "მრჩეველი",
    # — switched on and off —
    "tutor.ui.on": (
        "მრჩეველი ჩართულია: თქვენი ყოველი სვლისა და კუბის გადაწყვეტილების შემდეგ გეტყვით, "
        "რამდენად კარგი იყო."
    ),
    "tutor.ui.off": (
        "მრჩეველი გამორთულია: შეფასებას აღარ გეტყვით, მაგრამ ცუდ სვლებს მაინც შევინახავ — "
        "ისინი „გასამეორებელში“ დაგხვდებათ."
    ),
    # — the verdict (gnubg's thresholds; the loss a game and in a hundred games) —
    "tutor.ui.play.good": "კარგი სვლაა.",
    "tutor.ui.play.doubtful": (
        "საეჭვო სვლაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ — ყოველ 100 პარტიაში "
        "დაახლოებით {per100:score}. უკეთესი იყო {best}."
    ),
    "tutor.ui.play.bad": (
        "ცუდი სვლაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ — ყოველ 100 პარტიაში "
        "დაახლოებით {per100:score}. უკეთესი იყო {best}."
    ),
    "tutor.ui.play.very_bad": (
        "ძალიან ცუდი სვლაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ — ყოველ 100 "
        "პარტიაში დაახლოებით {per100:score}. უკეთესი იყო {best}."
    ),
    "tutor.ui.cube.good": "კუბით სწორად მოიქეცით.",
    "tutor.ui.cube.doubtful": (
        "კუბის საეჭვო გადაწყვეტილებაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ — ყოველ "
        "100 პარტიაში დაახლოებით {per100:score}. უკეთესი იყო: {best}."
    ),
    "tutor.ui.cube.bad": (
        "კუბის ცუდი გადაწყვეტილებაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ — ყოველ "
        "100 პარტიაში დაახლოებით {per100:score}. უკეთესი იყო: {best}."
    ),
    "tutor.ui.cube.very_bad": (
        "კუბის ძალიან ცუდი გადაწყვეტილებაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ — "
        "ყოველ 100 პარტიაში დაახლოებით {per100:score}. უკეთესი იყო: {best}."
    ),
    "tutor.ui.verdict.good": "კარგი",
    "tutor.ui.verdict.doubtful": "საეჭვო",
    "tutor.ui.verdict.bad": "ცუდი",
    "tutor.ui.verdict.very_bad": "ძალიან ცუდი",
    # — the better play on the board —
    "tutor.ui.better": (
        "უკეთესი სვლა ({dice:dice}): {best} — ისრები დაფაზეა. თქვენ ითამაშეთ {play}. "
        "თამაშის გასაგრძელებლად დააჭირეთ „უკეთესი სვლის დამალვა“-ს ან დაფას."
    ),
    "tutor.ui.better_hidden": "დაფაზე ისევ ახლანდელი პოზიციაა.",
    # — the hint: "what would you play?" —
    "tutor.ui.hint.play": (
        "მრჩეველი ამ კამათლებით ({dice:dice}) ასე ითამაშებდა: {play} — ისრები დაფაზეა."
    ),
    "tutor.ui.hint.double": "მრჩეველი ახლა გააორმაგებდა.",
    "tutor.ui.hint.no_double": "მრჩეველი ახლა არ გააორმაგებდა — გააგორეთ კამათლები.",
    "tutor.ui.hint.take": "მრჩეველი გაორმაგებას მიიღებდა.",
    "tutor.ui.hint.pass": "მრჩეველი გაორმაგებაზე უარს იტყოდა.",
    "tutor.ui.hint.roll": "ჯერ გააგორეთ კამათლები — რჩევას მერე მოგცემთ.",
    "tutor.ui.hint.not_now": "ახლა კომპიუტერის რიგია ან პარტია დასრულდა: რჩევა არ გჭირდებათ.",
    # — after the game: the biggest errors, each to replay from —
    "tutor.ui.errors_title": "თქვენი ყველაზე დიდი შეცდომები ამ პარტიაში:",
    "tutor.ui.no_errors": "ამ პარტიაში არცერთი საეჭვო სვლა არ გაგიკეთებიათ — ყოჩაღ!",
    "tutor.ui.error_play": (
        "{n}. {dice:dice}: {play} — {verdict} ({loss:equity}); უკეთესი იყო {best}"
    ),
    "tutor.ui.error_cube": "{n}. კუბი: {action} — {verdict} ({loss:equity}); უკეთესი იყო: {best}",
    "tutor.ui.replayed": "პარტია დაბრუნდა ამ გადაწყვეტილებამდე: {text}. სცადეთ ხელახლა.",
    "tutor.ui.no_such_error": "ასეთი შეცდომა ამ პარტიაში არ არის.",
}
