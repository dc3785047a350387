// Guided lessons in the live book (issue 15): a plugin of nardi_live.js. It makes each
// [data-nardi-live-part="lesson"] element live — a thin view: the board's SVG, the task, the
// message, the buttons and the choices all come from Python (nardi_teach/web/lessons.py,
// the texts from the i18n catalogues); clicks and buttons go back to Python.
// A finished lesson's best stars are kept in this browser, localStorage "nardi-lessons":
//   {"<chapter>": {"stars": best, "at": ISO time}}
// and the lesson map (.nardi-lesson-map, the intro page) shows them — without Python.
(() => {
  "use strict";

  // Kept through nardi_store.js (one key per finished lesson, the best stars merged on read).
  const saved = () => window.nardiStore.lessons();
  const keep = (chapter, stars) => window.nardiStore.keepStars(chapter, stars);

  function part(tag, cls, text) {
    const el = document.createElement(tag);
    if (cls) el.className = cls;
    if (text !== undefined) el.textContent = text;
    return el;
  }

  function render(el, state) {
    const keys = window.nardiKeys;  // nardi_keys.js: focus stays where the reader was
    if (keys) keys.keepFocus(el, () => draw(el, state));
    else draw(el, state);
  }

  // What the reader hears after an event: a new step's task, the verdict, its note and hints.
  function speak(el, state, before) {
    if (!window.nardiKeys) return;
    if (!before || before.step !== state.step) window.nardiKeys.say(el, state.task);
    window.nardiKeys.say(el, (state.mark || "") + state.message);
    if (state.note) window.nardiKeys.say(el, state.note);
    const old = new Set(before ? before.hints : []);
    for (const hint of state.hints) if (!old.has(hint)) window.nardiKeys.say(el, hint);
    if (state.finished) window.nardiKeys.say(el, state.stars_text + " " + state.summary);
  }

  function draw(el, state) {
    if (state.svg) el.querySelector(".nardi-board-view").innerHTML = state.svg;
    window.nardiKeys?.caption(el, el.querySelector(".nardi-lesson-side") || el);
    el.querySelector(".nardi-lesson-counter").textContent = state.counter;
    el.querySelector(".nardi-lesson-task").textContent = state.task;
    el.dataset.step = String(state.step);
    el.dataset.kind = state.kind;
    el.dataset.tone = state.tone;
    el.dataset.rule = state.rule || "";
    el.dataset.finished = state.finished ? "1" : "";
    const message = el.querySelector(".nardi-lesson-message");
    message.replaceChildren();
    message.className = "nardi-lesson-message tone-" + state.tone;
    const verdict = part("div", "nardi-lesson-verdict", (state.mark || "") + state.message);
    message.append(verdict);
    if (state.rule_link) {  // the rule beside the verdict, in words; its ids in the title
      const link = part("a", "nardi-message-rule nardi-rule reference internal",
                        state.rule_link.label);
      link.href = "rules.html#" + state.rule_link.anchor;
      link.title = state.rule_link.rules;
      message.append(link);
    }
    if (state.note) message.append(part("div", "nardi-lesson-note", state.note));
    for (const hint of state.hints) message.append(part("div", "nardi-lesson-hint", hint));
    if (state.finished) {
      const done = part("div", "nardi-lesson-done");
      done.append(part("span", "nardi-lesson-stars", state.stars_text), " ", state.summary);
      message.append(done);
    }
    const controls = el.querySelector(".nardi-lesson-controls");
    controls.replaceChildren();
    if (state.choices.length) {
      const row = part("div", "nardi-lesson-choices");
      for (const c of state.choices) {
        const b = part("button", "", c.label);
        b.type = "button";
        b.dataset.choice = c.key;
        row.append(b);
      }
      controls.append(row);
    }
    const row = part("div", "nardi-lesson-buttons");
    for (const b of state.buttons) {
      const button = part("button", "", b.label);
      button.type = "button";
      button.dataset.action = b.action;
      button.disabled = !b.enabled;
      if (b.action === "confirm" || b.action === "next") button.className = "is-primary";
      row.append(button);
    }
    controls.append(row, part("div", "nardi-lesson-tally", state.tally));
    if (state.save && Number.isInteger(state.save.stars)) keep(state.save.chapter, state.save.stars);
  }

  async function live(el, api) {
    const lang = el.dataset.lang || api.lang;
    const first = JSON.parse(await api.call("new_lesson", el.dataset.lesson, lang));
    if (!first || first.ok === false || typeof first.counter !== "string") {
      throw new Error((first && first.message) || "");
    }
    const id = first.id;
    if (api.own) api.own.lessons.push(id);  // given back when the page is left (nardi_live.js)
    el.classList.add("is-live");
    const message = el.querySelector(".nardi-lesson-message");
    message.removeAttribute("aria-live");  // spoken once, by the lesson's own region
    message.removeAttribute("role");
    render(el, first);
    let last = first;
    let busy = Promise.resolve();
    const send = (message, kind) => {
      const t0 = performance.now();
      busy = busy.then(async () => {  // one event at a time, in the order clicked
        try {
          const next = JSON.parse(await api.call("lesson_event", id, JSON.stringify(message)));
          if (!next || next.ok === false || typeof next.counter !== "string") {
            throw new Error((next && next.message) || "");
          }
          render(el, next);
          speak(el, next, last);
          last = next;
        } catch (err) {
          const text = el.querySelector(".nardi-lesson-verdict") || el.querySelector(".nardi-lesson-message");
          api.showError(text, err && err.message);
          el.dataset.failed = "event";
        }
        api.timed(kind, t0);
        el.dispatchEvent(new CustomEvent("nardi:update", { bubbles: true }));
      });
    };
    const view = el.querySelector(".nardi-board-view");
    let touch = false;  // the last press was a finger's: a tap near a point's edge snaps
    view.addEventListener("pointerdown", (event) => { touch = event.pointerType === "touch"; });
    const click = (point) => send({ type: "click", point }, "lesson-click");
    view.addEventListener("click", (event) => {
      const keys = window.nardiKeys;
      const target = event.target.closest("[data-point]");
      const point = keys ? keys.pointAt(view, event, touch) : target && Number(target.dataset.point);
      if (point !== null && point !== undefined) click(point);
    });
    if (window.nardiKeys) window.nardiKeys.attach(el, { view, click, strings: api.strings || {} });
    el.querySelector(".nardi-lesson-controls").addEventListener("click", (event) => {
      const button = event.target.closest("button");
      if (!button || button.disabled) return;
      if (button.dataset.choice !== undefined) send({ type: "choose", key: button.dataset.choice }, "lesson-button");
      else if (button.dataset.action) send({ type: button.dataset.action }, "lesson-button");
    });
  }

  // early: a lesson is whole in itself, so it goes live as soon as it is parsed (issue 41)
  (window.nardiLivePlugins ||= []).push({ selector: '[data-nardi-live-part="lesson"]', live, early: true });

  // — the lesson map: the stars kept in this browser (no Python needed) —
  function fillMap() {
    const all = saved();
    for (const entry of document.querySelectorAll(".nardi-lesson-map [data-chapter]")) {
      const got = all[entry.dataset.chapter];
      const stars = got && Number.isInteger(got.stars) ? Math.max(0, Math.min(3, got.stars)) : 0;
      const mark = entry.querySelector(".nardi-lesson-stars");
      if (!mark || !stars) continue;
      mark.textContent = "★".repeat(stars) + "☆".repeat(3 - stars);
      mark.classList.add("is-earned");
      if (mark.dataset.label) mark.setAttribute("aria-label", mark.dataset.label.replace("{stars}", String(stars)));
    }
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fillMap);
  else fillMap();
})();
