"""One board for the whole class (issue 37, point 5): the teacher puts a position and a roll
on the projector — from an exercise of the bank or a typed position ID with a roll (any game
of Parts I–III) — every pupil's device shows it, each pupil submits a
play (the latest counts), and the teacher sees how many chose each play, with the engine's
verdict (legal or not, and why) and the computer's ranking, then reveals the best play.

A round lives in the server's memory: a restart starts with no board (the pupils' answers are
in SQLite; a round is a minute of a lesson).

>>> from nardi_teach.exercises import load_bank
>>> board = SharedBoard({ex.id: ex for ex in load_bank()})
>>> board.start_exercise("ch02-opening-6-5")["dice"]
'6-5'
>>> board.submit(1, "24/18 18/13")["legal"], board.submit(2, "24/17")["legal"]
(True, False)
>>> [(row["play"], row["count"]) for row in board.tally()["rows"]][:1]
[('24/13', 1)]
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from ..computer.tutor import ranked_equities
from ..computer.variants import scored_variant_plays
from ..controllers.variants import position_from_id, throw
from ..core.board import WHITE
from ..core.errors import NardiError
from ..exercises import Exercise
from ..exercises.answers import normal
from ..games.registry import playable
from ..i18n import translate
from ..svg import board_svg
from .records import ClassError

MAX_PLAY = 80


def _ranked(position: Any, dice: Any) -> list[tuple[Any, float]]:
    """Every legal play with the computer's value after it, best first."""
    try:
        return ranked_equities(position, dice)
    except (TypeError, ValueError, AttributeError):
        return scored_variant_plays(position, dice)


class SharedBoard:
    """The class's one board: the current round, the pupils' plays, the reveal."""

    def __init__(self, bank: Mapping[str, Exercise], lang: str = "ka") -> None:
        self.bank, self.lang = bank, lang
        self.round = 0
        self.position: Any = None
        self.dice: Any = None
        self.label = ""
        self.svg = ""
        self.ranked: list[tuple[Any, float]] = []
        self.votes: dict[int, dict[str, Any]] = {}
        self.revealed = False

    def choices(self) -> list[Exercise]:
        """The bank's exercises that have a position and a roll (what the teacher may show)."""
        out = []
        for ex in self.bank.values():
            if ex.position is None or ex.dice is None:
                continue
            try:
                ex.board  # noqa: B018 - a deliberately impossible position is no class board
            except NardiError:
                continue
            out.append(ex)
        return out

    def _start(self, position: Any, dice: Any, label: str) -> dict[str, Any]:
        self.round += 1
        self.position, self.dice, self.label = position, dice, label
        self.ranked = _ranked(position, dice)
        self.svg = board_svg(position, size=440, lang=self.lang)
        self.votes, self.revealed = {}, False
        return self.view()

    def start_exercise(self, ex_id: str) -> dict[str, Any]:
        ex = self.bank.get(ex_id)
        if ex is None or ex.position is None or ex.dice is None:
            raise ClassError("board_source")
        try:
            position = ex.board
        except NardiError:
            raise ClassError("board_source") from None
        return self._start(position, ex.roll, ex.text(self.lang))

    def start_id(self, text: str, dice: str, game: str = "short") -> dict[str, Any]:
        """A position of ``game`` from its ID (the one the book's boards show: GNU Backgammon's
        for the short family, ``LN:…`` for the long one, plakoto's own), with a roll such as
        ``6-3`` (three or four dice where the game throws them), White on roll."""
        if game not in playable():
            raise ClassError("board_source")
        try:
            position = position_from_id(game, text.strip(), WHITE)
            roll = throw(game, random.Random(), dice.strip())
        except (NardiError, ValueError, TypeError):
            raise ClassError("board_source") from None
        return self._start(position, roll, "")

    def view(self) -> dict[str, Any]:
        """What every device shows: the round, the board, the roll, and the best play once
        revealed."""
        if self.position is None:
            return {"round": 0}
        out = {"round": self.round, "svg": self.svg, "dice": str(self.dice), "text": self.label,
               "question": translate("classroom.board.question", self.lang,
                                     roll=str(self.dice)),
               "revealed": self.revealed}
        if self.revealed:
            best = str(self.ranked[0][0]) if self.ranked else "—"
            out["best"] = translate("classroom.board.best", self.lang, play=best)
        return out

    def submit(self, pupil: int, text: Any) -> dict[str, Any]:
        """A pupil's play for this round (a later one replaces it): the engine's verdict."""
        if self.position is None:
            raise ClassError("board_none", 409)
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_PLAY:
            raise ClassError("shape", field="play")
        typed = " ".join(text.split())
        try:
            play = self.position.parse_play(typed, self.dice)
        except NardiError as error:
            vote = {"typed": typed, "play": None, "legal": False,
                    "verdict": error.text(self.lang)}  # as the book says it: no rule ids
        else:
            vote = {"typed": typed, "play": str(play), "legal": True,
                    "verdict": translate("classroom.board.legal", self.lang, play=str(play))}
        self.votes[pupil] = vote
        return {"round": self.round, **vote}

    def tally(self) -> dict[str, Any]:
        """For the teacher: each play chosen, how many chose it, the verdict and the rank."""
        if self.position is None:
            return {"round": 0, "rows": []}
        after = {}
        for rank, (play, _value) in enumerate(self.ranked, 1):
            after.setdefault(self.position.play(play), (rank, str(play)))
        counts: Counter[tuple[str, bool]] = Counter()
        verdicts: dict[tuple[str, bool], str] = {}
        for vote in self.votes.values():
            key = (vote["play"], True) if vote["legal"] else (normal(vote["typed"]), False)
            counts[key] += 1
            verdicts.setdefault(key, vote["verdict"])
        rows = []
        for (play, legal), count in counts.most_common():
            rank = None
            if legal:
                rank, _ = after.get(self.position.play(self.position.parse_play(play, self.dice)),
                                    (None, ""))
            rows.append({"play": play, "count": count, "legal": legal, "rank": rank,
                         "verdict": (translate("classroom.board.rank", self.lang, rank=rank,
                                               of=len(self.ranked)) if rank else
                                     verdicts[(play, legal)])})
        return {**self.view(), "rows": rows, "votes": len(self.votes),
                "best_play": str(self.ranked[0][0]) if self.ranked else ""}

    def reveal(self) -> dict[str, Any]:
        if self.position is None:
            raise ClassError("board_none", 409)
        self.revealed = True
        return self.view()
