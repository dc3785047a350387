"""Legal-play generation on plain lists: the engine's hot path.

A side is a list of 26 counts in its own numbering (``[0]`` off, ``[1..24]``, ``[25]`` bar).
For the mover, point ``t`` is blocked when ``opp[25 - t] >= 2`` (R36).
A *step* is one die's move ``(src, dst, die, hit)``.
"""

from __future__ import annotations

Step = tuple[int, int, int, bool]
Key = tuple[tuple[int, ...], int]


def single_steps(
    me: list[int], opp: list[int], die: int, limit: int = 24
) -> list[tuple[int, int]]:
    """Every (src, dst) one checker can move with ``die`` (R35–R38, R59–R61, R67–R76),
    from points up to ``limit``."""
    if me[25]:
        return [(25, 25 - die)] if opp[die] < 2 else []  # R59, R60–R61
    out: list[tuple[int, int]] = []
    home = not any(me[7:25])  # R67: every checker in the home board
    highest = limit >= 24 or not any(me[limit + 1:25])  # no checker on a higher point yet
    for src in range(min(limit, 24), 0, -1):
        if me[src]:
            dst = src - die
            if dst > 0:
                if opp[25 - dst] < 2:
                    out.append((src, dst))
            elif home and (dst == 0 or highest):  # R73 exact; R74–R76 larger die
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


Plays = dict[Key, tuple[Step, ...]]


def generate(me: list[int], opp: list[int], high: int, low: int) -> tuple[int, Plays]:
    """(dice used, {result key: steps}) for every legal play of the roll ``high``-``low``.

    The result keeps only plays that use the most dice (R41–R42, R45–R46) and, when only
    one die of a non-double can be played, the higher one if it can be (R43–R44).  Each
    distinct resulting position appears once; ``me`` and ``opp`` are restored.
    """
    if high == low:
        return _generate_double(me, opp, high)
    both: Plays = {}
    single: dict[int, Plays] = {high: {}, low: {}}
    seen: set[tuple[int, ...]] = set()
    outside = sum(me[7:25])
    for first, second in ((high, low), (low, high)):
        # Moves of the second die, worked out once; after each first move they are adjusted
        # locally (a source emptied, a new source made), which is exact while no checker is on
        # the bar and no bear-off becomes possible.
        later = None if me[25] else single_steps(me, opp, second)
        for src1, dst1 in single_steps(me, opp, first):
            hit1 = apply_step(me, opp, src1, dst1)
            step1 = (src1, dst1, first, hit1)
            mask1 = hit1 << dst1
            if later is not None and outside - (src1 > 6 >= dst1) > 0:
                seconds = [(s, d) for s, d in later if s != src1 or me[s]]
                if me[dst1] == 1:
                    to = dst1 - second
                    if to > 0 and opp[25 - to] < 2:
                        seconds.append((dst1, to))
            else:
                seconds = single_steps(me, opp, second)
            for src2, dst2 in seconds:
                hit2 = dst2 > 0 and opp[25 - dst2] == 1
                mask = mask1 | (hit2 << dst2)
                # The result depends only on where checkers left and arrived, net of a chain.
                if dst1 == src2:
                    small: tuple[int, ...] = (src1, dst2, mask)
                elif dst2 == src1:
                    small = (src2, dst1, mask)
                elif src1 >= src2:
                    small = (src1, src2, max(dst1, dst2), min(dst1, dst2), mask)
                else:
                    small = (src2, src1, max(dst1, dst2), min(dst1, dst2), mask)
                if small in seen:
                    continue
                seen.add(small)
                apply_step(me, opp, src2, dst2)
                both[(tuple(me), mask)] = (step1, (src2, dst2, second, hit2))
                undo_step(me, opp, src2, dst2, hit2)
            if not seconds and not both:
                single[first].setdefault((tuple(me), mask1), (step1,))
            undo_step(me, opp, src1, dst1, hit1)
    if both:
        return 2, both
    if single[high]:
        return 1, single[high]  # R43: the higher die when only one can be played
    if single[low]:
        return 1, single[low]  # R44
    return 0, {}


def _generate_double(me: list[int], opp: list[int], die: int) -> tuple[int, Plays]:
    # Moves of a double are tried in non-increasing order of their starting points: every
    # legal set of four moves can be reordered so, which avoids exploring permutations.
    best = 0
    results: dict[Key, tuple[Step, ...]] = {}
    path: list[Step] = []
    seen: set[tuple[tuple[int, ...], int, int, int]] = set()

    def search(depth: int, limit: int, mask: int) -> None:
        nonlocal best, results
        moved = False
        if depth < 4:
            for src, dst in single_steps(me, opp, die, limit):
                hit = apply_step(me, opp, src, dst)
                new_mask = mask | (hit << dst)
                state = (tuple(me), new_mask, src, depth)
                if state not in seen:
                    seen.add(state)
                    path.append((src, dst, die, hit))
                    search(depth + 1, src, new_mask)
                    path.pop()
                moved = True
                undo_step(me, opp, src, dst, hit)
        if not moved and depth >= best:
            if depth > best:
                best = depth
                results = {}
            key = (tuple(me), mask)
            if key not in results:
                results[key] = tuple(path)

    search(0, 25, 0)
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
