"""Seeded random positions rich in the cases the rules care about.

Kinds: ``contact`` (checkers spread, blots and points both sides), ``bar`` (the mover has
checkers on the bar against a partly closed board), ``bearoff`` (the mover is home, with
gaps, sometimes against an anchor), ``doubles`` (contact positions with a double rolled).
Used by the differential test against GNU Backgammon and by the benchmark.

:func:`doubles_cases` is a second corpus, of doubles only, rich in the hard ones: checkers
spread over many points (hundreds of distinct results), a bear-off that opens during the
roll, checkers entering from the bar and then moving on, and positions of random games.
"""

from __future__ import annotations

import random

from nardi_teach import Dice, Position

KINDS = ("contact", "bar", "bearoff", "doubles")


def _scatter(rng: random.Random, n: int, points: list[int], stack: float) -> dict[int, int]:
    out: dict[int, int] = {}
    for _ in range(n):
        if out and rng.random() < stack:
            p = rng.choice(list(out))
        else:
            p = rng.choice(points)
        out[p] = out.get(p, 0) + 1
    return out


def random_position(rng: random.Random, kind: str) -> Position:
    """A valid position of ``kind`` (the mover is ``player``)."""
    while True:
        me: dict[int, int] = {}
        them: dict[int, int] = {}  # in the mover's numbering
        if kind == "bearoff":
            on = rng.randint(1, 15)
            me = _scatter(rng, on, list(range(1, 7)), 0.3)
            if rng.random() < 0.5:  # an opposing anchor or blots in the mover's home
                anchor = rng.randint(1, 6)
                if anchor not in me:
                    them[anchor] = rng.choice((1, 2, 3))
            rest = rng.randint(0, 15 - sum(them.values()))
            for p, c in _scatter(rng, rest, list(range(7, 25)), 0.5).items():
                them[p] = them.get(p, 0) + c
        else:
            mine = rng.choice((15, 15, 14, 13, rng.randint(8, 15)))
            theirs = rng.choice((15, 15, 14, 13, rng.randint(8, 15)))
            if kind == "bar":
                bar = rng.randint(1, 3)
                me[25] = bar
                closed = rng.sample(range(19, 25), rng.choice((1, 2, 3, 3, 4, 4, 5, 6)))
                for p in closed:
                    them[p] = 2
                theirs = max(theirs, sum(them.values()))
                left = theirs - sum(them.values())
                for p, c in _scatter(rng, left, list(range(1, 25)), 0.4).items():
                    them[p] = them.get(p, 0) + c
                for p, c in _scatter(rng, mine - bar, list(range(1, 25)), 0.45).items():
                    if p not in them:
                        me[p] = me.get(p, 0) + c
            else:
                for p, c in _scatter(rng, theirs, list(range(1, 25)), 0.5).items():
                    them[p] = c
                for p, c in _scatter(rng, mine, list(range(1, 25)), 0.5).items():
                    if p not in them:
                        me[p] = c
                if rng.random() < 0.2:
                    me[25] = 1
                if rng.random() < 0.2:
                    them["bar"] = 1  # type: ignore[index]
        if sum(me.values()) == 0 or sum(me.values()) > 15 or sum(them.values()) > 15:
            continue
        try:
            return Position.from_checkers(me, them)
        except ValueError:
            continue


def random_dice(rng: random.Random, kind: str) -> Dice:
    """A roll; ``doubles`` positions always get a double."""
    if kind == "doubles":
        d = rng.randint(1, 6)
        return Dice(d, d)
    return Dice(rng.randint(1, 6), rng.randint(1, 6))


def played_positions(rng: random.Random, count: int) -> list[Position]:
    """Positions met in random games from the start (every legal play equally likely)."""
    out: list[Position] = []
    position = Position.initial()
    while len(out) < count:
        dice = Dice(rng.randint(1, 6), rng.randint(1, 6))
        plays = list(position.legal_plays(dice))
        out.append(position)
        position = position.play(rng.choice(plays)) if plays else position.flipped()
        if position.winner() is not None:
            position = Position.initial()
    return out


def cases(seed: int, per_kind: int) -> list[tuple[str, Position, Dice]]:
    """``per_kind`` seeded (kind, position, dice) cases of every kind."""
    rng = random.Random(seed)
    out = []
    for kind in KINDS:
        for _ in range(per_kind):
            out.append((kind, random_position(rng, kind), random_dice(rng, kind)))
    return out


DOUBLES_KINDS = ("spread", "bear-in", "bar-double", "game-double", "hard")

HARD_DOUBLES = (  # (GNU Backgammon Position ID, die): the slowest found in random searches
    ("AAAAoFUpFSoAAA", 1), ("AAAATAlVhGoAAA", 1), ("EEBQwAotVaAEAA", 1),
    ("UIgEhFIVU0AZAA", 1), ("AAFQoGgJRaUCAA", 2), ("AAAAEqqihioAAA", 2),
    ("AAAA0NGoKFIAAA", 2), ("gCAAIFUiR4kBAA", 2),  # 1,000–1,545 distinct results
    ("QgAA6LaNFAAAAA", 1), ("IAUJwK5tJQAAAA", 1), ("ACAA2NpXAgAAAA", 2),  # bear-off opens
    ("EAEQoEVIjDEFAA", 1), ("EgAAYmYEMYUFAA", 2), ("IhEEQNNoEEwUAA", 2),  # from the bar
)


def _doubles_position(rng: random.Random, kind: str) -> Position:
    """A position of a :data:`DOUBLES_KINDS` kind, checkers spread thin (few stacks)."""
    while True:
        me: dict[int | str, int] = {}
        if kind == "bear-in":  # one to four outside, the rest home: a bear-off may open
            for _ in range(rng.randint(1, 4)):
                p = rng.randint(7, 14)
                me[p] = me.get(p, 0) + 1
            points = list(range(1, 7))
            left = rng.randint(6, 15) - sum(me.values())
        else:
            if kind == "bar-double":
                me[25] = rng.randint(1, 3)
            points = list(range(1, 25))
            left = rng.choice((15, 15, 14, 13)) - sum(me.values())
        for p, c in _scatter(rng, left, points, 0.15).items():
            me[p] = me.get(p, 0) + c
        free = [p for p in range(1, 25) if p not in me]
        them: dict[int | str, int] = {}
        for p in rng.sample(free, min(len(free), rng.randint(0, 7))):
            them[p] = 1 if rng.random() < 0.7 else 2  # mostly blots: hits make results
        # the opponent's other checkers are borne off
        try:
            return Position.from_checkers(me, them)
        except ValueError:
            continue


def doubles_cases(seed: int, per_kind: int) -> list[tuple[str, Position, Dice]]:
    """``per_kind`` seeded (kind, position, double) cases of every :data:`DOUBLES_KINDS` kind.

    Small doubles are the heavy ones, so half the rolls are 1-1 or 2-2; ``game-double``
    positions come from random games from the start, each with a random double; ``hard``
    is the fixed list :data:`HARD_DOUBLES`, whatever ``per_kind``.
    """
    rng = random.Random(seed)
    out = []
    for kind in DOUBLES_KINDS:
        if kind == "hard":
            out += [(kind, Position.from_gnubg_id(pid), Dice(d, d)) for pid, d in HARD_DOUBLES]
            continue
        if kind == "game-double":
            positions = played_positions(rng, per_kind)
        else:
            positions = [_doubles_position(rng, kind) for _ in range(per_kind)]
        for position in positions:
            d = rng.choice((1, 2)) if rng.random() < 0.5 else rng.randint(1, 6)
            out.append((kind, position, Dice(d, d)))
    return out
