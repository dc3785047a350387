"""The public API of every game fails typed (issue 26): each reproducer of
``../shared/reviews/robustness-t3.md`` (findings 3, 11, 12 and 13's ``undo``) is a test named
after it, and hypothesis drives the constructors, parsers and game methods of every variant
with junk, asserting that only ``NardiError``s come out, each rendering in Georgian and English.

A new variant joins the random tests with one line in ``VARIANTS``.
"""

from __future__ import annotations

import atexit
import json
import os
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach import (
    BLACK,
    WHITE,
    Cube,
    Dice,
    Game,
    HeadRule,
    IllegalAction,
    InvalidIdError,
    InvalidPositionError,
    LongGame,
    LongMatch,
    LongPosition,
    Match,
    MatchId,
    MatchState,
    NardiError,
    Position,
    Rules,
    Xgid,
    result_of,
    score_game,
)
from nardi_teach.computer import Computer
from nardi_teach.plakoto import PlakotoPosition
from nardi_teach.svg import board_svg
from nardi_teach.web import boards as live

HUGE = 10**5000


class Huge(int):
    """A 5,000-digit number that hypothesis can print (``repr`` of the int itself fails)."""

    def __repr__(self) -> str:
        return ("-" if self < 0 else "") + "10**5000"

SHORT_XGID = "XGID=-b----E-C---eE---c-e----B-:0:0:-1:63:0:0:0:0:10"


def rendered(error: NardiError) -> None:
    """Both languages render, and a message never quotes thousands of digits."""
    for lang in ("ka", "en"):
        text = error.message(lang)
        assert text and len(text) < 2000, (lang, text[:200])
    assert str(error)


def refused(call: Callable[[], object], kind: type[NardiError] = NardiError) -> NardiError:
    with pytest.raises(kind) as caught:
        call()
    rendered(caught.value)
    return caught.value


# — finding 11: untyped exceptions, one test per reproducer —

START = Position.initial()
REPRODUCERS_11: dict[str, Callable[[], object]] = {
    "LongPosition.initial(turn=2)": lambda: LongPosition.initial(turn=2),  # type: ignore
    "LongPosition.from_checkers(..., 'white')":
        lambda: LongPosition.from_checkers({24: 15}, {12: 15}, "white"),  # type: ignore
    "LongPosition.initial(head_rule='x')": lambda: LongPosition.initial(head_rule="x"),  # type: ignore
    "LongPosition.from_checkers(..., head_rule='x')":
        lambda: LongPosition.from_checkers({24: 15}, {12: 15}, head_rule="x"),  # type: ignore
    "LongPosition.initial().play('24/18')": lambda: LongPosition.initial().play("24/18"),  # type: ignore
    "LongMatch(3, head_rule=1)": lambda: LongMatch(3, head_rule=1),  # type: ignore
    "LongGame(opening='x')": lambda: LongGame(opening="x"),
    "LongGame(seed=1).xgid()": lambda: str(LongGame(seed=1).xgid()),
    "LongGame.from_xgid(<short XGID>)": lambda: LongGame.from_xgid(SHORT_XGID),
    "Game(variant='long')": lambda: Game(variant="long"),  # type: ignore
    "Match(3, rules='x')": lambda: Match(3, rules="x"),  # type: ignore
    "Game(seed={})": lambda: Game(seed={}),  # type: ignore
    "Game(seed='\\ud800')": lambda: Game(seed="\ud800"),  # type: ignore
    "Xgid(Position.initial(), cube='2')": lambda: Xgid(START, cube="2"),  # type: ignore
    "Computer({})": lambda: Computer({}),  # type: ignore
    "Computer().choose('start', '6-5')": lambda: Computer().choose("start", "6-5"),  # type: ignore
    "board_svg(pos, absent=['white'])": lambda: board_svg(START, absent=["white"]),  # type: ignore
    "board_svg(pos, cube=(2,))": lambda: board_svg(START, cube=(2,)),  # type: ignore
    "board_svg(pos, cube=(2, 'white'))": lambda: board_svg(START, cube=(2, "white")),  # type: ignore
    "score_game(Position.initial(), Cube())": lambda: score_game(START, Cube()),
    "result_of(LongPosition.initial())": lambda: result_of(LongPosition.initial()),
}


