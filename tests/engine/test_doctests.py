"""The examples in the engine's docstrings run."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "nardi_teach", "nardi_teach.core.dice", "nardi_teach.core.moves", "nardi_teach.core.notation",
    "nardi_teach.short_nardi.position", "nardi_teach.short_nardi.legal",
    "nardi_teach.short_nardi.notation", "nardi_teach.short_nardi.movegen",
    "nardi_teach.short_nardi.explain", "nardi_teach.games.game", "nardi_teach.svg.board",
    "nardi_teach.controllers.board", "nardi_teach.controllers.config", "nardi_teach.games.cube",
    "nardi_teach.games.scoring", "nardi_teach.games.match", "nardi_teach.games.chouette",
    "nardi_teach.games.matchid", "nardi_teach.games.xgid", "nardi_teach.games.rules",
    "nardi_teach.web.boards", "nardi_teach.exercises",
    # — long nardi and the variant seam (issue 13) —
    "nardi_teach.core.turn", "nardi_teach.long_nardi.position", "nardi_teach.long_nardi.ids",
    "nardi_teach.games.long_game",
    # — the YellowClub family's flow and registry (issue 20) —
    "nardi_teach.games.registry", "nardi_teach.games.flow", "nardi_teach.games.variant",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name), optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
