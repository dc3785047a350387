"""The live book's boards: played in the reader's browser.

The published book runs this very package in Pyodide, in a web worker; the page's thin
JavaScript (``book/_static/nardi_live.js``) only shows what these functions return and
forwards clicks, buttons and answers.  Everything crosses as JSON text, so nothing holds a
proxy into Python:

- :func:`board_config` / :func:`board_html` — at book-build time, the static HTML of a board
  (its SVG, its message) carrying ``data-nardi-board``: what the browser needs to rebuild it.
- :func:`new_board` / :func:`board_event` — in the browser, a board from that config and its
  reactions: ``{"svg", "message", "error", "rule", "buttons", ...}``; :func:`board_idle` —
  the work a board leaves for when the page is idle (issue 39: the learner's plays judged
  quietly with the tutor off; issue 41: with the tutor on, the verdict on a play, so that the
  click that confirms it is answered at once).
- exercises, lessons and the review pages have their own modules beside this one
  (``web.exercises``, ``web.lessons``, ``web.review``).
- :func:`ui_strings` — the texts the page needs before Python is there (its loading
  indicator), written next to Pyodide at build time.

>>> from nardi_teach import Position
>>> state = json.loads(new_board(json.dumps(board_config(Position.initial(), dice="6-5"))))
>>> after = json.loads(board_event(state["id"], '{"type": "click", "point": 24}'))
>>> "24-ე პუნქტზე" in after["message"]
True
"""

from __future__ import annotations

import itertools
import json
import weakref
from collections.abc import Callable, Iterator
from typing import Any

from ..controllers.board import BoardController
from ..controllers.config import (
    VERSION,
    ConfigError,
    act,
    board_config,
    board_html,
    board_size,
    controller,
    live_controller,
)
from ..controllers.quiet import SLICE
from ..controllers.variants import dice_placeholder
from ..core.checks import shown
from ..core.errors import NardiError
from ..core.limits import MAX_MESSAGE, loads_json
from ..games.rules import CubeKind
from ..i18n import LANGUAGES, translate
from ..short_nardi.position import Position

__all__ = ["VERSION", "board_config", "board_event", "board_html", "board_idle", "controller",
           "error_state", "live_controller", "new_board", "rehearse", "state", "ui_strings"]

# The page's own texts (loading indicator, exercise controls), by i18n key.
UI_KEYS = ("live.loading", "live.step.runtime", "live.step.engine", "live.step.boards",
           "live.ready", "live.failed", "live.seconds", "live.check", "live.answer",
           "live.answer_placeholder", "live.busy", "live.board_label", "live.error",
           "live.store_full", "live.board_wait",
           # issue 23: the board by keyboard and screen reader (i18n/*/a11y.py)
           "a11y.keys", "a11y.board", "a11y.play_label", "a11y.play_placeholder",
           "a11y.play_button", "a11y.not_now", "a11y.large", "a11y.how")

MAX_BOARDS = 500
"""Boards kept by the one Python every open page of the book shares (a chapter has a few
dozen): past it, the one used least recently is freed (its next event answers
``live.no_board``)."""
_boards: dict[int, BoardController] = {}  # in the order last used
_next = [1]


