"""GNU Backgammon's Match ID: the match and cube state in 12 base64 characters.

The 72 bits, filled from the lowest bit of each byte (as gnubg writes them):

====== ===== ===========================================================
bits   width field
====== ===== ===========================================================
0–3    4     log₂ of the cube value
4–5    2     cube owner: 0 = player 0, 1 = player 1, 3 = centred
6      1     player on roll (the dice owner)
7      1     this is the Crawford game
8–10   3     game state: 0 none, 1 playing, 2 over, 3 resigned, 4 dropped
11     1     the player who must act now (e.g. the doubled player)
12     1     a double is offered
13–14  2     resignation offered: 0 none, 1 single, 2 gammon, 3 backgammon
15–20  3+3   the dice (0 = not rolled), written higher die first
21–35  15    match length (0 = money play)
36–65  15+15 scores of player 0 and player 1
66     1     the Jacoby rule is **not** in effect (always set in matches)
====== ===== ===========================================================

gnubg's player 1 is the bottom player, XGID's X: here ``WHITE``; player 0 is ``BLACK`` —
the other way round from ``int(Color)``, so ``MatchId`` takes sides only as ``Color`` and
refuses bare numbers; ``MatchId.color_of(player)`` and ``MatchId.player_of(color)``
translate gnubg's numbers.
"""

from __future__ import annotations

import base64
import binascii
import enum
import re
from dataclasses import dataclass

from ..core.board import Color
from ..core.checks import shown
from ..core.errors import InvalidIdError

_CHARS = re.compile(r"^[A-Za-z0-9+/]{12}$")


class GameStatus(enum.IntEnum):
    """The Match ID's game state field."""

    NONE = 0
    PLAYING = 1
    OVER = 2
    RESIGNED = 3
    DROPPED = 4

    def __repr__(self) -> str:
        return f"GameStatus.{self.name}"


def _player(color: Color) -> int:
    return 1 if color is Color.WHITE else 0


def _color(player: int) -> Color:
    return Color.WHITE if player == 1 else Color.BLACK


def _side(value: object, field: str, optional: bool = False) -> Color | None:
    """``value`` if it is a ``Color`` (or ``None`` where allowed); a bare number is refused."""
    if isinstance(value, Color) or (optional and value is None):
        return value
    raise InvalidIdError("id.match_color", text=shown(value), field=field)


def _check_types(match: MatchId) -> None:
    """Every field but the sides of the type it must have (values are checked after)."""
    def whole(value: object) -> bool:
        return isinstance(value, int) and not isinstance(value, bool)

    def bad(name: str, value: object) -> InvalidIdError:
        return InvalidIdError("id.match_field", text=shown(value), field=name,
                              detail=shown(value))

    if not whole(match.status) or match.status not in set(GameStatus):
        raise bad("status", match.status)
    for name in ("resignation", "length"):
        if not whole(getattr(match, name)):
            raise bad(name, getattr(match, name))
    for name in ("crawford", "double_offered", "jacoby"):
        if not isinstance(getattr(match, name), bool):
            raise bad(name, getattr(match, name))
    for name in ("score", "dice"):
        value = getattr(match, name)
        if (value is not None or name == "score") and not (
                isinstance(value, tuple | list) and len(value) == 2 and all(map(whole, value))):
            raise bad(name, value)


