// The live book's web worker: Pyodide + nardi_teach. Where the browser has SharedWorker it is
// one worker for every page of the book open in the browser (started by the first, kept alive
// across the step to the next chapter: `extendedLifetime`), so the next chapter finds Python
// running; elsewhere (Android's Chrome) a dedicated worker per page visit, started from the kept
// snapshot. Each page talks to it through its own port (a dedicated worker: itself).
// Messages in:  {type: "init", indexURL, origin, manifest, handoff}  at once: Python starts loading, or
//                                                  the page joins the Python already running
//                                                  (manifest: live.json, written into the page
//                                                  at build time; without it the worker reads
//                                                  live.json itself)
//               {type: "call", id, fn, args}   fn: a function of nardi_teach.web.boards (a call
//                                                  before Python is ready waits for it)
//                                                  or nardi_teach.web.exercises / .lessons / .review
// Messages out: {type: "manifest", manifest} (live.json, for the page's texts)
//               {type: "progress", step} · {type: "failed", detail}
//               {type: "ready", ms, snapshot: "build" | "browser" | "none", refused: [why …],
//                python: "started" (for this page) | "running" (another page had started it),
//                phases: [[name, ms since the page's time origin] …],
//                wrappers: [compiled, asked for] (Pyodide's small modules, nardi_pyodide.mjs),
//                early: [file …] (what Pyodide fetches as it starts, asked for at once),
//                manifest: "page" (live.json came with init) | "fetched"}
//               {type: "phases", phases} (after "ready": the steps taken since, once the
//                                   reader's first clicks are rehearsed: "data files", "rehearsed")
//               {type: "kept"} (after "ready": the downloads handed to the offline app are kept;
//                                   handoff: the page's offline app has not saved the book yet)
//               {type: "result", id, result, ms (in Python), at (when Python began it, ms since
//                the epoch)} · {type: "error", id, detail}
// No rules logic here: every call goes straight to Python (nardi_teach/web/). Board and lesson
// ids are Python's own counters: unique across the pages that share it.
//
// Python starts from a memory snapshot of Pyodide with nardi_teach imported, the bank loaded and
// the computer's nets read, made at build time (book/_ext/make_snapshot.mjs, gzipped): a
// fraction of a full start. Everything a start needs is asked for at once, side by side: live.json,
// Pyodide's script, its WebAssembly (compiled while the snapshot downloads and unzips), the
// standard library and the wheel. Should that snapshot be missing or refused, Python starts the
// long way and makes its own snapshot, kept in the browser's Cache Storage (keyed by the wheel and
// the bank, so a new build never meets a stale one) for every later page; the build's snapshot,
// once unzipped, is kept there the same way.

const FUNCTIONS = {
  "nardi_teach.web.boards": ["new_board", "board_event", "board_idle"],
  "nardi_teach.web.exercises": ["exercise_form", "check_answer", "load_exercises"],
  "nardi_teach.web.review": ["review_state"],
  "nardi_teach.web.classroom": ["class_view"],
  "nardi_teach.web.assignment": ["assignment_set"],
  "nardi_teach.web.lessons": ["new_lesson", "lesson_event"],
  "nardi_teach.web.leave": ["forget"],
};
const SNAPSHOTS = "nardi-live-snapshot";
// Every module the bridge may reach, imported before a snapshot (nardi_teach.web.preload).
const IMPORT_ALL = "import nardi_teach.web as _w; _w.preload(); del _w";
// From a snapshot every module is imported already: of the wheel only the data files a module
// reads later (the bear-off table …) are written, not its 200 modules (nardi_teach.web.data_files).
const DATA_FILES = "import nardi_teach.web as _w; _w.data_files('/tmp/nardi_teach.whl'); del _w";
let live = null;

// On a visit before the offline app has saved the book (the init's "handoff"), every file this
// worker downloads (Pyodide's WebAssembly, the snapshot, the standard library, the wheel …) is
// also kept, as it arrives, in the cache HANDED, where the offline app's service worker
// (nardi_sw.js) takes it from instead of downloading it again: the browser's HTTP cache need
// not hold it (a private window's keeps no file over a few MB), and a reader on mobile data
// pays for it once.
const HANDED = "nardi-offline-handed";
let handOver = false;
const handing = []; // the copies being kept
let handedAll = null; // all of them kept (or failed), once Python is ready

