"""Chouette bookkeeping (R129–R140, C24; Ex 11.1–11.4)."""

from __future__ import annotations

import pytest

from nardi_teach import ChouetteGame, GameResult, IllegalAction, Lineup


@pytest.fixture
def lineup() -> Lineup:
    return Lineup.from_rolls("ABCD", [{"C": 6, "A": 5, "B": 3, "D": 2}])


def test_R130_R131_R133_Ex_11_1_box_captain_queue(lineup: Lineup) -> None:
    assert (lineup.box, lineup.captain, lineup.queue) == ("C", "A", ("A", "B", "D"))


def test_C24b_ties_are_rerolled_among_the_tied() -> None:
    rolls = [{"A": 5, "B": 5, "C": 2, "D": 2}, {"A": 1, "B": 4}, {"C": 6, "D": 3}]
    line = Lineup.from_rolls("ABCD", rolls)
    assert (line.box, line.queue) == ("B", ("A", "C", "D"))
    with pytest.raises(IllegalAction) as err:
        Lineup.from_rolls("ABCD", rolls[:2])
    assert err.value.rule == "R130"


def test_R134_R135_Ex_11_2_rotation(lineup: Lineup) -> None:
    lost = lineup.after(team_won=False)
    assert (lost.box, lost.captain, lost.queue) == ("C", "B", ("B", "D", "A"))
    won = lineup.after(team_won=True)
    assert (won.box, won.captain, won.queue) == ("A", "B", ("B", "D", "C"))


def test_R137_R140_Ex_11_3_per_member_takes_and_drops(lineup: Lineup) -> None:
    g = ChouetteGame(lineup).box_doubles({"A": True, "B": True, "D": False})
    assert g.active == ("A", "B") and g.stake == 2
    g = g.finish(box_won=True, result=GameResult.GAMMON)
    assert g.payments() == {"C": 9, "A": -4, "B": -4, "D": -1}
    assert sum(g.payments().values()) == 0


def test_R136_Ex_11_4_team_doubles_only_unanimously(lineup: Lineup) -> None:
    g = ChouetteGame(lineup)
    votes = {"A": False, "B": True, "D": True}
    assert not g.may_team_double(votes)
    with pytest.raises(IllegalAction) as err:
        g.team_doubles(votes, box_takes=True)
    assert err.value.rule == "R136"
    g2 = g.team_doubles({"A": True, "B": True, "D": True}, box_takes=True)
    assert (g2.stake, g2.cube_owner) == (2, "box")
    with pytest.raises(IllegalAction):
        g2.team_doubles({"A": True, "B": True, "D": True}, box_takes=True)


def test_box_drops_a_team_double_and_pays_each_member(lineup: Lineup) -> None:
    g = ChouetteGame(lineup).team_doubles({"A": True, "B": True, "D": True}, box_takes=False)
    assert g.is_over and g.payments() == {"C": -3, "A": 1, "B": 1, "D": 1}
    assert g.next_lineup().box == "A"


def test_C24c_captain_drops_the_highest_ranked_taker_captains(lineup: Lineup) -> None:
    g = ChouetteGame(lineup).box_doubles({"A": False, "B": True, "D": True})
    assert g.acting_captain == "B" and g.captain_dropped
    won = g.finish(box_won=False).next_lineup()
    assert (won.box, won.queue) == ("B", ("D", "A", "C"))
    lost = g.finish(box_won=True).next_lineup()
    assert (lost.box, lost.queue) == ("C", ("D", "A", "B"))


def test_C24d_everyone_drops(lineup: Lineup) -> None:
    g = ChouetteGame(lineup).box_doubles({"A": False, "B": False, "D": False})
    assert g.is_over and g.payments() == {"C": 3, "A": -1, "B": -1, "D": -1}
    assert g.next_lineup() == lineup.after(team_won=False)
    with pytest.raises(IllegalAction):
        g.finish(box_won=True)


def test_R140_team_wins_a_backgammon_with_the_x2_setting(lineup: Lineup) -> None:
    from nardi_teach import Rules

    g = ChouetteGame(lineup).finish(False, GameResult.BACKGAMMON, Rules(backgammon_multiplier=2))
    assert g.payments() == {"C": -6, "A": 2, "B": 2, "D": 2}


def test_R129_at_least_three_players() -> None:
    with pytest.raises(IllegalAction) as err:
        Lineup.from_rolls("AB", seed=1)
    assert err.value.rule == "R129"


def test_box_doubles_need_every_answer(lineup: Lineup) -> None:
    with pytest.raises(IllegalAction) as err:
        ChouetteGame(lineup).box_doubles({"A": True})
    assert err.value.rule == "R137"


def test_random_opening_is_seedable() -> None:
    assert Lineup.from_rolls("ABCDE", seed=4) == Lineup.from_rolls("ABCDE", seed=4)
