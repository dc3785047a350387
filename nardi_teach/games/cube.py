"""The cube (R102–R116, R66, C9, C22, C23): its value, its owner, and who may turn it.

Two kinds (``CubeKind``, a table option in ``Rules.cube_kind``): the doubling cube (1, 2, 4,
…) and YellowClub's raise cube (აწევის კუბი, V68–V70, R175–R179: 1, 2, 3, …; offered only
before one's own roll, the taker owns it, a refusal loses at the stake before the offer,
the winner scores stake × result).  Legality only — never strategy: a "dead" cube is still
legal to turn.  ``refusal_of_double`` names the rule that forbids a double (or a raise), or
``None``; with the raise cube its messages speak of raising and name the V-ids.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.board import Color
from ..core.checks import as_side, shown
from ..core.errors import NardiError
from .rules import CubeKind, Rules

CENTRE_FACE = 64
"""The face a centred cube shows at the start: it stands for 1 (R104)."""


class InvalidCubeError(NardiError):
    """A cube value that is not a power of two (a raise cube's: not a whole number from 1),
    an impossible owner, or a cube of the wrong kind."""


MAX_VALUE = 1 << 62
"""The largest cube (a doubling cube's 2⁶² or a raise cube's stake)."""

@dataclass(frozen=True, slots=True)
class Cube:
    """The cube: ``value`` (1, 2, 4, …, R103; the raise cube's stake 1, 2, 3, …, V68),
    ``owner`` (``None`` = centred, R105, R110), ``auto_doubles`` (automatic doubles this
    game, R125) and ``kind`` (``CubeKind.DOUBLING`` or ``CubeKind.RAISE``).

    >>> Cube().face, Cube(2, Color.BLACK).next_value
    (64, 4)
    >>> Cube(2, Color.BLACK, kind=CubeKind.RAISE).next_value   # V68: one base stake more
    3
    """

    value: int = 1
    owner: Color | None = None
    auto_doubles: int = 0
    kind: CubeKind = CubeKind.DOUBLING

    def __post_init__(self) -> None:
        if not isinstance(self.kind, CubeKind):
            raise InvalidCubeError("cube.kind", value=shown(self.kind))
        value = self.value
        # past MAX_VALUE no game goes (and a number of 4,300+ digits cannot even be printed)
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_VALUE:
            raise InvalidCubeError(
                "cube.raise_value" if self.kind is CubeKind.RAISE else "cube.value",
                value=shown(value))
        if self.kind is CubeKind.DOUBLING and value & (value - 1):
            raise InvalidCubeError("cube.value", value=shown(value))
        if self.owner is not None:
            if self.value == 1:
                raise InvalidCubeError("cube.owner_at_one")
            object.__setattr__(self, "owner", as_side(self.owner, "owner"))
        if isinstance(self.auto_doubles, bool) or not isinstance(self.auto_doubles, int) \
                or self.auto_doubles < 0:
            raise InvalidCubeError("cube.value", value=value)

    @classmethod
    def raising(cls, value: int = 1, owner: Color | None = None) -> Cube:
        """YellowClub's raise cube at stake ``value`` (V68, R175–R176).

        >>> Cube.raising(3, Color.WHITE)
        Cube(3, Color.WHITE, kind=CubeKind.RAISE)
        """
        return cls(value, owner, kind=CubeKind.RAISE)

    @classmethod
    def from_face(cls, face: int, owner: Color | None = None) -> Cube:
        """A doubling cube from the face it shows: 64 in the centre means 1 (R104)."""
        if face == CENTRE_FACE and owner is None:
            return cls()
        return cls(face, owner)

    @property
    def is_raise(self) -> bool:
        """The raise cube (V68) rather than the doubling cube."""
        return self.kind is CubeKind.RAISE

    @property
    def face(self) -> int:
        """The face shown: 64 for a centred doubling cube worth 1 (R104), otherwise the
        value (the raise cube shows its stake, 1 included)."""
        if self.kind is CubeKind.DOUBLING and self.value == 1 and self.owner is None:
            return CENTRE_FACE
        return self.value

    @property
    def centred(self) -> bool:
        """No one owns the cube; either player may double (R105)."""
        return self.owner is None

    @property
    def next_value(self) -> int:
        """The value an offer proposes: twice the present one (R107), or for the raise cube
        one base stake more (V68, R176)."""
        return self.value + 1 if self.kind is CubeKind.RAISE else self.value * 2

    @property
    def log2(self) -> int:
        """log₂ of the value (the Match ID's and XGID's cube field); a raise cube has no
        such field (``InvalidCubeError``)."""
        if self.kind is CubeKind.RAISE:
            raise InvalidCubeError("cube.raise_no_id")
        return self.value.bit_length() - 1

    def has_access(self, color: Color) -> bool:
        """Whether ``color`` may turn the cube: it is centred or theirs (R105, R111)."""
        return self.owner is None or self.owner == color

    def taken_by(self, taker: Color) -> Cube:
        """The cube after a double is taken: doubled and owned by the taker (R110)."""
        return Cube(self.next_value, as_side(taker, "taker"), self.auto_doubles, self.kind)

    def auto_doubled(self) -> Cube:
        """The cube after an automatic double: doubled (raised), still centred (R125)."""
        return Cube(self.next_value, None, self.auto_doubles + 1, self.kind)

    def __repr__(self) -> str:
        parts = [repr(self.value)]
        if self.owner is not None:
            parts.append(repr(self.owner))
        if self.auto_doubles:
            parts.append(f"auto_doubles={self.auto_doubles}")
        if self.kind is not CubeKind.DOUBLING:
            parts.append(f"kind={self.kind!r}")
        return f"Cube({', '.join(parts)})"


RAISE_WORDS: dict[str, tuple[str, str]] = {
    "action.double_one_point": ("action.raise_one_point", "V70"),
    "action.double_no_cube": ("action.raise_no_cube", "V68"),
    "action.double_crawford": ("action.raise_crawford", "V70"),
    "action.double_not_your_turn": ("action.raise_not_your_turn", "V69, R178"),
    "action.double_after_roll": ("action.raise_after_roll", "V69, R178, R50"),
    "action.double_no_access": ("action.raise_no_access", "V69, R177"),
    "action.double_cube_max": ("action.raise_cube_max", "V70, R176"),
    "action.double_pending": ("action.raise_pending", "V69, R177"),
    "action.answer_double_first": ("action.answer_raise_first", "V69, R177"),
    "action.nothing_offered": ("action.raise_nothing_offered", "V69, R177"),
    "action.roll_first": ("action.roll_first_raise", "V69"),
    "action.double_mid_turn": ("action.raise_mid_turn", "V69, R178"),
    "action.double_passed_first": ("action.raise_passed_first", "V69, R178"),
}
"""A refusal of the doubling cube → the raise cube's message and the V-/R-ids it adds."""


def in_cube_words(key: str, rule: str, cube: Cube) -> tuple[str, str]:
    """``(key, rule)`` of a refused cube action, in the words of ``cube``'s kind: the raise
    cube's refusals name raising (R175) and its V-ids before the doubling rule's R-id."""
    if cube.kind is CubeKind.RAISE and key in RAISE_WORDS:
        raise_key, ids = RAISE_WORDS[key]
        return raise_key, f"{ids}, {rule}"
    return key, rule


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
    no legal move — never matters (R66).  The raise cube's refusals speak of raising and
    name V68–V70 and R175–R178 first (``in_cube_words``).
    """
    refusal = _doubling_refusal(cube, color, on_roll=on_roll, rolled=rolled,
                                crawford=crawford, match_length=match_length, rules=rules)
    return None if refusal is None else in_cube_words(*refusal, cube)


def _doubling_refusal(
    cube: Cube, color: Color, *, on_roll: Color | None, rolled: bool, crawford: bool,
    match_length: int, rules: Rules | None,
) -> tuple[str, str] | None:
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
