"""Exercise kinds about scoring, the cube, matches and chouette: the answers come from
``nardi_teach.scoring``, ``cube``, ``match`` and ``chouette`` (R92–R140, C3–C6, C9, C20–C24).

Sides are named as in the drills: ``X`` (WHITE, on roll) and ``O`` (BLACK).
"""

from __future__ import annotations

from typing import Any

from ...core.board import BLACK, WHITE, Color
from ...i18n import translate
from ..answers import NONE_WORDS, normal, read_ints, read_names
from ..model import BankError, Exercise, Result
from ..registry import register
from .base import ChoiceKind, IntKind, Kind, YesNoKind, rule_note

CUBE_FIELDS = ("cube_kind", "cube", "owner", "auto", "takes")
"""The cube's fields: its value and owner, then automatic doubles and the doubles taken."""
RULES_FIELDS = ("backgammon_multiplier", "jacoby", "auto_double_counts_as_turned",
                "auto_doubles")
"""The optional rules' fields (R98, R127, R125)."""
MATCH_FIELDS = ("length", "score", "crawford", "results")
"""A match's fields: its length, the score, the Crawford flag and the games played."""

_SIDES = {"x": WHITE, "o": BLACK, "white": WHITE, "black": BLACK}


def _side(ex: Exercise, value: Any) -> Color | None:
    if value is None or str(value).lower() in ("centre", "center", "none", "null", "-"):
        return None
    try:
        return _SIDES[str(value).lower()]
    except KeyError:
        raise BankError("ex.bank.param", where=ex.source, id=ex.id, name=str(value)) from None


def _name(color: Color | None) -> str:
    return "centre" if color is None else ("X" if color == WHITE else "O")


def _rules(ex: Exercise) -> Any:
    from ...games.rules import Rules

    return Rules(backgammon_multiplier=int(ex.params.get("backgammon_multiplier", 3)),
                 jacoby=bool(ex.params.get("jacoby", False)),
                 jacoby_auto_double_counts_as_turned=bool(
                     ex.params.get("auto_double_counts_as_turned", False)),
                 auto_doubles=bool(ex.params.get("auto_doubles", False)))


def _cube(ex: Exercise) -> Any:
    """The cube after ``auto`` automatic doubles and the doubles taken by ``takes``;
    ``cube_kind: raise`` is YellowClub's raise cube (V68)."""
    from ...games.cube import Cube
    from ...games.rules import CubeKind

    kind = CubeKind.RAISE if ex.params.get("cube_kind") == "raise" else CubeKind.DOUBLING
    cube = Cube(int(ex.params.get("cube", 1)), _side(ex, ex.params.get("owner")), kind=kind)
    rules = _rules(ex)
    for _ in range(min(int(ex.params.get("auto", 0)), rules.max_auto_doubles)):
        cube = cube.auto_doubled()
    for taker in ex.params.get("takes", ()):
        cube = cube.taken_by(_side(ex, taker))
    return cube


def _result(ex: Exercise) -> Any:
    from ...games.scoring import GameResult, result_of

    if "result" in ex.params:
        return GameResult[str(ex.params["result"]).upper()]
    position = ex.board
    if position is None:
        raise BankError("ex.bank.param", where=ex.source, id=ex.id, name="position")
    if ex.is_long:  # L9: no koks in long nardi
        from ...games.long_game import long_result_of

        return long_result_of(position)
    return result_of(position)


class ResultKind(ChoiceKind):
    """Oin, mars or koks? (R94–R97, C3) from a finished position."""

    name, needs = "result", ("position",)

    def label(self, key: str, lang: str | None) -> str:
        return translate(f"result.{key}", lang)

    def value(self, ex: Exercise) -> str:
        return _result(ex).name.lower()

    def options(self, ex: Exercise) -> tuple[str, ...]:
        return ("single", "gammon") if ex.is_long else ("single", "gammon", "backgammon")

    def rule(self, ex: Exercise) -> str | None:
        return "L9, R161" if ex.is_long else _result(ex).rule

    def explain(self, ex: Exercise, lang: str | None) -> str:
        position = ex.board
        assert position is not None
        winner = position.winner()
        if ex.is_long:
            loser = position.checkers(winner.other) if winner is not None else position.opponent
            return translate("ex.result_why_long", lang, off=loser[0],
                             result=self.label(self.value(ex), lang))
        loser = position.checkers(winner.other) if winner is not None else position.opponent
        return translate("ex.result_why", lang, off=loser[0], bar=loser[25],
                         home=sum(loser[19:25]), result=self.label(self.value(ex), lang))


