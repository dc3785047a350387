"""The tutor (issue 22): gnubg's thresholds, verdicts on hand-checked positions, both languages,
and a game's biggest errors."""

from __future__ import annotations

import pytest

from nardi_teach import Color, Cube, Game, Phase, Position
from nardi_teach.computer import Computer, tutor
from nardi_teach.computer.tutor import CubeAction, Verdict
from nardi_teach.games.game import GameState
from nardi_teach.i18n import translate


def test_the_thresholds_are_gnubgs() -> None:
    assert tutor.verdict_for(0.0) is Verdict.GOOD
    assert tutor.verdict_for(0.039) is Verdict.GOOD
    assert tutor.verdict_for(0.04) is Verdict.DOUBTFUL
    assert tutor.verdict_for(0.08) is Verdict.BAD
    assert tutor.verdict_for(0.1599) is Verdict.BAD
    assert tutor.verdict_for(0.16) is Verdict.VERY_BAD


# Hand-checked: White has a checker on the 2- and the 1-point and rolls 2-1; Black bears its
# last checker off with any roll.  2/off 1/off wins at once (+1); 2/1 1/off leaves one checker
# and loses (−1, a single: White has borne 13 off) — two points thrown away.
LAST_ROLL = Position.from_checkers({2: 1, 1: 1, "off": 13}, {24: 1, "off": 14})


def test_throwing_away_a_won_game_is_very_bad() -> None:
    wins = LAST_ROLL.parse_play("2/off 1/off", "2-1")
    loses = LAST_ROLL.parse_play("2/1 1/off", "2-1")
    good = tutor.review_play(LAST_ROLL, (2, 1), wins)
    assert good.verdict is Verdict.GOOD and good.loss == 0.0 and good.best == wins
    bad = tutor.review_play(LAST_ROLL, (2, 1), loses)
    assert bad.verdict is Verdict.VERY_BAD
    assert bad.loss == pytest.approx(2.0)
    assert bad.best == wins
    assert tutor.hint(LAST_ROLL, (2, 1)) == wins


def test_messages_in_both_languages() -> None:
    bad = tutor.review_play(LAST_ROLL, (2, 1), LAST_ROLL.parse_play("2/1 1/off", "2-1"))
    assert bad.message("en") == ("Very bad play: it costs 2.000 points a game. "
                                 "Better: 2/off 1/off.")
    assert bad.message("ka") == ("ძალიან ცუდი სვლაა: პარტიაში საშუალოდ 2,000 ქულა გიჯდებათ. "
                                 "უკეთესია: 2/off 1/off.")
    good = tutor.review_play(LAST_ROLL, (2, 1), LAST_ROLL.parse_play("2/off 1/off", "2-1"))
    assert good.message("ka") == translate("tutor.play.good", "ka")


def test_the_standard_opening_is_good_and_a_weak_one_is_not() -> None:
    start = Position.initial()
    assert tutor.review_play(start, (3, 1), start.parse_play("8/5 6/5", "3-1")).verdict \
        is Verdict.GOOD
    # Splitting the back checkers instead of making the 5-point gives up a lot.
    weak = tutor.review_play(start, (3, 1), start.parse_play("24/21 24/23", "3-1"))
    assert weak.verdict is not Verdict.GOOD and weak.best == start.parse_play("8/5 6/5", "3-1")


def test_an_illegal_play_is_refused() -> None:
    start = Position.initial()
    with pytest.raises(ValueError):
        tutor.review_play(start, (3, 1), LAST_ROLL.parse_play("2/off 1/off", "2-1"))


# Hand-checked cube: White, on roll in a bear-off, wins unless it needs two rolls and Black
# finishes first: White has 2 checkers on its 6-point, Black 1 on its 1-point.  White wins
# 4/36 (11 %) — no double; doubling gives away most of the game; Black must take.
BEHIND = Position.from_checkers({6: 2}, {24: 1})


