"""GNU Backgammon as a reference oracle for the tests (through ``gnubg-nn``; GPL, test-only).

Board format used here (the project's, for both sides): 26 ints in that side's *own* numbering:

* index 0      checkers borne off (always ``15 - checkers on the board and bar``)
* index 1..24  points 1..24 of that side (its home board is 1..6, it moves 24 → 1)
* index 25     checkers on the bar

Your point ``p`` is the opponent's point ``25 - p``.

gnubg-nn's own format is ``[opponent, player_on_roll]``: two lists of 25 ints, index ``i`` = point
``i + 1`` in that side's numbering, index 24 = bar, borne-off checkers simply absent. Board row 0
is the side *not* on roll, row 1 the side on roll, and a Position ID encodes row 0 first — which is
why the start ID ``4HPwATDgc/ABMA`` cannot tell the two apart but every asymmetric one can.

Usage (pytest puts ``tests/`` on ``sys.path``)::

    from gnubg_ref import START, gnubg_results
    results = gnubg_results(START, START, 3, 1)   # 16 distinct positions
    assert gnubg_results(player, opponent, 6, 6) == set()   # a dance
"""

from __future__ import annotations

from collections.abc import Sequence

import gnubg_nn

Board26 = tuple[int, ...]
Result = tuple[Board26, Board26]

#: The starting position, for either side: 2 on 24, 5 on 13, 3 on 8, 5 on 6.
START: Board26 = tuple(
    [0] + [2 if p == 24 else 5 if p in (13, 6) else 3 if p == 8 else 0 for p in range(1, 25)] + [0]
)


def _check(board: Sequence[int], name: str) -> None:
    if len(board) != 26 or any((not isinstance(n, int)) or n < 0 for n in board):
        raise ValueError(f"{name}: need 26 non-negative ints, got {board!r}")
    on = sum(board[1:])
    if on > 15 or board[0] != 15 - on:
        raise ValueError(f"{name}: index 0 must be 15 - on board/bar ({15 - on}): {board!r}")


def to_gnubg(player: Sequence[int], opponent: Sequence[int]) -> list[list[int]]:
    """Project boards (player on roll, opponent) → gnubg-nn's ``[opponent25, player25]``."""
    _check(player, "player")
    _check(opponent, "opponent")
    for p in range(1, 25):
        if player[p] and opponent[25 - p]:
            raise ValueError(f"point {p} is held by both sides")
    return [list(opponent[1:25]) + [opponent[25]], list(player[1:25]) + [player[25]]]


def _from25(side: Sequence[int]) -> Board26:
    return (15 - sum(side), *side[:24], side[24])


def from_gnubg(board: Sequence[Sequence[int]]) -> Result:
    """gnubg-nn's ``[opponent25, player25]`` → ``(player26, opponent26)``."""
    return _from25(board[1]), _from25(board[0])


def gnubg_results(
    board_player_on_roll: Sequence[int], board_opponent: Sequence[int], d1: int, d2: int
) -> set[Result]:
    """Every distinct position GNU Backgammon allows after the roll ``d1``-``d2``.

    Returns a set of ``(player_after, opponent_after)``, each 26 ints in its own side's numbering,
    still from the mover's point of view (no turn swap), with the borne-off counts filled in.
    A hit opponent checker shows up on ``opponent_after[25]``. A dance (no legal play) gives
    ``set()``. Plays that lead to the same position are one result, as in gnubg.
    """
    if not (1 <= d1 <= 6 and 1 <= d2 <= 6):
        raise ValueError(f"dice must be 1..6, got {d1}-{d2}")
    keys = gnubg_nn.moves(to_gnubg(board_player_on_roll, board_opponent), d1, d2)
    return {from_gnubg(gnubg_nn.board_from_position_key(k)) for k in keys}


def gnubg_position_id(board_player_on_roll: Sequence[int], board_opponent: Sequence[int]) -> str:
    """GNU Backgammon Position ID (14 chars) of the position, made by gnubg itself."""
    return gnubg_nn.position_id(to_gnubg(board_player_on_roll, board_opponent))


def gnubg_board_from_id(position_id: str) -> Result:
    """Decode a Position ID with gnubg: ``(player_on_roll26, opponent26)``."""
    return from_gnubg(gnubg_nn.board_from_position_id(position_id))


def board(points: dict[int, int]) -> Board26:
    """A side's 26 counts from ``{point: checkers}`` (25 = bar); the rest are borne off."""
    counts = [0] * 26
    for point, n in points.items():
        counts[point] += n
    counts[0] = 15 - sum(counts[1:])
    return tuple(counts)
