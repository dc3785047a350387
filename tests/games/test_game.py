"""``Game``: opening roll, turns, cube actions, result, undo and replay (R23–R28, R92–R116,
R125–R126; Ex 10.1–10.2), and property tests that no action sequence corrupts a game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import (
    BLACK,
    WHITE,
    Game,
    GameResult,
    IllegalAction,
    IllegalPlay,
    Match,
    NardiError,
    Phase,
    Position,
    Rules,
)
from nardi_teach.games.game import GameRecord


def test_R23_R24_opening_roll_single_dice_higher_moves_with_both() -> None:
    g = Game()
    assert g.phase is Phase.OPENING and g.actor is None
    g.roll_opening(2, 5)
    assert g.on_roll == BLACK and str(g.dice) == "5-2" and g.phase is Phase.MOVE


def test_R25_R26_ties_are_rerolled_and_the_first_move_is_never_a_double() -> None:
    g = Game(seed=0)
    g.roll_opening(4, 4)
    assert g.phase is Phase.OPENING and g.cube.value == 1
    g.start()
    assert g.phase is Phase.MOVE and g.dice is not None and not g.dice.is_double


def test_R125_R126_C21_Ex_10_1_automatic_double_once() -> None:
    g = Game(Rules(auto_doubles=True))
    g.roll_opening(3, 3)
    assert (g.cube.value, g.cube.owner, g.phase) == (2, None, Phase.OPENING)
    g.roll_opening(5, 5)
    assert g.cube.value == 2
    g = Game(Rules(auto_doubles=True, max_auto_doubles=2))
    g.roll_opening(3, 3)
    g.roll_opening(5, 5)
    assert g.cube.value == 4


def test_Ex_10_2_after_an_automatic_double_either_player_may_double_to_4() -> None:
    g = Game(Rules(auto_doubles=True))
    g.roll_opening(3, 3)
    g.roll_opening(6, 1)
    g.play("13/7 8/7")
    assert g.on_roll == BLACK and g.may_double()
    g.double()
    g.take()
    assert (g.cube.value, g.cube.owner) == (4, WHITE)


def test_R27_turns_alternate_and_moves_one_checker_at_a_time() -> None:
    g = Game()
    g.roll_opening(3, 1)
    g.move(8, 5)
    assert g.phase is Phase.MOVE and g.turn.remaining == (1,)
    g.move(6, 5)
    assert g.phase is Phase.ROLL and g.on_roll == BLACK
    assert g.position.opponent[5] == 2  # WHITE's 5-point, seen from BLACK


@pytest.mark.parametrize(("setup", "action", "rule"), [
    ([], "double", "R23"),
    ([("roll_opening", 6, 1)], "double", "R106"),                      # after rolling
    ([("roll_opening", 6, 1)], "take", "R108"),                        # nothing offered
    ([("roll_opening", 6, 1), ("play", "13/7 8/7")], "take", "R108"),
    ([("roll_opening", 6, 1), ("play", "13/7 8/7")], "move", "R27"),   # before rolling
    ([("roll_opening", 6, 1), ("play", "13/7 8/7"), ("double",)], "move", "R108"),
    ([("roll_opening", 6, 1), ("play", "13/7 8/7"), ("double",)], "roll", "R108"),
    ([("roll_opening", 6, 1), ("play", "13/7 8/7"), ("double",)], "double", "R108"),
    ([("roll_opening", 6, 1), ("play", "13/7 8/7"), ("double",), ("take",)], "double", "R111"),
    ([("roll_opening", 6, 1), ("play", "13/7 8/7"), ("double",), ("drop",)], "move", "R20"),
    ([("roll_opening", 6, 1), ("play", "13/7 8/7"), ("double",), ("drop",)], "roll", "R20"),
    ([("roll_opening", 6, 1)], "roll", "R27"),                         # rolling twice
    ([("roll_opening", 6, 1)], "roll_opening", "R24"),
])
def test_illegal_actions_raise_with_the_rule_and_leave_the_game_unchanged(
    setup: list, action: str, rule: str,
) -> None:
    g = Game(seed=1)
    for name, *args in setup:
        getattr(g, name)(*args)
    before, history = g.state, g.history
    args = {"move": (13, 7), "roll": ("3-1",), "roll_opening": (5, 2)}.get(action, ())
    with pytest.raises(IllegalAction) as err:
        getattr(g, action)(*args)
    assert err.value.rule == rule
    assert g.state == before and g.history == history
    assert err.value.message("ka") != err.value.message("en")
    assert rule in err.value.message("ka")


def test_illegal_checker_move_raises_illegal_play_and_changes_nothing() -> None:
    g = Game()
    g.roll_opening(6, 5)
    before = g.state
    with pytest.raises(IllegalPlay):
        g.move(6, 2)
    with pytest.raises(NardiError):
        g.play("13/3")
    assert g.state == before


def test_R109_C5_drop_ends_the_game_at_the_pre_offer_value_as_oin() -> None:
    g = Game(position=Position.initial(), cube=None)
    g.double()
    g.take()
    g.roll("3-1")
    g.play("8/5 6/5")
    g.double()                      # BLACK redoubles to 4
    g.drop()
    assert (g.winner, g.result, g.points, g.state.dropped) == (BLACK, GameResult.SINGLE, 2, True)


def test_R20_R96_bearing_off_the_last_checker_ends_the_game_with_koks() -> None:
    p = Position.from_checkers({1: 1}, {"bar": 1, 6: 14}, turn=WHITE)
    g = Game(position=p)
    g.double()
    g.take()
    g.roll("2-1")
    g.play("1/off")
    assert g.is_over and g.winner == WHITE and g.result is GameResult.BACKGAMMON
    assert g.points == 6


def test_R48_a_dance_passes_the_turn() -> None:
    closed = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}
    p = Position.from_checkers({"bar": 1, 6: 5, 8: 4, 13: 5}, closed, turn=WHITE)
    g = Game(position=p)
    g.roll("6-5")
    assert g.phase is Phase.ROLL and g.on_roll == BLACK


def test_undo_and_replay_are_exact() -> None:
    g = Game(seed=7)
    g.start()
    g.play(str(next(iter(g.turn.legal))))
    g.double()
    g.take()
    states = list(g.states())
    actions = g.history
    replayed = Game.from_record(GameRecord(states[0], actions))
    assert replayed.states() == g.states()
    assert [s for _, s in g.replay()] == states
    for expected in reversed(states[:-1]):
        g.undo()
        assert g.state == expected
    assert g.undo() is None


def test_jacoby_in_a_money_game_from_the_engine() -> None:
    p = Position.from_checkers({1: 1}, {19: 15}, turn=WHITE)
    g = Game(Rules(jacoby=True), position=p)
    g.roll("2-1")
    g.play("1/off")
    assert g.result is GameResult.GAMMON and g.points == 1


# — property tests: random sequences of legal and illegal actions —

ACTIONS = st.lists(st.tuples(st.sampled_from(
    ["opening", "roll", "double", "take", "drop", "move", "play", "undo"]),
    st.integers(0, 10_000)), max_size=60)


def _step(g: Game, name: str, n: int) -> None:
    if name == "opening":
        g.roll_opening(n % 6 + 1, n // 6 % 6 + 1)
    elif name == "roll":
        g.roll((n % 6 + 1, n // 6 % 6 + 1))
    elif name == "move":
        moves = g.legal_moves()
        if moves and n % 3:
            m = moves[n % len(moves)]
            g.move(m.src, m.dst)
        else:
            g.move(n % 26, n % 7)
    elif name == "play":
        if g.turn is not None and not g.turn.moves:
            plays = list(g.turn.legal)
            g.play(plays[n % len(plays)])
        else:
            g.play("24/18")
    elif name == "undo":
        g.undo()
    else:
        getattr(g, name)()


def _check_invariants(g: Game) -> None:
    s = g.state
    value = s.cube.value
    assert value >= 1 and value & (value - 1) == 0
    assert s.cube.owner in (None, WHITE, BLACK)
    assert (s.phase is Phase.OVER) == (s.winner is not None)
    if s.phase is Phase.OVER:
        assert s.points >= 1
    if s.crawford or s.match_length == 1:
        assert s.cube.value == 1 and s.cube.owner is None


@settings(max_examples=60, deadline=None)
@given(ACTIONS, st.booleans())
def test_random_actions_never_corrupt_a_game(actions, auto) -> None:
    g = Game(Rules(auto_doubles=auto, max_auto_doubles=2), seed=0)
    for name, n in actions:
        before, history = g.state, g.history
        try:
            _step(g, name, n)
        except NardiError:
            assert g.state == before and g.history == history
        _check_invariants(g)


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 7), ACTIONS, st.integers(0, 50))
def test_random_actions_never_corrupt_a_match(length, actions, seed) -> None:
    m = Match(length, seed=seed)
    previous = m.score
    for name, n in actions * 3:
        if m.is_over:
            break
        if m.game.is_over:
            m.new_game()
            continue
        before = m.game.state
        try:
            _step(m.game, name, n) if name != "undo" else None
        except NardiError:
            assert m.game.state == before
        _check_invariants(m.game)
        assert all(a >= b for a, b in zip(m.score, previous, strict=True))  # scores only grow
        previous = m.score
        assert len(m.crawford_games()) <= 1
    s = m.state
    if s.crawford_game is not None and s.crawford_game <= len(m.games):
        assert m.crawford_games() == [s.crawford_game - 1]
