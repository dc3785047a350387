"""Georgian messages: why the tutor's better play is better (issue 39, point 2) — one sentence
per fact the engine compares (``computer/reasons.py``), and the name of the concept each one
links to in the book."""

MESSAGES: dict[str, str] = {
    "tutor.why.title": "რატომ:",
    "tutor.why.concept": "იხ. „{name}“",
    # — short nardi —
    "tutor.why.shots": (
        "დარტყმის საფრთხე: თქვენი სვლის შემდეგ {mine:shots}, უკეთესის შემდეგ კი — "
        "{best:shots}."
    ),
    "tutor.why.opp_bar": (
        "დარტყმა: უკეთესი სვლის შემდეგ ბარზე {best:opp_bar}, თქვენის შემდეგ — "
        "{mine:opp_bar}. ბარზე გასული ქვა ჯერ უნდა შევიდეს და გზას თავიდან იწყებს."
    ),
    "tutor.why.home_points": (
        "სახლის პუნქტები: უკეთესი სვლის შემდეგ სახლში დაკავებული გაქვთ {best:points0}, "
        "თქვენის შემდეგ — {mine:points0}. რაც მეტი პუნქტი გიჭირავთ სახლში, მით უფრო უჭირს "
        "დარტყმულ ქვას შესვლა."
    ),
    "tutor.why.point5.made": (
        "მე-5 პუნქტი: უკეთესი სვლა მას იკავებს, თქვენი — არა. ეს სახლის ყველაზე ძვირფასი "
        "პუნქტია: დარტყმულ ქვას შესვლას უძნელებს და გზას უღობავს."
    ),
    "tutor.why.point5.kept": (
        "მე-5 პუნქტი: უკეთესი სვლა მას ინარჩუნებს, თქვენი კი თმობს. ეს სახლის ყველაზე "
        "ძვირფასი პუნქტია: დარტყმულ ქვას შესვლას უძნელებს და გზას უღობავს."
    ),
    "tutor.why.point7.made": (
        "ბარის პუნქტი (მე-7): უკეთესი სვლა მას იკავებს, თქვენი — არა. ის მეტოქის "
        "ჩამორჩენილ ქვებს გზას უღობავს."
    ),
    "tutor.why.point7.kept": (
        "ბარის პუნქტი (მე-7): უკეთესი სვლა მას ინარჩუნებს, თქვენი კი თმობს. ის მეტოქის "
        "ჩამორჩენილ ქვებს გზას უღობავს."
    ),
    "tutor.why.prime": (
        "ზედიზედ დაკავებული პუნქტები: უკეთესი სვლის შემდეგ — {best:num0}, თქვენის შემდეგ — "
        "{mine:num0}. რაც უფრო გრძელია ასეთი კედელი, მით უფრო ძნელია მეტოქის ქვისთვის მისი "
        "გადალახვა."
    ),
    "tutor.why.back": (
        "ჩამორჩენილი ქვები (მეტოქის სახლში და ბარზე): უკეთესი სვლის შემდეგ — "
        "{best:checkers0}, თქვენის შემდეგ — {mine:checkers0}. უკან დარჩენილ ქვას სახლამდე "
        "ყველაზე გრძელი გზა აქვს."
    ),
    "tutor.why.off": (
        "გატანა: უკეთესი სვლის შემდეგ გატანილია {best:checkers0}, თქვენის შემდეგ — "
        "{mine:checkers0}."
    ),
    "tutor.why.race": "რბოლა: უკეთესი სვლის შემდეგ {best:lead}, თქვენის შემდეგ — {mine:lead}.",
    "tutor.why.gammon": (
        "მარსით მოგების შანსი (შემფასებლის მიხედვით): უკეთესი სვლის შემდეგ — {best:pct}, "
        "თქვენის შემდეგ — {mine:pct}."
    ),
    "tutor.why.lose_gammon": (
        "მარსით წაგების საფრთხე (შემფასებლის მიხედვით): უკეთესი სვლის შემდეგ — {best:pct}, "
        "თქვენის შემდეგ — {mine:pct}."
    ),
    "tutor.why.win": (
        "მოგების შანსი (შემფასებლის მიხედვით): უკეთესი სვლის შემდეგ — {best:pct}, თქვენის "
        "შემდეგ — {mine:pct}."
    ),
    # — long nardi —
    "tutor.why.block": (
        "ზედიზედ დაკავებული პუნქტები: უკეთესი სვლის შემდეგ — {best:num0}, თქვენის შემდეგ — "
        "{mine:num0}. ასეთი რიგი მეტოქის ქვებს გზას უღობავს."
    ),
    "tutor.why.behind": (
        "მეტოქის ქვები თქვენი ყველაზე გრძელი რიგის უკან: უკეთესი სვლის შემდეგ — "
        "{best:checkers0}, თქვენის შემდეგ — {mine:checkers0}. ამ ქვებმა ჯერ ეს რიგი უნდა "
        "გადალახონ."
    ),
    "tutor.why.points": (
        "დაკავებული პუნქტები: უკეთესი სვლის შემდეგ — {best:num0}, თქვენის შემდეგ — "
        "{mine:num0}. გრძელ ნარდში ერთი ქვაც კეტავს პუნქტს, ამიტომ ყოველი დაკავებული პუნქტი "
        "მეტოქის სვლებს ზღუდავს."
    ),
    "tutor.why.stragglers": (
        "ჩამორჩენილი ქვები (მეტოქის სახლი ჯერ კიდევ წინ აქვთ): უკეთესი სვლის შემდეგ — "
        "{best:checkers0}, თქვენის შემდეგ — {mine:checkers0}. მეტოქის სახლი თქვენი გზის "
        "შუაშია: როცა ის ივსება, დაგვიანებულ ქვას გასასვლელი აღარ რჩება."
    ),
    "tutor.why.head": (
        "თავი: უკეთესი სვლის შემდეგ {best:head_left}, თქვენის შემდეგ — {mine:head_left}. "
        "თავიდან ყოველ სვლაზე მხოლოდ ერთი ქვა ჩამოდის, ამიტომ თავი დროულად უნდა დაიცალოს."
    ),
    "tutor.why.long_off": (
        "გატანა: უკეთესი სვლის შემდეგ გატანილია {best:checkers0}, თქვენის შემდეგ — "
        "{mine:checkers0}."
    ),
    "tutor.why.long_race": (
        "რბოლა: უკეთესი სვლის შემდეგ {best:lead}, თქვენის შემდეგ — {mine:lead}."
    ),
    "tutor.why.mars": (
        "მარსით მოგების შანსი (შემფასებლის მიხედვით): უკეთესი სვლის შემდეგ — {best:pct}, "
        "თქვენის შემდეგ — {mine:pct}."
    ),
    "tutor.why.lose_mars": (
        "მარსით წაგების საფრთხე (შემფასებლის მიხედვით): უკეთესი სვლის შემდეგ — {best:pct}, "
        "თქვენის შემდეგ — {mine:pct}."
    ),
    "tutor.why.long_win": (
        "მოგების შანსი (შემფასებლის მიხედვით): უკეთესი სვლის შემდეგ — {best:pct}, თქვენის "
        "შემდეგ — {mine:pct}."
    ),
    # — the concepts, as the links to the book read —
    "tutor.concept.shots": "ბლოტი და დარტყმის შანსი",
    "tutor.concept.opp_bar": "დარტყმა და ბარი",
    "tutor.concept.home_points": "შესვლის შანსი",
    "tutor.concept.point5": "შესვლის შანსი",
    "tutor.concept.point7": "ჩაკეტილი სახლი",
    "tutor.concept.prime": "ჩაკეტილი სახლი",
    "tutor.concept.back": "საყრდენი",
    "tutor.concept.off": "გატანა",
    "tutor.concept.race": "პიპების ჯამი",
    "tutor.concept.gammon": "მარსი",
    "tutor.concept.lose_gammon": "მარსი",
    "tutor.concept.win": "პარტიის ღირებულება",
    "tutor.concept.block": "ბლოკი",
    "tutor.concept.behind": "ბლოკი",
    "tutor.concept.points": "ერთი ქვაც კეტავს პუნქტს",
    "tutor.concept.stragglers": "ჩამორჩენილი ქვები",
    "tutor.concept.head": "თავის წესი",
    "tutor.concept.long_off": "გატანა გრძელ ნარდში",
    "tutor.concept.long_race": "პიპების ჯამი",
    "tutor.concept.mars": "ოინი და მარსი",
    "tutor.concept.lose_mars": "ოინი და მარსი",
    "tutor.concept.long_win": "ოინი და მარსი",
}
