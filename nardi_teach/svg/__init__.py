"""Layer 4 — boards as SVG, in the manner of python-chess's ``chess.svg``: ``board_svg`` and
``play_svg`` (``board``), drawn from the primitives in ``shapes``."""

from .board import ShownPlay, SvgBoard, board_svg, play_svg
from .shapes import HIGHLIGHT_KINDS

__all__ = ["HIGHLIGHT_KINDS", "ShownPlay", "SvgBoard", "board_svg", "play_svg"]
