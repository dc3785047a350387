"""SVG diagrams of positions and plays, in the manner of python-chess's ``chess.svg``.

``board_svg(position, ...)`` returns an :class:`SvgBoard` — a ``str`` holding a standalone
SVG (with ``xmlns``) that also shows itself in a notebook.  Every point is a
``<g data-point="N">`` in the viewer's numbering (1–24, bar 25, off 0), so a front end can
take clicks.  Points given to ``arrows`` and ``highlights`` use the engine's numbering: the
numbering of the side on roll, as in :class:`~nardi_teach.moves.Move`.

Meaning never rests on colour alone: white checkers are light with a dark outline, black
ones dark with a light ring; each highlight kind has its own outline pattern and mark.
"""

from __future__ import annotations

import functools
import textwrap
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from ..core.board import BAR, OFF, Color
from ..core.checks import as_side, xml_text
from ..core.dice import Dice, DiceLike, Roll, coerce_any
from ..core.sides import Sides
from ..i18n import get_language, translate

if TYPE_CHECKING:
    from ..core.moves import Play
from .pins import pinned_under
from .shapes import (
    _CHECKER,
    _FONT,
    _MARK,
    _POINT_FILL,
    BAR_W,
    BAR_X,
    BASE_H,
    BOTTOM,
    CAPTION_LINE,
    CAPTION_PAD,
    FONT_CAPTION,
    FONT_MIN,
    FONT_SCORE,
    FRAME,
    HIGHLIGHT_KINDS,
    LEFT_Q,
    MID,
    PW,
    RIGHT_Q,
    SCOREBOARD_H,
    STRIP,
    TOP,
    TRAY,
    TRI,
    R,
    W,
    _arrow,
    _box_mark,
    _checker,
    _die,
    _fmt,
    _icon,
    _star,
    _text,
)
from .words import describe, label_of, point_labels

_QUOTE = {'"': "&quot;"}


class SvgBoard(str):
    """A standalone SVG document that displays itself in Jupyter."""

    def _repr_svg_(self) -> str:
        return str(self)


def _checked(position: object, size: object, orientation: object, perspective: object,
             arrows: object, play: object, highlights: object, lang: object, used_dice: object,
             score: object, crawford: object) -> list[tuple[int, int]]:
    """Every option of ``board_svg`` of its type and range (typed errors in Georgian and
    English); returns the arrows as pairs."""
    from ..core import checks as c
    from ..core.moves import Play

    c.position(position)
    c.number(size, "size", 1, 10_000)
    c.one_of(orientation, ("right", "left"), "orientation")
    c.one_of(lang, (None, "ka", "en"), "lang")
    c.instance(play, Play | None, "play")
    if perspective is not None:
        c.as_side(perspective, "perspective")
    for point, kind in (c.instance(highlights, Mapping | None, "highlights") or {}).items():
        c.whole(point, "highlights", 0, 25)
        c.one_of(kind, HIGHLIGHT_KINDS, "highlights")
    for die in c.items(used_dice, "used_dice"):
        c.whole(die, "used_dice", 1, 6)
    for value in c.items((0, 0, 0) if score is None else score, "score", 3):
        c.whole(value, "score", 0, 10**6)
    c.flag(crawford, "crawford")
    return c.point_pairs(arrows)


def _t(key: str, lang: str, **params: object) -> str:
    return translate(key, lang, **params)


