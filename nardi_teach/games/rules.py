"""``Rules``: the settings a game or match is played under (R98, R114, R122–R128, C4, C20–C23).

The defaults are the catalogue's recommendations: a backgammon counts ×3 (C4), no Jacoby
rule (R127), no automatic doubles (C14, C21), an uncapped cube (C22), the cube in play in
money games (C23).  Matches never use the Jacoby rule or automatic doubles (R122).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, replace

from ..core.checks import shown
from ..core.errors import NardiError


class InvalidRulesError(NardiError):
    """A setting outside its allowed values."""


class CubeKind(enum.Enum):
    """The table's cube: the classic doubling cube (1, 2, 4, …; R103) or YellowClub's raise
    cube (აწევის კუბი: 1, 2, 3, …; each accepted raise adds one base stake, V68, R176)."""

    DOUBLING = "doubling"
    RAISE = "raise"

    def __repr__(self) -> str:
        return f"CubeKind.{self.name}"


@dataclass(frozen=True, slots=True)
class Rules:
    """Settings agreed before play (R124).

    >>> Rules().backgammon_multiplier, Rules(jacoby=True, auto_doubles=True).for_match().jacoby
    (3, False)
    """

    backgammon_multiplier: int = 3
    """×3 (standard) or ×2 ("in some countries", R98, C4)."""
    jacoby: bool = False
    """Gammons and backgammons count single while the cube is not turned (R127, C20)."""
    jacoby_auto_double_counts_as_turned: bool = False
    """With True an automatic double switches the Jacoby rule off (C20)."""
    auto_doubles: bool = False
    """A tied opening roll doubles the centred cube (R125)."""
    max_auto_doubles: int = 1
    """At most this many automatic doubles per game (R126, C21)."""
    cube_max: int | None = None
    """The highest cube value (C22): ``None`` = no cap, 64 = a physical cube."""
    cube: bool = True
    """Whether a money game has a cube at all (C23); matches decide by their length."""
    cube_kind: CubeKind = CubeKind.DOUBLING
    """The table option of every game with a cube: doubling (R103) or raise (V68, R176)."""

    def __post_init__(self) -> None:
        if self.backgammon_multiplier not in (2, 3):
            raise InvalidRulesError("rules.backgammon_multiplier",
                                    value=self.backgammon_multiplier)
        if (isinstance(self.max_auto_doubles, bool) or not isinstance(self.max_auto_doubles, int)
                or self.max_auto_doubles < 0):
            raise InvalidRulesError("rules.max_auto_doubles", value=self.max_auto_doubles)
        if self.cube_max is not None and (
            isinstance(self.cube_max, bool) or not isinstance(self.cube_max, int)
            or not 2 <= self.cube_max <= 1 << 62 or self.cube_max & (self.cube_max - 1)
        ):
            raise InvalidRulesError("rules.cube_max", value=shown(self.cube_max))
        if not isinstance(self.cube_kind, CubeKind):
            raise InvalidRulesError("value.type", name="cube_kind", type="CubeKind",
                                    value=repr(self.cube_kind)[:40])
        for name in ("jacoby", "jacoby_auto_double_counts_as_turned", "auto_doubles", "cube"):
            if not isinstance(getattr(self, name), bool):
                raise InvalidRulesError("value.type", name=name, type="bool",
                                        value=shown(getattr(self, name)))

    def for_match(self) -> Rules:
        """The same settings with the Jacoby rule and automatic doubles off (R122, C21)."""
        return replace(self, jacoby=False, auto_doubles=False)
