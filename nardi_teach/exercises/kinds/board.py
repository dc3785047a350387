"""The exercise kinds about positions and dice; every answer comes from the move generator
and every rejection carries the engine's explanation (``IllegalPlay.text()``, no rule id in
it) and, beside it, the rule id the page links."""

from __future__ import annotations

import itertools
from typing import Any

from ...core.dice import Dice
from ...core.errors import IllegalPlay, NotationError, Reason
from ...core.moves import Play
from ...core.notation import read_segments
from ...i18n import translate
from ...long_nardi import explain as long_explain
from ...long_nardi.legal import result_key as long_result_key
from ...long_nardi.position import LongPosition
from ...short_nardi.explain import Turn
from ...short_nardi.explain import check_step as short_check_step
from ...short_nardi.legal import LegalPlays
from ...short_nardi.legal import result_key as short_result_key
from ...short_nardi.position import Position
from .. import require
from ..answers import PASS_WORDS, normal, read_rules, read_yes_no, split_plays
from ..model import BankError, Exercise, Result, Solution
from ..registry import register
from ..rule_words import rules_in_words
from .base import IntKind, Kind, PointsKind, YesNoKind, rule_note

# R-ids that state the same rule from two sides; naming either one is right.
SAME_RULE = [{"R41", "R42", "R46"}, {"R35", "R36"}, {"R37", "R39"}, {"R60", "R61"},
             {"R67", "R69"}, {"R74", "R75", "R76"}, {"R43", "R44"}, {"R45", "R46"},
             {"R59", "R64"}, {"R87", "R88"}]


def same_rule(a: str, b: str) -> bool:
    """``a`` names the rule ``b`` (or states it from another side); a long-nardi rule is
    named by its L-id or its R-id (``b`` = ``L4, R157``: ``L4`` and ``R157`` are right)."""
    if "," in b:
        return any(same_rule(a, part.strip()) for part in b.split(","))
    return a == b or any(a in group and b in group for group in SAME_RULE)


def result_key(position: Position | LongPosition, play: Play, dice: Any) -> int | None:
    """The result a play reaches, for either variant."""
    if isinstance(position, LongPosition):
        return long_result_key(position, play, dice)
    return short_result_key(position, play, dice)


def check_step(position: Position | LongPosition, src: int, dst: int, die: int) -> None:
    """Raise ``IllegalPlay`` if one checker of ``position``'s player cannot move
    ``src``→``dst`` with ``die`` (either variant)."""
    if isinstance(position, LongPosition):
        board = long_explain.LongBoard(position, Dice(die, die))
        board.allowance = board.head_left = 1  # one checker, one die
        long_explain.check_step(board, src, dst, die)
    else:
        short_check_step(list(position.player), list(position.opponent), src, dst, die)


def _legal(ex: Exercise) -> tuple[Position, LegalPlays]:
    position = ex.board
    assert position is not None
    return position, position.legal_plays(Kind.roll(ex))


def _is_pass(text: str) -> bool:
    if normal(text) in PASS_WORDS:
        return True
    try:
        return read_segments(text) == []
    except NotationError:
        return False


def _spellings(play: Play) -> list[str]:
    """Other ways to write the same play: single moves in the order made, the checkers in
    another order where the order cannot matter, without ``*``."""
    moves = [str(m) for m in play.moves]
    texts = [str(play), " ".join(moves), ", ".join(moves)]
    if not any(m.src == 25 or m.dst == 0 for m in play.moves):  # entering, bearing off: R59, R67
        texts.append(" ".join(reversed(str(play).split())))
    return list(dict.fromkeys(texts + [t.replace("*", "") for t in texts]))


def _illegal_plays(position: Position, legal: LegalPlays, limit: int = 6) -> list[str]:
    """Readable plays that break a rule, for tests and distractors."""
    dice = legal.dice
    me = position.player
    singles = [f"{'bar' if s == 25 else s}/{'off' if s - d <= 0 else s - d}"
               for s in range(25, 0, -1) if me[s] for d in sorted(set(dice), reverse=True)]
    candidates = singles + [" ".join(pair) for pair in itertools.combinations(singles, 2)]
    candidates += [" ".join(pair) for pair in itertools.product(singles[:4], repeat=2)]
    out: list[str] = []
    for text in dict.fromkeys(candidates):
        try:
            position.parse_play(text, dice)
        except IllegalPlay:
            out.append(text)
        except NotationError:
            continue
        if len(out) >= limit:
            break
    return out


