"""Georgian messages: guided lessons and their boards; Part II's exercises."""

MESSAGES: dict[str, str] = {
    # — lessonboard: the guided-lesson board, its live page and the lesson map (issue 15) —
    "lesson.ui.counter": "ნაბიჯი {n} / {total}",
    "lesson.ui.tally": "შეცდომა: {mistakes} · მინიშნება: {hints}",
    "lesson.ui.confirm": "დადასტურება",
    "lesson.ui.undo": "გაუქმება",
    "lesson.ui.hint": "მინიშნება",
    "lesson.ui.next": "შემდეგი ნაბიჯი",
    "lesson.ui.restart": "თავიდან დაწყება",
    "lesson.ui.start": (
        "დააწკაპუნეთ ქვაზე, შემდეგ — პუნქტზე, სადაც უნდა გადავიდეს. როცა სვლას დაასრულებთ, "
        "დააჭირეთ „დადასტურებას“."
    ),
    "lesson.ui.start_action": "აირჩიეთ პასუხი ქვემოთ მოცემული ღილაკებით.",
    "lesson.ui.start_pass": "ამ სროლით სვლა შეუძლებელია — დააჭირეთ „დადასტურებას“.",
    "lesson.ui.broken_step": "ამ ნაბიჯის პოზიცია ვერ აიგო: გაკვეთილის ფაილში შეცდომაა.",
    "lesson.ui.move_first": "ჯერ სვლა გააკეთეთ დაფაზე, შემდეგ დააჭირეთ „დადასტურებას“.",
    "lesson.ui.press_next": "ეს ნაბიჯი უკვე შესრულებულია — დააჭირეთ „შემდეგ ნაბიჯს“.",
    "lesson.ui.not_yet": "ჯერ ეს ნაბიჯი შეასრულეთ.",
    "lesson.ui.finished": "გაკვეთილი დასრულებულია — თუ გსურთ, დაიწყეთ თავიდან.",
    "lesson.ui.choose_first": (
        "ამ ნაბიჯში ქვები არ გადაადგილდება — აირჩიეთ პასუხი ღილაკებით."
    ),
    "lesson.ui.not_action": "ამ ნაბიჯში სვლა დაფაზე კეთდება, არჩევანი აქ არ არის.",
    "lesson.ui.bad_choice": "„{key}“ ამ ნაბიჯის პასუხებს შორის არ არის.",
    "lesson.ui.bad_event": "ეს მოქმედება გაკვეთილის დაფამ ვერ გაიგო — არაფერი შეცვლილა.",
    "lesson.ui.label": "გაკვეთილი: {title}",
    "lesson.ui.static": (
        "ეს გაკვეთილის პირველი ნაბიჯია. ცოცხალ წიგნში ქვებს დაფაზე გადაადგილებთ და ყოველ "
        "ცდას წიგნი თავად შეამოწმებს."
    ),
    "lesson.ui.try_again": "ქვები ნაბიჯის დასაწყისს დაუბრუნდა — სცადეთ ხელახლა.",
    "lesson.ui.try_again_action": "სცადეთ ხელახლა.",
    "lesson.ui.hint_given": "მინიშნება ქვემოთაა — შედეგში ის შეცდომასავით ითვლება.",
    "lesson.ui.hint_line": "მინიშნება {n}: {text}",
    "lesson.ui.stars_label": "{stars} ვარსკვლავი სამიდან",
    "lesson.map.title": "გაკვეთილების რუკა",
    "lesson.map.chapter": "თავი {chapter}",
    "lesson.map.not_started": "ჯერ არ დაწყებულა",
    "lesson.map.steps": "{n} ნაბიჯი",
    "lesson.map.none": "გაკვეთილები ჯერ არ არის.",
    # — lessondata: action steps of guided lessons (issue 15) —
    "lesson.action.roll": "გაგორება",
    "lesson.action.double": "გაორმაგება",
    "lesson.action.take": "მიღება",
    "lesson.action.drop": "უარი",
    "lesson.other_legal_action": "„{action}“ აქ დასაშვებია, მაგრამ ეს ნაბიჯი სხვას ითხოვს: {why}",
    "lesson.action_unknown": "„{answer}“ ამ ნაბიჯის არჩევანს შორის არ არის: {choices}.",
    "lesson.play_or_action": (
        "ნაბიჯს ან play: უნდა ჰქონდეს (ქვების სვლა), ან action: ({actions}) — ერთი მათგანი."
    ),
    "lesson.action_key": "„{action}“ ({name}) უცნობი მოქმედებაა: გამოიყენეთ {actions}.",
    "lesson.action_accept": "accept: მხოლოდ სვლის ნაბიჯს აქვს — მოქმედების ნაბიჯში სწორი ერთია.",
    "lesson.choices_play": "choices: მხოლოდ მოქმედების ნაბიჯს აქვს (action:).",
    "lesson.action_illegal": "მოქმედება „{action}“ აქ დაუშვებელია: {detail}",
    "lesson.choices_missing": (
        "არჩევანში ({choices}) ნაბიჯის საკუთარი მოქმედება „{action}“ არ არის."
    ),
}
