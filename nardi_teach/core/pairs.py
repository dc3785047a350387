"""Two different dice played one after the other, in both orders: the loop every two-dice move
generator shares (short nardi and crazy short nardi's board; long nardi and Greek fevga), and
the must-play choice among what it finds (R42–R44, V3).

A generator passes its own single-die moves and key deltas; results are keyed by the position
they reach (an integer), each keeping the first play found.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

Plays = dict[int, Any]
"""Result key → the play's steps."""
StepsOf = Callable[[list[int], Any, int], Sequence[tuple[int, int]]]
"""``steps(me, opp, die)``: every ``(src, dst)`` one checker can move with ``die`` now."""


def choose(both: Plays, single: dict[int, Plays], high: int, low: int) -> tuple[int, Plays]:
    """(dice used, plays): every play of both dice when there is one (R42), else the higher
    die's (R43), else the lower's (R44)."""
    if both:
        return 2, both
    if single[high]:
        return 1, single[high]
    if single[low]:
        return 1, single[low]
    return 0, {}


def hitting_pairs(me: list[int], opp: list[int], high: int, low: int, code: int,
                  steps: StepsOf, delta: Sequence[Sequence[int]], shift: int, both: Plays,
                  stop: bool = False) -> tuple[int, Plays]:
    """Both orders of ``high``-``low`` on a board with hits (short nardi): each first move made
    in place (a blot it lands on goes to the bar, R52), then every second move; a key adds
    ``delta[src][dst]`` per move and the hit point's bit above ``shift``.  With ``stop``,
    an order is not tried once ``both`` holds plays (they were all found already)."""
    single: dict[int, Plays] = {high: {}, low: {}}
    for first, second in ((high, low), (low, high)):
        if stop and both:
            break
        for src1, dst1 in steps(me, opp, first):
            me[src1] -= 1  # the first move made in place (inlined: the engine's hot path)
            me[dst1] += 1
            hit1 = dst1 > 0 and opp[25 - dst1] == 1
            if hit1:
                opp[25 - dst1] = 0
                opp[25] += 1
            step1 = (src1, dst1, first, hit1)
            code1 = code + delta[src1][dst1] + ((hit1 << dst1) << shift)
            seconds = steps(me, opp, second)
            for src2, dst2 in seconds:
                hit2 = dst2 > 0 and opp[25 - dst2] == 1
                key = code1 + delta[src2][dst2] + ((hit2 << dst2) << shift)
                if key not in both:
                    both[key] = (step1, (src2, dst2, second, hit2))
            if not seconds and not both:
                single[first].setdefault(code1, (step1,))
            me[src1] += 1
            me[dst1] -= 1
            if hit1:
                opp[25 - dst1] = 1
                opp[25] -= 1
    return choose(both, single, high, low)


def quiet_pairs(me: list[int], high: int, low: int, code: int,
                firsts: Callable[[int], Sequence[tuple[int, int]]],
                seconds_of: Callable[[int, int], Sequence[tuple[int, int]]],
                delta: Sequence[Sequence[int]], both: Plays) -> tuple[int, Plays]:
    """Both orders of ``high``-``low`` on a board without hits (long nardi's family):
    ``firsts(die)`` are the first moves, ``seconds_of(die, src1)`` the second ones once the
    first (from ``src1``) is made in place in ``me``."""
    single: dict[int, Plays] = {high: {}, low: {}}
    for first, second in ((high, low), (low, high)):
        for src1, dst1 in firsts(first):
            me[src1] -= 1
            me[dst1] += 1
            code1 = code + delta[src1][dst1]
            step1 = (src1, dst1, first)
            seconds = seconds_of(second, src1)
            for src2, dst2 in seconds:
                key = code1 + delta[src2][dst2]
                if key not in both:
                    both[key] = (step1, (src2, dst2, second))
            if not seconds and code1 not in single[first]:
                single[first][code1] = (step1,)
            me[src1] += 1
            me[dst1] -= 1
    return choose(both, single, high, low)
