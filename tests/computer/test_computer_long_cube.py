"""Long nardi's cube (L10, issue 22 point 4): decided from long nardi's own network by the same
Janowski formulas as short nardi's, with a mars counting two; the pip rule of thumb is gone
from the computer and the tutor."""

from __future__ import annotations

import pytest

from nardi_teach import Color, Cube, Phase
from nardi_teach.computer import Computer, cube, tutor
from nardi_teach.computer.long_play import position_probabilities
from nardi_teach.computer.net import Probabilities
from nardi_teach.games.game import GameState
from nardi_teach.games.long_game import LongGame
from nardi_teach.long_nardi.position import LongPosition

# Both sides' checkers in White's numbering: Black's own points 1-6 are White's 13-18.
START = LongPosition.initial()
PASSED = LongPosition.from_checkers({9: 5, 8: 5, 7: 5}, {21: 5, 20: 5, 19: 5})
HOME = LongPosition.from_checkers({6: 3, 5: 3, 4: 3, 3: 3, 2: 3}, {18: 5, 17: 5, 16: 5})


def _state(position: LongPosition, **kw: object) -> GameState:
    kw.setdefault("phase", Phase.ROLL)
    kw.setdefault("cube", Cube())
    return GameState(position=position, **kw)  # type: ignore[arg-type]


def _p(win: float, wg: float = 0.0, lg: float = 0.0) -> Probabilities:
    return Probabilities(win, wg, 0.0, lg, 0.0)


def test_L10_the_cube_reads_long_nardis_own_network() -> None:
    for position in (START, PASSED, HOME):
        state = _state(position)
        assert cube.decision(state) == cube.decision(state, position_probabilities(position))


def test_L10_cube_efficiency_by_the_class_of_the_position() -> None:
    assert cube.long_cube_efficiency(START.player, START.opponent) == cube.CONTACT_X
    assert cube.long_cube_efficiency(HOME.player, HOME.opponent) == cube.BEAROFF_X
    base, per_pip, low, high = cube.RACE_X
    x = cube.long_cube_efficiency(PASSED.player, PASSED.opponent)
    assert x == pytest.approx(min(max(base + per_pip * 120, low), high))


def test_L10_no_double_at_the_start_and_a_double_would_be_taken() -> None:
    d = cube.decision(_state(START))
    assert not d.should_double and d.should_take
    assert not Computer("strong").wants_to_double(_state(START))


def test_L10_a_clear_lead_in_the_race_is_a_double_and_a_pass() -> None:
    d = cube.decision(_state(HOME))
    assert d.should_double and not d.should_take


def test_L10_a_mars_makes_playing_on_better_than_cashing() -> None:
    # 90 % winning chances, two thirds of the wins a mars: too good to double
    d = cube.decision(_state(PASSED), _p(0.9, wg=0.6))
    assert d.too_good and not d.should_double
    d = cube.decision(_state(PASSED), _p(0.72))
    assert d.should_double and d.should_take


def _roll_states(games: int) -> list[GameState]:
    states = []
    for seed in range(games):
        game = LongGame(seed=seed, cube=True)
        players = {c: Computer("strong", seed=seed) for c in Color}
        while not game.is_over:
            if game.phase is Phase.OPENING:
                game.roll_opening()
                continue
            if game.phase is Phase.ROLL and game.state.double_refusal() is None:
                states.append(game.state)
            players[game.actor].act(game)
    return states


def test_L10_the_computer_doubles_and_takes_as_the_network_says_not_by_pips() -> None:
    states = _roll_states(4)
    strong = Computer("strong")
    differs = 0
    for state in states:
        d = cube.decision(state)
        assert strong.wants_to_double(state) is d.should_double
        differs += d.should_double is not cube.race_rule_double(state)
    assert differs  # somewhere the pip count alone would have said otherwise


def test_L10_the_tutor_judges_a_long_cube_action_by_the_network() -> None:
    review = tutor.review_cube(_state(HOME), tutor.CubeAction.NO_DOUBLE)
    d = cube.decision(_state(HOME))
    assert review.best is tutor.CubeAction.DOUBLE
    assert review.loss == pytest.approx(d.double_loss(False), abs=1e-6) and review.loss > 0


def test_L10_the_cube_reads_calibrated_chances_that_keep_order_and_mars_shares() -> None:
    from nardi_teach.computer.long_play import CALIBRATION, calibrated

    assert CALIBRATION != (1.0, 0.0)  # fitted (training/calibrate_long.py)
    chances = [i / 20 for i in range(1, 20)]
    read = [calibrated(_p(w, wg=w / 4, lg=(1 - w) / 5)) for w in chances]
    assert all(a.win < b.win for a, b in zip(read, read[1:], strict=False))  # order kept
    for w, p in zip(chances, read, strict=True):
        assert p.win_gammon / p.win == pytest.approx(0.25)
        assert p.lose_gammon / (1 - p.win) == pytest.approx(0.2)
        assert (p.win > w) is (w > 0.5) or abs(p.win - w) < 0.02  # a > 1: further from ½
    for sure in (_p(1.0, wg=0.3), _p(0.0, lg=0.4)):
        assert calibrated(sure) == sure
    raw = position_probabilities(PASSED, raw=True)
    assert position_probabilities(PASSED) == calibrated(raw)
