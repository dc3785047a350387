"""Oin / mars / koks and what a game is worth (R92–R101, R127, C3–C5, C20; Ex 7.x, 10.3–10.4)."""

from __future__ import annotations

import pytest

from nardi_teach import BLACK, WHITE, Cube, GameResult, Position, Rules, drop_points, points
from nardi_teach import result_of as result
from nardi_teach.games.rules import InvalidRulesError

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
    assert points(result(p), 2) == 2


def test_result_of_names_the_winner_from_either_side() -> None:
    p = Position.from_checkers({"bar": 1, 19: 14}, {}, turn=BLACK)  # BLACK on roll has lost
    assert p.winner() == WHITE
    assert result(p) is GameResult.BACKGAMMON


def test_result_of_needs_a_finished_game() -> None:
    with pytest.raises(ValueError):
        result(Position.initial())


def test_R93_Ex_7_1_koks_with_cube_4_is_12_and_8_with_the_x2_option() -> None:
    p = finished({"bar": 1, 19: 14})
    assert points(result(p), 4) == 12
    assert points(result(p), 4, Rules(backgammon_multiplier=2)) == 8


def test_C4_with_x2_koks_scores_like_mars() -> None:
    rules = Rules(backgammon_multiplier=2)
    assert points(GameResult.BACKGAMMON, 2, rules) == points(GameResult.GAMMON, 2, rules) == 4


def test_R100_C5_Ex_7_4_a_refused_redouble_scores_the_pre_offer_value() -> None:
    assert drop_points(Cube(4, WHITE)) == 4
    assert drop_points(1) == 1


def test_Ex_7_5_mars_is_x2() -> None:
    p = finished({19: 5, 20: 5, 13: 5})  # loser's own home and outer board
    assert result(p) is GameResult.GAMMON and points(result(p), 1) == 2


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
