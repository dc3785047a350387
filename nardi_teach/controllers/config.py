"""A board as data: the JSON-ready config of a board (mode, position, dice, options, the actions
taken on it), the controller it describes, and its static HTML.  The notebook widget and the
browser bridge both build their boards from it, so a board is rebuilt the same everywhere."""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Mapping
from html import escape
from typing import Any

from ..core.board import Color
from ..core.checks import shown
from ..core.dice import DiceLike, Roll, coerce_any
from ..games.rules import CubeKind, Rules
from ..i18n import LANGUAGES, get_language, translate
from ..short_nardi.position import Position
from .board import MODES, BoardController
from .game import GameController
from .options import ConfigError, _bad, _choice, _color, _flag, _number, computer_options
from .variants import GAME_NAMES, canonical, position_from_id, throw, variant_of

VERSION = 1


def board_config(
    position: Position | None = None,
    *,
    mode: str = "free",
    dice: DiceLike | Roll | None = None,
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
    computer: Mapping[str, Any] | None = None,
    tutor: bool = False,
    rolls: tuple[int, int] | None = None,
) -> dict[str, Any]:
    """A JSON-ready description of a board: the arguments of ``BoardWidget`` and the actions
    taken on it before it was shown (random rolls replay exactly only with a ``seed``).

    ``mode="practice"`` is the R184 bear-off drill (its positions and dice are scripted:
    ``position`` and ``dice`` are not used).  ``variant`` is the game by its registry name
    (``games.registry.VARIANTS``: ``"short"``, ``"long"``, ``"plakoto"``, ``"gul_bara"`` …, or
    an alias such as ``"gul-bara"``; default: the position's; without one, short nardi).
    In a game, ``computer`` (``{"color": "black", "level": "club"}``, optional ``seed``)
    lets the computer play that side; the board is then seen from the learner's side unless
    ``perspective`` says otherwise; ``tutor`` switches the tutor on there (issue 22; off by
    default, so lesson and exercise boards have it only when asked)."""
    name = (canonical(variant) or variant) if variant is not None else (
        variant_of(position) if position is not None else "short")
    if dice is not None:  # the game's own count of dice (V16, V19)
        dice = throw(name, random.Random(0), dice) if name in GAME_NAMES else coerce_any(dice)
    out = {
        "v": VERSION,
        "mode": mode,
        "position": None if position is None else position.position_id(),
        "variant": name,
        "turn": None if position is None else position.turn.name.lower(),
        "dice": None if dice is None else str(dice),
        "seed": seed,
        "orientation": orientation,
        "perspective": None if perspective is None else Color(perspective).name.lower(),
        "auto_bear_off": auto_bear_off,
        "auto_swap": auto_swap,
        "match_length": match_length,
        "rules": None if rules is None else _rules_json(rules),
        "lang": lang or get_language(),
        "size": size,
        "actions": list(actions or ()),
        "follow_turn": follow_turn,
        "absent": [Color(c).name.lower() for c in absent],
    }
    if computer is not None:
        color, level, own_seed = computer_options(computer)
        out["computer"] = {"color": "none" if color is None else color.name.lower(),
                           "level": level}
        if own_seed is not None:
            out["computer"]["seed"] = own_seed
        if tutor:
            out["tutor"] = True
    if rolls is not None:
        out["rolls"] = [int(rolls[0]), int(rolls[1])]
    return out


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

MAX_ACTIONS = 500  # a config replays at most this many actions (see ``record_action``)
_SIZES = (120, 2000)  # the board's width in pixels
_SEEDS = 2**53  # a compacted config's fresh seed: an exact number in JSON and JavaScript


def board_size(config: Mapping[str, Any]) -> int:
    """The board's width from its config (``size``; 440 when absent)."""
    return _number(config, "size", *_SIZES, 440)


def _rules_json(rules: Rules) -> dict[str, Any]:
    """The table's rules as JSON values (the cube's kind by its name: ``"raise"``)."""
    return {name: value.value if isinstance(value, CubeKind) else value
            for name, value in dataclasses.asdict(rules).items()}


def _rules(value: object) -> Rules | None:
    if value is None:
        return None
    names = {f.name for f in dataclasses.fields(Rules)}
    if not isinstance(value, Mapping) or not set(value) <= names:
        raise _bad("rules", ", ".join(sorted(names)), value)
    fields = dict(value)
    if isinstance(fields.get("cube_kind"), str):  # the JSON name of the cube's kind (V68)
        kinds = {kind.value: kind for kind in CubeKind}
        if fields["cube_kind"] not in kinds:
            raise _bad("rules.cube_kind", " / ".join(kinds), fields["cube_kind"])
        fields["cube_kind"] = kinds[fields["cube_kind"]]
    return Rules(**fields)  # each field's value is checked by Rules (RulesError)


def _rolls(value: object) -> tuple[int, int]:
    """The personal rolls made (White's, Black's) from a config's ``rolls`` (V61)."""
    if value is None:
        return (0, 0)
    if not isinstance(value, list | tuple) or len(value) != 2 or not all(
            type(n) is int and 0 <= n <= 999 for n in value):
        raise _bad("rolls", "[5, 5]", value)
    return (value[0], value[1])


