"""The doubling cube: value, owner and who may double (R66, R102–R116, C9, C22; Ex 8.x)."""

from __future__ import annotations

import pytest

from nardi_teach import BLACK, WHITE, Cube, Game, IllegalAction, Position, Rules, may_double
from nardi_teach.games.cube import InvalidCubeError


def test_R104_Ex_8_3_centred_cube_shows_64_and_means_1() -> None:
    assert Cube().face == 64 and Cube().value == 1
    assert Cube.from_face(64) == Cube()
    assert Cube(2, WHITE).face == 2


def test_R103_C22_no_cap_by_default() -> None:
    assert Cube(128, WHITE).next_value == 256
    assert may_double(Cube(64, WHITE), WHITE)
    assert not may_double(Cube(64, WHITE), WHITE, rules=Rules(cube_max=64))


@pytest.mark.parametrize("value", [0, 3, 6, -2, True, 2.0])
def test_R102_cube_values_are_powers_of_two(value: object) -> None:
    with pytest.raises(InvalidCubeError):
        Cube(value)  # type: ignore[arg-type]


def test_Ex_8_1_may_X_double() -> None:
    assert may_double(Cube(), WHITE)                              # centred, before rolling
    assert not may_double(Cube(), WHITE, rolled=True)             # R106
    assert not may_double(Cube(2, BLACK), WHITE)                  # R111
    assert may_double(Cube(2, WHITE), WHITE)                      # R111
    assert not may_double(Cube(), WHITE, crawford=True, match_length=5)  # R120


def test_R66_C9_Ex_5_4_closed_out_player_on_the_bar_may_double() -> None:
    closed = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}
    p = Position.from_checkers({"bar": 1, 6: 5, 8: 4, 13: 5}, closed, turn=WHITE)
    assert not p.legal_plays("6-5")
    g = Game(position=p, match_length=5, score=(0, 0))
    assert g.may_double()
    g.double()
    assert g.actor == BLACK


def test_R114_Ex_8_4_no_cube_in_a_one_point_match() -> None:
    assert not may_double(Cube(), WHITE, match_length=1)
    g = Game(position=Position.initial(), match_length=1)
    with pytest.raises(IllegalAction) as err:
        g.double()
    assert err.value.rule == "R114"


def test_C23_money_play_without_a_cube() -> None:
    assert not may_double(Cube(), WHITE, rules=Rules(cube=False))


def test_R111_Ex_8_2_cube_history() -> None:
    g = Game(position=Position.initial())
    g.double()
    g.take()                                     # O takes: cube 2 owned by O (BLACK)
    assert (g.cube.value, g.cube.owner) == (2, BLACK)
    g.roll("6-5")
    g.play("24/13")
    g.double()                                   # O redoubles
    g.take()
    assert (g.cube.face, g.cube.owner, g.cube.next_value) == (4, WHITE, 8)


def test_R50_Ex_8_5_a_double_on_the_dice_changes_nothing_but_the_moves() -> None:
    g = Game(position=Position.initial())
    g.roll("5-5")
    assert g.cube == Cube() and len(g.turn.remaining) == 4
    with pytest.raises(IllegalAction) as err:
        g.double()
    assert err.value.rule == "R106"


def test_dead_cube_is_still_legal() -> None:
    # the leader at 4-0 in a 5-point match (post-Crawford) gains nothing by doubling: legal.
    assert may_double(Cube(), WHITE, match_length=5)


def test_cube_repr_round_trips() -> None:
    for cube in (Cube(), Cube(4, BLACK), Cube(2, None, 1)):
        assert eval(repr(cube), {"Cube": Cube, "Color": type(WHITE)}) == cube


def test_R114_R120_the_most_basic_refusal_is_named_even_after_rolling() -> None:
    from nardi_teach.games.cube import refusal_of_double as _refusal

    assert _refusal(Cube(), WHITE, rolled=True, match_length=1)[1] == "R114"
    assert _refusal(Cube(), WHITE, rolled=True, crawford=True, match_length=5)[1] == "R120"
    assert _refusal(Cube(), WHITE, rolled=True, match_length=5)[1] == "R106"