/** ``fetch(url)``; with handOver, a copy of its answer kept for the offline app (HANDED),
 * counted in ``handing`` from the moment it is asked for (so "kept" waits for it too). */
function fetchHanded(url, signal = undefined) {
  const asked = fetch(url, { signal });
  if (!handOver) return asked;
  let copy = null;
  const answer = asked.then((response) => {
    if (response.ok) copy = response.clone(); // before anyone reads its body
    return response;
  });
  handing.push(answer.then(() => copy && caches.open(HANDED).then((c) => c.put(url, copy)))
    .catch(() => {}));
  return answer;
}

// The pages: each one's port and time origin; those waiting for Python to start are told each step.
const origins = new Map();
const waiting = new Set();
let started = null; // the start, once a page asked for it
let manifestOf = null; // live.json, once read
let readyOf = null; // the ready message's fields, once Python is ready
let failedOf = null; // why the start failed, if it did
const tell = (msg) => { for (const port of waiting) port.postMessage(msg); };
const now = () => performance.timeOrigin + performance.now();
const shared = "onconnect" in self; // a SharedWorker's scope

// Phases of the start (window.nardiLive.phases): [name, ms since the page's own time origin]
// (kept here since the worker's time origin, each page's sent in its own).
const phases = [];
const mark = (name) => phases.push([name, now()]);
const since = (port, list) => list.map(([name, at]) => [name, at - origins.get(port)]);

/** The kept snapshot's response (its bytes not read yet), or null. */
async function keptSnapshot(key) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    return (await cache.match(key)) || null;
  } catch {
    return null; // no Cache Storage (private mode, file://): start the long way
  }
}

async function keepSnapshot(key, bytes) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    for (const old of await cache.keys()) await cache.delete(old);
    await cache.put(key, new Response(bytes, { headers: { "Content-Type": "application/octet-stream" } }));
  } catch {
    // a full disk or a private window: the next page starts the long way, that is all
  }
}

// The build's gzipped snapshot, unzipped and laid out (a sparse one: nardi_pyodide.mjs, unpack)
// as it downloads. A server that sends it with "Content-Encoding: gzip" has the browser unzip it
// already: then its bytes no longer start with gzip's magic number.
async function fetchGzip(url, helper, signal) {
  const response = await fetchHanded(url, signal);
  if (!response.ok || !response.body) throw new Error(`${response.status}`);
  const [head, body] = response.body.tee();
  const first = await head.getReader().read();
  head.cancel().catch(() => {});
  const magic = first.value || new Uint8Array(0);
  const plain = magic[0] === 0x1f && magic[1] === 0x8b
    ? body.pipeThrough(new DecompressionStream("gzip")) : body;
  const { unpack } = await helper;
  const reader = plain.getReader();
  const bytes = await unpack({ async* [Symbol.asyncIterator]() {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } });
  mark("snapshot unzipped");
  return bytes;
}

