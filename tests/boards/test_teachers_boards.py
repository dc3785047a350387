"""Exercise boards (issue 25): a refused move lets the checker go, so the next click is judged
afresh; an exercise board's finished play asks to be checked (its Confirm is hidden); a move
the rules refuse on it counts as a miss, with the engine's reason."""

from __future__ import annotations

from pathlib import Path

from nardi_teach.exercises import Exercise
from nardi_teach.notebook.exercises import ExerciseWidget
from nardi_teach.progress.store import Progress

EX = Exercise.from_dict({"id": "b1", "kind": "play", "rules": ["R36"], "dice": "6-5",
                         "position": "start", "question": "ითამაშეთ"})


def test_a_refused_move_on_an_exercise_board_is_a_miss(tmp_path: Path) -> None:
    progress = Progress(tmp_path / "p.json")
    widget = ExerciseWidget(EX, 1, progress, "ka")
    board = widget.board
    board.click(24)
    board.click(19)  # held by five opposing checkers: R36
    assert board.controller.selected is None
    assert progress.entry("b1")["attempts"] == 1 and not progress.solved("b1")
    assert [a.correct for a in progress.attempts()] == [False]
    assert "„24/19“ — ეს სვლა არ შეიძლება და შეცდომად ჩაითვალა" in widget.feedback.value
    assert "R36" in widget.feedback.value


def test_a_finished_play_on_an_exercise_board_asks_to_be_checked(tmp_path: Path) -> None:
    widget = ExerciseWidget(EX, 1, Progress(tmp_path / "p.json"), "ka")
    board = widget.board
    board.click(24)
    board.click(18)
    board.click(18)
    board.click(13)
    assert board.controller.turn.is_complete
    assert "შეამოწმეთ ღილაკით „შემოწმება“" in board.controller.message
    assert board.confirm_button.layout.display == "none"
    assert widget.check().correct