class _Layout:
    """Where things are, for one orientation."""

    def __init__(self, orientation: str) -> None:
        if orientation not in ("right", "left"):
            raise ValueError("orientation must be 'right' or 'left'")
        self.mirror = orientation == "left"

    def x(self, x: float) -> float:
        return W - x if self.mirror else x

    def point_x(self, v: int) -> float:
        """Centre x of the viewer's point ``v``."""
        if v <= 6:
            x = RIGHT_Q + 6 * PW - (v - 1) * PW - PW / 2
        elif v <= 12:
            x = LEFT_Q + 6 * PW - (v - 7) * PW - PW / 2
        elif v <= 18:
            x = LEFT_Q + (v - 13) * PW + PW / 2
        else:
            x = RIGHT_Q + (v - 19) * PW + PW / 2
        return self.x(x)

    @staticmethod
    def top(v: int) -> bool:
        return v >= 13

    def slot(self, v: int, k: int) -> tuple[float, float]:
        """Centre of the ``k``-th checker (0 = at the edge) on the viewer's point ``v``."""
        k = min(k, 4)
        if self.top(v):
            return self.point_x(v), TOP + R + 2 * R * k
        return self.point_x(v), BOTTOM - R - 2 * R * k

    def bar_slot(self, viewer: bool, k: int) -> tuple[float, float]:
        k = min(k, 3)
        x = self.x(BAR_X + BAR_W / 2)
        return (x, MID + 28 + 2 * R * k) if viewer else (x, MID - 28 - 2 * R * k)

    def tray_centre(self, viewer: bool) -> tuple[float, float]:
        return self.x((TRAY[0] + TRAY[1]) / 2), (MID + BOTTOM) / 2 if viewer else (TOP + MID) / 2


_LAYOUTS = {False: _Layout("right"), True: _Layout("left")}


def _to_viewer(position: Sides, point: int, same_side: bool) -> int:
    """A point in the numbering of the side on roll → the viewer's numbering."""
    return point if same_side else position.for_other_side(point)


def _triangle(layout: _Layout, v: int) -> str:
    x = layout.point_x(v)
    if layout.top(v):
        pts = [(x - PW / 2, TOP), (x + PW / 2, TOP), (x, TOP + TRI)]
    else:
        pts = [(x - PW / 2, BOTTOM), (x + PW / 2, BOTTOM), (x, BOTTOM - TRI)]
    return " ".join(f"{_fmt(a)},{_fmt(b)}" for a, b in pts)


def _point_group(layout: _Layout, v: int, counts: tuple[int, Color | None], mark: str,
                 label: str, under: str = "") -> str:
    """One point's group: its triangle, checkers and mark, with its spoken ``label``."""
    return _drawn_point(layout.mirror, v, counts, mark, label, under)


@functools.lru_cache(maxsize=2048)
def _drawn_point(mirror: bool, v: int, counts: tuple[int, Color | None], mark: str,
                 label: str, under: str) -> str:
    """:func:`_point_group`, kept: a click changes a point or two of the 24, and a board
    redrawn in the live book (issue 41: every click ≤ 50 ms) draws the others as they were."""
    layout = _LAYOUTS[mirror]
    count, color = counts
    parts = [f'<g data-point="{v}" class="point"{label}>']
    fill = _POINT_FILL[v % 2]
    x = layout.point_x(v)
    y0 = TOP if layout.top(v) else MID
    parts.append(
        f'<rect x="{_fmt(x - PW / 2)}" y="{y0}" width="{PW}" height="{MID - TOP}" '
        f'fill="#000" fill-opacity="0"/>'
    )
    parts.append(f'<polygon points="{_triangle(layout, v)}" fill="{fill}" stroke="#5b3a1e" '
                 f'stroke-width="0.6"/>')
    parts.append(under)  # a pinned checker, drawn under the pinner's (plakoto, V25)
    if color is not None:
        for k in range(min(count, 5)):
            label = str(count) if k == 4 and count > 5 else None
            parts.append(_checker(*layout.slot(v, k), color, label))
    parts.append(mark)
    parts.append("</g>")
    return "".join(parts)