@pytest.mark.parametrize("call", REPRODUCERS_11.values(), ids=REPRODUCERS_11.keys())
def test_finding_11_reproducer_is_a_typed_error(call: Callable[[], object]) -> None:
    refused(call)


@pytest.mark.parametrize("cls", [Position, LongPosition, PlakotoPosition])
def test_a_true_or_false_key_is_no_point_in_any_game(cls: type) -> None:
    """``True`` is an ``int`` to Python, but no reader means point 1 by it: it is refused
    as a key, as a bool count is, and the message names the key."""
    error = refused(lambda: cls.from_checkers({True: 15}), InvalidPositionError)
    assert "True" in error.message("en")
    assert cls.from_checkers({1: 15}).player[1] == 15


def test_finding_11_LongGame_head_rule_by_its_name_is_the_variant() -> None:
    """``LongGame(head_rule="sport")`` was an AttributeError: the name picks the variant."""
    assert LongGame(head_rule="sport").position.head_rule is HeadRule.SPORT  # type: ignore
    refused(lambda: LongGame(head_rule="sports"))  # type: ignore


def test_finding_11_LongGame_from_xgid_refuses_a_short_game_and_Game_still_reads_it() -> None:
    error = refused(lambda: LongGame.from_xgid(SHORT_XGID), InvalidIdError)
    assert error.key == "robust.xgid_wrong_game"
    refused(lambda: LongGame.from_xgid(Xgid.parse(SHORT_XGID)), InvalidIdError)
    refused(lambda: LongGame.from_state(Game(seed=1).state))
    assert Game.from_xgid(SHORT_XGID).position == Xgid.parse(SHORT_XGID).position


def test_finding_11_LongGame_xgid_is_refused_and_names_the_position_id() -> None:
    game = LongGame(seed=1)
    error = refused(game.xgid, InvalidIdError)
    assert "position_id" in error.message("en")
    assert game.position.position_id().startswith("LN:")


def test_finding_11_score_game_of_an_unfinished_game_is_typed_in_both_languages() -> None:
    error = refused(lambda: score_game(Position.initial(), Cube()), InvalidPositionError)
    assert "R20" in error.message("ka") and "R20" in error.message("en")


# — finding 12: typed errors whose message could not be rendered —

REPRODUCERS_12: dict[str, Callable[[], object]] = {
    "Dice(10**5000, 1)": lambda: Dice(HUGE, 1),
    "LongPosition.from_checkers({24: 10**5000}, ...)":
        lambda: LongPosition.from_checkers({24: HUGE}, {12: 15}),
    "LongMatch(10**5000)": lambda: LongMatch(HUGE),
    "MatchId(cube=10**5000)": lambda: MatchId(cube=HUGE),
    "Position.from_checkers({24: 10**5000})": lambda: Position.from_checkers({24: HUGE}),
    "MatchState(10**5000, (10**5000, 0))": lambda: MatchState(-HUGE, (HUGE, 0)),
    "Cube(10**5000)": lambda: Cube(HUGE),
    "Game(match_length=10**5000)": lambda: Game(match_length=HUGE),
    "Xgid(pos, score=(10**5000, 0))": lambda: Xgid(START, score=(HUGE, 0)),
    "Game().move(10**5000, 1)": lambda: Game(seed=1).move(HUGE, 1),
}


@pytest.mark.parametrize("call", REPRODUCERS_12.values(), ids=REPRODUCERS_12.keys())
def test_finding_12_reproducer_renders_in_both_languages(call: Callable[[], object]) -> None:
    error = refused(call)
    assert "…" in error.message("en")  # the number is quoted by its ends, not in full


