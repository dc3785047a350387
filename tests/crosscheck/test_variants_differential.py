"""The short-family variants' move generators against an independent one (``variants_ref``,
no shared code, on the physical board): random games, every opening roll, crafted cases
per rule; and planted bugs — the engine with one rule taken out — to show that each rule
is caught by the cases.  0 differences."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

import pytest
from variants_cases import (
    VARIANTS,
    crafted_cases,
    differences,
    four_dice_cases,
    game_cases,
    opening_cases,
    reference,
)

from nardi_teach.core import search as core_search
from nardi_teach.core.dice import Roll
from nardi_teach.core.turn import Turn
from nardi_teach.plakoto import position as plakoto_module
from nardi_teach.plakoto.moves import PlakotoBoard
from nardi_teach.short_nardi import family as short_family
from nardi_teach.short_nardi import family_rules as short_rules
from nardi_teach.short_nardi import multidice
from nardi_teach.short_nardi.family_rules import CaucasianBoard
from nardi_teach.short_nardi.movegen import MASK_SHIFT, single_steps

CRAFTED = crafted_cases()
GAMES = {"short": 200, "hypergammon": 300, "triple": 200, "2-2": 60, "caucasian": 400,
         "crazy_short": 400, "plakoto": 400, "crazy_plakoto": 300}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_random_games(name: str) -> None:
    assert differences(game_cases(name, 11, GAMES[name])) == []


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_every_opening_roll(name: str) -> None:
    cases = opening_cases(name, 1)
    if name == "2-2":
        cases = cases[::4]  # 126 opening rolls of four dice: a quarter, for time
    assert differences(cases) == []


@pytest.mark.parametrize("rule", sorted(CRAFTED))
def test_crafted_cases_per_rule(rule: str) -> None:
    assert differences(CRAFTED[rule]) == []


def test_V18_four_dice_crafted() -> None:
    assert differences(four_dice_cases()) == []


@pytest.mark.parametrize("name", ["plakoto", "caucasian", "crazy_short", "triple"])
def test_turns_played_move_by_move_reach_legal_results(name: str) -> None:
    from variants_cases import table

    rng = random.Random(3)
    for position, dice in game_cases(name, 5, 80):
        if position.winner() is not None:
            continue
        allowed = reference(position, dice)
        turn = Turn.start(position, dice)
        while not turn.is_complete:
            moves = turn.legal_moves()
            assert moves, (position, dice, turn.moves)
            turn = turn._with(rng.choice(moves))
        assert table(turn.current).canonical() in allowed, (position, dice, turn.moves)


# — planted bugs: each rule taken out of the engine must show up as differences —

@contextmanager
def planted(target: object, name: str, value: object) -> Iterator[None]:
    old = getattr(target, name)
    setattr(target, name, value)
    try:
        yield
    finally:
        setattr(target, name, old)


def _no_pin(self: PlakotoBoard, src: int, dst: int, die: int):  # type: ignore[no-untyped-def]
    step = _MAKE(self, src, dst, die)
    if step[3]:  # undo the pin: land as on an empty point
        self.theirs &= ~(1 << dst)
        step = (*step[:3], False, step[4])
        self.made[-1] = step
    return step


def _no_release(self: PlakotoBoard, src: int, dst: int, die: int):  # type: ignore[no-untyped-def]
    keep = self.theirs >> src & 1
    step = _MAKE(self, src, dst, die)
    if step[4] and keep:
        self.theirs |= 1 << src
        step = (*step[:4], False)
        self.made[-1] = step
    return step


def _without_largest(board, dice):  # type: ignore[no-untyped-def]
    """V18 taken out: every play of the most dice, largest or not."""
    used, results = _search(board, dice)
    merged = dict(results)
    for subset in set(itertools.combinations(sorted(dice), len(used))):
        more_used, more = _search(board, subset)
        if len(more_used) == len(used):
            merged.update(more)
    return used, merged


def _merge_all(found):  # type: ignore[no-untyped-def]
    """V18 taken out of the multi-dice walk: every playable choice of the most dice."""
    size = max(map(len, found))
    merged: dict = {}
    for used, results in found.items():
        if len(used) == size:
            merged.update(results)
    return size, merged


_search = core_search.search


_MAKE, _LANDING = PlakotoBoard.make, PlakotoBoard.landing


def _next_turns(cases):  # type: ignore[no-untyped-def]
    """The opponent's turn after every legal play of each case, with a few rolls (a rule
    such as V28 shows only in the position the play leaves)."""
    from nardi_teach.core.dice import ALL_ROLLS

    return [(result.flipped(), dice) for position, roll in cases
            for result in position.legal_plays(roll).results() for dice in ALL_ROLLS[::4]]


def _mutants() -> dict[str, list[tuple[object, str, object]]]:
    """Per rule: the engine's pieces to replace (the search board and the fast path)."""
    return {
        "V25": [(PlakotoBoard, "make", _no_pin),
                (plakoto_module, "pinned_keys",
                 lambda plays, back, lone, position: _PINNED_KEYS(plays, back, [], position))],
        "V26": [(PlakotoBoard, "movable", lambda self, src: self.me[src]),
                (plakoto_module, "lifted", lambda position: list(position.player))],
        "V27": [(PlakotoBoard, "landing", lambda self, dst: None if self.mine >> dst & 1 else
                 _LANDING(self, dst)),
                (plakoto_module, "closed_points", _open_pinned)],
        "V28": [(PlakotoBoard, "make", _no_release),
                (plakoto_module, "pinned_keys", _stale)],
        "V30": [(PlakotoBoard, "home", lambda self: not any(self.me[7:25])),
                (plakoto_module, "needs_search", lambda position, free, moves: False)],
        "V44": [(short_rules, "exact_steps", single_steps),
                (short_rules, "_exact_home_steps", single_steps),
                (short_rules, "_generate_double",
                 lambda me, opp, die, moves, exact=False: _DOUBLE(me, opp, die, moves))],
        "V22": [(short_family, "_moves_a_hitter", lambda value, blots: False)],
        "V22-roll": [(CaucasianBoard, "steps",
                      lambda self, die: single_steps(self.me, self.opp, die))],
    }


