"""The long-nardi computer (issue 15): legal plays only, whole games, the heuristic's sense."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import Color, Dice, Play
from nardi_teach.computer import LEVELS, Computer
from nardi_teach.computer.long import play_long_game, standing, value
from nardi_teach.long_nardi.position import HeadRule, LongPosition


def _checked(computer: Computer):
    def choose(position: LongPosition, dice: Dice) -> Play:
        play = computer.choose(position, dice)
        legal = position.legal_plays(dice)
        assert play in legal if legal else play == Play()
        return play
    return choose


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), white=st.sampled_from(["beginner", "club"]),
       black=st.sampled_from(["beginner", "club"]), rule=st.sampled_from(list(HeadRule)))
def test_the_computer_never_plays_an_illegal_long_nardi_move(
        seed: int, white: str, black: str, rule: HeadRule) -> None:
    players = {Color.WHITE: _checked(Computer(white, seed=seed)),
               Color.BLACK: _checked(Computer(black, seed=seed + 1))}
    winner, record = play_long_game(players, random.Random(seed), rule)
    last_position, _dice, last_play = record[-1]
    assert last_position.turn == winner
    assert last_position.play(last_play).winner() == winner  # L9


def test_the_strong_level_plays_only_legal_moves_too() -> None:
    for seed in range(2):
        players = {Color.WHITE: _checked(Computer("strong")),
                   Color.BLACK: _checked(Computer("beginner", seed=seed))}
        play_long_game(players, random.Random(seed))


def test_opening_plays_are_the_only_legal_ones() -> None:
    start = LongPosition.initial()
    assert str(Computer("strong").choose(start, (6, 5))) == "24/13"  # L4: one off the head
    assert str(Computer("strong").choose(start, (6, 6))) == "24/18(2)"  # L5


def test_holding_points_in_front_of_the_opponent_counts_for_the_holder() -> None:
    spread = LongPosition.from_checkers({24: 10, 20: 1, 19: 1, 18: 1, 17: 1, 16: 1}, {12: 15})
    stacked = LongPosition.from_checkers({24: 10, 18: 5}, {12: 15})
    assert spread.pip_counts() == stacked.pip_counts()
    assert standing(spread.player, spread.opponent) > standing(stacked.player, stacked.opponent)


def test_value_is_the_difference_of_the_two_standings() -> None:
    position = LongPosition.from_checkers({24: 13, 18: 1, 13: 1}, {12: 14, 5: 1})
    me, opp = position.player, position.opponent
    assert value(me, opp) == standing(me, opp) - standing(opp, me) == -value(opp, me)


def test_bearing_off_the_last_checker_is_chosen_when_it_wins() -> None:
    position = LongPosition.from_checkers({1: 1, "off": 14}, {12: 15})
    for level in LEVELS:
        play = Computer(level, seed=0).choose(position, (6, 2))
        assert position.play(play).winner() == position.turn


def test_strong_beats_beginner_more_often_than_not() -> None:
    wins = 0
    for seed in range(6):
        me = Color.WHITE if seed % 2 else Color.BLACK
        players = {me: Computer("strong").choose, me.other: Computer("beginner", seed=seed).choose}
        winner, _ = play_long_game(players, random.Random(seed))
        wins += winner == me
    assert wins >= 4


def test_a_long_game_is_played_to_the_end_by_act() -> None:
    from nardi_teach.computer import play_out
    from nardi_teach.games.long_game import LongGame

    for cube in (False, True):
        game = play_out(LongGame(seed=4, cube=cube),
                        {Color.WHITE: Computer("club", seed=1), Color.BLACK: Computer("beginner")})
        assert game.is_over and game.points >= 1
        assert game.winner is not None
