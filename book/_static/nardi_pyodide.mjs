// Pyodide started from a memory snapshot, for the live book's worker (nardi_live_worker.js) and
// for the build (book/_ext/make_snapshot.mjs restores every snapshot it makes with this very
// function before the book may serve it).
//
// A snapshot is Pyodide's whole linear memory. This Pyodide's module declares its own memory
// (30 MiB to start) instead of importing it, so loadPyodide's INITIAL_MEMORY = snapshot size is
// never read, and restoring a snapshot bigger than that start (nardi_teach with the exercise
// bank: about 37 MB) threw "RangeError: offset is out of bounds" in restoreSnapshot
// (pyodide/pyodide#6254). The module is made here, through loadPyodide's createPyodideModule,
// and its memory grown to the snapshot's size before the snapshot is copied in.

// As it starts, Pyodide's module turns each of its ~260 JavaScript imports into a function of its
// table by compiling a tiny WebAssembly module around it (Emscripten's convertJsFunctionToWasm):
// about 0.3 ms each, and the module depends only on the function's signature. These small modules
// are compiled once per signature here (each function still gets its own instance).
const SMALL_MODULE = 1024;
// What loadPyodide is given as its snapshot (it awaits it before anything else): a stand-in for
// the snapshot still coming, replaced by it when the snapshot is restored.
const PENDING = new Uint8Array(0);

// The build's snapshot is stored sparse: about a third of Pyodide's memory is pages of zeros,
// which cost the reader's browser unzipping time (a fifth of it) and the copy into memory. A
// sparse snapshot is: SPARSE, the full length, the number of runs, then each run's [offset,
// length] (little-endian 32-bit words), then the runs' bytes one after the other; every byte
// outside a run is zero.
export const SPARSE = 0x3150534e; // "NSP1"
const PAGE = 4096;

/** `bytes` (a snapshot) as a sparse snapshot: its runs of pages that are not all zeros. */
export function sparse(bytes) {
  const runs = [];
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
  for (let at = 0; at < bytes.length; at += PAGE) {
    const end = Math.min(at + PAGE, bytes.length);
    let zero = true;
    for (let i = at / 4; i < Math.floor(end / 4) && zero; i++) zero = words[i] === 0;
    for (let i = Math.floor(end / 4) * 4; i < end && zero; i++) zero = bytes[i] === 0;
    if (zero) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === at) last[1] += end - at;
    else runs.push([at, end - at]);
  }
  const head = 12 + 8 * runs.length;
  const out = new Uint8Array(head + runs.reduce((sum, [, length]) => sum + length, 0));
  const view = new DataView(out.buffer);
  view.setUint32(0, SPARSE, true);
  view.setUint32(4, bytes.length, true);
  view.setUint32(8, runs.length, true);
  let to = head;
  runs.forEach(([offset, length], i) => {
    view.setUint32(12 + 8 * i, offset, true);
    view.setUint32(16 + 8 * i, length, true);
    out.set(bytes.subarray(offset, offset + length), to);
    to += length;
  });
  return out;
}

/** The snapshot from `chunks` (an async iterable of Uint8Array: the build's file, unzipped as it
 * comes): a sparse snapshot laid out in full as each chunk comes; anything else (a snapshot
 * stored whole) as it is. */
export async function unpack(chunks) {
  const held = [];
  let size = 0;
  let out = null;
  let runs = null;
  let run = 0;
  let into = 0; // bytes of the present run written
  const take = (n) => { // the first n bytes held, removed from `held`
    const bytes = new Uint8Array(n);
    let at = 0;
    while (at < n) {
      const chunk = held[0];
      const part = Math.min(chunk.length, n - at);
      bytes.set(chunk.subarray(0, part), at);
      at += part;
      if (part === chunk.length) held.shift();
      else held[0] = chunk.subarray(part);
    }
    size -= n;
    return bytes;
  };
  const write = (chunk) => {
    let at = 0;
    while (at < chunk.length && run < runs.length) {
      const [offset, length] = runs[run];
      const part = Math.min(length - into, chunk.length - at);
      out.set(chunk.subarray(at, at + part), offset + into);
      at += part;
      into += part;
      if (into === length) { run += 1; into = 0; }
    }
    if (at < chunk.length) throw new Error("sparse snapshot: bytes past its last run");
  };
  for await (const chunk of chunks) {
    if (out) { write(chunk); continue; }
    held.push(chunk);
    size += chunk.length;
    if (runs === null && size >= 12) {
      const first = take(12);
      const view = new DataView(first.buffer);
      if (view.getUint32(0, true) !== SPARSE) { held.unshift(first); size += 12; runs = false; }
      else runs = { total: view.getUint32(4, true), count: view.getUint32(8, true) };
    }
    if (runs && size >= 8 * runs.count) {
      const table = new DataView(take(8 * runs.count).buffer);
      const total = runs.total;
      runs = Array.from({ length: table.byteLength / 8 },
                        (_, i) => [table.getUint32(8 * i, true), table.getUint32(8 * i + 4, true)]);
      if (runs.some(([offset, length]) => offset + length > total)) {
        throw new Error("sparse snapshot: a run past its end");
      }
      out = new Uint8Array(total);
      for (const rest of held.splice(0)) write(rest);
      size = 0;
    }
  }
  if (out) {
    if (run < runs.length) throw new Error("sparse snapshot: cut short");
    return out;
  }
  return take(size); // stored whole
}

