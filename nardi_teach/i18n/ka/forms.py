"""Georgian grammatical forms: the helpers the templates' ``{x:form}`` placeholders call."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

_DIE = {1: "ერთიანი", 2: "ორიანი", 3: "სამიანი", 4: "ოთხიანი", 5: "ხუთიანი", 6: "ექვსიანი"}


def _die(n: int, case: str) -> str:
    stem = _DIE[n][:-1]  # ხუთიან-
    return {"nom": stem + "ი", "ins": stem + "ით", "gen": stem + "ის", "dat": stem + "ს"}[case]


def _ordinal(n: int) -> str:
    """An ordinal in figures as Georgian spells it: the მე- prefix only where the word begins
    with it (მე-2 … მე-20, მე-40, მე-60, მე-80, მე-100), otherwise the -ე ending (ოცდამეოთხე →
    24-ე)."""
    if n == 1:
        return "პირველი"
    return f"მე-{n}" if n <= 20 or n in (40, 60, 80) or n % 100 == 0 else f"{n}-ე"


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
    names = [_ordinal(p) for p in pts]
    return ", ".join(names[:-1]) + " და " + names[-1] + " პუნქტები"


def _points_or_loc(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return _point(pts[0], "loc")
    names = ["პირველ" if p == 1 else _ordinal(p) for p in pts]
    return ", ".join(names[:-1]) + " ან " + names[-1] + " პუნქტზე"


def _points_loc(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return _point(pts[0], "loc")
    names = ["პირველ" if p == 1 else _ordinal(p) for p in pts]
    return ", ".join(names[:-1]) + " და " + names[-1] + " პუნქტებზე"


def _yours_stand(points: Iterable[int]) -> str:
    """"your checker stands" after a list of points: ქვა for one point, ქვები for several."""
    return "თქვენი ქვა დგას" if len(list(points)) == 1 else "თქვენი ქვები დგას"


_SIDE_DAT = {"player": "სვლაზე მყოფ მოთამაშეს", "opponent": "მეტოქეს", "": "ერთ-ერთ მოთამაშეს"}


def roll_text(dice: Any) -> str:
    """A roll as the book writes it: a text or a roll object as it prints ("6-5", a double
    "6-6", triple's "5-5-5", "2-2"'s "6-6-6-6"); dice listed one by one joined by "-"."""
    if isinstance(dice, str):
        return dice
    if not isinstance(dice, tuple | list):
        return str(dice)
    return "-".join(str(int(d)) for d in dice)


def _dice(dice: Any) -> str:
    return roll_text(dice)


def _left(dice: Any, case: str) -> str:
    """Dice left of a roll, in words: "ხუთიანი", "სამი ექვსიანი", "ხუთიანი და ოთხიანი"."""
    values = sorted((int(d) for d in dice), reverse=True)
    if values and len(set(values)) == 1 and len(values) > 1:
        return f"{number(len(values))} {_die(values[0], case)}"
    names = [_die(d, case) for d in values]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " და " + names[-1]


def _with_dice(values: tuple[Any, Any]) -> str:
    """"with this roll (6-6)", or — when part of the roll is played — "with the five left"
    (``values``: the dice left and the roll, as ``(text, moves)`` or "" when unknown)."""
    left, roll = values
    left = tuple(int(d) for d in left)
    if roll:
        text, moves = roll
        if sorted(left) == sorted(int(m) for m in moves):
            return f"ამ სროლით ({text})"
    elif len(left) == 2:
        return f"ამ სროლით ({roll_text(left)})"
    elif len(left) == 4 and len(set(left)) == 1:  # a double's four moves: "6-6"
        return f"ამ სროლით ({left[0]}-{left[0]})"
    return "დარჩენილი " + _left(left, "ins")


def _dice_rest(values: tuple[Any, Any]) -> str:
    """The dice a board has left this turn, as a label: the whole roll as the book writes it
    ("კამათლები: 6-6"), or what is left of it ("დარჩენილი კამათელი: 5")."""
    left, roll = values
    left = tuple(int(d) for d in left)
    if roll and sorted(left) == sorted(int(m) for m in roll[1]):
        return f"კამათლები: {roll[0]}"
    label = "დარჩენილი კამათელი" if len(left) == 1 else "დარჩენილი კამათლები"
    return f"{label}: {roll_text(left)}"


def _dice_left(values: tuple[Any, Any]) -> str:
    """The dice a roll leaves unplayed, as a subject: "დარჩენილი ხუთიანი"."""
    return "დარჩენილი " + _left(values[0], "nom")


# — numbers and the nouns they count: a noun after a numeral stays singular ("ორი ქვა") —

_NUM = {1: "ერთი", 2: "ორი", 3: "სამი", 4: "ოთხი", 5: "ხუთი", 6: "ექვსი", 7: "შვიდი", 8: "რვა",
        9: "ცხრა", 10: "ათი", 11: "თერთმეტი", 12: "თორმეტი", 13: "ცამეტი", 14: "თოთხმეტი",
        15: "თხუთმეტი"}

# nominative, dative, genitive, instrumental
_NOUN = {
    "ქვა": ("ქვა", "ქვას", "ქვის", "ქვით"),
    "სვლა": ("სვლა", "სვლას", "სვლის", "სვლით"),
    "პუნქტი": ("პუნქტი", "პუნქტს", "პუნქტის", "პუნქტით"),
    "ქულა": ("ქულა", "ქულას", "ქულის", "ქულით"),
    "კამათელი": ("კამათელი", "კამათელს", "კამათლის", "კამათლით"),
    "მნიშვნელობა": ("მნიშვნელობა", "მნიშვნელობას", "მნიშვნელობის", "მნიშვნელობით"),
    "ვარსკვლავი": ("ვარსკვლავი", "ვარსკვლავს", "ვარსკვლავის", "ვარსკვლავით"),
    "შეცდომა": ("შეცდომა", "შეცდომას", "შეცდომის", "შეცდომით"),
    "მინიშნება": ("მინიშნება", "მინიშნებას", "მინიშნების", "მინიშნებით"),
    "სავარჯიშო": ("სავარჯიშო", "სავარჯიშოს", "სავარჯიშოს", "სავარჯიშოთი"),
    "ჩანაწერი": ("ჩანაწერი", "ჩანაწერს", "ჩანაწერის", "ჩანაწერით"),
    "პასუხი": ("პასუხი", "პასუხს", "პასუხის", "პასუხით"),
    "მოსწავლე": ("მოსწავლე", "მოსწავლეს", "მოსწავლის", "მოსწავლით"),
    "ნაბიჯი": ("ნაბიჯი", "ნაბიჯს", "ნაბიჯის", "ნაბიჯით"),
}
_CASE = {"nom": 0, "dat": 1, "gen": 2, "ins": 3}


def number(n: int, case: str = "nom") -> str:
    """A number as a Georgian book writes it: a word up to 15, digits above ("ორი", "ორ")."""
    word = _NUM.get(n)
    if word is None:
        return str(n)
    if case == "dat" and word.endswith("ი"):
        return word[:-1]  # ორ ქვას, ხუთ პუნქტს (but რვა, ცხრა)
    return word


def count(n: int, noun: str, case: str = "nom") -> str:
    """``n`` of ``noun``, the noun singular as after every numeral: "ორი ქვა", "ხუთ ქვას"."""
    return f"{number(n, case)} {_NOUN[noun][_CASE[case]]}"


def every(n: int, noun: str, case: str = "nom") -> str:
    """All ``n`` of them: "ორივე ქვა", "თხუთმეტივე ქვა"; one is "ერთადერთი ქვა"."""
    forms = _NOUN[noun]
    if n == 1:
        return ("ერთადერთ " if case == "dat" else "ერთადერთი ") + forms[_CASE[case]]
    word = _NUM.get(n)
    if word is None:
        return f"ყველა ({n}) " + forms[_CASE[case]]
    return f"{word}ვე {forms[_CASE[case]]}"


# — sides: a name in the case its verb governs (ergative for a transitive past, dative for "has") —

_SIDES = {"X": ("თეთრი", "თეთრმა", "თეთრს"), "O": ("შავი", "შავმა", "შავს"),
          "თეთრი": ("თეთრი", "თეთრმა", "თეთრს"), "შავი": ("შავი", "შავმა", "შავს"),
          "White": ("თეთრი", "თეთრმა", "თეთრს"), "Black": ("შავი", "შავმა", "შავს")}


def side_case(side: Any, case: str) -> str:
    """A side ("X"/"O" or its Georgian name) in the nominative, ergative or dative."""
    key = getattr(side, "name", None)
    key = {"WHITE": "X", "BLACK": "O"}.get(key, side) if key else side
    forms = _SIDES.get(str(key))
    if forms is None:
        name = str(side)
        stem = name[:-1] if name.endswith("ი") else name
        forms = (name, stem + ("მა" if name.endswith("ი") else "მ"), stem + "ს")
    return forms[{"nom": 0, "erg": 1, "dat": 2}[case]]


def _ins(noun: str) -> str:
    """A result's name in the instrumental: ოინი → ოინით, მარსი → მარსით."""
    return (noun[:-1] if noun.endswith("ი") else noun) + "ით"


