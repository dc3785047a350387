"""The Python side of the live book: boards and exercises played in the reader's browser.

The published book runs this very package in Pyodide, in a web worker; the page's thin
JavaScript (``book/_static/nardi_live.js``) only shows what these functions return and
forwards clicks, buttons and answers.  Everything crosses as JSON text, so nothing holds a
proxy into Python:

- :func:`board_config` / :func:`board_html` — at book-build time, the static HTML of a board
  (its SVG, its message) carrying ``data-nardi-board``: what the browser needs to rebuild it.
- :func:`new_board` / :func:`board_event` — in the browser, a board from that config and its
  reactions: ``{"svg", "message", "error", "rule", "buttons", ...}``.
- :func:`load_exercises` / :func:`exercise_form` / :func:`check_answer` — the exercise bank
  (JSON) and the engine's verdict on an answer.
- :func:`ui_strings` — the texts the page needs before Python is there (its loading
  indicator), written next to Pyodide at build time.

>>> state = json.loads(new_board(json.dumps(board_config(Position.initial(), dice="6-5"))))
>>> after = json.loads(board_event(state["id"], '{"type": "click", "point": 24}'))
>>> "მე-24 პუნქტზე" in after["message"]
True
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from html import escape
from typing import Any

from .board_controller import BoardController
from .dice import Dice, DiceLike
from .i18n import get_language, translate
from .position import Color, Position
from .rules import Rules

VERSION = 1

# The page's own texts (loading indicator, exercise controls), by i18n key.
UI_KEYS = ("live.loading", "live.step.runtime", "live.step.engine", "live.step.boards",
           "live.ready", "live.failed", "live.seconds", "live.check", "live.answer",
           "live.answer_placeholder", "live.busy", "live.board_label")

_boards: dict[int, BoardController] = {}
_exercises: dict[str, Any] = {}


# — build time: the static board and what rebuilds it —

def board_config(
    position: Position | None = None,
    *,
    mode: str = "free",
    dice: DiceLike | None = None,
    seed: int | None = None,
    orientation: str = "right",
    perspective: Color | None = None,
    auto_bear_off: bool = False,
    auto_swap: bool = False,
    match_length: int = 0,
    rules: Rules | None = None,
    lang: str | None = None,
    size: int = 440,
    actions: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A JSON-ready description of a board: the arguments of ``BoardWidget`` and the actions
    taken on it before it was shown (random rolls replay exactly only with a ``seed``)."""
    return {
        "v": VERSION,
        "mode": mode,
        "position": None if position is None else position.gnubg_id(),
        "turn": None if position is None else position.turn.name.lower(),
        "dice": None if dice is None else str(Dice.coerce(dice)),
        "seed": seed,
        "orientation": orientation,
        "perspective": None if perspective is None else Color(perspective).name.lower(),
        "auto_bear_off": auto_bear_off,
        "auto_swap": auto_swap,
        "match_length": match_length,
        "rules": None if rules is None else dataclasses.asdict(rules),
        "lang": lang or get_language(),
        "size": size,
        "actions": list(actions or ()),
    }


def board_html(config: Mapping[str, Any], svg: str, message: str) -> str:
    """The static board (SVG and message) inside the element the live page takes over."""
    data = escape(json.dumps(config, ensure_ascii=False, separators=(",", ":")), quote=True)
    label = escape(translate("live.board_label", str(config.get("lang") or get_language())))
    return (
        f'<div class="nardi-live-board" data-nardi-board="{data}" role="group" '
        f'aria-label="{label}">'
        f'<div class="nardi-board-view">{svg}</div>'
        f'<div class="nardi-live-side"><div class="nardi-live-controls"></div>'
        f'<div class="nardi-message-text" role="status" aria-live="polite">{escape(message)}</div>'
        f"</div></div>"
    )


# — in the browser: boards —

def _color(name: object) -> Color | None:
    return None if name is None else Color[str(name).upper()]


