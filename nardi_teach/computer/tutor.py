"""The tutor: how good a learner's play or cube action was, by the computer's evaluator.

UI-agnostic: ``review_play`` and ``review_cube`` judge one decision, ``hint`` answers "what
would you play?", ``review_game`` lists a finished (or running) game's decisions of one side,
biggest errors first, each with the index of the state to replay from (``game.states()``).

A decision's *loss* is the equity the evaluator says it gives up against the best choice (for
plays: cubeless money equity after the play — the best plays at 0-ply and the learner's own
searched ``DEPTH`` plies deeper (short nardi: two, :mod:`.deep`, one more than the top level
``expert`` plays with; long nardi: one), only what lies beyond the search's ``NOISE`` margin
charged, exact tables read as they are (issue 39); for cube actions: the
cubeful equity of :mod:`.cube`, per unit of the cube before the decision). Long nardi (a
``LongPosition``) is judged the same way from its own network (:mod:`.long_play`): cubeless
money equity after the play, mars counted. A verdict below ``GOOD`` says why
(``PlayReview.reasons``, issue 39): the facts of both resulting positions that favour the better
play (:mod:`.reasons`). The verdict uses GNU Backgammon's thresholds: ``GOOD`` below 0.04,
``DOUBTFUL`` from 0.04, ``BAD`` from 0.08, ``VERY_BAD`` from 0.16. Messages come from the
catalogues (``tutor.*`` keys, ``i18n/*/computer.py``).

>>> from nardi_teach import Position
>>> start = Position.initial()
>>> review = review_play(start, (3, 1), start.parse_play("8/5 6/5", "3-1"))
>>> review.verdict, review.loss
(<Verdict.GOOD: 'good'>, 0.0)
"""

from __future__ import annotations

import enum
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field

from ..core.board import Color
from ..core.dice import Dice, DiceLike
from ..core.moves import Play
from ..games.actions import CheckerMove, Double, Drop, Take, WholePlay
from ..games.game import Game, GameState, Phase
from ..i18n import translate
from ..long_nardi.position import LongPosition
from ..short_nardi.position import Position
from . import cube as _cube
from . import reasons as _reasons
from .bearoff import home_of
from .cube_reasons import cube_reasons
from .deep import two_ply_steps
from .evaluate import ranked_steps
from .long_play import lookahead_steps as lookahead_long_steps
from .long_play import ranked_long_steps
from .short import lookahead_steps
from .steps import Steps, finish


class Verdict(enum.Enum):
    """How good a decision was (GNU Backgammon's scale)."""

    GOOD = "good"
    DOUBTFUL = "doubtful"
    BAD = "bad"
    VERY_BAD = "very_bad"


THRESHOLDS: tuple[tuple[Verdict, float], ...] = (
    (Verdict.VERY_BAD, 0.16), (Verdict.BAD, 0.08), (Verdict.DOUBTFUL, 0.04))
"""The smallest loss of each verdict below ``GOOD``, worst first."""


def verdict_for(loss: float) -> Verdict:
    """The verdict of a decision that loses ``loss`` equity."""
    for verdict, threshold in THRESHOLDS:
        if loss >= threshold - 1e-12:
            return verdict
    return Verdict.GOOD


class CubeAction(enum.Enum):
    """A cube decision: the side on roll doubles or rolls; the doubled side takes or passes."""

    DOUBLE = "double"
    NO_DOUBLE = "no_double"
    TAKE = "take"
    PASS = "pass"


@dataclass(frozen=True)
class PlayReview:
    """A checker play judged: the ``play`` made, the ``best`` one, the mover's equity after
    each, the ``loss`` (≥ 0) and its ``verdict``."""

    position: Position
    dice: Dice
    play: Play
    best: Play
    equity: float
    best_equity: float
    loss: float
    verdict: Verdict

    def message(self, lang: str | None = None) -> str:
        """The verdict in words (``lang``: ``"ka"`` or ``"en"``; default the current one)."""
        if self.verdict is Verdict.GOOD:
            return translate("tutor.play.good", lang)
        return translate(f"tutor.play.{self.verdict.value}", lang, loss=self.loss,
                         best=str(self.best))

    def reasons(self, limit: int = _reasons.LIMIT) -> list[_reasons.Reason]:
        """Why the better play is better, in facts of both resulting positions (none for a
        good play): :func:`.reasons.reasons`."""
        if self.verdict is Verdict.GOOD:
            return []
        return _reasons.reasons(self.position, self.best, self.play, limit=limit)


