"""Invariants of the long family's other games over random games (hypothesis): every position
reached is a valid one of its game (15 checkers a side, no point shared, V37/L3), every
play keeps the game's head rule (L4–L5, V35, V38–V39, V50, V52, V59), its block rule (L6;
Greek fevga V40a after every die) and its bear-off (V44 exact in the crazy games), and
every game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from long_variants_cases import GAMES

from nardi_teach.core.dice import Dice
from nardi_teach.core.moves import Play
from nardi_teach.long_nardi.family import LONG_FAMILY
from nardi_teach.long_nardi.greek_movegen import passed
from nardi_teach.long_nardi.movegen import CROSS
from nardi_teach.long_nardi.position import forbidden_run

CLASSES = [LONG_FAMILY[name] for name in GAMES]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CLASSES), st.integers(0, 10**6))
def test_random_games_keep_every_rule_and_end(cls, seed: int) -> None:
    rng = random.Random(seed)
    position = cls.initial()
    for _ in range(1500):
        if position.winner() is not None:
            break
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        legal = position.legal_plays(dice)
        play = rng.choice(list(legal)) if legal else Play()
        me = list(position.player)
        greek = cls.variant == "fevga_greek"
        was_passed = passed(me)
        for move in play.moves:
            if move.dst == 0 and cls.exact_bear_off:
                assert move.die == move.src, (position, dice, play)  # V44
            me[move.src] -= 1
            me[move.dst] += 1
            if greek:
                assert not all(me[19:25]), (position, dice, play)  # V40a, after every die
            else:
                assert forbidden_run(me, position.opponent) is None  # L6
        from_head = sum(m.src == 24 for m in play.moves)
        if greek:
            if not was_passed and not passed(me):
                assert from_head <= 1  # V38
        elif cls.head_limit:
            assert from_head <= position.head_allowance(dice)  # L4–L5 and the games' lists
        after = position.play(play)
        assert type(after) is cls
        assert sum(after.player) == sum(after.opponent) == 15
        assert not any(after.player[p] and after.opponent[CROSS[p]] for p in range(1, 25))
        assert cls.from_id(after.id()) == after  # a valid position of its game
        position = after
    assert position.winner() is not None
