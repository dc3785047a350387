"""Why the tutor's better play is better (issue 39, point 2): every fact a reason states is
recounted here independently — the shots over the opponent's 36 ordered rolls and the
``hits`` of their legal plays, the blots, points and checkers by scanning the board — no
reason cites a fact that is the same after both plays, at most three, most important first,
each names a concept whose label exists in its chapter, and every reason renders in Georgian
and English."""

from __future__ import annotations

import functools
import random
import re
from pathlib import Path

import pytest

from nardi_teach import Position
from nardi_teach.computer import reasons as R
from nardi_teach.computer import tutor
from nardi_teach.core.moves import Play
from nardi_teach.i18n import LANGUAGES, translate
from nardi_teach.long_nardi.position import LongPosition

BOOK = Path(__file__).resolve().parents[2] / "book"


def brute_shots(after: Position) -> int:
    """The opponent's ordered rolls (of 36) with a legal play that hits (its ``hits``)."""
    return sum(any(play.hits for play in after.legal_plays((a, b)))
               for a in range(1, 7) for b in range(1, 7))


def random_positions(kind: type, n: int, seed: int) -> list[Position | LongPosition]:
    """``n`` positions of games played by random legal plays (seeded)."""
    rng = random.Random(seed)
    out: list[Position | LongPosition] = []
    while len(out) < n:
        position = kind.initial()
        for _ in range(rng.randrange(2, 40)):
            plays = list(position.legal_plays((rng.randint(1, 6), rng.randint(1, 6))))
            if position.winner() is not None:
                break
            position = position.play(rng.choice(plays)) if plays else position.flipped()
        if position.winner() is None:
            out.append(position)
    return out


def pairs(kind: type, n: int, seed: int) -> list[tuple[Position | LongPosition, Play, Play]]:
    """``n`` cases (position, better play, another play): the tutor's best against a random
    other one, in positions of seeded random games where the roll has two plays or more."""
    rng = random.Random(seed)
    out: list[tuple[Position | LongPosition, Play, Play]] = []
    while len(out) < n:
        for position in random_positions(kind, n - len(out), rng.randrange(1 << 30)):
            dice = (rng.randint(1, 6), rng.randint(1, 6))
            ranked = tutor.ranked_equities(position, dice)
            if len(ranked) >= 2:
                out.append((position, ranked[0][0], rng.choice(ranked[1:])[0]))
    return out


SHORT_N, LONG_N = 40, 25


@functools.cache
def cases() -> list[tuple[Position | LongPosition, Play, Play]]:
    """The short cases, then the long ones: made when a test first asks (not at collection,
    which every worker does)."""
    return pairs(Position, SHORT_N, 39) + pairs(LongPosition, LONG_N, 40)


@pytest.mark.parametrize("position", random_positions(Position, 30, 7)
                         + [Position.from_checkers({"bar": 1}, {24: 1, 21: 2, 19: 2}),
                            Position.from_checkers({"bar": 2, 8: 2}, {20: 1, 22: 1, 18: 2}),
                            Position.initial()])
def test_every_shot_count_equals_a_brute_force_recount(position: Position) -> None:
    for play in list(position.legal_plays((6, 4)))[:6] + list(position.legal_plays((2, 1)))[:6]:
        facts = R.short_facts(position, play)
        after = position.play(play)
        assert facts.shots == brute_shots(after)
        assert facts.blots == sum(1 for p in range(1, 25) if after.opponent[p] == 1)
        assert facts.opp_bar == after.player[25]
        assert facts.home_points == sum(after.opponent[p] >= 2 for p in range(1, 7))
        assert facts.back == after.opponent[25] + sum(after.opponent[19:25])
        assert facts.points == sum(after.opponent[p] >= 2 for p in range(1, 25))
        assert facts.home_gap == sum((p - 6) * after.opponent[p] for p in range(7, 26))


def test_blocked_points_and_the_bar_change_the_count_as_the_book_shows() -> None:
    # the book's example (R43): a blot one point away, 21 and 19 held: 3-1 no longer hits
    open_board = Position.from_checkers({"bar": 1}, {24: 1})
    blocked = Position.from_checkers({"bar": 1}, {24: 1, 21: 2, 19: 2})
    assert R.shots(open_board) == brute_shots(open_board) == 11
    assert R.shots(blocked) == brute_shots(blocked) < 11


