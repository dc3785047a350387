"""The computer opponent (issues 15, 22): pubeval, the levels, cube decisions, whole games, undo."""

from __future__ import annotations

import doctest
import importlib
import random

import gnubg_nn
import pytest
from gnubg_ref import to_gnubg
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import Color, Cube, Dice, Game, Phase, Play, Position
from nardi_teach.computer import (
    LEVELS,
    Computer,
    InvalidLevelError,
    play_out,
    pubeval,
    scored_plays,
    undo_to_decision,
)
from nardi_teach.games.actions import Double, Drop, Take, WholePlay
from nardi_teach.games.game import GameState


@pytest.mark.parametrize("name", ["nardi_teach.computer", "nardi_teach.computer.short",
                                  "nardi_teach.computer.tutor"])
def test_docstring_examples(name: str) -> None:
    assert doctest.testmod(importlib.import_module(name)).failed == 0


def _positions(count: int, seed: int = 0) -> list[Position]:
    """Positions after a play, from games between beginners (varied, with races)."""
    out: list[Position] = []
    game_seed = seed
    while len(out) < count:
        game = Game(seed=game_seed)
        players = {c: Computer("beginner", seed=game_seed) for c in Color}
        while not game.is_over and len(out) < count:
            players[game.actor].act(game) if game.actor is not None else game.roll_opening()
            if game.phase is Phase.ROLL:
                out.append(game.position)
        game_seed += 1
    return out


def test_pubeval_tables_equal_the_dot_product_of_the_inputs() -> None:
    for position in _positions(300):
        mover, other = position.opponent, position.player
        for race, weights in ((False, pubeval.CONTACT_WEIGHTS), (True, pubeval.RACE_WEIGHTS)):
            x = pubeval.inputs(mover, other)
            assert pubeval.score(mover, other, race) == pytest.approx(
                sum(w * v for w, v in zip(weights, x, strict=True)))


def test_pubeval_equals_gnubgs_copy_of_tesauros_function() -> None:
    # gnubg-nn (GPL) is a test-only reference: its pub_eval_score scores row 0, the side that
    # has just played, and picks the race weights itself.
    for position in _positions(600, seed=100):
        mover, other = position.opponent, position.player
        theirs = gnubg_nn.pub_eval_score(to_gnubg(other, mover))
        assert pubeval.score(mover, other, position.is_race()) == pytest.approx(theirs, abs=1e-4)


def test_all_checkers_off_scores_best() -> None:
    done = Position.from_checkers({"off": 15}, {6: 2}).player
    assert pubeval.score(done, Position.initial().opponent, True) == pubeval.WON


def test_strong_plays_the_standard_opening_moves() -> None:
    start = Position.initial()
    strong = Computer("strong")
    assert str(strong.choose(start, (3, 1))) == "8/5 6/5"
    assert str(strong.choose(start, (4, 2))) == "8/4 6/4"
    assert str(strong.choose(start, (6, 1))) == "13/7 8/7"


def test_a_dance_is_the_empty_play() -> None:
    closed = Position.from_checkers({"bar": 1, 13: 14}, {p: 2 for p in range(19, 25)})
    for level in LEVELS:
        assert Computer(level, seed=1).choose(closed, (6, 6)) == Play()


def test_scored_plays_are_every_legal_play_best_first() -> None:
    position, dice = Position.initial(), (6, 5)
    ranked = scored_plays(position, dice)
    assert {play for play, _ in ranked} == set(position.legal_plays(dice))
    values = [value for _, value in ranked]
    assert values == sorted(values, reverse=True)
    assert ranked[0][0] == Computer("strong").choose(position, dice)


def test_beginner_makes_mistakes_but_seeded_choices_repeat() -> None:
    start, dice = Position.initial(), (2, 1)
    picks = [Computer("beginner", seed=s).choose(start, dice) for s in range(60)]
    best = Computer("strong").choose(start, dice)
    assert best in picks and len(set(picks)) > 3
    assert picks == [Computer("beginner", seed=s).choose(start, dice) for s in range(60)]


def test_unknown_level_is_refused_in_both_languages() -> None:
    with pytest.raises(InvalidLevelError) as caught:
        Computer("grandmaster")
    assert "grandmaster" in caught.value.message("ka") and "beginner" in caught.value.message("en")
    assert "კომპიუტერის" in caught.value.message("ka")


def test_repr_round_trips() -> None:
    computer = Computer("club", seed=7)
    again = eval(repr(computer))  # noqa: S307
    assert (again.level, again.seed) == ("club", 7)
    assert again.choose(Position.initial(), (5, 2)) == computer.choose(Position.initial(), (5, 2))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), white=st.sampled_from(list(LEVELS)),
       black=st.sampled_from(list(LEVELS)))
def test_the_computer_never_plays_an_illegal_move(seed: int, white: str, black: str) -> None:
    players = {Color.WHITE: Computer(white, seed=seed), Color.BLACK: Computer(black, seed=~seed)}
    game = Game(seed=seed)
    while not game.is_over:
        if game.phase is Phase.OPENING:
            game.roll_opening()
            continue
        computer = players[game.actor]
        if game.phase is Phase.MOVE:
            position, dice = game.position, game.dice
            play = computer.choose(position, dice)
            assert play in position.legal_plays(dice)
            game.play(play)
        else:
            computer.act(game)
    assert game.winner is not None and game.points >= 1


