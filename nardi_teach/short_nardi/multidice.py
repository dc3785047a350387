"""Plays of three or four single dice not all equal (V16–V18: triple, "2-2", passed moves).

A play is fixed by its multiset of single-die moves ``(src, die)``; each such multiset is
walked once, in one canonical order: sources from the highest point down (the bar first),
and the dice of one source from the largest down.  That order plays every legal play:

* a checker that arrives on a point came from a higher one, so it is there before any
  move from that point is made (R37);
* the bar is the highest point, so its checkers enter before anything else moves (R59);
* landings are closed only by the opponent's points (R36), which no move opens or closes;
* a bear-off (R67–R76) waits for every move from a higher point, so checkers outside the
  home or above it are exactly those that stay there — the fewest there can ever be.

So a multiset can be played in some order exactly when it can in this one, which the walk
checks move by move.  Different multisets may reach the same position (13/8 8/5 and
13/10 10/5): each result key keeps the first play found (V5).

Must-play (V3, V18): all the dice if any play uses them all; otherwise the most dice that
can be played, and among those the largest, compared sorted high first (:func:`best_of`).
Every node of the walk over all the dice is a play of some of them, in that play's own
canonical order, so when no play uses them all one more walk (:meth:`Walker.partials`)
finds the plays of every sub-multiset at once.  The same results, dice count and rank as
the general search (``core.search``) gives.
"""

from __future__ import annotations

from bisect import bisect_right

from .movegen import DELTA, MASK_SHIFT, Plays, _generate_double, encode, generate

LANDING_TO = [[(dst + die, dst, DELTA[dst + die][dst], (1 << dst) << MASK_SHIFT)
               if 0 < dst + die <= 25 else None for dst in range(26)] for die in range(7)]
"""Per die and point: the (src, dst, key delta, hit delta) of the move that far onto it."""

_SPLITS: dict[tuple[int, ...], tuple[tuple[int, tuple[int, ...]], ...]] = {}
"""For the dice left (high first): each distinct value with the dice left after it."""


def _splits(left: tuple[int, ...]) -> tuple[tuple[int, tuple[int, ...]], ...]:
    out = []
    for index, die in enumerate(left):
        if index == 0 or die != left[index - 1]:
            out.append((die, left[:index] + left[index + 1:]))
    found = _SPLITS[left] = tuple(out)
    return found


def best_of(found: dict[tuple[int, ...], Plays]) -> tuple[int, Plays]:
    """V18: of {dice used (high first): plays}, (the most dice, the plays of the largest of
    that many, compared sorted high first); ``found`` is not empty."""
    size = max(map(len, found))
    return size, found[max(used for used in found if len(used) == size)]


def _too_few_checkers(me: list[int] | tuple[int, ...], dice: tuple[int, ...]) -> bool:
    """Whether the checkers left are too few to take all the dice (the last ones, V67): a
    checker on a point takes at most the dice that bear it off, the smallest first."""
    if sum(me[1:26]) >= len(dice):
        return False
    smallest = sorted(dice)
    taken = 0
    for point in range(1, 26):
        for _ in range(me[point]):
            reach = 0
            for die in smallest:
                taken += 1
                reach += die
                if reach >= point:
                    break
    return taken < len(dice)


def generate_dice(me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...],
                  moves: tuple[int, ...]) -> tuple[int, Plays]:
    """(dice used, {result key: steps}) for a roll of single moves (any count, any values):
    the most dice, then the largest (V3, V18); ``(0, {})`` when nothing can be played."""
    dice = tuple(sorted(moves, reverse=True))
    walker = Walker(me, opp, dice)
    if not _too_few_checkers(me, dice):
        results = walker.plays(dice)
        if results:
            return len(dice), results
    found = walker.partials(dice)
    return best_of(found) if found else (0, {})


