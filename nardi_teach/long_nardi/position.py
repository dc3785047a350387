"""``LongPosition``: a long-nardi position — both sides' checkers, who is on roll, which
sides have had their first turn, and the head-rule variant — an immutable value.

Numbering is player-relative (L1, catalogue §0): each side moves from its own 24, the head
(თავი), towards 1, and its home is 1–6.  Each side is stored in its own numbering as 26
counts, ``[0]`` borne off, ``[1..24]`` points, ``[25]`` always 0 (no bar, L3).  The
opponent's point *q* is the mover's *q* − 12 when *q* > 12, else *q* + 12.

>>> start = LongPosition.initial()
>>> str(start.parse_play("24/14", "6-4"))
'24/14'
>>> from nardi_teach import IllegalPlay
>>> try:
...     start.parse_play("24/18 24/20", "6-4")
... except IllegalPlay as error:
...     print(error.rule, "|", error.message("en"))  # doctest: +NORMALIZE_WHITESPACE
L4, R157 | Only one checker may leave the head (point 24) per turn, and one already has.
For example: 24/14. (rule L4, R157)
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..core.board import CHECKERS, OFF, Color
from ..core.checks import as_side, flag, member, shown
from ..core.dice import Dice, Roll
from ..core.errors import InvalidIdError, InvalidPositionError, InvalidValueError
from ..core.sides import Sides, read_counts
from .movegen import CROSS, HEAD, front_of, run_through

if TYPE_CHECKING:
    from ..core.dice import DiceLike
    from ..core.moves import Play
    from ..core.turn import TurnRules
    from .legal import LongLegalPlays

_START = (0,) * 24 + (CHECKERS, 0)


class HeadRule(enum.Enum):
    """Which first turns may take two checkers off the head (L5, R158, R162–R163)."""

    STANDARD = "standard"
    """Each player's own first turn, with 6-6, 4-4 or 3-3 (L5, R158)."""
    SPORT = "sport"
    """YellowClub's sport variant: only the second player's first turn (R162)."""
    CRAZY_GUL_BARA = "crazy_gul_bara"
    """Crazy gul-bara: as standard, and 1-1 as well (R163)."""
    FEVGA = "fevga"
    """Fevga: never (R163)."""

    def __repr__(self) -> str:
        return f"HeadRule.{self.name}"


_TWO_OFF = {HeadRule.STANDARD: {6, 4, 3}, HeadRule.SPORT: {6, 4, 3},
            HeadRule.CRAZY_GUL_BARA: {6, 4, 3, 1}, HeadRule.FEVGA: set()}


def _side_tuple(counts: object, side: str) -> tuple[int, ...]:
    try:
        values = tuple(counts)  # type: ignore[call-overload]
    except TypeError:
        raise InvalidPositionError("position.shape") from None
    if len(values) != 26 or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise InvalidPositionError("position.shape")
    if any(v < 0 for v in values):
        raise InvalidPositionError("position.negative", where=side)
    if values[25]:
        raise InvalidPositionError("position.long_bar", side=side)
    on_board = sum(values[1:])
    if on_board > CHECKERS:
        raise InvalidPositionError("position.too_many", side=side, count=on_board)
    if values[0] not in (0, CHECKERS - on_board):
        raise InvalidPositionError("position.off", side=side, off=values[0], count=on_board)
    return (CHECKERS - on_board,) + values[1:]


def forbidden_run(me: tuple[int, ...] | list[int], opp: tuple[int, ...] | list[int]
                  ) -> list[int] | None:
    """A run of six or more of ``me``'s points with no opposing checker ahead of it (L6), as
    ``me``'s points along the opponent's path; ``None`` if there is none."""
    front = front_of(opp)
    for q in range(1, front):
        t = CROSS[q]
        if me[t] and (q == 1 or not me[CROSS[q - 1]]):
            lo, hi = run_through(me, t)
            if hi - lo >= 5:
                return [CROSS[p] for p in range(lo, hi + 1)]
    return None


