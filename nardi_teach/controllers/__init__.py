"""UI-agnostic board controllers: a board's state machine (``board``, ``game``, ``playback``),
its description as data (``config``) and the readers of its options (``options``), shared by
the notebook and the web front-ends.  May import the engine, the computer and ``svg``."""
