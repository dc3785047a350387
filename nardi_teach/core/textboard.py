"""A plain-text board for ``str(position)``, for either game: the player on roll is ``X``,
its points 13–24 on top and 12–1 below; ``O``'s checkers stand where they are in X's
numbering (``position.for_other_side``).  A game with a bar (``has_bar``) shows it between
the halves, with the checkers on it."""

from __future__ import annotations

from typing import Any


def _cell(position: Any, point: int, row: int) -> str:
    mine = position.player[point]
    theirs = position.opponent[position.for_other_side(point)]
    count, mark = (mine, "X") if mine else (theirs, "O")
    if count <= row:
        return " . " if row == 0 else "   "
    if row == 4 and count > 5:
        return f"{count:^3}"
    return f" {mark} "


def text_board(position: Any) -> str:
    """An ASCII diagram with both sides' pip counts and borne-off checkers."""
    top = list(range(13, 25))
    bottom = list(range(12, 0, -1))
    bar = position.has_bar
    gap, rule_gap, head_gap = ("|   |", "+---+", "     ") if bar else ("|", "+", "")

    def row(points: list[int], r: int) -> str:
        cells = [_cell(position, p, r) for p in points]
        return "|" + "".join(cells[:6]) + gap + "".join(cells[6:]) + "|"

    def header(points: list[int]) -> str:
        nums = [f"{p:^3}" for p in points]
        return " " + "".join(nums[:6]) + head_gap + "".join(nums[6:])

    rule = "+" + "-" * 18 + rule_gap + "-" * 18 + "+"
    lines = [header(top), rule, *(row(top, r) for r in range(5))]
    if bar:
        for mark, side in (("O", position.opponent), ("X", position.player)):
            on_bar = f"{mark}{side[25]}" if side[25] else ""
            lines.append("|" + " " * 18 + f"|{on_bar:^3}|" + " " * 18 + "|")
    else:
        lines.append("|" + " " * 37 + "|")
    lines += [*(row(bottom, r) for r in reversed(range(5))), rule, header(bottom)]
    pips = position.pip_counts()
    lines.append(
        f"X ({position.turn.name.lower()}, on roll): pips {pips[0]}, off {position.player[0]}   "
        f"O: pips {pips[1]}, off {position.opponent[0]}"
    )
    return "\n".join(lines)
