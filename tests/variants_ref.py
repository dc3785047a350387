"""A second move generator for the short-nardi (contrary) family, written for clarity from
``shared/rules/variants.md`` and sharing no code with the engine.

It works on the board as it lies on the table: 24 cells numbered 1–24 from White's side.
White walks 24 → 1 (its home is cells 1–6), Black walks 1 → 24 (home 19–24).  A cell is a
stack of checkers from the bottom up, each ``"W"`` or ``"B"``; in plakoto a pinned checker
is the bottom of a stack whose top is the other colour.  Besides the cells: each colour's
bar and borne-off count.  The rules:

- V9: short nardi's hitting — a lone opposing checker is hit to the bar; a checker on the
  bar enters first (White on cell 25 − d, Black on cell d); two or more close a cell;
- V25–V28 (``pins``): no hitting — landing on a lone opposing checker pins it (it stays at
  the bottom); a checker under an opposing one cannot move; a side may not land on a cell
  where its own checker lies under the other side's; the pinner may add checkers; when the
  last one leaves, the pinned checker is free;
- V6 / V30 / V44: bear-off with every checker home, none on the bar, none pinned
  (``pins``); the exact die, or a larger one from the rearmost checker — except with
  ``exact`` (the crazy games), where only the exact die bears off;
- V21–V22 (``frozen``): a checker that hits on one of its own home cells is marked, and a
  sequence that moves a marked checker again counts as "moving a hitter"; among the best
  plays, those that move no hitter are kept if there are any;
- V3 / V18: every die left, in any order, every single move; keep the sequences that play the
  most dice, then the largest dice (sorted high first, compared lexicographically).

Results are compared as boards (the stacks, the bars and the borne-off counts).
"""

from __future__ import annotations

from functools import cache

Cell = tuple[tuple[str, bool], ...]  # bottom → top: (colour, marked as a frozen hitter)


class Table:
    """A physical board: ``cells[1..24]`` stacks, ``bar`` and ``off`` per colour."""

    def __init__(self, cells: list[Cell], bar: dict[str, int], off: dict[str, int]) -> None:
        self.cells, self.bar, self.off = cells, bar, off

    def copy(self) -> Table:
        return Table(list(self.cells), dict(self.bar), dict(self.off))

    def cells_key(self) -> tuple:  # type: ignore[type-arg]
        """Everything, the frozen marks included."""
        return tuple(self.cells), self.bar["W"], self.bar["B"], self.off["W"], self.off["B"]

    def canonical(self) -> tuple:  # type: ignore[type-arg]
        """The board without the frozen marks: what a play leaves (V5)."""
        cells = tuple(map(colours, self.cells[1:]))
        return cells, self.bar["W"], self.bar["B"], self.off["W"], self.off["B"]


@cache
def colours(stack: Cell) -> tuple[str, ...]:
    """A stack's colours, bottom → top, without the frozen marks (a board holds few distinct
    stacks, met again and again)."""
    return tuple(colour for colour, _ in stack)


def other(colour: str) -> str:
    return "B" if colour == "W" else "W"


def distance_home(colour: str, cell: int) -> int:
    """How far a checker on ``cell`` is from being off: its owner's point number."""
    return cell if colour == "W" else 25 - cell


def target(colour: str, cell: int, die: int) -> int:
    """The cell ``die`` takes a checker to (0 or 25 and beyond: off the board)."""
    return cell - die if colour == "W" else cell + die


def entry_cell(colour: str, die: int) -> int:
    return 25 - die if colour == "W" else die


def in_home(colour: str, cell: int) -> bool:
    return 1 <= distance_home(colour, cell) <= 6


def owns(stack: Cell, colour: str) -> int:
    """How many of ``colour``'s checkers are free to move on this stack (the top run)."""
    if not stack or stack[-1][0] != colour:
        return 0
    return sum(1 for c, _ in stack if c == colour) - (stack[0][0] == colour and len(
        {c for c, _ in stack}) > 1)


def can_land(stack: Cell, colour: str, pins: bool) -> str | None:
    """``None`` if ``colour`` cannot land on ``stack``; else "plain", "hit" or "pin"."""
    theirs = [c for c, _ in stack if c != colour]
    if not stack or not theirs:
        return "plain"
    if pins:
        if stack[-1][0] == colour:
            return "plain"  # its own checkers on top: an opposing checker lies pinned under
        if len(stack) == 1:
            return "pin"
        return None  # two or more opposing, or its own checker pinned under them (V27)
    return "hit" if len(stack) == 1 else None


def everyone_home(table: Table, colour: str, pins: bool) -> bool:
    if table.bar[colour]:
        return False
    for cell in range(1, 25):
        stack = table.cells[cell]
        for index, (c, _) in enumerate(stack):
            if c != colour:
                continue
            if not in_home(colour, cell):
                return False
            if pins and index == 0 and len({x for x, _ in stack}) > 1:
                return False  # V30: a pinned checker stops the bear-off, in the home too
    return True


