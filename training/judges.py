"""How close could a network get? The stored tutor decisions (``benchmarks/tutor.py``'s set)
judged by the teacher itself — bgsage at "1ply", "2ply", "3ply" valuing each of gnubg's five
plausible plays — and by a weights file's network alone (0-ply) and searched one ply deeper
(``tutor.searched_value``, all five plays): the four figures per half, with the tutor's
``NOISE`` margin, and the mean |loss − gnubg-nn 2-ply's loss| over the plausible plays.

gnubg-nn's 2-ply equities are read from the stored set (measuring only; never a target).
bgsage is needed, so this runs in the training virtualenv with the package on the path:
``PYTHONPATH=. /tmp/nardi_training_venv/bin/python training/judges.py shipped 1ply,2ply``
(bgsage "3ply" costs about 30 ms a position: some 90 s for the set's 3,000 plays).
"""

from __future__ import annotations

import json
import statistics
import sys
from functools import cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from nardi_teach import Position  # noqa: E402
from nardi_teach.computer import net, tutor  # noqa: E402
from nardi_teach.computer.tutor import Verdict, verdict_for  # noqa: E402
from nardi_teach.core.dice import Dice  # noqa: E402

ORDER = {Verdict.GOOD: 0, Verdict.DOUBTFUL: 1, Verdict.BAD: 2, Verdict.VERY_BAD: 3}


def board(me: list[int], them: list[int]) -> list[int]:
    """A bgsage board (``me`` on roll) from the project's two sides (inverse of
    ``generate.to_sides``)."""
    b = [0] * 26
    for point in range(1, 25):
        if me[point]:
            b[point] = me[point]
        if them[point]:
            b[25 - point] = -them[point]
    b[25], b[0] = me[25], them[25]
    return b


def bgsage_values(afters: list[list[Position]], level: str) -> list[list[float]]:
    """The mover's cubeless equity of every result, by bgsage at ``level``."""
    from bgsage.batch import batch_evaluate

    flat = [a for row in afters for a in row]
    evals = batch_evaluate([{"board": board(a.opponent, a.player), "cube_value": 1,
                             "cube_owner": "centered"} for a in flat], level, n_threads=1)
    values = []
    for a, e in zip(flat, evals, strict=True):
        mover, other = a.player, a.opponent
        if mover[0] == 15:
            values.append(1.0 if other[0] else (3.0 if other[25] or any(other[19:25]) else 2.0))
        else:
            p = e.probs
            values.append(-(2 * p.win - 1 + p.gammon_win - p.gammon_loss + p.backgammon_win
                            - p.backgammon_loss))
    it = iter(values)
    return [[next(it) for _ in row] for row in afters]


def figures(decisions: list[dict], values: list[list[float]], exact: list[bool], start: int,
            stop: int) -> str:
    agree = n = best = good = good_c = bad = bad_f = 0
    errors = []
    for i in range(start, stop):
        ref = decisions[i]["gnubg2"]
        top, ours = max(ref), max(values[i])
        margin = 0.0 if exact[i] else tutor.NOISE
        for k, equity in enumerate(ref):
            reference = verdict_for(top - equity)
            verdict = verdict_for(max(ours - values[i][k] - margin, 0.0))
            errors.append(abs((ours - values[i][k]) - (top - equity)))
            n += 1
            agree += verdict is reference
            best += k == ref.index(top) and verdict is not Verdict.GOOD
            if reference is Verdict.GOOD:
                good += 1
                good_c += verdict is not Verdict.GOOD
            if ORDER[reference] >= 2:
                bad += 1
                bad_f += verdict is not Verdict.GOOD
    return (f"{agree / n:6.1%} {best / (stop - start):5.1%} {good_c / good:5.1%} "
            f"{bad_f / bad:6.1%}  |Δloss| {statistics.fmean(errors):.4f}")


def main() -> None:
    weights = sys.argv[1] if len(sys.argv) > 1 else "shipped"
    levels = sys.argv[2].split(",") if len(sys.argv) > 2 else []
    if weights != "shipped":
        raw = Path(weights).read_bytes()
        net.shipped = cache(lambda: net.Net.from_json(raw))
    decisions = json.loads((ROOT / "benchmarks" / "data" / "tutor_decisions.json")
                           .read_text(encoding="utf-8"))[:600]
    rows = []
    for d in decisions:
        position, dice = Position.from_gnubg_id(d["position"]), Dice(*d["dice"])
        rows.append((position, dice, [position.parse_play(t, dice) for t in d["plays"]]))
    afters = [[position.play(p).flipped() for p in plays] for position, _d, plays in rows]
    exact = [tutor._exact(position, plays) for position, _d, plays in rows]
    judges = {f"bgsage {level}": bgsage_values(afters, level) for level in levels}
    zero = []
    for position, dice, plays in rows:
        ranked = {position.play(p): e for p, e in tutor.ranked_equities(position, dice)}
        zero.append([ranked[position.play(p)] for p in plays])
    judges["net 0-ply"] = zero
    judges["net searched"] = [[tutor.searched_value(position, p) for p in plays]
                              for position, _d, plays in rows]
    print(f"{weights}: agreement, best criticised, good criticised, bad flagged")
    for name, values in judges.items():
        print(f"  {name:13} 0–299: {figures(decisions, values, exact, 0, 300)}   "
              f"300–599: {figures(decisions, values, exact, 300, 600)}", flush=True)


if __name__ == "__main__":
    main()
