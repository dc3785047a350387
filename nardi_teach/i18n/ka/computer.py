"""Georgian messages: the computer's evaluator — the tutor's verdicts and the top level's name."""

MESSAGES: dict[str, str] = {
    "computer.level_name.expert": "ოსტატის",
    # — the tutor (issue 22): gnubg's thresholds, the equity lost, the better choice —
    "tutor.play.good": "კარგი სვლაა.",
    "tutor.play.doubtful": (
        "საეჭვო სვლაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ. უკეთესია: {best}."
    ),
    "tutor.play.bad": (
        "ცუდი სვლაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ. უკეთესია: {best}."
    ),
    "tutor.play.very_bad": (
        "ძალიან ცუდი სვლაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ. უკეთესია: {best}."
    ),
    "tutor.cube.good": "კუბით სწორად მოიქეცით.",
    "tutor.cube.doubtful": (
        "კუბის საეჭვო გადაწყვეტილებაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ. "
        "უკეთესია: {best}."
    ),
    "tutor.cube.bad": (
        "კუბის ცუდი გადაწყვეტილებაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ. "
        "უკეთესია: {best}."
    ),
    "tutor.cube.very_bad": (
        "კუბის ძალიან ცუდი გადაწყვეტილებაა: პარტიაში საშუალოდ {loss:equity} ქულა გიჯდებათ. "
        "უკეთესია: {best}."
    ),
    "tutor.action.double": "გაორმაგება",
    "tutor.action.no_double": "სროლა გაორმაგების გარეშე",
    "tutor.action.take": "მიღება",
    "tutor.action.pass": "უარი",
}
