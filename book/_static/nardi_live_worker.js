// The live book's web worker: Pyodide + nardi_teach. Where the browser has SharedWorker it is
// one worker for every page of the book open in the browser (started by the first, kept alive
// across the step to the next chapter: `extendedLifetime`), so the next chapter finds Python
// running; elsewhere (Android's Chrome) a dedicated worker per page visit, started from the kept
// snapshot. Each page talks to it through its own port (a dedicated worker: itself).
// Messages in:  {type: "init", indexURL, origin, manifest}  at once: Python starts loading, or
//                                                  the page joins the Python already running
//                                                  (manifest: live.json, written into the page
//                                                  at build time; without it the worker reads
//                                                  live.json itself)
//               {type: "call", id, fn, args}   fn: a function of nardi_teach.web.boards
//                                                  or nardi_teach.web.exercises / .lessons / .review
// Messages out: {type: "manifest", manifest} (live.json, for the page's texts)
//               {type: "progress", step} · {type: "failed", detail}
//               {type: "ready", ms, snapshot: "build" | "browser" | "none", refused: [why …],
//                python: "started" (for this page) | "running" (another page had started it),
//                phases: [[name, ms since the page's time origin] …],
//                wrappers: [compiled, asked for] (Pyodide's small modules, nardi_pyodide.mjs),
//                early: [file …] (what Pyodide fetches as it starts, asked for at once),
//                manifest: "page" (live.json came with init) | "fetched"}
//               {type: "result", id, result, ms (in Python)} · {type: "error", id, detail}
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

// The build's gzipped snapshot, unzipped as it downloads. A server that sends it with
// "Content-Encoding: gzip" has the browser unzip it already: then its bytes no longer start
// with gzip's magic number.
async function fetchGzip(url) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${response.status}`);
  const [head, body] = response.body.tee();
  const first = await head.getReader().read();
  head.cancel().catch(() => {});
  const magic = first.value || new Uint8Array(0);
  const plain = magic[0] === 0x1f && magic[1] === 0x8b
    ? body.pipeThrough(new DecompressionStream("gzip")) : body;
  const bytes = new Uint8Array(await new Response(plain).arrayBuffer());
  mark("snapshot unzipped");
  return bytes;
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

// Pyodide's WebAssembly, compiled as it downloads, from the start: restoring a snapshot waits
// for it and for the snapshot, which come side by side. null: Pyodide compiles its own.
function compileWasm(url) {
  if (!WebAssembly.compileStreaming) return Promise.resolve(null);
  return WebAssembly.compileStreaming(fetch(url)).then((module) => {
    mark("wasm compiled");
    return module;
  }, () => null);
}

async function init(msg) {
  const t0 = performance.now();
  mark("worker");
  tell({ type: "progress", step: "runtime" });
  const base = msg.indexURL;
  // the page's head carries live.json (no round trip before the snapshot is asked for)
  const manifest = msg.manifest ? Promise.resolve(msg.manifest) : fetch(base + "live.json").then((r) => {
    if (!r.ok) throw new Error(`${r.status} live.json`);
    return r.json();
  });
  const wasm = compileWasm(base + "pyodide.asm.wasm");
  // what Pyodide fetches itself as it starts, asked for now (handed over by loadFromSnapshot)
  const early = Object.fromEntries(["python_stdlib.zip", "pyodide-lock.json"].map((name) => {
    const asked = fetch(base + name);
    asked.catch(() => {});
    return [base + name, asked];
  }));
  import(base + "pyodide.asm.mjs").catch(() => null); // read while the rest comes
  // how to start from a snapshot (beside this file, <root>/_static/; this worker may be a blob)
  const helper = import(new URL("../_static/nardi_pyodide.mjs", base).href);
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
  const sources = [];
  if (kept) sources.push(["browser", () => kept.arrayBuffer().then((b) => new Uint8Array(b))]);
  if (snapshotURL) sources.push(["build", () => fetchGzip(snapshotURL)]);
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
  const refused = []; // why a snapshot was not used (window.nardiLive.refused, for the tests)
  const wrappers = [0, 0];
  const handed = [];
  for (const [i, [source, get]] of sources.entries()) {
    const bytes = i === 0 ? first : get();
    bytes.then(() => mark(`snapshot ${source} read`), () => {});
    try {
      pyodide = await loadFromSnapshot(loadPyodide, base, bytes,
                                         { mark, wasm, wrappers, early, handed });
      mark("restored");
      pyodide.FS.writeFile("/tmp/nardi_teach.whl", await wheel);
      pyodide.runPython(DATA_FILES); // the data files, for anything read from disk
      mark("data files");
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
  for (const port of waiting) {
    port.postMessage({ ...readyOf, ms, python: "started", phases: since(port, phases) });
  }
  waiting.clear();
  if (bytes || keep) await keepSnapshot(key, bytes || keep);
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
  } else {
    waiting.add(port); // still starting: told the rest as it comes
  }
}

function call(port, msg) {
  try {
    const t0 = performance.now();
    const result = live[msg.fn](...msg.args);
    port.postMessage({ type: "result", id: msg.id, result, ms: performance.now() - t0 });
  } catch (err) {
    port.postMessage({ type: "error", id: msg.id, detail: String((err && err.message) || err) });
  }
}

function listen(port) {
  port.onmessage = (event) => {
    const msg = event.data;
    if (msg.type === "init") join(port, msg);
    else if (msg.type === "call") call(port, msg);
  };
}

if (shared) {
  self.onconnect = (event) => listen(event.ports[0]); // a shared worker: a port per page
} else {
  listen(self); // a dedicated worker: its page's own
}
