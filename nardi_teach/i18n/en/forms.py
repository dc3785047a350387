"""English grammatical forms: the helpers the templates' ``{x:form}`` placeholders call."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any


def _point(n: int, case: str) -> str:
    if n == 25:
        forms = {"nom": "the bar", "loc": "on the bar", "from": "from the bar", "gen": "the bar's"}
        return forms[case]
    if n == 0:
        return {"nom": "off", "loc": "off the board", "from": "from off the board",
                "gen": "off"}[case]
    return {"nom": f"point {n}", "loc": f"on point {n}", "from": f"from point {n}",
            "gen": f"point {n}'s"}[case]


def _points(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    if len(pts) == 1:
        return _point(pts[0], "nom")
    return "points " + ", ".join(str(p) for p in pts[:-1]) + f" and {pts[-1]}"


def _points_or_loc(points: Iterable[int]) -> str:
    pts = sorted(points, reverse=True)
    return "on " + " or ".join(_point(p, "nom") for p in pts)


_SIDE = {"player": "The player on roll", "opponent": "The opponent", "": "A player"}

FORMS: dict[str, Callable[[Any], str]] = {
    "die": lambda n: f"{n}",
    "die_ins": lambda n: f"with the {n}",
    "die_gen": lambda n: f"the {n}'s",
    "die_dat": lambda n: f"the {n}",
    "nom": lambda n: _point(n, "nom"),
    "loc": lambda n: _point(n, "loc"),
    "from": lambda n: _point(n, "from"),
    "gen": lambda n: _point(n, "gen"),
    "pts": _points,
    "pts_or_loc": _points_or_loc,
    "side": lambda side: _SIDE.get(side, str(side)),
    "dice": lambda dice: "-".join(str(d) for d in dice),
    "equity": lambda x: f"{x:.3f}",  # an equity (points a game), 3 decimals
    "advice": lambda play: ("" if not play else " No move is possible with this roll."
                            if play == "pass" else f" For example: {play}."),
    "side_name": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
    "side_erg": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
    "side_dat": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
}

