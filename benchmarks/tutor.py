"""The tutor's agreement with a deeper judge (issue 39, point 1): the old tutor (0-ply, every
play ranked by the network alone) and the new one (``computer.tutor.review_play``: the best
plays and the learner's searched one ply deeper as ``expert`` plays, the ``NOISE`` margin, exact
tables) side by side, with their CPU time per judged play, on decision sets of our own.

Short nardi: seeded cubeless games of ``club`` against ``club`` (``--seed``; never the computer
benchmark's games), every roll with at least two distinct results.  For each, gnubg-nn ranks
every legal result at 0-ply and its five best (the *plausible* plays) are valued at 2-ply
(gnubg-nn, GPL: used here and in the tests only).  The reference class of a plausible play is
gnubg's 2-ply loss against the best of the five on the tutor's scale (good < 0.04, doubtful,
bad ≥ 0.08, very bad ≥ 0.16).  The set is written once to ``benchmarks/data/tutor_decisions.json``
(positions, dice, the five plays and gnubg's equities; 600 decisions, the first 150 are the
previous sitting's set) and read again on later runs.

Long nardi: seeded games of ``club`` against ``club``; the five best plays at 0-ply valued by
the package's own search unpruned (one ply, every reply of the opponent valued by the network;
the tutor prunes the replies to the heuristic's best two), stored in
``benchmarks/data/tutor_long_decisions.json``.

Peers: gnubg-nn at 0 and 1 ply used as tutors (``gnubg_judge``: the same classes, the same
``NOISE`` rule), to show what a judge one or two plies shallower than the reference reaches.
The short set's table is printed for decisions 0–299 (the tuning half: the tutor's ``NOISE``
was chosen on 0–149, ``benchmarks/tutor_calibrate.py`` fits on 0–299), 300–599 (held out) and
all 600.

Figures (the goals of the issue in brackets): on the plausible plays, class agreement (≥ 85 %);
decisions whose best play the tutor calls doubtful or worse (≤ 3 %); plausible plays the
reference calls good that the tutor criticises (≤ 8 %); plausible plays it calls bad or very
bad that the tutor flags, doubtful or worse (≥ 95 %); each with its 95 % interval (bootstrap
over decisions).  Time: CPU seconds (``time.process_time``, steadier than the wall clock on a
shared machine) of one judged play, judged cold (no cache), the new tutor with its reasons;
the worst is the slowest ten plays judged again three times, each one's fastest run kept (a
single spike of the shared machine is not the tutor's cost).

The rows: ``old`` (0-ply, before issue 39), ``1-ply`` (``tutor.review_play(..., depth=1)``,
the tutor until the two-ply search) and ``2-ply`` (``tutor.DEPTH``, now).  Measured on
2026-12-07 with ``--warm``, each half a run of its own (a shared machine, times indicative):

| decisions | tutor | agreement | best criticised | good criticised | bad flagged |
|---|---|---|---|---|---|
| 300–599 (held out) | 1-ply | 74.3 % | 4.0 % | 12.0 % | 93.5 % |
| 300–599 (held out) | 2-ply | 79.3 % | 1.7 % | 7.4 % | 95.3 % |
| 0–299 | 1-ply | 79.4 % | 2.0 % | 5.6 % | 96.0 % |
| 0–299 | 2-ply | 81.9 % | 1.3 % | 4.9 % | 97.7 % |
| goals | | ≥ 85 % | ≤ 3 % | ≤ 8 % | ≥ 95 % |

(gnubg-nn 1-ply as a tutor: 85.0 / 1.0 / 3.6 / 98.6 held out.)  The two-ply tutor's CPU time
per judged play: mean 150–160 ms, worst (cold) 875–950 ms.

Run: ``.venv/bin/python benchmarks/tutor.py [--only short|long] [--part 300:600] [--warm]``
(one core; minutes, about 10 of CPU per half with the two-ply row).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from nardi_teach import Color, Game, Phase, Position, Rules  # noqa: E402
from nardi_teach.computer import Computer, long_play, tutor  # noqa: E402
from nardi_teach.computer.long import play_long_game  # noqa: E402
from nardi_teach.computer.tutor import Verdict, verdict_for  # noqa: E402
from nardi_teach.core.dice import Dice  # noqa: E402
from nardi_teach.long_nardi.position import LongPosition  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "tutor_decisions.json"
LONG_DATA = ROOT / "benchmarks" / "data" / "tutor_long_decisions.json"
PLAUSIBLE = 5
ORDER = {Verdict.GOOD: 0, Verdict.DOUBTFUL: 1, Verdict.BAD: 2, Verdict.VERY_BAD: 3}


def gnubg_equity_after(after: Position, plies: int) -> float:
    """Cubeless money equity of ``after`` for the side that has just played (the mover in
    ``after.player``), by gnubg-nn at ``plies``."""
    import gnubg_nn
    from gnubg_ref import to_gnubg

    mover, other = after.player, after.opponent
    if mover[0] == 15:
        return 1.0 if other[0] else (3.0 if other[25] or any(other[19:25]) else 2.0)
    w, wg, wbg, lg, lbg = gnubg_nn.probabilities(to_gnubg(other, mover), plies)
    return -(2 * w - 1 + wg - lg + wbg - lbg)


def make_decisions(count: int, seed: int) -> list[dict]:
    """The decision set (see the module), with gnubg's 2-ply equities of the plausible plays."""
    out: list[dict] = []
    i = 0
    while len(out) < count:
        game = Game(Rules(cube=False), seed=seed * 7919 + i)
        club = Computer("club", seed=seed + i)
        while not game.is_over and len(out) < count:
            if game.phase is Phase.MOVE:
                position, dice = game.position, game.dice
                legal = position.legal_plays(dice)
                if len(legal) >= 2:
                    plays = list(legal)
                    zero = sorted(plays, key=lambda p: -gnubg_equity_after(
                        position.play(p).flipped(), 0))[:PLAUSIBLE]
                    two = [gnubg_equity_after(position.play(p).flipped(), 2) for p in zero]
                    out.append({"position": position.gnubg_id(), "dice": list(dice),
                                "plays": [str(p) for p in zero], "gnubg2": two})
            club.act(game)
        i += 1
    return out


