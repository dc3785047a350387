"""Work in steps (issue 39): a search written as a generator that yields after each unit of
work (one of the opponent's rolls, one ranking) and returns its result, so that a front end
can run it a slice at a time while the page is idle and answer a click in between.

>>> def count(n):
...     total = 0
...     for k in range(n):
...         total += k
...         yield
...     return total
>>> finish(count(4))
6
>>> steps = count(4)
>>> advance(steps, 0.0)  # one step at least, then the budget is spent
(False, None)
>>> advance(steps, 10.0)
(True, 6)
"""

from __future__ import annotations

import time
from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")
Steps = Generator[None, None, T]
"""A computation in steps: it yields after each unit of work and returns its result."""


def finish(steps: Steps[T]) -> T:
    """Run ``steps`` to its end: its result."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value  # type: ignore[no-any-return]


def advance(steps: Steps[T], seconds: float) -> tuple[bool, T | None]:
    """Run ``steps`` for about ``seconds`` of wall-clock time (at least one step, and the step
    under way when the time is up is finished): ``(True, result)`` once it has ended, else
    ``(False, None)`` — call again with the same generator to go on where it stopped."""
    end = time.perf_counter() + seconds
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return True, done.value
        if time.perf_counter() >= end:
            return False, None
