"""Georgian messages: the book's Part III, the YellowClub family (issue 21)."""

MESSAGES: dict[str, str] = {
    # — the book's notes (book/nardi_book.py) —
    "book.action.raise": "აწევა",
    "book.after.raise": "ახლა {side} პასუხობს: თუ მიიღებს, ფსონი {value} გახდება.",
    "book.no_events": "ამ სვლას დამატებითი წესი არ მოჰყოლია: რიგი უბრალოდ მეტოქეზე გადადის.",
    "book.no_events_over": "პარტია დამთავრდა — ამიტომ არც გადაცემა, არც დამატებითი გაგორება.",
    # — exercises: a pinned checker stops the bear-off (V30) —
    "ex.bear_off_pinned": (
        "ყველა ქვა სახლშია, მაგრამ {point:loc} თქვენი ქვა ჩაჭერილია — სანამ ის არ "
        "განთავისუფლდება, გატანა არ შეიძლება."),
    # — exercises: what follows a play (exercises/kinds/flow.py, V61–V67) —
    "ex.opt.flow_granted": "იმავე მოთამაშეს შემდეგი დუბლი ეძლევა (პროგრესია)",
    "ex.opt.flow_extra": "იგივე მოთამაშე კიდევ ერთხელ აგორებს",
    "ex.opt.flow_passed": "მეტოქე ჯერ გადმოცემულ სვლებს თამაშობს",
    "ex.opt.flow_opponent": "რიგი მეტოქეზე გადადის — ის თავად აგორებს",
    "ex.opt.flow_over": "პარტია დამთავრდა",
    "ex.flow.plain": "ამ სვლას დამატებითი წესი არ მოჰყვება: რიგი უბრალოდ მეტოქეზე გადადის.",
    "ex.flow.over": (
        "ბოლო ქვა გატანილია და პარტია დამთავრდა; დარჩენილი სვლა აღარც მეტოქეს გადაეცემა "
        "და აღარც დამატებით გაგორებას იძლევა."),
    # — the teachers' guide: the turn-sequence kinds and their fields —
    "teach.kind.next_in_turn": (
        "რა ხდება სვლის შემდეგ ნარდის ოჯახის თამაშში: ნაჩუქარი დუბლი, დამატებითი გაგორება, "
        "მეტოქისთვის გადაცემული სვლები, მეტოქის სროლა თუ პარტიის დასასრული?"),
    "teach.kind.passed_moves": "რამდენი სვლა გადაეცემა მეტოქეს სვლის შემდეგ (0, თუ არცერთი)?",
    "teach.info.script": (
        "რა ხდება პარტიაში, რიგრიგობით: „roll 3-3“ (სროლა) ან „play 24/18 20/17(2)“ (სვლა)."),
    "teach.info.personal": (
        "რამდენი პირადი გაგორება აქვს უკვე თითოეულს: [თეთრი, შავი] (გიჟური თამაშების "
        "პროგრესიისთვის; ნაგულისხმევად [0, 0])."),
    "teach.info.cube_kind": "კუბის სახე: doubling (გაორმაგების, ნაგულისხმევი) ან raise (აწევის).",
}
