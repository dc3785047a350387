"""The board in words: the text a screen reader gets for a whole board (its ``<desc>``) and
for each point (``data-label`` on every ``<g data-point>``, spoken as a keyboard cursor moves
over the board).  Every word comes from the message catalogues."""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable, Mapping, Sequence

from ..core.board import BAR, OFF, Color
from ..core.dice import Dice
from ..core.sides import Sides
from ..i18n import translate
from .shapes import HIGHLIGHT_KINDS


def _t(key: str, lang: str, **params: object) -> str:
    return translate(key, lang, **params)


def _side(color: Color, lang: str) -> str:
    return _t(f"side.{Color(color).name.lower()}", lang)


def label_of(position: Sides, viewer: Color, numbers: Color, v: int) -> int:
    """The number written on the viewer's point ``v`` (1–24) when the board is numbered for
    ``numbers`` (the side on roll, chapter 12); bar and off keep their places."""
    if numbers == viewer or not 1 <= v <= 24:
        return v
    return position.for_other_side(v)


def where(points: Iterable[int], lang: str) -> str:
    """Points as numbered on the board, highest first, as a list (bar and off by name)."""
    names = []
    for p in sorted(points, reverse=True):
        names.append(_t("board.bar", lang) if p == BAR else _t("board.off", lang) if p == OFF
                     else str(p))
    return ", ".join(names)


def _checkers(counts: Sequence[tuple[int, Color]], lang: str) -> str:
    said = [_t("a11y.checkers", lang, count=n, side=_side(c, lang)) for n, c in counts if n]
    return ", ".join(said) if said else _t("a11y.empty", lang)


def point_labels(position: Sides, viewer: Color, marks: Mapping[int, str], lang: str,
                 movable: Collection[int] = (), numbers: Color | None = None
                 ) -> dict[int, str]:
    """What each point says to a keyboard cursor, by the viewer's number (bar 25, off 0):
    the point by the number written on it (``numbers``' numbering; default the viewer's),
    whose checkers and how many, and its mark (selected, a legal landing …); then, with a
    checker picked up, whether it can go there, else whether a checker of ``movable`` (the
    viewer's numbers) can move from there now."""
    if not isinstance(lang, str):  # the current language: not kept
        return _labels(position, viewer, marks, lang, movable, numbers)
    return dict(_kept_labels(type(position), position, viewer, tuple(sorted(marks.items())),
                             lang, frozenset(movable), numbers))


@functools.lru_cache(maxsize=512)
def _kept_labels(_kind: type, position: Sides, viewer: Color, marks: tuple[tuple[int, str], ...],
                 lang: str, movable: frozenset[int], numbers: Color | None) -> dict[int, str]:
    """:func:`point_labels`, kept: a board redrawn after a click (the live book) mostly says
    what it said before, and its hundred-odd words cost a tenth of the click."""
    return _labels(position, viewer, dict(marks), lang, movable, numbers)


def _labels(position: Sides, viewer: Color, marks: Mapping[int, str], lang: str,
            movable: Collection[int], numbers: Color | None) -> dict[int, str]:
    mine, theirs = position.checkers(viewer), position.checkers(viewer.other)
    other = viewer.other
    numbers = viewer if numbers is None else numbers
    out: dict[int, str] = {}
    for v in range(1, 25):
        counts = [(mine[v], viewer), (theirs[position.for_other_side(v)], other)]
        out[v] = _t("a11y.point", lang, point=label_of(position, viewer, numbers, v),
                    what=_checkers(counts, lang))
    if position.has_bar:
        out[BAR] = _t("a11y.bar", lang, what=_checkers([(mine[BAR], viewer),
                                                        (theirs[BAR], other)], lang))
    out[OFF] = _t("a11y.off", lang, what=_checkers([(mine[OFF], viewer), (theirs[OFF], other)],
                                                   lang))
    for v, kind in marks.items():
        if v in out:
            out[v] += " " + _t(f"a11y.mark.{kind}", lang)
    picked = "selected" in marks.values()
    for v in out:
        if picked and marks.get(v) not in ("legal", "hit", "selected"):
            out[v] += " " + _t("a11y.mark.cannot", lang)
        elif not picked and v in movable:
            out[v] += " " + _t("a11y.mark.movable", lang)
    return out


def describe(position: Sides, viewer: Color, mirror: bool, marks: Mapping[int, str],
             roll: Dice | None, used: Sequence[int], cube: tuple[int, Color | None] | None,
             score: tuple[int, int, int] | None, crawford: bool, lang: str,
             offered: bool = False, raise_cube: bool = False,
             numbers: Color | None = None, pips: bool = True) -> str:
    """The text a screen reader gets: sides, every checker, dice, cube (the raise cube by its
    own name), score, marks; points by the numbers written on them (``numbers``' numbering;
    default the viewer's); each side's pip count unless ``pips`` is false (the board of a
    pip-count question hides it from the screen reader too)."""
    def side(color: Color) -> str:
        return _side(color, lang)

    numbers = viewer if numbers is None else numbers

    def label(v: int) -> int:
        return label_of(position, viewer, numbers, v)

    corner = _t("board.corner.left" if mirror else "board.corner.right", lang)
    parts = [_t("board.bottom", lang, side=side(viewer), corner=corner),
             _t("board.numbered", lang, side=side(numbers))]
    if position.winner() is None:  # a finished game has no side to move
        parts.append(_t("board.turn", lang, side=side(position.turn)))
    if not position.has_bar and getattr(position, "draws_heads", True):  # long nardi's heads
        parts.append(_t("board.long_heads", lang, side=side(viewer), other=side(viewer.other),
                        mine=label(24), theirs=label(position.for_other_side(24))))
    for color in (viewer, viewer.other):
        own = position.checkers(color)
        items = []
        for q in range(24, 0, -1):  # the number written on the point
            n = own[q if color == numbers else position.for_other_side(q)]
            if n:
                items.append(_t("board.on_point", lang, point=q, count=n))
        if own[BAR]:
            items.append(_t("board.on_bar", lang, count=own[BAR]))
        if own[OFF]:
            items.append(_t("board.borne_off", lang, count=own[OFF]))
        if pips:
            items.append(_t("board.pips", lang, pips=sum(i * n for i, n in enumerate(own))))
        parts.append(_t("board.side_checkers", lang, side=side(color), items="; ".join(items)))
    if roll is not None:
        parts.append(_t("board.dice", lang, dice=tuple(roll)))
        if used:
            left = list(roll.moves)
            for d in used:
                if d in left:
                    left.remove(d)
            parts.append(_t("board.dice_left", lang, dice=left) if left
                         else _t("board.dice_none", lang))
    if cube is not None:
        value, owner = cube
        kind = "board.raise_cube" if raise_cube else "board.cube"
        if offered and owner is not None:
            parts.append(_t(f"{kind}_offered", lang, value=value, side=side(Color(owner))))
        else:
            parts.append(_t(f"{kind}_centre", lang, value=value) if owner is None
                         else _t(f"{kind}_owned", lang, value=value, side=side(Color(owner))))
    if crawford:
        parts.append(_t("board.crawford", lang))
    if score is not None:
        white, black, length = score
        key = "board.score_match" if length else "board.score_money"
        parts.append(_t(key, lang, length=length, white=white, black=black))
    kinds: dict[str, list[int]] = {}
    for v, kind in marks.items():
        kinds.setdefault(kind, []).append(v)
    for kind in HIGHLIGHT_KINDS:
        if kind in kinds:
            parts.append(_t(f"board.mark.{kind}", lang,
                            where=where([label(v) for v in kinds[kind]], lang)))
    return " ".join(parts)
