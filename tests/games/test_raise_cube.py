"""YellowClub's raise cube (აწევის კუბი), V68–V70 and R175–R179: a cube kind beside the
doubling cube, chosen as a table option (``Rules.cube_kind``)."""

from __future__ import annotations

import pytest

from nardi_teach import BLACK, WHITE, Cube, Game, IllegalAction, LongGame, Position, Rules
from nardi_teach.games.cube import InvalidCubeError, may_double, refusal_of_double
from nardi_teach.games.game import Phase
from nardi_teach.games.rules import CubeKind, InvalidRulesError
from nardi_teach.games.scoring import GameResult, drop_points, points

RAISE = Rules(cube_kind=CubeKind.RAISE)


def _refused(action, lang: str = "en") -> IllegalAction:  # type: ignore[no-untyped-def]
    with pytest.raises(IllegalAction) as err:
        action()
    return err.value


def test_V68_R176_the_stake_grows_by_one_base_stake() -> None:
    cube = Cube.raising()
    stakes = [cube.value]
    for taker in (BLACK, WHITE, BLACK, WHITE):
        cube = cube.taken_by(taker)
        stakes.append(cube.value)
    assert stakes == [1, 2, 3, 4, 5]
    assert Cube().taken_by(BLACK).taken_by(WHITE).value == 4  # the classic cube: 1, 2, 4


def test_V68_raise_cube_values_and_repr_round_trip() -> None:
    for cube in (Cube.raising(), Cube.raising(3, WHITE), Cube(7, BLACK, 1, CubeKind.RAISE)):
        assert eval(repr(cube), {"Cube": Cube, "Color": type(WHITE), "CubeKind": CubeKind}) == cube
    assert Cube.raising().face == 1 and Cube.raising(5, BLACK).face == 5
    assert Cube() != Cube.raising() and repr(Cube()) == "Cube(1)"


@pytest.mark.parametrize("value", [0, -1, True, 2.0, "3", None])
def test_V68_a_raise_stake_is_a_whole_number_from_one(value: object) -> None:
    with pytest.raises(InvalidCubeError) as err:
        Cube(value, kind=CubeKind.RAISE)  # type: ignore[arg-type]
    assert err.value.key == "cube.raise_value"


def test_V68_cube_kind_is_typed() -> None:
    with pytest.raises(InvalidCubeError):
        Cube(kind="raise")  # type: ignore[arg-type]
    with pytest.raises(InvalidRulesError):
        Rules(cube_kind="raise")  # type: ignore[arg-type]
    with pytest.raises(InvalidCubeError):
        Cube.raising(1, WHITE)  # a cube at 1 has no owner (R110)


def test_V68_the_table_option_starts_every_game_with_a_raise_cube() -> None:
    assert Game(RAISE).cube == Cube.raising()
    assert LongGame(RAISE, cube=True).cube == Cube.raising()
    assert Game().cube == Cube()
    game = Game(cube=Cube.raising(3, BLACK))     # a raise cube given alone sets the option
    assert game.state.rules.cube_kind is CubeKind.RAISE
    with pytest.raises(InvalidCubeError) as err:
        Game(RAISE, cube=Cube(2, BLACK))
    assert err.value.key == "cube.kind_mismatch_raise"
    with pytest.raises(InvalidCubeError):
        Game(Rules(), cube=Cube.raising())


def test_V69_R178_offer_only_before_ones_own_roll() -> None:
    game = Game(RAISE, position=Position.initial(), seed=1)
    game.roll("5-5")                                 # R50: a double on the dice gives no right
    error = _refused(game.double)
    assert error.key == "action.raise_after_roll"
    assert error.rule.startswith("V69, R178, R50")
    assert "V69" in error.message("en") and "V69" in error.message("ka")
    assert "აწევ" in error.message("ka") and "raise" in error.message("en")
    assert refusal_of_double(Cube.raising(), WHITE, on_roll=BLACK) == (
        "action.raise_not_your_turn", "V69, R178, R106")


