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

/** Pyodide from `snapshot` (the unzipped bytes); `indexURL` ends with "/". */
export async function loadFromSnapshot(loadPyodide, indexURL, snapshot) {
  const { default: createModule } = await import(indexURL + "pyodide.asm.mjs");
  const createPyodideModule = async (settings) => {
    const module = await createModule(settings);
    if (module.HEAP8.length < snapshot.length && !module.growMemory(snapshot.length)) {
      throw new Error(`no memory for a snapshot of ${snapshot.length} bytes`);
    }
    return module;
  };
  return loadPyodide({ indexURL, _loadSnapshot: snapshot, createPyodideModule });
}