def state(board: BoardController, size: int = 440, *, frames: bool = False,
          download: bool = False) -> dict[str, Any]:
    """What the page shows: the SVG, the message, and each button with its label and state.

    A board that offers the computer also its colour and level (``choices``; two players
    pick colour "none"); against the computer (``computer``) also the tutor (``tutor``:
    :meth:`~nardi_teach.controllers.tutor_side.TutorSide.tutor_state`); with ``frames``, its last
    play to show move by move before the present board (``frames``: the SVGs, the message
    of each, the note a click during the showing gives); with ``download``, the game record
    as a file to save (``download``: its name and text)."""
    lang = board.lang
    enabled = board.buttons()
    can_roll = enabled.get("roll", False)
    buttons = []
    raising = action_raises(board)
    for action, on in enabled.items():
        key = ("widget.double_raise" if action == "double" and raising
               else board.undo_label() if action == "undo" else f"widget.{action}")
        button = {"action": action, "label": translate(key, lang),
                  "enabled": bool(on), "group": _GROUPS.get(action, "play")}
        if action.startswith("replay_") and action != "replay_exit":  # a symbol: its name
            button["title"] = translate(f"widget.title.{action}", lang)
        buttons.append(button)
    out = {
        "svg": str(board.svg(size)),
        "message": board.message,
        "error": board.error,
        "rule": board.error_rule,
        "rule_link": board.rule_link(),
        "buttons": buttons,
        "dice": {"enabled": can_roll,
                 "placeholder": translate(dice_placeholder(board.variant), lang),
                 "label": translate("widget.set_dice", lang)},
    }
    over = finished(board)
    if over is not None:
        out["finished"] = over
    if getattr(board, "offers_computer", False):  # its selects (two players: colour "none")
        out["choices"] = board.choices()  # type: ignore[attr-defined]
    if getattr(board, "computer", None) is not None:  # a game against the computer
        game: Any = board
        out["computer"] = True
        out["replaying"] = game.replay_at is not None
        out["tutor"] = game.tutor_state()  # issue 22: the verdict, after the game the errors
        out["practice"] = game.practice()  # issue 39: bad plays, for the review queue
        out["quiet"] = game.tutor_available  # it judges the learner's plays (tutor off)
        # plays to judge quietly (tutor off) or whose verdict is owed (tutor on): board_idle
        out["idle"] = game.quiet_pending() or game.tutor_pending()
        if out["idle"]:  # kept by the page: judged after a reload too
            out["unjudged"] = game.tutor_unjudged() + game.quiet_queue().unjudged()
        if frames and game.frames:
            out["frames"] = {"svgs": game.frame_svgs(size), "messages": game.frame_messages(),
                             "note": game.frame_note()}
        if download:
            out["download"] = {"name": game.save_name(), "text": game.record_text() + "\n"}
    return out


_matches: weakref.WeakKeyDictionary[Any, int] = weakref.WeakKeyDictionary()
_match_count = itertools.count(1)


def finished(board: BoardController) -> dict[str, Any] | None:
    """A game board's finished game, for the learner's store and the class server (issue 37):
    ``{"key", "game", "result", "points", "winner", "learner", "dropped"}``, else ``None``.

    ``key`` tells this game apart from every other finished on the page (its match's serial
    and its place in the match), so the page keeps it once however often it is drawn;
    ``result`` is ``"single"``, ``"gammon"``, ``"backgammon"`` or ``"drawn"`` (V31);
    ``winner`` and ``learner`` are ``"white"``, ``"black"`` or ``""`` (no computer: two
    players at one board, the learner is no side)."""
    match = getattr(board, "match", None)
    if match is None or not board.game.is_over:
        return None
    state = board.game.state
    serial = _matches.setdefault(match, next(_match_count))
    side = getattr(board, "computer_side", None)
    name = lambda color: color.name.lower() if color is not None else ""  # noqa: E731
    return {"key": f"{serial}.{len(match.games)}", "game": board.variant,
            "result": "drawn" if state.drawn or state.result is None
            else state.result.name.lower(),
            "points": int(state.points or 0), "winner": "" if state.drawn else name(state.winner),
            "learner": name(side.other) if side is not None else "",
            "dropped": bool(state.dropped)}


def action_raises(board: BoardController) -> bool:
    """Whether ``board``'s cube is the raise cube: its button says "raise" (V68)."""
    game = getattr(board, "game", None)
    return game is not None and game.state.cube.kind is CubeKind.RAISE


_GROUPS = {"double": "cube", "take": "cube", "drop": "cube", "new_game": "game",
           "record": "game", "show_again": "game", "replay": "game", "save": "game",
           **{f"replay_{k}": "replay" for k in ("start", "back", "forward", "end", "exit")},
           **dict.fromkeys(("tutor_on", "tutor_off", "hint", "show_better", "hide_better"),
                           "tutor")}
"""The row each button sits in on the page (the others: ``"play"``)."""


def _serials(board: BoardController) -> tuple[int, int]:
    """What tells a new showing of the computer's play and a record to save apart."""
    return (getattr(board, "frames_serial", 0), getattr(board, "save_serial", 0))


MAX_JSON = MAX_MESSAGE  # characters of one config or message from the page