def gnubg_judge(plies: int):
    """gnubg-nn at ``plies`` used as a tutor (a peer in the table): the loss of a plausible
    play against the best of the five at that depth, less the tutor's ``NOISE`` margin (none
    where the tutor reads exact tables), on the same scale."""

    def judge(position, dice: Dice, play, plausible=()) -> float:
        values = {str(p): gnubg_equity_after(position.play(p).flipped(), plies)
                  for p in plausible or (play,)}
        mine = values.get(str(play))
        if mine is None:
            mine = gnubg_equity_after(position.play(play).flipped(), plies)
        exact = tutor._exact(position, list(plausible) + [play])
        return max(max(values.values()) - mine - (0.0 if exact else tutor.NOISE), 0.0)

    return judge


def old_loss(position, dice: Dice, play, plausible=()) -> float:
    """The tutor before issue 39: the 0-ply network's loss."""
    ranked = tutor.ranked_equities(position, dice)
    after = position.play(play)
    mine = next(e for p, e in ranked if position.play(p) == after)
    return max(ranked[0][1] - mine, 0.0)


def searched_loss(depth: int):
    """The tutor searching ``depth`` plies (``tutor.DEPTH``: 1 before, 2 now), with its reasons
    (a learner reads both after every play)."""

    def judge(position, dice: Dice, play, plausible=()) -> float:
        review = tutor.review_play(position, dice, play, depth)
        review.reasons()
        return review.loss

    return judge


new_loss = searched_loss(tutor.DEPTH)


# — long nardi: the reference is the package's own search, unpruned —


def long_reference(position: LongPosition, play) -> float:
    """The mover's value of ``play`` by the package's deepest affordable search: one ply
    with *every* reply of the opponent valued by the network (the tutor prunes to
    ``long_play.REPLY_WIDTH`` replies per roll, ranked by the heuristic)."""
    saved = long_play.REPLY_WIDTH
    long_play.REPLY_WIDTH = 10**6
    try:
        return long_play.lookahead_value(position, play)
    finally:
        long_play.REPLY_WIDTH = saved


