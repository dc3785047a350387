"""Georgian messages: the fourth robustness round (issue 40) — pupils' names, untrusted
files, teachers' files."""

MESSAGES: dict[str, str] = {
    "teach.pupil.too_long": "სახელი ძალიან გრძელია: მასში {max} ნიშანზე მეტი არ უნდა იყოს.",
    "teach.class.bad_call": (
        "ფაილები ვერ წავიკითხე: "
        "ერთად ძალიან დიდია. აირჩიეთ ნაკლები ფაილი ერთდროულად."
    ),
}
