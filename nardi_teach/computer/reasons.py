"""Why one play is better than another, in facts the engine computes (issue 39, point 2).

``play_facts`` measures the position a play leaves for the side that made it; ``reasons``
compares the learner's play with the better one and keeps the facts that differ in the better
play's favour, most important first (at most ``LIMIT``).  Each :class:`Reason` names the
concept the book teaches (``concept``: a chapter and its label) and renders in the learner's
language from the catalogues (``tutor.why.*``, ``i18n/*/reasons.py``).

Short nardi (a ``Position``): blots and how many of the opponent's 36 rolls hit one of them
(every roll's legal plays, so blocked points, the bar and the must-play rules count), the
opponent's checkers on the bar, home-board points held, all points made, the 5-point and the bar
point, the longest run of made points, checkers left back (in the opponent's home or on the
bar), the pips still needed to bring every checker home (when a gammon threatens), checkers borne
off, the race (pips) and, from the evaluator, the chances of winning and of a gammon either way.
Long nardi (a ``LongPosition``): the longest run of held points (a block, L6), the opponent's
checkers behind it, points held, its checkers (and their pips) still to get past the opponent's
home while the opponent holds three points of it, checkers still on the head (L4), checkers
borne off, the race, and the network's chances of a mars either way. The evaluator's chances
come after the board's facts (they are what those facts cost); the winning chance is said only
when no fact of the board differs.

Pure Python: the importance of a fact is a rough equity weight (each ``Reason.weight``) that
only orders the reasons; no number a learner reads comes from it.

>>> from nardi_teach import Position
>>> start = Position.initial()
>>> facts = play_facts(start, start.parse_play("13/7 13/9", "6-4"))
>>> facts.blots, facts.shots
(2, 20)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core.dice import ALL_ROLLS, roll_weight
from ..core.moves import Play
from ..i18n import translate
from ..long_nardi.position import LongPosition
from ..short_nardi.position import Position
from . import evaluate
from .long_play import after_probabilities

LIMIT = 3
"""The most reasons a verdict gives."""

PERCENT_STEP = 3
"""A chance (in whole percent) is cited only when the two plays differ by at least this."""

GAMMON_DANGER = 30
"""The chance of losing a gammon (whole percent) from which the way home is a reason."""

CONCEPTS: dict[str, tuple[str, str]] = {
    "shots": ("04_hitting", "hit-chances"),
    "opp_bar": ("04_hitting", "r52"),
    "home_points": ("05_entering", "enter-chances"),
    "made": ("03_moving", "r35"),
    "home_gap": ("07_scoring", "r97"),
    "point5": ("05_entering", "enter-chances"),
    "point7": ("05_entering", "r65"),
    "prime": ("05_entering", "r65"),
    "back": ("04_hitting", "r57"),
    "off": ("06_bearing_off", "ch-bearing-off"),
    "race": ("01_board", "pip-count"),
    "gammon": ("07_scoring", "r95"),
    "lose_gammon": ("07_scoring", "r95"),
    "win": ("07_scoring", "r99"),
    # long nardi
    "block": ("23_long_block", "l6"),
    "behind": ("23_long_block", "l6"),
    "stragglers": ("26_long_game", "long-stragglers"),
    "cross_gap": ("26_long_game", "long-stragglers"),
    "points": ("22_long_moving", "l3"),
    "head": ("22_long_moving", "l4"),
    "long_off": ("24_long_bearing_off", "l8"),
    "long_race": ("21_long_board", "l1-pips"),
    "mars": ("24_long_bearing_off", "l9"),
    "lose_mars": ("24_long_bearing_off", "l9"),
    "long_win": ("24_long_bearing_off", "l9"),
    # no counted fact favours the better play: its edge shows a move ahead (the tutor's search)
    "ahead": ("play", "play-short"),
    "long_ahead": ("play", "play-long"),
    # the cube (``cube_reasons``)
    "cube_early": ("08_cube", "ch-cube"),
    "cube_too_good": ("07_scoring", "r95"),
    "cube_missed": ("08_cube", "ch-cube"),
    "cube_cash": ("08_cube", "r108"),
    "cube_take": ("08_cube", "r108"),
    "cube_pass": ("08_cube", "r108"),
}
"""Each fact's concept: the book chapter (file name in ``book/``) and the label that teaches it."""


