"""``make book`` after a change to the engine or to the pages' scripts builds the book as the
code is now (book/_ext/nardi_fresh.py): Sphinx alone said "no targets are out of date" and
kept the old scripts, and the notebooks' cached outputs kept what the old engine computed."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture()
def fresh(tmp_path: Path, monkeypatch: Any) -> Any:
    """The extension on a small copy: an engine package, a page script, a build's cache."""
    monkeypatch.syspath_prepend(str(REPO / "book" / "_ext"))
    import nardi_fresh

    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "rules.py").write_text("RULE = 1\n")
    (tmp_path / "static").mkdir()
    (tmp_path / "static" / "live.js").write_text("// v1\n")
    monkeypatch.setattr(nardi_fresh, "ROOT", tmp_path)
    monkeypatch.setattr(nardi_fresh, "ENGINE", (tmp_path / "engine",))
    monkeypatch.setattr(nardi_fresh, "PAGES", (tmp_path / "static",))
    cache = tmp_path / "_build" / ".jupyter_cache"

    def environment() -> SimpleNamespace:
        return SimpleNamespace(found_docs={"intro", "book/01_board", "book/03_moving"},
                               mystnb_config=SimpleNamespace(execution_cache_path=str(cache)))

    env = environment()

    def rebuild(new_environment: bool = False) -> list[str]:
        return nardi_fresh._outdated(None, environment() if new_environment else env,
                                     set(), set(), set())

    assert rebuild() == []  # the first build: Sphinx reads every page anyway
    cache.mkdir(parents=True)  # … and runs every notebook
    (cache / "global.db").write_bytes(b"outputs of the old engine")
    return SimpleNamespace(root=tmp_path, cache=cache, rebuild=rebuild)


def test_a_build_with_nothing_changed_rebuilds_nothing(fresh: Any) -> None:
    assert fresh.rebuild() == []
    assert fresh.rebuild() == []
    (fresh.root / "engine" / "__pycache__").mkdir()
    (fresh.root / "engine" / "__pycache__" / "rules.cpython-311.pyc").write_bytes(b"\0")
    (fresh.root / "static" / ".live.js.swp").write_bytes(b"\0")
    assert fresh.rebuild() == []  # compiled caches and hidden files are not the source
    assert fresh.cache.is_dir()


def test_a_changed_page_script_writes_every_page_again_and_keeps_the_outputs(fresh: Any
                                                                             ) -> None:
    fresh.rebuild()
    (fresh.root / "static" / "live.js").write_text("// v2\n")
    assert fresh.rebuild() == ["book/01_board", "book/03_moving", "intro"]
    assert (fresh.cache / "global.db").exists()  # the notebooks need not run again
    assert fresh.rebuild() == []


def test_a_changed_engine_runs_every_notebook_again(fresh: Any) -> None:
    fresh.rebuild()
    (fresh.root / "engine" / "rules.py").write_text("RULE = 2\n")
    assert fresh.rebuild() == ["book/01_board", "book/03_moving", "intro"]
    assert not fresh.cache.exists()  # emptied: every notebook runs on the engine as it is
    (fresh.root / "engine" / "new_rule.py").write_text("")  # a new module is a change too
    assert fresh.rebuild() == ["book/01_board", "book/03_moving", "intro"]


def test_a_new_environment_after_an_engine_change_still_runs_every_notebook_again(
        fresh: Any) -> None:
    """A changed ``_config.yml`` makes Sphinx start a new environment; the cache stays."""
    fresh.rebuild()
    assert fresh.rebuild(new_environment=True) == []  # the same engine: outputs kept
    assert (fresh.cache / "global.db").exists()
    (fresh.root / "engine" / "rules.py").write_text("RULE = 2\n")
    assert fresh.rebuild(new_environment=True) == ["book/01_board", "book/03_moving", "intro"]
    assert not fresh.cache.exists()


def test_a_cache_no_build_recorded_is_run_again(fresh: Any) -> None:
    """A build folder from before this record (or with it deleted): its outputs' engine is
    unknown."""
    (fresh.cache.parent / "nardi_sources.json").unlink()
    assert fresh.rebuild() == ["book/01_board", "book/03_moving", "intro"]
    assert not fresh.cache.exists()


def test_the_build_watches_the_engine_the_helpers_the_bank_and_the_page_scripts() -> None:
    import sys

    sys.path.insert(0, str(REPO / "book" / "_ext"))
    try:
        import nardi_fresh
    finally:
        sys.path.remove(str(REPO / "book" / "_ext"))
    watched = {path.relative_to(REPO).as_posix() for path in (*nardi_fresh.ENGINE,
                                                               *nardi_fresh.PAGES)}
    assert {"nardi_teach", "exercises", "book/nardi_book.py", "book/_static",
            "book/_ext"} <= watched
    config = (REPO / "_config.yml").read_text(encoding="utf-8")
    assert "nardi_fresh: book/_ext" in config
