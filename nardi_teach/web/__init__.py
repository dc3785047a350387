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


def warm() -> None:
    """Read what the computer reads on its first play (the short and long nets, the match
    equity table), and the module ``data_files`` uses, so a memory snapshot made after this holds
    them: the reader's first game against the computer does not wait for them
    (``book/_ext/import_all.py``)."""
    import zipfile  # noqa: F401  (data_files reads the wheel with it)

    from nardi_teach.computer import long_net, match, net

    net.shipped()
    long_net.shipped()
    match.met()


def freeze() -> None:
    """Collect once, then set every object alive aside from the collector (``gc.freeze``): the
    modules, the exercise bank and the nets are never scanned again, so no click waits for a
    full collection over them (in the browser about 100–160 ms, the slowest clicks' cause).
    Run last before a memory snapshot is made (``make_snapshot.mjs``, the worker)."""
    import gc

    gc.collect()
    gc.freeze()


def data_files(wheel: str, root: str | None = None) -> list[str]:
    """Write the package's data files (not its modules) from the wheel at ``wheel`` beside the
    imported package (or under ``root``), and name them: what a Python restored from a memory
    snapshot, every module imported already, may still read from disk (the computer's bear-off
    table …).  The live book's worker calls it instead of unpacking the whole wheel."""
    import zipfile
    from pathlib import Path

    import nardi_teach

    where = Path(root) if root else Path(nardi_teach.__file__).parent.parent
    written = []
    with zipfile.ZipFile(wheel) as whl:
        for name in whl.namelist():
            if name.startswith("nardi_teach/") and not name.endswith(".py"):
                target = where / name
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(whl.read(name))
                written.append(name)
    return written


__all__ = ["data_files", "freeze", "preload", "warm"]
