"""``PlakotoPosition``: plakoto (პლაკოტო, V24–V31) — pins instead of hits, no bar.

Each side's 15 checkers start on its own 24 (the opponent's 1-point, V24) and the sides
move in opposite directions (V2).  Landing on a lone opposing checker pins it (V25); a
pinned checker cannot move (V26), its side may not land on that point (V27), it is free
when the last pinner leaves (V28), and while a side has a checker pinned it may not bear
off (V30).  ``crazy=True`` gives crazy plakoto's exact-only bear-off (V44–V45, V57).

The ID (:meth:`PlakotoPosition.id`): GNU Backgammon's Position ID of the counts (a pinned
checker counted on its point), then ``:`` and one letter per point that holds both colours,
in the player's numbering from 1 up — ``x`` when the player's checker is pinned there,
``o`` when the opponent's is — then ``:b`` when Black is on roll and ``:c`` for crazy
plakoto.  The start is ``'AACA/z8AAID/Pw:'`` (no shared point, White on roll).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from ..core.board import CHECKERS, Color
from ..core.checks import as_side, flag, shown
from ..core.dice import DiceLike, Roll, coerce_any
from ..core.errors import InvalidIdError, InvalidPositionError, InvalidValueError, NardiError
from ..core.legal import BaseLegalPlays
from ..core.moves import Move, Play
from ..core.search import search
from ..core.sides import Sides
from ..short_nardi.family_rules import exact_generate
from ..short_nardi.movegen import MASK_SHIFT, decode, expand, generate
from ..short_nardi.multidice import generate_roll
from ..short_nardi.position import _counts, _side_tuple
from .moves import TURN_RULES, PlakotoBoard

if TYPE_CHECKING:
    from ..core.turn import TurnRules

_START = (0,) * 24 + (15, 0)


def _bits(points: object, side: str) -> int:
    try:
        values = list(points)  # type: ignore[call-overload]
    except TypeError:
        raise InvalidPositionError("position.shape") from None
    mask = 0
    for point in values:
        if isinstance(point, bool) or not isinstance(point, int) or not 1 <= point <= 24:
            raise InvalidPositionError("position.key", key=shown(point))
        mask |= 1 << point
    return mask


@dataclass(frozen=True, slots=True)
class PlakotoPosition(Sides):
    """Both sides' checkers, which of them are pinned, and the colour on roll.

    ``player`` / ``opponent``: 26 counts in each side's own numbering (``[25]`` is always 0:
    no bar); ``player_pins`` / ``opponent_pins``: the points, in that side's numbering,
    where its checker lies pinned.  ``crazy``: exact-only bear-off (V57).

    >>> start = PlakotoPosition.initial()
    >>> start.pip_counts(), len(start.legal_plays("6-5"))
    ((360, 360), 2)
    """

    player: tuple[int, ...]
    opponent: tuple[int, ...]
    turn: Color = Color.WHITE
    player_pins: frozenset[int] = frozenset()
    opponent_pins: frozenset[int] = frozenset()
    crazy: bool = False

    def __post_init__(self) -> None:
        player = _side_tuple(self.player, "player")
        opponent = _side_tuple(self.opponent, "opponent")
        if player[25] or opponent[25]:
            raise InvalidPositionError("position.no_bar")
        mine, theirs = _bits(self.player_pins, "player"), _bits(self.opponent_pins, "opponent")
        for point in range(1, 25):
            other = 25 - point
            both = player[point] and opponent[other]
            pin_mine, pin_theirs = mine >> point & 1, theirs >> other & 1
            if (pin_mine or pin_theirs) and not both:
                raise InvalidPositionError("position.pin", point=point)
            if both and not ((pin_mine and player[point] == 1 and not pin_theirs)
                             or (pin_theirs and opponent[other] == 1 and not pin_mine)):
                raise InvalidPositionError("position.pin", point=point)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "opponent", opponent)
        object.__setattr__(self, "turn", as_side(self.turn))
        object.__setattr__(self, "player_pins", frozenset(p for p in range(25) if mine >> p & 1))
        object.__setattr__(self, "opponent_pins",
                           frozenset(p for p in range(25) if theirs >> p & 1))
        object.__setattr__(self, "crazy", flag(self.crazy, "crazy"))

    @classmethod
    def _trusted(cls, player: tuple[int, ...], opponent: tuple[int, ...], turn: Color,
                 player_pins: frozenset[int] = frozenset(),
                 opponent_pins: frozenset[int] = frozenset(), crazy: bool = False
                 ) -> PlakotoPosition:
        position = object.__new__(cls)
        for name, value in (("player", player), ("opponent", opponent), ("turn", turn),
                            ("player_pins", player_pins), ("opponent_pins", opponent_pins),
                            ("crazy", crazy)):
            object.__setattr__(position, name, value)
        return position

    # — construction —

    @classmethod
    def initial(cls, turn: Color = Color.WHITE, crazy: bool = False) -> PlakotoPosition:
        """The start (V24): all 15 checkers of each side on its own 24."""
        return cls._trusted(_START, _START, as_side(turn), frozenset(), frozenset(), crazy)

    @classmethod
    def from_checkers(cls, player: Mapping[int | str, int],
                      opponent: Mapping[int | str, int] | None = None,
                      turn: Color = Color.WHITE, *, pinned: Mapping[int, str] | None = None,
                      crazy: bool = False) -> PlakotoPosition:
        """A position from checker lists in the **player's** numbering (as
        :meth:`Position.from_checkers`); ``pinned`` maps a point (player's numbering) that
        holds both colours to ``"player"`` or ``"opponent"``, whose checker lies pinned there.

        >>> p = PlakotoPosition.from_checkers({20: 2, 24: 13}, {20: 1, 1: 14},
        ...                                   pinned={20: "opponent"})
        >>> p.opponent_pins, p.mother_pinned(p.turn.other)
        (frozenset({5}), False)
        """
        mine, theirs = set(), set()
        if pinned is not None and not isinstance(pinned, Mapping):  # e.g. a list of points
            raise InvalidValueError("value.type", name="pinned", type="{point: side}",
                                    value=shown(pinned))
        for point, side in (pinned or {}).items():
            if side == "player":
                mine.add(point)
            elif side == "opponent" and isinstance(point, int) and 1 <= point <= 24:
                theirs.add(25 - point)
            else:
                raise InvalidPositionError("position.key", key=shown(point))
        return cls(_counts(player, mirror=False), _counts(opponent or {}, mirror=True), turn,
                   frozenset(mine), frozenset(theirs), crazy)

    def id(self) -> str:
        """The position's ID (see the module): gnubg's Position ID, the pins, the turn."""
        from ..short_nardi.ids import encode_position_id

        letters = "".join("x" if p in self.player_pins else "o"
                          for p in range(1, 25) if self.player[p] and self.opponent[25 - p])
        tail = (":b" if self.turn == Color.BLACK else "") + (":c" if self.crazy else "")
        return f"{encode_position_id(self.player, self.opponent)}:{letters}{tail}"

    position_id = id

    @classmethod
    def from_xgid(cls, text: str) -> PlakotoPosition:
        """Refused by name: an XGID describes a short-nardi board (``InvalidIdError``, with
        this game's own ID, :meth:`from_id`'s, as the example)."""
        raise InvalidIdError("id.no_xgid", example=cls.initial().id())

    @classmethod
    def from_id(cls, text: str) -> PlakotoPosition:
        """The position :meth:`id` wrote."""
        from ..short_nardi.ids import decode_position_id

        if not isinstance(text, str):
            raise InvalidIdError("id.plakoto", text=shown(text))
        said = text if len(text) <= 40 else text[:39] + "…"  # as typed, never growing with it
        parts = text.strip().split(":")
        flags = parts[2:]
        if len(parts) < 2 or any(f not in ("b", "c") for f in flags) or len(set(flags)) < len(
                flags) or any(c not in "xo" for c in parts[1]):
            raise InvalidIdError("id.plakoto", text=said)
        try:
            player, opponent = decode_position_id(parts[0], shared=True)
            shared = [p for p in range(1, 25) if player[p] and opponent[25 - p]]
            if len(shared) != len(parts[1]):
                raise InvalidIdError("id.plakoto", text=said)
            mine = frozenset(p for p, c in zip(shared, parts[1], strict=True) if c == "x")
            theirs = frozenset(25 - p for p, c in zip(shared, parts[1], strict=True) if c == "o")
            read = cls(player, opponent, Color.BLACK if "b" in flags else Color.WHITE, mine,
                       theirs, "c" in flags)
        except InvalidIdError:
            raise
        except NardiError as error:
            raise InvalidIdError("id.position_content", text=said,
                                 detail=error.message()) from None
        if read.id() != text.strip():  # one text per position: "::c:b", "Pw :" are not its ID
            raise InvalidIdError("id.plakoto", text=said)
        return read

    @classmethod
    def from_position_id(cls, text: str) -> PlakotoPosition:
        return cls.from_id(text)

    # — queries —

    variant: ClassVar[str] = "plakoto"
    has_bar: ClassVar[bool] = False
    """No bar (V25): drawings leave it out."""
    has_koks: ClassVar[bool] = False
    """Plakoto scores 1 or 2 (V32)."""
    draws_heads: ClassVar[bool] = False
    """The board draws no long-nardi heads."""

    @staticmethod
    def for_other_side(point: int) -> int:
        """The same point in the other side's numbering (``25 − point``, V2)."""
        return 25 - point if 1 <= point <= 24 else point

    def pins(self, color: Color) -> frozenset[int]:
        """The points, in ``color``'s own numbering, where a checker of ``color`` is pinned."""
        return self.player_pins if as_side(color) == self.turn else self.opponent_pins

    def can_bear_off(self) -> bool:
        """Every checker of the player home (or off) and none pinned (V6, V30)."""
        return not self.player_pins and not any(self.player[7:25])

    def mother_pinned(self, color: Color) -> bool:
        """Whether ``color``'s mother — its last checker on its own 24 — is pinned (V31)."""
        return 24 in self.pins(color)

    def mother_verdict(self) -> tuple[str, Color | None] | None:
        """V31 judged on this position (after a completed play): ``("draw", None)`` when both
        mothers are pinned, ``("loses", side)`` when ``side``'s mother is pinned and the
        pinning side has no checker left on its own 24, else ``None`` (play on)."""
        white, black = self.mother_pinned(Color.WHITE), self.mother_pinned(Color.BLACK)
        if white and black:
            return "draw", None
        for side, pinned in ((Color.WHITE, white), (Color.BLACK, black)):
            if pinned and not self.checkers(side.other)[24]:
                return "loses", side
        return None

    # — plays —

    def _board(self) -> PlakotoBoard:
        mine = sum(1 << p for p in self.player_pins)
        theirs = sum(1 << (25 - p) for p in self.opponent_pins)
        return PlakotoBoard(self.player, self.opponent, mine, theirs, self.crazy)

    def _after(self, board: PlakotoBoard) -> PlakotoPosition:
        """The position ``board`` shows, the same player on roll."""
        theirs = frozenset(25 - p for p in range(1, 25) if board.theirs >> p & 1)
        return PlakotoPosition._trusted(tuple(board.me), self.opponent, self.turn,
                                        self.player_pins, theirs, self.crazy)

    @property
    def _turn_rules(self) -> TurnRules:
        return TURN_RULES

    def legal_plays(self, dice: DiceLike | Roll) -> PlakotoPlays:
        """Every legal play of ``dice`` (two dice, a double four moves, or a ``Roll`` of
        single moves — V66's passed moves), one per distinct result (V3, V5, V29)."""
        return PlakotoPlays(self, dice)

    def play(self, play: Play) -> PlakotoPosition:
        """The position after ``play``, the opponent on roll; each checker move is checked
        (V25–V30).  Raises ``IllegalPlay``; nothing is half-applied."""
        from .moves import check_step

        if not isinstance(play, Play):
            raise InvalidValueError("value.play", value=shown(play))
        board = self._board()
        for m in play.moves:
            check_step(board, m.src, m.dst, m.die)
            board.make(m.src, m.dst, m.die)
        return self._after(board).flipped()

    def parse_play(self, text: str, dice: DiceLike | Roll) -> Play:
        """The legal play ``text`` means (``24/18 24/19``, ``13/7*``: ``*`` marks a pin);
        raises ``NotationError``, ``AmbiguousPlayError`` or ``IllegalPlay`` with the V-id."""
        from .notation import parse_play

        return parse_play(self, text, dice)

    def flipped(self) -> PlakotoPosition:
        """The same checkers with the other side on roll."""
        return PlakotoPosition._trusted(self.opponent, self.player, self.turn.other,
                                        self.opponent_pins, self.player_pins, self.crazy)

    # — display —

    def __repr__(self) -> str:
        return f"PlakotoPosition.from_id({self.id()!r})"

    def __str__(self) -> str:
        """The text board (``core.textboard``) showing each pinner's stack on top, then the
        pinned checkers by X's numbering: ``pinned: X on 10, O on 5``."""
        from types import SimpleNamespace

        from ..core.textboard import text_board

        player, opponent = list(self.player), list(self.opponent)
        for point in self.player_pins:
            player[point] -= 1
        for point in self.opponent_pins:
            opponent[point] -= 1
        shown = SimpleNamespace(player=player, opponent=opponent, turn=self.turn,
                                for_other_side=self.for_other_side, has_bar=False,
                                pip_counts=self.pip_counts)
        shown.player[0], shown.opponent[0] = self.player[0], self.opponent[0]
        pins = ", ".join([f"X on {p}" for p in sorted(self.player_pins)]
                         + [f"O on {25 - p}" for p in sorted(self.opponent_pins)])
        return text_board(shown) + (f"\npinned: {pins}" if pins else "")

    def _repr_svg_(self) -> str:
        from ..svg import board_svg

        return str(board_svg(self))


def lifted(position: PlakotoPosition) -> list[int]:
    """The mover's counts without its pinned checkers, which cannot move (V26)."""
    free = list(position.player)
    for point in position.player_pins:
        free[point] -= 1
    return free


def needs_search(position: PlakotoPosition, free: list[int], moves: tuple[int, ...]) -> bool:
    """Whether a bear-off may open this turn while the mover has a pinned checker (V30) or
    under the exact-only rule (V44): then the general search, else short nardi's generator."""
    return bool(position.player_pins or position.crazy) and sum(free[7:25]) < len(moves)


def closed_points(position: PlakotoPosition) -> tuple[list[int], list[int]]:
    """(the opponent as short nardi's generator sees it — two checkers on every point the
    mover may not land on, V27 — and the mover's points with one opposing checker)."""
    opp = position.opponent
    mine, theirs = position.player_pins, position.opponent_pins
    closed = [0] * 26
    lone = []
    for point in range(1, 25):
        n = opp[25 - point]
        if point in mine or (n >= 2 and 25 - point not in theirs):
            closed[25 - point] = 2
        elif n == 1:
            lone.append(point)
    return closed, lone


def pinned_keys(plays: dict, back: int, lone: list[int],  # type: ignore[type-arg]
                position: PlakotoPosition) -> dict:  # type: ignore[type-arg]
    """The generator's results for ``position`` re-keyed: the mover's final counts (``back``
    puts its pinned checkers back) and, above them, a pin exactly where it ends with a checker
    on a lone opposing one (V25, V28: a pin the mover leaves is released)."""
    if not lone:
        return plays if not back else {key + back: value for key, value in plays.items()}
    on_lone = sum(255 << 8 * point for point in lone)  # the count bytes of the lone points
    # A count is at most 15, so adding 127 sets its byte's top bit exactly when it is not 0.
    fill = sum(127 << 8 * point for point in lone)
    tops = sum(128 << 8 * point for point in lone)
    pins = {0: 0}  # the top bits set: the pin mask they stand for
    out = {}
    for key, value in plays.items():
        key += back
        occupied = ((key & on_lone) + fill) & tops
        pin = pins.get(occupied)
        if pin is None:
            pin = pins[occupied] = sum(1 << point + MASK_SHIFT for point in lone
                                       if occupied >> 8 * point + 7 & 1)
        out[key | pin] = value
    return out


def _plakoto_moves(value: tuple, context: tuple) -> tuple[Move, ...]:  # type: ignore[type-arg]
    """A stored play's moves: the search's own steps, or the fast generator's (``closed``:
    the board it saw), each move's pin read off a working board (V25)."""
    position, closed = context
    if closed is None:
        return tuple([Move(s[0], s[1], s[2], s[3]) for s in value])
    board = position._board()
    return tuple([Move(src, dst, die, board.make(src, dst, die)[3])
                  for src, dst, die, _ in expand(value, closed)])


class PlakotoPlays(BaseLegalPlays):
    """One roll's legal plays in a plakoto position (the interface of ``LegalPlays``).

    Plakoto's landings never change during a turn (a pin or a release leaves a point open
    to the mover, V27–V28), a pinned checker never moves (V26) and a pin is there exactly
    where the mover ends with a checker on a lone opposing one (V25, V28).  So unless a
    bear-off might open while a checker is pinned (V30) or the exact-only rule applies
    (V44), the plays are short nardi's on a board with the mover's pinned checkers lifted
    and the closed points marked — its fast generator — with the pins read off the result.
    Otherwise the general search (``core.search``) on a :class:`PlakotoBoard`.
    """

    __slots__ = ("_closed", "_rekey")

    def __init__(self, position: PlakotoPosition, dice: DiceLike | Roll) -> None:
        self.position = position
        self.dice = coerce_any(dice)
        self._plays = None
        self._closed: list[int] | None = None
        self._rekey: tuple[int, list[int]] | None = None
        if position.player[0] == CHECKERS:
            self.max_moves, self._results = 0, {}
            return
        moves = self.dice.moves
        free = lifted(position)
        closed, lone = closed_points(position)
        back = sum(1 << 8 * p for p in position.player_pins)
        found = None
        if not needs_search(position, free, moves):
            if isinstance(self.dice, Roll):
                found = generate_roll(free, closed, moves)
            else:
                found = generate(free, closed, self.dice.high, self.dice.low)
        elif position.player_pins and not any(free[19:25]):
            # V30 with a pin: a phantom checker on 24 that cannot move (every point it could
            # reach closed; no other checker can reach them) keeps the bear-off shut.
            free[24] += 1
            back -= 1 << 8 * 24
            for die in moves:
                closed[1 + die] = 2
            found = generate_roll(free, closed, moves) if isinstance(self.dice, Roll) else \
                generate(free, closed, self.dice.high, self.dice.low)
        elif not position.player_pins:  # crazy plakoto's exact-only bear-off (V44, V57)
            found = exact_generate(free, closed, moves)
        if found is None:
            used, self._results = search(position._board(), moves)
            self.max_moves = len(used)
            return
        count, plays = found
        self._closed = closed
        self.max_moves = count
        self._results = plays  # keyed when a key is first asked for (see _keyed)
        self._rekey = (back, lone)

    def _keyed(self) -> dict:  # type: ignore[type-arg]
        if self._rekey is not None:
            self._results = pinned_keys(self._results, *self._rekey, self.position)
            self._rekey = None
        return self._results

    def _play(self, value: tuple) -> Play:  # type: ignore[type-arg]
        # the moves are made when first asked for, as short nardi's (issue 20)
        return Play._deferred(_plakoto_moves, value, (self.position, self._closed))

    def _key(self, play: Play) -> int | None:
        from collections import Counter

        if any(d > 0 for d in (Counter(m.die for m in play.moves)
                               - Counter(self.dice.moves)).values()):
            return None
        board = self.position._board()
        for m in play.moves:
            if (m.src, m.dst) not in board.steps(m.die):
                return None
            board.make(m.src, m.dst, m.die)
        return board.key()

    def results(self) -> list[PlakotoPosition]:
        """The distinct positions the legal plays lead to (before the turn passes)."""
        out = []
        for key in self._keyed():
            me, mask = decode(key)
            theirs = frozenset(25 - p for p in range(1, 25) if mask >> p & 1)
            out.append(PlakotoPosition._trusted(me, self.position.opponent, self.position.turn,
                                                self.position.player_pins, theirs,
                                                self.position.crazy))
        return out


__all__ = ["MASK_SHIFT", "PlakotoPlays", "PlakotoPosition"]
