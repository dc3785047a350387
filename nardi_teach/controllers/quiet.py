"""The learner's plays judged quietly, a slice at a time (issue 39).

With the tutor off, a game board against the computer still judges the learner's whole plays
(no verdict shown), so that the bad and very bad ones come back as practice.  A front end does
that work while the page is idle, and a click must never wait for a whole judgement: the
judgement of each play is a computation in steps (:func:`~nardi_teach.computer.tutor.judging`:
the 0-ply ranking, then one of the opponent's rolls of a search each), and :meth:`QuietQueue.step`
runs about ``SLICE`` seconds of it, keeping its place for the next call.  The verdicts are
those of :func:`~nardi_teach.computer.tutor.review_game` (plays within ``BAD − SCREEN`` of the
best at 0-ply taken as good) searched ``tutor.QUICK`` plies deep, as ``expert`` plays: the
learner did not ask for the tutor, and its deeper search (some 1–2 s of a phone's CPU a play)
is kept for the verdicts the learner asked for.

Each play is offered once, under a key (``"{serial}:{index}"``: the game's serial and the
play's place in it), and judged once: a new game does not drop the old game's plays still
waiting, a play taken back (undone) before its turn is dropped, and a play known only by its id
(:func:`~nardi_teach.computer.mistakes.mistake_id`, kept by a browser across a reload) can be
adopted by another board.
"""

from __future__ import annotations

import time
from collections import OrderedDict, deque
from dataclasses import dataclass
from typing import Any

from ..computer import tutor as _tutor
from ..computer.mistakes import mistake_id, read_mistake_id
from ..computer.steps import Steps, advance
from ..computer.tutor import PlayReview, Verdict
from ..core.dice import Dice
from ..core.moves import Play

SLICE = 0.010
"""Seconds of judging in one slice (one idle callback of a page), the step under way finished:
a step is at most about 16 ms of CPython (the 0-ply ranking of a double with many plays), one
of the opponent's rolls of a search about 0.5–1 ms (``benchmarks/tutor_slices.py``)."""
KEEP = 500
"""How many found items and offered keys a board keeps (the oldest forgotten first)."""
FLAGGED = (Verdict.BAD, Verdict.VERY_BAD)
"""The verdicts whose play comes back as practice."""
FLAG_AT = dict((v, t) for v, t in _tutor.THRESHOLDS)[Verdict.BAD]
"""The smallest loss of a play that comes back as practice."""


@dataclass(frozen=True)
class QuietPlay:
    """One play waiting to be judged: its ``key``, the position, dice and play, and where it
    stands in its game (``game`` and ``index``; ``None`` for a play adopted by its id)."""

    key: str
    position: Any
    dice: Dice
    play: Play
    game: Any = None
    index: int = -1
    action: Any = None

    @property
    def ident(self) -> str:
        """The play's id (:func:`~nardi_teach.computer.mistakes.mistake_id`)."""
        return mistake_id(self.position, self.dice, self.play)

    def still_played(self) -> bool:
        """Whether the game still holds the play (it was not taken back)."""
        if self.game is None:
            return True
        history = self.game.history
        return self.index < len(history) and history[self.index] == self.action


def judged_quietly(position: Any, dice: Dice, play: Play) -> Steps[PlayReview | None]:
    """One play's quiet judgement in steps: ``None`` when its 0-ply loss is below
    ``FLAG_AT − SCREEN`` (it cannot be bad), else the tutor's review."""
    yield from _tutor.ranking(position, Dice.coerce(dice))  # a few plays valued a step, kept
    if _tutor._screened(position, dice, play, FLAG_AT - _tutor.SCREEN):
        return None
    yield
    return (yield from _tutor.judging(position, dice, play, _tutor.QUICK))


class QuietQueue:
    """A board's plays to judge quietly, the one under way, and what was found."""

    def __init__(self) -> None:
        self.waiting: deque[QuietPlay] = deque()
        self.current: tuple[QuietPlay, Steps[PlayReview | None]] | None = None
        self.offered: OrderedDict[str, Any] = OrderedDict()
        self.found: OrderedDict[str, str] = OrderedDict()
        """Key → the id of a bad or very bad play (the exercise "find a better play")."""
        self.judged: list[str] = []
        """The keys done (judged, flagged or not, or dropped: taken back) since
        :meth:`take_judged` last took them."""

    @property
    def pending(self) -> bool:
        """Whether a play waits to be judged (or is being judged)."""
        return self.current is not None or bool(self.waiting)

    def offer(self, key: str, position: Any, dice: Dice, play: Play, *, game: Any = None,
              index: int = -1, action: Any = None) -> None:
        """Queue a play, unless this key was offered with this action already."""
        if key in self.offered and self.offered[key] == action:
            return
        self.offered[key] = action
        self.offered.move_to_end(key)
        while len(self.offered) > KEEP:
            self.offered.popitem(last=False)
        self.waiting.append(QuietPlay(key, position, Dice.coerce(dice), play, game, index,
                                      action))

    def adopt(self, key: str, ident: str) -> bool:
        """Queue a play known only by its key and id (a browser kept it across a reload);
        whether the id reads as a play."""
        read = read_mistake_id(ident)
        if read is None or key in self.offered:
            return read is not None
        _game, position, dice, play = read
        self.offer(key, position, dice, play, action=ident)
        return True

    def unjudged(self) -> list[dict[str, str]]:
        """The plays still to judge, each ``{"key", "id"}`` (the one under way first)."""
        plays = ([self.current[0]] if self.current is not None else []) + list(self.waiting)
        return [{"key": p.key, "id": p.ident} for p in plays]

    def take_judged(self) -> list[str]:
        """The keys done (judged or dropped) since the last call."""
        judged, self.judged = self.judged, []
        return judged

    def step(self, seconds: float | None = SLICE) -> bool:
        """Judge for about ``seconds`` (``None``: every waiting play), keeping the judgement
        under way for the next call; whether anything was judged."""
        if not self.pending:
            return False
        end = time.perf_counter() + (float("inf") if seconds is None else seconds)
        while self.pending:
            if self.current is None:
                play = self.waiting.popleft()
                if not play.still_played():
                    self.judged.append(play.key)
                    continue
                self.current = (play, judged_quietly(play.position, play.dice, play.play))
            play, steps = self.current
            try:
                done, review = advance(steps, max(end - time.perf_counter(), 0.0))
            except Exception:  # noqa: BLE001 - a play that cannot be judged costs one item
                done, review = True, None
            if not done:
                return True
            self.current = None
            self.judged.append(play.key)
            if review is not None and review.verdict in FLAGGED:
                self.found.setdefault(play.key, mistake_id(review.position, review.dice,
                                                           review.play))
                while len(self.found) > KEEP:
                    self.found.popitem(last=False)
            if time.perf_counter() >= end:
                break
        return True
