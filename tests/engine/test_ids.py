"""GNU Backgammon Position IDs (golden vectors made by gnubg) and XGID position fields."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from nardi_teach import BLACK, WHITE, InvalidIdError, Position

VECTORS = json.loads((Path(__file__).parents[1] / "data" / "gnubg_position_ids.json").read_text())


@pytest.mark.parametrize("vector", VECTORS, ids=[v["name"] for v in VECTORS])
def test_position_id_golden_vectors_made_by_gnubg(vector: dict) -> None:
    position = Position(tuple(vector["player"]), tuple(vector["opponent"]))
    assert position.gnubg_id() == vector["id"]
    assert Position.from_gnubg_id(vector["id"]) == position


def test_start_ids() -> None:
    start = Position.initial()
    assert start.gnubg_id() == "4HPwATDgc/ABMA"
    assert start.xgid() == "-b----E-C---eE---c-e----B-"
    assert repr(start) == "Position.from_gnubg_id('4HPwATDgc/ABMA')"


def test_R12_the_id_encodes_the_side_not_on_roll_first() -> None:
    position = Position.from_checkers({"bar": 1, 6: 14}, {})
    assert position.gnubg_id() != position.flipped().gnubg_id()
    assert Position.from_gnubg_id(position.gnubg_id()) == position


def test_xgid_turn_and_perspective() -> None:
    position = Position.from_checkers({24: 2, 13: 5, 8: 3, 6: 5}, {19: 2}, turn=BLACK)
    xgid = f"XGID={position.xgid()}:0:0:-1:00:0:0:0:0:10"
    assert Position.from_xgid(xgid) == position
    assert Position.from_xgid(position.flipped().xgid()).turn == WHITE


@pytest.mark.parametrize("bad", [
    "", "4HPwATDgc/ABM", "4HPwATDgc/ABMA!", "!!!!!!!!!!!!!!", "//////////////", None,
    "4HPwATDgc/AB=A",
])
def test_malformed_position_ids_raise_a_typed_georgian_error(bad: object) -> None:
    with pytest.raises(InvalidIdError) as info:
        Position.from_gnubg_id(bad)  # type: ignore[arg-type]
    assert "GNU Backgammon" in info.value.message("ka")


@pytest.mark.parametrize("bad", ["", "-b----E-C---eE---c-e----B", "Zb----E-C---eE---c-e----B-",
                                 "XGID=-b----E-C---eE---c-e----B-:0:0:2:00:0:0:0:0:10",
                                 "PPPPPPPPPPPPPPPPPPPPPPPPPP"])
def test_malformed_xgids_raise(bad: str) -> None:
    with pytest.raises(InvalidIdError):
        Position.from_xgid(bad)