def error_state(error: NardiError, lang: str | None = None, board_id: int | None = None
                ) -> dict[str, Any]:
    """What the page shows when a config or message is refused: the board's usual state
    shape with ``ok: false``, ``error: true``, the message in ``lang`` and ``svg: null``
    (keep showing the board that is there); ``id`` is the board's when it exists."""
    lang = lang if isinstance(lang, str) and lang in LANGUAGES else None
    return {
        "ok": False, "id": board_id, "svg": None, "message": error.text(lang),  # no rule ids
        "error": True, "rule": getattr(error, "rule", None), "code": error.key,
        "buttons": [],
        "dice": {"enabled": False, "placeholder": translate("widget.dice_placeholder", lang),
                 "label": translate("widget.set_dice", lang)},
    }


def _json(text: object, what: str) -> Any:
    """``text`` read as JSON, or ``ConfigError``: not text, too long, not JSON, too deep."""
    if not isinstance(text, str) or len(text) > MAX_JSON:
        raise ConfigError("config.json", what=what)
    try:  # depth and number length checked first: no recursion per level (Pyodide)
        return loads_json(text, max_chars=MAX_JSON)
    except (ValueError, RecursionError):  # JSONDecodeError, LimitError
        raise ConfigError("config.json", what=what) from None


def _answer(build: Callable[[], dict[str, Any]], lang: list[str | None],
            board_id: int | None = None) -> str:
    """``build()``'s state as JSON text; a typed refusal as :func:`error_state` in
    ``lang[0]`` (a cell ``build`` may fill); and, so one bad board never takes the page
    down, any other failure as the same error state."""
    try:
        out = build()
    except NardiError as error:
        out = error_state(error, lang[0], board_id)
    except Exception:  # noqa: BLE001 - a bug must not disable the page; the tests allow none
        out = error_state(ConfigError("live.internal"), lang[0], board_id)
    return json.dumps(out, ensure_ascii=False)


def new_board(config_json: str) -> str:
    """Make the board a ``data-nardi-board`` config describes: its state, with its ``id``.
    A config that describes no board gives :func:`error_state` (``id`` null)."""
    lang: list[str | None] = [None]

    def build() -> dict[str, Any]:
        config = _json(config_json, "config")
        if isinstance(config, dict) and isinstance(config.get("lang"), str) \
                and config["lang"] in LANGUAGES:
            lang[0] = config["lang"]
        board = live_controller(config)
        size = board_size(config)
        board_id = _next[0]
        _next[0] += 1
        _boards[board_id] = board
        while len(_boards) > MAX_BOARDS:
            del _boards[next(iter(_boards))]  # the least recently used
        board.live_size = size  # type: ignore[attr-defined]
        return {"ok": True, "id": board_id, **state(board, size)}

    return _answer(build, lang)


def board_event(board_id: int, message_json: str) -> str:
    """Apply one event (JSON: ``{"type": "click", "point": 24}``, ``{"type": "undo"}`` …) to
    board ``board_id`` and return its new state.  A refused event leaves the board as it
    was, its message saying why; an unknown board gives :func:`error_state`."""
    board = _boards.pop(board_id, None) if type(board_id) is int else None
    if board is not None:
        _boards[board_id] = board  # now the most recently used
    lang = board.lang if board is not None else None

    def build() -> dict[str, Any]:
        if board is None:
            raise ConfigError("live.no_board", id=shown(board_id))
        before = _serials(board)
        try:
            message = _json(message_json, "message")
        except ConfigError as error:  # refused like any other event: the board as it was
            board._refuse(error)
        else:
            act(board, message if isinstance(message, dict) else {})
        after = _serials(board)
        return {"ok": True, "id": board_id,
                **state(board, getattr(board, "live_size", 440), frames=after[0] != before[0],
                        download=after[1] != before[1])}

    return _answer(build, [lang], board_id if board is not None else None)


MAX_ADOPTED = 50
"""How many plays of a reloaded page one idle call adopts (the rest: a later call)."""


