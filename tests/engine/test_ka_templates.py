"""Georgian that agrees (issue 24): every message with a number, a side or a list, rendered.

``tests/data/ka_templates.yml`` is a hand-written table: a message key, representative values
(0, 1, 2, 5, both sides, a list of one and of several) and the sentence a Georgian editor
expects. The table was written and read by a person, case by case; it is never generated from
the catalogue. A second test makes sure no learner-facing message with such a placeholder is
missing from it.
"""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

import pytest
import yaml

from nardi_teach.i18n import ka, translate
from nardi_teach.i18n.ka.forms import count, every, number, side_case

TABLE: list[dict[str, Any]] = yaml.safe_load(
    (Path(__file__).parents[1] / "data" / "ka_templates.yml").read_text(encoding="utf-8"))

# Placeholder names that carry a number, a side or a list.
NUMBERS = {"count", "n", "off", "possible", "used", "would", "distance", "length", "stars",
           "mistakes", "hints", "points", "pips", "solved", "total", "done", "trapped",
           "given", "missing", "bar", "home", "x", "o", "white", "black", "k", "stage",
           "stages", "value", "face", "mult", "cube", "moves"}
SIDES = {"side", "other", "next", "roller", "owner", "winner"}
LISTS = {"where", "via", "players", "items", "choices", "levels", "rules", "plays",
         "alternatives", "options", "box", "queue"}
# Messages only a developer or a teacher editing files meets (bad arguments, bank files).
NOT_LEARNERS = ("ex.bank.", "ex.field.", "id.", "value.", "config.", "progress.", "rules.",
                "cube.value", "cube.not_a_cube", "cube.kind", "cube.raise_value",
                "dice.roll_count", "teach.assign.", "teach.ref.", "teach.require.pips",
                "teach.require.point", "lesson.id", "match.length", "match.score", "dice.value",
                "live.no_", "position.negative", "position.key", "position.long_key",
                "lesson.shape", "lesson.chapter", "lesson.missing", "lesson.text",
                "lesson.no_georgian", "lesson.list", "lesson.variant", "lesson.rule",
                "lesson.dance", "lesson.play", "lesson.duplicate", "lesson.unreadable",
                "lesson.ok", "lesson.failed", "lesson.play_or_action", "lesson.action_key",
                "lesson.action_accept", "lesson.choices_play", "lesson.choices_missing",
                "lesson.ui.stars_label")  # stars_label is filled in by the page's script


def _fields(template: str) -> set[str]:
    names: set[str] = set()
    for _, field, _, _ in string.Formatter().parse(template):
        if field:
            names.update(field.split("+"))
    return names


def _params(case: dict[str, Any]) -> dict[str, Any]:
    params = dict(case["params"])
    for name in ("dice",):
        if isinstance(params.get(name), list):
            params[name] = tuple(params[name])
    return params


@pytest.mark.parametrize("case", TABLE, ids=lambda c: f"{c['key']}-{list(c['params'].values())}")
def test_the_message_reads_as_the_reviewed_sentence(case: dict[str, Any]) -> None:
    assert translate(case["key"], "ka", **_params(case)) == case["ka"]


def test_every_learner_message_with_a_number_side_or_list_is_in_the_table() -> None:
    covered = {case["key"] for case in TABLE}
    wanted = {key for key, template in ka.MESSAGES.items()
              if not key.startswith(NOT_LEARNERS) and _fields(template) & (NUMBERS | SIDES | LISTS)}
    assert sorted(wanted - covered) == []


def test_messages_with_counts_are_tried_with_zero_one_and_more() -> None:
    """Where the words change with the number, the table tries 0 or 1 and a larger number."""
    by_key: dict[str, set[int]] = {}
    for case in TABLE:
        for name in ("n", "count", "off", "solved", "given", "points", "used"):
            if isinstance(case["params"].get(name), int):
                by_key.setdefault(case["key"], set()).add(case["params"][name])
    for key in ("ex.n_plays", "ex.correct_all", "ex.all_home", "dice.count", "ex.result_why",
                "review.total", "review.due_title", "book.plays_count", "book.after.end",
                "game.won", "illegal.must_play_more_double", "review.note.untimed"):
        values = by_key[key]
        assert values & {0, 1} and any(v >= 2 for v in values), key


def test_the_form_helpers_agree() -> None:
    assert [count(n, "ქვა") for n in (1, 2, 5, 15, 16)] == [
        "ერთი ქვა", "ორი ქვა", "ხუთი ქვა", "თხუთმეტი ქვა", "16 ქვა"]
    assert [count(n, "ქვა", "dat") for n in (1, 2, 8, 9)] == [
        "ერთ ქვას", "ორ ქვას", "რვა ქვას", "ცხრა ქვას"]
    assert count(3, "კამათელი", "gen") == "სამი კამათლის"
    assert [every(n, "ქვა") for n in (1, 2, 8, 15)] == [
        "ერთადერთი ქვა", "ორივე ქვა", "რვავე ქვა", "თხუთმეტივე ქვა"]
    assert number(20) == "20" and number(4, "dat") == "ოთხ"
    assert [side_case(s, "erg") for s in ("X", "O", "თეთრი", "შავი")] == [
        "თეთრმა", "შავმა", "თეთრმა", "შავმა"]
    assert [side_case(s, "dat") for s in ("X", "შავი")] == ["თეთრს", "შავს"]


def test_english_agrees_too() -> None:
    assert translate("ex.n_plays", "en", n=1, moves=2, double=False) == (
        "This roll has only one legal play; it uses both dice.")
    assert translate("ex.all_home", "en", off=0) == (
        "Every checker is home — bearing off is allowed.")
    assert translate("game.dropped", "en", side="Black", points=1) == (
        "Double dropped, so the game is over: Black wins one point.")
