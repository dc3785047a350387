"""Legal-play generation on plain lists: the engine's hot path.

A side is a list of 26 counts in its own numbering (``[0]`` off, ``[1..24]``, ``[25]`` bar).
For the mover, point ``t`` is blocked when ``opp[25 - t] >= 2`` (R36).
A *step* is one die's move ``(src, dst, die, hit)``.

A result is identified exactly by an integer *key*: the mover's 26 counts packed a byte
each (``count << 8 * point``), with the mask of hit points above them (``mask << 208``).
Moving a checker adds ``DELTA[src][dst]`` to the key, so keys cost one addition each.
"""

from __future__ import annotations

Step = tuple[int, int, int, bool]
Plays = dict[int, tuple]  # result key -> steps (or a compact double, see expand)  # type: ignore[type-arg]

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
    single: dict[int, Plays] = {high: {}, low: {}}
    code = encode(me)
    outside = sum(me[7:26])
    if outside and not me[25]:
        _pairs_without_bar(me, opp, high, low, code, outside, both)
    if not (outside and not me[25] and both):
        me, opp = list(me), list(opp)  # the general search moves checkers in place
    steps = single_steps if outside else _home_steps  # all home stays all home
    for first, second in ((high, low), (low, high)):
        if outside and not me[25] and both:
            break  # every play of both dice was found without the bar or a bear-off
        for src1, dst1 in steps(me, opp, first):
            # the first move made in place (apply_step, inlined on this hot path)
            me[src1] -= 1
            me[dst1] += 1
            hit1 = dst1 > 0 and opp[25 - dst1] == 1
            if hit1:
                opp[25 - dst1] = 0
                opp[25] += 1
            step1 = (src1, dst1, first, hit1)
            code1 = code + DELTA[src1][dst1] + ((hit1 << dst1) << MASK_SHIFT)
            seconds = steps(me, opp, second)
            for src2, dst2 in seconds:
                hit2 = dst2 > 0 and opp[25 - dst2] == 1
                key = code1 + DELTA[src2][dst2] + ((hit2 << dst2) << MASK_SHIFT)
                if key not in both:
                    both[key] = (step1, (src2, dst2, second, hit2))
            if not seconds and not both:
                single[first].setdefault(code1, (step1,))
            undo_step(me, opp, src1, dst1, hit1)
    if both:
        return 2, both
    if single[high]:
        return 1, single[high]  # R43: the higher die when only one can be played
    if single[low]:
        return 1, single[low]  # R44
    return 0, {}


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


def _double_without_bar(me: list[int], opp: list[int], die: int) -> tuple[int, Plays]:
    """The plays of a double when no checker is on the bar and more than four are outside
    home, so no bear-off can open.  Then a play is fixed by how many checkers move from
    each point, and every such count vector gives a different result: enumerate them."""
    sources = set()
    for point in range(24, 0, -1):
        if me[point]:
            at = point
            for _ in range(4):
                sources.add(at)
                at -= die
                if at <= 0 or opp[25 - at] >= 2:
                    break
    order = [p for p in sorted(sources, reverse=True) if p - die > 0 and opp[25 - p + die] < 2]
    # Per source point: where it lands, the key delta of one checker, the bit of a hit there.
    table = [(p, p - die, DELTA[p][p - die], (opp[25 - p + die] == 1) << (p - die) << MASK_SHIFT)
             for p in order]
    count = len(table)
    arrivals = [0] * 25
    leaves: list[tuple[int, tuple[tuple[int, int], ...]]] = []

    def walk(start: int, left: int, key: int, chosen: tuple[tuple[int, int], ...]) -> None:
        if left == 1:  # the last move, without recursion
            for index in range(start, count):
                point, _, delta, hit = table[index]
                if me[point] + arrivals[point]:
                    leaves.append((key + delta + hit, (*chosen, (point, 1))))
            return
        if left == 2:  # the last two moves, without recursion
            for index in range(start, count):
                point, land, delta, hit = table[index]
                available = me[point] + arrivals[point]
                if not available:
                    continue
                if available >= 2:
                    leaves.append((key + 2 * delta + hit, (*chosen, (point, 2))))
                one, chosen1 = key + delta + hit, (*chosen, (point, 1))
                arrivals[land] += 1
                for later in range(index + 1, count):
                    point2, _, delta2, hit2 = table[later]
                    if me[point2] + arrivals[point2]:
                        leaves.append((one + delta2 + hit2, (*chosen1, (point2, 1))))
                arrivals[land] -= 1
            return
        for index in range(start, count):
            point, land, delta, hit = table[index]
            most = me[point] + arrivals[point]
            if most > left:
                most = left
            for k in range(1, most + 1):
                if k == left:
                    leaves.append((key + k * delta + hit, (*chosen, (point, k))))
                    continue
                arrivals[land] += k
                walk(index + 1, left - k, key + k * delta + hit, (*chosen, (point, k)))
                arrivals[land] -= k

    walk(0, 4, encode(me), ())
    if not leaves:  # fewer than four moves can be played: search them move by move
        return _double_search(list(me), list(opp), die)
    return 4, {key: (die, chosen) for key, chosen in leaves}