_CLOSED, _PINNED_KEYS = plakoto_module.closed_points, plakoto_module.pinned_keys
_DOUBLE = short_rules._generate_double


def _open_pinned(position):  # type: ignore[no-untyped-def]
    """V27 taken out: the mover may land where its own checker lies pinned."""
    closed, lone = _CLOSED(position)
    for point in position.player_pins:
        closed[25 - point] = 0
    return closed, lone


def _stale(plays, back, lone, position):  # type: ignore[no-untyped-def]
    """V28 taken out: a checker pinned before the turn stays pinned when its pinner leaves."""
    held = 0
    for point in position.opponent_pins:
        held |= 1 << (25 - point) << MASK_SHIFT
    return {key | held: value for key, value in _PINNED_KEYS(plays, back, lone, position).items()}


@pytest.mark.parametrize("rule", ["V25", "V26", "V27", "V28", "V30", "V44", "V22", "V22-roll"])
def test_planted_bug_is_caught(rule: str) -> None:
    cases = CRAFTED[rule] if rule != "V22-roll" else [
        (p, Roll(*d)) for p, d in CRAFTED["V22"] if not d.is_double]
    with ExitStack() as stack:
        for target, name, value in _mutants()[rule]:
            stack.enter_context(planted(target, name, value))
        found = differences(cases) or differences(_next_turns(cases[::7]))
    assert found, f"taking {rule} out of the engine went unnoticed"
    assert differences(cases) == []  # and the real engine agrees again


def test_planted_bug_V18_is_caught() -> None:
    cases = four_dice_cases() + opening_cases("triple", 0)
    with planted(core_search, "search", _without_largest), \
            planted(short_family, "search", _without_largest), \
            planted(multidice, "best_of", _merge_all):
        found = differences(cases)
    assert found
    assert differences(cases) == []
