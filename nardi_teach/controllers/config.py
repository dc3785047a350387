"""A board as data: the JSON-ready config of a board (mode, position, dice, options, the actions
taken on it), the controller it describes, and its static HTML.  The notebook widget and the
browser bridge both build their boards from it, so a board is rebuilt the same everywhere."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from html import escape
from typing import Any

from ..core.board import Color
from ..core.dice import Dice, DiceLike
from ..games.rules import Rules
from ..i18n import get_language, translate
from ..short_nardi.position import Position
from .board import POSITIONS, BoardController

VERSION = 1


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
    follow_turn: bool = False,
    absent: tuple[Color, ...] = (),
    variant: str | None = None,
) -> dict[str, Any]:
    """A JSON-ready description of a board: the arguments of ``BoardWidget`` and the actions
    taken on it before it was shown (random rolls replay exactly only with a ``seed``).

    ``mode="practice"`` is the R184 bear-off drill (its positions and dice are scripted:
    ``position`` and ``dice`` are not used).  ``variant`` is the game, ``"short"`` or
    ``"long"`` (default: the position's; without one, short nardi)."""
    return {
        "v": VERSION,
        "mode": mode,
        "position": None if position is None else position.position_id(),
        "variant": variant or (position.variant if position is not None else "short"),
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
        "follow_turn": follow_turn,
        "absent": [Color(c).name.lower() for c in absent],
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


# — the board a config describes —

def _color(name: object) -> Color | None:
    return None if name is None else Color[str(name).upper()]


def controller(config: Mapping[str, Any]) -> BoardController:
    """The controller a config describes, with its recorded actions replayed."""
    position = None
    variant = str(config.get("variant") or "short")
    if variant not in POSITIONS:
        raise ValueError(f"variant must be one of {sorted(POSITIONS)}, not {variant!r}")
    if config.get("position"):
        position = POSITIONS[variant].from_position_id(
            str(config["position"]), turn=_color(config.get("turn")) or Color.WHITE)
    mode = str(config.get("mode", "free"))
    options: dict[str, Any] = dict(
        dice=config.get("dice"), seed=config.get("seed"),
        orientation=str(config.get("orientation", "right")),
        auto_bear_off=bool(config.get("auto_bear_off")), lang=config.get("lang"),
        follow_turn=bool(config.get("follow_turn")), variant=variant,
    )
    if config.get("perspective") is not None:  # else each mode's own default (game: WHITE)
        options["perspective"] = _color(config.get("perspective"))
    if mode == "game":
        from .game import GameController

        rules = config.get("rules")
        board: BoardController = GameController(
            position, match_length=int(config.get("match_length") or 0),
            rules=None if rules is None else Rules(**rules),
            auto_swap=bool(config.get("auto_swap")), **options)
    else:
        absent = tuple(c for c in map(_color, config.get("absent") or ()) if c is not None)
        board = BoardController(position, mode=mode, absent=absent, **options)
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