@dataclass(frozen=True, slots=True)
class MatchId:
    """The state a Match ID holds.  Sides are ``Color``s; ``score`` is (WHITE, BLACK);
    ``dice`` is higher die first, as gnubg writes it (``None`` = not rolled); ``turn`` is
    who must act, ``on_roll`` who owns the dice.

    >>> MatchId.from_match_id("cAmvAAAAAAAE").dice
    (6, 3)
    >>> MatchId(on_roll=Color.BLACK, turn=Color.BLACK, dice=(3, 6)).dice
    (6, 3)
    >>> MatchId.color_of(1)   # gnubg's player 1, the bottom player
    Color.WHITE
    """

    cube: int = 1
    cube_owner: Color | None = None
    on_roll: Color = Color.WHITE
    crawford: bool = False
    status: GameStatus = GameStatus.PLAYING
    turn: Color = Color.WHITE
    double_offered: bool = False
    resignation: int = 0
    dice: tuple[int, int] | None = None
    length: int = 0
    score: tuple[int, int] = (0, 0)
    jacoby: bool = False

    def __post_init__(self) -> None:
        cube = self.cube
        if isinstance(cube, bool) or not isinstance(cube, int) or cube < 1 or cube & (cube - 1) \
                or cube.bit_length() > 16:
            raise InvalidIdError("id.match_field", text=shown(cube), field="cube", detail=cube)
        _side(self.cube_owner, "cube_owner", optional=True)
        _side(self.on_roll, "on_roll")
        _side(self.turn, "turn")
        _check_types(self)
        object.__setattr__(self, "status", GameStatus(self.status))
        if not 0 <= self.resignation <= 3:
            raise InvalidIdError("id.match_field", text=shown(self.resignation),
                                 field="resignation", detail=self.resignation)
        if self.dice is not None:
            dice = tuple(self.dice)
            if len(dice) != 2 or any(isinstance(d, bool) or not isinstance(d, int)
                                     or not 1 <= d <= 6 for d in dice):
                raise InvalidIdError("id.match_field", text=shown(dice), field="dice", detail=dice)
            object.__setattr__(self, "dice", (max(dice), min(dice)))
        for name, value in (("length", self.length), ("score", self.score[0]),
                            ("score", self.score[1])):
            if not 0 <= value < 1 << 15:
                raise InvalidIdError("id.match_field", text=shown(value), field=name, detail=value)
        object.__setattr__(self, "score", tuple(self.score))
        if self.length and self.status is GameStatus.PLAYING and max(self.score) >= self.length:
            raise InvalidIdError("id.match_field", text=shown(self.score), field="score",
                                 detail=f"{self.score} ≥ {self.length}")

    @staticmethod
    def color_of(player: int) -> Color:
        """The side of gnubg's player number: 1 is ``WHITE`` (bottom), 0 is ``BLACK``."""
        if player not in (0, 1) or isinstance(player, bool):
            raise InvalidIdError("id.match_field", text=shown(player), field="player",
                                 detail=player)
        return _color(player)

    @staticmethod
    def player_of(color: Color) -> int:
        """gnubg's player number of a side: ``WHITE`` is 1, ``BLACK`` is 0."""
        return _player(_side(color, "color"))  # type: ignore[arg-type]

    @classmethod
    def from_match_id(cls, text: str) -> MatchId:
        """Decode a Match ID (``"cAmvAAAAAAAE"``, optionally with ``Match ID:``)."""
        if not isinstance(text, str):
            raise InvalidIdError("id.match", text=text)
        cleaned = text.strip()
        if cleaned.lower().startswith("match id"):
            cleaned = cleaned[8:].lstrip(" :").strip()
        if not _CHARS.match(cleaned):
            raise InvalidIdError("id.match", text=text)
        try:
            bits = int.from_bytes(base64.b64decode(cleaned, validate=True), "little")
        except binascii.Error:
            raise InvalidIdError("id.match", text=text) from None

        def field(shift: int, width: int) -> int:
            return bits >> shift & ((1 << width) - 1)

        owner = field(4, 2)
        status = field(8, 3)
        d1, d2 = field(15, 3), field(18, 3)
        if bits >> 67 or owner == 2 or status > 4 or d1 > 6 or d2 > 6 or (d1 == 0) != (d2 == 0):
            raise InvalidIdError("id.match", text=text)
        return cls(
            cube=1 << field(0, 4),
            cube_owner=None if owner == 3 else _color(owner),
            on_roll=_color(field(6, 1)),
            crawford=bool(field(7, 1)),
            status=GameStatus(status),
            turn=_color(field(11, 1)),
            double_offered=bool(field(12, 1)),
            resignation=field(13, 2),
            dice=(d1, d2) if d1 else None,
            length=field(21, 15),
            score=(field(51, 15), field(36, 15)),
            jacoby=not field(66, 1),
        )

    def match_id(self) -> str:
        """The 12-character Match ID."""
        owner = 3 if self.cube_owner is None else _player(self.cube_owner)
        d1, d2 = self.dice if self.dice is not None else (0, 0)
        bits = (
            (self.cube.bit_length() - 1)
            | owner << 4
            | _player(self.on_roll) << 6
            | int(self.crawford) << 7
            | int(self.status) << 8
            | _player(self.turn) << 11
            | int(self.double_offered) << 12
            | self.resignation << 13
            | d1 << 15
            | d2 << 18
            | self.length << 21
            | self.score[1] << 36
            | self.score[0] << 51
            | int(not self.jacoby) << 66
        )
        return base64.b64encode(bits.to_bytes(9, "little")).decode("ascii")

    def __str__(self) -> str:
        return self.match_id()