class ScoreKind(IntKind):
    """Points the winner scores: cube × result, ×2 backgammon option, Jacoby (R93, R98, R127)."""

    name = "score"
    optional = ("position", "result", *CUBE_FIELDS, *RULES_FIELDS)

    def value(self, ex: Exercise) -> int:
        from ...games.scoring import points

        return points(_result(ex), _cube(ex), _rules(ex))

    def explain(self, ex: Exercise, lang: str | None) -> str:
        from ...games.scoring import jacoby_applies

        result, cube, rules = _result(ex), _cube(ex), _rules(ex)
        multiplier = 1 if jacoby_applies(cube, rules) else result.multiplier(rules)
        text = translate("ex.score_why", lang, result=result.label(lang), cube=cube.value,
                         mult=multiplier, points=self.value(ex))
        if jacoby_applies(cube, rules) and result.multiplier(rules) > 1:
            text += " " + translate("ex.jacoby_note", lang)
        return text


class DropKind(IntKind):
    """What a refused double costs: the pre-offer value, as oin (R100, R109, C5)."""

    name = "drop"
    optional = (*CUBE_FIELDS, *RULES_FIELDS)

    def value(self, ex: Exercise) -> int:
        from ...games.scoring import drop_points

        return drop_points(_cube(ex))

    def explain(self, ex: Exercise, lang: str | None) -> str:
        raised = ex.params.get("cube_kind") == "raise"  # the raise cube says აწევა (V68)
        return translate("ex.drop_why_raise" if raised else "ex.drop_why", lang,
                         cube=_cube(ex).value)


class MayDoubleKind(YesNoKind):
    """May X double now?  ``cube``/``owner``, ``rolled``, ``crawford``, ``length`` and
    ``score`` (the Crawford game follows from the score), position irrelevant (R66, C9)."""

    name = "may_double"
    optional = (*CUBE_FIELDS, *RULES_FIELDS, *MATCH_FIELDS, "rolled")

    def _refusal(self, ex: Exercise) -> tuple[str, str] | None:
        from ...games.cube import refusal_of_double

        crawford = bool(ex.params.get("crawford", False))
        length = int(ex.params.get("length", 0))
        if "score" in ex.params:
            crawford = _match(ex).crawford
        return refusal_of_double(_cube(ex), WHITE, on_roll=WHITE,
                                 rolled=bool(ex.params.get("rolled", False)), crawford=crawford,
                                 match_length=length, rules=_rules(ex))

    def value(self, ex: Exercise) -> bool:
        return self._refusal(ex) is None

    def rule(self, ex: Exercise) -> str | None:
        refusal = self._refusal(ex)
        return refusal[1] if refusal else super().rule(ex)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        refusal = self._refusal(ex)
        return translate(refusal[0], lang) if refusal else translate("ex.may_double_yes", lang)


class CubeValueKind(IntKind):
    """The cube after the doubles (``ask``: value, face, next)."""

    name = "cube_value"
    optional = (*CUBE_FIELDS, *RULES_FIELDS, "ask")

    def value(self, ex: Exercise) -> int:
        cube = _cube(ex)
        return {"value": cube.value, "face": cube.face, "next": cube.next_value}[
            str(ex.params.get("ask", "value"))]

    def explain(self, ex: Exercise, lang: str | None) -> str:
        cube = _cube(ex)
        if ex.params.get("ask") == "next":  # the answer's own reason: what the next offer makes
            raised = ex.params.get("cube_kind") == "raise"
            return translate("ex.cube_next_raise" if raised else "ex.cube_next", lang,
                             value=cube.value, next=cube.next_value)
        return translate("ex.cube_why", lang, value=cube.value, face=cube.face,
                         owner=translate(f"ex.opt.{_name(cube.owner)}", lang))


class CubeOwnerKind(ChoiceKind):
    """Who owns the cube after the doubles: X, O, or nobody (centred) (R105, R110, R125)."""

    name = "cube_owner"
    optional = (*CUBE_FIELDS, *RULES_FIELDS)

    def options(self, ex: Exercise) -> tuple[str, ...]:
        return ("X", "O", "centre")

    def value(self, ex: Exercise) -> str:
        return _name(_cube(ex).owner)

    explain = CubeValueKind.explain