def make_long_decisions(count: int, seed: int) -> list[dict]:
    """Long nardi's decision set: seeded games of ``club`` against ``club`` (never the computer
    benchmark's games), every roll with two or more distinct results; the five best plays at
    0-ply valued by :func:`long_reference`."""
    out: list[dict] = []
    i = 0
    while len(out) < count:
        club = Computer("club", seed=seed + i)
        _, record = play_long_game({c: club.choose for c in Color},
                                   random.Random(seed * 7919 + i))
        for position, dice, _play in record:
            ranked = tutor.ranked_equities(position, dice)
            if len(ranked) >= 2 and len(out) < count:
                five = [p for p, _ in ranked[:PLAUSIBLE]]
                out.append({"position": position.id(), "dice": list(dice),
                            "plays": [str(p) for p in five],
                            "reference": [long_reference(position, p) for p in five]})
        i += 1
    return out


# — the figures —


def figures(decisions: list[dict], judge, read=None, key: str = "gnubg2"
            ) -> tuple[dict[str, float], list[float], list[tuple[int, ...]]]:
    """The four figures, the judge's CPU time per judged play, and each decision's counts
    (for the interval)."""
    read = read or (lambda d: Position.from_gnubg_id(d["position"]))
    times: list[tuple] = []
    per: list[tuple[int, ...]] = []
    for d in decisions:
        position = read(d)
        dice = Dice(*d["dice"])
        top = max(d[key])
        best_index = d[key].index(top)
        agree = best_criticised = good_n = good_criticised = bad_n = bad_flagged = 0
        plausible = tuple(position.parse_play(text, dice) for text in d["plays"])
        for k, (play, equity) in enumerate(zip(plausible, d[key], strict=True)):
            reference = verdict_for(top - equity)
            if not WARM or k == 0:
                cold()
            t0 = time.process_time()
            ours = verdict_for(judge(position, dice, play, plausible))
            times.append((time.process_time() - t0, position, dice, play, plausible))
            agree += ours is reference
            if k == best_index:
                best_criticised += ours is not Verdict.GOOD
            if reference is Verdict.GOOD:
                good_n += 1
                good_criticised += ours is not Verdict.GOOD
            if ORDER[reference] >= 2:
                bad_n += 1
                bad_flagged += ours is not Verdict.GOOD
        per.append((agree, len(d["plays"]), best_criticised, good_criticised, good_n,
                    bad_flagged, bad_n))
    return summary(per), times, per


def summary(per: list[tuple[int, ...]]) -> dict[str, float]:
    a, n, b, gc, gn, bf, bn = (sum(col) for col in zip(*per, strict=True))
    return {"agreement": a / n, "best_criticised": b / len(per),
            "good_criticised": gc / max(gn, 1), "bad_flagged": bf / max(bn, 1), "plays": n,
            "good": gn, "bad": bn}


def interval(per: list[tuple[int, ...]], name: str, runs: int = 1000) -> tuple[float, float]:
    """The 95 % interval of a figure by the bootstrap over decisions (a decision's five plays
    are not independent), seeded."""
    rng = random.Random(39)
    values = sorted(summary([rng.choice(per) for _ in per])[name] for _ in range(runs))
    return values[int(0.025 * runs)], values[int(0.975 * runs) - 1]


def worst(times: list[tuple], judge, count: int = 10, runs: int = 3) -> float:
    """The worst time of a judged play, robust to the shared machine's spikes: the ``count``
    slowest plays judged again ``runs`` times each (cold), each play's fastest run kept."""
    slowest = sorted(times, key=lambda item: -item[0])[:count]
    again = []
    for _t, position, dice, play, plausible in slowest:
        runs_of_play = []
        for _ in range(runs):
            cold()
            t0 = time.process_time()
            judge(position, dice, play, plausible)
            runs_of_play.append(time.process_time() - t0)
        again.append(min(runs_of_play))
    return max(again)


WARM = False
"""``--warm``: the tutor keeps what it found between the plays of one decision (the same
figures, sooner: the best plays are searched once a decision; the time is then not a cold
play's)."""


def cold() -> None:
    """Forget what the tutor keeps between calls: each play is judged as a learner's first."""
    tutor.forget()


FIGURES = ("agreement", "best_criticised", "good_criticised", "bad_flagged")


SPLITS = ((0, 300, "decisions 0–299 (tuning half: NOISE was chosen on 0–149, "
                   "tutor_calibrate.py fits on all of it)"),
          (300, 600, "decisions 300–599 (held out)"), (0, 600, "all 600 decisions"))
"""The short set's parts, each with its own table (``--splits``)."""


