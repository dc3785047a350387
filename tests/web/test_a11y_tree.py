"""What a screen reader meets on a live board (issue 41, point 6), in headless Chromium.

Read from Chromium's own accessibility tree (the DevTools protocol's full AX tree) on the raise
cube's chapter, the board live: the board's picture speaks its title and its description — the
position in words, the cube called „აწევის კუბი“ as the chapter calls it — and no bare number
(„1“ … „24“, „64“, „0 : 0“) beside them. Each point's words (what the cursor says, nardi_keys.js)
tell how many checkers of whose colour stand there and whether one can move now; with a checker
picked up, whether it can go there.
"""

from __future__ import annotations

import json
import re
from typing import Any

from browser import LIVE, READY_MS, click_and_wait, new_context, offline

from nardi_teach.controllers.config import act, controller

PAGE = "book/36_raise_cube.html"
BARE = re.compile(r"^[\d\s:/·.,-]+$")  # a number, a score „0 : 0“: no words


def _board_tree(page: Any) -> list[dict[str, Any]]:
    """The AX nodes (not ignored) under the page's first board group, from Chromium itself."""
    cdp = page.context.new_cdp_session(page)
    nodes = cdp.send("Accessibility.getFullAXTree")["nodes"]
    by_id = {n["nodeId"]: n for n in nodes}
    label = page.get_attribute("[data-nardi-board]", "aria-label")
    root = next(n for n in nodes if n.get("role", {}).get("value") == "group"
                and n.get("name", {}).get("value") == label)
    out, stack = [], list(root.get("childIds", []))
    while stack:
        node = by_id.get(stack.pop())
        if node is None:
            continue
        if not node.get("ignored"):
            out.append(node)
        stack.extend(node.get("childIds", []))
    return out


def _texts(tree: list[dict[str, Any]]) -> list[str]:
    return [n.get("name", {}).get("value", "") for n in tree
            if n.get("role", {}).get("value") in ("StaticText", "text", "InlineTextBox")]


def _labels(view: Any) -> dict[str, str]:
    """Each point's words, as the cursor says them (data-label), by the board's numbers."""
    return dict(view.evaluate("""v => [...v.querySelectorAll('svg [data-point]')]
        .map((g) => [g.dataset.point, g.dataset.label])"""))


def _open(browser: Any, site_url: str) -> Any:
    context = new_context(browser, viewport={"width": 1366, "height": 900})
    context.route("**/*", offline)
    page = context.new_page()
    page.goto(f"{site_url}/{PAGE}", wait_until="load")
    page.wait_for_function(LIVE, timeout=READY_MS)
    assert page.evaluate("document.documentElement.dataset.nardiLive") == "ready"
    return page


def test_the_board_exposes_its_description_and_no_bare_numbers(browser: Any,
                                                               site_url: str) -> None:
    page = _open(browser, site_url)
    try:
        tree = _board_tree(page)
        images = [n for n in tree if n.get("role", {}).get("value") == "image"]
        assert len(images) == 1
        described = images[0].get("description", {}).get("value", "")
        assert "აწევის კუბი" in described and "გაორმაგების" not in described
        assert "24-ე პუნქტზე — 2" in described  # the position in words
        bare = [t for t in _texts(tree) if t.strip() and BARE.match(t)]
        assert bare == [], bare
        # the probe sees them when they are exposed: the same board with the picture unhidden
        page.evaluate("document.querySelector('[data-nardi-board] svg > g[aria-hidden]')"
                      ".removeAttribute('aria-hidden')")
        shown = [t for t in _texts(_board_tree(page)) if t.strip() and BARE.match(t)]
        assert "24" in shown
    finally:
        page.context.close()


def test_each_point_says_whether_a_checker_can_move_there(browser: Any, site_url: str) -> None:
    page = _open(browser, site_url)
    try:
        element = page.locator("[data-nardi-board]").first
        board = controller(json.loads(element.get_attribute("data-nardi-board")))
        view = element.locator(".nardi-board-view")
        for _ in range(4):  # the opening roll (a tie is rolled again), mirrored in Python
            click_and_wait(page, element, {"type": "roll"})
            act(board, {"type": "roll"})
            if board.turn is not None:
                break
        assert board.turn is not None, board.message
        labels = _labels(view)
        # the engine's movable points (the side on roll's numbers shown as the board shows them)
        points = {str(board.to_viewer(p)) for p in range(25, 0, -1)
                  if board.turn.current.player[p] and board.turn.destinations(p)}
        can = "ამ პუნქტიდან ქვის გადაყვანა შეიძლება."
        assert points and {p for p, label in labels.items() if label.endswith(can)} == points
        colour = re.compile(r": \d+ (თეთრი|შავი) ქვა\.")
        assert all(colour.search(labels[p]) for p in points), labels
        first = max(points, key=int)
        click_and_wait(page, element, {"type": "click", "point": int(first)})
        act(board, {"type": "click", "point": int(first)})
        labels = _labels(view)
        yes, no = "აქ შეიძლება ქვის გადაყვანა.", "აღებული ქვა აქ ვერ გადავა."
        assert labels[first].endswith("ეს ქვა აღებულია.")
        landings = {p for p, label in labels.items() if label.endswith(yes)}
        assert landings, labels
        assert all(labels[p].endswith(no) for p in labels if p not in landings | {first}), labels
    finally:
        page.context.close()
