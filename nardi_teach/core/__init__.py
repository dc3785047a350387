"""Layer 1 — the shared core: the types every game variant uses.

``board`` (the two sides, ``BAR``/``OFF``), ``dice``, ``errors`` (the error taxonomy),
``moves`` (``Move``, ``Play``), ``notation`` (writing plays, reading their syntax), and what
both games share: ``turn`` (a turn played step by step), ``legal`` (the view of a roll's legal
plays), ``sides`` (the positions' common queries) and ``textboard``.  Nothing here knows a
variant's rules: each variant supplies its own move generator.
"""
