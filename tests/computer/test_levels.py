"""Levels a learner can climb (issue 39, point 5): ordered by strength on a seeded sample, the
new ``intermediate`` between ``club`` and ``strong``, and weak levels whose mistakes are a
learner's typical ones (:mod:`nardi_teach.computer.habits`), in short and long nardi.

Short nardi's yardstick is GNU Backgammon's (gnubg-nn 0-ply, test-only), long nardi's the
package's own network; the big figures are in ``benchmarks/computer.py``."""

from __future__ import annotations

import random
import statistics
from functools import cache

import gnubg_nn
from gnubg_ref import to_gnubg

from nardi_teach import Color, Game, Phase, Position, Rules
from nardi_teach.computer import LEVELS, Computer, scored_plays
from nardi_teach.computer.habits import direct_blots, long_habits, short_habits
from nardi_teach.computer.long import play_long_game
from nardi_teach.computer.long_play import LONG_LEVELS, ranked_long_plays
from nardi_teach.core.dice import Dice
from nardi_teach.i18n import translate
from nardi_teach.long_nardi.position import LongPosition

MISTAKE = 0.03
"""A play this much below the best (equity) is a mistake, not a matter of taste."""
CLIMB = ("beginner", "club", "intermediate", "strong")
"""The levels a learner climbs, weakest first (``expert`` is ``strong`` with a search)."""


def gnubg_equity(after: Position) -> float:
    """gnubg-nn 0-ply's cubeless equity of ``after`` for the side that has just played
    (``after`` as ``position.play`` leaves it: the opponent on roll)."""
    mover, other = after.opponent, after.player
    if mover[0] == 15:
        return 1.0 if other[0] else 2.0
    w, wg, wbg, lg, lbg = gnubg_nn.probabilities(to_gnubg(other, mover), 0)
    return -(2 * w - 1 + wg - lg + wbg - lbg)


@cache
def short_sample() -> tuple[tuple[Position, Dice], ...]:
    """Decisions with a choice from seeded games of ``strong`` against itself."""
    out: list[tuple[Position, Dice]] = []
    seed = 0
    while len(out) < 160:
        game = Game(Rules(cube=False), seed=3901 + seed)
        strong = Computer("strong")
        while not game.is_over:
            if game.phase is Phase.MOVE and len(game.position.legal_plays(game.dice)) >= 2:
                out.append((game.position, game.dice))
            strong.act(game)
        seed += 1
    return tuple(out[:160])


@cache
def long_sample() -> tuple[tuple[LongPosition, Dice], ...]:
    strong = Computer("strong")
    out: list[tuple[LongPosition, Dice]] = []
    seed = 0
    while len(out) < 100:
        _, record = play_long_game({c: strong.choose for c in Color}, random.Random(3902 + seed))
        out += [(p, d) for p, d, _ in record if len(p.legal_plays(d)) >= 2]
        seed += 1
    return tuple(out[:100])


def short_loss(level: str) -> float:
    """The level's mean equity lost a move against gnubg-nn 0-ply's best, on the sample."""
    computer = Computer(level, seed=11)
    losses = []
    for position, dice in short_sample():
        best = max(gnubg_equity(after.flipped()) for after in position.legal_plays(dice).results())
        losses.append(best - gnubg_equity(position.play(computer.choose(position, dice))))
    return statistics.fmean(losses)


def long_loss(level: str) -> float:
    """The level's mean equity lost a move against the network's best play, on the sample."""
    computer = Computer(level, seed=11)
    losses = []
    for position, dice in long_sample():
        ranked = ranked_long_plays(position, dice)
        value = {position.play(p): v for p, _, v in ranked}
        losses.append(ranked[0][2] - value[position.play(computer.choose(position, dice))])
    return statistics.fmean(losses)


def test_the_short_levels_are_ordered_by_strength_against_gnubg() -> None:
    losses = [short_loss(level) for level in CLIMB]
    assert losses == sorted(losses, reverse=True), dict(zip(CLIMB, losses, strict=True))
    beginner, club, intermediate, strong = losses
    # each step is a real one, and intermediate sits between club and strong
    assert beginner > 1.5 * club and club > intermediate + 0.004 and intermediate > strong + 0.002


def test_the_long_levels_are_ordered_by_strength_against_the_network() -> None:
    losses = [long_loss(level) for level in CLIMB]
    assert losses == sorted(losses, reverse=True), dict(zip(CLIMB, losses, strict=True))
    assert losses[-1] == 0.0 and losses[-2] > 0.002  # intermediate does err


def test_a_weak_levels_mistakes_are_a_learners_habits_not_random_picks() -> None:
    """Where ``intermediate``, ``club`` or ``beginner`` makes a mistake (its play loses at
    least ``MISTAKE`` against the best by the level's own evaluator), its play scores more of
    the habits (direct shots left, back checkers run, outfield points kept; in long nardi
    running, the head, no block) than the best play: always for ``intermediate``, which takes
    its best value, nearly always for the two that also vary a little."""
    for level, share in (("intermediate", 1.0), ("club", 0.85), ("beginner", 0.85)):
        weak = Computer(level, seed=5)
        habitual = mistakes = 0
        for position, dice in short_sample():
            ranked = scored_plays(position, dice)
            equity = {position.play(p): v for p, v in ranked}
            mine = position.play(weak.choose(position, dice))
            if equity[mine] <= ranked[0][1] - MISTAKE:
                mistakes += 1
                habitual += (short_habits(mine.flipped())
                             > short_habits(position.play(ranked[0][0]).flipped()))
        for long_position, long_dice in long_sample():
            long_ranked = ranked_long_plays(long_position, long_dice)
            value = {long_position.play(p): v for p, _, v in long_ranked}
            after = long_position.play(weak.choose(long_position, long_dice))
            if value[after] <= long_ranked[0][2] - MISTAKE:
                mistakes += 1
                habitual += (long_habits(after.opponent)
                             > long_habits(long_position.play(long_ranked[0][0]).opponent))
        assert mistakes >= 10 and habitual >= share * mistakes, (level, habitual, mistakes)


def test_direct_blots_are_counted_from_the_opponents_checkers_behind_them() -> None:
    # (both sides in White's numbers) White's blot on 10: Black's checker on 4 is six pips
    # behind it; White's blot on 20 has no Black checker within six pips behind it
    position = Position.from_checkers({10: 1, 20: 1, 6: 13}, {4: 1, 24: 14})
    assert direct_blots(position.player, position.opponent) == 1
    # from the bar every blot on points 1–6 is direct
    barred = Position.from_checkers({3: 1, 6: 14}, {"bar": 1, 24: 14})
    assert direct_blots(barred.player, barred.opponent) == 1


def test_intermediate_is_offered_wherever_levels_are_named_in_both_languages() -> None:
    assert list(LEVELS) == ["beginner", "club", "intermediate", "strong", "expert"]
    assert list(LONG_LEVELS) == list(LEVELS)
    assert translate("computer.level_name.intermediate", "ka") == "საშუალო"
    assert translate("computer.level_name.intermediate", "en") == "intermediate"
    from nardi_teach.controllers.game import GameController

    board = GameController(computer={"color": "black", "level": "intermediate"},  # type: ignore[arg-type]
                           lang="ka")
    (level,) = [c for c in board.choices() if c["name"] == "level"]
    assert level["value"] == "intermediate"
    assert {"value": "intermediate", "label": "საშუალო"} in level["options"]  # type: ignore[operator]
    board.set_computer("black", "intermediate")  # the select's choice, as the pages make it
    assert board.message.startswith("კომპიუტერი შავებით თამაშობს (დონე: საშუალო)")
