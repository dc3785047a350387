"""A plain-text long-nardi board for ``str(position)``: the player on roll is ``X``, its
points 13–24 on top (the head, 24, at the top right), 12–1 below; ``O``'s checkers are
shown where they stand in X's numbering (O's head is X's 12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .movegen import CROSS

if TYPE_CHECKING:
    from .position import LongPosition


def _cell(position: LongPosition, point: int, row: int) -> str:
    mine = position.player[point]
    theirs = position.opponent[CROSS[point]]
    count, mark = (mine, "X") if mine else (theirs, "O")
    if count <= row:
        return " . " if row == 0 else "   "
    if row == 4 and count > 5:
        return f"{count:^3}"
    return f" {mark} "


def text_board(position: LongPosition) -> str:
    """An ASCII diagram with both sides' pip counts and borne-off checkers."""
    top = list(range(13, 25))
    bottom = list(range(12, 0, -1))

    def row(points: list[int], r: int) -> str:
        cells = [_cell(position, p, r) for p in points]
        return "|" + "".join(cells[:6]) + "|" + "".join(cells[6:]) + "|"

    def header(points: list[int]) -> str:
        return " " + "".join(f"{p:^3}" for p in points)

    pips = position.pip_counts()
    rule = "+" + "-" * 18 + "+" + "-" * 18 + "+"
    lines = [header(top), rule, *(row(top, r) for r in range(5)), "|" + " " * 37 + "|",
             *(row(bottom, r) for r in reversed(range(5))), rule, header(bottom)]
    lines.append(
        f"X ({position.turn.name.lower()}, on roll): pips {pips[0]}, off {position.player[0]}   "
        f"O: pips {pips[1]}, off {position.opponent[0]}"
    )
    return "\n".join(lines)
