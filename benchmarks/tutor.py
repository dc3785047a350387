"""The tutor's agreement with GNU Backgammon (issue 39, point 1): the old tutor (0-ply, every
play ranked by the network alone) and the new one (``computer.tutor.review_play``: the best
plays and the learner's searched one ply deeper as ``expert`` plays, ``NOISE`` as equal, exact
tables) side by side, on a decision set of our own.

The decisions: seeded cubeless games of ``club`` against ``club`` (``--seed``; never the
computer benchmark's games), every roll with at least two distinct results.  For each, gnubg-nn
ranks every legal result at 0-ply and its five best (the *plausible* plays) are valued at 2-ply
(gnubg-nn, GPL: used here and in the tests only).  The reference class of a plausible play is
gnubg's 2-ply loss against the best of the five on the tutor's scale (good < 0.04, doubtful,
bad ≥ 0.08, very bad ≥ 0.16).  The set is written once to ``benchmarks/data/tutor_decisions.json``
(positions, dice, the five plays and gnubg's equities) and read again on later runs.

Figures (the goals of the issue in brackets): on the plausible plays, class agreement (≥ 85 %);
decisions whose gnubg-best play the tutor calls doubtful or worse (≤ 3 %); plausible plays gnubg
calls good that the tutor criticises (≤ 8 %); plausible plays gnubg calls bad or very bad that
the tutor flags, doubtful or worse (≥ 95 %).

Run: ``.venv/bin/python benchmarks/tutor.py --decisions 150`` (one core; minutes).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from nardi_teach import Game, Phase, Position, Rules  # noqa: E402
from nardi_teach.computer import Computer, tutor  # noqa: E402
from nardi_teach.computer.tutor import Verdict, verdict_for  # noqa: E402
from nardi_teach.core.dice import Dice  # noqa: E402

DATA = ROOT / "benchmarks" / "data" / "tutor_decisions.json"
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


def old_loss(position: Position, dice: Dice, play) -> float:
    """The tutor before issue 39: the 0-ply network's loss."""
    ranked = tutor.ranked_equities(position, dice)
    after = position.play(play)
    mine = next(e for p, e in ranked if position.play(p) == after)
    return max(ranked[0][1] - mine, 0.0)


def new_loss(position: Position, dice: Dice, play) -> float:
    return tutor.review_play(position, dice, play).loss


def figures(decisions: list[dict], judge) -> dict[str, float]:
    agree = total = best_criticised = good_n = good_criticised = bad_n = bad_flagged = 0
    for d in decisions:
        position = Position.from_gnubg_id(d["position"])
        dice = Dice(*d["dice"])
        top = max(d["gnubg2"])
        best_index = d["gnubg2"].index(top)
        for k, (text, equity) in enumerate(zip(d["plays"], d["gnubg2"], strict=True)):
            play = position.parse_play(text, dice)
            reference = verdict_for(top - equity)
            ours = verdict_for(judge(position, dice, play))
            total += 1
            agree += ours is reference
            if k == best_index:
                best_criticised += ours is not Verdict.GOOD
            if reference is Verdict.GOOD:
                good_n += 1
                good_criticised += ours is not Verdict.GOOD
            if ORDER[reference] >= 2:
                bad_n += 1
                bad_flagged += ours is not Verdict.GOOD
    return {"agreement": agree / total, "best_criticised": best_criticised / len(decisions),
            "good_criticised": good_criticised / max(good_n, 1),
            "bad_flagged": bad_flagged / max(bad_n, 1), "plays": total, "good": good_n,
            "bad": bad_n}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--decisions", type=int, default=150)
    parser.add_argument("--seed", type=int, default=3939)
    parser.add_argument("--fresh", action="store_true", help="generate the set again")
    args = parser.parse_args()
    if DATA.exists() and not args.fresh:
        decisions = json.loads(DATA.read_text(encoding="utf-8"))[: args.decisions]
    else:
        t0 = time.time()
        decisions = make_decisions(args.decisions, args.seed)
        DATA.parent.mkdir(parents=True, exist_ok=True)
        DATA.write_text(json.dumps(decisions, indent=0) + "\n", encoding="utf-8")
        print(f"{len(decisions)} decisions, gnubg 2-ply, in {time.time() - t0:.0f} s → {DATA}")
    print(f"{'tutor':<8} {'agreement':>10} {'best ≥ doubtful':>16} {'good criticised':>16} "
          f"{'bad flagged':>12} {'s/play':>7}")
    for name, judge in (("old", old_loss), ("new", new_loss)):
        t0 = time.time()
        f = figures(decisions, judge)
        per = (time.time() - t0) / f["plays"]
        print(f"{name:<8} {f['agreement']:>10.1%} {f['best_criticised']:>16.1%} "
              f"{f['good_criticised']:>16.1%} {f['bad_flagged']:>12.1%} {per:>7.2f}")
    print(f"goals    {'≥ 85 %':>10} {'≤ 3 %':>16} {'≤ 8 %':>16} {'≥ 95 %':>12}")
    print(f"({f['plays']} plausible plays of {len(decisions)} decisions; gnubg good "
          f"{f['good']}, bad or very bad {f['bad']})")


if __name__ == "__main__":
    main()
