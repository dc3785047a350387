"""Cube decisions from the evaluator's probabilities (short and long nardi).

**Money play** — Rick Janowski's cubeful interpolation ("Take-Points in Money Games", 1993):
from the cubeless probabilities, ``W`` and ``L`` are the average points of a win and of a loss
(gammons and backgammons included) and ``p`` the winning chance.  The *dead-cube* equity is
``pW − (1 − p)L``; the *live-cube* equity is piecewise linear in ``p``, through the take point
``TP = (L − ½) / (W + L + ½)`` (equity −1) and the cash point ``CP = (L + 1) / (W + L + ½)``
(equity +1), with ends −L at p = 0 and +W at p = 1 — a centred cube uses both points, a cube
the side owns only its cash point, a cube the opponent owns only the take point.  The cubeful
equity is ``x · live + (1 − x) · dead`` with the *cube efficiency* ``x`` of the position's class
(``cube_efficiency``; the figures GNU Backgammon uses: contact 0.68, a race 0.55 + 0.00125 per pip
of the side on roll within 0.6 … 0.7, a bear-off 0.6).  With the Jacoby rule a centred cube's
gammons count for nothing.

**Match play** — the Kazaross-XG2 match equity table (``kazaross_xg2.json``; Neil Kazaross 2011,
from XG rollouts to 9 points and GNU Backgammon rollouts to 15, extended to 25; as distributed
with GNU Backgammon), pre- and post-Crawford.  Each outcome (win or lose 1, 2 or 3 times the cube)
becomes a match-winning chance (MWC); the MWC scale is mapped linearly onto equity so that winning
the cube's value is +1 and losing it −1, and Janowski's formulas are applied in those units with
the ``W`` and ``L`` the score gives gammons.  A cube is dead (x = 0) in the Crawford game and
when a win at the doubled value would already give both sides the match.

A double is right when both "double, take" and "double, pass" beat "no double"; a take when
"double, take" costs the taker less than passing; "too good" when no double beats passing
(gammons make playing on better than cashing).  ``CubeDecision`` holds the three equities.
**Long nardi** (L10) is decided the same way from its own network (:mod:`.long_play`; a mars
counts two, there is no koks).  Its cube efficiency is our choice, in the same classes
(``long_cube_efficiency``): while the sides still block each other (no checker is hit in long
nardi, but a block holds checkers as contact does) ``CONTACT_X``; once they have passed each
other, the race figure of the side's pips; both sides home, ``BEAROFF_X``.  No published
figure exists for long nardi.  The pip rule of thumb the computer used before the network
(``race_rule_*``) stays for the benchmark as the old behaviour to compare with.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.board import Color
from ..games.game import GameState
from ..long_nardi.position import LongPosition
from . import long_net
from .bearoff import home_of
from .evaluate import position_probabilities
from .long_play import position_probabilities as long_position_probabilities
from .match import mwc
from .net import Probabilities, no_contact, pips

CONTACT_X = 0.68
"""Cube efficiency in contact positions."""
RACE_X = (0.55, 0.00125, 0.6, 0.7)
"""Races: 0.55 + 0.00125 × the pips of the side on roll, kept within 0.6 … 0.7."""
BEAROFF_X = 0.6
"""Both sides bearing off (every checker home)."""


def cube_efficiency(me: list[int] | tuple[int, ...], them: list[int] | tuple[int, ...]) -> float:
    """The cube efficiency ``x`` of a position (``me`` on roll), by its class."""
    if home_of(me) is not None and home_of(them) is not None:
        return BEAROFF_X
    if no_contact(me, them):
        base, per_pip, low, high = RACE_X
        return min(max(base + per_pip * pips(me), low), high)
    return CONTACT_X


def long_cube_efficiency(me: tuple[int, ...], them: tuple[int, ...]) -> float:
    """Long nardi's cube efficiency (``me`` on roll; both sides 26 counts in their own
    numbering), by the classes of the module."""
    if not any(me[7:25]) and not any(them[7:25]):
        return BEAROFF_X
    if long_net.blocks(me, them)[0] == 0 and long_net.blocks(them, me)[0] == 0:
        base, per_pip, low, high = RACE_X
        return min(max(base + per_pip * long_net.pips(me), low), high)
    return CONTACT_X


def win_values(p: Probabilities) -> tuple[float, float]:
    """``(W, L)``: the average points of a win and of a loss (1 when there is none)."""
    w = 1.0 + (p.win_gammon + p.win_backgammon) / p.win if p.win > 0 else 1.0
    lose = 1.0 - p.win
    l_ = 1.0 + (p.lose_gammon + p.lose_backgammon) / lose if lose > 0 else 1.0
    return w, l_


def live_equity(p: float, w: float, l_: float, owner: str, jacoby: bool = False) -> float:
    """Janowski's live-cube equity at winning chance ``p``; ``owner``: ``"centre"``, ``"me"``
    or ``"them"``."""
    tp = (l_ - 0.5) / (w + l_ + 0.5)
    cp = (l_ + 1.0) / (w + l_ + 0.5)
    if owner == "centre":
        if p < tp:
            return -1.0 if jacoby else -l_ + (l_ - 1.0) * p / tp
        if p < cp:
            return -1.0 + 2.0 * (p - tp) / (cp - tp)
        return 1.0 if jacoby else 1.0 + (w - 1.0) * (p - cp) / (1.0 - cp)
    if owner == "me":
        if p < cp:
            return -l_ + (1.0 + l_) * p / cp
        return 1.0 + (w - 1.0) * (p - cp) / (1.0 - cp)
    if p < tp:
        return -l_ + (l_ - 1.0) * p / tp
    return -1.0 + (w + 1.0) * (p - tp) / (1.0 - tp)


def cubeful_equity(p: Probabilities, x: float, owner: str, jacoby: bool = False) -> float:
    """Money cubeful equity per unit of cube: ``x · live + (1 − x) · dead``."""
    w, l_ = win_values(p)
    if jacoby and owner == "centre":
        dead = 2.0 * p.win - 1.0
    else:
        dead = p.win * w - (1.0 - p.win) * l_
    return x * live_equity(p.win, w, l_, owner, jacoby) + (1.0 - x) * dead


@dataclass(frozen=True, slots=True)
class CubeDecision:
    """The doubler's equities (per unit of the current cube; in match play MWC mapped onto that
    scale) of no double, double/take and double/pass, and what they imply."""

    no_double: float
    double_take: float
    double_pass: float

    @property
    def should_double(self) -> bool:
        return min(self.double_take, self.double_pass) > self.no_double

    @property
    def should_take(self) -> bool:
        return self.double_take <= self.double_pass

    @property
    def too_good(self) -> bool:
        """Playing on beats cashing (and the opponent would pass)."""
        return self.no_double >= self.double_pass and not self.should_take

    @property
    def best(self) -> float:
        """The doubler's equity with both sides' best cube actions."""
        return max(self.no_double, min(self.double_take, self.double_pass))

    def double_loss(self, doubles: bool) -> float:
        """The equity the doubler gives up by doubling (``True``) or not, the taker answering
        best."""
        doubled = min(self.double_take, self.double_pass)
        return max(self.best - (doubled if doubles else self.no_double), 0.0)

    def take_loss(self, takes: bool) -> float:
        """The equity the doubled side gives up by taking (``True``) or passing."""
        chosen = self.double_take if takes else self.double_pass
        return max(chosen - min(self.double_take, self.double_pass), 0.0)


def _match_equity(p: Probabilities, mine: int, theirs: int, cube: int, post: bool,
                  x: float, owner: str, scale: int) -> float:
    """A match position's cubeful MWC at cube value ``cube``, mapped onto equity per unit of
    ``scale`` (the cube value the decision is measured in)."""
    def at(points: int) -> float:
        return mwc(mine - points, theirs, post) if points > 0 else mwc(mine, theirs + points, post)

    win1, lose1 = at(cube), at(-cube)
    half = (win1 - lose1) / 2 or 1e-9

    def norm(value: float) -> float:
        return (value - lose1) / half - 1.0

    single_win, single_loss = p.win - p.win_gammon, 1.0 - p.win - p.lose_gammon
    gw, bw = p.win_gammon - p.win_backgammon, p.win_backgammon
    gl, bl = p.lose_gammon - p.lose_backgammon, p.lose_backgammon
    dead_mwc = (single_win * win1 + gw * at(2 * cube) + bw * at(3 * cube)
                + single_loss * lose1 + gl * at(-2 * cube) + bl * at(-3 * cube))
    w = 1.0 if p.win <= 0 else (single_win + gw * norm(at(2 * cube))
                                + bw * norm(at(3 * cube))) / p.win
    l_ = 1.0 if p.win >= 1 else -(single_loss * -1.0 + gl * norm(at(-2 * cube))
                                  + bl * norm(at(-3 * cube))) / (1.0 - p.win)
    live = live_equity(p.win, max(w, 1.0), max(l_, 1.0), owner)
    value_mwc = x * (lose1 + (live + 1.0) * half) + (1.0 - x) * dead_mwc
    # onto the decision's scale: winning ``scale`` points is +1, losing them −1
    top, bottom = at(scale), at(-scale)
    return 2.0 * (value_mwc - bottom) / ((top - bottom) or 1e-9) - 1.0


def decision(state: GameState, p: Probabilities | None = None) -> CubeDecision:
    """The cube decision of the side on roll (the doubler) in ``state``; ``p`` its cubeless
    probabilities (default: the evaluator's)."""
    position = state.position
    if isinstance(position, LongPosition):
        if p is None:
            p = long_position_probabilities(position)
        x = long_cube_efficiency(position.player, position.opponent)
    else:
        if p is None:
            p = position_probabilities(position)
        x = cube_efficiency(list(position.player), list(position.opponent))
    value = state.cube.value
    # the stake after a take: twice the cube (R116), or one base stake more with the linear
    # raise cube (V68, R176: 1 → 2 → 3, so a raise from 2 risks half again, not twice)
    raised = state.cube.next_value
    owner = "centre" if state.cube.owner is None else (
        "me" if state.cube.owner == position.turn else "them")
    if not state.match_length:
        jacoby = bool(getattr(state.rules, "jacoby", False))
        return CubeDecision(cubeful_equity(p, x, owner, jacoby),
                            raised / value * cubeful_equity(p, x, "them"), 1.0)
    length = state.match_length
    white, black = state.score
    mine_score, their_score = (white, black) if position.turn == Color.WHITE else (black, white)
    mine, theirs = length - mine_score, length - their_score
    # the games after this one are post-Crawford if this is the Crawford game or one after it
    post = state.crawford or mine == 1 or theirs == 1
    dead_now = state.crawford or (value >= mine and value >= theirs)
    dead_doubled = raised >= mine and raised >= theirs
    no_double = _match_equity(p, mine, theirs, value, post, 0.0 if dead_now else x, owner, value)
    take = _match_equity(p, mine, theirs, raised, post, 0.0 if dead_doubled else x, "them",
                         value)
    return CubeDecision(no_double, take, 1.0)


# — the interface the old rules had —


def should_double(state: GameState) -> bool:
    """Whether the side on roll should double now."""
    return decision(state).should_double


def should_take(state: GameState) -> bool:
    """Whether the doubled side (``state.position.turn.other``) should take."""
    return decision(state).should_take


# — the 8-9-12 pip rule of thumb the computer used in long nardi before its network (kept
# for the benchmark) —

ROLL_ALLOWANCE = 4
"""Pips the side on roll is credited for the roll it is about to make."""


def race_rule_double(state: GameState) -> bool:
    """Double when the lead is at least 8 % of the doubler's count (9 % to redouble)."""
    mine, theirs = state.position.pip_counts()
    mine = max(mine - ROLL_ALLOWANCE, 1)
    threshold = 0.08 if state.cube.centred else 0.09
    return theirs - mine >= threshold * mine


def race_rule_take(state: GameState) -> bool:
    """Take when the doubler's lead is at most 12 % of its count."""
    doubler, taker = state.position.pip_counts()
    doubler = max(doubler - ROLL_ALLOWANCE, 1)
    return taker - doubler <= 0.12 * doubler
