"""The examples in the engine's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["nardi_teach", "nardi_teach.dice", "nardi_teach.position", "nardi_teach.moves",
           "nardi_teach.notation", "nardi_teach.movegen", "nardi_teach.explain",
           "nardi_teach.game", "nardi_teach.svg", "nardi_teach.board_controller",
           "nardi_teach.cube", "nardi_teach.scoring", "nardi_teach.match", "nardi_teach.chouette",
           "nardi_teach.matchid", "nardi_teach.xgid", "nardi_teach.rules", "nardi_teach.live",
           "nardi_teach.exercises"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
