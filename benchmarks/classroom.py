"""The class server under a class (issue 37): N simulated pupils on loopback, each joined
with its own device secret and answering a few times a second, against the real server
started as the README says (``make class``), with a SIGKILL and a restart in the middle.

    PYTHONPATH=$PWD .venv/bin/python benchmarks/classroom.py [--pupils 30 300] [--seconds 20]
                                                             [--rate 2]

Each pupil is one keep-alive HTTP/1.1 connection (as a phone's browser holds one) and behaves
as ``book/_static/nardi_sync.js`` does: a new answer goes at once; what the server has not
acknowledged stays in the pupil's outbox and goes again (in batches of at most 40) after a
short wait, so a killed server costs time, never a record.  At the end the class's SQLite
file is read directly: every record a pupil made must be there exactly once.

Reported: answers acknowledged per second, request latency (p50 / p95 / max, successful
requests), the server's CPU (user + system seconds per wall second, from /proc; and per
answer) and its largest resident memory, the load generator's own CPU, records lost and
duplicated.  The load generator runs on the same
machine (2 shared cores here), so the figures are indicative only.

Figures on this machine (2 cores, load average 12-22 from other work at the time; 20 s runs,
each pupil 2 answers a second, SIGKILL + restart at 10 s; then 15 s runs at 1 a second,
no kill):

    pupils  kill  answers/s  p50      p95      max      server CPU  RSS     lost  dup
    30      yes   47.4       9.7 ms   134 ms   1.63 s   0.06 core   39 MB   0     0
    300     yes   157.6      1.01 s   3.00 s   4.68 s   0.10 core   43 MB   0     0
    30      no    25.9       5.6 ms   109 ms   0.29 s   0.04 core   39 MB   0     0
    300     no    115.1      0.87 s   1.83 s   2.15 s   0.11 core   43 MB   0     0

Re-run on 2026-12-06 (second sitting, with finished games and the per-pupil quota in the
server; load average 22-32 from other work): the same runs gave

    pupils  kill  answers/s  p50      p95      max      server CPU  RSS     lost  dup
    30      yes   35.3       19.6 ms  918 ms   3.18 s   0.05 core   39 MB   0     0
    300     yes   123.4      1.75 s   6.41 s   8.57 s   0.10 core   43 MB   0     0
    30      no    24.8       19.5 ms  140 ms   0.28 s   0.05 core   39 MB   0     0
    300     no    81.2       1.66 s   2.98 s   3.30 s   0.11 core   43 MB   0     0

The server spends about 1 ms of CPU per answer (the engine checks each one again); at 300
pupils neither it nor the load generator uses a whole core, so the latency there is the
overloaded machine's run queue, not the server's limit.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from classserver import ClassServer  # noqa: E402

from nardi_teach.exercises import load_bank  # noqa: E402


@dataclass
class Pupil:
    name: str
    token: str = ""
    pupil: int = 0
    outbox: dict[str, dict] = field(default_factory=dict)
    made: set[str] = field(default_factory=set)
    reader: asyncio.StreamReader | None = None
    writer: asyncio.StreamWriter | None = None


@dataclass
class Tally:
    latencies: list[float] = field(default_factory=list)
    acked: int = 0
    failures: int = 0


async def _request(pupil: Pupil, port: int, path: str, body: dict) -> tuple[int, dict]:
    """One POST on the pupil's own keep-alive connection (opened again when it broke)."""
    if pupil.writer is None or pupil.writer.is_closing():
        pupil.reader, pupil.writer = await asyncio.open_connection("127.0.0.1", port)
    data = json.dumps(body).encode()
    head = (f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"X-Nardi-Token: {pupil.token}\r\nContent-Length: {len(data)}\r\n\r\n")
    assert pupil.reader is not None
    try:
        pupil.writer.write(head.encode() + data)
        await pupil.writer.drain()
        status = int((await pupil.reader.readline()).split()[1])
        length = 0
        while (line := await pupil.reader.readline()) not in (b"\r\n", b""):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        payload = await pupil.reader.readexactly(length)
        return status, json.loads(payload)
    except Exception:
        pupil.writer.close()
        pupil.writer = None
        raise


