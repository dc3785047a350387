// Every reader can play (issue 23): the board as one keyboard widget, its events spoken.
// A plain script loaded before nardi_live.js; nardi_live.js and nardi_lesson.js call
//   window.nardiKeys.attach(el, { view, click, strings })
// el: the board's element; view: its .nardi-board-view (the SVG is redrawn inside it);
// click(point): the board's own click (viewer's numbering, bar 25, off 0); act(action), where
// the board's buttons are not inside el (JupyterLab's widget, nardi_teach/notebook/board.py):
// does what U, R, C or D asks, or answers the name of the button that cannot act now.
// The board is one tab stop (role "application"): the arrow keys move a focus ring point to
// point (the point and its checkers spoken: each point's data-label, written by Python in
// nardi_teach/svg/words.py), Enter/Space picks up and drops, Escape puts a picked-up checker
// back, U undoes, R rolls, C confirms, D doubles (the board's own buttons), P reads the
// position (the SVG's <desc>), ? shows or hides the keys and says them (letters by their
// key on a layout without Latin letters, as the Georgian one). Every text comes from Python or the catalogue (live.ui_strings).
// nardiKeys.tools(el, strings, play) adds, under a board's buttons, a field for a whole play
// typed in notation and the presentation view (projector); nardiKeys.caption(el, side) the
// text a printed board shows beside it. nardiKeys.say(el, text) speaks in the board's aria-live region (and keeps el.nardiSpoken,
// which the browser tests read); nardiKeys.pointAt(view, event) is the point a click or a tap
// means: under the finger's centre, or, for a touch near a point's edge, the nearest point
// that can act (a movable checker, or a landing for the picked-up one).
(() => {
  "use strict";
  const KEYS = { u: "undo", r: "roll", c: "confirm", d: "double" };
  const SNAP = 0.6; // a touch this many point widths from a point that can act goes to it

  function region(el) {
    let live = el.querySelector(":scope > .nardi-announce");
    if (!live) {
      live = document.createElement("div");
      live.className = "nardi-announce nardi-visually-hidden";
      live.setAttribute("aria-live", "polite");
      live.setAttribute("aria-atomic", "true");
      el.append(live);
    }
    return live;
  }

  // What is said in one go (an event's texts) is said together: one announcement.
  function say(el, text) {
    text = String(text || "").trim();
    if (!text) return;
    (el.nardiSpoken ||= []).push(text);
    const live = region(el);
    if (!el.nardiPending) {
      el.nardiPending = [];
      live.textContent = "";  // emptied first: the same words said twice are still said
      setTimeout(() => {
        live.textContent = el.nardiPending.join(" ");
        el.nardiPending = null;
      }, 30);
    }
    el.nardiPending.push(text);
  }

  const points = (view) => [...view.querySelectorAll("svg [data-point]")];
  const centre = (node) => {
    const r = node.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height,
             left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  };
  const find = (view, p) => view.querySelector(`svg [data-point="${p}"]`);
  const selected = (view) => {
    const mark = view.querySelector("svg [data-point] .hl.selected");
    return mark ? Number(mark.closest("[data-point]").dataset.point) : null;
  };
  const canAct = (node) => Boolean(node.dataset.movable) || Boolean(node.querySelector(".hl.legal, .hl.hit"));

  // The next point from `from` in a direction on the screen (dx, dy: -1, 0, 1): the nearest
  // ahead that lies in line, else the nearest ahead (its centre across from `from`, or `from`'s centre across from it:
  // the tall bar and tray are in line with both rows); a tie goes to the one nearer `prev`,
  // the point the cursor came from (from the bar, back to the row it came from).
  function step(view, from, dx, dy, prev) {
    const here = centre(from);
    const back = prev ? centre(prev) : here;
    const within = (v, lo, hi) => v > lo + 0.5 && v < hi - 0.5;
    let best = null;
    let score = Infinity;
    for (const node of points(view)) {
      if (node === from) continue;
      const c = centre(node);
      const along = dx ? (c.x - here.x) * dx : (c.y - here.y) * dy;
      if (along <= 1) continue;
      const inLine = dx
        ? within(c.y, here.top, here.bottom) || within(here.y, c.top, c.bottom)
        : within(c.x, here.left, here.right) || within(here.x, c.left, c.right);
      // out of line: only if nothing is in line (from the bar, Up goes to a top point)
      const aside = dx ? Math.abs(c.y - here.y) : Math.abs(c.x - here.x);
      const s = (inLine ? 0 : 10000 + 2 * aside) + along
        + 0.01 * (dx ? Math.abs(c.y - back.y) : Math.abs(c.x - back.x));
      if (s < score) { score = s; best = node; }
    }
    return best;
  }

  function drawRing(view, p) {
    for (const old of view.querySelectorAll(".nardi-cursor")) old.remove();
    if (p === null || p === undefined) delete view.dataset.cursor;
    else view.dataset.cursor = String(p);
    view.querySelector("svg")?.classList.toggle("has-cursor", p !== null);
    if (p === null || p === undefined) return;
    const node = find(view, p);
    if (!node || !node.getBBox) return;
    const b = node.getBBox();
    const ns = "http://www.w3.org/2000/svg";
    const g = document.createElementNS(ns, "g");
    g.setAttribute("class", "nardi-cursor");
    g.setAttribute("aria-hidden", "true");
    for (const [cls, pad] of [["outer", 2], ["inner", -1.5]]) {  // two colours: seen on any ground
      const r = document.createElementNS(ns, "rect");
      r.setAttribute("x", b.x - pad);
      r.setAttribute("y", b.y - pad);
      r.setAttribute("width", b.width + 2 * pad);
      r.setAttribute("height", b.height + 2 * pad);
      r.setAttribute("rx", "3");
      r.setAttribute("class", cls);
      g.append(r);
    }
    node.parentNode.append(g);
  }

  function pointAt(view, event, touch) {
    const target = event.target.closest && event.target.closest("[data-point]");
    if (!touch) return target ? Number(target.dataset.point) : null;
    if (target && canAct(target)) return Number(target.dataset.point);
    // a touch near a point's edge: the nearest point that can act, within SNAP widths
    let best = null;
    let gap = Infinity;
    for (const node of points(view)) {
      if (!canAct(node)) continue;
      const c = centre(node);
      const short = Math.min(c.w, c.h);
      const d = Math.hypot((event.clientX - c.x) / Math.max(c.w, 1) * short,
                           (event.clientY - c.y) / Math.max(c.h, 1) * short);
      const limit = (0.5 + SNAP) * short;
      if (d < limit && d < gap) { gap = d; best = node; }
    }
    if (best) return Number(best.dataset.point);
    return target ? Number(target.dataset.point) : null;
  }

  function attach(el, { view, click, strings = {}, act = null }) {
    if (view.dataset.keys) return;
    view.dataset.keys = "1";
    view.tabIndex = 0;
    view.setAttribute("role", "application");
    view.setAttribute("aria-label", strings["a11y.board"] || "");
    const help = document.createElement("p");
    help.className = "nardi-keys-help";
    help.id = `nardi-keys-${Math.random().toString(36).slice(2, 9)}`;
    help.textContent = strings["a11y.keys"] || "";
    view.after(help);
    view.setAttribute("aria-describedby", help.id);
    region(el);
    let cursor = null;
    let prev = null;  // where the cursor was before
    const speakPoint = () => {
      const node = cursor === null ? null : find(view, cursor);
      if (node) say(el, node.dataset.label || String(cursor));
    };
    const start = () => {
      const s = selected(view);
      if (s !== null) return s;
      const movable = view.querySelector("svg [data-point][data-movable]");
      if (movable) return Number(movable.dataset.point);
      const first = points(view)[0];
      return first ? Number(first.dataset.point) : null;
    };
    // the SVG is redrawn after every event: the ring follows
    // (only for the keyboard: a mouse or a finger on the board gets no ring)
    let ring = false;
    new MutationObserver(() => {
      if (ring && document.activeElement === view) drawRing(view, cursor);
    }).observe(view, { childList: true });
    view.addEventListener("pointerdown", () => {
      ring = false;
      drawRing(view, null);
    });
    // The keys are shown under the board when the reader tabs to it, until the first key
    // (? shows them again): beside the side column, over the page under the board and no
    // wider than it; with the side column under the board (a phone), in the flow between
    // the two, so that the board's message and buttons stay in sight.
    const placeHelp = () => {
      const side = help.nextElementSibling;
      const under = Boolean(side) &&
        side.getBoundingClientRect().top >= view.getBoundingClientRect().bottom - 1;
      help.classList.toggle("is-in-flow", under);
      help.style.left = `${view.offsetLeft}px`;
      help.style.top = `${view.offsetTop + view.offsetHeight}px`;
      help.style.maxWidth = under ? "" : `${Math.max(view.offsetWidth, 240)}px`;
    };
    view.addEventListener("focus", () => {
      if (cursor === null || !find(view, cursor)) cursor = start();
      const quiet = view.nardiQuiet;  // focus given back after a button: nothing to say
      view.nardiQuiet = false;
      if (!quiet) delete view.dataset.help;
      // given back after a redraw: placed with the next frame's layout, not a layout of its own
      if (quiet) requestAnimationFrame(placeHelp);
      else placeHelp();
      if (!view.matches(":focus-visible")) return;  // a click: no ring, nothing said
      ring = true;
      drawRing(view, cursor);
      if (!quiet) speakPoint();
    });
    view.addEventListener("blur", () => {
      ring = false;
      drawRing(view, null);
    });
    view.addEventListener("keydown", (event) => {
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      const key = event.key;
      if (key === "?" || (event.code === "Slash" && event.shiftKey)) {
        event.preventDefault();
        if (view.dataset.help === "off") delete view.dataset.help;
        else view.dataset.help = "off";
        placeHelp();
        say(el, help.textContent);
        return;
      }
      if (key !== "Tab" && key !== "Shift") view.dataset.help = "off";
      // a letter key by its Latin letter, or by where it is when the layout has none there
      // (the Georgian layout's რ is R's key)
      const letter = /^[a-z]$/i.test(key) ? key.toLowerCase()
        : /^Key[A-Z]$/.test(event.code || "") ? event.code.slice(3).toLowerCase() : "";
      if (!ring) {  // keys after a click: the ring comes back
        ring = true;
        if (cursor === null || !find(view, cursor)) cursor = start();
        drawRing(view, cursor);
      }
      const arrows = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
      if (arrows[key]) {
        event.preventDefault();
        if (cursor === null || !find(view, cursor)) cursor = start();
        else {
          const [dx, dy] = arrows[key];
          const next = step(view, find(view, cursor), dx, dy, prev === null ? null : find(view, prev));
          if (next) {
            prev = cursor;
            cursor = Number(next.dataset.point);
          }
        }
        drawRing(view, cursor);
        speakPoint();
      } else if (key === "Enter" || key === " ") {
        event.preventDefault();
        if (cursor === null) cursor = start();
        if (cursor !== null) click(cursor);
      } else if (key === "Escape") {
        const s = selected(view);
        if (s !== null) {
          event.preventDefault();
          click(s);
        }
      } else if (letter === "f" && el.nardiPresent) {
        event.preventDefault();
        el.nardiPresent();
      } else if (letter === "p") {
        event.preventDefault();
        say(el, view.querySelector("svg desc")?.textContent || "");
      } else if (KEYS[letter]) {
        event.preventDefault();
        const action = KEYS[letter];
        if (act) {
          const name = act(action);
          if (name) say(el, (strings["a11y.not_now"] || "{detail}").replace("{detail}", name));
          return;
        }
        const button = el.querySelector(`button[data-action="${action}"]`);
        if (button && !button.disabled) button.click();
        else {
          const name = button ? button.textContent : letter.toUpperCase();
          say(el, (strings["a11y.not_now"] || "{detail}").replace("{detail}", name));
        }
      }
    });
  }

  // keep focus where the reader was when a board's controls are drawn again
  function keepFocus(el, redraw) {
    const active = document.activeElement;
    const inside = active && el.contains(active) && active !== document.body;
    const action = inside && active.dataset ? active.dataset.action : undefined;
    const wasView = inside && active.classList.contains("nardi-board-view");
    redraw();
    // a button kept in place (nardi_live.js) that can no longer act has lost the focus too
    const now = document.activeElement;
    if (!inside || wasView || (el.contains(now) && !now.disabled)) return;
    const again = action && el.querySelector(`button[data-action="${action}"]`);
    if (again && !again.disabled) again.focus();
    else {
      const view = el.querySelector(".nardi-board-view");
      if (!view) return;
      view.nardiQuiet = true;
      view.focus({ preventScroll: true });
    }
  }

  // Under a board's buttons: a play typed in notation, and the large-board switch.
  function tools(el, strings, play) {
    const side = el.querySelector(".nardi-live-side") || el;
    const form = document.createElement("form");
    form.className = "nardi-play-text";
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "text";
    input.className = "nardi-play-input";
    input.maxLength = 200;  // nardi_teach.controllers.board: a longer play text is refused
    input.placeholder = strings["a11y.play_placeholder"] || "";
    input.autocomplete = "off";
    input.spellcheck = false;
    label.append((strings["a11y.play_label"] || "") + " ", input);
    const go = document.createElement("button");
    go.type = "submit";
    go.textContent = strings["a11y.play_button"] || "";
    form.append(label, go);
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      play(input.value);
      input.value = "";
    });
    const large = document.createElement("button");
    large.type = "button";
    large.className = "nardi-large-toggle";
    large.textContent = strings["a11y.large"] || "";
    large.setAttribute("aria-pressed", "false");
    // the presentation view (a projector): the board as high as the screen, the controls
    // beside it; the button, F on the board or Escape leave it again
    el.nardiPresent = (on = !el.classList.contains("is-large")) => {
      el.classList.toggle("is-large", on);
      document.documentElement.classList.toggle("nardi-presenting", on);
      large.setAttribute("aria-pressed", String(on));
    };
    large.addEventListener("click", () => el.nardiPresent());
    el.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && !event.defaultPrevented && el.classList.contains("is-large")) {
        event.preventDefault();
        el.nardiPresent(false);
      }
    });
    const tools = document.createElement("div");
    tools.className = "nardi-board-tools";
    tools.append(form, large);
    const message = side.querySelector(".nardi-message-text");
    if (message && !el.classList.contains("has-computer")) side.insertBefore(tools, message);
    else side.append(tools);
  }

  // On paper a board says what it shows (its drawing's description), not what to click:
  // a caption beside it that only print shows (issue 41), kept up to date with each drawing.
  function caption(el, side) {
    let text = el.querySelector(":scope .nardi-print-caption");
    if (!text) {
      text = document.createElement("p");
      text.className = "nardi-print-caption";
      text.setAttribute("aria-hidden", "true");  // the drawing's description is read already
      side.prepend(text);
    }
    text.textContent = el.querySelector(".nardi-board-view svg desc")?.textContent || "";
  }

  window.nardiKeys = { attach, say, pointAt, keepFocus, tools, caption };
})();