def _highlight(layout: _Layout, v: int, kind: str, count: int) -> str:
    """The overlay of one highlight kind on the viewer's point ``v`` (1–24)."""
    c = _MARK[kind]
    tri = _triangle(layout, v)
    if kind == "legal":
        x, y = layout.slot(v, count)
        return (
            f'<polygon points="{tri}" fill="none" stroke="{c}" stroke-width="3" '
            f'stroke-dasharray="6 3" class="hl legal"/>'
            f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{R - 3}" fill="none" stroke="{c}" '
            f'stroke-width="2.5" stroke-dasharray="4 2"/>'
        )
    if kind == "blocked":
        x = layout.point_x(v)
        ya, yb = (TOP + 4, TOP + 40) if layout.top(v) else (BOTTOM - 4, BOTTOM - 40)
        return (
            f'<polygon points="{tri}" fill="none" stroke="{c}" stroke-width="3" '
            f'class="hl blocked"/>'
            f'<path d="M{_fmt(x - 11)},{ya} L{_fmt(x + 11)},{yb} M{_fmt(x + 11)},{ya} '
            f'L{_fmt(x - 11)},{yb}" stroke="{c}" stroke-width="4"/>'
        )
    if kind == "highest":
        return (
            f'<polygon points="{tri}" fill="none" stroke="{c}" stroke-width="5" '
            f'class="hl highest"/>'
            f'<polygon points="{tri}" fill="none" stroke="#ffffff" stroke-width="1.5"/>'
        )
    if kind == "selected":
        x, y = layout.slot(v, max(count - 1, 0))
        return (
            f'<polygon points="{tri}" fill="none" stroke="{c}" stroke-width="3" '
            f'stroke-dasharray="1.5 3" stroke-linecap="round" class="hl selected"/>'
            f'<circle cx="{_fmt(x)}" cy="{_fmt(y)}" r="{R + 1.5}" fill="none" stroke="{c}" '
            f'stroke-width="4"/>'
        )
    if kind == "hit":
        x, y = layout.slot(v, 0)
        return _star(x, y, c) + '<g class="hl hit"/>'
    raise ValueError(f"unknown highlight kind {kind!r}; use one of {HIGHLIGHT_KINDS}")


