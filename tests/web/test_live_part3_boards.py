"""Part III's live boards in the browser (issue 21, proof), headless Chromium with the network
cut: on every chapter's own board a legal play by clicks (or typed, the keyboard's way) and a
refusal explained with its V-id; and each flow rule on a live game board — a granted double
(V62), the extra roll (V65), moves passed to the opponent (V66) and the mother rule (V31).

Every step is mirrored in Python on the board the page's config describes
(``controllers.config.controller``), and the page must show the mirror's very message.  One
page per chapter, opened once for the module.  Set NARDI_BOOK_HTML to reuse a build.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from browser import LIVE, READY_MS, new_context, offline

from nardi_teach.controllers.board import BoardController
from nardi_teach.controllers.config import act, controller


class Board:
    """A live board on the page and its mirror in Python."""

    def __init__(self, page: Any, element: Any) -> None:
        self.page, self.element = page, element
        self.config = json.loads(element.get_attribute("data-nardi-board"))
        self.mirror: BoardController = controller(self.config)

    @property
    def message(self) -> str:
        return self.element.locator(".nardi-message-text").text_content() or ""

    def _send(self, action: dict[str, Any], do: Any) -> str:
        """Do ``do()`` on the page, ``action`` on the mirror; the page's message, checked."""
        count = int(self.page.evaluate("window.nardiLive.timings.length"))
        act(self.mirror, action)
        do()
        self.page.wait_for_function(f"window.nardiLive.timings.length >= {count + 1}",
                                    timeout=60_000)
        shown = self.message
        if self.mirror.error:  # a refusal is marked on the page
            assert shown.startswith("⚠ "), shown
            shown = shown.removeprefix("⚠ ")
        assert shown == self.mirror.message, (shown, self.mirror.message)
        link = self.element.locator(".nardi-message-rule")  # the rule: linked beside, in words
        if self.mirror.rules:
            assert link.is_visible() and link.text_content() == "ეს წესი წიგნში"
            return f"{shown} ({link.get_attribute('title')})"  # the ids the link stands for
        return shown

    def click(self, point: int) -> str:
        """Click ``point`` in the numbering of the side on roll."""
        seen = self.mirror.to_viewer(point)
        view = self.element.locator(f".nardi-board-view [data-point='{seen}']").first
        return self._send({"type": "click", "point": seen}, view.click)

    def move(self, *points: int) -> str:
        said = ""
        for point in points:
            said = self.click(point)
        return said

    def button(self, action: str) -> str:
        button = self.element.locator(f"button[data-action='{action}']")
        return self._send({"type": action}, button.click)

    def dice(self, text: str) -> str:
        """Write ``text`` in the dice box and press "ამ კამათლებით"."""
        self.element.locator("input.nardi-dice-text").fill(text)
        button = self.element.locator("button[data-action='set_dice']")
        return self._send({"type": "roll", "dice": text}, button.click)

    def type_play(self, text: str) -> str:
        """Type a whole play in the notation field and press Enter (the keyboard's way)."""
        field = self.element.locator("input.nardi-play-input")
        field.fill(text)
        return self._send({"type": "play", "text": text}, lambda: field.press("Enter"))


@pytest.fixture(scope="module")
def chapter(browser: Any, site_url: str) -> Iterator[Any]:
    """``chapter(name)``: that Part III page, live, opened once for the module."""
    context = new_context(browser, viewport={"width": 1366, "height": 900},
                                  reduced_motion="reduce")
    context.route("**/*", offline)
    pages: dict[str, Any] = {}
    errors: list[str] = []

    def open_page(name: str) -> Any:
        if name not in pages:
            page = context.new_page()
            page.on("pageerror", lambda error: errors.append(f"{name}: {error}"))
            page.goto(f"{site_url}/book/{name}.html", wait_until="load")
            page.wait_for_function(LIVE, timeout=READY_MS)
            assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
            pages[name] = page
        return pages[name]

    yield open_page
    context.close()
    assert errors == []


def board(page: Any, **want: Any) -> Board:
    """The first live board of ``page`` whose config has the values ``want``."""
    elements = page.locator(".nardi-live-board[data-nardi-board]")
    for k in range(elements.count()):
        element = elements.nth(k)
        config = json.loads(element.get_attribute("data-nardi-board"))
        if all(config.get(key) == value for key, value in want.items()):
            element.scroll_into_view_if_needed()
            return Board(page, element)
    raise AssertionError(f"no live board with {want}")


