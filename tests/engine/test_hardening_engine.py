"""The engine's constructors and parsers answer bad input with a typed NardiError in
Georgian and English — never a TypeError/ValueError/AttributeError from deep inside, never a
state that cannot be (issue 12)."""

from __future__ import annotations

import random

import pytest

from nardi_teach import (
    Cube,
    Dice,
    Game,
    MatchId,
    NardiError,
    Position,
    Rules,
    Turn,
    Xgid,
    get_language,
    set_language,
)
from nardi_teach.core.errors import InvalidIdError, InvalidPositionError, InvalidValueError

GEORGIAN = "\u10d0-\u10ff"


def _typed(call) -> NardiError:
    with pytest.raises(NardiError) as caught:
        call()
    error = caught.value
    assert any("\u10d0" <= c <= "\u10ff" for c in error.message("ka"))
    assert error.message("en") and error.message("en") != error.message("ka")
    return error


@pytest.mark.parametrize("checkers", [{24: "2"}, {"²": 1}, [], None, {24: None}, {24: 1.5},
                                      {24: True}, "24:2", {"٣": 1}])
def test_from_checkers_refuses_junk_with_a_typed_error(checkers: object) -> None:
    error = _typed(lambda: Position.from_checkers(checkers))  # type: ignore[arg-type]
    assert isinstance(error, InvalidPositionError)


@pytest.mark.parametrize("turn", [None, "white", 2, -1, 0.0, "X"])
def test_a_side_that_is_not_one_is_refused(turn: object) -> None:
    _typed(lambda: Position.initial(turn))  # type: ignore[arg-type]
    _typed(lambda: Position.from_checkers({24: 1}, {}, turn))  # type: ignore[arg-type]
    _typed(lambda: Position.from_gnubg_id("4HPwATDgc/ABMA", turn))  # type: ignore[arg-type]


def test_the_side_may_be_given_as_its_number() -> None:
    assert Position.from_checkers({24: 1}, {}, 1).turn.name == "BLACK"


def test_parse_play_refuses_superscript_digits() -> None:
    _typed(lambda: Position.initial().parse_play("24/1²", "6-5"))
    _typed(lambda: Position.initial().parse_play("24/18(²)", "6-5"))


def test_position_play_needs_a_play() -> None:
    error = _typed(lambda: Position.initial().play("24/18"))  # type: ignore[arg-type]
    assert isinstance(error, InvalidValueError)


def test_xgid_field_of_thousands_of_digits() -> None:
    text = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:" + "9" * 5000 + ":0:0:7:10"
    error = _typed(lambda: Xgid.parse(text))
    assert isinstance(error, InvalidIdError)
    assert len(error.message("en")) < 300  # the message does not echo 5000 digits
    _typed(lambda: Position.from_xgid("XGID=-a-B--E-C---eE---c-e----B-:" + "9" * 5000))


@pytest.mark.parametrize("score", ["3:0", "0:3", "5:0", "7:9"])
def test_xgid_with_a_score_at_the_match_length_while_a_game_is_on(score: str) -> None:
    _typed(lambda: Xgid.parse(f"XGID=-b----E-C---eE---c-e----B-:0:0:1:52:{score}:0:3:10"))
    assert Xgid.parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:2:0:0:3:10").score == (2, 0)


def test_match_id_with_a_score_at_the_match_length_while_a_game_is_on() -> None:
    _typed(lambda: MatchId(length=3, score=(3, 0)))
    _typed(lambda: MatchId(length=3, score=(0, 5)))
    assert MatchId(length=3, score=(2, 2)).score == (2, 2)
    for bad in ({"on_roll": None}, {"status": 9}, {"resignation": "x"}, {"dice": 5},
                {"score": None}, {"crawford": "yes"}, {"cube_owner": "white"}):
        _typed(lambda bad=bad: MatchId(**bad))  # type: ignore[arg-type]


@pytest.mark.parametrize("kwargs", [{"match_length": -5}, {"match_length": 2.5},
                                    {"match_length": "5"}, {"match_length": 5, "score": (5, 0)},
                                    {"score": (-1, 0)}, {"score": "00"}, {"crawford": "no"},
                                    {"position": "start"}, {"cube": 2}])
def test_game_refuses_bad_arguments(kwargs: dict) -> None:
    _typed(lambda: Game(**kwargs))


def test_game_rules_must_be_rules() -> None:
    _typed(lambda: Game("money"))  # type: ignore[arg-type]
    _typed(lambda: Rules(jacoby="yes"))  # type: ignore[arg-type]
    _typed(lambda: Cube(2, "white"))  # type: ignore[arg-type]
    _typed(lambda: Cube(2, None, "x"))  # type: ignore[arg-type]


@pytest.mark.parametrize("src, dst", [(8.0, 3), ("8", 3), (None, 3), (8, 3.0), (30, 3),
                                      (True, 0)])
def test_game_move_refuses_what_is_not_a_point_and_changes_nothing(src, dst) -> None:
    game = Game(rng=random.Random(3))
    game.start()
    before, history = game.state, game.history
    _typed(lambda: game.move(src, dst))
    assert game.state == before and game.history == history


def test_game_play_needs_a_play_or_its_text() -> None:
    game = Game(rng=random.Random(3))
    game.start()
    _typed(lambda: game.play(5))  # type: ignore[arg-type]


def test_turn_refuses_what_is_not_a_point() -> None:
    turn = Turn.start(Position.initial(), "6-5")
    _typed(lambda: turn.move(None, 18))  # type: ignore[arg-type]
    _typed(lambda: turn.destinations("24"))  # type: ignore[arg-type]
    _typed(lambda: Turn.start("start", "6-5"))  # type: ignore[arg-type]
    assert Dice.coerce("6-5") == turn.dice


@pytest.mark.parametrize("lang", [None, 0, [1], "xx", ""])
def test_set_language_refuses_an_unknown_language_and_keeps_the_old_one(lang) -> None:
    before = get_language()
    with pytest.raises(ValueError, match="ka"):
        set_language(lang)
    assert get_language() == before