@pytest.mark.parametrize("index", range(SHORT_N + LONG_N))
def test_no_reason_cites_a_fact_that_is_the_same_after_both_plays(index: int) -> None:
    position, best, play = cases()[index]
    found = R.reasons(position, best, play)
    assert len(found) <= R.LIMIT
    assert [r.weight for r in found] == sorted((r.weight for r in found), reverse=True)
    b, m = R.play_facts(position, best), R.play_facts(position, play)
    for reason in found:
        assert reason.best != reason.mine
        assert len({r.fact for r in found}) == len(found)
        name = {"long_off": "off", "long_race": "lead", "race": "lead", "long_win": "win",
                "made": "points"}.get(reason.fact, reason.fact)
        if reason.fact == "shots":
            assert reason.best == (b.blots, b.shots) and reason.mine == (m.blots, m.shots)
            assert b.shots < m.shots  # the better play leaves fewer shots
        elif reason.fact in ("ahead", "long_ahead"):  # said alone, when no fact favours best
            assert found == [reason]
            assert R.reasons(position, best, play, limit=99) == [reason]
        elif reason.fact in ("point5", "point7"):
            assert getattr(b, name) and not getattr(m, name)
        else:
            assert (reason.best, reason.mine) == (getattr(b, name), getattr(m, name))


@pytest.mark.parametrize("index", range(SHORT_N))
def test_every_shot_count_a_reason_states_is_the_brute_force_count(index: int) -> None:
    position, best, play = cases()[index]
    for reason in R.reasons(position, best, play):
        if reason.fact != "shots":
            continue
        text = reason.text("en")
        stated = [int(n) for n in re.findall(r"(\d+) of the opponent's 36 rolls", text)]
        counts = [brute_shots(position.play(p)) for p in (play, best)]
        assert stated == [c for c, (blots, _) in zip(counts, (reason.mine, reason.best),
                                                     strict=True) if blots and c]
        ka = reason.text("ka")
        assert [int(n) for n in re.findall(r"36 სროლიდან (\d+)", ka)] == stated


@pytest.mark.parametrize("lang", ["ka", "en"])
def test_every_reason_renders_in_both_languages_and_names_a_chapter_concept(lang: str) -> None:
    seen = set()
    for position, best, play in cases():
        for reason in R.reasons(position, best, play):
            text = reason.text(lang)
            assert text and "{" not in text and "None" not in text and "(" not in text[:1]
            data = reason.to_dict(lang)
            assert data["concept"] and data["text"] == text
            seen.add(reason.key)
    assert len(seen) >= 5  # the sample reaches several kinds of reason
    for fact, (chapter, anchor) in R.CONCEPTS.items():
        page = (BOOK / f"{chapter}.md").read_text(encoding="utf-8")
        assert f"({anchor})=" in page, (fact, chapter, anchor)
        assert translate(f"tutor.concept.{fact}", lang)


@pytest.mark.parametrize("lang", ["ka", "en"])
def test_every_wording_of_every_fact_renders_with_zero_one_and_many(lang: str) -> None:
    values = {"shots": [((0, 0), (1, 0)), ((1, 11), (3, 34)), ((2, 0), (2, 17))],
              "race": [(5, -3), (0, 12)], "long_race": [(1, 0)], "head": [(0, 1), (3, 14)]}
    for key in sorted(k for k in LANGUAGES[lang].MESSAGES
                      if k.startswith("tutor.why.") and k != "tutor.why.title"):
        fact = key.split(".")[2]
        for best, mine in values.get(fact, [(0, 1), (1, 2), (4, 15)]):
            text = R.Reason(fact, best, mine, 0.0, key.split(".")[3] if key.count(".") == 3
                            else "").text(lang)
            assert "{" not in text and text.endswith(".")
            if lang == "ka":
                assert not re.search(r"\b1 ქვა|\b0 ", text)  # words, never "1 ქვა" or "0 …"