@dataclass(frozen=True)
class ShortFacts:
    """What a short-nardi play leaves for the side that made it (its own numbering)."""

    blots: int
    """Its points (1–24) with a single checker."""
    shots: int
    """How many of the opponent's 36 rolls have a legal play that hits one of them."""
    opp_bar: int
    """The opponent's checkers on the bar."""
    home_points: int
    """Its home-board points (1–6) held by two or more checkers."""
    points: int
    """All the points it holds with two or more checkers."""
    home_gap: int
    """The pips its checkers outside the home board (and on the bar) still need to get home."""
    point5: bool
    point7: bool
    prime: int
    """The longest run of consecutive points it holds."""
    back: int
    """Its checkers in the opponent's home (19–24) or on the bar."""
    off: int
    lead: int
    """The opponent's pips minus its own: ahead in the race when positive."""
    win: int
    gammon: int
    lose_gammon: int
    """The evaluator's chances in whole percent: a win, a gammon won, a gammon lost."""


@dataclass(frozen=True)
class LongFacts:
    """What a long-nardi play leaves for the side that made it (its own numbering)."""

    block: int
    """The longest run of consecutive points it holds (one checker holds a point, L3)."""
    behind: int
    """The opponent's checkers that still have to pass that run."""
    points: int
    """The points it holds."""
    stragglers: int
    """Its checkers, the head's aside, still in or before the opponent's home (its 13–23),
    while the opponent holds three or more points there; 0 otherwise."""
    cross_gap: int
    """The pips its checkers on 13–24 still need to get past the opponent's home (to its 12),
    on the same condition; 0 otherwise."""
    head: int
    """Its checkers still on the head (point 24)."""
    off: int
    lead: int
    win: int
    mars: int
    lose_mars: int


def _percent(x: float) -> int:
    return round(100 * x)


def _longest_run(held: Sequence[bool]) -> tuple[int, int]:
    """The longest run of ``True`` in ``held`` (index 0 = point 1) and the point it starts at
    (its lowest point; 0 when there is none)."""
    best, start, run = 0, 0, 0
    for i, h in enumerate(held):
        run = run + 1 if h else 0
        if run > best:
            best, start = run, i - run + 2
    return best, start


def shots(after: Position) -> int:
    """How many of the 36 rolls of the side on roll in ``after`` (which has just been left by
    the other side) hit a checker of the other side: a roll counts when one of its legal
    plays leaves more of them on the bar."""
    return sum(roll_weight(dice) for dice in ALL_ROLLS if after.legal_plays(dice).hits())


def short_facts(position: Position, play: Play) -> ShortFacts:
    """The facts of ``play`` (a legal play of ``position``) for the side that makes it."""
    after = position.play(play)
    me, opp = after.opponent, after.player
    made = [me[p] >= 2 for p in range(1, 25)]
    blots = sum(1 for p in range(1, 25) if me[p] == 1)
    pips_me, pips_opp = after.pip_counts()[1], after.pip_counts()[0]
    p = evaluate.after_play(after.flipped())
    return ShortFacts(
        blots=blots, shots=shots(after) if blots else 0, opp_bar=opp[25],
        home_points=sum(made[:6]), points=sum(made),
        home_gap=sum((p - 6) * me[p] for p in range(7, 26)), point5=made[4], point7=made[6],
        prime=_longest_run(made)[0], back=sum(me[19:26]), off=me[0],
        lead=pips_opp - pips_me, win=_percent(p.win), gammon=_percent(p.win_gammon),
        lose_gammon=_percent(p.lose_gammon))


def _opponent_point(point: int) -> int:
    """A long-nardi point of the mover in the opponent's numbering."""
    return point - 12 if point > 12 else point + 12


