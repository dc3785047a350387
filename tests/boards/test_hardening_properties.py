"""Every public entry point driven with random text, numbers, JSON and action sequences
(issue 12): only ``NardiError`` subclasses come out (``file:line: message`` for bank files),
a refusal changes nothing, and the invariants hold.

The examples per test are kept small for CI (the whole file runs in well under a minute);
``NARDI_FUZZ_SCALE=50`` multiplies them for a local campaign, and ``NARDI_FUZZ_REPORT=path``
writes how many inputs each surface was given (``benchmarks/fuzz_hardening.py`` does both).
"""

from __future__ import annotations

import atexit
import json
import os
import random
import re
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path
from typing import Any

from exercise_bank import bank
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach import (
    Dice,
    Game,
    Match,
    MatchId,
    NardiError,
    Phase,
    Position,
    Turn,
    Xgid,
)
from nardi_teach.controllers.board import BoardController
from nardi_teach.controllers.config import act, board_config, controller
from nardi_teach.controllers.game import GameController
from nardi_teach.core.notation import read_segments
from nardi_teach.exercises import Exercise
from nardi_teach.exercises.bank import validate_file
from nardi_teach.progress.store import Progress
from nardi_teach.svg import board_svg
from nardi_teach.web import boards as live
from nardi_teach.web import exercises as ex_live

SCALE = int(os.environ.get("NARDI_FUZZ_SCALE", "1"))
COUNTS: Counter[str] = Counter()
BANK = bank()
KIND_SAMPLES = list({ex.kind: ex for ex in BANK}.values())  # one exercise of every kind


@atexit.register
def _report() -> None:  # pragma: no cover - only for the local campaign
    target = os.environ.get("NARDI_FUZZ_REPORT")
    if target:
        Path(target).write_text(json.dumps(dict(COUNTS), indent=1))


def fuzz(n: int) -> Any:
    return settings(max_examples=n * SCALE, deadline=None, database=None,
                    suppress_health_check=list(HealthCheck))


# — strategies —

FRAGMENTS = ["24", "18", "13", "/", "-", "–", "—", "−", "*", "(2)", "(²)", "²", "٣", "bar",
             "off", "ბარი", " ", ",", ";", "|", "\n", "\u200b", "x", "X", "O", "ა", "R37",
             "დიახ", "არა", "yes", "no", "6-5", "65", "0", "25", "99", "\x00", "\ud800", "{",
             "}", ":", "XGID=", "4HPwATDgc/ABMA", "cAmvAAAAAAAE", "სვლა", "+", ".", "e9"]
texts = st.one_of(
    st.text(max_size=30),
    st.lists(st.sampled_from(FRAGMENTS), max_size=8).map("".join),
)
scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20),
                    st.floats(allow_nan=True, allow_infinity=True), texts)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=12,
)
points = st.one_of(st.integers(-3, 28), scalars)


def only_typed(call: Any) -> Any:
    """``call()``'s value, or ``None`` when it raised a NardiError; anything else fails."""
    try:
        return call()
    except NardiError as error:
        assert error.message("ka") and error.message("en")
        return None


# — engine constructors, parsers, notation, IDs —

@fuzz(150)
@given(st.dictionaries(st.one_of(scalars, st.sampled_from(["bar", "off", "²", "٣"])),
                       scalars, max_size=6),
       st.one_of(json_values, st.dictionaries(st.integers(0, 25), st.integers(0, 6))),
       scalars)
def test_position_constructors(player: Any, opponent: Any, turn: Any) -> None:
    COUNTS["Position.from_checkers"] += 1
    for args in ((player, opponent, turn), (player,), (opponent,)):
        position = only_typed(lambda args=args: Position.from_checkers(*args))
        if position is not None:
            assert position.checkers(position.turn)[0] + sum(position.player[1:]) == 15


@fuzz(200)
@given(texts, scalars)
def test_ids_and_notation(text: str, turn: Any) -> None:
    COUNTS["ids+notation"] += 1
    only_typed(lambda: Position.from_gnubg_id(text))
    only_typed(lambda: Position.from_gnubg_id("4HPwATDgc/ABMA", turn))
    only_typed(lambda: Position.from_xgid(text))
    only_typed(lambda: Xgid.parse(text))
    only_typed(lambda: Xgid.parse("XGID=-b----E-C---eE---c-e----B-:" + text))
    only_typed(lambda: MatchId.from_match_id(text))
    only_typed(lambda: read_segments(text))
    only_typed(lambda: Dice.parse(text))
    only_typed(lambda: Dice.coerce(turn))
    only_typed(lambda: Position.initial().parse_play(text, "6-5"))
    only_typed(lambda: Position.initial().legal_plays(text))


@fuzz(100)
@given(st.fixed_dictionaries({}, optional={
    name: json_values for name in ("cube", "cube_owner", "on_roll", "crawford", "status",
                                   "turn", "double_offered", "resignation", "dice", "length",
                                   "score", "jacoby")}))
