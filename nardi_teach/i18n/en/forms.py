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


_NUMBER = {1: "one", 2: "two", 3: "three", 4: "four"}

_SIDE = {"player": "The player on roll", "opponent": "The opponent", "": "A player"}

_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
          9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen", 14: "fourteen",
          15: "fifteen"}


def count(n: int, noun: str, plural: str = "") -> str:
    """``n`` of ``noun``: "no checker", "one checker", "two checkers", "16 checkers"."""
    many = plural or noun + "s"
    if n == 0:
        return f"no {noun}"
    return f"{_WORDS.get(n, str(n))} {noun if n == 1 else many}"


def roll_text(dice: Any) -> str:
    """A roll as the book writes it: "6-5", a double "6-6" (never its four moves)."""
    if isinstance(dice, str):
        return dice
    if not isinstance(dice, tuple | list):
        return str(dice)
    return "-".join(str(int(d)) for d in dice)


def _left(dice: Any) -> str:
    values = sorted((int(d) for d in dice), reverse=True)
    if values and len(set(values)) == 1 and len(values) > 1:
        return f"{_WORDS[len(values)]} {values[0]}s"
    return " and ".join(f"the {d}" for d in values)


def _with_dice(values: tuple[Any, Any]) -> str:
    left, roll = values
    left = tuple(int(d) for d in left)
    if roll:
        text, moves = roll
        if sorted(left) == sorted(int(m) for m in moves):
            return f"this roll ({text})"
    elif len(left) == 2:
        return f"this roll ({roll_text(left)})"
    elif len(left) == 4 and len(set(left)) == 1:
        return f"this roll ({left[0]}-{left[0]})"
    return "the dice left (" + _left(left) + ")"


def _n_plays(values: tuple[int, int, bool]) -> str:
    n, moves, double = values
    if n == 0:
        return "This roll has no legal play."
    if double:
        uses = "all four moves of the double" if moves == 4 else (
            f"{count(moves, 'move')} of the double")
    else:
        uses = "one die only" if moves == 1 else "both dice"
    if n == 1:
        return f"This roll has only one legal play; it uses {uses}."
    return f"This roll has {_WORDS.get(n, str(n))} different legal plays; each uses {uses}."


def _result_why(values: tuple[int, int, int, str]) -> str:
    off, bar, home, result = values
    if off:
        text = f"The loser has borne off {count(off, 'checker')}, so this is {result}."
        if bar or home:
            text += " Checkers left on the bar or in the winner's home do not change that."
        return text
    if not bar and not home:
        return ("The loser has borne off no checker, and none is on the bar or in the winner's "
                f"home: this is {result}.")
    where = []
    if bar:
        where.append(f"{count(bar, 'checker')} on the bar")
    if home:
        where.append(f"{count(home, 'checker')} in the winner's home")
    return f"The loser has borne off no checker and has {' and '.join(where)}: this is {result}."


def _all_home(off: int) -> str:
    if off == 0:
        return "Every checker is home — bearing off is allowed."
    return (f"Every checker left is home ({count(off, 'checker')} off already) — bearing off "
            "is allowed.")


def _rules_label(rules: Any) -> str:
    ids = [r for r in (rules.split(", ") if isinstance(rules, str) else list(rules)) if r]
    return ("Rule " if len(ids) == 1 else "Rules: ") + ", ".join(ids)


def _solved(values: tuple[int, int]) -> str:
    solved, total = values
    if solved == 0:
        return f"No exercise solved yet (of {total})."
    return f"Solved in all: {solved} of {total} exercises."


def _tally(values: tuple[int, int]) -> str:
    mistakes, hints = values
    return f"{count(mistakes, 'mistake')}, {count(hints, 'hint')}"


# — the tutor's reasons (issue 39) —