def controller(config: Mapping[str, Any]) -> BoardController:
    """The controller a config describes, with its recorded actions replayed.

    Raises ``ConfigError`` (or the engine's own typed error) for a config that does not
    describe a board; a recorded action the board refuses changes nothing."""
    if not isinstance(config, Mapping):
        raise ConfigError("config.shape", value=shown(config))
    position = None
    variant = canonical(config.get("variant") or "short")  # "short" when absent
    if variant is None:
        raise _bad("variant", " / ".join(GAME_NAMES), config.get("variant"))
    if config.get("position") is not None:
        if not isinstance(config["position"], str):
            raise _bad("position", "Position ID", config["position"])
        position = position_from_id(variant, config["position"],
                                    _color(config.get("turn")) or Color.WHITE)
    mode = _choice(config, "mode", MODES)
    dice = config.get("dice")
    if dice is not None and not isinstance(dice, str | list):
        raise _bad("dice", "6-5", dice)
    if dice is not None:  # an impossible roll is refused here (InvalidDiceError)
        throw(variant, random.Random(0), dice)
    seed = config.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int | str)):
        raise _bad("seed", "0, 1, 2, …", seed)
    lang = config.get("lang")
    if lang is not None and not (isinstance(lang, str) and lang in LANGUAGES):
        raise _bad("lang", "ka / en", lang)
    actions = config.get("actions") or ()
    if not isinstance(actions, list | tuple) or len(actions) > MAX_ACTIONS:
        raise _bad("actions", f"[…] ≤ {MAX_ACTIONS}", actions)
    board_size(config)
    options: dict[str, Any] = dict(
        dice=dice, seed=seed, orientation=_choice(config, "orientation", ("right", "left")),
        auto_bear_off=_flag(config, "auto_bear_off"), lang=lang,
        follow_turn=_flag(config, "follow_turn"), variant=variant,
    )
    if config.get("perspective") is not None:  # else each mode's own default (game: WHITE)
        options["perspective"] = _color(config.get("perspective"), "perspective")
    if mode == "game":
        computer = config.get("computer")
        side = None if computer is None else computer_options(computer)[0]
        if side is not None and "perspective" not in options:
            options["perspective"] = side.other  # the learner's side
        board: BoardController = GameController(
            position, match_length=_number(config, "match_length", 0, 99, 0),
            rules=_rules(config.get("rules")), auto_swap=_flag(config, "auto_swap"),
            computer=computer, tutor=_flag(config, "tutor"), rolls=_rolls(config.get("rolls")),
            **options)
    else:
        absent_names = config.get("absent") or ()
        if not isinstance(absent_names, list | tuple) or len(absent_names) > 2:
            raise _bad("absent", '["white", "black"]', absent_names)
        absent = tuple(c for c in (_color(n, "absent") for n in absent_names) if c is not None)
        board = BoardController(position, mode=mode, absent=absent, **options)
    for action in actions:
        act(board, action if isinstance(action, Mapping) else {})
    return board


def live_controller(config: Mapping[str, Any]) -> BoardController:
    """The board a front end makes of a config (the live book, Lab): :func:`controller`'s, a
    play's verdict worked out after the click (``tutor_later``, in idle slices), never within
    it."""
    board = controller(config)
    if hasattr(board, "tutor_later"):
        board.tutor_later = True  # type: ignore[attr-defined]
    return board


def record_action(config: dict[str, Any], board: BoardController,
                  action: Mapping[str, Any]) -> None:
    """Note in ``config`` an action about to be applied to ``board`` (built from it), so the
    config keeps describing the board.  It does not grow one action per click forever: in
    free mode, between turns, the board so far is written as its position (and the actions
    before dropped); past ``MAX_ACTIONS`` nothing more is noted.

    The compacted config rebuilds the same board, its dice to come too: the rolls made so far
    moved the board's random generator on, so it is seeded afresh (from itself) and the new
    seed written, and the rebuilt board rolls what this one will roll.  A free board without
    a seed gets one the same way at its first action."""
    actions = config.setdefault("actions", [])
    if board.mode == "free" and config.get("seed") is None:
        config["seed"] = board.rng.randrange(_SEEDS)
        board.rng.seed(config["seed"])
    if board.mode == "free" and board.turn is None and actions:
        config["position"] = board.position.position_id()
        config["turn"] = board.position.turn.name.lower()
        config["dice"] = None
        if config.get("perspective") is None and not getattr(board, "follow_turn", False):
            config["perspective"] = board.viewer.name.lower()  # the side drawn at the bottom
        config["seed"] = board.rng.randrange(_SEEDS)
        board.rng.seed(config["seed"])
        actions.clear()
    if len(actions) < MAX_ACTIONS:
        actions.append(dict(action))


def act(board: BoardController, message: Mapping[str, Any]) -> None:
    """One front-end event: a click, a button (``roll`` may carry ``dice``), a play typed in
    notation (``{"type": "play", "text": "13/7 8/7"}``).  Anything
    else is refused in the board's message and changes nothing."""
    if not isinstance(message, Mapping):
        return board.handle({})
    kind = message.get("type")
    if kind == "roll":
        dice = message.get("dice")
        dice = dice.strip() if isinstance(dice, str) else dice
        board.roll(dice or None)
    elif kind == "restart" and board.mode == "practice":
        board.restart_step()
    elif kind == "computer" and getattr(board, "offers_computer", False):
        board.set_computer(message.get("color"), message.get("level"),  # type: ignore[attr-defined]
                           message.get("variant"), message.get("cube"))
    elif kind == "play":  # a whole play typed in notation (the keyboard's way)
        board.play_text(message.get("text"))
    elif kind in ("double", "take", "drop", "new_game", "record") and board.mode == "game":
        getattr(board, str(kind))()
    else:
        board.handle(message)