def board_svg(
    position: Sides,
    *,
    size: int = 400,
    orientation: str = "right",
    perspective: Color | None = None,
    arrows: Iterable[tuple[int, int]] = (),
    play: Play | None = None,
    highlights: Mapping[int, str] | None = None,
    caption: str | None = None,
    lang: str | None = None,
    dice: Dice | DiceLike | Roll | None = None,
    used_dice: Sequence[int] = (),
    cube: tuple[int, Color | None] | None = None,
    cube_offered: bool = False,
    score: tuple[int, int, int] | None = None,
    crawford: bool = False,
    show_pips: bool = True,
    title: str | None = None,
    absent: Iterable[Color] = (),
    movable: Iterable[int] = (),
    raise_cube: bool = False,
    numbers: Color | None = None,
) -> SvgBoard:
    """An SVG diagram of ``position``.

    ``orientation`` puts the viewer's home bottom ``"right"`` (default, R152) or
    bottom ``"left"``; ``perspective`` is the colour at the bottom (default: the side on
    roll).  ``arrows`` are ``(src, dst)`` pairs and ``play`` a play of this position, both in
    the numbering of the side on roll (25 bar, 0 off); ``highlights`` maps such points to
    one of ``"legal"``, ``"blocked"``, ``"highest"``, ``"selected"``, ``"hit"``.
    ``dice`` (with ``used_dice``, the die values already played) are drawn on the roller's
    half; ``cube`` is ``(value, owner)`` with owner ``None`` for the middle — with
    ``cube_offered``, a double being offered: ``value`` is the new value and ``owner`` the side
    asked to take, and the cube is drawn in the middle of the board, marked; ``score`` is
    ``(white, black, match_length)`` (length 0: money play), drawn as a scoreboard above the
    board.  Text is in ``lang``
    (``"ka"``/``"en"``, default: the current language).  For the colours in ``absent``, the
    checkers not on the board are left out rather than drawn as borne off — a drill lists
    only the checkers that matter (the catalogue's ``X{…} O{…}``).  Every point carries its
    words in ``data-label``; the points in ``movable`` (the numbering of the side on roll:
    checkers that can move now) are marked ``data-movable`` for a tap to find.  With
    ``raise_cube`` the cube is YellowClub's raise cube (V68): in the middle it shows 1, not 64.
    With ``show_pips`` false neither the lines beside the board nor the screen reader's text
    give the pip counts (a pip-count question's board: they are its answer).
    ``numbers`` is the side whose numbering is written on the points and spoken in their words
    (default: the side on roll — the numbers a player on roll types and reads, chapter 12);
    ``data-point`` stays the viewer's numbering, the place a click is on.

    >>> from nardi_teach.short_nardi.position import Position
    >>> svg = board_svg(Position.initial())
    >>> svg.startswith("<svg") and svg.count("data-point=") == 26
    True
    """
    from ..core import checks as _checks

    arrows = _checked(position, size, orientation, perspective, arrows, play, highlights, lang,
                      used_dice, score, crawford)
    caption, title = (None if t is None else xml_text(t) for t in (caption, title))
    lang = lang or get_language()
    layout = _Layout(orientation)
    viewer = Color(position.turn if perspective is None else perspective)
    same = viewer == position.turn
    other = viewer.other
    numbering = Color(position.turn if numbers is None else as_side(numbers, "numbers"))
    mine, theirs = position.checkers(viewer), position.checkers(other)
    gone = _checks.sides(absent, "absent")
    cube, _ = _checks.cube_mark(cube), _checks.flag(cube_offered, "cube_offered")
    _checks.flag(raise_cube, "raise_cube")
    if gone:  # nothing borne off to show for those sides
        mine, theirs = (
            (0, *side[1:]) if color in gone else side
            for side, color in ((mine, viewer), (theirs, other))
        )
        position = type(position)._trusted(*(
            (0, *position.checkers(c)[1:]) if c in gone else position.checkers(c)
            for c in (position.turn, position.turn.other)), position.turn)
    marks = {_to_viewer(position, p, same): kind for p, kind in (highlights or {}).items()}
    for kind in marks.values():
        if kind not in HIGHLIGHT_KINDS:
            raise ValueError(f"unknown highlight kind {kind!r}; use one of {HIGHLIGHT_KINDS}")
    if play is not None and caption is None:
        caption = str(play) if play else _t("board.dance", lang)
    roll = coerce_any(dice) if dice is not None else None

    lines = _wrap(caption) if caption else []
    band = SCOREBOARD_H if score is not None else 0
    height = band + BASE_H + (CAPTION_LINE * len(lines) + CAPTION_PAD if lines else 0)
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {height}" '
        f'width="{size}" height="{round(size * height / W)}" role="img" '
        f'font-family="{_FONT}" class="nardi-board">'
    ]
    out.append(f"<title>{escape(title or _t('board.title', lang))}</title>")
    out.append(f"<desc>{escape(describe(position, viewer, layout.mirror, marks, roll, used_dice, cube, score, crawford, lang, cube_offered, raise_cube, numbering, show_pips))}</desc>")  # noqa: E501
    # what follows is the picture: the title and description above say it all, so a screen
    # reader meets no bare numbers („1“ … „24“, „64“) beside them
    out.append('<g aria-hidden="true">')
    can_move = {_to_viewer(position, p, same) for p in movable}
    labels = {v: f' data-label="{escape(text, _QUOTE)}"'
              + (' data-movable="1"' if v in can_move else "")
              for v, text in point_labels(position, viewer, marks, lang, can_move,
                                          numbering).items()}
    out.append(f'<rect x="0" y="0" width="{W}" height="{height}" fill="#ffffff"/>')
    if score is not None:
        out.append(_scoreboard(score, crawford, lang))
        out.append(f'<g transform="translate(0,{band})">')
    x0, x1 = layout.x(FRAME[0]), layout.x(FRAME[1])
    out.append(f'<rect x="{_fmt(min(x0, x1))}" y="{TOP - 6}" width="{FRAME[1] - FRAME[0]}" '
               f'height="{BOTTOM - TOP + 12}" fill="#5b3a1e" rx="3"/>')
    for qx in (LEFT_Q, RIGHT_Q):
        ax, bx = layout.x(qx), layout.x(qx + 6 * PW)
        out.append(f'<rect x="{_fmt(min(ax, bx))}" y="{TOP}" width="{6 * PW}" '
                   f'height="{BOTTOM - TOP}" fill="#efe3c6"/>')

    # the 24 points, placed from the viewer's side and numbered for ``numbering``
    for v in range(1, 25):
        if mine[v]:
            counts: tuple[int, Color | None] = (mine[v], viewer)
        elif theirs[position.for_other_side(v)]:
            counts = (theirs[position.for_other_side(v)], other)
        else:
            counts = (0, None)
        counts, under, over = pinned_under(layout, position, viewer, v, counts)
        mark = (_highlight(layout, v, marks[v], counts[0]) if v in marks else "") + over
        out.append(_point_group(layout, v, counts, mark, labels[v], under))
        y = TOP - 10 if layout.top(v) else BOTTOM + 22
        out.append(_text(layout.point_x(v), y, str(label_of(position, viewer, numbering, v)),
                         FONT_MIN, extra=' class="number"'))

    # the bar, with both sides' checkers (long nardi: a plain divider and the two heads)
    if position.has_bar:
        out.append(_bar(layout, mine, theirs, viewer, other, marks, labels[BAR]))
    else:
        out.append(_long_divider(layout))
        if getattr(position, "draws_heads", True):
            out.append(_long_heads(layout, position, viewer))

    # the bear-off tray: the viewer's half at the bottom
    tx0, tx1 = layout.x(TRAY[0]), layout.x(TRAY[1])
    out.append(f'<g data-point="{OFF}" class="off"{labels[OFF]}>'
               f'<rect x="{_fmt(min(tx0, tx1))}" y="{TOP - 6}" '
               f'width="{TRAY[1] - TRAY[0]}" height="{BOTTOM - TOP + 12}" fill="#5b3a1e" rx="3"/>')
    tray_x = min(tx0, tx1) + 4
    for side, color, is_viewer in ((mine, viewer, True), (theirs, other, False)):
        out.append(f'<rect x="{_fmt(tray_x)}" y="{MID + 3 if is_viewer else TOP}" width="36" '
                   f'height="{MID - TOP - 3}" fill="#efe3c6"/>')
        style = _CHECKER[color]
        for k in range(side[OFF]):
            y = BOTTOM - 8 - 8 * k if is_viewer else TOP + 1 + 8 * k
            out.append(f'<rect x="{_fmt(tray_x + 3)}" y="{y}" width="30" height="7" rx="1.5" '
                       f'fill="{style["fill"]}" stroke="{style["stroke"]}" stroke-width="1"/>')
            if style["ring"]:
                out.append(f'<line x1="{_fmt(tray_x + 7)}" y1="{y + 3.5}" x2="{_fmt(tray_x + 29)}" '
                           f'y2="{y + 3.5}" stroke="{style["ring"]}" stroke-width="1"/>')
        if side[OFF]:
            ty = BOTTOM - 8 - 8 * side[OFF] - 4 if is_viewer else TOP + 8 * side[OFF] + 16
            out.append(_text(tray_x + 18, ty, str(side[OFF]), FONT_MIN,
                             extra=' font-weight="bold" class="count"'))
    if OFF in marks:
        out.append(_box_mark(tx0, TOP - 6, tx1, BOTTOM + 6, marks[OFF]))
    out.append("</g>")

    if cube is not None:
        out.append(_cube(layout, cube, viewer, cube_offered, raise_cube))
    if roll is not None:
        out.append(_dice(layout, roll, used_dice, position.turn, same))

    # arrows (explicit pairs, then the play's moves)
    count = list(position.player)
    pairs = [(s, d, False) for s, d in arrows]
    if play is not None:
        pairs += [(m.src, m.dst, m.hit) for m in play.moves]
    for src, dst, hit in pairs:
        start = _place(layout, _to_viewer(position, src, same), same, max(count[src] - 1, 0))
        count[src] = max(count[src] - 1, 0)
        end = _place(layout, _to_viewer(position, dst, same), same, 0 if hit else count[dst])
        count[dst] += 1
        out.append(_arrow(*start, *end))
        if hit:
            out.append(_star(*end, _MARK["hit"]))

    out.append(_info(position, viewer, other, show_pips, lang, gone))
    for i, line in enumerate(lines):
        out.append(_text(W / 2, BASE_H + CAPTION_LINE * (i + 1) - 4, line, FONT_CAPTION,
                         extra=' class="caption" font-weight="bold"'))
    if score is not None:
        out.append("</g>")
    out.append("</g></svg>")
    return SvgBoard("".join(out))