def test_V69_R177_accepting_makes_the_taker_the_owner_who_alone_raises_next() -> None:
    game = Game(RAISE, position=Position.initial(), seed=1)
    game.double()
    assert game.phase is Phase.DOUBLED
    error = _refused(game.double)
    assert error.key == "action.raise_pending" and error.rule.startswith("V69, R177")
    game.take()
    assert game.cube == Cube.raising(2, BLACK)
    assert not may_double(game.cube, WHITE)
    assert refusal_of_double(game.cube, WHITE)[0] == "action.raise_no_access"
    assert may_double(game.cube, BLACK)


def test_V69_R177_refusal_loses_at_the_stake_before_the_offer() -> None:
    game = Game(RAISE, position=Position.initial(), cube=Cube.raising(3, WHITE), seed=1)
    game.double()                                    # White offers 4
    game.drop()
    assert game.outcome is not None
    assert (game.winner, game.points, game.outcome.dropped) == (WHITE, 3, True)
    assert drop_points(Cube.raising(3, WHITE)) == 3


def test_V69_answering_nothing_and_answering_first_are_explained() -> None:
    game = Game(RAISE, position=Position.initial(), seed=1)
    error = _refused(game.take)
    assert error.key == "action.raise_nothing_offered" and "V69" in error.rule
    game.double()
    error = _refused(game.roll)
    assert error.key == "action.answer_raise_first" and "V69" in error.rule


def test_V70_C32a_winner_scores_stake_times_result() -> None:
    for result, expected in ((GameResult.SINGLE, 3), (GameResult.GAMMON, 6),
                             (GameResult.BACKGAMMON, 9)):
        assert points(result, Cube.raising(3, BLACK)) == expected
    race = Position.from_checkers({1: 1}, {19: 15})
    game = Game(position=race, cube=Cube.raising(3, BLACK))
    game.roll("2-1")
    game.play("1/off")
    assert game.outcome is not None and game.outcome.points == 6  # mars × stake 3


def test_V70_C32c_no_cap_on_raises() -> None:
    cube = Cube.raising()
    for i in range(100):
        cube = cube.taken_by(WHITE if i % 2 else BLACK)
    assert cube.value == 101 and may_double(cube, cube.owner)


def test_V70_crawford_and_one_point_matches_as_the_doubling_cube() -> None:
    assert refusal_of_double(Cube.raising(), WHITE, match_length=1) == (
        "action.raise_one_point", "V70, R114")
    assert refusal_of_double(Cube.raising(), WHITE, crawford=True, match_length=5) == (
        "action.raise_crawford", "V70, R120")
    game = LongGame(RAISE)                            # L10: long nardi's cube is off
    game.start()
    error = _refused(game.double)
    assert error.key == "action.raise_no_cube" and error.rule == "V68, L10"


def test_V68_a_raise_cube_has_no_match_id() -> None:
    game = Game(RAISE, position=Position.initial())
    with pytest.raises(InvalidCubeError):
        game.match_id()
    with pytest.raises(InvalidCubeError):
        game.xgid()
    with pytest.raises(InvalidCubeError):
        _ = Cube.raising().log2


def test_R175_every_raise_refusal_has_both_languages() -> None:
    from nardi_teach.games.cube import RAISE_WORDS
    from nardi_teach.i18n import translate

    for key, _ids in RAISE_WORDS.values():
        assert translate(key, "ka") != translate(key, "en")


def test_V68_a_board_config_with_the_raise_cube_survives_json() -> None:
    """A live board's config crosses to the browser as JSON: the raise cube must come back."""
    import json

    from nardi_teach.controllers.config import ConfigError, board_config, controller
    from nardi_teach.games.rules import CubeKind, Rules

    rules = Rules(cube_kind=CubeKind.RAISE)
    config = json.loads(json.dumps(board_config(mode="game", rules=rules)))
    assert config["rules"]["cube_kind"] == "raise"
    assert controller(config).match.rules.cube_kind is CubeKind.RAISE
    config["rules"]["cube_kind"] = "tripling"
    with pytest.raises(ConfigError):
        controller(config)
