"""The doubling cube (R102–R116, R66, C9, C22, C23): its value, its owner, and who may turn it.

Legality only — never strategy: a "dead" cube (one whose turn cannot gain anything) is still
legal to turn.  ``refusal_of_double`` names the rule that forbids a double, or ``None``.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.board import Color
from ..core.checks import as_side
from ..core.errors import NardiError
from .rules import Rules

CENTRE_FACE = 64
"""The face a centred cube shows at the start: it stands for 1 (R104)."""


class InvalidCubeError(NardiError):
    """A cube value that is not a power of two, or an impossible owner."""


@dataclass(frozen=True, slots=True)
class Cube:
    """The cube: ``value`` (1, 2, 4, …; R103), ``owner`` (``None`` = centred, R105, R110)
    and ``auto_doubles`` (automatic doubles this game, R125).

    >>> Cube().face, Cube(2, Color.BLACK).next_value
    (64, 4)
    """

    value: int = 1
    owner: Color | None = None
    auto_doubles: int = 0

    def __post_init__(self) -> None:
        value = self.value
        if (isinstance(value, bool) or not isinstance(value, int) or value < 1
                or value & (value - 1)):
            raise InvalidCubeError("cube.value", value=value)
        if self.owner is not None:
            if self.value == 1:
                raise InvalidCubeError("cube.owner_at_one")
            object.__setattr__(self, "owner", as_side(self.owner, "owner"))
        if isinstance(self.auto_doubles, bool) or not isinstance(self.auto_doubles, int) \
                or self.auto_doubles < 0:
            raise InvalidCubeError("cube.value", value=value)

    @classmethod
    def from_face(cls, face: int, owner: Color | None = None) -> Cube:
        """A cube from the face it shows: 64 in the centre means 1 (R104)."""
        if face == CENTRE_FACE and owner is None:
            return cls()
        return cls(face, owner)

    @property
    def face(self) -> int:
        """The face shown: 64 for a centred cube worth 1 (R104), otherwise the value."""
        return CENTRE_FACE if self.value == 1 and self.owner is None else self.value

    @property
    def centred(self) -> bool:
        """No one owns the cube; either player may double (R105)."""
        return self.owner is None

    @property
    def next_value(self) -> int:
        """The value a double offers (R107): twice the present one."""
        return self.value * 2

    @property
    def log2(self) -> int:
        """log₂ of the value (the Match ID's and XGID's cube field)."""
        return self.value.bit_length() - 1

    def has_access(self, color: Color) -> bool:
        """Whether ``color`` may turn the cube: it is centred or theirs (R105, R111)."""
        return self.owner is None or self.owner == color

    def taken_by(self, taker: Color) -> Cube:
        """The cube after a double is taken: doubled and owned by the taker (R110)."""
        return Cube(self.next_value, Color(taker), self.auto_doubles)

    def auto_doubled(self) -> Cube:
        """The cube after an automatic double: doubled, still centred (R125)."""
        return Cube(self.next_value, None, self.auto_doubles + 1)

    def __repr__(self) -> str:
        parts = [repr(self.value)]
        if self.owner is not None:
            parts.append(repr(self.owner))
        if self.auto_doubles:
            parts.append(f"auto_doubles={self.auto_doubles}")
        return f"Cube({', '.join(parts)})"


def refusal_of_double(
    cube: Cube,
    color: Color,
    *,
    on_roll: Color | None = None,
    rolled: bool = False,
    crawford: bool = False,
    match_length: int = 0,
    rules: Rules | None = None,
) -> tuple[str, str] | None:
    """Why ``color`` may not double now, as ``(message key, R-id)``; ``None`` if they may.

    Only these count (C9): it is their turn and they have not rolled (R106), they have access
    to the cube (R111), it is not the Crawford game (R120) or a 1-point match (R114), the cube
    is in play (C23) and below ``cube_max`` (C22).  The position — on the bar, closed out,
    no legal move — never matters (R66).
    """
    rules = rules or Rules()
    # The most basic reason first: no cube in this game at all, whatever the moment.
    if match_length == 1:
        return "action.double_one_point", "R114"
    if match_length == 0 and not rules.cube:
        return "action.double_no_cube", "R114"
    if crawford:
        return "action.double_crawford", "R120"
    if on_roll is not None and Color(color) != Color(on_roll):
        return "action.double_not_your_turn", "R106"
    if rolled:
        return "action.double_after_roll", "R106"
    if not cube.has_access(Color(color)):
        return "action.double_no_access", "R111"
    if rules.cube_max is not None and cube.next_value > rules.cube_max:
        return "action.double_cube_max", "R102"
    return None


def may_double(
    cube: Cube,
    color: Color,
    *,
    on_roll: Color | None = None,
    rolled: bool = False,
    crawford: bool = False,
    match_length: int = 0,
    rules: Rules | None = None,
) -> bool:
    """Whether ``color`` may offer a double now (R105–R111, R66, R114, R120, C9).

    >>> may_double(Cube(2, Color.BLACK), Color.WHITE)
    False
    """
    return refusal_of_double(cube, color, on_roll=on_roll, rolled=rolled, crawford=crawford,
                             match_length=match_length, rules=rules) is None
