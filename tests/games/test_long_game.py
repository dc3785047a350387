"""Long nardi as a game (L2, L9, L10): the opening roll in both modes, oin and mars, the
cube off by default and on when asked, matches where the winner starts the next game."""

from __future__ import annotations

import pytest

from nardi_teach import Color, IllegalAction, Phase
from nardi_teach.games.long_game import LongGame, LongMatch, long_result_of
from nardi_teach.games.scoring import GameResult
from nardi_teach.long_nardi.position import HeadRule, LongPosition


def play_out(game: LongGame) -> LongGame:
    game.start()
    while not game.is_over:
        if game.phase is Phase.ROLL:
            game.roll()
        else:
            move = game.legal_moves()[0]
            game.move(move.src, move.dst)
    return game


def test_L2_reroll_the_higher_die_starts_and_rolls_both_dice_afresh() -> None:
    game = LongGame(seed=1)
    assert game.roll_opening(2, 2).phase is Phase.OPENING  # a tie is rolled again
    state = game.roll_opening(3, 5)
    assert state.phase is Phase.ROLL and state.on_roll is Color.BLACK and state.dice is None
    game.roll("6-6")
    assert {str(m) for m in game.legal_moves()} == {"24/18"}  # L5 on the first turn


def test_L2_play_rolloff_the_opening_dice_are_the_first_move() -> None:
    game = LongGame(seed=1, opening="play_rolloff")
    state = game.roll_opening(6, 5)
    assert state.phase is Phase.MOVE and state.dice is not None and str(state.dice) == "6-5"
    with pytest.raises(ValueError):
        LongGame(opening="sideways")


def test_L9_oin_and_mars() -> None:
    assert long_result_of(LongPosition.from_checkers({}, {12: 14})) is GameResult.SINGLE
    assert long_result_of(LongPosition.from_checkers({}, {12: 15})) is GameResult.GAMMON
    # no koks in long nardi: a loser with every checker in the winner's home is a mars
    assert long_result_of(LongPosition.from_checkers({}, {13: 15})) is GameResult.GAMMON


def test_L9_a_finished_game_scores_oin_or_mars() -> None:
    game = play_out(LongGame(seed=4))
    assert game.result in (GameResult.SINGLE, GameResult.GAMMON)
    assert game.points == int(game.result)


def test_L10_no_cube_by_default() -> None:
    game = LongGame(seed=2)
    game.start()
    assert not game.may_double()
    with pytest.raises(IllegalAction) as info:
        game.double()
    assert info.value.rule == "L10"


def test_L10_the_cube_when_asked_for() -> None:
    game = LongGame(seed=2, cube=True)
    game.start()
    assert game.may_double()
    game.double()
    game.take()
    assert game.cube.value == 2


def test_L10_a_match_to_n_points_and_the_winner_starts_the_next_game() -> None:
    match = LongMatch(3, seed=5)
    while not match.is_over:
        play_out(match.game)
        if not match.is_over:
            winner = match.game.winner
            game = match.new_game()
            assert game.phase is Phase.ROLL and game.on_roll == winner  # L2
            assert not game.may_double()
    assert max(match.score) >= 3


def test_L5_the_head_rule_variant_reaches_the_game() -> None:
    game = LongGame(seed=1, head_rule=HeadRule.FEVGA)
    game.roll_opening(5, 3)
    game.roll("6-6")
    assert game.current.head_rule is HeadRule.FEVGA
    assert game.legal_moves()[0].src == 24


def test_L9_score_game_knows_there_is_no_koks() -> None:
    from nardi_teach import Cube, score_game

    # the loser's checkers on its own head: in short nardi's geometry that would be koks
    outcome = score_game(LongPosition.from_checkers({}, {12: 15}), Cube())
    assert outcome.result is GameResult.GAMMON and outcome.points == 2
