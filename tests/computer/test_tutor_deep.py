"""The tutor's two-ply search (issue 39, point 1): its values are a two-ply search computed
here independently by brute force, its judgement in steps is the judgement in one go, and no
step does more than one roll's work."""

from __future__ import annotations

import pytest

from nardi_teach import Position
from nardi_teach.computer import short, tutor
from nardi_teach.computer.evaluate import probabilities
from nardi_teach.computer.steps import advance
from nardi_teach.core.dice import ALL_ROLLS, Dice, roll_weight

# Small positions (few plays a roll), each with contact so the network values them:
# White bears off against a checker of Black's on the bar (Black dances with some rolls);
# a back checker of each side's against a few home checkers; Black one roll from winning
# (unless White hits it, every reply of Black's bears its last checker off: the exact result).
POSITIONS = (
    (Position.from_checkers({5: 2, 4: 2, 3: 1, 2: 2, "off": 8},
                            {"bar": 1, 19: 1, "off": 13}), (4, 1)),
    (Position.from_checkers({24: 1, 6: 2, 5: 1, "off": 11}, {1: 1, 20: 2, "off": 12}), (4, 2)),
    (Position.from_checkers({24: 1, 10: 1, "off": 13}, {23: 1, "off": 14}), (3, 1)),
)


def value0(x: Position) -> float:
    """The static equity of ``x`` for its side on roll (a finished game: its result)."""
    return probabilities(x.player, x.opponent).equity


def one_ply(x: Position) -> float:
    """The one-ply value of ``x`` for its side on roll, every play valued."""
    total = 0.0
    for dice in ALL_ROLLS:
        plays = list(x.legal_plays(dice))
        best = max((-value0(x.play(p)) for p in plays), default=None)
        total += roll_weight(dice) * (best if best is not None else -value0(x.flipped()))
    return total / 36


def two_ply(y: Position) -> float:
    """The two-ply value, for the side that has just played, of ``y`` (its opponent on roll):
    each roll of the opponent's, its best reply by 0-ply, then the mover's one-ply value."""
    total = 0.0
    for dice in ALL_ROLLS:
        replies = [y.play(q) for q in y.legal_plays(dice)]
        if not replies:
            value = one_ply(y.flipped())
        else:
            z = max(replies, key=lambda r: -value0(r))  # the opponent's best, the mover on roll
            value = value0(z) if z.winner() is not None else one_ply(z)
        total += roll_weight(dice) * value
    return total / 36


@pytest.fixture
def every_reply(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every reply valued by the network (no pubeval pruning), and every play searched."""
    monkeypatch.setattr(short, "REPLY_WIDTH", 10**6)
    monkeypatch.setattr(tutor, "SEARCH_WIDTH", 10**6)
    monkeypatch.setattr(tutor, "SEARCH_MARGIN", 10.0)
    monkeypatch.setattr(tutor, "SEARCH_REACH", 10.0)
    tutor.forget()
    yield
    tutor.forget()


@pytest.mark.parametrize("case", range(len(POSITIONS)))
def test_the_tutors_ranking_is_a_brute_force_two_ply_search(every_reply: None, case: int
                                                            ) -> None:
    position, dice = POSITIONS[case]
    plays = list(position.legal_plays(dice))
    assert len(plays) >= 2
    brute = {play: two_ply(position.play(play)) for play in plays}
    for play in plays:
        assert tutor.searched_value(position, play, 2) == pytest.approx(brute[play], abs=1e-9)
    best = max(brute.values())
    for play in plays:
        review = tutor.review_play(position, dice, play, 2)
        assert brute[review.best] == pytest.approx(best, abs=1e-9)
        assert review.loss == pytest.approx(max(best - brute[play] - tutor.NOISE, 0.0),
                                            abs=1e-6)
    assert tutor.hint(position, dice, 2) in [p for p in plays if brute[p] > best - 1e-9]


def test_the_dance_and_the_last_checker_off_are_searched(every_reply: None) -> None:
    """After each play of the first position Black dances with some rolls and enters with
    others; in the third, after each play that does not hit, Black bears its last checker off
    with every roll: the two-ply value of the mover there is the exact loss (a single game:
    White has borne checkers off)."""
    position, dice = POSITIONS[0]
    for play in position.legal_plays(dice):
        after = position.play(play)
        assert 0 < sum(roll_weight(d) for d in ALL_ROLLS if not after.legal_plays(d)) < 36
    position, dice = POSITIONS[2]
    quiet = [p for p in position.legal_plays(dice) if not position.play(p).player[25]]
    assert 0 < len(quiet) < len(position.legal_plays(dice))  # some plays hit
    for play in quiet:
        assert tutor.searched_value(position, play, 2) == pytest.approx(-1.0)


def judged_in_steps(position: Position, dice: Dice, play: object,
                    counter: list[int]) -> tuple[tutor.PlayReview, list[int]]:
    """``tutor.judging`` run one step at a time, cold: the review and the moves generated
    (``legal_plays`` calls) in each step."""
    tutor.forget()
    steps = tutor.judging(position, dice, play, 2)
    per_step = []
    while True:
        before = counter[0]
        done, review = advance(steps, 0.0)
        per_step.append(counter[0] - before)
        if done:
            return review, per_step


def test_the_judgement_in_steps_is_the_judgement_and_each_step_is_one_rolls_work(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A front end runs the two-ply judgement a step at a time (``tutor_step``, a ~10 ms
    slice): the same review as in one go, and no step generates the plays of more than two
    rolls (one of the opponent's and the first of the mover's search after it), whatever
    the position."""
    counter = [0]
    real = Position.legal_plays

    def counted(self: Position, dice: object) -> object:
        counter[0] += 1
        return real(self, dice)

    start = Position.initial()
    cases = [(start, Dice(3, 1), start.parse_play("24/21 24/23", "3-1")),
             (start, Dice(6, 4), start.parse_play("24/14", "6-4"))]
    cases += [(p, Dice(*d), next(iter(p.legal_plays(d)))) for p, d in POSITIONS[:2]]
    searched = 0
    for position, dice, play in cases:
        tutor.forget()
        whole = tutor.review_play(position, dice, play, 2)
        monkeypatch.setattr(Position, "legal_plays", counted)
        review, per_step = judged_in_steps(position, dice, play, counter)
        monkeypatch.setattr(Position, "legal_plays", real)
        assert review == whole
        assert max(per_step[2:], default=0) <= 2  # after the 0-ply ranking's steps
        if tutor._judged(position, dice, play, 2)[3] == 2:
            searched += 1
            assert len(per_step) > 21 * 21  # the two-ply search ran in steps
    assert searched >= 2