def controller(config: Mapping[str, Any]) -> BoardController:
    """The controller a config describes, with its recorded actions replayed."""
    position = None
    if config.get("position"):
        position = Position.from_gnubg_id(str(config["position"]),
                                          turn=_color(config.get("turn")) or Color.WHITE)
    mode = str(config.get("mode", "free"))
    options: dict[str, Any] = dict(
        dice=config.get("dice"), seed=config.get("seed"),
        orientation=str(config.get("orientation", "right")),
        perspective=_color(config.get("perspective")),
        auto_bear_off=bool(config.get("auto_bear_off")), lang=config.get("lang"),
    )
    if mode == "game":
        from .game_controller import GameController

        rules = config.get("rules")
        board: BoardController = GameController(
            position, match_length=int(config.get("match_length") or 0),
            rules=None if rules is None else Rules(**rules),
            auto_swap=bool(config.get("auto_swap")), **options)
    else:
        board = BoardController(position, mode=mode, **options)
    for action in config.get("actions") or ():
        act(board, action)
    return board


def act(board: BoardController, message: Mapping[str, Any]) -> None:
    """One front-end event: a click, a button (``roll`` may carry ``dice``)."""
    kind = message.get("type")
    if kind == "roll":
        dice = str(message.get("dice") or "").strip()
        board.roll(dice or None)
    elif kind == "restart" and board.mode == "practice":
        board.restart_step()
    elif kind in ("double", "take", "drop", "new_game") and board.mode == "game":
        getattr(board, str(kind))()
    else:
        board.handle(message)


def state(board: BoardController, size: int = 440) -> dict[str, Any]:
    """What the page shows: the SVG, the message, and each button with its label and state."""
    lang = board.lang
    rolled = board.turn is not None
    can_roll = not rolled and board.may_roll()
    can_undo = bool(rolled and board.turn.moves)
    buttons = [
        ("roll", "widget.roll", can_roll),
        ("undo", "widget.undo", can_undo),
        ("undo_turn", "widget.undo_turn", can_undo),
        ("confirm", "widget.confirm", rolled),
    ]
    if board.mode == "practice":
        buttons.append(("restart", "widget.restart", True))
    if board.mode == "game":
        double, take, drop = board.cube_actions()  # type: ignore[attr-defined]
        buttons += [("double", "widget.double", double), ("take", "widget.take", take),
                    ("drop", "widget.drop", drop), ("new_game", "widget.new_game", True)]
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


# — in the browser: exercises —

def load_exercises(bank_json: str) -> int:
    """Load the bank (JSON ``{id: entry}``, written at build time); returns how many."""
    from .exercises import Exercise

    for key, entry in json.loads(bank_json).items():
        _exercises[key] = Exercise.from_dict(entry)
    return len(_exercises)


def exercise_form(exercise_id: str, lang: str | None = None) -> str:
    """The answer controls of an exercise: its choices (or none: free text) and labels."""
    ex = _exercises[exercise_id]
    choices = ex.choices(lang)
    return json.dumps({
        "id": exercise_id,
        "choices": [[key, label] for key, label in choices] if choices else None,
        "check": translate("live.check", lang),
        "answer": translate("live.answer", lang),
        "placeholder": translate("live.answer_placeholder", lang),
    }, ensure_ascii=False)


def check_answer(exercise_id: str, answer: str, lang: str | None = None) -> str:
    """The engine's verdict on ``answer``: ``{"correct", "message", "rule"}``."""
    result = _exercises[exercise_id].check(answer, lang)
    return json.dumps({"correct": result.correct, "message": result.message,
                       "rule": result.rule}, ensure_ascii=False)


# — build time: texts for the page before Python is there —

def ui_strings(lang: str | None = None) -> dict[str, str]:
    """The page's own texts in ``lang``, keyed without the ``live.`` prefix."""
    return {key.removeprefix("live."): translate(key, lang) for key in UI_KEYS}