async def _pupil_loop(pupil: Pupil, port: int, ids: list[str], rate: float, until: float,
                      tally: Tally, rng: random.Random) -> None:
    wait = 0.0
    while time.monotonic() < until or pupil.outbox:
        if time.monotonic() < until:
            k = f"{pupil.pupil:04d}-{len(pupil.made):06d}-{rng.randrange(16**6):06x}"
            pupil.made.add(k)
            pupil.outbox[k] = {"k": k, "t": "answer", "id": rng.choice(ids),
                               "answer": rng.choice(["2", "არა", "დიახ", "13/7 13/11", "5"])}
        batch = list(pupil.outbox.values())[:40]
        t0 = time.perf_counter()
        try:
            status, out = await _request(pupil, port, "/api/sync", {"records": batch})
            if status != 200:
                raise RuntimeError(status)
            tally.latencies.append(time.perf_counter() - t0)
            for k in out["done"]:
                if pupil.outbox.pop(k, None) is not None:
                    tally.acked += 1
            wait = 0.0
        except Exception:  # noqa: BLE001 - the server is down: keep the outbox, wait, retry
            tally.failures += 1
            wait = min(max(wait * 2, 0.25), 2.0)
            await asyncio.sleep(wait * (0.5 + rng.random()))
            continue
        await asyncio.sleep(rng.expovariate(rate))


def _server_pid(srv: ClassServer) -> int:
    assert srv.proc is not None
    children = Path(f"/proc/{srv.proc.pid}/task/{srv.proc.pid}/children").read_text().split()
    return int(children[0]) if children else srv.proc.pid


def _cpu_seconds(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _rss_mb(pid: int) -> float:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


async def run(n: int, seconds: float, rate: float, kill_at: float | None) -> dict:
    folder = Path(tempfile.mkdtemp(prefix="nardi-class-bench-"))
    book = folder / "html"
    (book / "book").mkdir(parents=True)
    (book / "index.html").write_text("<p>book</p>")
    srv = ClassServer(book, folder / "class", extra="--no-qr").start()
    ids = [ex.id for ex in load_bank()][:60]
    pupils = [Pupil(f"მოსწავლე {i + 1}") for i in range(n)]
    for p in pupils:
        out = srv.join(p.name)
        p.token, p.pupil = out["token"], out["pupil"]
    tally = Tally()
    pid = _server_pid(srv)
    cpu = {"before": _cpu_seconds(pid), "spent": 0.0}
    rss = [0.0]
    until = time.monotonic() + seconds
    start = time.monotonic()
    client_cpu = time.process_time()

    async def watch() -> None:
        nonlocal pid
        while time.monotonic() < until + 30:
            rss[0] = max(rss[0], _rss_mb(pid))
            await asyncio.sleep(0.5)

    async def killer() -> None:
        nonlocal pid
        if kill_at is None:
            return
        await asyncio.sleep(kill_at)
        cpu["spent"] += _cpu_seconds(pid) - cpu["before"]
        srv.kill()
        await asyncio.sleep(1.0)
        await asyncio.to_thread(srv.start)
        pid = _server_pid(srv)
        cpu["before"] = _cpu_seconds(pid)

    watcher = asyncio.create_task(watch())
    await asyncio.gather(killer(), *(
        _pupil_loop(p, srv.port, ids, rate, until, tally, random.Random(p.pupil))
        for p in pupils))
    wall = time.monotonic() - start
    client_cpu = time.process_time() - client_cpu
    cpu["spent"] += _cpu_seconds(pid) - cpu["before"]
    watcher.cancel()
    for p in pupils:
        if p.writer:
            p.writer.close()
    srv.stop()
    db = sqlite3.connect(folder / "class" / "class.sqlite3")
    rows = db.execute("SELECT pupil, k FROM records").fetchall()
    kept = set(rows)
    made = {(p.pupil, k) for p in pupils for k in p.made}
    lat = sorted(tally.latencies)
    return {"pupils": n, "seconds": round(wall, 1), "made": len(made),
            "answers_per_s": round(tally.acked / wall, 1),
            "p50_ms": round(statistics.median(lat) * 1000, 1),
            "p95_ms": round(lat[int(len(lat) * 0.95)] * 1000, 1),
            "max_ms": round(lat[-1] * 1000, 1),
            "server_cpu": round(cpu["spent"] / wall, 2), "server_rss_mb": round(rss[0], 1),
            "load_generator_cpu": round(client_cpu / wall, 2),
            "server_cpu_ms_per_answer": round(cpu["spent"] * 1000 / max(tally.acked, 1), 2),
            "failed_requests": tally.failures, "killed": kill_at is not None,
            "lost": len(made - kept), "duplicated": len(rows) - len(kept),
            "foreign": len(kept - made)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pupils", type=int, nargs="+", default=[30, 300])
    parser.add_argument("--seconds", type=float, default=20)
    parser.add_argument("--rate", type=float, default=2.0, help="answers a second per pupil")
    parser.add_argument("--no-kill", action="store_true")
    args = parser.parse_args()
    for n in args.pupils:
        kill_at = None if args.no_kill else args.seconds / 2
        result = asyncio.run(run(n, args.seconds, args.rate, kill_at))
        print(json.dumps(result, ensure_ascii=False), flush=True)


if __name__ == "__main__":
    main()