# — clauses whose words depend on a number: never "0 ქვა", never "1 … თითოეული" —

def _n_plays(values: tuple[int, int, bool]) -> str:
    n, moves, double = values
    if n == 0:
        return "ამ სროლით დასაშვები სვლა არ არის."
    if double:
        uses = {1: "დუბლის მხოლოდ ერთ სვლას", 4: "დუბლის ოთხივე სვლას"}.get(
            moves, f"დუბლის {number(moves, 'dat')} სვლას")
    else:
        uses = "მხოლოდ ერთ კამათელს" if moves == 1 else "ორივე კამათელს"
    if n == 1:
        return f"ამ სროლით მხოლოდ ერთი დასაშვები სვლაა; ის {uses} იყენებს."
    return f"ამ სროლით {number(n)} განსხვავებული დასაშვები სვლაა; თითოეული {uses} იყენებს."


def _all_home(off: int) -> str:
    if off == 0:
        return "ყველა ქვა სახლშია — გატანა შეიძლება."
    return (f"ყველა დარჩენილი ქვა სახლშია ({count(off, 'ქვა')} უკვე გატანილია) — "
            "გატანა შეიძლება.")


def _stand(n: int) -> str:
    return "ქვა" if n == 1 else count(n, "ქვა")


def _result_why(values: tuple[int, int, int, str]) -> str:
    off, bar, home, result = values
    if off:
        text = f"წაგებულს {count(off, 'ქვა')} აქვს გატანილი, ამიტომ ეს {result}ა."
        if bar or home:
            text += " ბარზე ან გამარჯვებულის სახლში დარჩენილი ქვა ამას არ ცვლის."
        return text
    if not bar and not home:
        return ("წაგებულს ერთი ქვაც არ გაუტანია, ბარზე და გამარჯვებულის სახლში კი ქვა არ "
                f"უდგას: ეს {result}ა.")
    if bar and home:
        where = f"ბარზე {count(bar, 'ქვა')}, გამარჯვებულის სახლში კი {count(home, 'ქვა')} უდგას"
    elif bar:
        where = f"ბარზე {_stand(bar)} უდგას"
    else:
        where = f"გამარჯვებულის სახლში {_stand(home)} უდგას"
    return f"წაგებულს ერთი ქვაც არ გაუტანია და {where}: ეს {result}ა."