@dataclass(frozen=True)
class CubeReview:
    """A cube action judged: the ``action`` taken, the ``best`` one, the ``loss`` (≥ 0) and its
    ``verdict``; ``decision`` holds the evaluator's three equities."""

    action: CubeAction
    best: CubeAction
    loss: float
    verdict: Verdict
    decision: _cube.CubeDecision
    state: GameState | None = field(default=None, compare=False, repr=False)
    """The state the action was taken in (for :meth:`reasons`)."""

    def reasons(self) -> list[_reasons.Reason]:
        """Why the better action is better (none for a good one): the chance and the
        threshold it crossed (:mod:`.cube_reasons`; money play)."""
        if self.verdict is Verdict.GOOD or self.state is None:
            return []
        return cube_reasons(self.state, self.action.value, self.best.value,
                            self.decision.too_good)

    def message(self, lang: str | None = None) -> str:
        """The verdict in words."""
        if self.verdict is Verdict.GOOD:
            return translate("tutor.cube.good", lang)
        return translate(f"tutor.cube.{self.verdict.value}", lang, loss=self.loss,
                         best=translate(f"tutor.action.{self.best.value}", lang))


def ranked_equities(position: Position | LongPosition, dice: DiceLike
                    ) -> list[tuple[Play, float]]:
    """Every legal play (one per distinct result) with the mover's equity after it, best
    first: short nardi's evaluator, or long nardi's network (``long_play``); empty for a dance."""
    return list(_ranked(position, Dice.coerce(dice)))


def _ranked(position: Position | LongPosition, dice: Dice) -> tuple[tuple[Play, float], ...]:
    """:func:`ranked_equities`, kept for the positions met again (a game's review)."""
    return finish(ranking(position, dice))


def ranking(position: Position | LongPosition, dice: Dice
            ) -> Steps[tuple[tuple[Play, float], ...]]:
    """:func:`ranked_equities` in steps (a few plays valued each), kept."""
    key = (position, dice)
    known = _RANKED.get(key)
    if known is not None:
        return known  # type: ignore[return-value]
    if isinstance(position, LongPosition):
        long_ranked = yield from ranked_long_steps(position, dice)
        ranked = tuple((play, v) for play, _, v in long_ranked)
    else:
        short_ranked = yield from ranked_steps(position, dice)
        ranked = tuple((play, p.equity) for play, p in short_ranked)
    _RANKED.put(key, ranked)
    return ranked


SEARCH_WIDTH = 2
"""The tutor searches (as ``expert`` plays) the best plays at 0-ply, at most this many …"""
SEARCH_MARGIN = 0.06
"""… within this equity of the 0-ply best, and the learner's play …"""
SEARCH_REACH = 0.30
"""… when its 0-ply loss is below this (a play farther off is very bad at any depth): at most
three searches a judged play, the tutor's cost after every play of a learner (in short nardi
in CPython about 5 ms of CPU each one ply deep, 150 ms two plies deep: a front end runs them
in slices after the click, ``benchmarks/tutor_slices.py --clicks``; ``benchmarks/tutor.py``
prints the mean and the worst).  Wider settings were fitted for the one-ply search on the
tutor bench's decisions 0–299 (``benchmarks/tutor_calibrate.py``: width 2–5, margin
0.06–0.15, reach 0.3–0.5, 3 or 8 replies a roll, ``NOISE`` 0–0.02); the best fits gained
there but none on the held-out 300–599 (``SEARCH_WIDTH`` 3: agreement 74.1 % against
74.3 %, gnubg's best criticised 4.3 % against 4.0 %), so these stay."""
NOISE = 0.01
"""The search's noise margin: a play is charged only what its value falls short of the best
by more than this (so plays within it of each other are equal).  Measured on the tutor bench
(``benchmarks/tutor.py``, gnubg-nn 2-ply as the reference): the searched losses differ from
gnubg's by 0.027 on average, and a margin of 0.01–0.015 agrees best with gnubg's classes
(without one, gnubg's best play was criticised in 4.7 % of the first 150 decisions, with it
1.3 %; 3.0 % of all 600); fitted again with the search's settings on decisions 0–299, 0.01
stays the best there; for the two-ply search too (its values of gnubg's five plausible plays
on decisions 0–299: agreement 84.0 / 83.0 / 82.0 % with a margin of 0 / 0.01 / 0.015, gnubg's
best criticised 2.7 / 1.3 / 1.0 %, its good plays 7.9 / 4.9 / 4.2 %: 0.01 keeps every
criticism goal with room).  Exact results (a table, a finished game) are charged in full."""