# — finding 3: a computer message without a level —

def _game_board_after_one_move() -> tuple[int, int]:
    reply = json.loads(live.new_board(json.dumps(
        {"v": 1, "mode": "game", "computer": {"color": "black", "level": "club"}})))
    board = reply["id"]
    for message in ({"type": "opening", "white": 6, "black": 1},
                    {"type": "move", "src": 13, "dst": 7},
                    {"type": "move", "src": 8, "dst": 7}):
        live.board_event(board, json.dumps(message))
    return board, len(live._boards[board].game.history)


@pytest.mark.parametrize("message", [{"type": "computer", "color": "white"},
                                     {"type": "computer", "level": "club"}])
def test_finding_3_computer_message_without_a_level_or_colour_is_answered(message) -> None:
    board, _ = _game_board_after_one_move()
    reply = json.loads(live.board_event(board, json.dumps(message)))
    assert reply["ok"] and reply.get("code") != "live.internal"
    controller = live._boards[board]
    assert controller.computer is not None


def test_finding_3_a_refused_computer_message_keeps_the_game() -> None:
    board, actions = _game_board_after_one_move()
    reply = json.loads(live.board_event(board, json.dumps(
        {"type": "computer", "color": "white", "level": "grandmaster"})))
    assert reply["error"]
    assert len(live._boards[board].game.history) == actions


# — finding 13: undo after the match is over —

def _finished_match() -> Match:
    match = Match(1, seed=2)
    match.games[-1] = Game(match.rules, position=Position.from_checkers({1: 1}, {19: 15}),
                           match_length=1)
    match.game.roll("2-1")
    match.game.play("1/off")
    assert match.is_over
    return match


def test_finding_13_undo_after_a_finished_match_does_not_reopen_it() -> None:
    match = _finished_match()
    score = match.score
    refused(match.undo, IllegalAction)
    assert match.is_over and match.score == score and match.game.is_over


def test_finding_13_undo_against_the_computer_after_the_match_is_refused() -> None:
    from nardi_teach.computer import play_out
    from nardi_teach.controllers.game import GameController

    controller = GameController(match_length=1, computer={"color": "black", "level": "club"},
                                seed=4)
    play_out(controller.game, {c: Computer("strong", seed=4) for c in (WHITE, BLACK)})
    assert controller.match.is_over
    score = controller.match.score
    controller.undo()
    assert controller.error and controller.match.is_over and controller.match.score == score
    assert not controller.buttons()["undo"]


# — hypothesis over every variant's public API —

@dataclass(frozen=True)
class Api:
    """One variant's public classes: its position, its game and its match."""

    name: str
    position: type
    game: type[Game]
    match: type[Match]
    dice: str = "6-5"


VARIANTS = [
    Api("short", Position, Game, Match),
    Api("long", LongPosition, LongGame, LongMatch),
]
"""Every variant the random tests drive: a new variant class is one line here."""


def _family() -> list[Api]:
    """The YellowClub family's position classes (issue 20), each driven like the two games:
    its game is ``Game(variant=variant_named(name))`` (tests below)."""
    from nardi_teach.games.registry import VARIANTS as REGISTRY

    out = []
    for name, variant in sorted(REGISTRY.items()):
        if name in ("short", "long") or variant.name == "tbilisi" or name == "tbilisi":
            continue
        cls = type(variant.initial(WHITE))
        dice = {"triple": "6-5-3", "two_two": "6-5-3-2"}.get(name, "6-5")
        out.append(Api(name, cls, Game, Match, dice))
    return out


FAMILY = _family()

JUNK_TEXT = st.one_of(st.text(max_size=20), st.sampled_from(
    ["24/18", "24/13", "6-5", "bar/20", "off", "\ud800", "XGID=", SHORT_XGID, "white", "sport",
     "LN:00000000000000000000000f:00000000000000000000000f:w11", "4HPwATDgc/ABMA", "1" * 60]))
