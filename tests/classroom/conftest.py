"""The class server's tests share one small built book (with a secret file beside it that
must never be served) and, per test module, one real server started by ``make class`` on
loopback with its data in a temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from classserver import ClassServer


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small built book, with a secret file beside it that must never be served."""
    root = tmp_path_factory.mktemp("site")
    (root / "html" / "book").mkdir(parents=True)
    (root / "html" / "index.html").write_text("<p>book</p>", "utf-8")
    (root / "html" / "book" / "intro.html").write_text("<p>intro</p>", "utf-8")
    (root / "secret.txt").write_text("SECRET", "utf-8")
    return root / "html"


@pytest.fixture(scope="module")
def server(book: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[ClassServer]:
    srv = ClassServer(book, tmp_path_factory.mktemp("class")).start()
    yield srv
    srv.stop()
