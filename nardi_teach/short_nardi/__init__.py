"""Layer 2 — short nardi (backgammon): its ``Position``, move generator (``movegen``),
``LegalPlays`` (``legal``), explanations and ``Turn`` (``explain``), ``parse_play``
(``notation``) and GNU Backgammon and XGID position IDs (``ids``)."""
