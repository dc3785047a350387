"""The short-nardi (contrary) family's positions: hypergammon (V12–V13), triple and "2-2"
(V16–V18), Caucasian short nardi (V20–V23) and crazy short nardi's bear-off (V44–V46).

Each is its own class on short nardi's board (python-chess's variant boards subclass
``Board`` the same way): the same numbering (V1), API, notation and IDs as ``Position``
(GNU Backgammon's Position ID; gnubg uses the same ID for hypergammon), with the variant's
rules in ``legal_plays``.  Plakoto has pins and no bar, so it has a board of its own
(the ``plakoto`` package).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from ..core.board import Color
from ..core.checks import as_side
from ..core.dice import AnyRoll, DiceLike, Roll, coerce_any
from ..core.errors import (
    IllegalPlay,
    InvalidDiceError,
    InvalidIdError,
    InvalidPositionError,
    NardiError,
    Reason,
)
from ..core.search import search
from ..core.turn import example_play
from .family_rules import (
    CAUCASIAN_RULES,
    CRAZY_RULES,
    HOME_HITS,
    CaucasianBoard,
    CrazyBoard,
    exact_generate,
)
from .legal import LegalPlays
from .movegen import MASK_SHIFT, generate
from .multidice import generate_roll
from .position import Position

if TYPE_CHECKING:
    from ..core.moves import Play
    from ..core.turn import TurnRules


class VariantPlays(LegalPlays):
    """A short-family variant's legal plays: short nardi's collection over results the
    variant's own search found (``frozen_binding``: Caucasian's V22 restriction is in force)."""

    __slots__ = ("frozen_binding",)

    def __init__(self, position: Position, dice: AnyRoll, max_moves: int,
                 results: dict[int, Any], frozen_binding: bool = False) -> None:
        self.position, self.dice = position, dice
        self.max_moves, self._results = max_moves, results
        self.frozen_binding = frozen_binding
        self._plays = None


def _searched(position: Position, dice: AnyRoll, board: Any) -> VariantPlays:
    if not any(position.player[1:26]):  # the game is over (R20)
        return VariantPlays(position, dice, 0, {})
    used, results = search(board, dice.moves)
    return VariantPlays(position, dice, len(used), results)


class HyperPosition(Position):
    """Hypergammon (ჰიპერგამონი): three checkers a side on 24, 23 and 22 (V12), every
    short-nardi rule (V13); bear-off once all three are home (R70, R174).

    >>> HyperPosition.initial().pip_counts(), len(HyperPosition.initial().legal_plays("3-1"))
    ((69, 69), 7)
    """

    __slots__ = ()
    total: ClassVar[int] = 3
    variant: ClassVar[str] = "hypergammon"

    @classmethod
    def initial(cls, turn: Color = Color.WHITE) -> HyperPosition:
        """The start (V12): one checker on each of 24, 23, 22 for each side."""
        side = (0,) * 22 + (1, 1, 1, 0)
        return cls._trusted((0,) + side[1:], (0,) + side[1:], as_side(turn))

    @classmethod
    def from_gnubg_id(cls, position_id: str, turn: Color = Color.WHITE) -> HyperPosition:
        """Decode gnubg's Position ID of a hypergammon position (three checkers a side)."""
        from .ids import decode_position_id

        player, opponent = decode_position_id(position_id)
        try:
            return cls((0, *player[1:]), (0, *opponent[1:]), turn)
        except InvalidPositionError as error:
            raise InvalidIdError("id.position_content", text=position_id,
                                 detail=error.message()) from None


class _DicePosition(Position):
    """Short nardi (V17) rolled with ``dice_count`` dice, each its own move (V16, V18)."""

    __slots__ = ()
    dice_count: ClassVar[int] = 3

    def roll(self, dice: DiceLike | Roll) -> Roll:
        """``dice`` read as this game's roll: exactly ``dice_count`` single moves (V16)."""
        roll = Roll.coerce(dice)
        if len(roll) != self.dice_count:
            raise InvalidDiceError("dice.variant_count", n=self.dice_count, count=len(roll))
        return roll

    def legal_plays(self, dice: DiceLike | Roll) -> LegalPlays:
        """Every legal play of ``dice`` (V16–V18: as many dice as possible, then the largest)."""
        return LegalPlays(self, self.roll(dice))


class TriplePosition(_DicePosition):
    """Triple (სამმაგი): short nardi with three dice, each its own move, never doubled:
    5-5-5 is three fives (V16–V18).

    >>> TriplePosition.initial().legal_plays("5-5-5").max_moves
    3
    """

    __slots__ = ()
    dice_count: ClassVar[int] = 3
    variant: ClassVar[str] = "triple"


class TwoTwoPosition(_DicePosition):
    """"2-2": short nardi with four dice, each its own move (V16–V18)."""

    __slots__ = ()
    dice_count: ClassVar[int] = 4
    variant: ClassVar[str] = "2-2"


