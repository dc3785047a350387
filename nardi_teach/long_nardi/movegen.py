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

from ..core.pairs import quiet_pairs

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
    me: list[int], opp: list[int] | tuple[int, ...], die: int, head_left: int, front: int,
    exact: bool = False,
) -> list[tuple[int, int]]:
    """Every ``(src, dst)`` one checker can move with ``die``: onto a point the opponent does
    not hold (L3), at most ``head_left`` more off the head (L4–L5), no forbidden run (L6),
    bearing off only with all 15 home (L8); with ``exact`` a die bears off only from its own
    point (the crazy games, V44–V45)."""
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
            elif dst == 0 or (highest and not exact):
                out.append((src, 0))
            highest = False
    return out


def generate(
    me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...], high: int, low: int,
    head: int = 1, exact: bool = False, six_block: bool = True,
) -> tuple[int, Plays]:
    """(dice used, {result key: steps}) for every legal play of the roll ``high``-``low``;
    ``head`` checkers may leave the head this turn (1, 2 by L5, 15 when the game has no head
    limit, V52); ``exact``: bearing off only with the exact number (V44); ``six_block``:
    the L6 rule applies (Greek fevga has none, V40).

    Only plays that use the most dice are kept, and when only one die of a non-double can
    be played, the higher one if it can be (L7).  Each distinct result appears once.
    """
    me = list(me)
    front = front_of(opp) if six_block else 0
    if high == low:
        return _double(me, opp, high, head, front, exact)
    both: Plays = {}
    code = encode(me)
    outside = sum(me[7:25])
    if outside and not blocks_possible(me, front, 2):
        _pairs(me, opp, high, low, head, code, outside, front, both, exact)
        if both:
            return 2, both
    return quiet_pairs(
        me, high, low, code, lambda die: single_steps(me, opp, die, head, front, exact),
        lambda die, src1: single_steps(me, opp, die, head - (src1 == HEAD), front, exact),
        DELTA, both)


def blocks_possible(me: list[int], front: int, moves: int) -> bool:
    """Whether ``moves`` more occupied points could complete a forbidden run (L6): some six
    consecutive points below ``front`` (opponent's numbering) already hold at least
    ``6 − moves`` of the mover's points."""
    need = 6 - moves
    if front <= 6:
        return False  # no six points lie below the opponent's front
    occupied = [1 if me[CROSS[q]] else 0 for q in range(1, front)]
    window = sum(occupied[:6])
    if window >= need:
        return True
    for index in range(6, len(occupied)):
        window += occupied[index] - occupied[index - 6]
        if window >= need:
            return True
    return False


def _pairs(me: list[int], opp: list[int] | tuple[int, ...], high: int, low: int, head: int,
           code: int, outside: int, front: int, both: Plays, exact: bool = False) -> None:
    """Every play of both dice of a non-double when a checker is outside home and no
    six-block can arise.  Then one die's move changes another checker's moves only by
    bringing the last checker home (bearing off may open: such first moves are played out
    in full) or by the head rule; two different checkers can move in either order, so the
    high-then-low order is enough, plus one checker's low-then-high chain.  Two checkers
    leave the head only when ``head`` allows two (V52's game has no limit)."""
    highs: list[tuple[int, int]] = []
    lows: list[tuple[int, int]] = []
    for src in range(24, low, -1):
        if me[src]:
            if src == HEAD and not head:
                continue
            dst = src - high
            if dst > 0 and not opp[CROSS[dst]]:
                highs.append((src, dst))
            dst = src - low
            if not opp[CROSS[dst]]:
                lows.append((src, dst))
    for first, second, firsts, seconds in ((high, low, highs, lows), (low, high, lows, None)):
        for src1, dst1 in firsts:
            code1 = code + DELTA[src1][dst1]
            step1 = (src1, dst1, first)
            if outside - (src1 > 6 >= dst1) == 0:  # home now: play it out with every rule
                me[src1] -= 1
                me[dst1] += 1
                for src2, dst2 in single_steps(me, opp, second, head - (src1 == HEAD), front,
                                               exact):
                    key = code1 + DELTA[src2][dst2]
                    if key not in both:
                        both[key] = (step1, (src2, dst2, second))
                me[src1] += 1
                me[dst1] -= 1
                continue
            if seconds is not None:
                for src2, dst2 in seconds:
                    if src2 == src1 and (me[src1] == 1 or (src1 == HEAD and head < 2)):
                        continue
                    key = code1 + DELTA[src2][dst2]
                    if key not in both:
                        both[key] = (step1, (src2, dst2, second))
            if not me[dst1]:  # the same checker goes on (a chain)
                dst2 = dst1 - second
                if dst2 > 0 and not opp[CROSS[dst2]]:
                    key = code1 + DELTA[dst1][dst2]
                    if key not in both:
                        both[key] = (step1, (dst1, dst2, second))


