"""The exercise kinds (each module registers its kinds in ``exercises.registry`` when
imported): the base classes (``base``), plays and the board (``board``), the game, the cube,
scoring and matches (``game``), what follows a play in the family's turn flow (``flow``) and
the small rules tables (``table``, with the tables themselves in ``tables``), and a learner's
mistake in a game to play better (``mistake``)."""

from . import board, flow, game, mistake, table  # noqa: F401 - each registers its kinds
