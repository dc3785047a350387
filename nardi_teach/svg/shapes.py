"""The board's geometry and its drawing primitives: checkers, dice, marks, arrows and text,
each a fragment of SVG (viewBox units; the board is laid out for orientation "right")."""

from __future__ import annotations

from xml.sax.saxutils import escape

from ..core.board import Color

HIGHLIGHT_KINDS = ("legal", "blocked", "highest", "selected", "hit")

# Geometry, in viewBox units.  Laid out for orientation "right" and mirrored for "left".
W = 532
PW = 32  # point width
R = 15  # checker radius
LEFT_Q, BAR_X, RIGHT_Q, BAR_W = 50, 242, 282, 40
FRAME = (44, 480)
TRAY = (484, 528)
STRIP = (4, 40)
TOP, MID, BOTTOM = 56, 206, 356  # inner board: top edge, middle, bottom edge
TRI = 130  # triangle length
# Text sizes (viewBox units): at the default width of 400 px one unit is 0.75 px, so 16 is
# 12 px — the least any text on a board may be, to be read from the back of a classroom.
FONT_MIN, FONT_CAPTION, FONT_SCORE = 16, 17, 19
BASE_H = 414  # the board with its two side lines
CAPTION_LINE = 23
CAPTION_PAD = 16  # clear space under the last caption line
SCOREBOARD_H = 40  # the match / money score band above the board

_FONT = "DejaVu Sans, Noto Sans Georgian, Arial, sans-serif"
_POINT_FILL = ("#c8a165", "#8a5a2e")
_CHECKER = {
    Color.WHITE: {"fill": "#f7f3ea", "stroke": "#1e1e1e", "text": "#1e1e1e", "ring": None},
    Color.BLACK: {"fill": "#262626", "stroke": "#000000", "text": "#ffffff", "ring": "#d9d9d9"},
}
_MARK = {
    "legal": "#16803c",
    "blocked": "#b3001b",
    "highest": "#1f4fbf",
    "selected": "#d97a00",
    "hit": "#b3001b",
}
_ARROW = "#0b4f8a"


def _fmt(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _checker(x: float, y: float, color: Color, label: str | None = None) -> str:
    style = _CHECKER[color]
    out = (
        f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{R - 0.5}" fill="{style["fill"]}" '
        f'stroke="{style["stroke"]}" stroke-width="1.6" class="checker {color.name.lower()}"/>'
    )
    if style["ring"]:
        out += (
            f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{R - 5}" fill="none" '
            f'stroke="{style["ring"]}" stroke-width="1.4"/>'
        )
    if label is not None:
        out += (
            f'<text x="{_fmt(x)}" y="{_fmt(y + 5.5)}" font-size="{FONT_MIN}" font-weight="bold" '
            f'text-anchor="middle" fill="{style["text"]}" class="count">{label}</text>'
        )
    return out


def _star(x: float, y: float, color: str) -> str:
    import math

    pts = []
    for i in range(16):
        rad = R + 5 if i % 2 == 0 else R - 3
        a = math.pi * i / 8
        pts.append(f"{_fmt(x + rad * math.cos(a))},{_fmt(y + rad * math.sin(a))}")
    return (f'<polygon points="{" ".join(pts)}" fill="none" stroke="{color}" '
            f'stroke-width="2.5"/>')


def _box_mark(x0: float, y0: float, x1: float, y1: float, kind: str) -> str:
    """A highlight on the bar or a tray: a rectangle in the kind's pattern."""
    dash = {"legal": ' stroke-dasharray="6 3"', "selected": ' stroke-dasharray="1.5 3"'}
    return (
        f'<rect x="{_fmt(min(x0, x1))}" y="{_fmt(y0)}" width="{_fmt(abs(x1 - x0))}" '
        f'height="{_fmt(y1 - y0)}" fill="none" stroke="{_MARK[kind]}" stroke-width="3"'
        f'{dash.get(kind, "")} class="hl {kind}"/>'
    )


def _arrow(x1: float, y1: float, x2: float, y2: float) -> str:
    import math

    dx, dy = x2 - x1, y2 - y1
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    bx, by = x2 - ux * 12, y2 - uy * 12
    head = (f"{_fmt(x2)},{_fmt(y2)} {_fmt(bx - uy * 7)},{_fmt(by + ux * 7)} "
            f"{_fmt(bx + uy * 7)},{_fmt(by - ux * 7)}")
    return (
        f'<g class="arrow"><line x1="{_fmt(x1)}" y1="{_fmt(y1)}" x2="{_fmt(bx)}" y2="{_fmt(by)}" '
        f'stroke="{_ARROW}" stroke-width="4" stroke-opacity="0.85" stroke-linecap="round"/>'
        f'<polygon points="{head}" fill="{_ARROW}" fill-opacity="0.9"/></g>'
    )


_PIPS = {
    1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)], 5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def _die(x: float, y: float, value: int, color: Color, used: bool) -> str:
    fill, pip = ("#fbfbfb", "#111") if color == Color.WHITE else ("#2b2b2b", "#fff")
    extra = ' opacity="0.4"' if used else ""
    out = [f'<g class="die{" used" if used else ""}" data-die="{value}"{extra}>'
           f'<rect x="{_fmt(x - 13)}" y="{_fmt(y - 13)}" width="26" height="26" rx="4" '
           f'fill="{fill}" stroke="#000" stroke-width="1.5"/>']
    for a, b in _PIPS[value]:
        out.append(f'<circle cx="{_fmt(x + a * 7)}" cy="{_fmt(y + b * 7)}" r="2.6" fill="{pip}"/>')
    if used:  # crossed out, so "used" does not rest on the fading alone
        out.append(f'<line x1="{_fmt(x - 15)}" y1="{_fmt(y + 15)}" x2="{_fmt(x + 15)}" '
                   f'y2="{_fmt(y - 15)}" stroke="#000" stroke-width="2.5"/>')
    out.append("</g>")
    return "".join(out)


def _text(x: float, y: float, text: str, size: int = FONT_MIN, anchor: str = "middle",
          extra: str = "") -> str:
    return (f'<text x="{_fmt(x)}" y="{_fmt(y)}" font-size="{size}" text-anchor="{anchor}"'
            f'{extra}>{escape(text)}</text>')


def _icon(x: float, y: float, color: Color, r: float) -> str:
    icon = _CHECKER[color]
    ring = (f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{_fmt(r / 2)}" fill="none" '
            f'stroke="{icon["ring"]}"/>' if icon["ring"] else "")
    return (f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{_fmt(r)}" fill="{icon["fill"]}" '
            f'stroke="{icon["stroke"]}" stroke-width="1.4"/>{ring}')


