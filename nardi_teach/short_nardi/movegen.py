"""Legal-play generation on plain lists: the engine's hot path.

A side is a list of 26 counts in its own numbering (``[0]`` off, ``[1..24]``, ``[25]`` bar).
For the mover, point ``t`` is blocked when ``opp[25 - t] >= 2`` (R36).
A *step* is one die's move ``(src, dst, die, hit)``.

A result is identified exactly by an integer *key*: the mover's 26 counts packed a byte
each (``count << 8 * point``), with the mask of hit points above them (``mask << 208``).
Moving a checker adds ``DELTA[src][dst]`` to the key, so keys cost one addition each.
"""

from __future__ import annotations

from ..core.pairs import hitting_pairs

Step = tuple[int, int, int, bool]
Plays = dict[int, tuple | int]  # result key -> steps, or a double as one integer (see expand)  # type: ignore[type-arg]

MASK_SHIFT = 208
DELTA = [[(1 << 8 * dst) - (1 << 8 * src) for dst in range(26)] for src in range(26)]


def encode(me: list[int] | tuple[int, ...], mask: int = 0) -> int:
    """The key of a side's counts and a hit mask."""
    return int.from_bytes(bytes(me), "little") | mask << MASK_SHIFT


def decode(key: int) -> tuple[tuple[int, ...], int]:
    """(the side's 26 counts, the hit mask) of a key."""
    return tuple((key & ((1 << MASK_SHIFT) - 1)).to_bytes(26, "little")), key >> MASK_SHIFT


def single_steps(
    me: list[int], opp: list[int], die: int, limit: int = 24
) -> list[tuple[int, int]]:
    """Every (src, dst) one checker can move with ``die`` (R35–R38, R59–R61, R67–R76),
    from points up to ``limit``."""
    if me[25]:
        return [(25, 25 - die)] if opp[die] < 2 else []  # R59, R60–R61
    out: list[tuple[int, int]] = []
    home = not any(me[7:25])  # R67: every checker in the home board
    top = min(limit, 6 if home else 24)
    highest = not any(me[top + 1:25])  # no checker on a higher point yet
    for src in range(top, 0, -1):
        if me[src]:
            dst = src - die
            if dst > 0:
                if opp[25 - dst] < 2:
                    out.append((src, dst))
            elif home and (dst == 0 or highest):  # R73 exact; R74–R76 larger die
                out.append((src, 0))
            highest = False
    return out


def _home_steps(me: list[int], opp: list[int], die: int) -> list[tuple[int, int]]:
    """:func:`single_steps` when every checker is home and none is on the bar."""
    out: list[tuple[int, int]] = []
    highest = True
    for src in range(6, 0, -1):
        if me[src]:
            dst = src - die
            if dst > 0:
                if opp[25 - dst] < 2:
                    out.append((src, dst))
            elif dst == 0 or highest:
                out.append((src, 0))
            highest = False
    return out


def apply_step(me: list[int], opp: list[int], src: int, dst: int) -> bool:
    """Move one checker in place; returns whether it hit a blot (R52)."""
    me[src] -= 1
    me[dst] += 1
    if dst:
        point = 25 - dst
        if opp[point] == 1:
            opp[point] = 0
            opp[25] += 1
            return True
    return False


def undo_step(me: list[int], opp: list[int], src: int, dst: int, hit: bool) -> None:
    """Reverse :func:`apply_step`."""
    me[src] += 1
    me[dst] -= 1
    if hit:
        opp[25 - dst] = 1
        opp[25] -= 1


