"""A rebuild is the book as the code is now, not only as the chapters are now.

Sphinx re-reads and re-writes only the pages whose text changed, and the notebooks' outputs
come from the execution cache, which is keyed by their code cells only.  So ``make book``
after a change to the engine (``nardi_teach/``, the chapters' shared helpers ``book/*.py``,
the exercise bank) kept every figure and answer the old engine computed, and after a change
to the pages' scripts or the build's extensions (``book/_static/``, ``book/_ext/``) it said
"no targets are out of date" and did not even copy the new scripts.

Here every page is read and written again when either kind of source changed since the last
build, and after an engine change the execution cache is emptied first, so every notebook
runs on the engine as it is now.  A first build (an empty build folder) runs everything anyway.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from collections.abc import Iterable
from pathlib import Path

from sphinx.application import Sphinx
from sphinx.environment import BuildEnvironment
from sphinx.util import logging

HERE = Path(__file__).resolve().parent
BOOK = HERE.parent
ROOT = BOOK.parent
LOG = logging.getLogger(__name__)

# what the notebooks compute with: a change re-runs them all
ENGINE = (ROOT / "nardi_teach", ROOT / "exercises", *sorted(BOOK.glob("*.py")))
# what makes the pages around the notebooks' outputs: a change writes every page again
PAGES = (BOOK / "_static", HERE)


def signature(sources: Iterable[Path]) -> str:
    """A hash of every file under ``sources`` (files or folders): its path and its bytes.
    Compiled caches and hidden files are left out: they change without the source changing."""
    digest = hashlib.sha256()
    for source in sources:
        files = [source] if source.is_file() else sorted(source.rglob("*"))
        for path in files:
            parts = path.relative_to(ROOT).parts
            if not path.is_file() or "__pycache__" in parts \
                    or any(part.startswith(".") for part in parts):
                continue
            digest.update("/".join(parts).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()


def _outdated(app: Sphinx, env: BuildEnvironment, added: set[str], changed: set[str],
               removed: set[str]) -> list[str]:
    """Every page, when the engine or the pages' scripts are not what they were last build;
    after an engine change, the execution cache emptied first.

    What the last build saw is kept beside the cache (``nardi_sources.json`` in the build
    folder), not in Sphinx's environment: a changed ``_config.yml`` starts a new environment
    but keeps the cache, whose outputs may be an older engine's."""
    now = {"engine": signature(ENGINE), "pages": signature(PAGES)}
    config = getattr(env, "mystnb_config", None)
    cache = Path(getattr(config, "execution_cache_path", None) or "_build/.jupyter_cache")
    stamp = cache.parent / "nardi_sources.json"
    try:
        old = json.loads(stamp.read_text("utf-8"))
    except (OSError, ValueError):
        old = None
    if old is None and cache.is_dir():
        old = {}  # outputs of an engine nobody recorded: run them again
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(json.dumps(now), "utf-8")
    if old is None or old == now:
        return []
    kinds = [kind for kind in now if old.get(kind) != now[kind]]
    if "engine" in kinds and cache.is_dir():
        shutil.rmtree(cache)
    LOG.info("nardi_fresh: %s changed since the last build: every page again",
             " and ".join(kinds))
    return sorted(env.found_docs)


def setup(app: Sphinx) -> dict[str, object]:
    app.connect("env-get-outdated", _outdated)
    return {"parallel_read_safe": True, "parallel_write_safe": True, "env_version": 1}
