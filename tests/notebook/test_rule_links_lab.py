"""Lab names a rule the way the live book does (issue 38, point 3): an exercise's verdict and a
lesson's refused step read in words, with "ეს წესი წიგნში" beside them linked to the rule's
place in the rules list — the ids only in the link's title, never in the sentence."""

from __future__ import annotations

import re

from exercise_bank import bank as shared_bank

from nardi_teach.i18n import translate
from nardi_teach.lessons.lesson import lesson_file, read_lesson
from nardi_teach.notebook.exercises import ExerciseWidget
from nardi_teach.notebook.lessons import LessonWidget
from nardi_teach.progress.store import Progress

CODE = re.compile(r"(?<![A-Za-z0-9_-])[RLV]\d{1,3}\b")
LINK = re.compile(r'<a class="nardi-message-rule nardi-rule" href="rules\.md#rule-(\w+)" '
                  r'title="([^"]+)">([^<]+)</a>')


def _sentence(html: str) -> str:
    """The feedback's words without the link beside them."""
    return re.sub(r"<[^>]+>", " ", LINK.sub("", html))


def test_an_exercise_verdict_in_lab_links_its_rule_in_words() -> None:
    ex = next(e for e in shared_bank() if e.id == "ch33-pinned-stays")
    widget = ExerciseWidget(ex, 3, Progress(), lang="ka")
    result = widget.check("დიახ")
    assert result is not None and not result.correct
    anchor, ids, words = LINK.search(widget.feedback.value).groups()
    assert words == translate("rule.link", "ka") and anchor == "v26"
    assert ids.split(", ") == (result.rule or "").split(", ") and "V26" in ids
    assert not CODE.search(_sentence(widget.feedback.value))


def test_a_refused_lesson_step_in_lab_links_its_rule_in_words() -> None:
    widget = LessonWidget(read_lesson(lesson_file(3)), lang="ka", progress=Progress())
    board = widget.board
    board.click(13)
    board.click(9)
    board.confirm()  # one die played when both can be: the must-play rule
    state = board.state()
    assert state["tone"] == "illegal" and state["rule_link"]["rules"] == state["rule"]
    assert not CODE.search(state["message"])
    widget.refresh()
    anchor, ids, words = LINK.search(widget.message.value).groups()
    assert ids == state["rule"] and words == translate("rule.link", "ka")
    assert not CODE.search(_sentence(widget.message.value))