class CrazyShortPosition(Position):
    """Crazy short nardi's board (V46): short nardi with the exact-only bear-off (V44–V45):
    a die bears off only the checker on its own point.  (The progression is game flow.)

    >>> [str(p) for p in CrazyShortPosition.from_checkers({3: 1}, {19: 1}).legal_plays("6-5")]
    []
    """

    __slots__ = ()
    variant: ClassVar[str] = "crazy_short"

    @property
    def _turn_rules(self) -> TurnRules:
        return CRAZY_RULES

    def legal_plays(self, dice: DiceLike | Roll) -> LegalPlays:
        """Every legal play of ``dice`` with the exact-only bear-off (V3, V44)."""
        roll = coerce_any(dice)
        if sum(self.player[7:26]) >= len(roll.moves):
            return LegalPlays(self, roll)  # no bear-off can open this turn: short nardi's plays
        if not any(self.player[1:26]):
            return VariantPlays(self, roll, 0, {})
        found = exact_generate(self.player, self.opponent, roll.moves)
        if found is not None:
            return VariantPlays(self, roll, found[0], found[1])
        return _searched(self, roll, CrazyBoard(self.player, self.opponent))


class CaucasianPosition(Position):
    """Caucasian short nardi (კავკასიური მოკლე ნარდი, V20–V23): short nardi, but a checker
    that hits on one of the mover's home points may not move again that turn, unless every
    best play (V3) moves it — judged on the whole play (V22).

    >>> p = CaucasianPosition.from_checkers({6: 1, 13: 2}, {4: 1})
    >>> sorted(str(x) for x in p.legal_plays("2-1"))
    ['13/10', '13/11 6/5', '13/12 13/11', '13/12 6/4*', '6/3']
    """

    __slots__ = ()
    variant: ClassVar[str] = "caucasian"

    @property
    def _turn_rules(self) -> TurnRules:
        return CAUCASIAN_RULES

    def legal_plays(self, dice: DiceLike | Roll) -> LegalPlays:
        """Every legal play (V21–V22): the best plays that leave every hitter still, or, when
        no best play does, every best play."""
        roll = coerce_any(dice)
        if not any(self.player[1:26]):
            return VariantPlays(self, roll, 0, {})
        if isinstance(roll, Roll):
            count, results = generate_roll(self.player, self.opponent, roll.moves)
        else:
            count, results = generate(self.player, self.opponent, roll.high, roll.low)
        if not any(key >> MASK_SHIFT & HOME_HITS for key in results):
            return VariantPlays(self, roll, count, results)  # no hit in the home: no hitter
        if isinstance(roll, Roll):
            still, kept = search(CaucasianBoard(self.player, self.opponent), roll.moves)
            clean = kept if len(still) == count else {}
        else:
            blots = [h for h in range(1, 7) if self.opponent[25 - h] == 1]
            clean = {key: value for key, value in results.items()
                     if not _moves_a_hitter(value, blots)}
        if clean:
            return VariantPlays(self, roll, count, clean, frozen_binding=True)
        return VariantPlays(self, roll, count, results)  # every best play moves a hitter

    def parse_play(self, text: str, dice: DiceLike | Roll) -> Play:
        """As :meth:`Position.parse_play`; a play that moves a frozen hitter when it need not
        is refused with V22 and a legal example."""
        plain = Position._trusted(self.player, self.opponent, self.turn)
        try:
            wanted = plain.parse_play(text, dice)  # what the text means in short nardi
        except NardiError:
            return super().parse_play(text, dice)
        legal = self.legal_plays(dice)
        if wanted in legal:
            return wanted
        src = next((m.src for m, _ in _after_home_hits(wanted)), None)
        if src is None:
            return super().parse_play(text, dice)  # not a frozen hitter: the usual refusal
        example = example_play(legal, wanted.moves[0] if wanted.moves else None, self, dice)
        raise IllegalPlay(Reason.FROZEN_HITTER, src=src, example=example, rule="V21, V22, R172")


def _after_home_hits(play: Play) -> list[tuple[Any, Any]]:
    """The moves of ``play`` that start where one of its own moves hit in the home (V21)."""
    out = []
    hits: dict[int, int] = {}
    for move in sorted(play.moves, key=lambda m: -m.src):
        if hits.get(move.src):
            out.append((move, hits[move.src]))
            hits[move.src] -= 1
        if move.hit and 1 <= move.dst <= 6:
            hits[move.dst] = hits.get(move.dst, 0) + 1
    return out


def _moves_a_hitter(value: Any, blots: list[int]) -> bool:
    """Whether a play of the fast generator (two steps, or a double's counts) moves on a
    checker that hit on one of the home points ``blots`` (V21).  With two dice the hitter
    is the only checker that can leave its point; in a double, the ``k`` checkers that left
    a blot's point ``h`` all arrived from ``h + die``, and the hitter stayed exactly when
    fewer left than arrived (checkers are alike: V21 counts them)."""
    if type(value) is not int:
        if len(value) < 2:
            return False
        first, second = value
        return bool(first[3]) and first[1] <= 6 and second[0] == first[1]
    die = value & 7
    for h in blots:
        left = value >> 3 * h & 7
        if left and h + die <= 24 and left >= value >> 3 * (h + die) & 7:
            return True
    return False
