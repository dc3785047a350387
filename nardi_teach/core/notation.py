"""Play notation shared by every variant: writing a play (``format_play``) and reading the
checker movements a text names (``read_segments``; syntax only — no rules).

Out: moves sorted by starting point, highest first; one checker's consecutive moves joined
(``24/13``), an intermediate point shown only where it hit (``13/7*/2``), identical moves
grouped (``8/2(2)``), ``bar`` and ``off`` spelled out.

In: ``24/13``, ``24/18 18/13``, ``24/18/13``, ``b/22``, ``25/22``, ``6/0``, ``6/o``, ``*`` and
``(2)`` optional, commas, any case and spacing.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from typing import TYPE_CHECKING

from .errors import NotationError

if TYPE_CHECKING:
    from .moves import Move, Play

Segment = tuple[int, int, bool]  # (src, dst, marked with *)

_POINT_WORDS = {"bar": 25, "b": 25, "ბარი": 25, "ბ": 25, "off": 0, "o": 0, "გატანა": 0}
_COUNT = re.compile(r"^(.*?)\(([0-9])\)$")


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
    if core.isascii() and core.isdigit() and len(core) <= 2 and int(core) <= 25:
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
    cleaned = "".join(c for c in text if unicodedata.category(c) != "Cf")  # zero-width spaces
    cleaned = cleaned.strip().lower().replace(",", " ").replace(";", " ")
    # spaces around "/" and before "(" go, in one pass (a pattern starting with spaces
    # reads a long run of them again from each of its spaces: quadratic, issue 40)
    cleaned = "/".join(part.strip() for part in cleaned.split("/"))
    parts = cleaned.split("(")
    cleaned = "(".join([*(part.rstrip() for part in parts[:-1]), parts[-1]])
    cleaned = re.sub(r"\(\s*([0-9])\s*\)", r"(\1)", cleaned)
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


