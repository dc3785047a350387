"""Long-nardi (position, roll) cases for the differential test and the benchmark: random
games, every opening roll, every second player's first roll, and crafted cases."""

from __future__ import annotations

import random
from collections.abc import Iterator

from nardi_teach.core.dice import ALL_ROLLS, Dice
from nardi_teach.core.moves import Play
from nardi_teach.long_nardi.position import HeadRule, LongPosition


def random_game(rng: random.Random, head_rule: HeadRule = HeadRule.STANDARD
                ) -> Iterator[tuple[LongPosition, Dice]]:
    """Every (position, roll) of one game of random legal plays."""
    position = LongPosition.initial(head_rule=head_rule)
    while position.winner() is None:
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        yield position, dice
        plays = list(position.legal_plays(dice))
        position = position.play(rng.choice(plays) if plays else Play())


def game_cases(seed: int, count: int, head_rule: HeadRule = HeadRule.STANDARD
               ) -> list[tuple[LongPosition, Dice]]:
    """``count`` cases from random games; each position gets a fresh random roll too."""
    rng = random.Random(seed)
    out: list[tuple[LongPosition, Dice]] = []
    while len(out) < count:
        for position, dice in random_game(rng, head_rule):
            out.append((position, dice))
            if len(out) >= count:
                break
    return out


def opening_cases(head_rule: HeadRule = HeadRule.STANDARD) -> list[tuple[LongPosition, Dice]]:
    """Every opening roll, and every roll of the second player after every first play."""
    start = LongPosition.initial(head_rule=head_rule)
    out = [(start, dice) for dice in ALL_ROLLS]
    for dice in ALL_ROLLS:
        for play in start.legal_plays(dice):
            after = start.play(play)
            out.extend((after, second) for second in ALL_ROLLS)
    return out


def X(player: dict, opponent: dict | None = None, **flags: object) -> LongPosition:  # noqa: N802
    """A drill position: both sides in the player's numbering (the catalogue's X{…} O{…})."""
    return LongPosition.from_checkers(player, opponent if opponent is not None else {12: 15},
                                      **flags)  # type: ignore[arg-type]


CRAFTED: list[tuple[str, LongPosition]] = [
    # the head
    ("start", LongPosition.initial()),
    ("second player's first turn", X({24: 15}, {12: 14, 7: 1}, player_first=True)),
    ("head and one out", X({24: 14, 13: 1}, {12: 14, 2: 1})),
    # six-blocks (the mover's 22–18 are the opponent's 10–6; its 13 is the opponent's 1)
    ("five in a row, none passed", X({24: 5, 22: 2, 21: 2, 20: 2, 19: 2, 18: 2})),
    ("five in a row, one passed", X({24: 5, 22: 2, 21: 2, 20: 2, 19: 2, 18: 2},
                                    {12: 14, 16: 1})),
    ("a run across 1|24", X({24: 5, 23: 2, 22: 2, 2: 2, 1: 2, 5: 2})),
    ("a run across 13|12 is no run", X({20: 5, 17: 2, 16: 2, 15: 2, 14: 2, 13: 2},
                                       {11: 15})),
    ("made and broken in one turn", X({24: 5, 19: 1, 17: 2, 16: 2, 15: 2, 14: 2},
                                      {23: 1, 12: 14})),
    # bearing off
    ("bear-off exact", X({6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 2}, {18: 5, 12: 10})),
    ("bear-off larger die", X({3: 2, 2: 2, 1: 1}, {12: 15})),
    ("last one comes home", X({8: 1, 6: 4, 5: 4, 4: 3, 3: 3}, {12: 15})),
    ("home blocked inside", X({6: 2, 5: 2, 1: 2, "off": 9}, {4: 3, 3: 3, 12: 9})),
    # must-play and dances
    ("only one die", X({14: 1, "off": 14}, {8: 1, 9: 1, 12: 13})),
    ("a dance", X({13: 1, "off": 14}, {12: 1, 11: 1, 10: 1, 9: 1, 8: 1, 7: 1, 20: 9})),
]


def crafted_cases() -> list[tuple[LongPosition, Dice]]:
    """Every crafted position with every roll."""
    return [(position, dice) for _, position in CRAFTED for dice in ALL_ROLLS]
