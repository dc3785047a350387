"""Layer 2 — plakoto (პლაკოტო, V24–V31) and crazy plakoto (``crazy=True``, V44–V45, V57):
the short board and dice with pins instead of hits and no bar, so a board of its own.
``PlakotoPosition`` (``position``; its ID adds the pins to GNU Backgammon's Position ID),
the pin rules and the step check (``moves``) and reading a play (``notation``)."""

from .position import PlakotoPosition

__all__ = ["PlakotoPosition"]
