"""The examples in the engine's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = ["nardi_teach", "nardi_teach.dice", "nardi_teach.position", "nardi_teach.moves",
           "nardi_teach.notation", "nardi_teach.movegen", "nardi_teach.explain"]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
