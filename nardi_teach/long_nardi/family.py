"""The other games of the long (parallel) family, each its own position class
(python-chess's variant boards): YellowClub's fevga, sport, gul-bara, khachapuri and the
crazy games (``docs/rules/variants.md``, V34–V35, V42–V59).  Greek fevga, whose rules
change more, is ``greek.GreekFevgaPosition``.

Each class is a ``LongPosition`` with other class attributes: its start, head limit, head
rule, bear-off and ID prefix.  The IDs (``ids``) differ only in the prefix:

=====  ===================================  ==========================
``LN``  long nardi (``LongPosition``)        L1–L11
``SP``  sport (``SportPosition``)            V59
``GB``  gul-bara (``GulBaraPosition``)       V47
``CR``  crazy (``CrazyPosition``)            V42, V44
``CG``  crazy gul-bara                       V50
``FV``  fevga, YellowClub's                  V34–V35
``CF``  crazy fevga                          V56
``KH``  khachapuri                           V51–V53
``FG``  Greek fevga (``greek``)              V37–V41
=====  ===================================  ==========================
  The API is the same (``initial``, ``from_checkers``,
``legal_plays``, ``parse_play``, ``play``, ``id``/``from_id``, ``repr``, ``str``,
``_repr_svg_``); the turn flow of each game (extra rolls, the progression, passed moves) is
``games``'s.

>>> start = FevgaPosition.initial()
>>> [str(play) for play in start.legal_plays("5-5")]     # V35: one checker, all four fives
['24/4']
>>> KhachapuriPosition.initial().id()
'KH:00000b000000000000000004:00000b000000000000000004:w11'
"""

from __future__ import annotations

from typing import Any, ClassVar

from ..core.errors import InvalidIdError, Reason
from .explain import RULES, VARIANT_TURN_RULES
from .ids import split_long_id
from .position import HeadRule, LongPosition


def _rules(game: str, **extra: str) -> dict[Any, str]:
    """Long nardi's rule ids, each refusal naming the game's V-id first (``game``), and
    some refusals the game's own rule instead (``extra``: a ``Reason`` name or a message
    key without ``illegal.``)."""
    table: dict[Any, str] = {reason: f"{game}, {reason.rule}" for reason in Reason}
    table.update({key: f"{game}, {rule}" for key, rule in RULES.items()})
    for name, rule in extra.items():
        key: Any = Reason[name] if name.isupper() else f"illegal.{name}"
        table[key] = rule
    return table


_EXACT = {"long_bear_off_exact": "V44, V45, R90", "long_bear_off_exact_none": "V44, V45, R90"}


class _FamilyPosition(LongPosition):
    """What every other game of the family shares: refusals name V-ids, and the must-play
    ones V3 (``explain.VARIANT_TURN_RULES``)."""

    __slots__ = ()

    @property
    def _turn_rules(self) -> Any:
        return VARIANT_TURN_RULES


class SportPosition(_FamilyPosition):
    """YellowClub's sport (სპორტული, V59): long nardi whose first-turn exception covers only
    the second player's first turn (R162)."""

    __slots__ = ()
    variant: ClassVar[str] = "sport"
    id_prefix: ClassVar[str] = "SP"
    own_head_rule: ClassVar[HeadRule | None] = HeadRule.SPORT
    rule_ids: ClassVar[dict[Any, str] | None] = _rules(
        "V59", head_rule_first="V59, L5, R162", head_rule_two="V59, L5, R162",
        head_rule_sport="V59, L5, R162")


class GulBaraPosition(_FamilyPosition):
    """Gul-bara (გიულბარი, V47): the board and moves of long nardi (start L1, the head
    L4–L5, the six-block L6, bear-off V6); its doubles' extra roll and passing are flow
    (V48)."""

    __slots__ = ()
    variant: ClassVar[str] = "gul_bara"
    id_prefix: ClassVar[str] = "GB"
    own_head_rule: ClassVar[HeadRule | None] = HeadRule.STANDARD
    rule_ids: ClassVar[dict[Any, str] | None] = _rules("V47")


class CrazyPosition(_FamilyPosition):
    """Crazy (გიჟური, V42, V44): long nardi with the classic head rule, bearing off only with
    the exact number."""

    __slots__ = ()
    variant: ClassVar[str] = "crazy"
    id_prefix: ClassVar[str] = "CR"
    own_head_rule: ClassVar[HeadRule | None] = HeadRule.STANDARD
    exact_bear_off: ClassVar[bool] = True
    rule_ids: ClassVar[dict[Any, str] | None] = _rules("V42", **_EXACT)


