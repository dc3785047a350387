"""Matches: score, winner, the Crawford game exactly once (R117–R123, C6, C19; Ex 9.x)."""

from __future__ import annotations

import pytest

from nardi_teach import BLACK, WHITE, IllegalAction, Match, MatchState
from nardi_teach.games.match import InvalidMatchError

A, B = WHITE, BLACK


def test_C6_4_2_makes_the_next_game_crawford() -> None:
    s = MatchState(5).after(A, 1).after(B, 2).after(A, 3)
    assert s.score == (4, 2) and s.crawford and not s.cube_in_play


def test_C6_after_the_trailer_wins_the_crawford_game_4_3_allows_doubling() -> None:
    s = MatchState(5).after(A, 1).after(B, 2).after(A, 3).after(B, 1)
    assert s.score == (4, 3) and not s.crawford and s.post_crawford and s.cube_in_play


def test_C6_4_4_allows_doubling_too_no_second_crawford_game() -> None:
    s = MatchState(5).after(A, 1).after(B, 2).after(A, 3).after(B, 1).after(B, 1)
    assert s.score == (4, 4) and not s.crawford and s.cube_in_play


def test_R120_Ex_9_3_the_crawford_game_index() -> None:
    s = MatchState(5).after(A, 1).after(B, 2).after(A, 3)
    assert s.crawford_game == 4
    assert s.after(B, 1).after(B, 1).crawford_game == 4


def test_R117_R123_Ex_9_4_points_past_n_end_the_match() -> None:
    s = MatchState.at(7, (3, 5), crawford=False).after(A, 2 * 2)
    assert s.score == (7, 5) and s.winner == A and s.is_over
    with pytest.raises(IllegalAction):
        s.after(B, 1)


def test_R114_one_point_match_never_has_crawford_or_cube() -> None:
    s = MatchState(1)
    assert not s.crawford and not s.cube_in_play
    assert s.after(A, 1).winner == A


def test_C6_skipping_n_minus_1_gives_no_crawford_game() -> None:
    s = MatchState(5).after(A, 2).after(B, 1).after(A, 2)  # 4-1: A reaches 4
    assert s.crawford
    s2 = MatchState(5).after(A, 3).after(B, 3).after(B, 1)  # B 3→4 is the first N−1
    assert s2.crawford_game == 4


def test_C19_any_length_and_money_play() -> None:
    assert MatchState(4).after(A, 3).crawford
    money = MatchState(0).after(A, 64).after(B, 1)
    assert money.winner is None and not money.crawford and money.score == (64, 1)


def test_match_state_at_a_score() -> None:
    assert MatchState.at(5, (4, 2)).crawford
    assert MatchState.at(5, (4, 2), crawford=False).post_crawford
    with pytest.raises(InvalidMatchError):
        MatchState.at(5, (2, 2), crawford=True)
    with pytest.raises(InvalidMatchError):
        MatchState(-1)


def _win_game(match: Match, winner) -> None:
    """End the current game: the winner doubles and the other drops."""
    g = match.game
    if g.phase.value == "opening":
        g.roll_opening(6, 1) if winner == WHITE else g.roll_opening(1, 6)
        g.play("13/7 8/7")
    # winner must be on roll to double
    while g.on_roll != winner:
        g.roll("2-1")
        g.play(str(next(iter(g.turn.legal))))
    g.double()
    g.drop()


def test_R120_R121_Ex_9_1_9_2_match_runs_the_crawford_game_once() -> None:
    m = Match(5, seed=1)
    _win_game(m, A)                       # 1-0
    m.new_game()
    _win_game(m, B)
    m.new_game()
    _win_game(m, B)                       # 1-2
    m.new_game()
    g = m.game
    g.roll_opening(6, 1)
    g.play("13/7 8/7")
    g.roll("2-1")
    g.play(str(next(iter(g.turn.legal))))
    g.double()
    g.take()                              # cube 2, B owns
    g.roll("2-1")
    g.play(str(next(iter(g.turn.legal))))
    g.double()                            # B redoubles to 4
    g.drop()                              # A drops: B scores 2 → 1-4
    assert m.score == (1, 4) and m.state.crawford
    crawford_game = m.new_game()
    assert crawford_game.state.crawford
    crawford_game.roll_opening(6, 1)
    crawford_game.play("13/7 8/7")
    with pytest.raises(IllegalAction) as err:
        crawford_game.double()
    assert err.value.rule == "R120"
    assert not crawford_game.may_double()
    assert m.crawford_games() == [4]
    m.undo()
    assert m.game is crawford_game


def test_match_new_game_refusals() -> None:
    m = Match(3, seed=2)
    with pytest.raises(IllegalAction) as err:
        m.new_game()
    assert err.value.rule == "R118"


def test_R122_Ex_9_5_no_auto_doubles_or_jacoby_in_a_match() -> None:
    from nardi_teach import Rules

    m = Match(5, Rules(auto_doubles=True, jacoby=True), seed=3)
    assert not m.rules.auto_doubles and not m.game.state.rules.jacoby
    m.game.roll_opening(3, 3)
    assert m.game.cube.value == 1


def test_R123_a_finished_game_goes_on_the_score_sheet_directly() -> None:
    from nardi_teach import Cube, Game, GameResult, Outcome, Position

    game = Game(position=Position.from_checkers({1: 1}, {19: 15}), cube=Cube(2, B),
                match_length=5)
    with pytest.raises(IllegalAction):
        MatchState(5).record(game)  # R118: not over yet
    game.roll("2-1")
    game.play("1/off")  # mars with the cube at 2: 4 points
    assert game.outcome == Outcome(A, GameResult.GAMMON, 4)
    sheet = MatchState(5).record(game)
    assert sheet.score == (4, 0) and sheet.crawford
    assert sheet == MatchState(5).record(game.outcome) == MatchState(5).record(game.state)