def _match(ex: Exercise) -> Any:
    from ...games.match import MatchState

    length = int(ex.params.get("length", 0))
    if "score" in ex.params:
        x, o = (int(s) for s in ex.params["score"])
        state = MatchState.at(length, (x, o), crawford=ex.params.get("crawford"))
    else:
        state = MatchState(length)
    for winner, pts in ex.params.get("results", ()):
        state = state.after(_side(ex, winner), int(pts))
    return state


class CrawfordGameKind(IntKind):
    """Which game (1-based) of the ``results`` is/was the Crawford game?  ``0``/none if none
    (R120, R121, C6)."""

    name = "crawford_game"
    optional = MATCH_FIELDS

    def value(self, ex: Exercise) -> int:
        return _match(ex).crawford_game or 0

    def read(self, answer: Any) -> Any:
        return 0 if normal(answer) in NONE_WORDS else super().read(answer)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return _match_note(ex, lang)


def _match_note(ex: Exercise, lang: str | None) -> str:
    state = _match(ex)
    text = translate("ex.match_score", lang, x=state.score[0], o=state.score[1],
                     length=state.length)
    if state.crawford:
        text += " " + translate("ex.match_crawford_next", lang)
    elif state.post_crawford:
        text += " " + translate("ex.match_post_crawford", lang)
    return text


class CrawfordNextKind(YesNoKind):
    """Is the next game the Crawford game (R120, C6)?"""

    name = "crawford_next"
    optional = MATCH_FIELDS

    def value(self, ex: Exercise) -> bool:
        return _match(ex).crawford

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return _match_note(ex, lang)


class MatchCubeKind(CrawfordNextKind):
    """Is the cube in play in the next game (R114, R120, R121)?"""

    name = "match_cube"

    def value(self, ex: Exercise) -> bool:
        return _match(ex).cube_in_play


class MatchScoreKind(Kind):
    """The score (X–O) after the game(s): ``score``, then ``results`` or ``winner`` with
    ``result`` and ``cube`` (R117, R123)."""

    name, answer_type = "match_score", "ints"
    optional = (*MATCH_FIELDS, "winner", "result", "position", *CUBE_FIELDS,
                *RULES_FIELDS)

    def _state(self, ex: Exercise) -> Any:
        from ...games.scoring import points

        state = _match(ex)
        if "winner" in ex.params:
            state = state.after(_side(ex, ex.params["winner"]),
                                points(_result(ex), _cube(ex), _rules(ex).for_match()))
        return state

    def value(self, ex: Exercise) -> tuple[int, int]:
        return tuple(self._state(ex).score)

    def read(self, answer: Any) -> Any:
        numbers = read_ints(answer)
        return tuple(numbers) if numbers and len(numbers) == 2 else None

    def show(self, value: Any, lang: str | None) -> str:
        return f"{value[0]}–{value[1]}"

    def explain(self, ex: Exercise, lang: str | None) -> str:
        state = self._state(ex)
        if state.winner is not None:
            return translate("ex.match_won", lang, side=_name(state.winner),
                             length=state.length)
        return ""

    def right_answers(self, ex: Exercise) -> list[str]:
        x, o = self.value(ex)
        return [f"{x}-{o}", f"{x}:{o}", f"{x} {o}"]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        x, o = self.value(ex)
        return [f"{o}-{x}", f"{x + 1}-{o}", f"{x}-{o + 2}"] if x != o else [f"{x + 1}-{o}"]

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        return Result(False, translate("ex.wrong", lang) + rule_note("R123", lang), "R123")


class MatchWinnerKind(ChoiceKind):
    """Who has won the match: X, O, or nobody yet (R117)."""

    name = "match_winner"
    optional = MatchScoreKind.optional

    def options(self, ex: Exercise) -> tuple[str, ...]:
        return ("X", "O", "nobody")

    def value(self, ex: Exercise) -> str:
        winner = MatchScoreKind()._state(ex).winner
        return "nobody" if winner is None else _name(winner)

    explain = MatchScoreKind.explain
    _state = MatchScoreKind._state


