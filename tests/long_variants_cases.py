"""(position, roll) cases for the long family's other games (V34–V59): random games, every
opening roll and every second player's first roll, and crafted positions per rule; used by
the differential test and the benchmark."""

from __future__ import annotations

import random
from collections.abc import Iterator

from nardi_teach.core.dice import ALL_ROLLS, Dice
from nardi_teach.core.moves import Play
from nardi_teach.long_nardi.family import (
    LONG_FAMILY,
    CrazyFevgaPosition,
    CrazyGulBaraPosition,
    CrazyPosition,
    FevgaPosition,
    KhachapuriPosition,
    SportPosition,
)
from nardi_teach.long_nardi.greek import GreekFevgaPosition
from nardi_teach.long_nardi.position import LongPosition

GAMES = sorted(name for name in LONG_FAMILY if name != "long")


def random_game(cls: type[LongPosition], rng: random.Random
                ) -> Iterator[tuple[LongPosition, Dice]]:
    """Every (position, roll) of one game of random legal plays."""
    position = cls.initial()
    turns = 0
    while position.winner() is None and turns < 600:
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        yield position, dice
        plays = list(position.legal_plays(dice))
        position = position.play(rng.choice(plays) if plays else Play())
        turns += 1


def game_cases(cls: type[LongPosition], seed: int, count: int
               ) -> list[tuple[LongPosition, Dice]]:
    rng = random.Random(seed)
    out: list[tuple[LongPosition, Dice]] = []
    while len(out) < count:
        for case in random_game(cls, rng):
            out.append(case)
            if len(out) >= count:
                break
    return out


def opening_cases(cls: type[LongPosition]) -> list[tuple[LongPosition, Dice]]:
    """Every opening roll, and every roll of the second player after every first play."""
    start = cls.initial()
    out = [(start, dice) for dice in ALL_ROLLS]
    for dice in ALL_ROLLS:
        for play in start.legal_plays(dice):
            after = start.play(play)
            out.extend((after, second) for second in ALL_ROLLS)
    return out


def X(cls: type[LongPosition], player: dict, opponent: dict | None = None,  # noqa: N802
      **flags: object) -> LongPosition:
    """A drill position of ``cls``: both sides in the player's numbering."""
    return cls.from_checkers(player, opponent if opponent is not None else {12: 15},
                             **flags)  # type: ignore[arg-type]


G = GreekFevgaPosition
CRAFTED: dict[str, list[tuple[str, LongPosition]]] = {
    # V34–V35: one off the head, never two
    "fevga": [
        ("second player's first turn", X(FevgaPosition, {24: 15}, {12: 14, 7: 1},
                                         player_first=True)),
        ("head and a runner", X(FevgaPosition, {24: 14, 13: 1}, {12: 14, 2: 1})),
        ("five in a row, none passed", X(FevgaPosition, {24: 5, 22: 2, 21: 2, 20: 2, 19: 2,
                                                         18: 2})),
    ],
    # V38–V40 Greek fevga
    "fevga_greek": [
        ("a runner not yet past", X(G, {24: 14, 16: 1}, {12: 14, 3: 1})),
        ("a runner on 13", X(G, {24: 14, 13: 1}, {12: 14, 1: 1})),
        ("a runner blocked", X(G, {24: 14, 18: 1}, {12: 10, 17: 1, 16: 1, 15: 1, 14: 1, 13: 1})),
        ("passed: the head has no limit", X(G, {24: 14, 5: 1}, {12: 14, 20: 1})),
        ("five of the quarter held", X(G, {24: 10, 23: 1, 22: 1, 21: 1, 20: 1, 5: 1},
                                       {12: 14, 7: 1})),
        ("a prime to make in front of all", X(G, {24: 5, 11: 2, 10: 2, 9: 2, 8: 2, 7: 2},
                                              {12: 15})),
        ("a prime made, to open", X(G, {24: 3, 11: 2, 10: 2, 9: 2, 8: 2, 7: 2, 6: 2},
                                    {12: 15})),
        ("a prime across 1|24", X(G, {24: 3, 23: 2, 3: 2, 2: 2, 1: 2, 5: 4}, {4: 15})),
        ("no L6: six in a row allowed", X(G, {24: 5, 22: 2, 21: 2, 20: 2, 19: 2, 17: 2},
                                          {12: 14, 11: 1})),
        ("no L6 once passed", X(G, {24: 2, 18: 2, 17: 2, 16: 2, 15: 2, 14: 2, 8: 3})),
        ("bear-off", X(G, {6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {18: 5, 12: 10})),
    ],
    # V44–V45 exact-only bear-off
    "crazy": [
        ("bear-off exact", X(CrazyPosition, {6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2},
                             {18: 5, 12: 10})),
        ("larger die: no bear-off", X(CrazyPosition, {3: 2, 2: 2, 1: 1})),
        ("larger die inside home", X(CrazyPosition, {5: 1, 3: 2, 1: 1, "off": 11})),
        ("last one comes home", X(CrazyPosition, {8: 1, 6: 4, 5: 4, 4: 3, 3: 3})),
        ("first turn 4-4", X(CrazyPosition, {24: 15}, {12: 15}, player_first=True)),
    ],
    "crazy_fevga": [
        ("larger die: no bear-off", X(CrazyFevgaPosition, {4: 2, 2: 1, "off": 12})),
        ("bear-off exact", X(CrazyFevgaPosition, {6: 5, 5: 5, 1: 5}, {18: 15})),
    ],
    # V50 crazy gul-bara: 1-1 in the first-turn list
    "crazy_gul_bara": [
        ("larger die: no bear-off", X(CrazyGulBaraPosition, {2: 3, 1: 1, "off": 11})),
        ("second player's first turn", X(CrazyGulBaraPosition, {24: 15}, {12: 14, 11: 1},
                                         player_first=True)),
    ],
    # V51–V53 khachapuri
    "khachapuri": [
        ("head and home", X(KhachapuriPosition, {24: 4, 6: 11}, {12: 4, 18: 10, 13: 1})),
        ("three on the head", X(KhachapuriPosition, {24: 3, 20: 1, 6: 11}, {12: 4, 18: 11})),
        ("five in a row", X(KhachapuriPosition, {24: 2, 22: 1, 21: 1, 20: 1, 19: 1, 6: 9},
                            {12: 4, 18: 11})),
    ],
    # V59 sport: only the second player's first turn
    "sport": [
        ("second player's first turn", X(SportPosition, {24: 15}, {12: 14, 7: 1},
                                         player_first=True)),
        ("first player's first turn", X(SportPosition, {24: 15}, {12: 15}, player_first=True,
                                        opponent_first=True)),
    ],
}


def crafted_cases(name: str) -> list[tuple[LongPosition, Dice]]:
    """Every crafted position of one game with every roll."""
    return [(position, dice) for _, position in CRAFTED.get(name, []) for dice in ALL_ROLLS]
