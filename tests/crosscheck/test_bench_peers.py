"""The benchmark peers (benchmarks/peers.py) agree with GNU Backgammon where gym is right."""

from __future__ import annotations

from gnubg_ref import START, board, gnubg_results

from benchmarks.peers import (
    gnubg_plays,
    gym_plays,
    gym_results,
    prepare_gnubg,
    prepare_gym,
    run_gnubg,
    run_gym,
)


def test_start_position_counts() -> None:
    assert gnubg_plays(START, START, 3, 1) == gym_plays(START, START, 3, 1) == 16
    assert run_gnubg(prepare_gnubg(START, START, 6, 6)) == run_gym(prepare_gym(START, START, 6, 6))


def test_gym_results_match_gnubg_on_ordinary_rolls() -> None:
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            assert gym_results(START, START, d1, d2) == gnubg_results(START, START, d1, d2)


def test_gym_misses_a_bear_off_with_doubles() -> None:
    # known gym-backgammon bug: 5/3 4/2 4/2/off is legal with 2-2, gym does not generate it
    player, opponent = board({4: 2, 5: 1}), board({1: 15})
    gnubg = {p for p, _ in gnubg_results(player, opponent, 2, 2)}
    gym = {p for p, _ in gym_results(player, opponent, 2, 2)}
    assert gym < gnubg
    assert gnubg - gym == {board({2: 1, 3: 1})}
