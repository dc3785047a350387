"""Georgian messages: the board for every reader — keyboard and screen reader (issue 23)."""

MESSAGES: dict[str, str] = {
    # — what a point says to the keyboard cursor (data-label on every point) —
    "a11y.point": "{point:nom}: {what}.",
    "a11y.bar": "ბარი: {what}.",
    "a11y.off": "გატანილი ქვები: {what}.",
    "a11y.checkers": "{count} {side} ქვა",
    "a11y.empty": "ცარიელია",
    "a11y.mark.legal": "აქ შეიძლება ქვის გადაყვანა.",
    "a11y.mark.hit": "აქ გადაყვანით მეტოქის ქვას დაარტყამთ.",
    "a11y.mark.selected": "ეს ქვა აღებულია.",
    "a11y.mark.blocked": "პუნქტი დაკავებულია.",
    "a11y.mark.highest": "ყველაზე მაღალი დაკავებული პუნქტი.",
    # issue 41: whether the picked-up checker can go there, or whether this point's can move
    "a11y.mark.cannot": "აღებული ქვა აქ ვერ გადავა.",
    "a11y.mark.movable": "ამ პუნქტიდან ქვის გადაყვანა შეიძლება.",
    "a11y.figure_chart": "დიაგრამა — {title}",
    "a11y.play_empty": "ჩაწერეთ მთელი სვლა, მაგალითად: 13/7 8/7.",
    # — the page's own texts (nardi_live.js, through live.ui_strings) —
    "a11y.keys": (
        "კლავიატურით: ისრები — პუნქტიდან პუნქტზე; Enter ან Space — ქვის აღება და დადება; "
        "Escape — აღებული ქვის დაბრუნება; U — გადაადგილების გაუქმება; R — კამათლების "
        "გაგორება; C — სვლის დადასტურება; D — გაორმაგება; P — პოზიციის წაკითხვა; F — დაფა "
        "მთელ ეკრანზე (პროექტორისთვის) და უკან, Escape-იც აბრუნებს; ? — ამ მინიშნების ჩვენება "
        "და დამალვა. ასოიანი კლავიშები ქართულ განლაგებაშიც მუშაობს."
    ),
    "a11y.board": "ნარდის დაფა — კლავიატურით სათამაშო",
    "a11y.play_label": "სვლა ჩანაწერით",
    "a11y.play_placeholder": "მაგ. 13/7 8/7",
    "a11y.play_button": "ჩაწერილი სვლა",
    "a11y.not_now": "ეს მოქმედება ახლა შეუძლებელია: {detail}.",
    "a11y.large": "დაფა მთელ ეკრანზე",
    "a11y.how": "როგორ ვითამაშო აქ",
}
