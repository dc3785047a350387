"""Layer 5 — UI-agnostic board controllers: a board's state machine (``board``, ``game``) and
its description as data (``config``), shared by the notebook widget and the browser bridge."""
