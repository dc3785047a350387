"""Georgian messages: the computer opponent and a game against it, step by step."""

MESSAGES: dict[str, str] = {
    # — practice (issue 15): the computer opponent, guided lessons, the review queue —
    "computer.level": "კომპიუტერის ასეთი დონე არ არსებობს: „{level}“. აირჩიეთ ერთ-ერთი: {levels}.",
    "lesson.right": "სწორია: {play}. {why}",
    "lesson.other_legal": "{play} დასაშვები სვლაა, მაგრამ ეს ნაბიჯი სხვას ითხოვს: {why}",
    "lesson.no_more_hints": "მეტი მინიშნება არ არის.",
    "lesson.finished": "გაკვეთილი უკვე დასრულებულია.",
    "lesson.done": (
        "გაკვეთილი დასრულდა: {stars:stars} ({mistakes+hints:tally})."
    ),
    "lesson.shape": "გაკვეთილის ფაილი ასე უნდა იყოს: chapter: N, title და steps: [ნაბიჯების სია].",
    "lesson.chapter": "ფაილს აკლია თავის ნომერი (chapter: N).",
    "lesson.missing": "ნაბიჯს {fields:lacks_fields}.",
    "lesson.problem": "{detail}",
    "lesson.id": (
        "ნაბიჯის id ტექსტი უნდა იყოს, მაგალითად ch03-l1-one-checker ({value} ასეთი არ არის)."
    ),
    "lesson.text": "ველი „{name}“ ტექსტი ან {{ka: …, en: …}} უნდა იყოს.",
    "lesson.no_georgian": "ველს „{name}“ ქართული ტექსტი (ka) აკლია.",
    "lesson.list": "hints, accept და rules სიები უნდა იყოს.",
    "lesson.variant": (
        "უცნობი ვარიანტი „{variant}“: იყოს short (მოკლე ნარდი), long (გრძელი ნარდი) ან "
        "ნარდის ოჯახის სხვა თამაში, მაგალითად plakoto, gul-bara, triple, 2-2."
    ),
    "lesson.rule": (
        "„{rule}“ წესების ნომერი არ არის: კატალოგის R1–R185, გრძელი ნარდის L1–L11 ან "
        "ნარდის ოჯახის V1–V72."
    ),
    "lesson.dance": "სროლით {dice} ამ პოზიციაში სვლა შეუძლებელია — ნაბიჯში საპოვნელი არაფერია.",
    "lesson.play": "სვლა „{play}“ ამ პოზიციაში ვერ მიიღება: {detail}",
    "lesson.duplicate": "ეს id უკვე გამოყენებულია ({first}).",
    "lesson.unreadable": "ფაილი ვერ წავიკითხე: {detail}",
    "lesson.ok": "{path}: {n} ნაბიჯი, შეცდომა არ არის.",
    "lesson.failed": "{path}: {n} შეცდომა.",
    # — play (issue 15): a game against the computer —
    "computer.said": "{text}",
    "widget.record": "ჩანაწერი",
    "computer.played.white": "თეთრმა (კომპიუტერმა) {dice:dice}-ით ითამაშა {play}.",
    "computer.played.black": "შავმა (კომპიუტერმა) {dice:dice}-ით ითამაშა {play}.",
    "computer.danced.white": "თეთრმა (კომპიუტერმა) გააგორა {dice:dice} — სვლა არ ჰქონდა.",
    "computer.danced.black": "შავმა (კომპიუტერმა) გააგორა {dice:dice} — სვლა არ ჰქონდა.",
    "computer.doubled.white": "თეთრი (კომპიუტერი) გაორმაგებას გთავაზობთ ({value}-მდე).",
    "computer.doubled.black": "შავი (კომპიუტერი) გაორმაგებას გთავაზობთ ({value}-მდე).",
    "computer.took.white": "თეთრმა (კომპიუტერმა) გაორმაგება მიიღო: ფსონი ახლა {value}-ია.",
    "computer.took.black": "შავმა (კომპიუტერმა) გაორმაგება მიიღო: ფსონი ახლა {value}-ია.",
    "computer.dropped.white": "თეთრმა (კომპიუტერმა) გაორმაგებაზე უარი თქვა.",
    "computer.dropped.black": "შავმა (კომპიუტერმა) გაორმაგებაზე უარი თქვა.",
    "computer.answer": "მიიღებთ თუ უარს იტყვით?",
    "computer.your_roll": "თქვენი რიგია — გააგორეთ კამათლები.",
    "computer.taken_back_play": (
        "სვლა დაბრუნდა: ისევ თქვენი რიგია, კამათლები {dice:dice}. აირჩიეთ ქვა."
    ),
    "computer.taken_back": "თამაში დაბრუნდა თქვენს ბოლო გადაწყვეტილებამდე.",
    "computer.record_title": "პარტიის ჩანაწერი",
    "computer.record_line": "{n}. {side} {dice:dice}: {play}",
    "computer.record_dance": "{n}. {side} {dice:dice}: სვლა არ იყო",
    "computer.record_cube": "{n}. {side}: {action}",
    "computer.record_match_id": "Match ID: {id}",
    "computer.choose_color": "კომპიუტერი თამაშობს",
    "computer.choose_level": "დონე",
    "computer.as.black": "შავებით",
    "computer.as.white": "თეთრებით",
    "computer.as.none": "არცერთით — ორი მოთამაშე",
    "computer.level_name.beginner": "დამწყები",
    "computer.level_name.club": "კლუბის",
    "computer.level_name.intermediate": "საშუალო",
    "computer.level_name.strong": "ძლიერი",
    "computer.setup.black": (
        "კომპიუტერი შავებით თამაშობს (დონე: {level}), თქვენ — თეთრებით."
    ),
    "computer.setup.white": (
        "კომპიუტერი თეთრებით თამაშობს (დონე: {level}), თქვენ — შავებით."
    ),
    "computer.setup.none": (
        "კომპიუტერი არ თამაშობს: თეთრებითაც და შავებითაც თქვენ თამაშობთ — ან ორი მოთამაშე "
        "ერთ დაფასთან."
    ),
    # — computersteps: the computer's play step by step, replay, save (issue 15) —
    "computer.record_start": "საწყისი პოზიცია",
    "computer.record_position_id": "Position ID: {id}",
    "computer.record_long_id": (
        "პოზიციის ID (გრძელი ნარდი; GNU Backgammon-ის Match ID მას არ აღწერს): {id}"
    ),
    "computer.frame_roll.white": "თეთრმა (კომპიუტერმა) გააგორა {dice:dice}.",
    "computer.frame_roll.black": "შავმა (კომპიუტერმა) გააგორა {dice:dice}.",
    "computer.frame_move.white": "თეთრი (კომპიუტერი), {dice:dice}: {move} (სვლა {k} / {total})",
    "computer.frame_move.black": "შავი (კომპიუტერი), {dice:dice}: {move} (სვლა {k} / {total})",
    "computer.frame_skipped": (
        "ჩვენება შეწყდა — დაფაზე ახლანდელი პოზიციაა. ეს მოქმედება (დაწკაპუნება ან კლავიში) "
        "არ ჩაითვალა: გაიმეორეთ."
    ),
    "computer.nothing_to_show": "კომპიუტერს ჯერ არ უთამაშია — საჩვენებელი არაფერია.",
    "computer.saved": "პარტიის ჩანაწერი ინახება ფაილად {name}.",
    "computer.saved_path": "პარტიის ჩანაწერი შენახულია: {path}",
    "computer.record_label": "პარტიის ჩანაწერი (მონიშნეთ და დააკოპირეთ):",
    "computer.record_below": "პარტიის ჩანაწერი ქვემოთ, ველშია.",
    "widget.show_again": "ისევ ჩვენება",
    "widget.replay": "პარტიის გადახედვა",
    "widget.replay_start": "|◀",
    "widget.replay_back": "◀",
    "widget.replay_forward": "▶",
    "widget.replay_end": "▶|",
    "widget.replay_exit": "თამაშზე დაბრუნება",
    "widget.save": "ფაილად შენახვა",
    "widget.title.replay_start": "პარტიის დასაწყისი",
    "widget.title.replay_back": "წინა სვლა",
    "widget.title.replay_forward": "შემდეგი სვლა",
    "widget.title.replay_end": "ბოლო სვლა",
    "replay.step": "{text}\n(პარტიის გადახედვა: {k} / {total}. თამაში არ შეცვლილა.)",
    "replay.busy": (
        "ახლა პარტიის ჩანაწერს ათვალიერებთ. სათამაშოდ დააჭირეთ ღილაკს „თამაშზე დაბრუნება“."
    ),
    "replay.nothing": "გადასახედი ჯერ არაფერია — პარტიაში ჯერ სვლა არ ყოფილა.",
    "replay.edge_start": "ეს პარტიის დასაწყისია.",
    "replay.edge_end": "ეს პარტიის ბოლო სვლაა.",
}