class CrazyGulBaraPosition(_FamilyPosition):
    """Crazy gul-bara (გიჟური გიულბარი, V50): gul-bara's board, the first-turn exception
    with 1-1, 3-3, 4-4 and 6-6 (R163), bearing off only with the exact number (V45)."""

    __slots__ = ()
    variant: ClassVar[str] = "crazy_gul_bara"
    id_prefix: ClassVar[str] = "CG"
    own_head_rule: ClassVar[HeadRule | None] = HeadRule.CRAZY_GUL_BARA
    exact_bear_off: ClassVar[bool] = True
    rule_ids: ClassVar[dict[Any, str] | None] = _rules(
        "V50", head_rule_first="V50, L5, R163", head_rule_two="V50, L5, R163", **_EXACT)


class FevgaPosition(_FamilyPosition):
    """YellowClub's fevga (ფევგა, V34–V35): long nardi in which exactly one checker leaves
    the head per turn, with no first-turn exception (R163)."""

    __slots__ = ()
    variant: ClassVar[str] = "fevga"
    id_prefix: ClassVar[str] = "FV"
    own_head_rule: ClassVar[HeadRule | None] = HeadRule.FEVGA
    rule_ids: ClassVar[dict[Any, str] | None] = _rules(
        "V34", HEAD_RULE="V34, L4, R163", head_rule_first="V35, L5, R163",
        head_rule_fevga="V35, L5, R163")


class CrazyFevgaPosition(FevgaPosition):
    """Crazy fevga (გიჟური ფევგა, V56): YellowClub's fevga, bearing off only with the exact
    number (V45)."""

    __slots__ = ()
    variant: ClassVar[str] = "crazy_fevga"
    id_prefix: ClassVar[str] = "CF"
    exact_bear_off: ClassVar[bool] = True
    rule_ids: ClassVar[dict[Any, str] | None] = _rules(
        "V56", HEAD_RULE="V56, V34, L4, R163", head_rule_first="V56, V35, L5, R163",
        head_rule_fevga="V56, V35, L5, R163", **_EXACT)


_KHACHAPURI = (0,) * 6 + (11,) + (0,) * 17 + (4, 0)


class KhachapuriPosition(_FamilyPosition):
    """Khachapuri (ხაჭაპური, V51–V53): four checkers on the head (24) and eleven on the
    6-point, the opponent likewise on the mover's 12 and 18; no head limit; otherwise long
    nardi (L3, L6–L8).  ``head_rule`` is unused (nothing limits the head)."""

    __slots__ = ()
    variant: ClassVar[str] = "khachapuri"
    id_prefix: ClassVar[str] = "KH"
    start: ClassVar[tuple[int, ...]] = _KHACHAPURI
    head_limit: ClassVar[bool] = False
    own_head_rule: ClassVar[HeadRule | None] = HeadRule.STANDARD
    rule_ids: ClassVar[dict[Any, str] | None] = _rules("V53")


def _family() -> dict[str, type[LongPosition]]:
    from .greek import GreekFevgaPosition

    classes: list[type[LongPosition]] = [
        LongPosition, SportPosition, GulBaraPosition, CrazyPosition, CrazyGulBaraPosition,
        FevgaPosition, CrazyFevgaPosition, KhachapuriPosition, GreekFevgaPosition]
    return {cls.variant: cls for cls in classes}


LONG_FAMILY: dict[str, type[LongPosition]] = _family()
"""Every game of the long family by its name (``position.variant``)."""


def long_family_from_id(text: str) -> LongPosition:
    """The position an ID of any long-family game stands for (its prefix names the game).

    >>> long_family_from_id('FV:00000000000000000000000f:00000000000000000000000f:w11')
    FevgaPosition.from_id('FV:00000000000000000000000f:00000000000000000000000f:w11')
    """
    parts = split_long_id(text)
    for cls in LONG_FAMILY.values():
        if parts is not None and parts[0] == cls.id_prefix:
            return cls.from_id(text)
    raise InvalidIdError("id.long_family", text=text,
                         prefixes=", ".join(c.id_prefix for c in LONG_FAMILY.values()))


__all__ = ["LONG_FAMILY", "CrazyFevgaPosition", "CrazyGulBaraPosition", "CrazyPosition",
           "FevgaPosition", "GulBaraPosition", "KhachapuriPosition", "SportPosition",
           "long_family_from_id"]
