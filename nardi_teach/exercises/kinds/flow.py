"""Exercise kinds about a game's turn sequence (``games.flow``, V61–V67): what comes after a
play — a granted double of the progression, an extra roll, moves passed to the opponent, the
opponent's own roll, or the game's end — and how many moves pass.

An entry names its game (``variant:``), a position, the personal rolls already made
(``personal: [white, black]``, default none) and a ``script``: the actions to make, each
``roll 3-3`` or ``play 24/18 20/17(2)``.  The game plays them; the answer is what the game
does next, and the explanation is what it announced (``game.events``), rule ids included.
"""

from __future__ import annotations

from typing import Any

from ...core.board import Color
from ...core.errors import NardiError
from ...i18n import translate
from ..model import BankError, Exercise
from ..registry import register
from .base import ChoiceKind, IntKind

NEXT = ("granted", "extra", "passed", "opponent", "over")
"""What can follow a play: the next double granted, one more roll, the opponent plays passed
moves, the opponent rolls, the game is over."""


def played(ex: Exercise) -> Any:
    """The exercise's game after its script (a ``Game``)."""
    from ...games.flow import FlowState
    from ...games.game import Game, GameState
    from ...games.phase import Phase
    from ...games.registry import variant_named

    position = ex.board
    if position is None:
        raise BankError("ex.bank.param", where=ex.source, id=ex.id, name="position")
    rolls = ex.params.get("personal", [0, 0])
    if not (isinstance(rolls, list | tuple) and len(rolls) == 2
            and all(type(r) is int and 0 <= r < 1000 for r in rolls)):
        raise BankError("ex.bank.field_type", where=ex.source, id=ex.id, name="personal")
    script = ex.params.get("script")
    if not isinstance(script, list | tuple) or not script or not all(
            isinstance(s, str) for s in script):
        raise BankError("ex.bank.field_type", where=ex.source, id=ex.id, name="script")
    game = Game.from_state(GameState(position=position, phase=Phase.ROLL,
                                     variant=variant_named(ex.variant),
                                     flow=FlowState(rolls=(rolls[0], rolls[1]))))
    for action in script:
        verb, _, arg = action.strip().partition(" ")
        try:
            if verb == "roll":
                game.roll(arg.strip())
            elif verb == "play":
                game.play(arg.strip())
            else:
                raise BankError("ex.bank.field_type", where=ex.source, id=ex.id, name="script")
        except NardiError as error:
            if isinstance(error, BankError):
                raise
            raise BankError("ex.bank.play", where=ex.source, id=ex.id,
                            detail=error.message()) from None
    return game


def what_next(game: Any, mover: Color) -> str:
    """One of ``NEXT`` for ``game`` after ``mover``'s play."""
    from ...games.flow import Segment
    from ...games.phase import Phase

    if game.phase is Phase.OVER:
        return "over"
    flow = game.state.flow
    if game.on_roll == mover:
        if game.phase is Phase.MOVE and flow.segment is Segment.GRANTED:
            return "granted"
        if flow.extra_due:
            return "extra"
    elif game.phase is Phase.MOVE and flow.segment is Segment.PASSED:
        return "passed"
    return "opponent"


def _mover(ex: Exercise) -> Color:
    position = ex.board
    assert position is not None
    return Color(position.turn)


def _said(game: Any, lang: str | None) -> str:
    """What the game announced after the script, or why nothing followed."""
    from ...games.phase import Phase

    said = " ".join(event.text(lang) for event in game.events)
    if game.phase is Phase.OVER and not said:
        return translate("ex.flow.over", lang)
    return said or translate("ex.flow.plain", lang)


class NextInTurnKind(ChoiceKind):
    """What does the game do after the script's last play?"""

    name, needs = "next_in_turn", ("position", "script")
    optional = ("personal",)

    def options(self, ex: Exercise) -> tuple[str, ...]:
        return tuple(f"flow_{key}" for key in NEXT)

    def value(self, ex: Exercise) -> str:
        return "flow_" + what_next(played(ex), _mover(ex))

    def rule(self, ex: Exercise) -> str | None:
        events = played(ex).events
        return events[-1].rule if events else super().rule(ex)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return _said(played(ex), lang)


class PassedMovesKind(IntKind):
    """How many moves pass to the opponent after the script (0 when none do)?"""

    name, needs = "passed_moves", ("position", "script")
    optional = ("personal",)

    def value(self, ex: Exercise) -> int:
        game = played(ex)
        if what_next(game, _mover(ex)) != "passed":
            return 0
        return len(tuple(game.dice))

    def rule(self, ex: Exercise) -> str | None:
        events = played(ex).events
        return events[-1].rule if events else super().rule(ex)

    def explain(self, ex: Exercise, lang: str | None) -> str:
        return _said(played(ex), lang)


register(NextInTurnKind(), PassedMovesKind())