DEPTH = 2
"""The plies of the tutor's search in short nardi: 2 (:mod:`.deep`: each of the opponent's
rolls and its best reply, then the mover's one-ply search of that), or 1 (the search ``expert``
plays with: the tutor before, kept for ``benchmarks/tutor.py``'s side-by-side table).  Long
nardi is searched one ply whatever this says (its bench's reference is a one-ply search).
On the tutor bench's held-out decisions 300–599 (``benchmarks/tutor.py --part 300:600``:
agreement / gnubg's best criticised / its good plays criticised / its bad ones flagged) two
plies give 79.3 / 1.7 / 7.4 / 95.3 %, one ply 74.3 / 4.0 / 12.0 / 93.5 (goals ≥ 85 / ≤ 3 / ≤ 8
/ ≥ 95); on 0–299 81.9 / 1.3 / 4.9 / 97.7 against 79.4 / 2.0 / 5.6 / 96.0."""


QUICK = 1
"""The depth of the tutor's answers given within a click: ``hint`` and a practice exercise's
check (:mod:`nardi_teach.exercises.kinds.mistake`).  One ply (as ``expert`` plays) takes a
median 10 ms of CPython, two plies 190 ms (p95 420; Pyodide 2–3 times that), too long for a
click; the verdict on a learner's play is worked out after the click (``judging``, in slices)
at ``DEPTH``.  On 60 held-out decisions of the tutor bench the one-ply hint differed from the
two-ply best play in 3 and the two-ply verdict called it good in all 60."""


def searched_value(position: Position | LongPosition, play: Play, depth: int | None = None
                   ) -> float:
    """The mover's value of ``play`` by the tutor's search ``depth`` plies deep (default
    ``DEPTH``): one ply, the mean over the opponent's 21 rolls of its best reply (short:
    :func:`.short.lookahead_equity`; long: :func:`.long_play.lookahead_value`); two, that
    reply's position searched one ply again (short: :func:`.deep.two_ply_equity`)."""
    return finish(_searching(position, play, DEPTH if depth is None else depth))


