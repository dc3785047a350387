"""Georgian messages: sides, boards, the board widget and the live site's boards."""

MESSAGES: dict[str, str] = {
    # — sides —
    "side.white": "თეთრი",
    "side.black": "შავი",
    "word.yes": "დიახ",
    "word.no": "არა",
    "rule": "{rule:rules_label}",
    "rule.link": "ეს წესი წიგნში",
    # — board —
    "board.title": "ნარდის დაფა",
    "board.bottom": (
        "{side} ქვები დაფის ქვედა მხარესაა, მათი სახლი ქვედა {corner} "
        "კუთხეშია."
    ),
    "board.numbered": "პუნქტები {side:side_of} მხრიდანაა დანომრილი.",
    "board.corner.right": "მარჯვენა",
    "board.corner.left": "მარცხენა",
    "board.turn": "სვლის რიგი: {side}.",
    "board.side_checkers": "{side}: {items}.",
    "board.on_point": "{point:loc} — {count}",
    "board.on_bar": "ბარზე — {count}",
    "board.borne_off": "გატანილია {count}",
    "board.pips": "გასავლელი მანძილი {pips}",
    "board.pips_short": "გასავლელი {pips}",
    "board.off_short": "გატანილი {count}",
    "board.score_short": "ქულა {points}/{length}",
    "board.score_short_money": "ქულა {points}",
    "board.on_roll": "სვლის რიგი",
    "board.dice": "კამათლები: {dice:dice}.",
    "board.dice_left": "დარჩენილი კამათლები: {dice:dice}.",
    "board.dice_none": "ყველა კამათელი გამოყენებულია.",
    "board.cube_centre": "გაორმაგების კუბი შუაშია (ფსონი {value}).",
    "board.cube_owned": "გაორმაგების კუბი {value}-ზეა, მისი მფლობელია {side}.",
    # the raise cube by its own name (issue 41; catalogue R175, glossary)
    "board.raise_cube_centre": "აწევის კუბი შუაშია (ფსონი {value}).",
    "board.raise_cube_owned": "აწევის კუბი {value}-ზეა, მისი მფლობელია {side}.",
    "board.raise_cube_offered": "შეთავაზებულია აწევა: კუბი {value}; პასუხობს {side}.",
    "board.crawford": "კროუფორდის პარტია: კუბი ამ პარტიაში არ გამოიყენება.",
    "board.crawford_short": "კროუფორდის პარტია",
    "board.score_match": "მატჩი {length} ქულამდე; ანგარიში: თეთრი {white}, შავი {black}.",
    "board.score_money": "ანგარიში: თეთრი {white}, შავი {black}.",
    "board.dance": "სვლა შეუძლებელია",
    "board.bar": "ბარი",
    "board.off": "გატანა",
    "board.mark.legal": "{where:mark_legal}.",
    "board.mark.blocked": "{where:mark_blocked}.",
    "board.mark.highest": "ყველაზე მაღალი დაკავებული პუნქტი: {where}.",
    "board.mark.selected": "{where:mark_selected}.",
    "board.mark.hit": "დარტყმა: {where}.",
    # — board widget —
    "ctl.roll_prompt": "სვლის რიგი: {side}. გააგორეთ კამათლები.",
    "ctl.rolled": "{side}: {dice:dice}. აირჩიეთ ქვა, რომლითაც ივლით.",
    "ctl.already_rolled": "კამათლები უკვე გაგორებულია: ჯერ ეს სვლა დაასრულეთ.",
    "ctl.roll_first": "ჯერ კამათლები გააგორეთ.",
    "ctl.game_over": "პარტია დასრულდა: {side:side_erg} მოიგო.",
    "ctl.bad_point": "„{point}“ დაფის პუნქტი არ არის.",
    "ctl.bad_message": "უცნობი მოქმედება.",
    "ctl.pick_checker": "ჯერ აირჩიეთ ქვა, შემდეგ — სად გადავიდეს.",
    "ctl.selected": (
        "არჩეულია ქვა {src:loc}; მონიშნულია, სად შეიძლება მისი გადაყვანა "
        "({dice+roll:dice_rest})."
    ),
    "ctl.deselected": "ქვის არჩევა გაუქმდა.",
    "ctl.stuck_from": "{src:from} ახლა ვერ ივლით.",
    "ctl.moved": "{play}. {dice+roll:dice_rest}.",
    "ctl.complete": "სვლა მზადაა: {play}. დაადასტურეთ ან გააუქმეთ.",
    "ctl.confirmed": "{side}: {play}. სვლის რიგი: {next} — გააგორეთ კამათლები.",
    "ctl.undone": "ბოლო გადაადგილება გაუქმდა. {dice+roll:dice_rest}.",
    "ctl.undone_turn": "ამ სვლის ყველა გადაადგილება გაუქმდა. კამათლები: {dice:dice}.",
    "ctl.nothing_to_undo": "გასაუქმებელი არაფერია.",
    "ctl.no_move_from": "{src:from} ამ სროლით სვლა შეუძლებელია.",
    "ctl.auto_bear_off": "ავტომატური გატანა: {play}. დაადასტურეთ სვლა.",
    "practice.home": (
        "სავარჯიშო {n}/{total}, კამათლები {dice:dice}. ერთი ქვა ჯერ კიდევ სახლის გარეთაა: "
        "სანამ ის სახლში არ შევა, გატანა არ შეიძლება. შეიყვანეთ ბოლო ქვა სახლში და გაიტანეთ."
    ),
    "practice.exact": (
        "სავარჯიშო {n}/{total}, კამათლები {dice:dice}. ყველა ქვა სახლშია: გაიტანეთ ქვები "
        "ზუსტი რიცხვით — ექვსიანით მე-6 პუნქტიდან, ოთხიანით მე-4 პუნქტიდან."
    ),
    "practice.larger": (
        "სავარჯიშო {n}/{total}, კამათლები {dice:dice}. მე-5 და მე-6 პუნქტები ცარიელია: "
        "საჭიროზე დიდი რიცხვით ქვა ყველაზე მაღალი დაკავებული პუნქტიდან გადის."
    ),
    "practice.double": (
        "სავარჯიშო {n}/{total}, კამათლები {dice:dice}. დუბლი ოთხ სვლას იძლევა, ამიტომ ერთ "
        "სვლაში ოთხ ქვამდე შეიძლება გაიტანოთ."
    ),
    "practice.bar": (
        "სავარჯიშო {n}/{total}, კამათლები {dice:dice}. თქვენი ქვა ბარზეა: მოკლე ნარდში "
        "გატანა შეჩერებულია, სანამ ეს ქვა არ შევა და სახლში არ დაბრუნდება."
    ),
    "practice.well_done": "შესანიშნავია!",
    "practice.done": (
        "ვარჯიში დასრულდა. გაიხსენეთ ოთხივე წესი: სახლის გარეთ დარჩენილი ქვა გატანას აჩერებს; "
        "დიდი რიცხვით ქვა ყველაზე მაღალი პუნქტიდან გადის; დუბლით ოთხ ქვამდე გადის; "
        "ბარზე მდგომი ქვა გატანას აჩერებს."
    ),
    "widget.roll": "გაგორება",
    "widget.set_dice": "ამ კამათლებით",
    "widget.dice_placeholder": "მაგ. 6-5",
    "widget.undo": "გადაადგილების გაუქმება",
    "widget.undo_decision": "გადაწყვეტილების გაუქმება",
    "widget.undo_turn": "სვლის თავიდან დაწყება",
    "widget.confirm": "დადასტურება",
    "widget.double": "გაორმაგება",
    "widget.take": "მიღება",
    "widget.drop": "უარი",
    "widget.new_game": "ახალი პარტია",
    "widget.restart": "სავარჯიშოს თავიდან დაწყება",
    # — live site (issue 7): the book's boards and exercises in the browser —
    "live.loading": "დაფები და სავარჯიშოები მზადდება…",
    "live.step.runtime": "ნაბიჯი 1/3: ცოცხალი დაფების ჩატვირთვა",
    "live.step.engine": "ნაბიჯი 2/3: ნარდის წესების მომზადება",
    "live.step.boards": "ნაბიჯი 3/3: დაფებისა და სავარჯიშოების მომზადება",
    "live.ready": "მზადაა: დაფებზე ქვების გადაადგილება და პასუხების შემოწმება შეგიძლიათ.",
    "live.failed": (
        "ცოცხალი დაფები ვერ ჩაიტვირთა: დაფებს და სავარჯიშოებს მხოლოდ წაიკითხავთ, პასუხის "
        "შემოწმება კი არ იმუშავებს."
    ),
    "live.seconds": "წმ",
    "live.check": "შემოწმება",
    "live.answer": "თქვენი პასუხი",
    "live.answer_placeholder": "ჩაწერეთ პასუხი",
    "live.busy": "დაფები ჯერ მზადდება…",
    # the board's own message until it can take a move (issue 41): no „გააგორეთ“ before a die
    "live.board_wait": "იტვირთება…",
    "live.board_label": "ნარდის დაფა",
    "game.opening_prompt": "ახალი პარტია: გააგორეთ საწყისი კამათლები.",
    "game.opening": "საწყისი სროლა: იწყებს {side}, კამათლები {dice:dice}.",
    "game.opening_tie": "საწყის სროლაზე კამათლები ტოლია ({dice:dice}): გააგორეთ თავიდან.",
    "game.doubled": "{side} გაორმაგებას გთავაზობთ ({value}-მდე). {other}: მიღება თუ უარი?",
    "game.taken": (
        "გაორმაგება მიღებულია: ფსონი {value}-ია, კუბის მფლობელია {side}. ახლა {roller} "
        "აგორებს."
    ),
    "game.dropped": (
        "გაორმაგებაზე უარი ითქვა, ამიტომ პარტია დასრულდა: {side:side_erg} მოიგო "
        "{points:score}."
    ),
    "game.won": "პარტია დასრულდა: {side:side_erg} მოიგო {result:result_ins} — {points:score}.",
    "game.dance": "{side}: {dice:dice} — სვლა შეუძლებელია, რიგი გადადის. სვლის რიგი: {next}.",
    "game.match_over": "მატჩი დასრულდა: {side:side_erg} მოიგო.",
}
