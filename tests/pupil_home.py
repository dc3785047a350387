"""The ``home`` fixture of the pupils' file tests (tests/learning: class files, pupil files,
the teacher's class): pupils' progress files in a temporary home, with no pupil or progress
file chosen by the environment.  Registered for every test by ``tests/conftest.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from nardi_teach.progress import pupils


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(pupils, "HOME", tmp_path)
    monkeypatch.delenv("NARDI_TEACH_PROGRESS", raising=False)
    monkeypatch.delenv("NARDI_TEACH_PUPIL", raising=False)
    return tmp_path


@pytest.fixture
def whole_bank(monkeypatch: pytest.MonkeyPatch) -> None:
    """The bank on disk, not what another test loaded as the browser's (``bank.LOADED``)."""
    from nardi_teach.exercises import bank
    from nardi_teach.html import review

    monkeypatch.setattr(bank, "LOADED", {})
    monkeypatch.setattr(review, "LOADED", {})