def expand(value: tuple) -> tuple[Step, ...]:  # type: ignore[type-arg]
    """The steps of a stored play: stored as steps, or for a double found by counts as
    ``(die, ((point, how many checkers move from it), …))``."""
    if not value or type(value[0]) is not int:
        return value
    die, chosen = value
    return tuple((point, point - die, die) for point, k in chosen for _ in range(k))


def _double_counts(me: list[int], opp: list[int] | tuple[int, ...], die: int, head: int
                   ) -> Plays:
    """The four-move plays of a double when the order of the moves cannot matter (no
    bear-off, no six-block possible): a play is then fixed by how many checkers move from
    each point, and each such count vector gives a different result.  Empty if four moves
    cannot be played."""
    table = [(p, p - die, DELTA[p][p - die]) for p in range(24, die, -1)
             if not opp[CROSS[p - die]]]
    count = len(table)
    arrivals = [0] * 26
    leaves: dict[int, tuple] = {}  # type: ignore[type-arg]

    def walk(start: int, left: int, key: int, chosen: tuple[tuple[int, int], ...]) -> None:
        for index in range(start, count):
            point, land, delta = table[index]
            most = me[point] + arrivals[point]
            if point == HEAD and most > head:
                most = head
            if not most:
                continue
            if most > left:
                most = left
            for k in range(1, most + 1):
                if k == left:
                    leaves[key + k * delta] = (*chosen, (point, k))
                else:
                    arrivals[land] += k
                    walk(index + 1, left - k, key + k * delta, (*chosen, (point, k)))
                    arrivals[land] -= k

    walk(0, 4, encode(me), ())
    return {key: (die, chosen) for key, chosen in leaves.items()}


def _double(me: list[int], opp: list[int] | tuple[int, ...], die: int, head: int, front: int,
            exact: bool = False) -> tuple[int, Plays]:
    """The plays of a double, searched move by move; a state (result so far, moves made) is
    explored once, since what may follow depends only on it."""
    best = 0
    results: Plays = {}
    path: list[Step] = []
    seen: set[int] = set()

    # With no bear-off and no six-block possible within the turn, the order of the moves
    # never matters: try them in non-increasing order of their starting points only.
    ordered = sum(me[7:25]) > 4 and not blocks_possible(me, front, 4)
    if ordered:
        found = _double_counts(me, opp, die, head)
        if found:
            return 4, found

    def search(depth: int, key: int, left: int, top: int = 24) -> None:
        nonlocal best, results
        steps = single_steps(me, opp, die, left, front, exact) if depth < 4 else ()
        if ordered and top < 24:
            steps = [(src, dst) for src, dst in steps if src <= top]
        for src, dst in steps:
            new_key = key + DELTA[src][dst]
            state = new_key << 3 | depth
            if state in seen:
                continue
            seen.add(state)
            me[src] -= 1
            me[dst] += 1
            path.append((src, dst, die))
            search(depth + 1, new_key, left - (src == HEAD), src)
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
             front: int, exact: bool = False) -> int:
    """The most of ``dice`` (the die values left) that can still be played."""
    if not dice:
        return 0
    best = 0
    for die in sorted(set(dice), reverse=True):
        rest = list(dice)
        rest.remove(die)
        for src, dst in single_steps(me, opp, die, head_left, front, exact):
            me[src] -= 1
            me[dst] += 1
            got = 1 + max_dice(me, opp, rest, head_left - (src == HEAD), front, exact)
            me[src] += 1
            me[dst] -= 1
            if got > best:
                best = got
                if best == len(dice):
                    return best
    return best