def generate(
    me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...], high: int, low: int
) -> tuple[int, Plays]:
    """(dice used, {result key: steps}) for every legal play of the roll ``high``-``low``.

    The result keeps only plays that use the most dice (R41–R42, R45–R46) and, when only
    one die of a non-double can be played, the higher one if it can be (R43–R44).  Each
    distinct resulting position appears once; ``me`` and ``opp`` are restored.
    """
    if high == low:
        return _generate_double(me, opp, high)
    both: Plays = {}
    code = encode(me)
    outside = sum(me[7:26])
    if outside and not me[25]:
        _pairs_without_bar(me, opp, high, low, code, outside, both)
    if not (outside and not me[25] and both):
        me, opp = list(me), list(opp)  # the general search moves checkers in place
    steps = single_steps if outside else _home_steps  # all home stays all home
    # every play of both dice may have been found without the bar or a bear-off: then stop
    return hitting_pairs(me, opp, high, low, code, steps, DELTA, MASK_SHIFT, both,
                         stop=bool(outside and not me[25]))


def _pairs_without_bar(
    me: list[int], opp: list[int], high: int, low: int, code: int, outside: int, both: Plays
) -> None:
    """Every play of both dice when no checker is on the bar and some are outside home.

    Then one die's move never changes whether another checker's move is legal, unless it
    brings the last outside checker home (a bear-off may open): such first moves are
    played out in full.  Two different checkers can move in either order, so only the
    high-then-low order is needed, plus one checker's low-then-high chain.
    """
    # Not home, not on the bar: no bear-off, so each die's moves are plain landings.
    highs: list[tuple[int, int]] = []
    lows: list[tuple[int, int]] = []
    for src in range(24, 0, -1):
        if me[src]:
            dst = src - high
            if dst > 0 and opp[25 - dst] < 2:
                highs.append((src, dst))
            dst = src - low
            if dst > 0 and opp[25 - dst] < 2:
                lows.append((src, dst))
    # Each low move once: its key delta (with its hit) and its step.
    later = []
    for src2, dst2 in lows:
        hit2 = opp[25 - dst2] == 1
        later.append((src2, dst2, DELTA[src2][dst2] + ((hit2 << dst2) << MASK_SHIFT),
                      (src2, dst2, low, hit2)))
    for first, second, firsts, seconds in ((high, low, highs, later), (low, high, lows, None)):
        for src1, dst1 in firsts:
            hit1 = opp[25 - dst1] == 1
            mask1 = hit1 << dst1
            code1 = code + DELTA[src1][dst1] + (mask1 << MASK_SHIFT)
            step1 = (src1, dst1, first, hit1)
            if outside - (src1 > 6 >= dst1) == 0:  # home now: play it out with every rule
                work_me, work_opp = list(me), list(opp)
                apply_step(work_me, work_opp, src1, dst1)
                for src2, dst2 in single_steps(work_me, work_opp, second):
                    hit2 = dst2 > 0 and work_opp[25 - dst2] == 1
                    key = code1 + DELTA[src2][dst2] + ((hit2 << dst2) << MASK_SHIFT)
                    if key not in both:
                        both[key] = (step1, (src2, dst2, second, hit2))
                continue
            if seconds is not None:
                for src2, dst2, delta2, step2 in seconds:
                    if src2 == src1 and me[src1] == 1:
                        continue
                    if hit1 and dst2 == dst1:  # the blot there is already on the bar
                        delta2 = DELTA[src2][dst2]
                        step2 = (src2, dst2, second, False)
                    key = code1 + delta2
                    if key not in both:
                        both[key] = (step1, step2)
            if not me[dst1]:  # the same checker goes on (a chain)
                dst2 = dst1 - second
                if dst2 > 0 and opp[25 - dst2] < 2:
                    hit2 = opp[25 - dst2] == 1
                    key = code1 + DELTA[dst1][dst2] + ((hit2 << dst2) << MASK_SHIFT)
                    if key not in both:
                        both[key] = (step1, (dst1, dst2, second, hit2))