def board_idle(board_id: int, unjudged_json: str = "[]") -> str:
    """Board ``board_id``'s work for an idle page, one slice (``controllers.quiet.SLICE``, about
    10 ms of Python) per call, the judgement under way kept for the next call: in a game
    against the computer, the verdict on the learner's last plays with the tutor on (issue 41:
    :meth:`~nardi_teach.controllers.tutor_side.TutorSide.tutor_step`) first, then the plays
    not yet judged quietly (issue 39: tutor off, no verdict shown).  ``unjudged_json``: plays
    the page kept from before a reload, ``[{"key", "id"}, …]`` (the ids of
    ``computer.mistakes``), judged here too.  Returns ``{"ok", "id", "practice", "idle",
    "unjudged", "judged"}``: the bad and very bad plays for the review queue (as :func:`state`
    gives them), whether work is left, the plays still to judge and the keys judged by this
    call, and ``board``, the board's whole state (:func:`state`), when the verdict shown
    changed; an unknown board or bad JSON gives :func:`error_state`."""
    board = _boards.get(board_id) if type(board_id) is int else None
    lang = board.lang if board is not None else None

    def build() -> dict[str, Any]:
        if board is None:
            raise ConfigError("live.no_board", id=shown(board_id))
        kept = _json(unjudged_json, "unjudged")
        game: Any = board
        if getattr(board, "computer", None) is None or not game.tutor_available:
            return {"ok": True, "id": board_id, "practice": [], "idle": False,
                    "unjudged": [], "judged": []}
        queue = game.quiet_queue()
        unreadable = []
        for item in kept[:MAX_ADOPTED] if isinstance(kept, list) else []:
            if isinstance(item, dict) and isinstance(item.get("key"), str) \
                    and isinstance(item.get("id"), str) and len(item["key"]) <= 40 \
                    and not queue.adopt(item["key"], item["id"]):
                unreadable.append(item["key"])  # a damaged id: dropped by the page
        verdict = False
        if game.tutor_pending():
            verdict = game.tutor_step(SLICE)
        else:
            game.judge_quietly(SLICE)
        out = {"ok": True, "id": board_id, "practice": game.practice(),
               "idle": game.quiet_pending() or game.tutor_pending(),
               "unjudged": game.tutor_unjudged() + queue.unjudged(),
               "judged": unreadable + game.tutor_taken() + queue.take_judged()}
        if verdict:
            out["board"] = state(board, getattr(board, "live_size", 440))
        return out

    return _answer(build, [lang], board_id if board is not None else None)


# — start-up: what a memory snapshot of the reader's Python holds —

_rehearsal: list[Iterator[None]] = []


def _rehearsal_steps() -> Iterator[None]:
    """The reader's first moves on a board of the opening, one step at a time."""
    config = board_config(Position.initial(), dice="6-5")
    board = controller(config)
    size = board_size(config)
    json.dumps(state(board, size), ensure_ascii=False)
    yield
    turn = board.turn
    if turn is None:
        return
    move = next(iter(turn.legal)).moves[0]
    steps = (({"type": "click", "point": move.src}, lambda: board.selected == move.src),
             ({"type": "click", "point": move.dst}, lambda: len(board.turn.moves) == 1),
             ({"type": "undo"}, lambda: not board.turn.moves and board.selected is None))
    for event, done in steps:
        act(board, event)
        json.dumps(state(board, size), ensure_ascii=False)
        if not done():  # refused: the rest would not rehearse what a reader does
            return
        yield


def rehearse() -> bool:
    """One step of a rehearsal the live book's worker runs once, right after Python is ready,
    while it waits for the page: a board of the opening drawn, a checker picked up, moved and
    taken back, as a reader's first clicks do. In the browser the first run of each of these
    paths compiles Pyodide's code for it (a page's first click took 60–130 ms of Python, the
    next ones 5–20 ms); the worker answers the page between two steps. The rehearsal's board
    belongs to no page: the boards kept and their ids are untouched. True when a step was run
    (call again), False once the rehearsal is over."""
    if not _rehearsal:
        _rehearsal.append(_rehearsal_steps())
    return next(_rehearsal[0], False) is None

# — build time: texts for the page before Python is there —

def ui_strings(lang: str | None = None) -> dict[str, str]:
    """The page's own texts in ``lang``, keyed without the ``live.`` prefix."""
    # "{detail}" stays a placeholder: the page puts the reason in
    return {key.removeprefix("live."): translate(key, lang, detail="{detail}") for key in UI_KEYS}