JUNK = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-30, 30), st.just(Huge(HUGE)),
              st.just(Huge(-HUGE)),
              st.floats(allow_nan=True), JUNK_TEXT, st.sampled_from(
                  [WHITE, BLACK, HeadRule.SPORT, Cube(), Rules(), Position.initial(),
                   LongPosition.initial(), Dice(6, 5), MatchState(3)])),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
        st.one_of(st.integers(-2, 26), JUNK_TEXT), inner, max_size=3),
    max_leaves=6)
GAME_KW = ("rules", "seed", "position", "cube", "match_length", "score", "crawford",
           "head_rule", "opening")
MATCH_KW = ("rules", "start", "seed", "head_rule", "opening", "cube")


def typed(call: Callable[[], Any]) -> Any:
    """``call()``'s value, or ``None`` for a NardiError that renders; anything else fails."""
    try:
        return call()
    except NardiError as error:
        rendered(error)
        return None


SCALE = int(os.environ.get("NARDI_FUZZ_SCALE", "1"))  # benchmarks/fuzz_hardening.py raises it
COUNTS: Counter[str] = Counter()


@atexit.register
def _report() -> None:  # pragma: no cover - only for the local campaign
    target = os.environ.get("NARDI_FUZZ_REPORT")
    if target:
        Path(target + ".api").write_text(json.dumps(dict(COUNTS), indent=1))


fuzz = settings(max_examples=120 * SCALE, deadline=None, database=None,
                suppress_health_check=list(HealthCheck))


@pytest.mark.parametrize("api", VARIANTS + FAMILY, ids=[v.name for v in VARIANTS + FAMILY])
@fuzz
@given(a=JUNK, b=JUNK, c=JUNK, text=JUNK_TEXT)
def test_every_variant_position_api_fails_typed(api: Api, a: Any, b: Any, c: Any,
                                                text: str) -> None:
    COUNTS[f"{api.name}: position API"] += 1
    cls = api.position
    start = cls.initial()
    typed(lambda: cls.initial(a))
    typed(lambda: cls.initial(turn=b))
    typed(lambda: cls.from_checkers(a, b, c))
    typed(lambda: cls.from_checkers(a))
    typed(lambda: cls.from_position_id(text))
    typed(lambda: cls.from_position_id(a))
    typed(lambda: start.legal_plays(a))
    typed(lambda: start.parse_play(text, api.dice))
    typed(lambda: start.parse_play(a, b))
    typed(lambda: start.play(a))
    typed(lambda: start.head_allowance(a) if hasattr(start, "head_allowance") else None)
    typed(lambda: result_of(a))
    typed(lambda: result_of(start, a))
    typed(lambda: score_game(start, a))
    typed(lambda: score_game(a, Cube(), b))
    typed(lambda: Computer(a))
    typed(lambda: Computer("club", seed=a).choose(start, b))
    typed(lambda: Computer("club").choose(a, api.dice))
    typed(lambda: board_svg(start, cube=a, absent=b if isinstance(b, list) else ()))
    typed(lambda: board_svg(start, absent=a))
    typed(lambda: str(board_svg(start, dice=a, score=b)))


@pytest.mark.parametrize("api", VARIANTS, ids=[v.name for v in VARIANTS])
@fuzz
@given(kwargs=st.dictionaries(st.sampled_from(GAME_KW), JUNK, max_size=3),
       steps=st.lists(st.tuples(st.sampled_from(
           ["roll", "move", "play", "double", "take", "drop", "undo", "start", "opening",
            "xgid", "match_id", "from_xgid", "from_state", "legal"]), JUNK, JUNK), max_size=12))
