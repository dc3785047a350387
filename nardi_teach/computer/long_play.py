"""The computer's long-nardi play: every level from one evaluator, long nardi's own network.

Every legal play is scored by :mod:`.long_net` (trained by self-play, ``training/train_long.py``)
— the mover's cubeless money equity after the play, a mars counting two; once both sides have
every checker home, by the exact bear-off table (:func:`exact_probabilities`, issue 39) — and
the levels differ only in how that score picks a play (``LONG_LEVELS``, a softmax temperature
in equity units, "not by weaker code"):

- ``"expert"`` — the best play after a one-ply lookahead: the candidates within
  ``LOOKAHEAD_MARGIN`` of the best (at most ``LOOKAHEAD_WIDTH``) are valued by the mean, over
  the opponent's 21 rolls, of the position after its best reply — the replies first ranked by
  the issue-15 heuristic (:func:`nardi_teach.computer.long.value`, cheap) and the best
  ``REPLY_WIDTH`` of them valued by the network;
- ``"strong"`` — the best equity (ties: the engine's order);
- ``"intermediate"``, ``"club"`` and ``"beginner"`` — the equity plus ``LONG_HABITS[level]``
  times the learner's habits (:mod:`.habits`: running when it should build, sitting on the
  head, not building blocks); ``"intermediate"`` takes its best value, ``"club"`` and
  ``"beginner"`` draw a play with probability ∝ exp(value / temperature).

At a match score (``MatchScore``) the plays are ranked by match-winning chances instead
(:func:`.match.match_value`: a mars is worth what the Kazaross-XG2 table says two points are
worth at that score).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..core.dice import ALL_ROLLS, Dice, roll_weight
from ..core.moves import Play
from ..long_nardi.movegen import decode
from ..long_nardi.position import LongPosition
from . import bearoff
from .bearoff import home_of
from .evaluate import CHUNK
from .habits import long_habits
from .long import value as heuristic_value
from .long_net import shipped
from .match import MatchScore, match_value
from .net import Probabilities
from .steps import Steps, finish

LONG_LEVELS: dict[str, float] = {"beginner": 0.03, "club": 0.01, "intermediate": 0.0,
                                 "strong": 0.0, "expert": 0.0}
"""Each level's softmax temperature over its values of the plays (0 = always its best play);
calibrated in ``benchmarks/computer.py`` (see ``computer_results.md``)."""
LONG_HABITS: dict[str, float] = {"beginner": 0.22, "club": 0.09, "intermediate": 0.05,
                                 "strong": 0.0, "expert": 0.0}
"""How much each level's value of a play counts the learner's habits (:mod:`.habits`: running
when it should build, sitting on the head, not building blocks) beside the equity: against
the network's own best play about 10 mEMG a move for ``"intermediate"``, 28 for ``"club"``
and 82 for ``"beginner"`` (the temperature-only levels before: club 25, beginner 80)."""
LOOKAHEAD_WIDTH = 3
"""``"expert"`` looks ahead from at most this many plays …"""
LOOKAHEAD_MARGIN = 0.05
"""… those within this equity of the best at 0-ply (a clear best play is played at once)."""
REPLY_WIDTH = 2
"""The opponent's replies (ranked by the heuristic) the network values for each of its rolls."""


def finished(winner: tuple[int, ...], loser: tuple[int, ...]) -> Probabilities:
    """The result for ``winner``, who has borne off its last checker (a mars when the loser
    has borne off none, L9)."""
    del winner
    return Probabilities(1.0, float(loser[0] == 0), 0.0, 0.0, 0.0)


def exact_probabilities(me: tuple[int, ...], them: tuple[int, ...]) -> Probabilities | None:
    """When both sides have every checker left home (their points 1–6; issue 39): the exact
    winning chance of ``me``, on roll, from the one-sided bear-off database
    (:func:`.bearoff.BearoffDB.race_win`; long nardi bears off by the same rules, L8, and
    the sides' homes never meet); a mars is impossible against a side that has borne a checker
    off, else the network's figure within that side's winning chance.  ``None`` otherwise."""
    mine, theirs = home_of(me), home_of(them)
    if mine is None or theirs is None:
        return None
    win = bearoff.shipped().race_win(mine, theirs)
    guess = shipped().probabilities(me, them) if not (me[0] and them[0]) else None
    win_mars = 0.0 if them[0] or guess is None else min(guess.win_gammon, win)
    lose_mars = 0.0 if me[0] or guess is None else min(guess.lose_gammon, 1.0 - win)
    return Probabilities(win, win_mars, 0.0, lose_mars, 0.0)


def after_probabilities(mover: tuple[int, ...], opponent: tuple[int, ...],
                        exact: bool = True) -> Probabilities:
    """The mover's probabilities once it has played to ``mover`` (the opponent on roll): the
    exact bear-off table where it applies (unless ``exact`` is false: a game of the family
    whose bear-off differs), else the network."""
    if mover[0] == 15:
        return finished(mover, opponent)
    table = exact_probabilities(opponent, mover) if exact else None
    if table is not None:
        return table.flipped()
    return shipped().probabilities(opponent, mover).flipped()


CALIBRATION = (1.1280, 0.0148)
"""``(a, b)``: the network's winning chance before a roll is read as ``logit(p') =
a · logit(p) + b`` (Platt scaling), fitted on self-play games by
``training/calibrate_long.py`` (figures in ``training/README.md``); the cube decisions read
these chances.  A mars keeps its share of the wins (and of the losses)."""


