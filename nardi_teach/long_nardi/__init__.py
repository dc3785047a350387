"""Layer 2 — long nardi (გრძელი ნარდი, docs/rules/long_nardi.md, L1–L11): its
``LongPosition`` and ``HeadRule`` (``position``), move generator (``movegen``),
``LongLegalPlays`` (``legal``), explanations and the ``Turn`` rules (``explain``),
``parse_play`` (``notation``) and its own position ID (``ids``); the family's other games
(``variants.md`` V34–V59) as position classes of their own (``family``; Greek fevga in
``greek``, its generator in ``greek_movegen``)."""
