"""Layer 3 — games and matches: ``Rules``, the cube, scoring, ``Game`` and its actions,
``Match``, GNU Backgammon Match IDs, XGIDs and chouette."""
