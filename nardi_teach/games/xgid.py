"""The full XGID (eXtreme Gammon ID): position, cube, turn, dice, score, flags, length.

``XGID=position:cube:cube_position:turn:dice:score_x:score_o:flags:length:max_cube``

* ``position`` — 26 characters, always from X's (``WHITE``'s) side (``nardi_teach.ids``);
* ``cube`` — log₂ of the value; ``cube_position`` — 1 X owns, −1 O owns, 0 centred;
* ``turn`` — 1 X, −1 O: the side on roll, and with ``D`` the doubler;
* ``dice`` — ``00`` to roll (or double), ``D`` a double offered (the cube field still shows
  the value before the double), or the two dice;
* ``flags`` — in a match 1 = the Crawford game; in money play 1 = Jacoby, +2 = beavers;
* ``max_cube`` — log₂ of the largest cube allowed (XG writes 10).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..core.board import Color
from ..core.checks import shown
from ..core.errors import InvalidIdError
from ..short_nardi.ids import xgid_fields
from ..short_nardi.position import Position
from .matchid import GameStatus, MatchId

_INT = re.compile(r"^-?[0-9]{1,6}$")  # no field needs more (int() refuses 4300+ digits)


def _bad(text: str, field: str, detail: object) -> InvalidIdError:
    text, detail = str(text), str(detail)  # a message never grows with the input
    return InvalidIdError("id.xgid_field", text=text if len(text) <= 80 else text[:79] + "…",
                          field=field, detail=detail if len(detail) <= 40 else detail[:39] + "…")


def _check_types(x: Xgid) -> None:
    """Every field of its type and range (an ``InvalidIdError`` naming the field)."""
    if not isinstance(x.position, Position):
        raise _bad(shown(x.position), "position", "Position")
    for name, hi in (("cube", 1 << 15), ("length", 10**6), ("max_cube", 1 << 15)):
        value = getattr(x, name)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= hi:
            raise _bad(shown(value), name, shown(value))
    for name in ("double_offered", "crawford", "jacoby", "beaver"):
        if not isinstance(getattr(x, name), bool):
            raise _bad(shown(getattr(x, name)), name, "True / False")
    for name, lo, hi in (("score", 0, 10**6), ("dice", 1, 6)):
        value = getattr(x, name)
        if value is None and name == "dice":
            continue
        if not isinstance(value, tuple | list) or len(value) != 2 or any(
                isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi
                for v in value):
            raise _bad(shown(value), name, shown(value))


@dataclass(frozen=True, slots=True)
class Xgid:
    """The content of a full XGID.  ``position.turn`` is the side on roll (the doubler when
    ``double_offered``); ``score`` is (WHITE = X, BLACK = O); ``dice`` keeps the order
    written, ``None`` when not rolled.

    >>> x = Xgid.parse("XGID=-b----E-C---eE---c-e----B-:1:-1:1:63:3:1:0:7:10")
    >>> x.cube, x.cube_owner, x.dice, x.score, x.length
    (2, Color.BLACK, (6, 3), (3, 1), 7)
    """

    position: Position
    cube: int = 1
    cube_owner: Color | None = None
    dice: tuple[int, int] | None = None
    double_offered: bool = False
    score: tuple[int, int] = (0, 0)
    crawford: bool = False
    jacoby: bool = False
    beaver: bool = False
    length: int = 0
    max_cube: int = 1024

    def __post_init__(self) -> None:
        _check_types(self)
        if self.cube < 1 or self.cube & (self.cube - 1):
            raise _bad(shown(self.cube), "cube", shown(self.cube))
        if self.cube_owner is not None and not isinstance(self.cube_owner, Color):
            raise _bad(shown(self.cube_owner), "cube_owner", "a Color (XGID's 1 is Color.WHITE)")
        if self.double_offered and self.dice is not None:
            raise _bad(shown(self.dice), "dice", "D")
        if self.length and (self.jacoby or self.beaver):
            raise _bad(shown(self.length), "flags", "jacoby/beaver in a match")
        if not self.length and self.crawford:
            raise _bad(shown(self.length), "flags", "crawford in money play")
        if self.length and max(self.score) >= self.length and self.position.winner() is None:
            raise _bad(shown(self.score), "score", f"{self.score} ≥ {self.length}")
        object.__setattr__(self, "score", tuple(self.score))

    @property
    def turn(self) -> Color:
        return self.position.turn

    @classmethod
    def parse(cls, text: str) -> Xgid:
        """Read ``XGID=…`` (the prefix is optional); raises ``InvalidIdError``."""
        fields = xgid_fields(text)
        if len(fields) not in (9, 10):
            raise _bad(text, "count", len(fields))
        numbers: dict[int, int] = {}
        for index in (1, 2, 3, 5, 6, 7, 8, 9):
            if index < len(fields):
                if not _INT.match(fields[index]):
                    raise _bad(text, str(index + 1), fields[index])
                numbers[index] = int(fields[index])
        position = Position.from_xgid(":".join(fields[:4]))  # validates the board and turn
        cube_log, cube_pos = numbers[1], numbers[2]
        if not 0 <= cube_log <= 15:
            raise _bad(text, "cube", fields[1])
        if cube_pos not in (-1, 0, 1):
            raise _bad(text, "cube_position", fields[2])
        dice_text = fields[4].upper()
        dice: tuple[int, int] | None = None
        offered = dice_text == "D"
        if dice_text not in ("00", "D"):
            if not re.match(r"^[1-6][1-6]$", dice_text):
                raise _bad(text, "dice", fields[4])
            dice = (int(dice_text[0]), int(dice_text[1]))
        length, flags = numbers[8], numbers[7]
        if length < 0 or numbers[5] < 0 or numbers[6] < 0 or not 0 <= flags <= 3:
            raise _bad(text, "score", fields[5:9])
        if length and flags > 1:
            raise _bad(text, "flags", fields[7])
        max_log = numbers.get(9, 10)
        if not 0 <= max_log <= 15:
            raise _bad(text, "max_cube", max_log)
        owner = None if cube_pos == 0 or cube_log == 0 else (
            Color.WHITE if cube_pos == 1 else Color.BLACK)
        return cls(
            position=position,
            cube=1 << cube_log,
            cube_owner=owner,
            dice=dice,
            double_offered=offered,
            score=(numbers[5], numbers[6]),
            crawford=bool(length and flags & 1),
            jacoby=bool(not length and flags & 1),
            beaver=bool(not length and flags & 2),
            length=length,
            max_cube=1 << max_log,
        )

    def xgid(self) -> str:
        """The ``XGID=…`` text."""
        cube_pos = 0 if self.cube_owner is None else (1 if self.cube_owner == Color.WHITE else -1)
        if self.double_offered:
            dice = "D"
        elif self.dice is None:
            dice = "00"
        else:
            dice = f"{self.dice[0]}{self.dice[1]}"
        flags = int(self.crawford) if self.length else int(self.jacoby) + 2 * int(self.beaver)
        fields = [
            self.position.xgid(),
            str(self.cube.bit_length() - 1),
            str(cube_pos),
            "1" if self.turn == Color.WHITE else "-1",
            dice,
            str(self.score[0]),
            str(self.score[1]),
            str(flags),
            str(self.length),
            str(self.max_cube.bit_length() - 1),
        ]
        return "XGID=" + ":".join(fields)

    def __str__(self) -> str:
        return self.xgid()

    def match_id(self) -> MatchId:
        """The same state as a GNU Backgammon Match ID (``str()`` for its text)."""
        return MatchId(
            cube=self.cube, cube_owner=self.cube_owner, on_roll=self.turn,
            crawford=self.crawford, status=GameStatus.PLAYING,
            turn=self.turn.other if self.double_offered else self.turn,
            double_offered=self.double_offered, dice=self.dice, length=self.length,
            score=self.score, jacoby=self.jacoby,
        )