def test_match_id_fields(fields: dict[str, Any]) -> None:
    COUNTS["MatchId(...)"] += 1
    match_id = only_typed(lambda: MatchId(**fields))
    if match_id is not None:
        assert MatchId.from_match_id(match_id.match_id()) == match_id


GAME_STEPS = st.one_of(
    st.tuples(st.just("start")), st.tuples(st.just("roll"), scalars),
    st.tuples(st.just("move"), points, points), st.tuples(st.just("play"), texts),
    st.tuples(st.just("double")), st.tuples(st.just("take")), st.tuples(st.just("drop")),
    st.tuples(st.just("undo")), st.tuples(st.just("legal")),
)


@fuzz(60)
@given(st.lists(GAME_STEPS, max_size=25), st.integers(0, 2**16),
       st.one_of(st.integers(-3, 9), scalars))
def test_game_action_sequences(steps: list[tuple], seed: int, length: Any) -> None:
    COUNTS["Game actions"] += 1
    game = only_typed(lambda: Game(match_length=length, rng=random.Random(seed)))
    game = game or Game(rng=random.Random(seed))
    for name, *args in steps:
        before, history = game.state, game.history
        if name == "legal":  # play a legal move when there is one, so games get somewhere
            state = game.state
            if state.phase is Phase.MOVE and state.turn is not None and state.turn.legal_moves():
                move = state.turn.legal_moves()[0]
                only_typed(lambda move=move: game.move(move.src, move.dst))
            continue
        if name == "undo":
            game.undo()
            continue
        done = only_typed(lambda name=name, args=args: getattr(game, name)(*args) or True)
        if done is None:
            assert game.state == before and game.history == history
        position = game.state.position
        assert sum(position.player) == 15 and sum(position.opponent) == 15


@fuzz(60)
@given(st.lists(st.tuples(points, points), max_size=12),
       st.sampled_from(["6-5", "3-3", "2-1", "6-6"]))
def test_turn_moves(moves: list[tuple[Any, Any]], dice: str) -> None:
    COUNTS["Turn.move"] += 1
    turn = Turn.start(Position.initial(), dice)
    for src, dst in moves:
        now = turn
        after = only_typed(lambda: now.move(src, dst))  # noqa: B023 - called at once
        only_typed(lambda: now.destinations(src))  # noqa: B023
        turn = after or turn
        assert len(turn.moves) <= len(turn.dice.moves)


@fuzz(40)
@given(st.one_of(st.integers(-3, 9), scalars), st.integers(0, 99))
def test_match(length: Any, seed: int) -> None:
    COUNTS["Match"] += 1
    match = only_typed(lambda: Match(length, rng=random.Random(seed)))
    if match is not None:
        only_typed(match.new_game)


# — controllers, live bridge —

MESSAGES = st.one_of(
    st.fixed_dictionaries({"type": st.just("click"), "point": st.integers(0, 25)}),
    st.fixed_dictionaries({"type": st.just("click"), "point": points}),
    st.fixed_dictionaries({"type": st.sampled_from(
        ["roll", "undo", "undo_turn", "confirm", "double", "take", "drop", "new_game",
         "restart"])}),
    st.fixed_dictionaries({"type": st.just("roll"), "dice": scalars}),
    json_values,
)


def _snapshot(board: BoardController) -> tuple:
    # not ``selected``: a refused move lets the checker go (issue 25)
    return board.position, board.turn, board.step


@fuzz(40)
@given(st.sampled_from(["free", "practice", "game"]), st.lists(MESSAGES, max_size=40),
       st.integers(0, 99))
def test_controller_handle_sequences(mode: str, messages: list[Any], seed: int) -> None:
    COUNTS["controllers.handle"] += 1
    board = GameController(seed=seed) if mode == "game" else BoardController(mode=mode, seed=seed)
    for message in messages:
        before = _snapshot(board)
        if mode == "practice" and isinstance(message, dict) and message.get("type") == "restart":
            if board.step >= 5:  # the restart after the last step belongs to issue `boards`
                continue
        act(board, message) if isinstance(message, dict) else board.handle(message)
        if board.error:
            assert _snapshot(board) == before, message
        assert sum(board.current.player) == 15 and sum(board.current.opponent) == 15


@fuzz(60)
@given(st.one_of(json_values, st.fixed_dictionaries({}, optional={
    name: json_values for name in ("mode", "position", "turn", "dice", "seed", "orientation",
                                   "perspective", "auto_bear_off", "auto_swap",
                                   "match_length", "rules", "lang", "size", "actions")})))
def test_live_new_board_with_random_configs(config: Any) -> None:
    COUNTS["live.new_board"] += 1
    out = json.loads(live.new_board(json.dumps(config)))
    assert out["code"] != "live.internal" if not out.get("ok") else out["svg"].startswith("<svg")
    assert isinstance(out["message"], str)


@fuzz(30)
@given(st.lists(st.one_of(MESSAGES.map(json.dumps), texts), max_size=20),
       st.sampled_from(["free", "game"]))
