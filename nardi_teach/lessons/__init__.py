"""Guided lessons (issue 15): steps, a lesson run and its judging, action steps, and the
lesson board's state machine — UI-agnostic, like ``nardi_teach.controllers``; the front-ends
(``notebook``, ``web``) show it and ``nardi_teach.html.lessons`` writes its HTML.

May import the engine, the controllers and ``exercises`` (the bank's reader and errors).
"""
