"""The long family's other games (V34–V59) against an independent generator
(``long_variants_ref``, no shared code): random games, every opening roll and every second
player's first roll, crafted cases per rule; then planted bugs — each rule switched off in
the engine — that the comparison must catch."""

from __future__ import annotations

import random

import pytest
from long_variants_cases import GAMES, crafted_cases, game_cases, opening_cases
from long_variants_ref import GAMES as REFERENCE
from long_variants_ref import legal_results

from nardi_teach.core.dice import Roll
from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi import greek_movegen
from nardi_teach.long_nardi.family import LONG_FAMILY
from nardi_teach.long_nardi.position import LongPosition


def reference(position: LongPosition, dice) -> set[tuple[int, ...]]:
    return legal_results(REFERENCE[position.variant], position.player[:25],
                         position.opponent[:25], list(dice.moves), position.player_first,
                         position.opponent_first, doubled=not isinstance(dice, Roll))


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


@pytest.mark.parametrize("name", GAMES)
def test_random_games(name: str) -> None:
    assert differences(game_cases(LONG_FAMILY[name], 20, 700)) == []


@pytest.mark.parametrize("name", GAMES)
def test_every_opening_and_second_first_roll(name: str) -> None:
    cases = opening_cases(LONG_FAMILY[name])
    assert len(cases) > 21 * 3
    assert differences(cases) == []


@pytest.mark.parametrize("name", sorted({"fevga", "fevga_greek", "crazy", "crazy_fevga",
                                         "crazy_gul_bara", "khachapuri", "sport"}))
def test_crafted_positions_with_every_roll(name: str) -> None:
    cases = crafted_cases(name)
    assert cases
    assert differences(cases) == []


@pytest.mark.parametrize("name", GAMES)
def test_passed_moves_of_a_double(name: str) -> None:
    """V66: one to three moves of one number (a ``Roll``), played as one turn."""
    rng = random.Random(8)
    cases = [(position, Roll.passed(rng.randint(1, 6), rng.randint(1, 3)))
             for position, _ in game_cases(LONG_FAMILY[name], 31, 150) + crafted_cases(name)[::7]]
    assert differences(cases) == []


@pytest.mark.parametrize("name", ["long", *GAMES])
def test_three_and_four_single_dice(name: str) -> None:
    """V16–V18 on the long base (``triple_long``): three or four dice, each its own move,
    ranked by V3/V18 — every game of the family takes such a ``Roll``."""
    rng = random.Random(12)
    cases = [(position, Roll(*(rng.randint(1, 6) for _ in range(rng.choice((3, 4))))))
             for position, _ in game_cases(LONG_FAMILY[name], 41, 80)]
    assert differences(cases) == []


@pytest.mark.parametrize("name", ["fevga_greek", "khachapuri", "crazy"])
def test_turns_played_move_by_move_reach_legal_results(name: str) -> None:
    rng = random.Random(5)
    cases = game_cases(LONG_FAMILY[name], 21, 150) + crafted_cases(name)
    for position, dice in cases:
        if position.winner() is not None:
            continue
        allowed = reference(position, dice)
        turn = Turn.start(position, dice)
        while not turn.is_complete:
            moves = turn.legal_moves()
            assert moves, (position, dice, turn.moves)
            turn = turn._with(rng.choice(moves))
        assert turn.current.player[:25] in allowed, (position, dice, turn.moves)


# — planted bugs: each rule switched off in the engine is caught —

def _cases(name: str) -> list:
    """Crafted cases and the first opening cases (built before a bug is planted)."""
    return crafted_cases(name) + opening_cases(LONG_FAMILY[name])[:200]


def _caught(cases) -> bool:
    return bool(differences(cases))


def test_planted_V44_exact_bear_off_switched_off(monkeypatch) -> None:
    for name in ("crazy", "crazy_fevga", "crazy_gul_bara"):
        cases = _cases(name)
        monkeypatch.setattr(LONG_FAMILY[name], "exact_bear_off", False)
        assert _caught(cases), name


def test_planted_V52_head_limit_put_back(monkeypatch) -> None:
    cases = _cases("khachapuri")
    monkeypatch.setattr(LONG_FAMILY["khachapuri"], "head_limit", True)
    assert _caught(cases)


def test_planted_V35_fevga_given_the_first_turn_exception(monkeypatch) -> None:
    cases = _cases("fevga")
    from nardi_teach.long_nardi import position as module
    from nardi_teach.long_nardi.position import HeadRule

    monkeypatch.setitem(module._TWO_OFF, HeadRule.FEVGA, {6, 4, 3})
    assert _caught(cases)


def test_planted_V50_crazy_gul_bara_without_1_1(monkeypatch) -> None:
    cases = _cases("crazy_gul_bara")
    from nardi_teach.long_nardi import position as module
    from nardi_teach.long_nardi.position import HeadRule

    monkeypatch.setitem(module._TWO_OFF, HeadRule.CRAZY_GUL_BARA, {6, 4, 3})
    assert _caught(cases)


def test_planted_V59_sport_as_classic(monkeypatch) -> None:
    cases = _cases("sport")
    from nardi_teach.core.dice import Dice

    def classic(self, dice) -> int:
        roll = Dice.coerce(dice)
        return 2 if roll.is_double and self.player_first and roll.high in (6, 4, 3) else 1

    monkeypatch.setattr(LONG_FAMILY["sport"], "head_allowance", classic)
    assert _caught(cases)


def start_differences() -> list[str]:
    """Each game's start against the reference's (V37, V47, V51: both sides, own numbering)."""
    out = []
    for name in GAMES:
        start = LONG_FAMILY[name].initial()
        want = tuple(REFERENCE[name]["start"].get(p, 0) for p in range(25))
        if start.player[:25] != want or start.opponent[:25] != want:
            out.append(name)
    return out


def test_every_start_matches_the_reference() -> None:
    assert start_differences() == []


def test_planted_V51_khachapuri_with_the_classic_start(monkeypatch) -> None:
    monkeypatch.setattr(LONG_FAMILY["khachapuri"], "start", LONG_FAMILY["long"].start)
    assert start_differences() == ["khachapuri"]


def test_planted_V38_greek_head_always_open(monkeypatch) -> None:
    cases = _cases("fevga_greek")
    monkeypatch.setattr(greek_movegen, "head_open", lambda me: True)
    assert _caught(cases)


def test_planted_V40a_greek_quarter_rule_switched_off(monkeypatch) -> None:
    cases = _cases("fevga_greek")
    monkeypatch.setattr(greek_movegen, "fills_quarter", lambda me, src, dst: False)
    assert _caught(cases)


def test_planted_V40b_greek_trapped_prime_kept(monkeypatch) -> None:
    cases = _cases("fevga_greek")
    from nardi_teach.long_nardi import greek

    monkeypatch.setattr(greek, "split_trapped", lambda results, opp: (results, {}))
    assert _caught(cases)


def test_planted_V40_greek_with_the_six_block_rule(monkeypatch) -> None:
    cases = _cases("fevga_greek")
    original = greek_movegen.generate

    def with_six_block(*args, **kwargs):
        kwargs["six_block"] = True
        return original(*args, **kwargs)

    monkeypatch.setattr(greek_movegen, "generate", with_six_block)
    assert _caught(cases)
