"""The tutor on a game board against the computer (issue 22, point 5) — a part of
:class:`~nardi_teach.controllers.game.GameController`, kept in a module of its own.

Switched on (``tutor=True``, or the ``tutor_on`` button), it judges each decision of the
learner with :mod:`nardi_teach.computer.tutor` — a play, a double, a take or a pass, and a roll
where doubling was right — and says the verdict on gnubg's scale with the equity lost
(:meth:`TutorSide.tutor_state`, shown beside the board's message).  "What would you play?"
(``hint``) draws the evaluator's play as arrows, or says its cube action; "show the better
play" (``show_better``) draws the better play on the position the learner played from.  When
the game is over, the learner's biggest errors are listed, each with "replay from here"
(``replay_from``), which takes the game back to that decision.

Short nardi and long nardi (each by its own evaluator); off by default, so lesson and exercise
boards never show it unless asked.  Switched off, it still judges the learner's plays quietly
when the front end is idle (:meth:`TutorSide.judge_quietly`; no verdict shown), so that the bad
ones of every game against the computer come back as practice (:meth:`TutorSide.practice`,
issue 39).  With ``tutor_later`` (the live book, issue 41) a play's verdict is worked out after
the action that made it, a slice at a time (:meth:`TutorSide.tutor_step`): the click that
confirms a play is answered at once and the verdict follows.
"""

from __future__ import annotations

import secrets
import time
from collections import OrderedDict, deque
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from ..computer import tutor as _tutor
from ..computer.mistakes import mistake_id
from ..computer.steps import Steps, advance
from ..computer.tutor import CubeAction, CubeReview, GameError, PlayReview, Verdict
from ..core.board import OFF, Color
from ..core.moves import Play
from ..games.actions import Double, Drop, Roll, Take, WholePlay
from ..games.game import GameState, Phase
from ..i18n import translate
from ..svg import SvgBoard, board_svg
from .numbering import seen
from .quiet import FLAG_AT, FLAGGED, KEEP, QuietQueue

TUTORED = ("short", "long")
"""The games the tutor judges: those with an evaluator of their own."""
MAX_ERRORS = 10
"""How many of a game's errors the list after the game shows, biggest first."""


@dataclass(frozen=True)
class Owed:
    """A play whose verdict is still to be worked out (``tutor_later``): its practice ``key``,
    the ``game`` it was played in, its ``index`` there, the state it was played from and the
    action, and the judgement under way (``steps``)."""

    key: str
    game: Any
    index: int
    before: GameState
    action: WholePlay
    steps: Steps[PlayReview]

    def still_played(self) -> bool:
        """Whether its game still holds the play (it was not taken back)."""
        history = self.game.history
        return self.index < len(history) and history[self.index] == self.action


