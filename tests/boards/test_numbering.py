"""One numbering from click to message (issue 38, point 1; chapter 12's rule): the board is
numbered for the side on roll, whichever colour is drawn at the bottom, so a click on the point
labelled *n* is answered about *n*, and a play typed as the book teaches (in the mover's own
numbers) is accepted exactly when the engine's own reading of it is legal — in every game of
the registry, with either side on roll."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach import BLACK, WHITE
from nardi_teach.controllers.board import BoardController
from nardi_teach.controllers.game import GameController
from nardi_teach.controllers.numbering import mirrored
from nardi_teach.controllers.variants import GAME_NAMES, initial_position, throw
from nardi_teach.core.errors import NardiError
from nardi_teach.games.registry import VARIANTS
from nardi_teach.short_nardi.explain import Turn

CODE = re.compile(r"(?<![A-Za-z])[RLV]\d{1,3}\b")  # a rule id: linked beside, never in text
_GROUP = re.compile(r'<g data-point="(\d+)" class="point".*?class="number"[^>]*>(\d+)</text>')


def labels(svg: str) -> dict[int, int]:
    """The number written on each point of a drawn board, by its ``data-point``."""
    return {int(v): int(n) for v, n in _GROUP.findall(svg)}


def named(message: str, n: int) -> bool:
    """Whether a Georgian message names point ``n`` (its ordinal, as forms.py spells it)."""
    word = "პირველ" if n == 1 else f"მე-{n}" if n <= 20 else f"{n}-ე"
    return re.search(re.escape(word) + r"(?![\d])", message) is not None


def wandered(name: str, seed: int, plies: int) -> object:
    """A position of game ``name`` reached by ``plies`` random legal plays from its start."""
    rng = random.Random(seed)
    position = initial_position(name, rng.choice((WHITE, BLACK)))
    for _ in range(plies):
        if position.winner() is not None:
            break
        turn = Turn.start(position, throw(name, rng))
        play = rng.choice(sorted(turn.legal, key=str)) if turn.legal else turn.play
        position = position.play(play)
    return position


def test_every_registry_game_is_on_the_boards() -> None:
    assert set(VARIANTS) >= set(GAME_NAMES) and len(GAME_NAMES) >= 10


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 30), bottom=st.sampled_from([WHITE, BLACK]))
def test_a_click_on_the_point_labelled_n_is_answered_about_n(name: str, seed: int, plies: int,
                                                            bottom: object) -> None:
    position = wandered(name, seed, plies)
    if position.winner() is not None:
        return
    rng = random.Random(seed)
    dice = throw(name, rng)
    board = BoardController(position, variant=name, perspective=bottom, dice=dice)
    if board.turn is None or board.turn.is_complete:
        return  # no move at all (a dance) or an automatic bear-off: nothing to click
    drawn = labels(str(board.svg()))
    assert sorted(drawn) == list(range(1, 25)) and sorted(drawn.values()) == list(range(1, 25))
    for place in rng.sample(range(1, 25), 6):
        fresh = BoardController(position, variant=name, perspective=bottom, dice=dice)
        fresh.click(place)
        n = drawn[place]
        assert named(fresh.message, n), (name, position.turn, bottom, place, n, fresh.message)
        assert not CODE.search(fresh.message), fresh.message  # issue 38, point 3
        if fresh.error_rule:  # the rule: a link to its place in the book, in words
            link = fresh.rule_link()
            assert link is not None and link["label"] == "ეს წესი წიგნში"
            assert link["anchor"] == "rule-" + fresh.error_rule.split(",")[0].strip().lower()


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 30), bottom=st.sampled_from([WHITE, BLACK]))
def test_a_play_typed_as_the_book_teaches_is_taken_exactly_when_the_engine_takes_it(
        name: str, seed: int, plies: int, bottom: object) -> None:
    position = wandered(name, seed, plies)
    if position.winner() is not None:
        return
    rng = random.Random(seed)
    dice = throw(name, rng)
    legal = sorted(Turn.start(position, dice).legal, key=str)
    if not legal:
        return
    play = str(rng.choice(legal))
    for text in (play, mirrored(type(position), play)):  # the mover's numbers; the other side's
        try:
            position.parse_play(text, dice)
            engine = True
        except NardiError:
            engine = False
        board = BoardController(position, variant=name, perspective=bottom, dice=dice)
        board.play_text(text)
        assert (not board.error) == engine, (name, position.turn, bottom, text, board.message)
        assert not CODE.search(board.message), board.message
        if engine:
            assert board.history[-1][1] == position.parse_play(text, dice)


@pytest.mark.parametrize("name", GAME_NAMES)
def test_on_a_game_board_black_reads_and_types_its_own_numbers(name: str) -> None:
    """Two people at one screen, White drawn at the bottom all game: Black's turn is numbered
    for Black, and the played move is read back in the numbers the board shows next."""
    board = GameController(variant=name, seed=5, perspective=WHITE)
    for _ in range(40):
        if board.game.is_over:
            return
        if board.turn is None:
            board.roll()
            continue
        if board.position.turn is BLACK and board.turn.legal and not board.turn.moves:
            break
        board.turn = Turn(board.position, board.turn.dice,
                          sorted(board.turn.legal, key=str)[0].moves if board.turn.legal else (),
                          board.turn.legal)
        board.confirm()
    else:
        return
    drawn = labels(str(board.svg()))
    own = {v: n for v, n in drawn.items() if board.position.player[n]}
    place, n = sorted(own.items())[0]
    board.click(place)
    assert named(board.message, n), board.message
    play = sorted(board.turn.legal, key=str)[0]
    board.click(place)  # let it go
    board.play_text(str(play))
    assert not board.error, board.message
