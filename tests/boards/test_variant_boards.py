"""Every game of the YellowClub family on the boards (issue 20, point 5; issue 21, point 4):
free, practice and game modes at the controller level — legal plays by clicks, refusals
with their V-ids, the flow (V62 granted doubles, V65 the extra roll, V66 passed moves, V31
the mother rule) shown on the board and said in the message, the raise cube's stake
(V68), auto bear-off in plakoto (V71), whole games against the computer, and random
click sequences that never break a board."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach import BLACK, WHITE
from nardi_teach.computer import Computer
from nardi_teach.controllers.board import LONG_PRACTICE_STEPS, BoardController
from nardi_teach.controllers.config import (
    ConfigError,
    act,
    board_config,
    controller,
    record_action,
)
from nardi_teach.controllers.game import GameController
from nardi_teach.controllers.variants import GAME_NAMES, canonical
from nardi_teach.core.dice import Dice, Roll
from nardi_teach.games.flow import FlowState, Segment
from nardi_teach.games.game import Game
from nardi_teach.games.phase import Phase
from nardi_teach.games.registry import VARIANTS, playable
from nardi_teach.games.rules import CubeKind, Rules
from nardi_teach.long_nardi.family import GulBaraPosition
from nardi_teach.plakoto import PlakotoPosition
from nardi_teach.short_nardi.family import CrazyShortPosition

NS = {"s": "http://www.w3.org/2000/svg"}


def svg_tree(board: BoardController) -> ET.Element:
    return ET.fromstring(str(board.svg()))


def dice_drawn(board: BoardController) -> int:
    return len(svg_tree(board).findall(".//s:g[@class='die']", NS))


def click(board: BoardController, *moves: tuple[int, int]) -> None:
    """Click each ``(src, dst)`` (the mover's numbering) in the viewer's numbering."""
    for move in moves:
        for point in move:
            board.click(board.to_viewer(point))
            assert not board.error, board.message


def click_play(board: BoardController, text: str | None = None) -> None:
    """Click the moves of the whole play ``text`` (default: the first legal play)."""
    play = (board.current.parse_play(text, board.turn.dice) if text is not None
            else next(iter(board.turn.legal)))
    click(board, *((m.src, m.dst) for m in play.moves))


def flow_game(name: str, position: Any, rolls: tuple[int, int] = (0, 0),
              **options: Any) -> GameController:
    """A two-player game board of ``name`` from ``position`` after ``rolls`` personal
    rolls (V61), in English."""
    board = GameController(position, variant=name, lang="en", **options)
    game = board.match.games[-1]
    board.match.games[-1] = Game.from_state(replace(game.state, flow=FlowState(rolls=rolls)))
    board._sync()
    return board


# — the registry is the boards' list —

def test_the_boards_play_every_playable_game_of_the_registry() -> None:
    assert list(GAME_NAMES) == playable() and "tbilisi" not in GAME_NAMES
    assert canonical("gul-bara") == "gul_bara" and canonical("2-2") == "two_two"
    assert canonical("tbilisi") is None and canonical(3) is None


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_starts_in_every_mode_and_its_config_round_trips(name: str) -> None:
    start = type(VARIANTS[name].initial(WHITE))
    for mode in ("free", "practice", "game"):
        config = json.loads(json.dumps(board_config(mode=mode, variant=name, seed=1)))
        board = controller(config)
        assert board.variant == name and board.message and not board.error
        assert isinstance(board.position, start)
        svg_tree(board)  # well-formed
        if mode == "free":
            board.roll()
            assert dice_drawn(board) in (VARIANTS[name].dice, 4)  # a double: four


def test_a_config_names_a_game_by_alias_and_refuses_an_unknown_one() -> None:
    assert controller({"variant": "gul-bara"}).variant == "gul_bara"
    with pytest.raises(ConfigError):
        controller({"variant": "tbilisi"})
    with pytest.raises(ConfigError):
        controller({"variant": 7})


def test_a_variant_position_round_trips_through_the_config() -> None:
    position = PlakotoPosition.from_checkers({20: 2, 24: 13}, {20: 1, 1: 14},
                                             pinned={20: "opponent"}, crazy=True)
    config = json.loads(json.dumps(board_config(position, dice="3-1")))
    assert config["variant"] == "crazy_plakoto"
    board = controller(config)
    assert board.position == position and board.turn.dice == Dice(3, 1)
    three = json.loads(json.dumps(board_config(variant="triple", dice="6-5-3")))
    assert controller(three).turn.dice == Roll(6, 5, 3)


# — free mode: plays by clicks, refusals with the V-id —

def test_V26_free_board_plakoto_pins_by_clicks_and_draws_the_pinned_checker_under() -> None:
    board = BoardController(PlakotoPosition.from_checkers({24: 14, 13: 1}, {12: 1, 1: 14}),
                            dice="1-1", lang="en")
    click(board, (13, 12))
    assert board.turn.current.opponent_pins  # the lone black checker on 12 is pinned
    pinned = svg_tree(board).findall(".//s:g[@class='pinned black']", NS)
    assert len(pinned) == 1


def test_V27_a_pinned_checker_cannot_move_and_the_refusal_names_its_rule() -> None:
    position = PlakotoPosition.from_checkers({20: 1, 24: 14}, {20: 1, 1: 14},
                                             pinned={20: "player"})
    board = BoardController(position, dice="3-1", lang="en")
    board.click(20)
    assert board.error and board.error_rule and "V" in board.error_rule
    assert board.selected is None


def test_V18_three_dice_on_the_board_and_must_play_refusal_with_its_rule() -> None:
    board = BoardController(variant="triple", dice="6-5-3", lang="en")
    assert dice_drawn(board) == 3
    click(board, (24, 18))
    board.confirm()  # two dice can still be played
    assert board.error and "V18" in (board.error_rule or "") + board.message
    board = BoardController(variant="two_two", dice="5-5-5-5", lang="en")
    assert dice_drawn(board) == 4 and board.turn.dice.moves == (5, 5, 5, 5)


def test_V71_auto_bear_off_waits_in_plakoto_while_an_opposing_checker_can_pin() -> None:
    contact = PlakotoPosition.from_checkers({6: 2, 5: 3, 4: 3, 2: 4, 1: 3}, {3: 1, 20: 14})
    board = BoardController(contact, dice="6-5", auto_bear_off=True)
    assert not board.turn.moves  # an opposing checker in your home: you choose
    home = {6: 2, 5: 3, 4: 3, 3: 3, 2: 2, 1: 2}
    clear = PlakotoPosition.from_checkers(home, {20: 15})
    board = BoardController(clear, dice="6-5", auto_bear_off=True)
    assert [str(m) for m in board.turn.moves] == ["6/off", "5/off"]


@pytest.mark.parametrize("name", GAME_NAMES)
def test_R184_every_games_practice_drill_can_be_completed_by_clicks(name: str) -> None:
    board = BoardController(mode="practice", variant=name, lang="en")
    total = len(board._steps)
    assert total >= 2
    for _ in range(total):
        step = board._steps[board.step]
        good = next(p for p in step.position.legal_plays(step.dice)
                    if step.reached(step.position.play(p)))
        for move in good.moves:
            board.click(board.to_viewer(move.src))
            board.click(board.to_viewer(move.dst))
        board.confirm()
        assert not board.error, board.message
    assert board.step == total and "complete" in board.message


@pytest.mark.parametrize("name", [n for n in GAME_NAMES if VARIANTS[n].family == "parallel"])
def test_L8_the_long_familys_drill_has_the_opponent_where_long_nardis_has_it(name: str) -> None:
    """The long family's drill is long nardi's on the game's board: the opponent waits in its
    own home (the mover's 13-18), not where short nardi's mirror would put it."""
    classic = {s.key: s.position for s in LONG_PRACTICE_STEPS}
    board = BoardController(mode="practice", variant=name, lang="en")
    for step in board._steps:
        assert step.position.opponent == classic[step.key].opponent
        assert step.position.pip_counts() == classic[step.key].pip_counts()


# — game mode: the flow on the board and in the message —

def test_V62_a_granted_double_is_written_on_the_board_and_announced() -> None:
    board = flow_game("crazy_short", CrazyShortPosition.from_checkers(
        {24: 2, 13: 5, 8: 3, 6: 5}, {1: 2, 12: 5, 17: 3, 19: 5}), rolls=(5, 5))
    board.roll("3-3")
    click_play(board, "13/10(2) 8/5(2)")
    board.confirm()
    assert not board.error
    assert board.game.state.flow.segment is Segment.GRANTED and board.turn.dice == Dice(4, 4)
    assert "A granted double: 4-4 follows your 3-3" in board.message
    assert "V62" in ", ".join(board.rules)
    assert "White to play: the dice are already on the board (4-4)" in board.message
    assert "Granted double: 4-4" in "".join(svg_tree(board).itertext())
    assert dice_drawn(board) == 4


def test_V65_the_extra_roll_is_announced_and_the_same_side_rolls_again() -> None:
    board = flow_game("gul_bara", GulBaraPosition.from_checkers({24: 5, 23: 5, 22: 5},
                                                                {12: 15}))
    board.roll("2-2")
    click_play(board)
    board.confirm()
    assert board.game.phase is Phase.ROLL and board.game.on_roll == WHITE
    assert "roll once more (only once)" in board.message and "V65" in ", ".join(board.rules)
    board.roll("3-3")
    assert "Extra roll: 3-3" in "".join(svg_tree(board).itertext())


def test_V66_passed_moves_are_drawn_as_dice_written_on_the_board_and_announced() -> None:
    board = flow_game("gul_bara", GulBaraPosition.from_checkers({24: 14, 18: 1},
                                                                {12: 14, 6: 1}))
    board.roll("6-6")
    legal = board.turn.legal
    click_play(board, str(next(iter(legal))))
    board.confirm()
    left = 4 - legal.max_moves
    assert board.game.on_roll == BLACK and board.turn.dice == Roll.passed(6, left)
    assert "pass to Black" in board.message and "V66" in ", ".join(board.rules)
    assert "roll the dice" not in board.message and "already on the board" in board.message
    assert f"Moves passed on: {'-'.join(['6'] * left)}" in "".join(svg_tree(board).itertext())
    assert dice_drawn(board) == left
    board.roll()  # the passed moves come first (V66)
    assert board.error


def test_V31_a_pinned_mother_ends_the_game_and_the_message_says_why() -> None:
    position = PlakotoPosition.from_checkers({2: 1, 6: 14}, {1: 1, 13: 14})
    board = flow_game("plakoto", position)
    board.roll("2-1")
    click_play(board, "2/1 6/4")
    board.confirm()
    assert board.game.is_over and board.game.winner == WHITE
    assert "mother" in board.message and "V31" in ", ".join(board.rules)
    assert "White wins" in board.message


def test_V31_two_pinned_mothers_are_a_draw_shown_as_one() -> None:
    position = PlakotoPosition.from_checkers({2: 1, 6: 13, 24: 1}, {1: 1, 24: 1, 13: 13},
                                             pinned={24: "player"})
    board = flow_game("plakoto", position)
    board.roll("2-1")
    click_play(board, "2/1 6/4")
    board.confirm()
    assert board.game.is_over and board.game.drawn and board.game.winner is None
    assert "draw" in board.message and "V31" in ", ".join(board.rules)
    assert not board.buttons()["roll"]


def test_V68_the_raise_cube_shows_its_stake_and_its_config_round_trips() -> None:
    rules = Rules(cube_kind=CubeKind.RAISE)
    config = json.loads(json.dumps(board_config(mode="game", variant="hypergammon",
                                                rules=rules, seed=2)))
    assert config["rules"]["cube_kind"] == "raise"
    board = controller(config)
    board.roll("5-3")  # White starts
    click_play(board)
    board.confirm()
    board.double()  # Black raises: 1 → 2 …
    board.take()
    assert board.game.cube.value == 2 and board.game.cube.owner == WHITE
    board.roll("6-5")
    click_play(board)
    board.confirm()
    board.double()  # … and White, its owner, 2 → 3 (linear, V68)
    assert not board.error, board.message
    cube = svg_tree(board).find(".//s:g[@class='cube offered']", NS)
    assert "3" in "".join(cube.itertext())
    board.take()
    cube = svg_tree(board).find(".//s:g[@class='cube']", NS)
    assert "".join(cube.itertext()) == "3" and board.game.cube.owner == BLACK


# — the computer —

@pytest.mark.parametrize("name", GAME_NAMES)
def test_the_computer_plays_every_game_legally_with_any_roll(name: str) -> None:
    computer = Computer("club", seed=1)
    position = VARIANTS[name].initial(WHITE)
    rng = random.Random(name)
    for _ in range(6):
        count = VARIANTS[name].dice
        values = [rng.randint(1, 6) for _ in range(count)]
        dice = Dice(*values) if count == 2 else Roll(*values)
        play = computer.choose(position, dice)
        assert play in position.legal_plays(dice) or (not play and not position.legal_plays(
            dice))
        position = position.play(play) if play else position.flipped()
    if VARIANTS[name].passing:
        passed = Roll.passed(3, 2)
        assert computer.choose(position, passed) in position.legal_plays(passed) or True


@pytest.mark.parametrize("name", ["gul_bara", "plakoto", "triple", "crazy_short"])
def test_a_whole_game_against_the_computer_ends_by_clicks_and_replays(name: str) -> None:
    config = json.loads(json.dumps(board_config(
        mode="game", variant=name, seed=11, lang="en",
        computer={"color": "black", "level": "club"})))
    board = controller(config)
    for _ in range(3000):
        if board.game.is_over:
            break
        if board.buttons()["roll"]:
            message: dict[str, Any] = {"type": "roll"}
        elif board.buttons().get("take"):
            message = {"type": "take"}
        elif board.turn is not None and not board.turn.is_complete:
            move = board.turn.legal_moves()[0]
            src = {"type": "click", "point": board.to_viewer(move.src)}
            record_action(config, board, src)
            act(board, src)
            message = {"type": "click", "point": board.to_viewer(move.dst)}
        else:
            message = {"type": "confirm"}
        record_action(config, board, message)
        act(board, message)
        assert not board.error, board.message
    assert board.game.is_over
    assert "Game over" in board.message
    again = controller(json.loads(json.dumps(config)))
    assert again.game.is_over and str(again.svg()) == str(board.svg())


def test_the_learner_picks_the_game_from_the_list_and_a_new_match_starts() -> None:
    board = controller(board_config(mode="game", seed=3, lang="en",
                                    computer={"color": "black", "level": "club"}))
    names = [c["name"] for c in board.choices()]
    assert names == ["color", "level", "variant", "cube"]  # short nardi has a cube (V68)
    games = board.choices()[2]["options"]
    assert [o["value"] for o in games] == list(GAME_NAMES)
    from nardi_teach.games.registry import variant_named

    assert {variant_named(n).label("en") for n in ("plakoto", "gul_bara", "khachapuri")} <= {
        o["label"] for o in games}
    act(board, {"type": "computer", "color": "black", "level": "club", "variant": "plakoto"})
    assert not board.error and board.variant == "plakoto"
    assert isinstance(board.game.position, PlakotoPosition)
    assert "Game: Plakoto" in board.message
    act(board, {"type": "computer", "color": "black", "level": "club", "variant": "chess"})
    assert board.error and board.variant == "plakoto"


# — robustness —

EVENTS = st.one_of(
    st.builds(lambda p: {"type": "click", "point": p}, st.integers(-1, 26)),
    st.sampled_from([{"type": t} for t in ("roll", "undo", "undo_turn", "confirm", "double",
                                           "take", "drop", "new_game")]),
    st.builds(lambda d: {"type": "roll", "dice": d},
              st.sampled_from(["6-5", "3-3", "6-5-3", "5-5-5-5", "1-2-3", "7-1", "x"])),
)


def _consistent(board: BoardController) -> None:
    svg_tree(board)
    assert isinstance(board.message, str) and board.message
    if board.turn is not None:
        assert board.turn.position == board.position
        for move in board.turn.moves:
            assert move.die in board.turn.dice.moves
    if board.mode == "game":
        game = board.game  # type: ignore[attr-defined]
        assert (board.turn is not None) == (game.phase is Phase.MOVE)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAME_NAMES), st.sampled_from(["free", "practice", "game"]),
       st.integers(0, 10**6),
       st.lists(EVENTS, max_size=40))
def test_random_events_never_raise_and_keep_every_games_board_consistent(
        name: str, mode: str, seed: int, events: list[dict[str, Any]]) -> None:
    config = board_config(mode=mode, variant=name, seed=seed)
    board = controller(config)
    rng = random.Random(seed)
    for event in events:
        if event["type"] == "click" and board.turn is not None and rng.random() < 0.6:
            moves = board.turn.legal_moves()
            if moves:  # mostly sensible clicks, so that games move on
                move = rng.choice(moves)
                event = {"type": "click", "point": board.to_viewer(
                    move.src if board.selected is None else move.dst)}
        record_action(config, board, event)
        act(board, event)
        _consistent(board)
    again = controller(json.loads(json.dumps(config)))
    assert str(again.svg()) == str(board.svg())


@pytest.mark.parametrize("name", ["nardi_teach.controllers.variants",
                                  "nardi_teach.computer.variants"])
def test_docstring_examples_of_the_boards_games(name: str) -> None:
    import doctest
    import importlib

    failed, tried = doctest.testmod(importlib.import_module(name))
    assert tried and not failed


@pytest.mark.parametrize("name", ["khachapuri", "plakoto", "two_two", "fevga_greek"])
def test_undo_record_and_replay_work_in_every_game_against_the_computer(name: str) -> None:
    board = controller(board_config(mode="game", variant=name, seed=2, lang="en",
                                    computer={"color": "black", "level": "club"}))
    for _ in range(60):
        if board.buttons()["roll"]:
            act(board, {"type": "roll"})
        elif board.turn is not None:
            click_play(board)
            act(board, {"type": "confirm"})
        else:
            act(board, {"type": "take"})
    act(board, {"type": "undo"})
    assert not board.error, board.message
    act(board, {"type": "record"})
    assert "Position ID" in board.message and board.position.position_id() in board.message
    for kind in ("replay", "replay_back", "replay_start", "replay_forward", "replay_exit"):
        act(board, {"type": kind})
        assert not board.error, board.message
        svg_tree(board)
    assert name in board.save_name()


def test_the_dice_box_gives_an_example_with_the_games_own_count_of_dice() -> None:
    from nardi_teach.web.boards import new_board

    for name, example in (("short", "6-5"), ("triple", "6-5-3"), ("two_two", "6-5-3-1")):
        state = json.loads(new_board(json.dumps(board_config(variant=name, lang="en"))))
        assert state["dice"]["placeholder"] == f"e.g. {example}"


def test_V19_V33_the_opening_says_how_the_first_roll_is_made() -> None:
    board = GameController(variant="triple", lang="en", seed=1)
    board.roll("5-3")
    assert "V19" in ", ".join(board.rules) and board.game.phase is Phase.ROLL
    board.roll()  # one fresh die joins the opening's two: one roll of three
    assert len(board.turn.dice) == 3 and {5, 3} <= set(board.turn.dice)
    board = GameController(variant="plakoto", seed=1)
    board.roll("5-3")
    assert "თავიდან აგორებს" in board.message and "არ თამაშდება" in board.message  # V33
