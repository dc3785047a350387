"""English messages."""

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
    "dice": lambda dice: "-".join(str(d) for d in dice),
}

MESSAGES: dict[str, str] = {
    "side.white": "White",
    "side.black": "Black",
    "word.yes": "yes",
    "word.no": "no",
    "rule": "rule {rule}",
    # — board —
    "board.title": "Nardi board",
    "board.bottom": (
        "{side}'s checkers are at the bottom, home in the bottom "
        "{corner} corner; points are numbered from their side."
    ),
    "board.corner.right": "right",
    "board.corner.left": "left",
    "board.turn": "{side} to play.",
    "board.side_checkers": "{side}: {items}.",
    "board.on_point": "{count} {point:loc}",
    "board.on_bar": "{count} on the bar",
    "board.borne_off": "{count} borne off",
    "board.pips": "pip count {pips}",
    "board.pips_short": "pips {pips}",
    "board.off_short": "off {count}",
    "board.score_short": "score {points}/{length}",
    "board.score_short_money": "score {points}",
    "board.on_roll": "to play",
    "board.dice": "Dice: {dice:dice}.",
    "board.dice_left": "Dice left: {dice:dice}.",
    "board.dice_none": "All dice are used.",
    "board.cube_centre": "The doubling cube is in the middle (stake {value}).",
    "board.cube_owned": "The doubling cube is on {value}, owned by {side}.",
    "board.crawford": "Crawford game: no cube in this game.",
    "board.crawford_short": "Crawford game",
    "board.score_match": "Match to {length}; score: White {white}, Black {black}.",
    "board.score_money": "Score: White {white}, Black {black}.",
    "board.dance": "no move possible",
    "board.bar": "bar",
    "board.off": "off",
    "board.mark.legal": "Possible moves: {where}.",
    "board.mark.blocked": "Blocked points: {where}.",
    "board.mark.highest": "Highest occupied point: {where}.",
    "board.mark.selected": "Selected checker: {where}.",
    "board.mark.hit": "Hit: {where}.",
    "illegal.no_checker": "You have no checker {src:loc}, so nothing can move from there.",
    "illegal.wrong_direction": (
        "Checkers only move forwards, towards home: {src:from} to {dst:nom} would go backwards."
    ),
    "illegal.die_not_rolled": (
        "{src:from} to {dst:nom} is {distance} pips, and this roll ({dice:dice}) cannot make that: "
        "each die is a separate move."
    ),
    "illegal.dice_used_up": "All the dice of this roll ({dice:dice}) have been used.",
    "illegal.point_blocked": (
        "The {die:die} cannot be played {src:from}: {dst:nom} is held by {count} opposing checkers."
    ),
    "illegal.intermediate_blocked": (
        "One checker cannot go {src:from} to {dst:nom}: using both dice it must stop on an "
        "intermediate point first, and the opponent holds {via:pts}."
    ),
    "illegal.must_enter_first": (
        "You have a checker on the bar: until every checker on the bar has entered, no other "
        "checker may move."
    ),
    "illegal.entry_blocked": (
        "The {die:die} cannot enter from the bar: the entry point, {dst:nom}, is held by "
        "{count} opposing checkers."
    ),
    "illegal.enter_single_die": (
        "A checker enters with the number of one die, never with the sum: it cannot enter "
        "{dst:loc}, because it would first have to enter on {via:pts}, which is blocked."
    ),
    "illegal.bear_off_not_home": (
        "You cannot bear off yet: you still have a checker outside your home board ({where:pts}). "
        "All 15 must be home first."
    ),
    "illegal.bear_off_bar": (
        "Bearing off has stopped: you have a checker on the bar. It must enter, travel round and "
        "come home again before bearing off resumes."
    ),
    "illegal.bear_off_higher": (
        "The {die:die} cannot bear off {src:from}: there is still a checker {higher:loc}. A number "
        "larger than needed bears off only from the highest occupied point, so here the "
        "{die:die} must be played as a move inside your home."
    ),
    "illegal.bear_off_too_small": (
        "The {die:die} cannot bear off {src:from}: that needs at least a {need:die}. A number "
        "smaller than the point is an ordinary move inside home."
    ),
    "illegal.must_use_both": (
        "This uses only one die, but both can be played — for example {example}. When both dice "
        "can be played, both must be."
    ),
    "illegal.must_use_both_after": (
        "Played like this, the {die:die} leaves no legal {other:die}, yet both dice can be "
        "played — for example {example}."
    ),
    "illegal.must_use_higher": (
        "The two dice cannot both be played, so the higher one, the {high:die}, must be — for "
        "example {example}."
    ),
    "illegal.must_play_more_double": (
        "{possible} moves of this double can be played and you made {used}. You must play as "
        "many as possible — for example {example}."
    ),
    "illegal.must_play_more_double_after": (
        "Played like this, only {would} moves of the double can be made, but {possible} are "
        "possible — for example {example}."
    ),
    "illegal.must_move": "You may not pass: this roll can be played — for example {example}.",
    "illegal.too_many_moves": "This roll ({dice:dice}) gives only {n} moves.",
    "illegal.game_over": "All your checkers are off — the game is over.",
    "illegal.not_legal": "This play is not legal in this position with this roll ({dice:dice}).",
    "illegal.dance": "No move is possible with this roll ({dice:dice}): the turn passes.",
    "notation.syntax": (
        "Could not read “{text}”. Write plays like 24/18 13/11, 13/7*/2, bar/22, 6/off, 8/2(2)."
    ),
    "notation.point": (
        "“{token}” is not a point: points run from 1 to 24, the bar is bar (or 25), off is off "
        "(or 0)."
    ),
    "notation.ambiguous": (
        "“{text}” could mean several different plays ({options}). Mark the hit (*) or name the "
        "intermediate point."
    ),
    "dice.value": "A die shows 1 to 6, and {value!r} is not one of those.",
    "dice.syntax": "Could not read the roll “{text}”: write it as 6-5, 65 or 6 5.",
    "dice.count": "A roll is two dice, not {count} values.",
    "position.too_many": (
        "{side}: {count} checkers on the board and the bar, but each player has 15 in all."
    ),
    "position.negative": "A checker count cannot be negative ({where}).",
    "position.both_colours": "{point:nom} cannot hold checkers of both colours (rule R19).",
    "position.shape": "A position needs 26 slots per side (off, 1–24, bar).",
    "position.key": "“{key}” is not a point: use 1–24, bar or off.",
    "position.off": "{side}: {off} borne off does not match the {count} left on the board.",
    "id.position": (
        "“{text}” is not a GNU Backgammon Position ID: it has 14 characters (A–Z, a–z, 0–9, +, /) "
        "encoding 80 bits."
    ),
    "id.position_content": "Position ID “{text}” describes an impossible position: {detail}",
    "id.xgid": (
        "“{text}” is not an XGID position: it has 26 characters — '-', A–O (first player) and "
        "a–o (second)."
    ),
    "id.xgid_field": "XGID “{text}”: field “{field}” is wrong ({detail}).",
}
