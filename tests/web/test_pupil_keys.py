"""Issue 40, point 1: in the browser's store no pupil's name, however chosen, reads, folds or
overwrites another pupil's answers and stars; keys kept before (``<store>@<name>``) move to
the pupils' ids without a loss.  The store's scripts run in Node (``tests/js_store.py``)."""

from __future__ import annotations

import json

import js_store
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from nardi_teach.progress.pupils import clean_name, pupil_id

pytestmark = pytest.mark.skipif(js_store.NODE is None, reason="node is not installed")

# answers of one pupil: ``n`` exercises answered (each once), then a fold; what each sees
TWO = """
const names = %s;
const out = [];
for (const [a, b] of names) {
  for (const k of Object.keys(ls.dump())) ls.removeItem(k);
  const pa = page(a);
  for (let i = 0; i < %d; i++) {
    pa.nardiStore.remember("a-" + i, {answer: "1", correct: true}, {correct: true});
  }
  pa.nardiStore.keepStars(3, 2);
  const pb = page(b);
  pb.nardiStore.remember("b-0", {answer: "2", correct: false}, {correct: false});
  pb.nardiStore.keepStars(4, 1);
  await pb.nardiStore.fold(pb.nardiPupil.key("nardi-progress"));
  await pb.nardiStore.fold(pb.nardiPupil.key("nardi-lessons"));
  const again = page(a);
  await again.nardiStore.fold(again.nardiPupil.key("nardi-progress"));
  const last = page(b);
  out.push({a: Object.keys(again.nardiStore.progress()).sort(),
            b: Object.keys(last.nardiStore.progress()).sort(),
            sa: Object.keys(again.nardiStore.lessons()).sort(),
            sb: Object.keys(last.nardiStore.lessons()).sort(),
            ida: pa.nardiPupil.id && pa.nardiPupil.id(a),
            idb: pb.nardiPupil.id && pb.nardiPupil.id(b)});
}
return out;
"""


def _two(pairs: list[tuple[str, str]], answers: int = 3) -> list[dict]:
    return js_store.run(TWO % (json.dumps(pairs), answers))


def test_finding_1_nika_never_reads_or_folds_away_the_answers_of_nika_2() -> None:
    """The review's reproducer: ``nika#2`` keeps 40 answers, ``nika`` answers once and her
    store folds; ``nika#2`` still has all 40 and ``nika`` none of them."""
    [seen] = _two([("nika#2", "nika")], answers=40)
    assert seen["a"] == sorted(f"a-{i}" for i in range(40))
    assert seen["b"] == ["b-0"]
    assert (seen["sa"], seen["sb"]) == (["3"], ["4"])


NAMES = st.one_of(
    st.sampled_from(["nika", "nika#2", "nika#", "#", "nika:2", "nika.broken-1", "nika@x",
                     "ნიკა 2", "ნიკა", "Nika", "NIKA", "nika ", " nika", "n ika", "nіka",
                     "%006eika", "nika%0023", "con", "CON", "", " ", "\t", "x" * 40,
                     "ნ" * 40, "😀" * 20]),
    st.text(alphabet=st.sampled_from("nika#:.@%_- 2ნიკაNі\u00a0😀\u0301e"), max_size=12),
    st.text(max_size=8))


def _same(a: str, b: str) -> bool:
    """One pupil: the names are kept alike (a name and the name with extra spaces)."""
    return clean_name(a) == clean_name(b)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(NAMES, NAMES), min_size=1, max_size=20))
def test_no_two_names_share_a_store(pairs: list[tuple[str, str]]) -> None:
    """Any two names: each pupil sees only their own answers and stars after both wrote and
    both folded; the page's id is Python's (``pupil_id``), one id per name."""
    for (a, b), seen in zip(pairs, _two(pairs, answers=2), strict=True):
        if _same(a, b):
            assert seen["a"] == seen["b"] == ["a-0", "a-1", "b-0"]
        else:
            assert seen["a"] == ["a-0", "a-1"], (a, b)
            assert seen["b"] == ["b-0"], (a, b)
            assert (seen["sa"], seen["sb"]) == (["3"], ["4"]), (a, b)
        assert (seen.get("ida"), seen.get("idb")) == (pupil_id(a), pupil_id(b))


def _record(store: str, name: str, k: str, item: str, at: str) -> tuple[str, str]:
    rec = {"t": "answer", "id": item, "at": at, "k": k, "correct": True, "answer": "1",
           "message": "", "rule": ""}
    if store == "nardi-lessons":
        rec = {"t": "stars", "chapter": item, "stars": 2, "at": at, "k": k}
    return f"{store}@{name}#{k}", json.dumps(rec)


