"""The Python side of the live book: boards and exercises played in the reader's browser.

The published book runs this very package in Pyodide, in a web worker; the page's thin
JavaScript (``book/_static/nardi_live.js``) only shows what these functions return and
forwards clicks, buttons and answers.  Everything crosses as JSON text, so nothing holds a
proxy into Python:

- :func:`board_config` / :func:`board_html` — at book-build time, the static HTML of a board
  (its SVG, its message) carrying ``data-nardi-board``: what the browser needs to rebuild it.
- :func:`new_board` / :func:`board_event` — in the browser, a board from that config and its
  reactions: ``{"svg", "message", "error", "rule", "buttons", ...}``.
- exercises have their own half, ``nardi_teach.exercises.live`` (the layer above this one):
  :func:`load_exercises`, :func:`exercise_form`, :func:`check_answer`.
- :func:`ui_strings` — the texts the page needs before Python is there (its loading
  indicator), written next to Pyodide at build time.

>>> from nardi_teach import Position
>>> state = json.loads(new_board(json.dumps(board_config(Position.initial(), dice="6-5"))))
>>> after = json.loads(board_event(state["id"], '{"type": "click", "point": 24}'))
>>> "მე-24 პუნქტზე" in after["message"]
True
"""

from __future__ import annotations

import json
from typing import Any

from .controllers.board import BoardController
from .controllers.config import VERSION, act, board_config, board_html, controller
from .i18n import translate

__all__ = ["VERSION", "board_config", "board_event", "board_html", "controller", "new_board",
           "state", "ui_strings"]

# The page's own texts (loading indicator, exercise controls), by i18n key.
UI_KEYS = ("live.loading", "live.step.runtime", "live.step.engine", "live.step.boards",
           "live.ready", "live.failed", "live.seconds", "live.check", "live.answer",
           "live.answer_placeholder", "live.busy", "live.board_label", "live.error")

_boards: dict[int, BoardController] = {}


def state(board: BoardController, size: int = 440) -> dict[str, Any]:
    """What the page shows: the SVG, the message, and each button with its label and state."""
    lang = board.lang
    enabled = board.buttons()
    can_roll = enabled["roll"]
    buttons = [(action, f"widget.{action}", on) for action, on in enabled.items()]
    return {
        "svg": str(board.svg(size)),
        "message": board.message,
        "error": board.error,
        "rule": board.error_rule,
        "buttons": [{"action": a, "label": translate(k, lang), "enabled": bool(on)}
                    for a, k, on in buttons],
        "dice": {"enabled": can_roll, "placeholder": translate("widget.dice_placeholder", lang),
                 "label": translate("widget.set_dice", lang)},
    }


def new_board(config_json: str) -> str:
    """Make the board a ``data-nardi-board`` config describes: its state, with its ``id``."""
    config = json.loads(config_json)
    board = controller(config)
    board_id = len(_boards) + 1
    _boards[board_id] = board
    board.live_size = int(config.get("size") or 440)  # type: ignore[attr-defined]
    return json.dumps({"id": board_id, **state(board, board.live_size)}, ensure_ascii=False)


def board_event(board_id: int, message_json: str) -> str:
    """Apply one event (JSON: ``{"type": "click", "point": 24}``, ``{"type": "undo"}`` …) to
    board ``board_id`` and return its new state."""
    board = _boards[int(board_id)]
    message = json.loads(message_json)
    act(board, message if isinstance(message, dict) else {})
    return json.dumps(state(board, getattr(board, "live_size", 440)), ensure_ascii=False)


# — build time: texts for the page before Python is there —

def ui_strings(lang: str | None = None) -> dict[str, str]:
    """The page's own texts in ``lang``, keyed without the ``live.`` prefix."""
    # "{detail}" stays a placeholder: the page puts the reason in
    return {key.removeprefix("live."): translate(key, lang, detail="{detail}") for key in UI_KEYS}