def calibrated(p: Probabilities) -> Probabilities:
    """``p`` with its winning chance read through ``CALIBRATION``."""
    a, b = CALIBRATION
    if (a, b) == (1.0, 0.0) or not 0.0 < p.win < 1.0:
        return p
    win = 1.0 / (1.0 + math.exp(-(a * math.log(p.win / (1.0 - p.win)) + b)))
    lose = 1.0 - win
    return Probabilities(win, p.win_gammon * win / p.win, 0.0,
                         p.lose_gammon * lose / (1.0 - p.win), 0.0)


def position_probabilities(position: LongPosition, raw: bool = False) -> Probabilities:
    """The probabilities for ``position.turn``, before it rolls: exact when both sides are
    bearing off (:func:`exact_probabilities`), else the network's, calibrated; ``raw``: the
    network's own chances, always."""
    if position.opponent[0] == 15:
        return finished(position.opponent, position.player).flipped()
    if position.player[0] == 15:
        return finished(position.player, position.opponent)
    if not raw and not position.exact_bear_off:  # the table's bear-off (L8): exact chances
        table = exact_probabilities(position.player, position.opponent)
        if table is not None:
            return table
    p = shipped().probabilities(position.player, position.opponent)
    return p if raw else calibrated(p)


Scorer = Callable[[Probabilities], float]


def _equity(p: Probabilities) -> float:
    return p.equity


def scorer(score: MatchScore | None) -> Scorer:
    """How a play's probabilities are valued: money equity, or at ``score`` match equity."""
    if score is None:
        return _equity
    return lambda p: match_value(p, score)


def ranked_long_plays(position: LongPosition, dice: Dice, score: MatchScore | None = None
                      ) -> list[tuple[Play, Probabilities, float]]:
    """Every legal play (one per distinct result) with the mover's probabilities after it and
    its value (money equity, or match equity at ``score``), best first; empty for a dance."""
    return finish(ranked_long_steps(position, dice, score))


def ranked_long_steps(position: LongPosition, dice: Dice, score: MatchScore | None = None
                      ) -> Steps[list[tuple[Play, Probabilities, float]]]:
    """:func:`ranked_long_plays` in steps (:mod:`.steps`): it yields after every ``CHUNK``
    plays valued and returns the same list."""
    legal = position.legal_plays(dice)
    value_of = scorer(score)
    opponent = position.opponent
    exact = not position.exact_bear_off
    scored = []
    for n, key in enumerate(legal.keys(), 1):
        p = after_probabilities(decode(key), opponent, exact)
        scored.append((key, p, value_of(p)))
        if n % CHUNK == 0:
            yield
    scored.sort(key=lambda item: -item[2])
    return [(legal.play_for(key), p, v) for key, p, v in scored]  # type: ignore[misc]


def lookahead_value(position: LongPosition, play: Play, value_of: Scorer = _equity) -> float:
    """The mover's mean value, over the opponent's 21 rolls, after the opponent's best reply
    to ``play`` (the replies pre-ranked by the heuristic, see the module)."""
    return finish(lookahead_steps(position, play, value_of))


def lookahead_steps(position: LongPosition, play: Play, value_of: Scorer = _equity
                    ) -> Steps[float]:
    """:func:`lookahead_value` in steps (:mod:`.steps`): it yields after each of the
    opponent's rolls and returns the same value."""
    after = position.play(play)  # the opponent on roll
    ours = after.opponent
    total = 0.0
    for dice in ALL_ROLLS:
        keys = after.legal_plays(dice).keys()
        replies = [decode(key) for key in keys]
        best = None
        won = next((reply for reply in replies if reply[0] == 15), None)
        if won is not None:  # the opponent bears off its last checker
            best = value_of(finished(won, ours).flipped())
        elif replies:
            if len(replies) > REPLY_WIDTH:
                replies = sorted(replies, key=lambda r: -heuristic_value(r, ours))[:REPLY_WIDTH]
            best = min(value_of(shipped().probabilities(ours, reply)) for reply in replies)
        if best is None:  # the opponent dances: we are on roll again
            best = value_of(shipped().probabilities(ours, after.player))
        total += roll_weight(dice) * best
        yield
    return total / 36


def choose_long_play(position: LongPosition, dice: Dice, level: str, rng: random.Random,
                     score: MatchScore | None = None) -> Play:
    """The play ``level`` makes in a long-nardi position (at ``score``, by match equity)."""
    ranked = ranked_long_plays(position, dice, score)
    if not ranked:
        return Play()
    top = ranked[0][2]
    if ranked[0][1].win >= 1.0:
        return ranked[0][0]  # the last checker off
    habit = LONG_HABITS[level]
    if habit:  # the level's typical errors (issue 39, point 5)
        after = position.play
        ranked = sorted(((play, p, v + habit * long_habits(after(play).opponent))
                         for play, p, v in ranked), key=lambda item: -item[2])
        top = ranked[0][2]
    temperature = LONG_LEVELS[level]
    if temperature:
        weights = [math.exp((v - top) / temperature) for _play, _p, v in ranked]
        return rng.choices([play for play, _p, _v in ranked], weights)[0]
    if level != "expert":
        return ranked[0][0]
    candidates = [play for play, _p, v in ranked[:LOOKAHEAD_WIDTH] if v >= top - LOOKAHEAD_MARGIN]
    if len(candidates) == 1:
        return candidates[0]
    value_of = scorer(score)
    return max(candidates, key=lambda play: lookahead_value(position, play, value_of))