def _play_failure(error: NotationError | IllegalPlay, lang: str | None, item: str = "",
                  ) -> Result:
    prefix = f"„{item}“: " if item else ""
    if isinstance(error, IllegalPlay):
        return Result(False, prefix + error.text(lang), error.rule)
    return Result(False, prefix + error.text(lang))


class PlayKind(Kind):
    """Make a legal play (typed, or clicked on the board); with ``require:`` (see
    ``require``) a legal play that also meets the requirements."""

    name, answer_type, needs = "play", "play", ("position", "dice")
    optional = ("require",)

    def value(self, ex: Exercise) -> LegalPlays:
        return _legal(ex)[1]

    @staticmethod
    def wanted(ex: Exercise) -> dict[str, Any]:
        """The exercise's ``require:`` as ``{name: value}`` (empty: any legal play)."""
        if "require" not in ex.params:
            return {}
        return require.read_requirements(ex.params["require"], ex.source, ex.id)

    def plays(self, ex: Exercise) -> list[Play]:
        """The plays the exercise accepts: every legal play that meets the requirements."""
        position, legal = _legal(ex)
        return require.meeting(position, legal, self.wanted(ex))

    def check(self, ex: Exercise, answer: Any, lang: str | None = None) -> Result:
        position, legal = _legal(ex)
        text = str(answer) if not isinstance(answer, Play) else str(answer)
        if not legal and _is_pass(text):
            return Result(True, translate("ex.correct_dance", lang, dice=tuple(legal.dice)),
                          "R48")
        if isinstance(answer, Play) and answer in legal:
            play = answer
        else:
            try:
                play = position.parse_play(text, legal.dice)
            except (IllegalPlay, NotationError) as error:
                return _play_failure(error, lang)
        wanted = self.wanted(ex)
        missed = require.misses(position, play, wanted, legal) if wanted else []
        if missed:
            good = self.plays(ex)
            return Result(False, require.refusal(missed, wanted, good[0] if good else None,
                                                 lang), self.rule(ex))
        if wanted:
            return Result(True, translate("teach.require.correct", lang, play=str(play),
                                          what=require.describe(wanted, lang)), self.rule(ex))
        return Result(True, translate("ex.correct_play", lang, play=str(play)), self.rule(ex))

    def show(self, value: LegalPlays, lang: str | None) -> str:
        if not value:
            return translate("ex.dance", lang)
        return "; ".join(str(p) for p in value)

    def solution(self, ex: Exercise, lang: str | None = None) -> Solution:
        if not self.wanted(ex):
            return super().solution(ex, lang)
        good = self.plays(ex)
        return Solution("; ".join(str(p) for p in good), translate(
            "teach.require.solution", lang, what=require.describe(self.wanted(ex), lang),
            n=len(good)), self.rule(ex))

    def explain(self, ex: Exercise, lang: str | None) -> str:
        legal = self.value(ex)
        if not legal:
            return translate("illegal.dance", lang, dice=tuple(legal.dice))
        return translate("ex.n_plays", lang, n=len(legal), moves=legal.max_moves,
                         double=Dice.coerce(legal.dice).is_double)

    def right_answers(self, ex: Exercise) -> list[str]:
        legal = self.value(ex)
        if not legal:
            return ["pass", "-", "სვლა არ არის"]
        return [s for play in self.plays(ex)[:3] for s in _spellings(play)]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        position, legal = _legal(ex)
        return _illegal_plays(position, legal) + ["24-13", "xyz"]


class AllPlaysKind(PlayKind):
    """List every legal play (one per line or separated by ``;``); order and spelling free."""

    name, answer_type = "all_plays", "plays"
    optional = ()

    def check(self, ex: Exercise, answer: Any, lang: str | None = None) -> Result:
        position, legal = _legal(ex)
        items = split_plays(answer)
        if not legal:
            if all(_is_pass(i) for i in items):
                return Result(True, translate("ex.correct_dance", lang,
                                              dice=tuple(legal.dice)), "R48")
        got = set()
        for item in items:
            if legal and _is_pass(item):
                error = IllegalPlay(Reason.MUST_MOVE, example=next(iter(legal)))
                return _play_failure(error, lang, item)
            try:
                play = position.parse_play(item, legal.dice)
            except (IllegalPlay, NotationError) as error:
                return _play_failure(error, lang, item)
            got.add(result_key(position, play, legal.dice))
        missing = len(legal) - len(got)
        if missing:
            return Result(False, translate("ex.plays_missing", lang, given=len(got),
                                           missing=missing), "R41")
        return Result(True, translate("ex.correct_all", lang, n=len(legal)), self.rule(ex))

    def right_answers(self, ex: Exercise) -> list[str]:
        legal = list(self.value(ex))
        if not legal:
            return ["pass", "არცერთი"]
        return ["; ".join(str(p) for p in legal),
                "\n".join(" ".join(str(m) for m in p.moves) for p in reversed(legal))]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        position, legal = _legal(ex)
        plays = [str(p) for p in legal]
        out = []
        if len(plays) > 1:
            out.append("; ".join(plays[1:]))
        out += ["; ".join(plays + [bad]) for bad in _illegal_plays(position, legal, 2)]
        if not plays:
            out += _illegal_plays(position, legal, 2)
        return out


