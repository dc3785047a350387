"""``Computer``: a computer opponent that chooses plays and cube actions.

In short nardi plays are scored with Tesauro's *pubeval* (:mod:`nardi_teach.computer.pubeval`);
the levels differ in how the score picks a play:

- ``"strong"`` — the best pubeval score (ties: the first in the engine's order);
- ``"club"`` — a play drawn with probability ∝ exp(score / 1.0): usually the best or a
  close second, now and then a clear mistake;
- ``"beginner"`` — the same with temperature 2.5: plausible plays, regular mistakes.

In long nardi (a ``LongPosition``) :mod:`nardi_teach.computer.long` chooses: a heuristic of
our own, with a one-ply search at ``"strong"``.  ``benchmarks/computer.py`` measures each
level against a random mover (and, in short nardi, against GNU Backgammon's choices).

Cube actions (:mod:`nardi_teach.computer.cube`) are simple documented rules, so a game can be
played to the end.  Randomness comes from the computer's own ``random.Random(seed)``, never
from the game's dice.

>>> from nardi_teach import Position
>>> str(Computer("strong").choose(Position.initial(), (3, 1)))
'8/5 6/5'
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..core.board import Color
from ..core.dice import Dice, DiceLike
from ..core.errors import NardiError
from ..core.moves import Play
from ..games.actions import (
    Action,
    CheckerMove,
    Double,
    Drop,
    IllegalAction,
    Take,
    WholePlay,
)
from ..games.game import Game, GameState, Phase
from ..long_nardi.position import LongPosition
from . import cube as _cube
from .long import choose_long
from .pubeval import score as _pubeval
from .variants import choose_variant, is_variant_game

if TYPE_CHECKING:
    from ..short_nardi.position import Position

LEVELS: dict[str, float] = {"beginner": 2.5, "club": 1.0, "strong": 0.0}
"""Each level's softmax temperature over pubeval scores (0 = always the best play)."""


class InvalidLevelError(NardiError):
    """A computer level that does not exist."""


def scored_plays(position: Position, dice: DiceLike) -> list[tuple[Play, float]]:
    """Every legal play with its pubeval score (higher is better for the side on roll),
    best first; one entry per distinct result, empty for a dance."""
    legal = position.legal_plays(dice)
    race = position.is_race()
    scored = []
    for key, after in zip(legal.keys(), legal.results(), strict=True):
        scored.append((key, _pubeval(after.player, after.opponent, race)))
    scored.sort(key=lambda item: -item[1])
    return [(legal.play_for(key), value) for key, value in scored]  # type: ignore[misc]


class Computer:
    """A computer player at one ``level`` (``"beginner"``, ``"club"``, ``"strong"``), its
    random choices seeded by ``seed``.

    ``choose`` picks a play (short or long nardi), ``wants_to_double``/``takes`` decide cube
    actions and ``act`` makes the one action a ``Game`` (or ``LongGame``) waits for.  The
    computer only ever makes legal plays.
    """

    __slots__ = ("level", "seed", "rng", "_temperature")

    def __init__(self, level: str = "strong", *, seed: int | None = None,
                 rng: random.Random | None = None) -> None:
        if level not in LEVELS:
            raise InvalidLevelError("computer.level", level=level, levels=", ".join(LEVELS))
        self.level = level
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self._temperature = LEVELS[level]

    def __repr__(self) -> str:
        seed = "" if self.seed is None else f", seed={self.seed!r}"
        return f"Computer({self.level!r}{seed})"

    # — checker play —

    def choose(self, position: Position | LongPosition, dice: DiceLike) -> Play:
        """The play this computer makes with ``dice`` (the empty play for a dance), in a
        short-nardi ``Position`` or a long-nardi ``LongPosition``."""
        if is_variant_game(position, dice):  # the YellowClub family's other games
            return choose_variant(position, dice, self.level, self.rng)
        dice = Dice.coerce(dice)
        if isinstance(position, LongPosition):
            return choose_long(position, dice, self.level, self.rng)
        if self._temperature == 0:
            return self._best(position, dice)
        ranked = scored_plays(position, dice)
        if not ranked:
            return Play()
        top = ranked[0][1]
        weights = [math.exp((value - top) / self._temperature) for _play, value in ranked]
        return self.rng.choices([play for play, _value in ranked], weights)[0]

    @staticmethod
    def _best(position: Position, dice: Dice) -> Play:
        legal = position.legal_plays(dice)
        race = position.is_race()
        best_key, best = None, -math.inf
        for key, after in zip(legal.keys(), legal.results(), strict=True):
            value = _pubeval(after.player, after.opponent, race)
            if value > best:
                best_key, best = key, value
        return Play() if best_key is None else legal.play_for(best_key)  # type: ignore[return-value]

    # — cube —

    def wants_to_double(self, state: GameState) -> bool:
        """Whether this computer doubles now, before rolling (only when the rules allow it)."""
        if state.phase is not Phase.ROLL or state.double_refusal() is not None:
            return False
        if self.level == "beginner":
            return False
        return _cube.should_double(state)

    def takes(self, state: GameState) -> bool:
        """Whether this computer takes the double offered to it in ``state``."""
        if self.level == "beginner":
            return True
        return _cube.should_take(state)

    # — games —

    def decide(self, state: GameState) -> Action | None:
        """The action this computer makes in ``state`` as the side to act: a cube action or
        a whole play; ``None`` means "roll the dice" (the game rolls them)."""
        if state.phase is Phase.DOUBLED:
            return Take() if self.takes(state) else Drop()
        if state.phase is Phase.ROLL:
            return Double() if self.wants_to_double(state) else None
        if state.phase is Phase.MOVE and state.turn is not None:
            return WholePlay(self.choose(state.position, state.turn.dice))
        if state.phase is Phase.OPENING:
            raise IllegalAction("action.not_started", rule="R23")
        raise IllegalAction("action.game_over", rule="R20")

    def act(self, game: Game) -> GameState:
        """Make the one action ``game`` waits for (roll, double, take, drop or play) as the
        side to act, and return the new state."""
        if game.phase is Phase.OPENING:
            return game.roll_opening()
        action = self.decide(game.state)
        return game.roll() if action is None else game.apply(action)


Player = Callable[[Game], object]


def play_out(game: Game, players: Mapping[Color, Computer | Player], *, max_actions: int = 10_000
             ) -> Game:
    """Play ``game`` to the end, each side's actions made by ``players[side]`` (a ``Computer``
    or any callable that makes one action on the game); returns the game."""
    for _ in range(max_actions):
        if game.is_over:
            return game
        if game.phase is Phase.OPENING:
            game.roll_opening()
            continue
        player = players[game.actor]  # type: ignore[index]
        if isinstance(player, Computer):
            player.act(game)
        else:
            player(game)
    raise RuntimeError("the game did not end")


def undo_to_decision(game: Game, side: Color) -> int:
    """Take back actions until ``side`` stands again at its last decision (a play, double,
    take or drop; a play's single checker moves are taken back together).  Returns how many
    actions were undone; 0 if ``side`` has made no decision yet (nothing is changed then)."""
    states, actions = game.states(), game.history
    for index in range(len(actions) - 1, -1, -1):
        before, action = states[index], actions[index]
        if before.actor != side or not isinstance(action, _DECISIONS):
            continue
        if isinstance(action, CheckerMove) and before.turn is not None and before.turn.moves:
            continue  # a later checker move of the turn: go back to the turn's first one
        undone = len(actions) - index
        for _ in range(undone):
            game.undo()
        return undone
    return 0


_DECISIONS = (WholePlay, CheckerMove, Double, Take, Drop)
