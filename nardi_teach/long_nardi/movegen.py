"""Long nardi's legal-play generation on plain lists: the engine's hot path (L3–L8).

A side is a list of 26 counts in its own numbering (``[0]`` off, ``[1..24]``, ``[25]``
always 0: there is no bar).  Both sides move from their 24 (the head, თავი) towards 1, so
the mover's point ``t`` is the opponent's point ``CROSS[t]`` (``t ± 12``), and it is closed
when the opponent has even one checker there (L3).

A *step* is one die's move ``(src, dst, die)``.  A result is identified exactly by an
integer *key*: the mover's 26 counts packed a byte each (``count << 8 * point``); moving a
checker adds ``DELTA[src][dst]``.

Six-block rule (L6): runs are counted along the opponent's path, i.e. in the opponent's
numbering.  A run of six or more of the mover's points is forbidden unless an opposing
checker is further along than the run: below it in the opponent's numbering, borne-off
checkers included.  ``front`` is the opponent's lowest occupied point (0 once one is off);
only a run below it can be forbidden, and only a step onto an empty point can make one.
"""

from __future__ import annotations

Step = tuple[int, int, int]
Plays = dict[int, tuple[Step, ...]]

HEAD = 24
CROSS = (0, *(t + 12 if t <= 12 else t - 12 for t in range(1, 25)), 25)
"""``CROSS[t]``: the mover's point ``t`` in the opponent's numbering (and back again)."""
DELTA = [[(1 << 8 * dst) - (1 << 8 * src) for dst in range(26)] for src in range(26)]


def encode(me: list[int] | tuple[int, ...]) -> int:
    """The key of a side's 26 counts."""
    return int.from_bytes(bytes(me), "little")


def decode(key: int) -> tuple[int, ...]:
    """The side's 26 counts of a key."""
    return tuple(key.to_bytes(26, "little"))


def front_of(opp: list[int] | tuple[int, ...]) -> int:
    """The opponent's lowest occupied point in its own numbering (0: one is borne off)."""
    for point in range(25):
        if opp[point]:
            return point
    return 0


def run_through(me: list[int] | tuple[int, ...], dst: int) -> tuple[int, int]:
    """The mover's run of occupied points through ``dst``, as opponent-numbered ``(lo, hi)``."""
    lo = hi = CROSS[dst]
    while lo > 1 and me[CROSS[lo - 1]]:
        lo -= 1
    while hi < 24 and me[CROSS[hi + 1]]:
        hi += 1
    return lo, hi


def makes_block(me: list[int], src: int, dst: int, front: int) -> bool:
    """Whether moving one checker ``src``→``dst`` (``dst`` empty before) leaves a forbidden
    run of six (L6)."""
    if CROSS[dst] >= front:
        return False
    me[src] -= 1
    me[dst] += 1
    lo, hi = run_through(me, dst)
    me[src] += 1
    me[dst] -= 1
    return hi - lo >= 5


def single_steps(
    me: list[int], opp: list[int] | tuple[int, ...], die: int, head_left: int, front: int
) -> list[tuple[int, int]]:
    """Every ``(src, dst)`` one checker can move with ``die``: onto a point the opponent does
    not hold (L3), at most ``head_left`` more off the head (L4–L5), no forbidden run (L6),
    bearing off only with all 15 home (L8)."""
    out: list[tuple[int, int]] = []
    if any(me[7:25]):
        for src in range(24, die, -1):
            if me[src]:
                if src == HEAD and not head_left:
                    continue
                dst = src - die
                if opp[CROSS[dst]]:
                    continue
                if not me[dst] and CROSS[dst] < front and makes_block(me, src, dst, front):
                    continue
                out.append((src, dst))
        return out
    highest = True  # L8: all home; a larger die bears off only from the highest point
    for src in range(6, 0, -1):
        if me[src]:
            dst = src - die
            if dst > 0:
                if not opp[CROSS[dst]] and (
                        me[dst] or CROSS[dst] >= front or not makes_block(me, src, dst, front)):
                    out.append((src, dst))
            elif dst == 0 or highest:
                out.append((src, 0))
            highest = False
    return out


def generate(
    me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...], high: int, low: int,
    head: int = 1,
) -> tuple[int, Plays]:
    """(dice used, {result key: steps}) for every legal play of the roll ``high``-``low``;
    ``head`` checkers may leave the head this turn (1, or 2 by L5).

    Only plays that use the most dice are kept, and when only one die of a non-double can
    be played, the higher one if it can be (L7).  Each distinct result appears once.
    """
    me = list(me)
    front = front_of(opp)
    if high == low:
        return _double(me, opp, high, head, front)
    both: Plays = {}
    single: dict[int, Plays] = {high: {}, low: {}}
    code = encode(me)
    for first, second in ((high, low), (low, high)):
        for src1, dst1 in single_steps(me, opp, first, head, front):
            me[src1] -= 1
            me[dst1] += 1
            left = head - (src1 == HEAD)
            code1 = code + DELTA[src1][dst1]
            step1 = (src1, dst1, first)
            seconds = single_steps(me, opp, second, left, front)
            for src2, dst2 in seconds:
                key = code1 + DELTA[src2][dst2]
                if key not in both:
                    both[key] = (step1, (src2, dst2, second))
            if not seconds and code1 not in single[first]:
                single[first][code1] = (step1,)
            me[src1] += 1
            me[dst1] -= 1
    if both:
        return 2, both
    if single[high]:
        return 1, single[high]
    if single[low]:
        return 1, single[low]
    return 0, {}


def _double(me: list[int], opp: list[int] | tuple[int, ...], die: int, head: int, front: int
            ) -> tuple[int, Plays]:
    """The plays of a double, searched move by move; a state (result so far, moves made) is
    explored once, since what may follow depends only on it."""
    best = 0
    results: Plays = {}
    path: list[Step] = []
    seen: set[int] = set()

    def search(depth: int, key: int, left: int) -> None:
        nonlocal best, results
        steps = single_steps(me, opp, die, left, front) if depth < 4 else ()
        for src, dst in steps:
            new_key = key + DELTA[src][dst]
            state = new_key << 3 | depth
            if state in seen:
                continue
            seen.add(state)
            me[src] -= 1
            me[dst] += 1
            path.append((src, dst, die))
            search(depth + 1, new_key, left - (src == HEAD))
            path.pop()
            me[src] += 1
            me[dst] -= 1
        if not steps and depth >= best:
            if depth > best:
                best = depth
                results = {}
            if key not in results:
                results[key] = tuple(path)

    search(0, encode(me), head)
    if best == 0:
        return 0, {}
    return best, results


def max_dice(me: list[int], opp: list[int] | tuple[int, ...], dice: list[int], head_left: int,
             front: int) -> int:
    """The most of ``dice`` (the die values left) that can still be played."""
    if not dice:
        return 0
    best = 0
    for die in sorted(set(dice), reverse=True):
        rest = list(dice)
        rest.remove(die)
        for src, dst in single_steps(me, opp, die, head_left, front):
            me[src] -= 1
            me[dst] += 1
            got = 1 + max_dice(me, opp, rest, head_left - (src == HEAD), front)
            me[src] += 1
            me[dst] -= 1
            if got > best:
                best = got
                if best == len(dice):
                    return best
    return best