def long_facts(position: LongPosition, play: Play) -> LongFacts:
    """The facts of ``play`` (a legal play of ``position``) for the side that makes it."""
    after = position.play(play)
    me, opp = after.opponent, after.player
    held = [me[p] > 0 for p in range(1, 25)]
    block, low = _longest_run(held)
    behind = 0
    if block >= 2:
        # the run's points in the opponent's numbering; a checker behind all of them must pass
        far = max(_opponent_point(q) for q in range(low, low + block))
        behind = sum(opp[q] for q in range(far + 1, 25))
    # checkers still to cross the opponent's home (the mover's 13–18), counted once the
    # opponent holds at least three of its home points there
    crowded = sum(opp[q] > 0 for q in range(1, 7)) >= 3
    stragglers = sum(me[13:24]) if crowded else 0
    cross_gap = sum((q - 12) * me[q] for q in range(13, 25)) if crowded else 0
    pips_me, pips_opp = after.pip_counts()[1], after.pip_counts()[0]
    p = after_probabilities(me, opp)
    return LongFacts(block=block, behind=behind, points=sum(held), stragglers=stragglers,
                     cross_gap=cross_gap, head=me[24], off=me[0],
                     lead=pips_opp - pips_me, win=_percent(p.win), mars=_percent(p.win_gammon),
                     lose_mars=_percent(p.lose_gammon))


def play_facts(position: Position | LongPosition, play: Play) -> ShortFacts | LongFacts:
    """The facts of ``play`` in either game."""
    if isinstance(position, LongPosition):
        return long_facts(position, play)
    return short_facts(position, play)


@dataclass(frozen=True)
class Reason:
    """One difference between the better play and the learner's: the ``fact``'s value after
    the better play (``best``) and after the learner's (``mine``); ``kind`` picks the wording
    where one fact has several (a point made or kept)."""

    fact: str
    best: Any
    mine: Any
    weight: float = field(compare=False)
    kind: str = ""

    @property
    def concept(self) -> tuple[str, str]:
        """The chapter (``book/`` file name) and label of the concept this reason names."""
        return CONCEPTS[self.fact]

    @property
    def key(self) -> str:
        return f"tutor.why.{self.fact}{'.' + self.kind if self.kind else ''}"

    def text(self, lang: str | None = None) -> str:
        """The reason in words."""
        return translate(self.key, lang, best=self.best, mine=self.mine)

    def concept_name(self, lang: str | None = None) -> str:
        """The concept's name, as the link to its chapter reads."""
        return translate(f"tutor.concept.{self.fact}", lang)

    def to_dict(self, lang: str | None = None) -> dict[str, str]:
        """JSON-ready: ``text``, ``concept`` (its name), ``chapter`` and ``anchor``."""
        chapter, anchor = self.concept
        return {"text": self.text(lang), "concept": self.concept_name(lang),
                "chapter": chapter, "anchor": anchor}


def _more(fact: str, best: int, mine: int, each: float, *, fewer: bool = False) -> Reason | None:
    """A reason when the better play has more of ``fact`` (``fewer``: less of it)."""
    gain = (mine - best) if fewer else (best - mine)
    return Reason(fact, best, mine, gain * each) if gain > 0 else None


def _chance(fact: str, best: int, mine: int, *, fewer: bool = False) -> Reason | None:
    gain = (mine - best) if fewer else (best - mine)
    return Reason(fact, best, mine, gain / 100) if gain >= PERCENT_STEP else None