def generate_roll(me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...],
                  moves: tuple[int, ...]) -> tuple[int, Plays]:
    """(dice used, {result key: play}) for a ``Roll`` of single moves (V16, V18, V66): equal
    values as a double of that many moves, two different values as a roll of two dice,
    otherwise one walk over the plays' moves in a canonical order (:class:`Walker`)."""
    if len(set(moves)) == 1:
        return _generate_double(me, opp, moves[0], len(moves))
    if len(moves) == 2:
        return generate(me, opp, moves[0], moves[1])
    return generate_dice(me, opp, moves)


class Walker:
    """One position's tables for walking plays of some of ``dice`` (see :meth:`plays`)."""

    __slots__ = ("me", "blot", "landings", "outside")

    def __init__(self, me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...],
                 dice: tuple[int, ...]) -> None:
        self.me = me
        high = 25  # the highest point a checker is on: every landing is below it
        while high and not me[high]:
            high -= 1
        reverse = opp[::-1][:high]  # the opponent's counts by my points, below ``high``
        self.blot = [count == 1 for count in reverse]  # [point]: an opponent's blot (R52)
        open_points = [point for point in range(1, high) if reverse[point] < 2]  # R36
        # Per die: every (src, dst, key delta, hit delta) landing on an open point from one
        # a checker is or may come on, sources from the lowest up (the bar last).
        self.landings: dict[int, list[tuple[int, int, int, int]]] = {}
        for die in set(dice):
            onto = LANDING_TO[die]
            self.landings[die] = [onto[point] for point in  # type: ignore[misc]
                                  open_points[:bisect_right(open_points, high - die)]]
        self.outside = sum(me[7:26])

    def plays(self, dice: tuple[int, ...]) -> Plays:
        """{result key: steps} of every play that uses exactly ``dice`` (high first), each
        distinct result once; steps in the canonical order (see the module's docstring)."""
        count = list(self.me)
        blot, landings, splits = self.blot, self.landings, _SPLITS
        bear_off = self.outside < len(dice)  # otherwise no bear-off can open (R67)
        results: Plays = {}

        def walk(left: tuple[int, ...], top: int, cap: int, code: int, outside: int,
                 path: tuple) -> None:  # type: ignore[type-arg]
            # The next move: from below ``top``, or from ``top`` with a die up to ``cap``.
            bar = count[25]
            highest = 0  # the highest occupied point when a bear-off is open (R67)
            if bear_off and not outside and not bar:
                highest = 6
                while highest and not count[highest]:
                    highest -= 1
            for die, rest in splits.get(left) or _splits(left):
                limit = top if die <= cap else top - 1
                last = rest[0] if len(rest) == 1 else 0
                for src, dst, delta, hit_delta in landings[die]:
                    if src > limit:
                        break
                    if not count[src] or (bar and src < 25):
                        continue
                    hit = blot[dst]
                    key = code + delta + hit_delta if hit else code + delta
                    if not rest:
                        if key not in results:
                            results[key] = (*path, (src, dst, die, hit))
                        continue
                    count[src] -= 1
                    count[dst] += 1
                    if hit:
                        blot[dst] = False
                    left_out = outside - (src > 6 >= dst)
                    if last:  # the last die, inline
                        step = (src, dst, die, hit)
                        bar2 = count[25]
                        limit2 = src if last <= die else src - 1
                        for src2, dst2, delta2, hit_delta2 in landings[last]:
                            if src2 > limit2:
                                break
                            if not count[src2] or (bar2 and src2 < 25):
                                continue
                            key2 = key + delta2 + hit_delta2 if blot[dst2] else key + delta2
                            if key2 not in results:
                                results[key2] = (*path, step, (src2, dst2, last, blot[dst2]))
                        # the last die's bear-off (R73–R76), made here and in the bear-off
                        # branch below rather than by a call: a call costs 8 % of a bear-off
                        if bear_off and not left_out:
                            high2 = highest or 6
                            while high2 and not count[high2]:
                                high2 -= 1
                            src2 = last if count[last] else high2 if high2 < last else 0
                            if src2 and src2 <= limit2:
                                key2 = key + DELTA[src2][0]
                                if key2 not in results:
                                    results[key2] = (*path, step, (src2, 0, last, False))
                    else:
                        walk(rest, src, die, key, left_out, (*path, (src, dst, die, hit)))
                    count[src] += 1
                    count[dst] -= 1
                    if hit:
                        blot[dst] = True
                # a bear-off (R73): the die's own point, or a larger die from the highest
                # occupied point (R74–R76)
                src = die if die <= 6 and count[die] else highest if highest < die else 0
                if highest and src and src <= limit:
                    key = code + DELTA[src][0]
                    if not rest:
                        if key not in results:
                            results[key] = (*path, (src, 0, die, False))
                        continue
                    count[src] -= 1
                    count[0] += 1
                    if last:
                        step = (src, 0, die, False)
                        limit2 = src if last <= die else src - 1
                        for src2, dst2, delta2, hit_delta2 in landings[last]:
                            if src2 > limit2:
                                break
                            if not count[src2]:
                                continue
                            key2 = key + delta2 + hit_delta2 if blot[dst2] else key + delta2
                            if key2 not in results:
                                results[key2] = (*path, step, (src2, dst2, last, blot[dst2]))
                        high2 = highest  # the last die's bear-off, as above
                        while high2 and not count[high2]:
                            high2 -= 1
                        src2 = last if count[last] else high2 if high2 < last else 0
                        if src2 and src2 <= limit2:
                            key2 = key + DELTA[src2][0]
                            if key2 not in results:
                                results[key2] = (*path, step, (src2, 0, last, False))
                    else:
                        walk(rest, src, die, key, 0, (*path, (src, 0, die, False)))
                    count[src] += 1
                    count[0] -= 1

        walk(dice, 25, 6, encode(self.me), self.outside, ())
        return results

    def partials(self, dice: tuple[int, ...]) -> dict[tuple[int, ...], Plays]:
        """{dice used (high first): {result key: steps}} of every play of some of ``dice``,
        each in its canonical order: the walk of :meth:`plays` with every node a play (a
        play of some dice is walked in the same order as a node of the walk of all)."""
        count = list(self.me)
        blot, landings, splits = self.blot, self.landings, _SPLITS
        bear_off = self.outside < len(dice)
        found: dict[tuple[int, ...], Plays] = {}
        used_of: dict[tuple[int, ...], Plays] = {}  # the dice left: the plays of the others

        def record(left: tuple[int, ...], key: int, path: tuple) -> None:  # type: ignore[type-arg]
            results = used_of.get(left)
            if results is None:
                used = list(dice)
                for die in left:
                    used.remove(die)
                results = used_of[left] = found.setdefault(tuple(used), {})
            if key not in results:
                results[key] = path

        def walk(left: tuple[int, ...], top: int, cap: int, code: int, outside: int,
                 path: tuple) -> None:  # type: ignore[type-arg]
            bar = count[25]
            highest = 0
            if bear_off and not outside and not bar:
                highest = 6
                while highest and not count[highest]:
                    highest -= 1
            for die, rest in splits.get(left) or _splits(left):
                limit = top if die <= cap else top - 1
                for src, dst, delta, hit_delta in landings[die]:
                    if src > limit:
                        break
                    if not count[src] or (bar and src < 25):
                        continue
                    hit = blot[dst]
                    key = code + delta + hit_delta if hit else code + delta
                    step_path = (*path, (src, dst, die, hit))
                    record(rest, key, step_path)
                    if rest:
                        count[src] -= 1
                        count[dst] += 1
                        blot[dst] = False
                        walk(rest, src, die, key, outside - (src > 6 >= dst), step_path)
                        count[src] += 1
                        count[dst] -= 1
                        blot[dst] = hit
                src = die if count[die] else highest if highest < die else 0
                if highest and src and src <= limit:  # a bear-off (R73–R76)
                    key = code + DELTA[src][0]
                    step_path = (*path, (src, 0, die, False))
                    record(rest, key, step_path)
                    if rest:
                        count[src] -= 1
                        count[0] += 1
                        walk(rest, src, die, key, 0, step_path)
                        count[src] += 1
                        count[0] -= 1

        walk(dice, 25, 6, encode(self.me), self.outside, ())
        return found
