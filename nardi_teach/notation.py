"""Standard play notation, out (``format_play``) and in (``parse_play``).

Out: moves sorted by starting point, highest first; one checker's consecutive moves joined
(``24/13``), an intermediate point shown only where it hit (``13/7*/2``), identical moves
grouped (``8/2(2)``), ``bar`` and ``off`` spelled out.

In: what people write — ``24/13``, ``24/18 18/13``, ``24/18/13``, ``b/22``, ``25/22``,
``6/0``, ``6/o``, ``*`` and ``(2)`` optional, commas, any case and spacing — read into
checker movements and matched against the generated legal plays by their result.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING

from .dice import Dice, DiceLike
from .errors import AmbiguousPlayError, NotationError
from .movegen import MASK_SHIFT, encode

if TYPE_CHECKING:
    from .moves import Move, Play
    from .position import Position

Segment = tuple[int, int, bool]  # (src, dst, marked with *)

_POINT_WORDS = {"bar": 25, "b": 25, "ბარი": 25, "ბ": 25, "off": 0, "o": 0, "გატანა": 0}
_COUNTS = (1 << MASK_SHIFT) - 1  # the counts part of a result key
_COUNT = re.compile(r"^(.*?)\((\d)\)$")


def _name(point: int) -> str:
    return "bar" if point == 25 else "off" if point == 0 else str(point)


def format_play(play: Play) -> str:
    """Standard notation of a play (empty string for a dance)."""
    chains: list[list[Move]] = []
    for move in sorted(play.moves, key=lambda m: (-m.src, -m.dst)):
        for chain in chains:
            if chain[-1].dst == move.src and move.src != 0:
                chain.append(move)
                break
        else:
            chains.append([move])
    texts = []
    for chain in chains:
        parts = [_name(chain[0].src)]
        for move in chain[:-1]:
            if move.hit:
                parts.append(f"{_name(move.dst)}*")
        parts.append(_name(chain[-1].dst) + ("*" if chain[-1].hit else ""))
        texts.append(((chain[0].src, chain[-1].dst), "/".join(parts)))
    counts = Counter(text for _, text in texts)
    out = []
    for _, text in sorted(set(texts), key=lambda t: (-t[0][0], -t[0][1], t[1])):
        out.append(text if counts[text] == 1 else f"{text}({counts[text]})")
    return " ".join(out)


def _point(token: str, text: str) -> tuple[int, bool]:
    marked = token.endswith("*")
    core = token.rstrip("*")
    if core in _POINT_WORDS:
        return _POINT_WORDS[core], marked
    if core.isdigit() and len(core) <= 2 and int(core) <= 25:
        return int(core), marked
    if not core:
        raise NotationError("notation.syntax", text=text)
    raise NotationError("notation.point", token=token)


def read_segments(text: str) -> list[Segment]:
    """Checker movements written in ``text``, one per ``a/b`` pair, repeats expanded.

    Raises ``NotationError`` for anything that is not play notation.
    """
    if not isinstance(text, str):
        raise NotationError("notation.syntax", text=str(text))
    cleaned = text.strip().lower().replace(",", " ").replace(";", " ")
    cleaned = re.sub(r"\s*/\s*", "/", cleaned)
    cleaned = re.sub(r"\s*\(\s*(\d)\s*\)", r"(\1)", cleaned)
    if cleaned in ("", "-", "—", "pass", "dance"):
        return []
    segments: list[Segment] = []
    for token in cleaned.split():
        repeat = 1
        count = _COUNT.match(token)
        if count:
            token, repeat = count.group(1), int(count.group(2))
            if not 1 <= repeat <= 4:
                raise NotationError("notation.syntax", text=text)
        parts = token.split("/")
        if len(parts) < 2:
            raise NotationError("notation.syntax", text=text)
        points = [_point(part, text) for part in parts]
        if points[0][0] == 0 or any(p == 25 for p, _ in points[1:]):
            raise NotationError("notation.syntax", text=text)
        if any(p == 0 for p, _ in points[1:-1]):
            raise NotationError("notation.syntax", text=text)
        for _ in range(repeat):
            for (src, _), (dst, marked) in zip(points, points[1:], strict=False):
                segments.append((src, dst, marked))
    return segments


def parse_play(position: Position, text: str, dice: DiceLike) -> Play:
    """The legal play ``text`` means in ``position`` with ``dice``.

    Raises ``NotationError`` (cannot be read), ``AmbiguousPlayError`` (several legal plays
    fit), or ``IllegalPlay`` explaining which rule the play breaks.
    """
    from .explain import explain_segments
    from .moves import Play

    roll = Dice.coerce(dice)
    segments = read_segments(text)
    legal = position.legal_plays(roll)
    me = list(position.player)
    named_hits = 0
    for src, dst, marked in segments:
        me[src] -= 1
        me[dst] += 1
        if dst and (marked or position.opponent[25 - dst] == 1):
            named_hits |= 1 << dst
    target = encode(me) if min(me) >= 0 else -1
    candidates = [key for key in legal.keys() if key & _COUNTS == target]
    if len(candidates) > 1:
        exact = [key for key in candidates if key >> MASK_SHIFT == named_hits]
        candidates = exact or candidates
    if len(candidates) == 1:
        play = legal.play_for(candidates[0])
        assert play is not None
        return play
    if candidates:
        options = ", ".join(str(legal.play_for(key)) for key in candidates)
        raise AmbiguousPlayError("notation.ambiguous", text=text, options=options)
    if not segments and not legal:
        return Play()  # a dance: nothing to play (R48, R63)
    explain_segments(position, roll, segments, legal)
    raise AssertionError("unreachable: explain_segments always raises")  # pragma: no cover
