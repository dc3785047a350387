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
// - fetch answers from the cache first, and keeps what it fetches of the book's own files.
const PRECACHE = self.__NARDI_PRECACHE__; // {version, files: {path relative to this file: hash}}
const CACHE = "nardi-book-" + PRECACHE.version;
const ROOT = new URL("./", self.location.href);
const MANIFEST = new URL("__nardi_offline_manifest__", ROOT).href; // the hashes a cache holds
const FILES = Object.keys(PRECACHE.files);
const URLS = new Map(FILES.map((f) => [new URL(f, ROOT).href, f]));

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

async function fetchInto(cache, url) {
  try {
    const response = await fetch(new Request(url, { cache: "no-cache" }));
    if (!response.ok) throw new Error(String(response.status));
    await cache.put(url, response);
  } catch (error) {
    if (error && error.name === "QuotaExceededError") full = true;
    failed += 1;
  }
}

function save(fast) {
  if (fast) want = 6;
  if (saving) {
    if (fast) saving.widen();
    return saving;
  }
  failed = 0;
  full = false;
  let widen = () => {};
  saving = (async () => {
    const cache = await caches.open(CACHE);
    await writeManifest(cache);
    const queue = await missing(cache);
    let last = 0;
    const lane = async () => {
      lanes += 1;
      while (queue.length && !full) {
        await fetchInto(cache, queue.shift());
        if (Date.now() - last > 300) { last = Date.now(); await tell(); }
      }
      lanes -= 1;
    };
    const running = [];
    widen = () => { while (lanes < want && queue.length) running.push(lane()); };
    widen();
    while (running.length) await running.shift();
  })().finally(() => { saving = null; tell(); });
  saving.widen = () => widen();
  return saving;
}

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "save") {
    event.waitUntil(save(Boolean(data.fast)).then(tell));
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
    // is that very file
    const hit = (await cache.match(url.href)) || (await cache.match(url.href, { ignoreSearch: true }));
    if (hit) return hit;
    const response = await fetch(request);
    const bare = new URL(url.href);
    bare.search = "";
    if (response.ok && URLS.has(bare.href) && !request.headers.has("range")) {
      const copy = response.clone();
      event.waitUntil(cache.put(bare.href, copy).catch(() => {}));
    }
    return response;
  })());
});
