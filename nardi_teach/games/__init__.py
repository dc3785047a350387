"""Layer 3 — games and matches: ``Rules``, the cube (doubling or raise), scoring, ``Game`` and
its actions, the YellowClub family's turn sequence (``flow``) and every game's ``Variant``
(``registry``), ``Match``, GNU Backgammon Match IDs, XGIDs and chouette."""