def _result_why_long(values: tuple[int, str]) -> str:
    off, result = values
    if off:
        return f"წაგებულს {count(off, 'ქვა')} აქვს გატანილი: ეს {result}ა."
    return f"წაგებულს ერთი ქვაც არ გაუტანია: ეს {result}ა."


def _opp_stands(n: int) -> str:
    return "მეტოქის ქვა დგას" if n == 1 else f"მეტოქის {count(n, 'ქვა')} დგას"


def _made(n: int) -> str:
    if n == 0:
        return "თქვენ კი არცერთი არ გააკეთეთ"
    return f"თქვენ კი მხოლოდ {number(n)} გააკეთეთ"


def _would(n: int) -> str:
    if n == 0:
        return "დუბლიდან არცერთი სვლა არ გამოვა"
    return f"დუბლიდან მხოლოდ {count(n, 'სვლა')} გამოვა"


def _played(n: int) -> str:
    return "არცერთი არ გაათამაშეთ" if n == 0 else f"მხოლოდ {number(n)} გაათამაშეთ"


def _would_dice(n: int) -> str:
    if n == 0:
        return "ვერცერთი კამათელი ვერ გათამაშდება"
    return f"მხოლოდ {count(n, 'კამათელი')} გათამაშდება"


def _dice_nom(dice: Any) -> str:
    names = [_die(d, "nom") for d in dice]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " და " + names[-1]


