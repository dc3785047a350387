"""Layer 2 — long nardi (გრძელი ნარდი, ../shared/rules/long_nardi.md, L1–L11): its
``LongPosition`` and ``HeadRule`` (``position``), move generator (``movegen``),
``LongLegalPlays`` (``legal``), explanations and the ``Turn`` rules (``explain``),
``parse_play`` (``notation``) and its own position ID (``ids``)."""
