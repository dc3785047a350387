// The live book (issue 7): every board and exercise on the page comes alive in the reader's
// browser, run by nardi_teach itself in Pyodide (a web worker; nothing from the network but
// this site). This file only shows what Python returns and forwards clicks and answers: all
// rules logic, every text shown, every label is Python's (nardi_teach/web/). The loading
// indicator's texts come from _pyodide/live.json, written from the i18n catalogues at build time.
// Until Python is ready the static boards and texts stay exactly as the page was built.
// Python starts at once on a page with a board or an exercise; after the first visit a service
// worker (/nardi_sw.js, written at build time) keeps the whole book and Pyodide for offline use,
// and the worker starts Python from a memory snapshot. A learner's answers stay in this
// browser (localStorage), restored on the next visit.
// The script loads async: on a page the build marked as live (<meta name="nardi-live">, see
// book/_ext/nardi_live.py) a line in the head has started Python's worker already, before the
// stylesheets were asked for (window.nardiEarly); this script takes it over.
// window.nardiLive.phases: when each step of the start was reached (ms since the page's time
// origin, the worker's steps included): benchmarks/live_site.py prints them.
(() => {
  "use strict";
  const script = document.currentScript;
  // Opened from disk (file://) the browser blocks the worker and the downloads: stay static.
  if (!script || location.protocol === "file:") return;
  const root = new URL("../", script.src); // this file is <root>/_static/nardi_live.js
  const base = new URL("_pyodide/", root);
  const marked = Boolean(document.querySelector('meta[name="nardi-live"]'));
  // Other live parts of a page (lessons, the review page …) come from their own scripts, each
  // loaded before the page is parsed and registered as
  //   (window.nardiLivePlugins ||= []).push({ selector, live: async (el, api) => …, short, early })
  // live(el, api) makes one element live, with this file's api (call, showError, strings …);
  // short: a one-line loading note, as for an exercise; early: its element is whole in itself
  // (a lesson), so it may go live as soon as it is parsed, as a board does.
  const BOARD = "[data-nardi-board]";
  const plugins = () => window.nardiLivePlugins || [];
  // Issue 41: the boards (and the early parts) go live as the page is parsed, each the moment
  // the parser has passed its end and Python is ready — not after DOMContentLoaded, which waits
  // for the rest of the page and the theme's deferred scripts. The build writes how many boards
  // the page has (<meta name="nardi-boards">), so "boards live" need not wait for the parse's
  // end either. The exercises and the other parts still go live once the page is parsed.
  const expected = (() => {
    const meta = document.querySelector('meta[name="nardi-boards"]');
    const n = meta ? Number(meta.content) : NaN;
    return Number.isInteger(n) && n >= 0 ? n : null;
  })();
  const boards = [];  // found so far, in the page's order
  const early = [];  // [{ plugin, el }]: the early parts found so far
  let exercises = [];
  let plugged = [];  // [{ plugin, elements }]: the other parts, once the page is parsed
  const taken = new Set();  // every element found: none is made live twice
  let pageParsed = document.readyState !== "loading";
  let onFound = () => {};  // start() and Python's ready message set what a found element gets
  // the parser has passed an element's end tag once anything follows it in the document
  const closed = (el) => {
    for (let n = el; n; n = n.parentNode) if (n.nextSibling) return true;
    return false;
  };
  const earlyPlugin = (el) => plugins().find((p) => p.early && el.matches(p.selector));
  let waiting = [];  // found, but not yet whole
  function take(el) {
    if (taken.has(el)) return;
    taken.add(el);
    if (el.matches(BOARD)) boards.push(el);
    else early.push({ plugin: earlyPlugin(el), el });
    onFound(el);
  }
  // nodes: what the parser added (each element it makes is added on its own), or with deep,
  // everything in them; each board or early part among them waits until it is whole
  function look(nodes, deep = false) {
    const selector = [BOARD, ...plugins().filter((p) => p.early).map((p) => p.selector)].join(",");
    for (const node of nodes) {
      if (node.nodeType !== 1) continue;
      if (node.matches(selector)) waiting.push(node);
      if (deep) waiting.push(...node.querySelectorAll(selector));
    }
    const still = [];
    for (const el of waiting) {
      if (taken.has(el)) continue;
      if (pageParsed || closed(el)) take(el);
      else still.push(el);
    }
    waiting = still;
  }
  look([document.documentElement], true);
  if (!pageParsed) {
    const watch = new MutationObserver((records) => look(records.flatMap((r) => [...r.addedNodes])));
    watch.observe(document, { childList: true, subtree: true });
    const end = () => {
      if (document.readyState === "loading" || pageParsed) return;
      watch.disconnect();
      pageParsed = true;
      mark("page parsed");
      look([document.documentElement], true);
      onFound(null);  // the page's end: no board is left to find
    };
    document.addEventListener("readystatechange", end);
    document.addEventListener("DOMContentLoaded", end);
  }
  const parsed = new Promise((resolve) => {
    const found = () => {
      // The static exercise HTML (nardi_teach/html/exercises.py) names it in data-exercise.
      exercises = [...document.querySelectorAll(".nardi-ex[data-exercise]")];
      plugged = plugins().filter((plugin) => !plugin.early)
        .map((plugin) => ({ plugin, elements: [...document.querySelectorAll(plugin.selector)] }))
        .filter((p) => p.elements.length > 0);
      resolve();
    };
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", () => { mark("DOMContentLoaded"); found(); });
    }
    else found();
  });
  const lang = (document.documentElement.lang || "ka").slice(0, 2);
  const html = document.documentElement;
  // boardsAt: when every board was live (html[data-nardi-boards="live"], "nardi:boards");
  // readyAt: when everything was (html[data-nardi-live="ready"], "nardi:live")
  const api = (window.nardiLive = { start: performance.now(), boardsAt: null, readyAt: null,
                                    timings: [], lang, phases: [], earlyBoards: 0,
                                    own: { boards: [], lessons: [] } });  // this page's ids
  // Phases of the start, in ms since the page's time origin (the worker's are merged in on ready)
  const mark = (name) => api.phases.push([name, performance.now()]);
  mark("script");
  {
    const nav = performance.getEntriesByType("navigation")[0];
    if (nav) api.phases.push(["html received", nav.responseEnd]);
  }
  let strings = {};
  let step = "";
  let worker = null;
  let port = null; // the worker's side for this page: a shared worker's port, or the worker
  let gotManifest = () => {};
  let nextId = 1;
  const pending = new Map();
  // The boards the page's head asked Python for as the parser made them (book/_ext/nardi_live.py:
  // element → the call's id), and their answers come before their board was mounted (by id)
  let earlyCalls = new Map();
  const earlyAnswers = new Map();
  const FRAME_MS = 700; // between two pictures of the computer's play

  // — the worker: the book's shared Python (a page joins it), or one per page visit —

  function call(fn, ...args) {
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject, sent: performance.timeOrigin + performance.now() });
      port.postMessage({ type: "call", id, fn, args });
    });
  }

  // A page left for good (closed, reloaded, or left and not kept for the back button) gives
  // its boards back to the Python every page of the book shares (nardi_teach.web.leave): the
  // boards freed when it holds too many are then never those of a page still open.
  window.addEventListener("pagehide", (event) => {
    const own = api.own;
    if (event.persisted || !port || own.boards.length + own.lessons.length === 0) return;
    call("forget", JSON.stringify(own.boards), JSON.stringify(own.lessons)).catch(() => {});
  });

  function onMessage(event) {
    const msg = event.data;
    if (msg.type === "manifest") {
      const texts = msg.manifest.strings || {};
      gotManifest({ strings: texts[lang] || texts.ka || {} });
    } else if (msg.type === "progress") {
      step = msg.step;
      showStatus();
    } else if (msg.type === "ready") {
      api.pythonAt = performance.now();
      api.pythonMs = msg.ms;
      api.snapshot = msg.snapshot; // "build", "browser" or "none": where Python started from
      api.python = msg.python; // "started" for this page, or "running": another page's
      api.refused = msg.refused || []; // and why a snapshot was not used
      api.manifest = msg.manifest; // "page": live.json came in the page's head, not fetched
      api.wrappers = msg.wrappers; // [compiled, asked for] of Pyodide's small modules
      api.early = msg.early; // Pyodide's own files asked for at once (the standard library …)
      api.phases.push(...(msg.phases || []).map(([n, t]) => ["worker: " + n, t]));
      mark("python ready");
      // Python has all it downloads: the offline app may now save the book (nardi_offline.js)
      window.dispatchEvent(new Event("nardi:python"));
      pythonIn = true;
      mountNext();
    } else if (msg.type === "phases") {  // the worker's steps after "ready" (data files …)
      api.phases.push(...(msg.phases || []).map(([n, t]) => ["worker: " + n, t]));
    } else if (msg.type === "kept") {
      // what Python downloaded is kept for the offline app, which saves it now (nardi_offline.js)
      api.kept = true;
      window.dispatchEvent(new Event("nardi:kept"));
    } else if (msg.type === "failed") {
      fail(msg.detail);
    } else if (msg.type === "result" || msg.type === "error") {
      const p = pending.get(msg.id);
      pending.delete(msg.id);
      if (!p && typeof msg.id === "string") earlyAnswers.set(msg.id, msg);  // the head's call
      if (!p) return;
      api.lastPythonMs = msg.ms;  // of the last call: how much of a click's time is Python's
      // and how long it waited for the worker before Python began it (another call, the start)
      api.lastWaitMs = p.sent && msg.at ? Math.max(0, msg.at - p.sent) : null;
      if (msg.type === "result") p.resolve(msg.result);
      else p.reject(new Error(msg.detail));
    }
  }

  // — the loading indicator (static content stays readable meanwhile) —

  const statuses = [];
  function addStatus(host, short = false, board = false) {
    const el = document.createElement("div");
    el.className = "nardi-live-status";
    if (short) el.dataset.short = "1";
    if (board) el.dataset.board = "1";
    el.setAttribute("role", "status");
    host.prepend(el);
    statuses.push(el);
    return el;
  }
  function showStatus() {
    const secs = Math.round((performance.now() - api.start) / 1000);
    const time = `${secs} ${strings.seconds || ""}`;
    const text = [strings.loading, strings["step." + step], time].filter(Boolean).join(" · ");
    const short = [strings.busy, time].filter(Boolean).join(" · ");  // one per exercise: brief
    for (const el of statuses) el.textContent = el.dataset.short ? short : text;
  }
  function clearStatus(boardsOnly = false) {
    for (const el of statuses) if (!boardsOnly || el.dataset.board) el.remove();
    statuses.splice(0, statuses.length, ...statuses.filter((el) => el.isConnected));
  }
  let ticker = null;

  function fail(detail) {
    clearInterval(ticker);
    html.dataset.nardiLive = "failed";
    api.error = String(detail);
    window.dispatchEvent(new Event("nardi:python"));  // the offline app need not wait
    for (const text of document.querySelectorAll(".nardi-message-text[data-built]")) {
      text.textContent = text.dataset.built; // the static board, as built, says what it shows
      delete text.dataset.built;
    }
    for (const el of statuses) {
      el.textContent = strings.failed || "";
      el.classList.add("is-failed");
    }
    if (port && port !== worker) port.close(); // a shared Python stays for the other pages
    else if (worker) worker.terminate();
  }

  // A click's or an answer's time, from the reader's action to the page updated (ms), with its
  // parts: Python's (python), the wait for the worker before it (wait), the page's own update
  // after the answer came (draw); frame: until the browser's next frame after it (layout and
  // paint included), filled in when that frame comes.
  function timed(kind, t0, what = "", answered = null) {
    const end = performance.now();
    const entry = { kind, ms: end - t0, what, python: api.lastPythonMs, wait: api.lastWaitMs,
                    draw: answered === null ? null : end - answered, frame: null };
    api.timings.push(entry);
    requestAnimationFrame(() => setTimeout(() => { entry.frame = performance.now() - t0; }, 0));
  }

  // — boards —

  const keys = () => window.nardiKeys;  // nardi_keys.js: the board by keyboard, spoken

  function renderBoard(el, state) {
    if (keys()) keys().keepFocus(el, () => drawBoard(el, state));
    else drawBoard(el, state);
    keepPractice(state.practice);
    keepGame(state.finished);
  }

  // Issue 37: a finished game goes into the learner's store once (its key: the match on this
  // page and the game's place in it), whatever is drawn after it (the record, a replay).
  const keptGames = new Set();
  function keepGame(over) {
    if (!over || typeof over.key !== "string" || keptGames.has(over.key) || !window.nardiStore
        || !window.nardiStore.keepGame) return;
    keptGames.add(over.key);
    const { game, result, points, winner, learner, dropped } = over;
    window.nardiStore.keepGame({ game, result, points, winner, learner, dropped });
  }

  // Issue 39: each play the tutor called bad or very bad goes into the review queue as a
  // missed exercise ("find a better play", rebuilt from its id), once per decision of a game.
  const PRACTICED = "nardi-practiced";  // this tab's keys already recorded (sessionStorage)
  function keepPractice(items) {
    if (!Array.isArray(items) || !items.length || !window.nardiStore) return;
    let done = [];
    try { done = JSON.parse(sessionStorage.getItem(PRACTICED) || "[]"); } catch { done = []; }
    const seen = new Set(Array.isArray(done) ? done : []);
    let added = false;
    for (const item of items) {
      if (!item || typeof item.id !== "string" || seen.has(item.key)) continue;
      window.nardiStore.remember(item.id, { answer: item.id.split("~")[3].replaceAll("_", " "),
                                            correct: false, message: "" }, { correct: false });
      seen.add(item.key);
      added = true;
    }
    if (added) {
      try { sessionStorage.setItem(PRACTICED, JSON.stringify([...seen].slice(-500))); } catch { /* off */ }
    }
  }

  // Issue 39: the plays still to judge quietly, kept in this tab across a reload: key → {id,
  // page}. A board of a later page (another page token) adopts them; judged keys are dropped.
  const UNJUDGED = "nardi-unjudged";
  const PAGE = Math.random().toString(36).slice(2);
  function readUnjudged() {
    try {
      const kept = JSON.parse(sessionStorage.getItem(UNJUDGED) || "{}");
      return kept && typeof kept === "object" && !Array.isArray(kept) ? kept : {};
    } catch { return {}; }
  }
  function writeUnjudged(kept) {
    const keys = Object.keys(kept).slice(-200);
    try { sessionStorage.setItem(UNJUDGED, JSON.stringify(Object.fromEntries(keys.map((k) => [k, kept[k]])))); } catch { /* off */ }
  }
  function keepUnjudged(items, judged) {
    if (!Array.isArray(items) && !Array.isArray(judged)) return;
    const kept = readUnjudged();
    for (const item of Array.isArray(items) ? items : []) {
      if (item && typeof item.key === "string" && typeof item.id === "string") kept[item.key] = { id: item.id, page: PAGE };
    }
    for (const key of Array.isArray(judged) ? judged : []) delete kept[key];
    writeUnjudged(kept);
  }
  function hasUnjudged() {
    return Object.values(readUnjudged()).some((v) => v && v.page !== PAGE);
  }
  function adoptUnjudged() {  // a reload's plays, claimed by this page (one board sends them)
    const kept = readUnjudged();
    const orphans = [];
    for (const [key, v] of Object.entries(kept)) {
      if (orphans.length >= 50) break;  // the rest: the next slice
      if (v && typeof v.id === "string" && v.page !== PAGE) { orphans.push({ key, id: v.id }); v.page = PAGE; }
    }
    if (orphans.length) writeUnjudged(kept);
    return orphans;
  }

  function drawBoard(el, state) {
    el.querySelector(".nardi-board-view").innerHTML = state.svg;
    const text = el.querySelector(".nardi-message-text");
    delete text.dataset.built;
    text.textContent = (state.error ? "⚠ " : "") + state.message;
    text.classList.toggle("is-error", Boolean(state.error));
    el.dataset.rule = state.rule || "";
    // the rule the message rests on: a link to its place in the rules list, in words
    showRuleLink(text, el.querySelector(".nardi-message-rule"), state.rule_link);
    el.classList.toggle("is-replaying", Boolean(state.replaying));
    el.classList.toggle("has-computer", Boolean(state.computer));  // its message comes first
    const controls = el.querySelector(".nardi-live-controls");
    // Issue 41: a click mostly changes which buttons can act, not which buttons there are: when
    // the rows, the dice box and the choices are those drawn last, they are updated in place
    // (the button the reader is on stays, nothing is laid out anew); else drawn afresh.
    const shape = JSON.stringify([state.buttons.map((b) => [b.group || "", b.action]),
                                  !state.computer && (state.dice.enabled || !state.replaying),
                                  state.choices || null]);
    // (the dice box the reader types in is drawn afresh, as before: focus goes to the board)
    if (controls.nardiShape === shape && !controls.querySelector(".nardi-dice-text:focus")) {
      updateControls(controls, state);
    }
    else {
      controls.nardiShape = shape;
      buildControls(controls, state);
    }
    drawTutor(el, state.tutor);
    keys().caption(el, el.querySelector(".nardi-live-side") || el);
  }

  function buildControls(controls, state) {
    controls.replaceChildren();
    // one row per group Python names (play, cube, game, replay); a symbol button has a title
    const rows = [];
    let row = null;
    for (const b of state.buttons) {
      if (!row || (b.group || "") !== row.dataset.group) {
        row = document.createElement("div");
        row.dataset.group = b.group || "";
        rows.push(row);
      }
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.action = b.action;
      button.textContent = b.label;
      button.disabled = !b.enabled;
      if (b.title) {
        button.title = b.title;
        button.setAttribute("aria-label", b.title);
      }
      row.append(button);
    }
    const dice = document.createElement("div");
    const input = document.createElement("input");
    input.type = "text";
    input.className = "nardi-dice-text";
    input.placeholder = state.dice.placeholder;
    input.setAttribute("aria-label", state.dice.placeholder);
    input.disabled = !state.dice.enabled;
    input.size = 6;
    input.maxLength = 64;  // nardi_teach.core.dice.MAX_TEXT: a longer roll is refused unread
    const set = document.createElement("button");
    set.type = "button";
    set.dataset.action = "set_dice";
    set.textContent = state.dice.label;
    set.disabled = !state.dice.enabled;
    dice.append(input, set);
    // Enter in the box rolls these dice, as the button does (people type "6-5" and press Enter)
    input.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.isComposing && !set.disabled) {
        event.preventDefault();
        set.click();
      }
    });
    // Tab order: the board, the dice, the buttons, the message. Against the computer the
    // dice are always rolled: no box to choose them (two players may set them).
    if (!state.computer && (state.dice.enabled || !state.replaying)) controls.append(dice);
    controls.append(...rows);
    if (state.choices) {  // the computer's colour (or none: two players) and level
      const pick = document.createElement("div");
      pick.className = "nardi-live-choices";
      for (const c of state.choices) {
        const label = document.createElement("label");
        const select = document.createElement("select");
        select.dataset.choice = c.name;
        for (const o of c.options) {
          const option = document.createElement("option");
          option.value = o.value;
          option.textContent = o.label;
          option.selected = o.value === c.value;
          select.append(option);
        }
        label.append(c.label + " ", select);
        pick.append(label);
      }
      controls.append(pick);
    }
  }

  // The controls drawn last, brought up to date in place: the same buttons (labels, states,
  // titles), the dice box emptied as a redraw would, the choices as Python has them.
  function updateControls(controls, state) {
    const buttons = controls.querySelectorAll(":scope > [data-group] > button[data-action]");
    state.buttons.forEach((b, i) => {
      const button = buttons[i];
      if (button.textContent !== b.label) button.textContent = b.label;
      button.disabled = !b.enabled;
      if ((b.title || null) !== button.getAttribute("title")) {
        if (b.title) {
          button.title = b.title;
          button.setAttribute("aria-label", b.title);
        } else {
          button.removeAttribute("title");
          button.removeAttribute("aria-label");
        }
      }
    });
    const input = controls.querySelector(".nardi-dice-text");
    if (input) {
      input.value = "";
      input.placeholder = state.dice.placeholder;
      input.setAttribute("aria-label", state.dice.placeholder);
      input.disabled = !state.dice.enabled;
      const set = controls.querySelector("button[data-action='set_dice']");
      set.textContent = state.dice.label;
      set.disabled = !state.dice.enabled;
    }
    for (const c of state.choices || []) {
      const select = controls.querySelector(`select[data-choice="${c.name}"]`);
      if (select && select.value !== c.value) select.value = c.value;
    }
  }

  // The tutor (issue 22): the verdict on the learner's last decision, and after the game the
  // biggest errors, each with "replay from here" (texts and labels are Python's).
  function drawTutor(el, tutor) {
    let box = el.querySelector(".nardi-tutor");
    if (!tutor) {
      if (box) box.remove();
      return;
    }
    if (!box) {
      box = document.createElement("div");
      box.className = "nardi-tutor";
      const side = el.querySelector(".nardi-live-side") || el;
      side.append(box);
    }
    box.replaceChildren();
    box.dataset.verdict = tutor.verdict || "";
    if (tutor.text) {
      const verdict = document.createElement("p");
      verdict.className = "nardi-tutor-verdict";
      const title = document.createElement("strong");
      title.textContent = tutor.title;
      verdict.append(title, " — " + tutor.text);
      box.append(verdict);
    }
    if (tutor.reasons && tutor.reasons.length) {
      // issue 39: why the better play is better, each reason linked to its chapter
      const why = document.createElement("div");
      why.className = "nardi-tutor-why";
      const head = document.createElement("p");
      head.className = "nardi-tutor-why-title";
      head.textContent = tutor.why_title;
      const list = document.createElement("ol");
      list.className = "nardi-tutor-reasons";
      for (const r of tutor.reasons) {
        const item = document.createElement("li");
        const link = document.createElement("a");
        link.className = "nardi-concept reference internal";
        link.href = r.chapter + ".html#" + r.anchor;
        link.textContent = r.concept;
        item.append(r.text + " (", link, ")");
        list.append(item);
      }
      why.append(head, list);
      box.append(why);
    }
    if (tutor.errors) {
      const title = document.createElement("p");
      title.className = "nardi-tutor-errors-title";
      title.textContent = tutor.errors_title;
      box.append(title);
      if (tutor.errors.length) {
        const list = document.createElement("ul");  // each line carries its turn number
        list.className = "nardi-tutor-errors";
        for (const e of tutor.errors) {
          const item = document.createElement("li");
          const text = document.createElement("span");
          text.textContent = e.text + " ";
          const again = document.createElement("button");
          again.type = "button";
          again.dataset.action = "replay_from";
          again.dataset.index = String(e.index);
          again.textContent = tutor.replay_label;
          item.append(text, again);
          list.append(item);
        }
        box.append(list);
      }
    }
    box.hidden = !box.childElementCount;
  }

  // An event Python could not answer: said in that board's or exercise's own message area;
  // every other board and exercise on the page goes on working.
  function showError(text, detail) {
    text.textContent = "⚠ " + (strings.error || "{detail}").replace("{detail}", String(detail || ""));
    text.classList.add("is-error");
  }

  async function liveBoard(el) {
    // asked for by the page's head as the parser made it (earlyCalls), or now
    const early = earlyCalls.get(el);
    let asked = null;
    if (early !== undefined) {
      api.earlyBoards += 1;
      const came = earlyAnswers.get(early);
      earlyAnswers.delete(early);
      asked = came ? Promise.resolve(came) : new Promise((resolve) => pending.set(early, {
        resolve: (result) => resolve({ type: "result", result }),
        reject: (err) => resolve({ type: "error", detail: err.message }) }));
    }
    const answer = asked ? await asked : null;
    if (answer && answer.type === "error") throw new Error(answer.detail);
    const state = JSON.parse(answer ? answer.result : await call("new_board", el.dataset.nardiBoard));
    mark("new_board");
    if (!state || state.ok === false || !state.svg) throw new Error((state && state.message) || "");
    const id = state.id;
    api.own.boards.push(id);
    el.classList.add("is-live");
    const message = el.querySelector(".nardi-message-text");
    message.removeAttribute("aria-live");  // spoken once, by the board's own region
    message.removeAttribute("role");
    renderBoard(el, state);
    // The computer's play shown move by move (state.frames: Python's pictures and texts),
    // then the present board. A click during the showing ends it at once and does not count
    // (the note says so); with reduced motion the present board comes at once.
    let showing = null;
    const say = (text) => { if (keys()) keys().say(el, text); };
    const endShowing = (withNote) => {
      if (!showing) return false;
      clearTimeout(showing.timer);
      const final = showing.state;
      showing = null;
      delete el.dataset.playing;
      delete el.dataset.frame;
      renderBoard(el, final);
      if (withNote) {
        el.querySelector(".nardi-message-text").textContent = final.frames.note + "\n" + final.message;
        say(final.frames.note);
      }
      say(final.message);
      if (final.verdictCame) sayVerdict(final.tutor);  // it came during the showing
      el.dispatchEvent(new CustomEvent("nardi:update", { bubbles: true }));
      return true;
    };
    const show = (next) => {
      endShowing(false);
      renderBoard(el, next);
      const frames = next.frames;
      const still = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (!frames || !frames.svgs.length || still) {
        // the computer's reply said move by move, then where the board stands
        if (frames && frames.messages) for (const m of frames.messages) say(m);
        say(next.message);
        sayVerdict(next.tutor);
        return;
      }
      const view = el.querySelector(".nardi-board-view");
      const text = el.querySelector(".nardi-message-text");
      showing = { state: next, timer: null, k: 0 };
      el.dataset.playing = "1";
      const step = () => {
        if (!showing) return;
        const k = showing.k;
        if (k >= frames.svgs.length) { endShowing(false); return; }
        view.innerHTML = frames.svgs[k];
        text.textContent = frames.messages[k];
        say(frames.messages[k]);
        text.classList.remove("is-error");
        el.dataset.frame = String(k);
        showing.k = k + 1;
        showing.timer = setTimeout(step, FRAME_MS);
      };
      step();
    };
    const sayVerdict = (tutor) => {
      if (tutor && tutor.text) say([tutor.text, ...(tutor.reasons || []).map((r) => r.text)].join(" "));
    };
    // Issue 41: with the tutor on, the click that confirms a play is answered at once and the
    // verdict on it is worked out in the idle slices below; when it is there, Python sends the
    // whole board. It comes unasked, so only what it changes is drawn (the tutor box, the
    // buttons' states: "show the better play"), and nothing the reader is on is drawn again
    // (focus stays put); the verdict is said in the board's own live region, as before.
    const verdictCame = (next) => {
      if (!next || !next.svg) return;
      if (showing) {  // the computer's reply is being shown: the verdict comes with its end
        showing.state = { ...next, frames: showing.state.frames, verdictCame: true };
        return;
      }
      const rows = ".nardi-live-controls [data-group] > button[data-action]";  // Python's buttons
      const buttons = [...el.querySelectorAll(rows)];
      if (buttons.length === next.buttons.length
          && next.buttons.every((b, i) => buttons[i].dataset.action === b.action)) {
        next.buttons.forEach((b, i) => { buttons[i].disabled = !b.enabled; });
        if (keys()) keys().keepFocus(el, () => drawTutor(el, next.tutor));
        else drawTutor(el, next.tutor);
        keepPractice(next.practice);
        keepGame(next.finished);
      } else renderBoard(el, next);  // the buttons themselves changed: the board drawn anew
      sayVerdict(next.tutor);
      el.dispatchEvent(new CustomEvent("nardi:update", { bubbles: true }));
    };
    const save = (file) => {  // the record as a .txt file: its name and text are Python's
      const url = URL.createObjectURL(new Blob([file.text], { type: "text/plain;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    };
    // Issue 39: with the tutor off, the learner's plays are judged quietly when the page is
    // idle (no verdict shown); the bad ones go into the review queue all the same (with the
    // tutor on, the verdict on the last play is worked out first, verdictCame). One slice
    // of Python (~10 ms) per idle callback, and none while a call is in flight: a
    // click waits for one slice at most. The plays still to judge are kept in this tab
    // (sessionStorage), so a reload judges them on a board of the next page.
    let idleQueued = false;
    const idle = (unjudged) => {
      keepUnjudged(unjudged);
      if (idleQueued) return;
      idleQueued = true;
      el.dataset.judging = "1";
      const later = () => {
        if (window.requestIdleCallback) window.requestIdleCallback(run, { timeout: 1500 });
        else setTimeout(run, 50);
      };
      const run = async () => {
        if (pending.size) { later(); return; }  // an event is in flight: it goes first
        let more = false;
        try {
          const orphans = adoptUnjudged();
          const out = JSON.parse(await call("board_idle", id, JSON.stringify(orphans)));
          if (out && out.ok) {
            if (out.board) verdictCame(out.board);
            keepPractice(out.practice);
            keepUnjudged(out.unjudged, out.judged);
            more = Boolean(out.idle) || hasUnjudged();
          }
        } catch { /* a failure costs one review item, never the board */ }
        if (more) later();
        else { idleQueued = false; delete el.dataset.judging; }
      };
      later();
    };
    if (state.quiet && hasUnjudged()) idle();  // plays left unjudged by a reload
    const send = async (message, kind, t0) => {
      let answered = null;
      try {
        const text = await call("board_event", id, JSON.stringify(message));
        answered = performance.now();
        const next = JSON.parse(text);
        if (!next || !next.svg) throw new Error((next && next.message) || "");
        show(next);
        if (next.download) save(next.download);
        if (next.idle) idle(next.unjudged);
      } catch (err) {
        showError(el.querySelector(".nardi-message-text"), err && err.message);
        say(el.querySelector(".nardi-message-text").textContent);
        el.dataset.failed = "event";
      }
      timed(kind, t0, JSON.stringify(message), answered);
      el.dispatchEvent(new CustomEvent("nardi:update", { bubbles: true }));
    };
    const view = el.querySelector(".nardi-board-view");
    let touch = false;  // the last press was a finger's: a tap near a point's edge snaps
    view.addEventListener("pointerdown", (event) => { touch = event.pointerType === "touch"; });
    const click = (point) => {
      if (endShowing(true)) return;
      send({ type: "click", point }, "click", performance.now());
    };
    view.addEventListener("click", (event) => {
      const point = keys() ? keys().pointAt(view, event, touch) : null;
      if (point === null) {
        const target = event.target.closest("[data-point]");
        if (!target) { endShowing(true); return; }
        click(Number(target.dataset.point));
      } else click(point);
    });
    if (keys()) {
      keys().attach(el, { view, click, strings });
      keys().tools(el, strings, (text) => {
        if (endShowing(true)) return;
        send({ type: "play", text }, "button", performance.now());
      });
    }
    el.addEventListener("click", (event) => {  // the tutor's "replay from here"
      const button = event.target.closest(".nardi-tutor button[data-action='replay_from']");
      if (!button || button.disabled) return;
      if (endShowing(true)) return;
      send({ type: "replay_from", index: Number(button.dataset.index) }, "button", performance.now());
    });
    el.querySelector(".nardi-live-controls").addEventListener("change", (event) => {
      if (!event.target.closest("select[data-choice]")) return;
      endShowing(false);
      const t0 = performance.now();
      const message = { type: "computer" };
      for (const s of el.querySelectorAll("select[data-choice]")) message[s.dataset.choice] = s.value;
      send(message, "button", t0);
    });
    el.querySelector(".nardi-live-controls").addEventListener("click", (event) => {
      const t0 = performance.now();
      const button = event.target.closest("button[data-action]");
      if (!button || button.disabled) return;
      if (endShowing(true)) return;
      const action = button.dataset.action;
      if (action === "set_dice") {
        const dice = el.querySelector(".nardi-dice-text").value.trim();
        send({ type: "roll", dice }, "button", t0);
      } else {
        send({ type: action }, "button", t0);
      }
    });
  }

  // — exercises —

  // — the learner's answers, kept in this browser —

  // The stored answers (nardi_store.js: one key per answer, merged on read) and every answer
  // (and every opening of a solution: a miss) kept with its time; true when it is written.
  const progress = () => window.nardiStore.progress();
  const remember = (id, entry, record) => window.nardiStore.remember(id, entry, record);

  function showVerdict(result, verdict) {
    result.textContent = (verdict.error ? "⚠ " : "") + verdict.message;
    result.classList.toggle("is-error", Boolean(verdict.error));
    result.classList.toggle("is-correct", Boolean(verdict.correct));
    result.classList.toggle("is-wrong", !verdict.correct && !verdict.error);
    result.dataset.rule = verdict.rule || "";
    const next = result.nextElementSibling;
    showRuleLink(result, next && next.classList.contains("nardi-message-rule") ? next : null,
                 verdict.rule_link);
  }

  // The link beside a message to the rule it rests on (its words; the ids in its title):
  // ``ruleLink`` if the page has it already, else made right after ``message``.
  function showRuleLink(message, ruleLink, link) {
    if (!ruleLink) {
      ruleLink = document.createElement("a");
      ruleLink.className = "nardi-message-rule nardi-rule reference internal";
      message.after(ruleLink);
    }
    ruleLink.hidden = !link;
    if (link) {
      ruleLink.href = "rules.html#" + link.anchor;
      ruleLink.textContent = link.label;
      ruleLink.title = link.rules;
    }
  }

  // A board that kept its pip counts back (a pip-count question: they are the answer) shows
  // them once the answer is right: the engine sends the whole board with them.
  function revealBoard(el, board) {
    const box = el.querySelector(':scope > .nardi-ex-board[data-hidden="pips"]');
    if (!box || typeof board !== "string" || !board.startsWith("<svg")) return;
    box.innerHTML = board;
    delete box.dataset.hidden;
  }

  // restore: show the last visit's answer and verdict (the review page asks afresh).
  async function liveExercise(el, { restore = true } = {}) {
    const id = el.dataset.exercise;
    const form = JSON.parse(await call("exercise_form", id, lang));
    if (!form || form.ok === false) throw new Error((form && form.message) || "");
    const box = document.createElement("form");
    box.className = "nardi-live-answer";
    let read;
    let write;
    if (form.choices) {
      const group = document.createElement("fieldset");
      const legend = document.createElement("legend");
      legend.textContent = form.answer;
      group.append(legend);
      for (const [key, label] of form.choices) {
        const option = document.createElement("label");
        const radio = document.createElement("input");
        radio.type = "radio";
        radio.name = "nardi-" + id;
        radio.value = key;
        option.append(radio, " ", label);
        group.append(option);
      }
      box.append(group);
      read = () => (box.querySelector("input[type=radio]:checked") || { value: "" }).value;
      write = (value) => {
        for (const radio of box.querySelectorAll("input[type=radio]")) radio.checked = radio.value === value;
      };
    } else {
      const input = document.createElement("input");
      input.type = "text";
      input.className = "nardi-answer-text";
      input.maxLength = 2000;  // nardi_teach.web.exercises.MAX_ANSWER
      input.placeholder = form.placeholder;
      input.setAttribute("aria-label", form.answer);
      box.append(input);
      read = () => input.value;
      write = (value) => { input.value = value; };
    }
    const button = document.createElement("button");
    button.type = "submit";
    button.textContent = form.check;
    const result = document.createElement("div");
    result.className = "nardi-check-result";
    result.setAttribute("role", "status");
    result.setAttribute("aria-live", "polite");
    box.append(button, result);
    box.addEventListener("submit", async (event) => {
      event.preventDefault();
      const t0 = performance.now();
      const answer = read();
      try {
        const verdict = JSON.parse(await call("check_answer", id, answer, lang));
        if (!verdict || typeof verdict.message !== "string") throw new Error("");
        showVerdict(result, verdict);
        if (verdict.board) revealBoard(el, verdict.board);
        if (!verdict.error) {  // a refused request is no attempt
          const correct = Boolean(verdict.correct);
          remember(id, { answer, correct, message: verdict.message, rule: verdict.rule || "" },
                   { correct });
        }
      } catch (err) {
        showError(result, err && err.message);
      }
      timed("check", t0);
      el.dispatchEvent(new CustomEvent("nardi:update", { bubbles: true }));
    });
    const after = el.querySelector(":scope > .nardi-ex-hints, :scope > details");
    if (after) after.before(box);
    else el.append(box);
    // Opening the solution counts as a miss for the review queue, once per opening.
    for (const solution of el.querySelectorAll("details.nardi-ex-solution")) {
      solution.addEventListener("toggle", () => {
        if (solution.open) remember(id, null, { correct: false, shown_solution: true });
      });
    }
    const saved = progress()[id];
    if (restore && saved && typeof saved.answer === "string") {  // the last visit's answer and verdict
      write(saved.answer);
      showVerdict(result, saved);
      el.dataset.restored = "1";
      if (saved.correct && el.querySelector(':scope > .nardi-ex-board[data-hidden="pips"]')) {
        try {  // answered right last time: the board shows its pip counts again
          const again = JSON.parse(await call("check_answer", id, saved.answer, lang));
          if (again && again.correct) revealBoard(el, again.board);
        } catch (err) { /* the board stays as it was */ }
      }
    }
    el.classList.add("is-live");
  }

  Object.assign(api, { call, timed, showError, liveExercise, progress });

  // An exercise or other live part that could not start: its reason in a note of its own.
  function failedAtStart(el, err) {
    el.dataset.failed = "start";
    const note = document.createElement("div");
    note.className = "nardi-check-result";
    note.setAttribute("role", "status");
    showError(note, err && err.message);
    el.append(note);
  }

  // — going live: each board and early part as it is found, then the rest (issue 41) —

  let pythonIn = false;  // Python's ready message came
  let stringsIn = false;  // the page's texts came (start())
  const toMount = [];  // found, not yet live (the boards go first)
  const settled = new Set();  // live, or failed with the reason shown
  const statusOf = new Map();  // a found board's or part's loading note
  let mounting = null;  // the running round of mountNext, if any

  // a found board or early part, until it is live: its loading note, and a board offers no
  // move it cannot yet take (its built message, „roll …“, waits)
  function prepare(el) {
    if (statusOf.has(el) || settled.has(el)) return;
    if (el.matches(BOARD)) {
      const text = el.querySelector(".nardi-message-text");
      if (text && strings.board_wait && !el.classList.contains("is-live")) {
        text.dataset.built = text.textContent;
        text.textContent = strings.board_wait;
      }
      statusOf.set(el, addStatus(el.querySelector(".nardi-live-side") || el, false, true));
    } else {
      const part = early.find((p) => p.el === el);
      statusOf.set(el, addStatus(el, Boolean(part && part.plugin.short)));
    }
  }

  async function mountOne(el) {
    const part = early.find((p) => p.el === el);
    try {
      if (part) await part.plugin.live(el, api);
      else {
        await liveBoard(el);
        mark("board");
      }
    } catch (err) {
      if (part) failedAtStart(el, err);
      else {  // a board that fails stays static, with the reason shown
        el.dataset.failed = "start";
        showError(el.querySelector(".nardi-message-text"), err && err.message);
      }
    }
    settled.add(el);
    const note = statusOf.get(el);
    if (note) {
      note.remove();
      statuses.splice(statuses.indexOf(note), 1);
    }
  }

  // one at a time, each on its own, in the page's order (a board before a part): once Python
  // and the page's texts are in, and again as the parser finds more
  function mountNext() {
    if (mounting || !pythonIn || !stringsIn) return mounting || Promise.resolve();
    api.strings = strings;
    mounting = (async () => {
      await null;  // mounting is set before the round runs (it clears it when it ends)
      while (toMount.length) {
        const board = toMount.findIndex((el) => el.matches(BOARD));
        await mountOne(toMount.splice(Math.max(board, 0), 1)[0]);
        boardsDone();
      }
      mounting = null;
      boardsDone();
    })();
    return mounting;
  }

  // Every board is live (the build's count of them reached, or the page parsed and all that
  // it holds live): the boards are live before the exercises and the other live parts (issue
  // 41), so a reader may play at once. "ready" (goRest) still means everything is live.
  function boardsDone() {
    if (api.boardsAt !== null || !pythonIn || !stringsIn) return;
    const live = boards.filter((el) => settled.has(el)).length;
    if (!(pageParsed ? live === boards.length : expected !== null && live >= expected)) return;
    mark("boards live");
    clearStatus(true);
    api.boardsAt = performance.now();
    html.dataset.nardiBoards = "live";
    window.dispatchEvent(new Event("nardi:boards"));
    parsed.then(goRest).catch(fail);
  }

  onFound = (el) => {
    if (!el) { boardsDone(); return; }  // the page's end
    toMount.push(el);
    if (stringsIn) {
      prepare(el);
      showStatus();
    }
    mountNext();
  };
  toMount.push(...boards, ...early.map((p) => p.el));  // found before this line

  async function goRest() {
    mark("parsed");
    // all at once: the worker answers them one after the other, with no round trip between
    await Promise.all(exercises.map((el) => liveExercise(el).catch((err) => failedAtStart(el, err))));
    mark("exercises");
    // a plugin whose script ran after the page was looked at (deferred, say) still comes in
    const known = new Set(plugged.map((p) => p.plugin));
    for (const plugin of plugins()) {
      const elements = known.has(plugin) ? []
        : [...document.querySelectorAll(plugin.selector)].filter((el) => !taken.has(el));
      if (elements.length > 0) plugged.push({ plugin, elements });
    }
    for (const { plugin, elements } of plugged) {
      for (const el of elements) {
        if (taken.has(el)) continue;
        taken.add(el);
        try {
          await plugin.live(el, api);
        } catch (err) {
          failedAtStart(el, err);
        }
      }
    }
    await mountNext();  // the early parts still going live
    mark("plugins");
    clearInterval(ticker);
    clearStatus();
    api.readyAt = performance.now();
    html.dataset.nardiLive = "ready";
    window.dispatchEvent(new Event("nardi:live"));
  }

  // Whether the worker keeps what it downloads for the offline app (the book not saved yet: no
  // service worker answers this page; nardi_live_worker.js, HANDED)
  function handoff() {
    return Boolean(window.isSecureContext && navigator.serviceWorker
                   && !navigator.serviceWorker.controller);
  }

  async function start() {
    html.dataset.nardiLive = "loading";
    // Python started loading before anything else was read: from the head's own line on a page
    // the build marked (window.nardiEarly, book/_ext/nardi_live.py), else from here. The
    // worker reads live.json itself and passes it on ("manifest") for the page's texts.
    const early = window.nardiEarly;
    if (early && early.worker) {
      worker = early.worker;
      port = early.port || worker;
      api.shared = Boolean(early.shared);
      api.phases.push(["worker started", early.at]);
      earlyCalls = early.calls || new Map();
    } else {
      worker = port = new Worker(new URL("_static/nardi_live_worker.js", root), { type: "module" });
      worker.postMessage({ type: "init", indexURL: base.href, origin: performance.timeOrigin,
                           handoff: handoff() });
      mark("worker started");
    }
    const manifest = new Promise((resolve) => { gotManifest = resolve; });
    port.onmessage = onMessage;
    worker.onerror = (event) => fail(event.message || "worker");
    if (early && early.worker) {
      for (const event of early.messages.splice(0)) onMessage(event);
      if (early.error) fail(early.error);
    }
    strings = (await manifest).strings;
    mark("live.json");
    stringsIn = true;
    for (const el of toMount) prepare(el);  // the boards and parts found so far
    showStatus();
    ticker = setInterval(showStatus, 1000);
    mountNext();
    await parsed;
    for (const el of exercises) addStatus(el, true);
    for (const { plugin, elements } of plugged) {
      for (const el of elements) addStatus(el, Boolean(plugin.short));
    }
    showStatus();
  }

  // — the offline book: book/_static/nardi_offline.js registers the service worker and saves
  // the whole book in the background once this page is live ("nardi:live") —

  // Start Python at once: a page with a board or an exercise is a page to play on (a page the
  // build did not mark is looked at once it is parsed).
  if (marked) {
    start().catch(fail);
  } else {
    parsed.then(() => {
      const live = boards.length + early.length + exercises.length + plugged.length > 0;
      if (live) start().catch(fail);
    });
  }
})();
