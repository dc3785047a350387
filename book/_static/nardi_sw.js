// The offline book (issues 10, 23): a service worker that keeps the whole site — every page,
// Pyodide, the wheel, the bank — in the browser after one visit, so a classroom that loses its
// connection, or a server that stops, still opens every chapter and plays every board.
// Hand-written, no library. The build's file list (path → hash) is written into this file by
// book/_ext/nardi_offline.py.
//
// - install takes no time (nothing is fetched then, so a short visit never leaves a half-done
//   install behind); activate keeps the files of an older build that did not change and drops
//   its cache;
// - the pages ask for the book to be saved (message "save": in the background once a page is
//   live, at once with "fast" when the reader presses "save now"); the worker fetches the files
//   its cache lacks, a few at a time, each kept as soon as it arrives (an interrupted save goes
//   on where it stopped), and tells every page how far it is ("offline" messages);
// - a file already downloaded on this visit is not downloaded again (issue 41): it is taken
//   from the copy the live worker kept of its own downloads (Pyodide, the snapshot, the wheel:
//   the cache HANDED, nardi_live_worker.js), or, a file the page loaded with Sphinx's "?v=…",
//   from the browser's HTTP cache at that address, and kept only if its hash is the build's;
//   anything else is asked for as before (the HTTP cache's copy checked with the server);
// - the files are saved in the list's order (issue 41): first what every page needs to open and
//   go live (the shell, Pyodide, the wheel, the snapshot, the offline page), then every page —
//   these PRECACHE.first files with more fetches side by side — then the rest;
// - fetch answers from the cache first, and keeps what it fetches of the book's own files; a
//   page that is neither saved nor reachable gets the book's own offline page (offline.html,
//   in the book's language), which lists the pages this browser has saved.
const PRECACHE = self.__NARDI_PRECACHE__; // {version, files: {path relative to this file: hash},
//                                           first: how many come first, offline: its page}
const CACHE = "nardi-book-" + PRECACHE.version;
const ROOT = new URL("./", self.location.href);
const MANIFEST = new URL("__nardi_offline_manifest__", ROOT).href; // the hashes a cache holds
const FILES = Object.keys(PRECACHE.files); // in the order they are saved
const URLS = new Map(FILES.map((f) => [new URL(f, ROOT).href, f]));
const FIRST = new Set([...URLS.keys()].slice(0, PRECACHE.first || 0));
const OFFLINE = PRECACHE.offline ? new URL(PRECACHE.offline, ROOT).href : null;
const HANDED = "nardi-offline-handed"; // the live worker's downloads (nardi_live_worker.js)
const LOADED = new Map(); // a file's address → the address a page loaded it from ("?v=…")

self.addEventListener("install", () => { self.skipWaiting(); });

// The files of an older build's cache whose hash did not change, into this build's cache.
async function keepUnchanged(cache) {
  for (const name of await caches.keys()) {
    if (!name.startsWith("nardi-book-") || name === CACHE) continue;
    const old = await caches.open(name);
    const listed = await old.match(MANIFEST);
    const hashes = listed ? await listed.json().catch(() => ({})) : {};
    for (const [url, file] of URLS) {
      if (hashes[file] !== PRECACHE.files[file] || await cache.match(url)) continue;
      const response = await old.match(url);
      if (response) await cache.put(url, response);
    }
    await caches.delete(name);
  }
  await writeManifest(cache);
}

function writeManifest(cache) {
  return cache.put(MANIFEST, new Response(JSON.stringify(PRECACHE.files),
    { headers: { "Content-Type": "application/json" } }));
}

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    await keepUnchanged(await caches.open(CACHE));
    await self.clients.claim();
  })());
});

// — saving the book —

let saving = null; // the running save (a promise), if any
let lanes = 0; // how many fetches run side by side now
let want = 2; // how many should: 2 in the background, more once the reader asks
let failed = 0;
let full = false;

async function missing(cache) {
  const have = new Set((await cache.keys()).map((r) => r.url));
  return [...URLS.keys()].filter((url) => !have.has(url));
}

async function status() {
  const cache = await caches.open(CACHE);
  const left = (await missing(cache)).length;
  const total = FILES.length;
  const state = left === 0 ? "ready" : full ? "full" : saving ? "saving"
    : failed ? "failed" : "idle";
  return { type: "offline", state, done: total - left, total };
}

async function tell() {
  const message = await status();
  for (const client of await self.clients.matchAll({ includeUncontrolled: true })) {
    client.postMessage(message);
  }
}

async function hashOf(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, "0")).join("").slice(0, 12);
}

// ``response`` again if its bytes are this build's file ``url`` (its hash), else null
async function verified(url, response) {
  if (!response || !response.ok || response.status !== 200) return null;
  const bytes = await response.arrayBuffer();
  if (await hashOf(bytes) !== PRECACHE.files[URLS.get(url)]) return null;
  return new Response(bytes, { status: 200, headers: response.headers });
}

