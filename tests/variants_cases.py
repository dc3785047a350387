"""Short-family (position, roll) cases for the differential test and the benchmark: random
games, every opening roll, and crafted positions per rule; and the bridge from an engine
position to ``variants_ref``'s physical board."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from itertools import combinations_with_replacement
from typing import Any

from variants_ref import Table, legal_boards, table_of

from nardi_teach.core.board import BLACK, WHITE
from nardi_teach.core.dice import ALL_ROLLS, Dice, Roll
from nardi_teach.core.moves import Play
from nardi_teach.plakoto import PlakotoPosition
from nardi_teach.short_nardi.family import (
    CaucasianPosition,
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)
from nardi_teach.short_nardi.position import Position

Case = tuple[Any, Any]


def crazy_plakoto(turn=WHITE) -> PlakotoPosition:  # type: ignore[no-untyped-def]
    return PlakotoPosition.initial(turn, crazy=True)


VARIANTS: dict[str, Callable[[], Any]] = {
    "short": Position.initial,
    "hypergammon": HyperPosition.initial,
    "triple": TriplePosition.initial,
    "2-2": TwoTwoPosition.initial,
    "caucasian": CaucasianPosition.initial,
    "crazy_short": CrazyShortPosition.initial,
    "plakoto": PlakotoPosition.initial,
    "crazy_plakoto": crazy_plakoto,
}


def dice_count(position: Any) -> int:
    return getattr(type(position), "dice_count", 2)


def random_roll(rng: random.Random, position: Any) -> Dice | Roll:
    count = dice_count(position)
    if count == 2:
        return Dice(rng.randint(1, 6), rng.randint(1, 6))
    return Roll(*(rng.randint(1, 6) for _ in range(count)))


def every_roll(position: Any) -> list[Dice | Roll]:
    count = dice_count(position)
    if count == 2:
        return list(ALL_ROLLS)
    return [Roll(*c) for c in combinations_with_replacement(range(1, 7), count)]


def random_game(rng: random.Random, start: Any) -> Iterator[Case]:
    position = start
    while position.winner() is None:
        dice = random_roll(rng, position)
        yield position, dice
        plays = list(position.legal_plays(dice))
        position = position.play(rng.choice(plays) if plays else Play())


def game_cases(name: str, seed: int, count: int) -> list[Case]:
    rng = random.Random(seed)
    out: list[Case] = []
    while len(out) < count:
        for case in random_game(rng, VARIANTS[name]()):
            out.append(case)
            if len(out) >= count:
                break
    return out


def opening_cases(name: str, seconds: int = 3) -> list[Case]:
    """Every opening roll, and for each a few of the second player's rolls after a play."""
    start = VARIANTS[name]()
    rng = random.Random(len(name))
    out: list[Case] = []
    rolls = every_roll(start)
    for dice in rolls:
        out.append((start, dice))
        plays = list(start.legal_plays(dice))
        after = start.play(rng.choice(plays) if plays else Play())
        for second in rng.sample(rolls, min(seconds, len(rolls))):
            out.append((after, second))
    return out


# — the bridge to the physical board —

def table(position: Any) -> Table:
    """``position`` on ``variants_ref``'s board (cells by White's numbering)."""
    w, b = position.checkers(WHITE), position.checkers(BLACK)
    white = {p: w[p] for p in range(1, 25) if w[p]}
    black = {25 - q: b[q] for q in range(1, 25) if b[q]}
    pinned = {}
    if hasattr(position, "pins"):
        pinned.update({p: "W" for p in position.pins(WHITE)})
        pinned.update({25 - q: "B" for q in position.pins(BLACK)})
    return table_of(white, black, pinned, (w[25], b[25]), (w[0], b[0]))


def rules(position: Any) -> dict[str, Any]:
    return {"pins": isinstance(position, PlakotoPosition),
            "exact": isinstance(position, CrazyShortPosition) or bool(
                getattr(position, "crazy", False)),
            "frozen": isinstance(position, CaucasianPosition),
            "total": position.total}


def reference(position: Any, dice: Any) -> set[tuple]:  # type: ignore[type-arg]
    colour = "W" if position.turn == WHITE else "B"
    return legal_boards(table(position), colour, tuple(dice.moves), rules(position))


def engine(position: Any, dice: Any) -> set[tuple]:  # type: ignore[type-arg]
    legal = position.legal_plays(dice)
    return {table(r).canonical() for r in legal.results()} or {table(position).canonical()}


