// Copies the package's source tree into a Pyodide's file system, for the benchmarks that run
// nardi_teach in Pyodide under Node (computer_pyodide.mjs, tutor_pyodide.mjs).
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export function copyTree(py, from, to) {
  py.FS.mkdirTree(to);
  for (const name of readdirSync(from)) {
    const src = join(from, name);
    if (statSync(src).isDirectory()) {
      if (name !== "__pycache__") copyTree(py, src, `${to}/${name}`);
    } else if (name.endsWith(".py") || name.endsWith(".json")) {
      py.FS.writeFile(`${to}/${name}`, readFileSync(src));
    }
  }
}
