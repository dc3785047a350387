"""Issue 23 on the Python side: what the keyboard and screen-reader board needs (every point's
words, the movable points, a play typed in notation) and the beginner's view (one numbering
for the computer's moves, no cube controls without a cube, no side "to move" after the end,
the tray's second click keeps the refusal's reason)."""

from __future__ import annotations

import re

from nardi_teach import Color, Position
from nardi_teach.controllers.config import act, board_config, controller
from nardi_teach.games.rules import CubeKind, Rules
from nardi_teach.svg import board_svg


def _labels(svg: str) -> dict[str, str]:
    return dict(re.findall(r'data-point="(\d+)"[^>]*? data-label="([^"]*)"', svg))


def test_every_point_says_its_checkers_in_georgian() -> None:
    labels = _labels(board_svg(Position.initial(), lang="ka"))
    assert len(labels) == 26
    assert labels["24"] == "24-ე პუნქტი: 2 თეთრი ქვა."
    assert labels["1"] == "პირველი პუნქტი: 2 შავი ქვა."
    assert labels["2"] == "მე-2 პუნქტი: ცარიელია."
    assert labels["25"] == "ბარი: ცარიელია." and labels["0"] == "გატანილი ქვები: ცარიელია."
    assert _labels(board_svg(Position.initial(), lang="en"))["24"] == "point 24: 2 White."


def test_a_picked_up_checker_and_its_landings_are_said_and_movable_points_marked() -> None:
    board = controller(board_config(Position.initial(), dice="6-5"))
    svg = str(board.svg())
    assert sorted(re.findall(r'data-point="(\d+)"[^>]*data-movable', svg)) == ["13", "24", "8"]
    act(board, {"type": "click", "point": 24})
    labels = _labels(str(board.svg()))
    assert labels["24"].endswith("ეს ქვა აღებულია.")
    assert labels["18"].endswith("აქ შეიძლება ქვის გადაყვანა.")
    assert "data-movable" not in str(board.svg())  # a checker is up: its landings speak


def test_a_play_typed_in_notation_is_made_or_refused_with_the_engines_reason() -> None:
    board = controller(board_config(Position.initial(), dice="6-5"))
    act(board, {"type": "play", "text": "24/12"})
    assert board.error and board.error_rule == "R29" and board.turn is not None
    act(board, {"type": "play", "text": "xx"})
    assert board.error and "ვერ გავარჩიე" in board.message
    act(board, {"type": "play", "text": "  "})
    assert board.error and board.message == "ჩაწერეთ მთელი სვლა, მაგალითად: 13/7 8/7."
    act(board, {"type": "play", "text": "24/13"})
    assert not board.error and board.turn is None and board.position.turn is Color.BLACK
    # black on roll, the board still drawn from white's side but numbered for black (ch. 12):
    # black types its own 24/13, as the book teaches, and white's numbers for it are refused
    act(board, {"type": "roll", "dice": "6-5"})
    act(board, {"type": "play", "text": "1/12"})
    assert board.error and "პირველ პუნქტზე" in board.message and board.turn is not None
    act(board, {"type": "play", "text": "24/13"})
    assert not board.error, board.message
    assert board.history[-1][1] == Position.initial().parse_play("24/13", "6-5")
    assert "შავი: 24/13" in board.message  # read back as black wrote it, black named


def test_the_computers_moves_are_written_in_the_numbers_on_the_learners_board() -> None:
    board = controller(board_config(mode="game", seed=3, computer={"color": "black"}))
    act(board, {"type": "roll"})  # black wins the opening and plays its 5-2
    shown = re.search(r"5-2-ით ითამაშა ((?:\d+/\d+ ?)+)", board.message)
    assert shown, board.message
    moves = [tuple(map(int, m.split("/"))) for m in shown[1].split()]
    # the learner (White) reads Black's play in White's numbers: in Black's own numbers
    # (25 - n) it is a legal opening 5-2, and every shown move runs up the learner's board
    assert Position.initial().parse_play(" ".join(f"{25 - a}/{25 - b}" for a, b in moves),
                                         "5-2")
    assert all(a < b for a, b in moves)
    steps = [m.split(": ")[-1].split(" (")[0] for m in board.frame_messages()[1:]]
    assert sorted(steps) == sorted(f"{a}/{b}" for a, b in moves)


def test_a_long_nardi_game_has_no_cube_buttons_and_no_money_scoreboard() -> None:
    board = controller(board_config(mode="game", variant="long", computer={"color": "black"}))
    assert not {"double", "take", "drop"} & set(board.buttons())
    assert 'class="scoreboard"' not in str(board.svg()) and 'class="cube' not in str(board.svg())
    short = controller(board_config(mode="game", computer={"color": "black"}))
    assert "double" in short.buttons() and 'class="scoreboard"' in str(short.svg())


