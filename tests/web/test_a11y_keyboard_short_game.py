"""Issue 23, point 1: a whole short-nardi game against the computer by keyboard alone.

In headless Chromium with the network cut, on ``book/play.html``: arrows, Enter, R, C, Tab to
a button — each turn mirrored in Python from the board's config; every cursor move says its
point (the SVG's ``data-label``), every event says the board's message, the computer's reply
is said move by move, and the end of the game is said.
"""

from __future__ import annotations

from typing import Any

from keyboard_play import play_a_whole_game


def test_a_whole_short_game_against_the_computer_by_keyboard_alone(browser: Any,
        site_url: str) -> None:
    # a whole game of 90 events with a double and a take (seed 5's game: 185)
    play_a_whole_game(browser, site_url, index=0, variant="short", seed=8)