def test_doubling_when_far_behind_is_a_cube_error_and_the_take_is_right() -> None:
    state = GameState(position=BEHIND, phase=Phase.ROLL, cube=Cube())
    rolled = tutor.review_cube(state, CubeAction.NO_DOUBLE)
    assert rolled.verdict is Verdict.GOOD and rolled.best is CubeAction.NO_DOUBLE
    doubled = tutor.review_cube(state, "double")
    assert doubled.verdict is Verdict.VERY_BAD and doubled.loss > 0.5
    offered = GameState(position=BEHIND, phase=Phase.DOUBLED, cube=Cube())
    assert tutor.review_cube(offered, CubeAction.TAKE).verdict is Verdict.GOOD
    passed = tutor.review_cube(offered, CubeAction.PASS)
    assert passed.best is CubeAction.TAKE and passed.verdict is Verdict.VERY_BAD
    assert passed.message("en").startswith("Very bad cube decision") and "take" in \
        passed.message("en")
    assert "მიღება" in passed.message("ka")


def test_a_games_biggest_errors_come_first_with_the_state_to_replay_from() -> None:
    game = Game(seed=12)
    players = {Color.WHITE: Computer("beginner", seed=1), Color.BLACK: Computer("strong")}
    while not game.is_over:
        if game.phase is Phase.OPENING:
            game.roll_opening()
            continue
        players[game.actor].act(game)
    errors = tutor.review_game(game, Color.WHITE)
    assert errors, "a beginner makes mistakes"
    losses = [e.loss for e in errors]
    assert losses == sorted(losses, reverse=True) and min(losses) >= 0.04
    states = game.states()
    for error in errors:
        assert states[error.index].actor == Color.WHITE
        replay = Game.from_state(states[error.index])
        assert replay.state == states[error.index]


def test_a_turn_played_checker_by_checker_is_judged_as_one_play() -> None:
    game = Game(seed=5)
    game.roll_opening(3, 1)  # White opens with 3-1
    learner = game.on_roll
    start = game.position
    for move in start.parse_play("24/21 24/23", "3-1").moves:  # a weak 3-1, one checker at a time
        game.move(move.src, move.dst)
    errors = tutor.review_game(game, learner, at_least=0.0)
    assert [e.index for e in errors] == [1]
    review = errors[0].review
    assert isinstance(review, tutor.PlayReview)
    assert review.play == start.parse_play("24/21 24/23", "3-1")
    assert review.best == start.parse_play("8/5 6/5", "3-1")


def test_the_tutors_cost_is_bounded_and_its_noise_margin_is_charged_nowhere_else(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """After every play of a learner the tutor searches at most ``SEARCH_WIDTH`` best plays
    and the learner's own (a browser waits for it, issue 39); a searched loss is what lies
    beyond ``NOISE``, an exact one is charged in full."""
    searches: list[object] = []
    real, real_deep = tutor.lookahead_steps, tutor.two_ply_steps

    def counted(after: Position) -> object:
        searches.append(after)
        return real(after)

    def counted_deep(after: Position) -> object:
        searches.append(after)
        return real_deep(after)

    monkeypatch.setattr(tutor, "lookahead_steps", counted)
    monkeypatch.setattr(tutor, "two_ply_steps", counted_deep)
    start = Position.initial()
    for dice in ((4, 2), (6, 5), (2, 1), (5, 3)):
        for play in list(start.legal_plays(dice))[::3]:  # a third of them: searches are dear
            tutor.forget()
            searches.clear()
            review = tutor.review_play(start, dice, play)
            assert len(searches) <= tutor.SEARCH_WIDTH + 1
            best, best_value, value, depth = tutor._judged(start, tutor.Dice(*dice), play)
            assert depth in (-1, 0, tutor.DEPTH)
            if depth > 0 and review.loss > 0:
                assert review.loss == pytest.approx(best_value - value - tutor.NOISE, abs=1e-6)
            elif depth > 0:
                assert best_value - value <= tutor.NOISE + 1e-9 and review.best == play
    assert tutor.review_play(LAST_ROLL, (2, 1), LAST_ROLL.parse_play("2/1 1/off", "2-1")
                             ).loss == pytest.approx(2.0)  # exact: no margin taken off
