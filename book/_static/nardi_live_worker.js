// The live book's web worker: Pyodide + nardi_teach, started once per page visit.
// Messages in:  {type: "init", indexURL, key}          at once: Python starts loading
//               {type: "assets", wheelURL, exercisesURL, snapshotURL} once live.json is read
//               {type: "call", id, fn, args}   fn: a function of nardi_teach.web.boards
//                                                  or nardi_teach.web.exercises / .lessons / .review
// Messages out: {type: "progress", step} · {type: "failed", detail}
//               {type: "ready", ms, snapshot: "build" | "browser" | "none", refused: [why …]}
//               {type: "result", id, result} · {type: "error", id, detail}
// No rules logic here: every call goes straight to Python (nardi_teach/web/).
//
// Python starts from a memory snapshot of Pyodide with nardi_teach imported and the bank loaded,
// made at build time (book/_ext/make_snapshot.mjs, gzipped): a fraction of a full start. Should
// that snapshot be missing or refused, Python starts the long way and makes its own snapshot,
// kept in the browser's Cache Storage (keyed by the wheel and the bank, so a new build never
// meets a stale one) for every later page.

const FUNCTIONS = {
  "nardi_teach.web.boards": ["new_board", "board_event", "board_idle"],
  "nardi_teach.web.exercises": ["exercise_form", "check_answer", "load_exercises"],
  "nardi_teach.web.review": ["review_state"],
  "nardi_teach.web.classroom": ["class_view"],
  "nardi_teach.web.assignment": ["assignment_set"],
  "nardi_teach.web.lessons": ["new_lesson", "lesson_event"],
};
const SNAPSHOTS = "nardi-live-snapshot";
// Every module the bridge may reach, imported before a snapshot (nardi_teach.web.preload).
const IMPORT_ALL = "import nardi_teach.web as _w; _w.preload(); del _w";
let live = null;
let assets = null;
const assetsReady = new Promise((resolve) => { assets = resolve; });

async function snapshotFor(key) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    const hit = await cache.match(key);
    return hit ? new Uint8Array(await hit.arrayBuffer()) : null;
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

// The build's gzipped snapshot, unzipped. A server that sends it with "Content-Encoding: gzip"
// has the browser unzip it already: then its bytes no longer start with gzip's magic number.
async function fetchGzip(url) {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
    if (!("DecompressionStream" in self)) return null;
    const plain = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(plain).arrayBuffer());
  } catch {
    return null;
  }
}

async function fetchBytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} ${url}`);
  return new Uint8Array(await response.arrayBuffer());
}

async function init(msg) {
  const t0 = performance.now();
  self.postMessage({ type: "progress", step: "runtime" });
  // Pyodide's module (1.2 MB of script) is read while live.json and the snapshot come
  import(msg.indexURL + "pyodide.asm.mjs").catch(() => null);
  const helper = import("./nardi_pyodide.mjs"); // how to start from a snapshot
  const { loadPyodide } = await import(msg.indexURL + "pyodide.mjs");
  const { loadFromSnapshot } = await helper;
  const { wheelURL, exercisesURL, snapshotURL } = await assetsReady;
  const key = new URL(`snapshot?${encodeURIComponent(wheelURL)}&${encodeURIComponent(exercisesURL)}`,
                      msg.indexURL).href;
  const wheel = fetchBytes(wheelURL);
  let pyodide = null;
  let fresh = false;
  let from = "";
  let keep = null;
  const refused = []; // why a snapshot was not used (window.nardiLive.refused, for the tests)
  for (const [source, get] of [["browser", () => snapshotFor(key)],
                               ["build", () => snapshotURL && fetchGzip(snapshotURL)]]) {
    const snapshot = await get();
    if (!snapshot) {
      if (source === "build" && snapshotURL) refused.push("build: not fetched");
      continue;
    }
    try {
      pyodide = await loadFromSnapshot(loadPyodide, msg.indexURL, snapshot);
      pyodide.unpackArchive(await wheel, "wheel"); // the files, for anything read from disk
      from = source;
      if (source === "build") keep = snapshot; // unzipped once: the next page reads it as is
      break;
    } catch (err) {
      refused.push(`${source}: ${(err && err.message) || err}`);
      pyodide = null;
    }
  }
  if (!pyodide) {
    const bank = exercisesURL ? fetch(exercisesURL).then((r) => (r.ok ? r.text() : null)) : null;
    pyodide = await loadPyodide({ indexURL: msg.indexURL, _makeSnapshot: true });
    self.postMessage({ type: "progress", step: "engine" });
    pyodide.unpackArchive(await wheel, "wheel");
    pyodide.runPython(IMPORT_ALL);
    const text = bank && (await bank);
    if (text) {
      pyodide.globals.set("_nardi_bank", text);
      pyodide.runPython("import nardi_teach.web.exercises as _l; _l.load_exercises(_nardi_bank); del _nardi_bank, _l");
    }
    fresh = true;
  }
  self.postMessage({ type: "progress", step: "boards" });
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
  self.postMessage({ type: "ready", ms: performance.now() - t0, snapshot: from || "none", refused });
  if (bytes || keep) await keepSnapshot(key, bytes || keep);
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "init") {
    try {
      await init(msg);
    } catch (err) {
      self.postMessage({ type: "failed", detail: String((err && err.message) || err) });
    }
  } else if (msg.type === "assets") {
    assets(msg);
  } else if (msg.type === "call") {
    try {
      const result = live[msg.fn](...msg.args);
      self.postMessage({ type: "result", id: msg.id, result });
    } catch (err) {
      self.postMessage({ type: "error", id: msg.id, detail: String((err && err.message) || err) });
    }
  }
};
