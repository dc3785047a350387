"""Long nardi's invariants, checked with hypothesis on random games played step by step:
15 checkers each (L1), never two colours on a point (L3), never a forbidden six-run after
any single step (L6), at most one checker off the head per turn outside L5 (L4); the ID
and repr round-trip (L11); bad input raises typed errors."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from long_cases import random_game

from nardi_teach import IllegalPlay, InvalidIdError, NardiError, NotationError
from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi.movegen import CROSS
from nardi_teach.long_nardi.position import HeadRule, LongPosition, forbidden_run

head_rules = st.sampled_from(list(HeadRule))


def check_board(position: LongPosition) -> None:
    me, opp = position.player, position.opponent
    assert sum(me) == 15 and sum(opp) == 15 and me[25] == opp[25] == 0
    assert all(not (me[t] and opp[CROSS[t]]) for t in range(1, 25))
    assert forbidden_run(me, opp) is None and forbidden_run(opp, me) is None


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), head_rules)
def test_L1_L3_L4_L6_invariants_after_every_step_of_random_games(seed: int, head_rule: HeadRule
                                                                 ) -> None:
    rng = random.Random(seed)
    for turns, (position, dice) in enumerate(random_game(rng, head_rule)):
        check_board(position)
        turn = Turn.start(position, dice)
        while not turn.is_complete:
            turn = turn._with(rng.choice(turn.legal_moves()))
            check_board(turn.current)
        off_head = sum(m.src == 24 for m in turn.moves)
        two = (position.player_first and dice.is_double
               and head_rule is not HeadRule.FEVGA
               and dice.high in ({6, 4, 3, 1} if head_rule is HeadRule.CRAZY_GUL_BARA
                                 else {6, 4, 3})
               and not (head_rule is HeadRule.SPORT and position.opponent_first))
        assert off_head <= (2 if two else 1)
        assert turn.play in turn.legal or not (turn.legal or turn.moves)  # or a dance
        if turns > 50:
            break


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32))
def test_L11_id_and_repr_round_trip(seed: int) -> None:
    rng = random.Random(seed)
    stop = rng.randint(0, 80)
    position = LongPosition.initial()
    for index, (reached, _dice) in enumerate(random_game(rng)):
        position = reached
        if index == stop:
            break
    assert LongPosition.from_id(position.id()) == position
    assert eval(repr(position)) == position  # noqa: S307


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=30))
def test_L11_any_text_is_a_play_or_a_typed_error(text: str) -> None:
    position = LongPosition.initial()
    try:
        play = position.parse_play(text, "6-5")
    except (NotationError, IllegalPlay):
        return
    assert play in position.legal_plays("6-5")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=70))
def test_L11_any_text_is_an_id_or_a_typed_error(text: str) -> None:
    try:
        LongPosition.from_id(text)
    except (InvalidIdError, NardiError):
        return