def expand(value: tuple, opp: tuple[int, ...] | list[int]) -> tuple[Step, ...]:  # type: ignore[type-arg]
    """The steps of a stored play: stored as steps, or for a double as
    ``(die, ((point, how many checkers move from it), …))``."""
    if not value or type(value[0]) is not int:
        return value
    die, chosen = value
    steps: list[Step] = []
    for point, k in chosen:
        land = point - die
        steps.append((point, land, die, opp[25 - land] == 1))
        steps.extend([(point, land, die, False)] * (k - 1))
    return tuple(steps)


def _generate_double(
    me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...], die: int
) -> tuple[int, Plays]:
    if not me[25] and sum(me[7:25]) > 4:
        return _double_without_bar(me, opp, die)
    return _double_search(list(me), list(opp), die)


def _double_search(me: list[int], opp: list[int], die: int) -> tuple[int, Plays]:
    """The plays of a double, searched move by move (the bar, the bear-off, any case)."""
    # Moves of a double are tried in non-increasing order of their starting points: every
    # legal set of four moves can be reordered so, which avoids exploring permutations.
    # While no checker is on the bar and none can bear off, the moves open after a move are
    # the ones before it, adjusted locally (a source emptied, a new source made).
    best = 0
    results: Plays = {}
    path: list[Step] = []
    seen: set[int] = set()

    def search(depth: int, steps: list[tuple[int, int]], key: int, outside: int) -> None:
        nonlocal best, results
        for src, dst in steps:
            hit = apply_step(me, opp, src, dst)
            new_key = key + DELTA[src][dst] + ((hit << dst) << MASK_SHIFT)
            state = (new_key << 8) | (src << 3) | depth
            if state not in seen:
                seen.add(state)
                path.append((src, dst, die, hit))
                if depth < 3:
                    left = outside - (src > 6 >= dst)
                    if me[25] == 0 and left > 0 and src != 25:
                        nxt = [(s, d) for s, d in steps if s < src or (s == src and me[s])]
                        if me[dst] == 1:
                            to = dst - die
                            if to > 0 and opp[25 - to] < 2:
                                nxt.append((dst, to))
                    else:
                        nxt = single_steps(me, opp, die, src)
                    search(depth + 1, nxt, new_key, left)
                else:
                    search(4, [], new_key, 0)
                path.pop()
            undo_step(me, opp, src, dst, hit)
        if not steps and depth >= best:
            if depth > best:
                best = depth
                results = {}
            if key not in results:
                results[key] = tuple(path)

    search(0, single_steps(me, opp, die), encode(me), sum(me[7:26]))
    if best == 0:
        return 0, {}
    return best, results


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
