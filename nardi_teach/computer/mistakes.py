"""The id of a learner's mistake in a game (issue 39, point 3): a play the tutor called bad or
very bad, named so that the id alone gives the position, the roll and the play back — the
review queue keeps it like an exercise of the bank (``exercises/mistakes.py`` builds the
exercise "find a better play" from it).

The parts, joined by ``~``: ``mistake``, the game (``short``, ``long``), the dice, the
learner's play (spaces as ``_``) and the position's ID:

>>> from nardi_teach import Position
>>> start = Position.initial()
>>> ident = mistake_id(start, (4, 2), start.parse_play("24/20 13/11", "4-2"))
>>> ident
'mistake~short~4-2~24/20_13/11~4HPwATDgc/ABMA'
>>> read_mistake_id(ident)[1:]
(Position.from_gnubg_id('4HPwATDgc/ABMA'), Dice(4, 2), Play([Move(24, 20, 4), Move(13, 11, 2)]))
"""

from __future__ import annotations

from ..core.dice import Dice, DiceLike
from ..core.moves import Play
from ..long_nardi.position import LongPosition
from ..short_nardi.position import Position

PREFIX = "mistake"
SEP = "~"
MAX_ID = 200
"""The longest id read (a position ID, a roll and a play are far shorter)."""
GAMES = ("short", "long")


def is_mistake(exercise_id: object) -> bool:
    """Whether ``exercise_id`` names a mistake in a game (not an exercise of the bank)."""
    return isinstance(exercise_id, str) and exercise_id.startswith(PREFIX + SEP)


def mistake_id(position: Position | LongPosition, dice: DiceLike, play: Play) -> str:
    """The id of "find a better play than ``play``" in ``position`` with ``dice``."""
    dice = Dice.coerce(dice)
    if isinstance(position, LongPosition):
        game, ident = "long", position.id()
    else:
        game, ident = "short", position.gnubg_id()
    played = str(play).replace(" ", "_")
    return SEP.join((PREFIX, game, "-".join(str(d) for d in dice), played, ident))


def read_mistake_id(exercise_id: object
                    ) -> tuple[str, Position | LongPosition, Dice, Play] | None:
    """``(game, position, dice, play)`` from an id of :func:`mistake_id`; ``None`` for any
    other text (another id, a damaged one, a position or play that does not read)."""
    if not is_mistake(exercise_id) or len(str(exercise_id)) > MAX_ID:
        return None
    parts = str(exercise_id).split(SEP, 4)
    if len(parts) != 5 or parts[1] not in GAMES:
        return None
    _prefix, game, dice_text, played, ident = parts
    try:
        position = (LongPosition.from_id(ident) if game == "long"
                    else Position.from_gnubg_id(ident))
        dice = Dice.coerce(dice_text)
        play = position.parse_play(played.replace("_", " "), dice)
    except Exception:  # noqa: BLE001 - any unreadable part: not a mistake's id
        return None
    if not play:
        return None
    return game, position, dice, play