def expand(value: tuple | int, opp: tuple[int, ...] | list[int]) -> tuple[Step, ...]:  # type: ignore[type-arg]
    """The steps of a stored play: stored as steps, or for a double as one integer, the die
    plus ``k << 3 * point`` for each point ``k`` checkers move from (see
    :func:`_generate_double`).
    The steps go from the highest point down, a hit on the first checker to land."""
    if type(value) is not int:
        return value  # type: ignore[return-value]
    die = value & 7
    steps: list[Step] = []
    for point in range(25, 0, -1):
        k = value >> 3 * point & 7
        if k:
            land = point - die if point > die else 0
            steps.append((point, land, die, land > 0 and opp[25 - land] == 1))
            steps.extend([(point, land, die, False)] * (k - 1))
    return tuple(steps)


def _generate_double(
    me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...], die: int, moves: int = 4,
    exact: bool = False,
) -> tuple[int, Plays]:
    """The plays of a double ``die``-``die``: (dice used, {result key: play as an integer}).

    A play of a double is fixed by how many checkers move from each point, and different
    counts give different results, so the counts are enumerated, the points from the
    highest down.  Every legal play can be made in that order (the bar first, R59; a
    checker that arrives on a point moves on from it later, R37; a bear-off, R67–R76,
    after every move from a higher point), so a count vector is legal exactly when it can
    be played in that order, which the enumeration checks as it goes.  The most moves that
    can be played are kept (R41, R45).  ``moves``: four for a double (R32), fewer for a
    ``Roll`` of equal single moves (V16: 5-5-5 is three fives; V66: passed moves).
    ``exact``: the crazy games' bear-off, a larger die never bears off (V44).
    """
    bar = me[25]
    key = encode(me)
    code = die
    made = 0
    arrivals = [0] * 26
    if bar:
        if opp[die] >= 2:
            return 0, {}  # R60–R61: the entry point is closed, nothing else may move
        entering = min(bar, moves)
        land = 25 - die
        key += entering * DELTA[25][land] + ((opp[die] == 1) << land << MASK_SHIFT)
        code += entering << 75
        if entering == moves or bar > entering:
            return moves, {key: code}
        arrivals[land] = entering
        made = entering
    # How many steps bring every checker home; a bear-off is possible only below four.
    outside = sum(me[7:26])
    need = moves if outside >= moves else sum(me[p] * -((6 - p) // die) for p in range(7, 26))
    # Per point a checker can be on during the play (where checkers are, and each step on,
    # highest first): (point, landing, key delta of one checker, the same with the hit
    # there, its count's unit in the play integer, kind), kind 0 for a move that comes
    # home, 1 for another move, 2 for an exact bear-off, 3 for a larger die.
    table = []
    reach = [0] * 26  # how many more steps a checker arriving on a point may take
    if made:
        reach[25 - die] = moves - made
    for point in range(24, 0, -1):
        steps = moves if me[point] else reach[point]
        if not steps:
            continue
        land = point - die
        if land > 0:
            if opp[25 - land] < 2:
                delta = DELTA[point][land]
                table.append((point, land, delta,
                              delta + ((opp[25 - land] == 1) << land << MASK_SHIFT),
                              1 << 3 * point, 0 if point > 6 >= land else 1))
                if steps > 1 and reach[land] < steps - 1:
                    reach[land] = steps - 1
        elif need < moves and (land == 0 or not exact):  # a bear-off (R73, R74–R76; V44)
            delta = DELTA[point][0]
            table.append((point, 0, delta, delta, 1 << 3 * point, 2 if land == 0 else 3))
    results: Plays = {}
    walk = _walk_counts if need >= moves else _walk_bear_off
    for target in range(moves - made, 0, -1):
        walk(me, table, arrivals, results, 0, target, key, code, outside, made)
        if results:
            return made + target, results
    if made:
        return made, {key: code}
    return 0, {}


def _walk_counts(me, table, arrivals, results, start, left, key, code, out, made) -> None:  # type: ignore[no-untyped-def]
    """Put in ``results`` every way to choose ``left`` more moves from ``table[start:]``
    when no bear-off can open (the last two moves without recursion: the hot path)."""
    count = len(table)
    if left == 1:
        for index in range(start, count):
            point, _, _, step, c, _ = table[index]
            if me[point] + arrivals[point]:
                results[key + step] = code + c
        return
    if left == 2:
        for index in range(start, count):
            point, land, delta, step, c, _ = table[index]
            available = me[point] + arrivals[point]
            if not available:
                continue
            one, code1 = key + step, code + c
            if available >= 2:
                results[one + delta] = code1 + c
            arrivals[land] += 1
            for point2, _, _, step2, c2, _ in table[index + 1:]:
                if me[point2] + arrivals[point2]:
                    results[one + step2] = code1 + c2
            arrivals[land] -= 1
        return
    for index in range(start, count):
        point, land, delta, step, c, _ = table[index]
        most = me[point] + arrivals[point]
        if most > left:
            most = left
        for k in range(1, most + 1):
            if k == left:
                results[key + step + (k - 1) * delta] = code + k * c
                continue
            arrivals[land] += k
            _walk_counts(me, table, arrivals, results, index + 1, left - k,
                         key + step + (k - 1) * delta, code + k * c, out, made)
            arrivals[land] -= k


def _walk_bear_off(me, table, arrivals, results, start, left, key, code, out, made) -> None:  # type: ignore[no-untyped-def]
    """:func:`_walk_counts` when a bear-off may open: ``out`` checkers are outside home,
    ``made`` moves are chosen, every one from a point above ``table[start]``'s."""
    for index in range(start, len(table)):
        point, land, delta, step, c, kind = table[index]
        most = me[point] + arrivals[point]
        if not most:
            continue
        if kind >= 2:
            if out:
                continue  # R67: a checker is still outside home (and will stay there)
            if kind == 3 and sum(me[point + 1:26]) - made + sum(arrivals[point + 1:26]):
                continue  # R74: a larger die bears off only from the highest point
        if most > left:
            most = left
        for k in range(1, most + 1):
            if k == left:
                results[key + step + (k - 1) * delta] = code + k * c
                continue
            arrivals[land] += k
            _walk_bear_off(me, table, arrivals, results, index + 1, left - k,
                           key + step + (k - 1) * delta, code + k * c, out - k * (kind == 0),
                           made + k)
            arrivals[land] -= k


def max_dice(me: list[int], opp: list[int], dice: list[int]) -> int:
    """The most of ``dice`` (a list of remaining die values) that can still be played."""
    if not dice:
        return 0
    best = 0
    for die in sorted(set(dice), reverse=True):
        rest = list(dice)
        rest.remove(die)
        for src, dst in single_steps(me, opp, die):
            hit = apply_step(me, opp, src, dst)
            got = 1 + max_dice(me, opp, rest)
            undo_step(me, opp, src, dst, hit)
            if got > best:
                best = got
                if best == len(dice):
                    return best
    return best


class SearchBoard:
    """Short nardi's board for :func:`nardi_teach.core.search.search` (any ``Roll``)."""

    __slots__ = ("me", "opp", "code")

    def __init__(self, me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...]
                 ) -> None:
        self.me, self.opp, self.code = list(me), list(opp), encode(me)

    def steps(self, die: int) -> list[tuple[int, int]]:
        return single_steps(self.me, self.opp, die)

    def make(self, src: int, dst: int, die: int) -> Step:
        hit = apply_step(self.me, self.opp, src, dst)
        self.code += DELTA[src][dst] + ((hit << dst) << MASK_SHIFT)
        return (src, dst, die, hit)

    def unmake(self, step: Step) -> None:
        src, dst, _, hit = step
        undo_step(self.me, self.opp, src, dst, hit)
        self.code -= DELTA[src][dst] + ((hit << dst) << MASK_SHIFT)

    def peek(self, src: int, dst: int, die: int) -> tuple[int, int, Step]:
        hit = dst > 0 and self.opp[25 - dst] == 1
        code = self.code + DELTA[src][dst] + ((hit << dst) << MASK_SHIFT)
        return code, code, (src, dst, die, hit)

    def key(self) -> int:
        return self.code

    def state(self) -> int:
        return self.code
