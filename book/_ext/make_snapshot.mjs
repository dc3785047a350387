// Build time (book/_ext/nardi_live.py): a memory snapshot of Pyodide with nardi_teach imported,
// the computer's nets read and the exercise bank loaded, so a reader's first visit starts Python from it instead of
// starting Python and importing everything. The snapshot is then restored here exactly as the
// reader's browser restores it (book/_static/nardi_pyodide.mjs): one that would be refused is
// never written, and the build says why.
// It is stored sparse (nardi_pyodide.mjs, sparse: its pages of zeros left out), then gzipped.
//   node make_snapshot.mjs <pyodide dir> <wheel> <bank.json> <out.gz>
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";
import { loadFromSnapshot, sparse, unpack } from "../_static/nardi_pyodide.mjs";

const [dir, wheel, bank, out] = process.argv.slice(2);
const indexURL = dir + path.sep; // Pyodide in Node: a path (import() takes an absolute one too)
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel");
pyodide.runPython(fs.readFileSync(new URL("./import_all.py", import.meta.url), "utf-8"));
pyodide.globals.set("_nardi_bank", fs.readFileSync(bank, "utf-8"));
const loaded = pyodide.runPython(
  "import nardi_teach.web.exercises as _l; _n = _l.load_exercises(_nardi_bank); del _nardi_bank, _l; _n");
pyodide.runPython("del _n; import nardi_teach.web as _w; _w.freeze(); del _w");
const snapshot = pyodide.makeMemorySnapshot();
// stored sparse (its pages of zeros left out) and gzipped; what is checked below is what the
// browser gets back from the file (unpack), byte for byte the snapshot
const stored = zlib.gzipSync(sparse(snapshot), { level: 6 });
const unpacked = await unpack([new Uint8Array(zlib.gunzipSync(stored))]);
if (Buffer.compare(Buffer.from(unpacked), Buffer.from(snapshot)) !== 0) {
  throw new Error("the sparse snapshot does not unpack to the snapshot");
}

// the check: Python from this snapshot has the engine, the nets and the whole bank, as a page
// needs them, and takes the wheel's data files as the browser's worker gives them (no modules)
const restored = await loadFromSnapshot(loadPyodide, indexURL, unpacked);
restored.FS.writeFile("/tmp/nardi_teach.whl", new Uint8Array(fs.readFileSync(wheel)));
const found = restored.runPython(`
import sys, nardi_teach.web as _w, nardi_teach.web.exercises as _l
from nardi_teach.computer import net as _n, long_net as _ln, bearoff as _b
_w.data_files("/tmp/nardi_teach.whl")
import gc
_ok = ('nardi_teach.web.boards' in sys.modules and gc.get_freeze_count() > 10000 and _n.shipped.cache_info().currsize == 1
       and _ln.shipped.cache_info().currsize == 1 and _b.shipped().mean_rolls((1, 0, 0, 0, 0, 0)) == 1)
_ok * len(_l._exercises)`);
if (found !== loaded || loaded === 0) {
  throw new Error(`the restored snapshot has ${found} exercises (or no nets), not ${loaded}`);
}
fs.writeFileSync(out, stored);
