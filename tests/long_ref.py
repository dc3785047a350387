"""A second long-nardi move generator, written for clarity, sharing no code with the engine.

It works on the board as it lies on the table: 24 cells in a ring, numbered 0–23.  Each
side walks a path of 24 cells: the mover starts on cell 0 (its head) and walks 0, 1, …, 23;
the opponent starts on cell 12 and walks 12, 13, …, 23, 0, …, 11.  A checker at path step
``i`` is on its owner's point ``24 − i``.  The rules (docs/rules/long_nardi.md):

- L3: a cell with any opposing checker is closed; nobody is hit;
- L4/L5: at most one checker leaves the head per turn — two on the first turn with the
  doubles the head rule allows;
- L6: after every single move, the mover may not hold six consecutive cells of the
  opponent's path unless an opposing checker is further along that path (or borne off);
- L8: bearing off only with all 15 home (path steps 18–23): an exact die, or a larger die
  from the rearmost checker;
- L7: keep the plays using the most dice; with one die of a non-double, the higher if any
  play uses it.

Every order of the dice and every single move is tried; results are compared as positions.
"""

from __future__ import annotations

from functools import cache

TWO_FROM_HEAD = {"standard": {3, 4, 6}, "sport": {3, 4, 6}, "crazy_gul_bara": {1, 3, 4, 6},
                 "fevga": set()}


def mover_cell(step: int) -> int:
    return step


def opponent_cell(step: int) -> int:
    return (12 + step) % 24


def head_allowance(a: int, b: int, first: bool, opponent_first: bool, head_rule: str) -> int:
    """How many checkers may leave the head this turn."""
    if a != b or not first:
        return 1
    if head_rule == "sport" and opponent_first:
        return 1
    return 2 if a in TWO_FROM_HEAD[head_rule] else 1


def forbidden_block(mine: frozenset[int], opponent_steps: tuple[int, ...], opponent_off: int
                    ) -> bool:
    """Whether the mover's cells ``mine`` contain six consecutive cells of the opponent's
    path with no opposing checker further along it."""
    if opponent_off > 0:
        return False  # a checker borne off is further along than any window
    # a window starting at ``start`` has an opposing checker ahead of it when one stands
    # beyond ``start + 5``: only the windows starting at the foremost checker's step - 5 or
    # later can be the block
    first = max(max(opponent_steps, default=0) - 5, 0)
    for start in range(first, 19):
        if all(opponent_cell(start + k) in mine for k in range(6)):
            return True
    return False


def legal_results(
    mover: tuple[int, ...], opponent: tuple[int, ...], a: int, b: int, allowance: int
) -> set[tuple[int, ...]]:
    """The mover's own counts (index 0 off, 1–24 points) after every legal play.

    ``mover`` and ``opponent`` are each side's counts in its own numbering (index 0 off).
    """
    # Each side as a sorted tuple of path steps, one entry per checker on the board.
    mover_steps = tuple(sorted(24 - p for p in range(1, 25) for _ in range(mover[p])))
    opponent_steps = tuple(sorted(24 - p for p in range(1, 25) for _ in range(opponent[p])))
    closed = frozenset(opponent_cell(s) for s in opponent_steps)
    opponent_off = opponent[0]

    def single_moves(steps: tuple[int, ...], die: int, head_left: int) -> list[tuple[int, ...]]:
        """Every board one checker can reach with ``die``: each result as sorted steps
        (24 = borne off)."""
        out = []
        everyone_home = all(s >= 18 for s in steps)
        for index, s in enumerate(steps):
            if index and steps[index - 1] == s:
                continue  # the same point: one checker stands for all
            if s == 24:
                continue  # already off
            if s == 0 and head_left == 0:
                continue
            target = s + die
            if target < 24:
                if mover_cell(target) in closed:
                    continue
            elif target == 24:
                if not everyone_home:
                    continue
            else:
                rearmost = min(x for x in steps if x < 24)
                if not everyone_home or s != rearmost:
                    continue
                target = 24
            new = list(steps)
            new[index] = target
            new_steps = tuple(sorted(new))
            mine = frozenset(mover_cell(x) for x in new_steps if x < 24)
            if forbidden_block(mine, opponent_steps, opponent_off):
                continue
            out.append(new_steps)
        return out

    @cache
    def finals(steps: tuple[int, ...], dice: tuple[int, ...], head_left: int
               ) -> frozenset[tuple[tuple[int, ...], tuple[int, ...]]]:
        """(final board, dice used) for every way to go on playing ``dice`` in order."""
        if not dice:
            return frozenset({(steps, ())})
        out = set()
        die = dice[0]
        for new in single_moves(steps, die, head_left):
            left = head_left - (new.count(0) < steps.count(0))
            for board, used in finals(new, dice[1:], left):
                out.add((board, (die, *used)))
        if not out:
            out.add((steps, ()))
        return frozenset(out)

    orders = [(a,) * 4] if a == b else [(a, b), (b, a)]
    everything = set()
    for order in orders:
        everything |= finals(mover_steps, order, allowance)
    most = max(len(used) for _, used in everything)
    kept = [(board, used) for board, used in everything if len(used) == most]
    if a != b and most == 1:
        high = max(a, b)
        if any(used == (high,) for _, used in kept):
            kept = [(board, used) for board, used in kept if used == (high,)]
    results = set()
    for board, _ in kept:
        counts = [0] * 25
        for s in board:
            counts[0 if s == 24 else 24 - s] += 1
        counts[0] += mover[0]
        results.add(tuple(counts))
    return results
