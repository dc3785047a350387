"""The review queue (issue 15): exercises the learner missed come back after spaced intervals.

A pure function over attempt records: no storage, no clock of its own.  An attempt is a miss
when it was wrong or when the learner opened the solution; a miss puts the exercise in the
queue, due ``INTERVALS[0]`` (1 day) later.  Each right answer given when the exercise is due
moves it one interval on (3 days, 1 week, 1 month); a right answer after the last interval
takes it out of the queue.  A miss at any time starts again at the first interval.  A right
answer before the exercise is due changes nothing (the interval has not been waited out).

The clock is injectable: ``due(attempts, now=…)`` or ``clock=`` (a function returning the
time), so a test — or a browser test moving the clock forward — decides what "now" is.

>>> from datetime import UTC, datetime
>>> t = datetime(2026, 1, 1, tzinfo=UTC)
>>> [s.item for s in due([Attempt("ch03-x", t, correct=False)], now=t + DAY)]
['ch03-x']
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

DAY = timedelta(days=1)
INTERVALS: tuple[timedelta, ...] = (DAY, 3 * DAY, 7 * DAY, 30 * DAY)
"""The waits before each review: 1 day, 3 days, 1 week, 1 month."""


def _utc(value: datetime) -> datetime:
    """Naive times are taken as UTC."""
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def _after(at: datetime, wait: timedelta) -> datetime:
    """``at + wait``; past the year 9999 (a record from a wrong clock), the last moment there
    is: never due."""
    try:
        return at + wait
    except OverflowError:
        return datetime.max.replace(tzinfo=UTC)


def utc_now() -> datetime:
    """The default clock."""
    return datetime.now(UTC)


@dataclass(frozen=True, slots=True)
class Attempt:
    """One answer to one exercise (``item``, its id) at time ``at``: ``correct`` or not, and
    whether the learner had opened the solution first (``shown_solution``, counted as a miss)."""

    item: str
    at: datetime
    correct: bool
    shown_solution: bool = False

    @property
    def missed(self) -> bool:
        return not self.correct or self.shown_solution

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready record (the time in ISO 8601)."""
        record: dict[str, Any] = {"item": self.item, "at": _utc(self.at).isoformat(),
                                  "correct": self.correct}
        if self.shown_solution:
            record["shown_solution"] = True
        return record

    @classmethod
    def from_dict(cls, record: Mapping[str, Any]) -> Attempt:
        """An attempt from :meth:`to_dict`'s record (browser storage or the progress file)."""
        return cls(str(record["item"]), _utc(datetime.fromisoformat(str(record["at"]))),
                   record.get("correct") is True, record.get("shown_solution") is True)


@dataclass(frozen=True, slots=True)
class ReviewItem:
    """An exercise in the queue: the interval it has reached (``stage``, 0 = the first),
    when it is due, and when it was last missed."""

    item: str
    stage: int
    due: datetime
    missed_at: datetime

    @property
    def interval(self) -> timedelta:
        """The wait that led (or leads) to this review."""
        return INTERVALS[self.stage]


def schedule(attempts: Iterable[Attempt]) -> dict[str, ReviewItem]:
    """Every exercise now in the queue, by id, from the attempts in any order (see the
    module's rules).  An exercise never missed, or reviewed through the last interval, is
    not in it."""
    queue: dict[str, ReviewItem] = {}
    for attempt in sorted(attempts, key=lambda a: _utc(a.at)):
        at = _utc(attempt.at)
        if attempt.missed:
            queue[attempt.item] = ReviewItem(attempt.item, 0, _after(at, INTERVALS[0]), at)
            continue
        current = queue.get(attempt.item)
        if current is None or at < current.due:
            continue  # never missed, or answered before it was due
        stage = current.stage + 1
        if stage == len(INTERVALS):
            del queue[attempt.item]
        else:
            queue[attempt.item] = ReviewItem(attempt.item, stage, _after(at, INTERVALS[stage]),
                                             current.missed_at)
    return queue


def due(attempts: Iterable[Attempt], now: datetime | None = None,
        clock: Callable[[], datetime] = utc_now) -> list[ReviewItem]:
    """The exercises due for review at ``now`` (default: ``clock()``), longest-waiting first."""
    moment = _utc(now if now is not None else clock())
    ready = [item for item in schedule(attempts).values() if item.due <= moment]
    return sorted(ready, key=lambda item: (item.due, item.item))


def upcoming(attempts: Iterable[Attempt], now: datetime | None = None,
             clock: Callable[[], datetime] = utc_now) -> list[ReviewItem]:
    """The exercises in the queue not yet due at ``now``, soonest first."""
    moment = _utc(now if now is not None else clock())
    waiting = [item for item in schedule(attempts).values() if item.due > moment]
    return sorted(waiting, key=lambda item: (item.due, item.item))
