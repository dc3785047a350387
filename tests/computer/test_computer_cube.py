"""Cube decisions from probabilities (issue 22): Janowski's money formulas, the match table,
textbook cases, and the levels' cube tolerance."""

from __future__ import annotations

import pytest

from nardi_teach import Color, Cube, Game, Phase, Position
from nardi_teach.computer import Computer, cube
from nardi_teach.computer.net import Probabilities
from nardi_teach.games.game import GameState

CONTACT = Position.initial()
RACE = Position.from_checkers({6: 5, 5: 5, 4: 3}, {19: 5, 20: 5, 21: 5})


def _p(win: float, wg: float = 0.0, lg: float = 0.0) -> Probabilities:
    return Probabilities(win, wg, 0.0, lg, 0.0)


def _state(position: Position = CONTACT, **kw: object) -> GameState:
    kw.setdefault("phase", Phase.ROLL)
    kw.setdefault("cube", Cube())
    return GameState(position=position, **kw)  # type: ignore[arg-type]


def test_the_dead_cube_take_point_is_25_percent_without_gammons() -> None:
    # x = 0 (dead cube): double/take = 2 (2p − 1) against double/pass = 1 → p = 75 %.
    for p, takes in ((0.74, True), (0.76, False)):
        d = cube.CubeDecision(cube.cubeful_equity(_p(p), 0.0, "centre"),
                              2 * cube.cubeful_equity(_p(p), 0.0, "them"), 1.0)
        assert d.should_take is takes


def test_a_live_cube_lowers_the_take_point() -> None:
    # Janowski: with x = 1 the take point is (L − ½) / (W + L + ½) = 20 % without gammons.
    assert cube.live_equity(0.2, 1.0, 1.0, "them") == pytest.approx(-1.0)  # the take point
    assert cube.live_equity(0.8, 1.0, 1.0, "centre") == pytest.approx(1.0)  # the cash point
    p = _p(0.77)
    live_take = 2 * cube.cubeful_equity(p, 0.68, "them")
    dead_take = 2 * cube.cubeful_equity(p, 0.0, "them")
    assert live_take < 1.0 < dead_take  # a take with a live cube, a pass with a dead one


def test_gammons_raise_the_take_point_and_make_too_good() -> None:
    # The doubler wins 90 %, 60 % of all games as gammons: playing on beats cashing.
    p = _p(0.9, wg=0.6)
    d = cube.decision(_state(), p)
    assert d.too_good and not d.should_double and not d.should_take
    # Without the gammons the same winning chance is a double and a pass.
    d = cube.decision(_state(), _p(0.9))
    assert d.should_double and not d.should_take and not d.too_good


def test_no_double_when_far_from_the_window() -> None:
    d = cube.decision(_state(), _p(0.55, wg=0.1, lg=0.1))
    assert not d.should_double and d.should_take


def test_double_take_in_the_window() -> None:
    d = cube.decision(_state(RACE), _p(0.72))
    assert d.should_double and d.should_take


def test_cube_efficiency_by_position_class() -> None:
    assert cube.cube_efficiency(CONTACT.player, CONTACT.opponent) == cube.CONTACT_X
    assert cube.cube_efficiency(RACE.player, RACE.opponent) == cube.BEAROFF_X
    long_race = Position.from_checkers({13: 5, 8: 5, 7: 5}, {18: 5, 17: 5, 16: 5})
    base, per_pip, low, high = cube.RACE_X
    x = cube.cube_efficiency(long_race.player, long_race.opponent)
    assert low <= x <= high and x == pytest.approx(min(max(base + per_pip * 140, low), high))


def test_the_match_table_is_kazaross_xg2() -> None:
    assert cube.mwc(1, 2, post_crawford=False) == pytest.approx(0.67736)  # the Crawford game
    assert cube.mwc(2, 1, post_crawford=True) == pytest.approx(0.48803)  # post-Crawford
    assert cube.mwc(1, 1, post_crawford=True) == 0.5
    assert cube.mwc(0, 3, post_crawford=False) == 1.0 and cube.mwc(4, 0, False) == 0.0
    for a in range(1, 26):
        for b in range(1, 26):
            assert cube.mwc(a, b, False) + cube.mwc(b, a, False) == pytest.approx(1, abs=1e-4)