def test_a_clear_blunder_says_why_in_georgian_from_the_facts() -> None:
    start = Position.initial()
    review = tutor.review_play(start, "4-2", start.parse_play("24/20 13/11", "4-2"))
    assert review.verdict in (tutor.Verdict.BAD, tutor.Verdict.VERY_BAD)
    why = review.reasons()
    assert why[0].fact == "shots"  # three blots against none: the first reason
    best_after, mine_after = start.play(review.best), start.play(review.play)
    assert why[0].best == (0, 0)
    assert why[0].mine[1] == brute_shots(mine_after) and brute_shots(best_after) == 0
    assert "36 სროლიდან" in why[0].text("ka") and "ბლოტი არ გრჩებათ" in why[0].text("ka")


def test_a_good_play_and_the_same_result_give_no_reason() -> None:
    start = Position.initial()
    play = start.parse_play("8/5 6/5", "3-1")
    assert tutor.review_play(start, "3-1", play).reasons() == []
    assert R.reasons(start, play, start.parse_play("6/5 8/5", "3-1")) == []


def test_long_nardi_reasons_name_the_head_and_the_block() -> None:
    start = LongPosition.initial()
    facts = R.long_facts(start, start.parse_play("24/14", "6-4"))
    assert (facts.head, facts.points, facts.block) == (14, 2, 1)
    found = {r.fact for case in cases()[SHORT_N:] for r in R.reasons(*case)}
    assert found & {"head", "points", "block", "behind"}


# — the cube (money play) —

def test_cube_thresholds_agree_with_janowskis_closed_form_take_point() -> None:
    from nardi_teach.computer.cube import win_values
    from nardi_teach.computer.cube_reasons import thresholds
    from nardi_teach.computer.net import Probabilities

    for p, x in ((Probabilities(0.6, 0.0, 0.0, 0.0, 0.0), 0.6),
                 (Probabilities(0.7, 0.2, 0.0, 0.05, 0.0), 0.68),
                 (Probabilities(0.55, 0.1, 0.01, 0.1, 0.0), 0.7)):
        w, lose = win_values(p)  # the doubler's: the taker wins its L and loses its W
        take_point = (w - 0.5) / (lose + w + 0.5 * x)  # the taker's, Janowski 1993
        double_from, take_to = thresholds(p, x, "centre")
        assert take_to == pytest.approx(1.0 - take_point, abs=2e-3)
        assert 0.5 < double_from < take_to


def test_a_hopeless_double_says_too_early_with_the_exact_chance() -> None:
    from nardi_teach import Cube, Phase
    from nardi_teach.games.game import GameState

    # White's two checkers on its 6-point against Black's last checker on its 1-point: White
    # wins only with a double of 3 or more (4 rolls of 36, 11 %)
    behind = Position.from_checkers({6: 2}, {24: 1})
    state = GameState(position=behind, phase=Phase.ROLL, cube=Cube())
    review = tutor.review_cube(state, tutor.CubeAction.DOUBLE)
    assert review.verdict is not tutor.Verdict.GOOD
    (reason,) = review.reasons()
    wins = sum(1 for a in range(1, 7) for b in range(1, 7) if a == b and a >= 3)
    assert reason.fact == "cube_early" and reason.mine == round(100 * wins / 36)
    assert reason.best > reason.mine
    for lang in ("ka", "en"):
        assert "11%" in reason.text(lang) and reason.concept_name(lang)
    assert tutor.review_cube(state, tutor.CubeAction.NO_DOUBLE).reasons() == []


def test_a_take_of_a_lost_race_is_expensive_and_says_why() -> None:
    from nardi_teach import Cube, Phase
    from nardi_teach.games.game import GameState

    # White on roll with two checkers on its 1-point, Black needing two rolls at least
    ahead = Position.from_checkers({1: 2}, {19: 3, 20: 3})
    state = GameState(position=ahead, phase=Phase.DOUBLED, cube=Cube())
    review = tutor.review_cube(state, tutor.CubeAction.TAKE)
    assert review.best is tutor.CubeAction.PASS
    (reason,) = review.reasons()
    assert reason.fact == "cube_take" and reason.mine > reason.best
