"""Action steps of guided lessons: the thing to find is a turn or cube action, not a play.

An action step's position carries the game state the decision needs: an ``XGID=…`` gives
the cube (value, owner), the match (length, score, Crawford), the side on roll and whether
the dice are still to roll (``00``), rolled (``63``) or a double is offered (``D``: the
doubled side answers).  Any
other position (``start``, a Position ID, ``X{…} O{…}``, ``LN:…``, a family game's own ID)
is a money game with the cube in the centre, the side on roll before rolling; long nardi has
no cube unless agreed (L10), nor has plakoto (V32): a game of the family plays by its
registry entry (``games.registry.variant_named``).  With ``cube_kind="raise"`` the cube is
YellowClub's raise cube (V68): the XGID's cube field counts the accepted offers *k*, so its
stake is *k* + 1 (the doubling cube's 2**k), and the engine words its refusals as raises.

The answer is an action key (``ACTIONS``) or its label in either language.  The engine
(``games.game.apply_action``) decides what the rules allow: nothing here restates a rule.

>>> state = action_state("XGID=-b----E-C---eE---c-e----B-:1:-1:1:00:0:0:0:0:10")
>>> state.phase.value, default_choices(state), refusal(state, "double").rule
('roll', ('double', 'roll'), 'R111')
>>> raised = action_state("XGID=-b----E-C---eE---c-e----B-:2:1:1:00:0:0:0:0:10", cube_kind="raise")
>>> raised.cube, label("double", "en", "raise")
(Cube(3, Color.WHITE, kind=CubeKind.RAISE), 'Raise')
"""

from __future__ import annotations

from dataclasses import replace

from ..core.dice import Dice
from ..core.errors import NardiError
from ..core.moves import Play
from ..exercises.model import BankError, parse_position
from ..games.actions import Double, Drop, IllegalAction, Roll, Take, WholePlay
from ..games.cube import Cube
from ..games.game import Game, GameState, Phase, apply_action
from ..games.long_game import long_variant
from ..games.registry import variant_named
from ..games.rules import CubeKind
from ..games.variant import SHORT
from ..i18n import translate

ACTIONS = ("roll", "double", "take", "drop")
"""The actions a step may ask for: roll the dice, offer a double, take it, drop it."""
_ACTION = {"roll": lambda: Roll(Dice(6, 5)), "double": Double, "take": Take, "drop": Drop}
_LANGS = ("ka", "en")


def action_state(text: str, variant: str = "short", where: str = "",
                 cube_kind: str = "doubling") -> GameState:
    """The game state of an action step's position (see the module's docstring)."""
    spec = text.strip()
    if variant == "short" and spec.upper().startswith("XGID="):
        state = Game.from_xgid(spec).state
    else:
        position = parse_position(spec, where, variant)
        game = SHORT if variant == "short" else (
            long_variant() if variant == "long" else variant_named(variant))
        state = GameState(position=position, phase=Phase.ROLL,  # type: ignore[arg-type]
                          variant=game)
    if cube_kind == "raise":  # k accepted offers: stake k + 1 (V68)
        state = replace(state, cube=Cube.raising(state.cube.value.bit_length(),
                                                 state.cube.owner),
                        rules=replace(state.rules, cube_kind=CubeKind.RAISE))
    return state


def label(key: str, lang: str | None = None, cube_kind: str = "doubling") -> str:
    """The action's name for the learner (``"გაორმაგება"``, ``"Double"``; with the raise
    cube, ``"აწევა"``, ``"Raise"``)."""
    if key == "double" and cube_kind == "raise":
        return translate("lesson.action.raise", lang)
    return translate(f"lesson.action.{key}", lang)


def read_action(answer: str) -> str | None:
    """The action key an answer names: the key itself or its label in either language (a
    raise names ``double``), whatever the case; ``None`` for anything else."""
    text = answer.strip().casefold()
    for key in ACTIONS:
        if text == key or any(text == label(key, lang, kind).casefold()
                              for lang in _LANGS for kind in ("doubling", "raise")):
            return key
    return "double" if text == "raise" else None


def refusal(state: GameState, key: str) -> IllegalAction | None:
    """Why the rules forbid action ``key`` in ``state`` (the engine's own typed error with
    its rule id), or ``None`` when they allow it."""
    try:
        apply_action(state, _ACTION[key]())
    except IllegalAction as error:
        return error
    return None


def play_refusal(state: GameState, play: Play) -> NardiError | None:
    """Why a checker play is not an answer in ``state`` (before the roll: roll first, R27)."""
    try:
        apply_action(state, WholePlay(play))
    except NardiError as error:
        return error
    return None


def default_choices(state: GameState) -> tuple[str, ...]:
    """The actions a board offers when the step lists none: take or drop when a double is
    offered, otherwise double or roll."""
    return ("take", "drop") if state.phase is Phase.DOUBLED else ("double", "roll")


def check_key(key: object, where: str, step_id: str, name: str = "action") -> str:
    """``key`` when it is a known action, else a ``BankError`` naming the file and line."""
    if not isinstance(key, str) or key not in ACTIONS:
        raise BankError("lesson.action_key", where=where, id=step_id, name=name,
                        action=str(key)[:40], actions=", ".join(ACTIONS))
    return key