def table(title: str, decisions: list[dict], judges, splits=((0, None, ""),), **kw) -> None:
    print(f"\n{title}")
    figures(decisions[:1], judges[-1][1], **kw)  # load the networks and tables first
    done = []
    for name, judge in judges:
        _f, times, per = figures(decisions, judge, **kw)
        mean = 1000 * statistics.fmean(t for t, *_ in times)
        timing = (f"{'—':>9} {'—':>7}" if name.startswith("gnubg")
                  else f"{mean:>9.1f} {1000 * worst(times, judge):>7.1f}")
        done.append((name, per, timing))
    for start, stop, part in splits:
        print(f"\n{part or f'{len(decisions)} decisions'}")
        print(f"{'tutor':<8} {'agreement':>22} {'best ≥ doubtful':>20} {'good criticised':>20} "
              f"{'bad flagged':>20} {'ms/play mean, worst':>20}")
        for name, per_all, timing in done:
            per = per_all[start:stop]
            f = summary(per)
            cells = []
            for fig in FIGURES:
                lo, hi = interval(per, fig)
                cells.append(f"{f[fig]:6.1%} ({lo:5.1%}–{hi:5.1%})")
            print(f"{name:<8} {cells[0]:>22} {cells[1]:>20} {cells[2]:>20} {cells[3]:>20} "
                  f"{timing}")
        print(f"goals    {'≥ 85 %':>22} {'≤ 3 %':>20} {'≤ 8 %':>20} {'≥ 95 %':>20} "
              f"{'worst ≤ ~60':>20}")
        print(f"({f['plays']} plausible plays of {len(per)} decisions; reference good "
              f"{f['good']}, bad or very bad {f['bad']})")
    print("(95 % intervals by the bootstrap over decisions; CPU time of one judged play in "
          "CPython, judged cold, over all decisions; worst: the ten slowest re-timed, best of "
          "three; gnubg-nn is not timed: C, with a cache of its own)")
    if WARM:
        print("(--warm: the mean is of plays judged with what the tutor kept from the "
              "decision's first play, judged cold; the worst is still judged cold)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=600)
    parser.add_argument("--long-decisions", type=int, default=150)
    parser.add_argument("--seed", type=int, default=3939)
    parser.add_argument("--only", choices=["short", "long"])
    parser.add_argument("--fresh", action="store_true", help="generate the sets again")
    parser.add_argument("--part", help="short nardi's decisions START:STOP only (one table)")
    parser.add_argument("--warm", action="store_true",
                        help="keep the tutor's finds between a decision's plays (see WARM)")
    args = parser.parse_args()
    global WARM
    WARM = args.warm
    judges = (("old", old_loss), ("1-ply", searched_loss(1)), ("2-ply", searched_loss(2)))
    if args.only != "long":
        decisions = load(DATA, args.decisions, args.fresh,
                         lambda: make_decisions(args.decisions, args.seed))
        splits = SPLITS if len(decisions) == 600 else ((0, None, ""),)
        if args.part:
            start, stop = (int(x) for x in args.part.split(":"))
            decisions = decisions[start:stop]
            splits = ((0, None, f"decisions {start}–{stop - 1}"),)
        peers = (("gnubg-0", gnubg_judge(0)), ("gnubg-1", gnubg_judge(1)))
        table("short nardi, against gnubg-nn 2-ply (peers: gnubg-nn 0- and 1-ply as tutors)",
              decisions, peers + judges, splits=splits)
    if args.only != "short":
        decisions = load(LONG_DATA, args.long_decisions, args.fresh,
                         lambda: make_long_decisions(args.long_decisions, args.seed))
        table("long nardi, against the package's own unpruned one-ply search (searched one "
              "ply at any DEPTH)", decisions, judges[:2],
              read=lambda d: LongPosition.from_id(d["position"]), key="reference")


def load(path: Path, count: int, fresh: bool, make) -> list[dict]:
    """The stored set (its first ``count``), made and stored when missing or too short."""
    if path.exists() and not fresh:
        stored = json.loads(path.read_text(encoding="utf-8"))
        if len(stored) >= count:
            return stored[:count]
    t0 = time.time()
    decisions = make()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(decisions, indent=0) + "\n", encoding="utf-8")
    print(f"{len(decisions)} decisions in {time.time() - t0:.0f} s → {path}")
    return decisions


if __name__ == "__main__":
    main()
