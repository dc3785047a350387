"""A computer opponent (issue 15): short nardi's ``Computer`` with Tesauro's *pubeval*.

>>> from nardi_teach import Game
>>> from nardi_teach.computer import Computer, play_out
>>> game = play_out(Game(seed=3), {c: Computer("strong", seed=3) for c in Color})
>>> game.is_over
True
"""

from ..core.board import Color
from .short import LEVELS, Computer, InvalidLevelError, play_out, scored_plays, undo_to_decision

__all__ = ["LEVELS", "Color", "Computer", "InvalidLevelError", "play_out", "scored_plays",
           "undo_to_decision"]
