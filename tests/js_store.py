"""The browser store's scripts (``nardi_pupil.js``, ``nardi_store.js``) run in Node, on a
localStorage of our own: many pupils and page loads in a second, no book to build.

``run(body, storage)`` runs ``body`` (JavaScript, ``async``) with ``ls`` (the localStorage, a
Map-backed ``Storage`` made from ``storage``) and ``page(pupil)`` (a page load: the two scripts
run afresh with ``pupil`` chosen, returns its ``window``); ``body`` returns what the test reads,
as JSON.  Timers are not run (a test folds with ``nardiStore.fold`` itself)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

STATIC = Path(__file__).resolve().parents[1] / "book" / "_static"
NODE = shutil.which("node")

HARNESS = r"""
const vm = require("vm");
const fs = require("fs");
const SRC = [fs.readFileSync(%(pupil)s, "utf8"), fs.readFileSync(%(store)s, "utf8")];
class Storage {
  constructor(obj) { this.m = new Map(Object.entries(obj)); }
  get length() { return this.m.size; }
  key(i) { return [...this.m.keys()][i] ?? null; }
  getItem(k) { return this.m.has(String(k)) ? this.m.get(String(k)) : null; }
  setItem(k, v) { this.m.set(String(k), String(v)); }
  removeItem(k) { this.m.delete(String(k)); }
  dump() { return Object.fromEntries(this.m); }
}
const ls = new Storage(%(storage)s);
let clock = Date.parse("2026-03-01T09:00:00Z");
function page(pupil) {
  if (pupil !== undefined) ls.setItem("nardi-pupil", pupil);
  const ctx = {
    localStorage: ls, console, JSON, URL, Blob: class {},
    navigator: { locks: { request: (name, cb) => Promise.resolve().then(cb) } },
    crypto: require("crypto").webcrypto,
    location: { reload() {} },
    setTimeout: () => 0, setInterval: () => 0, clearInterval() {}, clearTimeout() {},
    addEventListener() {},
    document: { readyState: "complete", querySelector: () => null, querySelectorAll: () => [] },
    Date: class extends Date {
      constructor(...a) { if (a.length) super(...a); else super(clock += 1000); }
      static now() { return (clock += 1000); }
    },
  };
  ctx.window = ctx;
  vm.createContext(ctx);
  for (const src of SRC) vm.runInContext(src, ctx);
  return ctx;
}
(async () => {
  const out = await (async () => { %(body)s })();
  console.log(JSON.stringify(out));
})().catch((e) => { console.error(e && e.stack || e); process.exit(1); });
"""


def run(body: str, storage: dict[str, str] | None = None) -> Any:
    """What ``body`` returns, read back from JSON (see the module's docstring)."""
    assert NODE, "node is not installed"
    script = HARNESS % {"pupil": json.dumps(str(STATIC / "nardi_pupil.js")),
                        "store": json.dumps(str(STATIC / "nardi_store.js")),
                        "storage": json.dumps(storage or {}), "body": body}
    done = subprocess.run([NODE, "-e", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1])