async function fetchBytes(url) {
  const response = await fetchHanded(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

// Pyodide's WebAssembly, compiled as it downloads, from the start: restoring a snapshot waits
// for it and for the snapshot, which come side by side. null: Pyodide compiles its own.
function compileWasm(url) {
  if (!WebAssembly.compileStreaming) return Promise.resolve(null);
  return WebAssembly.compileStreaming(fetchHanded(url)).then((module) => {
    mark("wasm compiled");
    return module;
  }, () => null);
}

async function init(msg) {
  const t0 = performance.now();
  mark("worker");
  handOver = Boolean(msg.handoff) && typeof caches !== "undefined";
  tell({ type: "progress", step: "runtime" });
  const base = msg.indexURL;
  // how to start from a snapshot (beside this file, <root>/_static/; this worker may be a blob)
  const helper = import(new URL("../_static/nardi_pyodide.mjs", base).href);
  helper.catch(() => {});
  // On a first visit (no offline app answers yet, handOver) the build's snapshot is asked for
  // before anything else: of all a start needs, it takes longest to come and to unzip, and over
  // HTTP/1.1 the worker's requests wait for a connection in the order they were made (issue
  // 41). Should the browser have kept a snapshot after all, this download is dropped.
  const drop = handOver && msg.manifest && msg.manifest.snapshot ? new AbortController() : null;
  const earlyBuild = drop
    ? fetchGzip(new URL(msg.manifest.snapshot, base).href, helper, drop.signal) : null;
  if (earlyBuild) earlyBuild.catch(() => {});
  // the page's head carries live.json (no round trip before the snapshot is asked for)
  const manifest = msg.manifest ? Promise.resolve(msg.manifest) : fetch(base + "live.json").then((r) => {
    if (!r.ok) throw new Error(`${r.status} live.json`);
    return r.json();
  });
  const wasm = compileWasm(base + "pyodide.asm.wasm");
  // what Pyodide fetches itself as it starts, asked for now (handed over by loadFromSnapshot)
  const asked = Object.fromEntries(["python_stdlib.zip", "pyodide-lock.json"].map((name) => {
    const asked = fetchHanded(base + name);
    asked.catch(() => {});
    return [base + name, asked];
  }));
  import(base + "pyodide.asm.mjs").catch(() => null); // read while the rest comes
  const pyodideScript = import(base + "pyodide.mjs");
  const live_ = await manifest;
  mark("live.json");
  manifestOf = live_;
  tell({ type: "manifest", manifest: live_ });
  const url = (path) => (path ? new URL(path, base).href : null);
  const [wheelURL, exercisesURL, snapshotURL] = [url(live_.wheel), url(live_.exercises),
                                                 url(live_.snapshot)];
  const key = new URL(`snapshot?${encodeURIComponent(wheelURL)}&${encodeURIComponent(exercisesURL)}`,
                      base).href;
  const wheel = fetchBytes(wheelURL);
  wheel.catch(() => {});
  const kept = await keptSnapshot(key);
  if (kept && drop) drop.abort();
  const sources = [];
  if (kept) sources.push(["browser", () => kept.arrayBuffer().then((b) => new Uint8Array(b))]);
  if (snapshotURL) {
    sources.push(["build", () => (earlyBuild && !kept && snapshotURL === url(msg.manifest.snapshot)
      ? earlyBuild : fetchGzip(snapshotURL, helper))]);
  }
  // the first snapshot is asked for at once, not once Pyodide's script has come
  const first = sources.length ? sources[0][1]() : null;
  if (first) first.catch(() => {});
  const { loadPyodide } = await pyodideScript;
  const { loadFromSnapshot } = await helper;
  mark("pyodide.mjs");
  let pyodide = null;
  let fresh = false;
  let from = "";
  let keep = null;
  let dataFiles = null;
  const refused = []; // why a snapshot was not used (window.nardiLive.refused, for the tests)
  const wrappers = [0, 0];
  const handed = [];
  for (const [i, [source, get]] of sources.entries()) {
    const bytes = i === 0 ? first : get();
    bytes.then(() => mark(`snapshot ${source} read`), () => {});
    try {
      pyodide = await loadFromSnapshot(loadPyodide, base, bytes,
                                         { mark, wasm, wrappers, early: asked, handed });
      mark("restored");
      dataFiles = await wheel; // written once the pages are told Python is ready (below)
      from = source;
      if (source === "build") keep = await bytes; // unzipped once: the next page reads it as is
      break;
    } catch (err) {
      const why = await bytes.then(() => err, (e) => new Error(`not fetched (${e && e.message})`));
      refused.push(`${source}: ${(why && why.message) || why}`);
      pyodide = null;
    }
  }
  if (!pyodide) {
    const bank = exercisesURL ? fetch(exercisesURL).then((r) => (r.ok ? r.text() : null)) : null;
    pyodide = await loadPyodide({ indexURL: base, _makeSnapshot: true });
    tell({ type: "progress", step: "engine" });
    pyodide.unpackArchive(await wheel, "wheel");
    pyodide.runPython(IMPORT_ALL);
    const text = bank && (await bank);
    if (text) {
      pyodide.globals.set("_nardi_bank", text);
      pyodide.runPython("import nardi_teach.web.exercises as _l; _l.load_exercises(_nardi_bank); del _nardi_bank, _l");
    }
    pyodide.runPython("import nardi_teach.web as _w; _w.freeze(); del _w"); // as the build does
    fresh = true;
  }
  tell({ type: "progress", step: "boards" });
  let bytes = null;
  if (fresh) {
    try {
      bytes = pyodide.makeMemorySnapshot();
    } catch {
      bytes = null;
    }
  }
  live = {};
  for (const [moduleName, names] of Object.entries(FUNCTIONS)) {
    const module = pyodide.pyimport(moduleName);
    for (const name of names) live[name] = module[name];
  }
  mark("functions");
  readyOf = { type: "ready", snapshot: from || "none", refused, wrappers,
              early: handed.map((url) => url.slice(base.length)),
              manifest: msg.manifest ? "page" : "fetched" };
  const ms = performance.now() - t0;
  handedAll = Promise.allSettled(handing);
  for (const port of waiting) {
    port.postMessage({ ...readyOf, ms, python: "started", phases: since(port, phases) });
    handedAll.then(() => port.postMessage({ type: "kept" }));
  }
  waiting.clear();
  // Python is ready; the pages, told so, go on with their boards, and the worker would wait
  // for them: the wheel's data files are written now, in this very task (so before any call,
  // one of which may read them), then the boards asked for early are answered, then the
  // reader's first clicks rehearsed.
  const told = [...origins.keys()];
  if (dataFiles) {
    try {
      pyodide.FS.writeFile("/tmp/nardi_teach.whl", dataFiles);
      pyodide.runPython(DATA_FILES); // the data files, for anything read from disk
      mark("data files");
    } catch (err) {
      console.warn("nardi_live: the wheel's data files were not written", err);
    }
  }
  for (const [port, asked] of beforeReady.splice(0)) call(port, asked); // the boards asked early
  rehearse(pyodide, (done) => {
    if (done) mark("rehearsed");
    const later = phases.filter(([name]) => name === "data files" || name === "rehearsed");
    for (const port of told) port.postMessage({ type: "phases", phases: since(port, later) });
  });
  if (bytes || keep) await keepSnapshot(key, bytes || keep);
}

// A page's first click used to be its slowest (60–130 ms of Python, then 5–20 ms): the first
// run of each path compiles Pyodide's code for it. Once Python is ready and has answered the
// boards the pages asked for, these paths are run through (nardi_teach.web.boards.rehearse),
// before the exercises and the reader's first click are answered. `then(done)`.
function rehearse(pyodide, then) {
  let step = null;
  try {
    step = pyodide.pyimport("nardi_teach.web.boards").rehearse;
  } catch {
    then(false);
    return;
  }
  let done = true;
  try {
    while (step());
  } catch {
    done = false;
  }
  step.destroy();
  then(done);
}

/** A page asks for Python: the first starts it, a later one joins it (and is told what it
 * missed of the start at once). */
function join(port, msg) {
  origins.set(port, msg.origin || performance.timeOrigin);
  if (!started) {
    waiting.add(port);
    started = init(msg).catch((err) => {
      failedOf = String((err && err.message) || err);
      tell({ type: "failed", detail: failedOf });
      for (const [asker, asked] of beforeReady.splice(0)) {
        asker.postMessage({ type: "error", id: asked.id, detail: failedOf });
      }
      waiting.clear();
      if (shared) self.close(); // the next page starts a worker of its own
    });
    return;
  }
  const joined = [["joined", now()]];
  if (manifestOf) port.postMessage({ type: "manifest", manifest: manifestOf });
  if (failedOf) {
    port.postMessage({ type: "failed", detail: failedOf });
  } else if (readyOf) {
    port.postMessage({ ...readyOf, ms: 0, python: "running", phases: since(port, joined),
                       manifest: msg.manifest ? "page" : "fetched" });
    handedAll.then(() => port.postMessage({ type: "kept" }));
  } else {
    waiting.add(port); // still starting: told the rest as it comes
  }
}

function call(port, msg) {
  try {
    const t0 = performance.now();
    const result = live[msg.fn](...msg.args);
    // at: when Python began it (ms since the epoch), so the page tells the wait apart
    port.postMessage({ type: "result", id: msg.id, result, ms: performance.now() - t0,
                       at: performance.timeOrigin + t0 });
  } catch (err) {
    port.postMessage({ type: "error", id: msg.id, detail: String((err && err.message) || err) });
  }
}

// Calls that came before Python was ready (the page's head asks for its boards as the parser
// makes them): answered, in order, once it is.
const beforeReady = [];

function listen(port) {
  port.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "init") join(port, msg);
    else if (msg.type === "call" && !live) {
      if (failedOf) port.postMessage({ type: "error", id: msg.id, detail: failedOf });
      else beforeReady.push([port, msg]);
    } else if (msg.type === "call") call(port, msg);
  };
}

if (shared) {
  self.onconnect = (event) => listen(event.ports[0]); // a shared worker: a port per page
} else {
  listen(self); // a dedicated worker: its page's own
}
