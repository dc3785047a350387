"""Georgian messages: the review queue and the progress page."""

MESSAGES: dict[str, str] = {
    # — review: the review queue and the progress page (issue 15) —
    "review.chapter": "თავი {n}",
    "review.part.short": "პირველი ნაწილი. მოკლე ნარდი",
    "review.part.long": "მეორე ნაწილი. გრძელი ნარდი",
    "review.item": "„{chapter}“, სავარჯიშო {n}",
    "review.stage": "გამეორება {stage} / {stages}",
    "review.due_title": "ახლა გასამეორებელია {n} სავარჯიშო.",
    "review.nothing_due": "ახლა გასამეორებელი არაფერია. შემდეგი სავარჯიშო {when} დაბრუნდება.",
    "review.empty": "ჯერ გასამეორებელი არაფერია: შეცდომა არ დაგიშვიათ და არც ამოხსნა გაგიხსნიათ.",
    "review.upcoming_title": "მომდევნო გამეორებები",
    "review.next": "ეს სავარჯიშო კვლავ {when} დაბრუნდება.",
    "review.learned": "ეს სავარჯიშო უკვე იცით: ის გამეორების რიგიდან გავიდა.",
    "review.when.hours": "{n} საათში",
    "review.when.tomorrow": "ხვალ",
    "review.when.days": "{n} დღეში",
    "review.when.date": "{day} {month}",
    "review.when.date_year": "{year} წლის {day} {month}",
    "review.month.1": "იანვარს",
    "review.month.2": "თებერვალს",
    "review.month.3": "მარტს",
    "review.month.4": "აპრილს",
    "review.month.5": "მაისს",
    "review.month.6": "ივნისს",
    "review.month.7": "ივლისს",
    "review.month.8": "აგვისტოს",
    "review.month.9": "სექტემბერს",
    "review.month.10": "ოქტომბერს",
    "review.month.11": "ნოემბერს",
    "review.month.12": "დეკემბერს",
    "review.col.chapter": "თავი",
    "review.col.solved": "ამოხსნილი სავარჯიშოები",
    "review.col.stars": "გაკვეთილი",
    "review.total": "{solved+total:solved}",
    "review.stars": "{n} ვარსკვლავი სამიდან",
    "review.no_stars": "გაკვეთილი ჯერ არ დაგისრულებიათ",
    "review.note.unreadable": (
        "ამ ბრაუზერში შენახული პასუხების ჩანაწერი დაზიანებულია და ვერ წავიკითხე. არაფერი "
        "წაშლილა: შემდეგი პასუხის შენახვისას ძველი ჩანაწერი ცალკე გადაიდება და ახალი დაიწყება."
    ),
    "review.note.bad": (
        "შენახული პასუხებიდან {n} ჩანაწერი ვერ წავიკითხე და გამოვტოვე; დანარჩენი ქვემოთ ჩანს, "
        "არაფერი წაშლილა."
    ),
    "review.note.unknown": (
        "{n} შენახული სავარჯიშო წიგნში აღარ არის (ალბათ წიგნის ძველი ვერსიიდანაა) და "
        "გამოვტოვე."
    ),
    "review.note.untimed": (
        "{n:untimed}"
    ),
    "review.note.future": (
        "{n:future}"
    ),
    "review.note.lessons": (
        "გაკვეთილების ვარსკვლავების ჩანაწერი დაზიანებულია და ვერ წავიკითხე; ის არ წაშლილა."
    ),
    "review.note.lessons_part": (
        "გაკვეთილების ვარსკვლავების ნაწილი ვერ წავიკითხე და გამოვტოვე."
    ),
    "review.static": (
        "გასამეორებელი სავარჯიშოების სია ამ ბრაუზერში შენახული პასუხებიდან დგება და აქ "
        "გამოჩნდება, როგორც კი გვერდი ჩაიტვირთება."
    ),
    "review.progress_static": (
        "ცხრილი ამ ბრაუზერში შენახული პასუხებით შეივსება, როგორც კი გვერდი ჩაიტვირთება."
    ),
    "review.lab_file": "პროგრესი ინახება ფაილში {path}.",
    "review.refresh": "განახლება",
}
