"""Oin / mars / koks and what a game is worth (R92–R101, R127, C3–C5, C20; Ex 7.x, 10.3–10.4)."""

from __future__ import annotations

import pytest

from nardi_teach import (
    BLACK,
    WHITE,
    Cube,
    Game,
    GameResult,
    InvalidCubeError,
    InvalidRulesError,
    Outcome,
    Position,
    Rules,
    drop_points,
    points,
    score_game,
)
from nardi_teach import result_of as result

# The winner (WHITE, player) has borne off everything; the loser's checkers in its own numbering.


def finished(loser: dict) -> Position:
    # loser given in the WINNER's numbering (drill notation): 1–6 = winner's home.
    return Position.from_checkers({}, loser, turn=WHITE)


def test_R94_oin_when_the_loser_has_borne_off_one() -> None:
    assert result(finished({12: 14})) is GameResult.SINGLE


def test_R95_mars_when_the_loser_has_borne_off_none() -> None:
    assert result(finished({19: 10, 13: 5})) is GameResult.GAMMON


def test_R96_C3_koks_when_checker_on_bar() -> None:
    assert result(finished({"bar": 1, 19: 14})) is GameResult.BACKGAMMON


def test_R96_koks_when_checker_in_the_winners_home() -> None:
    assert result(finished({3: 1, 19: 14})) is GameResult.BACKGAMMON


def test_R97_oin_even_with_a_checker_on_the_bar_after_bearing_off() -> None:
    # Ex 7.2: the loser bore off 2, was hit, has a checker on the bar; cube 2 → 2.
    p = finished({"bar": 1, 20: 12})
    assert result(p) is GameResult.SINGLE
    assert points(result(p), Cube(2, BLACK)) == 2


def test_result_of_names_the_winner_from_either_side() -> None:
    p = Position.from_checkers({"bar": 1, 19: 14}, {}, turn=BLACK)  # BLACK on roll has lost
    assert p.winner() == WHITE
    assert result(p) is GameResult.BACKGAMMON


def test_result_of_needs_a_finished_game() -> None:
    with pytest.raises(ValueError):
        result(Position.initial())


def test_R93_Ex_7_1_koks_with_cube_4_is_12_and_8_with_the_x2_option() -> None:
    p = finished({"bar": 1, 19: 14})
    assert points(result(p), Cube(4, WHITE)) == 12
    assert points(result(p), Cube(4, WHITE), Rules(backgammon_multiplier=2)) == 8


def test_C4_with_x2_koks_scores_like_mars() -> None:
    rules = Rules(backgammon_multiplier=2)
    cube = Cube(2, BLACK)
    assert points(GameResult.BACKGAMMON, cube, rules) == points(GameResult.GAMMON, cube, rules) == 4


def test_R100_C5_Ex_7_4_a_refused_redouble_scores_the_pre_offer_value() -> None:
    assert drop_points(Cube(4, WHITE)) == 4
    assert drop_points(Cube()) == 1


def test_Ex_7_5_mars_is_x2() -> None:
    p = finished({19: 5, 20: 5, 13: 5})  # loser's own home and outer board
    assert result(p) is GameResult.GAMMON and points(result(p), Cube()) == 2


def test_R127_Ex_10_3_jacoby() -> None:
    rules = Rules(jacoby=True)
    assert points(GameResult.GAMMON, Cube(), rules) == 1
    assert points(GameResult.GAMMON, Cube(2, BLACK), rules) == 4
    assert points(GameResult.BACKGAMMON, Cube(), rules) == 1


def test_C20_Ex_10_4_jacoby_after_an_automatic_double() -> None:
    auto = Cube().auto_doubled()
    assert points(GameResult.GAMMON, auto, Rules(jacoby=True)) == 2
    rules = Rules(jacoby=True, jacoby_auto_double_counts_as_turned=True)
    assert points(GameResult.GAMMON, auto, rules) == 4


def test_results_have_georgian_and_english_names() -> None:
    assert [r.label("ka") for r in GameResult] == ["ოინი", "მარსი", "კოქსი"]
    assert [r.label("en") for r in GameResult] == ["single", "gammon", "backgammon"]
    assert [r.rule for r in GameResult] == ["R94", "R95", "R96"]


@pytest.mark.parametrize("kwargs", [{"backgammon_multiplier": 4}, {"max_auto_doubles": -1},
                                    {"cube_max": 48}, {"cube_max": 1}])
def test_bad_rules_raise(kwargs: dict) -> None:
    with pytest.raises(InvalidRulesError) as err:
        Rules(**kwargs)
    assert err.value.message("ka")


def test_R122_matches_drop_jacoby_and_auto_doubles() -> None:
    r = Rules(jacoby=True, auto_doubles=True).for_match()
    assert not r.jacoby and not r.auto_doubles


def test_R93_R95_score_game_scores_a_finished_game_in_one_call() -> None:
    p = finished({19: 10, 13: 5})  # mars
    assert score_game(p, Cube(2, BLACK)) == Outcome(WHITE, GameResult.GAMMON, 4)
    assert score_game(p, Cube(), Rules(jacoby=True)).points == 1  # R127: a centred cube
    assert score_game(p, Cube(2, BLACK), Rules(jacoby=True)).points == 4
    outcome = score_game(p, Cube())
    assert eval(repr(outcome), {"Outcome": Outcome, "Color": type(WHITE),
                                "GameResult": GameResult}) == outcome
    with pytest.raises(ValueError):
        score_game(Position.initial(), Cube())


@pytest.mark.parametrize("call", [lambda: points(GameResult.GAMMON, 2),
                                  lambda: drop_points(4),
                                  lambda: score_game(finished({12: 14}), 1)])
def test_R127_a_bare_number_for_the_cube_is_refused(call) -> None:
    # a number cannot say whether the cube was turned, and the Jacoby rule depends on it
    with pytest.raises(InvalidCubeError) as err:
        call()
    assert "Cube(" in err.value.message("en") and err.value.message("ka")


def test_R100_game_outcome_of_played_and_dropped_games() -> None:
    g = Game(position=Position.from_checkers({1: 1}, {19: 15}), cube=Cube(2, BLACK))
    assert g.outcome is None
    g.roll("2-1")
    g.play("1/off")
    assert g.outcome == Outcome(WHITE, GameResult.GAMMON, 4) == score_game(g.position,
                                                                           g.cube)
    dropped = Game(seed=3)
    dropped.roll_opening(6, 1)
    dropped.play("13/7 8/7")
    dropped.double()
    dropped.drop()
    assert dropped.outcome == Outcome(BLACK, GameResult.SINGLE, 1, dropped=True)
