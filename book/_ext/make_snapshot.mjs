// Build time (book/_ext/nardi_live.py): a memory snapshot of Pyodide with nardi_teach imported
// and the exercise bank loaded, so a reader's first visit starts Python from it instead of
// starting Python and importing everything. The snapshot is then restored here exactly as the
// reader's browser restores it (book/_static/nardi_pyodide.mjs): one that would be refused is
// never written, and the build says why.
//   node make_snapshot.mjs <pyodide dir> <wheel> <bank.json> <out.gz>
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { loadFromSnapshot } from "../_static/nardi_pyodide.mjs";

const [dir, wheel, bank, out] = process.argv.slice(2);
const indexURL = dir + path.sep; // Pyodide in Node: a path (import() takes an absolute one too)
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel");
pyodide.runPython(fs.readFileSync(new URL("./import_all.py", import.meta.url), "utf-8"));
pyodide.globals.set("_nardi_bank", fs.readFileSync(bank, "utf-8"));
const loaded = pyodide.runPython(
  "import nardi_teach.web.exercises as _l; _n = _l.load_exercises(_nardi_bank); del _nardi_bank, _l; _n");
pyodide.runPython("del _n");
const snapshot = pyodide.makeMemorySnapshot();

// the check: Python from this snapshot has the engine and the whole bank, as a page needs them
const restored = await loadFromSnapshot(loadPyodide, indexURL, snapshot);
const found = restored.runPython(
  "import sys, nardi_teach.web.exercises as _l; ('nardi_teach.web.boards' in sys.modules) * len(_l._exercises)");
if (found !== loaded || loaded === 0) {
  throw new Error(`the restored snapshot has ${found} exercises, not ${loaded}`);
}
fs.writeFileSync(out, zlib.gzipSync(snapshot, { level: 6 }));
