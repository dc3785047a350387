"""Layer 2 — short nardi (backgammon) and the games on its board and moves: its ``Position``,
move generator (``movegen``, three and four dice in ``multidice``), ``LegalPlays``
(``legal``), explanations and ``Turn`` (``explain``), ``parse_play`` (``notation``) and GNU
Backgammon and XGID position IDs (``ids``); the short family's games (``family``, their move
rules in ``family_rules``): hypergammon, triple, "2-2", Caucasian and crazy short nardi."""
