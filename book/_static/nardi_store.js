// The learner's progress in this browser (issue 26): answers ("nardi-progress") and lesson
// stars ("nardi-lessons"), written so that two tabs, a reload mid-write and a full quota lose
// nothing. nardi_live.js, nardi_lesson.js and nardi_review.js keep and read through it:
//   nardiStore.remember(id, entry, record)  an answer (entry) or an opened solution (null)
//   nardiStore.keepStars(chapter, stars)    a finished lesson
//   nardiStore.keepGame(game)               a finished game ("nardi-games", issue 37)
//   nardiStore.progress() / .lessons()      the merged {id: entry} / {chapter: {stars, at}}
//   nardiStore.games()                      the finished games, oldest first (the newest 200)
//   nardiStore.text(store)                  the same as JSON, for Python (review_state)
//   nardiStore.exportText() / .importText(text)  the class view's file, the same format
//
// How: one localStorage key per answer, merged on read. Each answer is written as a record
// of its own under a key no other tab uses ("nardi-progress#<time>-<random>"), one setItem:
// there is no read-modify-write, so two tabs cannot overwrite each other, and a reload
// mid-write loses at most the write in flight, never older answers. Reading merges the base
// value ("nardi-progress", the format the book has always had) with every record, in time
// order, each record once (its key is kept in the log as "k"). Now and then, under a Web
// Lock (navigator.locks, one tab at a time), the records are folded into the base and their
// keys removed; without Web Locks nothing is folded and the records just stay.
// Why not IndexedDB: its transactions would do, but every read there is asynchronous, while
// the pages read the answers synchronously when an exercise starts, Python reads one JSON
// text, and localStorage is what the book already has (no migration, no second store).
//
// A full or switched-off storage: the answer stays in memory (pending) and is shown as
// kept; each later write, and a timer, try again; the learner is told once, in the page's
// language (the text comes from the catalogue, _pyodide/live.json via nardi_live.js).
// A damaged base is copied aside ("nardi-progress.broken-<time>") only when the copy fits,
// and only at a fold: the new answers are records of their own, so the copy never costs one.
(() => {
  "use strict";
  // Kept per pupil on a shared computer (nardi_pupil.js, loaded first; choosing a pupil
  // reloads the page): "nardi-progress:<id>", "nardi-lessons:<id>" (nardiPupil.id: no id
  // holds "#" or ".", so one pupil's prefix "<store>:<id>#" is no other pupil's).
  const perPupil = (key) => (window.nardiPupil ? window.nardiPupil.key(key) : key);
  const PROGRESS = perPupil("nardi-progress");
  const LESSONS = perPupil("nardi-lessons");
  const GAMES = perPupil("nardi-games");
  const NAMED = { "nardi-progress": PROGRESS, "nardi-lessons": LESSONS, "nardi-games": GAMES };
  const STORES = [PROGRESS, LESSONS, GAMES];
  const GAMES_MAX = 200;  // finished games kept (the newest)
  const SEP = "#";
  const LOG_MAX = 40;  // timed records kept per exercise, as nardi_teach.progress.store
  const FOLD_AT = 40;  // records of one store before they are folded into its base
  const RETRY_MS = 15000;
  // Another tab's view of localStorage can lag this tab's writes by moments (each tab's
  // renderer keeps its own copy, updated from the browser process), so a fold only takes
  // records older than this: by then every tab sees both them and the base they went into.
  const SETTLE_MS = 5000;
  const pending = { [PROGRESS]: [], [LESSONS]: [], [GAMES]: [] };
  let told = false;
  let timer = null;

  function storage() {
    try {
      return window.localStorage || null;
    } catch {
      return null;  // blocked (a sandboxed frame, storage switched off)
    }
  }

  function nonce() {
    const bytes = new Uint8Array(6);
    (window.crypto || { getRandomValues: (a) => a.map(() => Math.floor(Math.random() * 256)) })
      .getRandomValues(bytes);
    return Date.now().toString(36) + "-" + Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  const isMap = (v) => Boolean(v) && typeof v === "object" && !Array.isArray(v);

  // Keys kept before issue 40, "<store>@<name>" (a base), "<store>@<name>#<k>" (a record
  // whose "k" is <k>) and "<store>@<name>.broken-<time>", go to the pupil's id, each once:
  // copied, then removed (a reload in between copies the same value again). The name in a
  // record's key is what comes before "#" + its own "k", so "nika" and "nika#2" stay apart.
  // A base whose new key is taken (a tab of the old version wrote after the move) goes in
  // as records, as importText does: merged once, never over what is there.
  function migrate() {
    const ls = storage();
    const pupil = window.nardiPupil;
    if (!ls || !pupil || !pupil.id) return;
    const keys = [];
    try {
      for (let i = 0; i < ls.length; i++) {
        const k = ls.key(i);
        if (k && /^nardi-(progress|lessons)@/.test(k)) keys.push(k);
      }
    } catch {
      return;
    }
    const known = new Set(pupil.known());
    for (const key of keys) {
      const store = key.slice(0, key.indexOf("@"));
      const rest = key.slice(store.length + 1);
      let raw = null;
      try {
        raw = ls.getItem(key);
      } catch {
        continue;
      }
      if (raw === null) continue;
      let value = null;
      try {
        value = JSON.parse(raw);
      } catch {
        value = null;
      }
      const to = (name) => (pupil.clean(name) ? `${store}:${pupil.id(name)}` : null);
      let target = null;
      let asRecords = false;
      const broken = /^(.*)\.broken-(\d+)$/.exec(rest);
      if (isMap(value) && typeof value.k === "string" && rest.endsWith("#" + value.k)) {
        const owner = to(rest.slice(0, rest.length - value.k.length - 1));
        target = owner && `${owner}#${value.k}`;
      } else if (broken && !known.has(rest)) {
        const owner = to(broken[1]);
        target = owner && `${owner}.broken-${broken[2]}`;
      } else {
        target = to(rest);
        asRecords = target !== null && ls.getItem(target) !== null && ls.getItem(target) !== raw;
      }
      if (!target) continue;  // no name: no store read it before either; left as it is
      try {
        if (asRecords) {
          for (const rec of baseRecords(store, value)) ls.setItem(`${target}#${rec.k}`, JSON.stringify(rec));
        } else {
          ls.setItem(target, raw);
        }
        ls.removeItem(key);
      } catch {
        // no room: the old key stays and moves at a later visit
      }
    }
  }

  // A base value's answers or stars as records (the store's own merge skips any "k" it has).
  function baseRecords(store, value) {
    const out = [];
    if (!isMap(value)) return out;
    for (const [name, entry] of Object.entries(value)) {
      if (!isMap(entry)) continue;
      if (store === "nardi-lessons") {
        if (Number.isInteger(entry.stars)) {
          out.push({ t: "stars", chapter: name, stars: entry.stars, at: String(entry.at || ""), k: nonce() });
        }
        continue;
      }
      for (const r of Array.isArray(entry.log) ? entry.log.slice(-LOG_MAX) : []) {
        if (!isMap(r) || typeof r.at !== "string") continue;
        out.push({ t: r.shown_solution ? "shown" : "answer", id: name, at: r.at,
                   k: typeof r.k === "string" && r.k.length < 40 ? r.k : nonce(),
                   correct: r.correct === true, shown_solution: r.shown_solution === true,
                   answer: typeof entry.answer === "string" ? entry.answer : "",
                   message: typeof entry.message === "string" ? entry.message : "",
                   rule: typeof entry.rule === "string" ? entry.rule : "" });
      }
    }
    return out;
  }
  migrate();

  // The base value: {value, raw, damaged}; nothing stored is an empty map.
  function base(store) {
    const ls = storage();
    let raw = null;
    try {
      raw = ls ? ls.getItem(store) : null;
    } catch {
      raw = null;
    }
    if (!raw) return { value: {}, raw, damaged: false };
    try {
      const value = JSON.parse(raw);
      if (isMap(value)) return { value, raw, damaged: false };
    } catch {
      // damaged: read as empty, kept as it is
    }
    return { value: {}, raw, damaged: true };
  }

  // Every record of ``store``: written ones (with their keys) and pending ones.
  function records(store) {
    const out = [];
    const ls = storage();
    const prefix = store + SEP;
    if (ls) {
      let count = 0;
      try {
        count = ls.length;
      } catch {
        count = 0;
      }
      for (let i = 0; i < count; i++) {
        let key = null;
        try {
          key = ls.key(i);
        } catch {
          break;
        }
        if (!key || !key.startsWith(prefix)) continue;
        try {
          const rec = JSON.parse(ls.getItem(key));
          if (isMap(rec) && typeof rec.k === "string") out.push({ key, rec });
        } catch {
          // a damaged record is skipped (and folded away with the others)
        }
      }
    }
    for (const rec of pending[store]) out.push({ key: null, rec });
    out.sort((a, b) => (a.rec.at < b.rec.at ? -1 : a.rec.at > b.rec.at ? 1 : a.rec.k < b.rec.k ? -1 : 1));
    return out;
  }

  function applyProgress(value, recs) {
    const all = {};
    for (const [id, entry] of Object.entries(value)) all[id] = entry;
    const seen = new Set();
    for (const entry of Object.values(all)) {
      if (isMap(entry) && Array.isArray(entry.log)) for (const r of entry.log) if (r && r.k) seen.add(r.k);
    }
    for (const { rec } of recs) {
      if (seen.has(rec.k) || typeof rec.id !== "string") continue;
      seen.add(rec.k);
      const old = isMap(all[rec.id]) ? all[rec.id] : { attempts: 0, solved: false };
      const mark = { item: rec.id, at: rec.at, correct: rec.correct === true, k: rec.k };
      if (rec.shown_solution) mark.shown_solution = true;
      const log = [...(Array.isArray(old.log) ? old.log : []), mark].slice(-LOG_MAX);
      if (rec.t === "answer") {
        all[rec.id] = { answer: rec.answer, correct: rec.correct === true, message: rec.message,
                        rule: rec.rule || "", attempts: (Number(old.attempts) || 0) + 1,
                        solved: old.solved === true || rec.correct === true, log };
      } else {
        all[rec.id] = { ...old, log };
      }
    }
    return all;
  }

  function applyLessons(value, recs) {
    const all = { ...value };
    for (const { rec } of recs) {
      const chapter = String(rec.chapter);
      const old = all[chapter];
      const best = isMap(old) && Number.isInteger(old.stars) ? old.stars : 0;
      if (Number.isInteger(rec.stars) && rec.stars >= best) all[chapter] = { stars: rec.stars, at: rec.at };
    }
    return all;
  }

  // Finished games: {k: game}, each once, the newest GAMES_MAX.
  function applyGames(value, recs) {
    const all = { ...value };
    for (const { rec } of recs) if (typeof rec.game === "string") all[rec.k] = rec;
    const kept = Object.values(all).filter(isMap)
      .sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).slice(-GAMES_MAX);
    return Object.fromEntries(kept.map((g) => [g.k, g]));
  }

  function applyTo(store) {
    // any pupil's answers ("nardi-progress:<id>") merge as answers, stars as stars
    return store.startsWith("nardi-progress") ? applyProgress
      : store.startsWith("nardi-games") ? applyGames : applyLessons;
  }

  function merged(store) {
    return applyTo(store)(base(store).value, records(store));
  }

  function tellFull() {
    if (told) return;
    const strings = (window.nardiLive && window.nardiLive.strings) || {};
    if (!strings.store_full) return;  // the texts are not there yet: told at the next try
    told = true;
    const note = document.createElement("div");
    note.className = "nardi-store-note";
    note.setAttribute("role", "alert");
    note.textContent = "⚠ " + strings.store_full;
    const main = document.querySelector("main, article, [role=main]") || document.body;
    main.prepend(note);
  }

  function writeOne(store, rec) {
    const ls = storage();
    if (!ls) return false;
    try {
      ls.setItem(store + SEP + rec.k, JSON.stringify(rec));
      return true;
    } catch {
      return false;  // full (QuotaExceededError) or switched off
    }
  }

  // Write what waits, oldest first; true when nothing waits any more.
  function flush() {
    for (const store of STORES) {
      while (pending[store].length) {
        if (!writeOne(store, pending[store][0])) return false;
        pending[store].shift();
      }
    }
    if (timer) {
      clearInterval(timer);
      timer = null;
    }
    return true;
  }

  function add(store, rec) {
    pending[store].push(rec);
    const written = flush();
    if (!written) {
      tellFull();
      if (!timer) timer = setInterval(flush, RETRY_MS);
    } else if (base(store).damaged || records(store).length > FOLD_AT) {
      foldLater(store);
    }
    return written;
  }

  // The automatic fold, once the newest record has settled: one timer per store at a time.
  const foldTimers = {};
  function foldLater(store) {
    if (foldTimers[store]) return;
    foldTimers[store] = setTimeout(() => {
      foldTimers[store] = null;
      fold(store, SETTLE_MS);
    }, SETTLE_MS + 250);
  }

  // Fold the records into the base, one tab at a time (Web Locks); the base is written first,
  // then the folded keys removed: a crash in between leaves records the merge skips (their
  // "k" is in the base's log). A damaged base is copied aside first, and only if that fits.
  // ``settleMs``: fold only the records at least that old (the automatic fold: SETTLE_MS).
  function fold(store, settleMs = 0) {
    if (!navigator.locks || !storage()) return Promise.resolve(false);
    return navigator.locks.request("nardi-store:" + store, () => {
      const ls = storage();
      const b = base(store);
      const before = Date.now() - settleMs;
      const recs = records(store).filter((r) => r.key && !(Date.parse(r.rec.at) > before));
      if (!recs.length) return false;
      try {
        if (b.damaged) ls.setItem(`${store}.broken-${Date.now()}`, b.raw);
        const folded = applyTo(store)(b.value, recs);
        ls.setItem(store, JSON.stringify(folded));
      } catch {
        return false;  // no room: the records stay as they are, nothing lost
      }
      for (const { key } of recs) {
        try {
          ls.removeItem(key);
        } catch {
          // stays: merged once all the same
        }
      }
      return true;
    });
  }

  function remember(id, entry, record) {
    const rec = { id: String(id), at: new Date().toISOString(), k: nonce(),
                  correct: Boolean(record && record.correct) };
    if (entry) {
      Object.assign(rec, { t: "answer", answer: String(entry.answer), message: String(entry.message || ""),
                           rule: String(entry.rule || ""), correct: Boolean(entry.correct) });
    } else {
      rec.t = "shown";
      if (record && record.shown_solution) rec.shown_solution = true;
    }
    return add(PROGRESS, rec);
  }

  function keepStars(chapter, stars) {
    if (!Number.isInteger(stars) || stars < 1 || stars > 3) return false;
    return add(LESSONS, { t: "stars", chapter: String(chapter), stars, at: new Date().toISOString(), k: nonce() });
  }

  const SIDES = ["white", "black", ""];
  // A finished game ({game, result, points, winner, learner, dropped}, from nardi_live.js).
  function keepGame(game) {
    if (!isMap(game) || typeof game.game !== "string" || typeof game.result !== "string") return false;
    const side = (s) => (SIDES.includes(s) ? s : "");
    return add(GAMES, { t: "game", game: game.game.slice(0, 40), result: game.result.slice(0, 20),
                        points: Number.isInteger(game.points) ? game.points : 0,
                        winner: side(game.winner), learner: side(game.learner),
                        dropped: game.dropped === true, at: new Date().toISOString(), k: nonce() });
  }

  // The merged value as JSON for Python; a damaged base with nothing else is passed as it is
  // (Python says it is damaged), with answers beside it as one unreadable entry more.
  function text(name) {
    const store = NAMED[name] || name;
    const b = base(store);
    const recs = records(store);
    if (b.damaged && !recs.length) return b.raw;
    const all = merged(store);
    if (b.damaged) all[store + " (damaged)"] = "damaged";
    return JSON.stringify(all);
  }

  const EXPORT_MAX = 4 * 1024 * 1024;

  function exportText() {
    return JSON.stringify({ format: "nardi-progress", version: 1, progress: merged(PROGRESS),
                            lessons: merged(LESSONS), games: merged(GAMES) });
  }

  // The class view's file back into this browser: each entry's log records and stars added
  // as records (the same merge, so importing twice adds nothing). Returns how many records.
  function importText(textIn) {
    if (typeof textIn !== "string" || textIn.length > EXPORT_MAX) return 0;
    let data;
    try {
      data = JSON.parse(textIn);
    } catch {
      return 0;
    }
    if (!isMap(data) || data.format !== "nardi-progress") return 0;
    let n = 0;
    for (const [id, entry] of Object.entries(isMap(data.progress) ? data.progress : {})) {
      if (!isMap(entry) || !Array.isArray(entry.log)) continue;
      const have = new Set((merged(PROGRESS)[id] || { log: [] }).log.map((r) => r && r.k));
      for (const r of entry.log.slice(-LOG_MAX)) {
        if (!isMap(r) || typeof r.at !== "string" || r.at.length > 40) continue;
        const k = typeof r.k === "string" && r.k.length < 40 ? r.k : nonce();
        if (have.has(k)) continue;
        add(PROGRESS, { t: r.shown_solution ? "shown" : "answer", id, at: r.at, k,
                        correct: r.correct === true, shown_solution: r.shown_solution === true,
                        answer: typeof entry.answer === "string" ? entry.answer : "",
                        message: typeof entry.message === "string" ? entry.message : "" });
        n++;
      }
    }
    for (const [chapter, got] of Object.entries(isMap(data.lessons) ? data.lessons : {})) {
      if (isMap(got) && Number.isInteger(got.stars)) {
        keepStars(chapter, got.stars);
        n++;
      }
    }
    return n;
  }

  window.addEventListener("storage", () => {  // another tab may have freed room
    if (STORES.some((store) => pending[store].length)) flush();
  });
  window.nardiStore = {
    remember, keepStars, keepGame, text, exportText, importText, fold, flush,
    progress: () => merged(PROGRESS),
    lessons: () => merged(LESSONS),
    games: () => Object.values(merged(GAMES)),
    pending: () => STORES.reduce((n, store) => n + pending[store].length, 0),
  };
})();