def test_a_match_game_is_played_to_the_end() -> None:
    game = Game(seed=5, match_length=5, score=(3, 2))
    play_out(game, {c: Computer("club", seed=5) for c in Color})
    assert game.is_over and game.winner is not None


# — cube —


def _state(position: Position, *, cube: Cube | None = None, phase: Phase = Phase.ROLL,
           **kw: object) -> GameState:
    return GameState(position=position, phase=phase, cube=cube or Cube(), **kw)  # type: ignore[arg-type]


RACE_AHEAD = Position.from_checkers({6: 5, 5: 5, 4: 3}, {19: 5, 20: 5, 21: 5})  # 67 v 75
RACE_LEVEL = Position.from_checkers({6: 5, 5: 5, 4: 5}, {19: 5, 20: 5, 21: 5})  # 75 v 75


def test_strong_doubles_a_clear_race_lead_and_not_at_the_start() -> None:
    strong = Computer("strong")
    assert RACE_AHEAD.pip_counts() == (67, 75)
    assert strong.wants_to_double(_state(RACE_AHEAD))
    assert not strong.wants_to_double(_state(Position.initial()))
    assert not strong.wants_to_double(_state(RACE_AHEAD.flipped()))
    for seed in range(10):  # a doubling error that costs more than 0.1 is never made
        assert not Computer("beginner", seed=seed).wants_to_double(_state(RACE_AHEAD.flipped()))


def test_the_computer_never_doubles_when_the_rules_forbid_it() -> None:
    strong = Computer("strong")
    owned_by_other = Cube(2, RACE_AHEAD.turn.other)
    assert not strong.wants_to_double(_state(RACE_AHEAD, cube=owned_by_other))
    assert not strong.wants_to_double(_state(RACE_AHEAD, match_length=5, crawford=True))


def test_take_or_drop_by_the_evaluators_equities() -> None:
    strong = Computer("strong")
    close = Position.from_checkers({6: 5, 5: 5, 4: 3}, {19: 5, 20: 5, 22: 3})  # 67 v 64
    far = Position.from_checkers({3: 5, 2: 5, 1: 3}, {19: 5, 20: 5, 21: 5})
    assert strong.takes(_state(close, phase=Phase.DOUBLED))
    assert not strong.takes(_state(far, phase=Phase.DOUBLED))
    for seed in range(10):  # a take that costs more than 0.1 is never made
        assert not Computer("beginner", seed=seed).takes(_state(far, phase=Phase.DOUBLED))


def test_post_crawford_trailer_doubles_at_once_and_the_leader_takes() -> None:
    start = Position.initial()
    behind = _state(start, match_length=5, score=(1, 4))
    assert Computer("strong").wants_to_double(behind)
    assert Computer("strong").takes(_state(start, phase=Phase.DOUBLED, match_length=5,
                                           score=(1, 4)))


def test_decide_gives_the_action_the_game_waits_for() -> None:
    strong = Computer("strong")
    assert strong.decide(_state(RACE_AHEAD)) == Double()
    assert strong.decide(_state(Position.initial())) is None  # roll
    assert strong.decide(_state(RACE_LEVEL, phase=Phase.DOUBLED)) == Take()
    far = Position.from_checkers({3: 5, 2: 5, 1: 3}, {19: 5, 20: 5, 21: 5})
    assert strong.decide(_state(far, phase=Phase.DOUBLED)) == Drop()
    game = Game(seed=2)
    game.roll_opening(3, 1)
    assert strong.decide(game.state) == WholePlay(Position.initial().parse_play("8/5 6/5", "3-1"))


# — undo —


def test_undo_goes_back_to_the_learners_last_decision() -> None:
    computer = Computer("strong", seed=1)
    game = Game(seed=11)
    game.roll_opening(3, 1)  # white (the learner) opens
    learner = game.on_roll
    game.move(8, 5)
    game.move(6, 5)
    computer.act(game)  # black rolls
    computer.act(game)  # black plays
    assert game.on_roll == learner and game.phase is Phase.ROLL
    assert undo_to_decision(game, learner) == 4
    assert game.phase is Phase.MOVE and game.turn.moves == () and game.dice == Dice(3, 1)
    assert undo_to_decision(game, learner) == 0  # no earlier decision: nothing changes
    assert game.phase is Phase.MOVE


def test_undo_after_a_double_goes_back_before_it() -> None:
    game = Game(position=RACE_AHEAD)
    side = game.on_roll
    game.double()
    Computer("strong").act(game)  # takes
    assert undo_to_decision(game, side) == 2 and game.phase is Phase.ROLL


def test_random_positions_give_legal_choices_at_every_level() -> None:
    rng = random.Random(3)
    for position in _positions(200, seed=300):
        dice = (rng.randint(1, 6), rng.randint(1, 6))
        for level in LEVELS:
            play = Computer(level, seed=rng.randrange(99)).choose(position, dice)
            legal = position.legal_plays(dice)
            assert play in legal if legal else play == Play()
