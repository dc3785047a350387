"""HTML that every front-end shows: an exercise card and a chapter's exercises with the answer
key, a lesson's first step and the lesson map, the review and progress pages' content.  The
notebook and the web front-ends both build on it, so neither imports the other.

May import the engine, ``exercises``, ``lessons`` and ``progress``; never ``notebook`` or ``web``.
"""
