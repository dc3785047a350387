"""``Position``: the checkers of both sides and who is on roll — an immutable value.

Points are numbered from the side of the player on roll (R12–R15, C1): home board 1–6,
the player moves from 24 towards 1, ``BAR = 25``, ``OFF = 0``.  Each side is stored in its
own numbering as 26 counts: ``[0]`` borne off, ``[1..24]`` points, ``[25]`` the bar.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.board import BAR, CHECKERS, OFF, Color
from ..core.checks import as_side, shown
from ..core.errors import InvalidIdError, InvalidPositionError, InvalidValueError
from ..core.sides import Sides, read_counts
from . import legal as _moves

if TYPE_CHECKING:
    from ..core.dice import DiceLike
    from ..core.moves import Play
    from ..core.turn import TurnRules
    from .legal import LegalPlays

_START = (0, 0, 0, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0)


def _side_tuple(counts: object, side: str, total: int = CHECKERS) -> tuple[int, ...]:
    try:
        values = tuple(counts)  # type: ignore[call-overload]
    except TypeError:
        raise InvalidPositionError("position.shape") from None
    if len(values) != 26 or not all(isinstance(v, int) and not isinstance(v, bool) for v in values):
        raise InvalidPositionError("position.shape")
    if any(v < 0 for v in values):
        raise InvalidPositionError("position.negative", where=side)
    on_board = sum(values[1:])
    if on_board > total:
        if total != CHECKERS:
            raise InvalidPositionError("position.total", side=side, count=on_board, total=total)
        raise InvalidPositionError("position.too_many", side=side, count=on_board)
    if values[0] not in (0, total - on_board):
        raise InvalidPositionError("position.off", side=side, off=values[0], count=on_board)
    return (total - on_board,) + values[1:]


def _check_overlap(player: tuple[int, ...], opponent: tuple[int, ...]) -> None:
    for point in range(1, 25):
        if player[point] and opponent[25 - point]:
            raise InvalidPositionError("position.both_colours", point=point)


@dataclass(frozen=True, slots=True)
class Position(Sides):
    """Both sides' checkers and the colour on roll.

    ``player`` and ``opponent`` are 26 counts each, every side in its own numbering
    (``[0]`` off, ``[1..24]`` points, ``[25]`` bar); ``player`` is the side on roll.
    Unlisted checkers count as borne off, so ``[0]`` is always ``15 − on board``.

    >>> Position.initial().pip_counts()
    (167, 167)
    """

    player: tuple[int, ...]
    opponent: tuple[int, ...]
    turn: Color = Color.WHITE

    def __post_init__(self) -> None:
        player = _side_tuple(self.player, "player", self.total)
        opponent = _side_tuple(self.opponent, "opponent", self.total)
        _check_overlap(player, opponent)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "opponent", opponent)
        object.__setattr__(self, "turn", as_side(self.turn))

    @classmethod
    def _trusted(cls, player: tuple[int, ...], opponent: tuple[int, ...], turn: Color) -> Position:
        """Build without validation (engine-internal: the inputs are known to be valid)."""
        position = object.__new__(cls)
        object.__setattr__(position, "player", player)
        object.__setattr__(position, "opponent", opponent)
        object.__setattr__(position, "turn", turn)
        return position

    # — construction —

    @classmethod
    def initial(cls, turn: Color = Color.WHITE) -> Position:
        """The starting position (R16): 24:2, 13:5, 8:3, 6:5 for each side."""
        return cls._trusted(_START, _START, as_side(turn))

    @classmethod
    def from_checkers(
        cls,
        player: Mapping[int | str, int],
        opponent: Mapping[int | str, int] | None = None,
        turn: Color = Color.WHITE,
    ) -> Position:
        """A position from checker lists, both given in the **player's** numbering.

        Keys are points 1–24, ``"bar"`` (or 25) and ``"off"`` (or 0); this is the
        catalogue's drill notation ``X{24:2, 13:5} O{19:2}``.  Unlisted checkers are
        borne off.  The opponent's ``"bar"`` is the opponent's own bar.

        >>> Position.from_checkers({6: 2, "off": 13}, {19: 2}).pip_counts()
        (12, 12)
        """
        position = cls(
            _counts(player, mirror=False), _counts(opponent or {}, mirror=True), turn
        )
        for side, given in (("player", player), ("opponent", opponent or {})):
            off = next((n for k, n in given.items() if str(k).strip().lower() in ("off", "0")),
                       None)
            on_board = cls.total - position.checkers(
                position.turn if side == "player" else position.turn.other)[0]
            if off is not None and off + on_board != cls.total:
                raise InvalidPositionError("position.off", side=side, off=off, count=on_board)
        return position

    @classmethod
    def from_gnubg_id(cls, position_id: str, turn: Color = Color.WHITE) -> Position:
        """Decode GNU Backgammon's 14-character Position ID (the player on roll is ``turn``)."""
        from .ids import decode_position_id

        player, opponent = decode_position_id(position_id)
        return cls._trusted(player, opponent, as_side(turn))

    def gnubg_id(self) -> str:
        """GNU Backgammon's Position ID (``4HPwATDgc/ABMA`` for the start)."""
        from .ids import encode_position_id

        return encode_position_id(self.player, self.opponent)

    def position_id(self) -> str:
        """The position's ID in the variant's own scheme (here gnubg's; see :meth:`gnubg_id`)."""
        return self.gnubg_id()

    @classmethod
    def from_position_id(cls, text: str, turn: Color = Color.WHITE) -> Position:
        """The position :meth:`position_id` wrote (``turn`` on roll)."""
        return cls.from_gnubg_id(text, turn)

    @classmethod
    def from_id(cls, text: str) -> Position:
        """The position an ID names, as every game of the family reads its own ID: here an
        XGID (``XGID=…``) or gnubg's 14-character Position ID (X on roll).  A position this
        game cannot have (hypergammon's three checkers a side) is an ``InvalidIdError``."""
        spec = text.strip() if isinstance(text, str) else ""
        if spec[:5].upper() == "XGID=":
            read = cls.from_xgid(spec)
        else:
            read = cls.from_gnubg_id(spec)
        try:
            return cls((0, *read.player[1:]), (0, *read.opponent[1:]), read.turn)
        except InvalidPositionError as error:
            raise InvalidIdError("id.position_content", text=spec[:80],
                                 detail=error.message()) from None

    @classmethod
    def from_xgid(cls, xgid: str) -> Position:
        """Read an XGID (``XGID=…`` or only its 26-character position field).

        The turn comes from the XGID's fourth field when present; a bare position field
        means X (``WHITE``) is on roll.
        """
        from .ids import decode_xgid_position

        player, opponent, turn = decode_xgid_position(xgid)
        return cls._trusted(player, opponent, Color(turn))

    def xgid(self) -> str:
        """XGID's 26-character position field (always from X's, i.e. WHITE's, side)."""
        from .ids import encode_xgid_position

        return encode_xgid_position(self.player, self.opponent, self.turn)

    # — queries —

    def can_bear_off(self) -> bool:
        """Whether the player on roll has every checker home (R67–R68, R87)."""
        return not any(self.player[7:26])

    def is_race(self) -> bool:
        """No contact is left: every checker of one side has passed every checker of the other."""
        mine = [p for p in range(1, 26) if self.player[p]]
        theirs = [25 - p for p in range(1, 26) if self.opponent[p]]
        return not mine or not theirs or max(mine) < min(theirs)

    variant: ClassVar[str] = "short"
    """The game's name (python-chess's ``uci_variant``)."""
    has_bar: ClassVar[bool] = True
    """Short nardi has a bar (R52–R66): drawings show it."""
    has_koks: ClassVar[bool] = True
    """A game can end in koks (R96)."""

    @staticmethod
    def for_other_side(point: int) -> int:
        """The same point in the other side's numbering (R13: ``25 − point``; bar and off
        stay as they are)."""
        return point if point in (OFF, BAR) else 25 - point

    # — plays —

    @property
    def _turn_rules(self) -> TurnRules:
        """Short nardi's rules for a turn played move by move (``core.turn.TurnRules``)."""
        from .explain import TURN_RULES

        return TURN_RULES

    def legal_plays(self, dice: DiceLike) -> LegalPlays:
        """Every legal play for ``dice``, one per distinct result (R29–R89).

        A dance gives an empty collection.  ``play in position.legal_plays(dice)``
        answers "is this legal?" by the resulting position.
        """
        return _moves.LegalPlays(self, dice)

    def play(self, play: Play) -> Position:
        """The position after ``play``, the opponent on roll.

        Each checker move is checked (a checker to move, direction, landing, bearing off);
        the must-play rules need the roll and are checked by :meth:`legal_plays` and
        :meth:`parse_play`.  Raises ``IllegalPlay``; nothing is half-applied.
        """
        from ..core.moves import Play
        from .legal import apply_play

        if not isinstance(play, Play):
            raise InvalidValueError("value.play", value=shown(play))
        player, opponent = apply_play(self, play)
        return type(self)._trusted(opponent, player, self.turn.other)

    def parse_play(self, text: str, dice: DiceLike) -> Play:
        """The legal play that ``text`` means (``24/13``, ``bar/22*``, ``6/off(2)``, …).

        Raises ``NotationError`` (unreadable), ``AmbiguousPlayError`` or ``IllegalPlay``
        (with the reason and the R-id).
        """
        from .notation import parse_play

        return parse_play(self, text, dice)

    def flipped(self) -> Position:
        """The same checkers with the other side on roll."""
        return type(self)._trusted(self.opponent, self.player, self.turn.other)

    # — display —

    def __repr__(self) -> str:
        turn = "" if self.turn == Color.WHITE else ", turn=Color.BLACK"
        return f"{type(self).__name__}.from_gnubg_id({self.gnubg_id()!r}{turn})"


def _counts(checkers: Mapping[int | str, int], *, mirror: bool) -> tuple[int, ...]:
    """The counts of ``{point: count}`` (1–24, ``"bar"``/25, ``"off"``/0), in the
    player's numbering or, ``mirror``, from the opponent's side."""

    def point_of(key: object) -> int | None:
        point = key
        if isinstance(key, str):
            name = key.strip().lower()
            point = {"bar": BAR, "off": OFF}.get(name)
            if point is None and name.isascii() and name.isdigit():
                point = int(name)
        if not isinstance(point, int) or not 0 <= point <= 25:
            return None
        return 25 - point if mirror and 1 <= point <= 24 else point

    return read_counts(checkers, point_of, "position.key")