def _bar(layout: _Layout, mine: Sequence[int], theirs: Sequence[int], viewer: Color,
         other: Color, marks: Mapping[int, str], label: str) -> str:
    """Short nardi's bar with both sides' checkers on it (a click target, ``data-point=25``)."""
    bx0, bx1 = layout.x(BAR_X), layout.x(BAR_X + BAR_W)
    out = [f'<g data-point="{BAR}" class="bar"{label}><rect x="{_fmt(min(bx0, bx1))}" y="{TOP}" '
           f'width="{BAR_W}" height="{BOTTOM - TOP}" fill="#6e4725"/>']
    for side, color, is_viewer in ((mine, viewer, True), (theirs, other, False)):
        n = side[BAR]
        for k in range(min(n, 4)):
            out.append(_checker(*layout.bar_slot(is_viewer, k), color,
                                str(n) if k == 3 and n > 4 else None))
    if BAR in marks:
        out.append(_box_mark(bx0, TOP, bx1, BOTTOM, marks[BAR]))
    out.append("</g>")
    return "".join(out)


# — long nardi (issue 13): no bar, both sides start from a head (L1, L3) —

def _long_divider(layout: _Layout) -> str:
    """The board's middle strip, which long nardi never uses (no ``data-point``: not a target)."""
    bx0, bx1 = layout.x(BAR_X), layout.x(BAR_X + BAR_W)
    return (f'<rect x="{_fmt(min(bx0, bx1))}" y="{TOP}" width="{BAR_W}" '
            f'height="{BOTTOM - TOP}" fill="#6e4725" class="divider"/>')


