"""The quiet judging's slices (issue 39): with the tutor off, the learner's plays are judged
while the page is idle, one slice (``controllers.quiet.SLICE``) per idle callback, and a click
waits for at most the slice under way.  This prints how long the slices really are: every
plausible play of the tutor bench's stored decisions (``benchmarks/data/tutor_decisions.json``,
short nardi, and ``tutor_long_decisions.json``) judged cold as the quiet judging does it
(screened at 0-ply, then ``tutor.judging`` in steps), each slice timed by the wall clock.

Issue 41, the tutor on: the click that confirms a play (``GameController.play_text`` with the
tutor on, the computer's answer included) timed with the verdict worked out in it (Lab's way,
and the live book's before) and with it left for later (``tutor_later``, the live book now),
and then that verdict's own slices (``tutor.judging`` in ``SLICE`` slices, unscreened), each
play judged cold.  ``--clicks`` prints only these.  In Pyodide (``node
benchmarks/tutor_pyodide.mjs 40``, 196 plays, load 6–7, indicative): the confirm click with the
verdict in it median 50.0, p95 115.8, max 143.8 ms; with the verdict after it median 5.1, p95
19.7, max 47.5 ms; the verdict's own slices median 10.5, max 17.0 ms, 5 a play (max 12).

The two-ply tutor (``tutor.DEPTH`` 2), CPython, 40 decisions' 196 plays, a loaded machine:
The two-ply tutor (``tutor.DEPTH`` 2; ``--clicks 20``: 99 plays of decisions 0–19, CPython,
each judged cold, a machine at load 7–17, indicative): the verdict's slices CPU median 4.9,
p95 10.1, max 12.2 ms (78 slices a play, at most 182); its whole time after the click, what a
learner waits for, CPU median 411, p95 641, max 803 ms (the wall clock: median 996, a loaded
machine) — Pyodide 2–3 times that, about 1–2 s (not measured).

Run: ``.venv/bin/python benchmarks/tutor_slices.py [decisions]`` (CPython); in Pyodide
``node benchmarks/tutor_pyodide.mjs`` runs this same file.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from nardi_teach import Position  # noqa: E402
from nardi_teach.computer import bearoff, long_net, net, tutor  # noqa: E402
from nardi_teach.computer.steps import advance  # noqa: E402
from nardi_teach.controllers.quiet import SLICE, judged_quietly  # noqa: E402
from nardi_teach.core.dice import Dice  # noqa: E402
from nardi_teach.long_nardi.position import LongPosition  # noqa: E402


def cpu_clock():  # type: ignore[no-untyped-def]
    """The process's CPU seconds: in Pyodide under Node, Node's own count (``process.cpuUsage``,
    not stretched when the shared machine runs another process), else ``time.process_time``."""
    try:
        from js import process  # type: ignore[import-not-found]
    except ImportError:
        return time.process_time

    def node_cpu() -> float:
        used = process.cpuUsage()
        return (used.user + used.system) / 1e6

    return node_cpu


CPU = cpu_clock()


def cold() -> None:
    tutor.forget()


def slices(decisions: list[dict], read
           ) -> tuple[list[float], list[float], list[int], list[float]]:
    """Each slice's milliseconds (wall clock and CPU), the slices per judged play, and each
    play's whole time (wall clock)."""
    times, cpu, counts, whole = [], [], [], []
    for d in decisions:
        position, dice = read(d["position"]), Dice(*d["dice"])
        for text in d["plays"]:
            play = position.parse_play(text, dice)
            cold()
            steps = judged_quietly(position, dice, play)
            n, total, done = 0, 0.0, False
            while not done:
                t0, c0 = time.perf_counter(), CPU()
                done, _review = advance(steps, SLICE)
                ms = 1000 * (time.perf_counter() - t0)
                cpu.append(1000 * (CPU() - c0))
                times.append(ms)
                total += ms
                n += 1
            counts.append(n)
            whole.append(total)
    return times, cpu, counts, whole


