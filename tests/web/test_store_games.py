"""Finished games in the learner's browser store (issue 37): kept per pupil like answers and
stars, each game once, through a fold and a page load, the newest 200 kept.  The store's
scripts run in Node (``tests/js_store.py``)."""

from __future__ import annotations

import js_store
import pytest

pytestmark = pytest.mark.skipif(js_store.NODE is None, reason="node is not installed")

GAMES = r"""
const game = (n) => ({game: n % 2 ? "long" : "short", result: "gammon", points: n,
                      winner: "white", learner: "white", dropped: false});
const ana = page("ანა");
const kept = [0, 1, 2].map((n) => ana.nardiStore.keepGame(game(n)));
const refused = [ana.nardiStore.keepGame({result: "single"}), ana.nardiStore.keepGame(null)];
page("ნიკა").nardiStore.keepGame(game(7));
const again = page("ანა");
const before = again.nardiStore.games();
await again.nardiStore.fold(again.nardiPupil.key("nardi-games"));
const folded = page("ანა").nardiStore.games();
const many = page("ნიკა");
for (let n = 0; n < 205; n++) many.nardiStore.keepGame(game(n + 100));
await many.nardiStore.fold(many.nardiPupil.key("nardi-games"));
const nika = page("ნიკა").nardiStore.games();
return {kept, refused, before: before.map((g) => [g.game, g.points, g.result, g.winner]),
        folded: folded.map((g) => g.points), nika: nika.map((g) => g.points),
        exported: Object.keys(JSON.parse(page("ანა").nardiStore.exportText()).games).length};
"""


def test_finished_games_are_kept_per_pupil_once_each_through_a_fold() -> None:
    got = js_store.run(GAMES)
    assert got["kept"] == [True, True, True] and got["refused"] == [False, False]
    assert got["before"] == [["short", 0, "gammon", "white"], ["long", 1, "gammon", "white"],
                             ["short", 2, "gammon", "white"]]
    assert got["folded"] == [0, 1, 2]  # folded into the base: each once, in order
    # the other pupil's games are theirs: the one kept before, then 205 more, the newest 200
    assert got["nika"] == list(range(105, 305))
    assert got["exported"] == 3