# — a legal play and a refusal with its V-id, on each chapter's own board —

def test_V44_ch31_crazy_board_refuses_the_larger_number_and_bears_off_the_exact_one(
        chapter: Any) -> None:
    live = board(chapter("31_family"), variant="crazy", mode="free")
    live.move(4)
    assert "V44" in live.click(0) and live.mirror.error
    assert live.move(3, 0).startswith("სვლა მზადაა: 3/off")
    assert live.button("confirm").startswith("თეთრი: 3/off")


def test_V12_ch31_sport_and_practice_boards_start(chapter: Any) -> None:
    page = chapter("31_family")
    sport = board(page, variant="sport", mode="game")
    assert sport.button("roll").startswith("საწყისი სროლა")
    drill = board(page, variant="crazy", mode="practice")
    assert drill.message.startswith("სავარჯიშო 1/2")


def test_V18_V21_ch32_three_dice_must_all_be_played_and_the_frozen_hitter_stays(
        chapter: Any) -> None:
    page = chapter("32_short_family")
    triple = board(page, variant="triple")
    triple.move(24, 18)
    assert "V18" in triple.button("confirm")
    triple.move(13, 8, 13, 9)
    assert triple.button("confirm").startswith("თეთრი: 24/18 13/9 13/8") or (
        not triple.mirror.error)
    caucasian = board(page, variant="caucasian")
    caucasian.move(8, 4)
    assert "V21" in caucasian.click(4) and caucasian.mirror.error
    assert caucasian.move(13, 10).startswith("სვლა მზადაა")
    hyper = board(page, variant="hypergammon", mode="game")
    assert hyper.button("roll").startswith("საწყისი სროლა")


def test_V25_V26_ch33_a_pin_by_clicks_and_the_pinned_checker_cannot_move(
        chapter: Any) -> None:
    live = board(chapter("33_plakoto"), variant="plakoto", mode="free")
    live.move(13, 12, 8, 2)
    assert live.button("confirm").startswith("თეთრი: 13/12* 8/2")
    live.dice("6-5")
    said = live.click(13)  # Black's pinned checker, in Black's numbering
    assert "V26" in said and "ჩაჭერილია" in said


def test_V34_ch34_fevga_takes_one_checker_from_the_head_and_a_play_typed(
        chapter: Any) -> None:
    page = chapter("34_long_family")
    fevga = board(page, variant="fevga")
    fevga.move(24, 18)
    assert "V34" in fevga.click(24) and fevga.mirror.error
    fevga.move(9, 4)
    assert fevga.button("confirm").startswith("თეთრი: 24/18 9/4")
    greek = board(page, variant="fevga_greek")
    assert "V38" in greek.click(24)
    khachapuri = board(page, variant="khachapuri")
    assert khachapuri.type_play("24/21(4)").startswith("თეთრი: 24/21(4)")
    assert not khachapuri.mirror.error


def test_V68_V69_ch36_raises_by_the_button_1_2_3_and_checkers_wait_for_the_answer(
        chapter: Any) -> None:
    live = board(chapter("36_raise_cube"), mode="game")
    assert live.config["rules"]["cube_kind"] == "raise"
    double = live.element.locator("button[data-action='double']")
    live.button("roll")
    assert double.text_content() == "აწევა"
    _play_first(live)
    assert live.button("double").startswith("შავი აწევას გთავაზობთ (2-მდე)")
    said = live.click(6)  # a checker before the answer
    assert "V69" in said and said.startswith("ჯერ აწევის შეთავაზებას") and live.mirror.error
    assert live.button("take").startswith("აწევა მიღებულია: ფსონი 2-ია")
    live.button("roll")
    assert double.is_disabled()  # after the roll, no raise (V69)
    _play_first(live)
    live.button("double")
    assert live.button("take").startswith("აწევა მიღებულია: ფსონი 3-ია")  # 1, 2, 3 (V68)


def _play_first(live: Board) -> None:
    """Play the mirror's first legal play by clicks and confirm it."""
    turn = live.mirror.turn
    assert turn is not None
    for move in next(iter(turn.legal)).moves:
        live.move(move.src, move.dst)
    live.button("confirm")


# — the flow rules on live game boards —

