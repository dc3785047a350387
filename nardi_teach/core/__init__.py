"""Layer 1 — the shared core: the types every game variant uses.

``board`` (the two sides, ``BAR``/``OFF``), ``dice``, ``errors`` (the error taxonomy),
``moves`` (``Move``, ``Play``) and ``notation`` (writing plays, reading their syntax).  Nothing
here knows a variant's rules: each variant supplies its own move generator.
"""
