"""Short nardi's evaluator: the outcome probabilities of a position, and of every legal play.

``probabilities(me, them)`` answers for the side on roll ``me`` (both sides 26 counts in their
own numbering), from, in this order:

1. a finished game (``them`` has borne everything off): a loss, a gammon if ``me`` has borne
   nothing off, a backgammon if ``me`` also still has a checker on the bar or in ``them``'s home;
2. the exact one-sided bear-off database (:mod:`.bearoff`) when both sides have every checker
   home: the winning chance is exact (both sides playing the one-sided policy); a gammon is
   impossible for a side whose opponent has borne off, else the network's gammon figure is kept;
3. the network (:mod:`.net`) otherwise.

``ranked_plays`` evaluates the position after each legal play (the opponent then on roll) and
orders the plays by the mover's cubeless money equity; the network values the results from the
position's own hidden sums, corrected where the play changed them (:class:`.net.Near`).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..core.dice import DiceLike
from ..core.moves import Play
from . import bearoff, net
from .net import Probabilities
from .steps import Steps, finish

if TYPE_CHECKING:
    from ..short_nardi.position import Position


def finished(winner: Sequence[int], loser: Sequence[int]) -> Probabilities:
    """The result for ``winner``, who has borne off its last checker."""
    gammon = loser[0] == 0
    backgammon = gammon and (loser[25] > 0 or any(loser[19:25]))
    return Probabilities(1.0, float(gammon), float(backgammon), 0.0, 0.0)


def probabilities(me: Sequence[int], them: Sequence[int], network: net.Net | net.Near | None = None
                  ) -> Probabilities:
    """The outcome probabilities for ``me``, the side on roll (see the module's order);
    ``network``: the shipped network, or a :class:`.net.Near` of it (the same outputs, sooner
    for positions near its base)."""
    if network is None:
        network = net.shipped()
    if them[0] == 15:
        return finished(them, me).flipped()
    if me[0] == 15:
        return finished(me, them)
    mine, theirs = bearoff.home_of(me), bearoff.home_of(them)
    if mine is not None and theirs is not None:
        win = bearoff.shipped().race_win(mine, theirs)
        guess = network.probabilities(me, them) if not (me[0] and them[0]) else None
        wg = 0.0 if them[0] or guess is None else min(guess.win_gammon, win)
        lg = 0.0 if me[0] or guess is None else min(guess.lose_gammon, 1.0 - win)
        return Probabilities(win, wg, 0.0, lg, 0.0)
    return network.probabilities(me, them)


def after_play(after: Position, network: net.Net | net.Near | None = None) -> Probabilities:
    """The probabilities, for the side that has just played, of ``after`` — a position with
    the mover's checkers in ``after.player`` and the opponent (next on roll) in
    ``after.opponent`` (as ``LegalPlays.results()`` gives them)."""
    return probabilities(after.opponent, after.player, network).flipped()


def near(position: Position) -> net.Near:
    """The network's evaluator of the positions ``position``'s plays lead to (the opponent
    then on roll, :class:`.net.Near`)."""
    return net.shipped().near(position.opponent, position.player)


def position_probabilities(position: Position) -> Probabilities:
    """The probabilities for ``position.turn``, before it rolls."""
    return probabilities(position.player, position.opponent)


CHUNK = 8
"""Plays valued between two steps of :func:`ranked_steps`."""


def ranked_plays(position: Position, dice: DiceLike) -> list[tuple[Play, Probabilities]]:
    """Every legal play (one per distinct result) with the mover's probabilities after it,
    best cubeless equity first (ties: the engine's order); empty for a dance."""
    return [(play, p) for play, p, _after in finish(ranked_results_steps(position, dice))]


def ranked_results(position: Position, dice: DiceLike
                   ) -> list[tuple[Play, Probabilities, Position]]:
    """:func:`ranked_plays` with the position each play leads to (the mover still in
    ``player``, as ``LegalPlays.results()`` gives it, equal to ``position.play(play)
    .flipped()``), already made by the move generator: no play is replayed to read it."""
    return finish(ranked_results_steps(position, dice))


def ranked_steps(position: Position, dice: DiceLike
                 ) -> Steps[list[tuple[Play, Probabilities]]]:
    """:func:`ranked_plays` in steps (:mod:`.steps`): it yields after every ``CHUNK`` plays
    valued and returns the same list."""
    ranked = yield from ranked_results_steps(position, dice)
    return [(play, p) for play, p, _after in ranked]


def ranked_results_steps(position: Position, dice: DiceLike
                         ) -> Steps[list[tuple[Play, Probabilities, Position]]]:
    """:func:`ranked_results` in steps (:mod:`.steps`), as :func:`ranked_steps`."""
    legal = position.legal_plays(dice)
    network = near(position)
    scored = []
    for n, (key, after) in enumerate(zip(legal.keys(), legal.results(), strict=True), 1):
        scored.append((key, after_play(after, network), after))
        if n % CHUNK == 0:
            yield
    order = sorted(range(len(scored)), key=lambda i: -scored[i][1].equity)
    return [(legal.play_for(scored[i][0]), scored[i][1], scored[i][2])  # type: ignore[misc]
            for i in order]
