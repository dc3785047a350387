"""The small rules tables behind the questions the move generator cannot answer: the
opening roll (R24–R26), the quarters of the board (R6–R8), the numbering conversions of the
sources (C1), and multiple-choice facts and etiquette decisions (R1–R4, R17, R21–R22, R27–R28,
R141–R151 with the catalogue's decisions C16–C18).  Each entry cites what it rests on.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core.dice import Dice


def opening(x_die: int, o_die: int) -> tuple[str, Dice] | None:
    """Who moves first and with which roll, or ``None`` for a re-roll (R24, R25, C14)."""
    if x_die == o_die:
        return None  # R25: equal dice → both roll again (no automatic doubles, C14)
    return ("X" if x_die > o_die else "O"), Dice(x_die, o_die)  # R24: both dice, the higher moves


def opening_rolls() -> set[Dice]:
    """Every roll a first move can be played with (R26: never a double)."""
    return {result[1] for a in range(1, 7) for b in range(1, 7) if (result := opening(a, b))}


QUARTERS = ("own_home", "own_outer", "opp_outer", "opp_home")


def quarter(point: int) -> str:
    """The quarter of ``point`` in the player's numbering (R6, R7): 1–6 home, 7–12 outer, …"""
    if not 1 <= point <= 24:
        raise ValueError(point)
    return QUARTERS[(point - 1) // 6]


def to_own(point: int, source: str, color: str) -> int:
    """A source's point number in the player's own numbering (C1; §0: own = 25 − opponent's).

    ``source``: ``"004"`` (short nardi: White relative = 25 − p, Black = p), ``"000"`` (White = p,
    Black = 25 − p) or ``"opponent"`` (the opponent's numbering).
    """
    if source == "opponent":
        return 25 - point
    white = color.lower() in ("white", "w", "თეთრი")
    flip = {"004": white, "000": not white}[source]
    return 25 - point if flip else point


def long_to_own(point: int, source: str, color: str) -> int:
    """Long nardi: a source's point number in the player's own numbering (L1, R156).

    ``source``: ``"004"`` (004's long-nardi diagrams: White's home 19–24, so White's own point
    is 25 − p; Black's home 7–12 and its head on 13, so Black's own point is 13 − p for p ≤ 12,
    else 37 − p) or ``"opponent"`` (the opponent's point p is the player's p ∓ 12).

    >>> [long_to_own(p, "004", c) for p, c in ((1, "white"), (13, "black"), (7, "black"))]
    [24, 24, 6]
    """
    if source == "opponent":
        return point - 12 if point > 12 else point + 12
    if color.lower() in ("white", "w", "თეთრი"):
        return 25 - point
    return 13 - point if point <= 12 else 37 - point


@dataclass(frozen=True)
class Fact:
    """A multiple-choice question's answer: the ``answer`` option among ``options``, and the
    rules (R-ids) it rests on."""

    answer: str
    options: tuple[str, ...]
    rules: tuple[str, ...]


_REROLL = ("reroll", "stands", "may_demand")  # "void" is true of these rolls too
_EARLY = ("stands", "void", "may_demand")

FACTS: dict[str, Fact] = {
    # — board and equipment (chapter 1) —
    "players": Fact("two", ("two", "three", "two_to_four"), ("R1",)),
    "equipment": Fact("dice_cup_cube", ("dice_cup_cube", "three_dice", "one_die"), ("R3",)),
    "sport_dice": Fact("one_or_two_pairs", ("one_or_two_pairs", "one_pair_each", "one_die_each"),
                       ("R4",)),
    "sides": Fact("agreement_or_lot", ("agreement_or_lot", "white_right", "loser_chooses"),
                  ("R17",)),
    "phases": Fact("home_then_off", ("home_then_off", "off_any_time", "three_phases"),
                   ("R20", "R21")),
    "men": Fact("checkers", ("checkers", "dice", "points"), ("R22",)),
    "track": Fact("forward_u", ("forward_u", "both_ways", "circle_same"), ("R10", "R11", "R13")),
    "hypergammon_home": Fact("all_three_home", ("all_three_home", "any_two", "no_condition"),
                             ("R70",)),
    "borne_off_stay": Fact("stay_off", ("stay_off", "return_to_bar", "return_home"),
                           ("R86", "R88")),
    "hit_long_nardi": Fact("short_only", ("short_only", "both_games", "long_only"),
                           ("R56", "R89")),
    # — starting the game (chapter 2) —
    "opening_how": Fact("one_die_each", ("one_die_each", "two_dice_each", "higher_sum"),
                        ("R23",)),
    "after_opening": Fact("alternate_two", ("alternate_two", "one_die_each", "winner_again"),
                          ("R27",)),
    "match_hand_start": Fact("one_die_each", ("one_die_each", "winner_starts", "loser_starts"),
                             ("R28",)),
    # — cube, matches, optional rules, chouette (chapters 8–10) —
    "doubler_rolls": Fact("doubler_rolls", ("doubler_rolls", "taker_rolls", "reroll_both"),
                          ("R112",)),
    "take_cube_place": Fact("own_slot", ("own_slot", "centre_slot", "doubler_keeps"),
                            ("R113",)),
    "dice_double_stake": Fact("moves_only", ("moves_only", "stake_doubles", "cube_right"),
                              ("R50", "R115")),
    "match_length": Fact("odd_usual", ("odd_usual", "even_only", "always_seven"),
                         ("R119", "R118")),
    "auto_in_match": Fact("not_in_match", ("not_in_match", "always", "only_crawford"),
                          ("R122",)),
    "optional_agreed": Fact("before_play", ("before_play", "any_time", "after_first_game"),
                            ("R124",)),
    "optional_where": Fact("money_play", ("money_play", "tournaments", "chouette_only"),
                           ("R128",)),
    "captain_decides": Fact("captain", ("captain", "box_player", "majority"), ("R132",)),
    # — etiquette and tournament procedure (chapter 11) —
    "cup_side": Fact("right_cup", ("right_cup", "left_hand", "anywhere"), ("R141",)),
    "die_left_half": Fact("reroll", _REROLL, ("R142",)),
    "die_cocked": Fact("reroll", _REROLL, ("R143",)),
    "die_on_checker": Fact("reroll", _REROLL, ("R144",)),
    "die_off_board": Fact("reroll", _REROLL, ("R145",)),
    "die_bounced": Fact("reroll", _REROLL, ("R145",)),
    "move_final": Fact("dice_picked_up", ("dice_picked_up", "checkers_moved", "opponent_rolls"),
                       ("R146", "R147")),
    "clock_final": Fact("clock_pressed", ("clock_pressed", "dice_picked_up", "checkers_moved"),
                        ("R148",)),
    "change_move": Fact("yes_until_pickup", ("yes_until_pickup", "never", "until_next_roll"),
                        ("R146",)),
    "early_roll_race": Fact("stands", _EARLY, ("R149",)),
    "early_roll_forced": Fact("stands", _EARLY, ("R149",)),
    "early_roll_contact": Fact("void", _EARLY, ("R149",)),
    "early_roll_sport": Fact("may_demand", _EARLY, ("R150",)),
    "illegal_noticed_late": Fact("move_stands", ("move_stands", "corrected", "undo_roll"),
                                 ("R151",)),
    "illegal_noticed_early": Fact("corrected", ("move_stands", "corrected", "undo_roll"),
                                  ("R151",)),
}