class CountPlaysKind(IntKind):
    """How many different legal plays (distinct results) a roll has."""

    name, needs = "count_plays", ("position", "dice")

    def value(self, ex: Exercise) -> int:
        return len(_legal(ex)[1])

    def explain(self, ex: Exercise, lang: str | None) -> str:
        legal = _legal(ex)[1]
        if not legal:
            return translate("illegal.dance", lang, dice=tuple(legal.dice))
        return translate("ex.the_plays", lang, plays="; ".join(str(p) for p in legal))


class MaxMovesKind(CountPlaysKind):
    """How many of the roll's dice (a double: of its four moves) can be played."""

    name = "max_moves"

    def value(self, ex: Exercise) -> int:
        return _legal(ex)[1].max_moves


class IsLegalKind(YesNoKind):
    """Is ``play`` legal?  If not, ``no`` may name the rule it breaks (``არა, R37``)."""

    name, needs = "is_legal", ("position", "dice", "play")

    def verdict(self, ex: Exercise) -> Play | IllegalPlay:
        position, legal = _legal(ex)
        try:
            return position.parse_play(str(self.param(ex, "play")), legal.dice)
        except IllegalPlay as error:
            return error
        except NotationError as error:
            raise BankError("ex.bank.play", where=ex.source, id=ex.id,
                            detail=error.message()) from None

    def value(self, ex: Exercise) -> bool:
        return isinstance(self.verdict(ex), Play)

    def rule(self, ex: Exercise) -> str | None:
        verdict = self.verdict(ex)
        return verdict.rule if isinstance(verdict, IllegalPlay) else super().rule(ex)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        verdict = self.verdict(ex)
        if isinstance(verdict, IllegalPlay):
            return verdict.text(lang)
        return translate("ex.play_is_legal", lang, play=str(verdict))

    @staticmethod
    def asks_rule(ex: Exercise) -> bool:
        """The question also asks which rule the play breaks."""
        return "which rule" in str(ex.question.get("en", "")).lower()

    def check(self, ex: Exercise, answer: Any, lang: str | None = None) -> Result:
        verdict = self.verdict(ex)
        named = read_rules(answer)
        if named and read_yes_no(answer) is None:
            answer = "არა"  # naming a rule alone ("R39") says the play is illegal
        result = super().check(ex, answer, lang)
        if not (result.correct and isinstance(verdict, IllegalPlay)):
            return result
        if named:
            # the rule the engine applies, or another statement of the same rule
            if not any(same_rule(r, verdict.rule) for r in named):
                text = translate("ex.wrong_rule", lang, given=", ".join(named))
                return Result(False, f"{text} {verdict.text(lang)}", verdict.rule)
        elif self.asks_rule(ex):
            words = rules_in_words(answer)
            if words and not any(same_rule(r, verdict.rule) for r in words):
                text = translate("ex.wrong_rule", lang, given=", ".join(words))
                return Result(False, f"{text} {verdict.text(lang)}", verdict.rule)
            # "არა" alone answers the yes/no box: right, and the reason says which rule
            return Result(True, translate("ex.right_illegal", lang, why=verdict.text(lang)),
                          verdict.rule)
        return result

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        text = translate("ex.wrong_yes" if given else "ex.wrong_no", lang)
        return Result(False, f"{text} {self.explain(ex, lang)}", self.rule(ex))

    def right_answers(self, ex: Exercise) -> list[str]:
        out = super().right_answers(ex)
        verdict = self.verdict(ex)
        if isinstance(verdict, IllegalPlay):
            out += [f"არა, {verdict.rule}", f"no {verdict.rule.lower()}", verdict.rule]
            group = next((g for g in SAME_RULE if verdict.rule in g), {verdict.rule})
            out += [f"არა, {r}" for r in sorted(group)] + sorted(group)
            if self.asks_rule(ex):
                out = [a for a in out if read_rules(a)]
        return out

    def wrong_answers(self, ex: Exercise) -> list[str]:
        out = super().wrong_answers(ex)
        verdict = self.verdict(ex)
        if isinstance(verdict, IllegalPlay):
            out.append("არა, R18" if "R18" not in ex.rules else "არა, R1")
            out.append("R18" if "R18" not in ex.rules else "R1")
            if self.asks_rule(ex):  # a rule named in words, but the wrong one
                out.append("არა, ბლოკი" if not any(same_rule("L6", r) for r in ex.rules)
                           else "არა, ორივე კამათელი")
        return out


