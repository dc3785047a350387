"""The computer's choice reads each play's result from the move generator (issue 42): every
level chooses exactly the play, and draws exactly the random numbers, it did when it replayed
each ranked play (``position.play(play).flipped()``) to score the level's habits."""

from __future__ import annotations

import math
import random

import pytest

from nardi_teach import Dice, Play, Position
from nardi_teach.computer import LEVELS, Computer, scored_plays
from nardi_teach.computer.evaluate import ranked_plays, ranked_results
from nardi_teach.computer.habits import short_habits
from nardi_teach.computer.match import MatchScore, match_value
from nardi_teach.computer.short import HABITS
from nardi_teach.core.dice import ALL_ROLLS


def choose_as_before(computer: Computer, position: Position, dice: Dice,
                     score: MatchScore | None) -> Play:
    """``Computer.choose`` for a short-nardi position below "expert", as it was written
    before: the habits scored on each ranked play replayed."""
    if score is None:
        ranked = scored_plays(position, dice)
    else:
        ranked = sorted(((play, match_value(p, score))
                         for play, p in ranked_plays(position, dice)), key=lambda i: -i[1])
    if not ranked:
        return Play()
    habit = HABITS[computer.level]
    if habit:
        ranked = sorted(((play, value + habit * short_habits(position.play(play).flipped()))
                         for play, value in ranked), key=lambda item: -item[1])
    temperature = LEVELS[computer.level]
    if temperature == 0:
        return ranked[0][0]
    top = ranked[0][1]
    weights = [math.exp((value - top) / temperature) for _play, value in ranked]
    return computer.rng.choices([play for play, _value in ranked], weights)[0]


def _over(position: Position) -> bool:
    return sum(position.player) == 0 or sum(position.opponent) == 0


@pytest.mark.parametrize("level", [level for level in LEVELS if level != "expert"])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_level_chooses_as_when_it_replayed_each_play(level: str, seed: int) -> None:
    """A seeded game played by the level against itself (and, every third turn, at a match
    score): at each turn the play and the random state after it are the old formula's."""
    computer, before = Computer(level, seed=seed), Computer(level, seed=seed)
    dice_rng = random.Random(seed * 1000 + len(level))
    position = Position.initial()
    for turn in range(60):
        if _over(position):
            break
        dice = dice_rng.choice(ALL_ROLLS)
        score = MatchScore(3, 2 + turn % 4) if turn % 3 == 2 else None
        chosen = computer.choose(position, dice, score)
        assert chosen == choose_as_before(before, position, dice, score), (turn, position)
        assert computer.rng.getstate() == before.rng.getstate()
        position = position.play(chosen)
    assert turn >= 20  # a game's worth of turns, not a few


@pytest.mark.parametrize("seed", [3, 4])
def test_each_plays_result_is_the_play_made_on_the_position(seed: int) -> None:
    """``ranked_results`` gives, for each ranked play, the position ``position.play(play)
    .flipped()`` reaches, and the plays and values of ``ranked_plays``."""
    computer, dice_rng = Computer("club", seed=seed), random.Random(seed)
    position = Position.initial()
    for _turn in range(40):
        if _over(position):
            break
        dice = dice_rng.choice(ALL_ROLLS)
        ranked = ranked_results(position, dice)
        assert [(play, p) for play, p, _after in ranked] == ranked_plays(position, dice)
        assert [after for _play, _p, after in ranked] == \
            [position.play(play).flipped() for play, _p, _after in ranked]
        position = position.play(computer.choose(position, dice))