def _pinned(points: Any) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return f"თქვენი ქვა {_point(pts[0], 'loc')} ჩაჭერილია"
    return f"თქვენი ქვები {_points_loc(pts)} ჩაჭერილია"


def _values_here(n: int) -> str:
    if n == 0:
        return "აქ კი არცერთი მნიშვნელობა არ არის"
    if n == 1:
        return "აქ კი მხოლოდ ერთი მნიშვნელობაა"
    return f"აქ კი {count(n, 'მნიშვნელობა')}ა"


def _credited(values: tuple[int, int]) -> str:
    off, on_board = values
    gone = ("გატანილი ქვა არ მიეწერება" if off == 0
            else f"{number(off)} გატანილი ქვა მიეწერება")
    left = ("დაფაზე და ბარზე კი ქვა არ უდგას" if on_board == 0
            else f"დაფაზე და ბარზე კი {count(on_board, 'ქვა')} უდგას")
    return f"{gone}, {left}"


def _correct_all(n: int) -> str:
    if n == 1:
        return "სწორია: ჩამოწერილია ერთადერთი დასაშვები სვლა."
    if n in _NUM:
        return f"სწორია: ჩამოწერილია {_NUM[n]}ვე დასაშვები სვლა."
    return f"სწორია: ყველა დასაშვები სვლა ჩამოწერილია (სულ {n})."


def _plays_given(n: int) -> str:
    if n == 1:
        return "თქვენ მიერ ჩაწერილი სვლა დასაშვებია"
    return f"თქვენ მიერ ჩაწერილი {every(n, 'სვლა')} დასაშვებია"


def _missing(n: int) -> str:
    return f"კიდევ {number(n)} დასაშვები სვლა აკლია"


def _tally(values: tuple[int, int]) -> str:
    mistakes, hints = values
    if not mistakes and not hints:
        return "შეცდომისა და მინიშნების გარეშე"
    if not hints:
        return f"{count(mistakes, 'შეცდომა')}, მინიშნების გარეშე"
    if not mistakes:
        return f"შეცდომის გარეშე, {count(hints, 'მინიშნება')}"
    return f"{count(mistakes, 'შეცდომა')} და {count(hints, 'მინიშნება')}"


def _solved(values: tuple[int, int]) -> str:
    solved, total = values
    if solved == 0:
        return f"ჯერ არცერთი სავარჯიშო არ არის ამოხსნილი (სულ {total})."
    if solved == total:
        return f"ამოხსნილია ყველა სავარჯიშო ({total})."
    return f"სულ ამოხსნილია {solved} სავარჯიშო {total}-დან."


def _n_legal(n: int) -> str:
    if n == 0:
        return "დასაშვები სვლა არ არის"
    if n == 1:
        return "ერთადერთი დასაშვები სვლა"
    return f"{number(n)} დასაშვები სვლა"


def _the_plays(plays: Any) -> str:
    names = [p for p in (plays.split("; ") if isinstance(plays, str) else map(str, plays)) if p]
    if len(names) == 1:
        return f"ერთადერთი დასაშვები სვლაა {names[0]}."
    return "დასაშვები სვლები: " + "; ".join(names) + "."


def _untimed(n: int) -> str:
    if n == 1:  # a count on the progress page stays in digits, as its table's
        return "1 პასუხს დრო არ აქვს ან მისი დრო ვერ წავიკითხე: ის რიგში არ ჩავთვალე."
    return f"{n} პასუხს დრო არ აქვს ან მათი დრო ვერ წავიკითხე: ისინი რიგში არ ჩავთვალე."


def _future(n: int) -> str:
    who = (f"{n} პასუხის დრო მომავალშია", "ის" if n == 1 else "ისინი")
    return (f"{who[0]} (შესაძლოა, კომპიუტერის საათი შეიცვალა): {who[1]} რიგში არ "
            "ჩავთვალე.")


