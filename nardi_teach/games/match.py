"""Matches and money play (R117–R123, C6, C19): the score, the Crawford game, the winner.

``MatchState`` is the immutable score sheet: ``state.record(game)`` adds a finished game
(or its ``Outcome``), ``state.after(winner, points)`` any points.  ``Match`` runs ``Game``s
to the end.  The Crawford game is the one right after the first time either score becomes
N−1; it has no cube, and every later game is post-Crawford (C6).  Length 0 means money
play.

>>> s = MatchState(5).after(Color.WHITE, 1).after(Color.BLACK, 2).after(Color.WHITE, 3)
>>> s.score, s.crawford, s.crawford_game
((4, 2), True, 4)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from ..core.board import Color
from ..core.checks import as_side, instance, shown, whole
from ..core.checks import seed as checked_seed
from ..core.errors import NardiError
from .actions import IllegalAction
from .game import Game, GameState
from .rules import Rules
from .scoring import Outcome
from .variant import SHORT, Variant

KEPT_GAMES = 100
"""Games a money-play series keeps (older ones are folded into ``start_state``'s score)."""


class InvalidMatchError(NardiError):
    """A match length below 0, or a negative score."""


@dataclass(frozen=True, slots=True)
class MatchState:
    """The score sheet: ``length`` (0 = money), ``score`` as (WHITE, BLACK), ``games``
    finished, and ``crawford_game`` — the 1-based number of the Crawford game once known
    (0: it was played before this sheet started), ``None`` before anyone reached N−1."""

    length: int = 0
    score: tuple[int, int] = (0, 0)
    games: int = 0
    crawford_game: int | None = None

    def __post_init__(self) -> None:
        if isinstance(self.length, bool) or not isinstance(self.length, int) or not (
                0 <= self.length <= 10**9):  # no match is longer; and it prints (issue 40)
            raise InvalidMatchError("match.length", value=shown(self.length))
        if (not isinstance(self.score, tuple | list) or len(self.score) != 2
                or any(isinstance(s, bool) or not isinstance(s, int) or not 0 <= s <= 10**9
                       for s in self.score)):
            raise InvalidMatchError("match.score", value=shown(self.score))
        whole(self.games, "games", 0, 10**9)
        if self.crawford_game is not None:
            whole(self.crawford_game, "crawford_game", 0, 10**9)
        object.__setattr__(self, "score", tuple(self.score))

    @classmethod
    def at(cls, length: int, score: tuple[int, int], *, crawford: bool | None = None
           ) -> MatchState:
        """A sheet at ``score``.  With a score of N−1, the next game is the Crawford game
        unless ``crawford=False`` (then it is post-Crawford)."""
        state = cls(length, score)
        if length > 1 and not state.is_over and length - 1 in state.score:
            return replace(state, crawford_game=0 if crawford is False else 1)
        if crawford:
            raise InvalidMatchError("match.crawford_score", length=length)
        return state

    @property
    def money(self) -> bool:
        return self.length == 0

    @property
    def winner(self) -> Color | None:
        """Who has reached or passed the length (R117); ``None`` in money play."""
        if self.length:
            for color in (Color.WHITE, Color.BLACK):
                if self.score[color] >= self.length:
                    return color
        return None

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    @property
    def crawford(self) -> bool:
        """The next game (the one to be played now) is the Crawford game (R120)."""
        return self.crawford_game == self.games + 1

    @property
    def post_crawford(self) -> bool:
        """The Crawford game has been played; the cube is back (R121)."""
        return self.crawford_game is not None and self.games >= self.crawford_game

    @property
    def cube_in_play(self) -> bool:
        """Whether the next game has a cube: not a 1-point match (R114), not Crawford."""
        return self.length != 1 and not self.crawford

    def away(self, color: Color) -> int:
        """Points ``color`` still needs (``0`` in money play)."""
        return max(0, self.length - self.score[color]) if self.length else 0

    def after(self, winner: Color, points: int) -> MatchState:
        """The sheet after ``winner`` scores ``points`` (R123); past N simply ends it."""
        if self.is_over:
            raise IllegalAction("match.over", rule="R117")
        score = list(self.score)
        score[as_side(winner, "winner")] += whole(points, "points", 0, 10**9)
        new = MatchState(self.length, (score[0], score[1]), self.games + 1, self.crawford_game)
        if (new.crawford_game is None and new.length > 1 and not new.is_over
                and new.length - 1 in new.score):
            new = replace(new, crawford_game=new.games + 1)  # C6: first time N−1
        return new

    def record(self, game: Game | GameState | Outcome) -> MatchState:
        """The sheet after a finished game: a ``Game``, its ``state`` or its ``Outcome``
        (the winner scores the game's points, R123; a drawn game, V31, counts as played)."""
        instance(game, Game | GameState | Outcome, "game")
        outcome = game if isinstance(game, Outcome) else game.outcome
        if outcome is None and not isinstance(game, Outcome) and game.drawn:
            return replace(self, games=self.games + 1)  # V31: a draw scores nothing
        if outcome is None:
            raise IllegalAction("match.game_running", rule="R118")
        return self.after(outcome.winner, outcome.points)


class Match:
    """Games played to ``length`` points (0 = money play), with Crawford (R117–R123, C6).

    ``match.game`` is the game in progress; when it is over, ``match.new_game()`` starts the
    next one.  ``variant`` picks the kind of game (see ``games.long_game``).
    ``match.state`` is the ``MatchState`` of the finished games.  ``undo()`` goes
    back one action, across games too.
    """

    def __init__(
        self,
        length: int = 0,
        rules: Rules | None = None,
        *,
        start: MatchState | None = None,
        seed: int | None = None,
        rng: random.Random | None = None,
        variant: Variant = SHORT,
    ) -> None:
        self.variant = instance(variant, Variant, "variant")
        if rules is not None:
            instance(rules, Rules, "rules")
        if rng is not None:
            instance(rng, random.Random, "rng")
        if start is not None:
            instance(start, MatchState, "start")
        self.start_state = start if start is not None else MatchState(length)
        if start is not None and start.length != length and length:
            raise InvalidMatchError("match.length", value=length)
        self.rules = rules or Rules()
        if self.start_state.length:
            self.rules = self.rules.for_match()  # R122
        self.rng = rng if rng is not None else random.Random(checked_seed(seed))
        self.games: list[Game] = []
        if self.start_state.is_over:
            raise IllegalAction("match.over", rule="R117")
        self.games.append(self._game_for(self.start_state))

    def _game_for(self, state: MatchState) -> Game:
        position = None
        if self.variant.winner_starts and self.games and self.games[-1].winner is not None:
            position = self.variant.initial(self.games[-1].winner)  # L2: no opening roll
        return Game(self.rules, rng=self.rng, match_length=state.length, score=state.score,
                    crawford=state.crawford, variant=self.variant, position=position)

    @property
    def length(self) -> int:
        return self.start_state.length

    @property
    def game(self) -> Game:
        """The game in progress (or the last one, once the match is over)."""
        return self.games[-1]

    @property
    def state(self) -> MatchState:
        """The score sheet after every finished game."""
        state = self.start_state
        for game in self.games:
            if game.is_over:
                state = state.record(game)
        return state

    @property
    def score(self) -> tuple[int, int]:
        return self.state.score

    @property
    def winner(self) -> Color | None:
        return self.state.winner

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def crawford_games(self) -> list[int]:
        """Indices (0-based, into ``games``) of the games played as the Crawford game."""
        return [i for i, g in enumerate(self.games) if g.state.crawford]

    def new_game(self) -> Game:
        """Start the next game (R28); the current one must be over, the match not."""
        if not self.game.is_over:
            raise IllegalAction("match.game_running", rule="R118")
        state = self.state
        if state.is_over:
            raise IllegalAction("match.over", rule="R117")
        game = self._game_for(state)
        self.games.append(game)
        if not self.length and len(self.games) > KEPT_GAMES:  # money play: fold the oldest
            self.start_state = self.start_state.record(self.games.pop(0))
        return game

    def undo(self) -> object:
        """Take back the last action of the match (a fresh game is dropped first); once the
        match is over, nothing is taken back (``IllegalAction``, R117)."""
        if self.is_over:
            raise IllegalAction("robust.match_over_undo", rule="R117")
        if not self.game.history and len(self.games) > 1:
            self.games.pop()
        return self.game.undo()

    @property
    def game_state(self) -> GameState:
        return self.game.state

    def __repr__(self) -> str:
        s = self.state
        return f"<Match length={s.length} score={s.score} games={len(self.games)}>"
