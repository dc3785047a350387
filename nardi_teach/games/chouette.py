"""Chouette bookkeeping (R129–R140, C24): who is in the box, the captain, the queue, the
doubles and what each member pays.

>>> line = Lineup.from_rolls("ABCD", [{"C": 6, "A": 5, "B": 3, "D": 2}])
>>> line.box, line.captain, line.queue
('C', 'A', ('A', 'B', 'D'))
>>> line.after(team_won=False).queue, line.after(team_won=True).box
(('B', 'D', 'A'), 'A')
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace

from .actions import IllegalAction
from .rules import Rules
from .scoring import GameResult

BOX = "box"
TEAM = "team"


def _rank(
    group: Sequence[str], rounds: Iterator[Mapping[str, int]] | None, rng: random.Random,
    used: list[dict[str, int]],
) -> list[str]:
    """Order ``group`` by one roll each, highest first; ties re-rolled among the tied (C24b)."""
    if len(group) == 1:
        return list(group)
    if rounds is not None:
        try:
            given = next(rounds)
        except StopIteration:
            raise IllegalAction("chouette.rolls_missing", rule="R130",
                                players=", ".join(group)) from None
        if set(given) != set(group) or any(not 1 <= v <= 6 for v in given.values()):
            raise IllegalAction("chouette.rolls_wrong", rule="R130", players=", ".join(group))
        roll = {name: int(given[name]) for name in group}
    else:
        roll = {name: rng.randint(1, 6) for name in group}
    used.append(roll)
    order: list[str] = []
    for value in sorted(set(roll.values()), reverse=True):
        tied = [name for name in group if roll[name] == value]
        order.extend(_rank(tied, rounds, rng, used))
    return order


@dataclass(frozen=True, slots=True)
class Lineup:
    """The box, and the team in queue order with the captain first (R130–R135)."""

    box: str
    queue: tuple[str, ...]
    rolls: tuple[dict[str, int], ...] = field(default=(), compare=False, repr=False)

    def __post_init__(self) -> None:
        if len(self.queue) < 2 or self.box in self.queue or len(set(self.queue)) != len(
                self.queue):
            raise IllegalAction("chouette.players", rule="R129")
        object.__setattr__(self, "queue", tuple(self.queue))

    @classmethod
    def from_rolls(
        cls,
        players: Iterable[str],
        rolls: Iterable[Mapping[str, int]] | None = None,
        *,
        seed: int | None = None,
    ) -> Lineup:
        """Seat the players by the opening rolls (R130, R131, R133): the highest is the box,
        the next the captain, the rest queue in order.  ``rolls`` gives each round (first
        all players, then each tied group, highest group first); else dice from ``seed``."""
        names = list(players)
        if len(names) < 3 or len(set(names)) != len(names):
            raise IllegalAction("chouette.players", rule="R129")
        used: list[dict[str, int]] = []
        order = _rank(names, iter(rolls) if rolls is not None else None, random.Random(seed),
                      used)
        return cls(order[0], tuple(order[1:]), tuple(used))

    @property
    def captain(self) -> str:
        """The team member who moves the checkers and decides disputes (R131, R132)."""
        return self.queue[0]

    @property
    def players(self) -> tuple[str, ...]:
        return (self.box, *self.queue)

    def after(self, team_won: bool) -> Lineup:
        """The next game's lineup: a team win puts the captain in the box and the box at the
        end of the queue (R135); a team loss sends the captain to the end (R134, C24a)."""
        captain, rest = self.queue[0], self.queue[1:]
        if team_won:
            return Lineup(captain, (*rest, self.box))
        return Lineup(self.box, (*rest, captain))


@dataclass(frozen=True)
class ChouetteGame:
    """One chouette game's stakes: the members still playing, the cube and the payments.

    ``payments()`` gives each player's net result in points (positive = receives).
    """

    lineup: Lineup
    stake: int = 1
    cube_owner: str | None = None
    active: tuple[str, ...] = ()
    paid: tuple[tuple[str, int], ...] = ()
    acting_captain: str = ""
    captain_dropped: bool = False
    box_won: bool | None = None
    result: GameResult | None = None

    def __post_init__(self) -> None:
        if not self.active and self.box_won is None:
            object.__setattr__(self, "active", self.lineup.queue)
        if not self.acting_captain:
            object.__setattr__(self, "acting_captain", self.lineup.captain)

    @property
    def is_over(self) -> bool:
        return self.box_won is not None

    def _check_open(self) -> None:
        if self.is_over:
            raise IllegalAction("action.game_over", rule="R20")

    def may_team_double(self, votes: Mapping[str, bool]) -> bool:
        """A team double needs every member still playing to agree (R136) and the cube."""
        return (not self.is_over and self.cube_owner in (None, TEAM)
                and all(votes.get(name, False) for name in self.active))

    def team_doubles(self, votes: Mapping[str, bool], box_takes: bool) -> ChouetteGame:
        """The team doubles (only unanimously, R136); the box takes (and owns the cube) or
        drops and pays each member the pre-double stake (R109)."""
        self._check_open()
        if self.cube_owner == BOX:
            raise IllegalAction("action.double_no_access", rule="R111")
        if not self.may_team_double(votes):
            raise IllegalAction("chouette.not_unanimous", rule="R136")
        if box_takes:
            return replace(self, stake=self.stake * 2, cube_owner=BOX)
        paid = self.paid + tuple((name, -self.stake) for name in self.active)
        return replace(self, paid=paid, active=(), box_won=False, result=GameResult.SINGLE)

    def box_doubles(self, takes: Mapping[str, bool]) -> ChouetteGame:
        """The box doubles; each member takes or drops on their own (R137).  Droppers pay the
        pre-double stake and leave (R138); takers play on at the new stake (R139).  If the
        captain drops, the highest-ranked taker captains (C24c); if all drop, the game ends
        (C24d)."""
        self._check_open()
        if self.cube_owner == TEAM:
            raise IllegalAction("action.double_no_access", rule="R111")
        if set(takes) != set(self.active):
            raise IllegalAction("chouette.answers", rule="R137",
                                players=", ".join(self.active))
        takers = tuple(name for name in self.active if takes[name])
        droppers = [name for name in self.active if not takes[name]]
        paid = self.paid + tuple((name, self.stake) for name in droppers)
        if not takers:
            return replace(self, paid=paid, active=(), box_won=True, result=GameResult.SINGLE,
                           captain_dropped=self.acting_captain in droppers)
        dropped = self.captain_dropped or self.acting_captain in droppers
        return replace(self, stake=self.stake * 2, cube_owner=TEAM, active=takers, paid=paid,
                       acting_captain=takers[0], captain_dropped=dropped)

    def finish(self, box_won: bool, result: GameResult = GameResult.SINGLE,
               rules: Rules | None = None) -> ChouetteGame:
        """The game ends; every member still playing settles stake × multiplier (R140,
        C24e)."""
        self._check_open()
        amount = self.stake * GameResult(result).multiplier(rules)
        sign = 1 if box_won else -1
        paid = self.paid + tuple((name, sign * amount) for name in self.active)
        return replace(self, paid=paid, box_won=box_won, result=GameResult(result))

    def payments(self) -> dict[str, int]:
        """Net points per player (positive = receives); the box's is minus the team's sum."""
        out = {name: 0 for name in self.lineup.players}
        for name, amount in self.paid:
            out[name] -= amount
            out[self.lineup.box] += amount
        return out

    def next_lineup(self) -> Lineup:
        """The lineup for the next game (R134, R135).  A captain who dropped goes to the end
        of the queue and the acting captain leads the team's rotation (C24c)."""
        if not self.is_over:
            raise IllegalAction("chouette.game_running", rule="R134")
        lineup = self.lineup
        team_won = not self.box_won
        if self.captain_dropped:
            old = lineup.captain
            if not self.active:  # everyone dropped: the team lost
                return lineup.after(team_won=False)
            rest = [n for n in lineup.queue if n not in (old, self.acting_captain)]
            lineup = Lineup(lineup.box, (self.acting_captain, *rest, old))
        return lineup.after(team_won=team_won)