def test_every_variant_game_api_fails_typed(api: Api, kwargs: dict[str, Any],
                                            steps: list[tuple[str, Any, Any]]) -> None:
    COUNTS[f"{api.name}: game API"] += 1
    if api.game is Game:
        kwargs = {k: v for k, v in kwargs.items() if k not in ("head_rule", "opening")}
    game = typed(lambda: api.game(**kwargs)) or api.game(seed=1)
    calls: dict[str, Callable[[Any, Any], Any]] = {
        "roll": lambda a, b: game.roll(a), "move": lambda a, b: game.move(a, b),
        "play": lambda a, b: game.play(a), "double": lambda a, b: game.double(),
        "take": lambda a, b: game.take(), "drop": lambda a, b: game.drop(),
        "undo": lambda a, b: game.undo(), "start": lambda a, b: game.start(),
        "opening": lambda a, b: game.roll_opening(a, b), "xgid": lambda a, b: str(game.xgid()),
        "match_id": lambda a, b: str(game.match_id()),
        "from_xgid": lambda a, b: api.game.from_xgid(a),
        "from_state": lambda a, b: api.game.from_state(a),
        "legal": lambda a, b: game.legal_moves(),
    }
    for name, a, b in steps:
        before = game.state
        if typed(lambda name=name, a=a, b=b: calls[name](a, b)) is None and name != "undo":
            assert game.state == before  # a refusal changes nothing
    if game.is_over:
        assert game.outcome is not None


@pytest.mark.parametrize("api", VARIANTS, ids=[v.name for v in VARIANTS])
@fuzz
@given(length=JUNK, kwargs=st.dictionaries(st.sampled_from(MATCH_KW), JUNK, max_size=2),
       winner=JUNK, points=JUNK)
def test_every_variant_match_api_fails_typed(api: Api, length: Any, kwargs: dict[str, Any],
                                             winner: Any, points: Any) -> None:
    COUNTS[f"{api.name}: match API"] += 1
    if api.match is Match:
        kwargs = {k: v for k, v in kwargs.items() if k not in ("head_rule", "opening", "cube")}
    match = typed(lambda: api.match(length, **kwargs))
    typed(lambda: MatchState(length, winner))
    typed(lambda: MatchState(3).after(winner, points))
    typed(lambda: MatchState.at(length, winner, crawford=points))
    if match is not None:
        typed(match.new_game)
        typed(match.undo)
        typed(lambda: match.state.record(winner))


@pytest.mark.parametrize("name", [api.name for api in FAMILY])
@settings(max_examples=40 * SCALE, deadline=None, database=None,
          suppress_health_check=list(HealthCheck))
@given(steps=st.lists(st.tuples(st.sampled_from(
    ["roll", "move", "play", "double", "take", "drop", "undo", "start", "opening", "legal",
     "xgid"]), JUNK, JUNK), max_size=12))
def test_every_family_game_fails_typed(name: str, steps: list[tuple[str, Any, Any]]) -> None:
    """A game of every family variant (its flow included) under random calls: only typed
    errors, and a refusal changes nothing."""
    from nardi_teach.games.registry import variant_named

    COUNTS[f"{name}: game API"] += 1
    game = Game(variant=variant_named(name), seed=1)
    calls: dict[str, Callable[[Any, Any], Any]] = {
        "roll": lambda a, b: game.roll(a), "move": lambda a, b: game.move(a, b),
        "play": lambda a, b: game.play(a), "double": lambda a, b: game.double(),
        "take": lambda a, b: game.take(), "drop": lambda a, b: game.drop(),
        "undo": lambda a, b: game.undo(), "start": lambda a, b: game.start(),
        "opening": lambda a, b: game.roll_opening(a, b), "legal": lambda a, b: game.legal_moves(),
        "xgid": lambda a, b: str(game.xgid()),
    }
    for step, a, b in steps:
        before = game.state
        if typed(lambda step=step, a=a, b=b: calls[step](a, b)) is None and step != "undo":
            assert game.state == before  # a refusal changes nothing
