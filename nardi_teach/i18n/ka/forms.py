"""Georgian grammatical forms: the helpers the templates' ``{x:form}`` placeholders call."""

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
    "equity": lambda x: f"{x:.3f}".replace(".", ","),  # an equity (points a game), 3 decimals
    "advice": lambda play: ("" if not play else " ამ სროლით სვლა შეუძლებელია."
                            if play == "pass" else f" მაგალითად, {play}."),
    "side_name": lambda s: {"X": "თეთრი", "O": "შავი"}.get(s, str(s)),
    "side_erg": lambda s: {"X": "თეთრმა", "O": "შავმა"}.get(s, f"{s}-მა"),
    "side_dat": lambda s: {"X": "თეთრს", "O": "შავს"}.get(s, f"{s}-ს"),
}