class _Kept:
    """The last ``size`` results of a function, the least recently used forgotten first (an
    ``lru_cache`` that a computation in steps can read and fill)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.items: OrderedDict[object, object] = OrderedDict()

    def get(self, key: object) -> object:
        found = self.items.get(key)
        if found is not None:
            self.items.move_to_end(key)
        return found

    def put(self, key: object, value: object) -> None:
        self.items[key] = value
        self.items.move_to_end(key)
        while len(self.items) > self.size:
            self.items.popitem(last=False)

    def clear(self) -> None:
        self.items.clear()


_RANKED = _Kept(256)
"""The 0-ply rankings (a game's review meets its positions again)."""
_SEARCHED = _Kept(64)
"""The search's values, per resulting position: a hint and the review of the play made after
it search the same best plays once."""
_JUDGED = _Kept(256)
""":func:`_judged`'s answers (a game's review meets its plays again)."""


def _searching(position: Position | LongPosition, play: Play, depth: int) -> Steps[float]:
    """:func:`searched_value` in steps (one roll of a one-ply search each), kept."""
    after = position.play(play)
    key = (position, after, play, depth)
    known = _SEARCHED.get(key)
    if known is not None:
        return known  # type: ignore[return-value]
    if isinstance(position, LongPosition):
        value = yield from lookahead_long_steps(position, play)
    elif depth >= 2:
        value = yield from two_ply_steps(after.flipped())
    else:
        value = yield from lookahead_steps(after.flipped())
    _SEARCHED.put(key, value)
    return value


def _exact(position: Position | LongPosition, plays: Sequence[Play]) -> bool:
    """Whether 0-ply is already exact for these plays: a play ends the game, or both sides
    are bearing off (the bear-off table)."""
    if any(position.play(p).winner() is not None for p in plays):
        return True
    return home_of(position.player) is not None and home_of(position.opponent) is not None


def _judged(position: Position | LongPosition, dice: Dice, play: Play,
            depth: int | None = None) -> tuple[Play, float, float, int]:
    """``(best, best value, play's value, depth)`` by the tutor's search (see the module;
    ``depth``: the search's plies, default ``DEPTH``); depth ``-1``: exact, charged in full,
    ``0``: the 0-ply ranking decided."""
    return finish(_judging(position, dice, play, DEPTH if depth is None else depth))


def forget() -> None:
    """Forget every ranking, search and judgement kept between calls (the next play is
    judged as a learner's first: the tests' and benchmarks' cold start)."""
    for kept in (_RANKED, _SEARCHED, _JUDGED):
        kept.clear()


def _judging(position: Position | LongPosition, dice: Dice, play: Play, depth: int
             ) -> Steps[tuple[Play, float, float, int]]:
    """:func:`_judged` in steps: the 0-ply ranking, then each roll of each one-ply search;
    kept."""
    if isinstance(position, LongPosition):
        depth = 1
    key = (position, dice, play, depth)
    known = _JUDGED.get(key)
    if known is not None:
        return known  # type: ignore[return-value]
    ranked = yield from ranking(position, dice)
    yield
    after = position.play(play)
    top_play, top = ranked[0]
    mine = next(e for p, e in ranked if position.play(p) == after)
    candidates = [p for p, v in ranked[:SEARCH_WIDTH] if v >= top - SEARCH_MARGIN]
    result: tuple[Play, float, float, int]
    if _exact(position, candidates + [play]):
        result = (top_play, top, mine, -1)
    elif top - mine >= SEARCH_REACH or (
            len(candidates) == 1 and position.play(candidates[0]) == after):
        result = (top_play, top, mine, 0)
    else:
        values = {}
        for p in candidates:
            values[p] = yield from _searching(position, p, depth)
        own = next((v for p, v in values.items() if position.play(p) == after), None)
        if own is None:
            own = yield from _searching(position, play, depth)
        best = max(values, key=lambda p: values[p])
        result = (best, values[best], own, depth)
    _JUDGED.put(key, result)
    return result


def review_play(position: Position | LongPosition, dice: DiceLike, play: Play,
                depth: int | None = None) -> PlayReview:
    """Judge ``play`` (a legal play of ``position`` with ``dice``; short or long nardi): the
    best plays at 0-ply and the learner's are searched ``depth`` plies deeper (default
    ``DEPTH``; ``SEARCH_*``), a loss is what lies beyond the search's ``NOISE`` margin, and
    exact tables are read as they are (and charged in full)."""
    return finish(judging(position, dice, play, depth))


def judging(position: Position | LongPosition, dice: DiceLike, play: Play,
            depth: int | None = None) -> Steps[PlayReview]:
    """:func:`review_play` in steps (:mod:`.steps`: the 0-ply ranking, then one roll of a
    one-ply search each), the same review at the end: what a front end judges while the page
    is idle, a slice at a time (issue 39)."""
    dice = Dice.coerce(dice)
    if not position.legal_plays(dice):
        return PlayReview(position, dice, play, play, 0.0, 0.0, 0.0, Verdict.GOOD)
    if play not in position.legal_plays(dice):
        raise ValueError(f"{play} is not a legal play of this position with {dice}")
    best, best_equity, equity, searched = yield from _judging(
        position, dice, play, DEPTH if depth is None else depth)
    loss = max(best_equity - equity - (NOISE if searched >= 0 else 0.0), 0.0)
    if loss == 0.0 or position.play(best) == position.play(play):
        best, loss = play, 0.0
    return PlayReview(position, dice, play, best, equity, best_equity, round(loss, 6),
                      verdict_for(loss))


def hint(position: Position | LongPosition, dice: DiceLike, depth: int | None = None) -> Play:
    """The play the tutor prefers (the empty play for a dance): the best of the top plays by
    its search ``depth`` plies deep (default ``QUICK``: a click waits for it), as
    ``review_play`` judges."""
    dice = Dice.coerce(dice)
    ranked = ranked_equities(position, dice)
    if not ranked:
        return Play()
    return _judged(position, dice, ranked[0][0], QUICK if depth is None else depth)[0]


def review_cube(state: GameState, action: CubeAction | str) -> CubeReview:
    """Judge a cube action in ``state``: ``DOUBLE``/``NO_DOUBLE`` by the side on roll before
    it rolls (``Phase.ROLL``), ``TAKE``/``PASS`` by the doubled side (``Phase.DOUBLED``)."""
    action = CubeAction(action)
    decision = _cube.decision(state)
    if action in (CubeAction.DOUBLE, CubeAction.NO_DOUBLE):
        best = CubeAction.DOUBLE if decision.should_double else CubeAction.NO_DOUBLE
        loss = decision.double_loss(action is CubeAction.DOUBLE)
    else:
        best = CubeAction.TAKE if decision.should_take else CubeAction.PASS
        loss = decision.take_loss(action is CubeAction.TAKE)
    return CubeReview(action, best, round(loss, 6), verdict_for(loss), decision, state)


_CUBE_POSITIONS = (Position, LongPosition)
"""The games whose cube actions the tutor judges."""


@dataclass(frozen=True)
class GameError:
    """One decision of a game, judged: ``index`` is the state it was made in
    (``game.states()[index]``, to replay from), ``review`` the judgement."""

    index: int
    review: PlayReview | CubeReview

    @property
    def loss(self) -> float:
        return self.review.loss


SCREEN = 0.04
"""``review_game`` searches only the plays whose 0-ply loss is at least ``at_least`` less this
(a play that close to the best at 0-ply is taken as below ``at_least``: the search moves a value
by less, and a game's review must not keep a browser waiting)."""


def _screened(position: Position | LongPosition, dice: Dice, play: Play, floor: float) -> bool:
    """Whether ``play``'s 0-ply loss is below ``floor`` (then it is not searched)."""
    if floor <= 0:
        return False
    ranked = ranked_equities(position, dice)
    if not ranked:
        return True
    after = position.play(play)
    mine = next(e for p, e in ranked if position.play(p) == after)
    return ranked[0][1] - mine < floor


def review_game(game: Game, side: Color, *, at_least: float = 0.04) -> list[GameError]:
    """Every decision of ``side`` in ``game`` that lost at least ``at_least`` (default: the
    "doubtful" threshold), biggest loss first.  Cube decisions are judged where the side could
    double (it rolled instead: ``NO_DOUBLE``) or was doubled.  Plays are judged as
    ``review_play`` judges them, those within ``at_least − SCREEN`` of the best at 0-ply taken as
    good (see ``SCREEN``)."""
    states: Sequence[GameState] = game.states()
    actions = game.history
    errors: list[GameError] = []
    for index, (before, action) in enumerate(zip(states, actions, strict=False)):
        if before.actor != side:
            continue
        review: PlayReview | CubeReview | None = None
        if isinstance(action, WholePlay) and before.turn is not None:
            if _screened(before.position, before.turn.dice, action.play, at_least - SCREEN):
                continue
            review = review_play(before.position, before.turn.dice, action.play)
        elif isinstance(action, CheckerMove) and before.turn is not None and not before.turn.moves:
            review = _whole_turn(states, actions, index)
        elif isinstance(action, Double):
            review = review_cube(before, CubeAction.DOUBLE)
        elif isinstance(action, Take | Drop):
            review = review_cube(before, CubeAction.TAKE if isinstance(action, Take)
                                 else CubeAction.PASS)
        elif before.phase is Phase.ROLL and before.double_refusal() is None \
                and isinstance(before.position, _CUBE_POSITIONS):
            review = review_cube(before, CubeAction.NO_DOUBLE)
        if review is not None and review.loss >= at_least:
            errors.append(GameError(index, review))
    errors.sort(key=lambda e: -e.loss)
    return errors


def _whole_turn(states: Sequence[GameState], actions: Sequence[object], index: int
                ) -> PlayReview | None:
    """The review of a turn played checker by checker from ``actions[index]``: the legal play
    that reaches the position the turn ended in."""
    before = states[index]
    assert before.turn is not None
    end = index
    while end < len(actions) and isinstance(actions[end], CheckerMove) \
            and states[end].position == before.position:
        end += 1
    if end >= len(states) or states[end].position == before.position:
        return None  # the turn is not finished yet
    reached = states[end].position
    dice = before.turn.dice
    for play in before.position.legal_plays(dice):
        if before.position.play(play) == reached:
            return review_play(before.position, dice, play)
    return None
