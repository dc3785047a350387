"""One numbering for everything a learner reads about a move (issue 23, the beginner's view).

The board draws its numbers from the viewer's side; a move the other side made is written in
those same numbers, so the text and the arrow on the board agree ("1/4" where the arrow runs
from point 1 to point 4): the computer's move line and its move-by-move showing.  A play
typed on the board is read the same way (:func:`mirrored` both ways).

>>> from nardi_teach import Color, Position
>>> play = Position.initial().parse_play("24/18 13/8", "6-5")
>>> str(play), seen(Position, str(play), Color.BLACK, Color.WHITE)
('24/18 13/8', '1/7 12/17')
>>> mirrored(Position, "bar/22* 6/off 8/2(2)")
'bar/3* 19/off 17/23(2)'
"""

from __future__ import annotations

import re

from ..core.board import Color

_POINT = re.compile(r"(?<![(\d])\d+(?![)\d])")  # a point number, not a count like "(2)"


def mirrored(position: type, text: str) -> str:
    """Notation with every point (1–24) in the other side's numbering; ``bar``, ``off`` and
    counts stay.  ``position``: the game's position class (its ``for_other_side``)."""
    return _POINT.sub(lambda m: str(position.for_other_side(int(m[0])))
                      if 1 <= int(m[0]) <= 24 else m[0], text)


def seen(position: type, text: str, mover: Color, viewer: Color) -> str:
    """A move or play ``mover`` wrote (its own numbering) in the numbers drawn for ``viewer``."""
    return text if mover == viewer else mirrored(position, text)
