"""The long family's other games have long nardi's API (issue 20): ``initial``,
``from_checkers``, ``legal_plays``, ``parse_play``, ``play``, an ID of their own that
round-trips, ``repr`` that round-trips, ``str``, ``_repr_svg_`` (khachapuri's start drawn);
every message they add exists in both languages; bad input gives only typed errors."""

from __future__ import annotations

import random
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from long_variants_cases import GAMES, game_cases

import nardi_teach.long_nardi.family as variants_module
import nardi_teach.long_nardi.greek as greek_module
from nardi_teach import IllegalPlay, InvalidIdError, InvalidPositionError, NardiError, Reason
from nardi_teach.core.dice import ALL_ROLLS, Dice
from nardi_teach.i18n.en import variants_long as english
from nardi_teach.i18n.ka import variants_long as georgian
from nardi_teach.long_nardi.family import LONG_FAMILY, long_family_from_id
from nardi_teach.long_nardi.position import HeadRule, LongPosition
from nardi_teach.svg import board_svg

CLASSES = [LONG_FAMILY[name] for name in GAMES]
NAMESPACE = {cls.__name__: cls for cls in LONG_FAMILY.values()}


@pytest.mark.parametrize("cls", CLASSES, ids=GAMES)
def test_each_game_has_its_own_id_and_repr_that_round_trip(cls: type[LongPosition]) -> None:
    for position, _ in game_cases(cls, 3, 60):
        text = position.id()
        assert text.startswith(cls.id_prefix + ":")
        assert cls.from_id(text) == position == long_family_from_id(text)
        assert eval(repr(position), NAMESPACE) == position  # noqa: S307
        assert type(position.flipped()) is cls and position.flipped().flipped() == position


@pytest.mark.parametrize("cls", CLASSES, ids=GAMES)
def test_each_game_plays_into_its_own_class(cls: type[LongPosition]) -> None:
    rng = random.Random(4)
    position = cls.initial()
    for _ in range(30):
        dice = rng.choice(ALL_ROLLS)
        plays = list(position.legal_plays(dice))
        if plays:
            play = rng.choice(plays)
            assert position.parse_play(str(play), dice) == play
            position = position.play(play)
        else:
            position = position.flipped()
        assert type(position) is cls and position.variant == cls.variant


def test_ids_of_other_games_are_refused_and_name_the_prefix() -> None:
    fevga = LONG_FAMILY["fevga"].initial().id()
    with pytest.raises(InvalidIdError) as refused:
        LONG_FAMILY["khachapuri"].from_id(fevga)
    assert "KH:" in refused.value.message("en") and "KH:" in refused.value.message("ka")
    with pytest.raises(InvalidIdError):
        LongPosition.from_id(fevga)
    with pytest.raises(InvalidIdError) as refused:
        long_family_from_id("ZZ:" + fevga[3:])
    assert "FG" in refused.value.message("ka")
    with pytest.raises(InvalidIdError):  # a head-rule suffix belongs to LN IDs only
        LONG_FAMILY["fevga"].from_id(fevga + ":sport")
    # classic long nardi's IDs are unchanged, head-rule suffix included
    assert LongPosition.initial(head_rule=HeadRule.FEVGA).id().endswith(":w11:fevga")


def test_each_game_keeps_its_own_head_rule() -> None:
    assert LONG_FAMILY["fevga"].initial().head_rule is HeadRule.FEVGA
    assert LONG_FAMILY["sport"].from_checkers({24: 15}).head_rule is HeadRule.SPORT
    with pytest.raises(InvalidPositionError) as refused:
        LONG_FAMILY["fevga"].initial(head_rule=HeadRule.STANDARD)
    assert refused.value.message("ka") and "fevga" in refused.value.message("en")
    assert LongPosition.initial(head_rule=HeadRule.SPORT).head_rule is HeadRule.SPORT


@pytest.mark.parametrize("cls", CLASSES, ids=GAMES)
def test_each_game_draws_itself(cls: type[LongPosition]) -> None:
    start = cls.initial()
    svg = start._repr_svg_()
    assert svg.startswith("<svg") and svg.count('class="head"') == 2
    text = str(start)
    assert "X (white, on roll)" in text
    if cls.variant == "khachapuri":  # V51: 4 on the heads, 11 on each 6-point
        drawn = board_svg(start, lang="en")
        for point, count in ((24, 4), (6, 11), (12, 4), (18, 11)):
            group = re.search(rf'<g data-point="{point}"[^>]*>(.*?)</g>', drawn, re.S)
            assert group is not None
            assert group.group(1).count("<circle") >= min(count, 5)
        assert "11" in text


