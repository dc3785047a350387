"""Plakoto's pinned checkers on the board (V25): a pinned checker is drawn under its
pinner's stack, peeking out towards the board's edge, with a red dashed ring."""

from __future__ import annotations

from typing import Any

from ..core.board import Color
from .shapes import R, _checker, _fmt

PIN_RING = "#c0392b"


def pinned_under(layout: Any, position: Any, viewer: Color, v: int,
                 counts: tuple[int, Color | None]) -> tuple[tuple[int, Color | None], str]:
    """For the viewer's point ``v``: the stack to draw on top (the pinner's) and the SVG of
    the checker pinned under it ("" where nothing is pinned)."""
    pins = getattr(position, "pins", None)
    if pins is None:
        return counts, ""
    other = viewer.other
    if v in pins(viewer):
        pinned, pinner = viewer, other
    elif position.for_other_side(v) in pins(other):
        pinned, pinner = other, viewer
    else:
        return counts, ""
    stack = position.checkers(pinner)[v if pinner == viewer else position.for_other_side(v)]
    x, y = layout.slot(v, 0)
    y += -R * 0.5 if layout.top(v) else R * 0.5  # towards the edge, under the stack
    svg = (f'<g class="pinned {pinned.name.lower()}">{_checker(x, y, pinned)}'
           f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{R + 1.5}" fill="none" '
           f'stroke="{PIN_RING}" stroke-width="2.5" stroke-dasharray="4 2"/></g>')
    return (stack, pinner), svg
