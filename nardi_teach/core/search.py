"""Must-play for any roll (V3, V18): every order of the dice, searched on a variant's board.

A variant supplies a *board* (:class:`SearchBoard`): the single-die steps open on it,
making and unmaking one, the result key of what it shows (the position a play leaves,
V5) and a state for memoising (the key plus whatever else rules the moves still to come,
e.g. Caucasian frozen hitters).  :func:`search` walks every sequence of single-die moves
over every order of the dice and keeps the plays that rank highest: as many dice as any
sequence can play, then the largest dice, compared sorted high first lexicographically
(V3; V18 for three and four dice).  Each distinct result appears once.

This is the general path, used for three- and four-dice rolls, passed moves and the
variants whose rules the fast two-dice generators do not know; ``Dice`` in short and long
nardi keep their own generators.
"""

from __future__ import annotations

from typing import Any, Protocol

Step = tuple[Any, ...]


class SearchBoard(Protocol):
    """A variant's working board for :func:`search` (changed in place, restored after)."""

    def steps(self, die: int) -> list[tuple[int, int]]:
        """Every ``(src, dst)`` one checker may move with ``die`` now."""

    def make(self, src: int, dst: int, die: int) -> Step:
        """Make one step; return it as the variant's compact step (undone by :meth:`unmake`)."""

    def unmake(self, step: Step) -> None:
        """Take back :meth:`make`'s step."""

    def key(self) -> int:
        """The result key of the board now (identifies the position a play leaves)."""

    def state(self) -> Any:
        """What decides the moves still open (the key, unless the variant tracks more)."""


def search(board: SearchBoard, dice: tuple[int, ...]
           ) -> tuple[tuple[int, ...], dict[int, tuple[Step, ...]]]:
    """(the dice the legal plays use, high first; {result key: steps}) for ``dice``.

    The dice used are the same for every legal play: the most that can be played, and among
    those the largest (V3, V18).  A roll that cannot be played gives ``((), {start key: ()})``
    emptied to ``{}`` (a dance, R48).
    """
    best: list[Any] = [(-1, ()), {}]
    seen: set[Any] = set()
    path: list[Step] = []

    def walk(left: tuple[int, ...]) -> None:
        state = (board.state(), left)
        if state in seen:
            return
        seen.add(state)
        moved = False
        done: set[int] = set()
        for index, die in enumerate(left):
            if die in done:
                continue
            done.add(die)
            rest = left[:index] + left[index + 1:]
            for src, dst in board.steps(die):
                step = board.make(src, dst, die)
                path.append(step)
                walk(rest)
                path.pop()
                board.unmake(step)
                moved = True
        if moved:
            return
        used = [s[2] for s in path]
        used.sort(reverse=True)
        rank = (len(used), tuple(used))
        if rank > best[0]:
            best[0] = rank
            best[1] = {board.key(): tuple(path)}
        elif rank == best[0]:
            best[1].setdefault(board.key(), tuple(path))

    walk(tuple(sorted(dice, reverse=True)))
    used = best[0][1]
    if not used:
        return (), {}
    return used, best[1]