def single_moves(table: Table, colour: str, die: int, rules: dict[str, bool]
                 ) -> list[tuple[Table, bool, bool]]:
    """Every (board after, moved a marked hitter, this move made a hitter) for one die."""
    pins, exact, frozen = rules["pins"], rules["exact"], rules["frozen"]
    out = []
    if table.bar[colour]:
        cell = entry_cell(colour, die)
        kind = can_land(table.cells[cell], colour, pins)
        if kind is not None:
            new = table.copy()
            new.bar[colour] -= 1
            _land(new, cell, colour, kind, marked=False)
            out.append((new, False, False))
        return out
    home = everyone_home(table, colour, pins)
    rearmost = max((distance_home(colour, c) for c in range(1, 25)
                    if colour in colours(table.cells[c])), default=0)
    for cell in range(1, 25):
        stack = table.cells[cell]
        if not owns(stack, colour):
            continue
        kinds = {mark for c, mark in stack if c == colour} if frozen else {False}
        for mark in sorted(kinds):
            to = target(colour, cell, die)
            lifted = _lift(stack, colour, mark)
            if 1 <= to <= 24:
                kind = can_land(table.cells[to], colour, pins)
                if kind is None:
                    continue
                new = table.copy()
                new.cells[cell] = lifted
                hitter = frozen and kind == "hit" and in_home(colour, to)
                _land(new, to, colour, kind, marked=hitter or (mark and frozen))
                out.append((new, mark, hitter))
            elif home:
                need = distance_home(colour, cell)
                if die == need or (not exact and die > need and need == rearmost):
                    new = table.copy()
                    new.cells[cell] = lifted
                    new.off[colour] += 1
                    out.append((new, mark, False))
    return out


def _lift(stack: Cell, colour: str, mark: bool) -> Cell:
    """The stack without one of ``colour``'s top checkers carrying ``mark``."""
    items = list(stack)
    for index in range(len(items) - 1, -1, -1):
        if items[index] == (colour, mark) and not (index == 0 and len(items) > 1
                                                   and items[-1][0] != colour):
            del items[index]
            return tuple(items)
    raise AssertionError("no such checker")


def _land(table: Table, cell: int, colour: str, kind: str, marked: bool) -> None:
    stack = table.cells[cell]
    if kind == "hit":
        table.bar[other(colour)] += 1
        stack = ()
    table.cells[cell] = stack + ((colour, marked),)


def legal_boards(table: Table, colour: str, dice: tuple[int, ...], rules: dict[str, bool]
                 ) -> set[tuple]:  # type: ignore[type-arg]
    """The boards every legal play of ``dice`` (each its own move) leaves; a roll that cannot
    be played leaves the board as it is."""
    finals: dict[tuple, tuple[tuple[int, ...], bool, Table]] = {}  # type: ignore[type-arg]
    seen: set[tuple] = set()  # type: ignore[type-arg]

    def walk(board: Table, left: tuple[int, ...], used: tuple[int, ...], dirty: bool) -> None:
        state = (board.cells_key(), left, dirty)
        if state in seen:
            return
        seen.add(state)
        moved = False
        if board.off[colour] < rules["total"]:  # V4: once all are off, the rest is lost
            for die in sorted(set(left)):
                rest = list(left)
                rest.remove(die)
                for new, moved_hitter, _ in single_moves(board, colour, die, rules):
                    moved = True
                    walk(new, tuple(rest), used + (die,), dirty or moved_hitter)
        if not moved:
            finals[(board.canonical(), used, dirty)] = (used, dirty, board)

    walk(table, tuple(sorted(dice)), (), False)

    def rank(used: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
        return len(used), tuple(sorted(used, reverse=True))

    best = max(rank(used) for used, _, _ in finals.values())
    kept = [(dirty, board) for used, dirty, board in finals.values() if rank(used) == best]
    if rules["frozen"] and any(not dirty for dirty, _ in kept):
        kept = [(dirty, board) for dirty, board in kept if not dirty]
    return {board.canonical() for _, board in kept}


def table_of(white: dict[int, int], black: dict[int, int], pinned: dict[int, str] | None = None,
             bar: tuple[int, int] = (0, 0), off: tuple[int, int] = (0, 0)) -> Table:
    """A board from White's cells ``{cell: count}`` and Black's, both by absolute cell;
    ``pinned[cell]`` names the colour lying pinned at the bottom there."""
    cells: list[Cell] = [()] * 25
    for cell in range(1, 25):
        w, b = white.get(cell, 0), black.get(cell, 0)
        under = (pinned or {}).get(cell)
        if under == "W":
            cells[cell] = (("W", False),) + (("B", False),) * b
        elif under == "B":
            cells[cell] = (("B", False),) + (("W", False),) * w
        else:  # (both colours and no pin: no legal board, but a broken engine's may show it)
            cells[cell] = (("W", False),) * w + (("B", False),) * b
    return Table(cells, {"W": bar[0], "B": bar[1]}, {"W": off[0], "B": off[1]})
