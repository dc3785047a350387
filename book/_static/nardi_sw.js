// The offline book (issue 10): a service worker that keeps the whole site and Pyodide in the
// browser after one visit, so a classroom that loses its connection — or a server that stops —
// still opens every chapter and plays every board. Hand-written, no library: install caches
// the build's file list (written into this file at build time by book/_ext/nardi_live.py),
// activate drops older builds' caches, fetch answers from the cache first.
const PRECACHE = self.__NARDI_PRECACHE__; // {version, files: [paths relative to this file]}
const CACHE = "nardi-book-" + PRECACHE.version;
const ROOT = new URL("./", self.location.href);

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const files = PRECACHE.files.map((f) => new URL(f, ROOT).href);
    for (let i = 0; i < files.length; i += 16) {  // a few at a time: the page is still in use
      await cache.addAll(files.slice(i, i + 16).map((url) => new Request(url, { cache: "no-cache" })));
    }
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("nardi-book-") && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

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
    return fetch(request);
  })());
});