def _turn(ex: Exercise) -> Turn:
    position, legal = _legal(ex)
    turn = Turn.start(position, legal.dice)
    played = ex.params.get("played")
    if played:
        try:
            for src, dst, _ in read_segments(str(played)):
                turn = turn.move(src, dst)
        except (NotationError, IllegalPlay) as error:
            raise BankError("ex.bank.play", where=ex.source, id=ex.id,
                            detail=error.message()) from None
    return turn


class NextMovesKind(Kind):
    """Which single moves may the (remaining) die make now?  Optional ``die`` (only that
    die's moves) and ``played`` (moves already made this turn).  Answer: ``6/2 5/1``."""

    name, answer_type, needs = "next_moves", "moves", ("position", "dice")
    optional = ("die", "played")

    def value(self, ex: Exercise) -> frozenset[tuple[int, int]]:
        die = ex.params.get("die")
        return frozenset((m.src, m.dst) for m in _turn(ex).legal_moves()
                         if die is None or m.die == int(die))

    def read(self, answer: Any) -> Any:
        if normal(answer) in PASS_WORDS:
            return frozenset()
        try:
            return frozenset((s, d) for s, d, _ in read_segments(str(answer)))
        except NotationError:
            return None

    def show(self, value: Any, lang: str | None) -> str:
        if not value:
            return translate("ex.none", lang)
        name = {25: "bar", 0: "off"}
        # alternatives, not one play: "6/2, 5/1" (a space would join them into one play)
        return ", ".join(f"{name.get(s, s)}/{name.get(d, d)}" for s, d in sorted(value,
                                                                             reverse=True))

    def explain(self, ex: Exercise, lang: str | None) -> str:
        turn = _turn(ex)
        if ex.params.get("played"):
            return translate("ex.after_played", lang, played=ex.params["played"],
                             dice=tuple(turn.remaining))
        return ""

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        turn = _turn(ex)
        for src, dst in sorted(given - value, reverse=True):
            try:
                if "die" in ex.params:
                    check_step(turn.current, src, dst, int(ex.params["die"]))
                turn.move(src, dst)
            except IllegalPlay as error:
                return Result(False, f"„{src}/{dst}“: {error.text(lang)}", error.rule)
            return Result(False, translate("ex.moves_not_this_die", lang, move=f"{src}/{dst}")
                          + rule_note(self.rule(ex), lang), self.rule(ex))
        return Result(False, translate("ex.moves_missing", lang, n=len(value - given))
                      + rule_note(self.rule(ex), lang), self.rule(ex))

    def right_answers(self, ex: Exercise) -> list[str]:
        value = self.value(ex)
        return [self.show(value, "ka"), ", ".join(
            f"{s}/{d}" for s, d in sorted(value))] if value else ["არცერთი", "-"]

    def wrong_answers(self, ex: Exercise) -> list[str]:
        value = sorted(self.value(ex))
        position = _turn(ex).current
        extra = [f"{s}/{max(s - d, 0)}" for s in range(25, 0, -1) if position.player[s]
                 for d in range(1, 7) if (s, max(s - d, 0)) not in value]
        out = [", ".join(f"{s}/{d}" for s, d in value[1:])] if value else []
        return [t for t in out if t] + [" ".join([self.show(frozenset(value), "en")] + [e])
                                        if value else e for e in extra[:2]]


class EnterKind(PointsKind):
    """On which points can a checker on the bar enter with this roll (R59–R63)?"""

    name, needs = "enter_points", ("position", "dice")

    def value(self, ex: Exercise) -> frozenset[int]:
        return frozenset(m.dst for m in _turn(ex).legal_moves() if m.src == 25)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        legal = _legal(ex)[1]
        if not legal:
            return translate("illegal.dance", lang, dice=tuple(legal.dice))
        return ""

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        position, legal = _legal(ex)
        for point in sorted(given - value, reverse=True):
            die = 25 - point
            if not 1 <= point <= 24 or die not in legal.dice or die > 6:
                return Result(False, translate("ex.enter_no_die", lang, point=point,
                                               need=min(max(die, 1), 6), dice=tuple(legal.dice)),
                              "R62")
            try:
                check_step(position, 25, point, die)
            except IllegalPlay as error:
                return Result(False, error.text(lang), error.rule)
        missing = value - given
        if missing:
            return Result(False, translate("ex.points_missing", lang, n=len(missing))
                          + rule_note("R60", lang), "R60")
        return super().why_wrong(ex, given, value, lang)


