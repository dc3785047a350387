"""The interactive board's logic, driven by the same clicks and buttons a browser sends."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from nardi_teach import BLACK, WHITE, Dice, Position, translate
from nardi_teach.controllers.board import PRACTICE_STEPS, BoardController
from nardi_teach.core.errors import NardiError
from nardi_teach.short_nardi.explain import Turn


def board(position: Position | None = None, dice: str | None = None, **options) -> BoardController:
    return BoardController(position or Position.initial(), dice=dice, **options)


def snapshot(b: BoardController):
    return (b.position, b.turn.moves if b.turn else None, b.selected)


def test_R41_selecting_a_checker_marks_only_landing_points_of_legal_plays():
    b = board(dice="6-5")
    b.click(24)
    assert b.selected == 24 and not b.error
    # 24/19 lands on the opponent's 6-point (R36); 24/18 and 24/13 belong to legal plays
    assert b.highlights() == {24: "selected", 18: "legal", 13: "legal"}
    assert 'class="hl legal"' in b.svg()


def test_click_to_move_then_confirm_passes_the_turn():
    b = board(dice="6-5")
    b.click(24)
    b.click(13)
    assert str(b.turn.play) == "24/13" and b.turn.is_complete
    assert b.message == translate("ctl.complete", play="24/13")
    b.confirm()
    assert b.turn is None and b.position.turn == BLACK
    assert b.position == Position.initial().play(Position.initial().parse_play("24/13", "65"))


def test_remaining_dice_shown_after_each_move():
    b = board(dice="6-5")
    b.click(13)
    b.click(7)
    assert b.remaining == (5,)
    assert 'class="die used"' in b.svg()
    assert "დარჩენილი კამათელი: 5" in b.message


def test_refused_landing_gives_the_engines_reason_and_rule_and_changes_nothing():
    b = board(dice="6-5")
    b.click(24)
    before = snapshot(b)
    b.click(19)  # held by five black checkers
    assert b.error and b.error_rule == "R36"
    assert "R36" not in b.message and b.rule_link()["anchor"] == "rule-r36"
    assert snapshot(b)[:2] == before[:2]
    assert b.selected is None  # the checker is let go: the next click starts afresh (#25)
    b.click(12)  # an empty point now: "no checker there", not R36 or R29 about 24
    assert b.error and "12" in b.message and b.selected is None


def test_R59_a_checker_on_the_bar_must_enter_first():
    position = Position.from_checkers({"bar": 1, 13: 14}, {1: 2})
    b = board(position, "6-5")
    b.click(13)
    assert b.error and b.error_rule == "R59" and b.selected is None
    b.click(25)
    assert set(b.highlights()) == {25, 19, 20, 14}
    b.click(20)  # bar/20 with the 5
    assert b.current.player[25] == 0 and b.current.player[20] == 1


def test_R61_blocked_entry_point_refused_with_reason():
    position = Position.from_checkers({"bar": 1, 13: 14}, {19: 2})
    b = board(position, "6-5")
    b.click(25)
    b.click(19)
    assert b.error and b.error_rule == "R61"


def test_bearing_off_by_clicking_the_tray():
    position = Position.from_checkers({6: 1, 5: 1, "off": 13}, {24: 2})
    b = board(position, "6-5")
    b.click(6)
    assert b.highlights()[0] == "legal"
    b.click(0)
    assert b.current.player[0] == 14


def test_R67_bearing_off_refused_while_a_checker_is_outside_home():
    position = Position.from_checkers({8: 1, 6: 14}, {24: 2})
    b = board(position, "6-2")
    b.click(6)
    b.click(0)
    assert b.error and b.error_rule == "R67" and b.current == position


def test_undo_and_undo_turn():
    b = board(dice="3-3")
    for src, dst in ((8, 5), (8, 5), (6, 3)):
        b.click(src)
        b.click(dst)
    assert len(b.turn.moves) == 3
    b.undo()
    assert len(b.turn.moves) == 2 and b.remaining == (3, 3)
    b.undo_turn()
    assert b.turn.moves == () and b.current == b.position
    b.undo()
    assert b.error and b.message == translate("ctl.nothing_to_undo")


def test_R42_confirm_refused_while_a_die_can_still_be_played():
    b = board(dice="6-5")
    b.click(13)
    b.click(7)
    before = snapshot(b)
    b.confirm()
    assert b.error and b.error_rule == "R42" and snapshot(b) == before


def test_R48_dance_is_announced_and_confirmed():
    closed = {19: 2, 20: 2, 21: 2, 22: 2, 23: 2, 24: 2}
    position = Position.from_checkers({"bar": 1, 6: 14}, closed)
    b = board(position, "6-5")
    assert b.turn.is_complete and b.message == translate("illegal.dance", dice=(6, 5))
    b.click(25)
    assert b.error  # nothing to move, said so
    b.confirm()
    assert b.position.turn == BLACK and b.history[-1][1].moves == ()


def test_clicks_before_rolling_and_rolling_twice_are_refused():
    b = board()
    b.click(24)
    assert b.error and b.message == translate("ctl.roll_first")
    b.roll("6-5")
    b.roll("4-4")
    assert b.error and b.turn.dice == Dice(6, 5)
    with_bad = board()
    with_bad.roll("9-9")
    assert with_bad.error and with_bad.turn is None


def test_seeded_rolls_repeat():
    a, b = board(seed=3), board(seed=3)
    a.roll()
    b.roll()
    assert a.turn.dice == b.turn.dice


def test_viewer_numbering_when_the_board_is_seen_from_white():
    position = Position.initial(turn=BLACK)
    b = board(position, "6-5", perspective=WHITE)
    b.click(1)  # white's point 1 holds black's 24-point checkers
    assert b.selected == 24
    b.click(12)  # black's 13
    assert str(b.turn.play) == "24/13"


def test_messages_from_the_front_end_and_bad_messages():
    b = board(dice="6-5")
    b.handle({"type": "click", "point": 24})
    b.handle({"type": "click", "point": 13})
    b.handle({"type": "confirm"})
    assert b.position.turn == BLACK
    b.handle({"type": "click", "point": 99})
    assert b.error
    b.handle({"type": "explode"})
    assert b.error and b.message == translate("ctl.bad_message")


def test_english_messages():
    b = board(dice="6-5", lang="en")
    b.click(24)
    b.click(19)
    assert b.error_rule == "R36" and b.rule_link()["label"] == "This rule in the book"


def test_R181_R182_auto_bear_off_only_with_no_choice_and_no_contact():
    race = Position.from_checkers({6: 1, 5: 1, "off": 13}, {24: 2})
    b = board(race, "6-5", auto_bear_off=True)
    assert b.turn.is_complete and str(b.turn.play) in ("6/off 5/off", "5/off 6/off")
    assert b.message.startswith(translate("ctl.auto_bear_off", play="")[:10])
    # the opponent on the bar: switched off (R182)
    bar = Position.from_checkers({6: 1, 5: 1, "off": 13}, {"bar": 1, 24: 1})
    assert board(bar, "6-5", auto_bear_off=True).turn.moves == ()
    # the opponent in your home: switched off (R182)
    home = Position.from_checkers({6: 1, 5: 1, "off": 13}, {3: 1, 24: 1})
    assert board(home, "6-5", auto_bear_off=True).turn.moves == ()
    # no play of exact bear-offs only (R181): not automatic
    choice = Position.from_checkers({6: 2, 4: 1, "off": 12}, {24: 2})
    assert board(choice, "6-2", auto_bear_off=True).turn.moves == ()
    # switched off by default
    assert board(race, "6-5").turn.moves == ()


def test_R184_practice_mode_walks_through_the_bear_off_drill():
    b = BoardController(mode="practice")
    assert b.step == 0 and b.turn is not None
    assert b.message.startswith("სავარჯიშო 1/5")
    # step 1: bearing off before the last checker is home is refused (R67)
    b.click(2)
    assert b.error and b.error_rule == "R67" and b.selected is None
    b.click(8)
    b.click(5)
    b.click(2)
    b.click(0)
    b.confirm()
    assert b.step == 1 and b.message.startswith(translate("practice.well_done"))
    # step 2: exact numbers
    for src in (6, 4):
        b.click(src)
        b.click(0)
    b.confirm()
    # step 3: larger numbers take from the highest point
    assert b.step == 2
    for _ in range(2):
        b.click(4)
        b.click(0)
    b.confirm()
    # step 4: a double bears off four
    assert b.step == 3
    for src in (4, 4, 3, 2):
        b.click(src)
        b.click(0)
    assert b.current.player[0] == 15 - 7 + 4
    b.confirm()
    # step 5: the bar stops the bear-off (R87)
    assert b.step == 4 and b.current.player[25] == 1
    b.click(6)
    assert b.error and b.error_rule == "R59"
    b.click(25)
    b.click(19)
    b.click(2)  # the entered checker is still outside home
    assert b.error and b.error_rule == "R67"
    b.restart_step()
    assert b.turn.moves == () and b.step == 4
    assert len(PRACTICE_STEPS) == 5


def test_constructor_rejects_unknown_mode_and_orientation():
    with pytest.raises(ValueError):
        BoardController(mode="blitz")
    with pytest.raises(ValueError):
        BoardController(orientation="up")


# — property: no click sequence reaches an inconsistent state —

EVENTS = st.one_of(
    st.tuples(st.just("click"), st.integers(0, 25)),
    st.tuples(st.sampled_from(["undo", "undo_turn", "confirm", "roll"]), st.none()),
)

START = st.sampled_from([
    Position.initial(),
    Position.from_checkers({"bar": 2, 6: 5, 8: 3, 13: 5}, {1: 1, 3: 2, 5: 2, 24: 2, 19: 3}),
    Position.from_checkers({6: 3, 5: 2, 3: 1, 1: 1, "off": 8}, {24: 2, 2: 1, "off": 12}),
    Position.from_checkers({20: 1, 12: 2, 7: 3, 4: 4}, {22: 2, 18: 2, 10: 3, 3: 1, "bar": 1}),
])


def _consistent(b: BoardController) -> None:
    for side in (b.current.player, b.current.opponent):
        assert sum(side) == 15 and min(side) >= 0
    if b.turn is not None:
        assert b.turn.position == b.position
        assert len(b.turn.moves) <= b.turn.legal.max_moves
        # the moves so far are a prefix of a legal play of the whole roll: finishing the
        # turn with any move the board offers ends in a legal play
        turn = b.turn
        while not turn.is_complete:
            move = turn.legal_moves()[-1]
            turn = turn.move(move.src, move.dst)
        assert turn.play in turn.legal or turn.legal.max_moves == 0
        if b.selected is not None:
            assert b.turn.destinations(b.selected)
    else:
        assert b.selected is None
    b.svg()


@settings(max_examples=60, deadline=None)
@given(START, st.randoms(use_true_random=False), st.lists(EVENTS, max_size=40))
def test_random_click_sequences_never_reach_an_inconsistent_state(start, rnd, events):
    b = BoardController(start, seed=rnd.randint(0, 10**6), perspective=rnd.choice([None, WHITE]))
    for kind, arg in events:
        before = snapshot(b)
        try:
            if kind == "click":
                b.click(arg)
            else:
                getattr(b, kind)()
        except NardiError:  # typed errors only
            assert snapshot(b) == before
        if b.error:
            assert snapshot(b)[:2] == before[:2]  # a refusal changes nothing
        _consistent(b)


def test_stray_messages_are_refused_in_georgian_and_change_nothing():
    for message in ({"type": "click", "point": "x"}, {"type": "click"}, {"type": "bogus"}, {},
                    {"type": "click", "point": 99}, {"type": "click", "point": True}):
        b = board(Position.initial(), "6-5")
        before = (b.position, b.turn, b.selected)
        b.handle(message)
        assert b.error and (b.position, b.turn, b.selected) == before
    b = board(Position.initial(), "6-5")
    b.handle({"type": "click", "point": "x"})
    assert "„x“" in b.message
    fresh = BoardController(Position.initial())
    fresh.handle({"type": "roll", "dice": "9-9"})  # a bad roll from the front end
    assert fresh.error and fresh.turn is None and "9-9" in fresh.message
    fresh.handle({"type": "roll", "dice": "6-5"})
    assert fresh.turn is not None and fresh.turn.dice == Dice(6, 5)


# — practice goals, restart, orientation, buttons (issue 10) —

def _play_step(b: BoardController, text: str) -> None:
    play = b.position.parse_play(text, b.turn.dice)
    for move in play.moves:
        b.click(move.src)
        b.click(move.dst)
    b.confirm()


def test_R184_each_practice_step_checks_its_own_goal():
    b = BoardController(mode="practice")
    _play_step(b, "8/3")  # legal, but the drill asks to bring it home *and* bear one off
    assert b.step == 0 and b.error and b.turn.moves == ()
    assert b.message == translate("practice.missed.home", play="8/3")
    _play_step(b, "8/5 2/off")
    assert b.step == 1 and not b.error
    _play_step(b, "6/off 5/1")  # the 6 is exact, the 4 is not used to bear off
    assert b.step == 1 and b.error
    _play_step(b, "6/off 4/off")
    assert b.step == 2
    for step in PRACTICE_STEPS:  # every step's goal is reachable with its own dice
        best = max(Turn.start(step.position, step.dice).legal,
                   key=lambda p: step.reached(step.position.play(p)))
        assert step.reached(step.position.play(best)), step.key


def test_R184_restart_after_the_last_step_starts_the_drill_again_and_replays():
    from nardi_teach.controllers.config import act, board_config, controller

    config = board_config(mode="practice")
    b = controller(config)
    for text in ("8/5 2/off", "6/off 4/off", "4/off(2)", "4/off(2) 3/off 2/off", "bar/19 6/4"):
        for action in _step_actions(b, text):
            act(b, action)
            config["actions"].append(action)
    assert b.step == len(PRACTICE_STEPS) and b.turn is None
    assert b.buttons() == {"roll": False, "undo": False, "undo_turn": False, "confirm": False,
                           "restart": True}
    b.click(5)
    assert b.error and b.message == translate("practice.over")
    act(b, {"type": "restart"})
    config["actions"].append({"type": "restart"})
    assert b.step == 0 and b.turn is not None and not b.error
    rebuilt = controller(config)  # the recorded restart replays: the rebuilt board works too
    assert rebuilt.step == 0 and rebuilt.message == b.message


def _step_actions(b: BoardController, text: str) -> list[dict]:
    play = b.position.parse_play(text, b.turn.dice)
    out = []
    for move in play.moves:
        out += [{"type": "click", "point": move.src}, {"type": "click", "point": move.dst}]
    return out + [{"type": "confirm"}]


def test_a_free_board_keeps_its_orientation_unless_asked_to_follow_the_turn():
    b = BoardController(Position.initial(), dice="6-5")
    b.click(24)
    b.click(13)
    b.confirm()
    assert b.position.turn == BLACK and b.viewer == WHITE  # black to roll, white still below
    b.roll("3-1")
    b.click(1)  # black's 24-point, seen from white: black's play is clicked in white's numbers
    assert not b.error and b.selected == 24
    turning = BoardController(Position.initial(), dice="6-5", follow_turn=True)
    turning.click(24)
    turning.click(13)
    turning.confirm()
    assert turning.viewer == BLACK


def test_free_board_buttons_act_only_when_they_can():
    b = BoardController(Position.initial())
    assert b.buttons() == {"roll": True, "undo": False, "undo_turn": False, "confirm": False}
    b.roll("6-5")
    assert b.buttons() == {"roll": False, "undo": False, "undo_turn": False, "confirm": True}
    b.click(24)
    b.click(18)
    assert b.buttons()["undo"] and b.buttons()["undo_turn"]


def test_a_compacted_config_keeps_the_side_below() -> None:
    from nardi_teach.controllers.config import act, board_config, controller, record_action

    config = board_config(Position.initial(), dice="6-5")
    b = controller(config)
    for action in ({"type": "click", "point": 24}, {"type": "click", "point": 13},
                   {"type": "confirm"}, {"type": "roll", "dice": "3-1"}):
        record_action(config, b, action)
        act(b, action)
    assert config["turn"] == "black" and config["perspective"] == "white"
    assert controller(config).viewer == WHITE == b.viewer
