"""``Roll``: one to four single moves (V16, V66), and must-play for any roll (V3, V18)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import Position
from nardi_teach.core.dice import Dice, Roll
from nardi_teach.core.errors import IllegalPlay, InvalidDiceError, NardiError, Reason
from nardi_teach.core.turn import Turn
from nardi_teach.long_nardi.position import LongPosition


def test_V16_equal_dice_are_not_doubled() -> None:
    assert Roll(5, 5, 5).moves == (5, 5, 5)
    assert Roll.parse("5-5-5-5").moves == (5, 5, 5, 5)
    assert Dice(5, 5).moves == (5, 5, 5, 5)  # Dice is unchanged


def test_V66_passed_moves() -> None:
    assert Roll.passed(5, 2) == Roll(5, 5)
    assert str(Roll.passed(5, 2)) == "5-5"


@pytest.mark.parametrize("text", ["6-5-3", "653", "6 5 3", "3-6-5", "5-5-5-5", "4", "2:1"])
def test_roll_parse_and_repr_round_trip(text: str) -> None:
    roll = Roll.parse(text)
    assert eval(repr(roll)) == roll
    assert Roll.parse(str(roll)) == roll
    assert list(roll) == sorted(roll, reverse=True)


@pytest.mark.parametrize("bad", ["", "7-1", "6-5-4-3-2", "0", "a-b", "6--5", "12345"])
def test_roll_bad_text_is_a_typed_error(bad: str) -> None:
    with pytest.raises(InvalidDiceError) as info:
        Roll.parse(bad)
    assert info.value.message("ka") and info.value.message("en")


@pytest.mark.parametrize("values", [(), (1, 2, 3, 4, 5), (0,), (7,), (True,), ("6",)])
def test_roll_bad_values_are_typed_errors(values: tuple) -> None:  # type: ignore[type-arg]
    with pytest.raises(InvalidDiceError):
        Roll(*values)


@settings(max_examples=60, deadline=None)
@given(st.one_of(st.text(max_size=12), st.lists(st.integers(-3, 9), max_size=6),
                 st.integers(), st.none()))
def test_roll_coerce_raises_only_typed_errors(value: object) -> None:
    try:
        roll = Roll.coerce(value)  # type: ignore[arg-type]
    except NardiError:
        return
    assert 1 <= len(roll) <= 4


def test_V18_three_dice_start() -> None:
    legal = Position.initial().legal_plays(Roll(6, 5, 3))
    assert legal.max_moves == 3 and legal.dice_used == (6, 5, 3)
    assert all(sorted(play.dice_used) == [3, 5, 6] for play in legal)


def test_V18_largest_dice_when_not_all_play() -> None:
    # One checker on 8, the opponent holds 2 and 3 (its 23 and 22): 8/2 and 8/3 are closed,
    # 8/4 is open, 8/6 is open.  With 6-5-4-2 and only these checkers…
    position = Position.from_checkers({8: 1, 1: 14}, {2: 2, 3: 2})
    legal = position.legal_plays(Roll(6, 5, 2))
    # 8/6 then 6/1 (5) then 1/off? 1 is home: all home after 8/6… every die counts.
    assert legal.max_moves == len(legal.dice_used)
    for play in legal:
        assert tuple(sorted(play.dice_used, reverse=True)) == legal.dice_used


def test_V18_refusal_names_the_rule_and_an_example() -> None:
    position = Position.initial()
    with pytest.raises(IllegalPlay) as info:
        position.parse_play("24/18", Roll(6, 5, 3))
    assert info.value.reason is Reason.MUST_PLAY_MORE_DICE and info.value.rule == "V18"
    assert info.value.example in position.legal_plays(Roll(6, 5, 3))


def test_V18_turn_with_a_roll() -> None:
    turn = Turn.start(Position.initial(), Roll(6, 5, 3))
    assert {m.die for m in turn.legal_moves()} == {6, 5, 3}
    turn = turn.move(24, 18).move(18, 13).move(13, 10)
    assert turn.is_complete and turn.play in turn.legal


def test_V66_long_passed_moves_one_checker_from_head() -> None:
    legal = LongPosition.initial().legal_plays(Roll.passed(5, 2))
    assert [str(p) for p in legal] == ["24/14"]


def test_roll_of_two_equals_dice_of_two_different() -> None:
    position = Position.initial()
    assert set(position.legal_plays(Roll(6, 5))) == set(position.legal_plays(Dice(6, 5)))
    assert set(position.legal_plays(Roll(4, 4, 4, 4))) == set(position.legal_plays(Dice(4, 4)))


def test_V3_search_agrees_with_the_fast_generators() -> None:
    """The general search (``core.search``) gives short and long nardi's own results for
    two different dice and for doubles (four equal single moves)."""
    import random

    from long_cases import game_cases

    from nardi_teach.core.search import search
    from nardi_teach.long_nardi.legal import LongSearchBoard
    from nardi_teach.short_nardi.movegen import SearchBoard, generate

    rng = random.Random(9)
    position = Position.initial()
    for _ in range(150):
        a, b = rng.randint(1, 6), rng.randint(1, 6)
        moves = (a,) * 4 if a == b else (max(a, b), min(a, b))
        count, fast = generate(position.player, position.opponent, max(a, b), min(a, b))
        used, slow = search(SearchBoard(position.player, position.opponent), moves)
        assert (len(used), set(slow)) == (count, set(fast)), (position, a, b)
        plays = list(position.legal_plays(Dice(a, b)))
        position = position.play(rng.choice(plays)) if plays else position.flipped()
        if position.winner() is not None:
            position = Position.initial()
    for position, dice in game_cases(4, 150):
        if dice.is_double or position.winner() is not None:
            continue
        legal = position.legal_plays(dice)
        used, slow = search(LongSearchBoard(position.player, position.opponent, legal.head),
                            dice.moves)
        assert (len(used), set(slow)) == (legal.max_moves, set(legal.keys())), (position, dice)


def test_V18_multidice_walk_agrees_with_the_general_search() -> None:
    """Three and four dice not all equal (``short_nardi.multidice``'s canonical walk) give
    the general search's dice count and results, bar, bear-off and blocked dice included."""
    import random

    from corpus import cases, played_positions

    from nardi_teach.core.search import search
    from nardi_teach.short_nardi.movegen import SearchBoard
    from nardi_teach.short_nardi.multidice import generate_dice

    rng = random.Random(18)
    positions = played_positions(rng, 120) + [p for kind, p, _ in cases(18, 120)
                                              if kind == "bearoff"]
    for position in positions:
        for count in (3, 4):
            moves = tuple(rng.randint(1, 6) for _ in range(count))
            if len(set(moves)) == 1:
                continue
            used, slow = search(SearchBoard(position.player, position.opponent), moves)
            fast = generate_dice(position.player, position.opponent, moves)
            assert (fast[0], set(fast[1])) == (len(used), set(slow)), (position, moves)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.integers(1, 25), min_size=1, max_size=3),
       st.lists(st.integers(1, 6), min_size=3, max_size=4),
       st.lists(st.integers(1, 24), max_size=4))