/** WebAssembly.Module, but a small module already compiled from the same bytes is handed back;
 * `counts` ([compiled, asked for]) counts the small ones. */
export function sameModules(wasmModule, counts = [0, 0]) {
  const compiled = new Map();
  const proxy = new Proxy(wasmModule, {
    construct(target, args, newTarget) {
      const bytes = args[0];
      if (!(bytes instanceof Uint8Array) || bytes.length > SMALL_MODULE || args.length > 1) {
        return Reflect.construct(target, args, newTarget === proxy ? target : newTarget);
      }
      const key = String.fromCharCode(...bytes);
      let module = compiled.get(key);
      counts[1] += 1;
      if (!module) {
        module = Reflect.construct(target, args, target);
        compiled.set(key, module);
        counts[0] += 1;
      }
      return module;
    },
  });
  return proxy;
}

/** Pyodide from `snapshot` (the unzipped bytes, or a promise of them: Pyodide's module is
 * made and its files fetched meanwhile); `indexURL` ends with "/". Options: `wasm`, a promise
 * of Pyodide's WebAssembly module compiled already (or of null), `mark(name)`, told of each
 * step, `wrappers`, an array set to [compiled, asked for] of the small modules (sameModules),
 * `early`, files Pyodide fetches as it starts, asked for already ({address: promise of the
 * response}), and `handed`, an array the addresses of those handed over are pushed to. */
export async function loadFromSnapshot(loadPyodide, indexURL, snapshot,
                                       { wasm = null, mark = () => {}, wrappers = [0, 0],
                                         early = {}, handed = [] } = {}) {
  const script = import(indexURL + "pyodide.asm.mjs");
  script.catch(() => {});
  const createPyodideModule = async (settings) => {
    const { default: createModule } = await script;
    mark("pyodide.asm.mjs");
    const compiled = wasm && (await wasm);
    mark("module asked");
    const streaming = WebAssembly.instantiateStreaming;
    if (compiled) {
      // Pyodide instantiates its WebAssembly from the response it fetched; this one, compiled
      // while the snapshot came, is instantiated instead (the same file, with Pyodide's imports)
      WebAssembly.instantiateStreaming = async (response, imports) => {
        WebAssembly.instantiateStreaming = streaming;
        Promise.resolve(response).then((r) => r.body && r.body.cancel()).catch(() => {});
        return { module: compiled, instance: await WebAssembly.instantiate(compiled, imports) };
      };
    }
    let module;
    const wasmModule = WebAssembly.Module;
    WebAssembly.Module = sameModules(wasmModule, wrappers);
    try {
      module = await createModule(settings);
    } finally {
      WebAssembly.instantiateStreaming = streaming;
      WebAssembly.Module = wasmModule;
    }
    mark("module");
    const bytes = await snapshot; // it came (and was unzipped) while the module was made
    if (module.HEAP8.length < bytes.length && !module.growMemory(bytes.length)) {
      throw new Error(`no memory for a snapshot of ${bytes.length} bytes`);
    }
    const restore = module.API.restoreSnapshot;
    module.API.restoreSnapshot = (given) => restore.call(module.API,
                                                         given === PENDING ? bytes : given);
    return module;
  };
  // Pyodide fetches its WebAssembly itself as it starts: with one compiled already, it is
  // handed an empty answer instead (never read: the compiled one is instantiated), so the
  // 9.6 MB file is not downloaded twice. Without one, Pyodide fetches it as usual. A file
  // asked for before Pyodide's script had come (`early`: address → promise of its response:
  // the standard library, the lock file) is handed over instead of fetched again.
  const fetch = globalThis.fetch;
  const waiting = new Map(Object.entries(early));
  if ((wasm || waiting.size) && typeof fetch === "function") {
    const wasmURL = new URL("pyodide.asm.wasm", indexURL).href;
    globalThis.fetch = (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const asked = waiting.get(url);
      if (asked) {
        waiting.delete(url);
        return asked.then((response) => {
          if (!response.ok) throw new Error(`${response.status}`);
          handed.push(url);
          return response;
        }).catch(() => fetch(input, init));
      }
      if (!wasm || url !== wasmURL) return fetch(input, init);
      return Promise.resolve(wasm).then((compiled) => (compiled
        ? new Response(new Uint8Array(0), { headers: { "Content-Type": "application/wasm" } })
        : fetch(input, init)));
    };
  }
  try {
    // loadPyodide waits for its snapshot before it makes the module: it is given a stand-in,
    // and the module, made meanwhile, restores the real one once it has come
    return await loadPyodide({ indexURL, _loadSnapshot: PENDING, createPyodideModule });
  } finally {
    globalThis.fetch = fetch;
  }
}
