"""A second move generator for the long family's other games (``variants.md`` V34–V59),
written for clarity on the physical board, sharing no code with the engine (nor with
``long_ref``).

The board is a ring of 24 cells, 0–23.  The mover walks cells 0, 1, …, 23 (its head is
cell 0) and the opponent cells 12, 13, …, 23, 0, …, 11; a checker ``i`` steps along its
path is on its owner's point ``24 − i``, and step 24 is borne off.  A game is a dict of
switches (``GAMES``):

- ``start``: each side's checkers by own point (khachapuri: 4 on 24, 11 on 6, V51);
- ``head``: which first-turn doubles let two checkers leave the head — ``"none"`` for no
  limit at all (khachapuri, V52), ``"greek"`` for V38–V39 (no other checker leaves the head
  until one has passed the opponent's start, then any number may);
- ``six``: the L6 six-block rule, checked after every move (not in Greek fevga, V40);
- ``greek``: V40a (never all of one's own 19–24, after every move) and V40b (drop the plays
  that leave six points in a row just in front of every opposing checker, unless all do);
- ``exact``: a die bears off only from its own point (V44).

Every order of the dice and every single move is tried; V3 keeps the plays that use the
most dice, then the largest dice (sorted high first, compared in order).
"""

from __future__ import annotations

from functools import cache

CLASSIC = {24: 15}
GAMES: dict[str, dict] = {
    "long": {"start": CLASSIC, "head": "standard", "six": True, "greek": False, "exact": False},
    "sport": {"start": CLASSIC, "head": "sport", "six": True, "greek": False, "exact": False},
    "gul_bara": {"start": CLASSIC, "head": "standard", "six": True, "greek": False,
                 "exact": False},
    "crazy": {"start": CLASSIC, "head": "standard", "six": True, "greek": False, "exact": True},
    "crazy_gul_bara": {"start": CLASSIC, "head": "gul_bara", "six": True, "greek": False,
                       "exact": True},
    "fevga": {"start": CLASSIC, "head": "never", "six": True, "greek": False, "exact": False},
    "crazy_fevga": {"start": CLASSIC, "head": "never", "six": True, "greek": False,
                    "exact": True},
    "khachapuri": {"start": {24: 4, 6: 11}, "head": "none", "six": True, "greek": False,
                   "exact": False},
    "fevga_greek": {"start": CLASSIC, "head": "greek", "six": False, "greek": True,
                    "exact": False},
}
DOUBLES_FOR_TWO = {"standard": (3, 4, 6), "sport": (3, 4, 6), "gul_bara": (1, 3, 4, 6),
                   "never": ()}


def opp_cell(step: int) -> int:
    return (step + 12) % 24


def head_budget(game: dict, dice: list[int], first: bool, opponent_first: bool,
                doubled: bool = True) -> int:
    """How many checkers may leave cell 0 this turn (the Greek rule is checked per move);
    ``doubled``: four equal moves are a rolled double (not single moves passed on, V66)."""
    head = game["head"]
    if head in ("none", "greek"):
        return 99
    is_double = doubled and len(dice) == 4 and len(set(dice)) == 1
    if not (is_double and first):
        return 1
    if head == "sport" and opponent_first:
        return 1  # the first player's first turn
    return 2 if dice[0] in DOUBLES_FOR_TWO[head] else 1


def legal_results(game: dict, mover: tuple[int, ...], opponent: tuple[int, ...],
                  dice: list[int], first: bool = False, opponent_first: bool = False,
                  doubled: bool = True) -> set[tuple[int, ...]]:
    """The mover's counts (index 0 off, 1–24 its points) after every legal play; a dance
    leaves them as they are.  Both sides' counts are in their own numbering."""
    mine = tuple(sorted(24 - p for p in range(1, 25) for _ in range(mover[p])))
    theirs = sorted(24 - p for p in range(1, 25) for _ in range(opponent[p]))
    their_cells = {opp_cell(s) for s in theirs}
    their_off = opponent[0]

    # L6's windows: six cells in a row of the opponent's path, steps lo … lo + 5, with none of
    # its checkers beyond them (and none borne off); this does not depend on the mover's board
    windows = [[opp_cell(lo + k) for k in range(6)] for lo in range(19)
               if not their_off and all(s <= lo + 5 for s in theirs)]

    def shut_in(cells: set[int]) -> bool:
        """L6: the mover holds every cell of one of the windows."""
        return any(all(c in cells for c in window) for window in windows)

    def moves(board: tuple[int, ...], die: int, head_left: int) -> list[tuple[int, ...]]:
        out = []
        home = all(s >= 18 for s in board)
        on_board = [s for s in board if s < 24]
        for index, s in enumerate(board):
            if s == 24 or (index and board[index - 1] == s):
                continue
            if s == 0:
                if head_left <= 0:
                    continue
                if game["head"] == "greek":
                    passed = any(x >= 13 for x in board)
                    left_yet = any(x > 0 for x in board)
                    if left_yet and not passed:
                        continue
            to = s + die
            if to < 24:
                if to in their_cells:
                    continue
            elif not home:
                continue
            elif to > 24 and (game["exact"] or s != min(on_board)):
                continue
            new = list(board)
            new[index] = min(to, 24)
            new_board = tuple(sorted(new))
            cells = {x for x in new_board if x < 24}
            if game["six"] and shut_in(cells):
                continue
            if game["greek"] and all(c in cells for c in range(6)):
                continue  # V40a: all of 24…19 held
            out.append(new_board)
        return out

    @cache
    def ends(board: tuple[int, ...], left: tuple[int, ...], head_left: int
             ) -> frozenset[tuple[tuple[int, ...], tuple[int, ...]]]:
        """(final board, dice used) of every way to go on from ``board``."""
        found = set()
        for die in set(left):
            rest = list(left)
            rest.remove(die)
            for new in moves(board, die, head_left):
                spent = new.count(0) < board.count(0)
                for final, used in ends(new, tuple(rest), head_left - spent):
                    found.add((final, (die, *used)))
        return frozenset(found) or frozenset({(board, ())})

    every = ends(mine, tuple(dice), head_budget(game, dice, first, opponent_first, doubled))
    best = max((len(u), tuple(sorted(u, reverse=True))) for _, u in every)
    boards = {b for b, u in every if (len(u), tuple(sorted(u, reverse=True))) == best}
    if game["greek"]:
        boards = drop_trapped(boards, theirs)
    results = set()
    for board in boards:
        counts = [0] * 25
        for s in board:
            counts[0 if s == 24 else 24 - s] += 1
        counts[0] += mover[0]
        results.add(tuple(counts))
    return results


def drop_trapped(boards: set[tuple[int, ...]], theirs: list[int]) -> set[tuple[int, ...]]:
    """V40b: when every opposing checker stands on one cell, drop the boards holding the six
    cells just ahead of it on the opponent's path — unless every board does."""
    if not theirs or len(set(theirs)) != 1 or theirs[0] + 6 > 23:
        return boards
    ahead = {opp_cell(theirs[0] + k) for k in range(1, 7)}
    free = {b for b in boards if not ahead <= {x for x in b if x < 24}}
    return free or boards
