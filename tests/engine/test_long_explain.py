"""Every refusal in long nardi is explained (L3–L8): a reason, a rule naming its L-id, a
message in Georgian and English, and a play that is legal in that very position."""

from __future__ import annotations

import random

from long_cases import game_cases

from nardi_teach import IllegalPlay, NotationError, Reason
from nardi_teach.core.turn import Turn
from nardi_teach.i18n import has_message

LONG_KEYS = ["illegal.point_closed", "illegal.head_rule", "illegal.head_rule_two",
             "illegal.head_rule_first", "illegal.six_block", "notation.long_bar",
             "notation.long_hit", "notation.zero_step", "position.long_bar",
             "position.long_key", "position.six_block", "id.long", "board.long_heads",
             "practice.long_done", "game.opening_reroll"]


def test_every_long_message_exists_in_both_languages() -> None:
    for key in LONG_KEYS:
        assert has_message(key, "ka") and has_message(key, "en"), key


def check(error: IllegalPlay, legal) -> None:
    assert error.rule.startswith(("L", "R29", "R32", "R33")), (error.reason, error.rule)
    for lang in ("ka", "en"):
        text = error.message(lang)
        assert text and "{" not in text
    if error.example is not None:
        assert error.example in legal, (error.reason, error.example)
    elif error.reason not in (Reason.NO_CHECKER, Reason.DICE_USED_UP, Reason.GAME_OVER,
                              Reason.DIE_NOT_ROLLED, Reason.WRONG_DIRECTION):
        assert not legal, error.reason  # no example only when nothing can be played


def test_refused_board_moves_are_explained_with_a_legal_play() -> None:
    rng = random.Random(8)
    seen: set[Reason] = set()
    for position, dice in game_cases(31, 600):
        if position.winner() is not None:
            continue
        turn = Turn.start(position, dice)
        head = [m for m in turn.legal_moves() if m.src == 24]
        if head and rng.random() < 0.5:  # one off the head, then try a second (L4)
            turn = turn._with(head[0])
        for attempt in range(4):
            src, dst = rng.randint(1, 24), rng.randint(0, 23)
            if attempt == 0 and turn.moves:
                src, dst = 24, 24 - rng.choice(turn.remaining or (1,))
            if turn.is_complete or not position.player[src]:
                break
            try:
                turn.move(src, dst)
            except IllegalPlay as error:
                seen.add(error.reason)
                check(error, turn.legal)
    assert {Reason.POINT_CLOSED, Reason.HEAD_RULE} <= seen


def test_refused_written_plays_are_explained_with_a_legal_play() -> None:
    rng = random.Random(9)
    seen: set[Reason] = set()
    for position, dice in game_cases(32, 600):
        if position.winner() is not None:
            continue
        sources = [p for p in range(1, 25) if position.player[p]]
        parts = []
        for _ in range(rng.randint(1, 2)):
            src = rng.choice(sources)
            die = rng.choice(list(dice))
            parts.append(f"{src}/{max(src - die - rng.choice((0, 0, 1, 2)), 0)}")
        if position.player[24] > 1 and rng.random() < 0.3:  # two off the head (L4)
            parts = [f"24/{24 - dice.high}", f"24/{24 - dice.low}"]
        legal = position.legal_plays(dice)
        try:
            position.parse_play(" ".join(parts), dice)
        except IllegalPlay as error:
            seen.add(error.reason)
            check(error, legal)
        except NotationError:
            pass
    assert {Reason.POINT_CLOSED, Reason.HEAD_RULE, Reason.MUST_USE_BOTH} <= seen