def test_no_side_is_to_move_once_the_game_is_over() -> None:
    over = Position.from_checkers({0: 15}, {19: 15})
    assert over.winner() is not None
    svg = board_svg(over)
    assert "◀" not in svg and "სვლის რიგი" not in svg
    assert "◀" in board_svg(Position.initial())


def test_the_trays_second_click_keeps_the_refusals_reason() -> None:
    # a checker outside home: a home checker cannot be borne off (R67); the tray says so again
    board = controller(board_config(
        Position.from_checkers({8: 1, 6: 3, 5: 3, 4: 3, 3: 2, 2: 2, 1: 1}, {20: 3, 21: 3}),
        dice="3-2"))
    act(board, {"type": "click", "point": 2})
    first = board.message
    assert board.error and board.error_rule == "R67"
    act(board, {"type": "click", "point": 0})
    assert board.error and board.message == first  # not "first choose a checker"
    fresh = controller(board_config(Position.initial(), dice="6-5"))
    act(fresh, {"type": "click", "point": 0})  # nothing tried yet: choose a checker first
    assert fresh.message == "ჯერ აირჩიეთ ქვა, შემდეგ — სად გადავიდეს."


# — issue 41, point 6: what a screen reader meets on the board —

def _desc(svg: str) -> str:
    return re.search(r"<desc>(.*?)</desc>", svg, re.S).group(1)


def test_the_pictures_numbers_and_words_are_hidden_from_a_screen_reader() -> None:
    """Only the title and the description speak: every drawn text („1“ … „24“, „64“, the
    scoreboard) sits inside the one aria-hidden group, so none is read as a bare number."""
    board = controller(board_config(Position.initial(), dice="6-5", match_length=5))
    svg = str(board.svg())
    body = svg.split("</desc>", 1)[1]
    assert body.startswith('<g aria-hidden="true">') and body.endswith("</g></svg>")
    assert re.search(r"<text[^>]*>\s*24\s*</text>", body)  # the numbers are drawn ...
    assert "<text" not in svg.split("</desc>", 1)[0]  # ... and none outside the hidden group


def test_each_point_says_whether_its_checker_can_move_now() -> None:
    board = controller(board_config(Position.initial(), dice="6-5"))
    svg = str(board.svg())
    movable = set(re.findall(r'data-point="(\d+)"[^>]*data-movable', svg))
    labels = _labels(svg)
    can = "ამ პუნქტიდან ქვის გადაყვანა შეიძლება."
    assert movable == {"24", "13", "8"}
    for point, label in labels.items():
        assert label.endswith(can) == (point in movable), (point, label)
    assert labels["6"] == "მე-6 პუნქტი: 5 თეთრი ქვა."  # 6-5: the six's checkers cannot move


def test_with_a_checker_picked_up_each_point_says_whether_it_can_go_there() -> None:
    board = controller(board_config(Position.initial(), dice="6-5"))
    # where the checker on 13 can end a step, by the engine: each play's moves of that checker
    reach: set[str] = set()
    for play in board.turn.legal:
        at = 13
        for move in play.moves:
            if move.src == at:
                at = move.dst
                reach.add(str(at))
    act(board, {"type": "click", "point": 13})
    labels = _labels(str(board.svg()))
    yes, no = "აქ შეიძლება ქვის გადაყვანა.", "აღებული ქვა აქ ვერ გადავა."
    assert {"7", "8"} <= reach
    assert {p for p, label in labels.items() if label.endswith(yes)} == reach
    assert labels["13"].endswith("ეს ქვა აღებულია.")
    for point, label in labels.items():
        if point not in reach | {"13"}:
            assert label.endswith(no), (point, label)
    assert labels["8"].startswith("მე-8 პუნქტი: 3 თეთრი ქვა.")  # how many, whose colour


def test_the_raise_cube_is_named_as_its_game_names_it() -> None:
    rules = Rules(cube=True, cube_kind=CubeKind.RAISE)
    desc = _desc(str(controller(board_config(mode="game", seed=36, rules=rules)).svg()))
    assert "აწევის კუბი შუაშია (ფსონი 1)." in desc and "გაორმაგების" not in desc
    plain = _desc(str(controller(board_config(mode="game", seed=36)).svg()))
    assert "გაორმაგების კუბი შუაშია (ფსონი 1)." in plain