def differences(cases: list[Case]) -> list[str]:
    out = []
    for position, dice in cases:
        if position.winner() is not None:
            continue
        ours, theirs = engine(position, dice), reference(position, dice)
        if ours != theirs:
            out.append(f"{position!r} {dice!r}: engine {len(ours)}, reference {len(theirs)}")
    return out


# — crafted positions, one group per rule (the player on roll is White unless said) —

def crafted_cases() -> dict[str, list[Case]]:
    """Positions that exercise each rule, each with every roll of its game."""
    P, C, K, H = PlakotoPosition, CaucasianPosition, CrazyShortPosition, HyperPosition
    groups: dict[str, list[Any]] = {
        # V25 pins: blots of the opponent in reach, several at once
        "V25": [P.from_checkers({24: 10, 13: 3, 8: 2}, {20: 1, 18: 1, 10: 1, 1: 12}),
                P.from_checkers({24: 13, 6: 2}, {23: 1, 19: 1, 22: 1, 1: 12})],
        # V26 a pinned checker cannot move; V27 nobody of the pinned side lands there
        "V26": [P.from_checkers({20: 1, 24: 12, 9: 2}, {20: 2, 14: 1, 1: 12},
                                pinned={20: "player"}),
                P.from_checkers({17: 1, 24: 14}, {17: 1, 1: 14}, pinned={17: "player"})],
        "V27": [P.from_checkers({24: 12, 7: 3}, {7: 1, 18: 3, 1: 11}, pinned={7: "opponent"}),
                P.from_checkers({24: 11, 13: 1, 10: 3}, {13: 2, 1: 13}, pinned={13: "player"})],
        # V28 release (and re-pin later in the turn)
        "V28": [P.from_checkers({24: 13, 15: 1, 9: 1}, {15: 1, 1: 14}, pinned={15: "opponent"}),
                P.from_checkers({20: 1, 24: 14}, {20: 1, 14: 1, 1: 13}, pinned={20: "opponent"})],
        # V30 no bear-off while pinned, in the home too; the mother (V31's positions)
        "V30": [P.from_checkers({5: 1, 6: 7, 3: 7}, {5: 2, 24: 13}, pinned={5: "player"}),
                P.from_checkers({1: 1, 2: 7, 4: 7}, {1: 1, 24: 14}, pinned={1: "player"}),
                P.from_checkers({6: 5, 4: 5, 2: 4, 1: 1}, {1: 1, 13: 14}, pinned={1: "opponent"}),
                P.from_checkers({6: 5, 4: 5, 2: 4, 1: 1}, {1: 1, 13: 14}, pinned={1: "opponent"},
                                crazy=True)],
        # V21–V22 the frozen hitter: 6/4* with other checkers; 6/2* 2/off only play
        "V22": [C.from_checkers({6: 1, 13: 2}, {4: 1}),
                C.from_checkers({6: 1, "off": 14}, {2: 1, 3: 2, 4: 2, 5: 2, 1: 2}),
                C.from_checkers({6: 1}, {3: 1}),
                C.from_checkers({8: 2, 6: 2, 5: 1, 3: 3}, {4: 1, 2: 1, 1: 1, 24: 2}),
                C.from_checkers({"bar": 1, 8: 1, 6: 3}, {22: 1, 3: 1, 2: 1})],
        # V44 exact-only bear-off (crazy short nardi)
        "V44": [K.from_checkers({3: 1, 2: 2}, {19: 3}), K.from_checkers({6: 2, 1: 1}, {24: 2}),
                K.from_checkers({5: 3, 4: 2, 8: 1}, {19: 2, 20: 2})],
        # V12–V13 hypergammon: contact and the bear-off with three checkers
        "V13": [H.from_checkers({24: 1, 6: 1, 3: 1}, {20: 1, 5: 1, 2: 1}),
                H.from_checkers({"bar": 1, 4: 2}, {22: 2, 1: 1})],
    }
    out: dict[str, list[Case]] = {}
    for rule, positions in groups.items():
        cases: list[Case] = []
        for position in positions:
            for turn in (position, position.flipped()):
                cases.extend((turn, dice) for dice in every_roll(turn))
        out[rule] = cases
    return out


def four_dice_cases() -> list[Case]:
    """V18 with four dice: positions where {6,1} and {5,5} compete, and blocked dice."""
    T = TwoTwoPosition
    positions = [T.from_checkers({12: 1, 1: 14}, {6: 2, 5: 2, 2: 2}),
                 T.from_checkers({13: 1, 8: 1}, {7: 2, 3: 2, 2: 2, 9: 2}),
                 T.from_checkers({"bar": 1, 8: 2}, {20: 2, 19: 2, 24: 2})]
    return [(p, d) for p in positions for d in every_roll(p)]