class AutoDoubleKind(IntKind):
    """The cube's value after ``ties`` tied opening rolls with automatic doubles
    (R125, R126, C21; never in a match, R122)."""

    name = "auto_double"
    optional = ("ties", "length", *RULES_FIELDS)

    def value(self, ex: Exercise) -> int:
        from ...games.cube import Cube

        rules = _rules(ex)
        if int(ex.params.get("length", 0)):
            rules = rules.for_match()
        cube = Cube()
        if rules.auto_doubles:
            for _ in range(min(int(ex.params.get("ties", 0)), rules.max_auto_doubles)):
                cube = cube.auto_doubled()
        return cube.value


def _lineup(ex: Exercise) -> Any:
    from ...games.chouette import Lineup

    rolls = {str(k): int(v) for k, v in dict(ex.params["rolls"]).items()}
    lineup = Lineup.from_rolls(list(rolls), [rolls])
    for outcome in ex.params.get("games", ()):
        lineup = lineup.after(team_won=str(outcome).lower() in ("won", "team", "win"))
    return lineup


class ChouetteRoleKind(Kind):
    """Chouette: who is in the box / the captain / the queue after the ``games``
    (R130–R135)."""

    name, answer_type, needs = "chouette_role", "names", ("rolls", "ask")
    optional = ("games",)

    def value(self, ex: Exercise) -> tuple[str, ...]:
        lineup = _lineup(ex)
        ask = str(ex.params["ask"])
        return {"box": (lineup.box,), "captain": (lineup.captain,), "queue": lineup.queue}[ask]

    def read(self, answer: Any) -> Any:
        names = read_names(answer)
        return tuple(names) if names else None

    def show(self, value: Any, lang: str | None) -> str:
        return ", ".join(value)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        lineup = _lineup(ex)
        return translate("ex.lineup", lang, box=lineup.box, captain=lineup.captain,
                         queue=", ".join(lineup.queue))

    def right_answers(self, ex: Exercise) -> list[str]:
        value = self.value(ex)
        return [", ".join(value), " ".join(v.lower() for v in value)]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        value = self.value(ex)
        others = [n for n in _lineup(ex).players if n not in value]
        return [", ".join(reversed(value))] if len(value) > 1 else others[:2]

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        return Result(False, translate("ex.wrong", lang) + rule_note(self.rule(ex), lang),
                      self.rule(ex))


class ChouettePayKind(IntKind):
    """Chouette settlement: what ``player`` pays the box (``box``: what the box wins in all)
    after ``takes`` (the box's double) and the result (R137–R140, C24d–e)."""

    name, needs = "chouette_pay", ("rolls", "player")
    optional = ("games", "takes", "box_won", "result")

    def _game(self, ex: Exercise) -> Any:
        from ...games.chouette import ChouetteGame
        from ...games.scoring import GameResult

        game = ChouetteGame(_lineup(ex))
        if "takes" in ex.params:
            game = game.box_doubles({str(k): bool(v) for k, v in ex.params["takes"].items()})
        if not game.is_over:
            game = game.finish(bool(ex.params.get("box_won", True)),
                               GameResult[str(ex.params.get("result", "single")).upper()])
        return game

    def value(self, ex: Exercise) -> int:
        game = self._game(ex)
        player = str(ex.params["player"])
        pay = game.payments()
        return pay[game.lineup.box] if player == "box" else -pay[player]

    def explain(self, ex: Exercise, lang: str | None) -> str:
        pay = self._game(ex).payments()
        return translate("ex.payments", lang, table=", ".join(
            f"{name} {amount:+d}" for name, amount in pay.items()))


class TeamDoubleKind(YesNoKind):
    """Chouette: may the team double with these ``votes`` (R136)?"""

    name, needs = "team_double", ("rolls", "votes")
    optional = ("games",)

    def value(self, ex: Exercise) -> bool:
        from ...games.chouette import ChouetteGame

        votes = {str(k): bool(v) for k, v in ex.params["votes"].items()}
        return ChouetteGame(_lineup(ex)).may_team_double(votes)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return translate("ex.team_double_yes" if self.value(ex) else "chouette.not_unanimous",
                         lang)


GAME_KINDS: dict[str, Kind] = {k.name: k for k in (
    ResultKind(), ScoreKind(), DropKind(), MayDoubleKind(), CubeValueKind(), CubeOwnerKind(),
    CrawfordGameKind(), CrawfordNextKind(), MatchCubeKind(), MatchScoreKind(),
    MatchWinnerKind(), AutoDoubleKind(), ChouetteRoleKind(), ChouettePayKind(),
    TeamDoubleKind(),
)}

register(*GAME_KINDS.values())
