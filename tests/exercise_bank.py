"""The exercise bank read once per test process: every test module that needs it shares one
load (each ``load_bank()`` at import cost ~0.3 CPU-s of every worker's collection)."""

from __future__ import annotations

import functools

from nardi_teach.exercises.bank import load_bank


@functools.cache
def _bank() -> tuple:
    return tuple(load_bank())


def bank() -> list:
    """Every exercise of the bank, chapter by chapter (a fresh list of the shared, frozen
    exercises: a test may filter or extend it without touching another module's)."""
    return list(_bank())


def bank_by_id() -> dict:
    """The bank keyed by exercise id (a fresh dict)."""
    return {ex.id: ex for ex in _bank()}
