"""Long nardi's move generator against an independent one (``long_ref``, no shared code):
random games, every opening roll, every second player's first roll, crafted head,
six-block, bear-off and dance cases, and the head-rule variants.  0 differences."""

from __future__ import annotations

import random

import pytest
from long_cases import crafted_cases, game_cases, opening_cases
from long_ref import head_allowance, legal_results

from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi.position import HeadRule, LongPosition


def reference(position: LongPosition, dice) -> set[tuple[int, ...]]:
    allowance = head_allowance(dice.high, dice.low, position.player_first,
                               position.opponent_first, position.head_rule.value)
    return legal_results(position.player[:25], position.opponent[:25], dice.high, dice.low,
                         allowance)


def engine(position: LongPosition, dice) -> set[tuple[int, ...]]:
    """The results; a dance leaves the position as it is, as the reference reports it."""
    return {r.player[:25] for r in position.legal_plays(dice).results()} or {position.player[:25]}


def differences(cases) -> list[str]:
    out = []
    for position, dice in cases:
        if position.winner() is not None:
            continue
        ours, theirs = engine(position, dice), reference(position, dice)
        if ours != theirs:
            out.append(f"{position!r} {dice}: engine {len(ours)}, reference {len(theirs)}")
    return out


def test_random_games() -> None:
    assert differences(game_cases(13, 2500)) == []


def test_every_opening_and_second_first_roll() -> None:
    cases = opening_cases()
    assert len(cases) > 21 * 20
    assert differences(cases) == []


def test_crafted_positions_with_every_roll() -> None:
    assert differences(crafted_cases()) == []


@pytest.mark.parametrize("head_rule", [HeadRule.SPORT, HeadRule.CRAZY_GUL_BARA, HeadRule.FEVGA])
def test_head_rule_variants(head_rule: HeadRule) -> None:
    cases = opening_cases(head_rule)[:250] + game_cases(7, 150, head_rule)
    assert differences(cases) == []


def test_turns_played_move_by_move_reach_legal_results() -> None:
    rng = random.Random(5)
    for position, dice in game_cases(21, 300):
        if position.winner() is not None:
            continue
        allowed = reference(position, dice)
        turn = Turn.start(position, dice)
        while not turn.is_complete:
            moves = turn.legal_moves()
            assert moves, (position, dice, turn.moves)
            turn = turn._with(rng.choice(moves))
        assert turn.current.player[:25] in allowed
