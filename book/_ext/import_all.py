# Every module of nardi_teach the live book's bridge may reach (not the notebook widgets),
# imported before a memory snapshot is made (make_snapshot.mjs, nardi_live_worker.js).
import importlib
import pkgutil

import nardi_teach

for _m in pkgutil.walk_packages(nardi_teach.__path__, "nardi_teach."):
    if not _m.name.endswith(("widgets", ".widget", "__main__")):
        try:
            importlib.import_module(_m.name)
        except ImportError:
            pass
