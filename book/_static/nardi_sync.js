// Answers back to the class server by themselves (issue 37). A pupil who joined the class
// (the server's join page keeps {pupil, name, token} in localStorage "nardi-class") has every
// answer, opened solution, lesson's stars and finished game kept as before by nardi_store.js,
// and a copy of each put in an outbox, one localStorage key per record
// ("nardi-class-out@<pupil>#<k>", k made here), sent to the server whenever it answers: in
// batches, each record with its own id, so a record sent twice is kept once (the server's
// key is pupil + k) and an outbox that waited ten minutes offline is sent whole when the
// connection is back. A record leaves the outbox only when the server said it has it (or
// refused it for good). A note at the page's foot says what the teacher has received and
// what waits. Not joined, or the book opened from another server: this file does nothing.
// Its words come from the catalogue (meta "nardi-sync-text", book/_ext/nardi_sync.py).
(() => {
  "use strict";
  const SESSION = "nardi-class";
  const BATCH = 40;
  const EVERY_MS = 4000;
  const MAX_WAIT_MS = 30000;

  function storage() {
    try { return window.localStorage || null; } catch { return null; }
  }
  function session() {
    const ls = storage();
    try {
      const s = JSON.parse((ls && ls.getItem(SESSION)) || "null");
      if (s && typeof s.token === "string" && Number.isInteger(s.pupil)) return s;
    } catch { /* no session */ }
    return null;
  }
  const me = session();
  if (!me) return;
  const PREFIX = `nardi-class-out@${me.pupil}#`;
  const RECEIVED = `nardi-class-received@${me.pupil}`;

  let text = {};
  try {
    const meta = document.querySelector('meta[name="nardi-sync-text"]');
    text = JSON.parse(meta ? meta.content : "{}") || {};
  } catch { text = {}; }
  const say = (k, values = {}) => String(text[k] || "").replace(/\{(\w+)\}/g, (m, v) => (v in values ? values[v] : m));

  function nonce() {
    const bytes = new Uint8Array(6);
    window.crypto.getRandomValues(bytes);
    return Date.now().toString(36) + "-" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function put(rec) {
    const ls = storage();
    rec.k = nonce();
    rec.at = new Date().toISOString();
    try { if (ls) ls.setItem(PREFIX + rec.k, JSON.stringify(rec)); } catch { /* full: the store tells */ }
    soon(200);
  }

  function outbox() {
    const ls = storage();
    const out = [];
    if (!ls) return out;
    for (let i = 0; i < ls.length; i++) {
      const key = ls.key(i);
      if (!key || !key.startsWith(PREFIX)) continue;
      try {
        const rec = JSON.parse(ls.getItem(key));
        if (rec && typeof rec === "object") out.push(rec);
        else ls.removeItem(key);
      } catch { ls.removeItem(key); }
    }
    return out.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  // — hooking the store: every new answer, opened solution and stars also goes out —
  function hook() {
    const store = window.nardiStore;
    if (!store || store.nardiSync) return Boolean(store);
    const remember = store.remember;
    const keepStars = store.keepStars;
    const keepGame = store.keepGame;
    store.remember = (id, entry, record) => {
      const kept = remember(id, entry, record);
      if (entry) put({ t: "answer", id: String(id), answer: String(entry.answer).slice(0, 300) });
      else put({ t: "shown", id: String(id) });
      return kept;
    };
    store.keepStars = (chapter, stars) => {
      const kept = keepStars(chapter, stars);
      if (kept !== false) put({ t: "stars", chapter: String(chapter), stars });
      return kept;
    };
    if (keepGame) {
      store.keepGame = (game) => {
        const kept = keepGame(game);
        if (kept !== false) {
          const { result, points, winner, learner, dropped } = game;
          put({ t: "game", game: String(game.game), result, points, winner, learner, dropped });
        }
        return kept;
      };
    }
    store.nardiSync = true;
    return true;
  }
  if (!hook()) document.addEventListener("DOMContentLoaded", hook);

  // — the note —
  let note = null;
  let held = "";  // the server's sentence when it holds records back (its quota)
  function show(state) {
    if (!note) {
      document.documentElement.classList.add("nardi-has-sync");
      note = document.createElement("div");
      note.className = "nardi-sync";
      note.setAttribute("role", "status");
      note.setAttribute("aria-live", "polite");
      (document.body || document.documentElement).append(note);
    }
    const waiting = outbox().length;
    let received = 0;
    try { received = Number(storage().getItem(RECEIVED)) || 0; } catch { received = 0; }
    note.dataset.state = state;
    note.dataset.waiting = String(waiting);
    note.dataset.received = String(received);
    note.replaceChildren();
    const who = document.createElement("b");
    who.textContent = say("who", { name: me.name });
    const what = document.createElement("span");
    what.className = "nardi-sync-what";
    if (state === "again") {
      const a = document.createElement("a");
      a.href = "/join";
      a.textContent = say("again");
      what.append(a);
    } else if (state === "held" && waiting) {
      what.textContent = held;
    } else if (waiting) {
      what.textContent = state === "sending" ? say("sending") : (text.waiting || {})[waiting] || say("waiting_n", { n: waiting });
    } else {
      what.textContent = received ? (text.sent || {})[received] || say("sent_n", { n: received }) : say("none");
    }
    note.append(who, " · ", what);
    if (me.task) {
      const a = document.createElement("a");
      a.className = "nardi-sync-task";
      a.href = me.task;
      a.textContent = say("task");
      note.append(" · ", a);
    }
    if (me.board) {  // the teacher has a board up: one tap away
      const a = document.createElement("a");
      a.className = "nardi-sync-board";
      a.href = "/board";
      a.textContent = say("board");
      note.append(" · ", a);
    }
  }

  // — sending —
  let busy = false;
  let timer = null;
  let wait = EVERY_MS;
  function soon(ms) {
    clearTimeout(timer);
    timer = setTimeout(send, ms);
  }
  async function post(path, body) {
    const response = await fetch(path, {
      method: "POST", cache: "no-store",
      headers: { "Content-Type": "application/json", "X-Nardi-Token": me.token },
      body: JSON.stringify(body),
    });
    const data = await response.json().catch(() => ({}));
    return { status: response.status, data };
  }
  function remember(data) {
    const ls = storage();
    try {
      if (Number.isInteger(data.received)) ls.setItem(RECEIVED, String(data.received));
      if ((typeof data.task === "string" && data.task !== me.task)
          || (Number.isInteger(data.board) && data.board !== me.board)) {
        if (typeof data.task === "string") me.task = data.task;
        if (Number.isInteger(data.board)) me.board = data.board;
        ls.setItem(SESSION, JSON.stringify(me));
      }
    } catch { /* kept in memory only */ }
  }
  async function send() {
    if (busy) return;
    busy = true;
    let state = "idle";
    try {
      let batch = outbox().slice(0, BATCH);
      if (!batch.length) {
        const { status, data } = await post("/api/me", {});
        if (status === 401) state = "again";
        else if (status === 200) remember(data);
      }
      while (batch.length) {
        show("sending");
        const { status, data } = await post("/api/sync", { records: batch });
        if (status === 401) { state = "again"; break; }
        if (status === 429) {  // the quota: the records stay here, sent again later
          state = "held";
          held = String(data.message || "");
          wait = MAX_WAIT_MS;
          break;
        }
        if (status !== 200) throw new Error(String(status));
        const ls = storage();
        for (const k of [...(data.done || []), ...(data.refused || []).map((r) => r.k)]) {
          try { ls.removeItem(PREFIX + k); } catch { /* stays; sent again, kept once */ }
        }
        remember(data);
        if (data.held) {
          state = "held";
          held = String(data.held);
          wait = MAX_WAIT_MS;
          break;
        }
        batch = outbox().slice(0, BATCH);
      }
      if (state !== "held") wait = EVERY_MS;
    } catch {
      state = "offline";
      wait = Math.min(wait * 2, MAX_WAIT_MS);
    } finally {
      busy = false;
    }
    show(state);
    soon(outbox().length ? wait : Math.max(wait, 15000));
  }
  window.addEventListener("online", () => soon(100));
  window.addEventListener("storage", (event) => {
    if (event.key && event.key.startsWith(PREFIX)) soon(500);
  });
  document.addEventListener("visibilitychange", () => { if (!document.hidden) soon(100); });
  const start = () => { show("idle"); soon(300); };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
  window.nardiSync = { send, outbox, session: () => me };
})();