def _short_reasons(position: Position, b: ShortFacts, m: ShortFacts) -> list[Reason | None]:
    """The structural reasons of short nardi; points and primes only while there is contact
    (in a race they hold nobody back)."""
    found: list[Reason | None] = []
    if (b.blots, b.shots) != (m.blots, m.shots) and b.shots < m.shots:
        found.append(Reason("shots", (b.blots, b.shots), (m.blots, m.shots),
                            (m.shots - b.shots) / 36 * 0.5))
    found.append(_more("opp_bar", b.opp_bar, m.opp_bar, 0.15))
    if not position.is_race():
        found.append(_more("home_points", b.home_points, m.home_points, 0.05))
        if b.points - m.points > b.home_points - m.home_points:  # not the home points again
            found.append(_more("made", b.points, m.points, 0.03))
        for point, best, mine, weight in ((5, b.point5, m.point5, 0.06),
                                          (7, b.point7, m.point7, 0.03)):
            if best and not mine:
                kind = "kept" if position.player[point] >= 2 else "made"
                found.append(Reason(f"point{point}", True, False, weight, kind))
        if max(b.prime, m.prime) >= 3:
            found.append(_more("prime", b.prime, m.prime, 0.04))
    found.append(_more("back", b.back, m.back, 0.03, fewer=True))
    if max(b.lose_gammon, m.lose_gammon) >= GAMMON_DANGER:  # saving the gammon: get home
        found.append(_more("home_gap", b.home_gap, m.home_gap, 0.006, fewer=True))
    found.append(_more("off", b.off, m.off, 0.05))
    found.append(_more("race", b.lead, m.lead, 0.004))
    return found


def _long_reasons(b: LongFacts, m: LongFacts) -> list[Reason | None]:
    found: list[Reason | None] = []
    if max(b.block, m.block) >= 3:
        found.append(_more("block", b.block, m.block, 0.05))
    if min(b.block, m.block) >= 3:
        found.append(_more("behind", b.behind, m.behind, 0.02))
    found.append(_more("points", b.points, m.points, 0.02))
    found.append(_more("stragglers", b.stragglers, m.stragglers, 0.05, fewer=True))
    found.append(_more("cross_gap", b.cross_gap, m.cross_gap, 0.006, fewer=True))
    found.append(_more("head", b.head, m.head, 0.03, fewer=True))
    found.append(_more("long_off", b.off, m.off, 0.05))
    found.append(_more("long_race", b.lead, m.lead, 0.004))
    return found


def reasons(position: Position | LongPosition, best: Play, play: Play, *, limit: int = LIMIT
            ) -> list[Reason]:
    """Why ``best`` is better than ``play`` (both legal plays of ``position``): the facts that
    differ in ``best``'s favour, most important first, at most ``limit``; when none does, the
    evaluator's winning chance (if it differs by ``PERCENT_STEP``); when not even that, that
    the better play's edge shows in the opponent's replies (``ahead``: the tutor's search saw
    it); empty for the same result."""
    if position.play(best) == position.play(play):
        return []
    b, m = play_facts(position, best), play_facts(position, play)
    if isinstance(b, LongFacts):
        assert isinstance(m, LongFacts)
        found = _long_reasons(b, m)
        names = ("long_win", "mars", "lose_mars")
        chances = [_chance("mars", b.mars, m.mars),
                   _chance("lose_mars", b.lose_mars, m.lose_mars, fewer=True)]
    else:
        assert isinstance(position, Position) and isinstance(m, ShortFacts)
        found = _short_reasons(position, b, m)
        names = ("win", "gammon", "lose_gammon")
        chances = [_chance("gammon", b.gammon, m.gammon),
                   _chance("lose_gammon", b.lose_gammon, m.lose_gammon, fewer=True)]
    structural = sorted((r for r in found if r is not None), key=lambda r: -r.weight)
    # the evaluator's chances come after the facts that explain them: the bigger gammon
    # (mars) difference, and the winning chance only when no fact of the board differs; a
    # reason said later never weighs more than one said before it
    gammons = sorted((r for r in chances if r is not None), key=lambda r: -r.weight)[:1]
    if not structural:
        win = _chance(names[0], b.win, m.win)
        structural = [win] if win is not None else []
    for reason in gammons:
        object.__setattr__(reason, "weight", min([reason.weight]
                                                 + [r.weight for r in structural]))
    if not structural and not gammons:  # a verdict below "good" always says why
        return [Reason("long_ahead" if isinstance(b, LongFacts) else "ahead", True, False, 0.0)]
    return (structural + gammons)[:limit]
