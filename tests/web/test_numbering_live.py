"""One numbering on the live boards (issue 38, point 1), headless Chromium with the network
cut: on a short-nardi, a long-nardi and a plakoto board drawn with White at the bottom, Black
on roll reads the numbers of Black's own side on the board; a click on the point labelled *n*
is answered about *n*, and Black's play typed in Black's own numbers is taken.  Every step is
mirrored in Python (``test_live_part3_boards.Board``); screenshots of each refusal are kept in
``/tmp/nardi_numbering_*.png`` at 1366 and 390 pixels wide.  Set NARDI_BOOK_HTML to reuse a
build."""

from __future__ import annotations

import re
from typing import Any

import pytest
from test_live_part3_boards import Board, board, chapter  # noqa: F401  (the fixture)

from nardi_teach import BLACK, WHITE
from nardi_teach.short_nardi.explain import Turn

_GROUP = re.compile(r'<g data-point="(\d+)" class="point".*?class="number"[^>]*>(\d+)</text>')


def named(message: str, n: int) -> bool:
    word = "პირველ" if n == 1 else f"მე-{n}" if n <= 20 else f"{n}-ე"
    return re.search(re.escape(word) + r"(?!\d)", message) is not None


def to_black(live: Board) -> None:
    """Play White's turns (the mirror's first legal play, clicked) until Black has dice."""
    for _ in range(12):
        mirror = live.mirror
        if mirror.position.turn is BLACK and mirror.turn is not None:
            return
        if mirror.turn is None:
            live.dice("3-1")
            continue
        if not mirror.turn.is_complete:
            play = sorted(mirror.turn.legal, key=str)[0]
            for move in play.moves:
                live.click(move.src)
                live.click(move.dst)
        live.button("confirm")
    raise AssertionError("Black never came on roll")


def shoot(live: Board, name: str) -> None:
    page = live.page
    for width in (1366, 390):
        page.set_viewport_size({"width": width, "height": 900})
        live.element.scroll_into_view_if_needed()
        live.element.screenshot(path=f"/tmp/nardi_numbering_{name}_{width}.png")
    page.set_viewport_size({"width": 1366, "height": 900})


@pytest.mark.parametrize(("page", "want", "name"), [
    ("08_cube", {"mode": "game", "seed": 8}, "short"),
    ("21_long_board", {}, "long"),
    ("33_plakoto", {"mode": "game"}, "plakoto"),
])
def test_black_on_roll_reads_the_numbers_on_the_board(chapter: Any, page: str, want: dict,  # noqa: F811
                                                      name: str) -> None:
    live = board(chapter(page), **want)
    to_black(live)
    mirror = live.mirror
    assert mirror.viewer is WHITE and mirror.position.turn is BLACK  # White stays at the bottom
    drawn = {int(v): int(n) for v, n in _GROUP.findall(
        live.element.locator(".nardi-board-view").inner_html())}
    empty = [v for v, n in drawn.items() if not mirror.position.player[n]]
    place = empty[len(empty) // 2]
    said = live.click(mirror.to_engine(place))  # the helper clicks by the engine's number
    assert live.mirror.error and named(said, drawn[place]), (drawn[place], said)
    shoot(live, name)
    legal = sorted(Turn.start(mirror.position, mirror.turn.dice).legal, key=str)
    said = live.type_play(str(legal[0]))  # Black's own numbers, as chapter 12 teaches
    assert not live.mirror.error, said
