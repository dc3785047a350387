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
        "რადგან ქვა ჯერ {via:pts} უნდა შევიდეს, ის კი დაკავებულია."
    ),
    "illegal.bear_off_not_home": (
        "გატანა ჯერ არ შეიძლება: თქვენი ქვა ჯერ კიდევ სახლის გარეთ დგას ({where:pts}). "
        "ჯერ ყველა 15 ქვა სახლში უნდა შეიკრიბოს."
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
        "{die:die_ins} ასე თუ ითამაშებთ, {other:die} ვეღარ გათამაშდება, არსებობს კი სვლა, "
        "რომელიც ორივე კამათელს იყენებს — მაგალითად, {example}."
    ),
    "illegal.must_use_higher": (
        "ორივე კამათლის ერთად გათამაშება შეუძლებელია, ამიტომ უფრო მაღალი, {high:die}, უნდა "
        "ითამაშოთ — მაგალითად, {example}."
    ),
    "illegal.must_play_more_double": (
        "ამ დუბლის {possible} სვლის გაკეთება შეიძლება, თქვენ კი {used} გააკეთეთ. რამდენიც "
        "შესაძლებელია, იმდენი უნდა ითამაშოთ — მაგალითად, {example}."
    ),
    "illegal.must_play_more_double_after": (
        "ასე თუ ითამაშებთ, დუბლის მხოლოდ {would} სვლა გამოვა, შესაძლებელია კი {possible} — "
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
    "dice.count": "სროლა ორი კამათელია, აქ კი {count} მნიშვნელობაა.",
    # — positions —
    "position.too_many": (
        "{side}: დაფაზე და ბარზე {count} ქვაა, თითოეულ მოთამაშეს კი სულ 15 ქვა აქვს."
    ),
    "position.negative": "ქვების რაოდენობა უარყოფითი ვერ იქნება ({where}).",
    "position.both_colours": (
        "{point:nom} ერთდროულად ორივე ფერის ქვას ვერ დაიკავებს (წესი R19)."
    ),
    "position.shape": "პოზიციას თითოეული მხარისთვის 26 უჯრა სჭირდება (გატანა, 1–24, ბარი).",
    "position.key": "„{key}“ პუნქტი არ არის: გამოიყენეთ 1–24, bar ან off.",
    "position.off": (
        "{side}: გატანილი ქვების რაოდენობა ({off}) დაფაზე დარჩენილს ({count}) არ ემთხვევა."
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
}