@dataclass(frozen=True, slots=True)
class LongPosition(Sides):
    """A long-nardi position.

    ``player`` and ``opponent`` are 26 counts each, every side in its own numbering;
    ``player`` is the side on roll.  ``player_first`` / ``opponent_first``: that side's
    first turn is still to come (the head exception, L5).  ``head_rule`` picks the variant
    of that exception (L5, R162–R163); left out, it is the game's own.

    The other games of the long family (``long_nardi.family``: fevga, khachapuri, the
    crazy games, …) are subclasses that change the class attributes below (python-chess's
    variant boards): the start, the head limit, the bear-off, the ID's prefix.

    >>> LongPosition.initial().pip_counts()
    (360, 360)
    """

    player: tuple[int, ...]
    opponent: tuple[int, ...]
    turn: Color = Color.WHITE
    player_first: bool = False
    opponent_first: bool = False
    head_rule: HeadRule = None  # type: ignore[assignment]  # None: the game's own

    variant: ClassVar[str] = "long"
    """The game's name (python-chess's ``uci_variant``)."""
    id_prefix: ClassVar[str] = "LN"
    """The position ID's prefix (L11); each game of the family has its own."""
    start: ClassVar[tuple[int, ...]] = _START
    """Each side's start in its own numbering (L1: 15 on the head)."""
    head_limit: ClassVar[bool] = True
    """At most one checker leaves the head per turn (L4); ``False``: no limit (V52)."""
    own_head_rule: ClassVar[HeadRule | None] = None
    """The head rule the game always has; ``None``: any ``HeadRule`` (classic long nardi)."""
    exact_bear_off: ClassVar[bool] = False
    """A die bears off only from its own point (the crazy games, V44–V45)."""
    rule_ids: ClassVar[dict[Any, str] | None] = None
    """The rule ids refusals name, where they differ from long nardi's (``explain.RULES``)."""

    def __post_init__(self) -> None:
        player = _side_tuple(self.player, "player")
        opponent = _side_tuple(self.opponent, "opponent")
        for point in range(1, 25):
            if player[point] and opponent[CROSS[point]]:
                raise InvalidPositionError("position.both_colours", point=point)
        self._check_blocks(player, opponent)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "opponent", opponent)
        object.__setattr__(self, "turn", as_side(self.turn))
        object.__setattr__(self, "player_first", flag(self.player_first, "player_first"))
        object.__setattr__(self, "opponent_first", flag(self.opponent_first, "opponent_first"))
        object.__setattr__(self, "head_rule", type(self)._head_rule(self.head_rule))

    @classmethod
    def _head_rule(cls, value: object) -> HeadRule:
        """The head rule a position of this game gets for ``value`` (``None``: its own)."""
        own = cls.own_head_rule
        if value is None:
            return own or HeadRule.STANDARD
        rule = member(value, HeadRule, "head_rule")
        if own is not None and rule is not own:
            raise InvalidPositionError("position.head_rule_fixed", game=cls.variant,
                                       rule=rule.value, own=own.value)
        return rule

    @staticmethod
    def _check_blocks(player: tuple[int, ...], opponent: tuple[int, ...]) -> None:
        """Refuse a position no legal play can reach because of the block rule (L6)."""
        for side, me, opp in (("player", player, opponent), ("opponent", opponent, player)):
            run = forbidden_run(me, opp)
            if run is not None:
                raise InvalidPositionError("position.six_block", side=side,
                                           run=", ".join(map(str, run)))

    @classmethod
    def _trusted(cls, player: tuple[int, ...], opponent: tuple[int, ...], turn: Color,
                 player_first: bool = False, opponent_first: bool = False,
                 head_rule: HeadRule = HeadRule.STANDARD) -> LongPosition:
        """Build without validation (engine-internal: the inputs are known to be valid)."""
        position = object.__new__(cls)
        for name, value in (("player", player), ("opponent", opponent), ("turn", turn),
                            ("player_first", player_first), ("opponent_first", opponent_first),
                            ("head_rule", head_rule)):
            object.__setattr__(position, name, value)
        return position

    def _like(self, player: tuple[int, ...], opponent: tuple[int, ...]) -> LongPosition:
        """The same flags and side on roll with other checkers."""
        return type(self)._trusted(player, opponent, self.turn, self.player_first,
                                   self.opponent_first, self.head_rule)

    # — construction —

    @classmethod
    def initial(cls, turn: Color = Color.WHITE, head_rule: HeadRule | None = None
                ) -> LongPosition:
        """The start (L1; each game's own, e.g. khachapuri's V51), neither side has moved yet."""
        return cls._trusted(cls.start, cls.start, as_side(turn), True, True,
                            cls._head_rule(head_rule))

    @classmethod
    def from_checkers(
        cls,
        player: Mapping[int | str, int],
        opponent: Mapping[int | str, int] | None = None,
        turn: Color = Color.WHITE,
        *,
        player_first: bool = False,
        opponent_first: bool = False,
        head_rule: HeadRule | None = None,
    ) -> LongPosition:
        """A position from checker lists, both in the **player's** numbering (points 1–24,
        ``"off"``; unlisted checkers are borne off).  The opponent's head is then 12.

        >>> LongPosition.from_checkers({24: 14, 19: 1}, {12: 15}).pip_counts()
        (355, 360)
        """
        return cls(_counts(player, cross=False), _counts(opponent or {}, cross=True), turn,
                   player_first, opponent_first, head_rule)

    @classmethod
    def from_id(cls, text: str) -> LongPosition:
        """Read a long-nardi position ID (see :meth:`id`)."""
        from .ids import decode_long_id

        return cls(*decode_long_id(text, cls))

    @classmethod
    def from_xgid(cls, text: str) -> LongPosition:
        """Refused by name: an XGID describes a short-nardi board (``InvalidIdError``, with
        this game's own ID, :meth:`from_id`'s, as the example)."""
        raise InvalidIdError("id.no_xgid", example=cls.initial().id())

    def id(self) -> str:
        """The position ID (L11): ``LN:`` + the player's and the opponent's counts on their
        points 1–24 (one hex digit each, own numbering) + the colour on roll (``w``/``b``)
        and the two first-turn flags (``1``: still to come), + ``:variant`` unless standard.

        >>> LongPosition.initial().id()
        'LN:00000000000000000000000f:00000000000000000000000f:w11'
        """
        from .ids import encode_long_id

        return encode_long_id(self)

    def position_id(self) -> str:
        """The position's ID in the variant's own scheme: :meth:`id`."""
        return self.id()

    @classmethod
    def from_position_id(cls, text: str, turn: Color | None = None) -> LongPosition:
        """The position :meth:`position_id` wrote (the ID names the side on roll itself)."""
        return cls.from_id(text)

    # — queries —

    def can_bear_off(self) -> bool:
        """Whether the player on roll has every checker home (L8)."""
        return not any(self.player[7:25])

    def head_allowance(self, dice: DiceLike) -> int:
        """How many checkers may leave the head with ``dice`` this turn: 1 (L4), or 2 on a
        first turn with the doubles of L5 under ``head_rule`` (R158, R162–R163)."""
        if not self.head_limit:
            return CHECKERS  # V52: no limit
        if isinstance(dice, Roll):
            return 1  # single moves are never a first-turn double (V17, V63, V66)
        roll = Dice.coerce(dice)
        if not roll.is_double or not self.player_first:
            return 1
        if self.head_rule is HeadRule.SPORT and self.opponent_first:
            return 1  # R162: the first player's first turn has no exception
        return 2 if roll.high in _TWO_OFF[self.head_rule] else 1

    has_bar: ClassVar[bool] = False
    """Long nardi has no bar (L3): drawings leave it out."""
    has_koks: ClassVar[bool] = False
    """No koks in long nardi (L9): oin or mars only."""

    @staticmethod
    def for_other_side(point: int) -> int:
        """The same point in the other side's numbering (``point ± 12``; off stays off)."""
        return CROSS[point] if 1 <= point <= 24 else point

    # — plays —

    @property
    def _turn_rules(self) -> TurnRules:
        """Long nardi's rules for a turn played move by move (``core.turn.TurnRules``)."""
        from .explain import TURN_RULES

        return TURN_RULES

    def legal_plays(self, dice: DiceLike) -> LongLegalPlays:
        """Every legal play for ``dice``, one per distinct result (L3–L8)."""
        from .legal import LongLegalPlays

        return LongLegalPlays(self, dice)

    def play(self, play: Play) -> LongPosition:
        """The position after ``play``, the opponent on roll.

        Each checker move is checked (a checker to move, direction, closed points, the head,
        six-blocks, bearing off); the must-play rules need the roll and are checked by
        :meth:`legal_plays` and :meth:`parse_play`.  Raises ``IllegalPlay``.
        """
        from ..core.moves import Play
        from .explain import apply_play

        if not isinstance(play, Play):
            raise InvalidValueError("value.play", value=shown(play))
        me = apply_play(self, play)
        return type(self)._trusted(self.opponent, me, self.turn.other, self.opponent_first,
                                   False, self.head_rule)

    def parse_play(self, text: str, dice: DiceLike) -> Play:
        """The legal play that ``text`` means (``24/18 24/20``, ``24/12``, ``6/off(2)``).

        Raises ``NotationError`` (unreadable, or ``bar``/``*``, which long nardi has not),
        ``AmbiguousPlayError`` or ``IllegalPlay`` (with the reason and the L-id).
        """
        from .notation import parse_play

        return parse_play(self, text, dice)

    def flipped(self) -> LongPosition:
        """The same checkers with the other side on roll."""
        return type(self)._trusted(self.opponent, self.player, self.turn.other,
                                   self.opponent_first, self.player_first, self.head_rule)

    # — display —

    def __repr__(self) -> str:
        return f"{type(self).__name__}.from_id({self.id()!r})"


def _counts(checkers: Mapping[int | str, int], *, cross: bool) -> tuple[int, ...]:
    """The counts of ``{point: count}`` (1–24, ``"off"``/0), in the player's numbering or,
    ``cross``, from the opponent's side."""

    def point_of(key: object) -> int | None:
        point = key
        if isinstance(key, str):
            name = key.strip().lower()
            point = (OFF if name == "off" else
                     int(name) if name.isascii() and name.isdigit() else None)
        if not isinstance(point, int) or not 0 <= point <= 24:
            return None
        return CROSS[point] if cross else point

    return read_counts(checkers, point_of, "position.long_key")


__all__ = ["HEAD", "HeadRule", "LongPosition", "forbidden_run"]
