"""Short nardi's evaluator (issue 22): the network, its shipped weights, the bear-off database."""

from __future__ import annotations

import hashlib
import random
import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import Color, Game, Phase, Position
from nardi_teach.computer import Computer, bearoff, net
from nardi_teach.computer.evaluate import (
    after_play,
    position_probabilities,
    probabilities,
    ranked_plays,
)

ROOT = Path(__file__).resolve().parents[2]
WEIGHTS = ROOT / "nardi_teach" / "computer" / net.WEIGHTS_FILE


def _positions(count: int, seed: int = 0) -> list[Position]:
    """Positions before a roll from seeded games of the club level against itself."""
    out: list[Position] = []
    game_seed = seed
    while len(out) < count:
        game = Game(seed=game_seed)
        players = {c: Computer("club", seed=game_seed) for c in Color}
        while not game.is_over and len(out) < count:
            if game.phase is Phase.OPENING:
                game.roll_opening()
                continue
            if game.phase is Phase.ROLL:
                out.append(game.position)
            players[game.actor].act(game)
        game_seed += 1
    return out


@cache
def _sample() -> tuple[Position, ...]:
    return tuple(_positions(120, seed=40))


# — the shipped weights —


def test_the_shipped_weights_are_the_ones_the_training_log_names() -> None:
    log = (ROOT / "training" / "train.log").read_text()
    named = re.findall(r"sha256 ([0-9a-f]{64})", log)
    digest = hashlib.sha256(WEIGHTS.read_bytes()).hexdigest()
    assert named and named[-1] == digest
    assert net.shipped().digest == digest


def test_the_shipped_files_are_small() -> None:
    assert WEIGHTS.stat().st_size < 1_000_000
    assert (WEIGHTS.parent / bearoff.DB_FILE).stat().st_size < 1_000_000


def test_the_sparse_forward_pass_equals_the_dense_product() -> None:
    import json
    from array import array
    from base64 import b64decode
    from math import exp

    data = json.loads(WEIGHTS.read_text())
    h = data["hidden"]

    def floats(name: str) -> list[float]:
        values = array("f")
        values.frombytes(b64decode(data[name]))
        return values.tolist()

    w1, b1, w2, b2 = floats("w1"), floats("b1"), floats("w2"), floats("b2")
    for position in _sample()[:20]:
        x = net.features(position.player, position.opponent)
        hidden = [1 / (1 + exp(-(b1[j] + sum(x[i] * w1[i * h + j] for i in range(net.INPUTS)
                                               if x[i]))))
                  for j in range(h)]
        dense = [1 / (1 + exp(-(b2[k] + sum(w2[k * h + j] * hidden[j] for j in range(h)))))
                 for k in range(5)]
        assert net.shipped().raw(position.player, position.opponent) == pytest.approx(
            dense, abs=1e-9)


# — the evaluator —


def test_the_evaluator_is_deterministic() -> None:
    fresh = net.Net.from_json(WEIGHTS.read_bytes())  # loaded again, beside the shipped one
    for position in _sample()[:40]:
        first = position_probabilities(position)
        again = fresh.probabilities(position.player, position.opponent)
        assert first == position_probabilities(position)
        if bearoff.home_of(position.player) is None:
            assert first == again


def test_a_position_and_its_mirror_give_mirrored_outputs() -> None:
    # The same checkers with the colours exchanged (and so the other colour on roll) are the
    # same position for the side on roll; the opponent's view is the flipped probabilities.
    for position in _sample():
        mirror = Position(position.player, position.opponent, position.turn.other)
        assert position_probabilities(mirror) == position_probabilities(position)
        seen_by_other = after_play(position.flipped())
        assert seen_by_other == position_probabilities(position).flipped()


def test_outputs_are_consistent_probabilities() -> None:
    for position in _sample():
        p = position_probabilities(position)
        assert 0 <= p.win_backgammon <= p.win_gammon <= p.win <= 1
        assert 0 <= p.lose_backgammon <= p.lose_gammon <= 1 - p.win
        assert -3 <= p.equity <= 3


def test_the_opening_position_is_about_even_and_the_standard_openings_are_chosen() -> None:
    start = Position.initial()
    assert 0.45 < position_probabilities(start).win < 0.58
    strong = Computer("strong")
    assert str(strong.choose(start, (3, 1))) == "8/5 6/5"
    assert str(strong.choose(start, (4, 2))) == "8/4 6/4"
    assert str(strong.choose(start, (6, 1))) == "13/7 8/7"