// The file ``url`` without asking the server again, if this browser already has it: the live
// worker's copy, or the HTTP cache's of a file a page loaded with Sphinx's "?v=…" (that address
// names its content: no request at all). Any other file is asked for as before, "no-cache": the
// HTTP cache's copy, if any, is checked with the server (a 304 sends no body again).
async function alreadyHere(url) {
  try {
    const handed = await (await caches.open(HANDED)).match(url);
    const copy = await verified(url, handed);
    if (copy) return copy;
  } catch { /* no copy to take */ }
  const loaded = LOADED.get(url);
  if (!loaded) return null;
  try {
    return await verified(url, await fetch(loaded, { cache: "force-cache" }));
  } catch {
    return null;
  }
}

async function fetchInto(cache, url) {
  try {
    const here = await alreadyHere(url);
    if (here) return await cache.put(url, here);
    const response = await fetch(new Request(url, { cache: "no-cache" }));
    if (!response.ok) throw new Error(String(response.status));
    await cache.put(url, response);
  } catch (error) {
    if (error && error.name === "QuotaExceededError") full = true;
    failed += 1;
  }
}

// fast: 6 fetches side by side from the start; first: only the PRECACHE.first files for now
// (a page asks so at once; the rest once it is live: a later ask adds it to a running save)
function save(fast, first = false) {
  if (fast) want = 6;
  if (saving) {
    if (!first) saving.all();
    if (fast) saving.widen();
    return saving;
  }
  failed = 0;
  full = false;
  let everything = !first;
  let widen = () => {};
  let all = () => { everything = true; };
  saving = (async () => {
    const cache = await caches.open(CACHE);
    await writeManifest(cache);
    const wanted = await missing(cache);
    const queue = wanted.filter((url) => everything || FIRST.has(url));
    const rest = wanted.filter((url) => !everything && !FIRST.has(url));
    all = () => {
      everything = true;
      queue.push(...rest.splice(0));
      widen();
    };
    let last = 0;
    // what every page needs first, 6 side by side; the rest at the pace asked for
    const pace = () => (queue.length && FIRST.has(queue[0]) ? Math.max(want, 6) : want);
    const lane = async () => {
      lanes += 1;
      while (queue.length && !full && lanes <= pace()) {
        await fetchInto(cache, queue.shift());
        if (Date.now() - last > 300) { last = Date.now(); await tell(); }
      }
      lanes -= 1;
    };
    const running = [];
    widen = () => { while (lanes < pace() && queue.length) running.push(lane()); };
    widen();
    while (running.length) await running.shift();
  })().finally(async () => {
    saving = null;
    tell();
    try {  // every file saved: the live worker's copies are no longer needed
      if (!(await missing(await caches.open(CACHE))).length) await caches.delete(HANDED);
    } catch { /* kept for the next save */ }
  });
  saving.widen = () => widen();
  saving.all = () => all();
  return saving;
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  for (const address of data.loaded || []) {
    const bare = new URL(address);
    bare.search = "";
    bare.hash = "";
    if (URLS.has(bare.href)) LOADED.set(bare.href, address);
  }
  if (data.type === "save") {
    event.waitUntil(save(Boolean(data.fast), Boolean(data.first)).then(tell));
  } else if (data.type === "status") {
    event.waitUntil(status().then((message) => event.source && event.source.postMessage(message)));
  }
});

// — answering the pages —

function cacheKey(request) {
  const url = new URL(request.url);
  url.hash = "";
  if (url.pathname.endsWith("/")) url.pathname += "index.html";
  return url;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(ROOT.href)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const url = cacheKey(request);
    // Sphinx adds "?v=<hash>" to its assets; each build has its own cache, so the bare path
    // is that very file (kept under it: looked up by it, not with ignoreSearch, which reads
    // every entry of the cache, for each of a page's 60 files, while the page waits)
    const bare = new URL(url.href);
    bare.search = "";
    const hit = (await cache.match(url.href)) || (url.search && (await cache.match(bare.href)));
    if (hit) return hit;
    let response;
    try {
      response = await fetch(request);
    } catch (error) {
      const page = request.mode === "navigate" && OFFLINE && await cache.match(OFFLINE);
      if (!page) throw error;
      // the book's own page, at the address asked for: its links start from the site's root
      const text = (await page.text()).replace("__NARDI_ROOT__", ROOT.href);
      return new Response(text, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    }
    if (response.ok && URLS.has(bare.href) && !request.headers.has("range")) {
      const copy = response.clone();
      event.waitUntil(cache.put(bare.href, copy).catch(() => {}));
    }
    return response;
  })());
});