class TutorSide:
    """Mixed into ``GameController``: the tutor's switch, verdicts, hint and error list."""

    game: Any
    match: Any
    computer: Any
    computer_side: Any
    variant: str
    lang: str
    orientation: str
    viewer: Color
    arrows: tuple[tuple[int, int], ...]
    frames: tuple[Any, ...]

    tutor: bool = False
    """Whether the tutor is switched on (``tutor_on`` / ``tutor_off``)."""
    tutor_later: bool = False
    """Whether a play's verdict is worked out after the action that made it, a slice at a
    time (:meth:`tutor_step`, the live book: the click is answered first); ``False`` (Lab):
    within the action.  Cube decisions are judged within the action either way."""
    _tutor_owed: deque[Owed] | None = None  # the plays whose verdict is still to come
    _tutor_last: tuple[Any, int] | None = None  # the learner's last decision: (game, index)
    _tutor_found: OrderedDict[str, str] | None = None  # key → id: bad plays judged later
    _tutor_done: list[str] | None = None  # the owed keys done since tutor_taken
    _tutor_review: tuple[int, GameState, PlayReview | CubeReview] | None = None
    _tutor_view: tuple[str, Any, tuple[tuple[int, int], ...], Any] | None = None
    _tutor_errors: tuple[tuple[int, int], list[GameError]] | None = None
    _tutor_saved: tuple[str, bool, str | None] | None = None  # the message under the better play
    _tutor_reasons: tuple[Any, str, list[dict[str, str]]] | None = None  # the last review's
    _practice_game: tuple[Any, str, dict[int, Any]] | None = None  # the game, its serial, found
    _quiet: QuietQueue | None = None  # the plays judged quietly (tutor off), a slice at a time
    _quiet_game: Any = None  # the game whose plays were last offered to it
    _quiet_serial: str = ""  # that game's serial (the practice items' keys)

    # — the switch —

    @property
    def tutor_available(self) -> bool:
        """Whether this board can have the tutor: a game against the computer of short or
        long nardi."""
        return self.computer is not None and self.variant in TUTORED

    def set_tutor(self, on: bool) -> None:
        """Switch the tutor on or off (it says so)."""
        if not self.tutor_available:
            return self._refuse_key("ctl.bad_message")  # type: ignore[attr-defined]
        self.tutor = bool(on)
        self._tutor_review = None
        self._say("tutor.ui.on" if self.tutor else "tutor.ui.off")  # type: ignore[attr-defined]

    def tutor_on(self) -> None:
        self.set_tutor(True)

    def tutor_off(self) -> None:
        self.set_tutor(False)

    def _tutoring(self) -> bool:
        return self.tutor and self.tutor_available

    @property
    def learner(self) -> Color:
        """The side the learner plays (the computer's other side)."""
        return Color(self.computer_side).other

    # — judging the learner's decisions —

    @contextmanager
    def _tutored(self) -> Iterator[None]:
        """Around a learner's action: judge the decision it made (if the tutor is on)."""
        start = len(self.game.history)
        self._tutor_view = None
        yield
        if self._tutoring():
            self._judge(start)

    def _judge(self, start: int) -> None:
        states, actions = self.game.states(), self.game.history
        for index in range(start, len(actions)):
            before, action = states[index], actions[index]
            if before.actor != self.learner:
                continue
            self._tutor_last = (self.game, index)
            review: PlayReview | CubeReview | None = None
            if isinstance(action, WholePlay) and before.turn is not None and self.tutor_later:
                self._tutor_review = None  # the verdict follows (tutor_step)
                return self._owe(index, before, action)
            if isinstance(action, WholePlay) and before.turn is not None:
                review = _tutor.review_play(before.position, before.turn.dice, action.play)
            elif isinstance(action, Double):
                review = _tutor.review_cube(before, CubeAction.DOUBLE)
            elif isinstance(action, Take | Drop):
                review = _tutor.review_cube(
                    before, CubeAction.TAKE if isinstance(action, Take) else CubeAction.PASS)
            elif isinstance(action, Roll) and self._may_double(before):
                missed = _tutor.review_cube(before, CubeAction.NO_DOUBLE)
                review = missed if missed.verdict is not Verdict.GOOD else None
            self._tutor_review = (index, before, review) if review is not None else None
            return

    # — a play's verdict, worked out after the click (issue 41) —

    def _owe(self, index: int, before: GameState, action: WholePlay) -> None:
        owed = self._tutor_owed
        if owed is None:
            owed = self._tutor_owed = deque()
        if any(o.game is self.game and o.index == index and o.action == action for o in owed):
            return  # the same play again (taken back and played again): judged once
        assert before.turn is not None
        owed.append(Owed(f"{self._practice()[1]}:{index}", self.game, index, before, action,
                         _tutor.judging(before.position, before.turn.dice, action.play)))

    def tutor_pending(self) -> bool:
        """Whether a play's verdict is still to be worked out (:meth:`tutor_step`)."""
        return bool(self._tutor_owed)

    def tutor_step(self, seconds: float | None = None) -> bool:
        """Work out the verdicts still owed for about ``seconds`` (``None``: all of them; the
        step under way is finished), oldest first.  A verdict done is the one shown if its play
        is still the learner's last decision (one made since, an undo or a new game leaves it
        unshown: it is never shown beside another decision); a bad or very bad play goes to
        :meth:`practice` whatever came since, unless it was taken back.  Whether the verdict
        shown changed."""
        owed = self._tutor_owed
        done = self._tutor_done = self._tutor_done or []
        shown = False
        end = time.perf_counter() + (float("inf") if seconds is None else seconds)
        while owed:
            first = owed[0]
            if not first.still_played():
                owed.popleft()
                done.append(first.key)
                continue
            try:
                over, review = advance(first.steps, max(end - time.perf_counter(), 0.0))
            except Exception:  # noqa: BLE001 - a play that cannot be judged shows no verdict
                over, review = True, None
            if not over:
                break
            owed.popleft()
            done.append(first.key)
            if review is not None and review.verdict in FLAGGED:
                found = self._tutor_found = self._tutor_found or OrderedDict()
                found.setdefault(first.key, _mistake(review))
                while len(found) > KEEP:
                    found.popitem(last=False)
            if review is not None and self._tutor_last == (self.game, first.index) \
                    and first.game is self.game:
                self._tutor_review = (first.index, first.before, review)
                shown = True
            if time.perf_counter() >= end:
                break
        return shown

    def tutor_unjudged(self) -> list[dict[str, str]]:
        """The plays whose verdict is owed, each ``{"key", "id"}`` (as
        :meth:`~nardi_teach.controllers.quiet.QuietQueue.unjudged`: a page keeps them across a
        reload, to be judged quietly there)."""
        return [{"key": o.key, "id": _ident(o)} for o in self._tutor_owed or ()]

    def tutor_taken(self) -> list[str]:
        """The owed keys done (judged or dropped) since the last call."""
        done, self._tutor_done = self._tutor_done or [], []
        return done

    def _may_double(self, state: GameState) -> bool:
        """Whether the side on roll in ``state`` could double (a cube decision it made by
        rolling): the cube in play (long nardi's only when the table turned it on, L10)."""
        return (self.variant in TUTORED and state.phase is Phase.ROLL
                and state.double_refusal() is None)

    def _review(self) -> PlayReview | CubeReview | None:
        """The learner's last judged decision, while the game still holds it (an undo or a
        replay from an earlier decision forgets it)."""
        if self._tutor_review is None or not self._tutoring():
            return None
        index, state, review = self._tutor_review
        states = self.game.states()
        if index >= len(states) - 1 or states[index] != state:
            self._tutor_review = None
            return None
        return review

    def _verdict_text(self, review: PlayReview | CubeReview) -> str:
        kind = "play" if isinstance(review, PlayReview) else "cube"
        if review.verdict is Verdict.GOOD:
            return translate(f"tutor.ui.{kind}.good", self.lang)
        return translate(f"tutor.ui.{kind}.{review.verdict.value}", self.lang, loss=review.loss,
                         per100=round(review.loss * 100), best=self._best_text(review))

    def _reasons(self, review: PlayReview | CubeReview) -> list[dict[str, str]]:
        """Why the better play or cube action is better (issue 39): each reason's ``text``,
        the ``concept`` it names and that concept's ``chapter`` and ``anchor`` in the book;
        none for a good decision."""
        cached = self._tutor_reasons
        if cached is None or cached[0] is not review or cached[1] != self.lang:
            cached = (review, self.lang, [r.to_dict(self.lang) for r in review.reasons()])
            self._tutor_reasons = cached
        return cached[2]

    def _best_text(self, review: PlayReview | CubeReview, now: bool = True) -> str:
        if isinstance(review, PlayReview):
            return self._seen(review.best, now)
        return translate(f"tutor.action.{review.best.value}", self.lang)

    def _seen(self, play: Play, now: bool = False) -> str:
        """A play of the learner's, in the numbers drawn on the board: the side on roll's
        (chapter 12) — on the tutor's own board, the learner's; with ``now``, on the game's
        board as it stands."""
        text = str(play) if play else translate("board.dance", self.lang)
        board: Any = self
        shown = board.numbers if now and not self.game.is_over else self.learner
        return seen(type(self.game.state.position), text, self.learner, shown)

    # — "show the better play" and "what would you play?" —

    def _better_shown(self) -> bool:
        return self._tutor_view is not None and self._tutor_view[0] == "better"

    def show_better(self) -> None:
        """Draw the better play on the position the learner played from (again: hide it)."""
        review = self._review()
        if self._better_shown():
            return self.hide_better()
        if not isinstance(review, PlayReview) or review.verdict is Verdict.GOOD:
            return self._refuse_key("tutor.ui.hint.not_now")  # type: ignore[attr-defined]
        board: Any = self
        saved = (board.message, board.error, board.error_rule)
        self._say("tutor.ui.better", dice=tuple(review.dice),  # type: ignore[attr-defined]
                  best=self._seen(review.best), play=self._seen(review.play))
        self._tutor_view = ("better", review.position, _arrows(review.best), review.dice)
        self._tutor_saved = saved

    def hide_better(self) -> None:
        """Back to the present position (and the message it had)."""
        board: Any = self
        shown, saved = self._better_shown(), self._tutor_saved
        self._tutor_saved = None
        self._say("tutor.ui.better_hidden")  # type: ignore[attr-defined]
        if shown and saved is not None:
            board.message, board.error, board.error_rule = saved

    def hint(self) -> None:
        """What the evaluator would do now: the play (drawn as arrows) or the cube action."""
        state = self.game.state
        if not self.tutor_available or state.actor != self.learner:
            return self._refuse_key("tutor.ui.hint.not_now")  # type: ignore[attr-defined]
        if state.phase is Phase.MOVE and state.turn is not None:
            play = _tutor.hint(state.position, state.turn.dice)
            self._say("tutor.ui.hint.play", dice=tuple(state.turn.dice),  # type: ignore[attr-defined]
                      play=self._seen(play))
            self._tutor_view = ("hint", state.position, _arrows(play), state.turn.dice)
            return None
        if state.phase is Phase.DOUBLED:
            best = _tutor.review_cube(state, CubeAction.TAKE).best
        elif self._may_double(state):
            best = _tutor.review_cube(state, CubeAction.NO_DOUBLE).best
        else:
            return self._say("tutor.ui.hint.roll")  # type: ignore[attr-defined]
        self._say(f"tutor.ui.hint.{best.value}")  # type: ignore[attr-defined]

    def _tutor_svg(self, size: int) -> SvgBoard | None:
        """The board the tutor shows instead of the game (the better play, the hint), if any."""
        if self._tutor_view is None:
            return None
        _kind, position, arrows, dice = self._tutor_view
        return board_svg(position, size=size, orientation=self.orientation,
                         perspective=self.viewer, dice=dice, lang=self.lang,
                         arrows=list(arrows), **self._table(self.game.state))  # type: ignore[attr-defined]

    # — after the game: the biggest errors, each to replay from —

    def tutor_errors(self) -> list[GameError]:
        """The learner's errors in this game (doubtful or worse), biggest first (at most
        ``MAX_ERRORS``); empty until the game is over."""
        if not self._tutoring() or not self.game.is_over:
            return []
        key = (id(self.game), len(self.game.history))
        if self._tutor_errors is None or self._tutor_errors[0] != key:
            errors = _tutor.review_game(self.game, self.learner)[:MAX_ERRORS]
            self._tutor_errors = (key, errors)
        return self._tutor_errors[1]

    def _error_text(self, error: GameError) -> str:
        review, n = error.review, self._turn_number(error.index)
        verdict = translate(f"tutor.ui.verdict.{review.verdict.value}", self.lang)
        if isinstance(review, PlayReview):
            return translate("tutor.ui.error_play", self.lang, n=n, dice=tuple(review.dice),
                             play=self._seen(review.play), verdict=verdict, loss=review.loss,
                             best=self._best_text(review, now=False))
        return translate("tutor.ui.error_cube", self.lang, n=n, verdict=verdict,
                         action=translate(f"tutor.action.{review.action.value}", self.lang),
                         loss=review.loss, best=self._best_text(review))

    def _turn_number(self, index: int) -> int:
        """The record's turn number (``computer.record_line``) of the decision at ``index``."""
        states, actions = self.game.states(), self.game.history
        n = 0
        for i, action in enumerate(actions[:index]):
            if isinstance(action, WholePlay) or (
                    isinstance(action, Roll) and states[i + 1].actor != states[i].actor):
                n += 1
        return n + 1 if isinstance(actions[index], WholePlay) else n

    def replay_from(self, index: object) -> None:
        """Take the game back to the decision of one of :meth:`tutor_errors` (its ``index``
        in ``game.states()``): the learner decides again."""
        errors = {e.index: e for e in self.tutor_errors()}
        if type(index) is not int or index not in errors or self.match.is_over:
            return self._refuse_key("tutor.ui.no_such_error")  # type: ignore[attr-defined]
        text = self._error_text(errors[index])
        while len(self.game.history) > index:
            self.game.undo()
        self.arrows, self.frames = (), ()
        self._tutor_review = None
        self._sync()  # type: ignore[attr-defined]
        self._say("tutor.ui.replayed", text=text)  # type: ignore[attr-defined]

    # — the learner's mistakes, back as practice (issue 39, point 3) —

    def practice(self) -> list[dict[str, str]]:
        """The learner's plays the tutor calls bad or very bad, each for the review queue:
        ``id`` (:func:`~nardi_teach.computer.mistakes.mistake_id`, the exercise "find a better
        play") and ``key`` (one per decision of a game, so that a front end records each
        once).  While the tutor is on, each of this game as soon as it is judged, and when the
        game is over, every one of the game.  With the tutor off, those :meth:`judge_quietly`
        has found so far, in this game or an earlier one of this board (this call judges
        nothing: a browser waits for it after every play).  Only in a game against the
        computer of short or long nardi."""
        if not self.tutor_available:
            return []
        game, serial, found = self._practice()
        if not self.tutor:
            pass  # judge_quietly fills the quiet queue's ``found``
        elif self.game.is_over:
            key = len(game.history)
            if found.get(-1) != key:
                for error in _tutor.review_game(game, self.learner, at_least=FLAG_AT):
                    if isinstance(error.review, PlayReview) and error.review.verdict in FLAGGED:
                        found[error.index] = _mistake(error.review)
                found[-1] = key
        elif self._tutor_review is not None:
            index, _state, review = self._tutor_review
            if isinstance(review, PlayReview) and review.verdict in FLAGGED \
                    and self._review() is review:
                found.setdefault(index, _mistake(review))
        items = {f"{serial}:{index}": ident for index, ident in sorted(found.items())
                 if index >= 0}
        for kept in (self._quiet.found if self._quiet is not None else {}, self._tutor_found or {}):
            for key, ident in kept.items():
                items.setdefault(key, ident)
        return [{"id": ident, "key": key} for key, ident in items.items()]

    def _practice(self) -> tuple[Any, str, dict[int, Any]]:
        """This game, its serial (of the practice items' keys) and the items found in it."""
        if self._practice_game is None or self._practice_game[0] is not self.game:
            self._practice_game = (self.game, secrets.token_hex(4), {})
        return self._practice_game

    def quiet_queue(self) -> QuietQueue:
        """The plays to judge quietly: with the tutor off, the learner's whole plays of this
        game (and of the game before, if it changed since) are offered to it first."""
        if self._quiet is None:
            self._quiet = QuietQueue()
        if self.tutor or not self.tutor_available:
            return self._quiet
        if self._quiet_game is not None and self._quiet_game is not self.game:
            self._offer(self._quiet_game, self._quiet_serial)  # its last plays, not lost
        self._quiet_game, self._quiet_serial = self.game, self._practice()[1]
        self._offer(self.game, self._quiet_serial)
        return self._quiet

    def _offer(self, game: Any, serial: str) -> None:
        queue = self._quiet
        assert queue is not None
        states = game.states()
        for index, action in self._learner_plays(game):
            before = states[index]
            queue.offer(f"{serial}:{index}", before.position, before.turn.dice, action.play,
                        game=game, index=index, action=action)

    def quiet_pending(self) -> bool:
        """Whether :meth:`judge_quietly` has work: a whole play of the learner's, made with
        the tutor off in a game against the computer, is not judged yet (in this game or an
        earlier one of this board)."""
        if not self.tutor_available:
            return False
        return self.quiet_queue().pending

    def judge_quietly(self, seconds: float | None = None) -> bool:
        """With the tutor off in a game against the computer: judge the learner's whole
        plays not judged yet, as :func:`~nardi_teach.computer.tutor.review_game` judges them
        (plays within ``BAD − SCREEN`` of the best at 0-ply taken as good), and keep the bad
        and very bad ones for :meth:`practice` — quietly: no verdict is shown.  ``seconds``:
        judge for about that long and keep the judgement under way for the next call (a slice,
        :class:`~nardi_teach.controllers.quiet.QuietQueue`); ``None``: all of it.  A front end
        calls it when idle (the live book's worker, one slice per idle callback; Lab after the
        board is drawn).  Whether it judged anything."""
        if not self.tutor_available:
            return False
        return self.quiet_queue().step(seconds)

    def _learner_plays(self, game: Any = None) -> list[tuple[int, WholePlay]]:
        """``(index, action)`` of each whole play the learner made in ``game`` (this one)."""
        game = self.game if game is None else game
        states, actions = game.states(), game.history
        return [(i, a) for i, a in enumerate(actions) if isinstance(a, WholePlay)
                and states[i].actor == self.learner and states[i].turn is not None]

    # — every message ends what the tutor drew (the better play, the hint) —

    def _say(self, key: str, **params: object) -> None:
        self._tutor_view = None
        super()._say(key, **params)  # type: ignore[misc]

    def _refuse(self, error: Any) -> None:
        self._tutor_view = None
        super()._refuse(error)  # type: ignore[misc]

    def _refuse_key(self, key: str, **params: object) -> None:
        self._tutor_view = None
        super()._refuse_key(key, **params)  # type: ignore[misc]

    # — what the front ends show —

    def tutor_buttons(self) -> dict[str, bool]:
        """The tutor's buttons (switch, hint, better play) and whether each acts now."""
        if not self.tutor_available:
            return {}
        if not self.tutor:
            return {"tutor_on": True}
        review = self._review()
        state = self.game.state
        better = isinstance(review, PlayReview) and review.verdict is not Verdict.GOOD
        return {"tutor_off": True,
                "hint": state.actor == self.learner and not self.game.is_over,
                "hide_better" if self._better_shown() else "show_better": better}

    def tutor_state(self) -> dict[str, Any] | None:
        """The tutor's part of the board for a front end: ``verdict`` (``"bad"`` …) and
        ``text`` of the learner's last decision, its ``reasons`` (under ``why_title``: each
        ``text``, ``concept``, ``chapter``, ``anchor``), ``pending``: whether the verdict on the
        learner's last decision is still to come (``tutor_later``), and after the game
        ``errors`` (each ``index`` and ``text``, biggest first) with their ``title``; ``None``
        when off."""
        if not self._tutoring():
            return None
        review = self._review()
        out: dict[str, Any] = {
            "title": translate("tutor.ui.title", self.lang),
            "pending": any(o.game is self.game and (o.game, o.index) == self._tutor_last
                           for o in self._tutor_owed or ()),
            "verdict": None if review is None else review.verdict.value,
            "text": "" if review is None else self._verdict_text(review),
            "why_title": translate("tutor.why.title", self.lang),
            "reasons": [] if review is None else self._reasons(review),
            "errors": None,
        }
        if self.game.is_over:
            errors = self.tutor_errors()
            out["errors"] = [{"index": e.index, "text": self._error_text(e)} for e in errors]
            out["errors_title"] = translate(
                "tutor.ui.errors_title" if errors else "tutor.ui.no_errors", self.lang)
            out["replay_label"] = translate("widget.replay_from", self.lang)
        return out


def _mistake(review: PlayReview) -> str:
    return mistake_id(review.position, review.dice, review.play)


def _ident(owed: Owed) -> str:
    turn = owed.before.turn
    assert turn is not None
    return mistake_id(owed.before.position, turn.dice, owed.action.play)


def _arrows(play: Play) -> tuple[tuple[int, int], ...]:
    """A play's moves as arrows (a checker borne off has none)."""
    return tuple((m.src, m.dst) for m in play.moves if m.dst != OFF)
