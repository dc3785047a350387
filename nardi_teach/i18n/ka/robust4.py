"""Georgian messages: the fourth robustness round (issue 40) — pupils' names, untrusted
files, teachers' files, IDs."""

MESSAGES: dict[str, str] = {
    "teach.pupil.too_long": "სახელი ძალიან გრძელია: მასში {max} ნიშანზე მეტი არ უნდა იყოს.",
    "teach.class.bad_call": (
        "ფაილები ვერ წავიკითხე: ერთად ძალიან დიდია. აირჩიეთ ნაკლები ფაილი ერთდროულად."
    ),
    "lesson.too_long": (
        "გაკვეთილი ძალიან დიდია: {n} ნიშანი, წიგნის გვერდი კი {limit} ნიშანზე მეტს ვერ "
        "კითხულობს. შეამოკლეთ ტექსტები ან გაყავით ის ორ გაკვეთილად."
    ),
    "ex.bank.duplicate_id": (
        "ეს id უკვე აქვს სხვა სავარჯიშოს ({first}). id მთელ კრებულში ერთხელ უნდა იყოს: "
        "ერთ-ერთი შეცვალეთ."
    ),
    "id.no_xgid": (
        "XGID მოკლე ნარდის დაფას აღწერს; ამ თამაშის პოზიცია თავისი ID-ით ჩაწერეთ, "
        "მაგალითად: {example}."
    ),
}