def test_V62_flow_a_granted_double_follows_a_double_played_in_full(chapter: Any) -> None:
    live = board(chapter("35_crazy"), variant="crazy", mode="game")
    assert live.config["rolls"] == [5, 5]  # the sixth personal roll comes next (V61)
    live.dice("3-3")
    live.move(24, 21, 21, 18, 20, 17, 20, 17)
    said = live.button("confirm")
    assert "V62" in said and "4-4" in said
    svg = live.element.locator(".nardi-board-view svg").text_content() or ""
    assert "პროგრესიის დუბლი: 4-4" in svg
    # the granted double is a fresh roll: still one checker from the head (V63, V42)
    live.move(24, 20)
    assert "V42" in live.click(24) and live.mirror.error


def test_V65_flow_the_extra_roll_after_a_double_played_in_full(chapter: Any) -> None:
    live = board(chapter("35_crazy"), variant="gul_bara", mode="game",
                 position=_gul_bara_position({24: 13, 18: 1, 17: 1}))
    live.dice("2-2")
    live.move(24, 22, 22, 20, 20, 18, 18, 16)
    said = live.button("confirm")
    assert "V65" in said and live.mirror.game.on_roll.name == "WHITE"
    assert live.dice("3-3").startswith("თეთრი: 3-3")


def test_V66_flow_moves_passed_to_the_opponent_are_played_before_its_roll(
        chapter: Any) -> None:
    live = board(chapter("35_crazy"), variant="gul_bara", mode="game",
                 position=_gul_bara_position({24: 14, 18: 1}))
    live.dice("6-6")
    live.move(24, 18)
    said = live.button("confirm")
    assert "V66" in said and "შავს გადაეცემა" in said
    roll = live.element.locator("button[data-action='roll']")
    assert roll.is_disabled()
    live.move(24, 18)
    assert "იკარგება" in live.button("confirm")


def test_V31_flow_the_mother_pinned_ends_the_game(chapter: Any) -> None:
    live = board(chapter("33_plakoto"), variant="plakoto", mode="game")
    live.dice("5-2")
    live.move(6, 1, 8, 6)
    said = live.button("confirm")
    assert said.startswith("პარტია დასრულდა: თეთრმა მოიგო") and "V31" in said
    assert live.mirror.game.is_over


def _gul_bara_position(white: dict[int, int]) -> str:
    from nardi_teach.long_nardi.family import GulBaraPosition

    return GulBaraPosition.from_checkers(white, {12: 15}).position_id()


# — a printed Part III chapter —

_PRINTED = r"""() => {
  const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
  const controls = [...document.querySelectorAll(
      '.nardi-live-board button, .nardi-live-board input, .nardi-live-board select, ' +
      '.nardi-live-controls, .nardi-board-tools, .nardi-keys-help, .nardi-ex button, ' +
      '.nardi-ex input, .nardi-ex summary, .bd-sidebar-primary, .bd-header-article, ' +
      '.prev-next-area, .bd-footer')].filter(shown).map((e) => e.tagName + '.' + e.className);
  const body = document.querySelector('.bd-article') || document.body;
  const wide = [...body.querySelectorAll('*')].filter((e) => !e.closest('svg'))
    .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
    .map((e) => e.tagName + '.' + e.className).slice(0, 5);
  const boards = [...document.querySelectorAll('.nardi-live-board svg')].filter(shown).length;
  return {controls, wide, boards};
}"""


def test_a_printed_part3_chapter_reads_as_a_handout(chapter: Any,
                                                     tmp_path_factory: Any) -> None:
    """Chapter 35 printed after it went live (and was played on): its boards stay as pictures
    (the live ones too), no button, box or page chrome, nothing wider than the page, the
    answer key at the end; the PDF (A4) is kept for a look (``NARDI_PRINT_PDF`` names where)."""
    import os
    import re

    page = chapter("35_crazy")
    page.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
    page.emulate_media(media="print")
    seen = page.evaluate(_PRINTED)
    assert seen["controls"] == [] and seen["wide"] == []
    assert seen["boards"] == page.locator(".nardi-live-board").count() >= 3
    key = page.locator(".nardi-key")
    assert key.is_visible()
    assert key.locator(".nardi-key-item").count() == page.locator(".nardi-ex").count() >= 8
    pdf = page.pdf(format="A4", print_background=True)
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    print(f"\nchapter 35 printed: {pages} A4 pages")
    assert 4 <= pages <= 30
    out = os.environ.get("NARDI_PRINT_PDF") or str(tmp_path_factory.mktemp("print") / "35.pdf")
    with open(out, "wb") as file:
        file.write(pdf)
    page.emulate_media(media="screen")
    page.set_viewport_size({"width": 1366, "height": 900})
