"""The chapters' display helpers (book/nardi_book.py): engine verdicts, facts and tables as
HTML a reader can read — never a repr, never console text."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest
import yaml

from nardi_teach import BLACK, WHITE, Cube, Dice, Game, GameResult, Lineup, Play, Position
from nardi_teach.i18n import translate

BOOK = Path(__file__).resolve().parents[2] / "book"
sys.path.insert(0, str(BOOK))
import nardi_book as nb  # noqa: E402

REPR = re.compile(r"\b(True|False|None)\b|Color\.|Play\(|Dice\(|Cube\(|GameResult\.|Phase\.")


def test_illegal_play_is_a_cross_with_the_reason_and_a_link_to_its_rule_R10() -> None:
    out = nb.check(Position.initial(), "6/8", "2-1")
    html = out._repr_html_()
    assert "✘" in html and "nardi-bad" in html and "6/8" in html
    # the rule in words, linked; its id only in the link's title (issue 38)
    assert 'href="01_board.md#r10" title="R10"' in html and "ეს წესი წიგნში</a>" in html
    assert "წესი R10" not in html  # no code in the text a learner reads
    assert str(out).startswith("✘ 6/8 — ")


def test_legal_play_is_a_tick_and_says_how_the_engine_writes_it() -> None:
    ok = nb.check(Position.initial(), "24/18 18/13", "6-5")
    assert "✔" in ok._repr_html_() and "nardi-ok" in ok._repr_html_()
    assert "24/13" in str(ok)
    assert nb.check(Position.initial(), "24/13", "6-5").text == "✔ 24/13 — დასაშვები სვლაა"


def test_every_rule_link_points_at_a_label_that_exists_in_its_chapter() -> None:
    coverage = yaml.safe_load((BOOK / "rule_coverage.yml").read_text(encoding="utf-8"))
    assert set(nb.RULE_SECTIONS) == set(coverage)
    for target in nb.RULE_SECTIONS.values():
        name, label = target.split("#")
        assert f"({label})=" in (BOOK / name).read_text(encoding="utf-8"), target


def test_plain_says_values_as_a_reader_does() -> None:
    assert nb.plain(True) == "დიახ" and nb.plain(False) == "არა"
    assert nb.plain(WHITE) == "თეთრი" and nb.plain(BLACK) == "შავი"
    assert nb.plain(Play()) == "სვლის გარეშე"
    assert nb.plain(Dice(6, 5)) == "6-5"
    assert nb.plain(GameResult.GAMMON) == "მარსი"
    assert nb.plain((5, 5, 5, 5)) == "5, 5, 5, 5"
    assert nb.plain(-3) == "−3" and nb.plain(2.5) == "2,5"
    assert nb.plain([]) == "არცერთი" and nb.plain(None) == "—"


def test_facts_and_plays_show_no_repr() -> None:
    shown = [
        nb.facts({"გატანა შეიძლება?": False, "სვლაზეა": WHITE, "პიპები": (167, 167)}),
        nb.plays(Position.initial(), "3-1"),
        nb.plays(Position.from_checkers({13: 2, 1: 13}, {7: 2, 8: 2}), "6-5"),
    ]
    for item in shown:
        text = re.sub(r"<[^>]+>", " ", item._repr_html_())
        assert not REPR.search(text), text
    assert "16 დასაშვები სვლა" in str(shown[1])
    assert "დასაშვები სვლა არ არის" in str(shown[2])
    assert "გატანა შეიძლება? არა" in str(shown[0])


def test_table_is_a_real_table_with_numbers_right_aligned() -> None:
    html = nb.table(["კუბი", "ოინი"], [(1, 1), (2, 2)], caption="ქულები")._repr_html_()
    assert html.count("<table") == 1 and html.count("<tr>") == 3 and "<th" in html
    assert 'style="text-align:right">2</td>' in html and "<caption>ქულები</caption>" in html
    assert "|" not in html
    sides = nb.table(["გამარჯვებული"], [(WHITE,), (BLACK,)])._repr_html_()
    assert 'style="text-align:left">თეთრი</td>' in sides  # a side is a word, not a number


@pytest.mark.parametrize(("action", "mark"), [("double", "✔"), ("take", "✘")])
def test_attempt_a_game_action(action: str, mark: str) -> None:
    out = nb.attempt(Game(position=Position.initial()), action)
    # a sentence, as the book writes it (issue 38): "✔ თეთრი გაორმაგებას სთავაზობს. …"
    assert str(out).startswith(f"{mark} {translate(f'book.try.{action}', side='თეთრი')}. ")


def test_attempt_without_keeping_leaves_the_game_as_it_was() -> None:
    game = Game(position=Position.initial())
    assert "✔" in str(nb.attempt(game, "double", keep=False))
    assert game.cube == Cube() and game.may_double()


def test_trial_reports_an_engine_error_in_georgian() -> None:
    out = nb.trial("ორი მოთამაშე", lambda: Lineup.from_rolls("AB", seed=1))
    assert str(out).startswith("✘ ორი მოთამაშე — ") and "nardi-rule" in out._repr_html_()
    assert str(nb.trial("ცარიელი", Position.from_checkers, {6: 15})).startswith("✔")


def test_the_assignment_page_says_its_exercises_will_come_only_where_they_will(monkeypatch) -> None:
    """The published page shows a line its script replaces with the link's exercises; in
    JupyterLab, where a link's exercises never come, the cell shows nothing (the note above
    it tells the reader that the exercises are in their chapters)."""
    import nardi_teach.notebook.show as show

    monkeypatch.setattr(show, "_kernel", lambda: False)
    built = nb.assignment_page()
    assert built is not None
    assert 'data-nardi-live-part="assignment"' in built.html
    assert 'class="nardi-assignment-list"' in built.html
    assert nb._("teach.assign.static") in built.html
    monkeypatch.setattr(show, "_kernel", lambda: True)
    assert nb.assignment_page() is None
