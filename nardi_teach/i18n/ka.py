"""Georgian messages (the default language).  Terms follow the catalogue's glossary (§3)."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

_DIE = {1: "ერთიანი", 2: "ორიანი", 3: "სამიანი", 4: "ოთხიანი", 5: "ხუთიანი", 6: "ექვსიანი"}


def _die(n: int, case: str) -> str:
    stem = _DIE[n][:-1]  # ხუთიან-
    return {"nom": stem + "ი", "ins": stem + "ით", "gen": stem + "ის", "dat": stem + "ს"}[case]


def _ordinal(n: int) -> str:
    return "პირველი" if n == 1 else f"მე-{n}"


def _point(n: int, case: str) -> str:
    if n == 25:
        return {"nom": "ბარი", "loc": "ბარზე", "from": "ბარიდან", "gen": "ბარის"}[case]
    if n == 0:
        return {"nom": "დაფის გარეთ", "loc": "დაფის გარეთ", "from": "დაფის გარედან",
                "gen": "დაფის გარეთ"}[case]
    if case == "loc" and n == 1:
        return "პირველ პუნქტზე"
    return {"nom": f"{_ordinal(n)} პუნქტი", "loc": f"{_ordinal(n)} პუნქტზე",
            "from": f"{_ordinal(n)} პუნქტიდან", "gen": f"{_ordinal(n)} პუნქტის"}[case]


def _points(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return _point(pts[0], "nom")
    names = ["პირველი" if p == 1 else f"მე-{p}" for p in pts]
    return ", ".join(names[:-1]) + " და " + names[-1] + " პუნქტები"


def _points_or_loc(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return _point(pts[0], "loc")
    names = ["პირველ" if p == 1 else f"მე-{p}" for p in pts]
    return ", ".join(names[:-1]) + " ან " + names[-1] + " პუნქტზე"


def _points_loc(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return _point(pts[0], "loc")
    names = ["პირველ" if p == 1 else f"მე-{p}" for p in pts]
    return ", ".join(names[:-1]) + " და " + names[-1] + " პუნქტებზე"


_SIDE_DAT = {"player": "სვლაზე მყოფ მოთამაშეს", "opponent": "მეტოქეს", "": "ერთ-ერთ მოთამაშეს"}


def _dice(dice: Any) -> str:
    return "-".join(str(d) for d in dice)


FORMS: dict[str, Callable[[Any], str]] = {
    "die": lambda n: _die(n, "nom"),
    "die_ins": lambda n: _die(n, "ins"),
    "die_gen": lambda n: _die(n, "gen"),
    "die_dat": lambda n: _die(n, "dat"),
    "nom": lambda n: _point(n, "nom"),
    "loc": lambda n: _point(n, "loc"),
    "from": lambda n: _point(n, "from"),
    "gen": lambda n: _point(n, "gen"),
    "pts": _points,
    "pts_or_loc": _points_or_loc,
    "pts_loc": _points_loc,
    "side": lambda side: _SIDE_DAT.get(side, str(side)),
    "dice": _dice,
}

MESSAGES: dict[str, str] = {
    # — sides —
    "side.white": "თეთრი",
    "side.black": "შავი",
    "word.yes": "დიახ",
    "word.no": "არა",
    "rule": "წესი {rule}",
    # — board —
    "board.title": "ნარდის დაფა",
    "board.bottom": (
        "{side} ქვები დაფის ქვედა მხარესაა, მათი სახლი ქვედა {corner} "
        "კუთხეშია; პუნქტები მათი მხრიდანაა დანომრილი."
    ),
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
    "board.crawford": "კროუფორდის პარტია: კუბი ამ პარტიაში არ გამოიყენება.",
    "board.crawford_short": "კროუფორდის პარტია",
    "board.score_match": "მატჩი {length} ქულამდე; ანგარიში: თეთრი {white}, შავი {black}.",
    "board.score_money": "ანგარიში: თეთრი {white}, შავი {black}.",
    "board.dance": "სვლა შეუძლებელია",
    "board.bar": "ბარი",
    "board.off": "გატანა",
    "board.mark.legal": "შესაძლო სვლები: {where}.",
    "board.mark.blocked": "დაკავებული პუნქტები: {where}.",
    "board.mark.highest": "ყველაზე მაღალი დაკავებული პუნქტი: {where}.",
    "board.mark.selected": "არჩეული ქვა: {where}.",
    "board.mark.hit": "დარტყმა: {where}.",
    # — board widget —
    "ctl.roll_prompt": "სვლის რიგი: {side}. გააგორეთ კამათლები.",
    "ctl.rolled": "{side}: {dice:dice}. აირჩიეთ ქვა, რომლითაც ივლით.",
    "ctl.already_rolled": "კამათლები უკვე გაგორებულია: ჯერ ეს სვლა დაასრულეთ.",
    "ctl.roll_first": "ჯერ კამათლები გააგორეთ.",
    "ctl.game_over": "პარტია დასრულდა. გამარჯვებული: {side}.",
    "ctl.bad_point": "„{point}“ დაფის პუნქტი არ არის.",
    "ctl.bad_message": "უცნობი მოქმედება.",
    "ctl.pick_checker": "ჯერ აირჩიეთ ქვა, შემდეგ — სად გადავიდეს.",
    "ctl.selected": (
        "არჩეულია ქვა {src:loc}; მონიშნულია, სად შეიძლება მისი გადაყვანა "
        "(დარჩენილი კამათლები: {dice:dice})."
    ),
    "ctl.deselected": "ქვის არჩევა გაუქმდა.",
    "ctl.moved": "{play}. დარჩენილი კამათლები: {dice:dice}.",
    "ctl.complete": "სვლა მზადაა: {play}. დაადასტურეთ ან გააუქმეთ.",
    "ctl.confirmed": "{side}: {play}. სვლის რიგი: {next} — გააგორეთ კამათლები.",
    "ctl.undone": "ბოლო გადაადგილება გაუქმდა. დარჩენილი კამათლები: {dice:dice}.",
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
    "widget.undo_turn": "სვლის თავიდან დაწყება",
    "widget.confirm": "დადასტურება",
    "widget.double": "გაორმაგება",
    "widget.take": "მიღება",
    "widget.drop": "უარი",
    "widget.new_game": "ახალი პარტია",
    "widget.restart": "სავარჯიშოს თავიდან დაწყება",
    # — live site (issue 7): the book's boards and exercises in the browser —
    "live.loading": "იტვირთება Python, რომ დაფები და სავარჯიშოები ცოცხალი გახდეს…",
    "live.step.runtime": "ნაბიჯი 1/3: Python-ის ჩატვირთვა და გაშვება",
    "live.step.engine": "ნაბიჯი 2/3: ნარდის ძრავის დაყენება",
    "live.step.boards": "ნაბიჯი 3/3: დაფებისა და სავარჯიშოების მომზადება",
    "live.ready": "მზადაა: დაფებზე ქვების გადაადგილება და პასუხების შემოწმება შეგიძლიათ.",
    "live.failed": "Python ვერ ჩაიტვირთა: დაფები და სავარჯიშოები სტატიკური დარჩა.",
    "live.seconds": "წმ",
    "live.check": "შემოწმება",
    "live.answer": "თქვენი პასუხი",
    "live.answer_placeholder": "ჩაწერეთ პასუხი",
    "live.busy": "ელოდება Python-ს…",
    "live.board_label": "ნარდის დაფა",
    "game.opening_prompt": "ახალი პარტია: გააგორეთ საწყისი კამათლები.",
    "game.opening": "საწყისი სროლა: იწყებს {side}, კამათლები {dice:dice}.",
    "game.opening_tie": "საწყის სროლაზე კამათლები ტოლია ({dice:dice}): გააგორეთ თავიდან.",
    "game.doubled": "{side} გაორმაგებას გთავაზობთ ({value}-მდე). {other}: მიღება თუ უარი?",
    "game.taken": (
        "გაორმაგება მიღებულია: ფსონი {value}-ია, კუბის მფლობელია {side}. სვლის რიგი: {roller}."
    ),
    "game.dropped": (
        "გაორმაგებაზე უარი ითქვა. პარტია დასრულდა; გამარჯვებული: {side}, {points} ქულა."
    ),
    "game.won": "პარტია დასრულდა: გამარჯვებული {side} — {result}, {points} ქულა.",
    "game.dance": "{side}: {dice:dice} — სვლა შეუძლებელია, რიგი გადადის. სვლის რიგი: {next}.",
    "game.match_over": "მატჩი დასრულდა. გამარჯვებული: {side}.",
    # — illegal plays and moves (the reason, then the rule) —
    "illegal.no_checker": "{src:loc} თქვენი ქვა არ დგას, ამიტომ იქიდან სვლა შეუძლებელია.",
    "illegal.wrong_direction": (
        "ქვები მხოლოდ წინ, საკუთარი სახლისკენ მოძრაობს: {src:from} {dst:loc} გადასვლა "
        "უკან სვლა იქნებოდა."
    ),
    "illegal.die_not_rolled": (
        "{src:from} {dst:loc} მისასვლელად {distance} პუნქტის გავლაა საჭირო, "
        "ამ სროლით ({dice:dice}) კი ასეთი სვლა არ გამოდის: თითოეული კამათელი ცალკე სვლაა."
    ),
    "illegal.dice_used_up": "ამ სროლის ყველა კამათელი უკვე გამოყენებულია ({dice:dice}).",
    "illegal.point_blocked": (
        "{die:die_ins} {src:from} სვლა შეუძლებელია: {dst:nom} მეტოქის {count} ქვითაა დაკავებული."
    ),
    "illegal.intermediate_blocked": (
        "{src:from} {dst:loc} ერთი ქვით ვერ მიხვალთ: ორივე კამათლით სვლისას ქვა ჯერ შუალედურ "
        "პუნქტზე ჩერდება, {via:pts} კი მეტოქის ქვებითაა დაკავებული."
    ),
    "illegal.must_enter_first": (
        "ბარზე თქვენი ქვა დგას: სანამ ბარიდან ყველა ქვა არ შევა, სხვა ქვით სვლა არ შეიძლება."
    ),
    "illegal.entry_blocked": (
        "{die:die_ins} ბარიდან ვერ შეხვალთ: შესასვლელი {dst:nom} მეტოქის {count} ქვითაა დაკავებული."
    ),
    "illegal.enter_single_die": (
        "ბარიდან შესვლა ერთი კამათლის რიცხვით ხდება, ჯამით კი — არა: {dst:loc} ვერ შეხვალთ, "
        "რადგან ქვა ჯერ {via:pts_or_loc} უნდა შევიდეს, მეტოქეს კი იქ პუნქტი დაკავებული აქვს."
    ),
    "illegal.bear_off_after_hit": (
        "გატანა შეჩერებულია: დარტყმული ქვა ჯერ სახლში უნდა დაბრუნდეს — სახლის გარეთ, "
        "{where:pts_loc}, ჯერ კიდევ თქვენი ქვა დგას. მხოლოდ ამის შემდეგ განახლდება გატანა."
    ),
    "illegal.bear_off_not_home": (
        "გატანა ჯერ არ შეიძლება: სახლის გარეთ, {where:pts_loc}, ჯერ კიდევ თქვენი ქვა დგას. "
        "ჯერ თხუთმეტივე ქვა სახლში უნდა შეიკრიბოს."
    ),
    "illegal.bear_off_bar": (
        "გატანა შეჩერებულია: თქვენი ქვა ბარზეა. ის ჯერ უნდა შევიდეს, მთელი გზა გაიაროს და "
        "სახლში დაბრუნდეს — მხოლოდ ამის შემდეგ განახლდება გატანა."
    ),
    "illegal.bear_off_higher": (
        "{die:die_ins} {src:from} ქვას ვერ გაიტანთ: {higher:loc} ჯერ კიდევ დგას ქვა. "
        "საჭიროზე დიდი რიცხვით ქვა მხოლოდ ყველაზე მაღალი დაკავებული პუნქტიდან გადის, "
        "ამიტომ {die:die} აქ სახლის შიგნით ჩვეულებრივ სვლად უნდა ითამაშოთ."
    ),
    "illegal.bear_off_too_small": (
        "{die:die_ins} {src:from} ქვას ვერ გაიტანთ: მას სულ მცირე {need:die} სჭირდება. "
        "პუნქტის ნომერზე ნაკლები რიცხვი სახლის შიგნით ჩვეულებრივი სვლაა."
    ),
    "illegal.must_use_both": (
        "ასე მხოლოდ ერთ კამათელს იყენებთ, ორივე კამათლის გათამაშება კი შესაძლებელია — "
        "მაგალითად, {example}. როცა ორივე შეიძლება, ორივე უნდა ითამაშოთ."
    ),
    "illegal.must_use_both_after": (
        "თუ {die:die_ins} ასე ითამაშებთ, {other:die} ვეღარ გათამაშდება, თუმცა არსებობს სვლა, "
        "რომელიც ორივე კამათელს იყენებს — მაგალითად, {example}."
    ),
    "illegal.must_use_higher": (
        "ორივე კამათლის ერთად გათამაშება შეუძლებელია, ამიტომ უფრო მაღალი, {high:die}, უნდა "
        "ითამაშოთ — მაგალითად, {example}."
    ),
    "illegal.must_play_more_double": (
        "ამ დუბლით {possible} სვლის გაკეთება შეიძლება, თქვენ კი {used} გააკეთეთ. რამდენიც "
        "შესაძლებელია, იმდენი უნდა ითამაშოთ — მაგალითად, {example}."
    ),
    "illegal.must_play_more_double_after": (
        "ასე თუ ითამაშებთ, დუბლიდან მხოლოდ {would} სვლა გამოვა, შესაძლებელი კი {possible} სვლაა — "
        "მაგალითად, {example}."
    ),
    "illegal.must_move": (
        "სვლის გამოტოვება არ შეიძლება: ამ სროლით სვლა შესაძლებელია — მაგალითად, {example}."
    ),
    "illegal.too_many_moves": "ამ სროლით ({dice:dice}) სულ {n} სვლა გაქვთ.",
    "illegal.game_over": "თქვენი ყველა ქვა უკვე გატანილია — პარტია დასრულდა.",
    "illegal.not_legal": "ეს სვლა ამ პოზიციაში ამ სროლით ({dice:dice}) დაუშვებელია.",
    "illegal.dance": "ამ სროლით ({dice:dice}) სვლა შეუძლებელია: სვლის რიგი მეტოქეზე გადადის.",
    # — notation —
    "notation.syntax": (
        "ჩანაწერი „{text}“ ვერ გავარჩიე. სვლები ასე იწერება: 24/18 13/11, 13/7*/2, bar/22, "
        "6/off, 8/2(2)."
    ),
    "notation.point": (
        "„{token}“ პუნქტი არ არის: პუნქტები 1-დან 24-მდეა, ბარი — bar (ან 25), "
        "გატანა — off (ან 0)."
    ),
    "notation.ambiguous": (
        "ჩანაწერი „{text}“ რამდენიმე სხვადასხვა სვლას შეიძლება ნიშნავდეს ({options}). "
        "მიუთითეთ დარტყმა (*) ან შუალედური პუნქტი."
    ),
    # — dice —
    "dice.value": "კამათელზე 1-დან 6-მდე რიცხვია, {value!r} კი ასეთი არ არის.",
    "dice.syntax": "სროლა „{text}“ ვერ გავარჩიე: ჩაწერეთ ასე — 6-5, 65 ან 6 5.",
    "dice.count": "სროლა ორი კამათლისგან შედგება, აქ კი {count} მნიშვნელობაა.",
    # — positions —
    "position.too_many": (
        "{side:side} დაფაზე და ბარზე {count} ქვა აქვს, თითოეულ მოთამაშეს კი სულ 15 ქვა ეკუთვნის."
    ),
    "position.negative": "ქვების რაოდენობა უარყოფითი ვერ იქნება ({where}).",
    "position.both_colours": (
        "{point:loc} ერთდროულად ორივე ფერის ქვა ვერ იდგება (წესი R19)."
    ),
    "position.shape": "პოზიციას თითოეული მხარისთვის 26 უჯრა სჭირდება (გატანა, 1–24, ბარი).",
    "position.key": "„{key}“ პუნქტი არ არის: გამოიყენეთ 1–24, bar ან off.",
    "position.off": (
        "{side:side} {off} გატანილი ქვა მიეწერება, დაფაზე და ბარზე კი {count} ქვა დგას: "
        "ჯამში 15 უნდა იყოს."
    ),
    # — identifiers —
    "id.position": (
        "„{text}“ GNU Backgammon-ის პოზიციის ID არ არის: ის 14 სიმბოლოა (A–Z, a–z, 0–9, +, /) "
        "და 80 ბიტს შიფრავს."
    ),
    "id.position_content": "პოზიციის ID „{text}“ შეუძლებელ პოზიციას აღწერს: {detail}",
    "id.xgid": (
        "„{text}“ XGID-ის პოზიცია არ არის: ის 26 სიმბოლოა — „-“, A–O (პირველი მოთამაშე) და "
        "a–o (მეორე)."
    ),
    "id.xgid_field": "XGID „{text}“: ველი „{field}“ არასწორია ({detail}).",
    # — games, cube, scoring, matches, chouette (issue 3) —
    "result.single": "ოინი",
    "result.gammon": "მარსი",
    "result.backgammon": "კოქსი",
    "rules.backgammon_multiplier": (
        "კოქსი ან სამმაგად ითვლება, ან ორმაგად (ზოგ ქვეყანაში); {value!r} დაუშვებელია."
    ),
    "rules.max_auto_doubles": (
        "ავტომატური გაორმაგებების ზღვარი არაუარყოფითი მთელი რიცხვია, {value!r} კი ასეთი არ არის."
    ),
    "rules.cube_max": (
        "კუბის ზედა ზღვარი ორის ხარისხია (2, 4, 8, …, 64), {value!r} კი ასეთი არ არის."
    ),
    "cube.value": (
        "გაორმაგების კუბის მნიშვნელობა ორის ხარისხია (1, 2, 4, 8, …), {value!r} კი ასეთი არ არის."
    ),
    "cube.owner_at_one": (
        "კუბს, რომლის მნიშვნელობაც 1-ია, მფლობელი არ ჰყავს: ის შუაშია, სანამ ვინმე "
        "გაორმაგებას არ მიიღებს."
    ),
    "action.double_not_your_turn": (
        "გაორმაგების შეთავაზება მხოლოდ საკუთარი სვლის დასაწყისში შეიძლება."
    ),
    "action.double_after_roll": (
        "კამათლები უკვე გაგორებულია: გაორმაგება მხოლოდ სროლამდე შეიძლება შესთავაზოთ."
    ),
    "action.double_one_point": "ერთქულიან მატჩში კუბი არ გამოიყენება — გაორმაგება შეუძლებელია.",
    "action.double_no_cube": "ეს პარტია კუბის გარეშე მიმდინარეობს — გაორმაგება შეუძლებელია.",
    "action.double_crawford": (
        "ეს კროუფორდის პარტიაა: მასში კუბი არ მოქმედებს და გაორმაგება აკრძალულია."
    ),
    "action.double_no_access": (
        "კუბი მეტოქეს ეკუთვნის: გაორმაგება მხოლოდ კუბის მფლობელს შეუძლია (ან ნებისმიერს, "
        "როცა კუბი შუაშია)."
    ),
    "action.double_cube_max": "კუბი უკვე ზედა ზღვარზეა — შემდეგი გაორმაგება აღარ შეიძლება.",
    "action.game_over": "პარტია დასრულდა — ახალი სვლა აღარ კეთდება.",
    "action.not_started": (
        "პარტია ჯერ არ დაწყებულა: ჯერ ორივე მოთამაშემ თითო კამათელი უნდა გააგოროს."
    ),
    "action.double_pending": "გაორმაგება უკვე შეთავაზებულია — მეტოქე პასუხს ელოდება.",
    "action.answer_double_first": (
        "ჯერ გაორმაგების შეთავაზებას უნდა უპასუხოთ: მიღება ან უარი."
    ),
    "action.nothing_offered": (
        "გაორმაგება არავის შეუთავაზებია — მისაღები ან უარსათქმელი არაფერია."
    ),
    "action.opening_done": "საწყისი სროლა უკვე შედგა — პარტია მიმდინარეობს.",
    "action.roll_first": "ჯერ კამათლები უნდა გააგოროთ (ან სროლამდე გაორმაგება შესთავაზოთ).",
    "action.already_rolled": "კამათლები ამ სვლაზე უკვე გაგორებულია — ახლა ქვები უნდა გადაადგილოთ.",
    "action.play_after_moves": (
        "ამ სვლაში ქვები უკვე გადაადგილდა: დარჩენილი სვლები სათითაოდ გააკეთეთ ან გააუქმეთ."
    ),
    "match.length": (
        "მატჩის სიგრძე არაუარყოფითი მთელი რიცხვია (0 — ფულზე თამაში), {value!r} კი ასეთი "
        "არ არის."
    ),
    "match.score": "ანგარიში ორი არაუარყოფითი მთელი რიცხვია, {value!r} კი ასეთი არ არის.",
    "match.crawford_score": (
        "{length}-ქულიან მატჩში კროუფორდის პარტია მხოლოდ მაშინ არის, როცა ერთ-ერთს "
        "{length}-ზე ერთი ქულით ნაკლები აქვს."
    ),
    "match.over": "მატჩი დასრულდა — ახალი პარტია აღარ თამაშდება.",
    "match.game_running": "მიმდინარე პარტია ჯერ არ დასრულებულა.",
    "id.match": (
        "„{text}“ GNU Backgammon-ის მატჩის ID არ არის: ის 12 სიმბოლოა (A–Z, a–z, 0–9, +, /)."
    ),
    "id.match_field": "მატჩის ID: ველი „{field}“ არასწორია ({detail}).",
    "chouette.players": (
        "შუეტს სულ მცირე სამი სხვადასხვა მოთამაშე სჭირდება: ერთი ყუთში, დანარჩენები გუნდში."
    ),
    "chouette.rolls_missing": "საწყისი სროლები არ კმარა: ხელახლა უნდა გააგორონ ({players}).",
    "chouette.rolls_wrong": "ეს სროლა ზუსტად ამ მოთამაშეებს უნდა ეკუთვნოდეს: {players}.",
    "chouette.not_unanimous": (
        "გუნდის გაორმაგება მხოლოდ ერთსულოვანი გადაწყვეტილებით შეიძლება — ყველა თანახმა არ არის."
    ),
    "chouette.answers": (
        "ყუთის გაორმაგებაზე თამაშში დარჩენილმა თითოეულმა წევრმა უნდა უპასუხოს: {players}."
    ),
    "chouette.game_running": "შუეტის პარტია ჯერ არ დასრულებულა.",
    # — exercises —
    "ex.correct": "სწორია!",
    "ex.wrong": "არასწორია.",
    "ex.wrong_yes": "არასწორია: პასუხია „არა“.",
    "ex.wrong_no": "არასწორია: პასუხია „დიახ“.",
    "ex.wrong_choice": "არასწორია: „{given}“ სწორი პასუხი არ არის.",
    "ex.wrong_rule": (
        "სვლა მართლაც დაუშვებელია, მაგრამ არა იმ წესით, რომელიც დაასახელეთ ({given})."
    ),
    "ex.int.high": "არასწორია: {given} მეტია სწორ პასუხზე.",
    "ex.int.low": "არასწორია: {given} ნაკლებია სწორ პასუხზე.",
    "ex.none": "არცერთი",
    "ex.no_more_hints": "მეტი მინიშნება არ არის — შეგიძლიათ ამოხსნა ნახოთ.",
    "ex.unreadable.yesno": "პასუხი ვერ გავარჩიე: დაწერეთ „დიახ“ ან „არა“.",
    "ex.unreadable.int": "პასუხი ვერ გავარჩიე: დაწერეთ ერთი მთელი რიცხვი.",
    "ex.unreadable.ints": "პასუხი ვერ გავარჩიე: დაწერეთ რიცხვები, მაგალითად 7-5.",
    "ex.unreadable.points": (
        "პასუხი ვერ გავარჩიე: ჩამოწერეთ პუნქტების ნომრები მძიმით (მაგალითად 22, 20) ან "
        "„არცერთი“."
    ),
    "ex.unreadable.moves": (
        "პასუხი ვერ გავარჩიე: ჩამოწერეთ სვლები ასე — 6/2 5/1, 5/off — ან „არცერთი“."
    ),
    "ex.unreadable.choice": "პასუხი ვერ გავარჩიე: აირჩიეთ ერთ-ერთი პასუხი (ნომრით ან სახელით).",
    "ex.unreadable.opening": (
        "პასუხი ვერ გავარჩიე: დაწერეთ, ვინ იწყებს და რომელი სროლით (მაგალითად X 5-3), ან "
        "„ხელახლა“."
    ),
    "ex.unreadable.names": "პასუხი ვერ გავარჩიე: დაწერეთ მოთამაშის სახელი (მაგალითად C).",
    "ex.unreadable.text": "პასუხი ვერ გავარჩიე.",
    "ex.correct_play": "სწორია: {play} დასაშვები სვლაა.",
    "ex.correct_dance": (
        "სწორია: ამ სროლით ({dice:dice}) სვლა შეუძლებელია და რიგი მეტოქეზე გადადის."
    ),
    "ex.correct_all": "სწორია: ყველა დასაშვები სვლა ჩამოწერილია (სულ {n}).",
    "ex.dance": "სვლა შეუძლებელია",
    "ex.n_plays": "ამ სროლით {n} განსხვავებული დასაშვები სვლაა; თითოეული {moves} კამათელს იყენებს.",
    "ex.the_plays": "დასაშვები სვლები: {plays}.",
    "ex.plays_missing": (
        "თქვენი {given} სვლა დასაშვებია, მაგრამ სია არასრულია: კიდევ {missing} დასაშვები სვლა "
        "აკლია."
    ),
    "ex.play_is_legal": "{play} დასაშვები სვლაა.",
    "ex.after_played": "{played} უკვე ნათამაშებია; დარჩენილი კამათელი: {dice:dice}.",
    "ex.moves_not_this_die": "„{move}“ ამ კამათლით არ კეთდება.",
    "ex.moves_missing": "სია არასრულია: კიდევ {n} დასაშვები სვლა აკლია.",
    "ex.enter_no_die": (
        "{point:loc} შესასვლელად {need:die} იყო საჭირო, ამ სროლაში ({dice:dice}) კი ის არ "
        "არის. შესვლა მხოლოდ ერთი კამათლის რიცხვით ხდება."
    ),
    "ex.points_missing": "სია არასრულია: კიდევ {n} პუნქტზე შეიძლება შესვლა.",
    "ex.all_home": "ყველა ქვა სახლშია ({off} უკვე გატანილია) — გატანა შეიძლება.",
    "ex.can_move": "ეს სვლა შესაძლებელია.",
    "ex.position_ok": "ასეთი პოზიცია შესაძლებელია: თითო მხარეს არაუმეტეს 15 ქვაა და "
                      "არცერთ პუნქტზე ორივე ფერის ქვა არ დგას.",
    "ex.opening_tie": "კამათლები ტოლია, ამიტომ ორივე მოთამაშე ხელახლა აგორებს.",
    "ex.opening_higher": (
        "უფრო მაღალი კამათელი {side}-ს აქვს, ამიტომ ის იწყებს და ორივე კამათელს ({dice:dice}) "
        "იყენებს."
    ),
    "ex.opening_never_double": (
        "ტოლი კამათლების დროს საწყისი სროლა მეორდება, ამიტომ პარტიის პირველი სვლა დუბლით არასოდეს "
        "კეთდება."
    ),
    "ex.opening_any": "ასეთი სროლით პარტიის პირველი სვლა შეიძლება გაკეთდეს.",
    # quarters and options
    "ex.opt.own_home": "საკუთარი სახლი (შიდა დაფა)",
    "ex.opt.own_outer": "საკუთარი გარე მეოთხედი",
    "ex.opt.opp_outer": "მეტოქის გარე მეოთხედი",
    "ex.opt.opp_home": "მეტოქის სახლი",
    "ex.opt.two": "ორი",
    "ex.opt.three": "სამი",
    "ex.opt.two_to_four": "ორიდან ოთხამდე",
    "ex.opt.dice_cup_cube": "ორი კამათელი, კამათლის ჭიქა და გაორმაგების კუბი",
    "ex.opt.three_dice": "სამი კამათელი",
    "ex.opt.one_die": "ერთი კამათელი და ჭიქა",
    "ex.opt.one_or_two_pairs": "ან თითო წყვილი კამათელი თითოეულს, ან ერთი საერთო წყვილი",
    "ex.opt.one_pair_each": "მხოლოდ თითო წყვილი თითოეულს",
    "ex.opt.agreement_or_lot": "შეთანხმებით ან კენჭისყრით (კამათლის გაგორებით)",
    "ex.opt.white_right": "თეთრის სახლი ყოველთვის მარჯვნივაა",
    "ex.opt.loser_chooses": "წინა პარტიის წაგებული ირჩევს",
    "ex.opt.home_then_off": "ჯერ ყველა ქვის სახლში შეყვანა, მერე გატანა",
    "ex.opt.off_any_time": "გატანა ნებისმიერ დროს შეიძლება",
    "ex.opt.three_phases": "სამი ფაზა: გახსნა, შუა თამაში, დასასრული",
    "ex.opt.checkers": "ქვები",
    "ex.opt.dice": "კამათლები",
    "ex.opt.points": "პუნქტები",
    "ex.opt.forward_u": "ერთ U-ს ფორმის ბილიკზე, მხოლოდ წინ, საკუთარი სახლისკენ",
    "ex.opt.both_ways": "წინაც და უკანაც",
    "ex.opt.circle_same": "წრეზე, ორივე მოთამაშე ერთი მიმართულებით",
    "ex.opt.one_die_each": "თითოეული თითო კამათელს აგორებს",
    "ex.opt.two_dice_each": "თითოეული ორ კამათელს აგორებს",
    "ex.opt.higher_sum": "იწყებს ის, ვისაც ორი კამათლის ჯამი მეტი აქვს",
    "ex.opt.alternate_two": "რიგრიგობით, თითოეული ორ კამათელს აგორებს",
    "ex.opt.winner_again": "საწყისი სროლის მოგებული ზედიზედ ორჯერ თამაშობს",
    "ex.opt.winner_starts": "წინა პარტიის მოგებული იწყებს",
    "ex.opt.loser_starts": "წინა პარტიის წაგებული იწყებს",
    "ex.opt.right_cup": "დაფის მარჯვენა მხარეს, ყოველთვის ჭიქით",
    "ex.opt.left_hand": "დაფის მარცხენა მხარეს, ხელით",
    "ex.opt.anywhere": "სადაც მოესურვება",
    "ex.opt.reroll": "ხელახლა გაგორება",
    "ex.opt.stands": "სროლა ძალაშია",
    "ex.opt.void": "სროლა ბათილია",
    "ex.opt.may_demand": "მეტოქეს შეუძლია ხელახლა გაგორება მოითხოვოს",
    "ex.opt.dice_picked_up": "როცა მოთამაშე თავის კამათლებს აიღებს",
    "ex.opt.checkers_moved": "როგორც კი ქვებს გადაადგილებს",
    "ex.opt.opponent_rolls": "როცა მეტოქე გააგორებს",
    "ex.opt.clock_pressed": "როცა საათის ღილაკს დააჭერს",
    "ex.opt.yes_until_pickup": "დიახ, სანამ კამათლებს აიღებს",
    "ex.opt.never": "არასოდეს",
    "ex.opt.until_next_roll": "დიახ, მეტოქის სროლამდე",
    "ex.opt.corrected": "სვლა სწორდება",
    "ex.opt.replayed": "პარტია თავიდან იწყება",
    # facts and decisions behind the multiple-choice answers
    "ex.fact.players": "ნარდი ორი მოთამაშის თამაშია.",
    "ex.fact.equipment": "საჭიროა ორი კამათელი, კამათლის ჭიქა და გაორმაგების კუბი.",
    "ex.fact.sport_dice": "სპორტულ ნარდში თამაშობენ ან ორი წყვილი კამათლით (თითო წყვილი "
                          "თითოეულს), ან ერთი საერთო წყვილით.",
    "ex.fact.sides": "სპორტულ ნარდში ვისი სახლი რომელ მხარესაა, წინასწარ წყდება — "
                     "შეთანხმებით ან კენჭისყრით.",
    "ex.fact.phases": "თამაშს ორი ფაზა აქვს: ჯერ ყველა ქვა სახლში უნდა შევიდეს, მერე იწყება "
                      "გატანა.",
    "ex.fact.men": "„მამრები“ ქვების სხვა სახელია (ინგლისური „men“-ის კალკი).",
    "ex.fact.track": "ყოველი ქვა ერთ U-ს ფორმის ბილიკზე მოძრაობს, მხოლოდ წინ, საკუთარი "
                     "სახლისკენ; მოთამაშეები ურთიერთსაპირისპირო მიმართულებით მოძრაობენ.",
    "ex.fact.opening_how": "პარტიის დასაწყისში თითოეული მოთამაშე თითო კამათელს აგორებს.",
    "ex.fact.after_opening": "პირველი სვლის შემდეგ მოთამაშეები რიგრიგობით აგორებენ ორ "
                             "კამათელს.",
    "ex.fact.match_hand_start": "მატჩის ყოველი პარტია საწყისი სროლით იწყება: თითოეული თითო "
                                "კამათელს აგორებს.",
    "ex.fact.cup_side": "კამათლებს დაფის მარჯვენა მხარეს აგორებენ, ყოველთვის ჭიქით.",
    "ex.fact.die_left_half": "თუ ერთი კამათელი მაინც არ დაჯდა დაფის მარჯვენა მხარეს, ორივე "
                             "კამათელი ხელახლა გორდება (ჩვენი გადაწყვეტილება C16).",
    "ex.fact.die_cocked": "დახრილი (მთელი წახნაგით არ მწოლი) კამათლის დროს ორივე კამათელი ხელახლა "
                          "გორდება (C16).",
    "ex.fact.die_on_checker": "ქვაზე დამჯდარი კამათლის დროს ორივე კამათელი ხელახლა გორდება "
                              "(C16).",
    "ex.fact.die_off_board": "დაფიდან გადავარდნილი კამათლის დროს ორივე კამათელი ხელახლა "
                             "გორდება (C16).",
    "ex.fact.die_bounced": "თუ კამათელი უცხო საგანს მოხვდა და უკან აისხლიტა, ორივე კამათელი "
                           "ხელახლა გორდება (C16).",
    "ex.fact.move_final": "სვლა საბოლოოა, როცა მოთამაშე თავის კამათლებს აიღებს; მანამდე "
                          "კამათლები დაფაზე რჩება.",
    "ex.fact.clock_final": "საათით თამაშისას სვლა საათის ღილაკზე დაჭერით სრულდება.",
    "ex.fact.change_move": "სანამ მოთამაშე კამათლებს არ აიღებს, სვლის შეცვლა შეიძლება.",
    "ex.fact.early_roll_race": "კონტაქტის გარეშე (სუფთა რბოლაში) ნაადრევი სროლა ძალაშია "
                               "(C17).",
    "ex.fact.early_roll_forced": "თუ სვლა მთლიანად იძულებითია, ნაადრევი სროლა ძალაშია (C17).",
    "ex.fact.early_roll_contact": "კონტაქტიან პოზიციაში მეტოქის კამათლების აღებამდე "
                                  "გაგორებული სროლა ბათილია.",
    "ex.fact.early_roll_sport": "სპორტული წესებით დაზარალებულ მოთამაშეს შეუძლია ხელახლა "
                                "გაგორება მოითხოვოს (ჩვენი გადაწყვეტილება C18).",
    "ex.fact.illegal_noticed_late": "უკანონო სვლა მომდევნო სროლამდე უნდა შენიშნონ; მერე ის "
                                    "ნათამაშებად ითვლება.",
    "ex.fact.illegal_noticed_early": "უკანონო სვლაზე მითითება ნებისმიერ მოთამაშეს შეუძლია "
                                     "მომდევნო სროლამდე — მაშინ სვლა სწორდება.",
    # bank validation (for teachers)
    "ex.bank.missing": "აკლია ველ(ებ)ი: {fields}.",
    "ex.bank.text": "კითხვა და მინიშნებები ტექსტი ან {{ka: …, en: …}} უნდა იყოს.",
    "ex.bank.no_georgian": "კითხვას ქართული ტექსტი (ka) აკლია.",
    "ex.bank.position": (
        "პოზიცია „{text}“ ვერ გავარჩიე: დაწერეთ X{{24:2, 13:5}} O{{19:2}}, GNU Backgammon-ის "
        "პოზიციის ID, XGID=… ან start."
    ),
    "ex.bank.checker": "„{item}“ ({text}) ვერ გავარჩიე: ჩანაწერი პუნქტი:რაოდენობა უნდა იყოს "
                       "(პუნქტი 1–24, bar ან off).",
    "ex.bank.off": "off:{off} არ ემთხვევა დაფაზე დარჩენილ {count} ქვას (სულ 15 უნდა იყოს).",
    "ex.bank.param": "აკლია ველი „{name}“.",
    "ex.bank.play": "სვლა ვერ გავარჩიე — {detail}",
    "ex.bank.case": "უცნობი შემთხვევა „{case}“.",
    "ex.bank.kind": "უცნობი სახეობა „{kind}“ (ცნობილია: {known}).",
    "ex.bank.yaml": "YAML ვერ წავიკითხე: {detail}",
    "ex.bank.shape": "ფაილი ასე უნდა იყოს: chapter: N და exercises: [სავარჯიშოების სია].",
    "ex.bank.chapter": "ფაილს აკლია თავის ნომერი (chapter: N).",
    "ex.bank.rule": "„{rule}“ კატალოგის წესი არ არის (R1–R185).",
    "ex.bank.unsolvable": "ძრავის პასუხს („{answer}“) შემმოწმებელი არ იღებს.",
    "ex.bank.duplicate": "ეს id უკვე გამოყენებულია ({first}).",
    "ex.bank.ok": "{path}: {n} სავარჯიშო, შეცდომა არ არის.",
    "ex.bank.failed": "{path}: {n} შეცდომა.",
    "ex.bank.pending": "ძრავის ნაწილი „{module}“ ჯერ არ არსებობს.",
    # notebook, static site, worksheet
    "ex.ui.exercise": "სავარჯიშო {n}",
    "ex.ui.exercises": "სავარჯიშოები",
    "ex.ui.check": "შემოწმება",
    "ex.ui.hint": "მინიშნება",
    "ex.ui.solution": "ამოხსნა",
    "ex.ui.answer": "პასუხი",
    "ex.ui.your_answer": "თქვენი პასუხი",
    "ex.ui.dice": "კამათლები: {dice:dice}",
    "ex.ui.rules": "წესები: {rules}",
    "ex.ui.progress": "ამოხსნილია {done} / {total}",
    "ex.ui.worksheet": "სავარჯიშოები — თავი {chapter}",
    "ex.ui.answer_key": "პასუხები",
    "ex.ui.name": "სახელი, გვარი",
    "ex.ui.date": "თარიღი",
    "ex.ui.to_move": "სვლა X-ისაა (ქვემოთ); პუნქტები X-ის ნუმერაციითაა.",
    "ex.ui.choose": "აირჩიეთ პასუხი",
    "ex.ui.board_hint": "სვლა დაფაზე გააკეთეთ ან ტექსტად ჩაწერეთ.",
    "ex.result_why": (
        "წაგებულს {off} ქვა აქვს გატანილი, ბარზე {bar} ქვა უდგას, მოგებულის სახლში — {home}: "
        "ეს {result}ა."
    ),
    "ex.score_why": "{result}: კუბი {cube} × {mult} = {points} ქულა.",
    "ex.jacoby_note": (
        "ჯაკობის წესით, სანამ კუბი არავის მიუღია, მარსი და კოქსი ოინად ითვლება."
    ),
    "ex.drop_why": (
        "უარის თქმისას პარტია მაშინვე მთავრდება: გამაორმაგებელი შეთავაზებამდე არსებულ "
        "ფსონს ({cube}) იგებს, ოინად, პოზიციის მიუხედავად."
    ),
    "ex.may_double_yes": (
        "გაორმაგება შეიძლება: სვლა თქვენია, კამათლები ჯერ არ გაგორებულა და კუბზე წვდომა "
        "გაქვთ. ბარზე დგომა ან ჩაკეტილი სახლი ამას არ ცვლის."
    ),
    "ex.cube_why": "კუბის მნიშვნელობა {value}-ია (კუბზე ჩანს {face}), მფლობელი: {owner}.",
    "ex.opt.X": "X",
    "ex.opt.O": "O",
    "ex.opt.centre": "არავინ — კუბი შუაშია",
    "ex.opt.nobody": "ჯერ არავის",
    "ex.match_score": "ანგარიში X {x} — O {o} ({length} ქულამდე მატჩი).",
    "ex.match_crawford_next": "მომდევნო პარტია კროუფორდის პარტიაა: მასში კუბი არ მოქმედებს.",
    "ex.match_post_crawford": (
        "კროუფორდის პარტია უკვე ითამაშეს; მას შემდეგ კუბი ისევ მოქმედებს."
    ),
    "ex.match_won": "{side}-მა {length} ქულას მიაღწია (ან გადააჭარბა) და მატჩი მოიგო.",
    "ex.lineup": "ყუთში: {box}; კაპიტანი: {captain}; რიგი: {queue}.",
    "ex.payments": "ანგარიშსწორება (+ იღებს, − იხდის): {table}.",
    "ex.team_double_yes": "გუნდის ყველა წევრი თანახმაა, ამიტომ გაორმაგება შეიძლება.",
    "ex.opt.all_three_home": "სამივე ქვა სახლში უნდა იყოს",
    "ex.opt.any_two": "საკმარისია ორი ქვა სახლში",
    "ex.opt.no_condition": "პირობა არ არის",
    "ex.opt.stay_off": "გატანილი ქვები გარეთ რჩება",
    "ex.opt.return_to_bar": "გატანილი ქვები ბარზე ბრუნდება",
    "ex.opt.return_home": "გატანილი ქვები სახლში ბრუნდება",
    "ex.opt.short_only": "მხოლოდ მოკლე ნარდში",
    "ex.opt.both_games": "მოკლეშიც და გრძელშიც",
    "ex.opt.long_only": "მხოლოდ გრძელ ნარდში",
    "ex.opt.doubler_rolls": "გამაორმაგებელი აგორებს და თამაშობს",
    "ex.opt.taker_rolls": "მიმღები აგორებს",
    "ex.opt.reroll_both": "ორივე თავიდან აგორებს",
    "ex.opt.own_slot": "მიმღები კუბს ახალი მნიშვნელობით საკუთარ მხარეს, სპეციალურ უჯრაში დებს",
    "ex.opt.centre_slot": "კუბი შუაში რჩება",
    "ex.opt.doubler_keeps": "კუბი გამაორმაგებელთან რჩება",
    "ex.opt.moves_only": "დუბლი მხოლოდ სვლების რაოდენობას ცვლის",
    "ex.opt.stake_doubles": "დუბლი ფსონს აორმაგებს",
    "ex.opt.cube_right": "დუბლი კუბის შეთავაზების უფლებას იძლევა",
    "ex.opt.odd_usual": "ჩვეულებრივ კენტი: 3, 5, 7, 9, 11 ან 13",
    "ex.opt.even_only": "მხოლოდ ლუწი",
    "ex.opt.always_seven": "ყოველთვის 7",
    "ex.opt.not_in_match": "არა — მატჩში ისინი ჩვეულებრივ არ მოქმედებს",
    "ex.opt.always": "დიახ, ყოველთვის",
    "ex.opt.only_crawford": "მხოლოდ კროუფორდის პარტიაში",
    "ex.opt.before_play": "თამაშის დაწყებამდე",
    "ex.opt.any_time": "ნებისმიერ დროს",
    "ex.opt.after_first_game": "პირველი პარტიის შემდეგ",
    "ex.opt.money_play": "თავისუფალ თამაშსა და ფულზე თამაშში",
    "ex.opt.tournaments": "ტურნირებში",
    "ex.opt.chouette_only": "მხოლოდ შუეტში",
    "ex.opt.captain": "კაპიტანი",
    "ex.opt.box_player": "ყუთში მყოფი მოთამაშე",
    "ex.opt.majority": "გუნდის უმრავლესობა",
    "ex.fact.hypergammon_home": "ჰიპერგამონშიც იგივე პირობაა: გატანამდე სამივე ქვა სახლში "
                                "უნდა იყოს.",
    "ex.fact.borne_off_stay": "გატანილი ქვა პარტიის ბოლომდე გარეთ რჩება — დარტყმის შემდეგაც.",
    "ex.fact.hit_long_nardi": "დარტყმა მხოლოდ მოკლე ნარდში არსებობს; გრძელ ნარდში ქვას "
                              "ბარზე ვერავინ გაგზავნის.",
    "ex.fact.doubler_rolls": "გაორმაგების მიღების შემდეგ გამაორმაგებელი აგორებს და თავის სვლას "
                             "აკეთებს.",
    "ex.fact.take_cube_place": "მიმღები კუბს ახალი მნიშვნელობით საკუთარ მხარეს, სპეციალურ "
                               "უჯრაში დებს.",
    "ex.fact.dice_double_stake": "დუბლი კამათლის შედეგია: ოთხ სვლას იძლევა, ფსონს კი არ ცვლის "
                                 "და კუბის უფლებას არ იძლევა.",
    "ex.fact.match_length": "მატჩი ჩვეულებრივ კენტ ქულამდე თამაშდება (3, 5, 7, 9, 11, 13); "
                            "შეიძლება ერთი ან რამდენიმე პარტია დასჭირდეს.",
    "ex.fact.auto_in_match": "ავტომატური გაორმაგება და ჯაკობის წესი მატჩში ჩვეულებრივ არ "
                             "მოქმედებს.",
    "ex.fact.optional_agreed": "არჩევით წესებზე მოთამაშეები თამაშის დაწყებამდე თანხმდებიან.",
    "ex.fact.optional_where": "ავტომატური გაორმაგება და ჯაკობის წესი ძირითადად თავისუფალი "
                              "და ფულზე თამაშის წესებია.",
    "ex.fact.captain_decides": "გუნდი შეიძლება მოითათბიროს, მაგრამ უთანხმოებისას კაპიტნის "
                               "არჩევანი წყვეტს.",
    # — pages: the chapters' display helpers (book/nardi_book.py) —
    "book.pass": "სვლის გამოტოვება",
    "book.none": "არცერთი",
    "book.legal": "დასაშვები სვლაა",
    "book.legal_as": "დასაშვები სვლაა; ძრავი მას ასე ჩაწერს: {play}",
    "book.allowed": "დასაშვებია",
    "book.cube_centred": "კუბი შუაშია და {face}-ს აჩვენებს; ფსონი {value}",
    "book.cube_owned": "კუბი {face}-ს აჩვენებს, ფსონი {value}; მფლობელი: {owner}",
    "book.action.double": "გაორმაგება",
    "book.action.take": "მიღება",
    "book.action.drop": "უარი",
    "book.action.roll": "სროლა",
    "book.action.play": "სვლა",
    "book.after.double": "შეთავაზებულია გაორმაგება {value}-მდე; პასუხობს {side}",
    "book.after.end": "პარტია დასრულდა: {side} იგებს {points} ქულას",
    "book.after.roll": "კამათლები: {dice}",
    "book.plays_count": "{dice}: {count} დასაშვები სვლა",
    "book.no_plays": "დასაშვები სვლა არ არის — სვლის რიგი მეტოქეზე გადადის",
    "book.phase.opening": "საწყისი სროლის მოლოდინი",
    "book.phase.roll": "სროლა ან გაორმაგება",
    "book.phase.doubled": "გაორმაგებაზე პასუხი",
    "book.phase.move": "ქვების სვლა",
    "book.phase.over": "პარტია დასრულდა",
}
