"""The tutor's judgement in steps (issue 39): the quiet judging with the tutor off runs a slice
at a time while the page is idle, and must give exactly what the judgement in one go gives."""

from __future__ import annotations

import random

import pytest

from nardi_teach import Position
from nardi_teach.computer import tutor
from nardi_teach.computer.evaluate import CHUNK
from nardi_teach.computer.pubeval import key_scorer, score
from nardi_teach.computer.short import lookahead_equity, lookahead_steps
from nardi_teach.computer.steps import advance, finish
from nardi_teach.core.dice import ALL_ROLLS, Dice
from nardi_teach.long_nardi.position import LongPosition


def positions(start: Position | LongPosition, seed: int, count: int
              ) -> list[Position | LongPosition]:
    """``count`` positions of seeded random games from ``start`` (each side's random legal
    play; a new game when one ends), the side on roll to play."""
    rng = random.Random(seed)
    out, position = [], start
    while len(out) < count:
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        plays = list(position.legal_plays(dice))
        if not plays:
            continue  # a dance: another roll
        position = position.play(rng.choice(plays))
        if position.winner() is not None:
            position = start
            continue
        out.append(position)
    return out


def cold() -> None:
    tutor.forget()


def test_pubeval_from_the_result_keys_is_exactly_pubeval_of_the_results() -> None:
    """The search ranks the opponent's replies straight from their keys: the same numbers to
    the last bit (hits, hit-and-run, the bar, bearing off), so the same replies are valued."""
    checked = 0
    for position in positions(Position.initial(), 39, 120):
        race = position.is_race()
        scored = key_scorer(position.opponent, race)
        for dice in ALL_ROLLS[::4]:
            legal = position.legal_plays(dice)
            for key, result in zip(legal.keys(), legal.results(), strict=True):
                assert scored(key) == score(result.player, result.opponent, race)
                assert legal.result_for(key) == result
                checked += 1
    assert checked > 5000


def test_the_search_in_steps_is_the_search_and_yields_once_a_roll() -> None:
    for position in positions(Position.initial(), 7, 12):
        after = position.flipped()
        steps = lookahead_steps(after)
        count = 0
        while True:
            done, value = advance(steps, 0.0)
            if done:
                break
            count += 1
        assert count == len(ALL_ROLLS)
        assert value == lookahead_equity(after)


def plays_to_judge(start: Position | LongPosition, seed: int, count: int
                   ) -> list[tuple[Position | LongPosition, Dice, object]]:
    rng = random.Random(seed)
    out = []
    for position in positions(start, seed, 4 * count):
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        ranked = tutor.ranked_equities(position, dice)
        if len(ranked) < 2:
            continue
        # the best play, a close one and a random one: searched, near and far judgements
        for play in {ranked[0][0], ranked[1][0], rng.choice(ranked)[0]}:
            out.append((position, dice, play))
        if len(out) >= count:
            return out
    return out


@pytest.mark.parametrize(("variant", "start", "count"), [
    ("short", Position.initial(), 80), ("long", LongPosition.initial(), 60)])
def test_a_play_judged_a_step_at_a_time_gets_the_same_review_as_in_one_go(
        variant: str, start: Position | LongPosition, count: int) -> None:
    """Over many plays (seeded games, short and long nardi): judged one step per call, with
    another judgement interleaved and nothing kept between plays, the review (verdict, loss,
    better play, equities) is exactly the one ``review_play`` gives in one go.  The one-ply
    search (cheap enough for many plays); the two-ply one: ``test_tutor_deep.py``."""
    plays = plays_to_judge(start, 3 if variant == "short" else 5, count)
    assert len(plays) >= count * 0.9
    verdicts = set()
    for (position, dice, play), (other, other_dice, other_play) in zip(
            plays, plays[1:] + plays[:1], strict=True):
        cold()
        whole = tutor.review_play(position, dice, play, 1)
        cold()
        sliced, interleaved = tutor.judging(position, dice, play, 1), tutor.judging(
            other, other_dice, other_play, 1)
        done = other_done = False
        steps = 0
        while not done:
            done, review = advance(sliced, 0.0)
            steps += 1
            if not other_done:
                other_done, _ = advance(interleaved, 0.0)
        assert review == whole, (position, dice, play)
        # the ranking a few plays a step, one step between, each search a roll a step
        assert steps <= len(tutor.ranked_equities(position, dice)) // CHUNK + 3 * len(ALL_ROLLS) + 2
        verdicts.add(whole.verdict)
    assert {tutor.Verdict.GOOD, tutor.Verdict.BAD, tutor.Verdict.VERY_BAD} <= verdicts


def test_finish_runs_a_computation_to_its_end() -> None:
    position = Position.initial()
    play = position.parse_play("13/9 13/11", "4-2")
    cold()
    whole = tutor.review_play(position, (4, 2), play)
    cold()
    assert finish(tutor.judging(position, (4, 2), play)) == whole