def test_V18_V67_last_checkers_take_the_dice_they_can(points: list[int], moves: list[int],
                                                       blocks: list[int]) -> None:
    """One to three checkers left (any points, the bar too) and three or four dice: the
    walk gives the general search's dice count and results, the game's end included."""
    from nardi_teach.core.search import search
    from nardi_teach.short_nardi.movegen import SearchBoard
    from nardi_teach.short_nardi.multidice import generate_dice

    me = [0] * 26
    for point in points:
        me[point] += 1
    me[0] = 15 - len(points)
    opp = [0] * 26
    for point in blocks:  # the opponent's points, on my points not taken
        if not me[point]:
            opp[25 - point] = 2
    opp[0] = 15 - sum(opp)
    if len(set(moves)) == 1:
        moves[0] = moves[0] % 6 + 1
    used, slow = search(SearchBoard(me, opp), tuple(moves))
    fast = generate_dice(me, opp, tuple(moves))
    assert (fast[0], set(fast[1])) == (len(used), set(slow))


def test_built_plays_are_lazy_values() -> None:
    """``list(legal_plays)`` builds deferred plays: equal, hashable and written exactly as
    plays built from their moves (issue 20's cheap plays)."""
    from nardi_teach.core.moves import Play

    position = Position.from_checkers({24: 2, 13: 4, 8: 3, 6: 4, "bar": 1}, {5: 1, 19: 3})
    for dice in ("2-2", "6-1", "3-3", "5-4"):
        built = list(position.legal_plays(dice))
        eager = [Play(list(p.moves)) for p in position.legal_plays(dice)]
        assert built == eager and {hash(p) for p in built} == {hash(p) for p in eager}
        assert [str(p) for p in position.legal_plays(dice)] == [str(p) for p in eager]
        assert all(eval(repr(p), {"Play": Play, "Move": __import__(
            "nardi_teach.core.moves", fromlist=["Move"]).Move}) == p for p in built)
        assert all(p in position.legal_plays(dice) for p in built)