def _long_heads(layout: _Layout, position: Sides, viewer: Color) -> str:
    """A frame round the numbers of both heads (თავი, L1): the viewer's 24 and the other
    side's 24, which is the viewer's 12."""
    out = []
    for v in (24, position.for_other_side(24)):
        x = layout.point_x(v)
        y = TOP - 10 if layout.top(v) else BOTTOM + 22
        out.append(f'<rect x="{_fmt(x - PW / 2 + 1)}" y="{y - 16}" width="{PW - 2}" height="21" '
                   f'rx="4" fill="none" stroke="#5b3a1e" stroke-width="2" class="head"/>')
    return "".join(out)


def _wrap(caption: str) -> list[str]:
    """Caption lines that fit the board's width (Georgian letters are wider than Latin)."""
    georgian = sum("\u10a0" <= ch <= "\u10ff" for ch in caption) > len(caption) / 3
    width = 40 if georgian else 52
    lines: list[str] = []
    for paragraph in caption.split("\n"):
        lines += textwrap.wrap(paragraph, width) or [""]
    return lines


def _place(layout: _Layout, v: int, same: bool, k: int) -> tuple[float, float]:
    """Where an arrow starts or ends on the viewer's point ``v`` (the mover's checker)."""
    if v == BAR:
        return layout.bar_slot(same, k)
    if v == OFF:
        return layout.tray_centre(same)
    return layout.slot(v, k)


def _cube(layout: _Layout, cube: tuple[int, Color | None], viewer: Color,
          offered: bool = False, raising: bool = False) -> str:
    value, owner = cube
    if offered:  # in the side strip at mid-height, marked: clear of every checker (issue 23)
        x, y = layout.x((STRIP[0] + STRIP[1]) / 2), MID
        return (f'<g class="cube offered"><rect x="{_fmt(x - 16)}" y="{_fmt(y - 16)}" '
                f'width="32" height="32" rx="5" fill="#ffffff" stroke="{_MARK["selected"]}" '
                f'stroke-width="4"/>'
                + _text(x, y + 7, str(value), FONT_SCORE, extra=' font-weight="bold"') + "</g>")
    if owner is None:  # in the side strip at mid-height, as gnubg draws it: clear of the bar's
        x, y = layout.x((STRIP[0] + STRIP[1]) / 2), MID  # checkers
        label = "64" if value == 1 and not raising else str(value)  # the raise cube: 1 (V68)
    else:
        x = layout.x((STRIP[0] + STRIP[1]) / 2)
        y = BOTTOM - 20 if Color(owner) == viewer else TOP + 20
        label = str(value)
    return (f'<g class="cube"><rect x="{_fmt(x - 17)}" y="{_fmt(y - 17)}" width="34" height="34" '
            f'rx="4" fill="#ffffff" stroke="#000" stroke-width="2"/>'
            + _text(x, y + 6, label, FONT_MIN + 1, extra=' font-weight="bold"') + "</g>")


