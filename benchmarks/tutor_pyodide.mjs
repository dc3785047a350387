// The tutor's time per judged play in Pyodide under Node (issue 39): what the live book's
// worker spends after a learner's play (tutor on), or when idle (tutor off).
// Loads node_modules/pyodide, copies nardi_teach/ (its .py and .json files) into its file
// system, then judges the plausible plays of the tutor bench's stored decisions
// (benchmarks/data/tutor_decisions.json, as benchmarks/tutor.py does in CPython): each judged
// cold (no cache) with its reasons; the worst is the ten slowest judged again three times,
// each one's fastest run kept. Then the quiet judging's slices (tutor off: one slice per idle
// callback, a click waits for the slice under way), by benchmarks/tutor_slices.py itself, and
// (issue 41) the confirm click with the tutor on, the verdict in it or left for the slices.
// Run from the tree root: node benchmarks/tutor_pyodide.mjs [decisions, default 150]
import { loadPyodide } from "pyodide";
import { copyTree } from "./pyodide_tree.mjs";
import { readFileSync } from "node:fs";


const count = Number(process.argv[2] || 150);
const started = performance.now();
const py = await loadPyodide();
copyTree(py, "nardi_teach", "/home/pyodide/nardi_teach");
py.FS.writeFile("/home/pyodide/decisions.json",
                readFileSync("benchmarks/data/tutor_decisions.json"));
py.FS.mkdirTree("/home/pyodide/benchmarks/data");
for (const name of ["tutor_slices.py", "data/tutor_decisions.json", "data/tutor_long_decisions.json"]) {
  py.FS.writeFile(`/home/pyodide/benchmarks/${name}`, readFileSync(`benchmarks/${name}`));
}
const loaded = performance.now();
const out = py.runPython(`
import json, statistics, time
from nardi_teach import Position
from nardi_teach.computer import tutor
from nardi_teach.core.dice import Dice

def cold():
    tutor.forget()

def judged(position, dice, play):
    cold()
    t = time.perf_counter()
    tutor.review_play(position, dice, play).reasons()
    return (time.perf_counter() - t) * 1000

decisions = json.load(open("/home/pyodide/decisions.json"))[:${count}]
cases = []
for d in decisions:
    position, dice = Position.from_gnubg_id(d["position"]), Dice(*d["dice"])
    cases += [(position, dice, position.parse_play(text, dice)) for text in d["plays"]]
judged(*cases[0])  # the network and the tables loaded first
times = sorted(((judged(*case), case) for case in cases), key=lambda item: item[0])
worst = max(min(judged(*case) for _ in range(3)) for _t, case in times[-10:])
ms = [t for t, _case in times]
(f"{len(ms)} plays of {len(decisions)} decisions: mean {statistics.fmean(ms):.1f}"
 f"  median {statistics.median(ms):.1f}  p95 {ms[int(0.95 * (len(ms) - 1))]:.1f}"
 f"  worst {worst:.1f}")
`);
console.log(`Pyodide (Node ${process.version}): start ${((loaded - started) / 1000).toFixed(1)} s`);
console.log("Tutor's time per judged play in Pyodide (review_play with its reasons, cold), ms:\n" + out);
const slices = py.runPython(`
import runpy
runpy.run_path("/home/pyodide/benchmarks/tutor_slices.py")["report"](
    "/home/pyodide/benchmarks/data/tutor_decisions.json",
    "/home/pyodide/benchmarks/data/tutor_long_decisions.json", ${count})
`);
console.log("Quiet judging in Pyodide (tutor off), one slice per idle callback:\n" + slices);
// Issue 41: the confirm click with the tutor on, the verdict in it (before) and after it
// (the live book now), then that verdict's slices
const clicked = py.runPython(`
import runpy
runpy.run_path("/home/pyodide/benchmarks/tutor_slices.py")["click_report"](
    "/home/pyodide/benchmarks/data/tutor_decisions.json", ${count})
`);
console.log("The confirm click in Pyodide:\n" + clicked);
