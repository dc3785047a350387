"""Reading a board config's options: the typed error a bad option gets, and the small readers
(colour, choice, flag, number, the computer side) that both the config and the game controller
use — below both, so that neither imports the other's module back."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..computer import LEVELS
from ..core.board import Color
from ..core.checks import shown
from ..core.errors import NardiError


class ConfigError(NardiError):
    """A board config (or a front-end message) that does not describe a board."""


def _bad(name: str, must: str, value: object) -> ConfigError:
    return ConfigError("config.field", name=name, must=must, value=shown(value))


def _color(name: object, field: str = "turn") -> Color | None:
    if name is None:
        return None
    if isinstance(name, str) and name.lower() in ("white", "black"):
        return Color[name.upper()]
    raise _bad(field, "white / black", name)


def _choice(config: Mapping[str, Any], name: str, options: tuple[str, ...]) -> str:
    value = config.get(name, options[0])
    if value is None:
        return options[0]
    if not isinstance(value, str) or value not in options:
        raise _bad(name, " / ".join(options), value)
    return value


def _flag(config: Mapping[str, Any], name: str) -> bool:
    value = config.get(name, False)
    if value is None:
        return False
    if not isinstance(value, bool) and value not in (0, 1):
        raise _bad(name, "true / false", value)
    return bool(value)


def _number(config: Mapping[str, Any], name: str, lo: int, hi: int, default: int) -> int:
    value = config.get(name, default)
    if value is None:
        return default
    if isinstance(value, bool) or not isinstance(value, int | float) or not (
            lo <= value <= hi) or value != int(value):
        raise _bad(name, f"{lo}–{hi}", value)
    return int(value)


def computer_options(computer: object) -> tuple[Color | None, str, int | None]:
    """The computer side's colour, level and own seed from a ``computer`` option
    (``{"color": "black", "level": "club"}``; defaults black, club, no seed of its own).
    ``"color": "none"``: two players at the board, who may let the computer play a side in
    the board's colour select (colour ``None``)."""
    if not isinstance(computer, Mapping) or not set(computer) <= {"color", "level", "seed"}:
        raise _bad("computer", '{"color": "black", "level": "club"}', computer)
    name = computer.get("color", "black")
    if name is not None and name != "none" and not (
            isinstance(name, str) and name.lower() in ("white", "black")):
        raise _bad("computer.color", "white / black / none", name)
    color = None if name == "none" else _color(name, "computer.color")
    level = _choice(computer, "level", ("club", *(k for k in LEVELS if k != "club")))
    seed = computer.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise _bad("computer.seed", "0, 1, 2, …", seed)
    return Color.BLACK if name is None else color, level, seed
