"""Every refusal is the right game's and suggests only plays the learner can type (issue 38,
point 2): the example play a refusal shows is legal in the same position and, typed as shown,
accepted by that game's own reading (the written order included: L6's per-move check) — over
every game of the registry and every refusal a typed play or a click can meet."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach import BLACK, WHITE
from nardi_teach.controllers.variants import GAME_NAMES, initial_position, throw
from nardi_teach.core.dice import Dice
from nardi_teach.core.errors import IllegalPlay, NardiError
from nardi_teach.core.notation import read_segments
from nardi_teach.core.turn import Turn, explain_segments
from nardi_teach.long_nardi.position import LongPosition
from nardi_teach.plakoto.position import PlakotoPosition


def wandered(name: str, rng: random.Random, plies: int) -> object:
    """A position of game ``name`` reached by ``plies`` random legal plays from its start."""
    position = initial_position(name, rng.choice((WHITE, BLACK)))
    for _ in range(plies):
        if position.winner() is not None:
            break
        turn = Turn.start(position, throw(name, rng))
        position = position.play(rng.choice(sorted(turn.legal, key=str)) if turn.legal
                                 else turn.play)
    return position


def attempts(position: object, dice: object, legal: list, rng: random.Random) -> list[str]:
    """Plays a learner might type: legal ones in another order, cut short, one movement
    changed, and checkers sent the wrong way or by dice not rolled."""
    texts = []
    mine = [p for p in range(1, 26) if position.player[p]] or [24]
    for _ in range(6):
        play = rng.choice(legal)
        moves = [str(m) for m in play.moves]
        texts.append(" ".join(reversed(moves)))
        texts.append(" ".join(moves[:1]))
        if moves:
            src = rng.choice(mine)
            dst = max(src - rng.randint(1, 6), 0)
            texts.append(" ".join([f"{src if src < 25 else 'bar'}/{dst or 'off'}", *moves[1:]]))
    texts.append("")
    return texts


def check_example(error: IllegalPlay, position: object, dice: object) -> None:
    example = error.example
    if example is None:
        return
    legal = position.legal_plays(dice)
    assert example in legal, (error.key, str(example))
    assert position.parse_play(str(example), dice) == example, (error.key, str(example))
    segments = read_segments(str(example))  # and movement by movement, in the written order
    assert explain_segments(position, dice, segments) == example, (error.key, str(example))


@pytest.mark.parametrize("name", GAME_NAMES)
@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), plies=st.integers(0, 40))
def test_every_example_in_a_refusal_can_be_typed_as_shown(name: str, seed: int,
                                                          plies: int) -> None:
    rng = random.Random(seed)
    position = wandered(name, rng, plies)
    if position.winner() is not None:
        return
    dice = throw(name, rng)
    turn = Turn.start(position, dice)
    legal = sorted(turn.legal, key=str)
    if not legal:
        return
    for text in attempts(position, dice, legal, rng):
        try:
            position.parse_play(text, dice)
        except IllegalPlay as error:
            check_example(error, position, dice)
        except NardiError:
            pass
    for _ in range(12):  # clicks: a checker moved where the rules say no
        src = rng.choice([p for p in range(1, 26) if position.player[p]] or [24])
        try:
            turn.move(src, max(src - rng.randint(1, 12), 0))
        except IllegalPlay as error:
            check_example(error, position, dice)
        except NardiError:
            pass


def test_L6_the_six_block_refusal_suggests_no_play_that_completes_the_block_first() -> None:
    """The reviewer's case: 19/15 would complete six points in a row (20–15) with no opposing
    checker ahead; the legal play with both checkers on 15 is shown as 18/15 19/15 — written
    19/15 first, its first movement is the one refused."""
    position = LongPosition.from_checkers({24: 6, 20: 2, 19: 2, 18: 1, 17: 2, 16: 2}, {12: 15})
    dice = Dice(4, 3)
    with pytest.raises(IllegalPlay) as caught:
        Turn.start(position, dice).move(19, 15)
    assert caught.value.key == "illegal.six_block"
    check_example(caught.value, position, dice)
    assert "19/15 18/15" not in caught.value.message("ka")
    with pytest.raises(IllegalPlay) as typed:
        explain_segments(position, dice, read_segments("19/15 18/15"))
    assert typed.value.key == "illegal.six_block"
    check_example(typed.value, position, dice)


def test_V25_plakoto_refuses_the_bar_in_its_own_words() -> None:
    position = PlakotoPosition.initial()
    with pytest.raises(NardiError) as caught:
        position.parse_play("bar/20", "6-5")
    text = caught.value.message("ka")
    assert "პლაკოტოში" in text and "გრძელ ნარდში" not in text
    assert caught.value.key == "notation.plakoto_bar"
    with pytest.raises(NardiError) as long_caught:
        LongPosition.initial().parse_play("bar/20", "6-5")
    assert long_caught.value.key == "notation.long_bar"

