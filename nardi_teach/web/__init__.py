"""The web front-end: every entry point the live book calls in the reader's browser (Pyodide,
in a web worker) — boards, exercises, lessons, the review pages — each JSON text in, JSON text
out, never raising; and the static HTML the build and the worksheets write.

May import every layer below it (the engine, controllers, exercises, lessons, progress, and the
shared HTML in ``nardi_teach.html``); never ``nardi_teach.notebook``.
"""

from __future__ import annotations


def preload() -> None:
    """Import every module of the package the bridge may reach (not the notebook front-end,
    nor the command line), so a memory snapshot of Pyodide holds them all: run before a snapshot
    is made, at build time (``book/_ext/make_snapshot.mjs``) and in the browser
    (``nardi_live_worker.js``).  A module that cannot be imported there is left out."""
    import importlib
    import pkgutil

    import nardi_teach

    for module in pkgutil.walk_packages(nardi_teach.__path__, "nardi_teach."):
        if ".notebook" not in module.name and not module.name.endswith("__main__"):
            try:
                importlib.import_module(module.name)
            except ImportError:
                pass


__all__ = ["preload"]
