"""Georgian messages: the teachers' tools (issue 25) — the strict checker, ``require:``,
the kinds' descriptions for the teachers' guide, worksheets, pupils and the class view."""

MESSAGES: dict[str, str] = {
    # — the strict checker —
    "teach.field.unknown": "უცნობი ველი „{name}“: ასეთ ველს შემმოწმებელი არ იცნობს. წაშალეთ ან "
                           "გაასწორეთ (ველების სია მასწავლებლის გზამკვლევშია).",
    "teach.field.unknown_near": "უცნობი ველი „{name}“ — ხომ არ გულისხმობდით „{near}“-ს?",
    "teach.field.unused": "ველს „{name}“ სახეობა „{kind}“ არ იყენებს (მისი საკუთარი ველები: "
                          "{fields}); ის უგულებელყოფილი იქნებოდა.",
    "teach.answer": "ველი „{name}“ აქ არ იწერება: პასუხს პროგრამა თვითონ ითვლის პოზიციიდან და "
                    "წესებიდან. წაშალეთ ეს სტრიქონი.",
    "teach.answer.engine": "პროგრამის პასუხი ამ სავარჯიშოზე: {answer}",
    "teach.rules.mismatch": "rules-ში წერია {declared}, პროგრამა კი აქ სხვა წესს იყენებს: {found}. "
                            "დაამატეთ rules-ში {found} (ან შეცვალეთ სავარჯიშო).",
    "teach.position.both_off": "ასეთი პოზიცია ვერ იქნება: ორივე მხარეს 15-ვე ქვა გატანილი აქვს "
                               "(პარტია მანამდე დასრულდებოდა, R20).",
    "teach.position.over": "ამ პოზიციაში პარტია უკვე დასრულებულია (ერთ მხარეს 15-ვე ქვა "
                           "გატანილი აქვს, R20), ამიტომ სროლა და სვლა აღარ არის.",
    "teach.yaml": "ფაილი ვერ წავიკითხე: YAML-ის ჩანაწერი დარღვეულია (სტრიქონი {line}). {what}",
    "teach.yaml.colon": "სტრიქონზე ზედმეტი ორწერტილია (:) — ტექსტი, რომელშიც ორწერტილია, "
                        "ბრჭყალებში ჩასვით: \"…\".",
    "teach.yaml.no_colon": "ველის სახელის შემდეგ ორწერტილი (:) აკლია.",
    "teach.yaml.indent": "შეწევა არასწორია: ერთი სავარჯიშოს ველები ერთნაირად უნდა იყოს "
                         "შეწეული, ახალი სავარჯიშო კი „- “-ით უნდა იწყებოდეს.",
    "teach.yaml.tab": "სტრიქონში ტაბულაციაა: შეწევისთვის მხოლოდ ჰარი (space) გამოიყენეთ.",
    "teach.yaml.quote": "ბრჭყალი გაიხსნა, მაგრამ არ დაიხურა.",
    "teach.yaml.escape": "ბრჭყალებში \\ ნიშანს YAML სპეციალურ სიმბოლოდ კითხულობს: "
                         "გამოიყენეთ ერთმაგი ბრჭყალები '…' ან წაშალეთ \\.",
    "teach.yaml.bracket": "სია [ … ] არ დაიხურა ან ელემენტებს შორის მძიმე აკლია.",
    "teach.yaml.brace": "ჩანაწერი {{ … }} არ დაიხურა ან ელემენტებს შორის მძიმე აკლია — "
                        "პოზიცია X{{…}} O{{…}} ბრჭყალებში ჩასვით.",
    "teach.yaml.alias": "ტექსტი *-ით იწყება: ასეთი ტექსტი ბრჭყალებში ჩასვით.",
    "teach.yaml.start": "ტექსტი ისეთი ნიშნით იწყება (@, ` ან %), რომლითაც YAML-ში ტექსტი ვერ "
                        "დაიწყება: ჩასვით ბრჭყალებში.",
    "teach.yaml.other": "შეამოწმეთ ამ და წინა სტრიქონის შეწევა, ორწერტილები და ბრჭყალები.",
    "teach.lesson.answer": "ველი „{name}“ გაკვეთილში არ იწერება: სწორ სვლას play:-ში წერთ (ან "
                           "action:-ში), დანარჩენს პროგრამა ამოწმებს.",
    # — require: (play) —
    "teach.require.shape": "require უნდა იყოს მოთხოვნის სახელი, {{სახელი: მნიშვნელობა}} ან მათი "
                           "სია (ცნობილია: {names}).",
    "teach.require.flag": "მოთხოვნა „{name}“ მნიშვნელობის გარეშე იწერება: require: {name}.",
    "teach.require.point": "makes_point პუნქტის ნომერი უნდა იყოს 1-დან 24-მდე (ახლა: {value}).",
    "teach.require.pips": "pips უნდა იყოს fewest ან პიპების რიცხვი 0-დან 375-მდე (ახლა: {value}).",
    "teach.require.unknown": "უცნობი მოთხოვნა „{name}“ (ცნობილია: {names}).",
    "teach.require.unknown_near": (
        "უცნობი მოთხოვნა „{name}“ — ხომ არ გულისხმობდით „{near}“-ს? (ცნობილია: {names})."
    ),
    "teach.require.none": "არცერთი დასაშვები სვლა არ აკმაყოფილებს მოთხოვნას ({what}): ასეთ "
                          "სავარჯიშოს მოსწავლე ვერ ამოხსნის.",
    "teach.require.short_only": "მოთხოვნა „{name}“ მხოლოდ მოკლე ნარდისაა: გრძელ ნარდში დარტყმა "
                                "არ არის (L3).",
    "teach.require.says.most_off": "გაიტანეთ იმდენი ქვა, რამდენის გატანაც ამ სროლით შეიძლება",
    "teach.require.says.leaves_no_blot": "არ დატოვოთ ბლოტი (მარტო ქვა პუნქტზე)",
    "teach.require.says.hits": "დაარტყით მეტოქის ბლოტს",
    "teach.require.says.makes_point": "დაიკავეთ {point:nom} (ორი ან მეტი ქვით)",
    "teach.require.says.fewest": "დატოვეთ რაც შეიძლება ცოტა პიპი",
    "teach.require.says.pips": "სვლის შემდეგ გასავლელი მანძილი {pips} უნდა იყოს",
    "teach.require.correct": "სწორია: {play} დასაშვები სვლაა და დავალებასაც ასრულებს ({what}).",
    "teach.require.missed": "სვლა დასაშვებია, მაგრამ დავალებას არ ასრულებს: {what}.",
    "teach.require.example": "მაგალითად, ასე შეიძლებოდა: {play}.",
    "teach.require.solution": "დავალება: {what}. ამ პირობას {n:num} დასაშვები სვლა აკმაყოფილებს.",
}

