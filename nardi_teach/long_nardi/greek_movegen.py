"""Greek fevga's legal-play generation on plain lists (V37–V40), beside long nardi's
``movegen``: the same sides (26 counts, own numbering), steps ``(src, dst, die)`` and result
keys.

* V38 the first checker: until one checker has passed the opponent's start (stands on the
  mover's 11 or lower, or is off), no other may leave the head — ``head_open``;
* V39 no head limit afterwards;
* V40 (a) the mover never holds all six points 19–24, checked after every die
  (``fills_quarter``); (b) no six-block rule, but among the legal plays those that leave a
  six-point prime just in front of every opposing checker are dropped if any other is left
  (``trap_points``, ``split_trapped``).

Once a checker has passed and no die can fill the starting quarter, the rules are long
nardi's with no head limit and no L6, and ``movegen.generate`` plays them; otherwise a plain
search over every order of the dice (V3) does.
"""

from __future__ import annotations

from ..core.pairs import quiet_pairs
from .movegen import CROSS, DELTA, HEAD, Plays, Step, encode, generate


def passed(me: list[int] | tuple[int, ...]) -> bool:
    """V38: a checker of the mover stands on its 11 or lower, or is borne off."""
    return bool(me[0]) or any(me[1:12])


def head_open(me: list[int] | tuple[int, ...]) -> bool:
    """Whether a checker may leave the head now (V38–V39): once one has passed, or while
    none has left yet."""
    return passed(me) or not any(me[1:24])


def fills_quarter(me: list[int] | tuple[int, ...], src: int, dst: int) -> bool:
    """V40a: whether moving one checker ``src``→``dst`` leaves the mover on all of 19–24."""
    if not 19 <= dst <= 23 or me[dst]:
        return False
    for point in range(19, 25):
        if point != dst and me[point] - (point == src) <= 0:
            return False
    return True


def greek_steps(me: list[int], opp: list[int] | tuple[int, ...], die: int
                ) -> list[tuple[int, int]]:
    """Every ``(src, dst)`` one checker can move with ``die``: onto a point with no opposing
    checker (V37, L3), off the head only while ``head_open`` (V38), never filling 19–24
    (V40a), bearing off as long nardi (V41, L8)."""
    out: list[tuple[int, int]] = []
    if any(me[7:25]):
        head_ok = head_open(me)
        for src in range(24, die, -1):
            if me[src]:
                if src == HEAD and not head_ok:
                    continue
                dst = src - die
                if opp[CROSS[dst]] or (19 <= dst <= 23 and fills_quarter(me, src, dst)):
                    continue
                out.append((src, dst))
        return out
    highest = True
    for src in range(6, 0, -1):
        if me[src]:
            dst = src - die
            if dst > 0:
                if not opp[CROSS[dst]]:
                    out.append((src, dst))
            elif dst == 0 or highest:
                out.append((src, 0))
            highest = False
    return out


def _quarter_safe(me: list[int] | tuple[int, ...], dice: list[int]) -> bool:
    """No sequence of moves of ``dice`` can fill 19–24 (V40a): checkers enter 19–23 only
    from 20–24, so fewer than six there never hold all six points; a die *d* lands only
    on 19…24−*d*, so an empty point above 24 − the lowest die stays empty; and each move
    adds at most one held point."""
    quarter = me[19:25]
    if sum(quarter) < 6 or not all(me[25 - min(dice):25]):
        return True
    return sum(1 for n in quarter if n) + len(dice) < 6


def search(me: list[int] | tuple[int, ...], opp: list[int] | tuple[int, ...],
           dice: list[int]) -> tuple[int, Plays]:
    """(dice used, {result key: steps}) of the plays of ``dice`` (any number of dice) that
    V3 keeps: the most dice, then the largest dice (sorted high first, compared in order)."""
    board = list(me)
    best: tuple[int, tuple[int, ...]] = (0, ())
    results: Plays = {}
    seen: set[tuple[int, tuple[int, ...]]] = set()
    path: list[Step] = []

    def walk(key: int, left: tuple[int, ...], used: tuple[int, ...]) -> None:
        nonlocal best, results
        moved = False
        for index, die in enumerate(left):
            if index and left[index - 1] == die:
                continue
            rest = left[:index] + left[index + 1:]
            for src, dst in greek_steps(board, opp, die):
                moved = True
                new_key = key + DELTA[src][dst]
                if (new_key, rest) in seen:
                    continue
                seen.add((new_key, rest))
                board[src] -= 1
                board[dst] += 1
                path.append((src, dst, die))
                walk(new_key, rest, tuple(sorted((*used, die), reverse=True)))
                path.pop()
                board[src] += 1
                board[dst] -= 1
        if not moved:
            rank = (len(used), used)
            if rank > best:
                best, results = rank, {}
            if rank == best and key not in results:
                results[key] = tuple(path)

    walk(encode(board), tuple(sorted(dice, reverse=True)), ())
    return (best[0], results) if best[0] else (0, {})