def test_every_message_is_in_both_languages_and_renders() -> None:
    assert english.MESSAGES.keys() == georgian.MESSAGES.keys()
    params = {"die": 6, "src": 3, "dst": 19, "alternatives": "5/1", "runner": 16, "run": "1, 2",
              "point": 12, "count": 15, "side": "player", "game": "fevga", "rule": "standard",
              "own": "fevga", "text": "x", "prefix": "FV", "prefixes": "LN, FV",
              "advice": "24/18"}
    from nardi_teach.i18n import translate

    for key in english.MESSAGES:
        for lang in ("en", "ka"):
            assert "{" not in translate(key, lang, **params), (key, lang)


def test_modules_stay_small() -> None:
    for module in (variants_module, greek_module):
        assert module.__file__ is not None
        assert len(open(module.__file__, encoding="utf-8").read().splitlines()) <= 600


# — bad input: typed errors only —

JUNK = st.one_of(st.integers(-3, 40), st.text(max_size=3), st.none(), st.booleans())
CHECKERS = st.one_of(st.dictionaries(st.one_of(st.integers(-3, 30), st.text(max_size=3)),
                                     JUNK, max_size=5), st.text(max_size=4), st.none())


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(CLASSES), CHECKERS, CHECKERS)
def test_random_checker_lists_give_a_position_or_a_typed_error(cls, mine, theirs) -> None:
    try:
        position = cls.from_checkers(mine, theirs)
    except NardiError as error:
        assert error.message("ka") and error.message("en")
        return
    assert sum(position.player) == sum(position.opponent) == 15
    assert cls.from_id(position.id()) == position


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(CLASSES), st.text(max_size=70),
       st.sampled_from([*ALL_ROLLS, "6-6", "5-5-5", "x"]))
def test_random_ids_play_text_and_dice_give_a_value_or_a_typed_error(cls, text, dice) -> None:
    for read in (cls.from_id, long_family_from_id):
        try:
            read(text)
        except NardiError:
            pass
    start = cls.initial()
    try:
        play = start.parse_play(text, dice)
    except NardiError:
        return
    legal = start.legal_plays(dice if not isinstance(dice, str) else Dice.parse(dice))
    assert play in legal or (not legal and not play.moves)  # a dance is the empty play


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(CLASSES), st.integers(0, 10_000), st.sampled_from(ALL_ROLLS),
       st.lists(st.tuples(st.integers(-1, 26), st.integers(-1, 26)), max_size=4))
def test_random_moves_in_a_turn_give_a_turn_or_a_typed_error(cls, seed, dice, moves) -> None:
    from nardi_teach.core.turn import Turn

    position = game_cases(cls, seed, 1 + seed % 40)[-1][0]
    turn = Turn.start(position, dice)
    for src, dst in moves:
        try:
            turn = turn.move(src, dst)
        except NardiError:
            continue
    assert turn.current.player[0] <= 15


@pytest.mark.parametrize("module", [variants_module, greek_module])
def test_docstring_examples(module) -> None:
    import doctest

    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0 and result.attempted > 0


@pytest.mark.parametrize("cls", CLASSES, ids=GAMES)
def test_every_refusal_names_a_V_id_and_shows_a_legal_play(cls: type[LongPosition]) -> None:
    """A play of another roll, written for this one: each refusal names the game's V-id
    first, speaks both languages and gives a legal example whenever the roll has a play."""
    rng = random.Random(9)
    refused = 0
    for position, dice in game_cases(cls, 17, 200):
        other = rng.choice(ALL_ROLLS)
        plays = list(position.legal_plays(other))
        if not plays:
            continue
        text = str(rng.choice(plays))
        try:
            position.parse_play(text, dice)
        except IllegalPlay as error:
            refused += 1
            if error.reason not in (Reason.TOO_MANY_MOVES, Reason.DICE_USED_UP):  # core's
                assert error.rule.startswith("V"), (position, dice, text, error.rule)
            assert error.rule in error.message("ka") and error.rule in error.message("en")
            legal = position.legal_plays(dice)
            if legal:
                assert error.example is not None and error.example in legal, (text, error.key)
        except NardiError:
            pass
    assert refused > 50