def test_live_board_event_sequences(messages: list[str], mode: str) -> None:
    COUNTS["live.board_event"] += 1
    state = json.loads(live.new_board(json.dumps(board_config(mode=mode, seed=3))))
    for message in messages:
        out = json.loads(live.board_event(state["id"], message))
        assert out["ok"] is True and out.get("code") != "live.internal"
        assert out["svg"].startswith("<svg") and isinstance(out["message"], str)


# — exercises —

@fuzz(30)
@given(st.one_of(texts, json_values))
def test_checker_over_every_kind(answer: Any) -> None:
    COUNTS["exercise checker (x34 kinds)"] += 1
    for ex in KIND_SAMPLES:
        result = ex.check(answer, "ka")
        assert isinstance(result.correct, bool) and result.message


@fuzz(60)
@given(st.one_of(texts, json_values), st.one_of(texts, json_values))
def test_live_exercise_bridge(ident: Any, answer: Any) -> None:
    COUNTS["live check_answer"] += 1
    ex_live._exercises.setdefault(BANK[0].id, BANK[0])
    for exercise_id in (ident, BANK[0].id):
        out = json.loads(ex_live.check_answer(exercise_id, answer, "ka"))
        assert isinstance(out["correct"], bool) and out["message"]
        json.loads(ex_live.exercise_form(exercise_id, "en"))


LOCATED = re.compile(r"^\S+:\d+: \S+: .+", re.S)
YAML_BITS = ["chapter: 3\n", "exercises:\n", "- ", "  ", "id: a\n", "kind: pips\n",
             "rules: [R29]\n", "question: q\n", "position: start\n", "die: 100\n", "&a ",
             "*a", "[", "]", "{", "}", "\t", ": ", "\n", "!!binary ", "? ", "hints: x\n",
             "from: 30\n", "\xff", "- {id: b, kind: landing, rules: [R29], question: q, "
             "position: start, from: 24, die: 3}\n"]


@fuzz(80)
@given(st.one_of(st.lists(st.sampled_from(YAML_BITS), max_size=14).map("".join),
                 st.text(max_size=60)),
       st.sampled_from([".yaml", ".json"]))
def test_bank_loader_gives_file_line_messages(tmp_path_factory: Any, text: str,
                                              suffix: str) -> None:
    COUNTS["bank loader"] += 1
    path = tmp_path_factory.mktemp("bank") / f"ch99{suffix}"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    for problem in validate_file(path, "en"):
        assert LOCATED.match(str(problem)) and str(problem).startswith(str(path))


@fuzz(100)
@given(st.dictionaries(st.sampled_from(
    ["id", "kind", "rules", "question", "hints", "position", "dice", "chapter", "die", "from",
     "point", "length", "score", "cube", "owner", "takes", "rolls", "votes", "results",
     "play", "case"]), json_values, max_size=10))
def test_bank_entries_only_bank_errors(entry: dict[str, Any]) -> None:
    COUNTS["Exercise.from_dict"] += 1
    data = {"id": "t", "kind": "pips", "rules": ["R29"], "question": "q", **entry}
    ex = only_typed(lambda: Exercise.from_dict(data, 3, "f.yaml:1"))
    if ex is not None:
        from nardi_teach.exercises.bank import validate_exercise

        for problem in validate_exercise(ex, "en"):
            assert str(problem).startswith("f.yaml:1: ")


@fuzz(60)
@given(st.binary(max_size=80) | json_values.map(lambda v: json.dumps(v).encode()),
       st.lists(st.tuples(texts, st.booleans()), max_size=6))
def test_progress_store_keeps_every_record(tmp_path_factory: Any, content: bytes,
                                           records: list[tuple[str, bool]]) -> None:
    COUNTS["progress store"] += 1
    path = tmp_path_factory.mktemp("p") / "progress.json"
    path.write_bytes(content)
    progress = Progress(path)
    before = sum(e["attempts"] for e in progress.data.values())
    for exercise_id, correct in records:
        progress.record(exercise_id, correct)
    again = Progress(path)
    assert sum(e["attempts"] for e in again.data.values()) == before + len(records)
    assert all(type(e["attempts"]) is int and e["attempts"] >= 0 for e in again.data.values())
    kept = list(path.parent.glob("progress.json.broken-*"))
    assert all(k.read_bytes() == content for k in kept)


@fuzz(100)
@given(st.fixed_dictionaries({}, optional={
    name: json_values for name in ("size", "orientation", "perspective", "arrows",
                                   "highlights", "caption", "title", "lang", "dice",
                                   "used_dice", "score", "crawford")}))
def test_svg_options(options: dict[str, Any]) -> None:
    COUNTS["svg options"] += 1
    svg = only_typed(lambda: board_svg(Position.initial(), **options))
    if svg is not None:
        ET.fromstring(svg)


def test_controller_config_round_trip_keeps_the_board() -> None:
    config = board_config(Position.initial(), dice="6-5")
    assert controller(config).turn is not None
