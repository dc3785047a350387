"""Rules as links, not codes (issue 38, point 3): no message a learner reads names a rule id
(R…, L…, V…) in its text — a page links the rule to its place in the book beside the message
(``BoardController.rule_link``) — and the errors a page shows give their text without ids
while ``message()`` (the API's, the teachers' tools') keeps them."""

from __future__ import annotations

import re

import pytest

from nardi_teach import Position
from nardi_teach.core.errors import IllegalPlay
from nardi_teach.i18n import en, ka

CODE = re.compile(r"(?<![A-Za-z])[RLV]\d{1,3}\b")
# the families a learner meets on a page: refusals, the boards' and games' words, exercises'
# and lessons' verdicts, the tutor, the computer
LEARNER = ("illegal.", "notation.", "ctl.", "flow.", "action.", "computer.", "tutor.", "ex.",
           "lesson.ui.", "practice.", "board.", "a11y.", "game.", "dice.",
           "variant.", "live.", "widget.")
NOT_LEARNER = ("ex.bank.", "ex.field.")  # a teacher editing the bank


@pytest.mark.parametrize("catalogue", [ka, en], ids=["ka", "en"])
def test_no_learner_message_names_a_rule_id(catalogue: object) -> None:
    named = {key: text for key, text in catalogue.MESSAGES.items()  # type: ignore[attr-defined]
             if key.startswith(LEARNER) and not key.startswith(NOT_LEARNER)
             and CODE.search(text)}
    assert named == {}


def test_a_refusal_reads_without_its_rule_id_and_keeps_it_for_the_link() -> None:
    with pytest.raises(IllegalPlay) as caught:
        Position.initial().parse_play("24/12", "6-5")
    error = caught.value
    assert error.rule == "R29" and not CODE.search(error.text("ka"))
    assert error.message("ka") == error.text("ka") + " (წესი R29)"