def test_post_crawford_the_trailer_doubles_at_once_and_the_leader_takes() -> None:
    behind = _state(match_length=5, score=(1, 4))  # white (on roll) needs 4, black 1
    d = cube.decision(behind, _p(0.5, wg=0.12, lg=0.12))
    assert d.should_double and d.should_take
    assert Computer("strong").wants_to_double(behind)


def test_gammons_count_for_nothing_when_a_win_already_wins_the_match() -> None:
    # Both sides 2 away, cube at 2: the cube is dead and a gammon is worth a single win.
    state = _state(match_length=5, score=(3, 3), cube=Cube(2, Color.BLACK))
    d1 = cube.decision(state, _p(0.6))
    d2 = cube.decision(state, _p(0.6, wg=0.3))
    assert d1.no_double == pytest.approx(d2.no_double)


def test_the_crawford_game_has_no_double() -> None:
    state = _state(match_length=5, score=(4, 2), crawford=True)
    assert not Computer("strong").wants_to_double(state)


def test_the_levels_never_give_up_more_than_a_tenth_with_the_cube() -> None:
    game = Game(seed=9)
    states = []
    players = {c: Computer("club", seed=9) for c in Color}
    while not game.is_over and len(states) < 60:
        if game.phase is Phase.OPENING:
            game.roll_opening()
            continue
        if game.phase is Phase.ROLL:
            states.append(game.state)
        players[game.actor].act(game)
    for state in states:
        d = cube.decision(state)
        for level in ("beginner", "club", "strong", "expert"):
            for seed in range(4):
                doubles = Computer(level, seed=seed).wants_to_double(state)
                if state.double_refusal() is None:
                    assert d.double_loss(doubles) <= 0.1 + 1e-9
                doubled = GameState(position=state.position, phase=Phase.DOUBLED,
                                    cube=state.cube)
                takes = Computer(level, seed=seed).takes(doubled)
                assert d.take_loss(takes) <= 0.1 + 1e-9


# — the linear raise cube (V68, R176; issue 41): a take raises the stake by one base stake —

def test_v68_a_raise_from_one_is_a_double_and_the_decision_is_the_same() -> None:
    from nardi_teach.games.rules import CubeKind

    p = _p(0.72, wg=0.1, lg=0.02)
    classic = cube.decision(_state(cube=Cube()), p)
    linear = cube.decision(_state(cube=Cube(kind=CubeKind.RAISE)), p)
    assert linear == classic  # 1 → 2 either way


def test_v68_a_raise_from_two_risks_half_again_not_twice() -> None:
    from nardi_teach.games.rules import CubeKind

    p = _p(0.72, wg=0.1, lg=0.02)
    owned = Cube(2, CONTACT.turn)  # the side on roll owns the cube at 2
    classic = cube.decision(_state(cube=owned), p)
    linear = cube.decision(_state(cube=Cube(2, CONTACT.turn, kind=CubeKind.RAISE)), p)
    assert linear.no_double == classic.no_double and linear.double_pass == 1.0
    assert linear.double_take == pytest.approx(classic.double_take * 3 / 4)  # 3/2 of 2/1


def test_v68_in_a_match_a_raise_is_weighed_at_its_own_next_value() -> None:
    from nardi_teach.games.rules import CubeKind

    p = _p(0.7, wg=0.15, lg=0.03)
    raise_2 = cube.decision(_state(match_length=7, score=(2, 2),
                                   cube=Cube(2, CONTACT.turn, kind=CubeKind.RAISE)), p)
    double_to_3 = cube.decision(_state(match_length=7, score=(2, 2), cube=Cube(2, CONTACT.turn)),
                                p)
    assert raise_2.no_double == pytest.approx(double_to_3.no_double)
    assert raise_2.double_take != pytest.approx(double_to_3.double_take)
