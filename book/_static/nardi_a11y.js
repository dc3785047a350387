// The theme's own controls, named as they read (issue 23, WCAG 2.5.3 "label in name"): the
// search button's name holds its visible text (with its shortcut); the theme switch's icons
// lose their titles (hover text the name did not say) — the button keeps its own name.
(() => {
  "use strict";
  function fix() {
    for (const button of document.querySelectorAll(".search-button-field")) {
      const text = button.textContent.replace(/\s+/g, " ").trim();
      if (text) button.setAttribute("aria-label", text);
    }
    for (const icon of document.querySelectorAll(".theme-switch-button [title]")) {
      icon.removeAttribute("title");
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fix);
  else fix();
})();

// A phone held upright (issue 23): a board to play on turns a quarter (clockwise: the home
// stays at the bottom) and fills the width, so each point is a target of 24 px or more and
// every label 12 px or more; short labels (point numbers, counts, the cube) turn back upright.
(() => {
  "use strict";
  const PHONE = window.matchMedia("(max-width: 600px) and (orientation: portrait)");
  const SELECTOR = ".nardi-live-board .nardi-board-view, .nardi-lesson .nardi-board-view";

  function lay(view) {
    const svg = view.querySelector(":scope > svg");
    if (!svg || !svg.viewBox || !svg.viewBox.baseVal) return;
    const vb = svg.viewBox.baseVal;
    if (!PHONE.matches) {
      if (view.classList.contains("is-upright")) {
        view.classList.remove("is-upright");
        view.style.height = "";
        svg.removeAttribute("style");
      }
      return;
    }
    const width = view.clientWidth;
    if (!width || !vb.width) return;
    const scale = width / vb.height;
    view.classList.add("is-upright");
    view.style.height = `${vb.width * scale}px`;
    Object.assign(svg.style, {
      width: `${vb.width * scale}px`, height: `${width}px`, maxWidth: "none",
      transformOrigin: "0 0", transform: `translate(${width}px, 0) rotate(90deg)`,
    });
    for (const text of svg.querySelectorAll("text")) {
      if (text.dataset.upright || text.textContent.trim().length > 3) continue;
      const x = Number(text.getAttribute("x"));
      const y = Number(text.getAttribute("y"));
      const size = Number(text.getAttribute("font-size")) || 16;
      // turned back about its middle (the baseline sits a third of the size below it)
      text.setAttribute("transform", `rotate(-90 ${x} ${y - size / 3})`);
      text.dataset.upright = "1";
    }
  }

  function watch(view) {
    if (view.dataset.upright) return;
    view.dataset.upright = "1";
    new MutationObserver(() => lay(view)).observe(view, { childList: true });
    lay(view);
  }

  function all() {
    for (const view of document.querySelectorAll(SELECTOR)) watch(view);
  }
  const again = () => { for (const view of document.querySelectorAll(SELECTOR)) lay(view); };
  PHONE.addEventListener("change", again);
  window.addEventListener("resize", again);
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", all);
  else all();
  window.addEventListener("nardi:boards", all);  // live as the page was parsed (issue 41)
  window.addEventListener("nardi:live", all);
})();

// The theme's back-to-top button (round, in the corner: nardi.css) never covers a board: on
// a phone it sat over the „24“ label while the reader scrolled up (issue 41). While a board
// is under it, it steps out of sight (still there for the layout, so it comes back at once).
(() => {
  "use strict";
  let queued = false;
  function check() {
    queued = false;
    const button = document.getElementById("pst-back-to-top");
    if (!button) return;
    const r = button.getBoundingClientRect();
    const over = r.width > 0 && [...document.querySelectorAll(".nardi-board-view, svg.nardi-board")]
      .some((board) => {
        const b = board.getBoundingClientRect();
        return b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
      });
    button.classList.toggle("nardi-over-board", over);
  }
  const soon = () => {
    if (!queued) {
      queued = true;
      requestAnimationFrame(check);
    }
  };
  window.addEventListener("scroll", soon, { passive: true });
  window.addEventListener("resize", soon);
})();