MESSAGES.update({
    # — pupils on a shared computer —
    "teach.pupil.label": "მოსწავლე",
    "teach.pupil.anonymous": "სახელის გარეშე",
    "teach.pupil.placeholder": "ჩაწერეთ სახელი",
    "teach.pupil.enter": "არჩევა",
    "teach.pupil.switch_to": "ახლა პასუხობს: {name}",
    "teach.pupil.note_named": "პასუხები და ვარსკვლავები ინახება ამ ბრაუზერში, მოსწავლის "
                              "სახელით: {name}. სხვა ბრაუზერში ან კომპიუტერზე ისინი არ ჩანს.",
    "teach.pupil.note_anon": "პასუხები და ვარსკვლავები ინახება ამ ბრაუზერში, სახელის გარეშე. "
                             "თუ კომპიუტერს რამდენიმე მოსწავლე იყენებს, თითოეულმა თავისი სახელი "
                             "აირჩიოს.",
    "teach.pupil.lab_named": "JupyterLab-ში პასუხები ინახება ფაილში {path} (მოსწავლე: {name}). "
                             "სხვა მოსწავლის არჩევის შემდეგ თავი თავიდან გაუშვით (Run All).",
    "teach.pupil.lab_anon": "JupyterLab-ში პასუხები ინახება ფაილში {path} (სახელის გარეშე). "
                            "სხვა მოსწავლის არჩევის შემდეგ თავი თავიდან გაუშვით (Run All).",
    # — the class view —
    "teach.class.bad_file": "{name}: ეს მოსწავლის პროგრესის ფაილი არ არის.",
    "teach.class.empty": "ჯერ არცერთი მოსწავლის ფაილი არ არის გახსნილი.",
    "teach.class.caption": "კლასი: ამოხსნილი სავარჯიშოები და გაკვეთილის ვარსკვლავები თავების "
                           "მიხედვით",
    "teach.class.pupil": "მოსწავლე",
    "teach.class.total": "სულ ამოხსნილი",
    "teach.class.queue": "გასამეორებელი (ახლა / სულ)",
    "teach.class.missed": "ხუთი სავარჯიშო, რომელშიც კლასი ყველაზე ხშირად შეცდა",
    "teach.class.missed_item": "{misses} შეცდომა, {pupils} მოსწავლე, {chapter}",
    "teach.class.from": "ფაილი {file}, შენახულია {when}-ზე (გრინვიჩის დროით)",
    "teach.class.from_file": "ფაილი {file}",
    "teach.class.no_misses": "ჯერ არავის შეცდომა არ აქვს.",
    "teach.class.by_exercise": "სავარჯიშოების მიხედვით: ვინ ამოხსნა და ვინ შეცდა "
                               "({n:exercises})",
    "teach.class.exercise": "სავარჯიშო",
    "teach.class.solved_by": "ამოხსნეს",
    "teach.class.missed_by": "შეცდნენ",
    "teach.class.pupil_misses": "{name} ({n:mistakes})",
    "teach.class.drop": "ჩააგდეთ აქ მოსწავლეების ფაილები ან აირჩიეთ ისინი:",
    "teach.class.local": "ფაილები მხოლოდ ამ კომპიუტერზე იკითხება: არაფერი იგზავნება.",
    "teach.class.static": "ცხრილი აქ გამოჩნდება, როცა გვერდი ჩაიტვირთება და ფაილებს აირჩევთ.",
    "teach.class.export": "ჩემი პროგრესის ფაილი",
    "teach.class.export_note": "ფაილი მასწავლებელს გადაეცით (ფოსტით ან ფლეშკით): მასში მხოლოდ "
                               "თქვენი პასუხები და ვარსკვლავებია.",
    "teach.class.lab_found": "ამ კომპიუტერის მოსწავლეები (JupyterLab-ის ფაილები): {names}.",
    # — assignments —
    "teach.assign.none": "არცერთი სავარჯიშო არ შეესაბამება არჩევანს (--chapter, --kind, "
                         "--rule, --id).",
    "teach.assign.count": "დავალება: {n} სავარჯიშო ({ids}).",
    "teach.assign.link": "ბმული მოსწავლეებისთვის: {link}",
    "teach.assign.sheet": "სამუშაო ფურცელი: {path}",
    "teach.assign.key": "პასუხები: {path}",
    "teach.assign.heading": "დავალება",
    "teach.assign.missing": "ეს სავარჯიშოები წიგნში არ არის (ალბათ წიგნი ახალი სავარჯიშოების "
                            "დამატების შემდეგ არ აწყობილა): {ids}.",
    "teach.assign.empty": "ბმულში სავარჯიშოები არ არის. დავალების ბმულს მასწავლებელი ქმნის "
                          "ბრძანებით assign (იხ. მასწავლებლის გზამკვლევი).",
    "teach.assign.static": "სავარჯიშოები აქ გამოჩნდება, როცა გვერდი ჩაიტვირთება.",
    # — exercise boards —
    "teach.board.complete": "სვლა მზადაა: {play}. შეამოწმეთ ღილაკით „შემოწმება“ ან გააუქმეთ.",
    "teach.board.missed": "„{move}“ — ეს სვლა არ შეიძლება და შეცდომად ჩაითვალა. {why}",
    # — worksheets —
    "teach.sheet.title": "სავარჯიშოები",
    "teach.sheet.key": "პასუხები — {title}",
    # — a teacher's own set as a page of its own (book/_ext/nardi_sets.py) —
    "teach.set.part": "მასწავლებლის ნაკრებები",
    "teach.set.lesson": "გაკვეთილი",
    # — the teachers' guide: what each kind asks (generated reference) —
    "teach.kind.play": "მოსწავლე თამაშობს სვლას (წერს ან დაფაზე აკეთებს); პროგრამა ამოწმებს, "
                       "დასაშვებია თუ არა. require:-ით შეიძლება მეტის მოთხოვნა.",
    "teach.kind.all_plays": "მოსწავლე ჩამოწერს ამ სროლის ყველა დასაშვებ სვლას.",
    "teach.kind.count_plays": "რამდენი განსხვავებული დასაშვები სვლაა ამ სროლით?",
    "teach.kind.max_moves": "ამ სროლის რამდენი კამათლის თამაში შეიძლება (დუბლში — ოთხიდან)?",
    "teach.kind.is_legal": "დასაშვებია თუ არა ველში play: ჩაწერილი სვლა; თუ არა, მოსწავლეს "
                           "შეუძლია წესის ნომერიც დაასახელოს.",
    "teach.kind.next_moves": "რომელი ცალკეული სვლების გაკეთება შეიძლება ახლა (სურვილისამებრ "
                             "ერთი კამათლით ან უკვე გაკეთებული სვლების შემდეგ)?",
    "teach.kind.enter_points": "რომელ პუნქტებზე შეიძლება ბარიდან შესვლა ამ სროლით?",
    "teach.kind.blots": "რომელ პუნქტებზე აქვს მეტოქეს ბლოტი?",
    "teach.kind.pips": "რამდენია მოთამაშის (ან მეტოქის) პიპების ჯამი?",
    "teach.kind.checkers": "რამდენი ქვა აქვს სვლაზე მყოფ მოთამაშეს?",
    "teach.kind.can_bear_off": "შეუძლია თუ არა მოთამაშეს ახლა ქვების გატანა?",
    "teach.kind.landing": "სად დადგება ქვა მოცემული პუნქტიდან მოცემული კამათლით (ან ვერ "
                          "მოძრაობს)?",
    "teach.kind.result": "ოინი, მარსი თუ კოქსი? (დასრულებული პარტიის პოზიციიდან)",
    "teach.kind.score": "რამდენ ქულას იგებს გამარჯვებული: შედეგი × კუბი, არჩევითი წესებით.",
    "teach.kind.drop": "რა უჯდება მოთამაშეს გაორმაგებაზე უარი?",
    "teach.kind.may_double": "შეუძლია თუ არა X-ს ახლა გაორმაგება (კუბი, სროლა, კროუფორდის "
                             "პარტია)?",
    "teach.kind.cube_value": "რამდენია კუბის მნიშვნელობა (ან მისი წარწერა, ან შემდეგი "
                             "მნიშვნელობა) გაორმაგებების შემდეგ?",
    "teach.kind.cube_owner": "ვინ ფლობს კუბს გაორმაგებების შემდეგ: X, O თუ არავინ (შუაშია)?",
    "teach.kind.crawford_game": "მატჩის რომელი პარტია იყო (ან იქნება) კროუფორდის პარტია?",
    "teach.kind.crawford_next": "შემდეგი პარტია კროუფორდის პარტიაა?",
    "teach.kind.match_cube": "შემდეგ პარტიაში კუბი თამაშშია?",
    "teach.kind.match_score": "რა არის მატჩის ანგარიში (X–O) პარტიის (ან პარტიების) შემდეგ?",
    "teach.kind.match_winner": "ვინ მოიგო მატჩი: X, O თუ ჯერ არავინ?",
    "teach.kind.auto_double": "რამდენია კუბი ამდენი ფრე საწყისი სროლის შემდეგ, ავტომატური "
                              "გაორმაგებით?",
    "teach.kind.chouette_role": "შუეტი: ვინ არის ყუთში, ვინ კაპიტანი, ვინ რიგში პარტიების "
                                "შემდეგ?",
    "teach.kind.chouette_pay": "შუეტი: რამდენს უხდის მოთამაშე ყუთს (ან რამდენს იგებს ყუთი)?",
    "teach.kind.team_double": "შუეტი: შეუძლია თუ არა გუნდს გაორმაგება ამ ხმებით?",
    "teach.kind.valid_position": "შეიძლება თუ არა ასეთი პოზიცია არსებობდეს? (პოზიცია "
                                 "შეიძლება განზრახ შეუძლებელი იყოს)",
    "teach.kind.quarter": "დაფის რომელ მეოთხედშია ეს პუნქტი?",
    "teach.kind.convert": "სხვა წყაროს ნუმერაციით მოცემული პუნქტის ნომერი მოთამაშის საკუთარ "
                          "ნუმერაციაში.",
    "teach.kind.opening": "საწყისი სროლა: X აგდებს x-ს, O აგდებს o-ს — ვინ იწყებს და რა "
                          "სროლით (ან ხელახლა აგდებენ)?",
    "teach.kind.opening_roll": "შეიძლება თუ არა პარტიის პირველი სვლა ამ სროლით?",
    "teach.kind.fact": "არჩევითი კითხვა წესების ცხრილიდან (case: — ცხრილის ჩანაწერი).",
    "teach.kind.etiquette": "ეტიკეტი და ტურნირის წესრიგი: არჩევითი კითხვა (case:).",
    # — the teachers' guide: what each field means —
    "teach.info.id": "სავარჯიშოს სახელი, მთელ ბანკში ერთადერთი: მაგალითად ch03-higher-die.",
    "teach.info.kind": "სავარჯიშოს სახეობა (ქვემოთ ჩამოთვლილთაგან ერთი).",
    "teach.info.rules": "წესების ნომრები, რომლებსაც სავარჯიშო ასწავლის: [R43] ან [L4, R157].",
    "teach.info.question": "კითხვა: ტექსტი ან {{ka: …, en: …}} (ქართული აუცილებელია).",
    "teach.info.hints": "მინიშნებების სია, თითო ტექსტი ან {{ka: …, en: …}}.",
    "teach.info.variant": "თამაში: short — მოკლე ნარდი (ნაგულისხმევი), long — გრძელი ნარდი, ან "
                          "ნარდის ოჯახის სხვა თამაში: {names}.",
    "teach.info.chapter": "თავის ნომერი, თუ ფაილისგან განსხვავდება (ჩვეულებრივ არ იწერება).",
    "teach.info.position": "პოზიცია: start, X{{24:2, 13:5}} O{{19:2}} (ორივე X-ის ნუმერაციით; "
                           "ჩამოუთვლელი ქვები გატანილია), GNU Backgammon-ის Position ID, "
                           "XGID=… ან LN:… (გრძელი ნარდი).",
    "teach.info.dice": "სროლა: 6-5, 3-3.",
    "teach.info.play": "სვლა ჩანაწერით, მაგალითად 24/18 13/8.",
    "teach.info.played": "ამ სვლის რიგში უკვე გაკეთებული სვლები, მაგალითად 24/18.",
    "teach.info.die": "ერთი კამათელი.",
    "teach.info.side": "player — სვლაზე მყოფი, opponent — მეტოქე.",
    "teach.info.from": "პუნქტი, საიდანაც ქვა მიდის (25 — ბარი).",
    "teach.info.point": "პუნქტის ნომერი.",
    "teach.info.source": "ვისი ნუმერაციით წერია point: 004, 000 ან opponent.",
    "teach.info.color": "რომელი ფერის მოთამაშის ნუმერაციაზე გადაგვყავს: white ან black.",
    "teach.info.x": "X-ის (თეთრის) კამათელი.",
    "teach.info.o": "O-ს (შავის) კამათელი.",
    "teach.info.roll": "სროლა, მაგალითად 3-1.",
    "teach.info.case": "წესების ცხრილის ჩანაწერის სახელი.",
    "teach.info.result": "პარტიის შედეგი, თუ პოზიცია არ არის მოცემული.",
    "teach.info.cube": "კუბის მნიშვნელობა გაორმაგებებამდე.",
    "teach.info.owner": "კუბის მფლობელი.",
    "teach.info.auto": "ავტომატური გაორმაგებების რაოდენობა.",
    "teach.info.takes": "ვინ მიიღო გაორმაგება, რიგრიგობით (შუეტში: {{მოთამაშე: true/false}}).",
    "teach.info.backgammon_multiplier": "კოქსის მამრავლი (3, ზოგან 2).",
    "teach.info.jacoby": "ჯაკობის წესი მოქმედებს.",
    "teach.info.auto_double_counts_as_turned": "ავტომატური გაორმაგება ითვლება კუბის "
                                               "გამოყენებად (ჯაკობის წესისთვის).",
    "teach.info.auto_doubles": "ავტომატური გაორმაგება მოქმედებს.",
    "teach.info.length": "მატჩის სიგრძე ქულებში (0 — ფულზე თამაში).",
    "teach.info.score": "მატჩის ანგარიში [X, O].",
    "teach.info.crawford": "ეს კროუფორდის პარტიაა.",
    "teach.info.results": "ნათამაშები პარტიები: [[X, 1], [O, 2]] — გამარჯვებული და ქულები.",
    "teach.info.rolled": "X-მა უკვე გააგორა კამათლები.",
    "teach.info.ask": "რას ვკითხულობთ: value, face ან next (კუბი); box, captain ან queue "
                      "(შუეტი).",
    "teach.info.winner": "ვინ მოიგო ეს პარტია.",
    "teach.info.ties": "რამდენჯერ მოვიდა ფრე საწყისი სროლა.",
    "teach.info.rolls": "შუეტის მოთამაშეების საწყისი სროლები: {{A: 6, B: 3, C: 2}}.",
    "teach.info.games": "ყუთის პარტიები რიგრიგობით: won ან lost.",
    "teach.info.player": "მოთამაშე (ან box — ყუთი).",
    "teach.info.box_won": "ყუთმა მოიგო.",
    "teach.info.votes": "გუნდის წევრების ხმები გაორმაგებაზე: {{A: true, B: false}}.",
    "teach.info.require": "რა უნდა გააკეთოს სვლამ: most_off, leaves_no_blot, hits, "
                          "{{makes_point: 5}}, {{pips: fewest}} ან {{pips: 42}} (ან მათი სია).",
    "teach.ref.needs": "აუცილებელი ველები",
    "teach.ref.optional": "არჩევითი ველები",
    "teach.ref.none": "არ აქვს",
    "teach.ref.example": "მაგალითი",
    "teach.ref.engine": "პროგრამის პასუხი",
    "teach.ref.why": "ახსნა",
    "teach.ref.rule": "წესი",
    "teach.ref.field": "ველი",
    "teach.ref.meaning": "რას ნიშნავს",
    "teach.ref.value": "მნიშვნელობა",
    "teach.ref.kinds": "{n} სახეობა",
    "teach.ref.variant": "ყოველი სახეობის სავარჯიშოს შეიძლება ჰქონდეს variant: — თამაში, რომელშიც "
                         "კითხვა ისმება: short (მოკლე ნარდი, ნაგულისხმევი), long (გრძელი ნარდი) "
                         "ან ნარდის ოჯახის სხვა თამაში — {names}. მაგალითი, რომელშიც variant: "
                         "არ წერია, მოკლე ნარდისაა.",
})
