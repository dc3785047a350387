// The offline app (issue 23, point 7): every page registers the service worker (nardi_sw.js at
// the site's root) and asks it to save the whole book — every page, Pyodide, the bank — in the
// background, once the page itself is live (its own downloads first). A note says how far the
// saving is and when the book is ready to be read without a connection, with a button that
// saves it now. The note sits in the sidebar (on a phone, where the sidebar is folded away, at
// the top of the page until the book is saved); its words come from the catalogue
// (meta "nardi-offline-text", book/_ext/nardi_offline.py).
(() => {
  "use strict";
  const script = document.currentScript;
  if (!script || location.protocol === "file:") return;
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  const root = new URL("../", script.src); // this file is <root>/_static/nardi_offline.js
  let text = {};
  const say = (k) => String(text[k] || k);
  const notes = [];
  let last = null;
  let asked = false;
  let unavailable = false; // the browser refused the service worker

  function note(where) {
    const el = document.createElement("div");
    el.className = `nardi-offline nardi-offline-${where}`;
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", say("label"));
    el.dataset.state = "idle";
    const line = document.createElement("p");
    line.className = "nardi-offline-text";
    line.setAttribute("role", "status");
    line.setAttribute("aria-live", "polite");
    line.textContent = say("saving");
    const bar = document.createElement("progress");
    bar.className = "nardi-offline-bar";
    bar.setAttribute("aria-label", say("label"));
    const button = document.createElement("button");
    button.type = "button";
    button.className = "nardi-offline-now";
    button.textContent = say("save_now");
    button.addEventListener("click", () => {
      if (navigator.storage && navigator.storage.persist) navigator.storage.persist().catch(() => {});
      ask(true);
    });
    el.append(line, bar, button);
    notes.push(el);
    return el;
  }

  function show(message) {
    const state = message.state;
    if (!last && state === "ready") document.documentElement.dataset.nardiOfflineBefore = "1";
    last = message;
    for (const el of notes) {
      el.dataset.state = state;
      el.querySelector(".nardi-offline-text").textContent = say(state === "idle" ? "saving" : state);
      const bar = el.querySelector("progress");
      bar.max = message.total || 1;
      bar.value = message.done || 0;
      bar.hidden = state === "ready";
      el.querySelector("button").hidden = state === "ready" || state === "full";
    }
    document.documentElement.dataset.nardiOffline = state;
    if (state === "ready") {
      window.dispatchEvent(new CustomEvent("nardi:offline-ready", { detail: message }));
    }
  }

  // The addresses this page loaded its own files from (Sphinx's "?v=…" with them): the
  // service worker takes these files from the browser's HTTP cache, not the server
  function loaded() {
    return performance.getEntriesByType("resource").map((e) => e.name)
      .filter((name) => name.startsWith(root.href) && name.includes("?"));
  }

  async function post(message) {
    if (message.type === "save") message = { ...message, loaded: loaded() };
    const registration = await navigator.serviceWorker.ready;
    (registration.active || navigator.serviceWorker.controller)?.postMessage(message);
  }

  function ask(fast) {
    asked = true;
    post({ type: "save", fast }).catch(() => {});
  }

  function place() {
    if (unavailable) return;
    try {
      text = JSON.parse(document.querySelector('meta[name="nardi-offline-text"]')?.content || "{}");
    } catch { text = {}; }
    const side = document.querySelector(".bd-sidebar-primary .sidebar-primary-items__start")
      || document.querySelector(".bd-sidebar-primary");
    const pupil = side && side.querySelector(".nardi-pupil");
    if (pupil) pupil.after(note("side"));
    else if (side) side.prepend(note("side"));
    const article = document.querySelector("main .bd-article") || document.querySelector("main");
    if (article) article.prepend(note("page"));
    if (last) show(last);
  }

  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data && event.data.type === "offline") show(event.data);
  });
  window.addEventListener("online", () => { if (asked) ask(false); }); // go on where it stopped
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    post({ type: "status" }).catch(() => {});
    if (asked) ask(false);
  });

  // What every page needs to open and go live, and every page, are saved first, as soon as the
  // page's Python has started (whenPython: a short first visit leaves the book readable and live
  // offline);
  // the rest once the page's own downloads are done: Python on a live page (nardi_live.js says
  // "nardi:live"), the page's pictures and scripts on the others.
  function whenQuiet(go) {
    const live = document.querySelector('meta[name="nardi-live"]');
    const started = () => ["ready", "failed"].includes(document.documentElement.dataset.nardiLive);
    if (live && !started()) {
      window.addEventListener("nardi:live", go, { once: true });
      setTimeout(go, 30000); // a page that never gets there still gets saved
    } else if (document.readyState === "complete") go();
    else window.addEventListener("load", go, { once: true });
  }

  // On a live page what every page needs is saved once its boards are live (nardi_live.js says
  // "nardi:boards", a moment after Python has started): until then the page's own downloads
  // (Pyodide, the snapshot) and its first calls have the machine to themselves, and the service
  // worker then finds the files in the browser's cache.
  function whenPython(go) {
    const live = document.querySelector('meta[name="nardi-live"]');
    const html = document.documentElement;
    if (!live || window.nardiLive?.boardsAt || html.dataset.nardiLive === "failed") go();
    else {
      window.addEventListener("nardi:boards", go, { once: true });
      window.addEventListener("nardi:python", () => {  // Python failed: nothing else to wait for
        if (html.dataset.nardiLive === "failed") go();
      });
      setTimeout(go, 10000); // a page whose Python never starts still gets saved
    }
  }

  // On a first visit the live worker keeps what it downloaded for the service worker, which
  // takes it from there (nardi_live_worker.js, "kept", told once Python is ready, at once when
  // there was nothing to keep): saving waits for that, so no file is downloaded twice. A page
  // without Python waits for nothing.
  function whenHanded(go) {
    const live = document.querySelector('meta[name="nardi-live"]');
    const html = document.documentElement;
    if (!live || window.nardiLive?.kept || html.dataset.nardiLive === "failed") go();
    else {
      window.addEventListener("nardi:kept", go, { once: true });
      window.addEventListener("nardi:python", () => {
        if (html.dataset.nardiLive === "failed") go();
      });
      setTimeout(go, 20000); // kept or not, the book gets saved
    }
  }

  navigator.serviceWorker.register(new URL("nardi_sw.js", root).href, { scope: root.pathname })
    .then(() => post({ type: "status" }))
    .then(() => new Promise(whenPython))
    .then(() => new Promise(whenHanded))
    .then(() => post({ type: "save", first: true }))
    .catch(() => {
      // the browser keeps no offline copy here (private window, storage off): no note promises
      // one; the book reads on with the connection it has
      if (last) return;
      unavailable = true;
      for (const el of notes.splice(0)) el.remove();
      document.documentElement.dataset.nardiOffline = "unavailable";
    });
  let once = false;
  whenQuiet(() => whenHanded(() => { if (!once) { once = true; ask(false); } }));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", place);
  else place();
})();
