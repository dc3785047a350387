"""The YellowClub family's positions on the engine's seam (issue 20; V-ids:
``shared/rules/variants.md``).  This package holds the short-nardi (contrary) family:
hypergammon, triple, "2-2", Caucasian, crazy short nardi and plakoto."""


from .short_family import (
    CaucasianPosition,
    CrazyShortPosition,
    HyperPosition,
    TriplePosition,
    TwoTwoPosition,
)

__all__ = ["CaucasianPosition", "CrazyShortPosition", "HyperPosition",
           "TriplePosition", "TwoTwoPosition"]
