"""The review queue (issue 15): missed exercises come back after 1 day, 3 days, 1 week and
1 month; a miss starts again at the first interval; the clock is the caller's."""

from __future__ import annotations

import doctest
import json
from datetime import UTC, datetime, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach.progress import review
from nardi_teach.progress.review import DAY, INTERVALS, Attempt, due, schedule, upcoming

T0 = datetime(2026, 3, 1, 9, 0, tzinfo=UTC)


def test_docstring_examples() -> None:
    assert doctest.testmod(review).failed == 0


def test_the_intervals_are_a_day_three_days_a_week_a_month() -> None:
    assert INTERVALS == (DAY, 3 * DAY, 7 * DAY, 30 * DAY)


def test_a_solved_exercise_never_comes_back() -> None:
    attempts = [Attempt("a", T0, correct=True)]
    assert schedule(attempts) == {} and due(attempts, now=T0 + 400 * DAY) == []


def test_a_missed_exercise_is_due_a_day_later_not_before() -> None:
    attempts = [Attempt("a", T0, correct=False)]
    assert due(attempts, now=T0 + DAY - timedelta(seconds=1)) == []
    assert [i.item for i in upcoming(attempts, now=T0)] == ["a"]
    (item,) = due(attempts, now=T0 + DAY)
    assert (item.item, item.stage, item.due, item.missed_at) == ("a", 0, T0 + DAY, T0)


def test_opening_the_solution_counts_as_a_miss() -> None:
    attempts = [Attempt("a", T0, correct=True, shown_solution=True)]
    assert [i.item for i in due(attempts, now=T0 + DAY)] == ["a"]


def test_each_right_review_moves_one_interval_on_and_the_last_takes_it_out() -> None:
    attempts = [Attempt("a", T0, correct=False)]
    at = T0
    for stage, wait in enumerate(INTERVALS):
        at += wait
        (item,) = due(attempts, now=at)
        assert item.stage == stage
        attempts.append(Attempt("a", at, correct=True))
    assert schedule(attempts) == {}


def test_a_miss_at_any_stage_starts_again_at_the_first_interval() -> None:
    at = T0 + DAY + 3 * DAY
    attempts = [Attempt("a", T0, correct=False), Attempt("a", T0 + DAY, correct=True),
                Attempt("a", at, correct=False)]
    item = schedule(attempts)["a"]
    assert (item.stage, item.due, item.missed_at) == (0, at + DAY, at)


def test_a_right_answer_before_the_due_time_changes_nothing() -> None:
    attempts = [Attempt("a", T0, correct=False), Attempt("a", T0 + timedelta(hours=2), True)]
    assert schedule(attempts)["a"].stage == 0 and schedule(attempts)["a"].due == T0 + DAY


def test_the_clock_is_injectable_and_order_of_records_does_not_matter() -> None:
    attempts = [Attempt("b", T0 + DAY, correct=False), Attempt("a", T0, correct=False)]
    assert [i.item for i in due(attempts, clock=lambda: T0 + 5 * DAY)] == ["a", "b"]
    assert due(attempts, clock=lambda: T0) == []
    assert due(reversed(attempts), now=T0 + 5 * DAY) == due(attempts, now=T0 + 5 * DAY)


def test_naive_times_are_utc() -> None:
    naive = [Attempt("a", datetime(2026, 3, 1, 9, 0), correct=False)]
    assert due(naive, now=T0 + DAY)[0].due == T0 + DAY


def test_records_round_trip_through_json() -> None:
    attempts = [Attempt("a", T0, False), Attempt("b", T0 + DAY, True, shown_solution=True)]
    text = json.dumps([a.to_dict() for a in attempts])
    assert [Attempt.from_dict(r) for r in json.loads(text)] == attempts


@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.sampled_from("abc"), st.integers(0, 200 * 24),
                          st.booleans(), st.booleans()), max_size=30))
def test_queue_invariants(raw: list[tuple[str, int, bool, bool]]) -> None:
    attempts = [Attempt(i, T0 + timedelta(hours=h), c, s) for i, h, c, s in raw]
    queue = schedule(attempts)
    for item, entry in queue.items():
        mine = sorted((a for a in attempts if a.item == item), key=lambda a: a.at)
        last_miss = max(a.at for a in mine if a.missed)  # only a missed exercise is queued
        assert entry.missed_at == last_miss and 0 <= entry.stage < len(INTERVALS)
        assert entry.due > mine[-1].at or entry.due == last_miss + DAY
    for item in {a.item for a in attempts} - set(queue):
        mine = [a for a in attempts if a.item == item]
        assert not any(a.missed for a in mine) or sum(a.correct for a in mine) >= len(INTERVALS)