def _can_play(values: tuple[int, str]) -> str:
    die, moves = values
    names = [m for m in str(moves).split(", ") if m]
    if len(names) == 1:
        return f"{_die(die, 'ins')} ახლა მხოლოდ {names[0]} შეგიძლიათ ითამაშოთ."
    return f"{_die(die, 'ins')} ახლა ასე შეგიძლიათ ითამაშოთ: {', '.join(names)}."


def _cube_owner(owner: Any) -> str:
    if str(owner) in _SIDES:
        return f"ის {side_case(owner, 'dat')} ეკუთვნის"
    return "მფლობელი არ ჰყავს — კუბი შუაშია"


def _mark(one: str, many: str) -> Callable[[Any], str]:
    """A board's highlight label: singular for one item, plural for a list ("ა, ბ")."""
    def label(where: Any) -> str:
        text = str(where)
        return f"{one if ', ' not in text else many}: {text}"
    return label


def _points_on(n: int) -> str:
    return f"{number(n, 'dat')} პუნქტზე"


def _rules_label(rules: Any) -> str:
    ids = [r for r in (rules.split(", ") if isinstance(rules, str) else list(rules)) if r]
    if len(ids) == 1:
        return f"წესი {ids[0]}"
    return "წესები: " + ", ".join(ids)


def _listed(items: Any) -> str:
    """Items joined as a sentence says them: "ა", "ა და ბ", "ა, ბ და გ"."""
    names = [str(item) for item in items]
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " და " + names[-1]


# — the tutor's reasons (issue 39): counts that read "არცერთი" for 0 —

def _shots(values: tuple[int, int]) -> str:
    """Blots left and the opponent's rolls (of 36) that hit one of them."""
    blots, hits = values
    if blots == 0:
        return "ბლოტი არ გრჩებათ"
    if hits == 0:
        if blots == 1:
            return "ბლოტი გრჩებათ, მაგრამ მას მეტოქის ვერცერთი სროლა ვერ ურტყამს"
        return (f"{count(blots, 'ქვა')} რჩება ბლოტად, მაგრამ მათ მეტოქის ვერცერთი სროლა ვერ "
                "ურტყამს")
    if blots == 1:
        return f"მეტოქის 36 სროლიდან {hits} ურტყამს თქვენს ბლოტს"
    return f"მეტოქის 36 სროლიდან {hits} ურტყამს თქვენი {number(blots)} ბლოტიდან ერთს მაინც"


def _opp_bar(n: int) -> str:
    if n == 0:
        return "მეტოქის ქვა არ დგას"
    return f"მეტოქის {count(n, 'ქვა')} დგას"


def _lead(n: int) -> str:
    if n == 0:
        return "პიპების ჯამი თანაბარია"
    if n > 0:
        return f"რბოლაში {n} პიპით წინ ხართ"
    return f"რბოლაში {-n} პიპით ჩამორჩებით"


