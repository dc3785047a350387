"""Issue 23, points 2–6 (axe over every page: ``test_site.py``): dark mode
follows the system; a phone's board has 24 px targets and 12 px labels and a tap near a
point's edge finds the point that can act; a projector's board fills the column; a printed
chapter is a handout.  Headless Chromium, network cut; axe-core comes from npm (package.json,
``node_modules/axe-core``), injected from disk."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from browser import LIVE, READY_MS, new_context, offline

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
SETTLED = ("() => !document.querySelector('[data-nardi-board], .nardi-ex[data-exercise], "
           "[data-nardi-live-part]') || " + LIVE)
# the same rules over the same nodes; ``resultTypes``: only the violations are reported in
# full (axe skips the details of every passing node, which nothing here reads)
RUN_AXE = """async (tags) => (await axe.run(document, {runOnly: {type: 'tag', values: tags},
                                                   resultTypes: ['violations']}))
  .violations.map(v => v.id + ' × ' + v.nodes.length + ': ' +
                  v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | '))"""
NO_TRANSITIONS = ("*, *::before, *::after { transition-duration: 0s !important; "
                  "transition-delay: 0s !important; }")
# resolves after two animation frames: the new scheme's styles are applied and painted
TWO_FRAMES = "() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))"
# the contrast of an element's text against what is behind it (the first opaque background)
CONTRAST = """(el) => {
  const rgb = (c) => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; })
    .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i], 0);
  const fg = rgb(getComputedStyle(el).color);
  let node = el, bg = null;
  while (node && node.nodeType === 1) {
    const c = rgb(getComputedStyle(node).backgroundColor);
    if (c.length >= 3 && (c.length < 4 || c[3] > 0.9)) { bg = c; break; }
    node = node.parentElement;
  }
  bg = bg || [255, 255, 255];
  const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}"""


def _pages(built_html: Path) -> list[str]:
    skip = ("_static", "_pyodide", "reports", "_sources", "_images")
    return sorted(str(p.relative_to(built_html)) for p in built_html.rglob("*.html")
                  if not any(part in skip for part in p.parts))


def _context(browser: Any, **options: Any) -> Any:
    context = new_context(browser, **{"viewport": {"width": 1366, "height": 900}, **options})
    context.route("**/*", offline)
    return context


def _open(context: Any, url: str) -> Any:
    page = context.new_page()
    page.goto(url, wait_until="load")
    page.wait_for_function(SETTLED, timeout=READY_MS)
    return page


def test_dark_mode_follows_the_system_and_a_refusal_is_readable(browser: Any,
                                                                site_url: str) -> None:
    context = _context(browser, color_scheme="dark")
    page = _open(context, f"{site_url}/book/06_bearing_off.html")
    assert page.evaluate("document.documentElement.dataset.theme") == "dark"
    board = page.locator("[data-nardi-board]").first
    count = int(page.evaluate("window.nardiLive.timings.length"))
    board.locator(".nardi-board-view [data-point='0']").first.click()  # the tray, nothing picked
    page.wait_for_function(f"window.nardiLive.timings.length > {count}", timeout=60_000)
    message = board.locator(".nardi-message-text")
    assert "is-error" in (message.get_attribute("class") or "")
    ratio = message.evaluate(CONTRAST)
    print(f"\ndark refusal contrast {ratio:.2f}:1")
    assert ratio >= 4.5
    lesson = page.locator(".nardi-lesson").first
    if lesson.count():
        for part in (".nardi-lesson-counter", ".nardi-lesson-task", ".nardi-lesson-verdict"):
            assert lesson.locator(part).first.evaluate(CONTRAST) >= 4.5, part
    context.close()


def _board_sizes(view: Any) -> dict[str, float]:
    return view.evaluate("""(v) => {
      const points = [...v.querySelectorAll('svg [data-point]')]
        .map((g) => g.getBoundingClientRect());
      // a checker is tapped through its point (or the bar's, the tray's) target
      const checkers = [...v.querySelectorAll('svg circle.checker')]
        .map((c) => (c.closest('[data-point]') || c).getBoundingClientRect());
      const drawn = [...v.querySelectorAll('svg [data-point] circle.checker')]
        .map((c) => c.getBoundingClientRect().width);
      const fonts = [...v.querySelectorAll('svg text')].map((t) => {
        const m = t.getScreenCTM();
        return Number(t.getAttribute('font-size')) * Math.hypot(m.a, m.b); });
      return { point: Math.min(...points.map((r) => Math.min(r.width, r.height))),
               checker: Math.min(...checkers.map((r) => Math.min(r.width, r.height))),
               drawn: Math.min(...drawn), font: Math.min(...fonts),
               width: v.getBoundingClientRect().width };
    }""")


@pytest.mark.parametrize("name", ["book/play.html", "book/06_bearing_off.html"])
def test_a_phone_has_24_px_targets_and_12_px_labels(browser: Any, site_url: str,
                                                    name: str) -> None:
    context = _context(browser, viewport={"width": 390, "height": 844}, has_touch=True,
                       is_mobile=True)
    page = _open(context, f"{site_url}/{name}")
    for view in page.locator(".nardi-live-board .nardi-board-view, "
                             ".nardi-lesson .nardi-board-view").all():
        view.scroll_into_view_if_needed()
        sizes = _board_sizes(view)
        print(f"\n{name} at 390 px: {sizes}")
        assert sizes["point"] >= 24 and sizes["checker"] >= 24 and sizes["font"] >= 12, sizes
        assert sizes["width"] <= 390
    small = page.evaluate("""() => [...document.querySelectorAll(
        '.nardi-live-board button, .nardi-lesson button, .nardi-ex summary, '
        + '.nardi-live-board select')]
      .filter((b) => b.offsetParent !== null)
      .map((b) => b.getBoundingClientRect()).filter((r) => r.width < 24 || r.height < 24).length""")
    assert small == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    context.close()


def test_a_phones_back_to_top_button_is_a_small_corner_button_not_a_pill_over_the_board(
        browser: Any, site_url: str) -> None:
    context = _context(browser, viewport={"width": 390, "height": 844}, has_touch=True,
                       is_mobile=True)
    page = _open(context, f"{site_url}/book/03_moving.html")
    page.mouse.wheel(0, 2500)
    page.wait_for_timeout(300)
    page.mouse.wheel(0, -600)  # the theme shows the button while the reader scrolls up
    page.wait_for_selector("#pst-back-to-top", state="visible", timeout=5_000)
    box = page.locator("#pst-back-to-top").bounding_box()
    assert box is not None
    print(f"\nback to top at 390 px: {box}")
    assert 44 <= box["width"] <= 48 and 44 <= box["height"] <= 48
    assert box["x"] + box["width"] >= 390 - 16 and box["y"] + box["height"] >= 844 - 24
    # its words stay for a screen reader
    assert page.locator("#pst-back-to-top").inner_text().strip()
    # issue 41: scrolling up past a board, it never covers the board (its „24“ label)
    view = page.locator(".nardi-live-board .nardi-board-view").first
    view.scroll_into_view_if_needed()
    covered = []
    for _ in range(24):
        page.mouse.wheel(0, -60)
        page.wait_for_timeout(120)
        covered.append(page.evaluate("""() => {
          const b = document.getElementById('pst-back-to-top');
          if (!b || getComputedStyle(b).visibility === 'hidden' || !b.offsetParent) return null;
          const r = b.getBoundingClientRect();
          const hit = [...document.querySelectorAll('.nardi-board-view svg text')]
            .filter((t) => { const x = t.getBoundingClientRect();
              return x.left < r.right && x.right > r.left && x.top < r.bottom
                && x.bottom > r.top; });
          return hit.map((t) => t.textContent); }"""))
    assert [c for c in covered if c] == []
    context.close()


def test_a_tap_near_a_points_edge_takes_the_point_that_can_act(browser: Any,
                                                              site_url: str) -> None:
    context = _context(browser, viewport={"width": 390, "height": 844}, has_touch=True,
                       is_mobile=True)
    page = _open(context, f"{site_url}/book/03_moving.html")
    board = page.locator("[data-nardi-board]").first
    view = board.locator(".nardi-board-view")
    view.scroll_into_view_if_needed()
    roll = board.locator("button[data-action='roll']")
    if roll.is_enabled():
        count = int(page.evaluate("window.nardiLive.timings.length"))
        roll.tap()
        page.wait_for_function(f"window.nardiLive.timings.length > {count}", timeout=60_000)
    # a movable point with a neighbour that cannot act; tap that neighbour near their edge
    spot = view.evaluate("""(v) => {
      const g = (p) => v.querySelector(`svg [data-point="${p}"]`);
      for (const m of v.querySelectorAll('svg [data-point][data-movable]')) {
        const p = Number(m.dataset.point);
        for (const n of [p - 1, p + 1]) {
          const o = g(n);
          if (!o || o.dataset.movable || n < 1 || n > 24) continue;
          const a = m.getBoundingClientRect(), b = o.getBoundingClientRect();
          if (Math.abs(a.top - b.top) > 2 && Math.abs(a.left - b.left) > 2) continue;
          const horizontal = Math.abs(a.top - b.top) <= 2;
          const x = horizontal ? (b.left < a.left ? b.right - 4 : b.left + 4)
            : b.left + b.width / 2;
          const y = horizontal ? b.top + b.height / 2 : (b.top < a.top ? b.bottom - 4 : b.top + 4);
          return { point: p, x, y };
        }
      }
      return null;
    }""")
    assert spot is not None
    count = int(page.evaluate("window.nardiLive.timings.length"))
    page.touchscreen.tap(spot["x"], spot["y"])
    page.wait_for_function(f"window.nardiLive.timings.length > {count}", timeout=60_000)
    selected = view.evaluate(
        "(v) => v.querySelector('svg [data-point] .hl.selected')?.closest('[data-point]')"
        ".dataset.point")
    assert selected == str(spot["point"])
    context.close()


def test_the_presentation_view_fills_the_screens_height_with_the_controls_beside(
        browser: Any, site_url: str) -> None:
    """Issue 41 point 5: at 1920×1080 the button (or F on the board) shows the board as high
    as the screen, ≥ 1000 px, with its controls beside it on the screen; Escape leaves."""
    # reduced motion: the computer's reply comes at once (a key during its showing ends it)
    context = _context(browser, viewport={"width": 1920, "height": 1080},
                       reduced_motion="reduce")
    page = _open(context, f"{site_url}/book/play.html")
    board = page.locator("[data-nardi-board]").first
    view = board.locator(".nardi-board-view")
    before = _board_sizes(view)
    assert before["width"] >= 560 and before["font"] >= 16  # larger on a wide screen already
    toggle = board.locator("button.nardi-large-toggle")
    toggle.click()
    page.wait_for_timeout(200)

    def layout() -> dict[str, Any]:
        return board.evaluate("""(b) => {
          const r = (e) => { const x = e.getBoundingClientRect();
            return {left: x.left, right: x.right, top: x.top, bottom: x.bottom,
                    width: x.width, height: x.height}; };
          return {svg: r(b.querySelector('.nardi-board-view svg')),
                  side: r(b.querySelector('.nardi-live-side')),
                  roll: r(b.querySelector("button[data-action='roll']")),
                  scroll: document.scrollingElement.scrollTop}; }""")

    shown = layout()
    print(f"\n1920×1080 presentation: board {shown['svg']['width']:.0f}×"
          f"{shown['svg']['height']:.0f} px, controls from x={shown['side']['left']:.0f}")
    assert shown["svg"]["height"] >= 1000 and shown["svg"]["width"] >= 1000
    assert 0 <= shown["svg"]["top"] and shown["svg"]["bottom"] <= 1080
    assert shown["side"]["left"] >= shown["svg"]["right"] - 1  # beside, not under
    assert shown["roll"]["right"] <= 1920 and shown["roll"]["bottom"] <= 1080
    assert _board_sizes(view)["font"] >= 30
    assert toggle.get_attribute("aria-pressed") == "true"
    page.screenshot(path="/tmp/nardi_presentation_1920.png")
    # the game goes on in the presentation view: a roll by the button beside the board
    count = int(page.evaluate("window.nardiLive.timings.length"))
    board.locator("button[data-action='roll']").click()
    page.wait_for_function(f"window.nardiLive.timings.length > {count}", timeout=60_000)
    assert layout()["svg"]["height"] >= 1000
    view.focus()
    page.keyboard.press("Escape")
    assert toggle.get_attribute("aria-pressed") == "false"
    assert _board_sizes(view)["width"] < 1000
    view.focus()
    page.keyboard.press("f")  # the key, as the keys' help says
    assert toggle.get_attribute("aria-pressed") == "true"
    assert layout()["svg"]["height"] >= 1000
    page.keyboard.press("f")
    assert toggle.get_attribute("aria-pressed") == "false"
    context.close()


CLICK_WORDS = ("დააწკაპუნეთ", "დააჭირეთ", "აირჩიეთ ქვა", "გააგორეთ", "კლავიატურით", "Enter")
"""What a printed page must not tell the reader to do (no button, no key on paper)."""


def test_chapter_6_prints_as_a_handout(browser: Any, site_url: str) -> None:
    """Issue 41 point 5: chapter 6 prints on at most 20 A4 pages, with no click or key
    instruction; each live board and the lesson say what they show instead."""
    context = _context(browser)
    page = _open(context, f"{site_url}/book/06_bearing_off.html")
    page.emulate_media(media="print")
    hidden = page.evaluate("""() => [...document.querySelectorAll(
        '.nardi-live-controls, .nardi-board-tools, .nardi-keys-help, .nardi-lesson-controls')]
        .filter((e) => e.offsetParent !== null).length""")
    assert hidden == 0
    printed = page.locator(".bd-article").inner_text()  # what is shown: display counted
    assert [w for w in CLICK_WORDS if w in printed] == []
    captions = page.locator(".nardi-print-caption").evaluate_all(
        "(cs) => cs.filter((c) => c.offsetParent !== null).map((c) => c.textContent)")
    boards = page.locator(".nardi-live-board, .nardi-lesson").count()
    assert len(captions) == boards and all("სვლის რიგი" in c or "პუნქტზე" in c
                                           for c in captions)
    pdf = page.pdf(format="A4", path="/tmp/nardi_ch06.pdf")
    pages = len(re.findall(rb"/Type\s*/Page(?!s)", pdf))
    filled = printed_fill(pdf)
    print(f"\nchapter 6 printed: {pages} A4 pages, filled to "
          + " ".join(f"{f:.0%}" for f in filled))
    assert pages <= 20 and len(filled) == pages
    # no half-empty page: every page but the last is printed at least 60 % of the way down
    assert [n for n, f in enumerate(filled[:-1], 1) if f < 0.6] == [], filled
    context.close()


def printed_fill(pdf: bytes) -> list[float]:
    """How far down each page of ``pdf`` its printing reaches (0–1): the page drawn by
    pdfium, the lowest row with anything darker than the paper."""
    import pypdfium2

    filled = []
    for page in pypdfium2.PdfDocument(pdf):
        image = page.render(scale=0.5).to_pil().convert("L")
        ink = image.point(lambda v: 255 if v < 235 else 0).getbbox()
        filled.append(ink[3] / image.height if ink else 0.0)
    return filled


def test_every_figure_says_what_it_shows_in_georgian(built_html: Path) -> None:
    alts = []
    for name in _pages(built_html):
        alts += re.findall(r'<img[^>]*?alt="([^"]*)"', (built_html / name).read_text("utf-8"))
    assert len(alts) >= 50
    named_by_file = [a for a in alts if not a.strip() or re.search(r"\.(svg|png)$|_images/", a)]
    assert not named_by_file, named_by_file[:3]
    boards = [a for a in alts if a.startswith("ნარდის დაფა: ")]
    assert len(boards) >= 40 and all("გასავლელი მანძილი" in a for a in boards)
    assert all(a.startswith("დიაგრამა — ") for a in alts if a not in boards)
