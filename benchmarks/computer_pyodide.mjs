// Move-choice time of the computer opponent in Pyodide under Node (issue 15).
// Loads node_modules/pyodide, copies nardi_teach/ (its .py and .json files: the network, the
// bear-off database, the match table) into its file system, then times
// Computer.choose on positions from seeded strong-v-strong short-nardi games (as
// benchmarks/computer.py does in CPython) and in long-nardi self-play games.
// Run from the tree root: node benchmarks/computer_pyodide.mjs
import { loadPyodide } from "pyodide";
import { copyTree } from "./pyodide_tree.mjs";


const started = performance.now();
const py = await loadPyodide();
copyTree(py, "nardi_teach", "/home/pyodide/nardi_teach");
const loaded = performance.now();
const out = py.runPython(`
import statistics, time
from nardi_teach import Color, Game, Phase, Rules
from nardi_teach.computer import LEVELS, Computer

cases, i = [], 0
while len(cases) < 500:
    game, strong = Game(Rules(cube=False), seed=7 * 7919 + i), Computer("strong")
    while not game.is_over and len(cases) < 500:
        if game.phase is Phase.MOVE:
            cases.append((game.position, game.dice))
        strong.act(game)
    i += 1
lines = []
for level in LEVELS:
    computer, times = Computer(level, seed=1), []
    for position, dice in cases:
        t = time.perf_counter()
        computer.choose(position, dice)
        times.append((time.perf_counter() - t) * 1000)
    times.sort()
    lines.append(f"  {level:9} median {statistics.median(times):.2f}  p95 {times[int(0.95 * (len(times) - 1))]:.2f}")
import random
from nardi_teach.computer.long import play_long_game
for level in LEVELS:
    computer, times = Computer(level, seed=1), []
    def timed(position, dice):
        t = time.perf_counter()
        play = computer.choose(position, dice)
        times.append((time.perf_counter() - t) * 1000)
        return play
    for seed in range(3 if level in ("strong", "expert") else 10):
        play_long_game({c: timed for c in (Color.WHITE, Color.BLACK)}, random.Random(seed))
    times.sort()
    lines.append(f"  long {level:9} median {statistics.median(times):.2f}  p95 {times[int(0.95 * (len(times) - 1))]:.2f}  ({len(times)} choices)")
"\\n".join(lines)
`);
console.log(`Pyodide (Node ${process.version}): start ${((loaded - started) / 1000).toFixed(1)} s`);
console.log("Move choice in Pyodide (Computer.choose), ms:\n" + out);