def _zero(noun: str) -> Callable[[int], str]:
    """A count whose 0 reads "არცერთი" (an answer after a dash: "— არცერთი")."""
    return lambda n: "არცერთი" if n == 0 else (number(n) if not noun else count(n, noun))


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
    "yours_stand": _yours_stand,
    "side": lambda side: _SIDE_DAT.get(side, str(side)),
    "dice": _dice,
    "with_dice": _with_dice,
    "dice_n": lambda n: count(n, "კამათელი"),
    "n_legal_is": lambda n: ("დასაშვები სვლა არ არის" if n == 0 else "ერთადერთი დასაშვები "
                             "სვლაა" if n == 1 else f"{number(n)} დასაშვები სვლაა"),
    # "the opponent holds it" after one point, "holds both" after two
    "opp_holds": lambda via: ("მეტოქეს კი ის პუნქტი უჭირავს" if len(list(via)) == 1
                              else "მეტოქეს კი ორივე პუნქტი უჭირავს"),
    "dice_rest": _dice_rest,
    "dice_left": _dice_left,
    "left": lambda dice: _left(dice, "nom"),
    "equity": lambda x: f"{x:.3f}".replace(".", ","),  # an equity (points a game), 3 decimals
    "advice": lambda play: ("" if not play else " ამ სროლით სვლა შეუძლებელია."
                            if play == "pass" else f" შეგიძლიათ ითამაშოთ, მაგალითად, {play}."),
    "side_name": lambda s: side_case(s, "nom"),
    "side_erg": lambda s: side_case(s, "erg"),
    "side_dat": lambda s: side_case(s, "dat"),
    # numbers
    "num": lambda n: number(n),
    "checkers": lambda n: count(n, "ქვა"),
    "checkers_ins": lambda n: count(n, "ქვა", "ins"),
    "moves": lambda n: count(n, "სვლა"),
    "moves_gen": lambda n: count(n, "სვლა", "gen"),
    "points_dat": lambda n: count(n, "პუნქტი", "dat"),
    "points_gen": lambda n: count(n, "პუნქტი", "gen"),
    "num_dat": lambda n: number(n, "dat"),
    "the_plays": _the_plays,
    "mark_legal": _mark("შესაძლო სვლა", "შესაძლო სვლები"),
    "mark_blocked": _mark("დაკავებული პუნქტი", "დაკავებული პუნქტები"),
    "mark_selected": _mark("არჩეული ქვა", "მონიშნული პუნქტები"),
    "can_play": _can_play,
    "cube_owner": _cube_owner,
    "untimed": _untimed,
    "future": _future,
    "score": lambda n: count(n, "ქულა"),
    "score_dat": lambda n: count(n, "ქულა", "dat"),
    "stars": lambda n: count(n, "ვარსკვლავი"),
    "exercises": lambda n: count(n, "სავარჯიშო"),
    "mistakes": lambda n: count(n, "შეცდომა"),
    "records": lambda n: count(n, "ჩანაწერი"),
    "answers_dat": lambda n: count(n, "პასუხი", "dat"),
    "answers": lambda n: count(n, "პასუხი"),
    "pupils": lambda n: count(n, "მოსწავლე"),
    "steps": lambda n: count(n, "ნაბიჯი"),
    "opp_all": lambda n: "მეტოქის " + every(n, "ქვა"),
    "opp_stands": _opp_stands,
    "made": _made,
    "would": _would,
    "values_here": _values_here,
    "n_legal": _n_legal,
    "correct_all": _correct_all,
    "plays_given": _plays_given,
    "missing": _missing,
    "result_ins": _ins,
    "points_on": _points_on,
    "rules_label": _rules_label,
    "list": _listed,
    # clauses of several numbers ({a+b:form})
    "n_plays": _n_plays,
    "all_home": _all_home,
    "result_why": _result_why,
    "result_why_long": _result_why_long,
    "credited": _credited,
    "tally": _tally,
    "solved": _solved,
    "side_of": lambda s: {"X": "თეთრის", "O": "შავის", "თეთრი": "თეთრის",
                          "შავი": "შავის"}.get(str(s), f"{s}-ის"),
    "side_gen": lambda s: {"X": "თეთრის", "O": "შავის"}.get(s, f"{s}-ის"),
    # a count before a noun (the noun stays singular: „ორი სვლა“)
    "played": _played,
    "would_dice": _would_dice,
    "pinned": _pinned,
    # fields a teacher's file lacks, given as "a, b": one is named, several are listed
    "lacks_fields": lambda s: (f"აკლია ველები: „{'“, „'.join(str(s).split(', '))}“"
                               if ", " in str(s) else f"აკლია ველი „{s}“"),
    "dice_nom": _dice_nom,
    # a pronoun and a noun phrase that agree with how many moves there are
    "it_them": lambda n: "მას" if n == 1 else "მათ",
    "unplayed": lambda n: "შეუსრულებელი სვლა" if n == 1 else "შეუსრულებელი სვლები",
    "count": lambda n: {1: "ერთი", 2: "ორი", 3: "სამი", 4: "ოთხი"}.get(n, str(n)),
    # the tutor's reasons (issue 39)
    "shots": _shots,
    "opp_bar": _opp_bar,
    "lead": _lead,
    "num0": _zero(""),
    "checkers0": _zero("ქვა"),
    "points0": _zero("პუნქტი"),
    "pct": lambda n: f"{n}%",
    "cross_gap": lambda n: ("ყველა ქვამ გადალახა მეტოქის სახლი" if n == 0 else
                            f"უკანა ქვებს მის გასავლელად {n} პიპი აკლია"),
    "home_gap": lambda n: ("ყველა ქვა სახლშია" if n == 0 else
                           f"სახლის გარეთ მდგომ ქვებს სახლამდე {n} პიპი აკლია"),
}