def _shots(values: tuple[int, int]) -> str:
    """Blots left and the opponent's rolls (of 36) that hit one of them."""
    blots, hits = values
    if blots == 0:
        return "you leave no blot"
    if hits == 0:
        return ("your blot is safe: no roll of the opponent's hits it" if blots == 1 else
                f"your {_WORDS.get(blots, str(blots))} blots are safe: no roll of the "
                "opponent's hits them")
    if blots == 1:
        return f"{hits} of the opponent's 36 rolls hit your blot"
    return (f"{hits} of the opponent's 36 rolls hit at least one of your "
            f"{_WORDS.get(blots, str(blots))} blots")


def _lead(n: int) -> str:
    if n == 0:
        return "the race is even"
    if n > 0:
        return f"you lead the race by {n} pip{'' if n == 1 else 's'}"
    return f"you trail in the race by {-n} pip{'' if n == 1 else 's'}"


FORMS: dict[str, Callable[[Any], str]] = {
    "lacks_fields": lambda s: (f"the fields {s}" if ", " in str(s) else f"the field {s}"),
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
    "dice": roll_text,
    "with_dice": _with_dice,
    "dice_rest": lambda values: (f"dice: {values[1][0]}" if values[1] and sorted(
        int(d) for d in values[0]) == sorted(int(m) for m in values[1][1])
        else "dice left: " + roll_text(values[0])),
    "left": _left,
    "dice_left": lambda values: "the dice left (" + _left(values[0]) + ")",
    "equity": lambda x: f"{x:.3f}",  # an equity (points a game), 3 decimals
    "advice": lambda play: ("" if not play else " No move is possible with this roll."
                            if play == "pass" else f" For example: {play}."),
    "side_name": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
    "side_erg": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
    "side_dat": lambda s: {"X": "White", "O": "Black"}.get(s, str(s)),
    # numbers: the noun agrees, and 0 is "no …"
    "checkers": lambda n: count(n, "checker"),
    "opp_checkers": lambda n: count(n, "opposing checker"),
    "moves": lambda n: count(n, "move"),
    "plays": lambda n: count(n, "legal play"),
    "points": lambda n: count(n, "point"),
    "score": lambda n: count(n, "point"),
    "stars": lambda n: count(n, "star"),
    "exercises": lambda n: count(n, "exercise"),
    "mistakes": lambda n: count(n, "miss", "misses"),
    "values": lambda n: count(n, "value"),
    "records": lambda n: count(n, "record"),
    "answers": lambda n: count(n, "answer"),
    "pupils": lambda n: count(n, "pupil"),
    "rules_label": _rules_label,
    "all_home": _all_home,
    "n_plays": _n_plays,
    "result_why": _result_why,
    "solved": _solved,
    "tally": _tally,
    "side_gen": lambda s: {"X": "White's", "O": "Black's"}.get(s, f"{s}'s"),
    "count": lambda n: _NUMBER.get(n, str(n)),
    "moves_cap": lambda n: f"{_NUMBER.get(n, str(n))} move{'' if n == 1 else 's'}".capitalize(),
    "pass": lambda n: "passes" if n == 1 else "pass",
    "them": lambda n: "it" if n == 1 else "them",
    "is": lambda n: "is" if n == 1 else "are",
    # the tutor's reasons (issue 39)
    "shots": _shots,
    "opp_bar": lambda n: count(n, "checker"),
    "lead": _lead,
    "num0": lambda n: _WORDS.get(n, str(n)) if n else "none",
    "checkers0": lambda n: count(n, "checker"),
    "points0": lambda n: count(n, "point"),
    "pct": lambda n: f"{n}%",
    "cross_gap": lambda n: ("every checker is past it" if n == 0 else
                            f"your rear checkers still need {n} pip{'' if n == 1 else 's'} "
                            "to get past it"),
    "home_gap": lambda n: ("every checker is home" if n == 0 else
                           f"your checkers outside still need {n} pip{'' if n == 1 else 's'} "
                           "to get home"),
}