class BlotsKind(PointsKind):
    """On which points (in X's numbering) does the opponent have a blot (R51)?"""

    name, needs = "blots", ("position",)

    def value(self, ex: Exercise) -> frozenset[int]:
        position = ex.board
        assert position is not None
        return frozenset(25 - p for p in range(1, 25) if position.opponent[p] == 1)


class PipsKind(IntKind):
    """The pip count of the player (``side: opponent`` for the other side) (R16)."""

    name, needs = "pips", ("position",)
    optional = ("side",)
    hides_pips = True

    def value(self, ex: Exercise) -> int:
        position = ex.board
        assert position is not None
        mine, theirs = position.pip_counts()
        return theirs if ex.params.get("side") == "opponent" else mine


class CheckersKind(IntKind):
    """How many checkers the player has (on the board, the bar and off) (R2)."""

    name, needs = "checkers", ("position",)

    def value(self, ex: Exercise) -> int:
        position = ex.board
        assert position is not None
        return sum(position.player)


class CanBearOffKind(YesNoKind):
    """May the player on roll bear off now (R67–R69, R87)?"""

    name, needs = "can_bear_off", ("position",)

    def value(self, ex: Exercise) -> bool:
        position = ex.board
        assert position is not None
        return position.can_bear_off()

    def explain(self, ex: Exercise, lang: str | None) -> str:
        position = ex.board
        assert position is not None
        if position.player[25]:
            return IllegalPlay(Reason.BEAR_OFF_BAR).text(lang)
        outside = [p for p in range(7, 25) if position.player[p]]
        if outside:
            rule = "L8, R67" if ex.is_long else None
            return IllegalPlay(Reason.BEAR_OFF_NOT_HOME, where=outside, rule=rule).text(lang)
        pins = sorted(getattr(position, "player_pins", ()))
        if pins:  # plakoto: a pinned checker stops the bear-off, in the home too (V30)
            return translate("ex.bear_off_pinned", lang, point=pins[0])
        return translate("ex.all_home", lang, off=position.player[0])


class LandingKind(IntKind):
    """Where does the checker on ``from`` land with ``die``?  ``no`` when it cannot move."""

    name, needs = "landing", ("position", "from", "die")

    def placeholder(self, lang: str | None) -> str:
        """A point or "no": the box does not ask for "one number" when "არა" may be right."""
        return translate("ex.placeholder.landing", lang)

    def _step(self, ex: Exercise) -> tuple[int | None, IllegalPlay | None]:
        position = ex.board
        assert position is not None
        src, die = int(self.param(ex, "from")), int(self.param(ex, "die"))
        dst = max(src - die, 0)
        try:
            check_step(position, src, dst, die)
        except IllegalPlay as error:
            return None, error
        return dst, None

    def value(self, ex: Exercise) -> Any:
        return self._step(ex)[0]

    def read(self, answer: Any) -> Any:
        if read_yes_no(answer) is False or normal(answer) in ("ვერ", "blocked", "none"):
            return "no"
        value = normal(answer)
        return 0 if value in ("off", "გატანა") else super().read(answer)

    def same(self, ex: Exercise, given: Any, value: Any) -> bool:
        return given == ("no" if value is None else value)

    def show(self, value: Any, lang: str | None) -> str:
        return translate("word.no", lang) if value is None else "off" if value == 0 else str(
            value)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        error = self._step(ex)[1]
        return error.text(lang) if error else ""

    def why_wrong(self, ex: Exercise, given: Any, value: Any, lang: str | None) -> Result:
        if value is None or given == "no":
            text = self.explain(ex, lang) or translate("ex.can_move", lang)
            return Result(False, translate("ex.wrong", lang) + " " + text, self.rule(ex))
        return super().why_wrong(ex, given, value, lang)

    def wrong_answers(self, ex: Exercise) -> list[str]:
        value = self.value(ex)
        if value is None:
            return ["1", "5"]
        return [str(value + 1), str(value - 1), "არა"]


MOVEMENT_KINDS: dict[str, Kind] = {k.name: k for k in (
    PlayKind(), AllPlaysKind(), CountPlaysKind(), MaxMovesKind(), IsLegalKind(),
    NextMovesKind(), EnterKind(), BlotsKind(), PipsKind(), CheckersKind(), CanBearOffKind(),
    LandingKind(),
)}

register(*MOVEMENT_KINDS.values())