def _base(items: list[str], k: str) -> str:
    return json.dumps({i: {"answer": "5", "correct": True, "attempts": 1, "solved": True,
                           "log": [{"item": i, "at": "2026-02-01T09:00:00Z", "correct": True,
                                    "k": f"{k}-{i}"}]} for i in items})


OLD = {
    "nardi-pupils": json.dumps(["nika", "nika#2", "nika.broken-1", "ნიკა 2"]),
    "nardi-pupil": "nika",
    "nardi-progress@nika": _base(["ch01-players", "ch01-checkers"], "n"),
    "nardi-progress@nika#2": _base(["ch02-home"], "n2"),
    "nardi-progress@nika.broken-1": _base(["ch03-race"], "nb"),
    "nardi-progress@nika.broken-1700000000000": "{damaged",
    "nardi-progress@ნიკა 2": _base(["ch04-pips"], "g"),
    "nardi-lessons@nika": json.dumps({"3": {"stars": 3, "at": "2026-02-01T09:00:00Z"}}),
    "nardi-lessons@nika#2": json.dumps({"5": {"stars": 1, "at": "2026-02-01T09:00:00Z"}}),
    "nardi-progress": _base(["ch09-anon"], "anon"),
}
for _name, _items in (("nika", ["ch05-a"]), ("nika#2", [f"ch06-{i}" for i in range(40)]),
                      ("ნიკა 2", ["ch07-b"])):
    for _n, _item in enumerate(_items):
        OLD.update([_record("nardi-progress", _name, f"k{_n}-{len(_name)}", _item,
                            f"2026-02-02T09:{_n:02d}:00Z")])
OLD.update([_record("nardi-lessons", "nika#2", "s1", "7", "2026-02-02T09:00:00Z")])

OWN = {"nika": {"ch01-players", "ch01-checkers", "ch05-a"},
       "nika#2": {"ch02-home", *(f"ch06-{i}" for i in range(40))},
       "nika.broken-1": {"ch03-race"}, "ნიკა 2": {"ch04-pips", "ch07-b"}, "": {"ch09-anon"}}
STARS = {"nika": {"3"}, "nika#2": {"5", "7"}, "nika.broken-1": set(), "ნიკა 2": set(),
         "": set()}

MIGRATE = """
const out = {};
for (const name of %s) {
  const p = page(name);
  out[name] = {progress: Object.keys(p.nardiStore.progress()),
               lessons: Object.keys(p.nardiStore.lessons())};
  await p.nardiStore.fold(p.nardiPupil.key("nardi-progress"));
  await p.nardiStore.fold(p.nardiPupil.key("nardi-lessons"));
}
const after = {};
for (const name of %s) after[name] = Object.keys(page(name).nardiStore.progress());
return {out, after, keys: Object.keys(ls.dump())};
"""


def test_an_old_store_with_colliding_names_moves_to_the_ids_without_a_loss() -> None:
    """Keys kept before issue 40 (``nardi-progress@nika#2#<k>`` and its like): every pupil
    reads exactly their own answers and stars, before and after a fold; no ``@`` key is left
    but the damaged copy, which moves beside its owner's store."""
    names = json.dumps(list(OWN))
    got = js_store.run(MIGRATE % (names, names), OLD)
    for name, own in OWN.items():
        assert set(got["out"][name]["progress"]) == own, name
        assert set(got["out"][name]["lessons"]) == STARS[name], name
        assert set(got["after"][name]) == own, name
    assert not [k for k in got["keys"] if "@" in k]
    assert f"nardi-progress:{pupil_id('nika')}.broken-1700000000000" in got["keys"]


def test_a_base_written_after_the_move_joins_the_pupils_store() -> None:
    """A tab of the old version kept a base after the move: its answers join the pupil's
    store as records (each once), and nothing already there is lost."""
    body = """
    const p = page("nika#2");
    p.nardiStore.remember("ch08-new", {answer: "1", correct: true}, {correct: true});
    await p.nardiStore.fold(p.nardiPupil.key("nardi-progress"));
    ls.setItem("nardi-progress@nika#2", LATE);
    const q = page("nika#2");
    const twice = page("nika#2");
    return Object.entries(twice.nardiStore.progress()).map(([id, e]) => [id, e.log.length]).sort();
    """.replace("LATE", json.dumps(_base(["ch02-home", "ch08-new"], "late")))
    got = js_store.run(body, {"nardi-pupils": json.dumps(["nika#2"])})
    assert got == [["ch02-home", 1], ["ch08-new", 2]]


def test_a_name_longer_than_the_box_is_refused() -> None:
    got = js_store.run("""const p = page(""); return [p.nardiPupil.choose("x".repeat(41), false),
        p.nardiPupil.choose("x".repeat(40), false), ls.getItem("nardi-pupil").length];""")
    assert got == [False, True, 40]
