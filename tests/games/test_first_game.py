"""The annotated game of book/first_game.md: its prose names turns, rolls and plays, so the
seeded game must stay the game the chapter describes (R23–R96 as they happen in it)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CHAPTER = ROOT / "book" / "first_game.md"


@pytest.fixture(scope="module")
def chapter() -> dict:
    code = re.findall(r"```\{code-cell\} ipython3\n(.*?)```", CHAPTER.read_text("utf-8"), re.S)[0]
    sys.path.insert(0, str(ROOT / "book"))
    try:
        namespace: dict = {}
        exec(compile(code, str(CHAPTER), "exec"), namespace)  # noqa: S102 - the book's own cell
    finally:
        sys.path.remove(str(ROOT / "book"))
    return namespace


def turn(chapter: dict, n: int) -> tuple[str, str, str]:
    position, dice, play, who = chapter["turns"][n - 1]
    return who.name, str(dice), str(play)


def test_R23_R24_the_opening_roll_and_first_play(chapter: dict) -> None:
    opening = chapter["opening"]
    assert (opening.white, opening.black) == (5, 4)
    assert turn(chapter, 1) == ("WHITE", "5-4", "13/9 13/8")


def test_R32_R45_R47_doubles_and_lost_moves(chapter: dict) -> None:
    assert turn(chapter, 2) == ("BLACK", "3-3", "13/10(2) 6/3(2)")
    assert turn(chapter, 11) == ("WHITE", "6-6", "24/18(2)")


def test_R41_R42_R48_forced_play_and_a_dance_off_the_bar(chapter: dict) -> None:
    assert turn(chapter, 16) == ("BLACK", "6-5", "13/2")
    position, dice, _, _ = chapter["turns"][15]
    assert len(position.legal_plays(dice)) == 1
    assert turn(chapter, 20) == ("BLACK", "6-6", "")
    assert chapter["turns"][19][0].player[25] == 0  # not on the bar


def test_R52_R59_R63_hits_entering_and_dances_from_the_bar(chapter: dict) -> None:
    assert turn(chapter, 24) == ("BLACK", "6-5", "18/13 18/12*")
    assert turn(chapter, 25) == ("WHITE", "6-2", "bar/17")
    assert turn(chapter, 26)[2] == "13/8* 12/8"
    for n in (27, 29, 31, 33):
        assert turn(chapter, n)[0] == "WHITE" and not turn(chapter, n)[2], n
    assert turn(chapter, 35)[2] == "bar/20 18/16"


def test_R73_R74_R84_R95_bear_off_and_a_gammon(chapter: dict) -> None:
    assert turn(chapter, 30) == ("BLACK", "6-3", "5/off 3/off")
    position = chapter["turns"][29][0]
    assert position.player[6] == 0 and position.player[5] > 0 and position.can_bear_off()
    assert turn(chapter, 44) == ("BLACK", "3-3", "3/off 2/off 1/off")
    state = chapter["game"].state
    assert len(chapter["turns"]) == 44
    assert (state.winner.name, state.result.name, state.points) == ("BLACK", "GAMMON", 2)