def _dice(layout: _Layout, roll: Dice, used: Sequence[int], roller: Color, same: bool) -> str:
    values = list(roll.moves) if roll.is_double else list(roll)  # two, or a Roll's 1–4
    left = list(used)
    flags = []
    for value in values:
        flags.append(value in left)
        if value in left:
            left.remove(value)
    centre = RIGHT_Q + 3 * PW if same else LEFT_Q + 3 * PW
    step = 32
    start = centre - step * (len(values) - 1) / 2
    return "".join(_die(layout.x(start + i * step), MID, value, roller, flag)
                   for i, (value, flag) in enumerate(zip(values, flags, strict=True)))


def _info(position: Sides, viewer: Color, other: Color, show_pips: bool, lang: str,
          gone: set[Color]) -> str:
    """A line above and below the board for each side: its colour, pips, checkers off, and
    who is on roll (no one, once a side has borne off all its checkers)."""
    out = []
    on_roll = position.turn if position.winner() is None else None
    for color, y in ((other, 20), (viewer, BASE_H - 10)):
        side = position.checkers(color)
        bits = [_t(f"side.{color.name.lower()}", lang)]
        if show_pips:
            bits.append(_t("board.pips_short", lang, pips=sum(i * n for i, n in enumerate(side))))
        if color not in gone:
            bits.append(_t("board.off_short", lang, count=side[OFF]))
        if color == on_roll:
            bits.append("◀ " + _t("board.on_roll", lang))
        out.append(_icon(STRIP[0] + 10, y - 5, color, 7))
        out.append(_text(STRIP[0] + 23, y, " · ".join(bits), FONT_MIN, "start",
                         ' class="info"' + (' font-weight="bold"' if color == on_roll
                                            else "")))
    return "".join(out)


def _scoreboard(score: tuple[int, int, int], crawford: bool, lang: str) -> str:
    """The band above the board: the match length (or money play), both scores, Crawford."""
    white, black, length = score
    label = (_t("board.scoreboard_match", lang, length=length) if length
             else _t("board.scoreboard_money", lang))
    y = SCOREBOARD_H / 2 + 6
    out = [f'<g class="scoreboard"><rect x="4" y="3" width="{W - 8}" '
           f'height="{SCOREBOARD_H - 8}" rx="6" fill="#f3ead7" stroke="#5b3a1e" '
           f'stroke-width="1.5"/>',
           _text(16, y, label, FONT_MIN, "start", ' class="info"')]
    cx = W / 2 + 30
    out.append(_text(cx - 46, y, _t("side.white", lang), FONT_MIN, "end"))
    out.append(_icon(cx - 34, y - 6, Color.WHITE, 7))
    out.append(_text(cx, y + 1, f"{white} : {black}", FONT_SCORE,
                     extra=' font-weight="bold" class="score"'))
    out.append(_icon(cx + 34, y - 6, Color.BLACK, 7))
    out.append(_text(cx + 46, y, _t("side.black", lang), FONT_MIN, "start"))
    if crawford:
        out.append(_text(W - 16, y, _t("board.crawford_short", lang), FONT_MIN, "end",
                         ' class="info" font-weight="bold"'))
    out.append("</g>")
    return "".join(out)


def play_svg(position: Sides, play: Play, **options: object) -> SvgBoard:
    """``position`` with ``play`` drawn as arrows (hits marked) and written as the caption."""
    return board_svg(position, play=play, **options)  # type: ignore[arg-type]


class ShownPlay:
    """A play on its position, shown as a diagram in a notebook (``str`` is the notation)."""

    __slots__ = ("position", "play", "options")

    def __init__(self, position: Sides, play: Play, **options: object) -> None:
        self.position, self.play, self.options = position, play, options

    def __str__(self) -> str:
        return str(self.play)

    def __repr__(self) -> str:
        return f"ShownPlay({self.position!r}, {self.play!r})"

    def _repr_svg_(self) -> str:
        return str(play_svg(self.position, self.play, **self.options))
