// The live book's web worker: Pyodide + nardi_teach, started once per page visit.
// Messages in:  {type: "init", indexURL, wheelURL, exercisesURL}
//               {type: "call", id, fn, args}   fn: a function of nardi_teach.live
//                                                  or nardi_teach.exercises.live
// Messages out: {type: "progress", step} · {type: "ready", ms} · {type: "failed", detail}
//               {type: "result", id, result} · {type: "error", id, detail}
// No rules logic here: every call goes straight to Python (nardi_teach/live.py and
// nardi_teach/exercises/live.py).

const FUNCTIONS = {
  "nardi_teach.live": ["new_board", "board_event"],
  "nardi_teach.exercises.live": ["exercise_form", "check_answer", "load_exercises"],
};
let live = null;

async function init(msg) {
  const t0 = performance.now();
  self.postMessage({ type: "progress", step: "runtime" });
  const { loadPyodide } = await import(msg.indexURL + "pyodide.mjs");
  const pyodide = await loadPyodide({ indexURL: msg.indexURL });
  self.postMessage({ type: "progress", step: "engine" });
  await pyodide.loadPackage(msg.wheelURL, { messageCallback: () => {} });
  self.postMessage({ type: "progress", step: "boards" });
  live = {};
  for (const [moduleName, names] of Object.entries(FUNCTIONS)) {
    const module = pyodide.pyimport(moduleName);
    for (const name of names) live[name] = module[name];
  }
  if (msg.exercisesURL) {
    const response = await fetch(msg.exercisesURL);
    if (response.ok) live.load_exercises(await response.text());
  }
  self.postMessage({ type: "ready", ms: performance.now() - t0 });
}

self.onmessage = async (event) => {
  const msg = event.data;
  if (msg.type === "init") {
    try {
      await init(msg);
    } catch (err) {
      self.postMessage({ type: "failed", detail: String(err && err.message || err) });
    }
  } else if (msg.type === "call") {
    try {
      const result = live[msg.fn](...msg.args);
      self.postMessage({ type: "result", id: msg.id, result });
    } catch (err) {
      self.postMessage({ type: "error", id: msg.id, detail: String(err && err.message || err) });
    }
  }
};
