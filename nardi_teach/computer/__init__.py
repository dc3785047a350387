"""A computer opponent (issues 15, 22): short nardi's ``Computer`` with an evaluator of our own
(:mod:`.evaluate`: a neural network in pure Python and an exact bear-off database), cube
decisions from its probabilities (:mod:`.cube`), and a tutor (:mod:`.tutor`).

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