def _two(me: list[int], opp: list[int] | tuple[int, ...], high: int, low: int
         ) -> tuple[int, Plays]:
    """Both orders of a non-double, move by move (V3: both dice, else the higher)."""
    return quiet_pairs(me, high, low, encode(me), lambda die: greek_steps(me, opp, die),
                       lambda die, _: greek_steps(me, opp, die), DELTA, {})


def _double(me: list[int], opp: list[int] | tuple[int, ...], die: int) -> tuple[int, Plays]:
    """The four moves of a double, move by move; a state (result so far, moves made) is
    explored once."""
    best = 0
    results: Plays = {}
    path: list[Step] = []
    seen: set[int] = set()

    def walk(depth: int, key: int) -> None:
        nonlocal best, results
        steps = greek_steps(me, opp, die) if depth < 4 else ()
        for src, dst in steps:
            new_key = key + DELTA[src][dst]
            state = new_key << 3 | depth
            if state in seen:
                continue
            seen.add(state)
            me[src] -= 1
            me[dst] += 1
            path.append((src, dst, die))
            walk(depth + 1, new_key)
            path.pop()
            me[src] += 1
            me[dst] -= 1
        if not steps and depth >= best:
            if depth > best:
                best, results = depth, {}
            if key not in results:
                results[key] = tuple(path)

    walk(0, encode(me))
    return (best, results) if best else (0, {})


def generate_greek(me: tuple[int, ...], opp: tuple[int, ...], dice: list[int],
                   two_dice: bool = True) -> tuple[int, Plays]:
    """The plays V38–V40a allow and V3 keeps (before the V40b prime filter) for the moves
    ``dice``; ``two_dice``: they are a ``Dice`` roll (two moves, or four of a double), which
    long nardi's generator plays when the Greek rules cannot bite, and otherwise a search
    move by move; any other ``Roll`` (passed moves, V66) goes to the general search."""
    if not two_dice:
        return search(me, opp, dice)
    high, low = max(dice), min(dice)
    if passed(me) and _quarter_safe(me, dice):
        return generate(me, opp, high, low, head=15, six_block=False)
    return _double(list(me), opp, high) if high == low else _two(list(me), opp, high, low)


def trap_points(opp: list[int] | tuple[int, ...]) -> tuple[int, list[int]] | None:
    """V40b: when every opposing checker on the board stands on one point, that point and
    the six points just in front of it along the opponent's path, in the mover's numbering;
    otherwise ``None``."""
    held = [q for q in range(1, 25) if opp[q]]
    if len(held) != 1 or held[0] < 7:
        return None
    behind = held[0]
    return CROSS[behind], [CROSS[q] for q in range(behind - 1, behind - 7, -1)]


def split_trapped(results: Plays, opp: list[int] | tuple[int, ...]) -> tuple[Plays, Plays]:
    """(kept, dropped): V40b drops the results holding all six points in front of every
    opposing checker, unless every result does."""
    trap = trap_points(opp)
    if trap is None or not results:
        return results, {}
    shifts = [8 * p for p in trap[1]]
    kept: Plays = {}
    dropped: Plays = {}
    for key, steps in results.items():
        if all((key >> s) & 0xFF for s in shifts):
            dropped[key] = steps
        else:
            kept[key] = steps
    return (kept, dropped) if kept else (results, {})


def most_dice(me: list[int], opp: list[int] | tuple[int, ...], dice: list[int]) -> int:
    """The most of ``dice`` that can still be played (V38–V40a)."""
    best = 0
    for die in sorted(set(dice), reverse=True):
        rest = list(dice)
        rest.remove(die)
        for src, dst in greek_steps(me, opp, die):
            me[src] -= 1
            me[dst] += 1
            got = 1 + most_dice(me, opp, rest)
            me[src] += 1
            me[dst] -= 1
            if got > best:
                best = got
                if best == len(dice):
                    return best
    return best


def reaches(me: list[int], opp: list[int] | tuple[int, ...], dice: list[int],
            targets: set[int] | dict[int, object]) -> int:
    """The most further dice after which ``me`` is one of ``targets`` (result keys), or −1
    if no continuation gets there."""
    best = 0 if encode(me) in targets else -1
    for die in sorted(set(dice), reverse=True):
        rest = list(dice)
        rest.remove(die)
        for src, dst in greek_steps(me, opp, die):
            me[src] -= 1
            me[dst] += 1
            got = reaches(me, opp, rest, targets)
            me[src] += 1
            me[dst] -= 1
            if got >= 0 and got + 1 > best:
                best = got + 1
    return best