def _ms(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[int(0.95 * (len(values) - 1))]
    return f"median {statistics.median(values):.1f}, p95 {p95:.1f}, max {values[-1]:.1f}"


def clicks(decisions: list[dict], read) -> dict[str, list[float]]:  # type: ignore[no-untyped-def]
    """The confirm click's milliseconds with the tutor on (``now``: the verdict worked out in
    the click; ``later``: left for the slices, with the verdict's slices after it), each play
    judged cold; the same computer answers in both."""
    from nardi_teach.controllers.game import GameController

    out: dict[str, list[float]] = {"now": [], "later": [], "slice": [], "slices": [],
                                   "verdict": [], "verdict_cpu": [], "slice_cpu": []}
    for d in decisions:
        position, dice = read(d["position"]), "-".join(map(str, d["dice"]))
        for text in d["plays"]:
            for later in (False, True):
                board = GameController(position, dice=dice, tutor=True,
                                       computer={"color": position.turn.other.name.lower(),
                                                 "level": "club", "seed": 1})
                board.tutor_later = later
                cold()
                t0 = time.perf_counter()
                board.play_text(text)
                board.tutor_state(), board.buttons()  # what the answer carries
                out["later" if later else "now"].append(1000 * (time.perf_counter() - t0))
                n, total, cpu = 0, 0.0, 0.0
                while later and board.tutor_pending():
                    t0, c0 = time.perf_counter(), CPU()
                    board.tutor_step(SLICE)
                    out["slice"].append(1000 * (time.perf_counter() - t0))
                    out["slice_cpu"].append(1000 * (CPU() - c0))
                    total += out["slice"][-1]
                    cpu += out["slice_cpu"][-1]
                    n += 1
                if later:
                    out["slices"].append(n)
                    out["verdict"].append(total)
                    out["verdict_cpu"].append(cpu)
    return out


def click_report(path: str | Path, count: int) -> str:
    import gc

    decisions = json.loads(Path(path).read_text(encoding="utf-8"))[:count]
    net.shipped(), long_net.shipped(), bearoff.shipped()
    clicks(decisions[:1], Position.from_gnubg_id)
    gc.collect()  # as the book's snapshot does (web.freeze): no full collection in a click
    gc.freeze()
    out = clicks(decisions, Position.from_gnubg_id)
    return (f"tutor on, short nardi, {len(out['now'])} plays of {len(decisions)} decisions, "
            f"each judged cold; the confirm click (the computer's answer included), ms:\n"
            f"  verdict in the click (before) {_ms(out['now'])}\n"
            f"  verdict after the click (now) {_ms(out['later'])}\n"
            f"  then the verdict's slices, ms: {_ms(out['slice'])}; slices a play median "
            f"{statistics.median(out['slices']):.0f}, max {max(out['slices'])}\n"
            f"  (CPU: {_ms(out['slice_cpu'])})\n"
            f"  the verdict's whole time after the click (its slices added), ms: "
            f"{_ms(out['verdict'])} (CPU: {_ms(out['verdict_cpu'])})")


def report(path: str | Path, long_path: str | Path, count: int) -> str:
    lines = [f"slice budget {1000 * SLICE:.0f} ms (controllers.quiet.SLICE)"]
    for name, file, read in (("short", path, Position.from_gnubg_id),
                             ("long", long_path, LongPosition.from_id)):
        decisions = json.loads(Path(file).read_text(encoding="utf-8"))[:count]
        net.shipped(), long_net.shipped(), bearoff.shipped()  # loaded, as in the book's snapshot
        slices(decisions[:1], read)
        times, cpu, counts, whole = slices(decisions, read)
        times.sort()
        cpu.sort()
        whole.sort()
        lines.append(
            f"{name}: {len(counts)} plays of {len(decisions)} decisions, {len(times)} slices; "
            f"slice ms median {statistics.median(times):.1f}, "
            f"p95 {times[int(0.95 * (len(times) - 1))]:.1f}, max {times[-1]:.1f} "
            f"(CPU: p95 {cpu[int(0.95 * (len(cpu) - 1))]:.1f}, max {cpu[-1]:.1f}); "
            f"slices a play median {statistics.median(counts):.0f}, max {max(counts)}; "
            f"play ms (all its slices) median {statistics.median(whole):.1f}, max {whole[-1]:.1f}")
    return "\n".join(lines)


if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if a != "--clicks"]
    n = int(args[0]) if args else 150
    if "--clicks" not in sys.argv:
        print(report(ROOT / "benchmarks/data/tutor_decisions.json",
                     ROOT / "benchmarks/data/tutor_long_decisions.json", n))
    print(click_report(ROOT / "benchmarks/data/tutor_decisions.json", n))
