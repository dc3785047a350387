"""Match-score-aware checker play (issue 22): gammons and mars worth what the score makes them."""

from __future__ import annotations

import random

import pytest

from nardi_teach import Color, Game, Phase
from nardi_teach.computer import Computer
from nardi_teach.computer.evaluate import ranked_plays
from nardi_teach.computer.long import play_long_game
from nardi_teach.computer.long_play import ranked_long_plays
from nardi_teach.computer.match import MatchScore, match_value
from nardi_teach.computer.net import Probabilities

GAMMONISH = Probabilities(0.6, 0.3, 0.05, 0.1, 0.0)
PLAIN = Probabilities(0.6, 0.0, 0.0, 0.0, 0.0)
DMP = MatchScore(1, 1, post_crawford=True)


def test_double_match_point_counts_only_the_win() -> None:
    assert match_value(GAMMONISH, DMP) == pytest.approx(2 * 0.6 - 1)
    assert match_value(GAMMONISH, DMP) == pytest.approx(match_value(PLAIN, DMP))


def test_a_side_one_away_gains_nothing_from_its_gammons() -> None:
    one_away = MatchScore(1, 5, post_crawford=True)
    winning_more = Probabilities(0.6, 0.3, 0.0, 0.0, 0.0)
    assert match_value(winning_more, one_away) == pytest.approx(match_value(PLAIN, one_away))


def test_far_from_the_end_a_gammon_is_worth_about_what_it_is_worth_for_money() -> None:
    far = MatchScore(25, 25)
    assert match_value(GAMMONISH, far) == pytest.approx(GAMMONISH.equity, abs=0.1)
    assert match_value(GAMMONISH, far) > match_value(PLAIN, far) + 0.2


def test_the_score_is_read_from_a_game_for_the_side_on_roll() -> None:
    game = Game(match_length=5, score=(4, 2), seed=1)
    game.roll_opening()
    state = game.state
    score = MatchScore.of(state)
    assert score is not None
    mine, theirs = (1, 3) if state.position.turn == Color.WHITE else (3, 1)
    assert (score.mine, score.theirs, score.cube, score.post_crawford) == (mine, theirs, 1, True)
    assert MatchScore.of(Game(seed=1).state) is None


def _short_cases(count: int) -> list:
    cases, seed = [], 0
    while len(cases) < count:
        game = Game(seed=seed)
        strong = Computer("strong")
        while not game.is_over and len(cases) < count:
            if game.phase is Phase.MOVE:
                cases.append((game.position, game.dice))
            strong.act(game)
        seed += 1
    return cases


def test_at_double_match_point_short_nardi_plays_for_the_win_alone() -> None:
    differs = 0
    for position, dice in _short_cases(60):
        ranked = ranked_plays(position, dice)
        if len(ranked) < 2:
            continue
        chosen = Computer("strong").choose(position, dice, DMP)
        assert dict(ranked)[chosen].win >= max(p.win for _play, p in ranked) - 1e-9
        differs += chosen != ranked[0][0]
    assert differs >= 1  # somewhere the gammons changed the money play


def test_at_double_match_point_long_nardi_plays_for_the_win_alone() -> None:
    cases = []

    def recording(position, dice):
        cases.append((position, dice))
        return Computer("strong").choose(position, dice)

    play_long_game({c: recording for c in Color}, random.Random(2))
    for position, dice in cases[::4]:
        ranked = ranked_long_plays(position, dice)
        if len(ranked) < 2:
            continue
        chosen = Computer("strong").choose(position, dice, DMP)
        assert {play: p for play, p, _v in ranked}[chosen].win >= max(
            p.win for _play, p, _v in ranked) - 1e-9
