"""The YellowClub family's positions on the engine's seam (issue 20; V-ids:
``shared/rules/variants.md``).  This package holds the short-nardi (contrary) family, each
game its own class with ``Position``'s API:

* :class:`HyperPosition` — hypergammon (V12–V13), three checkers a side;
* :class:`TriplePosition`, :class:`TwoTwoPosition` — triple and "2-2" (V16–V18), three or
  four dice each its own move (``core.dice.Roll``);
* :class:`CaucasianPosition` — Caucasian short nardi's frozen hitter (V20–V23);
* :class:`CrazyShortPosition` — crazy short nardi's exact-only bear-off (V44–V46);
* :class:`PlakotoPosition` — plakoto and, with ``crazy=True``, crazy plakoto's board
  (V24–V31, V57): pins instead of hits, no bar.

IDs: the first five are short nardi's board, so their ID is GNU Backgammon's Position ID
(``gnubg_id``; gnubg uses the same for hypergammon) and ``repr`` names the class; plakoto's
ID adds the pins (``PlakotoPosition.id``, documented in ``variants.plakoto``).
"""

from .plakoto import PlakotoPosition
from .short_family import (
    CaucasianPosition,
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)

__all__ = ["CaucasianPosition", "CrazyShortPosition", "HyperPosition", "PlakotoPosition",
           "TriplePosition", "TwoTwoPosition"]