def test_a_finished_game_is_scored_exactly() -> None:
    # Black (on roll) has borne everything off: it is White who "is on roll" in the record.
    won = Position.from_checkers({"off": 15}, {19: 5, 20: 5, 21: 5})
    assert probabilities(won.player, won.opponent).win == 1.0
    assert probabilities(won.player, won.opponent).win_gammon == 1.0
    lost = Position.from_checkers({2: 1, "off": 14}, {"off": 15})
    assert probabilities(lost.player, lost.opponent).equity == -1.0


def test_ranked_plays_cover_every_legal_play_best_first() -> None:
    position = Position.initial()
    ranked = ranked_plays(position, (6, 5))
    assert {play for play, _ in ranked} == set(position.legal_plays((6, 5)))
    values = [p.equity for _, p in ranked]
    assert values == sorted(values, reverse=True)


# — the bear-off database —


def _brute_force(home: tuple[int, ...], memo: dict) -> tuple[float, list[float]]:
    """(mean rolls, distribution) of a home board by the engine's own legal plays, each roll
    played to minimise the mean — independent of the database's move generator."""
    if home in memo:
        return memo[home]
    if not any(home):
        memo[home] = (0.0, [1.0] + [0.0] * bearoff.MAX_ROLLS)
        return memo[home]
    from nardi_teach.core.dice import ALL_ROLLS, roll_weight

    position = Position.from_checkers({p: n for p, n in zip(range(1, 7), home, strict=True) if n},
                                      {24: 15})
    mean, dist = 1.0, [0.0] * (bearoff.MAX_ROLLS + 1)
    for dice in ALL_ROLLS:
        children = [tuple(after.player[1:7]) for after in position.legal_plays(dice).results()]
        options = [_brute_force(child, memo) for child in children]
        best_mean, best_dist = min(options, key=lambda o: o[0])
        weight = roll_weight(dice) / 36
        mean += weight * best_mean
        for n in range(bearoff.MAX_ROLLS):
            dist[n + 1] += weight * best_dist[n]
    memo[home] = (mean, dist)
    return memo[home]


def test_the_bear_off_database_matches_a_brute_force_computation_on_small_cases() -> None:
    db = bearoff.shipped()
    memo: dict = {}
    small = [h for h in bearoff.all_homes() if sum(h) <= 3]
    assert len(small) == 84
    for home in small:
        mean, dist = _brute_force(home, memo)
        assert db.mean_rolls(home) == pytest.approx(mean, abs=0.02)
        assert db.distribution(home) == pytest.approx(dist, abs=1 / bearoff.SCALE)


def test_bear_off_facts() -> None:
    db = bearoff.shipped()
    # One checker on the 6-point: off in one roll except with 1-1, 2-1, 3-1, 4-1 and 3-2.
    assert db.distribution((0, 0, 0, 0, 0, 1))[:3] == pytest.approx([0, 27 / 36, 9 / 36],
                                                                    abs=1 / 1023)
    assert db.race_win((1, 0, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)) == 1.0
    assert 10 < db.mean_rolls((0, 0, 0, 0, 0, 15)) < 14
    assert len(bearoff.all_homes()) == 54_264


def test_races_in_the_home_boards_use_the_database() -> None:
    position = Position.from_checkers({1: 1, "off": 14}, {24: 1, 23: 1})
    assert position_probabilities(position).win == 1.0
    # two checkers on the 6-point against one on the 1-point: only doubles of 3 or more win
    slow = Position.from_checkers({6: 2}, {24: 1})
    assert position_probabilities(slow).win == pytest.approx(4 / 36, abs=2e-3)


@cache
def _all_homes() -> list[tuple[int, ...]]:
    """The database's home boards, listed once for the examples below (a fresh list each
    example cost 0.1 CPU-s)."""
    return bearoff.all_homes()


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**32 - 1))
def test_random_home_boards_give_probabilities(seed: int) -> None:
    rng = random.Random(seed)
    homes = _all_homes()
    me, them = rng.choice(homes[1:]), rng.choice(homes[1:])
    win = bearoff.shipped().race_win(me, them)
    assert 0.0 <= win <= 1.0
    assert bearoff.shipped().race_win(me, them) == win
