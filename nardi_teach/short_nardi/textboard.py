"""A plain-text board for ``str(position)``: the player on roll is ``X`` at the bottom."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .position import Position


def _cell(position: Position, point: int, row: int) -> str:
    mine = position.player[point]
    theirs = position.opponent[25 - point]
    count, mark = (mine, "X") if mine else (theirs, "O")
    if count <= row:
        return " . " if row == 0 else "   "
    if row == 4 and count > 5:
        return f"{count:^3}"
    return f" {mark} "


def text_board(position: Position) -> str:
    """An ASCII diagram: points 13–24 on top, 12–1 below, bars and borne-off counts."""
    top = list(range(13, 25))
    bottom = list(range(12, 0, -1))

    def row(points: list[int], r: int) -> str:
        cells = [_cell(position, p, r) for p in points]
        return "|" + "".join(cells[:6]) + "|   |" + "".join(cells[6:]) + "|"

    def header(points: list[int]) -> str:
        nums = [f"{p:^3}" for p in points]
        return " " + "".join(nums[:6]) + "     " + "".join(nums[6:])

    pips = position.pip_counts()
    lines = [header(top), "+" + "-" * 18 + "+---+" + "-" * 18 + "+"]
    lines += [row(top, r) for r in range(5)]
    for mark, side in (("O", position.opponent), ("X", position.player)):
        bar = f"{mark}{side[25]}" if side[25] else ""
        lines.append("|" + " " * 18 + f"|{bar:^3}|" + " " * 18 + "|")
    lines += [row(bottom, r) for r in reversed(range(5))]
    lines += ["+" + "-" * 18 + "+---+" + "-" * 18 + "+", header(bottom)]
    lines.append(
        f"X ({position.turn.name.lower()}, on roll): pips {pips[0]}, off {position.player[0]}   "
        f"O: pips {pips[1]}, off {position.opponent[0]}"
    )
    return "\n".join(lines)
