"""Long nardi's evaluator (issue 22): the self-play network, its shipped weights, the levels."""

from __future__ import annotations

import hashlib
import random
import re
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import Color, Dice, Play
from nardi_teach.computer import Computer, long_net
from nardi_teach.computer.long import play_long_game
from nardi_teach.computer.long_play import (
    LONG_LEVELS,
    position_probabilities,
    ranked_long_plays,
)
from nardi_teach.long_nardi.position import HeadRule, LongPosition

ROOT = Path(__file__).resolve().parents[2]
WEIGHTS = ROOT / "nardi_teach" / "computer" / long_net.WEIGHTS_FILE


def _checked(computer: Computer):
    def choose(position: LongPosition, dice: Dice) -> Play:
        play = computer.choose(position, dice)
        legal = position.legal_plays(dice)
        assert play in legal if legal else play == Play()
        return play
    return choose


@cache
def _sample() -> tuple[LongPosition, ...]:
    """Positions before a roll from one seeded game of ``club`` against itself."""
    positions: list[LongPosition] = []

    def recording(computer: Computer):
        def choose(position: LongPosition, dice: Dice) -> Play:
            positions.append(position)
            return computer.choose(position, dice)
        return choose

    play_long_game({c: recording(Computer("club", seed=i)) for i, c in enumerate(Color)},
                   random.Random(40))
    return tuple(positions[::3])


# — the shipped weights —


def test_the_shipped_weights_are_the_ones_the_training_log_names() -> None:
    log = (ROOT / "training" / "train_long.log").read_text()
    named = re.findall(r"sha256 ([0-9a-f]{64})", log)
    digest = hashlib.sha256(WEIGHTS.read_bytes()).hexdigest()
    assert named and named[-1] == digest
    assert long_net.shipped().digest == digest


def test_the_shipped_file_is_small() -> None:
    assert WEIGHTS.stat().st_size < 1_000_000


def test_a_file_of_another_kind_is_refused() -> None:
    with pytest.raises(ValueError):
        long_net.LongNet.from_json((ROOT / "nardi_teach" / "computer" / "short_net.json")
                                   .read_bytes())


def test_the_table_forward_pass_equals_the_dense_product() -> None:
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
    for position in _sample()[:12]:
        x = long_net.features(position.player, position.opponent)
        hidden = [1 / (1 + exp(-(b1[j] + sum(x[i] * w1[i * h + j]
                                              for i in range(long_net.INPUTS) if x[i]))))
                  for j in range(h)]
        dense = [1 / (1 + exp(-(b2[k] + sum(w2[k * h + j] * hidden[j] for j in range(h)))))
                 for k in range(long_net.OUTPUTS)]
        assert long_net.shipped().raw(position.player, position.opponent) == pytest.approx(
            dense, abs=1e-9)


# — the inputs —


def test_blocks_count_the_points_in_front_of_the_rearmost_checker() -> None:
    # White holds its head and its 18 … 14 (Black's 12 and 6 … 2) in front of Black's head
    # (White's 12): six points, a run of five with all 15 of Black's checkers behind it; Black,
    # all on its head, blocks one point of White's path.
    position = LongPosition.from_checkers({24: 10, 18: 1, 17: 1, 16: 1, 15: 1, 14: 1},
                                          {12: 15})
    assert long_net.blocks(position.player, position.opponent) == (6, 5, 15)
    assert long_net.blocks(position.opponent, position.player) == (1, 1, 0)


def test_the_race_unit_is_on_only_once_the_sides_have_passed() -> None:
    race = LongPosition.from_checkers({1: 15}, {13: 15})  # both all home: nothing to pass
    contact = LongPosition.initial()
    assert long_net.features(race.player, race.opponent)[long_net.RACE_UNIT] == 1.0
    assert long_net.features(contact.player, contact.opponent)[long_net.RACE_UNIT] == 0.0


# — the evaluator —


def test_the_evaluator_is_deterministic() -> None:
    fresh = long_net.LongNet.from_json(WEIGHTS.read_bytes())
    for position in _sample():
        first = position_probabilities(position, raw=True)  # the network's own chances
        assert first == position_probabilities(position, raw=True)
        assert first == fresh.probabilities(position.player, position.opponent)


def test_outputs_are_consistent_probabilities() -> None:
    for position in _sample():
        p = position_probabilities(position)
        assert 0 <= p.win_gammon <= p.win <= 1
        assert 0 <= p.lose_gammon <= 1 - p.win
        assert p.win_backgammon == p.lose_backgammon == 0.0  # no koks in long nardi (L9)


def test_the_start_is_about_even_and_a_big_race_lead_wins() -> None:
    assert 0.4 < position_probabilities(LongPosition.initial()).win < 0.65
    ahead = LongPosition.from_checkers({1: 5, "off": 10}, {6: 15})
    assert position_probabilities(ahead).win > 0.95


def test_a_finished_game_is_scored_exactly() -> None:
    mars = LongPosition.from_checkers({"off": 15}, {12: 15})
    assert position_probabilities(mars).win == position_probabilities(mars).win_gammon == 1.0
    oin = LongPosition.from_checkers({1: 1, "off": 14}, {"off": 15})
    assert position_probabilities(oin).equity == -1.0


def test_ranked_plays_cover_every_legal_play_best_first() -> None:
    position = LongPosition.initial()
    ranked = ranked_long_plays(position, Dice(6, 6))
    assert {play for play, _p, _v in ranked} == set(position.legal_plays(Dice(6, 6)))
    values = [v for _play, _p, v in ranked]
    assert values == sorted(values, reverse=True)


# — the levels —


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), white=st.sampled_from(["beginner", "club", "strong"]),
       black=st.sampled_from(["beginner", "club", "strong"]),
       rule=st.sampled_from(list(HeadRule)))
def test_every_level_plays_only_legal_moves(seed: int, white: str, black: str,
                                            rule: HeadRule) -> None:
    players = {Color.WHITE: _checked(Computer(white, seed=seed)),
               Color.BLACK: _checked(Computer(black, seed=seed + 1))}
    winner, record = play_long_game(players, random.Random(seed), rule)
    last_position, _dice, last_play = record[-1]
    assert last_position.turn == winner
    assert last_position.play(last_play).winner() == winner  # L9


def test_the_expert_level_plays_only_legal_moves_too() -> None:
    expert = _checked(Computer("expert"))
    for i, position in enumerate(_sample()[:20]):
        expert(position, Dice(1 + i % 6, 1 + (i * 5) % 6))
    assert "expert" in LONG_LEVELS


def test_a_level_with_a_seed_plays_the_same_game_again() -> None:
    def game() -> list:
        players = {c: Computer(level, seed=7) for c, level in zip(Color, ("club", "beginner"),
                                                                     strict=True)}
        _winner, record = play_long_game({c: p.choose for c, p in players.items()},
                                         random.Random(3))
        return [str(play) for _position, _dice, play in record]

    assert game() == game()


def test_the_levels_are_ordered_in_a_short_match() -> None:
    """A smoke match, paired dice (the big matches are in ``benchmarks/computer.py``)."""
    def wins(level: str, other: str, pairs: int) -> int:
        total = 0
        for i in range(pairs):
            for me in Color:
                players = {me: Computer(level, seed=i).choose,
                           me.other: Computer(other, seed=100 + i).choose}
                winner, _ = play_long_game(players, random.Random(500 + i))
                total += winner == me
        return total

    assert wins("strong", "beginner", 3) >= 4
    assert wins("club", "beginner", 3) >= 3
