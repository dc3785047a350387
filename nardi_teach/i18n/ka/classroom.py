"""Georgian messages: the class server on the teacher's laptop (issue 37) — the terminal's
greeting, the pupils' join page and sync note, the teacher's class page and every typed error
a request can get."""

MESSAGES: dict[str, str] = {
    # — the terminal, at start —
    "classroom.banner.ready": "ნარდის კლასი მზადაა.",
    "classroom.banner.pupils": "მოსწავლეებმა ტელეფონში ან კომპიუტერში გახსნან ეს მისამართი "
                               "(ან დაასკანერონ QR-კოდი):",
    "classroom.banner.teacher": "მასწავლებლის გვერდი (მხოლოდ თქვენთვის; ბმული არავის აჩვენოთ):",
    "classroom.banner.key": "მასწავლებლის გასაღები: {key}",
    "classroom.banner.data": "კლასის მონაცემები ინახება აქ: {path}",
    "classroom.banner.loopback": "ქსელის მისამართი ვერ ვიპოვე, ამიტომ ეს მისამართი მხოლოდ ამ "
                                 "კომპიუტერზე გაიხსნება. ლეპტოპი შეაერთეთ Wi-Fi-ს (ან ჩართეთ "
                                 "hotspot) და სერვერი თავიდან გაუშვით.",
    "classroom.banner.no_book": "აგებული წიგნი ვერ ვიპოვე აქ: {path}. ჯერ გაუშვით make book.",
    "classroom.banner.stop": "სერვერის გასაჩერებლად დააჭირეთ Ctrl+C.",
    "classroom.banner.busy": "პორტი {port} დაკავებულია: აირჩიეთ სხვა, მაგალითად "
                             "make class CLASS_ARGS=\"--port 8766\".",
    # — the join page —
    "classroom.join.title": "კლასში შესვლა",
    "classroom.join.lead": "ჩაწერეთ თქვენი სახელი და დააჭირეთ „შესვლას“. პასუხები "
                           "მასწავლებელთან თავისით მივა.",
    "classroom.join.name": "სახელი და გვარი",
    "classroom.join.pick": "ან აირჩიეთ თქვენი სახელი კლასის სიიდან:",
    "classroom.join.go": "შესვლა",
    "classroom.join.already": "ამ მოწყობილობიდან უკვე შესული ხართ, როგორც {name}.",
    "classroom.join.continue": "წიგნში გაგრძელება",
    "classroom.join.other": "სხვა სახელით შესვლა",
    "classroom.join.from_book": "სახელი წიგნიდან არის აღებული: ამ სახელით მუშაობდით. თუ ეს "
                                "თქვენ არ ხართ, ჩაწერეთ საკუთარი სახელი.",
    "classroom.join.welcome": "მოგესალმებით, {name}! ახლა წიგნი გაიხსნება.",
    "classroom.join.no_script": "ამ გვერდს JavaScript სჭირდება: ჩართეთ ის ბრაუზერში.",
    # — the note on every page of the book, for a pupil who joined —
    "classroom.sync.who": "კლასი: {name}",
    "classroom.sync.sent": "✓ მასწავლებელმა მიიღო {n:records}.",
    "classroom.sync.none": "ჯერ არაფერი გაგზავნილა: უპასუხეთ სავარჯიშოს.",
    "classroom.sync.waiting": "{n:records} ელოდება გაგზავნას: კავშირი ჯერ არ არის, "
                              "აღდგენისთანავე თავისით გაიგზავნება.",
    "classroom.sync.sending": "იგზავნება…",
    "classroom.sync.task": "დღევანდელი დავალება",
    "classroom.sync.again": "მასწავლებლის კომპიუტერმა ეს მოწყობილობა ვერ იცნო: შედით კლასში "
                            "თავიდან.",
    # — the teacher's class page —
    "classroom.teacher.title": "კლასი",
    "classroom.teacher.join_here": "მოსწავლეები შედიან აქ:",
    "classroom.teacher.joined": "კლასში შემოსულია {n:pupils}.",
    "classroom.teacher.joined_none": "კლასში ჯერ არავინ შემოსულა.",
    "classroom.teacher.roster_empty": "სია ცარიელია: მოსწავლეები სახელს თავად ჩაწერენ.",
    "classroom.teacher.today": "დღევანდელი დავალება: „{title}“, {n:exercises}.",
    "classroom.teacher.no_task": "დავალება ჯერ არ არის: შექმენით ქვემოთ. მანამდე ცხრილში "
                                 "ჩანს ყველა სავარჯიშო, რომელსაც მოსწავლეებმა უპასუხეს.",
    "classroom.teacher.short_link": "დავალების მოკლე ბმული:",
    "classroom.teacher.pupil": "მოსწავლე",
    "classroom.teacher.right_count": "სწორი",
    "classroom.teacher.exercise": "{chapter} · {n}",
    "classroom.teacher.right": "სწორია",
    "classroom.teacher.wrong": "შეცდომაა",
    "classroom.teacher.not_yet": "ჯერ არ უპასუხია",
    "classroom.teacher.shown": "ამოხსნა ნახა",
    "classroom.teacher.tries": "{name} · {exercise}: ნაცადი პასუხები",
    "classroom.teacher.try_row": "{answer} — {verdict}",
    "classroom.teacher.click_cell": "დააწკაპუნეთ უჯრაზე: აქ გამოჩნდება მოსწავლის ყველა "
                                    "პასუხი და პროგრამის განაჩენი.",
    "classroom.teacher.sort": "დააწკაპუნეთ სვეტის სათაურზე დასალაგებლად.",
    "classroom.teacher.missed": "ხუთი სავარჯიშო, რომელშიც ყველაზე მეტი მოსწავლე შეცდა",
    "classroom.teacher.missed_row": "{exercise}: შეცდა {n:pupils}; ყველაზე ხშირი არასწორი "
                                    "პასუხი „{answer}“ ({m:pupils}).",
    "classroom.teacher.no_misses": "ჯერ არავინ შემცდარა.",
    "classroom.teacher.csv": "ცხრილის ჩამოტვირთვა (CSV)",
    "classroom.teacher.updated": "ცხრილი ახლდება თავისით.",
    "classroom.teacher.offline": "სერვერთან კავშირი გაწყდა: ცხრილი განახლდება, როცა "
                                 "კავშირი აღდგება.",
    "classroom.teacher.new_task": "ახალი დავალება",
    "classroom.teacher.task_title": "სათაური",
    "classroom.teacher.by_chapter": "თავი",
    "classroom.teacher.by_kind": "სავარჯიშოს სახეობა",
    "classroom.teacher.by_rule": "წესი (მაგ. R29)",
    "classroom.teacher.by_id": "სავარჯიშოების ნომრები (მძიმით)",
    "classroom.teacher.any": "ნებისმიერი",
    "classroom.teacher.make": "დავალების შექმნა",
    "classroom.teacher.made": "დავალება შეიქმნა: {n:exercises}.",
    "classroom.teacher.roster": "კლასის სია (თითო სახელი ცალკე სტრიქონზე)",
    "classroom.teacher.roster_save": "სიის შენახვა",
    "classroom.teacher.roster_saved": "სია შენახულია: {n:pupils}.",
    "classroom.teacher.default_title": "დავალება",
    "classroom.teacher.csv_status": "სტატუსი",
    "classroom.teacher.csv_answers": "პასუხები",
    # — finished games, per pupil —
    "classroom.games.title": "დასრულებული პარტიები",
    "classroom.games.none": "ჯერ არავის დაუსრულებია პარტია.",
    "classroom.games.game": "თამაში",
    "classroom.games.result": "შედეგი",
    "classroom.games.points": "ქულა",
    "classroom.games.date": "თარიღი",
    "classroom.games.won": "მოიგო {result:result_ins}",
    "classroom.games.lost": "წააგო {result:result_ins}",
    "classroom.games.drawn": "ყაიმი",
    "classroom.games.side_won": "{side:side_erg} მოიგო {result:result_ins}",
    "classroom.games.dropped": "მეტოქემ გაორმაგებაზე უარი თქვა",
    "classroom.games.vs_computer": "კომპიუტერთან",
    "classroom.games.at_board": "ორნი ერთ დაფაზე",
    # — one board for the whole class —
    "classroom.board.title": "კლასის დაფა",
    "classroom.board.wait": "დაელოდეთ: მასწავლებელი მალე გამოიტანს დაფას.",
    "classroom.board.question": "სროლა {roll}. როგორ ითამაშებდით? ჩაწერეთ სვლა ისე, როგორც "
                                "წიგნში: საიდან/სად, დაფის ნომრებით.",
    "classroom.board.your_play": "თქვენი სვლა",
    "classroom.board.send": "გაგზავნა",
    "classroom.board.legal": "სვლა {play} დასაშვებია და მიღებულია.",
    "classroom.board.best": "საუკეთესო სვლა კომპიუტერის შეფასებით: {play}",
    "classroom.board.rank": "დასაშვებია · კომპიუტერის რიგში: {rank} / {of}",
    "classroom.board.teacher_title": "ერთი დაფა მთელი კლასისთვის",
    "classroom.board.from_exercise": "პოზიცია სავარჯიშოდან",
    "classroom.board.from_id": "ან პოზიციის ID (პარტიის ჩანაწერის ბოლოდან)",
    "classroom.board.game": "თამაში (ID-სთვის)",
    "classroom.board.roll": "სროლა (მაგ. 6-3)",
    "classroom.board.show": "დაფის გამოტანა",
    "classroom.board.reveal": "საუკეთესო სვლის ჩვენება ყველასთვის",
    "classroom.board.play_col": "სვლა",
    "classroom.board.count_col": "მოსწავლე",
    "classroom.board.verdict_col": "პროგრამის განაჩენი",
    "classroom.board.votes": "მიღებულია {n:answers}.",
    "classroom.board.none_yet": "ჯერ არავის გამოუგზავნია სვლა.",
    "classroom.board.link": "კლასის დაფა",
    # — typed errors (JSON {"error": key, "message": …}) —
    "classroom.error.too_big": "მოთხოვნა ძალიან დიდია: {size} ბაიტი, ზღვარი კი {limit} ბაიტია.",
    "classroom.error.json": "მოთხოვნის ტექსტი JSON არ არის ან დაზიანებულია.",
    "classroom.error.shape": "მოთხოვნის ფორმა არასწორია: აკლია ან არასწორია ველი „{field}“.",
    "classroom.error.name_empty": "ჩაწერეთ სახელი.",
    "classroom.error.name_long": "სახელი ძალიან გრძელია: მაქსიმუმ {limit} სიმბოლო.",
    "classroom.error.token": "ამ მოწყობილობას კლასის გასაღები არ აქვს ან ის არ ვარგა: "
                             "შედით კლასში თავიდან.",
    "classroom.error.teacher": "ეს გვერდი მხოლოდ მასწავლებლისთვისაა: საჭიროა მასწავლებლის "
                               "გასაღები, რომელიც სერვერმა გაშვებისას დაბეჭდა.",
    "classroom.error.too_many": "ერთ მოთხოვნაში შეიძლება მაქსიმუმ {limit} ჩანაწერი.",
    "classroom.error.record_id": "ჩანაწერს აკლია სწორი ნომერი (k): 8-დან 40 სიმბოლომდე, "
                                 "მხოლოდ ლათინური ასოები, ციფრები და „-“.",
    "classroom.error.record_type": "ჩანაწერის სახეობა „{what}“ უცნობია.",
    "classroom.error.unknown_exercise": "სავარჯიშო „{what}“ ბანკში არ არის.",
    "classroom.error.field": "ჩანაწერის ველი „{field}“ არასწორია.",
    "classroom.error.no_match": "ამ არჩევანით სავარჯიშო ვერ მოიძებნა.",
    "classroom.error.board_source": "ასეთი დაფა ვერ გამოვიტანე: აირჩიეთ სავარჯიშო პოზიციითა და "
                                    "სროლით, ან აირჩიეთ თამაში და ჩაწერეთ მისი პოზიციის ID და "
                                    "სროლა (მაგ. 6-3).",
    "classroom.error.board_none": "მასწავლებელს დაფა ჯერ არ გამოუტანია.",
    "classroom.error.address": "მისამართი დაზიანებულია და ვერ წავიკითხე.",
    "classroom.error.not_found": "ასეთი გვერდი აქ არ არის.",
    "classroom.error.method": "ამ მისამართზე ასეთი მოთხოვნა არ მიიღება.",
    "classroom.error.internal": "სერვერზე შეცდომა მოხდა; ჩანაწერები არ შეცვლილა.",
    "classroom.error.unknown_game": "თამაში „{what}“ უცნობია.",
    # — the quota: no device can fill the teacher's disk —
    "classroom.error.quota_total": "ერთ მოსწავლეს კლასის სერვერზე შეიძლება ჰქონდეს მაქსიმუმ "
                                   "{limit:records} და ეს ზღვარი ამოიწურა. უკვე მიღებული "
                                   "არაფერი დაკარგულა, ახალი პასუხები კი ამ მოწყობილობაზე "
                                   "რჩება. მიმართეთ მასწავლებელს.",
    "classroom.error.quota_minute": "ერთ წუთში ძალიან ბევრი ჩანაწერი მოვიდა: ერთი მოსწავლისგან "
                                    "წუთში მიიღება მაქსიმუმ {limit:records}. დანარჩენი ამ "
                                    "მოწყობილობაზე ინახება და ცოტა ხანში თავისით გაიგზავნება.",
    "classroom.error.quota_pupils": "კლასი სავსეა: სერვერზე შეიძლება იყოს მაქსიმუმ "
                                    "{limit:pupils}. მიმართეთ მასწავლებელს.",
    "classroom.error.quota_joins": "ამ მოწყობილობიდან ერთ წუთში ძალიან ბევრჯერ შევიდნენ კლასში "
                                   "(ზღვარი: {limit}). მოიცადეთ ერთი წუთი და სცადეთ თავიდან.",
}
