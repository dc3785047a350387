// Build time (book/_ext/nardi_live.py): a memory snapshot of Pyodide with nardi_teach imported
// and the exercise bank loaded, so a reader's first visit starts Python from it instead of
// starting Python and importing everything.
//   node make_snapshot.mjs <pyodide dir> <wheel> <bank.json> <out.gz>
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { pathToFileURL } from "node:url";

const [dir, wheel, bank, out] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(dir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: dir + path.sep, _makeSnapshot: true });
pyodide.unpackArchive(new Uint8Array(fs.readFileSync(wheel)), "wheel");
pyodide.runPython(fs.readFileSync(new URL("./import_all.py", import.meta.url), "utf-8"));
pyodide.globals.set("_nardi_bank", fs.readFileSync(bank, "utf-8"));
pyodide.runPython("import nardi_teach.web.exercises as _l; _l.load_exercises(_nardi_bank); del _nardi_bank, _l");
const snapshot = pyodide.makeMemorySnapshot();
fs.writeFileSync(out, zlib.gzipSync(snapshot, { level: 6 }));
